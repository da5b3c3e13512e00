//! Kernel launches (by host stub or module function), the module API, kernel attributes and
//! occupancy. A launch packs the kernel's explicit arguments as its code object lays them
//! out (hdb says where each goes) and sends the whole kernarg block.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void};
use std::sync::{Mutex, OnceLock};

use crate::caller::calling_thread;
use crate::connection::call;
use crate::protocol::{error, Bytes, FunctionAttributes, KernelLayout, Request, Value};
use crate::register::{image_size, text};
use crate::types::{Dim3, FuncAttributes};
use crate::{hipError_t, number, pair, put, status};

type Stream = *mut c_void;

/// Kernel layouts by function (host stub address or module function handle).
fn layouts() -> &'static Mutex<HashMap<u64, KernelLayout>> {
    static TABLE: OnceLock<Mutex<HashMap<u64, KernelLayout>>> = OnceLock::new();
    TABLE.get_or_init(Default::default)
}

/// A launch's explicit arguments.
enum Arguments {
    /// The kernarg block.
    Packed(Vec<u8>),
    /// The program's `void **args` (one pointer per argument), for hdb to pack: the
    /// kernel's layout is not known here before its first launch.
    Unpacked(*mut *mut c_void),
}

/// Packs `args` (one pointer per explicit argument) as `function`'s kernarg block, when
/// its layout is known (hdb gives it with the answer to its first launch).
///
/// # Safety
/// `args` holds a pointer to each of the kernel's arguments, as HIP's launch API requires.
unsafe fn pack(function: u64, args: *mut *mut c_void) -> Result<Arguments, hipError_t> {
    let known = layouts()
        .lock()
        .ok()
        .and_then(|t| t.get(&function).cloned());
    let Some(l) = known else {
        return Ok(Arguments::Unpacked(args));
    };
    let mut out = vec![0u8; l.size as usize];
    if l.arguments.is_empty() {
        return Ok(Arguments::Packed(out));
    }
    if args.is_null() {
        return Err(error::hipErrorInvalidValue);
    }
    for (i, a) in l.arguments.iter().enumerate() {
        // SAFETY: by the caller's contract, `args[i]` points to argument `i`, of the size
        // the kernel's metadata gives it.
        unsafe {
            let p = *args.add(i) as *const u8;
            if p.is_null() {
                return Err(error::hipErrorInvalidValue);
            }
            let dst = out
                .get_mut(a.offset as usize..(a.offset + a.size) as usize)
                .ok_or(error::hipErrorInvalidValue)?;
            std::ptr::copy_nonoverlapping(p, dst.as_mut_ptr(), dst.len());
        }
    }
    Ok(Arguments::Packed(out))
}

/// Work-items per dimension of `blocks` work-groups of `block`.
fn items(blocks: [u32; 3], block: [u32; 3]) -> Option<[u32; 3]> {
    let mut g = [0u32; 3];
    for d in 0..3 {
        g[d] = blocks[d].checked_mul(block[d])?;
    }
    Some(g)
}

fn launch(
    function: u64,
    grid: [u32; 3],
    block: [u32; 3],
    arguments: Arguments,
    shared: usize,
    stream: Stream,
    cooperative: bool,
) -> hipError_t {
    let Ok(shared) = u32::try_from(shared) else {
        return status(error::hipErrorInvalidValue);
    };
    let (arguments, unpacked, argument_pointers) = match arguments {
        Arguments::Packed(bytes) => (bytes, false, 0),
        Arguments::Unpacked(args) => (Vec::new(), true, args as u64),
    };
    let launching = crate::sticky::Launching::start();
    let (s, value) = call(Request::Launch {
        function,
        grid,
        block,
        shared,
        stream: stream as u64,
        arguments: Bytes(arguments),
        unpacked,
        argument_pointers,
        cooperative,
        caller: calling_thread(),
    });
    if let Value::Launched { errors, layout } = value {
        crate::sticky::told(&errors);
        if let (Some(layout), Ok(mut t)) = (layout, layouts().lock()) {
            t.insert(function, layout);
        }
    }
    drop(launching);
    status(s)
}

/// A launch of `function` on `blocks` work-groups.
unsafe fn launch_blocks(
    function: *const c_void,
    blocks: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: Stream,
    cooperative: bool,
) -> hipError_t {
    let Some(grid) = items(blocks.array(), block.array()) else {
        return status(error::hipErrorInvalidConfiguration);
    };
    // SAFETY: the launch API's contract for `args`.
    match unsafe { pack(function as u64, args) } {
        Ok(a) => launch(
            function as u64,
            grid,
            block.array(),
            a,
            shared,
            stream,
            cooperative,
        ),
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipLaunchKernel(
    function: *const c_void,
    blocks: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: Stream,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { launch_blocks(function, blocks, block, args, shared, stream, false) }
}

#[no_mangle]
pub unsafe extern "C" fn hipLaunchKernel_spt(
    function: *const c_void,
    blocks: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: Stream,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { launch_blocks(function, blocks, block, args, shared, stream, false) }
}

#[no_mangle]
pub unsafe extern "C" fn hipLaunchCooperativeKernel(
    function: *const c_void,
    blocks: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: c_uint,
    stream: Stream,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { launch_blocks(function, blocks, block, args, shared as usize, stream, true) }
}

#[no_mangle]
pub unsafe extern "C" fn hipLaunchCooperativeKernel_spt(
    function: *const c_void,
    blocks: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: c_uint,
    stream: Stream,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { launch_blocks(function, blocks, block, args, shared as usize, stream, true) }
}

#[no_mangle]
pub unsafe extern "C" fn hipExtLaunchKernel(
    function: *const c_void,
    blocks: Dim3,
    block: Dim3,
    args: *mut *mut c_void,
    shared: usize,
    stream: Stream,
    start: *mut c_void,
    stop: *mut c_void,
    _flags: c_int,
) -> hipError_t {
    if !start.is_null() {
        crate::stream::hipEventRecord(start, stream);
    }
    // SAFETY: the same contract.
    let s = unsafe { launch_blocks(function, blocks, block, args, shared, stream, false) };
    if !stop.is_null() {
        crate::stream::hipEventRecord(stop, stream);
    }
    s
}

/// The arguments of a module launch: `kernelParams` (one pointer per argument) or `extra`
/// (`HIP_LAUNCH_PARAM_BUFFER_POINTER`, the packed block, `HIP_LAUNCH_PARAM_BUFFER_SIZE`,
/// its size, `HIP_LAUNCH_PARAM_END`).
unsafe fn module_arguments(
    function: u64,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> Result<Arguments, hipError_t> {
    if !params.is_null() || extra.is_null() {
        // SAFETY: the module launch API's contract for `kernelParams`.
        return unsafe { pack(function, params) };
    }
    let (mut buffer, mut size) = (std::ptr::null::<u8>(), None);
    let mut i = 0;
    loop {
        // SAFETY: `extra` is a list of (key, value) pointers ending with
        // HIP_LAUNCH_PARAM_END, by the API's contract.
        let key = unsafe { *extra.add(i) } as usize;
        match key {
            0x03 => break,
            // SAFETY: the value of BUFFER_POINTER is the packed block.
            0x01 => buffer = unsafe { *extra.add(i + 1) } as *const u8,
            // SAFETY: the value of BUFFER_SIZE points to a size_t.
            0x02 => size = Some(unsafe { *(*extra.add(i + 1) as *const usize) }),
            _ => return Err(error::hipErrorInvalidValue),
        }
        i += 2;
    }
    match (buffer.is_null(), size) {
        (false, Some(n)) => {
            let mut out = vec![0u8; n];
            // SAFETY: the packed block of `n` bytes the caller passed.
            unsafe { std::ptr::copy_nonoverlapping(buffer, out.as_mut_ptr(), n) };
            Ok(Arguments::Packed(out))
        }
        _ => Err(error::hipErrorInvalidValue),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleLaunchKernel(
    function: *mut c_void,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    bz: c_uint,
    shared: c_uint,
    stream: Stream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> hipError_t {
    let Some(grid) = items([gx, gy, gz], [bx, by, bz]) else {
        return status(error::hipErrorInvalidConfiguration);
    };
    // SAFETY: the module launch API's contract.
    match unsafe { module_arguments(function as u64, params, extra) } {
        Ok(a) => launch(
            function as u64,
            grid,
            [bx, by, bz],
            a,
            shared as usize,
            stream,
            false,
        ),
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleLaunchCooperativeKernel(
    function: *mut c_void,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    bz: c_uint,
    shared: c_uint,
    stream: Stream,
    params: *mut *mut c_void,
) -> hipError_t {
    let Some(grid) = items([gx, gy, gz], [bx, by, bz]) else {
        return status(error::hipErrorInvalidConfiguration);
    };
    // SAFETY: the module launch API's contract.
    match unsafe { pack(function as u64, params) } {
        Ok(a) => launch(
            function as u64,
            grid,
            [bx, by, bz],
            a,
            shared as usize,
            stream,
            true,
        ),
        Err(s) => status(s),
    }
}

/// `hipExtModuleLaunchKernel`/`hipHccModuleLaunchKernel`: the grid is given in work-items
/// (the last work-group of a dimension may be partial).
#[allow(clippy::too_many_arguments)]
unsafe fn launch_work_items(
    function: *mut c_void,
    global: [u32; 3],
    local: [u32; 3],
    shared: usize,
    stream: Stream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
    start: *mut c_void,
    stop: *mut c_void,
) -> hipError_t {
    if !start.is_null() {
        crate::stream::hipEventRecord(start, stream);
    }
    // SAFETY: the module launch API's contract.
    let s = match unsafe { module_arguments(function as u64, params, extra) } {
        Ok(a) => launch(function as u64, global, local, a, shared, stream, false),
        Err(s) => status(s),
    };
    if !stop.is_null() {
        crate::stream::hipEventRecord(stop, stream);
    }
    s
}

#[export_name = "_Z24hipExtModuleLaunchKernelP18ihipModuleSymbol_tjjjjjjmP12ihipStream_tPPvS4_P11ihipEvent_tS6_j"]
pub unsafe extern "C" fn hip_ext_module_launch_kernel(
    function: *mut c_void,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    lx: c_uint,
    ly: c_uint,
    lz: c_uint,
    shared: usize,
    stream: Stream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
    start: *mut c_void,
    stop: *mut c_void,
    _flags: c_uint,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe {
        launch_work_items(
            function,
            [gx, gy, gz],
            [lx, ly, lz],
            shared,
            stream,
            params,
            extra,
            start,
            stop,
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipExtModuleLaunchKernel(
    function: *mut c_void,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    lx: c_uint,
    ly: c_uint,
    lz: c_uint,
    shared: usize,
    stream: Stream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
    start: *mut c_void,
    stop: *mut c_void,
    _flags: c_uint,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe {
        launch_work_items(
            function,
            [gx, gy, gz],
            [lx, ly, lz],
            shared,
            stream,
            params,
            extra,
            start,
            stop,
        )
    }
}

#[export_name = "_Z24hipHccModuleLaunchKernelP18ihipModuleSymbol_tjjjjjjmP12ihipStream_tPPvS4_P11ihipEvent_tS6_"]
pub unsafe extern "C" fn hip_hcc_module_launch_kernel(
    function: *mut c_void,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    lx: c_uint,
    ly: c_uint,
    lz: c_uint,
    shared: usize,
    stream: Stream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
    start: *mut c_void,
    stop: *mut c_void,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe {
        launch_work_items(
            function,
            [gx, gy, gz],
            [lx, ly, lz],
            shared,
            stream,
            params,
            extra,
            start,
            stop,
        )
    }
}

fn load(module: *mut *mut c_void, bytes: Vec<u8>, path: String, address: u64) -> hipError_t {
    if module.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::ModuleLoad {
        bytes: Bytes(bytes),
        path,
        address,
    });
    // SAFETY: checked non-null.
    unsafe {
        put(
            module,
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
pub unsafe extern "C" fn hipModuleLoad(
    module: *mut *mut c_void,
    file: *const c_char,
) -> hipError_t {
    // SAFETY: the caller's path.
    let path = unsafe { text(file) };
    match std::fs::read(&path) {
        Ok(bytes) => load(module, bytes, path, 0),
        Err(_) => status(error::hipErrorFileNotFound),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleLoadData(
    module: *mut *mut c_void,
    image: *const c_void,
) -> hipError_t {
    if image.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    // SAFETY: the caller's code object image.
    let n = unsafe { image_size(image as *const u8) };
    if n == 0 {
        return status(error::hipErrorInvalidImage);
    }
    // SAFETY: `image_size` stays within the image's mapping.
    let bytes = unsafe { std::slice::from_raw_parts(image as *const u8, n) }.to_vec();
    load(module, bytes, String::new(), image as u64)
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleLoadDataEx(
    module: *mut *mut c_void,
    image: *const c_void,
    _options: c_uint,
    _keys: *mut c_void,
    _values: *mut *mut c_void,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipModuleLoadData(module, image) }
}

#[no_mangle]
pub extern "C" fn hipModuleUnload(module: *mut c_void) -> hipError_t {
    status(
        call(Request::ModuleUnload {
            module: module as u64,
        })
        .0,
    )
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleGetFunction(
    function: *mut *mut c_void,
    module: *mut c_void,
    name: *const c_char,
) -> hipError_t {
    if function.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::ModuleFunction {
        module: module as u64,
        // SAFETY: the caller's kernel name.
        name: unsafe { text(name) },
    });
    // SAFETY: checked non-null.
    unsafe { put(function, number(&v) as usize as *mut c_void) };
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleGetGlobal(
    address: *mut *mut c_void,
    size: *mut usize,
    module: *mut c_void,
    name: *const c_char,
) -> hipError_t {
    let (s, v) = call(Request::ModuleGlobal {
        module: module as u64,
        // SAFETY: the caller's variable name.
        name: unsafe { text(name) },
    });
    if s == 0 {
        let (a, n) = pair(&v);
        // SAFETY: out-parameters of the caller's (either may be null).
        unsafe {
            put(address, a as usize as *mut c_void);
            put(size, n as usize);
        }
    }
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipGetFuncBySymbol(
    function: *mut *mut c_void,
    symbol: *const c_void,
) -> hipError_t {
    // A kernel's host stub is its handle here.
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(function, symbol as *mut c_void) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

fn attributes(function: u64) -> Result<FunctionAttributes, hipError_t> {
    match call(Request::FunctionAttributes { function }) {
        (0, Value::Attributes { attributes }) => Ok(attributes),
        (0, _) => Err(error::hipErrorInvalidDeviceFunction),
        (s, _) => Err(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipFuncGetAttributes(
    out: *mut FuncAttributes,
    function: *const c_void,
) -> hipError_t {
    if out.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    match attributes(function as u64) {
        Ok(a) => {
            let f = FuncAttributes {
                binaryVersion: a.binary_version,
                cacheModeCA: 0,
                constSizeBytes: a.const_size as usize,
                localSizeBytes: a.local_size as usize,
                maxDynamicSharedSizeBytes: a.max_dynamic_shared_size,
                maxThreadsPerBlock: a.max_threads_per_block,
                numRegs: a.num_regs,
                preferredShmemCarveout: 0,
                ptxVersion: a.binary_version,
                sharedSizeBytes: a.shared_size as usize,
            };
            // SAFETY: checked non-null.
            unsafe { put(out, f) };
            status(0)
        }
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipFuncGetAttribute(
    value: *mut c_int,
    which: c_int,
    function: *mut c_void,
) -> hipError_t {
    let a = match attributes(function as u64) {
        Ok(a) => a,
        Err(s) => return status(s),
    };
    // hipFunction_attribute, in the headers' order.
    let v = match which {
        0 => a.max_threads_per_block,
        1 => a.shared_size as c_int,
        2 => a.const_size as c_int,
        3 => a.local_size as c_int,
        4 => a.num_regs,
        5 | 6 => a.binary_version,
        7 | 9 => 0,
        8 => a.max_dynamic_shared_size,
        _ => return status(error::hipErrorInvalidValue),
    };
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(value, v) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

unsafe fn occupancy(
    blocks: *mut c_int,
    function: u64,
    block_size: c_int,
    shared: usize,
) -> hipError_t {
    if blocks.is_null() || block_size <= 0 {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::Occupancy {
        function,
        block_size: block_size as u32,
        dynamic_shared: shared as u64,
    });
    // SAFETY: checked non-null.
    unsafe { put(blocks, number(&v) as c_int) };
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipOccupancyMaxActiveBlocksPerMultiprocessor(
    blocks: *mut c_int,
    function: *const c_void,
    block_size: c_int,
    shared: usize,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { occupancy(blocks, function as u64, block_size, shared) }
}

#[no_mangle]
pub unsafe extern "C" fn hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    blocks: *mut c_int,
    function: *const c_void,
    block_size: c_int,
    shared: usize,
    _flags: c_uint,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { occupancy(blocks, function as u64, block_size, shared) }
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(
    blocks: *mut c_int,
    function: *mut c_void,
    block_size: c_int,
    shared: usize,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { occupancy(blocks, function as u64, block_size, shared) }
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    blocks: *mut c_int,
    function: *mut c_void,
    block_size: c_int,
    shared: usize,
    _flags: c_uint,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { occupancy(blocks, function as u64, block_size, shared) }
}

unsafe fn potential(
    grid: *mut c_int,
    block: *mut c_int,
    function: u64,
    shared: usize,
    limit: c_int,
) -> hipError_t {
    if grid.is_null() || block.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::MaxPotentialBlockSize {
        function,
        dynamic_shared: shared as u64,
        block_size_limit: limit.max(0) as u32,
    });
    if s == 0 {
        let (g, b) = pair(&v);
        // SAFETY: checked non-null.
        unsafe {
            put(grid, g as c_int);
            put(block, b as c_int);
        }
    }
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipOccupancyMaxPotentialBlockSize(
    grid: *mut c_int,
    block: *mut c_int,
    function: *const c_void,
    shared: usize,
    limit: c_int,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { potential(grid, block, function as u64, shared, limit) }
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleOccupancyMaxPotentialBlockSize(
    grid: *mut c_int,
    block: *mut c_int,
    function: *mut c_void,
    shared: usize,
    limit: c_int,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { potential(grid, block, function as u64, shared, limit) }
}

#[no_mangle]
pub unsafe extern "C" fn hipModuleOccupancyMaxPotentialBlockSizeWithFlags(
    grid: *mut c_int,
    block: *mut c_int,
    function: *mut c_void,
    shared: usize,
    limit: c_int,
    _flags: c_uint,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { potential(grid, block, function as u64, shared, limit) }
}
