//! The dispatcher packet by packet over the fake target: negotiation, the target description
//! in chunks, LLDB's register info, registers with thread suffixes, threads, breakpoints and
//! stop replies, non-stop notifications' queue, the AMDGPU extension and monitor commands.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use amdgpu::target::ProcessEnd;
use gdbserver::fake::FakeTarget;
use gdbserver::packet::{from_hex, to_hex};
use gdbserver::regs::Identity;
use gdbserver::server::Reply;
use gdbserver::{Options, Server};

fn server(identity: Identity) -> Server {
    let interrupt = Arc::new(AtomicBool::new(false));
    let t = FakeTarget::new(3, interrupt.clone());
    Server::new(
        Box::new(t),
        interrupt,
        Options {
            identity,
            ..Options::default()
        },
    )
}

fn ask(s: &mut Server, p: &str) -> String {
    let r = s.handle(p.as_bytes());
    String::from_utf8_lossy(&s.finish(r).unwrap_or_default()).into_owned()
}

#[test]
fn negotiation_and_identity() {
    let mut s = server(Identity::Amdgcn);
    let sup = ask(&mut s, "qSupported:multiprocess+;xmlRegisters=i386");
    for f in [
        "PacketSize=4000",
        "QStartNoAckMode+",
        "qXfer:features:read+",
        "qXfer:threads:read+",
        "qXfer:libraries:read+",
        "QThreadSuffixSupported+",
        "swbreak+",
        "vContSupported+",
        "QNonStop+",
    ] {
        assert!(sup.split(';').any(|x| x == f), "{f} in {sup}");
    }
    let host = ask(&mut s, "qHostInfo");
    assert!(host.contains(&format!("triple:{};", to_hex(b"amdgcn-amd-amdhsa"))));
    let mut s = server(Identity::Aarch64);
    let p = ask(&mut s, "qProcessInfo");
    assert!(p.contains(&to_hex(b"aarch64-unknown-linux-gnu")), "{p}");
}

#[test]
fn target_xml_comes_in_chunks_that_join_up() {
    let mut s = server(Identity::Amdgcn);
    let mut xml = String::new();
    let mut off = 0;
    loop {
        let r = ask(
            &mut s,
            &format!("qXfer:features:read:target.xml:{off:x},3fff"),
        );
        let (kind, data) = r.split_at(1);
        xml.push_str(data);
        off += data.len();
        if kind == "l" {
            break;
        }
        assert_eq!(kind, "m");
    }
    assert!(xml.contains("<vector id=\"vec64i32\" type=\"int32\" count=\"64\"/>"));
    assert!(xml.contains("<reg name=\"v255\" bitsize=\"2048\""));
    assert!(xml.contains("<reg name=\"s105\" bitsize=\"32\""));
    // The fake target has no AGPRs: the description follows what the target has.
    assert!(!xml.contains("name=\"a0\""));
    assert_eq!(ask(&mut s, "qXfer:features:read:other.xml:0,10"), "E00");
}

#[test]
fn registers_by_number_with_thread_suffix() {
    let mut s = server(Identity::Amdgcn);
    // Find s0 and v0 through LLDB's register info.
    let mut numbers = std::collections::HashMap::new();
    for n in 0..2000 {
        let r = ask(&mut s, &format!("qRegisterInfo{n:x}"));
        if r.starts_with('E') {
            break;
        }
        let name = r.split(';').next().unwrap().trim_start_matches("name:");
        numbers.insert(name.to_string(), n);
    }
    let s0 = numbers["s0"];
    let v0 = numbers["v0"];
    let r = ask(&mut s, &format!("p{s0:x};thread:2;"));
    assert_eq!(from_hex(r.as_bytes()).unwrap(), 0x5200u32.to_le_bytes());
    let r = ask(&mut s, &format!("p{v0:x};thread:3;"));
    let bytes = from_hex(r.as_bytes()).unwrap();
    assert_eq!(bytes.len(), 256);
    assert_eq!(&bytes[4 * 5..4 * 6], &(3u32 << 16 | 5).to_le_bytes());
    // Write and read back.
    assert_eq!(ask(&mut s, &format!("P{s0:x}=2a000000;thread:1;")), "OK");
    assert_eq!(ask(&mut s, &format!("p{s0:x};thread:1;")), "2a000000");
    // A short g: pc first.
    assert_eq!(ask(&mut s, "Hg2"), "OK");
    let g = ask(&mut s, "g");
    assert_eq!(&g[..16], to_hex(&0x7000_0000u64.to_le_bytes()));
    assert!(g.len() / 2 <= 312);
    assert_eq!(ask(&mut s, "p9999"), "E45");
}

#[test]
fn threads_breakpoints_and_stop_replies() {
    let mut s = server(Identity::Amdgcn);
    assert_eq!(ask(&mut s, "qfThreadInfo"), "m1,2,3");
    assert_eq!(ask(&mut s, "qsThreadInfo"), "l");
    let x = ask(&mut s, "qXfer:threads:read::0,fff");
    assert!(
        x.contains("<thread id=\"2\" name=\"wave2\">AMDGPU Wave 1:1:1:2 (1,0,0)/0</thread>"),
        "{x}"
    );
    let extra = ask(&mut s, "qThreadExtraInfo,3");
    assert_eq!(
        from_hex(extra.as_bytes()).unwrap(),
        b"AMDGPU Wave 1:1:1:3 (2,0,0)/0"
    );
    assert_eq!(ask(&mut s, "Z0,70000020,0"), "OK");
    assert!(ask(&mut s, "Z0,1,4").starts_with("E.badbp:1"));
    let stop = ask(&mut s, "vCont;c");
    assert_eq!(stop, "T05thread:1;name:wave1;swbreak:;");
    // Every wave ran to the breakpoint; the first is reported, the others are pending and
    // reported before anything runs again.
    assert_eq!(
        ask(&mut s, "qThreadStopInfo1"),
        "T05thread:1;name:wave1;swbreak:;"
    );
    assert_eq!(ask(&mut s, "vCont;c"), "T05thread:2;name:wave2;swbreak:;");
    assert_eq!(ask(&mut s, "vCont;c"), "T05thread:3;name:wave3;swbreak:;");
    assert_eq!(ask(&mut s, "z0,70000020,0"), "OK");
    assert_eq!(ask(&mut s, "vCont;s:2"), "T05thread:2;name:wave2;");
    // Everything runs to the end: the dispatch is over.
    assert_eq!(ask(&mut s, "c"), "W00");
    assert_eq!(ask(&mut s, "qfThreadInfo"), "l");
}

#[test]
fn non_stop_queues_stops_for_v_stopped() {
    let mut s = server(Identity::Amdgcn);
    assert_eq!(ask(&mut s, "QNonStop:1"), "OK");
    // One stop at connection (GDB 13 asserts on more); the others come when asked to stop.
    assert_eq!(ask(&mut s, "?"), "T00thread:1;name:wave1;");
    assert_eq!(ask(&mut s, "vStopped"), "OK");
    assert_eq!(ask(&mut s, "vCont;t:2;t:3"), "OK");
    assert_eq!(ask(&mut s, "vStopped"), "T00thread:3;name:wave3;");
    assert_eq!(ask(&mut s, "vStopped"), "OK");
}

#[test]
fn amdgpu_extension_and_monitor() {
    let mut s = server(Identity::Amdgcn);
    let w = ask(&mut s, "qAMDGPU.waves");
    let w = w.strip_prefix('l').expect("one page");
    assert_eq!(w.split(';').count(), 3);
    assert!(gdbserver::ext::parse_wave(w.split(';').next().unwrap()).is_some());
    assert_eq!(ask(&mut s, "qAMDGPU.mem:1,0,global,1000,4"), "00010203");
    assert_eq!(
        ask(&mut s, "qAMDGPU.mem:1,0,local,0,4"),
        "E.mem:local,0,unmapped"
    );
    assert_eq!(ask(&mut s, "qAMDGPU.reg:9,s0"), "E.nowave:9");
    assert_eq!(
        ask(&mut s, "qAMDGPU.stop-reason:2"),
        "requested;ffffffffffffffff"
    );
    assert_eq!(ask(&mut s, "QAMDGPU.reg:2,exec,0f00000000000000"), "OK");
    assert_eq!(ask(&mut s, "qAMDGPU.stop-reason:2"), "requested;f");
    let lanes = ask(&mut s, "qAMDGPU.lanes:2");
    assert_eq!(lanes.split(';').nth(4).unwrap(), "i,4,0,0");
    assert_eq!(ask(&mut s, "Z0,70000008,4"), "OK");
    assert!(ask(&mut s, "vCont;c:3").starts_with("T05thread:3;"));
    assert_eq!(
        ask(&mut s, "qAMDGPU.stop-reason:3"),
        "breakpoint;ffffffffffffffff"
    );
    let lanes = ask(&mut s, "qAMDGPU.lanes:1");
    let first = lanes.split(';').next().unwrap();
    assert_eq!(first, "a,0,0,0");
    assert_eq!(lanes.split(';').nth(5).unwrap(), "a,5,0,0");
    let reply = s.handle(format!("qRcmd,{}", to_hex(b"info dispatches")).as_bytes());
    let Reply::Console(lines, end) = reply else {
        panic!("console output expected");
    };
    assert_eq!(end, b"OK");
    let text = lines.concat();
    let heading = text.lines().next().unwrap_or_default();
    assert!(heading.starts_with("  Id   Target Id"), "{text}");
    for c in ["Grid", "Workgroup", "Fence", "Kernel Function"] {
        assert!(heading.contains(c), "{c}: {text}");
    }
    assert!(text.contains("AMDGPU Dispatch 1:1:1 (PKID 0)"), "{text}");
    for (command, heading) in [
        (
            "info agents",
            "  Id State Target Id                  Architecture Device Name            Cores Threads Location\n",
        ),
        ("info queues", "  Id   Target Id"),
        ("info threads", "  Id   Target Id"),
        ("info lanes", "  Id   State Target Id"),
    ] {
        let reply = s.handle(format!("qRcmd,{}", to_hex(command.as_bytes())).as_bytes());
        let Reply::Console(lines, end) = reply else {
            panic!("console output expected");
        };
        assert_eq!(end, b"OK");
        let text = lines.concat();
        assert!(text.starts_with(heading), "{command}: {text}");
        assert!(text.contains("AMDGPU "), "{command}: {text}");
    }
    let reply = s.handle(format!("qRcmd,{}", to_hex(b"lane 70")).as_bytes());
    let Reply::Console(lines, _) = reply else {
        panic!()
    };
    assert!(lines.concat().contains("Invalid lane"));
}

#[test]
fn lldb_thread_lists_in_stop_replies() {
    let mut s = server(Identity::Amdgcn);
    assert_eq!(ask(&mut s, "QListThreadsInStopReply"), "OK");
    assert_eq!(ask(&mut s, "qThreadStopInfo2"), "T00thread:2;name:wave2;");
    assert_eq!(ask(&mut s, "Z0,70000010,4"), "OK");
    let stop = ask(&mut s, "vCont;c:1");
    assert_eq!(
        stop,
        "T05thread:1;name:wave1;swbreak:;threads:1,2,3;thread-pcs:70000010,70000000,70000000;"
    );
}

#[test]
fn g_writes_back_and_libraries_name_code_objects() {
    let mut s = server(Identity::Amdgcn);
    assert_eq!(ask(&mut s, "Hg3"), "OK");
    let g = ask(&mut s, "g");
    // Change exec (bytes 8..16, after the pc) and write the block back.
    let mut bytes = from_hex(g.as_bytes()).unwrap();
    bytes[8..16].copy_from_slice(&0x0f0fu64.to_le_bytes());
    assert_eq!(ask(&mut s, &format!("G{}", to_hex(&bytes))), "OK");
    assert_eq!(&ask(&mut s, "g")[16..32], to_hex(&0x0f0fu64.to_le_bytes()));
    // Wave 2 is untouched.
    assert_eq!(
        &ask(&mut s, "g;thread:2;")[16..32],
        to_hex(&u64::MAX.to_le_bytes())
    );
    assert_eq!(ask(&mut s, "Gzz"), "E01");
    // The URI's `#` travels escaped and comes back whole.
    let libs = ask(&mut s, "qXfer:libraries:read::0,fff");
    assert!(
        libs.contains(
            "<library name=\"file:///fake.hsaco#offset=0&amp;size=256\"><segment address=\"0x70000000\"/></library>"
        ),
        "{libs}"
    );
}

#[test]
fn packets_are_matched_by_their_whole_name() {
    let mut s = server(Identity::Amdgcn);
    assert_eq!(ask(&mut s, "qC"), "QC1");
    // Not `qC` with arguments: packets the stub does not know are unsupported.
    assert_eq!(ask(&mut s, "qCRC:70000000,10"), "");
    assert_eq!(ask(&mut s, "qCx"), "");
    assert_eq!(ask(&mut s, "qfThreadInfoX"), "");
    assert_eq!(ask(&mut s, "vContX"), "");
    assert_eq!(ask(&mut s, "Z1,70000000,4"), "", "hardware breakpoints");
    // Known packets with junk after them are errors.
    assert_eq!(ask(&mut s, "qC:1"), "E01");
    assert_eq!(ask(&mut s, "?x"), "E01");
    assert_eq!(ask(&mut s, "kx"), "E01");
    assert_eq!(ask(&mut s, "gjunk"), "E01");
    assert_eq!(ask(&mut s, "Z0,70000000,4,9"), "E01");
    assert_eq!(ask(&mut s, "Z0,70000000"), "E01");
    assert_eq!(ask(&mut s, "Dx"), "E01");
    // Nothing ran: junk after `c` and `s` is refused before any wave moves.
    assert_eq!(ask(&mut s, "cjunk"), "E01");
    assert_eq!(ask(&mut s, "c70000040"), "E01");
    assert_eq!(ask(&mut s, "sjunk"), "E01");
    assert_eq!(ask(&mut s, "Cxyz"), "E01");
    assert_eq!(ask(&mut s, "vCont;cx"), "E01");
    assert_eq!(ask(&mut s, "vCont;"), "E01");
    let waves = ask(&mut s, "qAMDGPU.waves");
    assert_eq!(waves.matches(",s,70000000,").count(), 3, "{waves}");
    // The signal forms resume (there is no signal to deliver to a wave).
    assert_eq!(ask(&mut s, "Z0,70000010,0"), "OK");
    assert_eq!(ask(&mut s, "C05"), "T05thread:1;name:wave1;swbreak:;");
    assert_eq!(
        ask(&mut s, "vCont;C05:2"),
        "T05thread:2;name:wave2;swbreak:;"
    );
}

#[test]
fn a_register_packet_naming_a_missing_wave_is_an_error_not_another_wave() {
    let mut s = server(Identity::Amdgcn);
    let mut numbers = std::collections::HashMap::new();
    for n in 0..1000 {
        let r = ask(&mut s, &format!("qRegisterInfo{n:x}"));
        if r.starts_with('E') {
            break;
        }
        let name = r.split(';').next().unwrap().trim_start_matches("name:");
        numbers.insert(name.to_string(), n);
    }
    let pc = numbers["pc"];
    let before = ask(&mut s, &format!("p{pc:x};thread:1;"));
    assert_eq!(
        ask(&mut s, &format!("P{pc:x}=0400007000000000;thread:99;")),
        "E01"
    );
    assert_eq!(ask(&mut s, &format!("p{pc:x};thread:99;")), "E01");
    assert_eq!(ask(&mut s, &format!("p{pc:x};thread:zz;")), "E01");
    assert_eq!(ask(&mut s, "g;thread:99;"), "E01");
    assert_eq!(
        ask(&mut s, &format!("p{pc:x};thread:1;")),
        before,
        "wave 1 untouched"
    );
    assert_eq!(ask(&mut s, "Hg99"), "E01");
    assert_eq!(ask(&mut s, "Hc99"), "E01");
    // A selected wave that goes away is not replaced by another.
    assert_eq!(ask(&mut s, "Hg3"), "OK");
    // Wave 3 runs off the end of the fake code and exits.
    ask(&mut s, "vCont;c:3");
    assert!(ask(&mut s, "qAMDGPU.waves").contains(",x,"));
    assert_eq!(ask(&mut s, "g"), "E01");
    assert_eq!(ask(&mut s, "Hg0"), "OK");
    assert!(ask(&mut s, "g").starts_with("0000007"));
    // A value of the wrong size is not written.
    assert_eq!(ask(&mut s, &format!("P{pc:x}=04;thread:1;")), "E01");
    assert_eq!(ask(&mut s, &format!("p{pc:x};thread:1;")), before);
}

#[test]
fn g_is_exactly_the_register_block() {
    let mut s = server(Identity::Amdgcn);
    let g = ask(&mut s, "g");
    let bytes = from_hex(g.as_bytes()).unwrap();
    assert_eq!(ask(&mut s, &format!("G{}", to_hex(&bytes))), "OK");
    assert_eq!(ask(&mut s, &format!("G{}", to_hex(&bytes[..8]))), "E01");
    let mut longer = bytes.clone();
    longer.extend_from_slice(&[0; 8]);
    assert_eq!(ask(&mut s, &format!("G{}", to_hex(&longer))), "E01");
    assert_eq!(ask(&mut s, "g"), g, "nothing written by the bad ones");
}

fn big(waves: u32) -> Server {
    let interrupt = Arc::new(AtomicBool::new(false));
    let t = FakeTarget::new(waves, interrupt.clone());
    Server::new(Box::new(t), interrupt, Options::default())
}

#[test]
fn ten_thousand_waves_come_in_pages_that_fit_a_packet() {
    let mut s = big(10_000);
    let limit = gdbserver::packet::MAX_PACKET;
    // qfThreadInfo / qsThreadInfo.
    let mut ids = Vec::new();
    let mut r = ask(&mut s, "qfThreadInfo");
    while let Some(page) = r.strip_prefix('m') {
        assert!(r.len() <= limit, "{}", r.len());
        ids.extend(page.split(',').map(|t| u32::from_str_radix(t, 16).unwrap()));
        r = ask(&mut s, "qsThreadInfo");
    }
    assert_eq!(r, "l");
    assert_eq!(ids, (1..=10_000).collect::<Vec<_>>());
    // The extension's wave list, from index to index.
    let mut waves = Vec::new();
    loop {
        let r = ask(&mut s, &format!("qAMDGPU.waves:{:x}", waves.len()));
        assert!(r.len() <= limit, "{}", r.len());
        let (kind, records) = r.split_at(1);
        waves.extend(
            records
                .split(';')
                .map(|w| gdbserver::ext::parse_wave(w).unwrap()),
        );
        if kind == "l" {
            break;
        }
        assert_eq!(kind, "m");
    }
    assert_eq!(waves.len(), 10_000);
    assert_eq!(waves[9_999].id.0, 10_000);
    // qXfer:threads in chunks.
    let mut xml = String::new();
    loop {
        let r = ask(&mut s, &format!("qXfer:threads:read::{:x},ffff", xml.len()));
        assert!(r.len() <= limit, "{}", r.len());
        let (kind, data) = r.split_at(1);
        xml.push_str(data);
        if kind == "l" {
            break;
        }
    }
    assert_eq!(xml.matches("<thread ").count(), 10_000);
    // LLDB's thread list in stop replies is left out when it would not fit.
    assert_eq!(ask(&mut s, "QListThreadsInStopReply"), "OK");
    assert_eq!(ask(&mut s, "Z0,70000010,4"), "OK");
    let stop = ask(&mut s, "vCont;c:1");
    assert!(stop.starts_with("T05thread:1;"), "{stop}");
    assert!(!stop.contains("threads:"), "{}", stop.len());
}

#[test]
fn a_reply_of_many_registers_is_bounded() {
    let mut s = server(Identity::Amdgcn);
    // 200 vector registers would be 100 KiB of hex: refused whole.
    let names: Vec<String> = (0..200).map(|i| format!("v{i}")).collect();
    let r = ask(&mut s, &format!("qAMDGPU.regs:1,{}", names.join(",")));
    assert!(r.starts_with("E.other:"), "{}", &r[..r.len().min(80)]);
    let why = String::from_utf8(from_hex(&r.as_bytes()["E.other:".len()..]).unwrap()).unwrap();
    assert!(why.contains("ask for fewer"), "{why}");
    // As many as fit are answered.
    let r = ask(&mut s, &format!("qAMDGPU.regs:1,{}", names[..20].join(",")));
    assert_eq!(r.split(';').count(), 20);
    assert!(r.len() <= gdbserver::packet::MAX_PACKET);
}

/// A stub over a fake host program that launches `dispatches` dispatches of two waves and
/// then ends with `end`.
fn hosted(dispatches: u32, end: ProcessEnd) -> Server {
    let interrupt = Arc::new(AtomicBool::new(false));
    let t = FakeTarget::new(2, interrupt.clone()).hosted(dispatches, end);
    Server::new(Box::new(t), interrupt, Options::default())
}

#[test]
fn a_host_program_is_held_at_its_first_dispatch_and_its_exit_status_ends_it() {
    let mut s = hosted(1, ProcessEnd::Code(7));
    // A stock client connects: the program runs to its first kernel, held there.
    assert_eq!(ask(&mut s, "?"), "T05thread:1;name:wave1;");
    assert_eq!(ask(&mut s, "qfThreadInfo"), "m1,2");
    let libraries = ask(&mut s, "qXfer:libraries:read::0,fff");
    assert!(
        libraries.contains("<library name=\"file:///fake.hsaco#offset=0&amp;size=256\">"),
        "{libraries}"
    );
    assert_eq!(ask(&mut s, "Z0,70000020,0"), "OK");
    assert_eq!(ask(&mut s, "vCont;c"), "T05thread:1;name:wave1;swbreak:;");
    assert_eq!(ask(&mut s, "vCont;c"), "T05thread:2;name:wave2;swbreak:;");
    // The dispatch's end is not the end: the program's exit status is.
    assert_eq!(ask(&mut s, "vCont;c"), "W07");
    assert_eq!(ask(&mut s, "c"), "W07");
    assert_eq!(ask(&mut s, "?"), "W07");
    assert_eq!(s.process_end(), Some(ProcessEnd::Code(7)));
}

#[test]
fn a_code_object_load_between_kernels_is_a_library_stop_at_the_next_kernel() {
    let mut s = hosted(2, ProcessEnd::Code(0));
    assert_eq!(ask(&mut s, "?"), "T05thread:1;name:wave1;");
    // The first dispatch runs out; the second dispatch's code object loads, and the stop
    // names a wave of that dispatch, held before its first instruction (numbered on).
    assert_eq!(ask(&mut s, "vCont;c"), "T05thread:3;library:;");
    assert_eq!(ask(&mut s, "qfThreadInfo"), "m3,4");
    let libraries = ask(&mut s, "qXfer:libraries:read::0,fff");
    assert!(libraries.contains("offset=256"), "{libraries}");
    assert_eq!(ask(&mut s, "Z0,70000020,0"), "OK");
    assert_eq!(ask(&mut s, "vCont;c"), "T05thread:3;name:wave3;swbreak:;");
    assert_eq!(ask(&mut s, "z0,70000020,0"), "OK");
    assert_eq!(ask(&mut s, "vCont;c"), "T05thread:4;name:wave4;swbreak:;");
    assert_eq!(ask(&mut s, "vCont;c"), "W00");
}

#[test]
fn a_signal_ends_a_host_program_with_x() {
    let mut s = hosted(1, ProcessEnd::Signal(6));
    assert_eq!(ask(&mut s, "?"), "T05thread:1;name:wave1;");
    assert_eq!(ask(&mut s, "c"), "X06");
}

#[test]
fn hdbs_client_hears_of_loads_and_the_exit_with_its_pid() {
    let mut s = hosted(1, ProcessEnd::Code(3));
    assert_eq!(ask(&mut s, "QAMDGPU.run-on-wait:1"), "OK");
    assert_eq!(ask(&mut s, "qAMDGPU.waves"), "l");
    // Nothing is held for hdb's client: it waits, and hears of every load and of the end.
    assert_eq!(ask(&mut s, "vAMDGPU.wait:block"), "T05library:;");
    assert_eq!(ask(&mut s, "vAMDGPU.wait:block"), "w00;1");
    assert_eq!(ask(&mut s, "vAMDGPU.wait:block"), "w00;2");
    assert_eq!(ask(&mut s, "vAMDGPU.wait:block"), "W03;process:1092");
    assert_eq!(ask(&mut s, "vAMDGPU.wait:poll"), "OK");
}

/// An inspector that records what it was asked and answers with a text chosen by the command.
struct Recorder {
    asked: std::rc::Rc<std::cell::RefCell<Vec<(gdbserver::InspectAt, String)>>>,
}

impl gdbserver::Inspector for Recorder {
    fn inspect(
        &mut self,
        target: &mut Box<dyn amdgpu::target::Target>,
        at: &gdbserver::InspectAt,
        command: &str,
    ) -> gdbserver::Inspected {
        self.asked.borrow_mut().push((*at, command.to_string()));
        let text = match command {
            "waves" => format!("{} waves\n", target.waves().len()),
            "long line" => "x".repeat(3 * 0x4000) + "\n",
            "flood" => "0123456789abcdef\n".repeat(0x20000),
            _ => format!("ran {command}\n"),
        };
        gdbserver::Inspected { text, lane: None }
    }
}

fn console(s: &mut Server, command: &[u8]) -> Vec<String> {
    let reply = s.handle(format!("qRcmd,{}", to_hex(command)).as_bytes());
    let Reply::Console(lines, end) = reply else {
        panic!("console output expected for {command:?}");
    };
    assert_eq!(end, b"OK");
    lines
}

#[test]
fn monitor_commands_the_stub_does_not_know_go_to_the_inspector_over_its_target() {
    let mut s = server(Identity::Amdgcn);
    let asked = std::rc::Rc::default();
    s.set_inspector(Box::new(Recorder {
        asked: std::rc::Rc::clone(&asked),
    }));
    // The inspector reads the stub's own target (three waves), lent for the call.
    assert_eq!(console(&mut s, b"waves").concat(), "3 waves\n");
    assert_eq!(console(&mut s, b"print n").concat(), "ran print n\n");
    // The stub keeps its own commands.
    assert!(console(&mut s, b"help")
        .concat()
        .contains("every hdb debug command"));
    assert!(console(&mut s, b"info record").concat().contains("record"));
    // The selected wave and the generation go with each request; a change of the target's
    // state (a breakpoint planted) is a new generation.
    assert_eq!(ask(&mut s, "Hg2"), "OK");
    console(&mut s, b"bt");
    assert_eq!(ask(&mut s, "Z0,70000010,4"), "OK");
    console(&mut s, b"bt");
    let asked = asked.borrow();
    let n = asked.len();
    assert_eq!(asked[n - 2].0.wave, Some(amdgpu::target::WaveId(2)));
    assert_eq!(asked[n - 2].0.generation, asked[0].0.generation);
    assert_ne!(asked[n - 1].0.generation, asked[n - 2].0.generation);
    assert_eq!(asked[0].1, "waves");
    assert!(!asked.iter().any(|(_, c)| c == "help" || c == "info record"));
}

#[test]
fn monitor_output_is_split_to_fit_packets_and_bounded() {
    let mut s = server(Identity::Amdgcn);
    s.set_inspector(Box::new(Recorder {
        asked: std::rc::Rc::default(),
    }));
    let fits = |lines: &[String]| {
        lines
            .iter()
            .all(|l| 2 * l.len() < gdbserver::packet::MAX_PACKET)
    };
    let long = console(&mut s, b"long line");
    assert!(long.len() >= 3, "{}", long.len());
    assert!(fits(&long));
    assert_eq!(long.concat(), "x".repeat(3 * 0x4000) + "\n");
    let flood = console(&mut s, b"flood");
    assert!(fits(&flood));
    let text = flood.concat();
    assert!(text.len() < (1 << 20) + 100, "{}", text.len());
    assert!(
        text.ends_with("\n[monitor output cut at 1048576 of 2228224 bytes]\n"),
        "{}",
        &text[text.len() - 80..]
    );
}

#[test]
fn monitor_junk_gets_a_message_not_a_run() {
    let mut s = server(Identity::Amdgcn);
    let asked = std::rc::Rc::default();
    s.set_inspector(Box::new(Recorder {
        asked: std::rc::Rc::clone(&asked),
    }));
    assert_eq!(
        console(&mut s, b"\xff\xfe print").concat(),
        "The monitor command is not text (UTF-8): nothing was run.\n"
    );
    assert_eq!(
        console(&mut s, b"print 1\nkill").concat(),
        "The monitor command holds control characters: nothing was run.\n"
    );
    // Not hex at all: a protocol error.
    assert_eq!(ask(&mut s, "qRcmd,zz"), "E01");
    assert!(asked.borrow().is_empty());
    // Without an inspector, an unknown command is named.
    let mut plain = server(Identity::Amdgcn);
    assert_eq!(
        console(&mut plain, b"frobnicate").concat(),
        "Unknown monitor command `frobnicate`: try `monitor help`.\n"
    );
}
