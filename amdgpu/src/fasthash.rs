//! Hash maps for small keys looked up at every access or read (the sanitizers' addresses,
//! pages and PCs; a stop's evaluations by frame, PC and DIE; a run-time comparison's
//! work-items, stop indices and variable names): a multiply-rotate hash instead of the
//! standard library's SipHash, which guards against crafted keys these maps do not need to
//! fear (a hostile input can slow its own run, no more) and was a tenth of a run-time pair's
//! time. Iterating one gives an order of no meaning: nothing that shows in an output may
//! depend on it.

use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` with [`WordHasher`].
pub type HashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// A `HashSet` with [`WordHasher`].
pub type HashSet<K> = std::collections::HashSet<K, BuildHasherDefault<WordHasher>>;

/// Folds each word into the state by a rotation, an exclusive or and a multiplication by an
/// odd constant (the golden ratio's 64-bit fraction, rounded to odd); strings go in eight
/// bytes at a time.
#[derive(Debug, Default, Clone, Copy)]
pub struct WordHasher {
    state: u64,
}

const K: u64 = 0x9e37_79b9_7f4a_7c15;

impl WordHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.state = (self.state.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for WordHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.state
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ (rest.len() as u64) << 56);
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash<T: Hash + ?Sized>(t: &T) -> u64 {
        BuildHasherDefault::<WordHasher>::default().hash_one(t)
    }

    #[test]
    fn names_differing_in_any_byte_hash_apart() {
        // Names of every length up to two words, and names differing only in their length
        // (a zero byte padded into the last word).
        let names = [
            "",
            "i",
            "ij",
            "acc",
            "tid_x",
            "partial",
            "accumulat",
            "accumulator_0",
        ];
        for (a, x) in names.iter().enumerate() {
            for y in &names[a + 1..] {
                assert_ne!(hash(x), hash(y), "{x} {y}");
            }
        }
        assert_ne!(hash(&[0u8][..]), hash(&[0u8, 0][..]));
        assert_ne!(hash(&(1usize, "v")), hash(&(2usize, "v")));
    }

    #[test]
    fn a_map_of_many_work_items_finds_each() {
        let mut m: HashMap<([u32; 3], u32), usize> = HashMap::default();
        for g in 0..64u32 {
            for l in 0..64u32 {
                m.insert(([g, 0, 0], l), (g * 64 + l) as usize);
            }
        }
        assert_eq!(m.len(), 4096);
        assert_eq!(m[&([17, 0, 0], 5)], 17 * 64 + 5);
    }
}
