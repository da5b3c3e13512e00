//! `hdb info`: what a code object holds — target, kernels, arguments, register use, kernel
//! descriptors and functions — for a plain code object, every code object of an offload bundle
//! (plain or compressed, alone or in a host ELF's `.hip_fatbin`), a GalliumCompute binary, or a
//! loaded-code-object URI.
//!
//! The facts are gathered once into serialisable report structs; the text and the `--json`
//! output are two renderings of the same report.

use std::fmt::Write as _;

use amdgpu::kd::KernelDescriptor;
use amdgpu::target_id::FeatureSetting;
use anyhow::{bail, Context as _, Result};
use codeobj::{CodeObject, ContainerPlace, Descriptor, GalliumBinary, Kernel};
use serde::Serialize;

/// Arguments of `hdb info`.
#[derive(clap::Args)]
pub struct Args {
    /// A code object, an offload bundle (plain or compressed), a host ELF carrying bundles
    /// (`.hip_fatbin`), a GalliumCompute binary, or a loaded-code-object URI
    /// (`file://PATH#offset=N&size=M`, `memory://PID#offset=N&size=M`).
    file: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    /// Only the bundle entries for this target: a processor (`gfx90a`), a target ID
    /// (`gfx90a:xnack+`) or a full entry ID.
    #[arg(long, alias = "mcpu")]
    target: Option<String>,
}

/// Runs `hdb info`.
pub fn run(args: &Args) -> Result<()> {
    let input = crate::input::read(&args.file)?;
    let report = describe(&args.file, &input, args.target.as_deref())?;
    let text = if args.json {
        let output = JsonOutput {
            file: &args.file,
            report: &report,
        };
        serde_json::to_string_pretty(&output)? + "\n"
    } else {
        render(&args.file, &report)
    };
    crate::emit(&text)
}

/// The JSON document: the file named on the command line, then the report.
#[derive(Serialize)]
struct JsonOutput<'a> {
    file: &'a str,
    #[serde(flatten)]
    report: &'a Report,
}

/// What `hdb info` reports, by container format.
#[derive(Serialize)]
#[serde(tag = "format", rename_all = "snake_case")]
enum Report {
    /// A plain ELF code object.
    CodeObject(CodeObjectReport),
    /// Clang offload bundles (a bundle, a compressed bundle, or those in a host ELF): each
    /// entry, with the code object it holds.
    OffloadBundle {
        /// `bundle`, `compressed_bundle` or `host_elf`.
        container: &'static str,
        entries: Vec<BundleEntryReport>,
    },
    /// A GalliumCompute binary: its kernel list and the inner ELF.
    Gallium {
        kernels: Vec<GalliumKernelReport>,
        code_object: CodeObjectReport,
    },
}

#[derive(Serialize)]
struct CodeObjectReport {
    target: String,
    processor: String,
    xnack: String,
    sramecc: String,
    e_flags: u32,
    code_object_version: Option<u32>,
    elf_type: &'static str,
    kernels: Vec<KernelReport>,
    functions: Vec<FunctionReport>,
}

#[derive(Serialize)]
struct KernelReport {
    name: String,
    symbol: String,
    wavefront_size: Option<u64>,
    sgpr_count: Option<u64>,
    vgpr_count: Option<u64>,
    agpr_count: Option<u64>,
    sgpr_spill_count: Option<u64>,
    vgpr_spill_count: Option<u64>,
    kernarg_segment_size: u64,
    kernarg_segment_align: Option<u64>,
    group_segment_fixed_size: u64,
    private_segment_fixed_size: u64,
    max_flat_workgroup_size: Option<u64>,
    entry: Option<u64>,
    code_end: Option<u64>,
    args: Vec<ArgReport>,
    descriptor: DescriptorReport,
}

#[derive(Serialize)]
struct ArgReport {
    name: Option<String>,
    type_name: Option<String>,
    offset: u64,
    size: u64,
    value_kind: String,
    address_space: Option<String>,
}

#[derive(Serialize)]
struct DescriptorReport {
    /// `kernel_descriptor` (V3+) or `amd_kernel_code_t` (V2).
    kind: &'static str,
    address: u64,
    kernel_code_entry_byte_offset: i64,
    fields: Vec<FieldReport>,
}

#[derive(Serialize)]
struct FieldReport {
    register: &'static str,
    name: &'static str,
    value: u64,
}

#[derive(Serialize)]
struct FunctionReport {
    name: String,
    address: u64,
    size: u64,
    kernel: bool,
}

#[derive(Serialize)]
struct BundleEntryReport {
    id: String,
    /// Offset in the file, or for an entry of a compressed bundle in the decompressed bundle.
    offset: u64,
    size: u64,
    /// For an entry of a compressed bundle: the compressed bundle in the file.
    #[serde(skip_serializing_if = "Option::is_none")]
    compressed: Option<CompressedReport>,
    /// The code object, for AMDGPU entries; `None` for host code.
    code_object: Option<CodeObjectReport>,
}

#[derive(Serialize)]
struct CompressedReport {
    offset: u64,
    size: u64,
    version: u16,
    method: &'static str,
    uncompressed_size: u64,
}

#[derive(Serialize)]
struct GalliumKernelReport {
    name: String,
    offset: u32,
    arg_count: usize,
    prog_info: Vec<ProgInfoReport>,
}

#[derive(Serialize)]
struct ProgInfoReport {
    address: u32,
    name: Option<&'static str>,
    value: u32,
}

/// Identifies the container and describes what it holds.
fn describe(file: &str, input: &crate::input::Input, target: Option<&str>) -> Result<Report> {
    let bytes = &input.bytes[..];
    let contents = match codeobj::extract(bytes) {
        // Not an ELF nor a bundle: perhaps a GalliumCompute binary.
        Err(codeobj::Error::NoCodeObject) if !bytes.starts_with(b"\x7fELF") => {
            return gallium_report(bytes).with_context(|| file.to_string());
        }
        _ => crate::input::contents(file, bytes)?,
    };
    let chosen = crate::input::choose(file, &contents, target)?;
    if contents.format == codeobj::container::Format::CodeObject {
        let co = CodeObject::parse(bytes).with_context(|| file.to_string())?;
        return Ok(Report::CodeObject(
            code_object_report(&co).with_context(|| file.to_string())?,
        ));
    }
    let mut entries: Vec<(ContainerPlace, BundleEntryReport)> = Vec::new();
    for object in chosen {
        let label = object.label();
        let co = object
            .code_object()
            .with_context(|| format!("{file}: bundle entry {label}"))?;
        let report =
            code_object_report(&co).with_context(|| format!("{file}: bundle entry {label}"))?;
        entries.push((
            object.location,
            entry_report(&label, object.location, input.base, Some(report)),
        ));
    }
    if target.is_none() {
        for other in &contents.other_entries {
            entries.push((
                other.location,
                entry_report(&other.id, other.location, input.base, None),
            ));
        }
    }
    // In file order (then in each compressed bundle's order), as the bundles list them; the
    // empty host entry shares its offset with the first device entry and comes first.
    entries.sort_by_key(|(l, e)| {
        let (at, _) = l.input_range();
        let inner = match l {
            ContainerPlace::Stored { .. } => 0,
            ContainerPlace::Compressed { offset, .. } => *offset,
        };
        (at, inner, e.size)
    });
    Ok(Report::OffloadBundle {
        container: match contents.format {
            codeobj::container::Format::Bundle => "bundle",
            codeobj::container::Format::CompressedBundle => "compressed_bundle",
            _ => "host_elf",
        },
        entries: entries.into_iter().map(|(_, e)| e).collect(),
    })
}

fn entry_report(
    id: &str,
    location: ContainerPlace,
    base: u64,
    code_object: Option<CodeObjectReport>,
) -> BundleEntryReport {
    let (offset, size, compressed) = match location.shifted(base) {
        ContainerPlace::Stored { offset, size } => (offset, size, None),
        ContainerPlace::Compressed {
            bundle_offset,
            bundle_size,
            header,
            offset,
            size,
        } => (
            offset,
            size,
            Some(CompressedReport {
                offset: bundle_offset,
                size: bundle_size,
                version: header.version,
                method: header.method.name(),
                uncompressed_size: header.uncompressed_size,
            }),
        ),
    };
    BundleEntryReport {
        id: id.to_string(),
        offset,
        size,
        compressed,
        code_object,
    }
}

fn gallium_report(bytes: &[u8]) -> Result<Report> {
    match GalliumBinary::parse(bytes) {
        Ok(gallium) => {
            let elf = CodeObject::parse(gallium.elf())
                .context("the GalliumCompute binary's inner ELF")?;
            let kernels = gallium
                .kernels
                .iter()
                .map(|k| GalliumKernelReport {
                    name: k.name.to_string(),
                    offset: k.offset,
                    arg_count: k.args.len(),
                    prog_info: k
                        .prog_info
                        .iter()
                        .map(|p| ProgInfoReport {
                            address: p.address,
                            name: p.name(),
                            value: p.value,
                        })
                        .collect(),
                })
                .collect();
            Ok(Report::Gallium {
                kernels,
                code_object: code_object_report(&elf)?,
            })
        }
        Err(gallium_err) => bail!(
            "unrecognised format: no ELF magic (7f 45 4c 46) or offload-bundle magic at offset 0, \
             and not a GalliumCompute binary either ({gallium_err})"
        ),
    }
}

fn feature(setting: FeatureSetting) -> String {
    match setting {
        FeatureSetting::Unsupported => "unsupported",
        FeatureSetting::Any => "any",
        FeatureSetting::Off => "off",
        FeatureSetting::On => "on",
    }
    .to_string()
}

/// The target triple a code object's OS ABI implies (AMDGPUUsage "Target Triples").
fn triple(os_abi: codeobj::OsAbi) -> &'static str {
    match os_abi {
        codeobj::OsAbi::Hsa => "amdgcn-amd-amdhsa",
        codeobj::OsAbi::Pal => "amdgcn-amd-amdpal",
        codeobj::OsAbi::Mesa3d => "amdgcn-mesa-mesa3d",
        codeobj::OsAbi::None => "amdgcn--",
    }
}

fn code_object_report(co: &CodeObject<'_>) -> Result<CodeObjectReport> {
    let target = co.target_id()?;
    // The reader defers metadata errors so code can still be inspected; `info` reports them.
    co.metadata()?;
    let kernels = co
        .kernels()?
        .iter()
        .map(|k| kernel_report(k, target.processor))
        .collect::<Result<_>>()?;
    let functions = co
        .functions()
        .iter()
        .map(|f| FunctionReport {
            name: f.name.to_string(),
            address: f.address,
            size: f.size,
            kernel: f.is_kernel,
        })
        .collect();
    Ok(CodeObjectReport {
        target: format!("{}--{target}", triple(co.os_abi())),
        processor: target.processor.name.to_string(),
        xnack: feature(target.xnack),
        sramecc: feature(target.sramecc),
        e_flags: co.e_flags(),
        code_object_version: co.version().map(|v| v.number()),
        elf_type: match co.kind() {
            codeobj::FileKind::Relocatable => "relocatable",
            codeobj::FileKind::Shared => "shared object",
        },
        kernels,
        functions,
    })
}

fn kernel_report(kernel: &Kernel<'_>, processor: &amdgpu::Processor) -> Result<KernelReport> {
    let md = kernel.metadata;
    let descriptor = descriptor_report(kernel, processor)?;
    // The metadata is what the runtime reads; where a producer wrote none (or omitted a key),
    // the descriptor still says how the kernel was built.
    let kd = match &kernel.descriptor {
        Descriptor::V3(bytes) => Some(KernelDescriptor::parse(&bytes[..])?),
        Descriptor::V2(_) => None,
    };
    let from_v2 = |f: fn(&codeobj::AmdKernelCode) -> u64| match &kernel.descriptor {
        Descriptor::V2(code) => Some(f(code)),
        Descriptor::V3(_) => None,
    };
    let wavefront_size = md.and_then(|m| m.wavefront_size).or_else(|| {
        kd.as_ref()
            .map(|kd| u64::from(kd.wave_size(processor).lanes()))
            .or_else(|| from_v2(|c| c.wavefront_lanes().map_or(0, u64::from)).filter(|&n| n != 0))
    });
    let sgpr_count = md
        .and_then(|m| m.sgpr_count)
        .or_else(|| from_v2(|c| u64::from(c.wavefront_sgpr_count)));
    let vgpr_count = md.and_then(|m| m.vgpr_count).or_else(|| {
        kd.as_ref()
            .and_then(|kd| kd.vgpr_count(processor))
            .map(u64::from)
            .or_else(|| from_v2(|c| u64::from(c.workitem_vgpr_count)))
    });
    let args = md
        .map(|m| {
            m.args
                .iter()
                .map(|a| ArgReport {
                    name: a.name.clone(),
                    type_name: a.type_name.clone(),
                    offset: a.offset,
                    size: a.size,
                    value_kind: a.value_kind.clone(),
                    address_space: a.address_space.clone(),
                })
                .collect()
        })
        .unwrap_or_default();
    Ok(KernelReport {
        name: kernel.name.to_string(),
        symbol: kernel.symbol.name.to_string(),
        wavefront_size,
        sgpr_count,
        vgpr_count,
        agpr_count: md.and_then(|m| m.agpr_count),
        sgpr_spill_count: md.and_then(|m| m.sgpr_spill_count),
        vgpr_spill_count: md.and_then(|m| m.vgpr_spill_count),
        kernarg_segment_size: md
            .and_then(|m| m.kernarg_segment_size)
            .unwrap_or(kernel.descriptor.kernarg_size()),
        kernarg_segment_align: md.and_then(|m| m.kernarg_segment_align),
        group_segment_fixed_size: md
            .and_then(|m| m.group_segment_fixed_size)
            .unwrap_or(u64::from(kernel.descriptor.group_segment_fixed_size())),
        private_segment_fixed_size: md
            .and_then(|m| m.private_segment_fixed_size)
            .unwrap_or(u64::from(kernel.descriptor.private_segment_fixed_size())),
        max_flat_workgroup_size: md.and_then(|m| m.max_flat_workgroup_size),
        entry: kernel.entry,
        code_end: kernel.code.as_ref().map(|r| r.end),
        args,
        descriptor,
    })
}

fn descriptor_report(
    kernel: &Kernel<'_>,
    processor: &amdgpu::Processor,
) -> Result<DescriptorReport> {
    let (kind, kd) = match &kernel.descriptor {
        Descriptor::V3(bytes) => ("kernel_descriptor", KernelDescriptor::parse(&bytes[..])?),
        // amd_kernel_code_t carries the same COMPUTE_PGM_RSRC1/2 words; decode them with the
        // one field table by placing them in an otherwise empty descriptor.
        Descriptor::V2(code) => (
            "amd_kernel_code_t",
            KernelDescriptor {
                compute_pgm_rsrc1: code.compute_pgm_rsrc1,
                compute_pgm_rsrc2: code.compute_pgm_rsrc2,
                ..KernelDescriptor::parse(&[0; 64])?
            },
        ),
    };
    // Whole-word fields first (with no register), then every bit field of the registers.
    let mut fields: Vec<FieldReport> = match &kernel.descriptor {
        Descriptor::V3(_) => [
            (
                "group_segment_fixed_size",
                u64::from(kd.group_segment_fixed_size),
            ),
            (
                "private_segment_fixed_size",
                u64::from(kd.private_segment_fixed_size),
            ),
            ("kernarg_size", u64::from(kd.kernarg_size)),
        ]
        .into_iter()
        .map(|(name, value)| FieldReport {
            register: "",
            name,
            value,
        })
        .collect(),
        Descriptor::V2(code) => code
            .fields()
            .into_iter()
            .map(|(name, value)| FieldReport {
                register: "",
                name,
                value,
            })
            .collect(),
    };
    let v2 = matches!(kernel.descriptor, Descriptor::V2(_));
    fields.extend(
        kd.decode(processor)
            .into_iter()
            .filter(|f| {
                !v2 || f.register.starts_with("compute_pgm_rsrc1")
                    || f.register.starts_with("compute_pgm_rsrc2")
            })
            .map(|f| FieldReport {
                register: f.register,
                name: f.name,
                value: f.value,
            }),
    );
    Ok(DescriptorReport {
        kind,
        address: kernel.descriptor_address,
        kernel_code_entry_byte_offset: kernel.descriptor.kernel_code_entry_byte_offset(),
        fields,
    })
}

fn opt(v: Option<u64>) -> String {
    v.map_or_else(|| "?".to_string(), |v| v.to_string())
}

/// The text rendering, in the spirit of `llvm-readelf`: a header line per container, then one
/// block per kernel and the function table.
fn render(file: &str, report: &Report) -> String {
    let mut out = String::new();
    match report {
        Report::CodeObject(co) => render_code_object(&mut out, file, co),
        Report::OffloadBundle { container, entries } => {
            let what = match *container {
                "bundle" => "clang offload bundle",
                "compressed_bundle" => "compressed clang offload bundle",
                _ => "host ELF with clang offload bundles",
            };
            let _ = writeln!(out, "{file}: {what}, {} entries", entries.len());
            for entry in entries {
                let _ = write!(
                    out,
                    "\nbundle entry {} (offset {:#x}, size {}",
                    entry.id, entry.offset, entry.size
                );
                match &entry.compressed {
                    Some(c) => {
                        let _ = writeln!(
                            out,
                            " in the {}-compressed bundle (v{}) at offset {:#x}, size {})",
                            c.method, c.version, c.offset, c.size
                        );
                    }
                    None => out.push_str(")\n"),
                }
                match &entry.code_object {
                    Some(co) => render_code_object(&mut out, &format!("{file}[{}]", entry.id), co),
                    None => {
                        let _ = writeln!(out, "  host code");
                    }
                }
            }
        }
        Report::Gallium {
            kernels,
            code_object,
        } => {
            let _ = writeln!(
                out,
                "{file}: GalliumCompute binary, {} kernels",
                kernels.len()
            );
            for k in kernels {
                let _ = writeln!(
                    out,
                    "  kernel {} at code offset {:#x}, {} arguments",
                    k.name, k.offset, k.arg_count
                );
                for p in &k.prog_info {
                    let _ = writeln!(
                        out,
                        "    {:#010x} {:<24} {:#010x}",
                        p.address,
                        p.name.unwrap_or("?"),
                        p.value
                    );
                }
            }
            out.push('\n');
            render_code_object(&mut out, &format!("{file} (inner ELF)"), code_object);
        }
    }
    out
}

fn render_code_object(out: &mut String, name: &str, co: &CodeObjectReport) {
    let version = co
        .code_object_version
        .map_or_else(|| "(no HSA version)".to_string(), |v| format!("v{v}"));
    let _ = writeln!(out, "{name}: AMDGPU code object {version}, {}", co.elf_type);
    let _ = writeln!(out, "  target:    {}", co.target);
    let _ = writeln!(
        out,
        "  processor: {} (xnack {}, sramecc {}), e_flags {:#x}",
        co.processor, co.xnack, co.sramecc, co.e_flags
    );
    for k in &co.kernels {
        // A HIP kernel by its demangled name, as gdb names functions.
        let name = codeobj::demangle(&k.name).map_or_else(|| k.name.clone(), |d| d.0);
        let _ = writeln!(out, "\nkernel {name} (symbol {})", k.symbol);
        let _ = writeln!(out, "  wavefront size:  {}", opt(k.wavefront_size));
        let _ = writeln!(
            out,
            "  registers:       {} SGPRs, {} VGPRs, {} AGPRs (spilled: {} SGPRs, {} VGPRs)",
            opt(k.sgpr_count),
            opt(k.vgpr_count),
            opt(k.agpr_count),
            opt(k.sgpr_spill_count),
            opt(k.vgpr_spill_count)
        );
        let _ = writeln!(
            out,
            "  segments:        kernarg {} bytes, group {} bytes, private {} bytes",
            k.kernarg_segment_size, k.group_segment_fixed_size, k.private_segment_fixed_size
        );
        if let Some(entry) = k.entry {
            let end = k
                .code_end
                .map_or_else(String::new, |e| format!(" - {e:#x}"));
            let _ = writeln!(out, "  code:            {entry:#x}{end}");
        }
        if !k.args.is_empty() {
            let _ = writeln!(out, "  arguments:");
            let _ = writeln!(
                out,
                "    {:>6} {:>4}  {:<28} {:<8} {:<16} name",
                "offset", "size", "value kind", "aspace", "type"
            );
            for a in &k.args {
                let _ = writeln!(
                    out,
                    "    {:>6} {:>4}  {:<28} {:<8} {:<16} {}",
                    a.offset,
                    a.size,
                    a.value_kind,
                    a.address_space.as_deref().unwrap_or("-"),
                    a.type_name.as_deref().unwrap_or("-"),
                    a.name.as_deref().unwrap_or("-")
                );
            }
        }
        let d = &k.descriptor;
        let _ = writeln!(
            out,
            "  {} at {:#x} (kernel_code_entry_byte_offset {:#x}):",
            d.kind, d.address, d.kernel_code_entry_byte_offset
        );
        for f in &d.fields {
            let _ = writeln!(out, "    {:<22} {:<46} {:#x}", f.register, f.name, f.value);
        }
    }
    if !co.functions.is_empty() {
        let _ = writeln!(out, "\nfunctions:");
        for f in &co.functions {
            let kernel = if f.kernel { "  [kernel]" } else { "" };
            let _ = writeln!(
                out,
                "  {:#010x} - {:#010x}  {}{kernel}",
                f.address,
                f.address.saturating_add(f.size),
                f.name
            );
        }
    }
}
