//! Hostile input: corpus code objects with bytes of their debugging sections overwritten
//! (a fixed-seed generator, so failures reproduce) are checked without a panic, and what
//! cannot be read is reported, not lost.

use std::path::Path;

/// xorshift64*: a small deterministic generator.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

fn section_range(bytes: &[u8], name: &str) -> Option<(usize, usize)> {
    let co = codeobj::CodeObject::parse(bytes).ok()?;
    let s = co.section_by_name(name)?;
    let start = s.data.as_ptr() as usize - bytes.as_ptr() as usize;
    Some((start, s.data.len()))
}

#[test]
fn corrupted_debug_sections_never_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let files = [
        "clang19/gfx90a/call_chain-O2.hsaco",
        "rocm22/gfx1100/call_chain-O2.hsaco",
        "rocm22/gfx90a/spill_calls-O2.hsaco",
        "clang22/gfx942/hip_templates-O0.hsaco",
        "asm/gfx90a/hetero_cfi_wave64.hsaco",
    ];
    let sections = [
        ".debug_info",
        ".debug_frame",
        ".debug_loclists",
        ".debug_line",
        ".debug_abbrev",
        ".debug_addr",
        ".debug_str_offsets",
        ".text",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut malformed = 0;
    let mut runs = 0;
    for f in files {
        let original = std::fs::read(root.join(f)).expect(f);
        for section in sections {
            let Some((start, len)) = section_range(&original, section) else {
                continue;
            };
            if len == 0 {
                continue;
            }
            for _ in 0..25 {
                let mut bytes = original.clone();
                let flips = 1 + rng.next() % 8;
                for _ in 0..flips {
                    let at = start + (rng.next() as usize) % len;
                    bytes[at] = rng.next() as u8;
                }
                runs += 1;
                if let Ok(r) = conform::check_code_object(f, &bytes) {
                    for x in r.findings.iter().filter(|x| x.rule == "dwarf-malformed") {
                        malformed += 1;
                        // What cannot be read is named: a DIE, a PC, or an offset in the text.
                        assert!(
                            x.die.is_some() || x.pc.is_some() || x.message.contains("0x"),
                            "{f} {section}: a malformed-DWARF finding that names no place: {}",
                            x.message
                        );
                    }
                }
            }
        }
    }
    assert!(runs > 100, "{runs}");
    assert!(
        malformed > 0,
        "no corruption was ever reported as dwarf-malformed"
    );
}
