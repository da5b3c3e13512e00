//! hdb's side of the protocol: [`RemoteTarget`], a [`Target`] over a connection to
//! `hdb serve`, so the session engine debugs a remote kernel exactly as a local one.
//!
//! It speaks run-on-wait non-stop (see [`crate::server`]): resumes and stops are `vCont`
//! actions, batched until the next request so that the waves a session resumes together
//! start together, and events come from `vAMDGPU.wait`. Everything else uses the AMDGPU
//! extension packets, whose typed errors turn back into the local [`TargetError`]s. Reads are
//! cached until the next resumption or write: the stub changes nothing on its own.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::{BufReader, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use amdgpu::target::{
    Agent, Breakpoints, Dispatch, DispatchId, Event, Lane, LoadedCodeObject, ProcessEnd, Queue,
    ResumeMode, RunControl, StopReason, Target, TargetError, TargetResult, Wait, Watchpoints, Wave,
    WaveId, WriteCore, WriteMemory, WriteRegisters,
};
use amdgpu::target::{BackSearch, Executed, FoundBack, LastWrite, RecordStatus, Replay};
use amdgpu::target::{WatchKind, WatchRegion, WatchScope, WatchTrigger};
use amdgpu::{AddressSpace, Apertures, Register};

use crate::ext;
use crate::packet::{self, from_hex, parse_hex, to_hex, Decoder, Frame, Shown, MAX_PACKET};
use crate::server::Program;
use crate::transport::{Address, Stream};
use crate::Error;

/// How long connecting and the first exchange may take: a peer that does not answer like a
/// gdb-remote stub within it is given up.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// The smallest `PacketSize` the client works with.
const MIN_PACKET: usize = 256;

/// The largest reply the client accepts, whatever the stub advertises: the stub's promise
/// is [`MAX_PACKET`], and [`ext::RECORD_LOG_BYTES`] for a piece of the recorded log; a peer
/// that sends more is not followed further.
const MAX_REPLY: usize = ext::RECORD_LOG_BYTES + MAX_PACKET;

/// The longest request sent, whatever larger `PacketSize` a stub advertises.
const MAX_REQUEST: usize = 4 * MAX_PACKET;

/// One connection: requests and their replies.
struct Link {
    reader: BufReader<Stream>,
    writer: Stream,
    decoder: Decoder,
    no_ack: bool,
    interrupt: Arc<AtomicBool>,
    /// Bytes that did not form a frame; during the handshake any of them means the peer is
    /// not a gdb-remote stub.
    strict: bool,
}

impl Link {
    fn send(&mut self, body: &[u8]) -> Result<(), Error> {
        self.writer.write_all(&packet::frame(body, false))?;
        Ok(())
    }

    /// The next reply packet (acks, notifications and console output skipped). With
    /// `interruptible`, a raised interrupt flag sends `0x03` once while waiting.
    fn reply(&mut self, interruptible: bool) -> Result<Vec<u8>, Error> {
        let mut buf = [0u8; 4096];
        let mut sent_interrupt = false;
        if interruptible {
            self.reader
                .get_ref()
                .set_read_timeout(Some(Duration::from_millis(50)))?;
        }
        let result = loop {
            let n = match self.reader.read(&mut buf) {
                Ok(0) => break Err(Error::Closed),
                Ok(n) => n,
                // A signal (Ctrl-C's) interrupts the read itself: retry, like a timeout.
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {
                    if interruptible && !sent_interrupt && self.interrupt.load(Ordering::SeqCst) {
                        self.writer.write_all(&[0x03])?;
                        sent_interrupt = true;
                    }
                    continue;
                }
                Err(e)
                    if interruptible
                        && matches!(
                            e.kind(),
                            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                        ) =>
                {
                    if !sent_interrupt && self.interrupt.load(Ordering::SeqCst) {
                        self.writer.write_all(&[0x03])?;
                        sent_interrupt = true;
                    }
                    continue;
                }
                Err(e) => break Err(e.into()),
            };
            let mut got = None;
            let noise = self.decoder.noise;
            for &b in &buf[..n] {
                match self.decoder.push(b) {
                    Some(Frame::Packet(body)) => {
                        if !self.no_ack {
                            self.writer.write_all(b"+")?;
                        }
                        if body.first() == Some(&b'O') && body.len() > 1 && body != b"OK" {
                            continue;
                        }
                        got = Some(body);
                    }
                    Some(Frame::Bad(e)) => return Err(e.into()),
                    _ => {}
                }
            }
            if self.strict && self.decoder.noise > noise {
                return Err(Error::NotAStub(Shown(&buf[..n]).to_string()));
            }
            if let Some(body) = got {
                break packet::expand_rle(&body);
            }
        };
        if interruptible {
            self.reader.get_ref().set_read_timeout(None)?;
        }
        result
    }

    fn request(&mut self, body: &[u8]) -> Result<Vec<u8>, Error> {
        self.send(body)?;
        self.reply(false)
    }
}

/// A memory read: wave, lane, space, address, length.
type MemoryKey = (WaveId, u32, AddressSpace, u64, usize);

/// What reads have learned since the last resumption or write.
#[derive(Default)]
struct Cache {
    waves: Option<Vec<Wave>>,
    dispatches: Option<Vec<Dispatch>>,
    registers: HashMap<(WaveId, Register), TargetResult<Vec<u8>>>,
    scalars_fetched: BTreeSet<WaveId>,
    /// Scalar registers fetched for every wave at once.
    fetched_across: BTreeSet<Register>,
    memory: HashMap<MemoryKey, TargetResult<Vec<u8>>>,
    apertures: HashMap<WaveId, Option<Apertures>>,
}

/// A [`Target`] served by `hdb serve` over TCP or a Unix socket.
pub struct RemoteTarget {
    /// The stub's `PacketSize`.
    packet_size: usize,
    link: Link,
    cache: Cache,
    /// `vCont` actions not yet sent (`c:N`, `s:N`, `t:N`).
    actions: Vec<String>,
    breakpoints: BTreeSet<u64>,
    program: Option<Program>,
    agents: Vec<Agent>,
    queues: Vec<Queue>,
    code_objects: Vec<LoadedCodeObject>,
    /// Why the connection ended, once it has: every later request fails with
    /// [`TargetError::Lost`] without touching the link.
    lost: Option<String>,
    /// The served target's optional abilities (`qAMDGPU.abilities`).
    abilities: Vec<String>,
    /// Where the served state's writer stood (`qAMDGPU.focus`).
    focus: Option<(WaveId, Lane)>,
    /// The watchpoints inserted, and the watched address of each wave's last watchpoint
    /// stop (the stop reply names no watchpoint: [`Watchpoints::triggered`] answers with
    /// those holding the address).
    watched: Vec<WatchRegion>,
    watch_stops: HashMap<WaveId, (u64, Vec<Lane>)>,
    /// The pieces of the recorded history's log read so far (`qAMDGPU.record-log`): the
    /// engine walks it back an instruction at a time. Kept until the history can change (a
    /// resumption, a write, recording started or stopped).
    history_log: HistoryLog,
}

/// The recorded history's log as read from the stub: pieces that do not overlap, by first
/// instruction. A walk back asks for pieces that grow as it goes (a step back reads a few
/// kilobytes, a reverse-continue across a long history a few round trips).
#[derive(Debug, Default)]
struct HistoryLog {
    pieces: BTreeMap<u64, Vec<Executed>>,
    held: usize,
}

impl HistoryLog {
    /// The first piece's size.
    const FIRST: u64 = 4096;
    /// The most instructions asked for at once (the stub's byte limit may send fewer).
    const MOST: u64 = 1 << 20;
    /// The most instructions kept (about 24 MiB): past it the older pieces are dropped.
    const KEEP: usize = 1 << 20;

    fn get(&self, time: u64) -> Option<Executed> {
        self.run(time, time + 1).map(|r| r[0])
    }

    /// The instructions held from `time` on, up to `to` (at least one).
    fn run(&self, time: u64, to: u64) -> Option<&[Executed]> {
        let (first, piece) = self.pieces.range(..=time).next_back()?;
        let start = usize::try_from(time - first).ok()?;
        let end = usize::try_from(to - first).ok()?.min(piece.len());
        piece.get(start..end).filter(|r| !r.is_empty())
    }

    /// The first instruction of the piece after `time`.
    fn next_first(&self, time: u64) -> Option<u64> {
        self.pieces
            .range(time + 1..)
            .next()
            .map(|(first, _)| *first)
    }

    /// Where a piece ending just after `time` should start: as far back as the walk so far
    /// suggests, never over the piece before it.
    fn start_for(&self, time: u64) -> u64 {
        let size = (self.held as u64).clamp(Self::FIRST, Self::MOST);
        let after_previous = self
            .pieces
            .range(..=time)
            .next_back()
            .map_or(0, |(first, p)| first + p.len() as u64);
        (time + 1).saturating_sub(size).max(after_previous)
    }

    fn insert(&mut self, first: u64, piece: Vec<Executed>) {
        if self.held + piece.len() > Self::KEEP {
            self.clear();
        }
        self.held += piece.len();
        self.pieces.insert(first, piece);
    }

    fn clear(&mut self) {
        self.pieces.clear();
        self.held = 0;
    }
}

fn io_error(e: &Error) -> TargetError {
    TargetError::Other(format!("remote target: {e}"))
}

fn text(reply: &[u8]) -> String {
    String::from_utf8_lossy(reply).into_owned()
}

/// A typed reply: `E.…` becomes the target error it encodes, `Enn` a generic one.
fn check(request: &str, reply: Vec<u8>) -> TargetResult<Vec<u8>> {
    if let Some(rest) = reply.strip_prefix(b"E.") {
        return Err(ext::parse_target_error(&text(rest)));
    }
    if reply.len() == 3 && reply[0] == b'E' {
        return Err(TargetError::Other(format!(
            "remote error {} for `{request}`",
            text(&reply)
        )));
    }
    if reply.is_empty() {
        return Err(TargetError::Other(format!(
            "the stub does not support `{request}`"
        )));
    }
    Ok(reply)
}

impl RemoteTarget {
    /// Connects to `hdb serve` at `address` (`HOST:PORT` or `unix:PATH`) and negotiates the
    /// extensions. A peer that does not answer within [`HANDSHAKE_TIMEOUT`], or answers
    /// something that is not the protocol, is an error.
    pub fn connect(address: &str) -> Result<RemoteTarget, Error> {
        let stream = Stream::connect(&Address::parse(address), HANDSHAKE_TIMEOUT)?;
        stream.set_read_timeout(Some(HANDSHAKE_TIMEOUT))?;
        stream.set_write_timeout(Some(HANDSHAKE_TIMEOUT))?;
        let writer = stream.try_clone()?;
        let link = Link {
            reader: BufReader::new(stream),
            writer,
            decoder: Decoder::new(MAX_REPLY),
            no_ack: false,
            interrupt: Arc::new(AtomicBool::new(false)),
            strict: true,
        };
        let t = Self::negotiate(link).map_err(|e| match e {
            Error::Io(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                Error::NoAnswer(HANDSHAKE_TIMEOUT.as_secs())
            }
            e => e,
        })?;
        t.link.reader.get_ref().set_read_timeout(None)?;
        t.link.writer.set_write_timeout(None)?;
        Ok(t)
    }

    fn negotiate(mut link: Link) -> Result<RemoteTarget, Error> {
        // A busy stub sends its refusal at once and closes: read it even if the request
        // could not be written.
        let supported = match link.request(b"qSupported:swbreak+;vContSupported+;qAMDGPU+") {
            Ok(r) => r,
            // Only a request that could not be written may hide a refusal; a peer that
            // answered something else has said what it is.
            Err(Error::Io(e))
                if !matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                match link.reply(false) {
                    Ok(r) if r.starts_with(b"E.") => r,
                    _ => return Err(Error::Io(e)),
                }
            }
            Err(e) => return Err(e),
        };
        if let Some(msg) = supported.strip_prefix(b"E.") {
            return Err(Error::Refused(text(msg)));
        }
        if !text(&supported).split(';').any(|f| f == "qAMDGPU+") {
            return Err(Error::Unsupported("qAMDGPU".into()));
        }
        link.strict = false;
        // The stub's packet size bounds what the client sends (memory writes are cut to it);
        // its replies are no longer (that is the stub's side of the bargain).
        let packet_size = text(&supported)
            .split(';')
            .find_map(|f| f.strip_prefix("PacketSize="))
            .and_then(|n| parse_hex(n.as_bytes()))
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or(MAX_PACKET)
            .min(MAX_REQUEST);
        if packet_size < MIN_PACKET {
            return Err(Error::UnexpectedReply {
                request: "qSupported".into(),
                reply: format!("PacketSize={packet_size:x} (hdb needs at least {MIN_PACKET:x})"),
            });
        }
        for (req, want) in [
            (&b"QStartNoAckMode"[..], &b"OK"[..]),
            (b"QAMDGPU.run-on-wait:1", b"OK"),
        ] {
            let r = link.request(req)?;
            if r != want {
                return Err(Error::UnexpectedReply {
                    request: text(req),
                    reply: Shown(&r).to_string(),
                });
            }
            if req == b"QStartNoAckMode" {
                link.no_ack = true;
            }
        }
        let program = link.request(b"qAMDGPU.program")?;
        let program = parse_program(&text(&program));
        let mut t = RemoteTarget {
            packet_size,
            link,
            cache: Cache::default(),
            actions: Vec::new(),
            breakpoints: BTreeSet::new(),
            program,
            agents: Vec::new(),
            queues: Vec::new(),
            code_objects: Vec::new(),
            lost: None,
            abilities: Vec::new(),
            focus: None,
            watched: Vec::new(),
            watch_stops: HashMap::new(),
            history_log: HistoryLog::default(),
        };
        let abilities = t
            .ask("qAMDGPU.abilities")
            .map_err(|e| Error::Config(e.to_string()))?;
        t.abilities = text(&abilities)
            .split(',')
            .filter(|a| *a != "-")
            .map(str::to_string)
            .collect();
        t.fetch_loaded()?;
        // A stub that does not know the packet answers empty: no focus.
        let focus = t.ask("qAMDGPU.focus").unwrap_or_default();
        t.focus = text(&focus).split_once(',').and_then(|(w, l)| {
            let w = parse_hex(w.as_bytes())?;
            let l = parse_hex(l.as_bytes())?;
            Some((WaveId(u32::try_from(w).ok()?), Lane(u32::try_from(l).ok()?)))
        });
        Ok(t)
    }

    /// Fetches the agents, queues and code objects. They do not change while the simulator
    /// runs one dispatch; a host program's runtime changes them, and its stub then reports
    /// a library stop ([`Event::CodeObjectsChanged`]).
    fn fetch_loaded(&mut self) -> Result<(), Error> {
        self.agents = self.list("agents", ext::parse_agent)?;
        self.queues = self.list("queues", ext::parse_queue)?;
        self.code_objects = self.list("code-objects", ext::parse_code_object)?;
        Ok(())
    }

    fn has(&self, ability: &str) -> bool {
        self.abilities.iter().any(|a| a == ability)
    }

    /// The launch the stub runs, if it started the kernel.
    pub fn program(&self) -> Option<&Program> {
        self.program.as_ref()
    }

    /// A flag that, raised while the waves run, sends the stub `0x03` (Ctrl-C).
    pub fn interrupt_handle(&self) -> Arc<AtomicBool> {
        self.link.interrupt.clone()
    }

    /// Why the connection ended, if it has.
    pub fn connection_error(&self) -> Option<&str> {
        self.lost.as_deref()
    }

    /// Sends one request and returns its reply (unchecked). A connection that closes or fails
    /// is gone for good: the error says so, and so does every later request.
    fn exchange(&mut self, req: &str, interruptible: bool) -> TargetResult<Vec<u8>> {
        if let Some(why) = &self.lost {
            return Err(TargetError::Lost(why.clone()));
        }
        let reply = self
            .link
            .send(req.as_bytes())
            .and_then(|()| self.link.reply(interruptible));
        reply.map_err(|e| {
            let why = match e {
                // gdb's words for a stub that went away.
                Error::Closed => "Remote connection closed".to_string(),
                Error::Io(e) => format!("Remote communication error.  Target disconnected.: {e}"),
                e => return io_error(&e),
            };
            self.lost = Some(why.clone());
            // Nothing learned from the connection describes a target that is gone.
            self.cache = Cache::default();
            TargetError::Lost(why)
        })
    }

    /// Sends the batched `vCont` actions, if any.
    fn flush(&mut self) -> TargetResult<()> {
        let actions = std::mem::take(&mut self.actions);
        if actions.is_empty() {
            return Ok(());
        }
        // Several packets when the actions do not fit one: in run-on-wait mode `vCont` only
        // changes the waves' states (they run at the next wait), so the split changes nothing.
        let mut req = String::from("vCont");
        for (i, a) in actions.iter().enumerate() {
            req.push(';');
            req.push_str(a);
            let full = actions
                .get(i + 1)
                .is_none_or(|next| req.len() + next.len() + 1 > self.packet_size);
            if full {
                let r = self.exchange(&req, false)?;
                check(&req, r)?;
                req = String::from("vCont");
            }
        }
        Ok(())
    }

    /// One request and its checked reply (batched actions sent first).
    fn ask(&mut self, req: &str) -> TargetResult<Vec<u8>> {
        self.flush()?;
        let r = self.exchange(req, false)?;
        check(req, r)
    }

    /// A paged list: `qAMDGPU.WHAT:START` until a page starting with `l`.
    fn list<T>(&mut self, what: &str, parse: fn(&str) -> Option<T>) -> Result<Vec<T>, Error> {
        let mut items = Vec::new();
        loop {
            let req = format!("qAMDGPU.{what}:{:x}", items.len());
            let r = self.ask(&req).map_err(|e| Error::Config(e.to_string()))?;
            let t = text(&r);
            let (more, records) = match t.split_at_checked(1) {
                Some(("m", rest)) => (true, rest),
                Some(("l", rest)) => (false, rest),
                _ => {
                    return Err(Error::UnexpectedReply {
                        request: req,
                        reply: t.chars().take(80).collect(),
                    })
                }
            };
            let before = items.len();
            for s in records.split(';').filter(|s| !s.is_empty()) {
                items.push(parse(s).ok_or_else(|| Error::UnexpectedReply {
                    request: req.clone(),
                    reply: s.chars().take(80).collect(),
                })?);
            }
            if !more {
                return Ok(items);
            }
            if items.len() == before {
                return Err(Error::UnexpectedReply {
                    request: req,
                    reply: "an empty page that says more follow".into(),
                });
            }
        }
    }

    fn invalidate(&mut self) {
        self.cache = Cache::default();
    }

    /// Reads instructions `from..to` of the recorded log (`qAMDGPU.record-log`, as many
    /// round trips as the pieces take) into [`Self::history_log`]; `false` when the stub
    /// holds none of them or answers out of turn.
    fn fetch_log(&mut self, mut from: u64, to: u64) -> bool {
        while from < to {
            let Ok(r) = self.ask(&format!("qAMDGPU.record-log:{from:x},{:x}", to - from)) else {
                return false;
            };
            let Some((first, piece)) = ext::parse_record_log(&text(&r)) else {
                return false;
            };
            // Nothing held from `from` on, or a piece that is not what was asked (the
            // history may begin later, never earlier, and pieces do not overlap).
            let end = first + piece.len() as u64;
            if piece.is_empty() || first < from || end > to {
                return false;
            }
            self.history_log.insert(first, piece);
            from = end;
        }
        true
    }

    /// Fetches one scalar register of every wave (`qAMDGPU.wave-regs`, paged).
    fn fetch_across(&mut self, reg: Register) -> TargetResult<()> {
        let mut start = 0usize;
        loop {
            let req = format!("qAMDGPU.wave-regs:{start:x},{reg}");
            let r = self.ask(&req)?;
            let t = text(&r);
            let bad = || TargetError::Other(format!("remote target: bad reply to `{req}`"));
            let (more, records) = match t.split_at_checked(1) {
                Some(("m", rest)) => (true, rest),
                Some(("l", rest)) => (false, rest),
                _ => return Err(bad()),
            };
            let cache = &mut self.cache;
            let mut n = 0;
            for record in records.split(';').filter(|s| !s.is_empty()) {
                let (id, v) = record.split_once(',').ok_or_else(bad)?;
                let id = parse_hex(id.as_bytes())
                    .and_then(|i| u32::try_from(i).ok())
                    .ok_or_else(bad)?;
                let value = match v.strip_prefix("E.") {
                    Some(e) => Err(ext::parse_target_error(e)),
                    None => from_hex(v.as_bytes()).ok_or_else(bad),
                };
                cache.registers.insert((WaveId(id), reg), value);
                n += 1;
            }
            if !more {
                cache.fetched_across.insert(reg);
                return Ok(());
            }
            if n == 0 {
                return Err(bad());
            }
            start += n;
        }
    }

    /// Fetches every scalar register of a wave in one round trip.
    fn fetch_scalars(&mut self, wave: WaveId) -> TargetResult<()> {
        let regs: Vec<Register> = Register::all().filter(|r| !r.is_vector()).collect();
        let names: Vec<String> = regs.iter().map(|r| r.to_string()).collect();
        let r = self.ask(&format!("qAMDGPU.regs:{:x},{}", wave.0, names.join(",")))?;
        let t = text(&r);
        let values: Vec<&str> = t.split(';').collect();
        if values.len() != regs.len() {
            return Err(TargetError::Other(format!(
                "remote target: {} register values for {} registers",
                values.len(),
                regs.len()
            )));
        }
        let cache = &mut self.cache;
        for (r, v) in regs.into_iter().zip(values) {
            let value = match v.strip_prefix("E.") {
                Some(e) => Err(ext::parse_target_error(e)),
                None => from_hex(v.as_bytes())
                    .ok_or_else(|| TargetError::Other(format!("remote target: bad value of {r}"))),
            };
            cache.registers.insert((wave, r), value);
        }
        cache.scalars_fetched.insert(wave);
        Ok(())
    }
    /// A register's value from the cache, fetched first if needed.
    fn register_value(&mut self, wave: WaveId, reg: Register) -> TargetResult<Vec<u8>> {
        let key = (wave, reg);
        if let Some(v) = self.cache.registers.get(&key) {
            return v.clone();
        }
        let fetched = self.cache.scalars_fetched.contains(&wave);
        let waves_fetched = self.cache.scalars_fetched.len();
        let across = self.cache.fetched_across.contains(&reg);
        // A session going through the waves one by one (`info threads` over thousands of
        // waves) reads the same registers of each: once a third wave asks, the register
        // comes for every wave in a few packets.
        if !reg.is_vector() && !fetched && !across && waves_fetched >= 2 {
            self.fetch_across(reg)?;
        }
        let fetched = fetched || self.cache.registers.contains_key(&key);
        if !reg.is_vector() && !fetched {
            self.fetch_scalars(wave)?;
        }
        if let Some(v) = self.cache.registers.get(&key) {
            return v.clone();
        }
        let v = self
            .ask(&format!("qAMDGPU.reg:{:x},{reg}", wave.0))
            .and_then(|r| {
                from_hex(&r)
                    .ok_or_else(|| TargetError::Other(format!("remote target: bad value of {reg}")))
            });
        // A lost connection is not the register's answer: it is not kept.
        if !matches!(v, Err(TargetError::Lost(_))) {
            self.cache.registers.insert(key, v.clone());
        }
        v
    }

    /// Fetches the given registers of a wave with `qAMDGPU.regs`, as many in each request
    /// as the reply has room for (the stub refuses a request whose reply would not fit).
    fn fetch_registers(&mut self, wave: WaveId, regs: &[Register]) -> TargetResult<()> {
        let size = self.wave(wave)?.wave_size;
        // What the stub reserves per value: its hex digits or room for an error, and a `;`.
        let room = |r: &Register| (2 * r.byte_size(size) as usize).max(64) + 1;
        let budget = self.packet_size.min(MAX_PACKET);
        let mut batch: Vec<Register> = Vec::new();
        let mut used = 0;
        let mut request = String::new();
        for (i, r) in regs.iter().enumerate() {
            let name = r.to_string();
            if batch.is_empty() {
                request = format!("qAMDGPU.regs:{:x}", wave.0);
            }
            batch.push(*r);
            used += room(r);
            request.push(',');
            request.push_str(&name);
            let full = regs.get(i + 1).is_none_or(|next| {
                used + room(next) > budget || request.len() + 8 > self.packet_size
            });
            if full {
                let reply = self.ask(&request)?;
                let t = text(&reply);
                let values: Vec<&str> = t.split(';').collect();
                if values.len() != batch.len() {
                    return Err(TargetError::Other(format!(
                        "remote target: {} register values for {} registers",
                        values.len(),
                        batch.len()
                    )));
                }
                for (r, v) in batch.drain(..).zip(values) {
                    let value = match v.strip_prefix("E.") {
                        Some(e) => Err(ext::parse_target_error(e)),
                        None => from_hex(v.as_bytes()).ok_or_else(|| {
                            TargetError::Other(format!("remote target: bad value of {r}"))
                        }),
                    };
                    self.cache.registers.insert((wave, r), value);
                }
                used = 0;
            }
        }
        Ok(())
    }
}

/// The launch a `qAMDGPU.program` reply describes: `LINE;KERNEL[;URI]…`, each in hex
/// (`-`: the stub started nothing).
fn parse_program(reply: &str) -> Option<Program> {
    let dec = |h: &str| from_hex(h.as_bytes()).and_then(|b| String::from_utf8(b).ok());
    let mut fields = reply.split(';');
    let command_line = dec(fields.next()?)?;
    let kernel = dec(fields.next()?)?;
    let code_objects = fields.map(dec).collect::<Option<Vec<String>>>()?;
    Some(Program {
        command_line,
        kernel,
        code_objects,
    })
}

/// The event a run-on-wait reply reports (`T…`, `w…`, `W…`, `X…`, `OK` for none).
fn parse_event(reply: &[u8]) -> TargetResult<Option<Event>> {
    let t = text(reply);
    if t == "OK" {
        return Ok(None);
    }
    let bad = || TargetError::Other(format!("remote target: bad stop reply `{t}`"));
    if let Some(rest) = t.strip_prefix(['W', 'X']) {
        let (status, fields) = rest.split_once(';').unwrap_or((rest, ""));
        let field = |name: &str| {
            fields
                .split(';')
                .find_map(|f| f.strip_prefix(name))
                .and_then(|v| parse_hex(v.as_bytes()))
                .and_then(|v| u32::try_from(v).ok())
        };
        // A dispatch that completed names itself; an end without one is the host program's.
        if t.starts_with('W') {
            if let Some(dispatch) = field("amdgpu-dispatch:") {
                return Ok(Some(Event::DispatchCompleted {
                    dispatch: DispatchId(dispatch),
                }));
            }
        }
        let status = parse_hex(status.as_bytes())
            .filter(|_| status.len() == 2)
            .and_then(|s| i32::try_from(s).ok())
            .ok_or_else(bad)?;
        return Ok(Some(Event::ProcessExited {
            pid: field("process:").unwrap_or(0),
            how: if t.starts_with('W') {
                ProcessEnd::Code(status)
            } else {
                ProcessEnd::Signal(status)
            },
        }));
    }
    if let Some(rest) = t.strip_prefix('w') {
        let id = rest
            .split_once(';')
            .and_then(|(_, id)| parse_hex(id.as_bytes()))
            .and_then(|id| u32::try_from(id).ok())
            .ok_or_else(bad)?;
        return Ok(Some(Event::WaveExited { wave: WaveId(id) }));
    }
    if let Some(fields) = t.strip_prefix('T').and_then(|r| r.get(2..)) {
        if fields.split(';').any(|f| f.starts_with("library:")) {
            return Ok(Some(Event::CodeObjectsChanged));
        }
        let mut wave = None;
        let mut reason = None;
        let mut pc = None;
        let mut other_reasons = Vec::new();
        for field in fields.split(';') {
            match field.split_once(':') {
                Some(("thread", v)) => {
                    wave = parse_hex(v.as_bytes()).and_then(|v| u32::try_from(v).ok())
                }
                Some(("amdgpu-stop", v)) => reason = ext::parse_stop_reason(v),
                Some(("amdgpu-stop-also", v)) => {
                    other_reasons.push(ext::parse_stop_reason(v).ok_or_else(bad)?)
                }
                Some(("amdgpu-pc", v)) => pc = parse_hex(v.as_bytes()),
                _ => {}
            }
        }
        let (Some(w), Some(reason), Some(pc)) = (wave, reason, pc) else {
            return Err(bad());
        };
        return Ok(Some(Event::WaveStopped {
            wave: WaveId(w),
            pc,
            reason,
            other_reasons,
        }));
    }
    Err(bad())
}

impl Drop for RemoteTarget {
    /// Removes its breakpoints and detaches, so the stub keeps the kernel stopped and logs a
    /// clean end.
    fn drop(&mut self) {
        // Like GDB, take out the breakpoints first: the next client must not meet traps it
        // does not know of.
        if self.lost.is_some() {
            return;
        }
        let _ = self.flush();
        let link = &mut self.link;
        for a in std::mem::take(&mut self.breakpoints) {
            if link.send(format!("z0,{a:x},4").as_bytes()).is_err() || link.reply(false).is_err() {
                return;
            }
        }
        if link.send(b"D").is_ok() && link.reply(false).is_ok() {
            // Nothing more goes out: a stub that lingers after a non-stop `D` (for a client
            // draining its stop notifications) sees the end of the stream and closes at once.
            link.writer.shutdown_write();
            // Wait (briefly) for the stub to close the connection: once it has, it accepts
            // the next client, so a debugger started right after this one is not refused.
            let _ = link
                .reader
                .get_ref()
                .set_read_timeout(Some(Duration::from_secs(2)));
            let mut sink = [0u8; 256];
            while matches!(link.reader.read(&mut sink), Ok(n) if n > 0) {}
        }
    }
}

impl Target for RemoteTarget {
    fn focus(&self) -> Option<(WaveId, Lane)> {
        self.focus
    }

    fn agents(&mut self) -> Vec<Agent> {
        self.agents.clone()
    }

    fn queues(&mut self) -> Vec<Queue> {
        self.queues.clone()
    }

    fn dispatches(&mut self) -> Vec<Dispatch> {
        if let Some(d) = &self.cache.dispatches {
            return d.clone();
        }
        let d = self
            .list("dispatches", ext::parse_dispatch)
            .unwrap_or_default();
        self.cache.dispatches = Some(d.clone());
        d
    }

    fn waves(&mut self) -> Vec<Wave> {
        if let Some(w) = &self.cache.waves {
            return w.clone();
        }
        // A listing cannot fail: a lost connection lists nothing, and the next request
        // that can fail says why.
        let w = self.list("waves", ext::parse_wave).unwrap_or_default();
        self.cache.waves = Some(w.clone());
        w
    }

    fn wave(&mut self, id: WaveId) -> TargetResult<Wave> {
        if self.cache.waves.is_none() {
            self.waves();
        }
        if let Some(why) = &self.lost {
            return Err(TargetError::Lost(why.clone()));
        }
        let waves = self.cache.waves.as_deref().unwrap_or_default();
        // The stub lists waves in id order.
        waves
            .binary_search_by_key(&id, |w| w.id)
            .map(|i| waves[i].clone())
            .map_err(|_| TargetError::NoWave(id))
    }

    fn code_objects(&mut self) -> Vec<LoadedCodeObject> {
        self.code_objects.clone()
    }

    fn apertures(&mut self, wave: WaveId) -> Option<Apertures> {
        if let Some(a) = self.cache.apertures.get(&wave) {
            return *a;
        }
        let a = self
            .ask(&format!("qAMDGPU.apertures:{:x}", wave.0))
            .ok()
            .and_then(|r| {
                let t = text(&r);
                let (l, p) = t.split_once(',')?;
                Some(Apertures {
                    local_base: parse_hex(l.as_bytes())?,
                    private_base: parse_hex(p.as_bytes())?,
                })
            });
        self.cache.apertures.insert(wave, a);
        a
    }

    fn read_register(&mut self, wave: WaveId, reg: Register, out: &mut [u8]) -> TargetResult<()> {
        let bytes = self.register_value(wave, reg)?;
        if bytes.len() != out.len() {
            return Err(TargetError::RegisterSize {
                register: reg,
                expected: bytes.len(),
                got: out.len(),
            });
        }
        out.copy_from_slice(&bytes);
        Ok(())
    }

    /// Fetches what the cache lacks in few round trips: every scalar register of the wave in
    /// one, the other registers asked for in as few `qAMDGPU.regs` requests as their
    /// replies fit in.
    fn read_registers(&mut self, wave: WaveId, regs: &[Register]) -> Vec<TargetResult<Vec<u8>>> {
        let missing = |c: &Cache| -> Vec<Register> {
            let mut m: Vec<Register> = regs
                .iter()
                .copied()
                .filter(|r| !c.registers.contains_key(&(wave, *r)))
                .collect();
            m.sort();
            m.dedup();
            m
        };
        let first = missing(&self.cache);
        if first.iter().any(|r| !r.is_vector()) && !self.cache.scalars_fetched.contains(&wave) {
            // An error here leaves the registers uncached: each one reports it below.
            let _ = self.fetch_scalars(wave);
        }
        let rest = missing(&self.cache);
        if !rest.is_empty() {
            let _ = self.fetch_registers(wave, &rest);
        }
        regs.iter().map(|&r| self.register_value(wave, r)).collect()
    }

    fn read_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        out: &mut [u8],
    ) -> TargetResult<()> {
        if out.is_empty() {
            return Ok(());
        }
        // Global memory is the same for every wave and lane: one cache entry serves all.
        let key = if space == AddressSpace::Global {
            (WaveId(0), 0, space, address, out.len())
        } else {
            (wave, lane.0, space, address, out.len())
        };
        if let Some(v) = self.cache.memory.get(&key) {
            let b = v.clone()?;
            out.copy_from_slice(&b);
            return Ok(());
        }
        let chunk = self.packet_size / 2 - 16;
        let mut got = Vec::with_capacity(out.len());
        let mut result = Ok(());
        for (i, piece) in out.chunks(chunk).enumerate() {
            let at = address.wrapping_add((i * chunk) as u64);
            let req = format!(
                "qAMDGPU.mem:{:x},{:x},{},{at:x},{:x}",
                wave.0,
                lane.0,
                space.name(),
                piece.len()
            );
            match self.ask(&req).and_then(|r| {
                from_hex(&r)
                    .filter(|b| b.len() == piece.len())
                    .ok_or_else(|| TargetError::Other("remote target: bad memory reply".into()))
            }) {
                Ok(b) => got.extend_from_slice(&b),
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        let value = result.map(|()| got);
        if !matches!(value, Err(TargetError::Lost(_))) {
            self.cache.memory.insert(key, value.clone());
        }
        out.copy_from_slice(&value?);
        Ok(())
    }

    // The served target's abilities, as the stub reports them: a served core file cannot run.
    fn register_writes(&mut self) -> Option<&mut dyn WriteRegisters> {
        self.has("register-writes").then_some(self)
    }
    fn memory_writes(&mut self) -> Option<&mut dyn WriteMemory> {
        self.has("memory-writes").then_some(self)
    }
    fn run_control(&mut self) -> Option<&mut dyn RunControl> {
        self.has("run").then_some(self)
    }
    fn breakpoints(&mut self) -> Option<&mut dyn Breakpoints> {
        self.has("breakpoints").then_some(self)
    }
    fn watchpoints(&mut self) -> Option<&mut dyn Watchpoints> {
        self.has("watchpoints").then_some(self)
    }
    fn core_writer(&mut self) -> Option<&mut dyn WriteCore> {
        self.has("core").then_some(self)
    }
    fn replay(&mut self) -> Option<&mut dyn Replay> {
        self.has("replay").then_some(self)
    }
}

/// The stub's recording, driven from here: the engine's reverse commands walk it through
/// `qAMDGPU.record*` packets (the log read a page at a time and kept).
impl Replay for RemoteTarget {
    fn start_recording(&mut self, budget: Option<u64>) -> TargetResult<()> {
        self.history_log.clear();
        let req = match budget {
            Some(b) => format!("QAMDGPU.record:start,{b:x}"),
            None => "QAMDGPU.record:start".to_string(),
        };
        self.ask(&req).map(|_| ())
    }

    fn stop_recording(&mut self) {
        self.history_log.clear();
        let _ = self.ask("QAMDGPU.record:stop");
    }

    fn record_status(&mut self) -> Option<RecordStatus> {
        let r = self.ask("qAMDGPU.record").ok()?;
        ext::parse_record_status(&text(&r))
    }

    fn set_record_budget(&mut self, bytes: u64) {
        let _ = self.ask(&format!("QAMDGPU.record:budget,{bytes:x}"));
    }

    fn executed(&mut self, time: u64) -> Option<Executed> {
        if self.history_log.get(time).is_none() {
            let from = self.history_log.start_for(time);
            self.fetch_log(from, time + 1);
        }
        self.history_log.get(time)
    }

    fn executed_range(&mut self, from: u64, to: u64, out: &mut Vec<Executed>) {
        out.clear();
        let mut t = from;
        while t < to {
            if let Some(held) = self.history_log.run(t, to) {
                out.extend_from_slice(held);
                t += held.len() as u64;
                continue;
            }
            // Walks go back: the piece read reaches further back than asked.
            let gap_end = self.history_log.next_first(t).map_or(to, |n| n.min(to));
            let start = self.history_log.start_for(gap_end - 1).min(t);
            if !self.fetch_log(start, gap_end) || self.history_log.get(t).is_none() {
                return;
            }
        }
    }

    fn previous_at(&mut self, search: &BackSearch) -> Option<FoundBack> {
        let request = format!("qAMDGPU.record-find:{}", ext::back_search(search));
        if request.len() + 8 > self.packet_size {
            // Too many addresses for one request: read the log here.
            return amdgpu::target::history::search_back(self, search);
        }
        let r = self.ask(&request).ok()?;
        let t = text(&r);
        if t == "-" {
            return None;
        }
        ext::parse_found_back(&t)
    }

    fn goto(&mut self, time: u64) -> TargetResult<Option<WaveId>> {
        self.invalidate();
        let r = self.ask(&format!("QAMDGPU.record:goto,{time:x}"))?;
        let t = text(&r);
        if t == "-" {
            return Ok(None);
        }
        parse_hex(t.as_bytes())
            .and_then(|w| u32::try_from(w).ok())
            .map(|w| Some(WaveId(w)))
            .ok_or_else(|| TargetError::Other(format!("remote target: bad goto reply `{t}`")))
    }

    fn last_write(
        &mut self,
        scope: WatchScope,
        address: u64,
        len: u64,
        before: u64,
    ) -> TargetResult<Option<LastWrite>> {
        // The search replays the history: what was read before may have moved.
        self.invalidate();
        let r = self.ask(&format!(
            "qAMDGPU.record-write:{},{address:x},{len:x},{before:x}",
            ext::watch_scope(&scope)
        ))?;
        let t = text(&r);
        if t == "-" {
            return Ok(None);
        }
        ext::parse_last_write(&t)
            .map(Some)
            .ok_or_else(|| TargetError::Other(format!("remote target: bad last-write reply `{t}`")))
    }
}

impl WriteCore for RemoteTarget {
    /// The stub writes the core of the state it serves; it comes over in chunks.
    fn write_core(&mut self) -> TargetResult<(Vec<u8>, String)> {
        let summary = self.ask("qAMDGPU.core")?;
        let summary = from_hex(&summary)
            .and_then(|b| String::from_utf8(b).ok())
            .ok_or_else(|| TargetError::Other("remote target: bad core summary".into()))?;
        let mut bytes = Vec::new();
        loop {
            let req = format!(
                "qAMDGPU.core:{:x},{:x}",
                bytes.len(),
                self.packet_size / 2 - 16
            );
            let r = self.ask(&req)?;
            let (kind, data) = r
                .split_first()
                .ok_or_else(|| TargetError::Other("remote target: empty core chunk".into()))?;
            // The link has undone the escapes already.
            bytes.extend_from_slice(data);
            match kind {
                b'l' => return Ok((bytes, summary)),
                b'm' if !data.is_empty() => {}
                _ => {
                    return Err(TargetError::Other(format!(
                        "remote target: bad reply to `{req}`"
                    )))
                }
            }
        }
    }
}

impl WriteRegisters for RemoteTarget {
    fn write_register(&mut self, wave: WaveId, reg: Register, data: &[u8]) -> TargetResult<()> {
        self.invalidate();
        self.history_log.clear();
        self.ask(&format!("QAMDGPU.reg:{:x},{reg},{}", wave.0, to_hex(data)))
            .map(|_| ())
    }
}

impl WriteMemory for RemoteTarget {
    fn write_memory(
        &mut self,
        wave: WaveId,
        lane: Lane,
        space: AddressSpace,
        address: u64,
        data: &[u8],
    ) -> TargetResult<()> {
        self.invalidate();
        self.history_log.clear();
        let chunk = self.packet_size / 2 - 64;
        for (i, piece) in data.chunks(chunk).enumerate() {
            let at = address.wrapping_add((i * chunk) as u64);
            self.ask(&format!(
                "QAMDGPU.mem:{:x},{:x},{},{at:x},{}",
                wave.0,
                lane.0,
                space.name(),
                to_hex(piece)
            ))?;
        }
        Ok(())
    }
}

impl RunControl for RemoteTarget {
    fn resume(&mut self, wave: WaveId, mode: ResumeMode) -> TargetResult<()> {
        self.invalidate();
        self.history_log.clear();
        let a = match mode {
            ResumeMode::Continue => 'c',
            ResumeMode::Step => 's',
        };
        self.actions.push(format!("{a}:{:x}", wave.0));
        Ok(())
    }

    fn stop(&mut self, wave: WaveId) -> TargetResult<()> {
        self.invalidate();
        self.actions.push(format!("t:{:x}", wave.0));
        Ok(())
    }

    /// `k` (no reply comes): the stub ends the program and, when it can, starts it afresh
    /// for the next client. The connection is done with; dropping the target then sends
    /// nothing more.
    fn kill(&mut self) {
        if self.lost.is_some() {
            return;
        }
        self.actions.clear();
        self.breakpoints.clear();
        let _ = self.link.send(b"k");
        self.link.writer.shutdown_write();
        self.lost = Some("the program was killed".into());
    }

    fn wait(&mut self, wait: Wait) -> TargetResult<Option<Event>> {
        self.flush()?;
        self.invalidate();
        let reply = match wait {
            Wait::Poll => self.ask("vAMDGPU.wait:poll")?,
            Wait::Block => {
                let r = self.exchange("vAMDGPU.wait:block", true)?;
                self.link.interrupt.store(false, Ordering::SeqCst);
                check("vAMDGPU.wait:block", r)?
            }
        };
        let e = parse_event(&reply)?;
        if e == Some(Event::CodeObjectsChanged) {
            if let Err(e) = self.fetch_loaded() {
                return Err(match &self.lost {
                    Some(why) => TargetError::Lost(why.clone()),
                    None => io_error(&e),
                });
            }
        }
        if let Some(Event::WaveStopped {
            wave,
            reason: StopReason::Watchpoint { address },
            ..
        }) = &e
        {
            // `amdgpu-watch-lanes:MASK`: the lanes whose access triggered it.
            let mask = text(&reply)
                .split(';')
                .find_map(|f| f.strip_prefix("amdgpu-watch-lanes:"))
                .and_then(|m| parse_hex(m.as_bytes()))
                .unwrap_or(0);
            let lanes = (0..64).filter(|l| mask >> l & 1 == 1).map(Lane).collect();
            self.watch_stops.insert(*wave, (*address, lanes));
        }
        Ok(e)
    }
}

impl Breakpoints for RemoteTarget {
    fn insert_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        self.invalidate();
        self.ask(&format!("Z0,{address:x},4"))?;
        self.breakpoints.insert(address);
        Ok(())
    }

    fn remove_breakpoint(&mut self, address: u64) -> TargetResult<()> {
        self.invalidate();
        self.ask(&format!("z0,{address:x},4"))?;
        self.breakpoints.remove(&address);
        Ok(())
    }

    fn breakpoint_addresses(&self) -> Vec<u64> {
        self.breakpoints.iter().copied().collect()
    }
}

/// The `Z`/`z` packet type of a watchpoint (2 write, 3 read, 4 access): global memory only,
/// since the protocol's addresses name no address space, work-group or lane.
fn watch_packet_type(region: &WatchRegion) -> TargetResult<u8> {
    if region.scope != WatchScope::Global {
        return Err(TargetError::WatchUnsupported {
            space: region.scope.space(),
            kind: region.kind,
        });
    }
    Ok(match region.kind {
        WatchKind::Write => 2,
        WatchKind::Read => 3,
        WatchKind::Access => 4,
    })
}

impl Watchpoints for RemoteTarget {
    fn insert_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        let z = watch_packet_type(region)?;
        self.invalidate();
        self.ask(&format!("Z{z},{:x},{:x}", region.address, region.len))?;
        if !self.watched.contains(region) {
            self.watched.push(*region);
        }
        Ok(())
    }

    fn remove_watchpoint(&mut self, region: &WatchRegion) -> TargetResult<()> {
        let z = watch_packet_type(region)?;
        self.invalidate();
        self.watched.retain(|r| r != region);
        self.ask(&format!("z{z},{:x},{:x}", region.address, region.len))
            .map(|_| ())
    }

    fn triggered(&mut self, wave: WaveId) -> Vec<WatchTrigger> {
        let Some((address, lanes)) = self.watch_stops.get(&wave) else {
            return Vec::new();
        };
        self.watched
            .iter()
            .filter(|r| r.overlaps(*address, 1))
            .map(|r| WatchTrigger {
                region: *r,
                lanes: lanes.clone(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_from_replies_and_hostile_ones() {
        assert_eq!(parse_event(b"OK"), Ok(None));
        assert_eq!(
            parse_event(b"T05thread:2;name:wave2;swbreak:;amdgpu-stop:breakpoint;amdgpu-pc:7000;"),
            Ok(Some(Event::WaveStopped {
                wave: WaveId(2),
                pc: 0x7000,
                reason: StopReason::Breakpoint,
                other_reasons: Vec::new(),
            }))
        );
        // The other reasons of a stop come after the first, in order.
        assert_eq!(
            parse_event(b"T05thread:2;amdgpu-stop:watch.100;amdgpu-pc:7000;amdgpu-stop-also:step;"),
            Ok(Some(Event::WaveStopped {
                wave: WaveId(2),
                pc: 0x7000,
                reason: StopReason::Watchpoint { address: 0x100 },
                other_reasons: vec![StopReason::SingleStep],
            }))
        );
        assert_eq!(
            parse_event(b"w00;3"),
            Ok(Some(Event::WaveExited { wave: WaveId(3) }))
        );
        assert_eq!(
            parse_event(b"W00;amdgpu-dispatch:2"),
            Ok(Some(Event::DispatchCompleted {
                dispatch: DispatchId(2)
            }))
        );
        // A host program's loads and its end.
        assert_eq!(
            parse_event(b"T05library:;"),
            Ok(Some(Event::CodeObjectsChanged))
        );
        assert_eq!(
            parse_event(b"W02;process:1092"),
            Ok(Some(Event::ProcessExited {
                pid: 0x1092,
                how: ProcessEnd::Code(2)
            }))
        );
        assert_eq!(
            parse_event(b"X06;process:1092"),
            Ok(Some(Event::ProcessExited {
                pid: 0x1092,
                how: ProcessEnd::Signal(6)
            }))
        );
        assert_eq!(
            parse_program(&format!(
                "{};;{}",
                to_hex(b"prog a"),
                to_hex(b"file:///prog")
            )),
            Some(Program {
                command_line: "prog a".into(),
                kernel: String::new(),
                code_objects: vec!["file:///prog".into()],
            })
        );
        assert_eq!(parse_program("-"), None);
        for bad in [
            &b"T"[..],
            b"T0",
            b"T\xff\xfe",
            b"\xc3T05",
            b"T05thread:zz;amdgpu-stop:breakpoint;amdgpu-pc:1;",
            b"T05thread:1;amdgpu-stop:nonsense;amdgpu-pc:1;",
            b"w00",
            b"X9",
            b"Wzz;process:1",
            b"",
        ] {
            // The error quotes the reply it could not read.
            let e = parse_event(bad).unwrap_err().to_string();
            assert!(e.contains("bad stop reply `"), "{}: {e}", Shown(bad));
        }
    }
}
