//! Reverse execution in `hdb debug` on the simulator: `record`, `reverse-stepi`,
//! `reverse-continue` and `info record` stop where gdb 13's `record full` stops on the same
//! loop built for x86 (`clang-19 -g -O0`): a reverse-continue lands on the previous
//! breakpoint hit (of any wave here), the hit where recording began is the end of the
//! history, and a reverse command without a recording is refused.

use crate::support;

fn session(commands: &[&str]) -> String {
    let launch = support::corpus().join("launch/example.json");
    let mut args = vec![
        "debug".to_string(),
        "--launch".into(),
        launch.display().to_string(),
        "-batch".into(),
    ];
    for c in commands {
        args.push("-ex".into());
        args.push(c.to_string());
    }
    let out = support::hdb(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}");
    text
}

/// The lines after the first that contains `marker`.
fn after<'a>(text: &'a str, marker: &str) -> &'a str {
    let i = text
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker:?} in:\n{text}"));
    &text[i + marker.len()..]
}

#[test]
fn reverse_continue_and_stepi() {
    let text = session(&[
        "reverse-stepi",
        "break recursion.cl:35",
        "run",
        "reverse-stepi",
        "record",
        "continue",
        "continue",
        "print i",
        "echo ==back\\n",
        "reverse-continue",
        "print i",
        "echo ==stepi\\n",
        "reverse-stepi",
        "print $pc",
        "echo ==info\\n",
        "info record",
        "stepi",
        "print $pc",
        "echo ==start\\n",
        "reverse-continue",
        "echo ==live\\n",
        "continue",
        "record stop",
        "record stop",
        "info record",
    ]);
    // No recording yet: gdb refuses reverse commands on such a target.
    assert!(text.contains("The program is not being run.\n"), "{text}");
    assert_eq!(
        text.matches("Target does not support this command.")
            .count(),
        1,
        "{text}"
    );
    // Going forward: wave 2's first hit (i = 0), then wave 1's second (i = 1).
    let back = after(&text, "==back");
    let (before, back) = text.split_at(text.len() - back.len());
    assert!(before.contains("$1 = 1"), "{before}");
    // Back to the most recent hit before it: wave 2 at i = 0.
    assert!(
        back.contains("Thread 2 hit Breakpoint 1, with lanes [0-63]"),
        "{back}"
    );
    assert!(back.contains("$2 = 0"), "{back}");
    // One instruction back is the loop's line 34, and forward again the breakpoint's PC.
    let stepi = after(&text, "==stepi");
    assert!(stepi.contains("\t34\t"), "{stepi}");
    assert!(
        stepi.contains("$3 = (void (*)()) 0x700000002e48"),
        "{stepi}"
    );
    let info = after(&text, "==info");
    assert!(
        info.contains("Active record target: record-full\nReplay mode:"),
        "{info}"
    );
    // Forward again from there runs live (the old future is dropped): back at the hit's PC.
    assert!(info.contains("$4 = (void (*)()) 0x700000002e4c"), "{info}");
    // Wave 1's first hit, where recording began, is not met going back: the history ends.
    let start = after(&text, "==start");
    assert!(
        start.contains("No more reverse-execution history."),
        "{start}"
    );
    // Forward from the past runs live again.
    let live = after(&text, "==live");
    assert!(live.contains("hit Breakpoint 1"), "{live}");
    assert!(
        live.contains("Process record is stopped and all execution logs are deleted."),
        "{live}"
    );
    assert!(
        text.contains("No recording is currently active.\nUse the \"record full\" command first."),
        "{text}"
    );
}
