//! The sanitizers over a whole program (`hdb run --sim PROGRAM --check …`): one
//! [`Checks`] for the machine, fed the program's allocations, frees and copies as the
//! runtime serves them, and lent to every dispatch in turn, so allocations, memory
//! definedness and findings carry from kernel to kernel.

use std::collections::HashMap;
use std::sync::Arc;

use amdgpu::{Processor, WaveSize};
use sim::check::{Allocation, CheckSet, Checks, Owner};
use sim::Machine;

use crate::protocol::host_memory;
use crate::sites::{Caller, HostSites};

/// Where a dispatch that found something ran: what puts its findings in source terms.
#[derive(Debug, Clone)]
pub struct CheckedDispatch {
    /// The kernel's name.
    pub kernel: String,
    /// The bytes of its code object (kept: the program may unload it before it ends).
    pub code_object: Arc<[u8]>,
    /// Where that code object was loaded.
    pub load_base: u64,
    /// The device's processor.
    pub processor: &'static Processor,
    /// The kernel's wave size.
    pub wave_size: WaveSize,
    /// The work-group size.
    pub block: [u32; 3],
}

/// The program's sanitizer state.
#[derive(Debug)]
pub struct ProgramChecks {
    /// The checks (lent to the simulator while a kernel runs).
    checks: Option<Box<Checks>>,
    /// The dispatches that found something, by dispatch id.
    dispatches: HashMap<u64, CheckedDispatch>,
    /// Allocations made so far, by the call that made them (for names: `hipMalloc #3`).
    made: HashMap<&'static str, u64>,
    /// The source lines of the program's calls.
    sites: HostSites,
}

impl ProgramChecks {
    /// The checks of `set` over `program`, with nothing allocated yet.
    pub fn new(set: CheckSet, program: &std::path::Path) -> ProgramChecks {
        ProgramChecks {
            checks: Some(Box::new(Checks::new(set))),
            dispatches: HashMap::new(),
            made: HashMap::new(),
            sites: HostSites::new(program),
        }
    }

    /// The checks (`None` while a kernel runs under them).
    pub fn checks(&self) -> Option<&Checks> {
        self.checks.as_deref()
    }

    /// The checks, to report leaks at the program's end ([`Checks::report_leaks`]).
    pub fn checks_mut(&mut self) -> Option<&mut Checks> {
        self.checks.as_deref_mut()
    }

    /// The dispatches that found something, with their ids.
    pub fn dispatches(&self) -> impl Iterator<Item = (u64, &CheckedDispatch)> {
        self.dispatches.iter().map(|(&id, d)| (id, d))
    }

    /// Lends the checks to a dispatch.
    pub(crate) fn lend(&mut self) -> Option<Box<Checks>> {
        self.checks.take()
    }

    /// Takes the checks back from dispatch `ran`, remembering where it ran if it found
    /// something.
    pub(crate) fn give_back(&mut self, checks: Box<Checks>, ran: CheckedDispatch, id: u64) {
        // A finding is resolved against the dispatch it was first seen in.
        if checks.findings().iter().any(|f| f.dispatch == id) {
            self.dispatches.insert(id, ran);
        }
        self.checks = Some(checks);
    }

    /// A device allocation (`hipMalloc` and the calls built on it): undefined until
    /// written, to be freed before the program ends.
    pub(crate) fn device_allocated(&mut self, base: u64, size: u64, caller: Caller) {
        self.allocated("hipMalloc", base, size, false, true, caller);
    }

    /// Host memory the devices reach, of a [`host_memory`] kind: defined (the program's
    /// own bytes, zeroed by the runtime), freed by `hipHostFree`/`hipHostUnregister`.
    pub(crate) fn host_allocated(&mut self, base: u64, size: u64, kind: u32, caller: Caller) {
        let call = match kind {
            host_memory::PINNED => "hipHostMalloc",
            host_memory::MANAGED => "hipMallocManaged",
            _ => "hipHostRegister",
        };
        self.allocated(call, base, size, true, false, caller);
    }

    fn allocated(
        &mut self,
        call: &'static str,
        base: u64,
        size: u64,
        defined: bool,
        free: bool,
        caller: Caller,
    ) {
        let n = self.made.entry(call).or_insert(0);
        *n += 1;
        let name = format!("{call} #{n} ({size} bytes)");
        let site = self.sites.site(&caller);
        if let Some(c) = self.checks.as_deref_mut() {
            c.allocate(Allocation {
                base,
                size,
                name,
                initialized: defined,
                site,
                owner: Owner::Host { must_free: free },
            });
        }
    }

    /// The program freed `base` (a double or invalid free becomes a finding; the call's
    /// status is the runtime's business).
    pub(crate) fn freed(&mut self, base: u64, caller: Caller) {
        let site = self.sites.site(&caller);
        if let Some(c) = self.checks.as_deref_mut() {
            let _ = c.free(base, site);
        }
    }

    /// A copy from device memory at `source` to `destination`: the bytes carry their
    /// definedness ([`Checks::device_copied`]).
    pub(crate) fn copied(&mut self, destination: u64, source: u64, size: u64) {
        if let Some(c) = self.checks.as_deref_mut() {
            c.device_copied(destination, source, size);
        }
    }

    /// The program (a copy from host memory or a fill) wrote `[base, base + size)`:
    /// defined.
    pub(crate) fn wrote(&mut self, base: u64, size: u64) {
        if let Some(c) = self.checks.as_deref_mut() {
            c.host_wrote(base, size);
        }
    }

    /// The program loaded or unloaded code objects: their variables are allocations
    /// ([`Checks::code_objects_loaded`]).
    pub(crate) fn code_objects_changed(&mut self, machine: &Machine) {
        if let Some(c) = self.checks.as_deref_mut() {
            c.code_objects_loaded(machine.code_objects().map(|(_, code)| code));
        }
    }

    /// Reports the live allocations among `bases` as leaks (a device reset).
    pub(crate) fn leaked(&mut self, bases: &[u64]) {
        if let Some(c) = self.checks.as_deref_mut() {
            c.report_leaks(|b| bases.contains(&b));
        }
    }
}
