//! The text forms of the AMDGPU extension packets (`docs/gdb-remote.md`): entity lists, stop
//! reasons and typed errors. Both ends use these functions, so the server's encoding and the
//! client's decoding cannot drift apart; every decoder returns `None` on malformed input.

use amdgpu::target::{
    Agent, AgentDetails, AgentId, Dispatch, DispatchDetails, DispatchId, FaultKind,
    LoadedCodeObject, Queue, QueueDetails, QueueId, QueueKind, StopReason, TargetError, Wave,
    WaveId, WaveState,
};
use amdgpu::target::{
    BackSearch, Executed, FoundBack, Lane, LastWrite, RecordStatus, WatchKind, WatchScope,
};
use amdgpu::{AddressSpace, Register, WaveSize};

use crate::packet::{from_hex, parse_hex, to_hex};

/// Splits `text` at `sep` into exactly `N` fields.
fn fields<const N: usize>(text: &str, sep: char) -> Option<[&str; N]> {
    let v: Vec<&str> = text.split(sep).collect();
    v.try_into().ok()
}

fn hex(s: &str) -> Option<u64> {
    parse_hex(s.as_bytes())
}

fn hex32(s: &str) -> Option<u32> {
    u32::try_from(hex(s)?).ok()
}

fn text_from_hex(s: &str) -> Option<String> {
    String::from_utf8(from_hex(s.as_bytes())?).ok()
}

/// `id,gpu_id,hex(processor)`.
pub fn agent(a: &Agent) -> String {
    let mut s = format!(
        "{:x},{:x},{}",
        a.id.0,
        a.gpu_id,
        to_hex(a.processor.as_bytes())
    );
    // The device, when the target knows it: `,NAME,CORES,THREADS,LOCATION`.
    if let Some(d) = &a.details {
        s.push_str(&format!(
            ",{},{:x},{:x},{}",
            to_hex(d.device_name.as_bytes()),
            d.cores,
            d.threads,
            to_hex(d.location.as_bytes())
        ));
    }
    s
}

/// Inverse of [`agent`].
pub fn parse_agent(s: &str) -> Option<Agent> {
    let (id, gpu, p, details) = match s.split(',').count() {
        3 => {
            let [id, gpu, p] = fields(s, ',')?;
            (id, gpu, p, None)
        }
        _ => {
            let [id, gpu, p, name, cores, threads, location] = fields(s, ',')?;
            let d = AgentDetails {
                device_name: text_from_hex(name)?,
                cores: hex32(cores)?,
                threads: hex32(threads)?,
                location: text_from_hex(location)?,
            };
            (id, gpu, p, Some(d))
        }
    };
    Some(Agent {
        id: AgentId(hex32(id)?),
        gpu_id: hex32(gpu)?,
        processor: text_from_hex(p)?,
        details,
    })
}

/// `id,agent,hw_id`, and `,KIND,READ,WRITE,SIZE,ADDRESS` when the target knows the queue's
/// state (KIND as amd-dbgapi numbers it, [`QueueKind::dbgapi_number`]).
pub fn queue(q: &Queue) -> String {
    let mut s = format!("{:x},{:x},{:x}", q.id.0, q.agent.0, q.hw_id);
    if let Some(d) = &q.details {
        s.push_str(&format!(
            ",{:x},{:x},{:x},{:x},{:x}",
            d.kind.dbgapi_number(),
            d.read,
            d.write,
            d.size,
            d.address
        ));
    }
    s
}

/// Inverse of [`queue`].
pub fn parse_queue(s: &str) -> Option<Queue> {
    let all: Vec<&str> = s.split(',').collect();
    let details = match all.len() {
        3 => None,
        8 => {
            let [kind, read, write, size, address] = all[3..].try_into().ok()?;
            Some(QueueDetails {
                kind: QueueKind::from_dbgapi(hex32(kind)?),
                read: hex(read)?,
                write: hex(write)?,
                size: hex(size)?,
                address: hex(address)?,
            })
        }
        _ => return None,
    };
    Some(Queue {
        id: QueueId(hex32(all[0])?),
        agent: AgentId(hex32(all[1])?),
        hw_id: hex32(all[2])?,
        details,
    })
}

/// `id,queue,agent,packet,gx,gy,gz,bx,by,bz,hex(kernel)` (kernel `-` when unknown), and
/// `,HEADER,PRIVATE,GROUP,DESCRIPTOR,KERNARG,SIGNAL` when the target knows the packet (HEADER
/// holds the barrier bit and fence scopes where an AQL header has them).
pub fn dispatch(d: &Dispatch) -> String {
    let mut s = format!(
        "{:x},{:x},{:x},{:x},{:x},{:x},{:x},{:x},{:x},{:x},{}",
        d.id.0,
        d.queue.0,
        d.agent.0,
        d.packet_id,
        d.grid[0],
        d.grid[1],
        d.grid[2],
        d.group[0],
        d.group[1],
        d.group[2],
        d.kernel
            .as_deref()
            .map_or_else(|| "-".to_string(), |k| to_hex(k.as_bytes()))
    );
    if let Some(x) = &d.details {
        let header = u16::from(x.barrier) << 8 | x.acquire.bits() << 9 | x.release.bits() << 11;
        s.push_str(&format!(
            ",{header:x},{:x},{:x},{:x},{:x},{:x}",
            x.private_segment_size,
            x.group_segment_size,
            x.kernel_descriptor,
            x.kernel_arguments,
            x.completion_signal
        ));
    }
    s
}

/// Inverse of [`dispatch`].
pub fn parse_dispatch(s: &str) -> Option<Dispatch> {
    let all: Vec<&str> = s.split(',').collect();
    let (base, details) = match all.len() {
        11 => (&all[..], None),
        17 => {
            let [header, private, group, kd, kernarg, signal] = all[11..].try_into().ok()?;
            let (barrier, acquire, release) =
                DispatchDetails::header_fences(u16::try_from(hex(header)?).ok()?);
            let d = DispatchDetails {
                barrier,
                acquire,
                release,
                private_segment_size: hex32(private)?,
                group_segment_size: hex32(group)?,
                kernel_descriptor: hex(kd)?,
                kernel_arguments: hex(kernarg)?,
                completion_signal: hex(signal)?,
            };
            (&all[..11], Some(d))
        }
        _ => return None,
    };
    let [id, q, a, p, gx, gy, gz, bx, by, bz, k]: [&str; 11] = base.try_into().ok()?;
    Some(Dispatch {
        id: DispatchId(hex32(id)?),
        queue: QueueId(hex32(q)?),
        agent: AgentId(hex32(a)?),
        packet_id: hex(p)?,
        grid: [hex32(gx)?, hex32(gy)?, hex32(gz)?],
        group: [hex32(bx)?, hex32(by)?, hex32(bz)?],
        kernel: if k == "-" {
            None
        } else {
            Some(text_from_hex(k)?)
        },
        details,
    })
}

/// `id,agent,queue,dispatch,gx,gy,gz,wave_in_group,lanes,state,pc,reason` with state `r`
/// (running), `s` (stopped) or `x` (exited), and reason as [`stop_reason`] or `-`.
pub fn wave(w: &Wave) -> String {
    let state = match w.state {
        WaveState::Running => 'r',
        WaveState::Stopped => 's',
        WaveState::Exited => 'x',
    };
    format!(
        "{:x},{:x},{:x},{:x},{:x},{:x},{:x},{:x},{:x},{state},{:x},{}",
        w.id.0,
        w.agent.0,
        w.queue.0,
        w.dispatch.0,
        w.group[0],
        w.group[1],
        w.group[2],
        w.wave_in_group,
        w.wave_size.lanes(),
        w.pc,
        w.stop_reason
            .as_ref()
            .map_or_else(|| "-".to_string(), stop_reason)
    )
}

/// Inverse of [`wave`].
pub fn parse_wave(s: &str) -> Option<Wave> {
    let [id, a, q, d, gx, gy, gz, wig, lanes, state, pc, reason] = fields(s, ',')?;
    Some(Wave {
        id: WaveId(hex32(id)?),
        agent: AgentId(hex32(a)?),
        queue: QueueId(hex32(q)?),
        dispatch: DispatchId(hex32(d)?),
        group: [hex32(gx)?, hex32(gy)?, hex32(gz)?],
        wave_in_group: hex32(wig)?,
        wave_size: WaveSize::from_lanes(hex32(lanes)?)?,
        state: match state {
            "r" => WaveState::Running,
            "s" => WaveState::Stopped,
            "x" => WaveState::Exited,
            _ => return None,
        },
        pc: hex(pc)?,
        stop_reason: if reason == "-" {
            None
        } else {
            Some(parse_stop_reason(reason)?)
        },
    })
}

/// `agent,load_base,hex(uri)`.
pub fn code_object(c: &LoadedCodeObject) -> String {
    format!(
        "{:x},{:x},{}",
        c.agent.0,
        c.load_base,
        to_hex(c.uri.as_bytes())
    )
}

/// Inverse of [`code_object`].
pub fn parse_code_object(s: &str) -> Option<LoadedCodeObject> {
    let [a, base, uri] = fields(s, ',')?;
    Some(LoadedCodeObject {
        agent: AgentId(hex32(a)?),
        load_base: hex(base)?,
        uri: text_from_hex(uri)?,
    })
}

fn fault_kind(k: FaultKind) -> &'static str {
    k.token()
}

fn parse_fault_kind(s: &str) -> Option<FaultKind> {
    FaultKind::from_token(s)
}

/// A stop reason in one `;`/`:`-free token ([`StopReason::token`], the one text form).
pub fn stop_reason(r: &StopReason) -> String {
    r.token()
}

/// Inverse of [`stop_reason`].
pub fn parse_stop_reason(s: &str) -> Option<StopReason> {
    StopReason::from_token(s)
}

/// A watchpoint kind as the `Z` packets name it.
fn watch_kind(k: WatchKind) -> &'static str {
    match k {
        WatchKind::Write => "watch",
        WatchKind::Read => "rwatch",
        WatchKind::Access => "awatch",
    }
}

/// The typed error reply of an extension packet: `E.` followed by a token the client turns
/// back into the same [`TargetError`], so remote error messages read as local ones.
pub fn target_error(e: &TargetError) -> String {
    let body = match e {
        TargetError::NoWave(w) => format!("nowave:{:x}", w.0),
        TargetError::NoLane { wave, lane, size } => {
            format!("nolane:{:x},{:x},{size:x}", wave.0, lane.0)
        }
        TargetError::NoRegister(r) => format!("noreg:{r}"),
        TargetError::RegisterSize {
            register,
            expected,
            got,
        } => format!("regsize:{register},{expected:x},{got:x}"),
        TargetError::Memory {
            space,
            address,
            kind,
        } => format!("mem:{},{address:x},{}", space.name(), fault_kind(*kind)),
        TargetError::NotStopped(w) => format!("notstopped:{:x}", w.0),
        TargetError::Exited(w) => format!("exited:{:x}", w.0),
        TargetError::BadBreakpoint(a) => format!("badbp:{a:x}"),
        TargetError::WatchUnsupported { space, kind } => {
            format!("nowatch:{},{}", space.name(), watch_kind(*kind))
        }
        TargetError::Lost(m) => format!("lost:{}", to_hex(m.as_bytes())),
        TargetError::Other(m) => format!("other:{}", to_hex(m.as_bytes())),
    };
    format!("E.{body}")
}

/// Inverse of [`target_error`] (given the text after `E.`); anything else becomes
/// [`TargetError::Other`] naming the reply.
pub fn parse_target_error(s: &str) -> TargetError {
    let parsed = (|| {
        let (kind, args) = s.split_once(':')?;
        let wave = |a: &str| Some(WaveId(hex32(a)?));
        Some(match kind {
            "nowave" => TargetError::NoWave(wave(args)?),
            "nolane" => {
                let [w, l, n] = fields(args, ',')?;
                TargetError::NoLane {
                    wave: wave(w)?,
                    lane: amdgpu::target::Lane(hex32(l)?),
                    size: hex32(n)?,
                }
            }
            "noreg" => TargetError::NoRegister(Register::parse(args).ok()?),
            "regsize" => {
                let [r, e, g] = fields(args, ',')?;
                TargetError::RegisterSize {
                    register: Register::parse(r).ok()?,
                    expected: usize::try_from(hex(e)?).ok()?,
                    got: usize::try_from(hex(g)?).ok()?,
                }
            }
            "mem" => {
                let [sp, a, k] = fields(args, ',')?;
                TargetError::Memory {
                    space: AddressSpace::parse(sp).ok()?,
                    address: hex(a)?,
                    kind: parse_fault_kind(k)?,
                }
            }
            "notstopped" => TargetError::NotStopped(wave(args)?),
            "exited" => TargetError::Exited(wave(args)?),
            "badbp" => TargetError::BadBreakpoint(hex(args)?),
            "nowatch" => {
                let [sp, k] = fields(args, ',')?;
                TargetError::WatchUnsupported {
                    space: AddressSpace::parse(sp).ok()?,
                    kind: [WatchKind::Write, WatchKind::Read, WatchKind::Access]
                        .into_iter()
                        .find(|x| watch_kind(*x) == k)?,
                }
            }
            "lost" => TargetError::Lost(text_from_hex(args)?),
            "other" => TargetError::Other(text_from_hex(args)?),
            _ => return None,
        })
    })();
    parsed.unwrap_or_else(|| TargetError::Other(format!("remote error E.{s}")))
}

/// A recording's state: `oldest,position,end,snapshots,bytes,budget,dropped` (hex, dropped
/// `0`/`1`).
pub fn record_status(r: &RecordStatus) -> String {
    format!(
        "{:x},{:x},{:x},{:x},{:x},{:x},{}",
        r.oldest,
        r.position,
        r.end,
        r.snapshots,
        r.bytes,
        r.budget,
        u8::from(r.dropped)
    )
}

/// Inverse of [`record_status`].
pub fn parse_record_status(s: &str) -> Option<RecordStatus> {
    let [oldest, position, end, snapshots, bytes, budget, dropped] = fields(s, ',')?;
    Some(RecordStatus {
        oldest: hex(oldest)?,
        position: hex(position)?,
        end: hex(end)?,
        snapshots: usize::try_from(hex(snapshots)?).ok()?,
        bytes: hex(bytes)?,
        budget: hex(budget)?,
        dropped: match dropped {
            "0" => false,
            "1" => true,
            _ => return None,
        },
    })
}

/// The most bytes a `qAMDGPU.record-log` reply carries: the one reply allowed past
/// [`crate::packet::MAX_PACKET`], because a reverse walk reads the log by the hundred
/// thousand instructions and each round trip costs more than the bytes.
pub const RECORD_LOG_BYTES: usize = 0x40000;

/// Writes a piece of the recorded history's log in its dense form (`qAMDGPU.record-log`):
/// the first instruction's number, then `;`-separated runs of one wave, `WAVE:PC` (`-` when
/// the PC is not kept) followed by `,D` for each further instruction of that wave, D the
/// signed hex distance from the run's last known PC (`.` when not kept). Straight code
/// costs two bytes an instruction.
#[derive(Debug)]
pub struct LogWriter {
    out: String,
    limit: usize,
    wave: Option<WaveId>,
    pc: Option<u64>,
}

impl LogWriter {
    /// A log piece starting at instruction `first`, at most `limit` bytes long.
    pub fn new(first: u64, limit: usize) -> LogWriter {
        LogWriter {
            out: format!("{first:x}"),
            limit,
            wave: None,
            pc: None,
        }
    }

    /// Appends the next instruction; `false`, with nothing appended, when it would pass
    /// the limit.
    pub fn push(&mut self, e: &Executed) -> bool {
        use std::fmt::Write;
        let mark = self.out.len();
        let same_wave = self.wave == Some(e.wave);
        match (same_wave, self.pc, e.pc) {
            (true, _, None) => self.out.push_str(",."),
            (true, Some(last), Some(pc)) => {
                let d = pc.wrapping_sub(last) as i64;
                let _ = if d < 0 {
                    write!(self.out, ",-{:x}", d.unsigned_abs())
                } else {
                    write!(self.out, ",{d:x}")
                };
            }
            _ => {
                let _ = write!(self.out, ";{:x}:", e.wave.0);
                match e.pc {
                    Some(pc) => {
                        let _ = write!(self.out, "{pc:x}");
                    }
                    None => self.out.push('-'),
                }
            }
        }
        if self.out.len() > self.limit {
            self.out.truncate(mark);
            return false;
        }
        if !same_wave || e.pc.is_some() {
            self.pc = e.pc;
        }
        self.wave = Some(e.wave);
        true
    }

    /// The reply.
    pub fn finish(self) -> String {
        self.out
    }
}

/// A search back through the recorded log (`qAMDGPU.record-find`):
/// `BEFORE,NOT_BEFORE,UNTIL` then `;PC` for each address (hex).
pub fn back_search(s: &BackSearch) -> String {
    let mut out = format!("{:x},{:x},{:x}", s.before, s.not_before, s.until);
    for pc in &s.pcs {
        out.push_str(&format!(";{pc:x}"));
    }
    out
}

/// Inverse of [`back_search`].
pub fn parse_back_search(s: &str) -> Option<BackSearch> {
    let mut parts = s.split(';');
    let [before, not_before, until] = fields(parts.next()?, ',')?;
    Some(BackSearch {
        before: hex(before)?,
        not_before: hex(not_before)?,
        until: hex(until)?,
        pcs: parts.map(hex).collect::<Option<Vec<u64>>>()?,
    })
}

/// What a search back found: `TIME,WAVE,PC,NEXT` (hex; NEXT `-` when none).
pub fn found_back(f: &FoundBack) -> String {
    let next = f
        .next_pc
        .map_or_else(|| "-".to_string(), |p| format!("{p:x}"));
    format!("{:x},{:x},{:x},{next}", f.time, f.wave.0, f.pc)
}

/// Inverse of [`found_back`].
pub fn parse_found_back(s: &str) -> Option<FoundBack> {
    let [time, wave, pc, next] = fields(s, ',')?;
    Some(FoundBack {
        time: hex(time)?,
        wave: WaveId(hex32(wave)?),
        pc: hex(pc)?,
        next_pc: if next == "-" { None } else { Some(hex(next)?) },
    })
}

/// Inverse of [`LogWriter`]: the first instruction's number and the instructions. A
/// byte-level reader: a piece holds a hundred thousand instructions.
pub fn parse_record_log(s: &str) -> Option<(u64, Vec<Executed>)> {
    let mut r = LogReader {
        bytes: s.as_bytes(),
        at: 0,
    };
    let first = r.number()?;
    let mut log = Vec::with_capacity(s.len() / 2);
    // The run's wave and last known PC.
    let mut run: Option<(WaveId, Option<u64>)> = None;
    while let Some(sep) = r.byte() {
        match (sep, run) {
            (b';', _) => {
                let wave = WaveId(u32::try_from(r.number()?).ok()?);
                (r.byte()? == b':').then_some(())?;
                let pc = if r.peek() == Some(b'-') {
                    r.at += 1;
                    None
                } else {
                    Some(r.number()?)
                };
                log.push(Executed { wave, pc });
                run = Some((wave, pc));
            }
            (b',', Some((wave, last))) => {
                let pc = match r.peek()? {
                    b'.' => {
                        r.at += 1;
                        log.push(Executed { wave, pc: None });
                        continue;
                    }
                    b'-' => {
                        r.at += 1;
                        last?.wrapping_sub(r.number()?)
                    }
                    _ => last?.wrapping_add(r.number()?),
                };
                log.push(Executed { wave, pc: Some(pc) });
                run = Some((wave, Some(pc)));
            }
            _ => return None,
        }
    }
    Some((first, log))
}

/// A cursor over a [`LogWriter`] text.
struct LogReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl LogReader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn byte(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.at += 1;
        Some(b)
    }

    /// A hex number of 1 to 16 digits.
    fn number(&mut self) -> Option<u64> {
        let mut n: u64 = 0;
        let start = self.at;
        while let Some(d) = self.peek().and_then(|b| (b as char).to_digit(16)) {
            if self.at - start == 16 {
                return None;
            }
            n = n << 4 | u64::from(d);
            self.at += 1;
        }
        (self.at > start).then_some(n)
    }
}

/// What a watch or last-write search names: `g` (global), `l.WAVE` (the wave's work-group
/// LDS), `p.WAVE.LANE` (a lane's private memory), `w.WAVE` (the wave's private memory).
pub fn watch_scope(s: &WatchScope) -> String {
    match s {
        WatchScope::Global => "g".into(),
        WatchScope::Local { wave } => format!("l.{:x}", wave.0),
        WatchScope::PrivateLane { wave, lane } => format!("p.{:x}.{:x}", wave.0, lane.0),
        WatchScope::PrivateWave { wave } => format!("w.{:x}", wave.0),
    }
}

/// Inverse of [`watch_scope`].
pub fn parse_watch_scope(s: &str) -> Option<WatchScope> {
    let parts: Vec<&str> = s.split('.').collect();
    Some(match parts.as_slice() {
        ["g"] => WatchScope::Global,
        ["l", w] => WatchScope::Local {
            wave: WaveId(hex32(w)?),
        },
        ["p", w, l] => WatchScope::PrivateLane {
            wave: WaveId(hex32(w)?),
            lane: Lane(hex32(l)?),
        },
        ["w", w] => WatchScope::PrivateWave {
            wave: WaveId(hex32(w)?),
        },
        _ => return None,
    })
}

/// A last write found: `TIME;LANE,LANE…` (hex; no lanes for a scalar store).
pub fn last_write(w: &LastWrite) -> String {
    let lanes: Vec<String> = w.lanes.iter().map(|l| format!("{:x}", l.0)).collect();
    format!("{:x};{}", w.time, lanes.join(","))
}

/// Inverse of [`last_write`].
pub fn parse_last_write(s: &str) -> Option<LastWrite> {
    let (time, lanes) = s.split_once(';')?;
    Some(LastWrite {
        time: hex(time)?,
        lanes: lanes
            .split(',')
            .filter(|l| !l.is_empty())
            .map(|l| hex32(l).map(Lane))
            .collect::<Option<Vec<_>>>()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use amdgpu::target::Lane;

    #[test]
    fn errors_round_trip() {
        let all = [
            TargetError::NoWave(WaveId(3)),
            TargetError::NoLane {
                wave: WaveId(1),
                lane: Lane(70),
                size: 64,
            },
            TargetError::NoRegister(Register::Agpr(3)),
            TargetError::RegisterSize {
                register: Register::Vgpr(0),
                expected: 256,
                got: 4,
            },
            TargetError::Memory {
                space: AddressSpace::Local,
                address: 0x10,
                kind: FaultKind::Unmapped,
            },
            TargetError::NotStopped(WaveId(2)),
            TargetError::Exited(WaveId(2)),
            TargetError::BadBreakpoint(0x7000),
            TargetError::Other("a; b # c".into()),
        ];
        for e in all {
            let s = target_error(&e);
            assert_eq!(parse_target_error(&s[2..]), e, "{s}");
        }
        assert!(matches!(parse_target_error("zzz"), TargetError::Other(_)));
    }

    #[test]
    fn entities_round_trip() {
        let w = Wave {
            id: WaveId(12),
            agent: AgentId(1),
            queue: QueueId(1),
            dispatch: DispatchId(1),
            group: [3, 0, 1],
            wave_in_group: 2,
            wave_size: WaveSize::Wave32,
            state: WaveState::Stopped,
            stop_reason: Some(StopReason::Trap(2)),
            pc: 0x7000_0000_1000,
        };
        assert_eq!(parse_wave(&wave(&w)), Some(w));
        let d = Dispatch {
            id: DispatchId(1),
            queue: QueueId(1),
            agent: AgentId(1),
            packet_id: 0,
            kernel: Some("_Z5scalePf".into()),
            grid: [256, 1, 1],
            group: [64, 1, 1],
            details: None,
        };
        assert_eq!(parse_dispatch(&dispatch(&d)), Some(d.clone()));
        let e = Dispatch {
            details: Some(DispatchDetails {
                barrier: true,
                acquire: amdgpu::target::FenceScope::System,
                release: amdgpu::target::FenceScope::Agent,
                private_segment_size: 48,
                group_segment_size: 1024,
                kernel_descriptor: 0x7000_0000_0440,
                kernel_arguments: 0x1_0000,
                completion_signal: 0,
            }),
            ..d
        };
        assert_eq!(parse_dispatch(&dispatch(&e)), Some(e));
        let q = Queue {
            id: QueueId(2),
            agent: AgentId(1),
            hw_id: 1,
            details: None,
        };
        assert_eq!(parse_queue(&queue(&q)), Some(q.clone()));
        let r = Queue {
            details: Some(QueueDetails {
                kind: QueueKind::HsaCooperative,
                read: 3,
                write: 4,
                size: 4096,
                address: 0x1100,
            }),
            ..q
        };
        assert_eq!(parse_queue(&queue(&r)), Some(r));
        assert_eq!(parse_queue("1,1,0,1,2"), None);
        let r = RecordStatus {
            oldest: 3,
            position: 40,
            end: 41,
            snapshots: 2,
            bytes: 4096,
            budget: 1 << 30,
            dropped: true,
        };
        assert_eq!(parse_record_status(&record_status(&r)), Some(r));
        let log = [
            (7, Some(0x7000_0000_1000)),
            (7, Some(0x7000_0000_1004)),
            (7, Some(0x7000_0000_100c)),
            (7, None),
            (7, Some(0x7000_0000_0f00)),
            (7, Some(0x7000_0000_0f00)),
            (1, None),
            (1, Some(0x10)),
            (1, Some(u64::MAX)),
            (1, Some(0)),
            (2, Some(0x10)),
        ]
        .map(|(w, pc)| Executed {
            wave: WaveId(w),
            pc,
        });
        let mut w = LogWriter::new(0x1234, 1 << 20);
        assert!(log.iter().all(|e| w.push(e)));
        let text = w.finish();
        assert_eq!(parse_record_log(&text), Some((0x1234, log.to_vec())));
        assert_eq!(text, "1234;7:700000001000,4,8,.,-10c,0;1:-;1:10,-11,1;2:10");
        // A piece stops whole at its limit.
        let mut w = LogWriter::new(0, 24);
        let kept = log.iter().take_while(|e| w.push(e)).count();
        let text = w.finish();
        assert!(text.len() <= 24 && kept < log.len(), "{text}");
        assert_eq!(parse_record_log(&text), Some((0, log[..kept].to_vec())));
        let search = BackSearch {
            pcs: vec![0x7000_0000_1000, 0x10],
            before: 0x500,
            not_before: 3,
            until: 0x900,
        };
        assert_eq!(parse_back_search(&back_search(&search)), Some(search));
        for f in [
            FoundBack {
                time: 9,
                wave: WaveId(2),
                pc: 0x1000,
                next_pc: None,
            },
            FoundBack {
                time: 0,
                wave: WaveId(1),
                pc: 4,
                next_pc: Some(4),
            },
        ] {
            assert_eq!(parse_found_back(&found_back(&f)), Some(f));
        }
        assert_eq!(parse_back_search("1,2"), None);
        assert_eq!(parse_back_search("1,2,3;zz"), None);
        for bad in ["", "x", "0;", "0;1", "0;1:", "0;1:-,4", "0;1:4,zz", "0;q:4"] {
            assert_eq!(parse_record_log(bad), None, "{bad}");
        }
        for s in [
            WatchScope::Global,
            WatchScope::Local { wave: WaveId(2) },
            WatchScope::PrivateLane {
                wave: WaveId(3),
                lane: Lane(31),
            },
            WatchScope::PrivateWave { wave: WaveId(4) },
        ] {
            assert_eq!(parse_watch_scope(&watch_scope(&s)), Some(s));
        }
        let w = LastWrite {
            time: 1119,
            lanes: vec![Lane(0), Lane(5)],
        };
        assert_eq!(parse_last_write(&last_write(&w)), Some(w));
        assert_eq!(parse_watch_scope("p.1"), None);
        let a = Agent {
            id: AgentId(1),
            processor: "gfx90a".into(),
            gpu_id: 1,
            details: None,
        };
        assert_eq!(parse_agent(&agent(&a)), Some(a.clone()));
        let gfx90a = amdgpu::Processor::by_name("gfx90a").unwrap();
        let b = Agent {
            details: Some(AgentDetails::simulated(gfx90a)),
            ..a
        };
        assert_eq!(parse_agent(&agent(&b)), Some(b));
        let c = LoadedCodeObject {
            agent: AgentId(1),
            uri: "file:///a,b#offset=0&size=3".into(),
            load_base: 0x7000_0000_0000,
        };
        assert_eq!(parse_code_object(&code_object(&c)), Some(c));
        assert_eq!(parse_wave("1,2"), None);
    }
}
