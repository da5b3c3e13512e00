//! The amd-dbgapi C ABI, written by hand from the public header `amd-dbgapi.h` (library
//! 0.76–0.81; `shared/notes/hw-backend.md` §1).
//!
//! Handles are `#[repr(C)]` structs of one `u64`. Every C enum and bit set is a transparent
//! integer newtype with named constants, never a Rust enum: a newer library returns values
//! this file does not know (new stop reasons, event kinds, status codes), and an unknown
//! discriminant in a Rust enum would be undefined behaviour.

#![allow(missing_docs)] // the names are the header's; the header documents them

use std::ffi::{c_char, c_int, c_void};

/// Declares handle structs: `{ uint64_t handle; }`, 0 meaning none.
macro_rules! handles {
    ($($name:ident),* $(,)?) => {$(
        #[repr(C)]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct $name { pub handle: u64 }
        impl $name {
            /// The null handle (`AMD_DBGAPI_*_NONE`).
            pub const NONE: $name = $name { handle: 0 };
        }
    )*};
}

handles!(
    ArchitectureId,
    ProcessId,
    CodeObjectId,
    AgentId,
    QueueId,
    DispatchId,
    WorkgroupId,
    WaveId,
    DisplacedSteppingId,
    WatchpointId,
    RegisterClassId,
    RegisterId,
    AddressClassId,
    AddressSpaceId,
    EventId,
    BreakpointId,
);

impl AddressSpaceId {
    /// `AMD_DBGAPI_ADDRESS_SPACE_GLOBAL`: the literal handle 1.
    pub const GLOBAL: AddressSpaceId = AddressSpaceId { handle: 1 };
}

/// `amd_dbgapi_lane_id_t`.
pub type LaneId = u32;
/// `AMD_DBGAPI_LANE_NONE`.
pub const LANE_NONE: LaneId = u32::MAX;

/// Declares an `int`-sized enum newtype with named constants and a `name()` for the known
/// values.
macro_rules! c_enum {
    ($(#[$m:meta])* $name:ident : $repr:ty { $($c:ident = $v:expr),* $(,)? }) => {
        $(#[$m])*
        #[repr(transparent)]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
        pub struct $name(pub $repr);
        impl $name {
            $(pub const $c: $name = $name($v);)*
            /// The header's name for a known value, `None` for a value from a newer library.
            pub fn name(self) -> Option<&'static str> {
                match self.0 {
                    $(x if x == $v => Some(stringify!($c)),)*
                    _ => None,
                }
            }
        }
    };
}

c_enum!(
    /// `amd_dbgapi_status_t`.
    Status: i32 {
    SUCCESS = 0, ERROR = -1, FATAL = -2, ERROR_NOT_IMPLEMENTED = -3, ERROR_NOT_AVAILABLE = -4,
    ERROR_NOT_SUPPORTED = -5, ERROR_INVALID_ARGUMENT = -6,
    ERROR_INVALID_ARGUMENT_COMPATIBILITY = -7, ERROR_ALREADY_INITIALIZED = -8,
    ERROR_NOT_INITIALIZED = -9, ERROR_RESTRICTION = -10, ERROR_ALREADY_ATTACHED = -11,
    ERROR_INVALID_ARCHITECTURE_ID = -12, ERROR_ILLEGAL_INSTRUCTION = -13,
    ERROR_INVALID_CODE_OBJECT_ID = -14, ERROR_INVALID_ELF_AMDGPU_MACHINE = -15,
    ERROR_INVALID_PROCESS_ID = -16, ERROR_PROCESS_EXITED = -17, ERROR_INVALID_AGENT_ID = -18,
    ERROR_INVALID_QUEUE_ID = -19, ERROR_INVALID_DISPATCH_ID = -20, ERROR_INVALID_WAVE_ID = -21,
    ERROR_WAVE_NOT_STOPPED = -22, ERROR_WAVE_STOPPED = -23, ERROR_WAVE_OUTSTANDING_STOP = -24,
    ERROR_WAVE_NOT_RESUMABLE = -25, ERROR_INVALID_DISPLACED_STEPPING_ID = -26,
    ERROR_DISPLACED_STEPPING_BUFFER_NOT_AVAILABLE = -27, ERROR_DISPLACED_STEPPING_ACTIVE = -28,
    ERROR_RESUME_DISPLACED_STEPPING = -29, ERROR_INVALID_WATCHPOINT_ID = -30,
    ERROR_NO_WATCHPOINT_AVAILABLE = -31, ERROR_INVALID_REGISTER_CLASS_ID = -32,
    ERROR_INVALID_REGISTER_ID = -33, ERROR_INVALID_LANE_ID = -34,
    ERROR_INVALID_ADDRESS_CLASS_ID = -35, ERROR_INVALID_ADDRESS_SPACE_ID = -36,
    ERROR_MEMORY_ACCESS = -37, ERROR_INVALID_ADDRESS_SPACE_CONVERSION = -38,
    ERROR_INVALID_EVENT_ID = -39, ERROR_INVALID_BREAKPOINT_ID = -40,
    ERROR_CLIENT_CALLBACK = -41, ERROR_INVALID_CLIENT_PROCESS_ID = -42,
    ERROR_SYMBOL_NOT_FOUND = -43, ERROR_REGISTER_NOT_AVAILABLE = -44,
    ERROR_INVALID_WORKGROUP_ID = -45, ERROR_INCOMPATIBLE_PROCESS_STATE = -46,
    ERROR_PROCESS_FROZEN = -47, ERROR_PROCESS_ALREADY_FROZEN = -48,
    ERROR_PROCESS_NOT_FROZEN = -49, ERROR_MEMORY_UNAVAILABLE = -50,
    ERROR_INVALID_CLUSTER_ID = -51,
});

c_enum!(
    /// `amd_dbgapi_changed_t`.
    Changed: i32 { NO = 0, YES = 1 });
c_enum!(
    /// `amd_dbgapi_architecture_info_t`.
    ArchitectureInfo: i32 {
    NAME = 1, ELF_AMDGPU_MACHINE = 2, LARGEST_INSTRUCTION_SIZE = 3,
    MINIMUM_INSTRUCTION_ALIGNMENT = 4, BREAKPOINT_INSTRUCTION_SIZE = 5,
    BREAKPOINT_INSTRUCTION = 6, BREAKPOINT_INSTRUCTION_PC_ADJUST = 7, PC_REGISTER = 8,
});
c_enum!(
    /// `amd_dbgapi_endianness_t`.
    Endianness: i32 { BIG = 0, LITTLE = 1 });
c_enum!(
    /// `amd_dbgapi_process_info_t`, numbered as in 0.77+; 0.76 numbers OS_ID 5 and
    /// CORE_STATE 6 ([`crate::loader::Profile::process_info`] translates).
    ProcessInfo: i32 {
    NOTIFIER = 1, WATCHPOINT_COUNT = 2, WATCHPOINT_SHARE = 3, PRECISE_MEMORY_SUPPORTED = 4,
    PRECISE_ALU_EXCEPTIONS_SUPPORTED = 5, OS_ID = 6, CORE_STATE = 7,
    SIGNIFICANT_ADDRESS_BITS = 8,
});
c_enum!(
    /// `amd_dbgapi_progress_t`.
    Progress: i32 { NORMAL = 0, NO_FORWARD = 1 });
c_enum!(
    /// `amd_dbgapi_wave_creation_t`.
    WaveCreation: i32 { NORMAL = 0, STOP = 1 });
c_enum!(
    /// `amd_dbgapi_code_object_info_t`.
    CodeObjectInfo: i32 { PROCESS = 1, URI_NAME = 2, LOAD_ADDRESS = 3 });
c_enum!(
    /// `amd_dbgapi_agent_info_t`.
    AgentInfo: i32 {
    PROCESS = 1, NAME = 2, ARCHITECTURE = 3, STATE = 4, PCI_DOMAIN = 5, PCI_SLOT = 6,
    PCI_VENDOR_ID = 7, PCI_DEVICE_ID = 8, EXECUTION_UNIT_COUNT = 9,
    MAX_WAVES_PER_EXECUTION_UNIT = 10, OS_ID = 11,
});
c_enum!(
    /// `amd_dbgapi_queue_info_t`.
    QueueInfo: i32 {
    AGENT = 1, PROCESS = 2, ARCHITECTURE = 3, TYPE = 4, STATE = 5, ERROR_REASON = 6,
    ADDRESS = 7, SIZE = 8, OS_ID = 9,
});
c_enum!(
    /// `amd_dbgapi_dispatch_info_t`.
    DispatchInfo: i32 {
    QUEUE = 1, AGENT = 2, PROCESS = 3, ARCHITECTURE = 4, OS_QUEUE_PACKET_ID = 5, BARRIER = 6,
    ACQUIRE_FENCE = 7, RELEASE_FENCE = 8, GRID_DIMENSIONS = 9, WORKGROUP_SIZES = 10,
    GRID_SIZES = 11, PRIVATE_SEGMENT_SIZE = 12, GROUP_SEGMENT_SIZE = 13,
    KERNEL_ARGUMENT_SEGMENT_ADDRESS = 14, KERNEL_DESCRIPTOR_ADDRESS = 15,
    KERNEL_CODE_ENTRY_ADDRESS = 16, KERNEL_COMPLETION_ADDRESS = 17,
});
c_enum!(
    /// `amd_dbgapi_wave_info_t`.
    WaveInfo: i32 {
    STATE = 1, STOP_REASON = 2, WATCHPOINTS = 3, WORKGROUP = 4, DISPATCH = 5, QUEUE = 6,
    AGENT = 7, PROCESS = 8, ARCHITECTURE = 9, PC = 10, EXEC_MASK = 11, WORKGROUP_COORD = 12,
    WAVE_NUMBER_IN_WORKGROUP = 13, LANE_COUNT = 14,
});
c_enum!(
    /// `amd_dbgapi_wave_state_t`.
    WaveState: i32 { RUN = 1, SINGLE_STEP = 2, STOP = 3 });
c_enum!(
    /// `amd_dbgapi_wave_stop_reasons_t` (a bit set).
    StopReasons: u32 {
    NONE = 0, BREAKPOINT = 1 << 0, WATCHPOINT = 1 << 1, SINGLE_STEP = 1 << 2,
    FP_INPUT_DENORMAL = 1 << 3, FP_DIVIDE_BY_0 = 1 << 4, FP_OVERFLOW = 1 << 5,
    FP_UNDERFLOW = 1 << 6, FP_INEXACT = 1 << 7, FP_INVALID_OPERATION = 1 << 8,
    INT_DIVIDE_BY_0 = 1 << 9, DEBUG_TRAP = 1 << 10, ASSERT_TRAP = 1 << 11, TRAP = 1 << 12,
    MEMORY_VIOLATION = 1 << 13, ADDRESS_ERROR = 1 << 14, ILLEGAL_INSTRUCTION = 1 << 15,
    ECC_ERROR = 1 << 16, FATAL_HALT = 1 << 17,
});
impl StopReasons {
    /// Whether every bit of `other` is set.
    pub fn contains(self, other: StopReasons) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }
}
c_enum!(
    /// `amd_dbgapi_exceptions_t` (a bit set).
    Exceptions: u32 {
    NONE = 0, WAVE_ABORT = 1 << 0, WAVE_TRAP = 1 << 1, WAVE_MATH_ERROR = 1 << 2,
    WAVE_ILLEGAL_INSTRUCTION = 1 << 3, WAVE_MEMORY_VIOLATION = 1 << 4,
    WAVE_ADDRESS_ERROR = 1 << 5, PACKET_DISPATCH_DIM_INVALID = 1 << 16,
    PACKET_DISPATCH_GROUP_SEGMENT_SIZE_INVALID = 1 << 17,
    PACKET_DISPATCH_CODE_INVALID = 1 << 18, PACKET_UNSUPPORTED = 1 << 20,
    PACKET_DISPATCH_WORKGROUP_SIZE_INVALID = 1 << 21,
    PACKET_DISPATCH_REGISTER_COUNT_TOO_LARGE = 1 << 22, PACKET_VENDOR_UNSUPPORTED = 1 << 23,
    QUEUE_PREEMPTION_ERROR = 1 << 31,
});
c_enum!(
    /// `amd_dbgapi_resume_mode_t`.
    ResumeMode: i32 { NORMAL = 0, SINGLE_STEP = 1 });
c_enum!(
    /// `amd_dbgapi_watchpoint_kind_t`.
    WatchpointKind: i32 { LOAD = 1, STORE_AND_RMW = 2, RMW = 3, ALL = 4 });
c_enum!(
    /// `amd_dbgapi_register_info_t`.
    RegisterInfo: i32 {
    ARCHITECTURE = 1, NAME = 2, SIZE = 3, TYPE = 4, DWARF = 5, PROPERTIES = 6,
});
c_enum!(
    /// `amd_dbgapi_register_exists_t`.
    RegisterExists: i32 { ABSENT = 0, PRESENT = 1 });
c_enum!(
    /// `amd_dbgapi_address_space_info_t`.
    AddressSpaceInfo: i32 { NAME = 1, ADDRESS_SIZE = 2, NULL_ADDRESS = 3, ACCESS = 4, DWARF = 5 });
c_enum!(
    /// `amd_dbgapi_event_kind_t`.
    EventKind: i32 {
    NONE = 0, WAVE_STOP = 1, WAVE_COMMAND_TERMINATED = 2, CODE_OBJECT_LIST_UPDATED = 3,
    BREAKPOINT_RESUME = 4, RUNTIME = 5, QUEUE_ERROR = 6,
});
c_enum!(
    /// `amd_dbgapi_runtime_state_t`.
    RuntimeState: i32 { LOADED_SUCCESS = 1, UNLOADED = 2, LOADED_ERROR_RESTRICTION = 3 });
c_enum!(
    /// `amd_dbgapi_event_info_t`.
    EventInfo: i32 {
    PROCESS = 1, KIND = 2, WAVE = 3, BREAKPOINT = 4, CLIENT_THREAD = 5, RUNTIME_STATE = 6,
    QUEUE = 7,
});
c_enum!(
    /// `amd_dbgapi_log_level_t`.
    LogLevel: i32 { NONE = 0, FATAL_ERROR = 1, WARNING = 2, INFO = 3, TRACE = 4, VERBOSE = 5 });
c_enum!(
    /// `amd_dbgapi_breakpoint_action_t`.
    BreakpointAction: i32 { RESUME = 1, HALT = 2 });
c_enum!(
    /// `amd_dbgapi_client_process_info_t`.
    ClientProcessInfo: i32 { OS_PID = 1, CORE_STATE = 2 });

/// `amd_dbgapi_core_state_data_t`: the AMDGPU core note, handed to the library in core mode.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CoreStateData {
    pub endianness: Endianness,
    pub size: usize,
    pub data: *const c_void,
}

/// `amd_dbgapi_watchpoint_list_t`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct WatchpointList {
    pub count: usize,
    pub watchpoint_ids: *mut WatchpointId,
}

/// `amd_dbgapi_client_process_id_t`: an opaque pointer the client chooses.
pub type ClientProcessId = *mut c_void;
/// `amd_dbgapi_client_thread_id_t`: an opaque pointer the client chooses.
pub type ClientThreadId = *mut c_void;

/// `struct amd_dbgapi_callbacks_s` (the same seven fields in 0.76–0.82).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Callbacks {
    pub allocate_memory: unsafe extern "C" fn(usize) -> *mut c_void,
    pub deallocate_memory: unsafe extern "C" fn(*mut c_void),
    pub client_process_get_info:
        unsafe extern "C" fn(ClientProcessId, ClientProcessInfo, usize, *mut c_void) -> Status,
    pub insert_breakpoint: unsafe extern "C" fn(ClientProcessId, u64, BreakpointId) -> Status,
    pub remove_breakpoint: unsafe extern "C" fn(ClientProcessId, BreakpointId) -> Status,
    pub xfer_global_memory:
        unsafe extern "C" fn(ClientProcessId, u64, *mut u64, *mut c_void, *const c_void) -> Status,
    pub log_message: unsafe extern "C" fn(LogLevel, *const c_char),
}

/// Function-pointer types, one per library function hdb calls (the header's signatures).
pub mod fns {
    use super::*;
    pub type GetVersion = unsafe extern "C" fn(*mut u32, *mut u32, *mut u32);
    pub type GetStatusString = unsafe extern "C" fn(Status, *mut *const c_char) -> Status;
    pub type Initialize = unsafe extern "C" fn(*mut Callbacks) -> Status;
    pub type Finalize = unsafe extern "C" fn() -> Status;
    pub type SetLogLevel = unsafe extern "C" fn(LogLevel);
    pub type GetInfo<Id, Q> = unsafe extern "C" fn(Id, Q, usize, *mut c_void) -> Status;
    pub type ProcessAttach = unsafe extern "C" fn(ClientProcessId, *mut ProcessId) -> Status;
    pub type ProcessOp = unsafe extern "C" fn(ProcessId) -> Status;
    pub type SetProgress = unsafe extern "C" fn(ProcessId, Progress) -> Status;
    pub type SetWaveCreation = unsafe extern "C" fn(ProcessId, WaveCreation) -> Status;
    pub type List<Id> =
        unsafe extern "C" fn(ProcessId, *mut usize, *mut *mut Id, *mut Changed) -> Status;
    pub type ArchList<Id> =
        unsafe extern "C" fn(ArchitectureId, *mut usize, *mut *mut Id) -> Status;
    pub type WaveStop = unsafe extern "C" fn(WaveId) -> Status;
    pub type WaveResume = unsafe extern "C" fn(WaveId, ResumeMode, Exceptions) -> Status;
    pub type DisplacedStart =
        unsafe extern "C" fn(WaveId, *const c_void, *mut DisplacedSteppingId) -> Status;
    pub type DisplacedComplete = unsafe extern "C" fn(WaveId, DisplacedSteppingId) -> Status;
    pub type WaveRegisterList =
        unsafe extern "C" fn(WaveId, *mut usize, *mut *mut RegisterId) -> Status;
    pub type ReadRegister =
        unsafe extern "C" fn(WaveId, RegisterId, u64, u64, *mut c_void) -> Status;
    pub type WriteRegister =
        unsafe extern "C" fn(WaveId, RegisterId, u64, u64, *const c_void) -> Status;
    pub type DwarfToAddressSpace =
        unsafe extern "C" fn(ArchitectureId, u64, *mut AddressSpaceId) -> Status;
    pub type GetArchitecture = unsafe extern "C" fn(u32, *mut ArchitectureId) -> Status;
    pub type ReadMemory = unsafe extern "C" fn(
        ProcessId,
        WaveId,
        LaneId,
        AddressSpaceId,
        u64,
        *mut u64,
        *mut c_void,
    ) -> Status;
    pub type WriteMemory = unsafe extern "C" fn(
        ProcessId,
        WaveId,
        LaneId,
        AddressSpaceId,
        u64,
        *mut u64,
        *const c_void,
    ) -> Status;
    pub type SetWatchpoint =
        unsafe extern "C" fn(ProcessId, u64, u64, WatchpointKind, *mut WatchpointId) -> Status;
    pub type RemoveWatchpoint = unsafe extern "C" fn(WatchpointId) -> Status;
    /// `amd_dbgapi_queue_packet_list`: the read and write packet ids and the packets between
    /// them (allocated with the client's `allocate_memory`).
    pub type QueuePacketList =
        unsafe extern "C" fn(QueueId, *mut u64, *mut u64, *mut usize, *mut *mut c_void) -> Status;
    /// `amd_dbgapi_convert_address_space` as of node 0.62 (0.81 adds a process argument:
    /// that signature is not bound).
    pub type ConvertAddressSpace = unsafe extern "C" fn(
        WaveId,
        LaneId,
        AddressSpaceId,
        u64,
        AddressSpaceId,
        *mut u64,
        *mut u64,
    ) -> Status;
    pub type NextPendingEvent =
        unsafe extern "C" fn(ProcessId, *mut EventId, *mut EventKind) -> Status;
    pub type EventProcessed = unsafe extern "C" fn(EventId) -> Status;
    pub type ReportBreakpointHit =
        unsafe extern "C" fn(BreakpointId, ClientThreadId, *mut BreakpointAction) -> Status;
    /// An `int`, for the notifier fd.
    pub type Fd = c_int;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_matches_the_abi() {
        // Each handle is one uint64_t; each enum one int; the callbacks seven pointers.
        assert_eq!(std::mem::size_of::<WaveId>(), 8);
        assert_eq!(std::mem::size_of::<Status>(), 4);
        assert_eq!(std::mem::size_of::<StopReasons>(), 4);
        assert_eq!(
            std::mem::size_of::<Callbacks>(),
            7 * std::mem::size_of::<usize>()
        );
        assert_eq!(std::mem::size_of::<CoreStateData>(), 24);
    }

    #[test]
    fn unknown_values_stay_values() {
        assert_eq!(Status(-51).name(), Some("ERROR_INVALID_CLUSTER_ID"));
        assert_eq!(Status(-99).name(), None);
        assert_eq!(EventKind(42).name(), None);
        assert!(StopReasons(0b101).contains(StopReasons::SINGLE_STEP));
        assert!(!StopReasons(0b101).contains(StopReasons::WATCHPOINT));
    }
}
