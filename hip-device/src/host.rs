//! What only the program's process can do, asked for while a HIP call is being served: read
//! and write its memory, print through its C stdio, call its functions.

use crate::protocol::PrintPiece;

/// The program is gone (its connection closed or broke).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the program went away: {0}")]
pub struct HostLost(pub String);

/// The program's side of a call.
pub trait Host: Send {
    /// Reads `size` bytes of the program's memory at `address`.
    fn read(&mut self, address: u64, size: u64) -> Result<Vec<u8>, HostLost>;
    /// Reads the program's memory into `out` (as `read`, into the caller's buffer).
    fn read_into(&mut self, address: u64, out: &mut [u8]) -> Result<(), HostLost> {
        let bytes = self.read(address, out.len() as u64)?;
        out.copy_from_slice(&bytes);
        Ok(())
    }
    /// Reads the program's memory from `address` on into `pieces`, one after another (a
    /// range read straight into the pages that will hold it).
    fn read_pieces(&mut self, address: u64, pieces: &mut [&mut [u8]]) -> Result<(), HostLost> {
        let mut at = address;
        for p in pieces {
            self.read_into(at, p)?;
            at += p.len() as u64;
        }
        Ok(())
    }
    /// Writes the program's memory.
    fn write(&mut self, address: u64, bytes: &[u8]) -> Result<(), HostLost>;
    /// Writes each (address, bytes) of `pieces` to the program's memory.
    fn write_pieces(&mut self, pieces: &[(u64, &[u8])]) -> Result<(), HostLost> {
        for (address, bytes) in pieces {
            self.write(*address, bytes)?;
        }
        Ok(())
    }
    /// Prints a device `printf` to the program's C `stdout` or `stderr`; what `printf`
    /// returns.
    fn print(&mut self, stream: u32, pieces: Vec<PrintPiece>) -> Result<i32, HostLost>;
    /// Calls `void function(uint64_t out[2], const uint64_t in[7])` in the program.
    fn call_function(&mut self, function: u64, arguments: [u64; 7]) -> Result<[u64; 2], HostLost>;
    /// Another handle on the same program, for a dispatch's host service (which runs while
    /// the call that launched it is being served).
    fn another(&self) -> Option<Box<dyn Host>>;
}

/// Program memory kept in this process (tests, and programs that are not processes).
#[derive(Debug, Default, Clone)]
pub struct MemoryHost {
    /// Regions as (address, bytes).
    pub regions: Vec<(u64, Vec<u8>)>,
    /// What was printed, as (stream, text of the pieces).
    pub printed: Vec<(u32, Vec<PrintPiece>)>,
}

impl MemoryHost {
    fn find(&mut self, address: u64, size: u64) -> Option<&mut [u8]> {
        self.regions.iter_mut().find_map(|(base, bytes)| {
            let off = address.checked_sub(*base)? as usize;
            bytes.get_mut(off..off.checked_add(size as usize)?)
        })
    }
}

impl Host for MemoryHost {
    fn read(&mut self, address: u64, size: u64) -> Result<Vec<u8>, HostLost> {
        self.find(address, size)
            .map(|b| b.to_vec())
            .ok_or_else(|| HostLost(format!("no host memory at {address:#x}+{size:#x}")))
    }

    fn write(&mut self, address: u64, bytes: &[u8]) -> Result<(), HostLost> {
        let b = self
            .find(address, bytes.len() as u64)
            .ok_or_else(|| HostLost(format!("no host memory at {address:#x}")))?;
        b.copy_from_slice(bytes);
        Ok(())
    }

    fn print(&mut self, stream: u32, pieces: Vec<PrintPiece>) -> Result<i32, HostLost> {
        let n = pieces.len() as i32;
        self.printed.push((stream, pieces));
        Ok(n)
    }

    fn call_function(&mut self, function: u64, _arguments: [u64; 7]) -> Result<[u64; 2], HostLost> {
        Err(HostLost(format!(
            "no host function at {function:#x} in an in-process program"
        )))
    }

    fn another(&self) -> Option<Box<dyn Host>> {
        None
    }
}
