//! Hostile and clumsy clients against the stub over TCP (a fake target with three waves):
//! bad checksums, oversized and truncated packets, unknown packets, binary escapes, garbage
//! between packets, a disconnect while waves run, reconnecting, a second client and a client
//! that never reads. The stub must answer clearly, stay up, and keep the kernel's state.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gdbserver::fake::FakeTarget;
use gdbserver::packet::{frame, Decoder, Frame};
use gdbserver::{Options, Server};

/// A stub listening on a free loopback port, its log lines collected.
fn stub() -> (String, Arc<Mutex<Vec<String>>>) {
    stub_with(false)
}

fn stub_with(endless: bool) -> (String, Arc<Mutex<Vec<String>>>) {
    stub_options(endless, Options::default())
}

fn stub_options(endless: bool, options: Options) -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let log = Arc::new(Mutex::new(Vec::new()));
    let sink = log.clone();
    std::thread::spawn(move || {
        let interrupt = Arc::new(AtomicBool::new(false));
        let mut target = FakeTarget::new(3, interrupt.clone());
        if endless {
            target = target.endless();
        }
        let mut server = Server::new(Box::new(target), interrupt, options);
        let _ = gdbserver::listen(
            &mut server,
            gdbserver::Listener::Tcp(listener),
            Arc::new(move |l: &str| sink.lock().unwrap().push(l.to_string())),
        );
    });
    (address, log)
}

struct Raw {
    s: TcpStream,
    d: Decoder,
    frames: std::collections::VecDeque<Frame>,
}

impl Raw {
    fn new(address: &str) -> Raw {
        let s = TcpStream::connect(address).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        Raw {
            s,
            d: Decoder::new(1 << 20),
            frames: Default::default(),
        }
    }
    fn raw(&mut self, bytes: &[u8]) {
        self.s.write_all(bytes).unwrap();
    }
    fn send(&mut self, body: &str) {
        self.raw(&frame(body.as_bytes(), false));
    }
    fn next(&mut self) -> Frame {
        loop {
            if let Some(f) = self.frames.pop_front() {
                return f;
            }
            let mut buf = [0u8; 65536];
            let n = self.s.read(&mut buf).expect("the stub answers");
            assert!(n > 0, "the stub closed the connection");
            for &b in &buf[..n] {
                if let Some(f) = self.d.push(b) {
                    self.frames.push_back(f);
                }
            }
        }
    }
    /// The next packet, acks skipped.
    fn packet(&mut self) -> String {
        loop {
            match self.next() {
                Frame::Packet(p) => return String::from_utf8_lossy(&p).into_owned(),
                Frame::Ack => {}
                other => panic!("expected a packet, got {other:?}"),
            }
        }
    }
    fn ask(&mut self, body: &str) -> String {
        self.send(body);
        self.packet()
    }
}

fn eventually(log: &Mutex<Vec<String>>, what: &str) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(20) {
        if log.lock().unwrap().iter().any(|l| l.contains(what)) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("no `{what}` in the log: {:?}", log.lock().unwrap());
}

#[test]
fn bad_checksums_are_nacked_and_the_stub_answers_the_next_packet() {
    let (a, _) = stub();
    let mut c = Raw::new(&a);
    c.raw(b"$qC#00");
    assert_eq!(c.next(), Frame::Nack);
    c.raw(b"$qC#zz");
    assert_eq!(c.next(), Frame::Nack);
    assert_eq!(c.ask("qC"), "QC1");
}

#[test]
fn oversized_and_truncated_packets_are_dropped() {
    let (a, _) = stub();
    let mut c = Raw::new(&a);
    let big = "m".repeat(gdbserver::packet::MAX_PACKET + 10);
    c.send(&big);
    assert_eq!(c.next(), Frame::Nack);
    // A packet cut short by the next `$`.
    c.raw(b"$qSupp");
    c.send("qC");
    assert_eq!(c.next(), Frame::Nack);
    assert_eq!(c.packet(), "QC1");
}

#[test]
fn unknown_packets_get_the_empty_reply_and_garbage_is_ignored() {
    let (a, _) = stub();
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("qNoSuchThing:1,2"), "");
    assert_eq!(c.ask("qRegisterInfozz"), "");
    assert_eq!(c.ask("vMustReplyEmpty"), "");
    c.raw(b"garbage\r\n\x00\xff+++");
    assert_eq!(c.ask("qC"), "QC1");
    // Malformed arguments of known packets are errors, not crashes.
    for bad in ["m", "mzz,4", "m1000", "p", "pzz", "Hgzz", "Z0,", "vCont;q"] {
        let r = c.ask(bad);
        assert!(r.starts_with('E'), "{bad}: {r}");
    }
}

#[test]
fn binary_escapes_round_trip_through_x_and_m() {
    let (a, _) = stub();
    let mut c = Raw::new(&a);
    let data: Vec<u8> = vec![b'}', b'#', b'$', b'*', 0, 0xff, 0x7d ^ 0x20, b'a'];
    let mut body = format!("X1000,{:x}:", data.len()).into_bytes();
    gdbserver::packet::escape_into(&data, &mut body);
    c.raw(&frame(&body, false));
    assert_eq!(c.packet(), "OK");
    assert_eq!(
        c.ask(&format!("m1000,{:x}", data.len())),
        gdbserver::packet::to_hex(&data)
    );
    // `x` answers binary with GDB's `b` prefix, escaped.
    let r = c.ask("x1000,4");
    assert!(r.starts_with('b'), "{r}");
}

#[test]
fn a_client_leaving_while_waves_run_leaves_them_stopped_and_the_next_client_finds_them() {
    let (a, log) = stub();
    {
        let mut c = Raw::new(&a);
        assert_eq!(c.ask("QNonStop:1"), "OK");
        assert_eq!(c.ask("M1000,4:deadbeef"), "OK");
        assert_eq!(c.ask("Z0,70000010,4"), "OK");
        assert_eq!(c.ask("vCont;c:1"), "OK");
        // The stop is notified; the client leaves without draining it with vStopped.
        loop {
            match c.next() {
                Frame::Notification(n) => {
                    assert!(n.starts_with(b"Stop:T05thread:1;"));
                    break;
                }
                Frame::Ack => {}
                other => panic!("{other:?}"),
            }
        }
    }
    eventually(&log, "client went away");
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("m1000,4"), "deadbeef", "memory kept");
    assert_eq!(c.ask("qfThreadInfo"), "m1,2,3");
    // Wave 1 stopped at the breakpoint it ran to; it is not left running.
    let waves = c.ask("qAMDGPU.waves");
    assert!(waves.starts_with('l'), "{waves}");
    let w1 = waves.split(';').next().unwrap();
    assert!(w1.contains(",s,70000010,"), "{waves}");
    assert!(c.ask("?").starts_with('T'));
    assert_eq!(c.ask("D"), "OK");
    eventually(&log, "client detached");
}

#[test]
fn a_second_client_is_refused_with_a_message_and_served_after_the_first() {
    let (a, log) = stub();
    let mut first = Raw::new(&a);
    assert_eq!(first.ask("qC"), "QC1");
    let mut second = Raw::new(&a);
    second.send("qC");
    let r = second.packet();
    assert!(r.contains("another client is connected"), "{r}");
    eventually(&log, "refused a second client");
    assert_eq!(first.ask("D"), "OK");
    drop(first);
    eventually(&log, "client detached");
    let mut third = Raw::new(&a);
    assert_eq!(third.ask("qC"), "QC1");
}

#[test]
fn a_client_that_never_reads_is_dropped_and_the_stub_serves_the_next() {
    let (a, log) = stub();
    let mut c = TcpStream::connect(&a).unwrap();
    // Ask for far more than the socket buffers hold and never read a byte.
    let ask = frame(b"m1000,1000", false);
    let writer = std::thread::spawn(move || {
        for _ in 0..20_000 {
            if c.write_all(&ask).is_err() {
                break;
            }
        }
        c
    });
    eventually(&log, "client dropped");
    drop(writer);
    let mut next = Raw::new(&a);
    assert_eq!(next.ask("qC"), "QC1");
}

#[test]
fn ctrl_c_stops_waves_that_would_run_forever() {
    let (a, _) = stub_with(true);
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("QStartNoAckMode"), "OK");
    c.send("vCont;c");
    std::thread::sleep(Duration::from_millis(100));
    c.raw(&[0x03]);
    assert_eq!(c.packet(), "T02thread:1;name:wave1;");
    // Every wave is stopped, none lost.
    let waves = c.ask("qAMDGPU.waves");
    assert!(waves.starts_with('l'), "{waves}");
    assert_eq!(waves.matches(",s,").count(), 3, "{waves}");
    // And they run again, and stop again.
    c.send("c");
    std::thread::sleep(Duration::from_millis(50));
    c.raw(&[0x03]);
    assert!(c.packet().starts_with("T02thread:"));
}

/// A `0x03` that arrives in the same write as the resumption it interrupts (read by the
/// stub together with the packet, before the waves run) still stops them, every time, and
/// the packets between the runs are answered.
#[test]
fn ctrl_c_in_the_same_write_as_the_resumption_stops_the_waves() {
    let (a, _) = stub_with(true);
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("QStartNoAckMode"), "OK");
    for _ in 0..5 {
        let mut bytes = frame(b"vCont;c", false);
        bytes.push(0x03);
        c.raw(&bytes);
        assert!(c.packet().starts_with("T02thread:"));
        for _ in 0..20 {
            assert!(c.ask("qC").starts_with("QC"));
        }
    }
}

#[test]
fn non_stop_runs_while_the_client_waits_and_notifies_stops() {
    let (a, _) = stub();
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("QNonStop:1"), "OK");
    assert_eq!(c.ask("Z0,70000040,4"), "OK");
    assert_eq!(c.ask("vCont;c:2"), "OK");
    // The stop comes as a notification, then the queue drains with vStopped.
    loop {
        match c.next() {
            Frame::Notification(n) => {
                assert_eq!(n, b"Stop:T05thread:2;name:wave2;swbreak:;");
                break;
            }
            Frame::Ack => {}
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(c.ask("vStopped"), "OK");
    // Waves 1 and 3 never moved.
    let waves = c.ask("qAMDGPU.waves");
    assert!(waves.starts_with('l'), "{waves}");
    assert_eq!(waves.matches(",s,70000000,").count(), 2, "{waves}");
    // A stop request for a wave that is not running changes nothing.
    assert_eq!(c.ask("vCont;t:1"), "OK");
}

#[test]
fn a_client_leaving_while_waves_run_forever_does_not_hang_the_stub() {
    let (a, log) = stub_with(true);
    {
        let mut c = Raw::new(&a);
        c.send("vCont;c");
        std::thread::sleep(Duration::from_millis(100));
        // Gone while the waves run, without Ctrl-C.
    }
    eventually(&log, "the kernel stays stopped");
    let mut c = Raw::new(&a);
    let waves = c.ask("qAMDGPU.waves");
    assert!(waves.starts_with('l'), "{waves}");
    assert_eq!(waves.matches(",s,").count(), 3, "{waves}");
}

/// The next notification's body, packets and acks skipped.
fn notification(c: &mut Raw) -> String {
    loop {
        match c.next() {
            Frame::Notification(n) => return String::from_utf8_lossy(&n).into_owned(),
            Frame::Ack | Frame::Packet(_) => {}
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn non_stop_notifies_interrupted_waves_and_the_end_of_the_dispatch() {
    let (a, _) = stub_with(true);
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("QStartNoAckMode"), "OK");
    assert_eq!(c.ask("QNonStop:1"), "OK");
    assert_eq!(c.ask("vCont;c"), "OK");
    std::thread::sleep(Duration::from_millis(50));
    // vCtrlC stops every running wave; each stop is notified (the first as `%Stop`, the
    // others through vStopped).
    assert_eq!(c.ask("vCtrlC"), "OK");
    assert_eq!(notification(&mut c), "Stop:T00thread:1;name:wave1;");
    assert_eq!(c.ask("vStopped"), "T00thread:2;name:wave2;");
    assert_eq!(c.ask("vStopped"), "T00thread:3;name:wave3;");
    assert_eq!(c.ask("vStopped"), "OK");
    // vCont;t of one running wave: its stop is notified.
    assert_eq!(c.ask("vCont;c:2"), "OK");
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(c.ask("vCont;t:2"), "OK");
    assert_eq!(notification(&mut c), "Stop:T00thread:2;name:wave2;");
    assert_eq!(c.ask("vStopped"), "OK");
}

#[test]
fn non_stop_continue_all_ends_with_the_dispatch() {
    let (a, _) = stub();
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("QStartNoAckMode"), "OK");
    assert_eq!(c.ask("QNonStop:1"), "OK");
    assert_eq!(c.ask("vCont;c"), "OK");
    // Every wave runs off the end of its code: the dispatch's end is notified.
    assert_eq!(notification(&mut c), "Stop:W00");
    assert_eq!(c.ask("vStopped"), "OK");
}

#[test]
fn a_non_stop_detach_answers_a_late_v_stopped_before_closing() {
    let (a, log) = stub();
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("QStartNoAckMode"), "OK");
    assert_eq!(c.ask("QNonStop:1"), "OK");
    assert_eq!(c.ask("D"), "OK");
    // A client that drains a notification it had before its `D` was answered.
    assert_eq!(c.ask("vStopped"), "OK");
    drop(c);
    eventually(&log, "client detached");
}

#[test]
fn refusals_are_immediate_and_do_not_queue() {
    let (a, _) = stub();
    let mut holder = Raw::new(&a);
    assert_eq!(holder.ask("qC"), "QC1");
    let start = Instant::now();
    let threads: Vec<_> = (0..40)
        .map(|_| {
            let a = a.clone();
            std::thread::spawn(move || {
                let t = Instant::now();
                let mut c = Raw::new(&a);
                c.send("qC");
                let r = c.packet();
                assert!(r.contains("another client is connected"), "{r}");
                t.elapsed()
            })
        })
        .collect();
    let slowest = threads
        .into_iter()
        .map(|t| t.join().unwrap())
        .max()
        .unwrap();
    // Each waits at most the short grace for the slot (0.5 s), all at the same time.
    assert!(slowest < Duration::from_secs(3), "{slowest:?}");
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(holder.ask("qC"), "QC1");
}

#[test]
fn breakpoints_of_a_client_that_vanished_are_taken_out() {
    let (a, log) = stub();
    {
        let mut c = Raw::new(&a);
        assert_eq!(c.ask("Z0,70000010,4"), "OK");
        // The fake target has no watchpoints: unsupported.
        assert_eq!(c.ask("Z2,1000,4"), "");
    }
    eventually(&log, "took out 1 breakpoints");
    // The next client runs through where the trap was: every wave reaches the end.
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("vCont;c"), "W00");
}

#[test]
fn an_idle_client_is_dropped_and_the_next_one_served() {
    let (a, log) = stub_options(
        false,
        Options {
            idle_timeout: Some(Duration::from_millis(600)),
            ..Options::default()
        },
    );
    let mut idle = Raw::new(&a);
    assert_eq!(idle.ask("qC"), "QC1");
    eventually(&log, "idle client dropped");
    let mut next = Raw::new(&a);
    assert_eq!(next.ask("qC"), "QC1");
}

#[test]
fn a_client_detached_in_extended_mode_gives_way_to_a_new_one() {
    let (a, log) = stub();
    let mut first = Raw::new(&a);
    assert_eq!(first.ask("!"), "OK");
    assert_eq!(first.ask("D"), "OK");
    // Still connected (extended mode), but a new client takes over.
    let mut second = Raw::new(&a);
    assert_eq!(second.ask("qC"), "QC1");
    eventually(&log, "client detached; the kernel stays stopped");
}

#[test]
fn slow_and_vanishing_clients_do_not_hold_the_stub() {
    let (a, log) = stub();
    // A packet one byte at a time (slow-loris): answered when it is whole.
    {
        let mut c = Raw::new(&a);
        for &b in frame(b"qC", false).iter() {
            c.raw(&[b]);
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(c.packet(), "QC1");
        // Gone in the middle of a packet.
        c.raw(b"$qSupp");
    }
    eventually(&log, "client went away");
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("qC"), "QC1");
}

/// A stub over a fake host program (one dispatch of three waves, then exit status 5) that
/// starts it again when asked.
fn hosted_stub() -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let log = Arc::new(Mutex::new(Vec::new()));
    let sink = log.clone();
    let program =
        |interrupt| FakeTarget::new(3, interrupt).hosted(1, amdgpu::target::ProcessEnd::Code(5));
    std::thread::spawn(move || {
        let interrupt = Arc::new(AtomicBool::new(false));
        let relaunch: gdbserver::Relaunch = Arc::new(move |interrupt| {
            Ok(Box::new(program(interrupt)) as Box<dyn amdgpu::target::Target>)
        });
        let options = Options {
            relaunch: Some(relaunch),
            ..Options::default()
        };
        let mut server = Server::new(Box::new(program(interrupt.clone())), interrupt, options);
        let _ = gdbserver::listen(
            &mut server,
            gdbserver::Listener::Tcp(listener),
            Arc::new(move |l: &str| sink.lock().unwrap().push(l.to_string())),
        );
    });
    (address, log)
}

#[test]
fn a_host_programs_exit_is_notified_and_it_starts_again_for_the_next_client() {
    let (a, log) = hosted_stub();
    {
        let mut c = Raw::new(&a);
        assert_eq!(c.ask("QNonStop:1"), "OK");
        assert_eq!(c.ask("?"), "T00thread:1;name:wave1;");
        assert_eq!(c.ask("vStopped"), "OK");
        assert_eq!(c.ask("vCont;c"), "OK");
        // The waves run to their end and the program exits: that is the one notification.
        loop {
            match c.next() {
                Frame::Notification(n) => {
                    assert_eq!(n, b"Stop:W05");
                    break;
                }
                Frame::Ack => {}
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(c.ask("vStopped"), "OK");
        assert_eq!(c.ask("c"), "OK");
    }
    eventually(
        &log,
        "the program ended; a fresh start waits for the next client",
    );
    let mut c = Raw::new(&a);
    assert_eq!(c.ask("?"), "T05thread:1;name:wave1;");
    assert_eq!(c.ask("c"), "W05");
}
