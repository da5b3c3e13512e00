//! Memory: device allocations (in the simulator's address space, through hdb), host memory
//! the devices can reach (allocated here, at the same address for the host and the devices,
//! kept coherent by hdb at every launch), copies and fills, device symbols.

use std::alloc::Layout;
use std::collections::HashMap;
use std::ffi::{c_int, c_uint, c_void};
use std::sync::Mutex;

use crate::caller::program_callers;
use crate::connection::call;
use crate::protocol::{error, host_memory, memory_type, Request, Value};
use crate::types::PointerAttribute;
use crate::{abi, hipError_t, number, pair, put, status};

type Stream = *mut c_void;

/// Host memory this library allocated: address → (layout, [`host_memory`] kind, flags).
type HostAllocations = Mutex<HashMap<u64, (Layout, u32, u32)>>;

fn host_allocations() -> &'static HostAllocations {
    static TABLE: std::sync::OnceLock<HostAllocations> = std::sync::OnceLock::new();
    TABLE.get_or_init(Default::default)
}

/// Allocates `size` bytes of zeroed, page-aligned host memory the devices can reach, and
/// tells hdb (a [`host_memory`] kind). `None` when either fails.
pub(crate) fn host_allocate(size: usize, align: usize, kind: u32) -> Option<*mut u8> {
    host_allocate_with(size, align, kind, 0).ok()
}

fn host_allocate_with(
    size: usize,
    align: usize,
    kind: u32,
    flags: u32,
) -> Result<*mut u8, hipError_t> {
    let layout = Layout::from_size_align(size.max(1), align.max(4096))
        .map_err(|_| error::hipErrorInvalidValue)?;
    // SAFETY: the layout has a non-zero size.
    let p = unsafe { std::alloc::alloc_zeroed(layout) };
    if p.is_null() {
        return Err(error::hipErrorOutOfMemory);
    }
    let (s, _) = call(Request::HostRegister {
        address: p as u64,
        size: size as u64,
        kind,
        flags,
        callers: program_callers(),
    });
    if s != 0 {
        // SAFETY: allocated above with this layout.
        unsafe { std::alloc::dealloc(p, layout) };
        return Err(s);
    }
    if let Ok(mut t) = host_allocations().lock() {
        t.insert(p as u64, (layout, kind, flags));
    }
    Ok(p)
}

/// Frees host memory [`host_allocate`] made; `None` when `p` is not such memory.
fn host_free(p: *mut c_void) -> Option<hipError_t> {
    let (layout, _, _) = host_allocations().lock().ok()?.remove(&(p as u64))?;
    let (s, _) = call(Request::HostUnregister {
        address: p as u64,
        callers: program_callers(),
    });
    // SAFETY: allocated by `host_allocate_with` with this layout.
    unsafe { std::alloc::dealloc(p as *mut u8, layout) };
    Some(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipMalloc(ptr: *mut *mut c_void, size: usize) -> hipError_t {
    if ptr.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    if size == 0 {
        // SAFETY: checked non-null.
        unsafe { put(ptr, std::ptr::null_mut()) };
        return status(0);
    }
    let (s, v) = call(Request::Malloc {
        size: size as u64,
        callers: program_callers(),
    });
    // SAFETY: an out-parameter of the caller's.
    unsafe {
        put(
            ptr,
            if s == 0 {
                number(&v) as usize as *mut c_void
            } else {
                std::ptr::null_mut()
            },
        )
    };
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipExtMallocWithFlags(
    ptr: *mut *mut c_void,
    size: usize,
    _flags: c_uint,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipMalloc(ptr, size) }
}

#[no_mangle]
pub unsafe extern "C" fn hipMallocAsync(
    ptr: *mut *mut c_void,
    size: usize,
    _stream: Stream,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipMalloc(ptr, size) }
}

#[no_mangle]
pub unsafe extern "C" fn hipMallocPitch(
    ptr: *mut *mut c_void,
    pitch: *mut usize,
    width: usize,
    height: usize,
) -> hipError_t {
    let p = width.next_multiple_of(256);
    // SAFETY: an out-parameter of the caller's.
    if !unsafe { put(pitch, p) } {
        return status(error::hipErrorInvalidValue);
    }
    // SAFETY: the same contract.
    unsafe { hipMalloc(ptr, p * height) }
}

#[no_mangle]
pub unsafe extern "C" fn hipMemAllocPitch(
    ptr: *mut *mut c_void,
    pitch: *mut usize,
    width: usize,
    height: usize,
    _element_size: c_uint,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipMallocPitch(ptr, pitch, width, height) }
}

#[no_mangle]
pub extern "C" fn hipFree(ptr: *mut c_void) -> hipError_t {
    if ptr.is_null() {
        return status(0);
    }
    if let Some(s) = host_free(ptr) {
        return status(s);
    }
    status(
        call(Request::Free {
            address: ptr as u64,
            callers: program_callers(),
        })
        .0,
    )
}

#[no_mangle]
pub extern "C" fn hipFreeAsync(ptr: *mut c_void, _stream: Stream) -> hipError_t {
    hipFree(ptr)
}

unsafe fn host_malloc(ptr: *mut *mut c_void, size: usize, kind: u32, flags: u32) -> hipError_t {
    if ptr.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (p, s) = match host_allocate_with(size, 4096, kind, flags) {
        Ok(p) => (p as *mut c_void, 0),
        Err(s) => (std::ptr::null_mut(), s),
    };
    // SAFETY: checked non-null.
    unsafe { put(ptr, p) };
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipHostMalloc(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { host_malloc(ptr, size, host_memory::PINNED, flags) }
}

#[no_mangle]
pub unsafe extern "C" fn hipExtHostAlloc(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { host_malloc(ptr, size, host_memory::PINNED, flags) }
}

#[no_mangle]
pub unsafe extern "C" fn hipHostAlloc(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { host_malloc(ptr, size, host_memory::PINNED, flags) }
}

#[no_mangle]
pub unsafe extern "C" fn hipMallocHost(ptr: *mut *mut c_void, size: usize) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { host_malloc(ptr, size, host_memory::PINNED, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn hipMemAllocHost(ptr: *mut *mut c_void, size: usize) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { host_malloc(ptr, size, host_memory::PINNED, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn hipMallocManaged(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { host_malloc(ptr, size, host_memory::MANAGED, flags) }
}

#[no_mangle]
pub extern "C" fn hipHostFree(ptr: *mut c_void) -> hipError_t {
    if ptr.is_null() {
        return status(0);
    }
    status(host_free(ptr).unwrap_or(error::hipErrorInvalidValue))
}

#[no_mangle]
pub extern "C" fn hipFreeHost(ptr: *mut c_void) -> hipError_t {
    hipHostFree(ptr)
}

#[no_mangle]
pub extern "C" fn hipHostRegister(ptr: *mut c_void, size: usize, flags: c_uint) -> hipError_t {
    if ptr.is_null() || size == 0 {
        return status(error::hipErrorInvalidValue);
    }
    status(
        call(Request::HostRegister {
            address: ptr as u64,
            size: size as u64,
            kind: host_memory::REGISTERED,
            flags,
            callers: program_callers(),
        })
        .0,
    )
}

#[no_mangle]
pub extern "C" fn hipHostUnregister(ptr: *mut c_void) -> hipError_t {
    status(
        call(Request::HostUnregister {
            address: ptr as u64,
            callers: program_callers(),
        })
        .0,
    )
}

#[no_mangle]
pub unsafe extern "C" fn hipHostGetDevicePointer(
    device: *mut *mut c_void,
    host: *mut c_void,
    _flags: c_uint,
) -> hipError_t {
    if device.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::HostDevicePointer {
        address: host as u64,
    });
    // SAFETY: checked non-null.
    unsafe { put(device, number(&v) as usize as *mut c_void) };
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipHostGetFlags(flags: *mut c_uint, host: *mut c_void) -> hipError_t {
    let found = host_allocations()
        .lock()
        .ok()
        .and_then(|t| t.get(&(host as u64)).map(|e| e.2));
    match found {
        // SAFETY: an out-parameter of the caller's.
        Some(f) if unsafe { put(flags, f) } => status(0),
        _ => status(error::hipErrorInvalidValue),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipMemGetInfo(free: *mut usize, total: *mut usize) -> hipError_t {
    let (s, v) = call(Request::MemoryInfo);
    let (f, t) = pair(&v);
    // SAFETY: out-parameters of the caller's.
    unsafe {
        put(free, f as usize);
        put(total, t as usize);
    }
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipMemPtrGetInfo(ptr: *mut c_void, size: *mut usize) -> hipError_t {
    let (s, v) = call(Request::PointerInfo {
        address: ptr as u64,
    });
    let size_of = match &v {
        Value::Pointer { info } if info.memory_type != memory_type::UNREGISTERED => info.size,
        _ => return status(error::hipErrorInvalidValue),
    };
    // SAFETY: an out-parameter of the caller's.
    unsafe { put(size, size_of as usize) };
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipMemGetAddressRange(
    base: *mut *mut c_void,
    size: *mut usize,
    ptr: *mut c_void,
) -> hipError_t {
    let (s, v) = call(Request::PointerInfo {
        address: ptr as u64,
    });
    match &v {
        Value::Pointer { info } if info.memory_type != memory_type::UNREGISTERED => {
            // SAFETY: out-parameters of the caller's (either may be null).
            unsafe {
                put(base, info.base as usize as *mut c_void);
                put(size, info.size as usize);
            }
            status(s)
        }
        _ => status(error::hipErrorNotFound),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipPointerGetAttributes(
    attributes: *mut PointerAttribute,
    ptr: *const c_void,
) -> hipError_t {
    if attributes.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::PointerInfo {
        address: ptr as u64,
    });
    let Value::Pointer { info } = v else {
        return status(if s == 0 {
            error::hipErrorInvalidValue
        } else {
            s
        });
    };
    // ROCm 5 numbers host 0 and device 1 and knows no unregistered pointers; ROCm 6 numbers
    // unregistered 0, host 1, device 2, managed 3.
    let kind = if abi() >= 6 {
        info.memory_type as c_int
    } else {
        match info.memory_type {
            memory_type::UNREGISTERED => return status(error::hipErrorInvalidValue),
            memory_type::HOST => 0,
            _ => 1,
        }
    };
    let a = PointerAttribute {
        memoryType: kind,
        device: info.device,
        devicePointer: info.device_pointer as usize as *mut c_void,
        hostPointer: info.host_pointer as usize as *mut c_void,
        isManaged: (info.memory_type == memory_type::MANAGED) as c_int,
        allocationFlags: info.flags,
    };
    // SAFETY: checked non-null.
    unsafe { put(attributes, a) };
    status(s)
}

/// A copy of `size` bytes: hdb does it, or answers that both sides are host memory and the
/// copy happens here.
pub(crate) fn copy(
    destination: *mut c_void,
    source: *const c_void,
    size: usize,
    kind: c_int,
    stream: Stream,
) -> hipError_t {
    if size == 0 {
        return status(0);
    }
    let (s, v) = call(Request::Memcpy {
        destination: destination as u64,
        source: source as u64,
        size: size as u64,
        kind: kind as u32,
        stream: stream as u64,
    });
    if s == 0 && v == Value::CopyLocally {
        // SAFETY: both are host memory the program gave this copy.
        unsafe { std::ptr::copy(source as *const u8, destination as *mut u8, size) };
    }
    status(s)
}

/// `hipMemcpyKind` values.
const HOST_TO_DEVICE: c_int = 1;
const DEVICE_TO_HOST: c_int = 2;
const DEVICE_TO_DEVICE: c_int = 3;

macro_rules! copies {
    ($($name:ident($($a:ident: $t:ty),*) => $body:expr;)*) => {$(
        #[no_mangle]
        pub extern "C" fn $name($($a: $t),*) -> hipError_t {
            $body
        }
    )*};
}

copies! {
    hipMemcpy(d: *mut c_void, s: *const c_void, n: usize, k: c_int) => copy(d, s, n, k, std::ptr::null_mut());
    hipMemcpy_spt(d: *mut c_void, s: *const c_void, n: usize, k: c_int) => copy(d, s, n, k, std::ptr::null_mut());
    hipMemcpyAsync(d: *mut c_void, s: *const c_void, n: usize, k: c_int, st: Stream) => copy(d, s, n, k, st);
    hipMemcpyAsync_spt(d: *mut c_void, s: *const c_void, n: usize, k: c_int, st: Stream) => copy(d, s, n, k, st);
    hipMemcpyWithStream(d: *mut c_void, s: *const c_void, n: usize, k: c_int, st: Stream) => copy(d, s, n, k, st);
    hipMemcpyHtoD(d: *mut c_void, s: *const c_void, n: usize) => copy(d, s, n, HOST_TO_DEVICE, std::ptr::null_mut());
    hipMemcpyDtoH(d: *mut c_void, s: *const c_void, n: usize) => copy(d, s, n, DEVICE_TO_HOST, std::ptr::null_mut());
    hipMemcpyDtoD(d: *mut c_void, s: *const c_void, n: usize) => copy(d, s, n, DEVICE_TO_DEVICE, std::ptr::null_mut());
    hipMemcpyHtoDAsync(d: *mut c_void, s: *const c_void, n: usize, st: Stream) => copy(d, s, n, HOST_TO_DEVICE, st);
    hipMemcpyDtoHAsync(d: *mut c_void, s: *const c_void, n: usize, st: Stream) => copy(d, s, n, DEVICE_TO_HOST, st);
    hipMemcpyDtoDAsync(d: *mut c_void, s: *const c_void, n: usize, st: Stream) => copy(d, s, n, DEVICE_TO_DEVICE, st);
    hipMemcpyPeer(d: *mut c_void, _dd: c_int, s: *const c_void, _sd: c_int, n: usize) => copy(d, s, n, DEVICE_TO_DEVICE, std::ptr::null_mut());
    hipMemcpyPeerAsync(d: *mut c_void, _dd: c_int, s: *const c_void, _sd: c_int, n: usize, st: Stream) => copy(d, s, n, DEVICE_TO_DEVICE, st);
}

// hipMemcpy2D's own parameters, and the stream.
#[allow(clippy::too_many_arguments)]
fn copy_2d(
    d: *mut c_void,
    dp: usize,
    s: *const c_void,
    sp: usize,
    w: usize,
    h: usize,
    k: c_int,
    st: Stream,
) -> hipError_t {
    if w > dp || w > sp {
        return status(error::hipErrorInvalidPitchValue);
    }
    if w == 0 || h == 0 {
        return status(0);
    }
    let (r, v) = call(Request::Memcpy2D {
        destination: d as u64,
        destination_pitch: dp as u64,
        source: s as u64,
        source_pitch: sp as u64,
        width: w as u64,
        height: h as u64,
        kind: k as u32,
        stream: st as u64,
    });
    if r == 0 && v == Value::CopyLocally {
        for row in 0..h {
            // SAFETY: both are host memory the program gave this copy, `h` rows of `w`
            // bytes at their pitches.
            unsafe {
                std::ptr::copy(
                    (s as *const u8).add(row * sp),
                    (d as *mut u8).add(row * dp),
                    w,
                )
            };
        }
    }
    status(r)
}

copies! {
    hipMemcpy2D(d: *mut c_void, dp: usize, s: *const c_void, sp: usize, w: usize, h: usize, k: c_int) => copy_2d(d, dp, s, sp, w, h, k, std::ptr::null_mut());
    hipMemcpy2D_spt(d: *mut c_void, dp: usize, s: *const c_void, sp: usize, w: usize, h: usize, k: c_int) => copy_2d(d, dp, s, sp, w, h, k, std::ptr::null_mut());
    hipMemcpy2DAsync(d: *mut c_void, dp: usize, s: *const c_void, sp: usize, w: usize, h: usize, k: c_int, st: Stream) => copy_2d(d, dp, s, sp, w, h, k, st);
    hipMemcpy2DAsync_spt(d: *mut c_void, dp: usize, s: *const c_void, sp: usize, w: usize, h: usize, k: c_int, st: Stream) => copy_2d(d, dp, s, sp, w, h, k, st);
}

fn fill(d: *mut c_void, value: u32, element_size: u32, count: usize, st: Stream) -> hipError_t {
    if count == 0 {
        return status(0);
    }
    status(
        call(Request::Memset {
            destination: d as u64,
            value,
            element_size,
            count: count as u64,
            stream: st as u64,
        })
        .0,
    )
}

fn fill_2d(
    d: *mut c_void,
    pitch: usize,
    value: c_int,
    w: usize,
    h: usize,
    st: Stream,
) -> hipError_t {
    if w > pitch {
        return status(error::hipErrorInvalidPitchValue);
    }
    for row in 0..h {
        let s = fill(
            (d as usize + row * pitch) as *mut c_void,
            value as u8 as u32,
            1,
            w,
            st,
        );
        if s != 0 {
            return s;
        }
    }
    status(0)
}

copies! {
    hipMemset(d: *mut c_void, v: c_int, n: usize) => fill(d, v as u8 as u32, 1, n, std::ptr::null_mut());
    hipMemset_spt(d: *mut c_void, v: c_int, n: usize) => fill(d, v as u8 as u32, 1, n, std::ptr::null_mut());
    hipMemsetAsync(d: *mut c_void, v: c_int, n: usize, st: Stream) => fill(d, v as u8 as u32, 1, n, st);
    hipMemsetAsync_spt(d: *mut c_void, v: c_int, n: usize, st: Stream) => fill(d, v as u8 as u32, 1, n, st);
    hipMemsetD8(d: *mut c_void, v: u8, n: usize) => fill(d, v as u32, 1, n, std::ptr::null_mut());
    hipMemsetD16(d: *mut c_void, v: u16, n: usize) => fill(d, v as u32, 2, n, std::ptr::null_mut());
    hipMemsetD32(d: *mut c_void, v: c_int, n: usize) => fill(d, v as u32, 4, n, std::ptr::null_mut());
    hipMemsetD8Async(d: *mut c_void, v: u8, n: usize, st: Stream) => fill(d, v as u32, 1, n, st);
    hipMemsetD16Async(d: *mut c_void, v: u16, n: usize, st: Stream) => fill(d, v as u32, 2, n, st);
    hipMemsetD32Async(d: *mut c_void, v: c_int, n: usize, st: Stream) => fill(d, v as u32, 4, n, st);
    hipMemset2D(d: *mut c_void, p: usize, v: c_int, w: usize, h: usize) => fill_2d(d, p, v, w, h, std::ptr::null_mut());
    hipMemset2D_spt(d: *mut c_void, p: usize, v: c_int, w: usize, h: usize) => fill_2d(d, p, v, w, h, std::ptr::null_mut());
    hipMemset2DAsync(d: *mut c_void, p: usize, v: c_int, w: usize, h: usize, st: Stream) => fill_2d(d, p, v, w, h, st);
    hipMemset2DAsync_spt(d: *mut c_void, p: usize, v: c_int, w: usize, h: usize, st: Stream) => fill_2d(d, p, v, w, h, st);
}

/// A device variable's address and size, by its host shadow's address.
fn symbol(host_variable: *const c_void) -> Result<(u64, u64), hipError_t> {
    let (s, v) = call(Request::SymbolAddress {
        host_variable: host_variable as u64,
    });
    if s != 0 {
        return Err(s);
    }
    Ok(pair(&v))
}

#[no_mangle]
pub unsafe extern "C" fn hipGetSymbolAddress(
    ptr: *mut *mut c_void,
    host_variable: *const c_void,
) -> hipError_t {
    match symbol(host_variable) {
        // SAFETY: an out-parameter of the caller's.
        Ok((a, _)) => status(if unsafe { put(ptr, a as usize as *mut c_void) } {
            0
        } else {
            error::hipErrorInvalidValue
        }),
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipGetSymbolSize(
    size: *mut usize,
    host_variable: *const c_void,
) -> hipError_t {
    match symbol(host_variable) {
        // SAFETY: an out-parameter of the caller's.
        Ok((_, n)) => status(if unsafe { put(size, n as usize) } {
            0
        } else {
            error::hipErrorInvalidValue
        }),
        Err(s) => status(s),
    }
}

fn to_symbol(
    host_variable: *const c_void,
    source: *const c_void,
    size: usize,
    offset: usize,
    kind: c_int,
    stream: Stream,
) -> hipError_t {
    match symbol(host_variable) {
        Ok((a, n)) if offset.checked_add(size).is_some_and(|e| e as u64 <= n) => copy(
            (a as usize + offset) as *mut c_void,
            source,
            size,
            kind,
            stream,
        ),
        Ok(_) => status(error::hipErrorInvalidValue),
        Err(s) => status(s),
    }
}

fn from_symbol(
    destination: *mut c_void,
    host_variable: *const c_void,
    size: usize,
    offset: usize,
    kind: c_int,
    stream: Stream,
) -> hipError_t {
    match symbol(host_variable) {
        Ok((a, n)) if offset.checked_add(size).is_some_and(|e| e as u64 <= n) => copy(
            destination,
            (a as usize + offset) as *const c_void,
            size,
            kind,
            stream,
        ),
        Ok(_) => status(error::hipErrorInvalidValue),
        Err(s) => status(s),
    }
}

copies! {
    hipMemcpyToSymbol(v: *const c_void, s: *const c_void, n: usize, o: usize, k: c_int) => to_symbol(v, s, n, o, k, std::ptr::null_mut());
    hipMemcpyToSymbol_spt(v: *const c_void, s: *const c_void, n: usize, o: usize, k: c_int) => to_symbol(v, s, n, o, k, std::ptr::null_mut());
    hipMemcpyToSymbolAsync(v: *const c_void, s: *const c_void, n: usize, o: usize, k: c_int, st: Stream) => to_symbol(v, s, n, o, k, st);
    hipMemcpyToSymbolAsync_spt(v: *const c_void, s: *const c_void, n: usize, o: usize, k: c_int, st: Stream) => to_symbol(v, s, n, o, k, st);
    hipMemcpyFromSymbol(d: *mut c_void, v: *const c_void, n: usize, o: usize, k: c_int) => from_symbol(d, v, n, o, k, std::ptr::null_mut());
    hipMemcpyFromSymbol_spt(d: *mut c_void, v: *const c_void, n: usize, o: usize, k: c_int) => from_symbol(d, v, n, o, k, std::ptr::null_mut());
    hipMemcpyFromSymbolAsync(d: *mut c_void, v: *const c_void, n: usize, o: usize, k: c_int, st: Stream) => from_symbol(d, v, n, o, k, st);
    hipMemcpyFromSymbolAsync_spt(d: *mut c_void, v: *const c_void, n: usize, o: usize, k: c_int, st: Stream) => from_symbol(d, v, n, o, k, st);
}

/// Memory hints and prefetches: the simulated devices share one coherent address space.
#[no_mangle]
pub extern "C" fn hipMemAdvise(
    _p: *const c_void,
    _n: usize,
    _advice: c_int,
    _device: c_int,
) -> hipError_t {
    status(0)
}

#[no_mangle]
pub extern "C" fn hipMemPrefetchAsync(
    _p: *const c_void,
    _n: usize,
    _device: c_int,
    _stream: Stream,
) -> hipError_t {
    status(0)
}
