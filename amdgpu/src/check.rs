//! Sanitizer findings as a target reports them: which checks run ([`CheckSet`]), what was
//! found ([`FindingKind`]) and the access it was found in ([`Access`]), and the one text
//! that describes a finding ([`describe`]), shared by `hdb run --check`'s report, the
//! debugger's stops and the Debug Adapter's exceptions.
//!
//! The simulator's checks (`sim::check`) produce findings; a target whose wave produced one
//! stops it with [`crate::target::StopReason::Check`], carrying a [`CheckFinding`].

use std::fmt;

use crate::AddressSpace;

/// Which checks run: a set of [`Tool`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CheckSet(u8);

/// One of the five checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tool {
    /// Out-of-bounds, misaligned and freed-memory accesses; bad frees; leaks.
    Memory,
    /// Uses of uninitialised values.
    Init,
    /// Data races on LDS and global memory.
    Race,
    /// Barrier misuse.
    Sync,
    /// Missing or too weak `s_waitcnt`.
    Hazard,
}

impl Tool {
    /// Every tool, in the order reports list them.
    pub const ALL: [Tool; 5] = [
        Tool::Memory,
        Tool::Init,
        Tool::Race,
        Tool::Sync,
        Tool::Hazard,
    ];

    /// The name `--check` takes.
    pub fn name(self) -> &'static str {
        match self {
            Tool::Memory => "memory",
            Tool::Init => "init",
            Tool::Race => "race",
            Tool::Sync => "sync",
            Tool::Hazard => "hazard",
        }
    }
}

/// A `--check` list that names no check or an unknown one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CheckSetError {
    /// An unknown name.
    #[error("unknown check `{0}` (expected memory, init, race, sync, hazard or all)")]
    Unknown(String),
    /// Nothing named.
    #[error("no check named (expected memory, init, race, sync, hazard or all)")]
    Empty,
}

impl CheckSet {
    /// No check.
    pub const NONE: CheckSet = CheckSet(0);
    /// Every check.
    pub const ALL: CheckSet = CheckSet(0x1f);

    /// The set holding one tool.
    pub fn of(tool: Tool) -> CheckSet {
        CheckSet(1 << tool as u8)
    }

    /// Whether `tool` is in the set.
    #[inline]
    pub fn has(self, tool: Tool) -> bool {
        self.0 & (1 << tool as u8) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Both sets.
    pub fn with(self, tool: Tool) -> CheckSet {
        CheckSet(self.0 | 1 << tool as u8)
    }

    /// The tools in the set.
    pub fn tools(self) -> impl Iterator<Item = Tool> {
        Tool::ALL.into_iter().filter(move |t| self.has(*t))
    }

    /// Parses a comma-separated list of tool names, or `all`.
    pub fn parse(s: &str) -> Result<CheckSet, CheckSetError> {
        let mut set = CheckSet::NONE;
        for name in s.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            if name == "all" {
                set = CheckSet::ALL;
                continue;
            }
            let tool = Tool::ALL
                .into_iter()
                .find(|t| t.name() == name)
                .ok_or_else(|| CheckSetError::Unknown(name.to_string()))?;
            set = set.with(tool);
        }
        if set.is_empty() {
            return Err(CheckSetError::Empty);
        }
        Ok(set)
    }
}

impl fmt::Display for CheckSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.tools().map(Tool::name).collect();
        f.write_str(&names.join(","))
    }
}

/// What a memory access did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessKind {
    /// A load.
    Read,
    /// A store.
    Write,
    /// An atomic read-modify-write.
    Atomic,
}

impl AccessKind {
    /// `read`, `write`, `atomic`.
    pub fn name(self) -> &'static str {
        match self {
            AccessKind::Read => "read",
            AccessKind::Write => "write",
            AccessKind::Atomic => "atomic",
        }
    }
}

/// One access of one lane (the first lane of a finding's lanes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// Load, store or atomic.
    pub kind: AccessKind,
    /// Bytes.
    pub size: u32,
    /// The address space of `address`.
    pub space: AddressSpace,
    /// The address (global: a 64-bit address; LDS: the offset; private: the lane's
    /// private address).
    pub address: u64,
}

/// How an uninitialised value was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Use {
    /// As (part of) a memory address.
    Address,
    /// In a compare.
    Compare,
    /// As a branch condition or the EXEC mask.
    Branch,
    /// As a jump target.
    JumpTarget,
    /// Stored to memory the host reads after the dispatch (an output buffer).
    Output,
}

impl Use {
    /// Every use.
    pub const ALL: [Use; 5] = [
        Use::Address,
        Use::Compare,
        Use::Branch,
        Use::JumpTarget,
        Use::Output,
    ];

    /// A short machine name (`address`, `compare`, `branch`, `jumptarget`, `output`).
    pub fn name(self) -> &'static str {
        match self {
            Use::Address => "address",
            Use::Compare => "compare",
            Use::Branch => "branch",
            Use::JumpTarget => "jumptarget",
            Use::Output => "output",
        }
    }

    /// How reports say it.
    pub fn text(self) -> &'static str {
        match self {
            Use::Address => "as an address",
            Use::Compare => "in a compare",
            Use::Branch => "as a branch condition",
            Use::JumpTarget => "as a jump target",
            Use::Output => "in an output buffer",
        }
    }
}

/// What was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindingKind {
    /// An access outside its allocation.
    OutOfBounds,
    /// An access whose address is not a multiple of its natural alignment.
    Misaligned,
    /// An access to freed memory.
    UseAfterFree,
    /// A free of memory already freed.
    DoubleFree,
    /// A free of an address that is not the start of an allocation.
    InvalidFree,
    /// An allocation never freed.
    Leak,
    /// An uninitialised value used: read from memory (the finding's access) or a register
    /// never written (`register`), used as `how` at the `other` site (or the finding's own
    /// for a register).
    Uninitialized {
        /// How it was used.
        how: Use,
        /// A register never written (its name), when the value came from no memory read.
        register: Option<String>,
    },
    /// Two accesses of different waves between barriers, or of different work-groups, to the
    /// same byte, one a write, not both atomic.
    Race,
    /// `s_barrier` executed with some of the wave's lanes inactive (in divergent control
    /// flow).
    DivergentBarrier,
    /// A barrier released with waves of the group already ended.
    BarrierAfterExit,
    /// A wave ended while other waves of its group waited at a barrier.
    ExitAtBarrier,
    /// The waves of a group executed different numbers of barriers.
    BarrierCount(Vec<u32>),
    /// A register read or written while a memory operation that writes it is outstanding.
    MissingWait {
        /// The register (`v4`, `s[2:3]`).
        register: String,
        /// The wait that would cover it (`s_waitcnt vmcnt(0)`).
        needed: String,
    },
}

impl FindingKind {
    /// The check that finds it.
    pub fn tool(&self) -> Tool {
        match self {
            FindingKind::OutOfBounds
            | FindingKind::Misaligned
            | FindingKind::UseAfterFree
            | FindingKind::DoubleFree
            | FindingKind::InvalidFree
            | FindingKind::Leak => Tool::Memory,
            FindingKind::Uninitialized { .. } => Tool::Init,
            FindingKind::Race => Tool::Race,
            FindingKind::DivergentBarrier
            | FindingKind::BarrierAfterExit
            | FindingKind::ExitAtBarrier
            | FindingKind::BarrierCount(_) => Tool::Sync,
            FindingKind::MissingWait { .. } => Tool::Hazard,
        }
    }

    /// A short machine name (`out-of-bounds`, `uninitialized`, `race`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            FindingKind::OutOfBounds => "out-of-bounds",
            FindingKind::Misaligned => "misaligned",
            FindingKind::UseAfterFree => "use-after-free",
            FindingKind::DoubleFree => "double-free",
            FindingKind::InvalidFree => "invalid-free",
            FindingKind::Leak => "leak",
            FindingKind::Uninitialized { .. } => "uninitialized",
            FindingKind::Race => "race",
            FindingKind::DivergentBarrier => "divergent-barrier",
            FindingKind::BarrierAfterExit => "barrier-after-exit",
            FindingKind::ExitAtBarrier => "exit-at-barrier",
            FindingKind::BarrierCount(_) => "barrier-count",
            FindingKind::MissingWait { .. } => "missing-wait",
        }
    }
}

/// Lanes as a compact list (`0-3,7,60-63`).
pub fn lane_list(mask: u64) -> String {
    let mut out = Vec::new();
    let mut l = 0;
    while l < 64 {
        if mask >> l & 1 == 0 {
            l += 1;
            continue;
        }
        let start = l;
        while l < 64 && mask >> l & 1 != 0 {
            l += 1;
        }
        out.push(if l - 1 == start {
            format!("{start}")
        } else {
            format!("{start}-{}", l - 1)
        });
    }
    out.join(",")
}

/// How a report names an address space (`global`, `LDS`, `private`, `GDS`).
pub fn space_word(s: AddressSpace) -> &'static str {
    match s {
        AddressSpace::Global | AddressSpace::Generic => "global",
        AddressSpace::Local => "LDS",
        AddressSpace::PrivateLane | AddressSpace::PrivateWave => "private",
        AddressSpace::Region => "GDS",
    }
}

/// The one-line description of a finding of `kind` in `access`, with `other` the access of a
/// race's other half: `Invalid global write of size 4 bytes: out of bounds`.
pub fn describe(kind: &FindingKind, access: Option<&Access>, other: Option<&Access>) -> String {
    let acc = |a: Option<&Access>| {
        a.map(|a| {
            format!(
                "{} {} of size {} byte{}",
                space_word(a.space),
                a.kind.name(),
                a.size,
                if a.size == 1 { "" } else { "s" }
            )
        })
        .unwrap_or_default()
    };
    match kind {
        FindingKind::OutOfBounds => format!("Invalid {}: out of bounds", acc(access)),
        FindingKind::Misaligned => format!("Misaligned {}", acc(access)),
        FindingKind::UseAfterFree => format!("Invalid {}: use after free", acc(access)),
        FindingKind::DoubleFree => "Double free".to_string(),
        FindingKind::InvalidFree => "Free of an address that is not an allocation".to_string(),
        FindingKind::Leak => "Leaked device allocation".to_string(),
        FindingKind::Uninitialized { how, register } => match (register, access) {
            (Some(r), _) => format!("Uninitialized register {r} used {}", how.text()),
            (None, Some(a)) if *how == Use::Output => format!(
                "Uninitialized value stored to an output buffer ({} {} of size {})",
                space_word(a.space),
                a.kind.name(),
                a.size
            ),
            (None, Some(a)) => format!(
                "Uninitialized {} memory read of size {} byte{}, used {}",
                space_word(a.space),
                a.size,
                if a.size == 1 { "" } else { "s" },
                how.text()
            ),
            (None, None) => format!("Uninitialized value used {}", how.text()),
        },
        FindingKind::Race => {
            let space = access.map_or("", |a| space_word(a.space));
            let k1 = access.map_or("", |a| a.kind.name());
            let k2 = other.map_or("", |a| a.kind.name());
            let a = |k: &str| if k.starts_with('a') { "an" } else { "a" };
            format!(
                "Race on {space} memory between {} {k1} and {} {k2}",
                a(k1),
                a(k2)
            )
        }
        FindingKind::DivergentBarrier => {
            "Barrier in divergent control flow: some work-items of the wave do not reach it"
                .to_string()
        }
        FindingKind::BarrierAfterExit => {
            "Barrier released after waves of the work-group had ended".to_string()
        }
        FindingKind::ExitAtBarrier => {
            "Wave ended while other waves of its work-group wait at a barrier".to_string()
        }
        FindingKind::BarrierCount(c) => format!(
            "Waves of a work-group executed different numbers of barriers ({})",
            c.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
        ),
        FindingKind::MissingWait { register, needed } => format!(
            "Register {register} accessed while a memory operation that writes it is \
             outstanding (missing `{needed}`)"
        ),
    }
}

/// A finding as a target reports it with a stop: what, the access (its first lane's), the
/// other half's access, and the stopped wave's PC and lanes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckFinding {
    /// What.
    pub kind: FindingKind,
    /// The access it was found in.
    pub access: Option<Access>,
    /// The other half's access (a race's earlier access).
    pub other_access: Option<Access>,
    /// The instruction's address (as loaded).
    pub pc: u64,
    /// The wave's lanes involved (a lane mask).
    pub lanes: u64,
}

impl CheckFinding {
    /// The one-line description ([`describe`]).
    pub fn description(&self) -> String {
        describe(&self.kind, self.access.as_ref(), self.other_access.as_ref())
    }

    /// The check and the kind, `memory.out-of-bounds` (a Debug Adapter's exception id).
    pub fn id(&self) -> String {
        format!("{}.{}", self.kind.tool().name(), self.kind.name())
    }
}

impl CheckFinding {
    /// The finding as one token without spaces, `;`, `:` or `,` (the text form a stop reason
    /// is stored and sent in): `KIND.PC.LANES.ACCESS.OTHER.PAYLOAD`, numbers in hex, an
    /// access `KIND-SIZE-SPACE-ADDRESS` or `-`, the payload the kind's words in hex.
    pub fn token(&self) -> String {
        let access = |a: &Option<Access>| match a {
            Some(a) => format!(
                "{}-{:x}-{}-{:x}",
                a.kind.name(),
                a.size,
                a.space.name(),
                a.address
            ),
            None => "-".into(),
        };
        let payload = match &self.kind {
            FindingKind::Uninitialized { how, register } => {
                format!("{}\n{}", how.name(), register.as_deref().unwrap_or(""))
            }
            FindingKind::BarrierCount(counts) => counts
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join("\n"),
            FindingKind::MissingWait { register, needed } => format!("{register}\n{needed}"),
            _ => String::new(),
        };
        let hex: String = payload.bytes().map(|b| format!("{b:02x}")).collect();
        format!(
            "{}.{:x}.{:x}.{}.{}.{hex}",
            self.kind.name(),
            self.pc,
            self.lanes,
            access(&self.access),
            access(&self.other_access)
        )
    }

    /// The finding a [`CheckFinding::token`] names; `None` for anything else.
    pub fn from_token(s: &str) -> Option<CheckFinding> {
        let hex = |s: &str| u64::from_str_radix(s, 16).ok();
        let parts: Vec<&str> = s.split('.').collect();
        let [name, pc, lanes, access, other, payload] = parts.as_slice() else {
            return None;
        };
        let parse_access = |s: &str| -> Option<Option<Access>> {
            if s == "-" {
                return Some(None);
            }
            let f: Vec<&str> = s.split('-').collect();
            let [kind, size, space, address] = f.as_slice() else {
                return None;
            };
            Some(Some(Access {
                kind: [AccessKind::Read, AccessKind::Write, AccessKind::Atomic]
                    .into_iter()
                    .find(|k| k.name() == *kind)?,
                size: u32::try_from(hex(size)?).ok()?,
                space: AddressSpace::parse(space).ok()?,
                address: hex(address)?,
            }))
        };
        if payload.len() % 2 != 0 || !payload.is_ascii() {
            return None;
        }
        let bytes: Option<Vec<u8>> = (0..payload.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&payload[i..i + 2], 16).ok())
            .collect();
        let text = String::from_utf8(bytes?).ok()?;
        let mut words = text.split('\n');
        let mut word = || words.next().map(str::to_string);
        let kind = match *name {
            "out-of-bounds" => FindingKind::OutOfBounds,
            "misaligned" => FindingKind::Misaligned,
            "use-after-free" => FindingKind::UseAfterFree,
            "double-free" => FindingKind::DoubleFree,
            "invalid-free" => FindingKind::InvalidFree,
            "leak" => FindingKind::Leak,
            "uninitialized" => {
                let how = word()?;
                let register = word()?;
                FindingKind::Uninitialized {
                    how: Use::ALL.into_iter().find(|u| u.name() == how)?,
                    register: (!register.is_empty()).then_some(register),
                }
            }
            "race" => FindingKind::Race,
            "divergent-barrier" => FindingKind::DivergentBarrier,
            "barrier-after-exit" => FindingKind::BarrierAfterExit,
            "exit-at-barrier" => FindingKind::ExitAtBarrier,
            "barrier-count" => FindingKind::BarrierCount(if text.is_empty() {
                Vec::new()
            } else {
                text.split('\n')
                    .map(|c| c.parse().ok())
                    .collect::<Option<Vec<u32>>>()?
            }),
            "missing-wait" => FindingKind::MissingWait {
                register: word()?,
                needed: word()?,
            },
            _ => return None,
        };
        Some(CheckFinding {
            kind,
            pc: hex(pc)?,
            lanes: hex(lanes)?,
            access: parse_access(access)?,
            other_access: parse_access(other)?,
        })
    }
}

impl fmt::Display for CheckFinding {
    /// `Invalid global write of size 4 bytes: out of bounds at global#0x1000, lanes 60-63`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.description())?;
        if let Some(a) = &self.access {
            write!(f, " at {}#{:#x}", a.space.name(), a.address)?;
        }
        if self.lanes != 0 {
            let word = if self.lanes.count_ones() == 1 {
                "lane"
            } else {
                "lanes"
            };
            write!(f, ", {word} {}", lane_list(self.lanes))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_sets_parse() {
        assert_eq!(CheckSet::parse("all").unwrap(), CheckSet::ALL);
        let s = CheckSet::parse("memory, race").unwrap();
        assert!(s.has(Tool::Memory) && s.has(Tool::Race) && !s.has(Tool::Init));
        assert_eq!(s.to_string(), "memory,race");
        assert_eq!(
            CheckSet::parse("memcheck"),
            Err(CheckSetError::Unknown("memcheck".into()))
        );
        assert_eq!(CheckSet::parse(" , "), Err(CheckSetError::Empty));
    }

    #[test]
    fn finding_tokens_round_trip() {
        let write = Access {
            kind: AccessKind::Write,
            size: 4,
            space: AddressSpace::Global,
            address: 0x1000_0004_0190,
        };
        let kinds = [
            FindingKind::OutOfBounds,
            FindingKind::Race,
            FindingKind::Uninitialized {
                how: Use::Address,
                register: None,
            },
            FindingKind::Uninitialized {
                how: Use::Branch,
                register: Some("v3".into()),
            },
            FindingKind::BarrierCount(vec![1, 2]),
            FindingKind::MissingWait {
                register: "v[4:5]".into(),
                needed: "s_waitcnt vmcnt(0)".into(),
            },
        ];
        for kind in kinds {
            let f = CheckFinding {
                kind,
                access: Some(write),
                other_access: None,
                pc: 0x1a4,
                lanes: 0xf000_0000_0000_0000,
            };
            let t = f.token();
            assert!(!t.contains([' ', ';', ':', ',', '\n']), "{t}");
            assert_eq!(CheckFinding::from_token(&t), Some(f), "{t}");
        }
        assert_eq!(CheckFinding::from_token("race.1.2.-.-"), None);
        assert_eq!(CheckFinding::from_token("nothing.1.2.-.-."), None);
    }

    #[test]
    fn findings_read_as_reports_say_them() {
        let f = CheckFinding {
            kind: FindingKind::OutOfBounds,
            access: Some(Access {
                kind: AccessKind::Write,
                size: 4,
                space: AddressSpace::Global,
                address: 0x40190,
            }),
            other_access: None,
            pc: 0,
            lanes: 0xf << 60,
        };
        assert_eq!(
            f.to_string(),
            "Invalid global write of size 4 bytes: out of bounds at global#0x40190, lanes 60-63"
        );
        assert_eq!(f.id(), "memory.out-of-bounds");
    }

    #[test]
    fn lane_lists() {
        assert_eq!(lane_list(0b1111), "0-3");
        assert_eq!(lane_list(1 | 1 << 7 | 0xf << 60), "0,7,60-63");
        assert_eq!(lane_list(0), "");
    }
}
