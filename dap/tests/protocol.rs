//! The adapter against the schema: every request the protocol defines gets a response —
//! success, or an error whose id is one hdb defines — before a session exists, during one
//! stopped at a breakpoint, and after it ended; and the stream server survives malformed
//! input, unknown and out-of-order requests, and a client that vanishes mid-run.

use std::io::{BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use dap::adapter::{Adapter, Control, Sink};
use dap::protocol::{ErrorId, Request, REQUESTS};
use dap::{AttachArguments, Debuggee, LaunchArguments, LaunchError, Launcher, Start};
use serde_json::{json, Value};

fn corpus(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(path)
}

/// Opens the program its function makes whatever the launch says (`recursion.cl`, clang-19,
/// O0, on 128 work-items unless a test says otherwise).
struct Corpus(fn() -> sim::LaunchProgram);

fn recursion_program() -> sim::LaunchProgram {
    let input: Vec<u8> = (0..128u32)
        .flat_map(|g| [g % 16, g + 1, 3])
        .flat_map(u32::to_le_bytes)
        .collect();
    sim::LaunchProgram::open(sim::SimulatorLaunch {
        code_object: corpus("clang19/gfx90a/recursion-O0.hsaco"),
        target: None,
        launch: sim::Launch {
            kernel: "recursive_fib_gcd".into(),
            grid: [128, 1, 1],
            block: [64, 1, 1],
            args: vec![
                sim::LaunchArg::Buffer(input),
                sim::LaunchArg::Buffer(vec![0; 128 * 12]),
            ],
            recorded: None,
        },
    })
    .expect("launch")
}

impl Launcher for Corpus {
    fn launch(&mut self, _: &LaunchArguments) -> Result<Debuggee, LaunchError> {
        let session =
            debugger::Session::new(Box::new((self.0)())).map_err(|e| LaunchError(e.to_string()))?;
        Ok(Debuggee {
            session,
            start: Start::Run,
            interrupts: Vec::new(),
            name: "recursion".into(),
            pid: None,
            notes: Vec::new(),
            output: None,
        })
    }
    fn attach(&mut self, _: &AttachArguments) -> Result<Debuggee, LaunchError> {
        Err(LaunchError("no attach in this test".into()))
    }
}

#[derive(Clone, Default)]
struct Collect(Arc<Mutex<Vec<Value>>>);

impl Sink for Collect {
    fn send(&mut self, message: Value) {
        self.0.lock().unwrap().push(message);
    }
    fn log_to(&mut self, _: &str) -> std::io::Result<()> {
        Ok(())
    }
}

impl Collect {
    fn take(&self) -> Vec<Value> {
        std::mem::take(&mut *self.0.lock().unwrap())
    }
}

struct Harness {
    adapter: Adapter,
    out: Collect,
    seq: i64,
}

impl Harness {
    fn new() -> Harness {
        Harness::with(recursion_program)
    }

    /// A harness whose launch opens `program()`.
    fn with(program: fn() -> sim::LaunchProgram) -> Harness {
        let out = Collect::default();
        let adapter = Adapter::new(
            Box::new(out.clone()),
            Box::new(Corpus(program)),
            Arc::new(Control::default()),
        );
        Harness {
            adapter,
            out,
            seq: 0,
        }
    }

    /// Sends a request; returns its response and the events sent meanwhile.
    fn request(&mut self, command: &str, arguments: Value) -> (Value, Vec<Value>) {
        self.seq += 1;
        self.adapter.handle(&Request {
            seq: self.seq,
            command: command.into(),
            arguments,
        });
        let messages = self.out.take();
        let mut response = None;
        let mut events = Vec::new();
        for m in messages {
            if m["type"] == "response" && m["request_seq"] == self.seq {
                assert!(response.is_none(), "two responses to {command}");
                response = Some(m);
            } else {
                events.push(m);
            }
        }
        let response = response.unwrap_or_else(|| panic!("no response to {command}"));
        (response, events)
    }
}

/// Success, or an error with an id hdb defines and a message.
fn defined(command: &str, r: &Value) {
    assert_eq!(r["command"], command);
    if r["success"] == true {
        return;
    }
    let id = r["body"]["error"]["id"].as_i64().unwrap_or(-1);
    assert!(
        ErrorId::ALL.iter().any(|e| *e as i64 == id),
        "{command}: undefined error {r}"
    );
    assert!(
        r["message"].as_str().is_some_and(|m| !m.is_empty()),
        "{command}: no message {r}"
    );
}

/// Arguments that name what exists at the stop (thread, frame, variables, source).
fn plausible(command: &str, thread: i64, frame: i64, vars: i64) -> Value {
    let source = json!({"path": corpus("src/recursion.cl").display().to_string()});
    match command {
        "initialize" => json!({"adapterID": "hdb"}),
        "setBreakpoints" => json!({"source": source, "breakpoints": [{"line": 37}]}),
        "breakpointLocations" => json!({"source": source, "line": 30, "endLine": 40}),
        "setFunctionBreakpoints" => json!({"breakpoints": [{"name": "gcd_rec"}]}),
        "setExceptionBreakpoints" => json!({"filters": []}),
        "setInstructionBreakpoints" => json!({"breakpoints": []}),
        "dataBreakpointInfo" => json!({"name": "out[3]", "frameId": frame}),
        "setDataBreakpoints" => json!({"breakpoints": []}),
        "stackTrace" | "exceptionInfo" | "terminateThreads" => {
            json!({"threadId": thread, "threadIds": [thread]})
        }
        "scopes" | "stepInTargets" | "restartFrame" | "gotoTargets" => {
            json!({"frameId": frame, "source": source, "line": 38})
        }
        "variables" => json!({"variablesReference": vars}),
        "setVariable" => json!({"variablesReference": vars, "name": "n", "value": "3"}),
        "setExpression" => json!({"expression": "n", "value": "3", "frameId": frame}),
        "evaluate" => json!({"expression": "n + 1", "frameId": frame, "context": "watch"}),
        "completions" => json!({"text": "info lan", "column": 9}),
        "source" => json!({"sourceReference": 1}),
        "modules" | "loadedSources" | "threads" | "cancel" => json!({}),
        "readMemory" => json!({"memoryReference": "private_lane#0x0", "count": 16}),
        "writeMemory" => json!({"memoryReference": "0x0", "data": ""}),
        "disassemble" => json!({"memoryReference": "0x0", "instructionCount": 4}),
        "locations" => json!({"locationReference": 1}),
        "goto" => json!({"threadId": thread, "targetId": 1}),
        // Run control and the session's end are exercised last, by the caller.
        _ => json!({"threadId": thread}),
    }
}

#[test]
fn every_request_gets_a_response_or_a_defined_error() {
    let mut h = Harness::new();
    // Before any session: each request answered (most with `noSession`).
    for r in REQUESTS.iter().filter(|r| !r.reverse) {
        if matches!(r.command, "launch" | "attach" | "disconnect" | "terminate") {
            continue;
        }
        let (resp, _) = h.request(r.command, json!({}));
        defined(r.command, &resp);
    }
    // Garbage arguments: a `badArguments` (or another defined) error, never a panic.
    for r in REQUESTS.iter().filter(|r| !r.reverse) {
        if matches!(r.command, "launch" | "attach" | "disconnect" | "terminate") {
            continue;
        }
        let (resp, _) = h.request(
            r.command,
            json!({"threadId": "x", "frameId": [], "breakpoints": 5, "source": 3}),
        );
        defined(r.command, &resp);
    }
    let (resp, _) = h.request("nosuch", Value::Null);
    assert_eq!(resp["body"]["error"]["id"], ErrorId::UnknownRequest as i64);

    // A session stopped at a breakpoint.
    let (resp, events) = h.request("launch", json!({"codeObject": "x"}));
    defined("launch", &resp);
    assert!(events.iter().any(|e| e["event"] == "initialized"));
    let source = json!({"path": corpus("src/recursion.cl").display().to_string()});
    let (resp, _) = h.request(
        "setBreakpoints",
        json!({"source": source, "breakpoints": [{"line": 37}]}),
    );
    assert_eq!(resp["body"]["breakpoints"][0]["verified"], true, "{resp}");
    let (_, events) = h.request("configurationDone", Value::Null);
    let stopped = events
        .iter()
        .find(|e| e["event"] == "stopped")
        .unwrap_or_else(|| panic!("no stop: {events:?}"));
    let thread = stopped["body"]["threadId"].as_i64().unwrap();
    let (st, _) = h.request("stackTrace", json!({"threadId": thread}));
    let frame = st["body"]["stackFrames"][0]["id"].as_i64().unwrap();
    let (sc, _) = h.request("scopes", json!({"frameId": frame}));
    let vars = sc["body"]["scopes"][0]["variablesReference"]
        .as_i64()
        .unwrap();
    for r in REQUESTS.iter().filter(|r| !r.reverse) {
        if matches!(
            r.command,
            "launch"
                | "attach"
                | "disconnect"
                | "terminate"
                | "restart"
                | "continue"
                | "next"
                | "stepIn"
                | "stepOut"
                | "configurationDone"
        ) {
            continue;
        }
        let (resp, _) = h.request(r.command, plausible(r.command, thread, frame, vars));
        defined(r.command, &resp);
    }
    // Stale references after a run are errors, not panics.
    for command in ["next", "stepIn", "stepOut"] {
        let (resp, _) = h.request(command, json!({"threadId": thread}));
        defined(command, &resp);
    }
    let (resp, _) = h.request("variables", json!({"variablesReference": vars}));
    assert_eq!(
        resp["body"]["error"]["id"],
        ErrorId::StaleReference as i64,
        "{resp}"
    );
    let (resp, _) = h.request("scopes", json!({"frameId": frame}));
    assert_eq!(
        resp["body"]["error"]["id"],
        ErrorId::StaleReference as i64,
        "{resp}"
    );
    // Run to the end (every kind of breakpoint the requests above set removed), then
    // everything again on an ended program.
    let (resp, _) = h.request(
        "setBreakpoints",
        json!({"source": source, "breakpoints": []}),
    );
    defined("setBreakpoints", &resp);
    for command in [
        "setFunctionBreakpoints",
        "setInstructionBreakpoints",
        "setDataBreakpoints",
    ] {
        let (resp, _) = h.request(command, json!({"breakpoints": []}));
        assert_eq!(resp["success"], true, "{resp}");
    }
    let (resp, events) = h.request("continue", json!({"threadId": thread}));
    defined("continue", &resp);
    assert!(
        events.iter().any(|e| e["event"] == "terminated"),
        "{events:?}"
    );
    for r in REQUESTS.iter().filter(|r| !r.reverse) {
        if matches!(r.command, "launch" | "attach" | "disconnect") {
            continue;
        }
        let (resp, _) = h.request(r.command, plausible(r.command, thread, frame, vars));
        defined(r.command, &resp);
    }
    let (resp, _) = h.request("disconnect", json!({}));
    defined("disconnect", &resp);
    assert!(h.adapter.ended());
}

/// Writes one framed message.
fn send(w: &mut impl Write, body: &str) {
    write!(w, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
    w.flush().unwrap();
}

/// Reads messages until `done` says so (or the stream ends).
fn read_until(r: &mut BufReader<UnixStream>, mut done: impl FnMut(&Value) -> bool) -> Vec<Value> {
    let mut out = Vec::new();
    while let Ok(Some(body)) = dap::framing::read_message(r) {
        let v: Value = serde_json::from_slice(&body).unwrap();
        let stop = done(&v);
        out.push(v);
        if stop {
            break;
        }
    }
    out
}

#[test]
fn the_stream_server_survives_bad_clients() {
    let (ours, theirs) = UnixStream::pair().unwrap();
    let input = theirs.try_clone().unwrap();
    let server = std::thread::spawn(move || {
        dap::serve(
            input,
            theirs,
            Box::new(Corpus(recursion_program)),
            &dap::Options::default(),
        )
        .unwrap()
    });
    let mut w = ours.try_clone().unwrap();
    let mut r = BufReader::new(ours);
    // Not JSON, JSON that is not a message, a request without seq: reported, skipped.
    send(&mut w, "{not json");
    send(&mut w, "[1,2]");
    send(&mut w, r#"{"type":"request","command":"threads"}"#);
    // Out of order: stack before launch; an unknown command.
    send(
        &mut w,
        r#"{"seq":1,"type":"request","command":"stackTrace","arguments":{"threadId":1}}"#,
    );
    send(
        &mut w,
        r#"{"seq":2,"type":"request","command":"frobnicate"}"#,
    );
    // A request with a seq but a command that is not a string: answered.
    send(&mut w, r#"{"seq":20,"type":"request","command":7}"#);
    let got = read_until(&mut r, |v| v["request_seq"] == 20);
    let errors: Vec<&Value> = got.iter().filter(|v| v["event"] == "output").collect();
    assert_eq!(errors.len(), 3, "{got:?}");
    let resp: Vec<&Value> = got.iter().filter(|v| v["type"] == "response").collect();
    assert_eq!(resp[0]["body"]["error"]["id"], ErrorId::NoSession as i64);
    assert_eq!(
        resp[1]["body"]["error"]["id"],
        ErrorId::UnknownRequest as i64
    );
    assert_eq!(resp[2]["success"], false);
    assert_eq!(resp[2]["body"]["error"]["id"], ErrorId::BadArguments as i64);
    // Messages are numbered from 1.
    assert_eq!(got[0]["seq"], 1);
    // A session that runs, then the client vanishes: the server ends on its own.
    send(
        &mut w,
        r#"{"seq":3,"type":"request","command":"initialize","arguments":{"adapterID":"hdb"}}"#,
    );
    send(
        &mut w,
        r#"{"seq":4,"type":"request","command":"launch","arguments":{}}"#,
    );
    send(
        &mut w,
        r#"{"seq":5,"type":"request","command":"configurationDone"}"#,
    );
    let _ = read_until(&mut r, |v| v["request_seq"] == 5);
    drop(w);
    drop(r);
    let end = server.join().unwrap();
    assert_eq!(end, dap::End::ClientGone);
}

#[test]
fn broken_framing_ends_the_session_cleanly() {
    let (ours, theirs) = UnixStream::pair().unwrap();
    let input = theirs.try_clone().unwrap();
    let server = std::thread::spawn(move || {
        dap::serve(
            input,
            theirs,
            Box::new(Corpus(recursion_program)),
            &dap::Options::default(),
        )
        .unwrap()
    });
    let mut w = ours.try_clone().unwrap();
    w.write_all(b"Content-Length: nine\r\n\r\n{}").unwrap();
    w.flush().unwrap();
    let mut r = BufReader::new(ours);
    let got = read_until(&mut r, |_| false);
    assert!(got.iter().any(|v| v["event"] == "output"
        && v["body"]["output"]
            .as_str()
            .unwrap_or("")
            .contains("Content-Length")));
    assert!(matches!(server.join().unwrap(), dap::End::Broken(_)));
}

#[test]
fn fuzz_regressions() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/dap_framing");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no inputs in {}", dir.display());
    for f in files {
        eprintln!("{}", f.display());
        dap::fuzzing::framing(&std::fs::read(&f).unwrap());
    }
}

/// `inline_helpers.cl` at `-O2` (tests/data/lang): `scale` inlined into `combine` inlined
/// into the kernel; work-item `g` reads `g * 7 - 100`.
fn inline_helpers_program() -> sim::LaunchProgram {
    let input: Vec<u8> = (0..64i32)
        .flat_map(|g| (g * 7 - 100).to_le_bytes())
        .collect();
    sim::LaunchProgram::open(sim::SimulatorLaunch {
        code_object: PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/data/lang/inline_helpers-O2.hsaco"),
        target: None,
        launch: sim::Launch {
            kernel: "inline_helpers".into(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            args: vec![
                sim::LaunchArg::Buffer(input),
                sim::LaunchArg::Buffer(vec![0; 64 * 4]),
            ],
            recorded: None,
        },
    })
    .expect("launch")
}

/// The variables (name, value) a scope of a frame lists.
fn scope_variables(h: &mut Harness, frame: i64, scope: usize) -> Vec<(String, String)> {
    let (sc, _) = h.request("scopes", json!({"frameId": frame}));
    let r = sc["body"]["scopes"][scope]["variablesReference"]
        .as_i64()
        .unwrap_or_else(|| panic!("no scope {scope}: {sc}"));
    let (vars, _) = h.request("variables", json!({"variablesReference": r}));
    vars["body"]["variables"]
        .as_array()
        .unwrap_or_else(|| panic!("no variables: {vars}"))
        .iter()
        .map(|v| {
            (
                v["name"].as_str().unwrap_or("").to_string(),
                v["value"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[test]
fn stack_trace_and_scopes_of_inlined_calls() {
    let mut h = Harness::with(inline_helpers_program);
    let (resp, _) = h.request("launch", json!({"codeObject": "x"}));
    defined("launch", &resp);
    let (resp, _) = h.request(
        "setFunctionBreakpoints",
        json!({"breakpoints": [{"name": "scale"}]}),
    );
    assert_eq!(resp["body"]["breakpoints"][0]["verified"], true, "{resp}");
    let (_, events) = h.request("configurationDone", Value::Null);
    let stopped = events
        .iter()
        .find(|e| e["event"] == "stopped")
        .unwrap_or_else(|| panic!("no stop: {events:?}"));
    let thread = stopped["body"]["threadId"].as_i64().unwrap();
    let (st, _) = h.request("stackTrace", json!({"threadId": thread}));
    let frames = st["body"]["stackFrames"]
        .as_array()
        .expect("frames")
        .clone();
    let places: Vec<(String, i64)> = frames
        .iter()
        .map(|f| {
            (
                f["name"].as_str().unwrap_or("").to_string(),
                f["line"].as_i64().unwrap_or(0),
            )
        })
        .collect();
    let place = |n: &str, l: i64| (n.to_string(), l);
    assert_eq!(
        places,
        [
            place("scale", 15),
            place("combine", 20),
            place("inline_helpers", 28)
        ],
        "{st}"
    );
    // Lane 0 (work-item 0) reads -100: each frame lists its own arguments.
    let id = |k: usize| frames[k]["id"].as_i64().unwrap();
    let arguments = |h: &mut Harness, k: usize| scope_variables(h, id(k), 1);
    let pair = |n: &str, v: &str| (n.to_string(), v.to_string());
    assert_eq!(
        arguments(&mut h, 0),
        [pair("x", "-100"), pair("factor", "3")]
    );
    assert_eq!(arguments(&mut h, 1), [pair("a", "-100"), pair("b", "5")]);
    let kernel_locals = scope_variables(&mut h, id(2), 0);
    assert!(
        kernel_locals.contains(&pair("v", "-100")),
        "{kernel_locals:?}"
    );
    assert!(
        !kernel_locals
            .iter()
            .any(|(n, _)| n == "scaled" || n == "sum"),
        "the kernel's frame lists the inlined calls' locals: {kernel_locals:?}"
    );
}
