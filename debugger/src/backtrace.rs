//! A stopped wave's backtrace as a front end shows it: each frame's PC, function, source
//! line, CFA, unwinding method and the caller registers it recovers, and why the walk ended.
//!
//! The wave is read through [`TargetWave`](crate::engine::TargetWave), the unwinder's view of
//! a target's wave; the frames come from [`unwind::Unwinder`] and the
//! lines from [`dwarf_ext::debuginfo`] at each frame's [`Frame::lookup_pc`](unwind::Frame).

use unwind::{Cfa, EndReason, Method, RecoveredValue};

/// A recovered register's value as one lane sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RegisterValue {
    /// Scalar registers: the value; vector registers: the lane's dword.
    Known(u64),
    /// The rule makes it undefined (or the ABI clobbers it).
    Undefined,
    /// It could not be recovered (for this lane), with why.
    Unavailable(String),
}

impl std::fmt::Display for RegisterValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RegisterValue::Known(v) => write!(f, "{v:#x}"),
            RegisterValue::Undefined => f.write_str("<undefined>"),
            RegisterValue::Unavailable(why) => write!(f, "<unavailable: {why}>"),
        }
    }
}

/// One frame as a front end shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FrameReport {
    /// 0 for the innermost frame.
    pub index: usize,
    /// The PC (the return address for callers), as a code-object (ELF) address.
    pub pc: u64,
    /// The PC as the wave sees it (load bias included).
    pub wave_pc: u64,
    /// The function (symbol) holding the frame's lookup address.
    pub function: Option<String>,
    /// The source file of the lookup address, as the line table names it.
    pub file: Option<String>,
    /// Its line (0: none recorded).
    pub line: Option<u64>,
    /// The CFA.
    pub cfa: Option<Cfa>,
    /// How the frame was unwound.
    pub method: Method,
    /// The caller registers this frame recovers, by ROCgdb name (`s33`, `v40`, `pc`), for
    /// the chosen lane; in DWARF number order.
    pub registers: Vec<(String, RegisterValue)>,
}

/// A wave's backtrace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BacktraceReport {
    /// The wave's target-id string (`AMDGPU Wave 1:1:1:1 (0,0,0)/0`).
    pub wave: String,
    /// Innermost first.
    pub frames: Vec<FrameReport>,
    /// Why the walk ended.
    pub end: EndReason,
}

fn lane_value(reg: u64, v: &RecoveredValue, lane: u32) -> RegisterValue {
    let vector = amdgpu::register::dwarf_register(reg).is_ok_and(|d| {
        matches!(
            d.kind,
            amdgpu::register::RegisterKind::Vgpr(_) | amdgpu::register::RegisterKind::Agpr(_)
        )
    });
    match v {
        RecoveredValue::Undefined => RegisterValue::Undefined,
        RecoveredValue::Error(e) => RegisterValue::Unavailable(e.clone()),
        RecoveredValue::Bytes { .. } if vector => match v.dword(lane) {
            Some(x) => RegisterValue::Known(u64::from(x)),
            None => RegisterValue::Unavailable(format!("lane {lane} not recovered")),
        },
        RecoveredValue::Bytes { .. } => match v.scalar() {
            Some(x) => RegisterValue::Known(x),
            None => RegisterValue::Unavailable("partly recovered".into()),
        },
    }
}

/// The report of a wave's frames (`frames`, the session's view of `backtrace`), with the
/// registers each frame recovers shown for `lane`.
pub(crate) fn report(
    wave: &amdgpu::target::Wave,
    backtrace: &unwind::Backtrace,
    frames: &[crate::engine::Frame],
    modules: &[crate::symbols::Module],
    lane: u32,
) -> BacktraceReport {
    let frames = backtrace
        .frames
        .iter()
        .zip(frames)
        .map(|(f, fr)| {
            let bias = fr.module.map_or(0, |m| modules[m.0].load_base);
            FrameReport {
                index: f.index,
                pc: f.pc.wrapping_sub(bias),
                wave_pc: f.pc,
                function: fr.function.clone(),
                file: fr.line.as_ref().map(|l| l.0.clone()),
                line: fr.line.as_ref().map(|l| u64::from(l.1)),
                cfa: f.cfa,
                method: f.method,
                registers: f
                    .recovered
                    .iter()
                    .map(|r| {
                        (
                            amdgpu::DwarfReg(r.register.0).to_string(),
                            lane_value(r.register.0, &r.value, lane),
                        )
                    })
                    .collect(),
            }
        })
        .collect();
    BacktraceReport {
        wave: wave.to_string(),
        frames,
        end: backtrace.end.clone(),
    }
}

impl BacktraceReport {
    /// gdb's layout: `#0  0x… in fib_rec () at src/recursion.cl:9`, then the CFA and method,
    /// and a last line when the walk did not end at the kernel.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        for f in &self.frames {
            s.push_str(&format!(
                "#{:<2} 0x{:016x} in {} ()",
                f.index,
                f.wave_pc,
                f.function.as_deref().unwrap_or("??")
            ));
            if let (Some(file), Some(line)) = (&f.file, f.line) {
                s.push_str(&format!(" at {file}:{line}"));
            }
            s.push('\n');
            match &f.cfa {
                Some(c) => s.push_str(&format!("    CFA {c} ({})\n", f.method)),
                None => s.push_str(&format!("    CFA unknown ({})\n", f.method)),
            }
            if let Some(note) = f.method.note_for(f.function.as_deref()) {
                s.push_str(&format!("    note: {note}\n"));
            }
        }
        if self.end.is_complete() {
            s.push_str(&format!("end: {}\n", self.end));
        } else {
            s.push_str(&format!("backtrace stopped: {}\n", self.end));
        }
        s
    }
}
