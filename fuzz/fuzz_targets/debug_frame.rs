//! `unwind` on arbitrary `.debug_frame` / `.eh_frame` bytes: every entry, every
//! instruction decoded and printed, every FDE's table built row by row, and rows looked up
//! for PCs taken from the input. Nothing may panic, and everything must end (the table's
//! budgets bound the work).
#![no_main]

use libfuzzer_sys::fuzz_target;
use unwind::{Entry, FrameSection, Limits, SectionKind, UnwindTable};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the section kind and the address size of old CIEs; the next eight
    // give a PC to look up; the rest is the section.
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let (pc, section) = if rest.len() >= 8 {
        let (p, s) = rest.split_at(8);
        (u64::from_le_bytes(p.try_into().unwrap()), s)
    } else {
        (0, rest)
    };
    let kind = if mode & 1 == 0 {
        SectionKind::DebugFrame
    } else {
        SectionKind::EhFrame
    };
    let address_size = [8, 4, 2, 1][usize::from(mode >> 1 & 3)];
    let frame = FrameSection::new(section, kind)
        .with_address(u64::from(mode) << 12)
        .with_address_size(address_size);
    // Small budgets keep each input fast; the code paths are the same.
    let limits = Limits {
        max_state_depth: 16,
        max_registers: 256,
        max_steps: 100_000,
    };
    let options = dwarf_ext::op::DecodeOptions::default();
    for entry in frame.entries().take(10_000) {
        let fde = match entry {
            Ok(Entry::Fde(fde)) => fde,
            Ok(Entry::Cie(cie)) => {
                for item in cie.instructions() {
                    let Ok((_, inst)) = item else { break };
                    let _ = inst.display(&cie, options, None).to_string();
                }
                continue;
            }
            Err(e) => {
                let _ = e.to_string();
                continue;
            }
        };
        for item in fde.instructions() {
            let Ok((_, inst)) = item else { break };
            let _ = inst
                .display(&fde.cie, options, Some(fde.initial_location))
                .to_string();
            let _ = inst.scaled(fde.cie.code_alignment_factor, fde.cie.data_alignment_factor);
        }
        let Ok(table) = UnwindTable::with_limits(&fde, limits) else {
            continue;
        };
        let mut previous_end = fde.pc_range().start;
        for row in table.rows() {
            let Ok(row) = row else { break };
            assert!(
                row.start >= previous_end && row.start < row.end,
                "rows out of order"
            );
            previous_end = row.end;
            let _ = row.cfa.display(options);
            for (_, rule) in row.rules() {
                let _ = rule.display(options);
            }
        }
        assert!(previous_end <= fde.pc_range().end);
        let range = fde.pc_range();
        for probe in [
            pc,
            range.start,
            range.end.saturating_sub(1),
            range.start.wrapping_add(pc % 64),
        ] {
            if let Ok(Some(row)) = table.row_for_pc(probe) {
                assert!(row.contains(probe));
            }
        }
    }
    let _ = frame.fde_for_pc(pc);
});
