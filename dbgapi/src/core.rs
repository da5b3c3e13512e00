//! The library's core-file mode: `process_attach` on a client with no pid whose
//! `client_process_get_info(CORE_STATE)` hands over the core's AMDGPU note, and whose
//! `xfer_global_memory` reads the core's `PT_LOAD` segments. The library then replays the
//! note as a frozen process (no GPU, no `/dev/kfd` needed), so `hdb core` can be served by
//! AMD's own reader where it is installed — a cross-check of hdb's reader and writer.

use codeobj::core::CoreFile;

use crate::live::LiveError;
use crate::safe::Client;
use crate::{DbgapiTarget, Error, Instance, Library};

/// A core file as the library's client.
pub struct CoreClient {
    bytes: Vec<u8>,
    note: Vec<u8>,
}

impl CoreClient {
    /// Checks that `bytes` is a core with an AMDGPU core-state note.
    pub fn new(bytes: Vec<u8>) -> Result<CoreClient, String> {
        let note = {
            let f = CoreFile::parse(&bytes).map_err(|e| e.to_string())?;
            f.core_state().map_err(|e| e.to_string())?.0.to_vec()
        };
        Ok(CoreClient { bytes, note })
    }
}

impl Client for CoreClient {
    fn os_pid(&self) -> Option<i32> {
        None
    }
    fn core_state(&self) -> Option<&[u8]> {
        Some(&self.note)
    }
    fn read_global(&mut self, address: u64, out: &mut [u8]) -> std::io::Result<usize> {
        let f = CoreFile::parse(&self.bytes).map_err(std::io::Error::other)?;
        f.read(address, out, "library read")
            .map(|()| out.len())
            .map_err(std::io::Error::other)
    }
    fn write_global(&mut self, _address: u64, _data: &[u8]) -> std::io::Result<usize> {
        Err(std::io::Error::other("a core file is read-only"))
    }
}

/// Opens a core through the installed library (see [`Library::load`]).
pub fn open(bytes: Vec<u8>) -> Result<DbgapiTarget, LiveError> {
    let client = CoreClient::new(bytes).map_err(|what| {
        LiveError::Library(Error::Malformed {
            function: "core file",
            what,
        })
    })?;
    let lib = Library::load()?;
    let inst = Instance::new(lib.table)?;
    let p = inst.attach(Box::new(client))?;
    Ok(DbgapiTarget::new(p))
}
