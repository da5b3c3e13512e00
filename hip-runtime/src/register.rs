//! What the compiler's generated code calls: registration of fat binaries, kernels and
//! device variables (from the program's constructors), and the launch configuration a
//! `kernel<<<…>>>` pushes before calling the kernel's host stub.

use std::cell::RefCell;
use std::ffi::{c_char, c_int, c_void, CStr};

use crate::protocol::{host_memory, Bytes, Request};
use crate::types::Dim3;
use crate::{connection::post, hipError_t, protocol::error};

/// `__CLANG_OFFLOAD_BUNDLE__`.
const BUNDLE_MAGIC: &[u8] = b"__CLANG_OFFLOAD_BUNDLE__";
/// A compressed bundle's magic.
const COMPRESSED_MAGIC: &[u8] = b"CCOB";
/// `__hip_fatbin_wrapper`'s magic (`HIPF`).
const WRAPPER_MAGIC: u32 = 0x4849_5046;

/// The mapping of this process that holds an address.
#[derive(Debug, PartialEq)]
struct Mapped {
    /// Its bytes from the address on (0: no mapping holds it).
    rest: u64,
    /// The file it maps and the address's offset in it, when it maps one.
    file: Option<(String, u64)>,
}

fn mapped_at(address: u64) -> Mapped {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    for line in maps.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let Some((lo, hi)) = f.first().and_then(|r| r.split_once('-')) else {
            continue;
        };
        let (Ok(lo), Ok(hi)) = (u64::from_str_radix(lo, 16), u64::from_str_radix(hi, 16)) else {
            continue;
        };
        if (lo..hi).contains(&address) {
            let offset = f.get(2).and_then(|o| u64::from_str_radix(o, 16).ok());
            let file = match (offset, f.get(5)) {
                (Some(offset), Some(path)) if path.starts_with('/') => {
                    Some((path.to_string(), offset + (address - lo)))
                }
                _ => None,
            };
            return Mapped {
                rest: hi - address,
                file,
            };
        }
    }
    Mapped {
        rest: 0,
        file: None,
    }
}

/// Reads `n` bytes at `p`.
///
/// # Safety
/// `[p, p + n)` is readable.
unsafe fn bytes_at(p: *const u8, n: usize) -> Vec<u8> {
    // SAFETY: by the caller's contract.
    unsafe { std::slice::from_raw_parts(p, n) }.to_vec()
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    b.get(at..at + 8)
        .map_or(0, |s| u64::from_le_bytes(s.try_into().expect("8 bytes")))
}

/// The size of the offload bundle, compressed bundle or ELF image at `p` (as far as its
/// headers tell it; a compressed bundle of version 1 does not, and reaches to the end of its
/// mapping).
///
/// # Safety
/// `p` points to a code object image the program handed to HIP.
pub(crate) unsafe fn image_size(p: *const u8) -> usize {
    // SAFETY: by the caller's contract.
    unsafe { image_size_within(p, mapped_at(p as u64).rest as usize) }
}

/// [`image_size`] for an image whose mapping holds `limit` bytes from `p` on.
///
/// # Safety
/// As for [`image_size`], and `[p, p + limit)` is mapped.
unsafe fn image_size_within(p: *const u8, limit: usize) -> usize {
    let peek = |n: usize| {
        // SAFETY: `n` is at most what the mapping holds from `p` on.
        unsafe { bytes_at(p, n.min(limit)) }
    };
    let head = peek(64);
    if head.starts_with(BUNDLE_MAGIC) {
        let count = u64_at(&head, 24) as usize;
        // Entries: offset, size, id length, id; read the header as far as the mapping goes.
        let header = peek(limit.min(1 << 20));
        let (mut at, mut end) = (32usize, 32u64);
        for _ in 0..count {
            let (offset, size, id) = (
                u64_at(&header, at),
                u64_at(&header, at + 8),
                u64_at(&header, at + 16),
            );
            at += 24 + id as usize;
            end = end.max(offset.saturating_add(size)).max(at as u64);
            if at > header.len() {
                break;
            }
        }
        return (end as usize).min(limit);
    }
    if head.starts_with(COMPRESSED_MAGIC) {
        let version = u16::from_le_bytes([head[4], head[5]]);
        let total = match version {
            2 => u32::from_le_bytes([head[8], head[9], head[10], head[11]]) as usize,
            3 => u64_at(&head, 8) as usize,
            _ => limit,
        };
        return total.min(limit);
    }
    if head.starts_with(b"\x7fELF") && head.len() >= 64 {
        // The section headers usually end the file; program headers and sections can
        // follow them, so the largest end counts.
        let shoff = u64_at(&head, 0x28);
        let shentsize = u16::from_le_bytes([head[0x3a], head[0x3b]]) as u64;
        let shnum = u16::from_le_bytes([head[0x3c], head[0x3d]]) as u64;
        let mut end = shoff + shentsize * shnum;
        let table = peek((end as usize).min(limit));
        for i in 0..shnum {
            let s = (shoff + i * shentsize) as usize;
            let kind = table
                .get(s + 4..s + 8)
                .map_or(0, |b| u32::from_le_bytes(b.try_into().expect("4 bytes")));
            // SHT_NOBITS takes no file bytes.
            if kind != 8 {
                end = end.max(u64_at(&table, s + 0x18).saturating_add(u64_at(&table, s + 0x20)));
            }
        }
        return (end as usize).min(limit);
    }
    0
}

#[repr(C)]
struct FatbinWrapper {
    magic: u32,
    version: u32,
    binary: *const u8,
    unused: *const c_void,
}

#[no_mangle]
pub unsafe extern "C" fn __hipRegisterFatBinary(data: *const c_void) -> *mut *mut c_void {
    if data.is_null() {
        return std::ptr::null_mut();
    }
    // SAFETY: the compiler passes its `__hip_fatbin_wrapper`.
    let w = unsafe { &*(data as *const FatbinWrapper) };
    let (address, bytes, file) = if w.magic == WRAPPER_MAGIC && !w.binary.is_null() {
        // The file holding the bundle is found here, from the maps file read for its size
        // anyway, rather than by hdb reading this process's maps again.
        let m = mapped_at(w.binary as u64);
        // SAFETY: the wrapper points at the bundle in the program's `.hip_fatbin`, and
        // `m.rest` bytes from it are mapped.
        let n = unsafe { image_size_within(w.binary, m.rest as usize) };
        // SAFETY: `image_size_within` stays within the mapping.
        (w.binary as u64, unsafe { bytes_at(w.binary, n) }, m.file)
    } else {
        (data as u64, Vec::new(), None)
    };
    let (file, file_offset) = file.unwrap_or_default();
    // The wrapper's address names the fat binary: unique in the process, and known before
    // hdb has looked at the bundle (it does so while the program goes on).
    post(|sequence| Request::RegisterFatBinary {
        sequence,
        handle: data as u64,
        address,
        bytes: Bytes(bytes),
        file,
        file_offset,
    });
    data as *mut *mut c_void
}

#[no_mangle]
pub extern "C" fn __hipUnregisterFatBinary(handle: *mut *mut c_void) {
    if !handle.is_null() {
        post(|sequence| Request::UnregisterFatBinary {
            sequence,
            handle: handle as u64,
        });
    }
}

/// A C string as Rust text (empty for null).
///
/// # Safety
/// `p` is null or a NUL-terminated string.
pub(crate) unsafe fn text(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: by the caller's contract.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

#[no_mangle]
pub unsafe extern "C" fn __hipRegisterFunction(
    handle: *mut *mut c_void,
    host_function: *const c_void,
    _device_function: *mut c_char,
    device_name: *const c_char,
    _thread_limit: c_int,
    _tid: *mut c_void,
    _bid: *mut c_void,
    _block: *mut c_void,
    _grid: *mut c_void,
    _wave_size: *mut c_int,
) {
    post(|sequence| Request::RegisterFunction {
        sequence,
        fatbin: handle as u64,
        host_function: host_function as u64,
        // SAFETY: the compiler passes the kernel's mangled name.
        name: unsafe { text(device_name) },
    });
}

#[no_mangle]
pub unsafe extern "C" fn __hipRegisterVar(
    handle: *mut *mut c_void,
    host_variable: *mut c_char,
    _device_address: *mut c_char,
    device_name: *const c_char,
    _ext: c_int,
    size: usize,
    _constant: c_int,
    _global: c_int,
) {
    post(|sequence| Request::RegisterVariable {
        sequence,
        fatbin: handle as u64,
        host_variable: host_variable as u64,
        // SAFETY: the compiler passes the variable's name.
        name: unsafe { text(device_name) },
        size: size as u64,
    });
}

#[no_mangle]
pub unsafe extern "C" fn __hipRegisterManagedVar(
    handle: *mut c_void,
    pointer: *mut *mut c_void,
    init_value: *mut c_void,
    name: *const c_char,
    size: usize,
    align: u32,
) {
    let Some(memory) = crate::memory::host_allocate(size, align as usize, host_memory::MANAGED)
    else {
        return;
    };
    if !init_value.is_null() {
        // SAFETY: the compiler passes the variable's initial value, `size` bytes.
        unsafe { std::ptr::copy_nonoverlapping(init_value as *const u8, memory, size) };
    }
    // SAFETY: the compiler passes the host-side pointer that will name the memory.
    unsafe { crate::put(pointer, memory as *mut c_void) };
    post(|sequence| Request::RegisterManagedVariable {
        sequence,
        fatbin: handle as u64,
        // SAFETY: the compiler passes the variable's name.
        name: unsafe { text(name) },
        address: memory as u64,
    });
}

/// A launch configuration pushed by `<<<…>>>`.
#[derive(Clone, Copy)]
struct Configuration {
    grid: Dim3,
    block: Dim3,
    shared: usize,
    stream: *mut c_void,
}

thread_local! {
    static CONFIGURATIONS: RefCell<Vec<Configuration>> = const { RefCell::new(Vec::new()) };
}

#[no_mangle]
pub extern "C" fn __hipPushCallConfiguration(
    grid: Dim3,
    block: Dim3,
    shared: usize,
    stream: *mut c_void,
) -> hipError_t {
    let pushed = CONFIGURATIONS.try_with(|c| {
        c.borrow_mut().push(Configuration {
            grid,
            block,
            shared,
            stream,
        })
    });
    crate::status(if pushed.is_ok() {
        0
    } else {
        error::hipErrorNotInitialized
    })
}

#[no_mangle]
pub unsafe extern "C" fn __hipPopCallConfiguration(
    grid: *mut Dim3,
    block: *mut Dim3,
    shared: *mut usize,
    stream: *mut *mut c_void,
) -> hipError_t {
    let Some(c) = CONFIGURATIONS
        .try_with(|c| c.borrow_mut().pop())
        .ok()
        .flatten()
    else {
        return crate::status(error::hipErrorMissingConfiguration);
    };
    // SAFETY: out-parameters of the kernel's host stub.
    unsafe {
        crate::put(grid, c.grid);
        crate::put(block, c.block);
        crate::put(shared, c.shared);
        crate::put(stream, c.stream);
    }
    0
}

#[cfg(test)]
mod tests {
    use super::{mapped_at, Mapped};

    /// Bytes of this test program's own file, at a known place in it.
    static MARK: [u8; 16] = *b"hdb-mapped-at-mk";

    #[test]
    fn the_mapping_of_an_address_names_its_file_and_offset() {
        let address = MARK.as_ptr() as u64;
        let m = mapped_at(address);
        assert!(m.rest >= MARK.len() as u64);
        let (path, offset) = m.file.expect("a file-backed address");
        let exe = std::fs::canonicalize("/proc/self/exe").unwrap();
        assert_eq!(std::path::Path::new(&path), exe);
        let bytes = std::fs::read(&exe).unwrap();
        assert_eq!(&bytes[offset as usize..offset as usize + MARK.len()], &MARK);
        // Below every mapping: nothing; a heap address: a mapping without a file.
        assert_eq!(
            mapped_at(0x1000),
            Mapped {
                rest: 0,
                file: None
            }
        );
        let heap = Box::new(0u64);
        assert_eq!(mapped_at(&*heap as *const u64 as u64).file, None);
    }
}
