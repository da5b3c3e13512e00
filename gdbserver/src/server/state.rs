//! Registers (`g`, `G`, `p`, `P`), global memory (`m`, `M`, `x`, `X`), breakpoints and
//! watchpoints (`Z0`/`z0`, `Z2`/`z2`).

use super::*;

impl Server {
    // ----- registers -----

    pub(super) fn read_g(&mut self, arg: &str) -> Reply {
        let (rest, suffix) = split_suffix(arg);
        if !rest.is_empty() {
            return enn(1);
        }
        let Ok(w) = self.thread_for(suffix) else {
            return enn(1);
        };
        let g: Vec<Entry> = {
            let map = self.map_for(&w);
            map.entries[..map.g_count].to_vec()
        };
        // One batched read for the whole block.
        let regs: Vec<Register> = g
            .iter()
            .filter_map(|e| match e.slot {
                Slot::Amd(r) => Some(r),
                Slot::Dummy(_) => None,
            })
            .collect();
        let mut values = self.target.read_registers(w.id, &regs).into_iter();
        let mut out = String::new();
        for e in &g {
            let value = match e.slot {
                Slot::Dummy(_) => Some(vec![0; e.bits as usize / 8]),
                Slot::Amd(_) => values.next().and_then(Result::ok),
            };
            match value {
                Some(b) => out.push_str(&to_hex(&b)),
                // Unavailable bytes, as the protocol spells them.
                None => out.push_str(&"xx".repeat(e.bits as usize / 8)),
            }
        }
        pk(out)
    }

    pub(super) fn write_g(&mut self, arg: &str) -> Reply {
        let (data, suffix) = split_suffix(arg);
        let Ok(w) = self.thread_for(suffix) else {
            return enn(1);
        };
        let Some(bytes) = from_hex(data.as_bytes()) else {
            return enn(1);
        };
        let g: Vec<Entry> = {
            let map = self.map_for(&w);
            map.entries[..map.g_count].to_vec()
        };
        // Exactly the block `g` reads: a shorter or longer one is not this target's.
        if bytes.len() != g.iter().map(|e| e.bits as usize / 8).sum::<usize>() {
            self.log.push(format!(
                "G: {} bytes where the register block has {}",
                bytes.len(),
                g.iter().map(|e| e.bits as usize / 8).sum::<usize>()
            ));
            return enn(1);
        }
        let mut at = 0;
        for e in &g {
            let n = e.bits as usize / 8;
            let chunk = &bytes[at..at + n];
            at += n;
            if let Slot::Amd(r) = e.slot {
                if let Err(err) = self.write_register(w.id, r, chunk) {
                    self.log.push(format!("G: {err}"));
                    return enn(1);
                }
            }
        }
        ok()
    }

    pub(super) fn write_register(
        &mut self,
        wave: WaveId,
        r: Register,
        data: &[u8],
    ) -> Result<(), TargetError> {
        self.changed();
        match self.target.register_writes() {
            Some(wr) => wr.write_register(wave, r, data),
            None => Err(TargetError::Other(
                "the target does not write registers".into(),
            )),
        }
    }

    pub(super) fn read_p(&mut self, arg: &str) -> Reply {
        let (num, suffix) = split_suffix(arg);
        let Ok(w) = self.thread_for(suffix) else {
            return enn(1);
        };
        let Some(n) = parse_hex(num.as_bytes()).and_then(|n| usize::try_from(n).ok()) else {
            return enn(1);
        };
        // Entries are small copies; the map itself is not cloned per packet.
        let Some(e) = self.map_for(&w).entries.get(n).copied() else {
            return enn(0x45);
        };
        match self.read_slot(&w, e.slot, e.bits) {
            Some(b) => pk(to_hex(&b)),
            None => enn(0x0e),
        }
    }

    pub(super) fn write_p(&mut self, arg: &str) -> Reply {
        let (body, suffix) = split_suffix(arg);
        let Some((num, value)) = body.split_once('=') else {
            return enn(1);
        };
        let Ok(w) = self.thread_for(suffix) else {
            return enn(1);
        };
        let (Some(n), Some(data)) = (
            parse_hex(num.as_bytes()).and_then(|n| usize::try_from(n).ok()),
            from_hex(value.as_bytes()),
        ) else {
            return enn(1);
        };
        match self.map_for(&w).entries.get(n).copied() {
            Some(e) if data.len() != e.bits as usize / 8 => enn(1),
            Some(Entry {
                slot: Slot::Amd(r), ..
            }) => match self.write_register(w.id, r, &data) {
                Ok(()) => ok(),
                Err(_) => enn(1),
            },
            Some(_) => ok(),
            None => enn(0x45),
        }
    }

    // ----- memory -----

    pub(super) fn read_global(&mut self, addr: u64, len: usize) -> Result<Vec<u8>, TargetError> {
        let w = self.memory_wave().ok_or(TargetError::NoWave(WaveId(0)))?;
        let mut buf = vec![0u8; len];
        self.target
            .read_memory(w.id, Lane(self.lane), AddressSpace::Global, addr, &mut buf)?;
        Ok(buf)
    }

    pub(super) fn write_global(&mut self, addr: u64, data: &[u8]) -> Result<(), TargetError> {
        let w = self.memory_wave().ok_or(TargetError::NoWave(WaveId(0)))?;
        let lane = Lane(self.lane);
        self.changed();
        match self.target.memory_writes() {
            Some(m) => m.write_memory(w.id, lane, AddressSpace::Global, addr, data),
            None => Err(TargetError::Other(
                "the target does not write memory".into(),
            )),
        }
    }

    pub(super) fn read_m(&mut self, arg: &str) -> Reply {
        let Some((addr, len)) = addr_len(arg) else {
            return enn(1);
        };
        // Hex doubles the size: cap so the reply fits the packet size.
        let len = len.min(MAX_PACKET / 2);
        match self.read_code_view(addr, len) {
            Ok(b) => pk(to_hex(&b)),
            Err(_) => enn(0x0e),
        }
    }

    pub(super) fn read_x(&mut self, arg: &str) -> Reply {
        let Some((addr, len)) = addr_len(arg) else {
            return enn(1);
        };
        if len == 0 {
            // LLDB's probe; answered empty so it uses `m` (rsp-clients.md, d).
            return empty();
        }
        let len = len.min(MAX_PACKET / 2);
        match self.read_code_view(addr, len) {
            Ok(b) => {
                let mut out = b"b".to_vec();
                packet::escape_into(&b, &mut out);
                Reply::Packet(out)
            }
            Err(_) => enn(0x0e),
        }
    }

    pub(super) fn write_m(&mut self, arg: &str) -> Reply {
        let Some((head, data)) = arg.split_once(':') else {
            return enn(1);
        };
        let (Some((addr, len)), Some(bytes)) = (addr_len(head), from_hex(data.as_bytes())) else {
            return enn(1);
        };
        if bytes.len() != len {
            return enn(1);
        }
        match self.write_global(addr, &bytes) {
            Ok(()) => ok(),
            Err(_) => enn(0x0e),
        }
    }

    /// `X`: the packet text holds its binary data as Latin-1 characters (see [`Server::handle`]).
    pub(super) fn write_x_packet(&mut self, arg: &str) -> Reply {
        let Some((head, data)) = arg.split_once(':') else {
            return enn(1);
        };
        let bytes: Vec<u8> = data.chars().map(|c| c as u32 as u8).collect();
        self.write_x(head, &bytes)
    }

    pub(super) fn write_x(&mut self, head: &str, data: &[u8]) -> Reply {
        let Some((addr, len)) = addr_len(head) else {
            return enn(1);
        };
        let Ok(bytes) = packet::unescape(data) else {
            return enn(1);
        };
        if bytes.len() != len {
            return enn(1);
        }
        if len == 0 {
            // GDB's probe for X support.
            return ok();
        }
        match self.write_global(addr, &bytes) {
            Ok(()) => ok(),
            Err(_) => enn(0x0e),
        }
    }

    // ----- breakpoints and watchpoints -----

    /// `Z0,ADDR,KIND` (a breakpoint) and `Z2`/`Z3`/`Z4,ADDR,LEN` (a write, read or access
    /// watchpoint on global memory: the protocol's addresses name no address space,
    /// work-group or lane, so LDS and private memory are not watched over it); other kinds
    /// are unsupported (the empty reply), so clients fall back.
    pub(super) fn insert_point(&mut self, arg: &str) -> Reply {
        match point(arg) {
            Some(('0', addr, _)) => self.insert_bp(addr),
            Some((z, addr, len)) => match watch_region(z, addr, len) {
                Some(r) => self.insert_watch(r),
                None => empty(),
            },
            None => enn(1),
        }
    }

    pub(super) fn remove_point(&mut self, arg: &str) -> Reply {
        match point(arg) {
            Some(('0', addr, _)) => self.remove_bp(addr),
            Some((z, addr, len)) => match watch_region(z, addr, len) {
                Some(r) => self.remove_watch(r),
                None => empty(),
            },
            None => enn(1),
        }
    }

    fn insert_bp(&mut self, addr: u64) -> Reply {
        // The code under the trap, for `m`/`x` (unless a trap is already there).
        let planted = self
            .target
            .breakpoints()
            .is_some_and(|b| b.breakpoint_addresses().contains(&addr));
        let under = if planted {
            None
        } else {
            self.read_global(addr, 4).ok()
        };
        self.changed();
        // The kind (0, 1, 4 from stock clients) means nothing here: AMDGPU's trap is planted.
        match self.target.breakpoints() {
            Some(b) => match b.insert_breakpoint(addr) {
                Ok(()) => {
                    if let Some(u) = under {
                        self.shadows.insert(addr, u);
                    }
                    if !planted {
                        self.conn.planted.insert(addr);
                    }
                    ok()
                }
                Err(e) => typed(&e),
            },
            None => empty(),
        }
    }

    /// Memory as `m`/`x` show it: planted traps replaced by the code under them (as
    /// gdbserver does), so stock clients disassemble the program, not the breakpoints.
    pub(super) fn read_code_view(&mut self, addr: u64, len: usize) -> Result<Vec<u8>, TargetError> {
        let mut b = self.read_global(addr, len)?;
        let end = addr.saturating_add(len as u64);
        for (&at, under) in self.shadows.range(addr.saturating_sub(3)..end) {
            for (i, &byte) in under.iter().enumerate() {
                let a = at + i as u64;
                if a >= addr && a < end {
                    b[(a - addr) as usize] = byte;
                }
            }
        }
        Ok(b)
    }

    fn remove_bp(&mut self, addr: u64) -> Reply {
        self.shadows.remove(&addr);
        self.conn.planted.remove(&addr);
        self.changed();
        match self.target.breakpoints() {
            Some(b) => match b.remove_breakpoint(addr) {
                Ok(()) => ok(),
                Err(e) => typed(&e),
            },
            None => empty(),
        }
    }

    fn insert_watch(&mut self, region: WatchRegion) -> Reply {
        self.changed();
        match self.target.watchpoints() {
            Some(w) => match w.insert_watchpoint(&region) {
                Ok(()) => {
                    self.conn.watched.push(region);
                    ok()
                }
                Err(e) => typed(&e),
            },
            None => empty(),
        }
    }

    fn remove_watch(&mut self, region: WatchRegion) -> Reply {
        self.conn.watched.retain(|r| *r != region);
        self.changed();
        match self.target.watchpoints() {
            Some(w) => match w.remove_watchpoint(&region) {
                Ok(()) => ok(),
                Err(e) => typed(&e),
            },
            None => empty(),
        }
    }
}

/// `TYPE,ADDR,KIND` of `Z`/`z`: the type's digit, the address and the kind (or length).
/// Conditions and commands after `;` are not supported (not advertised).
fn point(arg: &str) -> Option<(char, u64, u64)> {
    let mut f = arg.split(',');
    let (Some(t), Some(a), Some(k), None) = (f.next(), f.next(), f.next(), f.next()) else {
        return None;
    };
    let t = match t.as_bytes() {
        [d @ b'0'..=b'4'] => char::from(*d),
        _ => return None,
    };
    Some((t, parse_hex(a.as_bytes())?, parse_hex(k.as_bytes())?))
}

/// The global watchpoint a `Z2`/`Z3`/`Z4` packet (type `z`) asks for.
fn watch_region(z: char, address: u64, len: u64) -> Option<WatchRegion> {
    let kind = match z {
        '2' => WatchKind::Write,
        '3' => WatchKind::Read,
        '4' => WatchKind::Access,
        _ => return None,
    };
    Some(WatchRegion {
        scope: WatchScope::Global,
        address,
        len,
        kind,
    })
}
