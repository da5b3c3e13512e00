//! [`RemoteTarget`] against the stub over a proxy that counts the client's packets: batched
//! register reads take few round trips, and a connection the stub side closes makes the
//! target say it is gone, at once and every time after.

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use amdgpu::target::{Target, TargetError, WaveId};
use amdgpu::Register;
use gdbserver::client::RemoteTarget;
use gdbserver::fake::FakeTarget;
use gdbserver::{Options, Server};

/// A stub serving the fake target on a free loopback port.
fn stub() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        let interrupt = Arc::new(AtomicBool::new(false));
        let target = FakeTarget::new(3, interrupt.clone());
        let mut server = Server::new(Box::new(target), interrupt, Options::default());
        let _ = gdbserver::listen(
            &mut server,
            gdbserver::Listener::Tcp(listener),
            Arc::new(|_: &str| {}),
        );
    });
    address
}

/// A proxy in front of `stub` for one client: counts the packets the client sends (each
/// starts with `$`, which the protocol escapes inside packets), and can cut both sides.
struct Proxy {
    address: String,
    packets: Arc<AtomicUsize>,
    sockets: Arc<Mutex<Vec<TcpStream>>>,
}

impl Proxy {
    fn new(stub: String) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap().to_string();
        let packets = Arc::new(AtomicUsize::new(0));
        let sockets = Arc::new(Mutex::new(Vec::new()));
        let (count, keep) = (packets.clone(), sockets.clone());
        std::thread::spawn(move || {
            let Ok((client, _)) = listener.accept() else {
                return;
            };
            let server = TcpStream::connect(&stub).unwrap();
            keep.lock()
                .unwrap()
                .extend([client.try_clone().unwrap(), server.try_clone().unwrap()]);
            let pipe = |mut from: TcpStream, mut to: TcpStream, count: Option<Arc<AtomicUsize>>| {
                std::thread::spawn(move || {
                    let mut buf = [0u8; 4096];
                    while let Ok(n) = from.read(&mut buf) {
                        if n == 0 {
                            break;
                        }
                        if let Some(c) = &count {
                            c.fetch_add(
                                buf[..n].iter().filter(|&&b| b == b'$').count(),
                                Ordering::SeqCst,
                            );
                        }
                        if to.write_all(&buf[..n]).is_err() {
                            break;
                        }
                    }
                    let _ = to.shutdown(Shutdown::Both);
                })
            };
            pipe(
                client.try_clone().unwrap(),
                server.try_clone().unwrap(),
                Some(count),
            );
            pipe(server, client, None);
        });
        Proxy {
            address,
            packets,
            sockets,
        }
    }

    fn packets(&self) -> usize {
        self.packets.load(Ordering::SeqCst)
    }

    /// Closes the connection on both sides, as a stub that went away.
    fn cut(&self) {
        for s in self.sockets.lock().unwrap().iter() {
            let _ = s.shutdown(Shutdown::Both);
        }
    }
}

#[test]
fn batched_register_reads_take_few_round_trips() {
    let proxy = Proxy::new(stub());
    let mut t = RemoteTarget::connect(&proxy.address).unwrap();
    let wave = WaveId(1);
    assert!(t.wave(wave).is_ok());
    let regs: Vec<Register> = (0..8)
        .map(Register::Vgpr)
        .chain([Register::Pc, Register::Exec, Register::Sgpr(0)])
        .collect();

    let before = proxy.packets();
    let batched = t.read_registers(wave, &regs);
    let batched_trips = proxy.packets() - before;
    assert_eq!(batched.len(), regs.len());
    assert!(batched.iter().all(Result::is_ok), "{batched:?}");
    // Every scalar register in one round trip, the vector ones in another.
    assert!(batched_trips <= 2, "{batched_trips} round trips");

    // The same reads one at a time, on another wave (nothing cached): one per vector register.
    let other = WaveId(2);
    let before = proxy.packets();
    let single: Vec<Vec<u8>> = regs
        .iter()
        .map(|&r| {
            let mut b = vec![0u8; r.byte_size(amdgpu::WaveSize::Wave64) as usize];
            t.read_register(other, r, &mut b).map(|()| b).unwrap()
        })
        .collect();
    let single_trips = proxy.packets() - before;
    assert!(single_trips >= 8, "{single_trips} round trips");
    // The batch answers what the single reads answer.
    let again = t.read_registers(other, &regs);
    for (a, b) in again.into_iter().zip(single) {
        assert_eq!(a.unwrap(), b);
    }
}

#[test]
fn a_closed_connection_makes_the_target_lost_at_once_and_after() {
    let proxy = Proxy::new(stub());
    let mut t = RemoteTarget::connect(&proxy.address).unwrap();
    assert!(t.wave(WaveId(1)).is_ok());
    proxy.cut();
    let mut buf = [0u8; 4];
    let first = t.read_memory(
        WaveId(1),
        amdgpu::target::Lane(0),
        amdgpu::AddressSpace::Global,
        0x1000,
        &mut buf,
    );
    match &first {
        Err(TargetError::Lost(why)) => assert_eq!(why, "Remote connection closed"),
        other => panic!("{other:?}"),
    }
    assert!(first.as_ref().unwrap_err().is_fatal());
    // Every later request fails the same way without touching the connection.
    let mut pc = [0u8; 8];
    let second = t.read_register(WaveId(2), Register::Pc, &mut pc);
    assert!(matches!(second, Err(TargetError::Lost(_))), "{second:?}");
    assert!(t.waves().is_empty());
    assert_eq!(t.connection_error(), Some("Remote connection closed"));
}
