//! Errors: the calling thread's last status and last error, and the names and texts of
//! `hipError_t` values.
//!
//! Before ROCm 7, `hipGetLastError` returns the status of the thread's last HIP call; from
//! ROCm 7 on, its last error (neither `hipSuccess` nor `hipErrorNotReady`), with
//! `hipExtGetLastError` keeping the old meaning. Both reset what they return to `hipSuccess`.

use std::cell::Cell;
use std::ffi::{c_char, CString};
use std::sync::OnceLock;

use crate::protocol::error;
use crate::{abi, hipError_t};

thread_local! {
    static LAST_STATUS: Cell<hipError_t> = const { Cell::new(0) };
    static LAST_ERROR: Cell<hipError_t> = const { Cell::new(0) };
}

/// Records a call's status.
pub(crate) fn record(status: hipError_t) {
    let _ = LAST_STATUS.try_with(|s| s.set(status));
    if status != error::hipSuccess && status != error::hipErrorNotReady {
        let _ = LAST_ERROR.try_with(|s| s.set(status));
    }
}

fn take(cell: &'static std::thread::LocalKey<Cell<hipError_t>>, reset: bool) -> hipError_t {
    cell.try_with(|c| if reset { c.replace(0) } else { c.get() })
        .unwrap_or(0)
}

/// What `hipGetLastError` and `hipPeekAtLastError` return under the program's ABI.
fn last(reset: bool) -> hipError_t {
    if abi() >= 7 {
        let e = take(&LAST_ERROR, reset);
        if reset {
            take(&LAST_STATUS, true);
        }
        e
    } else {
        let s = take(&LAST_STATUS, reset);
        if reset {
            take(&LAST_ERROR, true);
        }
        s
    }
}

#[no_mangle]
pub extern "C" fn hipGetLastError() -> hipError_t {
    last(true)
}

#[no_mangle]
pub extern "C" fn hipPeekAtLastError() -> hipError_t {
    last(false)
}

#[no_mangle]
pub extern "C" fn hipExtGetLastError() -> hipError_t {
    let s = take(&LAST_STATUS, true);
    take(&LAST_ERROR, true);
    s
}

/// The names and texts as C strings, made once.
fn table() -> &'static [(hipError_t, CString, CString)] {
    static TABLE: OnceLock<Vec<(hipError_t, CString, CString)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        error::ALL
            .iter()
            .map(|&(code, name, text)| {
                (
                    code,
                    CString::new(name).unwrap_or_default(),
                    CString::new(text).unwrap_or_default(),
                )
            })
            .collect()
    })
}

fn lookup(code: hipError_t, text: bool) -> *const c_char {
    let t = table();
    let unknown = t
        .iter()
        .find(|e| e.0 == error::hipErrorUnknown)
        .expect("hipErrorUnknown is in the table");
    let e = t.iter().find(|e| e.0 == code).unwrap_or(unknown);
    if text {
        e.2.as_ptr()
    } else {
        e.1.as_ptr()
    }
}

#[no_mangle]
pub extern "C" fn hipGetErrorName(code: hipError_t) -> *const c_char {
    lookup(code, false)
}

#[no_mangle]
pub extern "C" fn hipGetErrorString(code: hipError_t) -> *const c_char {
    lookup(code, true)
}

#[no_mangle]
pub unsafe extern "C" fn hipDrvGetErrorName(
    code: hipError_t,
    name: *mut *const c_char,
) -> hipError_t {
    // SAFETY: an out-parameter of the caller's.
    if unsafe { crate::put(name, lookup(code, false)) } {
        0
    } else {
        error::hipErrorInvalidValue
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipDrvGetErrorString(
    code: hipError_t,
    text: *mut *const c_char,
) -> hipError_t {
    // SAFETY: an out-parameter of the caller's.
    if unsafe { crate::put(text, lookup(code, true)) } {
        0
    } else {
        error::hipErrorInvalidValue
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_texts() {
        // SAFETY: the table's strings live for the program.
        let name = unsafe { std::ffi::CStr::from_ptr(hipGetErrorName(700)) };
        assert_eq!(name.to_str().unwrap(), "hipErrorIllegalAddress");
        // SAFETY: as above.
        let text = unsafe { std::ffi::CStr::from_ptr(hipGetErrorString(1)) };
        assert_eq!(text.to_str().unwrap(), "invalid argument");
        // SAFETY: as above.
        let unknown = unsafe { std::ffi::CStr::from_ptr(hipGetErrorName(-5)) };
        assert_eq!(unknown.to_str().unwrap(), "hipErrorUnknown");
    }

    #[test]
    fn last_status_is_reset_when_read() {
        record(2);
        record(0);
        assert_eq!(hipPeekAtLastError(), 0, "ROCm 5: the last call's status");
        record(2);
        assert_eq!(hipGetLastError(), 2);
        assert_eq!(hipGetLastError(), 0);
    }
}
