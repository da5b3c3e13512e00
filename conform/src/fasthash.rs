//! Hash maps for the run-time comparison's many small keys (work-items, stop indices,
//! variable names): a multiply-rotate hash instead of the standard library's SipHash, which
//! guards against crafted keys the comparison does not need to fear and was a tenth of a
//! run-time pair's time. Nothing iterates these maps where the order shows in a report.

use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` with [`WordHasher`].
pub(crate) type HashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// A `HashSet` with [`WordHasher`].
pub(crate) type HashSet<K> = std::collections::HashSet<K, BuildHasherDefault<WordHasher>>;

/// Folds each word into the state by a rotation, an exclusive or and a multiplication by an
/// odd constant (the golden ratio's 64-bit fraction, rounded to odd); strings go in eight
/// bytes at a time.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct WordHasher {
    state: u64,
}

const K: u64 = 0x9e37_79b9_7f4a_7c15;

impl WordHasher {
    fn add(&mut self, word: u64) {
        self.state = (self.state.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.state
    }

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

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
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
