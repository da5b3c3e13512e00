//! The bodies of the fuzz targets over the command line's entry points: what `hdb info`,
//! `hdb dwarf`, `hdb cfi` and `hdb disasm` ask of the libraries (`commands`), and what
//! `hdb run` does (`sim_launch`), and `hdb conform`'s static rules (`conform_check`). The targets in `fuzz_targets/` call these functions, and
//! `tests/fuzz_entry_points.rs` includes this very file to replay `fuzz/regressions/<target>/`,
//! so the two cannot drift apart. Depends only on crates `hdb` depends on.

use amdgpu::decode::Decoder;
use amdgpu::WaveSize;
use codeobj::CodeObject;
use dwarf_ext::debuginfo::{DebugInfo, LoadOptions};
use sim::{Launch, LaunchArg, RunEnd, Simulator};
use unwind::{Entry, FrameSection, SectionKind, UnwindTable};

/// Every code object `data` holds (itself, or a bundle's or host ELF's entries), each through
/// the calls behind `info`, `dwarf`, `cfi` and `disasm`.
pub fn commands(data: &[u8]) {
    let Ok(contents) = codeobj::extract(data) else {
        return;
    };
    for entry in contents.code_objects.iter().take(4) {
        let Ok(co) = entry.code_object() else {
            continue;
        };
        info(&co);
        dwarf(&entry.bytes);
        cfi(&co);
        disasm(&co);
    }
}

/// `hdb info`: target, metadata, kernels and their descriptors, functions.
fn info(co: &CodeObject<'_>) {
    let _ = co.target_id();
    let _ = co.isa_version();
    if let Ok(Some(md)) = co.metadata() {
        let _ = format!("{md:?}");
    }
    if let Ok(kernels) = co.kernels() {
        for k in kernels {
            let _ = k.kernel_descriptor().map(|d| format!("{d:?}"));
        }
    }
    for f in co.functions() {
        let _ = co.function_containing(f.address);
    }
}

/// `hdb dwarf` (the whole dump, and a lookup of every function's first address) on the
/// relocated image.
fn dwarf(bytes: &[u8]) {
    let Ok(image) = debugger::Image::parse("fuzz", bytes) else {
        return;
    };
    let options = LoadOptions {
        processor: image.processor(),
        vendor: None,
        encoding: None,
        xderef: None,
        frame_base: None,
    };
    let Ok(info) = DebugInfo::load(|name| image.section(name), options) else {
        return;
    };
    let _ = dwarf_ext::dump::dump(&info);
    for f in image.functions().iter().take(16) {
        let _ = info.lookup(f.start);
    }
}

/// `hdb cfi`: every entry of `.debug_frame` and `.eh_frame`, relocated, and every FDE's
/// table.
fn cfi(co: &CodeObject<'_>) {
    for kind in [SectionKind::DebugFrame, SectionKind::EhFrame] {
        let Some(s) = co.section_by_name(kind.name()) else {
            continue;
        };
        let data = codeobj::reloc::relocated_section(co, kind.name())
            .unwrap_or(std::borrow::Cow::Borrowed(s.data));
        let frame = FrameSection::new(&data, kind).with_address(s.address);
        for entry in frame.entries().take(1000) {
            let Ok(Entry::Fde(fde)) = entry else {
                continue;
            };
            if let Ok(table) = UnwindTable::new(&fde) {
                for row in table.rows() {
                    let _ = format!("{row:?}");
                }
            }
        }
    }
}

/// `hdb disasm`: every executable section decoded for the file's processor, from every
/// function and label inside the section.
fn disasm(co: &CodeObject<'_>) {
    let Ok(tid) = co.target_id() else {
        return;
    };
    let wave = if tid.processor.name.starts_with("gfx9") {
        WaveSize::Wave64
    } else {
        WaveSize::Wave32
    };
    let Ok(decoder) = Decoder::for_target(tid.processor.name, wave) else {
        return;
    };
    for section in co.sections().iter().filter(|s| s.is_executable()) {
        let starts = co
            .functions()
            .into_iter()
            .filter(|f| f.section == section.index)
            .map(|f| f.address)
            .chain(std::iter::once(section.address));
        for start in starts.take(64) {
            let Some(off) = start.checked_sub(section.address) else {
                continue;
            };
            let Some(mut code) = section.data.get(off as usize..) else {
                continue;
            };
            let mut n = 0;
            while !code.is_empty() && n < 4096 {
                let inst = decoder.decode(code);
                let _ = inst.text();
                code = &code[inst.len().clamp(1, code.len())..];
                n += 1;
            }
        }
    }
}

/// `hdb run`: the first kernels of the code object launched as one small work-group, with a
/// buffer for every pointer, zeros for every value and some LDS for every local pointer,
/// and run for a bounded number of instructions.
pub fn sim_launch(data: &[u8]) {
    let Ok(co) = CodeObject::parse(data) else {
        return;
    };
    let Ok(Some(md)) = co.metadata() else {
        return;
    };
    for kernel in md.kernels.iter().take(2) {
        let args = kernel
            .args
            .iter()
            .filter(|a| !a.is_hidden())
            .map(|a| match a.value_kind.as_str() {
                "global_buffer" => LaunchArg::Buffer(vec![0; 256]),
                "dynamic_shared_pointer" => LaunchArg::Local(64),
                _ => LaunchArg::Value(vec![0; a.size.min(64) as usize]),
            })
            .collect();
        let launch = Launch {
            kernel: kernel.name.clone(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            args,
            recorded: None,
        };
        let Ok(mut sim) = Simulator::new(data, &launch) else {
            continue;
        };
        sim.set_instruction_limit(Some(20_000));
        if let RunEnd::Stopped { wave_text, .. } = sim.run_to_end() {
            let _ = wave_text;
        }
    }
}

/// `hdb conform`'s static rules on whatever `codeobj::extract` finds in `data`: nothing may
/// panic, every finding names a rule of the table, and the report prints.
pub fn conform_check(data: &[u8]) {
    match conform::check_input("fuzz", data) {
        Ok(reports) => {
            for r in &reports {
                for f in &r.findings {
                    assert!(conform::rule(f.rule).is_some(), "unknown rule {}", f.rule);
                }
            }
            let _ = conform::report::to_text(&conform::report::Output {
                reports,
                ..conform::report::Output::default()
            });
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}
