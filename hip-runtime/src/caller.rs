//! Where in the program a runtime call came from: the first few return addresses on the
//! calling thread's stack outside this library, sent with the calls that allocate and free
//! memory so the sanitizers can name the source line (hdb reads the program's line table, and
//! passes over the HIP headers' own inline wrappers, `hipMalloc<T>`, which a program built
//! without optimisation calls as functions). Under `hdb debug`, a launch also sends its
//! thread's whole stack from the HIP function outwards, which the debugger shows as the host
//! thread's frames while it holds the kernel.
//!
//! The stack is walked with the C++ ABI's unwinder (`_Unwind_Backtrace` from libgcc_s, which
//! this library already links and every C++ program carries), not a crate: the library is
//! built with rustc alone, std only. It reads `.eh_frame`, which hipcc's host code has at
//! every optimisation level, where frame pointers are often omitted. `dladdr` tells this
//! library's frames from the program's.

use std::ffi::{c_char, c_int, c_void};
use std::sync::OnceLock;

use crate::protocol::{CallingThread, HOST_STACK_ENV};

/// `Dl_info`.
#[repr(C)]
struct DlInfo {
    dli_fname: *const c_char,
    dli_fbase: *mut c_void,
    dli_sname: *const c_char,
    dli_saddr: *mut c_void,
}

/// `_Unwind_Reason_Code`: go on, or stop the walk.
const URC_NO_REASON: c_int = 0;
const URC_NORMAL_STOP: c_int = 4;

/// Frames looked at before giving up (the runtime's own are a handful).
const MAX_FRAMES: u32 = 32;
/// Return addresses outside this library sent along.
pub(crate) const MAX_CALLERS: usize = 4;
/// Frames of a whole stack sent to a debugger (main is rarely deeper).
const MAX_STACK: usize = 64;

extern "C" {
    fn _Unwind_Backtrace(
        trace: extern "C" fn(*mut c_void, *mut c_void) -> c_int,
        data: *mut c_void,
    ) -> c_int;
    fn _Unwind_GetIP(context: *mut c_void) -> usize;
    fn dladdr(address: *const c_void, info: *mut DlInfo) -> c_int;
    fn gettid() -> c_int;
    fn pthread_self() -> usize;
}

/// The load base of the object holding `address` (0 when no loaded object holds it).
fn object_base(address: usize) -> usize {
    let mut info = DlInfo {
        dli_fname: std::ptr::null(),
        dli_fbase: std::ptr::null_mut(),
        dli_sname: std::ptr::null(),
        dli_saddr: std::ptr::null_mut(),
    };
    // SAFETY: `dladdr` only reads the loader's tables and writes `info`, which is valid.
    let found = unsafe { dladdr(address as *const c_void, &mut info) };
    if found == 0 {
        0
    } else {
        info.dli_fbase as usize
    }
}

/// This library's load base.
fn own_base() -> usize {
    static BASE: OnceLock<usize> = OnceLock::new();
    *BASE.get_or_init(|| object_base(program_callers as *const () as usize))
}

struct Walk {
    own: usize,
    frames: u32,
    /// Return addresses outside this library wanted.
    wanted: usize,
    /// The last PC seen in this library (the exported function's, once the walk leaves).
    last_own: Option<u64>,
    found: Vec<u64>,
}

extern "C" fn frame(context: *mut c_void, data: *mut c_void) -> c_int {
    // SAFETY: `data` is the `Walk` `program_caller` passed, alive for the whole walk.
    let walk = unsafe { &mut *(data as *mut Walk) };
    // SAFETY: `context` is the unwinder's, valid during this callback.
    let ip = unsafe { _Unwind_GetIP(context) };
    walk.frames += 1;
    if ip != 0 && (!walk.found.is_empty() || object_base(ip) != walk.own) {
        walk.found.push(ip as u64);
    } else if ip != 0 {
        walk.last_own = Some(ip as u64);
    }
    if walk.found.len() >= walk.wanted || walk.frames >= MAX_FRAMES {
        return URC_NORMAL_STOP;
    }
    URC_NO_REASON
}

/// Walks the calling thread's stack (see [`frame`]).
fn walk(wanted: usize) -> Walk {
    let mut walk = Walk {
        own: own_base(),
        frames: 0,
        wanted,
        last_own: None,
        found: Vec::with_capacity(wanted.min(MAX_STACK)),
    };
    if walk.own == 0 {
        return walk;
    }
    // SAFETY: `frame` matches the callback type the unwinder calls, and `walk` outlives the
    // walk (the unwinder calls back only during `_Unwind_Backtrace`).
    unsafe { _Unwind_Backtrace(frame, &mut walk as *mut Walk as *mut c_void) };
    walk
}

/// The calling thread and, under `hdb debug` ([`HOST_STACK_ENV`]), its stack from the HIP
/// function the program called (the last frame in this library: the library's own frames
/// inside it are not the program's business) outwards.
#[inline(never)]
pub(crate) fn calling_thread() -> CallingThread {
    static WANTED: OnceLock<bool> = OnceLock::new();
    if !*WANTED.get_or_init(|| std::env::var_os(HOST_STACK_ENV).is_some()) {
        return CallingThread::default();
    }
    let w = walk(MAX_STACK);
    // SAFETY: both only read the calling thread's own ids.
    let (lwp, handle) = unsafe { (gettid(), pthread_self()) };
    CallingThread {
        lwp: lwp as u32,
        handle: handle as u64,
        frames: w.last_own.into_iter().chain(w.found).collect(),
    }
}

/// The return addresses of the program's call into this library and of its callers,
/// innermost first (empty when the walk finds none).
#[inline(never)]
pub(crate) fn program_callers() -> Vec<u64> {
    walk(MAX_CALLERS).found
}
