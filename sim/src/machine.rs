//! [`Machine`]: what outlives one dispatch when a program, not a launch file, drives the
//! simulator — one global address space shared by every agent and dispatch (unified virtual
//! addressing), the agents with their AQL queues, the code objects loaded at distinct bases,
//! the breakpoints planted in them, and the dispatch counter.
//!
//! A [`crate::Simulator`] runs one dispatch: [`crate::Simulator::on_machine`] takes the
//! machine for the dispatch's lifetime (it is what a debugger drives, through
//! [`amdgpu::target::Target`]) and [`crate::Simulator::into_machine`] gives it back with
//! everything the kernel wrote. Code objects are loaded as ROCr's loader does it: every
//! allocated section at the load base plus its address, dynamic relocations applied.

use std::collections::BTreeMap;
use std::sync::Arc;

use amdgpu::Processor;

use crate::exec::Inst;
use crate::memory::{GlobalMemory, RegionKind};
use crate::simulator::{image_extent, SimError};

/// Bytes of an agent's AQL queue region: the `amd_queue_t` (256 bytes) and a ring of 64
/// packets.
pub(crate) const QUEUE_BYTES: u64 = 256 + 64 * 64;
/// Packets in an agent's ring.
pub(crate) const RING_PACKETS: u64 = 64;

/// `R_AMDGPU_RELATIVE64`: `B + A` (dynamic relocations of shared code objects).
const R_AMDGPU_RELATIVE64: u32 = 13;

/// A loaded code object's handle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CodeObjectId(pub u32);

/// An agent of the machine.
#[derive(Debug, Clone)]
pub(crate) struct MachineAgent {
    pub(crate) processor: &'static Processor,
    /// The `amd_queue_t` of its one queue; the ring follows it.
    pub(crate) queue: u64,
    /// Dispatches made on the queue so far.
    pub(crate) dispatches: u64,
    /// Its global wave sync unit's semaphore counters, by resource: they outlive a
    /// dispatch, as a GPU's do (one kernel may set up what the next one waits on).
    pub(crate) semaphores: [u32; crate::simulator::GWS_RESOURCES],
}

/// A code object loaded in the machine.
pub struct LoadedCode {
    /// The agent (index in [`Machine::processors`]) it is loaded for.
    pub agent: usize,
    /// Its load base (add to ELF addresses).
    pub base: u64,
    /// Where its image ends (absolute).
    pub end: u64,
    /// Where its executable sections end (absolute): the span the decode cache covers.
    pub exec_end: u64,
    /// Where its bytes came from (a `file://` or `memory://` URI).
    pub uri: String,
    /// The code object file's bytes.
    pub bytes: Arc<[u8]>,
    /// Decoded instructions of `[base, exec_end)`, one slot per dword.
    pub(crate) cache: Vec<Option<Box<Inst>>>,
    /// What a dispatch of each kernel asked for so far needs, by the name it was asked by
    /// ([`Machine::kernel_plan`]).
    pub(crate) plans: Vec<(String, Arc<crate::simulator::Plan>)>,
    /// Its variables (`__device__`, `__constant__`), by address.
    pub variables: Vec<CodeVariable>,
    /// The rest of the image the code may read (`.text`, `.rodata`'s unnamed constants and
    /// strings, kernel descriptors), as `[start, end)` absolute spans: everything but the
    /// variables and the room between them in the writable data sections (alignment gaps,
    /// which belong to no variable).
    pub runtime_spans: Vec<(u64, u64)>,
    /// Where device-side `malloc`'s allocator starts, when the device libraries linked it
    /// in as functions of their own (absolute).
    pub heap_functions: Option<HeapFunctions>,
}

/// The entry points of the device libraries' heap allocator in a loaded code object, which
/// the sanitizers follow to know each block device code allocates and frees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeapFunctions {
    /// `__ockl_dm_alloc(size)`: the block's address in `v[0:1]` when it returns.
    pub alloc: u64,
    /// `__ockl_dm_dealloc(address)`.
    pub dealloc: u64,
}

/// The allocator's entry points in `co` loaded at `base`.
fn heap_functions(co: &codeobj::CodeObject<'_>, base: u64) -> Option<HeapFunctions> {
    if co.kind() == codeobj::FileKind::Relocatable {
        return None;
    }
    let entry = |name: &str| {
        co.symbol_by_name(name)
            .filter(|s| s.kind == codeobj::SymbolKind::Func)
            .map(|s| base + s.value)
    };
    Some(HeapFunctions {
        alloc: entry("__ockl_dm_alloc")?,
        dealloc: entry("__ockl_dm_dealloc")?,
    })
}

/// A variable of a loaded code object: an `STT_OBJECT` symbol with a size in a loaded
/// section, other than a kernel descriptor (`NAME.kd`, which the dispatcher reads, not the
/// code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeVariable {
    /// Its source name (demangled).
    pub name: String,
    /// Its address as loaded.
    pub address: u64,
    /// Its size in bytes.
    pub size: u64,
}

/// The variables of `co` loaded at `base` and the spans of its image (`[0, image_end)`
/// relative) that are neither a variable nor a gap in a writable data section (see
/// [`LoadedCode`]).
fn image_layout(
    co: &codeobj::CodeObject<'_>,
    base: u64,
    image_end: u64,
) -> (Vec<CodeVariable>, Vec<(u64, u64)>) {
    let sections = co.sections();
    let section = |index: u32| sections.iter().find(|s| s.index == index);
    let mut variables: Vec<CodeVariable> = Vec::new();
    // A relocatable object's symbols are section offsets: it has no load layout.
    if co.kind() != codeobj::FileKind::Relocatable {
        let mut found: Vec<(u64, u64, &str)> = co
            .symbols()
            .iter()
            .filter(|s| s.kind == codeobj::SymbolKind::Object && s.size > 0)
            .filter(|s| !s.name.ends_with(".kd"))
            .filter(|s| {
                s.section()
                    .and_then(section)
                    .is_some_and(|sec| sec.is_alloc() && s.value.checked_add(s.size).is_some())
            })
            .filter(|s| s.value + s.size <= image_end)
            .map(|s| (s.value, s.size, s.name))
            .collect();
        found.sort();
        for (address, size, name) in found {
            // Aliases and overlapping symbols: the first (lowest) one stands for the bytes.
            if variables
                .last()
                .is_some_and(|v| v.address - base + v.size > address)
            {
                continue;
            }
            let name = codeobj::demangle(name).map_or_else(|| name.to_string(), |(full, _)| full);
            variables.push(CodeVariable {
                name,
                address: base + address,
                size,
            });
        }
    }
    // The image minus the variables and the writable data sections.
    let mut taken: Vec<(u64, u64)> = variables
        .iter()
        .map(|v| (v.address - base, v.address - base + v.size))
        .chain(
            sections
                .iter()
                .filter(|s| s.is_alloc() && s.is_writable_data())
                .map(|s| {
                    let r = s.address_range();
                    (r.start, r.end)
                }),
        )
        .collect();
    taken.sort();
    let mut spans = Vec::new();
    let mut at = 0u64;
    for (start, end) in taken {
        if start > at {
            spans.push((base + at, base + start.min(image_end)));
        }
        at = at.max(end);
    }
    if at < image_end {
        spans.push((base + at, base + image_end));
    }
    spans.retain(|&(s, e)| e > s);
    (variables, spans)
}

impl LoadedCode {
    /// Whether `address` lies in the executable part of the image.
    pub fn holds_code(&self, address: u64) -> bool {
        address >= self.base && address < self.exec_end
    }
}

/// The simulated machine (see the module documentation).
pub struct Machine {
    pub(crate) mem: GlobalMemory,
    pub(crate) agents: Vec<MachineAgent>,
    pub(crate) code_objects: Vec<Option<LoadedCode>>,
    /// Planted breakpoints: address → the instruction's original first dword.
    pub(crate) breakpoints: BTreeMap<u64, [u8; 4]>,
    /// The id the next dispatch gets (1-based, across agents, as ROCgdb numbers them).
    pub(crate) next_dispatch: u64,
    /// The id the next wave gets: waves are numbered across the machine's dispatches, so a
    /// debugger's thread numbers stay unique over a program's many launches.
    pub(crate) next_wave: u32,
}

impl Machine {
    /// A machine with one agent of each of `processors`, each with its queue, and nothing
    /// loaded.
    pub fn new(processors: &[&'static Processor]) -> Result<Machine, SimError> {
        let mut mem = GlobalMemory::new();
        let mut agents = Vec::new();
        for &processor in processors {
            processor.generation.isa_family().ok_or_else(|| {
                SimError::Target(format!("{} ({})", processor.name, processor.generation))
            })?;
            let queue = mem
                .allocate(QUEUE_BYTES, RegionKind::Queue)
                .map_err(SimError::Memory)?;
            agents.push(MachineAgent {
                processor,
                queue,
                dispatches: 0,
                semaphores: [0; crate::simulator::GWS_RESOURCES],
            });
        }
        Ok(Machine {
            mem,
            agents,
            code_objects: Vec::new(),
            breakpoints: BTreeMap::new(),
            next_dispatch: 1,
            next_wave: 1,
        })
    }

    /// The agents' processors, in agent order.
    pub fn processors(&self) -> Vec<&'static Processor> {
        self.agents.iter().map(|a| a.processor).collect()
    }

    /// The global address space.
    pub fn memory(&self) -> &GlobalMemory {
        &self.mem
    }

    /// The global address space, for a runtime's allocations and copies.
    pub fn memory_mut(&mut self) -> &mut GlobalMemory {
        &mut self.mem
    }

    /// The id the next dispatch will get.
    pub fn next_dispatch_id(&self) -> u64 {
        self.next_dispatch
    }

    /// The agents as a debugger lists them (agent N is index N-1; its GPU id is N).
    pub fn target_agents(&self) -> Vec<amdgpu::target::Agent> {
        self.agents
            .iter()
            .enumerate()
            .map(|(i, a)| amdgpu::target::Agent {
                id: amdgpu::target::AgentId(i as u32 + 1),
                processor: a.processor.name.to_string(),
                gpu_id: i as u32 + 1,
                details: Some(amdgpu::target::AgentDetails::simulated(a.processor)),
            })
            .collect()
    }

    /// The queues as a debugger lists them (one per agent, numbered as the agents), with
    /// what their `amd_queue_t` in memory says (none before the agent's first dispatch).
    pub fn target_queues(&self) -> Vec<amdgpu::target::Queue> {
        self.queues_in(&self.mem)
    }

    /// [`Machine::target_queues`] with the queues read from `mem`: a running dispatch holds
    /// the machine's memory.
    pub(crate) fn queues_in(&self, mem: &GlobalMemory) -> Vec<amdgpu::target::Queue> {
        use codeobj::core::queue::{AmdQueue, AMD_QUEUE_SIZE, PACKET_SIZE};
        self.agents
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let mut bytes = [0u8; AMD_QUEUE_SIZE];
                let details = mem
                    .read(a.queue, &mut bytes)
                    .ok()
                    .and_then(|()| AmdQueue::parse(&bytes, a.queue).ok())
                    .filter(|q| q.ring != 0)
                    .map(|q| amdgpu::target::QueueDetails {
                        kind: amdgpu::target::QueueKind::from_hsa(q.hsa_type),
                        read: q.read_dispatch_id,
                        write: q.write_dispatch_id,
                        size: u64::from(q.ring_packets) * PACKET_SIZE as u64,
                        address: q.ring,
                    });
                amdgpu::target::Queue {
                    id: amdgpu::target::QueueId(i as u32 + 1),
                    agent: amdgpu::target::AgentId(i as u32 + 1),
                    hw_id: i as u32,
                    details,
                }
            })
            .collect()
    }

    /// The loaded code objects as a debugger lists them, in load order.
    pub fn target_code_objects(&self) -> Vec<amdgpu::target::LoadedCodeObject> {
        self.code_objects()
            .map(|(_, c)| amdgpu::target::LoadedCodeObject {
                agent: amdgpu::target::AgentId(c.agent as u32 + 1),
                uri: c.uri.clone(),
                load_base: c.base,
            })
            .collect()
    }

    /// Loads a code object for `agent` at a fresh address and returns its handle.
    pub fn load_code_object(
        &mut self,
        agent: usize,
        bytes: Arc<[u8]>,
        uri: String,
    ) -> Result<CodeObjectId, SimError> {
        self.load(agent, bytes, uri, None)
    }

    /// Loads a code object for `agent` at `base` (a launch file's load base, the simulator's
    /// [`crate::CODE_BASE`]).
    pub fn load_code_object_at(
        &mut self,
        agent: usize,
        bytes: Arc<[u8]>,
        uri: String,
        base: u64,
    ) -> Result<CodeObjectId, SimError> {
        self.load(agent, bytes, uri, Some(base))
    }

    fn load(
        &mut self,
        agent: usize,
        bytes: Arc<[u8]>,
        uri: String,
        at: Option<u64>,
    ) -> Result<CodeObjectId, SimError> {
        let processor = self
            .agents
            .get(agent)
            .ok_or_else(|| SimError::Launch(format!("no agent {agent}")))?
            .processor;
        let co =
            codeobj::CodeObject::parse(&bytes).map_err(|e| SimError::CodeObject(e.to_string()))?;
        let tid = co
            .target_id()
            .map_err(|e| SimError::CodeObject(e.to_string()))?;
        if tid.processor.name != processor.name {
            return Err(SimError::Target(format!(
                "the code object is for {}, the agent is a {}",
                tid.processor.name, processor.name
            )));
        }
        let (code_end, exec_end) = image_extent(&co, bytes.len() as u64)?;
        let size = code_end.max(4);
        let base = match at {
            Some(base) => {
                self.mem
                    .map(base, size, RegionKind::Code)
                    .map_err(SimError::CodeObject)?;
                base
            }
            None => self
                .mem
                .allocate(size, RegionKind::Code)
                .map_err(SimError::Memory)?,
        };
        for s in co
            .sections()
            .iter()
            .filter(|s| s.is_alloc() && !s.is_nobits())
        {
            self.mem.write(base + s.address, s.data).map_err(|_| {
                SimError::CodeObject(format!("section {} outside the image", s.name))
            })?;
        }
        if let Err(e) = self.relocate(&co, base) {
            self.mem.unmap(base);
            return Err(e);
        }
        let (variables, runtime_spans) = image_layout(&co, base, size);
        let heap_functions = heap_functions(&co, base);
        let id = CodeObjectId(self.code_objects.len() as u32);
        self.code_objects.push(Some(LoadedCode {
            agent,
            base,
            end: base + code_end,
            exec_end: base + exec_end,
            uri,
            bytes: Arc::clone(&bytes),
            // Only the executable sections' span is cached (bounded by the file's size).
            cache: (0..exec_end.div_ceil(4)).map(|_| None).collect(),
            plans: Vec::new(),
            variables,
            runtime_spans,
            heap_functions,
        }));
        Ok(id)
    }

    /// Applies the dynamic relocations of a shared code object loaded at `base` (what ROCr's
    /// loader does: `R_AMDGPU_RELATIVE64` is `B + A`, `R_AMDGPU_ABS64` and the 32-bit
    /// absolute kinds `S + A` with S a symbol of the object itself).
    fn relocate(&mut self, co: &codeobj::CodeObject<'_>, base: u64) -> Result<(), SimError> {
        use codeobj::reloc::kind;
        if co.kind() == codeobj::FileKind::Relocatable {
            return Ok(());
        }
        for rs in co
            .sections()
            .iter()
            .filter(|s| s.name.starts_with(".rela") && s.is_alloc())
        {
            let bad = |why: String| SimError::CodeObject(format!("{}: {why}", rs.name));
            let relocs = codeobj::reloc::parse_rela(rs.data)
                .ok_or_else(|| bad("not a whole number of Elf64_Rela records".into()))?;
            for (i, r) in relocs.iter().enumerate() {
                let symbol = || -> Result<u64, SimError> {
                    let s = co
                        .dynamic_symbols()
                        .iter()
                        .find(|s| s.index == r.symbol)
                        .filter(|s| s.section().is_some())
                        .ok_or_else(|| {
                            bad(format!(
                                "relocation {i} refers to symbol {}, which the code object \
                                 does not define",
                                r.symbol
                            ))
                        })?;
                    Ok(base.wrapping_add(s.value))
                };
                let at = base.wrapping_add(r.offset);
                let a = r.addend as u64;
                let written = match r.kind {
                    kind::NONE => Ok(()),
                    R_AMDGPU_RELATIVE64 => self.mem.write_u64(at, base.wrapping_add(a)),
                    kind::ABS64 => self.mem.write_u64(at, symbol()?.wrapping_add(a)),
                    kind::ABS32 | kind::ABS32_LO => {
                        self.mem.write_u32(at, symbol()?.wrapping_add(a) as u32)
                    }
                    kind::ABS32_HI => self
                        .mem
                        .write_u32(at, (symbol()?.wrapping_add(a) >> 32) as u32),
                    other => {
                        return Err(bad(format!(
                            "relocation {i} is {} ({other}), which a loader does not apply",
                            kind::name(other)
                        )))
                    }
                };
                written.map_err(|_| {
                    bad(format!(
                        "relocation {i} writes at {:#x}, outside the image",
                        r.offset
                    ))
                })?;
            }
        }
        Ok(())
    }

    /// Unloads a code object (its image is unmapped; breakpoints in it are dropped).
    pub fn unload_code_object(&mut self, id: CodeObjectId) {
        if let Some(Some(c)) = self.code_objects.get_mut(id.0 as usize).map(Option::take) {
            self.breakpoints.retain(|&a, _| a < c.base || a >= c.end);
            self.mem.unmap(c.base);
        }
    }

    /// A loaded code object.
    pub fn code_object(&self, id: CodeObjectId) -> Option<&LoadedCode> {
        self.code_objects.get(id.0 as usize)?.as_ref()
    }

    /// Every loaded code object with its handle, in load order.
    pub fn code_objects(&self) -> impl Iterator<Item = (CodeObjectId, &LoadedCode)> {
        self.code_objects
            .iter()
            .enumerate()
            .filter_map(|(i, c)| Some((CodeObjectId(i as u32), c.as_ref()?)))
    }

    /// The loaded code object whose executable part holds `address`.
    pub(crate) fn code_object_holding(&self, address: u64) -> Option<usize> {
        self.code_objects
            .iter()
            .position(|c| c.as_ref().is_some_and(|c| c.holds_code(address)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(path: &str) -> Arc<[u8]> {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus/");
        std::fs::read(format!("{root}{path}")).unwrap().into()
    }

    #[test]
    fn code_objects_load_at_distinct_bases_and_unload() {
        let gfx90a = Processor::by_name("gfx90a").unwrap();
        let mut m = Machine::new(&[gfx90a, gfx90a]).unwrap();
        let co = bytes("clang19/gfx90a/arith-O2.hsaco");
        let a = m.load_code_object(0, Arc::clone(&co), "a".into()).unwrap();
        let b = m.load_code_object(1, Arc::clone(&co), "b".into()).unwrap();
        let (a_end, base) = (
            m.code_object(a).unwrap().end,
            m.code_object(b).unwrap().base,
        );
        assert!(a_end <= base, "distinct images");
        let parsed = codeobj::CodeObject::parse(&co).unwrap();
        let text = parsed.section_by_name(".text").unwrap();
        let mut loaded = vec![0u8; text.data.len()];
        m.memory().read(base + text.address, &mut loaded).unwrap();
        assert_eq!(
            loaded, text.data,
            ".text is loaded at the base plus its address"
        );
        let wrong = m.load_code_object(0, bytes("clang19/gfx1030/arith-O2.hsaco"), "c".into());
        assert!(matches!(wrong, Err(SimError::Target(_))), "{wrong:?}");
        m.unload_code_object(b);
        assert!(m.code_object(b).is_none());
        assert!(m.memory().read_u32(base).is_err(), "the image is unmapped");
        assert_eq!(m.code_objects().count(), 1);
    }

    #[test]
    fn a_kernel_s_plan_is_read_once_and_kept_with_its_code_object() {
        let gfx90a = Processor::by_name("gfx90a").unwrap();
        let mut m = Machine::new(&[gfx90a]).unwrap();
        let co = bytes("clang19/gfx90a/arith-O2.hsaco");
        let id = m.load_code_object(0, Arc::clone(&co), "a".into()).unwrap();
        let name = codeobj::CodeObject::parse(&co).unwrap().kernel_names()[0].to_string();
        let plan = m.kernel_plan(id, &name).unwrap();
        assert_eq!(plan.processor().name, "gfx90a");
        assert!(plan.code_object_version() >= 4);
        assert!(!plan.metadata().args.is_empty());
        let again = m.kernel_plan(id, &name).unwrap();
        assert!(
            Arc::ptr_eq(&plan, &again),
            "the second asking reads nothing"
        );
        assert!(matches!(
            m.kernel_plan(id, "no_such_kernel"),
            Err(SimError::NoKernel { .. })
        ));
        m.unload_code_object(id);
        assert!(m.kernel_plan(id, &name).is_err());
    }
}
