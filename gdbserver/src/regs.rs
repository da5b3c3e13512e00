//! The stub's register numbering, its target description (`target.xml`, GDB manual "Target
//! Descriptions") and LLDB's `qRegisterInfoN` answers, all derived from one list built from
//! [`amdgpu::Register`]'s catalogue: no register name is spelled here.
//!
//! Which registers a wave has is asked of the target (a register it cannot read at its
//! [`Register::byte_size`] is left out: AGPRs on processors without them, a 64-bit
//! `xnack_mask` on wave32), so the description follows the processor and wave size.
//!
//! With [`Identity::Aarch64`] (`--compat aarch64`, see `shared/notes/rsp-clients.md` c2/d4)
//! the list starts with the dummy registers of GDB's `org.gnu.gdb.aarch64.core` feature,
//! whose `pc` is the wave's PC; stock gdb-multiarch and LLDB then show the AMDGPU registers
//! that follow, vectors as arrays.

use std::fmt::Write as _;

use amdgpu::{Register, WaveSize};

/// Which architecture the stub says it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Identity {
    /// `amdgcn-amd-amdhsa`: the truth, for hdb's own client.
    #[default]
    Amdgcn,
    /// `aarch64-unknown-linux-gnu` with dummy core registers: the opt-in disguise for stock
    /// clients.
    Aarch64,
}

impl Identity {
    /// The triple `qHostInfo`/`qProcessInfo` report.
    pub fn triple(self) -> &'static str {
        match self {
            Identity::Amdgcn => "amdgcn-amd-amdhsa",
            Identity::Aarch64 => "aarch64-unknown-linux-gnu",
        }
    }
}

/// What one register number holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// An AMDGPU register of the wave.
    Amd(Register),
    /// A disguise register that reads as zeros and ignores writes.
    Dummy(&'static str),
}

/// One register of the numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// What it holds.
    pub slot: Slot,
    /// Its size in bits.
    pub bits: u32,
    /// Its byte offset in the `g` packet (LLDB's `offset:`), counting every register.
    pub offset: u32,
}

impl Entry {
    /// The name clients show.
    pub fn name(&self) -> String {
        match self.slot {
            Slot::Amd(r) => r.to_string(),
            Slot::Dummy(n) => n.to_string(),
        }
    }
}

/// Halves of wider registers: views, not registers of their own in a description.
fn is_half(r: Register) -> bool {
    matches!(
        r,
        Register::ExecLo
            | Register::ExecHi
            | Register::VccLo
            | Register::VccHi
            | Register::FlatScratchLo
            | Register::FlatScratchHi
            | Register::XnackMaskLo
            | Register::XnackMaskHi
    )
}

/// The disguise's core feature: x0..x30, sp, pc, cpsr (GDB's aarch64-core.xml names).
const AARCH64_X: [&str; 31] = [
    "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "x11", "x12", "x13", "x14",
    "x15", "x16", "x17", "x18", "x19", "x20", "x21", "x22", "x23", "x24", "x25", "x26", "x27",
    "x28", "x29", "x30",
];

/// The register numbering for one wave size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegisterMap {
    /// The registers, by number.
    pub entries: Vec<Entry>,
    /// How many leading registers the `g` packet carries (kept short: GDB fetches the rest
    /// with `p`, and a long `g` kills a client that falls back to i386).
    pub g_count: usize,
    /// The wave size.
    pub wave_size: WaveSize,
    /// The identity.
    pub identity: Identity,
}

impl RegisterMap {
    /// The numbering for a wave of `wave_size` whose readable registers `has` says.
    pub fn new(
        identity: Identity,
        wave_size: WaveSize,
        mut has: impl FnMut(Register) -> bool,
    ) -> Self {
        let mut entries = Vec::new();
        let mut offset = 0;
        let mut push = |slot: Slot, bits: u32, entries: &mut Vec<Entry>| {
            entries.push(Entry { slot, bits, offset });
            offset += bits / 8;
        };
        let bits = |r: Register| r.byte_size(wave_size) * 8;
        let g_count;
        match identity {
            Identity::Amdgcn => {
                for r in Register::all().filter(|&r| !is_half(r) && has(r)) {
                    push(Slot::Amd(r), bits(r), &mut entries);
                }
                // pc, exec, vcc, m0, status, mode, trapsts: what a stop needs at once.
                g_count = entries
                    .iter()
                    .position(|e| e.slot == Slot::Amd(Register::Trapsts))
                    .map_or(1, |i| i + 1);
            }
            Identity::Aarch64 => {
                for x in AARCH64_X {
                    push(Slot::Dummy(x), 64, &mut entries);
                }
                push(Slot::Dummy("sp"), 64, &mut entries);
                push(Slot::Amd(Register::Pc), 64, &mut entries);
                push(Slot::Dummy("cpsr"), 32, &mut entries);
                g_count = entries.len();
                for r in Register::all().filter(|&r| !is_half(r) && r != Register::Pc && has(r)) {
                    push(Slot::Amd(r), bits(r), &mut entries);
                }
            }
        }
        RegisterMap {
            entries,
            g_count,
            wave_size,
            identity,
        }
    }

    /// The number of an AMDGPU register, if the map has it.
    pub fn number_of(&self, r: Register) -> Option<usize> {
        self.entries.iter().position(|e| e.slot == Slot::Amd(r))
    }

    fn vector_type(&self) -> String {
        format!("vec{}i32", self.wave_size.lanes())
    }

    fn xml_type(&self, e: &Entry) -> String {
        match e.slot {
            Slot::Dummy("sp") => "data_ptr".into(),
            Slot::Dummy(_) => format!("int{}", e.bits),
            Slot::Amd(Register::Pc) => "code_ptr".into(),
            Slot::Amd(r) if !r.fields().is_empty() => format!("{r}_flags"),
            Slot::Amd(r) if r.is_vector() => self.vector_type(),
            Slot::Amd(_) => format!("uint{}", e.bits),
        }
    }

    /// `target.xml` for the processor (`<architecture>` only in the disguise: GDB drops a
    /// whole description naming an architecture it lacks, rsp-clients.md (b)).
    pub fn target_xml(&self, processor: &str) -> String {
        let mut s = String::from("<?xml version=\"1.0\"?>\n<!DOCTYPE target SYSTEM \"gdb-target.dtd\">\n<target version=\"1.0\">\n");
        let lanes = self.wave_size.lanes();
        let amd_start = match self.identity {
            Identity::Amdgcn => 0,
            Identity::Aarch64 => {
                s.push_str("  <architecture>aarch64</architecture>\n");
                s.push_str("  <feature name=\"org.gnu.gdb.aarch64.core\">\n");
                for (i, e) in self.entries[..self.g_count].iter().enumerate() {
                    let _ = writeln!(
                        s,
                        "    <reg name=\"{}\" bitsize=\"{}\" type=\"{}\" regnum=\"{i}\"/>",
                        e.name(),
                        e.bits,
                        self.xml_type(e)
                    );
                }
                s.push_str("  </feature>\n");
                self.g_count
            }
        };
        let _ = writeln!(
            s,
            "  <feature name=\"org.hdb.amdgpu.{processor}.wave{lanes}\">"
        );
        let _ = writeln!(
            s,
            "    <vector id=\"{}\" type=\"int32\" count=\"{lanes}\"/>",
            self.vector_type()
        );
        // status, mode and trapsts as flags types, their fields from amdgpu's table.
        for r in [Register::Status, Register::Mode, Register::Trapsts] {
            let _ = writeln!(s, "    <flags id=\"{r}_flags\" size=\"4\">");
            for f in r.fields() {
                let _ = writeln!(
                    s,
                    "      <field name=\"{}\" start=\"{}\" end=\"{}\"/>",
                    f.name, f.lo, f.hi
                );
            }
            s.push_str("    </flags>\n");
        }
        for (i, e) in self.entries.iter().enumerate().skip(amd_start) {
            let extra = match e.slot {
                Slot::Amd(r) if r.is_vector() => {
                    " encoding=\"vector\" format=\"vector-uint32\" group=\"vector\""
                }
                _ => "",
            };
            let _ = writeln!(
                s,
                "    <reg name=\"{}\" bitsize=\"{}\" type=\"{}\" regnum=\"{i}\"{extra}/>",
                e.name(),
                e.bits,
                self.xml_type(e)
            );
        }
        s.push_str("  </feature>\n</target>\n");
        s
    }

    /// LLDB's `qRegisterInfoN` answer for register `n`, or `None` past the end.
    pub fn lldb_info(&self, n: usize) -> Option<String> {
        let e = self.entries.get(n)?;
        let (encoding, format, set) = match e.slot {
            Slot::Amd(r) if r.is_vector() => ("vector", "vector-uint32", "Vector Registers"),
            Slot::Amd(Register::Sgpr(_)) => ("uint", "hex", "Scalar Registers"),
            _ => ("uint", "hex", "General Purpose Registers"),
        };
        let mut s = format!(
            "name:{};bitsize:{};offset:{};encoding:{encoding};format:{format};set:{set};",
            e.name(),
            e.bits,
            e.offset
        );
        if let Slot::Amd(r) = e.slot {
            if let Some(d) = r.dwarf_number(self.wave_size) {
                let _ = write!(s, "dwarf:{d};");
            }
        }
        match e.slot {
            Slot::Amd(Register::Pc) => s.push_str("generic:pc;"),
            Slot::Dummy("sp") => s.push_str("generic:sp;"),
            Slot::Dummy("cpsr") => s.push_str("generic:flags;"),
            _ => {}
        }
        Some(s)
    }

    /// Bytes of the `g` packet's registers.
    pub fn g_bytes(&self) -> usize {
        self.entries[..self.g_count]
            .iter()
            .map(|e| e.bits as usize / 8)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(_: Register) -> bool {
        true
    }

    #[test]
    fn amdgcn_numbering_follows_the_catalogue() {
        let m = RegisterMap::new(Identity::Amdgcn, WaveSize::Wave64, |r| {
            !matches!(r, Register::Agpr(_))
        });
        assert_eq!(m.entries[0].slot, Slot::Amd(Register::Pc));
        assert_eq!(m.number_of(Register::Agpr(0)), None);
        let v0 = m.number_of(Register::Vgpr(0)).unwrap();
        assert_eq!(m.entries[v0].bits, 2048);
        // A short g that plain i386 gdb still accepts (rsp-clients.md: 312 bytes).
        assert!(m.g_bytes() <= 312, "{}", m.g_bytes());
        let xml = m.target_xml("gfx90a");
        assert!(xml.contains("<vector id=\"vec64i32\" type=\"int32\" count=\"64\"/>"));
        assert!(xml.contains("<reg name=\"v0\" bitsize=\"2048\" type=\"vec64i32\""));
        assert!(!xml.contains("<architecture>"));
        assert!(!xml.contains("name=\"a0\""));
        assert!(!xml.contains("exec_lo"));
        assert!(xml.contains("<field name=\"EXECZ\" start=\"9\" end=\"9\"/>"));
        assert!(xml.contains("<reg name=\"mode\" bitsize=\"32\" type=\"mode_flags\""));
        assert!(xml.contains("<reg name=\"trapsts\" bitsize=\"32\" type=\"trapsts_flags\""));
    }

    #[test]
    fn wave32_vectors_and_masks() {
        let m = RegisterMap::new(Identity::Amdgcn, WaveSize::Wave32, all);
        let exec = m.number_of(Register::Exec).unwrap();
        assert_eq!(m.entries[exec].bits, 32);
        let a0 = m.number_of(Register::Agpr(0)).unwrap();
        assert_eq!(m.entries[a0].bits, 1024);
        assert!(m.target_xml("gfx1100").contains("count=\"32\""));
    }

    #[test]
    fn aarch64_disguise() {
        let m = RegisterMap::new(Identity::Aarch64, WaveSize::Wave64, all);
        assert_eq!(m.g_count, 34);
        assert_eq!(m.entries[32].slot, Slot::Amd(Register::Pc));
        assert_eq!(m.entries[32].name(), "pc");
        assert_eq!(m.entries.iter().filter(|e| e.name() == "pc").count(), 1);
        let xml = m.target_xml("gfx90a");
        assert!(xml.contains("<architecture>aarch64</architecture>"));
        assert!(xml.contains("org.gnu.gdb.aarch64.core"));
        let info = m.lldb_info(32).unwrap();
        assert!(info.contains("generic:pc;"), "{info}");
        let v0 = m.number_of(Register::Vgpr(0)).unwrap();
        assert!(m
            .lldb_info(v0)
            .unwrap()
            .contains("encoding:vector;format:vector-uint32;"));
        assert_eq!(m.lldb_info(m.entries.len()), None);
    }

    #[test]
    fn offsets_are_cumulative() {
        let m = RegisterMap::new(Identity::Amdgcn, WaveSize::Wave64, all);
        for w in m.entries.windows(2) {
            assert_eq!(w[1].offset, w[0].offset + w[0].bits / 8);
        }
    }
}
