//! `hdb debug` on a kernel whose DWARF says where each lane is and which lanes are active
//! (`DW_AT_LLVM_lane_pc`, `DW_AT_LLVM_active_lane`: corpus/asm/lane_pc_wave64.s): an inactive
//! lane is shown, backtraced and stepped from its own program location, and in whole-wave
//! code the active lanes are the saved mask's, not EXEC's. Lines and lanes come from the
//! kernel's source listing (corpus/asm/lane_pc.cl), never from hdb's output.

use crate::support;

use serde_json::{Map, Value};

type Reply = Map<String, Value>;

/// Runs `hdb debug --launch lane_pc.json --batch --json --ex CMD…`: one reply per command.
fn session(commands: &[&str]) -> Vec<Reply> {
    let launch = support::corpus().join("launch/lane_pc.json");
    let mut all: Vec<String> = vec![
        "debug".into(),
        "--launch".into(),
        launch.to_str().expect("a UTF-8 path").into(),
        "--batch".into(),
        "--json".into(),
    ];
    for c in commands {
        all.push("--ex".into());
        all.push(c.to_string());
    }
    let out = support::hdb(&all.iter().map(String::as_str).collect::<Vec<_>>());
    let replies: Vec<Reply> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(
        replies.len(),
        commands.len(),
        "one reply per command: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (c, r) in commands.iter().zip(&replies) {
        assert_eq!(r["ok"], true, "{c}: {r:?}");
    }
    replies
}

fn output(r: &Reply) -> &str {
    r["output"].as_str().expect("output")
}

fn source() -> String {
    std::fs::read_to_string(support::corpus().join("asm/lane_pc.cl")).expect("lane_pc.cl")
}

/// The line of lane_pc.cl marked `// @marker`.
fn line_of(marker: &str) -> u32 {
    let tag = format!("// @{marker}");
    let n = source()
        .lines()
        .position(|l| l.trim_end().ends_with(&tag))
        .unwrap_or_else(|| panic!("no line marked {tag}"));
    n as u32 + 1
}

/// The lanes that take the `then` block: `if (lane < N)` on the `@cond` line.
fn then_lanes() -> std::ops::Range<u32> {
    let text = source();
    let cond = text
        .lines()
        .nth(line_of("cond") as usize - 1)
        .expect("the @cond line");
    let n = cond
        .split("lane < ")
        .nth(1)
        .and_then(|r| r.split(')').next())
        .and_then(|n| n.trim().parse().ok())
        .expect("if (lane < N)");
    0..n
}

/// `lane_pc_divergence () at lane_pc.cl:LINE`.
fn at(line: u32) -> String {
    format!("lane_pc_divergence () at lane_pc.cl:{line}")
}

/// The rows of `info lanes`' JSON: (lane, active, pc).
fn lane_rows(r: &Reply) -> Vec<(u32, bool, Option<String>)> {
    r["lanes"]
        .as_array()
        .expect("lanes")
        .iter()
        .map(|l| {
            (
                l["id"].as_u64().expect("id") as u32,
                l["active"].as_bool().expect("active"),
                l["pc"].as_str().map(str::to_string),
            )
        })
        .collect()
}

/// The address `info line` gives for a line.
fn line_address(r: &Reply) -> String {
    let text = output(r);
    text.split("starts at address ")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .unwrap_or_else(|| panic!("no address in {text}"))
        .to_string()
}

/// Stopped in the `then` block, the lanes that took `else` are shown at the `else` block's
/// first line; focused on one, `lane`, `frame` and `bt` put its frame there, and `next` runs
/// until it is active and stops there.
#[test]
fn an_inactive_lane_is_where_its_lane_pc_says() {
    let (then, else_) = (line_of("then"), line_of("else"));
    let taken = then_lanes();
    let waiting = taken.end + 10;
    let r = session(&[
        &format!("break lane_pc.cl:{then}"),
        "run",
        "info lanes",
        &format!("info line lane_pc.cl:{else_}"),
        &format!("lane {waiting}"),
        "frame",
        "bt",
        "next",
    ]);
    let else_pc = line_address(&r[3]);
    let table = output(&r[2]);
    for (lane, active, pc) in lane_rows(&r[2]) {
        let row = table
            .lines()
            .find(|l| {
                // `* ` marks the selected lane.
                let id = l.trim_start_matches(['*', ' ']).split_whitespace().next();
                id == Some(lane.to_string().as_str())
            })
            .unwrap_or_else(|| panic!("no row for lane {lane}: {table}"));
        if taken.contains(&lane) {
            assert!(active, "lane {lane}: {row}");
            assert!(row.ends_with(&at(then)), "{row}");
            assert_ne!(pc.as_deref(), Some(else_pc.as_str()), "{row}");
        } else {
            assert!(!active, "lane {lane}: {row}");
            assert!(row.ends_with(&format!("(inactive) {}", at(else_))), "{row}");
            assert_eq!(pc.as_deref(), Some(else_pc.as_str()), "{row}");
        }
    }

    let switched = output(&r[4]);
    assert!(
        switched.contains("warning: Current lane is inactive.\n"),
        "{switched}"
    );
    assert!(
        switched.contains(&format!("#0  {}\n", at(else_))),
        "{switched}"
    );
    assert_eq!(r[4]["lane"]["pc"], else_pc.as_str());
    assert!(
        output(&r[5]).starts_with(&format!("#0  {}\n", at(else_))),
        "{}",
        output(&r[5])
    );
    let frames = r[6]["frames"].as_array().expect("frames");
    assert_eq!(frames.len(), 1, "{}", output(&r[6]));
    assert_eq!(frames[0]["line"], else_);
    assert_eq!(frames[0]["pc"], else_pc.as_str());

    let stepped = output(&r[7]);
    let mut lines = stepped.lines();
    assert_eq!(
        lines.next(),
        Some(format!("Lane {waiting} is inactive; running until it becomes active.").as_str())
    );
    let shown = lines.next().expect("the line it stops at");
    assert_eq!(shown.split('\t').next(), Some(else_.to_string().as_str()));
    assert_eq!(lines.next(), None, "{stepped}");
}

/// In the whole-wave region EXEC is all ones, but the source's active lanes are those saved
/// on entry to it: `info lanes -active` lists those, and a lane of the other branch still
/// waits at the `else` block (it does not wake inside the region).
#[test]
fn whole_wave_code_keeps_the_source_lanes_active() {
    let (wwm, else_) = (line_of("wwm"), line_of("else"));
    let taken = then_lanes();
    let waiting = taken.end;
    let r = session(&[
        &format!("break lane_pc.cl:{wwm}"),
        "run",
        "print/x $exec",
        "info lanes -active",
        "info lanes -inactive",
        &format!("lane {waiting}"),
        "next",
    ]);
    assert_eq!(output(&r[2]), "$1 = 0xffffffffffffffff\n");
    let active: Vec<u32> = lane_rows(&r[3]).iter().map(|l| l.0).collect();
    assert_eq!(active, taken.clone().collect::<Vec<_>>());
    let inactive = lane_rows(&r[4]);
    assert_eq!(inactive.len(), 64 - taken.len(), "{}", output(&r[4]));
    assert!(
        output(&r[4])
            .lines()
            .skip(1)
            .all(|l| l.ends_with(&format!("(inactive) {}", at(else_)))),
        "{}",
        output(&r[4])
    );
    let stepped = output(&r[6]);
    let shown = stepped.lines().nth(1).expect("the line it stops at");
    assert_eq!(
        shown.split('\t').next(),
        Some(else_.to_string().as_str()),
        "{stepped}"
    );
}

/// At the `else` block's first instruction the `else` lanes are active (the mask saved in
/// s[10:11], while EXEC still holds the `then` lanes'), and a `then` lane waits at the join.
#[test]
fn the_other_branch_waits_at_the_join() {
    let (else_, join) = (line_of("else"), line_of("join"));
    let taken = then_lanes();
    let r = session(&[
        &format!("break lane_pc.cl:{else_}"),
        "run",
        "lane 0",
        "next",
    ]);
    let stop = output(&r[1]);
    let expected = format!("with lanes [{}-63]", taken.end);
    assert!(stop.contains(&expected), "{stop}");
    assert!(
        output(&r[2]).contains(&format!("#0  {}\n", at(join))),
        "{}",
        output(&r[2])
    );
    let stepped = output(&r[3]);
    assert_eq!(
        stepped.lines().nth(1).and_then(|l| l.split('\t').next()),
        Some(join.to_string().as_str()),
        "{stepped}"
    );
}

/// `hdb dwarf` names both attributes by the unit's announced table and prints their location
/// lists, one entry per range the assembly gives them.
#[test]
fn the_dump_names_the_lane_attributes() {
    let object = support::corpus().join("asm/gfx90a/lane_pc_wave64.hsaco");
    let out = support::hdb(&["dwarf", object.to_str().expect("a UTF-8 path")]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let assembly = std::fs::read_to_string(support::corpus().join("asm/lane_pc_wave64.s"))
        .expect("lane_pc_wave64.s");
    // The ranges of each list in the assembly: `.quad BEGIN, END` lines after its label.
    let ranges = |label: &str| -> usize {
        assembly
            .split(&format!("\n{label}:\n"))
            .nth(1)
            .expect("the list's label")
            .split("DW_LLE_end_of_list")
            .next()
            .expect("the list")
            .lines()
            .filter(|l| l.trim_start().starts_with(".quad") && l.contains(','))
            .count()
    };
    for (name, label) in [
        ("DW_AT_LLVM_lane_pc", ".Llane_pc"),
        ("DW_AT_LLVM_active_lane", ".Lactive_lane"),
    ] {
        let list = text
            .split(&format!("{name}\t("))
            .nth(1)
            .unwrap_or_else(|| panic!("no {name}: {text}"));
        let entries = list
            .lines()
            .skip(1)
            .take_while(|l| l.trim_start().starts_with('['))
            .count();
        assert_eq!(entries, ranges(label), "{name}: {text}");
    }
    assert!(text.contains(", 0 decoding errors"), "{text}");
}

/// Before the branch, a lane that was not active on entry (the mask the kernel saves in
/// s[16:17], here narrowed, with EXEC) has no program location: hdb says so instead of
/// showing the wave's.
#[test]
fn a_lane_not_active_on_entry_has_no_pc() {
    let cond = line_of("cond");
    let r = session(&[
        &format!("break lane_pc.cl:{cond}"),
        "run",
        "set var $s16 = 0xfffffff0",
        "set var $exec = 0xfffffffffffffff0",
        "info lanes 0-4",
        "lane 2",
    ]);
    let rows = lane_rows(&r[4]);
    assert_eq!(
        rows.iter().map(|l| (l.0, l.1)).collect::<Vec<_>>(),
        [(0, false), (1, false), (2, false), (3, false), (4, true)]
    );
    assert!(rows[..4].iter().all(|l| l.2.is_none()), "{:?}", rows);
    let table = output(&r[4]);
    assert_eq!(
        table.matches("(inactive, PC unknown)\n").count(),
        4,
        "{table}"
    );
    assert!(table.contains(&at(cond)), "{table}");
    let switched = output(&r[5]);
    assert!(
        switched.ends_with(
            "warning: Current lane is inactive.\n\
             warning: The lane's PC is unknown: it was not active when the function was entered.\n"
        ),
        "{switched}"
    );
    assert!(r[5]["lane"]["pc"].is_null());
}
