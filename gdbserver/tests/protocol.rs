//! The dispatcher packet by packet over the fake target: negotiation, the target description
//! in chunks, LLDB's register info, registers with thread suffixes, threads, breakpoints and
//! stop replies, non-stop notifications' queue, the AMDGPU extension and monitor commands.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

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
            program: None,
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
    assert!(lines.concat().contains("AMDGPU Dispatch 1:1:1 (PKID 0)"));
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
