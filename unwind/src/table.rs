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
use crate::instructions::{DwarfReg, Expression, Instruction, Instructions, Scaled};

/// How a frame's CFA is computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CfaRule<'a> {
    /// No CFA rule has been given (e.g. upstream clang's empty FDEs).
    Undefined,
    /// The memory location `register value + offset` in `address_space`
    /// (`DW_OP_constu AS; DW_OP_LLVM_aspace_bregx R, B`).
    RegisterOffset {
        /// The register.
        register: DwarfReg,
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
    Register(DwarfReg),
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
    rules: Vec<(DwarfReg, RegisterRule<'a>)>,
}

impl<'a> UnwindRow<'a> {
    /// Whether `pc` is in `[start, end)`.
    pub fn contains(&self, pc: u64) -> bool {
        (self.start..self.end).contains(&pc)
    }

    /// The explicit rule for `register`, if any instruction gave one.
    pub fn rule(&self, register: DwarfReg) -> Option<&RegisterRule<'a>> {
        self.rules
            .binary_search_by_key(&register, |(r, _)| *r)
            .ok()
            .map(|i| &self.rules[i].1)
    }

    /// The rule for `register`, or the AMDGPU default ([`AMDGPU_DEFAULT_RULE`], same value)
    /// when CFI gives none.
    pub fn rule_or_default(&self, register: DwarfReg) -> RegisterRule<'a> {
        self.rule(register).copied().unwrap_or(AMDGPU_DEFAULT_RULE)
    }

    /// Every explicit rule, sorted by register number.
    pub fn rules(&self) -> &[(DwarfReg, RegisterRule<'a>)] {
        &self.rules
    }
}

/// One row as [`Rows::next_ref`] lends it: the rules are the table's current ones, not a
/// copy (an FDE that saves hundreds of registers would copy them all at every row).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowRef<'r, 'a> {
    /// First PC of the row.
    pub start: u64,
    /// One past the last PC of the row.
    pub end: u64,
    /// The CFA rule.
    pub cfa: CfaRule<'a>,
    rules: &'r [(DwarfReg, RegisterRule<'a>)],
}

impl<'r, 'a> RowRef<'r, 'a> {
    /// The explicit rule for `register`, if any instruction gave one.
    pub fn rule(&self, register: DwarfReg) -> Option<&'r RegisterRule<'a>> {
        self.rules
            .binary_search_by_key(&register, |(r, _)| *r)
            .ok()
            .map(|i| &self.rules[i].1)
    }

    /// Every explicit rule, sorted by register number.
    pub fn rules(&self) -> &'r [(DwarfReg, RegisterRule<'a>)] {
        self.rules
    }

    /// The row as an [`UnwindRow`] of its own.
    pub fn to_row(&self) -> UnwindRow<'a> {
        UnwindRow {
            start: self.start,
            end: self.end,
            cfa: self.cfa,
            rules: self.rules.to_vec(),
        }
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
///
/// Rule changes are appended to `pending` and merged into the sorted `rules` only when a row
/// is copied out or the state is saved ([`State::normalize`]): producers list columns in
/// their own order (AMD's fork: ~240 `DW_CFA_undefined` for VGPRs, then AGPRs, then SGPRs),
/// and inserting each into a sorted vector would shift the whole set every time.
#[derive(Debug, Clone)]
struct State<'a> {
    cfa: CfaRule<'a>,
    rules: Vec<(DwarfReg, RegisterRule<'a>)>,
    /// Changes not yet merged into `rules`, in order (`None`: back to no explicit rule).
    pending: Vec<(DwarfReg, Option<RegisterRule<'a>>)>,
    stack: Vec<(CfaRule<'a>, Vec<(DwarfReg, RegisterRule<'a>)>)>,
    loc: u64,
    steps: u64,
}

/// A row whose range is known and whose rules are the state's, before the location moves
/// to `end` ([`State::advance`]).
#[derive(Debug, Clone, Copy)]
struct Pending {
    start: u64,
    end: u64,
    /// Section offset of the instruction that ends the row (for budget errors).
    offset: u64,
}

/// The CIE's rules, which `DW_CFA_restore` brings back.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Initial<'a> {
    cfa: CfaRule<'a>,
    rules: Vec<(DwarfReg, RegisterRule<'a>)>,
}

/// Where the instructions run: the CIE's initial instructions or an FDE's.
#[derive(Clone, Copy)]
enum Phase<'t, 'a> {
    Cie,
    Fde { initial: &'t Initial<'a>, end: u64 },
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
        reg: DwarfReg,
        rule: Option<RegisterRule<'a>>,
        limits: &Limits,
        at: &dyn Fn(ErrorKind) -> Error,
    ) -> Result<()> {
        self.pending.push((reg, rule));
        if self.rules.len() + self.pending.len() > limits.max_registers {
            // Only distinct columns count: merge, then check.
            self.normalize();
            if self.rules.len() > limits.max_registers {
                return Err(at(ErrorKind::TooManyRegisters(limits.max_registers)));
            }
        }
        Ok(())
    }

    /// Merges `pending` into `rules` (sorted by register, the last change to a column
    /// winning). A few changes are applied in place, one binary search each (a row usually
    /// changes one or two of many columns); many are merged by a sort, linear when they are
    /// already in order (the sort finds runs).
    fn normalize(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        if self.pending.len() <= 8 {
            for (reg, rule) in self.pending.drain(..) {
                match (self.rules.binary_search_by_key(&reg, |(r, _)| *r), rule) {
                    (Ok(i), Some(rule)) => self.rules[i].1 = rule,
                    (Ok(i), None) => {
                        self.rules.remove(i);
                    }
                    (Err(i), Some(rule)) => self.rules.insert(i, (reg, rule)),
                    (Err(_), None) => {}
                }
            }
            return;
        }
        let mut all: Vec<(DwarfReg, Option<RegisterRule<'a>>)> =
            Vec::with_capacity(self.rules.len() + self.pending.len());
        all.extend(self.rules.drain(..).map(|(r, x)| (r, Some(x))));
        all.append(&mut self.pending);
        // Stable: for equal registers the later change stays later.
        all.sort_by_key(|(r, _)| *r);
        let mut i = 0;
        while i < all.len() {
            let mut j = i;
            while j + 1 < all.len() && all[j + 1].0 == all[i].0 {
                j += 1;
            }
            if let (r, Some(rule)) = all[j] {
                self.rules.push((r, rule));
            }
            i = j + 1;
        }
    }

    fn row(
        &mut self,
        start: u64,
        end: u64,
        limits: &Limits,
        at: &dyn Fn(ErrorKind) -> Error,
    ) -> Result<UnwindRow<'a>> {
        self.row_ref(start, end, limits, at).map(|r| r.to_row())
    }

    /// The row `[start, end)` with the state's rules, lent.
    fn row_ref(
        &mut self,
        start: u64,
        end: u64,
        limits: &Limits,
        at: &dyn Fn(ErrorKind) -> Error,
    ) -> Result<RowRef<'_, 'a>> {
        self.normalize();
        // A row costs what copying its rules would, lent or not: the budget is the same.
        self.charge(self.rules.len() as u64 + 1, limits, at)?;
        Ok(RowRef {
            start,
            end,
            cfa: self.cfa,
            rules: &self.rules,
        })
    }

    /// Moves the location past a pending row.
    fn advance(&mut self, pending: Pending) {
        self.loc = pending.end;
    }

    /// Executes one instruction at section offset `offset`. Returns the PC range of the row
    /// that ends here, if the instruction moves the location forward; the row itself is the
    /// state's rules before the move, which the caller copies out ([`State::row`]) only if
    /// it wants it (so finding one row does not copy every row before it).
    fn execute(
        &mut self,
        offset: u64,
        inst: &Instruction<'a>,
        cie: &Cie<'a>,
        phase: Phase<'_, 'a>,
        limits: &Limits,
    ) -> Result<Option<Pending>> {
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
            return Ok((new_loc > start).then_some(Pending {
                start,
                end: new_loc,
                offset,
            }));
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
            | Instruction::GnuNegativeOffsetExtended { register, .. } => self.set(
                register,
                Some(RegisterRule::Offset(offset_value)),
                limits,
                &at,
            )?,
            Instruction::ValOffset { register, .. } | Instruction::ValOffsetSf { register, .. } => {
                self.set(
                    register,
                    Some(RegisterRule::ValOffset(offset_value)),
                    limits,
                    &at,
                )?
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
            } => self.set(
                register,
                Some(RegisterRule::Expression(expression)),
                limits,
                &at,
            )?,
            Instruction::ValExpression {
                register,
                expression,
            } => self.set(
                register,
                Some(RegisterRule::ValExpression(expression)),
                limits,
                &at,
            )?,
            Instruction::RememberState => {
                if self.stack.len() >= limits.max_state_depth {
                    return Err(at(ErrorKind::StateStackFull(limits.max_state_depth)));
                }
                self.normalize();
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
                self.pending.clear();
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
            pending: Vec::new(),
            stack: Vec::new(),
            loc: fde.initial_location,
            steps: 0,
        };
        for item in cie.instructions() {
            let (offset, inst) = item?;
            state.execute(offset, &inst, cie, Phase::Cie, &limits)?;
        }
        state.normalize();
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
                pending: Vec::new(),
                stack: Vec::new(),
                loc: self.fde.initial_location,
                steps: 0,
            },
            lent: None,
            done: false,
        }
    }

    /// The row that applies at `pc`, or `None` if `pc` is outside the FDE. Only the
    /// instructions up to that row run, so errors after it do not matter.
    pub fn row_for_pc(&self, pc: u64) -> Result<Option<UnwindRow<'a>>> {
        if !self.fde.contains(pc) {
            return Ok(None);
        }
        // Like `rows()`, but a row's rules are copied only for the row wanted: the rows
        // before it cost one step each, not one per rule.
        let mut rows = self.rows();
        let t = self;
        let end = t.fde.pc_range().end;
        let phase = Phase::Fde {
            initial: &t.initial,
            end,
        };
        for item in rows.instructions.by_ref() {
            let (offset, inst) = item?;
            if let Some(p) = rows
                .state
                .execute(offset, &inst, &t.fde.cie, phase, &t.limits)?
            {
                if (p.start..p.end).contains(&pc) {
                    let section = t.fde.cie.section;
                    let at = move |kind| Error::new(kind, section, p.offset);
                    return rows.state.row(p.start, p.end, &t.limits, &at).map(Some);
                }
                if p.start > pc {
                    return Ok(None);
                }
                rows.state.advance(p);
            }
        }
        if (rows.state.loc..end).contains(&pc) {
            let start = rows.state.loc;
            let at_end = t.fde.instructions_offset + t.fde.instructions.len() as u64;
            let section = t.fde.cie.section;
            let at = move |kind| Error::new(kind, section, at_end);
            return rows.state.row(start, end, &t.limits, &at).map(Some);
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
    /// The row [`Rows::next_ref`] lent last: the location moves past it at the next call.
    lent: Option<Pending>,
    done: bool,
}

impl<'a> Rows<'a, '_> {
    /// The next row, lent instead of copied (what [`Iterator::next`] returns, without
    /// copying the rules); ends after the first error.
    pub fn next_ref(&mut self) -> Option<Result<RowRef<'_, 'a>>> {
        if let Some(p) = self.lent.take() {
            self.state.advance(p);
        }
        if self.done {
            return None;
        }
        let t = self.table;
        let end = t.fde.pc_range().end;
        let phase = Phase::Fde {
            initial: &t.initial,
            end,
        };
        let section = t.fde.cie.section;
        for item in self.instructions.by_ref() {
            let step = item.and_then(|(offset, inst)| {
                self.state
                    .execute(offset, &inst, &t.fde.cie, phase, &t.limits)
            });
            match step {
                Ok(Some(p)) => {
                    let at = move |kind| Error::new(kind, section, p.offset);
                    self.lent = Some(p);
                    let row = self.state.row_ref(p.start, p.end, &t.limits, &at);
                    if row.is_err() {
                        self.done = true;
                    }
                    return Some(row);
                }
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
            let at = move |kind| Error::new(kind, section, at_end);
            return Some(self.state.row_ref(start, end, &t.limits, &at));
        }
        None
    }
}

impl<'a> Iterator for Rows<'a, '_> {
    type Item = Result<UnwindRow<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_ref().map(|r| r.map(|r| r.to_row()))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{sleb, uleb, Section};

    fn cat(parts: &[&[u8]]) -> Vec<u8> {
        parts.concat()
    }

    /// The rows of one FDE at 0x1000..0x1000+len under a `[amd:v0.0]` CIE (CAF 4, DAF 4).
    fn rows_of(cie_insts: &[u8], len: u64, insts: &[u8]) -> Result<Vec<UnwindRow<'static>>> {
        rows_with(cie_insts, len, insts, Limits::default())
    }

    fn rows_with(
        cie_insts: &[u8],
        len: u64,
        insts: &[u8],
        limits: Limits,
    ) -> Result<Vec<UnwindRow<'static>>> {
        let mut s = Section::new();
        let cie = s.cie("[amd:v0.0]", cie_insts);
        s.fde(cie, 0x1000, len, insts);
        let bytes: &'static [u8] = Box::leak(s.bytes.into_boxed_slice());
        let f = crate::FrameSection::new(bytes, crate::SectionKind::DebugFrame);
        let fde = match f.entries().nth(1).unwrap()? {
            crate::Entry::Fde(fde) => fde,
            _ => unreachable!(),
        };
        UnwindTable::with_limits(&fde, limits)?.rows().collect()
    }

    /// Section offset of the FDE's first instruction (after a `[amd:v0.0]` CIE with
    /// `cie_insts`).
    fn base(cie_insts: &[u8]) -> u64 {
        49 + cie_insts.len() as u64
    }

    fn ranges(rows: &[UnwindRow<'_>]) -> Vec<(u64, u64)> {
        rows.iter().map(|r| (r.start, r.end)).collect()
    }

    const S32: DwarfReg = DwarfReg(64);
    const S33: DwarfReg = DwarfReg(65);
    const V40: DwarfReg = DwarfReg(2600);

    fn aspace_cfa(reg: DwarfReg, offset: i64) -> CfaRule<'static> {
        CfaRule::RegisterOffset {
            register: reg,
            offset,
            address_space: 6,
        }
    }

    #[test]
    fn advance_loc_variants_with_caf_4() {
        let insts = cat(&[
            &[0x30, 0x40, 0x00, 0x06], // LLVM_def_aspace_cfa s32, 0, private_wave
            &[0x41],                   // advance_loc 1 → +4
            &[0x02, 0x02],             // advance_loc1 2 → +8
            &[0x03, 0x03, 0x00],       // advance_loc2 3 → +12
            &[0x04, 0x04, 0, 0, 0],    // advance_loc4 4 → +16
            &[0x40],                   // advance_loc 0: no row
        ]);
        let rows = rows_of(&[], 0x40, &insts).unwrap();
        assert_eq!(
            ranges(&rows),
            [
                (0x1000, 0x1004),
                (0x1004, 0x100c),
                (0x100c, 0x1018),
                (0x1018, 0x1028),
                (0x1028, 0x1040)
            ]
        );
        assert!(rows.iter().all(|r| r.cfa == aspace_cfa(S32, 0)));
    }

    #[test]
    fn the_forks_function_prologue() {
        // From rocm22 recursion-O0 (producers.md §6): the CFA moves from s32 to s33, v40 is
        // spilled whole-wave, s33 goes to a lane of v40, RA moves into v40's lanes.
        let ra_s30_s31 = [0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04];
        let s33_lane = [0x90, 0xa8, 0x14, 0xe9, 0x05, 0x10];
        let insts = cat(&[
            &[0x30, 0x40, 0x00, 0x06],
            &[0x10, 0x10, 8],
            &ra_s30_s31,
            &[0x46], // +24
            &[0x05, 0xa8, 0x14],
            &uleb(320), // offset_extended v40, 320 × 4
            &[0x43],    // +12
            &[0x10, 0x41, 6],
            &s33_lane,
            &[0x0d, 0x41],       // def_cfa_register s33
            &[0x09, 0x42, 0x26], // register s34 ← s6
        ]);
        let rows = rows_of(&[], 0x100, &insts).unwrap();
        assert_eq!(
            ranges(&rows),
            [(0x1000, 0x1018), (0x1018, 0x1024), (0x1024, 0x1100)]
        );
        assert_eq!(rows[0].cfa, aspace_cfa(S32, 0));
        assert_eq!(rows[0].rules().len(), 1);
        let RegisterRule::Expression(e) = rows[0].rule(DwarfReg(16)).copied().unwrap() else {
            panic!()
        };
        assert_eq!(e.bytes, ra_s30_s31);
        assert_eq!(rows[1].rule(V40), Some(&RegisterRule::Offset(1280)));
        let last = &rows[2];
        assert_eq!(last.cfa, aspace_cfa(S33, 0));
        assert!(matches!(last.rule(S33), Some(RegisterRule::Expression(e)) if e.bytes == s33_lane));
        assert_eq!(
            last.rule(DwarfReg(66)),
            Some(&RegisterRule::Register(DwarfReg(38)))
        );
        assert_eq!(last.rule(DwarfReg(2561)), None);
        assert_eq!(
            last.rule_or_default(DwarfReg(2561)),
            RegisterRule::SameValue
        );
    }

    #[test]
    fn kernel_cfa_expression_and_undefined_pc() {
        let insts = [0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02, 0x07, 0x10];
        let rows = rows_of(&[], 0x20, &insts).unwrap();
        assert_eq!(rows.len(), 1);
        let CfaRule::Expression(e) = rows[0].cfa else {
            panic!()
        };
        assert_eq!(e.bytes, [0x30, 0x36, 0xe9, 0x02]);
        assert_eq!(rows[0].rule(DwarfReg(16)), Some(&RegisterRule::Undefined));
    }

    #[test]
    fn remember_and_restore_state() {
        let insts = cat(&[
            &[0x30, 0x40, 0x00, 0x06], // CFA s32+0
            &[0x07, 0x10],             // pc undefined
            &[0x41, 0x0a],             // +4, remember
            &[0x31, 0x41],
            &sleb(-2),
            &[0x06],             // CFA s33-8
            &[0x08, 0x10],       // pc same value
            &[0x07, 0x41],       // s33 undefined
            &[0x41, 0x0a],       // +4, remember (nested)
            &[0x14, 0x42, 0x01], // s34 val_offset 4
            &[0x41, 0x0b],       // +4, restore → the second state
            &[0x41, 0x0b],       // +4, restore → the first state
        ]);
        let rows = rows_of(&[], 0x20, &insts).unwrap();
        assert_eq!(
            ranges(&rows),
            [
                (0x1000, 0x1004),
                (0x1004, 0x1008),
                (0x1008, 0x100c),
                (0x100c, 0x1010),
                (0x1010, 0x1020)
            ]
        );
        assert_eq!(rows[1].cfa, aspace_cfa(S33, -8));
        assert_eq!(
            rows[2].rule(DwarfReg(66)),
            Some(&RegisterRule::ValOffset(4))
        );
        assert_eq!(
            (rows[3].cfa, rows[3].rules()),
            (rows[1].cfa, rows[1].rules())
        );
        assert_eq!(
            (rows[4].cfa, rows[4].rules()),
            (rows[0].cfa, rows[0].rules())
        );
        assert_eq!(rows[4].rule(DwarfReg(16)), Some(&RegisterRule::Undefined));
    }

    #[test]
    fn state_stack_abuse() {
        let err = rows_of(&[], 0x10, &[0x0b]).unwrap_err();
        assert_eq!(
            (err.kind, err.offset),
            (ErrorKind::StateStackEmpty, base(&[]))
        );
        let deep = vec![0x0a; 65];
        let err = rows_of(&[], 0x10, &deep).unwrap_err();
        assert_eq!(err.kind, ErrorKind::StateStackFull(64));
        assert_eq!(err.offset, base(&[]) + 64);
        assert!(rows_of(&[], 0x10, &deep[..64]).is_ok());
        // A CIE's remembered state does not leak into its FDEs.
        let err = rows_of(&[0x0a], 0x10, &[0x0b]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::StateStackEmpty);
    }

    #[test]
    fn restore_brings_back_the_cie_rule() {
        let cie = [0x0c, 0x40, 0x00, 0x08, 0x21]; // def_cfa s32+0; s1 same value
        let s1 = DwarfReg(33);
        let insts = cat(&[
            &[0x07, 0x21, 0x07, 0x42], // s1, s34 undefined
            &[0x41, 0xc0 | 0x21],      // +4, restore s1 (packed)
            &[0x41, 0x06, 0x42],       // +4, restore_extended s34 (no CIE rule: default)
        ]);
        let rows = rows_of(&cie, 0x10, &insts).unwrap();
        assert_eq!(
            rows[0].cfa,
            CfaRule::RegisterOffset {
                register: S32,
                offset: 0,
                address_space: 0
            }
        );
        assert_eq!(rows[0].rule(s1), Some(&RegisterRule::Undefined));
        assert_eq!(rows[1].rule(s1), Some(&RegisterRule::SameValue));
        assert_eq!(rows[1].rule(DwarfReg(66)), Some(&RegisterRule::Undefined));
        assert_eq!(rows[2].rule(DwarfReg(66)), None);
    }

    #[test]
    fn cfa_definitions_keep_what_they_do_not_set() {
        let insts = cat(&[
            &[0x30, 0x40, 0x10, 0x05], // s32+16 in private_lane
            &[0x41, 0x0d, 0x41],       // s33, keeps 16 and aspace 5
            &[0x41, 0x0e, 0x20],       // offset 32, keeps s33 and aspace 5
            &[0x41, 0x13],
            &sleb(-3), // offset −12
            &[0x41, 0x12, 0x40],
            &sleb(2),                  // def_cfa_sf s32, 8: default space
            &[0x41, 0x0c, 0x41, 0x04], // def_cfa s33+4
        ]);
        let rows = rows_of(&[], 0x20, &insts).unwrap();
        let cfas: Vec<_> = rows.iter().map(|r| r.cfa).collect();
        let c = |register, offset, address_space| CfaRule::RegisterOffset {
            register,
            offset,
            address_space,
        };
        assert_eq!(
            cfas,
            [
                c(S32, 16, 5),
                c(S33, 16, 5),
                c(S33, 32, 5),
                c(S33, -12, 5),
                c(S32, 8, 0),
                c(S33, 4, 0)
            ]
        );
        assert_eq!(rows[0].cfa.to_string(), "s32+16 in private_lane");
        assert_eq!(rows[3].cfa.to_string(), "s33-12 in private_lane");
        assert_eq!(rows[5].cfa.to_string(), "s33+4");
    }

    #[test]
    fn cfa_register_needs_a_register_rule() {
        for insts in [&[0x0d, 0x41][..], &[0x0e, 0x08], &[0x13, 0x02]] {
            assert!(matches!(
                rows_of(&[], 0x10, insts).unwrap_err().kind,
                ErrorKind::NoRegisterCfa(_)
            ));
            let after_expr = cat(&[&[0x0f, 0x01, 0x30], insts]);
            let err = rows_of(&[], 0x10, &after_expr).unwrap_err();
            assert!(matches!(err.kind, ErrorKind::NoRegisterCfa(_)), "{err}");
            assert_eq!(err.offset, base(&[]) + 3);
        }
    }

    #[test]
    fn every_register_rule() {
        let e = [0x30];
        let insts = cat(&[
            &[0x07, 0x01], // undefined
            &[0x08, 0x02], // same value
            &[0x83, 0x02], // offset r3, 2 × 4
            &[0x11, 0x04],
            &sleb(-1),           // offset_extended_sf r4, −4
            &[0x2f, 0x05, 0x01], // GNU negative offset r5, −4
            &[0x14, 0x06, 0x01], // val_offset r6, 4
            &[0x15, 0x07],
            &sleb(-1),           // val_offset_sf r7, −4
            &[0x09, 0x08, 0x09], // register r8 ← r9
            &[0x10, 0x0a, 0x01],
            &e, // expression r10
            &[0x16, 0x0b, 0x01],
            &e,                  // val_expression r11
            &[0x2e, 0x10, 0x00], // GNU_args_size, nop
        ]);
        let rows = rows_of(&[], 0x10, &insts).unwrap();
        let r = |n| rows[0].rule(DwarfReg(n)).copied();
        assert_eq!(r(1), Some(RegisterRule::Undefined));
        assert_eq!(r(2), Some(RegisterRule::SameValue));
        assert_eq!(r(3), Some(RegisterRule::Offset(8)));
        assert_eq!(r(4), Some(RegisterRule::Offset(-4)));
        assert_eq!(r(5), Some(RegisterRule::Offset(-4)));
        assert_eq!(r(6), Some(RegisterRule::ValOffset(4)));
        assert_eq!(r(7), Some(RegisterRule::ValOffset(-4)));
        assert_eq!(r(8), Some(RegisterRule::Register(DwarfReg(9))));
        assert!(matches!(r(10), Some(RegisterRule::Expression(x)) if x.bytes == e));
        assert!(matches!(r(11), Some(RegisterRule::ValExpression(x)) if x.bytes == e));
        assert_eq!(rows[0].rules().len(), 10);
        let kinds: Vec<_> = rows[0].rules().iter().map(|(_, r)| r.kind()).collect();
        assert_eq!(kinds[..3], ["undefined", "same_value", "offset"]);
    }

    #[test]
    fn many_changes_in_one_row_merge_as_few_do() {
        // More changes in one row than are applied one by one: merged by the sort, with
        // the same outcome (out of order, one column set twice, one restored to no rule).
        let mut parts: Vec<Vec<u8>> = (0..10u8).rev().map(|r| vec![0x07, 0x30 + r]).collect();
        parts.push(vec![0x08, 0x33]); // s51 same value (overrides)
        parts.push(vec![0x06, 0x35]); // restore_extended s53: back to none
        parts.push(vec![0x41]); // +4: row 0 ends
        parts.push(vec![0x08, 0x34]); // s52 same value: one change, applied in place
        parts.push(vec![0x06, 0x30]); // restore s48
        let insts = cat(&parts.iter().map(Vec::as_slice).collect::<Vec<_>>());
        let rows = rows_of(&[], 0x10, &insts).unwrap();
        let regs = |i: usize| -> Vec<(u64, &str)> {
            rows[i]
                .rules()
                .iter()
                .map(|(r, x)| (r.0, x.kind()))
                .collect()
        };
        let mut expected: Vec<(u64, &str)> = (48..58)
            .filter(|&r| r != 53)
            .map(|r| (r, if r == 51 { "same_value" } else { "undefined" }))
            .collect();
        assert_eq!(regs(0), expected);
        expected.retain(|(r, _)| *r != 48);
        expected.iter_mut().find(|(r, _)| *r == 52).unwrap().1 = "same_value";
        assert_eq!(regs(1), expected);
    }

    #[test]
    fn rules_in_any_order_last_change_wins() {
        // Columns out of order (VGPRs, then SGPRs, as AMD's fork lists them), one set twice
        // and one set then restored to no rule, all within one row.
        let insts = cat(&[
            &[0x07, 0x80, 0x14], // v0 undefined
            &[0x07, 0x81, 0x14], // v1 undefined
            &[0x07, 0x42],       // s34 undefined
            &[0x07, 0x21],       // s1 undefined
            &[0x08, 0x80, 0x14], // v0 same value (overrides)
            &[0x06, 0x42],       // restore_extended s34: no CIE rule, back to none
            &[0x41],             // +4: row 0 ends
            &[0x07, 0x42],       // s34 undefined again
        ]);
        let rows = rows_of(&[], 0x10, &insts).unwrap();
        let regs = |i: usize| -> Vec<(u64, &str)> {
            rows[i]
                .rules()
                .iter()
                .map(|(r, x)| (r.0, x.kind()))
                .collect()
        };
        assert_eq!(
            regs(0),
            [(33, "undefined"), (2560, "same_value"), (2561, "undefined")]
        );
        assert_eq!(
            regs(1),
            [
                (33, "undefined"),
                (66, "undefined"),
                (2560, "same_value"),
                (2561, "undefined")
            ]
        );
        // row_for_pc gives the same rows.
        let mut s = Section::new();
        let cie = s.cie("[amd:v0.0]", &[]);
        s.fde(cie, 0x1000, 0x10, &insts);
        let f = s.frame();
        let fde = f.fde_for_pc(0x1000).unwrap().unwrap();
        let t = UnwindTable::new(&fde).unwrap();
        assert_eq!(t.row_for_pc(0x1000).unwrap().unwrap(), rows[0]);
        assert_eq!(t.row_for_pc(0x100c).unwrap().unwrap(), rows[1]);
    }

    #[test]
    fn locations_must_stay_in_the_fde() {
        // Past the end.
        let err = rows_of(&[], 0x10, &[0x45]).unwrap_err();
        assert_eq!(err.kind, ErrorKind::LocationOutOfRange(0x1014));
        // Exactly to the end: no empty row after it.
        assert_eq!(
            ranges(&rows_of(&[], 0x10, &[0x44]).unwrap()),
            [(0x1000, 0x1010)]
        );
        // set_loc backwards, and forwards.
        let back = cat(&[&[0x41, 0x01], &0x1000u64.to_le_bytes()]);
        assert_eq!(
            rows_of(&[], 0x10, &back).unwrap_err().kind,
            ErrorKind::LocationOutOfRange(0x1000)
        );
        let fwd = cat(&[&[0x01], &0x1008u64.to_le_bytes()]);
        assert_eq!(
            ranges(&rows_of(&[], 0x10, &fwd).unwrap()),
            [(0x1000, 0x1008), (0x1008, 0x1010)]
        );
        // An advance whose scaled delta overflows.
        let mut s = Section::new();
        let cie = s.cie_with("", u64::MAX, 4, &[]);
        s.fde(cie, 0x1000, 0x10, &[0x42]);
        let f = s.frame();
        let Ok(crate::Entry::Fde(fde)) = f.entries().nth(1).unwrap() else {
            panic!()
        };
        let err = UnwindTable::new(&fde)
            .unwrap()
            .rows()
            .last()
            .unwrap()
            .unwrap_err();
        assert_eq!(err.kind, ErrorKind::AddressOverflow);
        // An offset whose scaled value overflows.
        let big = cat(&[&[0x05, 0x01], &uleb(u64::MAX / 2)]);
        assert_eq!(
            rows_of(&[], 0x10, &big).unwrap_err().kind,
            ErrorKind::OffsetOverflow
        );
    }

    #[test]
    fn cie_instructions_may_not_move_or_restore() {
        for (cie, name) in [
            (&[0x41][..], "DW_CFA_advance_loc"),
            (&[0xc1], "DW_CFA_restore"),
            (&[0x06, 0x01], "DW_CFA_restore_extended"),
        ] {
            let err = rows_of(cie, 0x10, &[]).unwrap_err();
            assert_eq!(err.kind, ErrorKind::NotInCie(name));
        }
    }

    #[test]
    fn empty_fdes_and_ranges() {
        // Upstream clang: no instructions at all → one row, CFA undefined.
        let rows = rows_of(&[0x00], 0x40, &[]).unwrap();
        assert_eq!(ranges(&rows), [(0x1000, 0x1040)]);
        assert_eq!(rows[0].cfa, CfaRule::Undefined);
        assert!(rows[0].rules().is_empty());
        // A zero-length FDE has no rows.
        assert!(rows_of(&[], 0, &[]).unwrap().is_empty());
    }

    #[test]
    fn row_for_pc_runs_only_as_far_as_needed() {
        let mut s = Section::new();
        let cie = s.cie("", &[]);
        // Row 1: 0x1000..0x1004; then a broken instruction.
        s.fde(cie, 0x1000, 0x10, &[0x07, 0x10, 0x41, 0x3f]);
        let f = s.frame();
        let fde = f.fde_for_pc(0x1000).unwrap().unwrap();
        let t = UnwindTable::new(&fde).unwrap();
        let row = t.row_for_pc(0x1003).unwrap().unwrap();
        assert_eq!((row.start, row.end), (0x1000, 0x1004));
        assert_eq!(
            t.row_for_pc(0x1004).unwrap_err().kind,
            ErrorKind::UnknownInstruction(0x3f)
        );
        assert_eq!(t.row_for_pc(0x1010).unwrap(), None);
        assert_eq!(t.row_for_pc(0xfff).unwrap(), None);
        assert_eq!(t.initial_row().cfa, CfaRule::Undefined);
        assert_eq!(t.cie().augmentation, "");
    }

    #[test]
    fn budgets_stop_hostile_tables() {
        // 20000 distinct registers.
        let mut many = Vec::new();
        for reg in 0..20_000u64 {
            many.push(0x07);
            many.extend(uleb(reg));
        }
        let err = rows_of(&[], 0x1_0000, &many).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooManyRegisters(8192));
        // ... with a row after each: rows × registers would be 2·10⁸ rule copies.
        let mut insts = Vec::new();
        for reg in 0..20_000u64 {
            insts.push(0x07);
            insts.extend(uleb(reg));
            insts.push(0x41);
        }
        let limits = Limits {
            max_registers: 100_000,
            ..Limits::default()
        };
        let err = rows_with(&[], 0x1_0000, &insts, limits).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BudgetExhausted(limits.max_steps));
        let limits = Limits {
            max_steps: 10,
            ..Limits::default()
        };
        let err = rows_with(&[], 0x1_0000, &insts, limits).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BudgetExhausted(10));
        // Remember/restore loops are paid for too.
        let mut churn = vec![0x07, 0x01, 0x07, 0x02];
        for _ in 0..100_000 {
            churn.extend_from_slice(&[0x0a, 0x0b]);
        }
        let limits = Limits {
            max_steps: 50_000,
            ..Limits::default()
        };
        assert!(matches!(
            rows_with(&[], 0x10, &churn, limits).unwrap_err().kind,
            ErrorKind::BudgetExhausted(_)
        ));
    }
}
