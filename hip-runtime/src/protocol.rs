//! The messages between the HIP runtime stand-in (the shim library loaded into the program)
//! and hdb, which holds the simulated devices. This one file is compiled into both: the shim
//! (std only) and hdb's device side (`hip-device`, through `#[path]`).
//!
//! A connection is a Unix stream socket to the path in [`SOCKET_ENV`]; each program thread
//! that calls HIP opens its own (HIP's current device and last error are per thread), and a
//! forked child opens new ones. The shim sends a [`Request`]; hdb answers with
//! [`Reply::Done`], and may first ask the program for what only it can do (read or write its
//! memory, print through its C `stdout`, call a host function), each such [`Reply`] answered by
//! the matching [`Request`] (`HostBytes`, `HostWritten`, `Printed`, `HostCalled`).
//!
//! Requests that only inform hdb (registering code, [`Request::posted`]) get no answer: the
//! program goes on while hdb serves them. They are numbered per process in the order they
//! were sent; a connection that may not have seen all of them (another thread sent some)
//! sends [`Request::AwaitPosted`] before its next request, and hdb serves nothing more of it
//! until every posted request up to that number is served.
//!
//! Framing: a little-endian `u32` byte count, then the message: a `u16` tag and the fields in
//! order. Integers are little-endian, strings and byte strings are a `u32` length and the
//! bytes, sequences a `u32` count and the items.

use std::io::{self, Read, Write};

/// The environment variable holding the path of hdb's socket.
pub const SOCKET_ENV: &str = "HDB_HIP_SOCKET";

/// Set (to anything) in the program's environment by `hdb debug`: calls that hand a kernel
/// to the debugger carry their thread's stack ([`CallingThread`]), which `hdb run` does not
/// need and does not pay for.
pub const HOST_STACK_ENV: &str = "HDB_HIP_HOST_STACK";

/// Bumped when a message changes; [`Request::Hello`] carries it.
pub const PROTOCOL_VERSION: u32 = 7;

/// The largest message either side accepts (a code object, a copy of a buffer).
pub const MAX_MESSAGE: usize = 1 << 31;

/// A message that could not be read.
#[derive(Debug)]
pub enum WireError {
    /// The stream failed or ended.
    Io(io::Error),
    /// The message ended before its fields did.
    Truncated,
    /// A tag no variant has.
    UnknownTag {
        /// The message type.
        message: &'static str,
        /// The tag.
        tag: u16,
    },
    /// A string that is not UTF-8.
    BadText,
    /// A length past [`MAX_MESSAGE`].
    TooLong(u64),
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WireError::Io(e) => write!(f, "{e}"),
            WireError::Truncated => f.write_str("a message ended early"),
            WireError::UnknownTag { message, tag } => write!(f, "unknown {message} tag {tag}"),
            WireError::BadText => f.write_str("a string is not UTF-8"),
            WireError::TooLong(n) => write!(f, "a message of {n} bytes is too long"),
        }
    }
}

impl std::error::Error for WireError {}

impl From<io::Error> for WireError {
    fn from(e: io::Error) -> WireError {
        WireError::Io(e)
    }
}

/// Reads the fields of one message.
pub struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    /// A reader over one message's bytes.
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes }
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], WireError> {
        if self.bytes.len() < n {
            return Err(WireError::Truncated);
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], WireError> {
        let mut a = [0u8; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }

    fn length(&mut self) -> Result<usize, WireError> {
        let n = u32::from_le_bytes(self.array()?) as usize;
        if n > self.bytes.len() {
            return Err(WireError::Truncated);
        }
        Ok(n)
    }
}

/// A value that travels in messages.
pub trait Wire: Sized {
    /// Appends the value.
    fn put(&self, out: &mut Vec<u8>);
    /// Reads the value.
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError>;
}

macro_rules! wire_int {
    ($($t:ty),*) => {$(
        impl Wire for $t {
            fn put(&self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
                Ok(<$t>::from_le_bytes(r.array()?))
            }
        }
    )*};
}
wire_int!(u8, u16, u32, u64, i32, i64, f32, f64);

impl Wire for bool {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(*self as u8);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(u8::get(r)? != 0)
    }
}

impl Wire for String {
    fn put(&self, out: &mut Vec<u8>) {
        (self.len() as u32).put(out);
        out.extend_from_slice(self.as_bytes());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let n = r.length()?;
        String::from_utf8(r.take(n)?.to_vec()).map_err(|_| WireError::BadText)
    }
}

/// Raw bytes (a byte string on the wire, not a sequence of `u8` items: same encoding, but
/// read in one piece).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl Wire for Bytes {
    fn put(&self, out: &mut Vec<u8>) {
        (self.0.len() as u32).put(out);
        out.extend_from_slice(&self.0);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let n = r.length()?;
        Ok(Bytes(r.take(n)?.to_vec()))
    }
}

impl<T: Wire> Wire for Vec<T> {
    fn put(&self, out: &mut Vec<u8>) {
        (self.len() as u32).put(out);
        for x in self {
            x.put(out);
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let n = u32::get(r)? as usize;
        // Every item takes at least one byte: a count past what is left is a bad message,
        // not an allocation.
        if n > r.bytes.len() {
            return Err(WireError::Truncated);
        }
        (0..n).map(|_| T::get(r)).collect()
    }
}

impl<T: Wire> Wire for Option<T> {
    fn put(&self, out: &mut Vec<u8>) {
        self.is_some().put(out);
        if let Some(x) = self {
            x.put(out);
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(if bool::get(r)? {
            Some(T::get(r)?)
        } else {
            None
        })
    }
}

impl<T: Wire + Copy + Default, const N: usize> Wire for [T; N] {
    fn put(&self, out: &mut Vec<u8>) {
        for x in self {
            x.put(out);
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let mut a = [T::default(); N];
        for x in &mut a {
            *x = T::get(r)?;
        }
        Ok(a)
    }
}

/// Declares a message enum and its wire encoding: each variant has a fixed tag.
macro_rules! messages {
    (
        $(#[$m:meta])*
        pub enum $name:ident {
            $(
                $(#[$vm:meta])*
                $tag:literal => $var:ident $({ $( $(#[$fm:meta])* $f:ident : $t:ty ),* $(,)? })?
            ),* $(,)?
        }
    ) => {
        $(#[$m])*
        // The fields are the HIP call's parameters, named as HIP names them.
        #[allow(missing_docs)]
        #[derive(Debug, Clone, PartialEq)]
        pub enum $name {
            $(
                $(#[$vm])*
                $var $({ $( $(#[$fm])* $f: $t ),* })?
            ),*
        }

        impl $name {
            /// The variant's name (`Malloc`, `Launch`): what `--stats` counts calls by.
            pub fn kind(&self) -> &'static str {
                match self {
                    $( $name::$var { .. } => stringify!($var), )*
                }
            }
        }

        impl Wire for $name {
            fn put(&self, out: &mut Vec<u8>) {
                match self {
                    $(
                        $name::$var $({ $($f),* })? => {
                            ($tag as u16).put(out);
                            $( $( $f.put(out); )* )?
                        }
                    )*
                }
            }
            fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
                match u16::get(r)? {
                    $( $tag => Ok($name::$var $({ $( $f: <$t>::get(r)? ),* })?), )*
                    tag => Err(WireError::UnknownTag { message: stringify!($name), tag }),
                }
            }
        }
    };
}

/// Declares a plain struct and its wire encoding (the fields in order).
macro_rules! record {
    (
        $(#[$m:meta])*
        pub struct $name:ident { $( $(#[$fm:meta])* pub $f:ident : $t:ty ),* $(,)? }
    ) => {
        $(#[$m])*
        #[derive(Debug, Clone, Default, PartialEq)]
        pub struct $name { $( $(#[$fm])* pub $f: $t ),* }

        impl Wire for $name {
            fn put(&self, out: &mut Vec<u8>) {
                $( self.$f.put(out); )*
            }
            fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
                Ok($name { $( $f: <$t>::get(r)? ),* })
            }
        }
    };
}

record! {
    /// The program thread making a call, and its stack from the HIP function it called
    /// outwards: `frames[0]` is a PC in that exported function, each further one a return
    /// address (innermost first). Empty unless [`HOST_STACK_ENV`] is set.
    pub struct CallingThread {
        /// Its kernel thread id (LWP).
        pub lwp: u32,
        /// Its `pthread_t`.
        pub handle: u64,
        /// The stack.
        pub frames: Vec<u64>,
    }
}

record! {
    /// How long a process's threads were blocked in one kind of request ([`Request::kind`]).
    pub struct RequestWaited {
        /// The kind.
        pub kind: String,
        /// Calls made.
        pub calls: u64,
        /// Nanoseconds blocked in them.
        pub nanos: u64,
    }
}

record! {
    /// One explicit kernel argument's place in the kernarg segment.
    pub struct ArgumentSlot {
        /// Byte offset.
        pub offset: u32,
        /// Byte size.
        pub size: u32,
    }
}

record! {
    /// Where a kernel's explicit arguments go: the shim packs `void **args` with it.
    pub struct KernelLayout {
        /// The explicit arguments in order.
        pub arguments: Vec<ArgumentSlot>,
        /// Bytes of the explicit part of the kernarg segment.
        pub size: u32,
    }
}

record! {
    /// The sticky errors of the calling process's devices, as a reply that can change them
    /// leaves them (a launch's, a reset's). The library answers synchronising calls from the
    /// newest it was told ([`Value::Launched`]).
    pub struct StickyErrors {
        /// How many times they changed in this process: of two, the higher is the newer
        /// (replies on different connections may be read in either order).
        pub changes: u64,
        /// The sticky error of the lowest device that has one (0: no device has one).
        pub error: i32,
    }
}

record! {
    /// A device's properties, the fields both `hipDeviceProp_t` layouts are filled from.
    pub struct DeviceProperties {
        /// Marketing name.
        pub name: String,
        /// Processor name with features (`gfx90a:sramecc+:xnack-`).
        pub gcn_arch_name: String,
        /// `gcnArch` (90 for gfx90a... as the runtime computes it).
        pub gcn_arch: i32,
        /// Device memory bytes.
        pub total_global_mem: u64,
        /// LDS bytes a work-group may use.
        pub shared_mem_per_block: u64,
        /// LDS bytes of a compute unit.
        pub shared_mem_per_multiprocessor: u64,
        /// 32-bit registers a work-group may use.
        pub regs_per_block: i32,
        /// 32-bit registers of a compute unit.
        pub regs_per_multiprocessor: i32,
        /// Lanes per wave.
        pub warp_size: i32,
        /// Work-items per work-group.
        pub max_threads_per_block: i32,
        /// Work-group size limit per dimension.
        pub max_threads_dim: [i32; 3],
        /// Grid size limit per dimension.
        pub max_grid_size: [i32; 3],
        /// Shader clock in kHz.
        pub clock_rate: i32,
        /// Memory clock in kHz.
        pub memory_clock_rate: i32,
        /// Memory bus width in bits.
        pub memory_bus_width: i32,
        /// Constant memory bytes.
        pub total_const_mem: u64,
        /// Compute capability (HIP reports the processor's major and minor version).
        pub major: i32,
        /// Minor part.
        pub minor: i32,
        /// Compute units.
        pub multi_processor_count: i32,
        /// L2 cache bytes.
        pub l2_cache_size: i32,
        /// Work-items resident per compute unit.
        pub max_threads_per_multiprocessor: i32,
        /// Work-groups resident per compute unit.
        pub max_blocks_per_multiprocessor: i32,
        /// PCI domain, bus and device.
        pub pci: [i32; 3],
        /// Whether cooperative launches work.
        pub cooperative_launch: bool,
        /// Whether the device is an APU.
        pub integrated: bool,
        /// ECC on.
        pub ecc_enabled: bool,
        /// Clock of the `s_memrealtime` counter, kHz.
        pub wall_clock_rate: i32,
        /// Maximal pitch of `hipMallocPitch`.
        pub mem_pitch: u64,
        /// Texture alignment (reported, textures are not simulated).
        pub texture_alignment: u64,
        /// Whether the device has all of its memory host-visible.
        pub is_large_bar: bool,
        /// ASIC revision.
        pub asic_revision: i32,
    }
}

record! {
    /// A kernel's attributes (`hipFuncAttributes`).
    pub struct FunctionAttributes {
        /// Code object version times 10.
        pub binary_version: i32,
        /// Static LDS bytes.
        pub shared_size: u64,
        /// Constant bytes.
        pub const_size: u64,
        /// Private bytes per work-item.
        pub local_size: u64,
        /// The most dynamic LDS a launch may add.
        pub max_dynamic_shared_size: i32,
        /// The largest work-group the kernel runs.
        pub max_threads_per_block: i32,
        /// VGPRs per work-item.
        pub num_regs: i32,
    }
}

/// Where an address points (`hipPointerGetAttributes`), independent of the ABI's numbering.
pub mod memory_type {
    /// Not known to the runtime.
    pub const UNREGISTERED: u32 = 0;
    /// Host memory the device can reach (`hipHostMalloc`, `hipHostRegister`).
    pub const HOST: u32 = 1;
    /// Device memory (`hipMalloc`).
    pub const DEVICE: u32 = 2;
    /// Managed memory (`hipMallocManaged`).
    pub const MANAGED: u32 = 3;
}

record! {
    /// What hdb knows of an address.
    pub struct PointerInfo {
        /// A [`memory_type`] value.
        pub memory_type: u32,
        /// The device it belongs to.
        pub device: i32,
        /// Its address for the device.
        pub device_pointer: u64,
        /// Its address for the host (0 for device memory).
        pub host_pointer: u64,
        /// The allocation's flags.
        pub flags: u32,
        /// The allocation's start.
        pub base: u64,
        /// The allocation's size.
        pub size: u64,
    }
}

/// How host memory is made visible to the devices ([`Request::HostRegister`]).
pub mod host_memory {
    /// `hipHostMalloc`: pinned memory the shim allocated.
    pub const PINNED: u32 = 0;
    /// `hipMallocManaged`: managed memory the shim allocated.
    pub const MANAGED: u32 = 1;
    /// `hipHostRegister`: the program's own memory.
    pub const REGISTERED: u32 = 2;
}

messages! {
    /// A value a call returns besides its status.
    pub enum Value {
        /// No value.
        0 => Nothing,
        /// A number (an address, a count, a handle).
        1 => Number { value: u64 },
        /// Two numbers (an address and a size, free and total memory).
        2 => Pair { first: u64, second: u64 },
        /// A float (milliseconds between events).
        3 => Real { value: f32 },
        /// A device's properties.
        4 => Properties { properties: DeviceProperties },
        /// A kernel's attributes.
        6 => Attributes { attributes: FunctionAttributes },
        /// What an address is.
        7 => Pointer { info: PointerInfo },
        /// Both sides of a copy are host memory: the shim copies.
        8 => CopyLocally,
        /// A launch that ran: the process's sticky errors after it, and the kernel's
        /// argument layout when the launch was sent unpacked.
        9 => Launched { errors: StickyErrors, layout: Option<KernelLayout> },
        /// `hipDeviceReset`: the process's sticky errors after it.
        10 => Reset { errors: StickyErrors },
    }
}

messages! {
    /// A `printf` argument, as the device sent it.
    pub enum PrintArgument {
        /// No argument: the piece's text is printed as it is.
        0 => Literal,
        /// An integer conversion (`d i o u x X c`), the 64 bits the device sent.
        1 => Integer { value: u64 },
        /// A floating conversion (`f F e E g G a A`).
        2 => Float { value: f64 },
        /// `%s`: the bytes without the terminating NUL.
        3 => Text { bytes: Bytes },
        /// `%p`.
        4 => Address { value: u64 },
    }
}

record! {
    /// One piece of a device `printf`: literal text, or one conversion specification with its
    /// `*` width and precision values and its argument.
    pub struct PrintPiece {
        /// The text, or the conversion specification (`%-8.3f`).
        pub format: Bytes,
        /// Values of the `*`s in the specification.
        pub stars: Vec<i32>,
        /// The argument.
        pub argument: PrintArgument,
    }
}

// `messages!` declares the enums and cannot mark a default variant.
#[allow(clippy::derivable_impls)]
impl Default for PrintArgument {
    fn default() -> PrintArgument {
        PrintArgument::Literal
    }
}

#[allow(clippy::derivable_impls)]
impl Default for Value {
    fn default() -> Value {
        Value::Nothing
    }
}

/// Which C stream a device `printf` writes to.
pub mod stream {
    /// `stdout`.
    pub const STDOUT: u32 = 1;
    /// `stderr`.
    pub const STDERR: u32 = 2;
}

messages! {
    /// From the program (the shim) to hdb.
    pub enum Request {
        /// The first message of a connection. No answer.
        0 => Hello { version: u32, pid: u32, abi: u32 },
        /// `__hipRegisterFatBinary`: the bundle's address in the program and its bytes, and
        /// the file they are mapped from with their offset in it (empty: none); `handle` is
        /// what the library returned for it (unique in the process), which the other
        /// registration requests name it by. Posted: no answer.
        1 => RegisterFatBinary {
            sequence: u64,
            handle: u64,
            address: u64,
            bytes: Bytes,
            file: String,
            file_offset: u64,
        },
        /// `__hipUnregisterFatBinary`. Posted.
        2 => UnregisterFatBinary { sequence: u64, handle: u64 },
        /// `__hipRegisterFunction`: a kernel's host stub and name. Posted.
        3 => RegisterFunction { sequence: u64, fatbin: u64, host_function: u64, name: String },
        /// `__hipRegisterVar`: a device variable's host shadow, name and size. Posted.
        4 => RegisterVariable {
            sequence: u64,
            fatbin: u64,
            host_variable: u64,
            name: String,
            size: u64,
        },
        /// `hipGetDeviceCount`.
        5 => DeviceCount,
        /// `hipSetDevice`.
        6 => SetDevice { device: i32 },
        /// `hipGetDevice`.
        7 => GetDevice,
        /// `hipGetDeviceProperties`.
        8 => DeviceProperties { device: i32 },
        /// An attribute by its number in the connection's ABI.
        9 => DeviceAttribute { attribute: i32, device: i32 },
        /// `hipDeviceSynchronize`, when the library cannot answer it from the sticky errors
        /// it was told ([`StickyErrors`]; as for the other synchronising calls).
        10 => DeviceSynchronize,
        /// `hipDeviceReset`: answered with [`Value::Reset`].
        11 => DeviceReset,
        /// `hipMalloc` on the current device. `callers` (here and in the other calls that
        /// allocate or free) are the return addresses in the program of its call into the
        /// runtime and of a few callers of that, innermost first (empty when unknown): the
        /// sanitizers name the source line with them.
        12 => Malloc { size: u64, callers: Vec<u64> },
        /// `hipFree`.
        13 => Free { address: u64, callers: Vec<u64> },
        /// Host memory `[address, address + size)` becomes visible to the devices (a
        /// [`host_memory`] kind).
        14 => HostRegister { address: u64, size: u64, kind: u32, flags: u32, callers: Vec<u64> },
        /// `hipHostUnregister`, `hipHostFree`.
        15 => HostUnregister { address: u64, callers: Vec<u64> },
        /// `hipHostGetDevicePointer`.
        16 => HostDevicePointer { address: u64 },
        /// `hipMemGetInfo`.
        17 => MemoryInfo,
        /// `kind` is `hipMemcpyKind`.
        18 => Memcpy { destination: u64, source: u64, size: u64, kind: u32, stream: u64 },
        /// `hipMemcpy2D`.
        19 => Memcpy2D {
            destination: u64,
            destination_pitch: u64,
            source: u64,
            source_pitch: u64,
            width: u64,
            height: u64,
            kind: u32,
            stream: u64,
        },
        /// `count` elements of `element_size` bytes (1, 2 or 4) set to `value`.
        20 => Memset { destination: u64, value: u32, element_size: u32, count: u64, stream: u64 },
        /// `hipGetSymbolAddress` and the symbol copies: a device variable by its host shadow.
        21 => SymbolAddress { host_variable: u64 },
        /// `function` is a host function registered with `RegisterFunction`, or a module
        /// function handle. The kernel runs while the call is served, so `caller` (the
        /// launching thread, with its stack under `hdb debug`) is where the program waits
        /// while a debugger holds the kernel. `arguments` is the packed kernarg block; while
        /// the library does not know the kernel's layout, `unpacked` is set and
        /// `argument_pointers` is the program's `void **args` instead: hdb packs the block
        /// from the program's memory and answers with the layout ([`Value::Launched`]), with
        /// which the library packs the kernel's later launches itself.
        22 => Launch {
            function: u64,
            grid: [u32; 3],
            block: [u32; 3],
            shared: u32,
            stream: u64,
            arguments: Bytes,
            unpacked: bool,
            argument_pointers: u64,
            cooperative: bool,
            caller: CallingThread,
        },
        /// `hipModuleLoad` (a path) and `hipModuleLoadData` (an address): the image's bytes.
        24 => ModuleLoad { bytes: Bytes, path: String, address: u64 },
        /// `hipModuleUnload`.
        25 => ModuleUnload { module: u64 },
        /// `hipModuleGetFunction`.
        26 => ModuleFunction { module: u64, name: String },
        /// `hipModuleGetGlobal`.
        27 => ModuleGlobal { module: u64, name: String },
        /// `hipFuncGetAttributes`.
        28 => FunctionAttributes { function: u64 },
        /// `hipOccupancyMaxActiveBlocksPerMultiprocessor`.
        29 => Occupancy { function: u64, block_size: u32, dynamic_shared: u64 },
        /// `hipOccupancyMaxPotentialBlockSize`.
        30 => MaxPotentialBlockSize { function: u64, dynamic_shared: u64, block_size_limit: u32 },
        /// `hipStreamCreate`.
        31 => StreamCreate { flags: u32, priority: i32 },
        /// `hipStreamDestroy`.
        32 => StreamDestroy { stream: u64 },
        /// `hipStreamSynchronize`.
        33 => StreamSynchronize { stream: u64 },
        /// `hipStreamQuery`.
        34 => StreamQuery { stream: u64 },
        /// `hipStreamWaitEvent` (the library keeps events and checks the event).
        35 => StreamWaitEvent { stream: u64 },
        /// `hipEventSynchronize` and `hipEventQuery` (the library keeps events and checks the
        /// event): the device's sticky error.
        39 => EventSynchronize,
        /// `hipDeviceCanAccessPeer`.
        43 => CanAccessPeer { device: i32, peer: i32 },
        /// `hipDeviceEnablePeerAccess`.
        44 => EnablePeerAccess { peer: i32 },
        /// `hipDeviceDisablePeerAccess`.
        45 => DisablePeerAccess { peer: i32 },
        /// `hipPointerGetAttributes`.
        46 => PointerInfo { address: u64 },
        /// A call the simulated device does not support.
        47 => Unsupported { name: String },
        /// The answers to hdb's requests.
        48 => HostBytes { bytes: Bytes },
        /// Answers `WriteHost`.
        49 => HostWritten,
        /// Answers `Print`: what `printf` returned.
        50 => Printed { count: i32 },
        /// Answers `CallHostFunction`.
        51 => HostCalled { results: [u64; 2] },
        /// A `__managed__` variable: the program allocated managed memory at `address`
        /// (registered with `HostRegister`); the device variable `name` points to it. Posted.
        52 => RegisterManagedVariable { sequence: u64, fatbin: u64, name: String, address: u64 },
        /// Sent as the process exits: how long its threads were blocked in the calls that
        /// went to hdb, by request, from sending each request to its answer
        /// (CLOCK_MONOTONIC), connecting included. Bookkeeping for `--stats`, not a HIP call.
        53 => Waited { by_request: Vec<RequestWaited> },
        /// Serve nothing more of this connection until the process's posted requests up to
        /// `sequence` are served (they may have gone on other connections). No answer.
        54 => AwaitPosted { sequence: u64 },
    }
}

impl Request {
    /// Whether hdb answers the request: not the posted ones, `Hello` and `AwaitPosted`.
    pub fn answered(&self) -> bool {
        !matches!(self, Request::Hello { .. } | Request::AwaitPosted { .. })
            && self.posted().is_none()
    }

    /// Whether serving the request runs a kernel on more than one thread (more than one
    /// work-group): the simulator then wants every core.
    pub fn runs_kernel_threads(&self) -> bool {
        match self {
            Request::Launch { grid, block, .. } => {
                (0..3).any(|d| block[d] != 0 && grid[d].div_ceil(block[d]) > 1)
            }
            _ => false,
        }
    }

    /// The number of a posted request (one hdb does not answer), `None` for the others.
    pub fn posted(&self) -> Option<u64> {
        match self {
            Request::RegisterFatBinary { sequence, .. }
            | Request::UnregisterFatBinary { sequence, .. }
            | Request::RegisterFunction { sequence, .. }
            | Request::RegisterVariable { sequence, .. }
            | Request::RegisterManagedVariable { sequence, .. } => Some(*sequence),
            _ => None,
        }
    }
}

messages! {
    /// From hdb to the program.
    pub enum Reply {
        /// The call's result: a `hipError_t` and a value.
        0 => Done { status: i32, value: Value },
        /// Read the program's memory.
        1 => ReadHost { address: u64, size: u64 },
        /// Write the program's memory.
        2 => WriteHost { address: u64, bytes: Bytes },
        /// Print to a [`stream`] through C stdio.
        3 => Print { stream: u32, pieces: Vec<PrintPiece> },
        /// Call `void function(uint64_t output[2], const uint64_t *input)` (a device's
        /// hostcall `SERVICE_FUNCTION_CALL`).
        4 => CallHostFunction { function: u64, arguments: [u64; 7] },
    }
}

/// Writes one message.
pub fn send<T: Wire>(w: &mut impl Write, message: &T) -> io::Result<()> {
    let mut out = vec![0u8; 4];
    message.put(&mut out);
    let n = (out.len() - 4) as u32;
    out[..4].copy_from_slice(&n.to_le_bytes());
    w.write_all(&out)
}

/// Reads one message.
pub fn receive<T: Wire>(r: &mut impl Read) -> Result<T, WireError> {
    let mut n = [0u8; 4];
    r.read_exact(&mut n)?;
    receive_rest(r, n)
}

/// How long hdb, having answered, tries the socket for the program's next request before it
/// sleeps in the read: about what the sleep costs. A thread asleep on an idle core of a
/// virtual machine wakes 0.1–0.2 ms after the message arrives, many times the few
/// microseconds most calls take to serve, and programs make their calls close together.
pub const SPIN_FOR_REQUEST: std::time::Duration = std::time::Duration::from_micros(150);

/// How long the program tries the socket for hdb's answer before it sleeps: enough for a
/// call hdb serves at once, and no longer, since a program spinning while hdb's own threads
/// want the cores (making pages, serving on a woken thread) made calls wait milliseconds.
pub const SPIN_FOR_ANSWER: std::time::Duration = std::time::Duration::from_micros(30);

/// Reads one message from `stream` as [`receive`] does, trying the socket for up to `spin`
/// (yielding the core between tries) before sleeping in the read.
pub fn receive_soon<T: Wire>(
    stream: &mut std::os::unix::net::UnixStream,
    spin: std::time::Duration,
) -> Result<T, WireError> {
    let mut n = [0u8; 4];
    let got = first_bytes(stream, &mut n, spin)?;
    stream.read_exact(&mut n[got..])?;
    receive_rest(stream, n)
}

/// Reads what has arrived of a message's first bytes within `spin`: how many (0 when none
/// came in time). The socket is blocking again when it returns, whatever happened.
fn first_bytes(
    stream: &mut std::os::unix::net::UnixStream,
    head: &mut [u8; 4],
    spin: std::time::Duration,
) -> io::Result<usize> {
    if spin.is_zero() {
        return Ok(0);
    }
    stream.set_nonblocking(true)?;
    let started = std::time::Instant::now();
    let got = loop {
        match stream.read(head) {
            Ok(0) => break Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => break Ok(n),
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                if started.elapsed() >= spin {
                    break Ok(0);
                }
                std::thread::yield_now();
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => break Err(e),
        }
    };
    stream.set_nonblocking(false)?;
    got
}

/// Reads the message whose byte count is `n` (little-endian), the count already read.
fn receive_rest<T: Wire>(r: &mut impl Read, n: [u8; 4]) -> Result<T, WireError> {
    let n = u32::from_le_bytes(n) as usize;
    if n > MAX_MESSAGE {
        return Err(WireError::TooLong(n as u64));
    }
    let mut bytes = vec![0u8; n];
    r.read_exact(&mut bytes)?;
    T::get(&mut Reader::new(&bytes))
}

/// `hipError_t` values, names and descriptions (HIP's `hip_runtime_api.h` and the runtime's
/// `hipGetErrorString` texts).
pub mod error {
    macro_rules! errors {
        ($($name:ident = $value:literal, $text:literal;)*) => {
            $(
                #[allow(non_upper_case_globals, missing_docs)]
                pub const $name: i32 = $value;
            )*
            /// Every `hipError_t` with its name and description.
            pub const ALL: &[(i32, &str, &str)] = &[$(($value, stringify!($name), $text)),*];
        };
    }
    errors! {
        hipSuccess = 0, "no error";
        hipErrorInvalidValue = 1, "invalid argument";
        hipErrorOutOfMemory = 2, "out of memory";
        hipErrorNotInitialized = 3, "initialization error";
        hipErrorDeinitialized = 4, "driver shutting down";
        hipErrorProfilerDisabled = 5, "profiler disabled while using external profiling tool";
        hipErrorProfilerNotInitialized = 6, "profiler is not initialized";
        hipErrorProfilerAlreadyStarted = 7, "profiler already started";
        hipErrorProfilerAlreadyStopped = 8, "profiler already stopped";
        hipErrorInvalidConfiguration = 9, "invalid configuration argument";
        hipErrorInvalidPitchValue = 12, "invalid pitch argument";
        hipErrorInvalidSymbol = 13, "invalid device symbol";
        hipErrorInvalidDevicePointer = 17, "invalid device pointer";
        hipErrorInvalidMemcpyDirection = 21, "invalid copy direction for memcpy";
        hipErrorInsufficientDriver = 35, "driver version is insufficient for runtime version";
        hipErrorMissingConfiguration = 52, "__global__ function call is not configured";
        hipErrorPriorLaunchFailure = 53, "unspecified launch failure in prior launch";
        hipErrorInvalidDeviceFunction = 98, "invalid device function";
        hipErrorNoDevice = 100, "no ROCm-capable device is detected";
        hipErrorInvalidDevice = 101, "invalid device ordinal";
        hipErrorInvalidImage = 200, "device kernel image is invalid";
        hipErrorInvalidContext = 201, "invalid device context";
        hipErrorContextAlreadyCurrent = 202, "context is already current context";
        hipErrorMapFailed = 205, "mapping of buffer object failed";
        hipErrorUnmapFailed = 206, "unmapping of buffer object failed";
        hipErrorArrayIsMapped = 207, "array is mapped";
        hipErrorAlreadyMapped = 208, "resource already mapped";
        hipErrorNoBinaryForGpu = 209, "no kernel image is available for execution on the device";
        hipErrorAlreadyAcquired = 210, "resource already acquired";
        hipErrorNotMapped = 211, "resource not mapped";
        hipErrorNotMappedAsArray = 212, "resource not mapped as array";
        hipErrorNotMappedAsPointer = 213, "resource not mapped as pointer";
        hipErrorECCNotCorrectable = 214, "uncorrectable ECC error encountered";
        hipErrorUnsupportedLimit = 215, "limit is not supported on this architecture";
        hipErrorContextAlreadyInUse = 216, "exclusive-thread device already in use by a different thread";
        hipErrorPeerAccessUnsupported = 217, "peer access is not supported between these two devices";
        hipErrorInvalidKernelFile = 218, "invalid kernel file";
        hipErrorInvalidGraphicsContext = 219, "invalid OpenGL or DirectX context";
        hipErrorInvalidSource = 300, "device kernel image is invalid";
        hipErrorFileNotFound = 301, "file not found";
        hipErrorSharedObjectSymbolNotFound = 302, "shared object symbol not found";
        hipErrorSharedObjectInitFailed = 303, "shared object initialization failed";
        hipErrorOperatingSystem = 304, "OS call failed or operation not supported on this OS";
        hipErrorInvalidHandle = 400, "invalid resource handle";
        hipErrorIllegalState = 401, "the operation cannot be performed in the present state";
        hipErrorNotFound = 500, "named symbol not found";
        hipErrorNotReady = 600, "device not ready";
        hipErrorIllegalAddress = 700, "an illegal memory access was encountered";
        hipErrorLaunchOutOfResources = 701, "too many resources requested for launch";
        hipErrorLaunchTimeOut = 702, "the launch timed out and was terminated";
        hipErrorPeerAccessAlreadyEnabled = 704, "peer access is already enabled";
        hipErrorPeerAccessNotEnabled = 705, "peer access has not been enabled";
        hipErrorSetOnActiveProcess = 708, "cannot set while device is active in this process";
        hipErrorContextIsDestroyed = 709, "context is destroyed";
        hipErrorAssert = 710, "device-side assert triggered";
        hipErrorHostMemoryAlreadyRegistered = 712, "part or all of the requested memory range is already mapped";
        hipErrorHostMemoryNotRegistered = 713, "pointer does not correspond to a registered memory region";
        hipErrorLaunchFailure = 719, "unspecified launch failure";
        hipErrorCooperativeLaunchTooLarge = 720, "too many blocks in cooperative launch";
        hipErrorNotSupported = 801, "operation not supported";
        hipErrorStreamCaptureUnsupported = 900, "operation not permitted when stream is capturing";
        hipErrorStreamCaptureInvalidated = 901, "operation failed due to a previous error during capture";
        hipErrorStreamCaptureMerge = 902, "operation would result in a merge of separate capture sequences";
        hipErrorStreamCaptureUnmatched = 903, "capture was not ended in the same stream as it began";
        hipErrorStreamCaptureUnjoined = 904, "capturing stream has unjoined work";
        hipErrorStreamCaptureIsolation = 905, "dependency created on uncaptured work in another stream";
        hipErrorStreamCaptureImplicit = 906, "operation would make the legacy stream depend on a capturing blocking stream";
        hipErrorCapturedEvent = 907, "operation not permitted on an event last recorded in a capturing stream";
        hipErrorStreamCaptureWrongThread = 908, "attempt to terminate a thread-local capture sequence from another thread";
        hipErrorGraphExecUpdateFailure = 910, "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update";
        hipErrorUnknown = 999, "unknown error";
        hipErrorRuntimeMemory = 1052, "HSA runtime memory call returned error";
        hipErrorRuntimeOther = 1053, "HSA runtime call other than memory returned error";
    }

    /// The name of a `hipError_t` (`hipErrorUnknown`'s for a value HIP does not define).
    pub fn name(code: i32) -> &'static str {
        ALL.iter()
            .find(|e| e.0 == code)
            .map_or("hipErrorUnknown", |e| e.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::net::UnixStream;
    use std::time::Duration;

    #[test]
    fn a_message_is_read_whether_it_comes_during_the_spin_or_after_it() {
        let (mut ours, mut theirs) = UnixStream::pair().unwrap();
        // Already there.
        send(&mut theirs, &Request::GetDevice).unwrap();
        assert_eq!(
            receive_soon::<Request>(&mut ours, SPIN_FOR_REQUEST).unwrap(),
            Request::GetDevice
        );
        // Long after the spin: the read sleeps for it, and the socket blocks again after.
        let late = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            send(&mut theirs, &Request::DeviceSynchronize).unwrap();
            theirs
        });
        assert_eq!(
            receive_soon::<Request>(&mut ours, Duration::from_micros(10)).unwrap(),
            Request::DeviceSynchronize
        );
        let mut theirs = late.join().unwrap();
        // Its first bytes during the spin, the rest later (read to the end, blocking).
        let mut framed = Vec::new();
        send(&mut framed, &Request::GetDevice).unwrap();
        let (head, rest) = framed.split_at(2);
        theirs.write_all(head).unwrap();
        let rest = rest.to_vec();
        let finishing = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            theirs.write_all(&rest).unwrap();
            theirs
        });
        assert_eq!(
            receive_soon::<Request>(&mut ours, SPIN_FOR_REQUEST).unwrap(),
            Request::GetDevice
        );
        let theirs = finishing.join().unwrap();
        // The other side gone, during the spin.
        drop(theirs);
        assert!(receive_soon::<Request>(&mut ours, SPIN_FOR_REQUEST).is_err());
    }

    #[test]
    fn the_socket_blocks_again_after_a_spin() {
        let (mut ours, mut theirs) = UnixStream::pair().unwrap();
        send(&mut theirs, &Request::GetDevice).unwrap();
        receive_soon::<Request>(&mut ours, SPIN_FOR_REQUEST).unwrap();
        // A blocking read with nothing to read waits out its timeout; a non-blocking one
        // would return at once.
        ours.set_read_timeout(Some(Duration::from_millis(30)))
            .unwrap();
        let started = std::time::Instant::now();
        assert!(ours.read(&mut [0u8; 4]).is_err());
        assert!(started.elapsed() >= Duration::from_millis(25));
    }

    #[test]
    fn every_message_survives_the_wire() {
        let requests = [
            Request::Hello {
                version: PROTOCOL_VERSION,
                pid: 42,
                abi: 5,
            },
            Request::RegisterFatBinary {
                sequence: 1,
                handle: 0x5555_0000_2000,
                address: 0x1000,
                bytes: Bytes(vec![1, 2, 3]),
                file: "/bin/program".into(),
                file_offset: 0x2000,
            },
            Request::AwaitPosted { sequence: 3 },
            Request::Launch {
                function: 7,
                grid: [1, 2, 3],
                block: [64, 1, 1],
                shared: 128,
                stream: 0,
                arguments: Bytes(vec![0; 24]),
                unpacked: false,
                argument_pointers: 0,
                cooperative: true,
                caller: CallingThread {
                    lwp: 42,
                    handle: 0x7f00_0000_1000,
                    frames: vec![0x7f00_0000_2000, 0x5555_0000_1000],
                },
            },
            Request::DeviceSynchronize,
            Request::HostCalled { results: [1, 2] },
        ];
        for r in requests {
            let mut buf = Vec::new();
            send(&mut buf, &r).unwrap();
            let back: Request = receive(&mut buf.as_slice()).unwrap();
            assert_eq!(back, r);
        }
        let reply = Reply::Print {
            stream: stream::STDOUT,
            pieces: vec![PrintPiece {
                format: Bytes(b"%*d".to_vec()),
                stars: vec![5],
                argument: PrintArgument::Integer { value: 42 },
            }],
        };
        let mut buf = Vec::new();
        send(&mut buf, &reply).unwrap();
        assert_eq!(receive::<Reply>(&mut buf.as_slice()).unwrap(), reply);
        let errors = StickyErrors {
            changes: 3,
            error: error::hipErrorIllegalAddress,
        };
        let layout = KernelLayout {
            arguments: vec![ArgumentSlot { offset: 8, size: 4 }],
            size: 12,
        };
        for layout in [None, Some(layout)] {
            let reply = Reply::Done {
                status: 0,
                value: Value::Launched {
                    errors: errors.clone(),
                    layout,
                },
            };
            let mut buf = Vec::new();
            send(&mut buf, &reply).unwrap();
            assert_eq!(receive::<Reply>(&mut buf.as_slice()).unwrap(), reply);
        }
    }

    #[test]
    fn bad_messages_are_errors_not_allocations() {
        // A tag past the last variant.
        let mut buf = Vec::new();
        send(&mut buf, &Request::DeviceCount).unwrap();
        buf[4] = 0xff;
        assert!(matches!(
            receive::<Request>(&mut buf.as_slice()),
            Err(WireError::UnknownTag { .. })
        ));
        // A sequence claiming more items than bytes left (a `Print` to stdout of 2^32 - 1
        // pieces).
        let mut buf = vec![14, 0, 0, 0, 3, 0, 1, 0, 0, 0];
        buf.extend_from_slice(&u32::MAX.to_le_bytes());
        buf.extend_from_slice(&[0; 4]);
        assert!(receive::<Reply>(&mut buf.as_slice()).is_err());
        // Every truncation of a message is an error.
        let mut full = Vec::new();
        send(
            &mut full,
            &Request::RegisterFunction {
                sequence: 1,
                fatbin: 1,
                host_function: 2,
                name: "k".into(),
            },
        )
        .unwrap();
        for cut in 4..full.len() {
            let mut m = full[..cut].to_vec();
            m[..4].copy_from_slice(&((cut - 4) as u32).to_le_bytes());
            assert!(
                receive::<Request>(&mut m.as_slice()).is_err(),
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn error_names() {
        assert_eq!(
            error::name(error::hipErrorIllegalAddress),
            "hipErrorIllegalAddress"
        );
        assert_eq!(error::name(12345), "hipErrorUnknown");
    }
}
