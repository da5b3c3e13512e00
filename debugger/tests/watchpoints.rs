//! Watchpoints on LDS and on private memory through gdb's commands, on the corpus launch
//! `wg_scan.json` (an LDS scan with barriers) and on `private_array` (private arrays in
//! scratch) built at `-O0` (`tests/data/lang/private_array-O0.json`: the `-O2` build of
//! `corpus/launch/private_array.json` locates its arrays through a frame base its DWARF does
//! not give): the values each stop reports are the ones an oracle computes from the launch's
//! inputs, and the program's output buffers are those of a free run.

mod common;

use common::*;
use debugger::{Interpreter, Session};

/// A corpus launch file as the simulator takes it, with its first argument's inputs.
fn corpus_launch(name: &str) -> (sim::SimulatorLaunch, Vec<i64>) {
    let path = corpus(name);
    let file = sim::launch::LaunchFile::read(&path).expect("launch file");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("launch")).expect("JSON");
    let input = json["args"][0]["buffer"]["data"]
        .as_array()
        .expect("inputs")
        .iter()
        .map(|v| v.as_i64().expect("int"))
        .collect();
    let l = sim::SimulatorLaunch {
        code_object: file.code_object.clone(),
        target: file.target.clone(),
        launch: file.launch(),
    };
    (l, input)
}

/// Runs `commands` in a session over `l` to the program's end; returns each command's text
/// and the output buffers.
fn session_output(l: sim::SimulatorLaunch, commands: &[&str]) -> (Vec<String>, Vec<Vec<u8>>) {
    let (program, buffers) = Recorded::new(l);
    let mut gdb = Interpreter::new(Session::new(Box::new(program)).expect("session"));
    let mut texts = Vec::new();
    for c in commands {
        let out = gdb.execute(c);
        texts.push(out.text);
    }
    drop(gdb);
    let out = buffers.lock().expect("buffers").take().expect("recorded");
    (texts, out)
}

/// `buf[1][5]` of work-group 0 (LDS offset `(128 + 5) * 4`; this build's DWARF says `buf` is
/// optimized out, so it is named by its address) changes twice, in the scan steps with
/// `off == 1` and `off == 4`, both times by lane 5 of the group's first wave: to
/// `in[4] + in[5]`, then to `in[0] + … + in[5]` (later steps store that again: no change).
#[test]
fn an_lds_element_of_one_work_group() {
    let (l, input) = corpus_launch("launch/wg_scan.json");
    let free = free_run(&l);
    let (texts, out) = session_output(
        l,
        &[
            "break 21",
            "run",
            "delete 1",
            "watch *(int *)local#0x214",
            "continue",
            "continue",
            "info watchpoints",
            "continue",
        ],
    );
    let sum = |a: usize, b: usize| input[a..=b].iter().sum::<i64>();
    assert_eq!(texts[3], "Hardware watchpoint 2: *(int *)local#0x214\n");
    assert!(
        texts[4].contains(&format!(
            "Thread 1 hit Hardware watchpoint 2: *(int *)local#0x214, with lane 5\n\nOld value = 0\nNew value = {}\n",
            sum(4, 5)
        )),
        "{}",
        texts[4]
    );
    // Stopped after the store: at the next line's first instruction.
    assert!(texts[4].contains("src/wg_scan.cl:28\n"), "{}", texts[4]);
    assert!(
        texts[5].contains(&format!(
            "hit Hardware watchpoint 2: *(int *)local#0x214, with lane 5\n\nOld value = {}\nNew value = {}\n",
            sum(4, 5),
            sum(0, 5)
        )),
        "{}",
        texts[5]
    );
    assert!(
        texts[6].contains("\tbreakpoint already hit 2 times\n"),
        "{}",
        texts[6]
    );
    // The other work-groups' LDS is theirs: no more stops.
    assert!(texts[7].contains("exited normally"), "{}", texts[7]);
    assert_eq!(out, free, "the session changed the program's output");
}

/// Lane 9's `arr[3]` (in scratch: the array is indexed by lane data) is written once, to
/// `in[9] * 3 + (3 ^ 5)`; a read watchpoint on it then stops where the program reads it
/// back, and only for lane 9's reads; a watchpoint on it is deleted when the wave ends.
#[test]
fn a_private_array_element_of_one_lane() {
    let (l, input) = corpus_launch("../tests/data/lang/private_array-O0.json");
    let free = free_run(&l);
    let (texts, out) = session_output(
        l,
        &[
            "break 21",
            "run",
            "delete 1",
            "lane 9",
            "watch arr[3]",
            "continue",
            "print arr[3]",
            "delete 2",
            "rwatch arr[3]",
            "continue",
            "delete",
            "watch arr[3]",
            "continue",
            "info watchpoints",
        ],
    );
    let want = input[9] * 3 + (3 ^ 5);
    assert_eq!(texts[4], "Hardware watchpoint 2: arr[3]\n");
    assert!(
        texts[5].contains(&format!(
            "hit Hardware watchpoint 2: arr[3], with lane 9\n\nOld value = 0\nNew value = {want}\n"
        )),
        "{}",
        texts[5]
    );
    assert_eq!(texts[6], format!("$1 = {want}\n"));
    assert!(
        texts[9].contains(&format!(
            "hit Hardware read watchpoint 3: arr[3], with lane 9\n\nValue = {want}\n"
        )),
        "{}",
        texts[9]
    );
    // No store changes it again; when lane 9's wave ends, so does the watchpoint's scope.
    assert!(
        texts[12].contains(
            "\nWatchpoint 4 deleted because the program has left the block in\nwhich its expression is valid.\n"
        ),
        "{}",
        texts[12]
    );
    assert!(texts[12].contains("exited normally"), "{}", texts[12]);
    assert_eq!(texts[13], "No watchpoints.\n");
    assert_eq!(out, free, "the session changed the program's output");
}
