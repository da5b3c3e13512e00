//! Code object images a program registers (fat binaries from its constructors) or loads
//! (the module API), the kernels and device variables in them, and what a launch needs to
//! know of a kernel.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use amdgpu::{Processor, WaveSize};
use sim::{CodeObjectId, Machine};

use crate::protocol::{ArgumentSlot, KernelLayout};

/// A registered fat binary or a loaded module.
#[derive(Debug, Clone)]
pub struct Image {
    /// How messages name it (`the fat binary at 0x…`, a module's path).
    pub label: String,
    /// Its code objects loaded on each device (several when a bundle holds one per
    /// translation unit).
    pub code: Vec<Vec<CodeObjectId>>,
    /// Why it has no code object for the devices, if it has none.
    pub missing: Option<String>,
}

/// A kernel as a launch names it: an image and the kernel's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelRef {
    /// The image's handle.
    pub image: u64,
    /// The kernel's name (its symbol without `.kd`, or its metadata name).
    pub name: String,
}

/// A device variable registered by the program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariableRef {
    /// The image's handle.
    pub image: u64,
    /// Its name.
    pub name: String,
    /// Its size as registered.
    pub size: u64,
}

/// What a launch needs of a kernel, read once from its code object.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelInfo {
    /// The kernel's metadata name.
    pub name: String,
    /// Where the explicit arguments go.
    pub layout: KernelLayout,
    /// Whether it takes a hostcall buffer (device `printf`, `assert`, host calls).
    pub hostcall: bool,
    /// Whether it takes the multi-grid synchronisation argument.
    pub multigrid: bool,
    /// Its wave size.
    pub wave_size: WaveSize,
    /// VGPRs (ArchVGPRs and AccVGPRs) per wave.
    pub vgprs: u32,
    /// SGPRs per wave.
    pub sgprs: u32,
    /// Static LDS bytes per work-group.
    pub lds: u32,
    /// Private bytes per work-item.
    pub private: u32,
    /// The largest work-group it may be launched with.
    pub max_workgroup: u32,
    /// Code object version (for `binaryVersion`).
    pub version: u32,
}

/// Every image, kernel and variable of the program.
#[derive(Default)]
pub struct Images {
    images: BTreeMap<u64, Image>,
    /// Kernels by host stub address (`__hipRegisterFunction`) or module function handle.
    kernels: HashMap<u64, KernelRef>,
    /// Variables by host shadow address.
    variables: HashMap<u64, VariableRef>,
    info: HashMap<(CodeObjectId, String), Arc<KernelInfo>>,
    /// Which code object of an image defines a kernel, per device.
    located: HashMap<(u64, usize, String), CodeObjectId>,
}

/// Why an image's code object could not be chosen or loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ImageError(pub String);

/// The code objects of a container (fat binary, bundle, code object) to load for a machine
/// of `processor`, or, with no machine yet, for `target` (`--target`) or else the first
/// processor the simulator runs; with the processor they are for.
pub fn choose<'a>(
    contents: &'a codeobj::Contents<'a>,
    processor: Option<&'static Processor>,
    target: Option<&str>,
) -> Result<(Vec<&'a codeobj::Embedded<'a>>, &'static Processor), ImageError> {
    let present = || {
        let mut p: Vec<String> = contents
            .code_objects
            .iter()
            .filter_map(|e| e.processor())
            .collect();
        p.dedup();
        if p.is_empty() {
            "none".to_string()
        } else {
            p.join(", ")
        }
    };
    if let Some(t) = target {
        let chosen = contents
            .select(t)
            .map_err(|_| ImageError(format!("no code object for {t} (it has: {})", present())))?;
        let p = chosen
            .first()
            .and_then(|e| e.processor())
            .and_then(|p| Processor::by_name(&p))
            .ok_or_else(|| ImageError(format!("no code object for {t} (it has: {})", present())))?;
        if processor.is_some_and(|m| m.name != p.name) {
            return Err(ImageError(format!(
                "no code object for {} (it has: {})",
                processor.map_or("", |m| m.name),
                present()
            )));
        }
        return Ok((chosen, p));
    }
    if let Some(m) = processor {
        let chosen: Vec<_> = contents
            .code_objects
            .iter()
            .filter(|e| e.processor().as_deref() == Some(m.name))
            .collect();
        if chosen.is_empty() {
            return Err(ImageError(format!(
                "no code object for {} (it has: {})",
                m.name,
                present()
            )));
        }
        return Ok((chosen, m));
    }
    let runs = |e: &&codeobj::Embedded<'_>| {
        e.processor()
            .and_then(|p| Processor::by_name(&p))
            .filter(|p| p.generation.isa_family().is_some())
    };
    let first = contents
        .code_objects
        .iter()
        .find_map(|e| runs(&e))
        .ok_or_else(|| {
            ImageError(format!(
                "no code object the simulator runs (it has: {})",
                present()
            ))
        })?;
    let chosen = contents
        .code_objects
        .iter()
        .filter(|e| e.processor().as_deref() == Some(first.name))
        .collect();
    Ok((chosen, first))
}

impl Images {
    /// Records an image under `handle`.
    pub fn insert(&mut self, handle: u64, image: Image) {
        self.images.insert(handle, image);
    }

    /// An image.
    pub fn image(&self, handle: u64) -> Option<&Image> {
        self.images.get(&handle)
    }

    /// Removes an image (its code objects are unloaded from `machine`), and its kernels and
    /// variables.
    pub fn remove(&mut self, handle: u64, machine: Option<&mut Machine>) -> bool {
        let Some(image) = self.images.remove(&handle) else {
            return false;
        };
        if let Some(m) = machine {
            for id in image.code.iter().flatten() {
                m.unload_code_object(*id);
                self.info.retain(|(c, _), _| c != id);
            }
        }
        self.kernels.retain(|_, k| k.image != handle);
        self.variables.retain(|_, v| v.image != handle);
        self.located.retain(|(i, _, _), _| *i != handle);
        true
    }

    /// Names a kernel by a host stub or handle.
    pub fn add_kernel(&mut self, function: u64, kernel: KernelRef) {
        self.kernels.insert(function, kernel);
    }

    /// The kernel a host stub or handle names.
    pub fn kernel(&self, function: u64) -> Option<&KernelRef> {
        self.kernels.get(&function)
    }

    /// Names a variable by its host shadow.
    pub fn add_variable(&mut self, host: u64, variable: VariableRef) {
        self.variables.insert(host, variable);
    }

    /// The variable a host shadow names.
    pub fn variable(&self, host: u64) -> Option<&VariableRef> {
        self.variables.get(&host)
    }

    /// The code object of `image` on `device` that defines kernel `name`.
    pub fn kernel_code(
        &mut self,
        machine: &Machine,
        image: u64,
        device: usize,
        name: &str,
    ) -> Option<CodeObjectId> {
        let key = (image, device, name.to_string());
        if let Some(&id) = self.located.get(&key) {
            return Some(id);
        }
        let im = self.images.get(&image)?;
        let codes = im.code.get(device)?;
        let defines = |id: CodeObjectId, by_symbol: bool| {
            machine.code_object(id).is_some_and(|c| {
                codeobj::CodeObject::parse(&c.bytes).is_ok_and(|co| {
                    if by_symbol {
                        co.kernel_names().contains(&name)
                    } else {
                        co.kernel(name).ok().flatten().is_some()
                    }
                })
            })
        };
        // A kernel is most often named by its symbol (`__hipRegisterFunction` passes it),
        // which the symbol table answers; only a metadata name needs the metadata read.
        let id = codes
            .iter()
            .copied()
            .find(|&id| defines(id, true))
            .or_else(|| codes.iter().copied().find(|&id| defines(id, false)))?;
        self.located.insert(key, id);
        Some(id)
    }

    /// What a launch needs of kernel `name` in code object `code`: from the simulator's plan
    /// of the kernel, which its first dispatch then finds made (one reading of the code
    /// object's metadata for both), or from the code object when the simulator cannot plan
    /// it (its launch says why).
    pub fn kernel_info(
        &mut self,
        machine: &mut Machine,
        code: CodeObjectId,
        name: &str,
    ) -> Result<Arc<KernelInfo>, ImageError> {
        if let Some(i) = self.info.get(&(code, name.to_string())) {
            return Ok(Arc::clone(i));
        }
        let info = match machine.kernel_plan(code, name) {
            Ok(plan) => {
                let (meta, kd, processor) = (plan.metadata(), plan.descriptor(), plan.processor());
                Arc::new(Images::info_of(
                    meta,
                    kd,
                    processor,
                    plan.code_object_version(),
                ))
            }
            Err(_) => self.kernel_info_of_code(machine, code, name)?,
        };
        self.info
            .insert((code, name.to_string()), Arc::clone(&info));
        Ok(info)
    }

    fn kernel_info_of_code(
        &mut self,
        machine: &Machine,
        code: CodeObjectId,
        name: &str,
    ) -> Result<Arc<KernelInfo>, ImageError> {
        let loaded = machine
            .code_object(code)
            .ok_or_else(|| ImageError("the code object is not loaded".into()))?;
        let co =
            codeobj::CodeObject::parse(&loaded.bytes).map_err(|e| ImageError(e.to_string()))?;
        let processor = co
            .target_id()
            .map_err(|e| ImageError(e.to_string()))?
            .processor;
        let k = co
            .kernel(name)
            .map_err(|e| ImageError(e.to_string()))?
            .ok_or_else(|| ImageError(format!("no kernel `{name}`")))?;
        let meta = k
            .metadata
            .ok_or_else(|| ImageError(format!("kernel `{name}` has no metadata")))?;
        let kd = k
            .kernel_descriptor()
            .ok_or_else(|| ImageError("code object V2 kernels are not supported".into()))?
            .map_err(|e| ImageError(e.to_string()))?;
        Ok(Arc::new(Images::info_of(
            meta,
            &kd,
            processor,
            co.version().map_or(4, |v| v.number()),
        )))
    }

    /// What a launch needs of the kernel with metadata `meta` and descriptor `kd`, in a code
    /// object of `version` for `processor`.
    fn info_of(
        meta: &codeobj::KernelMetadata,
        kd: &amdgpu::kd::KernelDescriptor,
        processor: &'static amdgpu::Processor,
        version: u32,
    ) -> KernelInfo {
        let explicit: Vec<_> = meta.args.iter().filter(|a| !a.is_hidden()).collect();
        let layout = KernelLayout {
            arguments: explicit
                .iter()
                .map(|a| ArgumentSlot {
                    offset: a.offset as u32,
                    size: a.size as u32,
                })
                .collect(),
            size: explicit
                .iter()
                .map(|a| (a.offset + a.size) as u32)
                .max()
                .unwrap_or(0),
        };
        let has = |kind: &str| meta.args.iter().any(|a| a.value_kind == kind);
        KernelInfo {
            name: meta.name.clone(),
            layout,
            hostcall: has("hidden_hostcall_buffer"),
            multigrid: has("hidden_multigrid_sync_arg"),
            wave_size: kd.wave_size(processor),
            vgprs: kd.vgpr_count(processor).unwrap_or(4),
            sgprs: kd.sgpr_count(processor).unwrap_or(16),
            lds: kd.group_segment_fixed_size,
            private: kd.private_segment_fixed_size,
            max_workgroup: meta.max_flat_workgroup_size.unwrap_or(1024).min(1024) as u32,
            version,
        }
    }

    /// A symbol's loaded address and size in `image` on `device`.
    pub fn symbol(
        &self,
        machine: &Machine,
        image: u64,
        device: usize,
        name: &str,
    ) -> Option<(u64, u64)> {
        let im = self.images.get(&image)?;
        im.code.get(device)?.iter().find_map(|&id| {
            let c = machine.code_object(id)?;
            let co = codeobj::CodeObject::parse(&c.bytes).ok()?;
            let s = co.symbol_by_name(name)?;
            Some((c.base + s.value, s.size))
        })
    }
}
