//! Hand-written code objects for the conformance tests: one kernel `k` and one function `f`
//! with hand-written DWARF and CFI, assembled with `llvm-mc-19` and linked with `ld.lld-19`
//! (the tools `.ci/run` installs; a missing tool fails the test). The default [`Spec`] is
//! conforming in every way the rules check; each test changes one thing.
#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A location: an exprloc, or a one-entry location list over `f` or over `k`.
#[derive(Clone, Debug)]
pub enum Loc {
    Expr(Vec<u8>),
    /// A location list with one entry covering `f` (`outside` = false) or `k` (true).
    List {
        expr: Vec<u8>,
        outside: bool,
    },
}

/// What to assemble.
#[derive(Clone, Debug)]
pub struct Spec {
    /// `gfx90a` (wave64, MUBUF scratch) or `gfx1100` (wave32, flat scratch).
    pub target: &'static str,
    pub cie_augmentation: &'static str,
    pub code_alignment_factor: u8,
    /// Whether `f`'s FDE has its CFA rule.
    pub f_cfa: bool,
    /// Whether `f`'s FDE describes v40 (which `f` saves and overwrites).
    pub f_describes_v40: bool,
    /// Whether the unit has `DW_AT_LLVM_augmentation "[amdgpu:v0.0]"`.
    pub cu_augmentation: bool,
    /// The unit's source name (`.hip` makes it CUDA-like).
    pub source: &'static str,
    /// `f`'s variable `x`.
    pub x: Loc,
    /// `k`'s variable `kx` (the value 42 + lane lives in v1 from line 4 on).
    pub kx: Vec<u8>,
    /// Instead of `kx`: a location list for `kx`, entries `(from, to, expression)` between
    /// the labels `.Lk_begin`, `.Lk_line4`, `.Lk_line5` and `.Lk_end`.
    pub kx_list: Option<Vec<(&'static str, &'static str, Vec<u8>)>>,
    /// `f`'s variable `p` (a frame slot).
    pub p: Vec<u8>,
    /// A fork-only vendor attribute (`DW_AT_LLVM_memory_space`, 0x3e0f) on `x`.
    pub vendor_attribute: bool,
    /// A unit-level LDS variable `tile` at `DW_OP_addr SYMBOL` (the symbol is undefined
    /// unless it is `k`).
    pub lds_symbol: Option<&'static str>,
    /// `DW_AT_LLVM_lane_pc` (the published code 0x3e0b) on `f`: its form and the bytes after
    /// the attribute code (an exprloc's length included).
    pub lane_pc: Option<(u8, Vec<u8>)>,
    /// Raw assembly appended (extra sections).
    pub extra: String,
}

pub use dwarf_ext::leb::uleb;

impl Spec {
    pub fn wave64(&self) -> bool {
        self.target == "gfx90a"
    }

    /// DWARF number of VGPRn for the target's wave size.
    pub fn vgpr(&self, n: u64) -> u64 {
        if self.wave64() {
            2560 + n
        } else {
            1536 + n
        }
    }

    /// `DW_OP_regx VGPRn, DW_OP_LLVM_user push_lane, DW_OP_lit4, DW_OP_mul, DW_OP_LLVM_user
    /// offset`: a per-lane value in VGPRn, as the extension asks.
    pub fn lane_slice(&self, n: u64) -> Vec<u8> {
        let mut e = vec![0x90];
        e.extend(uleb(self.vgpr(n)));
        e.extend([0xe9, 0x03, 0x34, 0x1e, 0xe9, 0x04]);
        e
    }

    /// The private_lane address of frame offset 8: `regx SGPR33, deref_size 4, [lit6|lit5,
    /// shr on MUBUF targets], lit8, plus, lit5, DW_OP_LLVM_user form_aspace_address`.
    pub fn private_slot(&self) -> Vec<u8> {
        let mut e = vec![0x90, 0x41, 0x94, 0x04];
        if self.wave64() {
            e.extend([0x36, 0x25]);
        }
        e.extend([0x38, 0x22, 0x35, 0xe9, 0x02]);
        e
    }

    /// A conforming object for `target`.
    pub fn conforming(target: &'static str) -> Spec {
        let mut s = Spec {
            target,
            cie_augmentation: "[amd:v0.0]",
            code_alignment_factor: 4,
            f_cfa: true,
            f_describes_v40: true,
            cu_augmentation: true,
            source: "hand.cl",
            x: Loc::Expr(Vec::new()),
            kx: Vec::new(),
            kx_list: None,
            p: Vec::new(),
            vendor_attribute: false,
            lds_symbol: None,
            lane_pc: None,
            extra: String::new(),
        };
        s.x = Loc::Expr(s.lane_slice(0));
        s.kx = s.lane_slice(1);
        s.p = s.private_slot();
        s
    }

    fn bytes(v: &[u8]) -> String {
        v.iter()
            .map(|b| format!("{b:#04x}"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The assembly text.
    pub fn assembly(&self) -> String {
        let w64 = self.wave64();
        let (load, add, store, save, restore) = if w64 {
            (
                "s_load_dwordx2 s[2:3], s[0:1], 0x0",
                "v_add_u32_e32 v1, 42, v0",
                "global_store_dword v2, v1, s[2:3]",
                "buffer_store_dword v40, off, s[0:3], s32",
                "buffer_load_dword v40, off, s[0:3], s32",
            )
        } else {
            (
                "s_load_b64 s[2:3], s[0:1], 0x0",
                "v_add_nc_u32_e32 v1, 42, v0",
                "global_store_b32 v2, v1, s[2:3]",
                "scratch_store_b32 off, v40, s32",
                "scratch_load_b32 v40, off, s32",
            )
        };
        let f_add = if w64 {
            "v_add_u32_e32 v0, 1, v40"
        } else {
            "v_add_nc_u32_e32 v0, 1, v40"
        };
        let mut a = String::new();
        let _ = write!(
            a,
            r#"        .amdgcn_target "amdgcn-amd-amdhsa--{target}"
        .amdhsa_code_object_version 5
        .text
        .globl  k
        .p2align 8
        .type   k,@function
k:
.Lk_begin:
        .file   1 "." "{source}"
        .loc    1 3 0
        {load}
        {add}
        .loc    1 4 0
.Lk_line4:
        v_lshlrev_b32_e32 v2, 2, v0
        s_waitcnt lgkmcnt(0)
        {store}
        .loc    1 5 0
.Lk_line5:
        s_endpgm
.Lk_end:
        .size   k, .Lk_end-k

        .globl  f
        .p2align 2
        .type   f,@function
f:
.Lf_begin:
        .loc    1 8 0
        s_waitcnt vmcnt(0) lgkmcnt(0)
        {save}
        v_mov_b32_e32 v40, v0
        .loc    1 9 0
        {f_add}
        {restore}
        s_waitcnt vmcnt(0)
        s_setpc_b64 s[30:31]
.Lf_end:
        .size   f, .Lf_end-f

        .rodata
        .p2align 6
        .amdhsa_kernel k
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_next_free_vgpr 44
          .amdhsa_next_free_sgpr 8
{kd_extra}        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--{target}
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: {lanes}
    .sgpr_count: 8
    .vgpr_count: 44
    .max_flat_workgroup_size: 1024
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
        .end_amdgpu_metadata
"#,
            target = self.target,
            source = self.source,
            lanes = if w64 { 64 } else { 32 },
            kd_extra = if w64 {
                "          .amdhsa_accum_offset 44\n"
            } else {
                "          .amdhsa_wavefront_size32 1\n"
            },
        );
        // .debug_abbrev
        a.push_str(
            r#"
        .section .debug_abbrev,"",@progbits
        .byte 1, 0x11, 1, 0x25, 0x08, 0x13, 0x05, 0x03, 0x08, 0x10, 0x17, 0x11, 0x01, 0x12, 0x06, 0, 0
        .byte 5, 0x11, 1, 0x25, 0x08, 0x13, 0x05, 0x03, 0x08, 0x10, 0x17, 0x11, 0x01, 0x12, 0x06, 0x89, 0x7c, 0x08, 0, 0
        .byte 2, 0x2e, 1, 0x03, 0x08, 0x11, 0x01, 0x12, 0x06, 0x40, 0x18, 0, 0
        .byte 3, 0x34, 0, 0x03, 0x08, 0x02, 0x18, 0x49, 0x13, 0, 0
        .byte 6, 0x34, 0, 0x03, 0x08, 0x02, 0x18, 0x49, 0x13, 0x8f, 0x7c, 0x0b, 0, 0
        .byte 7, 0x34, 0, 0x03, 0x08, 0x02, 0x17, 0x49, 0x13, 0, 0
        .byte 4, 0x24, 0, 0x03, 0x08, 0x3e, 0x0b, 0x0b, 0x0b, 0, 0
"#,
        );
        if let Some((form, _)) = &self.lane_pc {
            let _ = writeln!(
                a,
                "        .byte 8, 0x2e, 1, 0x03, 0x08, 0x11, 0x01, 0x12, 0x06, 0x40, 0x18, 0x8b, 0x7c, {form:#04x}, 0, 0"
            );
        }
        a.push_str("        .byte 0\n");
        // .debug_info
        let _ = write!(
            a,
            r#"
        .section .debug_info,"",@progbits
.Lcu_begin:
        .long .Lcu_end - .Lcu_version
.Lcu_version:
        .short 5
        .byte 1, 8
        .long .debug_abbrev
        .byte {cu_abbrev}
        .asciz "hand-written conforming"
        .short 0x15
        .asciz "{source}"
        .long .debug_line
        .quad .Lk_begin
        .long .Lf_end - .Lk_begin
{cu_aug}"#,
            cu_abbrev = if self.cu_augmentation { 5 } else { 1 },
            source = self.source,
            cu_aug = if self.cu_augmentation {
                "        .asciz \"[amdgpu:v0.0]\"\n"
            } else {
                ""
            },
        );
        if let Some(sym) = self.lds_symbol {
            let _ = writeln!(
                a,
                "        .byte 3\n        .asciz \"tile\"\n        .byte 9, 0x03\n        .quad {sym}\n        .long .Lint - .Lcu_begin"
            );
        }
        // k with kx
        // k (frame base DW_OP_regx SGPR33, as in real output) with kx
        a.push_str(
            "        .byte 2\n        .asciz \"k\"\n        .quad .Lk_begin\n        .long .Lk_end - .Lk_begin\n        .byte 2, 0x90, 0x41\n",
        );
        if self.kx_list.is_some() {
            a.push_str(
                "        .byte 7\n        .asciz \"kx\"\n        .long .Lll_kx\n        .long .Lint - .Lcu_begin\n        .byte 0\n",
            );
        } else {
            let _ = writeln!(
                a,
                "        .byte 3\n        .asciz \"kx\"\n        .byte {}, {}\n        .long .Lint - .Lcu_begin\n        .byte 0",
                self.kx.len(),
                Self::bytes(&self.kx)
            );
        }
        // f with x
        let _ = writeln!(
            a,
            "        .byte {}\n        .asciz \"f\"\n        .quad .Lf_begin\n        .long .Lf_end - .Lf_begin\n        .byte 2, 0x90, 0x41",
            if self.lane_pc.is_some() { 8 } else { 2 }
        );
        if let Some((_, bytes)) = &self.lane_pc {
            let _ = writeln!(a, "        .byte {}", Self::bytes(bytes));
        }
        match &self.x {
            Loc::Expr(e) => {
                let abbrev = if self.vendor_attribute { 6 } else { 3 };
                let _ = writeln!(
                    a,
                    "        .byte {abbrev}\n        .asciz \"x\"\n        .byte {}, {}\n        .long .Lint - .Lcu_begin",
                    e.len(),
                    Self::bytes(e)
                );
                if self.vendor_attribute {
                    a.push_str("        .byte 3\n");
                }
            }
            Loc::List { .. } => {
                a.push_str(
                    "        .byte 7\n        .asciz \"x\"\n        .long .Lll_x\n        .long .Lint - .Lcu_begin\n",
                );
            }
        }
        let _ = writeln!(
            a,
            "        .byte 3\n        .asciz \"p\"\n        .byte {}, {}\n        .long .Lint - .Lcu_begin",
            self.p.len(),
            Self::bytes(&self.p)
        );
        a.push_str(
            r#"        .byte 0
.Lint:
        .byte 4
        .asciz "int"
        .byte 5, 4
        .byte 0
.Lcu_end:
"#,
        );
        if matches!(self.x, Loc::List { .. }) || self.kx_list.is_some() {
            a.push_str(
                r#"
        .section .debug_loclists,"",@progbits
        .long .Lll_end - .Lll_version
.Lll_version:
        .short 5
        .byte 8, 0
        .long 0
"#,
            );
            // DW_LLE_start_end (7): two addresses and a counted expression.
            let entry = |a: &mut String, b: &str, e: &str, expr: &[u8]| {
                let _ = writeln!(
                    a,
                    "        .byte 7\n        .quad {b}\n        .quad {e}\n        .uleb128 {}\n        .byte {}",
                    expr.len(),
                    Self::bytes(expr)
                );
            };
            if let Loc::List { expr, outside } = &self.x {
                let (b, e) = if *outside {
                    (".Lk_begin", ".Lk_end")
                } else {
                    (".Lf_begin", ".Lf_end")
                };
                a.push_str(".Lll_x:\n");
                entry(&mut a, b, e, expr);
                a.push_str("        .byte 0\n");
            }
            if let Some(list) = &self.kx_list {
                a.push_str(".Lll_kx:\n");
                for (b, e, expr) in list {
                    entry(&mut a, b, e, expr);
                }
                a.push_str("        .byte 0\n");
            }
            a.push_str(".Lll_end:\n");
        }
        // .debug_frame
        let f_cfa: Vec<u8> = if !self.f_cfa {
            Vec::new()
        } else if w64 {
            vec![0x30, 0x40, 0x00, 0x06]
        } else {
            vec![
                0x0f, 0x09, 0x90, 0x40, 0x94, 0x04, 0x35, 0x24, 0x36, 0xe9, 0x02,
            ]
        };
        let mut f_cfi = f_cfa;
        // RA in s[30:31]
        f_cfi.extend([
            0x10, 0x10, 0x08, 0x90, 0x3e, 0x93, 0x04, 0x90, 0x3f, 0x93, 0x04,
        ]);
        if self.f_describes_v40 {
            f_cfi.push(0x05);
            f_cfi.extend(uleb(self.vgpr(40)));
            f_cfi.push(0);
        }
        let _ = write!(
            a,
            r#"
        .section .debug_frame,"",@progbits
.Lcie:
        .long .Lcie_end - .Lcie_id
.Lcie_id:
        .long 0xffffffff
        .byte 4
        .asciz "{aug}"
        .byte 8, 0, {caf}, 4, 16
        .p2align 3, 0
.Lcie_end:
        .long .Lfde_k_end - .Lfde_k_cie
.Lfde_k_cie:
        .long .Lcie
        .quad .Lk_begin
        .quad .Lk_end - .Lk_begin
        .byte 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02
        .byte 0x07, 0x10
        .p2align 3, 0
.Lfde_k_end:
        .long .Lfde_f_end - .Lfde_f_cie
.Lfde_f_cie:
        .long .Lcie
        .quad .Lf_begin
        .quad .Lf_end - .Lf_begin
        .byte {f_cfi}
        .p2align 3, 0
.Lfde_f_end:
"#,
            aug = self.cie_augmentation,
            caf = self.code_alignment_factor,
            f_cfi = Self::bytes(&f_cfi),
        );
        a.push_str(&self.extra);
        a
    }

    /// Assembles and links into `dir`; returns the code object's path.
    pub fn build(&self, dir: &Path, name: &str) -> PathBuf {
        let s = dir.join(format!("{name}.s"));
        let o = dir.join(format!("{name}.o"));
        let co = dir.join(format!("{name}.hsaco"));
        std::fs::write(&s, self.assembly()).expect("writing assembly");
        let mcpu = format!("-mcpu={}", self.target);
        run(
            "llvm-mc-19",
            &[
                "-triple=amdgcn-amd-amdhsa",
                &mcpu,
                "-filetype=obj",
                s.to_str().unwrap(),
                "-o",
                o.to_str().unwrap(),
            ],
        );
        run(
            "ld.lld-19",
            &["-shared", o.to_str().unwrap(), "-o", co.to_str().unwrap()],
        );
        co
    }
}

/// Runs a tool; a missing tool or a failure fails the test.
pub fn run(tool: &str, args: &[&str]) {
    let out = Command::new(tool).args(args).output().unwrap_or_else(|e| {
        panic!("{tool} is required by this test ({e}); run `bash .ci/run` or `apt-get install llvm-19 lld-19`")
    });
    assert!(
        out.status.success(),
        "{tool} {} failed:\n{}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The rule ids `conform` reports for a file.
pub fn rules_of(path: &Path) -> Vec<&'static str> {
    let bytes = std::fs::read(path).expect("reading the code object");
    let reports = conform::check_input(path.to_str().unwrap(), &bytes).expect("checking");
    let mut ids: Vec<&'static str> = reports
        .iter()
        .flat_map(|r| r.findings.iter().map(|f| f.rule))
        .collect();
    ids.sort();
    ids.dedup();
    ids
}

/// All findings for a file, as text (for assertion messages).
pub fn findings_text(path: &Path) -> String {
    let bytes = std::fs::read(path).expect("reading the code object");
    let reports = conform::check_input(path.to_str().unwrap(), &bytes).expect("checking");
    conform::report::to_text(&reports)
}
