//! Finding `librocm-dbgapi.so.0` at run time and resolving each function by its ELF symbol
//! version (`shared/notes/hw-backend.md` §1.3, §5.2).
//!
//! Pre-1.0 releases move functions to new version nodes and drop the old nodes, so a bare
//! `dlsym` could bind a function whose signature or enum numbering changed. Each function
//! here lists the nodes hdb understands, newest first; the loader takes the newest node no
//! newer than the library and refuses, naming `F@NODE`, when a mandatory one is missing.

use std::ffi::{c_void, CStr, CString};
use std::path::PathBuf;

use crate::sys::{fns, ProcessInfo};
use crate::Error;

/// The library's file name (SONAME major 0).
pub const SONAME: &str = "librocm-dbgapi.so.0";
/// The environment variable naming the library file to load, first in the search order.
pub const ENV_LIBRARY: &str = "HDB_DBGAPI_LIBRARY";

/// A library version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Version {
    /// Major (0 for every release so far).
    pub major: u32,
    /// Minor.
    pub minor: u32,
    /// Patch.
    pub patch: u32,
}

impl std::fmt::Display for Version {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// The groups of library versions whose ABI hdb knows (§1.2 of the note).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Profile {
    /// 0.76: process_get_info on node 0.54 with OS_ID 5 and CORE_STATE 6.
    V0_76,
    /// 0.77: process_get_info on node 0.77, PRECISE_ALU_EXCEPTIONS_SUPPORTED inserted.
    V0_77,
    /// 0.78–0.80: read/write_memory on node 0.78 (new status MEMORY_UNAVAILABLE).
    V0_78To0_80,
    /// 0.81 and newer minors.
    V0_81Plus,
}

impl Profile {
    /// The profile for a library version, or `None` when hdb does not support it.
    pub fn for_version(v: Version) -> Option<Profile> {
        match (v.major, v.minor) {
            (0, 76) => Some(Profile::V0_76),
            (0, 77) => Some(Profile::V0_77),
            (0, 78..=80) => Some(Profile::V0_78To0_80),
            (0, 81..) => Some(Profile::V0_81Plus),
            _ => None,
        }
    }

    /// The number this library uses for a `process_get_info` query (0.76 numbers OS_ID 5
    /// and CORE_STATE 6, and has no PRECISE_ALU_EXCEPTIONS_SUPPORTED).
    pub fn process_info(self, q: ProcessInfo) -> Option<ProcessInfo> {
        match (self, q) {
            (Profile::V0_76, ProcessInfo::PRECISE_ALU_EXCEPTIONS_SUPPORTED) => None,
            (Profile::V0_76, ProcessInfo::OS_ID) => Some(ProcessInfo(5)),
            (Profile::V0_76, ProcessInfo::CORE_STATE) => Some(ProcessInfo(6)),
            (Profile::V0_76 | Profile::V0_77, ProcessInfo::SIGNIFICANT_ADDRESS_BITS) => None,
            (Profile::V0_78To0_80, ProcessInfo::SIGNIFICANT_ADDRESS_BITS) => None,
            _ => Some(q),
        }
    }
}

/// Symbol-version nodes of each function hdb resolves: its name and the minors of the
/// `AMD_DBGAPI_0.xx` nodes hdb understands, newest first. A function whose signature changed
/// at a node has only the nodes of the signature hdb declares (see `sys::fns`).
pub const NODES: &[(&str, &[u32])] = &[
    ("amd_dbgapi_get_version", &[54]),
    ("amd_dbgapi_get_status_string", &[54]),
    ("amd_dbgapi_initialize", &[76]),
    ("amd_dbgapi_finalize", &[54]),
    ("amd_dbgapi_set_log_level", &[54]),
    ("amd_dbgapi_process_attach", &[56]),
    ("amd_dbgapi_process_detach", &[54]),
    ("amd_dbgapi_process_get_info", &[80, 77, 54]),
    ("amd_dbgapi_process_set_progress", &[76]),
    ("amd_dbgapi_process_set_wave_creation", &[76]),
    ("amd_dbgapi_process_agent_list", &[54]),
    ("amd_dbgapi_agent_get_info", &[67]),
    ("amd_dbgapi_process_queue_list", &[54]),
    ("amd_dbgapi_queue_get_info", &[68]),
    ("amd_dbgapi_process_dispatch_list", &[54]),
    ("amd_dbgapi_dispatch_get_info", &[54]),
    ("amd_dbgapi_process_wave_list", &[54]),
    ("amd_dbgapi_wave_get_info", &[64]),
    ("amd_dbgapi_wave_stop", &[76]),
    ("amd_dbgapi_wave_resume", &[76]),
    ("amd_dbgapi_displaced_stepping_start", &[76]),
    ("amd_dbgapi_displaced_stepping_complete", &[76]),
    ("amd_dbgapi_process_code_object_list", &[54]),
    ("amd_dbgapi_code_object_get_info", &[54]),
    ("amd_dbgapi_get_architecture", &[54]),
    ("amd_dbgapi_architecture_get_info", &[54]),
    ("amd_dbgapi_architecture_register_list", &[54]),
    ("amd_dbgapi_register_get_info", &[70]),
    ("amd_dbgapi_wave_register_list", &[54]),
    ("amd_dbgapi_read_register", &[62]),
    ("amd_dbgapi_write_register", &[76]),
    ("amd_dbgapi_dwarf_address_space_to_address_space", &[54]),
    ("amd_dbgapi_read_memory", &[78, 54]),
    ("amd_dbgapi_write_memory", &[78, 76]),
    ("amd_dbgapi_process_next_pending_event", &[54]),
    ("amd_dbgapi_event_get_info", &[54]),
    ("amd_dbgapi_event_processed", &[54]),
    ("amd_dbgapi_report_breakpoint_hit", &[54]),
    ("amd_dbgapi_set_watchpoint", &[76]),
    ("amd_dbgapi_remove_watchpoint", &[76]),
    // Optional (a queue's read and write packet ids).
    ("amd_dbgapi_queue_packet_list", &[54]),
    // Optional (apertures); the 0.81 node's signature differs and is not bound.
    ("amd_dbgapi_convert_address_space", &[62]),
];

/// The node a function has in a library of minor version `minor`, if hdb knows one.
pub fn node_for(function: &str, minor: u32) -> Option<String> {
    let (_, nodes) = NODES.iter().find(|(n, _)| *n == function)?;
    nodes
        .iter()
        .find(|&&n| n <= minor)
        .map(|n| format!("AMD_DBGAPI_0.{n}"))
}

/// The library's functions, as function pointers. Built by [`Library::load`] from a shared
/// object, or by hand (tests fill it with Rust `extern "C"` fakes).
#[derive(Clone, Copy)]
#[allow(missing_docs)]
pub struct FnTable {
    pub version: Version,
    pub profile: Profile,
    pub get_status_string: fns::GetStatusString,
    pub initialize: fns::Initialize,
    pub finalize: fns::Finalize,
    pub set_log_level: fns::SetLogLevel,
    pub process_attach: fns::ProcessAttach,
    pub process_detach: fns::ProcessOp,
    pub process_get_info: fns::GetInfo<crate::sys::ProcessId, ProcessInfo>,
    pub process_set_progress: fns::SetProgress,
    pub process_set_wave_creation: fns::SetWaveCreation,
    pub process_agent_list: fns::List<crate::sys::AgentId>,
    pub agent_get_info: fns::GetInfo<crate::sys::AgentId, crate::sys::AgentInfo>,
    pub process_queue_list: fns::List<crate::sys::QueueId>,
    pub queue_get_info: fns::GetInfo<crate::sys::QueueId, crate::sys::QueueInfo>,
    pub process_dispatch_list: fns::List<crate::sys::DispatchId>,
    pub dispatch_get_info: fns::GetInfo<crate::sys::DispatchId, crate::sys::DispatchInfo>,
    pub process_wave_list: fns::List<crate::sys::WaveId>,
    pub wave_get_info: fns::GetInfo<crate::sys::WaveId, crate::sys::WaveInfo>,
    pub wave_stop: fns::WaveStop,
    pub wave_resume: fns::WaveResume,
    pub displaced_stepping_start: fns::DisplacedStart,
    pub displaced_stepping_complete: fns::DisplacedComplete,
    pub process_code_object_list: fns::List<crate::sys::CodeObjectId>,
    pub code_object_get_info: fns::GetInfo<crate::sys::CodeObjectId, crate::sys::CodeObjectInfo>,
    pub get_architecture: fns::GetArchitecture,
    pub architecture_get_info:
        fns::GetInfo<crate::sys::ArchitectureId, crate::sys::ArchitectureInfo>,
    pub architecture_register_list: fns::ArchList<crate::sys::RegisterId>,
    pub register_get_info: fns::GetInfo<crate::sys::RegisterId, crate::sys::RegisterInfo>,
    pub wave_register_list: fns::WaveRegisterList,
    pub read_register: fns::ReadRegister,
    pub write_register: fns::WriteRegister,
    pub dwarf_address_space_to_address_space: fns::DwarfToAddressSpace,
    pub read_memory: fns::ReadMemory,
    pub write_memory: fns::WriteMemory,
    pub process_next_pending_event: fns::NextPendingEvent,
    pub event_get_info: fns::GetInfo<crate::sys::EventId, crate::sys::EventInfo>,
    pub event_processed: fns::EventProcessed,
    pub report_breakpoint_hit: fns::ReportBreakpointHit,
    /// Optional: watchpoints (absent means the target offers none).
    pub set_watchpoint: Option<fns::SetWatchpoint>,
    /// Optional, with `set_watchpoint`.
    pub remove_watchpoint: Option<fns::RemoveWatchpoint>,
    /// Optional: address-space conversion (the apertures of a wave).
    pub convert_address_space: Option<fns::ConvertAddressSpace>,
    /// Optional: a queue's packet ids (`info queues`' Read and Write columns).
    pub queue_packet_list: Option<fns::QueuePacketList>,
}

/// A loaded library: where it came from and its function table.
pub struct Library {
    /// The file that was loaded (or the bare SONAME for the default search).
    pub path: PathBuf,
    /// Its functions.
    pub table: FnTable,
    // The dlopen handle is never closed: the library may own threads and pipes for the
    // whole session, and unloading code that may still run is worse than a leak.
    _handle: *mut c_void,
}

/// The candidates in search order: `$HDB_DBGAPI_LIBRARY` alone when set; otherwise
/// `$ROCM_PATH/lib`, `/opt/rocm/lib`, then the dynamic linker's default search.
pub fn search_path() -> Vec<PathBuf> {
    if let Some(p) = std::env::var_os(ENV_LIBRARY).filter(|p| !p.is_empty()) {
        return vec![PathBuf::from(p)];
    }
    let mut out = Vec::new();
    if let Some(root) = std::env::var_os("ROCM_PATH").filter(|p| !p.is_empty()) {
        out.push(PathBuf::from(root).join("lib").join(SONAME));
    }
    out.push(PathBuf::from("/opt/rocm/lib").join(SONAME));
    out.push(PathBuf::from(SONAME));
    out
}

fn dlerror_text() -> String {
    // SAFETY: dlerror returns NULL or a NUL-terminated thread-local string valid until the
    // next dl* call on this thread; we copy it at once.
    unsafe {
        let e = libc::dlerror();
        if e.is_null() {
            "unknown dlopen error".to_string()
        } else {
            CStr::from_ptr(e).to_string_lossy().into_owned()
        }
    }
}

impl Library {
    /// Loads the first library found in [`search_path`] and resolves its functions.
    pub fn load() -> Result<Library, Error> {
        let candidates = search_path();
        let mut tried = Vec::new();
        for path in &candidates {
            match Library::open(path) {
                Ok(lib) => return Ok(lib),
                Err(Error::Open { path, reason }) => tried.push(format!("{path}: {reason}")),
                Err(e) => return Err(e),
            }
        }
        Err(Error::NotFound {
            searched: candidates
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", "),
            details: tried,
        })
    }

    /// Loads one file (a bare file name goes through the dynamic linker's search).
    pub fn open(path: &std::path::Path) -> Result<Library, Error> {
        let shown = path.display().to_string();
        let c = CString::new(path.as_os_str().as_encoded_bytes()).map_err(|_| Error::Open {
            path: shown.clone(),
            reason: "path contains a NUL byte".into(),
        })?;
        // SAFETY: `c` is a valid NUL-terminated string; dlopen has no other precondition.
        // Loading runs the library's constructors, which is what loading it means.
        let handle = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        if handle.is_null() {
            return Err(Error::Open {
                path: shown,
                reason: dlerror_text(),
            });
        }
        let table = resolve(handle)?;
        Ok(Library {
            path: path.to_path_buf(),
            table,
            _handle: handle,
        })
    }
}

/// Looks a symbol up at one version node.
fn vsym(handle: *mut c_void, name: &str, node: &str) -> Option<*mut c_void> {
    let n = CString::new(name).ok()?;
    let v = CString::new(node).ok()?;
    // SAFETY: `handle` came from a successful dlopen and is never closed; both strings are
    // NUL-terminated and outlive the call.
    let p = unsafe { libc::dlvsym(handle, n.as_ptr(), v.as_ptr()) };
    (!p.is_null()).then_some(p)
}

/// Reinterprets a symbol address as a function pointer.
///
/// # Safety
/// `F` must be the `extern "C"` function-pointer type of the symbol at `p`.
unsafe fn as_fn<F: Copy>(p: *mut c_void) -> F {
    const { assert!(std::mem::size_of::<F>() == std::mem::size_of::<*mut c_void>()) };
    // SAFETY: same size (checked at compile time); the caller vouches for the type.
    unsafe { std::mem::transmute_copy(&p) }
}

/// Resolves the table against a library handle.
fn resolve(handle: *mut c_void) -> Result<FnTable, Error> {
    let get_version = vsym(handle, "amd_dbgapi_get_version", "AMD_DBGAPI_0.54")
        .ok_or_else(|| Error::NotDbgapi("no amd_dbgapi_get_version@AMD_DBGAPI_0.54".into()))?;
    // SAFETY: the symbol is amd_dbgapi_get_version at node 0.54, whose C type is
    // `void (uint32_t *, uint32_t *, uint32_t *)`, which is `fns::GetVersion`.
    let get_version: fns::GetVersion = unsafe { as_fn(get_version) };
    let (mut major, mut minor, mut patch) = (0u32, 0u32, 0u32);
    // SAFETY: three valid out-pointers; the function has no other precondition and may be
    // called before initialize.
    unsafe { get_version(&mut major, &mut minor, &mut patch) };
    let version = Version {
        major,
        minor,
        patch,
    };
    let profile = Profile::for_version(version).ok_or(Error::UnsupportedVersion(version))?;
    let find = |name: &str| -> Result<*mut c_void, Error> {
        let node = node_for(name, minor).unwrap_or_else(|| "AMD_DBGAPI_0.54".into());
        let nodes = NODES
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(&[][..], |(_, n)| *n);
        for n in nodes.iter().filter(|&&n| n <= minor) {
            if let Some(p) = vsym(handle, name, &format!("AMD_DBGAPI_0.{n}")) {
                return Ok(p);
            }
        }
        Err(Error::MissingFunction {
            version,
            function: name.to_string(),
            node,
        })
    };
    macro_rules! get {
        ($name:literal) => {{
            let p = find($name)?;
            // SAFETY: the symbol was found at a node listed in NODES for this name, and the
            // field's function type is the header's signature at those nodes.
            unsafe { as_fn(p) }
        }};
    }
    macro_rules! opt {
        ($name:literal) => {{
            match find($name) {
                // SAFETY: as for `get!`.
                Ok(p) => Some(unsafe { as_fn(p) }),
                Err(_) => None,
            }
        }};
    }
    Ok(FnTable {
        version,
        profile,
        get_status_string: get!("amd_dbgapi_get_status_string"),
        initialize: get!("amd_dbgapi_initialize"),
        finalize: get!("amd_dbgapi_finalize"),
        set_log_level: get!("amd_dbgapi_set_log_level"),
        process_attach: get!("amd_dbgapi_process_attach"),
        process_detach: get!("amd_dbgapi_process_detach"),
        process_get_info: get!("amd_dbgapi_process_get_info"),
        process_set_progress: get!("amd_dbgapi_process_set_progress"),
        process_set_wave_creation: get!("amd_dbgapi_process_set_wave_creation"),
        process_agent_list: get!("amd_dbgapi_process_agent_list"),
        agent_get_info: get!("amd_dbgapi_agent_get_info"),
        process_queue_list: get!("amd_dbgapi_process_queue_list"),
        queue_get_info: get!("amd_dbgapi_queue_get_info"),
        process_dispatch_list: get!("amd_dbgapi_process_dispatch_list"),
        dispatch_get_info: get!("amd_dbgapi_dispatch_get_info"),
        process_wave_list: get!("amd_dbgapi_process_wave_list"),
        wave_get_info: get!("amd_dbgapi_wave_get_info"),
        wave_stop: get!("amd_dbgapi_wave_stop"),
        wave_resume: get!("amd_dbgapi_wave_resume"),
        displaced_stepping_start: get!("amd_dbgapi_displaced_stepping_start"),
        displaced_stepping_complete: get!("amd_dbgapi_displaced_stepping_complete"),
        process_code_object_list: get!("amd_dbgapi_process_code_object_list"),
        code_object_get_info: get!("amd_dbgapi_code_object_get_info"),
        get_architecture: get!("amd_dbgapi_get_architecture"),
        architecture_get_info: get!("amd_dbgapi_architecture_get_info"),
        architecture_register_list: get!("amd_dbgapi_architecture_register_list"),
        register_get_info: get!("amd_dbgapi_register_get_info"),
        wave_register_list: get!("amd_dbgapi_wave_register_list"),
        read_register: get!("amd_dbgapi_read_register"),
        write_register: get!("amd_dbgapi_write_register"),
        dwarf_address_space_to_address_space: get!(
            "amd_dbgapi_dwarf_address_space_to_address_space"
        ),
        read_memory: get!("amd_dbgapi_read_memory"),
        write_memory: get!("amd_dbgapi_write_memory"),
        process_next_pending_event: get!("amd_dbgapi_process_next_pending_event"),
        event_get_info: get!("amd_dbgapi_event_get_info"),
        event_processed: get!("amd_dbgapi_event_processed"),
        report_breakpoint_hit: get!("amd_dbgapi_report_breakpoint_hit"),
        set_watchpoint: opt!("amd_dbgapi_set_watchpoint"),
        remove_watchpoint: opt!("amd_dbgapi_remove_watchpoint"),
        convert_address_space: opt!("amd_dbgapi_convert_address_space"),
        queue_packet_list: opt!("amd_dbgapi_queue_packet_list"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles() {
        let v = |minor| Version {
            major: 0,
            minor,
            patch: 0,
        };
        assert_eq!(Profile::for_version(v(75)), None);
        assert_eq!(Profile::for_version(v(76)), Some(Profile::V0_76));
        assert_eq!(Profile::for_version(v(77)), Some(Profile::V0_77));
        assert_eq!(Profile::for_version(v(79)), Some(Profile::V0_78To0_80));
        assert_eq!(Profile::for_version(v(82)), Some(Profile::V0_81Plus));
        let one = Version {
            major: 1,
            minor: 0,
            patch: 0,
        };
        assert_eq!(Profile::for_version(one), None);
    }

    #[test]
    fn nodes_by_version() {
        assert_eq!(
            node_for("amd_dbgapi_process_get_info", 76).as_deref(),
            Some("AMD_DBGAPI_0.54")
        );
        assert_eq!(
            node_for("amd_dbgapi_process_get_info", 77).as_deref(),
            Some("AMD_DBGAPI_0.77")
        );
        assert_eq!(
            node_for("amd_dbgapi_read_memory", 81).as_deref(),
            Some("AMD_DBGAPI_0.78")
        );
        assert_eq!(
            Profile::V0_76.process_info(ProcessInfo::CORE_STATE),
            Some(ProcessInfo(6))
        );
        assert_eq!(
            Profile::V0_77.process_info(ProcessInfo::CORE_STATE),
            Some(ProcessInfo::CORE_STATE)
        );
    }
}
