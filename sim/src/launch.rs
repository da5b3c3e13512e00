//! What to run: a kernel by name, the grid and work-group sizes in work-items, and the
//! explicit kernel arguments in metadata order. Hidden arguments are never given here: the
//! dispatch fills them the way the ROCm runtime does.

/// One explicit kernel argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LaunchArg {
    /// A global buffer with its initial bytes; the argument receives its address.
    Buffer(Vec<u8>),
    /// A global buffer of this many bytes that nobody wrote (as `hipMalloc` leaves one): it
    /// reads as zeros, and `--check init` reports uses of what the kernel reads from it
    /// before writing.
    Unwritten(usize),
    /// A value passed by value (little-endian bytes, at most the argument's size).
    Value(Vec<u8>),
    /// A dynamic LDS allocation of this many bytes; the argument receives its LDS offset.
    Local(u32),
}

/// A kernel launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Launch {
    /// Kernel name (metadata `.name`, or the descriptor symbol without `.kd`).
    pub kernel: String,
    /// Grid size in work-items per dimension.
    pub grid: [u32; 3],
    /// Work-group size in work-items per dimension.
    pub block: [u32; 3],
    /// Explicit arguments, in the kernel's metadata order.
    pub args: Vec<LaunchArg>,
}
