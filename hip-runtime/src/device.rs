//! Devices: count, selection (per thread, kept by hdb), properties and attributes (the
//! simulated processor's figures, from hdb), synchronisation, peer access, versions.

use std::cell::Cell;
use std::ffi::{c_char, c_int, c_uint, c_void};

use crate::connection::call;
use crate::protocol::{error, DeviceProperties, Request, Value};
use crate::types::{DevicePropR0000, DevicePropR0600};
use crate::{abi, hipError_t, number, put, status};

fn properties(device: c_int) -> Result<DeviceProperties, hipError_t> {
    match call(Request::DeviceProperties { device }) {
        (0, Value::Properties { properties }) => Ok(properties),
        (0, _) => Err(error::hipErrorInvalidDevice),
        (s, _) => Err(s),
    }
}

/// The calling thread's current device.
fn current() -> Result<c_int, hipError_t> {
    match call(Request::GetDevice) {
        (0, v) => Ok(number(&v) as c_int),
        (s, _) => Err(s),
    }
}

#[no_mangle]
pub extern "C" fn hipInit(_flags: c_uint) -> hipError_t {
    status(call(Request::DeviceCount).0)
}

#[no_mangle]
pub unsafe extern "C" fn hipGetDeviceCount(count: *mut c_int) -> hipError_t {
    if count.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::DeviceCount);
    // SAFETY: checked non-null.
    unsafe { put(count, if s == 0 { number(&v) as c_int } else { 0 }) };
    status(s)
}

#[no_mangle]
pub extern "C" fn hipSetDevice(device: c_int) -> hipError_t {
    status(call(Request::SetDevice { device }).0)
}

#[no_mangle]
pub unsafe extern "C" fn hipGetDevice(device: *mut c_int) -> hipError_t {
    if device.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    match current() {
        Ok(d) => {
            // SAFETY: checked non-null.
            unsafe { put(device, d) };
            status(0)
        }
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGet(device: *mut c_int, ordinal: c_int) -> hipError_t {
    let mut count = 0;
    // SAFETY: a local out-parameter.
    let s = unsafe { hipGetDeviceCount(&mut count) };
    if s != 0 {
        return s;
    }
    if !(0..count).contains(&ordinal) {
        return status(error::hipErrorInvalidDevice);
    }
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(device, ordinal) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

#[no_mangle]
pub unsafe extern "C" fn hipGetDeviceProperties(
    prop: *mut DevicePropR0000,
    device: c_int,
) -> hipError_t {
    if prop.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    match properties(device) {
        Ok(p) => {
            // SAFETY: the caller's structure, of this ABI's layout.
            unsafe { (*prop).fill(&p) };
            status(0)
        }
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipGetDevicePropertiesR0600(
    prop: *mut DevicePropR0600,
    device: c_int,
) -> hipError_t {
    if prop.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    match properties(device) {
        Ok(p) => {
            // SAFETY: the caller's structure, of ROCm 6's layout.
            unsafe { (*prop).fill(&p, device) };
            status(0)
        }
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipGetDevicePropertiesR0000(
    prop: *mut DevicePropR0000,
    device: c_int,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipGetDeviceProperties(prop, device) }
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGetUuid(uuid: *mut [c_char; 16], device: c_int) -> hipError_t {
    if uuid.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    if let Err(s) = properties(device) {
        return status(s);
    }
    let mut u = [0 as c_char; 16];
    for (o, b) in u.iter_mut().zip(format!("hdb-sim-dev{device:05}").bytes()) {
        *o = b as c_char;
    }
    // SAFETY: checked non-null.
    unsafe { put(uuid, u) };
    status(0)
}

#[no_mangle]
pub unsafe extern "C" fn hipCtxGetDevice(device: *mut c_int) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipGetDevice(device) }
}

#[no_mangle]
pub unsafe extern "C" fn hipChooseDevice(device: *mut c_int, _prop: *const c_void) -> hipError_t {
    // Every simulated device is the same processor: the first fits as well as any.
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(device, 0) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

#[no_mangle]
pub unsafe extern "C" fn hipChooseDeviceR0000(
    device: *mut c_int,
    prop: *const c_void,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipChooseDevice(device, prop) }
}

#[no_mangle]
pub unsafe extern "C" fn hipChooseDeviceR0600(
    device: *mut c_int,
    prop: *const c_void,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipChooseDevice(device, prop) }
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGetAttribute(
    value: *mut c_int,
    attribute: c_int,
    device: c_int,
) -> hipError_t {
    if value.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::DeviceAttribute { attribute, device });
    if s == 0 {
        // SAFETY: checked non-null.
        unsafe { put(value, number(&v) as i64 as c_int) };
    }
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGetName(
    name: *mut c_char,
    len: c_int,
    device: c_int,
) -> hipError_t {
    if name.is_null() || len <= 0 {
        return status(error::hipErrorInvalidValue);
    }
    match properties(device) {
        Ok(p) => {
            let n = p.name.len().min(len as usize - 1);
            // SAFETY: the caller's buffer of `len` bytes.
            unsafe {
                std::ptr::copy_nonoverlapping(p.name.as_ptr(), name as *mut u8, n);
                *name.add(n) = 0;
            }
            status(0)
        }
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGetPCIBusId(
    id: *mut c_char,
    len: c_int,
    device: c_int,
) -> hipError_t {
    if id.is_null() || len <= 0 {
        return status(error::hipErrorInvalidValue);
    }
    match properties(device) {
        Ok(p) => {
            let text = format!("{:04x}:{:02x}:{:02x}.0", p.pci[0], p.pci[1], p.pci[2]);
            let n = text.len().min(len as usize - 1);
            // SAFETY: the caller's buffer of `len` bytes.
            unsafe {
                std::ptr::copy_nonoverlapping(text.as_ptr(), id as *mut u8, n);
                *id.add(n) = 0;
            }
            status(0)
        }
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceTotalMem(bytes: *mut usize, device: c_int) -> hipError_t {
    match properties(device) {
        // SAFETY: an out-parameter of the caller's.
        Ok(p) => status(if unsafe { put(bytes, p.total_global_mem as usize) } {
            0
        } else {
            error::hipErrorInvalidValue
        }),
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceComputeCapability(
    major: *mut c_int,
    minor: *mut c_int,
    device: c_int,
) -> hipError_t {
    match properties(device) {
        Ok(p) => {
            // SAFETY: out-parameters of the caller's.
            unsafe {
                put(major, p.major);
                put(minor, p.minor);
            }
            status(0)
        }
        Err(s) => status(s),
    }
}

#[no_mangle]
pub extern "C" fn hipDeviceSynchronize() -> hipError_t {
    if crate::sticky::clean() {
        return status(0);
    }
    status(call(Request::DeviceSynchronize).0)
}

#[no_mangle]
pub extern "C" fn hipCtxSynchronize() -> hipError_t {
    hipDeviceSynchronize()
}

#[no_mangle]
pub extern "C" fn hipDeviceReset() -> hipError_t {
    let (s, value) = call(Request::DeviceReset);
    if let Value::Reset { errors } = value {
        crate::sticky::told(&errors);
        // hdb dropped the device's streams: they are hdb's to check from here on.
        crate::stream::device_reset();
    }
    status(s)
}

thread_local! {
    static DEVICE_FLAGS: Cell<c_uint> = const { Cell::new(0) };
}

#[no_mangle]
pub extern "C" fn hipSetDeviceFlags(flags: c_uint) -> hipError_t {
    let _ = DEVICE_FLAGS.try_with(|f| f.set(flags));
    status(0)
}

#[no_mangle]
pub unsafe extern "C" fn hipGetDeviceFlags(flags: *mut c_uint) -> hipError_t {
    let f = DEVICE_FLAGS.try_with(Cell::get).unwrap_or(0);
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(flags, f) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

/// `hipLimit_t`: the stack size per work-item, the printf FIFO, the device heap.
fn limit(which: c_int) -> Option<usize> {
    // ROCm 6 numbers the stack size 0; ROCm 5 has only the FIFO (1) and the heap (2).
    match which {
        0 if abi() >= 6 => Some(16 * 1024),
        1 => Some(0),
        2 => Some(8 << 20),
        _ => None,
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGetLimit(value: *mut usize, which: c_int) -> hipError_t {
    match limit(which) {
        // SAFETY: an out-parameter of the caller's.
        Some(v) if unsafe { put(value, v) } => status(0),
        Some(_) => status(error::hipErrorInvalidValue),
        None => status(error::hipErrorUnsupportedLimit),
    }
}

#[no_mangle]
pub extern "C" fn hipDeviceSetLimit(which: c_int, _value: usize) -> hipError_t {
    status(if limit(which).is_some() {
        0
    } else {
        error::hipErrorUnsupportedLimit
    })
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGetStreamPriorityRange(
    least: *mut c_int,
    greatest: *mut c_int,
) -> hipError_t {
    // SAFETY: out-parameters of the caller's.
    unsafe {
        put(least, 0);
        put(greatest, -1);
    }
    status(0)
}

macro_rules! accepted {
    ($($name:ident($($a:ident: $t:ty),*);)*) => {$(
        /// A preference the simulator has no use for: accepted.
        #[no_mangle]
        pub extern "C" fn $name($(_: $t),*) -> hipError_t {
            status(0)
        }
    )*};
}

accepted! {
    hipDeviceSetCacheConfig(c: c_int);
    hipDeviceSetSharedMemConfig(c: c_int);
    hipFuncSetCacheConfig(f: *const c_void, c: c_int);
    hipFuncSetSharedMemConfig(f: *const c_void, c: c_int);
    hipFuncSetAttribute(f: *const c_void, a: c_int, v: c_int);
    hipProfilerStart();
    hipProfilerStop();
    hipCtxSetCacheConfig(c: c_int);
    hipCtxSetSharedMemConfig(c: c_int);
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGetCacheConfig(config: *mut c_int) -> hipError_t {
    // SAFETY: an out-parameter of the caller's.
    unsafe { put(config, 0) };
    status(0)
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceGetSharedMemConfig(config: *mut c_int) -> hipError_t {
    // hipSharedMemBankSizeFourByte.
    // SAFETY: an out-parameter of the caller's.
    unsafe { put(config, 1) };
    status(0)
}

#[no_mangle]
pub unsafe extern "C" fn hipDeviceCanAccessPeer(
    can: *mut c_int,
    device: c_int,
    peer: c_int,
) -> hipError_t {
    let (s, v) = call(Request::CanAccessPeer { device, peer });
    if s == 0 {
        // SAFETY: an out-parameter of the caller's.
        unsafe { put(can, number(&v) as c_int) };
    }
    status(s)
}

#[no_mangle]
pub extern "C" fn hipDeviceEnablePeerAccess(peer: c_int, _flags: c_uint) -> hipError_t {
    status(call(Request::EnablePeerAccess { peer }).0)
}

#[no_mangle]
pub extern "C" fn hipDeviceDisablePeerAccess(peer: c_int) -> hipError_t {
    status(call(Request::DisablePeerAccess { peer }).0)
}

/// `HIP_VERSION` of the ABI the program was built for.
fn version() -> c_int {
    match abi() {
        5 => 50_221_153,
        6 => 60_342_134,
        _ => 70_000_000,
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipRuntimeGetVersion(v: *mut c_int) -> hipError_t {
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(v, version()) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

#[no_mangle]
pub unsafe extern "C" fn hipDriverGetVersion(v: *mut c_int) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipRuntimeGetVersion(v) }
}
