//! A stand-in for ROCm's HIP runtime library, `libamdhip64.so.{5,6,7}`, for programs run
//! under `hdb run --sim`: it exports the HIP C API under the real symbol versions
//! (`symbols.tsv`) and holds no device state. Each call is forwarded to hdb over a Unix
//! socket ([`protocol`]), where the simulated devices live and every kernel runs in the wave
//! simulator; the answer comes back as the call's `hipError_t` and out-parameters.
//!
//! What only the program's own process can do happens here, when hdb asks during a call:
//! reading and writing the program's memory (the host side of copies, host-visible memory
//! at launches), printing device `printf` output through the process's C `stdout` (so it
//! interleaves with the program's own `printf` as on a GPU), calling host functions. Host
//! callbacks (`hipStreamAddCallback`, `hipLaunchHostFunc`) run in the calling thread once the
//! stream's earlier work is done (hdb runs each stream's work in order as it is submitted).
//!
//! The ABI is chosen by the file name the library was loaded as: `.so.5` speaks ROCm 5's
//! numbering of device attributes and memory types, `.so.6` and `.so.7` ROCm 6's, and `.so.7`
//! has ROCm 7's `hipGetLastError` (the last error, not the last status). Both layouts of
//! `hipDeviceProp_t` are served (`hipGetDeviceProperties` and `…R0600`).
// It implements the HIP C API: `extern "C"` functions reading and writing the program's
// memory through the pointers it passes.
#![allow(unsafe_code)]
#![allow(non_snake_case, non_camel_case_types)]
// The C API's contract is HIP's documentation; the functions check the pointers they can.
#![allow(clippy::missing_safety_doc)]

mod caller;
mod connection;
mod device;
mod errors;
mod launch;
mod memory;
pub mod protocol;
mod register;
mod sticky;
mod stream;
mod types;
mod unsupported;

use std::ffi::c_int;

pub use connection::abi;
use protocol::Value;

/// `hipError_t`.
pub type hipError_t = c_int;

/// Records `status` as the calling thread's last status (for `hipGetLastError`) and returns
/// it.
/// A device `assert` that failed ends the process as ROCm's runtime ends it (SIGABRT): the
/// device answers the launch of the kernel that failed with it, so no host code after that
/// launch runs.
fn status(status: hipError_t) -> hipError_t {
    if status == protocol::error::hipErrorAssert {
        std::process::abort();
    }
    errors::record(status);
    status
}

/// Writes `value` through an out-parameter; `false` when the pointer is null.
///
/// # Safety
/// `p` is null or valid for a write of `T`.
unsafe fn put<T>(p: *mut T, value: T) -> bool {
    if p.is_null() {
        return false;
    }
    // SAFETY: non-null, and valid for a write by the caller's contract.
    unsafe { p.write_unaligned(value) };
    true
}

/// The number in a call's value (0 when the call returned none).
fn number(v: &Value) -> u64 {
    match v {
        Value::Number { value } => *value,
        Value::Pair { first, .. } => *first,
        _ => 0,
    }
}

/// The pair in a call's value.
fn pair(v: &Value) -> (u64, u64) {
    match v {
        Value::Pair { first, second } => (*first, *second),
        Value::Number { value } => (*value, 0),
        _ => (0, 0),
    }
}
