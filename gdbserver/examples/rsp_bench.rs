//! The stub's throughput over loopback, for BENCHMARKS.md: `p` and `m` packets per second,
//! stopping 1,000 waves and listing them, and reading all 64 lanes of 256 VGPRs (raw `p`
//! packets, and hdb's own client). The target is `gdbserver::fake::FakeTarget`, so the numbers
//! are the protocol's and the stub's, not a simulator's.
//!
//! `cargo run --release -p gdbserver --example rsp_bench`
//!
//! `… --example rsp_bench -- --peer HOST:PORT` measures `g` (all registers of the current
//! thread) and `m` (256 bytes at the stopped thread's PC) against any stub already listening
//! and stopped, e.g. Debian's `gdbserver 127.0.0.1:PORT PROGRAM` beside `hdb serve`, so the two
//! can be compared on one machine in one run.
//!
//! `… --example rsp_bench -- --peer A --peer B` compares two such stubs under the same load:
//! batches of 1,000 round trips alternate between them (31 batches each), and the medians
//! of the batches' rates and their ratio B / A are printed.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use amdgpu::target::{Target, WaveId};
use amdgpu::Register;
use gdbserver::fake::FakeTarget;
use gdbserver::packet::{frame, Decoder, Frame};
use gdbserver::{Options, Server};

fn stub(waves: u32) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        let interrupt = Arc::new(AtomicBool::new(false));
        let target = FakeTarget::new(waves, interrupt.clone());
        let mut server = Server::new(Box::new(target), interrupt, Options::default());
        let _ = gdbserver::listen(
            &mut server,
            gdbserver::Listener::Tcp(listener),
            Arc::new(|_: &str| {}),
        );
    });
    address
}

struct Raw {
    s: TcpStream,
    d: Decoder,
    buf: Vec<u8>,
}

impl Raw {
    fn new(address: &str) -> Raw {
        let s = TcpStream::connect(address).unwrap();
        s.set_nodelay(true).unwrap();
        let mut r = Raw {
            s,
            d: Decoder::new(1 << 20),
            buf: vec![0; 1 << 16],
        };
        assert_eq!(r.ask("QStartNoAckMode"), b"OK");
        r
    }
    fn ask(&mut self, body: &str) -> Vec<u8> {
        self.s.write_all(&frame(body.as_bytes(), false)).unwrap();
        loop {
            let n = self.s.read(&mut self.buf).unwrap();
            assert!(n > 0);
            let mut got = None;
            for &b in &self.buf[..n] {
                if let Some(Frame::Packet(p)) = self.d.push(b) {
                    got = Some(p);
                }
            }
            if let Some(p) = got {
                // As a client must: gdbserver run-length encodes its replies.
                return gdbserver::packet::expand_rle(&p).unwrap();
            }
        }
    }
}

fn rate(what: &str, n: u32, f: impl FnMut()) {
    let t = time(n, f);
    println!(
        "{what}: {:.0} packets/s ({:.1} µs each)",
        f64::from(n) / t.as_secs_f64(),
        t.as_secs_f64() * 1e6 / f64::from(n)
    );
}

fn time(n: u32, mut f: impl FnMut()) -> Duration {
    let start = Instant::now();
    for _ in 0..n {
        f();
    }
    start.elapsed()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Little-endian target bytes as hex digits, as a number (up to 8 bytes).
fn little_endian(hex: &[u8]) -> u64 {
    let text = String::from_utf8_lossy(hex).into_owned();
    (0..text.len().min(16))
        .step_by(2)
        .rev()
        .fold(0u64, |acc, i| {
            (acc << 8) | u64::from_str_radix(text.get(i..i + 2).unwrap_or("0"), 16).unwrap_or(0)
        })
}

/// The stopped thread's PC: x86-64's `rip` (register 16, `10:` in the stop reply) as
/// gdbserver reports it, else the register LLDB's register info names `pc` (hdb's stub).
fn pc_of(c: &mut Raw, stop: &[u8]) -> u64 {
    let text = String::from_utf8_lossy(stop).into_owned();
    if let Some(rip) = text
        .split(';')
        .find_map(|f| f.strip_prefix("T0510:").or(f.strip_prefix("10:")))
    {
        return little_endian(rip.as_bytes());
    }
    let number = (0..2048)
        .map_while(|n| {
            let info = c.ask(&format!("qRegisterInfo{n:x}"));
            (!info.is_empty() && !info.starts_with(b"E")).then_some((n, info))
        })
        .find(|(_, info)| info.starts_with(b"name:pc;"))
        .map(|(n, _)| n)
        .expect("a register named pc");
    let hex = c.ask(&format!("p{number:x}"));
    little_endian(&hex)
}

/// A connection to a stopped stub with its `g` reply's length and an `m` of 256 bytes at
/// the stopped thread's PC.
fn open_peer(address: &str) -> (Raw, usize, String) {
    let mut c = Raw::new(address);
    let stop = c.ask("?");
    println!("{address}: stop reply: {}", String::from_utf8_lossy(&stop));
    let pc = pc_of(&mut c, &stop);
    let g = c.ask("g").len();
    println!("{address}: g: {g} hex digits; pc {pc:#x}");
    let m = format!("m{pc:x},100");
    assert_eq!(c.ask(&m).len(), 512, "256 bytes at the PC");
    (c, g, m)
}

/// `g` and `m` on two stubs, batches alternating, medians of the batches' rates.
fn versus(a: &str, b: &str) {
    const BATCH: u32 = 1_000;
    const BATCHES: usize = 31;
    let mut peers = [open_peer(a), open_peer(b)];
    for packet in ["g", "m"] {
        let mut rates: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
        for _ in 0..BATCHES {
            for (i, (c, g, m)) in peers.iter_mut().enumerate() {
                let t = time(BATCH, || {
                    if packet == "g" {
                        assert_eq!(c.ask("g").len(), *g);
                    } else {
                        assert_eq!(c.ask(m).len(), 512);
                    }
                });
                rates[i].push(f64::from(BATCH) / t.as_secs_f64());
            }
        }
        let [ra, rb] = rates.map(|mut r| {
            r.sort_by(f64::total_cmp);
            r[r.len() / 2]
        });
        println!(
            "{packet}: {a} {ra:.0} packets/s, {b} {rb:.0} packets/s (medians of {BATCHES} \
             batches of {BATCH}); {b} / {a} = {:.2}",
            rb / ra
        );
    }
    for (c, _, _) in &mut peers {
        let _ = c.ask("D");
    }
}

/// `g` and `m` round trips against a stub that is already listening and stopped.
fn peer(address: &str) {
    let (mut c, g, m) = open_peer(address);
    for round in 0..3 {
        rate(&format!("round {round}: g"), 20_000, || {
            assert_eq!(c.ask("g").len(), g);
        });
        rate(
            &format!("round {round}: m (256 bytes at the PC)"),
            20_000,
            || {
                assert_eq!(c.ask(&m).len(), 512);
            },
        );
    }
    let _ = c.ask("D");
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let peers: Vec<&String> = args
        .iter()
        .zip(args.iter().skip(1))
        .filter(|(flag, _)| *flag == "--peer")
        .map(|(_, address)| address)
        .collect();
    match peers[..] {
        [] => {}
        [a] => return peer(a),
        [a, b] => return versus(a, b),
        _ => panic!("at most two --peer addresses"),
    }
    let address = stub(4);
    let mut c = Raw::new(&address);
    // s0 of wave 2 by number (found through LLDB's register info), with the thread suffix.
    let s0 = (0..)
        .find(|n| {
            c.ask(&format!("qRegisterInfo{n:x}"))
                .starts_with(b"name:s0;")
        })
        .unwrap();
    let p = format!("p{s0:x};thread:2;");
    rate("p (one SGPR, ;thread: suffix)", 20_000, || {
        assert_eq!(c.ask(&p).len(), 8);
    });
    rate("m (256 bytes of global memory)", 20_000, || {
        assert_eq!(c.ask("m1000,100").len(), 512);
    });
    let v0 = (0..)
        .find(|n| {
            c.ask(&format!("qRegisterInfo{n:x}"))
                .starts_with(b"name:v0;")
        })
        .unwrap();
    let all_vgprs: Vec<String> = (0..256)
        .map(|i| format!("p{:x};thread:1;", v0 + i))
        .collect();
    let t = median(
        (0..21)
            .map(|_| {
                time(1, || {
                    for q in &all_vgprs {
                        assert_eq!(c.ask(q).len(), 512);
                    }
                })
            })
            .collect(),
    );
    println!(
        "all 64 lanes of v0..v255 of one wave with 256 `p` packets: {:.2} ms (median of 21)",
        t.as_secs_f64() * 1e3
    );
    assert_eq!(c.ask("D"), b"OK");
    drop(c);
    std::thread::sleep(Duration::from_millis(50));
    let mut remote = gdbserver::RemoteTarget::connect(&address).unwrap();
    let mut buf = vec![0u8; 256];
    let mut times = Vec::new();
    for _ in 0..21 {
        let start = Instant::now();
        for i in 0..256 {
            remote
                .read_register(WaveId(1), Register::Vgpr(i), &mut buf)
                .unwrap();
        }
        times.push(start.elapsed());
        // A write empties the client's cache, so the next round reads from the stub again.
        remote
            .register_writes()
            .unwrap()
            .write_register(WaveId(4), Register::Sgpr(0), &[0; 4])
            .unwrap();
    }
    println!(
        "the same through hdb's RemoteTarget (read_register x 256): {:.2} ms (median of 21)",
        median(times).as_secs_f64() * 1e3
    );
    drop(remote);

    // 1,000 waves: all run to a breakpoint; the stub stops them, reports one, and the client
    // lists every wave as a thread.
    let mut times = Vec::new();
    for _ in 0..5 {
        let address = stub(1000);
        let mut c = Raw::new(&address);
        assert_eq!(c.ask("Z0,70000080,4"), b"OK");
        let start = Instant::now();
        let stop = c.ask("vCont;c");
        assert!(stop.starts_with(b"T05thread:1;"));
        let mut list = Vec::new();
        loop {
            let r = c.ask(&format!("qXfer:threads:read::{:x},3fff", list.len()));
            list.extend_from_slice(&r[1..]);
            if r[0] == b'l' {
                break;
            }
        }
        times.push(start.elapsed());
        let threads = list.windows(8).filter(|w| w == b"<thread ").count();
        assert_eq!(threads, 1000);
        let _ = c.ask("D");
    }
    println!(
        "stop 1,000 waves at a breakpoint and list them (qXfer:threads:read): {:.2} ms (median of 5)",
        median(times).as_secs_f64() * 1e3
    );
}
