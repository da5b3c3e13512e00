//! Robustness on real CFI: the hand-written `[amd:v0.0]` `.debug_frame` of the corpus and
//! one of AMD's fork, cut at every length and with every byte replaced by a few hostile
//! values. Nothing may panic, every walk ends, and the rows stay inside their FDEs.

use std::path::Path;

use unwind::{Entry, FdeIndex, FrameSection, Limits, SectionKind, UnwindTable};

/// The bytes of `.debug_frame` in an ELF64 file, from its section headers.
fn debug_frame(path: &str) -> Vec<u8> {
    let elf = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../corpus")
            .join(path),
    )
    .expect("corpus file");
    let rd = |at: usize, n: usize| {
        let mut b = [0u8; 8];
        b[..n].copy_from_slice(&elf[at..at + n]);
        u64::from_le_bytes(b) as usize
    };
    let (shoff, shentsize, shnum, shstrndx) = (rd(0x28, 8), rd(0x3a, 2), rd(0x3c, 2), rd(0x3e, 2));
    let sh = |i: usize| shoff + i * shentsize;
    let strtab = rd(sh(shstrndx) + 0x18, 8);
    for i in 0..shnum {
        let name = strtab + rd(sh(i), 4);
        if elf[name..].starts_with(b".debug_frame\0") {
            let (off, size) = (rd(sh(i) + 0x18, 8), rd(sh(i) + 0x20, 8));
            return elf[off..off + size].to_vec();
        }
    }
    panic!("{path}: no .debug_frame");
}

/// Walks everything; returns (entries, rows) seen.
fn exercise(bytes: &[u8], kind: SectionKind) -> (usize, usize) {
    let limits = Limits {
        max_steps: 200_000,
        ..Limits::default()
    };
    let section = FrameSection::new(bytes, kind);
    let options = dwarf_ext::op::DecodeOptions::default();
    let (mut entries, mut rows) = (0, 0);
    for entry in section.entries() {
        entries += 1;
        let Ok(Entry::Fde(fde)) = entry else { continue };
        for item in fde.instructions() {
            let Ok((_, inst)) = item else { break };
            let _ = inst.display(&fde.cie, options, None).to_string();
        }
        let Ok(table) = UnwindTable::with_limits(&fde, limits) else {
            continue;
        };
        let range = fde.pc_range();
        let mut last = range.start;
        for row in table.rows() {
            let Ok(row) = row else { break };
            assert!(row.start >= last && row.start < row.end && row.end <= range.end);
            last = row.end;
            rows += 1;
            let _ = row.cfa.display(options);
        }
        if let Ok(Some(row)) = table.row_for_pc(range.start) {
            assert!(row.contains(range.start));
        }
    }
    let index = FdeIndex::new(&section);
    let _ = index.lookup(0x1350);
    (entries, rows)
}

fn mutate_all(path: &str, expect_rows: usize) {
    let original = debug_frame(path);
    assert_eq!(
        exercise(&original, SectionKind::DebugFrame).1,
        expect_rows,
        "{path}"
    );
    for len in 0..original.len() {
        exercise(&original[..len], SectionKind::DebugFrame);
        exercise(&original[..len], SectionKind::EhFrame);
    }
    let mut bytes = original.clone();
    for i in 0..original.len() {
        for v in [0x00, 0x01, 0x0a, 0x0b, 0x3f, 0x7f, 0x80, 0xff] {
            bytes[i] = v;
            exercise(&bytes, SectionKind::DebugFrame);
        }
        bytes[i] = original[i];
    }
}

#[test]
fn hand_written_cfi_survives_every_cut_and_byte() {
    mutate_all("asm/gfx90a/hetero_cfi_wave64.hsaco", 2 + 6 + 2);
}

#[test]
fn fork_cfi_survives_every_cut_and_byte() {
    // AMD's fork, wave32: a recursive function (CFA expression, spills, RA in lanes) and
    // the kernel calling it; 14 rows, as llvm-dwarfdump-22 prints them.
    mutate_all("rocm22/gfx1100/recursion-O2.hsaco", 14);
}
