//! The body of the fuzz target `rsp_packets` (`fuzz/fuzz_targets/rsp_packets.rs`), shared
//! with `gdbserver/tests/fuzz_regressions.rs`, which replays `fuzz/regressions/rsp_packets/`.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use crate::fake::FakeTarget;
use crate::packet::{Decoder, Frame};
use crate::server::{Options, Reply, Server};
use crate::Identity;

/// Splits `data` into frames and answers every packet with a stub over a fake target with
/// three waves; the first byte chooses the identity. Must never panic or hang.
pub fn rsp_packets(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let identity = if first & 1 == 0 {
        Identity::Amdgcn
    } else {
        Identity::Aarch64
    };
    let interrupt = Arc::new(AtomicBool::new(false));
    let target = FakeTarget::new(3, interrupt.clone());
    let mut server = Server::new(
        Box::new(target),
        interrupt,
        Options {
            identity,
            ..Options::default()
        },
    );
    let mut decoder = Decoder::default();
    for &b in rest {
        if let Some(Frame::Packet(body)) = decoder.push(b) {
            let reply = server.handle(&body);
            // Running is bounded: the fake target's waves reach the end of their code.
            let _ = server.finish(reply);
        }
    }
}

impl Server {
    /// Completes a reply without a connection (runs the waves for `Run`/`WaitBlock`):
    /// the packet that would be sent, or `None` for detach and kill.
    pub fn finish(&mut self, reply: Reply) -> Option<Vec<u8>> {
        let mut out: Vec<u8> = Vec::new();
        let mut last = Vec::new();
        match self.emit_to(reply, &mut out, &mut last) {
            Ok(None) => {
                let mut d = Decoder::new(usize::MAX);
                let body = last
                    .iter()
                    .filter_map(|&b| d.push(b))
                    .find_map(|f| match f {
                        Frame::Packet(p) => Some(p),
                        _ => None,
                    })?;
                crate::packet::expand_rle(&body).ok()
            }
            _ => None,
        }
    }
}
