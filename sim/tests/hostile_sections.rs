//! A corrupted section header that claims a huge address or size is an error naming the
//! section and what it claims, never an allocation (which would abort the process) and never a
//! panic.

use sim::{Launch, LaunchArg, SectionProblem, SimError, Simulator};

fn corpus(path: &str) -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(path);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The offset of the section header of `name` in an ELF64 file.
fn section_header(elf: &[u8], name: &str) -> usize {
    let u16_at = |o: usize| u16::from_le_bytes([elf[o], elf[o + 1]]) as usize;
    let u64_at = |o: usize| u64::from_le_bytes(elf[o..o + 8].try_into().unwrap()) as usize;
    let (shoff, size, count, strndx) = (u64_at(0x28), u16_at(0x3a), u16_at(0x3c), u16_at(0x3e));
    let strtab = u64_at(shoff + strndx * size + 0x18);
    (0..count)
        .map(|i| shoff + i * size)
        .find(|&h| {
            let at = strtab + u32::from_le_bytes(elf[h..h + 4].try_into().unwrap()) as usize;
            elf[at..].starts_with(name.as_bytes()) && elf[at + name.len()] == 0
        })
        .unwrap_or_else(|| panic!("no section {name}"))
}

fn launch() -> Launch {
    Launch {
        kernel: "arith_int_float_vec_struct".into(),
        grid: [64, 1, 1],
        block: [64, 1, 1],
        args: (0..4).map(|_| LaunchArg::Buffer(vec![0; 256])).collect(),
        recorded: None,
    }
}

#[test]
fn huge_section_addresses_and_sizes_are_errors() {
    let original = corpus("clang19/gfx90a/arith-O2.hsaco");
    assert!(Simulator::new(&original, &launch()).is_ok());
    // (section, header field offset, value, the problem reported)
    for (section, field, value, problem) in [
        (".text", 0x10, u64::MAX, SectionProblem::Wraps),
        (".text", 0x10, 1 << 63, SectionProblem::BeyondImage(0)),
        (".text", 0x10, 0x2_8800_0000, SectionProblem::BeyondImage(0)),
        (".rodata", 0x20, 1 << 40, SectionProblem::Truncated(0)),
    ] {
        let mut bytes = original.clone();
        let h = section_header(&bytes, section);
        bytes[h + field..h + field + 8].copy_from_slice(&value.to_le_bytes());
        let err = match Simulator::new(&bytes, &launch()) {
            Ok(_) => panic!("{section} = {value:#x}: loaded"),
            Err(e) => e,
        };
        let text = err.to_string();
        match &err {
            SimError::Section { name, why, .. } => {
                assert_eq!(name, section, "{text}");
                assert_eq!(
                    std::mem::discriminant(why),
                    std::mem::discriminant(&problem),
                    "{text}"
                );
                assert!(text.contains(&format!("{value:#x}")), "{text}");
            }
            // Parsing may refuse the header first (bytes past the file's end); the message
            // must still name the section.
            SimError::CodeObject(m) => assert!(m.contains(section), "{text}"),
            other => panic!("{section} = {value:#x}: {other}"),
        }
    }
}
