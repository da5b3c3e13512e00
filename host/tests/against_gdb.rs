//! The crate against gdb 13 on a C program built here with `cc -g -O0`: source frames of a
//! return address and of inlined code, a backtrace unwound through `.eh_frame` from the
//! registers and stack gdb shows at a breakpoint, and `x/Ni` text on the same bytes.

use std::path::{Path, PathBuf};
use std::process::Command;

use host::unwind::dwarf;
use host::{Disassembler, ElfModule, HostProcess, Mappings, Memory, Registers};
use object::{Object as _, ObjectSymbol as _};

const SOURCE: &str = r#"#include <stdio.h>
static inline __attribute__((always_inline)) int twice(int x) { return x * 2; /* twice */ }
int leaf(int x) {
  int y = twice(x) + 1;
  printf("%d\n", y);
  return y;
}
int main(void) {
  return leaf(20) == 41 ? 0 : 1; /* call */
}
"#;

/// The line of `source` holding `marker`.
fn line_of(marker: &str) -> u32 {
    SOURCE
        .lines()
        .position(|l| l.contains(marker))
        .map(|i| i as u32 + 1)
        .expect("marker in the source")
}

/// The program, built in a fresh folder (kept alive by the returned guard).
fn build() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), SOURCE).unwrap();
    let status = Command::new("cc")
        .current_dir(dir.path())
        .args(["-g", "-O0", "-o", "prog", "prog.c"])
        .status()
        .expect("cc runs");
    assert!(status.success());
    let exe = dir.path().join("prog");
    (dir, exe)
}

/// gdb's output of `commands` on `exe`, in batch mode.
fn gdb(exe: &Path, commands: &[&str]) -> String {
    let mut c = Command::new("gdb");
    c.args(["-nx", "-batch"]);
    for x in commands {
        c.args(["-ex", x]);
    }
    let out = c.arg(exe).output().expect("gdb runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn symbol(exe: &Path, name: &str) -> (u64, u64) {
    let data = std::fs::read(exe).unwrap();
    let file = object::File::parse(&*data).unwrap();
    let s = file
        .symbols()
        .find(|s| s.name() == Ok(name))
        .expect("symbol");
    (s.address(), s.size())
}

/// The whole file at its ELF addresses (an unrelocated view, as gdb shows a file before
/// it runs).
fn identity(exe: &Path) -> Mappings {
    let len = std::fs::metadata(exe).unwrap().len();
    // Segment addresses of a small PIE equal their file offsets.
    Mappings::from_proc_maps(&format!(
        "0-{len:x} r-xp 00000000 00:00 0 {}\n",
        exe.display()
    ))
}

#[test]
fn return_address_and_inlined_code_symbolize_as_gdb_says() {
    let (_dir, exe) = build();
    let module = ElfModule::open(&exe).unwrap();
    assert!(module.has_dwarf());
    let (main, main_size) = symbol(&exe, "main");
    // The call to leaf in main: the instruction after it is the return address.
    let code = module.read(main, main_size as usize).unwrap().to_vec();
    let d = Disassembler::new().unwrap();
    let insns = d.instructions(&code, main, 64, &mut |a| {
        module.symbol(a).map(|(n, o)| (n.to_string(), o))
    });
    let call = insns
        .iter()
        .position(|i| i.text.starts_with("call") && i.text.ends_with("<leaf>"))
        .expect("main calls leaf");
    let ret = insns[call + 1].address;
    let mut p = HostProcess::new(identity(&exe));
    let frames = p.frames_at(ret, true);
    assert_eq!(frames.len(), 1, "{frames:?}");
    let f = &frames[0].source;
    assert_eq!(f.function.as_deref(), Some("main"));
    assert_eq!(f.file.as_ref().unwrap().name, "prog.c");
    assert_eq!(f.line, Some(line_of("/* call */")));
    // gdb agrees on the line of the return address's call.
    let said = gdb(&exe, &[&format!("info line *{:#x}", ret - 1)]);
    assert!(
        said.starts_with(&format!("Line {} of \"prog.c\"", line_of("/* call */"))),
        "{said}"
    );

    // Somewhere in leaf, twice is inlined: its frame comes first.
    let (leaf, leaf_size) = symbol(&exe, "leaf");
    let inlined = (leaf..leaf + leaf_size)
        .map(|a| p.frames_at(a, false))
        .find(|f| f.len() == 2)
        .expect("an address of twice inlined into leaf");
    let names: Vec<_> = inlined
        .iter()
        .map(|f| (f.source.function.clone().unwrap(), f.source.inlined))
        .collect();
    assert_eq!(
        names,
        [("twice".to_string(), true), ("leaf".to_string(), false)]
    );
    assert_eq!(inlined[0].source.line, Some(line_of("/* twice */")));
    // An address no file maps is gdb's `?? ()`.
    assert!(p.frames_at(0xdead_0000_0000, false)[0]
        .source
        .function
        .is_none());
}

/// Stack words gdb printed (`x/Ngx $sp`).
struct Stack(Vec<(u64, u64)>);

impl Memory for Stack {
    fn read_u64(&mut self, address: u64) -> Option<u64> {
        self.0.iter().find(|(a, _)| *a == address).map(|(_, v)| *v)
    }
}

fn hex(s: &str) -> u64 {
    u64::from_str_radix(s.trim_start_matches("0x"), 16).unwrap()
}

#[test]
fn unwinds_through_eh_frame_as_gdb_backtraces() {
    let (_dir, exe) = build();
    let out = gdb(
        &exe,
        &[
            "break leaf",
            "run",
            "bt",
            "info registers rip rsp rbp",
            "x/64gx $sp",
            "info proc mappings",
        ],
    );
    let reg = |name: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(name)?.split_whitespace().next().map(hex))
            .unwrap_or_else(|| panic!("{name} in {out}"))
    };
    let regs = Registers::new(reg("rip "), reg("rsp "), reg("rbp "));
    let mut stack = Vec::new();
    for l in out.lines().filter(|l| l.starts_with("0x7ff")) {
        let mut words = l.split_whitespace();
        let Some(at) = words.next().map(|w| hex(w.split(':').next().unwrap())) else {
            continue;
        };
        for (i, w) in words.enumerate() {
            stack.push((at + 8 * i as u64, hex(w)));
        }
    }
    // `Start End Size Offset [Perms] objfile` rows of `info proc mappings`.
    let mut maps = String::new();
    for l in out.lines() {
        let f: Vec<&str> = l.split_whitespace().collect();
        if f.len() >= 5 && f[0].starts_with("0x") && f.last().unwrap().starts_with('/') {
            let (start, end, offset) = (hex(f[0]), hex(f[1]), hex(f[3]));
            maps.push_str(&format!(
                "{start:x}-{end:x} r-xp {offset:08x} 00:00 0 {}\n",
                f.last().unwrap()
            ));
        }
    }
    let mut p = HostProcess::new(Mappings::from_proc_maps(&maps));
    let frames = p.unwind(regs, &mut Stack(stack));
    let pcs: Vec<u64> = frames.iter().filter_map(Registers::pc).collect();
    assert_eq!(pcs.len(), 2, "leaf and main: {frames:?}\n{out}");
    assert!(frames[1].get(dwarf::RSP) > frames[0].get(dwarf::RSP));
    // The functions' own frames (gdb hides an inlined call at its first instruction).
    let bt = p.backtrace(&pcs);
    let shown: Vec<String> = bt
        .iter()
        .filter(|f| !f.source.inlined)
        .map(|f| {
            let s = &f.source;
            format!(
                "{} at {}:{}",
                s.function.as_deref().unwrap_or("??"),
                s.file.as_ref().map_or("?", |f| f.name.as_str()),
                s.line.unwrap_or(0)
            )
        })
        .collect();
    // gdb's `#1  0x… in main () at prog.c:9`, with the same return address.
    let gdb_main = out
        .lines()
        .find(|l| l.starts_with("#1"))
        .expect("gdb's frame 1");
    assert!(
        gdb_main.contains(&format!(
            "{:016x} in main () at prog.c:{}",
            pcs[1],
            line_of("/* call */")
        )),
        "{gdb_main}"
    );
    assert_eq!(
        shown[1],
        format!("main at prog.c:{}", line_of("/* call */"))
    );
    assert!(shown[0].starts_with("leaf at prog.c:"), "{shown:?}");
}

#[test]
fn instructions_read_as_gdbs_x_i() {
    let (_dir, exe) = build();
    let module = ElfModule::open(&exe).unwrap();
    let d = Disassembler::new().unwrap();
    for function in ["main", "leaf"] {
        let (at, _) = symbol(&exe, function);
        let gdb_lines = gdb(&exe, &[&format!("x/8i {function}")]);
        let code = module.read(at, 8 * 15).unwrap().to_vec();
        let ours: Vec<String> = d
            .instructions(&code, at, 8, &mut |a| {
                module.symbol(a).map(|(n, o)| (n.to_string(), o))
            })
            .into_iter()
            .map(|i| {
                let (n, o) = module.symbol(i.address).unwrap();
                format!(
                    "   {:#x} {}:\t{}",
                    i.address,
                    host::disasm::symbolic(n, o),
                    i.text
                )
            })
            .collect();
        let theirs: Vec<&str> = gdb_lines.lines().collect();
        assert_eq!(ours, theirs, "x/8i {function}");
    }
}
