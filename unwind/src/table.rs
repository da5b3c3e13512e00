//! The unwind table (DWARF 5 §6.4.1, extension A.6.4): executing a CIE's initial
//! instructions and an FDE's instructions into rows, each a PC range with a CFA rule and a
//! rule per register column.
//!
//! Rules are kept as CFI states them; evaluating them against a wave's registers and memory
//! is the frame iterator's job (it needs `dwarf_ext`'s evaluator). Per the extension, the
//! CFA is a memory location in an address space: `DW_CFA_def_cfa*` put it in the default
//! space (0), `DW_CFA_LLVM_def_aspace_cfa*` in the one named, and `def_cfa_register` /
//! `def_cfa_offset*` keep the current space. Offset rules are relative to the CFA, in the
//! CFA's address space.
//!
//! `DW_CFA_remember_state` saves the CFA rule and every register rule, and
//! `DW_CFA_restore_state` brings both back (as LLVM and gimli do; DWARF 5's text mentions only
//! the register rules). The stack is bounded, and [`Limits`] caps the work, so hostile CFI
//! ends in an error, never a hang or unbounded memory.

use std::fmt;

use crate::cie_fde::{Cie, Fde};
use crate::error::{Error, ErrorKind, Result};
use crate::instructions::{Expression, Instruction, Instructions, Register, Scaled};

/// How a frame's CFA is computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CfaRule<'a> {
    /// No CFA rule has been given (e.g. upstream clang's empty FDEs).
    Undefined,
    /// The memory location `register value + offset` in `address_space`
    /// (`DW_OP_constu AS; DW_OP_LLVM_aspace_bregx R, B`).
    RegisterOffset {
        /// The register.
        register: Register,
        /// The byte offset (alignment factor already applied).
        offset: i64,
        /// The DWARF address space (`DW_ASPACE_*`; 0 is the default, global).
        address_space: u64,
    },
    /// The location an expression computes (`DW_CFA_def_cfa_expression`).
    Expression(Expression<'a>),
}

/// How a register's value in the caller is recovered (DWARF 5 §6.4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegisterRule<'a> {
    /// The caller's value cannot be recovered.
    Undefined,
    /// The register holds the caller's value.
    SameValue,
    /// The caller's value is saved at CFA + N, in the CFA's address space.
    Offset(i64),
    /// The caller's value is the address CFA + N (in the CFA's address space).
    ValOffset(i64),
    /// The caller's value is in another register.
    Register(Register),
    /// The caller's value is at the location the expression computes (initial stack: CFA).
    Expression(Expression<'a>),
    /// The caller's value is what the expression computes (initial stack: CFA).
    ValExpression(Expression<'a>),
    /// Defined by the augmenter (no instruction produces it; kept for completeness).
    Architectural,
}

/// The default rule of a column no instruction mentions. AMDGPUUsage ("Call Frame
/// Information", `initial_instructions`): "the default rule for all columns is same value",
/// since a callee with fewer registers cannot change the extra ones.
pub const AMDGPU_DEFAULT_RULE: RegisterRule<'static> = RegisterRule::SameValue;

/// One row of the unwind table: the rules for the PCs in `[start, end)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnwindRow<'a> {
    /// First PC of the row.
    pub start: u64,
    /// One past the last PC of the row.
    pub end: u64,
    /// The CFA rule.
    pub cfa: CfaRule<'a>,
    /// The registers with an explicit rule, sorted by number.
    rules: Vec<(Register, RegisterRule<'a>)>,
}

impl<'a> UnwindRow<'a> {
    /// Whether `pc` is in `[start, end)`.
    pub fn contains(&self, pc: u64) -> bool {
        (self.start..self.end).contains(&pc)
    }

    /// The explicit rule for `register`, if any instruction gave one.
    pub fn rule(&self, register: Register) -> Option<&RegisterRule<'a>> {
        self.rules
            .binary_search_by_key(&register, |(r, _)| *r)
            .ok()
            .map(|i| &self.rules[i].1)
    }

    /// The rule for `register`, or the AMDGPU default ([`AMDGPU_DEFAULT_RULE`], same value)
    /// when CFI gives none.
    pub fn rule_or_default(&self, register: Register) -> RegisterRule<'a> {
        self.rule(register).copied().unwrap_or(AMDGPU_DEFAULT_RULE)
    }

    /// Every explicit rule, sorted by register number.
    pub fn rules(&self) -> &[(Register, RegisterRule<'a>)] {
        &self.rules
    }
}

/// Budgets that keep hostile CFI from exhausting time or memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// How deep `DW_CFA_remember_state` may nest.
    pub max_state_depth: usize,
    /// How many distinct register columns a row may hold (AMDGPU numbers 3584).
    pub max_registers: usize,
    /// Work steps: one per instruction executed, plus one per rule copied into a row or
    /// onto the state stack.
    pub max_steps: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_state_depth: 64,
            max_registers: 8192,
            max_steps: 20_000_000,
        }
    }
}

/// The execution state: the row being built, and what restore needs.
#[derive(Debug, Clone)]
struct State<'a> {
    cfa: CfaRule<'a>,
    rules: Vec<(Register, RegisterRule<'a>)>,
    stack: Vec<(CfaRule<'a>, Vec<(Register, RegisterRule<'a>)>)>,
    loc: u64,
    steps: u64,
}

/// The CIE's rules, which `DW_CFA_restore` brings back.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Initial<'a> {
    cfa: CfaRule<'a>,
    rules: Vec<(Register, RegisterRule<'a>)>,
}

/// Where the instructions run: the CIE's initial instructions or an FDE's.
#[derive(Clone, Copy)]
enum Phase<'t, 'a> {
    Cie,
    Fde {
        initial: &'t Initial<'a>,
        end: u64,
    },
}

impl<'a> State<'a> {
    fn charge(&mut self, n: u64, limits: &Limits, at: &dyn Fn(ErrorKind) -> Error) -> Result<()> {
        self.steps = self.steps.saturating_add(n);
        if self.steps > limits.max_steps {
            return Err(at(ErrorKind::BudgetExhausted(limits.max_steps)));
        }
        Ok(())
    }

    fn set(
        &mut self,
        reg: Register,
        rule: Option<RegisterRule<'a>>,
        limits: &Limits,
        at: &dyn Fn(ErrorKind) -> Error,
    ) -> Result<()> {
        match (self.rules.binary_search_by_key(&reg, |(r, _)| *r), rule) {
            (Ok(i), Some(rule)) => self.rules[i].1 = rule,
            (Ok(i), None) => {
                self.rules.remove(i);
            }
            (Err(i), Some(rule)) => {
                if self.rules.len() >= limits.max_registers {
                    return Err(at(ErrorKind::TooManyRegisters(limits.max_registers)));
                }
                self.rules.insert(i, (reg, rule));
            }
            (Err(_), None) => {}
        }
        Ok(())
    }

    fn row(&mut self, start: u64, end: u64, limits: &Limits, at: &dyn Fn(ErrorKind) -> Error) -> Result<UnwindRow<'a>> {
        self.charge(self.rules.len() as u64 + 1, limits, at)?;
        Ok(UnwindRow {
            start,
            end,
            cfa: self.cfa,
            rules: self.rules.clone(),
        })
    }

    /// Executes one instruction at section offset `offset`. Returns the row that ends here,
    /// if the instruction moves the location forward.
    fn execute(
        &mut self,
        offset: u64,
        inst: &Instruction<'a>,
        cie: &Cie<'a>,
        phase: Phase<'_, 'a>,
        limits: &Limits,
    ) -> Result<Option<UnwindRow<'a>>> {
        let section = cie.section;
        let at = move |kind| Error::new(kind, section, offset);
        self.charge(1, limits, &at)?;
        let scaled = inst
            .scaled(cie.code_alignment_factor, cie.data_alignment_factor)
            .ok_or_else(|| {
                at(match inst {
                    Instruction::AdvanceLoc(_)
                    | Instruction::AdvanceLoc1(_)
                    | Instruction::AdvanceLoc2(_)
                    | Instruction::AdvanceLoc4(_)
                    | Instruction::MipsAdvanceLoc8(_) => ErrorKind::AddressOverflow,
                    _ => ErrorKind::OffsetOverflow,
                })
            })?;
        let offset_value = match scaled {
            Scaled::Offset(o) => o,
            _ => 0,
        };
        // Location changes.
        let new_loc = match (inst, scaled) {
            (_, Scaled::Advance(delta)) => Some(
                self.loc
                    .checked_add(delta)
                    .ok_or_else(|| at(ErrorKind::AddressOverflow))?,
            ),
            (Instruction::SetLoc(addr), _) => {
                if *addr < self.loc {
                    return Err(at(ErrorKind::LocationOutOfRange(*addr)));
                }
                Some(*addr)
            }
            _ => None,
        };
        if let Some(new_loc) = new_loc {
            let Phase::Fde { end, .. } = phase else {
                return Err(at(ErrorKind::NotInCie(inst.name())));
            };
            if new_loc > end {
                return Err(at(ErrorKind::LocationOutOfRange(new_loc)));
            }
            let start = self.loc;
            self.loc = new_loc;
            return if new_loc > start {
                self.row(start, new_loc, limits, &at).map(Some)
            } else {
                Ok(None)
            };
        }
        let cfa_register = |name: &'static str, cfa: CfaRule<'a>| match cfa {
            CfaRule::RegisterOffset {
                register,
                offset,
                address_space,
            } => Ok((register, offset, address_space)),
            _ => Err(at(ErrorKind::NoRegisterCfa(name))),
        };
        match *inst {
            Instruction::Offset { register, .. }
            | Instruction::OffsetExtendedSf { register, .. }
            | Instruction::GnuNegativeOffsetExtended { register, .. } => {
                self.set(register, Some(RegisterRule::Offset(offset_value)), limits, &at)?
            }
            Instruction::ValOffset { register, .. } | Instruction::ValOffsetSf { register, .. } => {
                self.set(register, Some(RegisterRule::ValOffset(offset_value)), limits, &at)?
            }
            Instruction::Restore { register, .. } => {
                let Phase::Fde { initial, .. } = phase else {
                    return Err(at(ErrorKind::NotInCie(inst.name())));
                };
                let rule = initial
                    .rules
                    .binary_search_by_key(&register, |(r, _)| *r)
                    .ok()
                    .map(|i| initial.rules[i].1);
                self.set(register, rule, limits, &at)?
            }
            Instruction::Undefined(register) => {
                self.set(register, Some(RegisterRule::Undefined), limits, &at)?
            }
            Instruction::SameValue(register) => {
                self.set(register, Some(RegisterRule::SameValue), limits, &at)?
            }
            Instruction::Register { register, from } => {
                self.set(register, Some(RegisterRule::Register(from)), limits, &at)?
            }
            Instruction::Expression {
                register,
                expression,
            } => self.set(register, Some(RegisterRule::Expression(expression)), limits, &at)?,
            Instruction::ValExpression {
                register,
                expression,
            } => self.set(register, Some(RegisterRule::ValExpression(expression)), limits, &at)?,
            Instruction::RememberState => {
                if self.stack.len() >= limits.max_state_depth {
                    return Err(at(ErrorKind::StateStackFull(limits.max_state_depth)));
                }
                self.charge(self.rules.len() as u64, limits, &at)?;
                self.stack.push((self.cfa, self.rules.clone()));
            }
            Instruction::RestoreState => {
                let (cfa, rules) = self
                    .stack
                    .pop()
                    .ok_or_else(|| at(ErrorKind::StateStackEmpty))?;
                self.cfa = cfa;
                self.rules = rules;
            }
            Instruction::DefCfa { register, .. } | Instruction::DefCfaSf { register, .. } => {
                self.cfa = CfaRule::RegisterOffset {
                    register,
                    offset: offset_value,
                    address_space: 0,
                }
            }
            Instruction::LlvmDefAspaceCfa {
                register,
                address_space,
                ..
            }
            | Instruction::LlvmDefAspaceCfaSf {
                register,
                address_space,
                ..
            } => {
                self.cfa = CfaRule::RegisterOffset {
                    register,
                    offset: offset_value,
                    address_space,
                }
            }
            Instruction::DefCfaRegister(register) => {
                let (_, offset, address_space) = cfa_register(inst.name(), self.cfa)?;
                self.cfa = CfaRule::RegisterOffset {
                    register,
                    offset,
                    address_space,
                }
            }
            Instruction::DefCfaOffset(_) | Instruction::DefCfaOffsetSf(_) => {
                let (register, _, address_space) = cfa_register(inst.name(), self.cfa)?;
                self.cfa = CfaRule::RegisterOffset {
                    register,
                    offset: offset_value,
                    address_space,
                }
            }
            Instruction::DefCfaExpression(e) => self.cfa = CfaRule::Expression(e),
            Instruction::GnuArgsSize(_) | Instruction::Nop => {}
            // Location changes were handled above.
            Instruction::AdvanceLoc(_)
            | Instruction::AdvanceLoc1(_)
            | Instruction::AdvanceLoc2(_)
            | Instruction::AdvanceLoc4(_)
            | Instruction::MipsAdvanceLoc8(_)
            | Instruction::SetLoc(_) => {}
        }
        Ok(None)
    }
}

/// The unwind table of one FDE: the CIE's initial instructions already run, the FDE's
/// instructions run on demand ([`UnwindTable::rows`], [`UnwindTable::row_for_pc`]), so
/// only the rows asked for are built.
#[derive(Debug, Clone)]
pub struct UnwindTable<'a> {
    fde: Fde<'a>,
    limits: Limits,
    initial: Initial<'a>,
}

impl<'a> UnwindTable<'a> {
    /// The table of `fde` with the default [`Limits`]. Fails if the CIE's initial
    /// instructions are broken.
    pub fn new(fde: &Fde<'a>) -> Result<Self> {
        Self::with_limits(fde, Limits::default())
    }

    /// The table of `fde` under `limits`.
    pub fn with_limits(fde: &Fde<'a>, limits: Limits) -> Result<Self> {
        let cie = &fde.cie;
        let mut state = State {
            cfa: CfaRule::Undefined,
            rules: Vec::new(),
            stack: Vec::new(),
            loc: fde.initial_location,
            steps: 0,
        };
        for item in cie.instructions() {
            let (offset, inst) = item?;
            state.execute(offset, &inst, cie, Phase::Cie, &limits)?;
        }
        Ok(UnwindTable {
            fde: *fde,
            limits,
            initial: Initial {
                cfa: state.cfa,
                rules: state.rules,
            },
        })
    }

    /// The FDE.
    pub fn fde(&self) -> &Fde<'a> {
        &self.fde
    }

    /// The CIE.
    pub fn cie(&self) -> &Cie<'a> {
        &self.fde.cie
    }

    /// The rules the CIE's initial instructions set up, as a row covering the whole FDE.
    pub fn initial_row(&self) -> UnwindRow<'a> {
        let r = self.fde.pc_range();
        UnwindRow {
            start: r.start,
            end: r.end,
            cfa: self.initial.cfa,
            rules: self.initial.rules.clone(),
        }
    }

    /// The rows in PC order. Rows are never empty; an FDE with an empty range has none.
    pub fn rows(&self) -> Rows<'a, '_> {
        Rows {
            table: self,
            instructions: self.fde.instructions(),
            state: State {
                cfa: self.initial.cfa,
                rules: self.initial.rules.clone(),
                stack: Vec::new(),
                loc: self.fde.initial_location,
                steps: 0,
            },
            done: false,
        }
    }

    /// The row that applies at `pc`, or `None` if `pc` is outside the FDE. Only the
    /// instructions up to that row run, so errors after it do not matter.
    pub fn row_for_pc(&self, pc: u64) -> Result<Option<UnwindRow<'a>>> {
        if !self.fde.contains(pc) {
            return Ok(None);
        }
        for row in self.rows() {
            let row = row?;
            if row.contains(pc) {
                return Ok(Some(row));
            }
            if row.start > pc {
                break;
            }
        }
        Ok(None)
    }
}

/// The rows of an [`UnwindTable`], built one at a time; ends after the first error.
#[derive(Debug, Clone)]
pub struct Rows<'a, 't> {
    table: &'t UnwindTable<'a>,
    instructions: Instructions<'a>,
    state: State<'a>,
    done: bool,
}

impl<'a> Iterator for Rows<'a, '_> {
    type Item = Result<UnwindRow<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let t = self.table;
        let end = t.fde.pc_range().end;
        let phase = Phase::Fde {
            initial: &t.initial,
            end,
        };
        for item in self.instructions.by_ref() {
            let step = item.and_then(|(offset, inst)| {
                self.state
                    .execute(offset, &inst, &t.fde.cie, phase, &t.limits)
            });
            match step {
                Ok(Some(row)) => return Some(Ok(row)),
                Ok(None) => {}
                Err(e) => {
                    self.done = true;
                    return Some(Err(e));
                }
            }
        }
        self.done = true;
        if self.state.loc < end {
            let start = self.state.loc;
            let at_end = t.fde.instructions_offset + t.fde.instructions.len() as u64;
            let section = t.fde.cie.section;
            let at = move |kind| Error::new(kind, section, at_end);
            return Some(self.state.row(start, end, &t.limits, &at));
        }
        None
    }
}

impl fmt::Display for CfaRule<'_> {
    /// `s32+0 in private_wave`, `expression` (use [`crate::ExpressionDisplay`] for the ops),
    /// or `undefined`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CfaRule::Undefined => f.write_str("undefined"),
            CfaRule::RegisterOffset {
                register,
                offset,
                address_space,
            } => {
                write!(f, "{register}{offset:+}")?;
                if *address_space != 0 {
                    write!(f, " in {}", crate::address_space_name(*address_space))?;
                }
                Ok(())
            }
            CfaRule::Expression(_) => f.write_str("expression"),
        }
    }
}
