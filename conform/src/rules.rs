//! The rules: stable ids, severities, explanations and the spec text each one comes from.
//!
//! Severities: an *error* means a consumer that follows the specification gets
//! wrong information or none; a *warning* means the output does not conform but a consumer
//! can still recover the meaning; a *note* is worth knowing but harmless. References name the
//! document and section: "AMDGPUUsage" is LLVM's `AMDGPUUsage.rst` ("DWARF Debug
//! Information" and its subsections; `shared/seeds/000_*.txt`), "DWARF-ext" is "DWARF
//! Extensions For Heterogeneous Debugging" (`shared/reference/`), "DWARF 5" the standard.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing, harmless.
    Note,
    /// Non-conforming but recoverable.
    Warning,
    /// A consumer following the specification gets wrong or no information.
    Error,
}

impl Severity {
    /// The lowercase name (`error`, `warning`, `note`).
    pub const fn name(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Severity {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "note" => Ok(Severity::Note),
            "warning" => Ok(Severity::Warning),
            "error" => Ok(Severity::Error),
            other => Err(format!(
                "`{other}` is not a severity (error, warning, note)"
            )),
        }
    }
}

/// One rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rule {
    /// The stable id (`cfi-missing-cfa`).
    pub id: &'static str,
    /// Its severity.
    pub severity: Severity,
    /// One line: what is checked.
    pub summary: &'static str,
    /// One paragraph: why it matters.
    pub explanation: &'static str,
    /// Where the requirement is written (document and section).
    pub reference: &'static str,
}

macro_rules! rule {
    ($id:literal, $sev:ident, $summary:literal, $expl:literal, $reference:literal) => {
        Rule {
            id: $id,
            severity: Severity::$sev,
            summary: $summary,
            explanation: $expl,
            reference: $reference,
        }
    };
}

/// Every rule, in a stable order.
pub const RULES: &[Rule] = &[
    rule!(
        "cfi-cie-augmentation",
        Warning,
        "CIE augmentation is not the \"[amd:v0.0]\" AMDGPUUsage specifies",
        "A consumer decides from the CIE augmentation which AMDGPU extensions the CIE and its FDEs use. Upstream LLVM writes \"\" (no extensions announced although the CFI may use DW_CFA_LLVM_* operations) and AMD's fork writes \"[llvm:v0.0]\", which names another vendor. A consumer that checks the augmentation refuses or misreads the CFI.",
        "AMDGPUUsage, DWARF Debug Information, Call Frame Information, item 1 (augmentation); DWARF-ext A.6.4.1"
    ),
    rule!(
        "cfi-cie-fields",
        Error,
        "CIE fields other than the augmentation differ from AMDGPUUsage",
        "AMDGPUUsage fixes the CIE's address_size (8, the global address space), segment_selector_size (0), code_alignment_factor (4), data_alignment_factor (4) and return_address_register (PC_64 for 64-bit processes). Other values scale every advance and offset of the FDEs wrongly or name the wrong return-address column.",
        "AMDGPUUsage, DWARF Debug Information, Call Frame Information, items 2-6"
    ),
    rule!(
        "cfi-missing-cfa",
        Error,
        "an FDE with no CFA rule at some PC of its range",
        "Without a CFA rule nothing in the frame can be located and no frame above the current one can be unwound; the AMDGPUUsage default of \"same value\" applies to register columns, not to the CFA. Upstream clang writes every FDE empty.",
        "DWARF 5 6.4.1; AMDGPUUsage, DWARF Debug Information, Call Frame Information"
    ),
    rule!(
        "cfi-undescribed-save",
        Error,
        "a callee-saved register the code saves but the CFI leaves as same value",
        "The prologue analysis (the one hdb's ABI fallback unwinds with) sees the function store a callee-saved VGPR to the stack, or write a callee-saved SGPR into a VGPR lane, because it is about to overwrite it. If no row of the FDE gives that register a rule, the AMDGPUUsage default (same value) makes a consumer show the callee's value as the caller's.",
        "AMDGPUUsage, Call Convention (callee-saved registers) and DWARF Debug Information, Call Frame Information, item 7; DWARF 5 6.4.1"
    ),
    rule!(
        "cfi-register-number",
        Error,
        "a CFI or location register number invalid for the target or the kernel's wave size",
        "AMDGPUUsage numbers registers per wave size (VGPRs from 2560 in wave64, from 1536 in wave32; EXEC_MASK_32/64) and reserves the gaps. A number outside the table, in a reserved range, of the other wave size, or an AGPR on a target without accumulation registers names no register a consumer can read.",
        "AMDGPUUsage, DWARF Debug Information, Register Identifier"
    ),
    rule!(
        "loc-xderef-address-class",
        Error,
        "`litN, swap, xderef` address-class convention instead of DW_OP_LLVM_form_aspace_address",
        "Upstream clang tags locations with `DW_OP_litN, DW_OP_swap, DW_OP_xderef`: N = 1 private, 2 local in clang <= 19's old address classes, N = DW_ASPACE number (5 private_lane, 3 local, 1 generic) in clang 22. The extension forms an address-space location with DW_OP_LLVM_form_aspace_address. DWARF 5 DW_OP_xderef is a memory read: a consumer following the standard loads from the variable's address and uses the result as the location, one indirection too many, and under the DW_ASPACE table N = 1 and 2 mean generic and region, not private and local.",
        "AMDGPUUsage, DWARF Debug Information, Address Space Identifier; DWARF-ext A.2.5.4.4.3 (DW_OP_LLVM_form_aspace_address); DWARF 5 2.5.1.3 (DW_OP_xderef)"
    ),
    rule!(
        "loc-register-as-memory",
        Error,
        "a register-resident value described as memory, or a constant described as a load",
        "`DW_OP_bregx VGPRn 0, litN, swap, xderef` says the variable is in memory at the address held in the register, but the register holds the value itself; `consts K, litN, swap, xderef, stack_value` makes the value a load from address K. A register location is DW_OP_regx (with lane selection for vector registers) and a constant is `DW_OP_constu K, DW_OP_stack_value`.",
        "DWARF 5 2.6.1.1 (register and implicit location descriptions); DWARF-ext A.2.5.4.4.4, A.2.5.4.4.5"
    ),
    rule!(
        "loc-no-lane-selection",
        Error,
        "a per-lane variable located in a whole vector register without push_lane/offset",
        "A vector register holds one dword per lane; a location naming the whole register (`DW_OP_regx VGPRn`) reads lane 0's bytes (or the whole register) for every lane. The extension selects the focused lane with `DW_OP_LLVM_push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_offset` (or a fixed DW_OP_LLVM_offset for a value kept in one lane).",
        "AMDGPUUsage, DWARF Debug Information, Lane Identifier and Expression Operation Vendor Extensions; DWARF-ext A.2.5.4.4.3 (DW_OP_LLVM_push_lane, DW_OP_LLVM_offset)"
    ),
    rule!(
        "loc-wave-scaled-frame-base",
        Error,
        "DW_OP_fbreg over a wave-scaled stack register on a MUBUF-scratch target",
        "On targets with MUBUF scratch (gfx900-gfx90a, gfx1030) the frame and stack pointers hold a wave-scaled scratch offset (the stack moves by frame size x lanes); the per-lane private address is the register shifted right by log2(wave size), as the code itself computes with `v_lshrrev_b32 v1, 6, s33`. `DW_OP_fbreg N` over `DW_AT_frame_base DW_OP_regx SGPR33` adds N to the unscaled register, an address wave-size times too large.",
        "AMDGPUUsage, Memory Spaces / Address Space Identifier (private_lane vs private_wave) and Frame Pointer; DWARF-ext A.3.3.5 (DW_AT_frame_base)"
    ),
    rule!(
        "loc-lds-missing-symbol",
        Error,
        "an LDS variable whose address comes from a relocation against an absent symbol",
        "The variable's DW_OP_addr/DW_OP_addrx address is 0 because its relocation names a symbol that LDS lowering deleted: the code object carries it as an undefined symbol. Every such variable appears at local address 0, overlapping the real LDS contents.",
        "AMDGPUUsage, Code Object, Symbols; DWARF 5 2.5.1.1 (DW_OP_addrx); AMDGPUUsage, DWARF Debug Information, Address Space Identifier (local)"
    ),
    rule!(
        "loc-generic-unmarked",
        Warning,
        "a variable of a CUDA/HIP-like language in memory without an address-space marker",
        "HIP has no address spaces in its type system but allocates variables in several; AMDGPUUsage requires such producers to name DW_ASPACE_AMDGPU_generic (or the real space) explicitly, because the default address space is global. A memory location with no address-space operation is read from global memory.",
        "AMDGPUUsage, DWARF Debug Information, Address Space Identifier (note on CUDA-like languages)"
    ),
    rule!(
        "loc-pc-outside-function",
        Warning,
        "location-list entries outside the owning function's ranges, or overlapping entries that disagree",
        "A location-list entry for PCs the owning subprogram does not cover can never apply and usually means wrong base addresses; two entries covering the same PC with different expressions say the variable is in two places at once, which is only true if both hold the same value, and consumers pick one arbitrarily.",
        "DWARF 5 2.6.2 (location lists)"
    ),
    rule!(
        "loc-eval-error",
        Error,
        "an expression that fails under a symbolic evaluation (decoding, stack, entry kind)",
        "hdb's evaluator runs every location expression against a stand-in wave (registers and memory zero, the function's frame base) with the unit's conventions. A failure there (an undecodable operation, stack underflow, a value where a location is needed, an ill-formed composite) fails in every consumer.",
        "DWARF 5 2.5, 2.6; DWARF-ext A.2.5"
    ),
    rule!(
        "cu-no-augmentation",
        Warning,
        "a unit without DW_AT_LLVM_augmentation \"[amdgpu:vX.Y]\"",
        "AMDGPUUsage gives every AMDGPU compilation unit DW_AT_LLVM_augmentation \"[amdgpu:v0.0]\": a consumer learns from it which version of the AMDGPU extensions the unit's DWARF follows (operation encodings, address-space and register numbering). A unit that uses DW_OP_LLVM_* operations without it leaves the consumer guessing their encoding and semantics; one that uses none still leaves it guessing which conventions its plain DWARF follows (the message says which case it is).",
        "AMDGPUUsage, DWARF Debug Information, DW_AT_LLVM_augmentation; DWARF-ext A.3.1.1"
    ),
    rule!(
        "expr-legacy-encoding",
        Warning,
        "single-byte 0xe1..0xec heterogeneous operations instead of DW_OP_LLVM_user",
        "Older drafts of the extension encoded its operations as the single bytes 0xe1..0xec; current LLVM assigns several of those to HP and Intel vendor operations (0xe1 DW_OP_HP_is_value ... 0xe8 DW_OP_INTEL_bit_piece) and encodes the LLVM operations as DW_OP_LLVM_user (0xe9) with a ULEB128 sub-opcode. A current consumer decodes the old bytes as other operations or not at all.",
        "DWARF-ext A.2.5.4.4 and its encoding table (DW_OP_LLVM_user); AMDGPUUsage, DWARF Debug Information, Expression Operation Vendor Extensions"
    ),
    rule!(
        "line-header",
        Error,
        "line-table header fields that do not match the target",
        "AMDGPUUsage fixes minimum_instruction_length 4 and maximum_operations_per_instruction 1 (GFX9-GFX11), address_size 8 and segment_selector_size 0. Other values make a consumer compute wrong addresses for every row.",
        "AMDGPUUsage, DWARF Debug Information, Line Number Information"
    ),
    rule!(
        "aranges-header",
        Error,
        "a .debug_aranges header whose address or segment-selector size is not AMDGPU's",
        "AMDGPUUsage fixes the lookup-by-address header's address_size to the global address space's (8) and segment_selector_size to 0, since AMDGPU uses no segment selector. Other values make every address range of the table unreadable or wrong.",
        "AMDGPUUsage, DWARF Debug Information, Accelerated Access, Lookup By Address Section Header; DWARF 5 6.1.2"
    ),
    rule!(
        "names-augmentation",
        Warning,
        "a .debug_names index without the augmentation string \"[amdgpu:v0.0]\"",
        "AMDGPUUsage asks the lookup-by-name header to carry the augmentation string [amdgpu:vX.Y], null-padded to a multiple of 4, so a consumer knows the index describes AMDGPU-extended DWARF.",
        "AMDGPUUsage, DWARF Debug Information, Accelerated Access, Lookup By Name Section Header; DWARF 5 6.1.1.4.1"
    ),
    rule!(
        "attr-lane-shape",
        Error,
        "DW_AT_LLVM_lane_pc or DW_AT_LLVM_active_lane that is not a DWARF expression or location list",
        "The extension defines DW_AT_LLVM_lane_pc and DW_AT_LLVM_active_lane on subprograms, inlined subroutines and entry points as DWARF expressions (exprloc or location list) (exprloc or location list) evaluated per lane; a constant or a string there cannot be evaluated, so a consumer cannot tell a lane's PC in divergent code or which lanes are active.",
        "DWARF-ext A.3.3.5 items 5 (DW_AT_LLVM_lane_pc) and 6 (DW_AT_LLVM_active_lane), A.7 (forms exprloc, loclist); AMDGPUUsage, DWARF Debug Information, DW_AT_LLVM_lane_pc and DW_AT_LLVM_active_lane"
    ),
    rule!(
        "unit-header",
        Error,
        "a unit header whose address size is not the global address space's",
        "AMDGPUUsage defines the global address space as 64-bit; a unit with another address_size decodes DW_OP_addr and DW_FORM_addr operands at the wrong width.",
        "AMDGPUUsage, DWARF Debug Information, Address Space Identifier; DWARF 5 7.5.1"
    ),
    rule!(
        "attr-vendor-code",
        Note,
        "a heterogeneous-debugging attribute code the published extension and AMD's fork disagree on",
        "The published extension numbers DW_AT_LLVM_active_lane..vector_size 0x3e08..0x3e0c (clashing with upstream LLVM's ptrauth attributes) and leaves address_space and memory_space TBA; AMD's fork uses 0x3e0f..0x3e13. A consumer reading with the other table misses or misreads the attribute.",
        "DWARF-ext A.7 (attribute encodings); AMD's LLVM fork, llvm::dwarf attribute table (0x3e0f-0x3e13)"
    ),
    rule!(
        "loc-wave-scaled-address",
        Error,
        "a private_lane address made of the stack or frame pointer without the wave-size shift",
        "On targets with MUBUF scratch (gfx900-gfx90a, gfx1030) s32 and s33 hold wave-scaled scratch offsets; a lane's private address is the register shifted right by log2(wave size), as the fork's own expressions do (`DW_OP_regx SGPR33, DW_OP_deref_size 4, DW_OP_lit6, DW_OP_shr, ...`). An expression that reads the register and forms a DW_ASPACE_AMDGPU_private_lane address without the shift (or DW_OP_LLVM_aspace_bregx over it) names an address wave-size times too large; with architected flat scratch (gfx942, gfx11, gfx12) the register already holds the lane's address and a shift makes it too small. Checked in location expressions and in DW_AT_frame_base.",
        "AMDGPUUsage, Address Space Identifier (private_lane vs private_wave), Memory Spaces and Frame Pointer; DWARF-ext A.2.5.4.4.3 (DW_OP_LLVM_form_aspace_address, DW_OP_LLVM_aspace_bregx)"
    ),
    rule!(
        "loc-missing",
        Error,
        "a variable with no location at all in unoptimised code",
        "In a unit built without optimisation (no subprogram carries DW_AT_call_all_calls, the mark LLVM puts on every subprogram of an optimised build; or -O0 in the producer's recorded flags) every variable lives in memory for its whole scope, so one with neither DW_AT_location nor DW_AT_const_value is a producer's omission, not an optimisation: a debugger shows <optimized out> wherever it is in scope. clang 22 writes LDS variables (`__local`, `__shared__`) this way even at -O0. Optimised units are not checked: there a variable may legitimately have no location (--stats counts them in the 0% bucket).",
        "DWARF 5 2.6 and 4.1 (DW_AT_location, DW_AT_const_value); AMDGPUUsage, DWARF Debug Information"
    ),
    rule!(
        "type-pointer-address-space",
        Error,
        "a kernel argument's pointer type whose address space disagrees with the kernel-argument metadata or is missing",
        "The code object's metadata gives each pointer argument its address space (`.address_space`: global, constant, local, private, generic, region). A consumer reads the parameter's pointer type in the space DW_AT_LLVM_address_space names (DW_ASPACE numbers; the fork writes 3 for `__local`), or, for DW_AT_address_class, in AMDGPU's address-space or memory-space table (clang 22 writes 3, local in both). clang <= 19 writes DW_AT_address_class 2 for `__local`, its own old numbering, which AMDGPU's tables read as region or constant; a pointer type with no attribute reads as global. Either way the debugger dereferences a local or private pointer in the wrong memory. Generic and global pointers reach the same global memory and are accepted for each other.",
        "DWARF-ext A.5.3 (DW_AT_LLVM_address_space on pointer types), A.2.13 (address spaces); AMDGPUUsage, Address Space Identifier, Memory Space Identifier, Code Object Metadata (.args .address_space)"
    ),
    rule!(
        "attr-lane-absent",
        Note,
        "a unit whose subprograms have neither DW_AT_LLVM_lane_pc nor DW_AT_LLVM_active_lane",
        "DW_AT_LLVM_lane_pc gives each lane's program location in divergent code (an inactive lane's PC is where it will resume, not the wave's PC) and DW_AT_LLVM_active_lane the lanes that are conceptually active where EXEC is changed for whole-wave operations. Without them a consumer shows every lane at the wave's PC and takes EXEC as the active lanes, which is right only in code that does not diverge. One note per unit with code; no producer writes them today.",
        "DWARF-ext A.3.3.5 items 5 and 6; AMDGPUUsage, DWARF Debug Information, DW_AT_LLVM_lane_pc and DW_AT_LLVM_active_lane"
    ),
    rule!(
        "cfi-no-return-address",
        Error,
        "a function's FDE with rows where the return-address column has no rule",
        "The CIE names PC_64 (16) the return-address column; in a function (not a kernel) it must say where the caller's PC is at every PC of the FDE (typically DW_CFA_expression PC_64 { regx SGPR30, piece 4, regx SGPR31, piece 4 }, later the VGPR lanes it is spilled to). Without a rule the AMDGPUUsage default, same value, makes the caller's PC the current PC, and a backtrace repeats the frame. An FDE with no instructions at all is reported once, as cfi-missing-cfa.",
        "DWARF 5 6.4.1 and 6.4.4; AMDGPUUsage, DWARF Debug Information, Call Frame Information, item 6 (return_address_register) and the default rule"
    ),
    rule!(
        "cfi-kernel-return-address",
        Error,
        "a kernel's FDE that does not mark the return address undefined at its entry",
        "A kernel has no caller: its FDE must make the return-address column (PC_64) undefined from its first PC (DW_CFA_undefined PC_64, as the fork writes) so a consumer ends the backtrace there. Under the default rule, same value, the kernel looks like its own caller. An FDE with no instructions at all is reported once, as cfi-missing-cfa.",
        "DWARF 5 6.4.4 (an undefined return address marks the outermost frame); AMDGPUUsage, DWARF Debug Information, Call Frame Information"
    ),
    rule!(
        "cfi-cfa-address-space",
        Error,
        "a CFA rule that names no address space",
        "AMDGPU frames live in scratch: the CFA is an address in private_wave (6) (DW_CFA_LLVM_def_aspace_cfa, or DW_CFA_def_cfa_expression ending in DW_OP_LLVM_form_aspace_address, as the fork writes). DW_CFA_def_cfa, def_cfa_sf, and a CFA expression without an address space put the CFA in DW_ASPACE_LLVM_none, global memory, where every saved register a rule locates relative to it is read from the wrong memory. (DW_CFA_def_cfa_register and def_cfa_offset keep the space of the rule they change.)",
        "DWARF-ext A.6.4.2.1 (DW_CFA_LLVM_def_aspace_cfa), A.2.5.4.4.3; AMDGPUUsage, DWARF Debug Information, Call Frame Information, Address Space Identifier (private_wave)"
    ),
    rule!(
        "dwarf-absent",
        Note,
        "a code object without DWARF: none of its debugging information could be checked",
        "The object has no .debug_info (it was built without -g, or the debugging information was stripped). Nothing is wrong with what is there, but none of the location, type, unit and line-table rules ran on it, so its clean result means nothing; a debugger can show no variable and no source line of it.",
        "DWARF 5 chapter 7; AMDGPUUsage, DWARF Debug Information"
    ),
    rule!(
        "cfi-absent",
        Note,
        "a code object with DWARF and code but no .debug_frame",
        "The object has debugging information but no call-frame information: a debugger cannot unwind past the innermost frame (or must guess from the code, as hdb's ABI fallback does), and none of the CFI rules ran. AMDGPU producers write CFI to .debug_frame (never .eh_frame).",
        "DWARF 5 6.4; AMDGPUUsage, DWARF Debug Information, Call Frame Information"
    ),
    rule!(
        "run-eval-error",
        Error,
        "at run time, a variable in scope whose location cannot be evaluated",
        "The kernel runs in the simulator through hdb's debugger engine and stops at line-table rows; every variable in scope is evaluated for every active lane. An evaluation failure there (an expression that needs a register or frame base the frame does not have, an ill-formed result) is what every debugger user sees instead of the value.",
        "DWARF 5 2.5, 2.6; DWARF-ext A.2.5; AMDGPUUsage, DWARF Debug Information"
    ),
    rule!(
        "run-bad-read",
        Error,
        "at run time, a variable whose location points outside any allocation",
        "The location evaluates, but reading the variable touches memory the dispatch never allocated (an address outside the private, LDS or global buffers): the description is wrong for that PC and lane.",
        "DWARF 5 2.6; AMDGPUUsage, Address Space Identifier"
    ),
    rule!(
        "run-value-mismatch",
        Error,
        "at run time, a value that disagrees with the reference build at the same line, hit and work-item",
        "With --against, the same kernel built another way (typically -O0, where every variable lives in memory) is run with the same inputs; each work-item's line entries are paired with the reference's (longest common subsequence, preferring the k-th entry of a line with the k-th), and every variable both builds describe must show the value the reference's work-item has at the paired entry or writes within that line entry (for an unpaired stop, the values at the neighbouring pairs or one assignment from them), or be <optimized out>. Any other value, even one the reference holds a few stops away, means the checked build's location (or the reference's) is wrong. Not reported: values the reference had not assigned yet, pointers into stack or LDS (layouts differ), and values one assignment or one iteration apart (run-value-shifted). --align value|sequence|hit choose other alignments.",
        "DWARF 5 2.6 (location descriptions must give the object's value at every PC where they apply)"
    ),
    rule!(
        "run-value-unwritten",
        Warning,
        "at run time, a value that changes although nothing wrote the storage its location names",
        "hdb stops the wave at every instruction and records which registers (the decoder's destinations; unknown or indexed writes count as all) and whether private memory (any store or atomic) each instruction wrote. Between two consecutive observations of a work-item in the same frame, a variable whose value changed while the storage its location names at the later one was not written moved there by its location list alone: the list switches it to a register or slot holding another value at a PC where the code did not assign it, or an entry's range is wrong. An optimiser may legitimately compute a new value early and switch the location at the assignment's line; --against a -O0 build tells the two apart.",
        "DWARF 5 2.6.2 (a location list entry gives the object's location for the PCs of its range)"
    ),
    rule!(
        "run-value-shifted",
        Note,
        "with --against, a value that equals the reference's one assignment, or one entry of the same line, earlier or later",
        "The checked build shows the value the variable has one assignment before or after the corresponding point of the reference (with --align window): a statement late or early, which a user stepping the line sees as a value before the line that assigns it, or an old one after it. Or it shows, at an entry of a line, the value the reference has at the previous or next entry of that line by the same work-item: an iteration apart. Either the builds enter the line a different number of times and the pairing is one entry off, or the checked build's location already shows a loop variable's next value (an -O2 increment scheduled before the line's other instructions). Reported as a note, not a mismatch, because the two cannot be told apart from the values alone.",
        "DWARF 5 2.6 (location descriptions must give the object's value at every PC where they apply)"
    ),
    rule!(
        "run-output-differs",
        Note,
        "with --against, the two builds' output buffers differ after the kernel ends",
        "The checked and the reference build ran with the same inputs but wrote different bytes: one of them is miscompiled, the simulator executes an instruction of one of them wrongly, or the kernel's result depends on the order of its work-items (atomics). Value comparisons at the same line are then not only about locations; hdb says so rather than blame the debugging information.",
        "(consistency of the comparison; no DWARF rule)"
    ),
    rule!(
        "dwarf-malformed",
        Error,
        "debugging information or CFI that cannot be read",
        "A unit header, DIE, attribute, location list or call-frame entry that does not parse: everything after it is lost to every consumer.",
        "DWARF 5 chapter 7 (data representation)"
    ),
];

/// The rule with id `id`.
pub fn rule(id: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.id == id)
}
