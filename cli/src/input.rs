//! What every subcommand that takes a code object does first: read the file (or the range a
//! loaded-code-object URI names), find the AMDGPU code objects in it with
//! [`codeobj::extract`] (a code object, a bundle, a compressed bundle, a host ELF's
//! `.hip_fatbin`), and pick the ones `--target` asks for.

use anyhow::{anyhow, Context as _, Result};
use codeobj::{CodeObjectUri, ContainerPlace, Contents, Embedded};

/// An input's bytes and where they sit in the file they came from.
pub struct Input {
    /// The file's bytes, or the range the URI names.
    pub bytes: Vec<u8>,
    /// Offset of `bytes` in the file (the URI's `offset=`, else 0).
    pub base: u64,
}

/// Reads a path, or the bytes a loaded-code-object URI names.
pub fn read(input: &str) -> Result<Input> {
    if !input.starts_with("file://") && !input.starts_with("memory://") {
        let bytes = std::fs::read(input).with_context(|| format!("{input}: cannot read"))?;
        return Ok(Input { bytes, base: 0 });
    }
    let uri = CodeObjectUri::parse(input).with_context(|| input.to_string())?;
    match &uri {
        CodeObjectUri::File { path, offset, .. } => {
            let data =
                std::fs::read(path).with_context(|| format!("{input}: cannot read {path}"))?;
            let bytes = uri
                .extract(&data)
                .with_context(|| input.to_string())?
                .to_vec();
            Ok(Input {
                bytes,
                base: offset.unwrap_or(0),
            })
        }
        // ROCm names code objects loaded from host memory by process and address; that memory
        // is readable through /proc while the process lives (and ptrace permits).
        CodeObjectUri::Memory { pid, address, size } => {
            use std::io::{Read, Seek, SeekFrom};
            let mem = format!("/proc/{pid}/mem");
            let read = || -> std::io::Result<Vec<u8>> {
                let mut file = std::fs::File::open(&mem)?;
                file.seek(SeekFrom::Start(*address))?;
                let len =
                    usize::try_from(*size).map_err(|_| std::io::Error::other("size too large"))?;
                let mut bytes = Vec::new();
                file.take(*size).read_to_end(&mut bytes)?;
                if bytes.len() < len {
                    return Err(std::io::Error::other(format!(
                        "only {} of {size} bytes readable",
                        bytes.len()
                    )));
                }
                Ok(bytes)
            };
            let bytes = read().with_context(|| {
                format!("{input}: cannot read {size} bytes at {address:#x} of {mem}")
            })?;
            Ok(Input { bytes, base: 0 })
        }
    }
}

/// The code objects in `bytes` (from the input named `file`), with file-level messages: a
/// host ELF without GPU code says so rather than complaining about its `e_machine`.
pub fn contents<'a>(file: &str, bytes: &'a [u8]) -> Result<Contents<'a>> {
    codeobj::extract(bytes).map_err(|e| match e {
        codeobj::Error::NoCodeObject => {
            anyhow!("no AMDGPU code object or offload bundle found in {file}")
        }
        e => anyhow::Error::new(e).context(file.to_string()),
    })
}

/// The code objects `target` picks (all of them without one).
pub fn choose<'c, 'a>(
    file: &str,
    contents: &'c Contents<'a>,
    target: Option<&str>,
) -> Result<Vec<&'c Embedded<'a>>> {
    match target {
        None => Ok(contents.code_objects.iter().collect()),
        Some(t) => contents.select(t).with_context(|| file.to_string()),
    }
}

/// How output names one code object of the input: the input itself for a plain code object,
/// `FILE[ENTRY-ID]` for a bundle entry (as `hdb info` names them).
pub fn name(file: &str, object: &Embedded<'_>) -> String {
    match &object.id {
        Some(id) => format!("{file}[{id}]"),
        None => file.to_string(),
    }
}

/// `--json` output of a subcommand over the code objects of one input: the one document
/// itself, or an array when the input held several (bundle entries).
pub fn json_documents<T: serde::Serialize>(docs: &[T]) -> serde_json::Result<String> {
    Ok(if docs.len() == 1 {
        serde_json::to_string_pretty(&docs[0])?
    } else {
        serde_json::to_string_pretty(docs)?
    } + "\n")
}

/// Where a bundle entry is, for headings: `offset 0x1000, size 8528`, or for an entry of a
/// compressed bundle its place in the decompressed bundle and the compressed bundle's in the
/// file. `base` is the input's offset in its file.
pub fn place(location: &ContainerPlace, base: u64) -> String {
    match location.shifted(base) {
        ContainerPlace::Stored { offset, size } => format!("offset {offset:#x}, size {size}"),
        ContainerPlace::Compressed {
            bundle_offset,
            bundle_size,
            header,
            offset,
            size,
        } => format!(
            "offset {offset:#x}, size {size} in the {}-compressed bundle (v{}) at offset \
             {bundle_offset:#x}, size {bundle_size}",
            header.method.name(),
            header.version
        ),
    }
}

/// The heading printed before each code object's output when an input holds several.
pub fn heading(object: &Embedded<'_>, base: u64) -> String {
    format!(
        "bundle entry {} ({})",
        object.label(),
        place(&object.location, base)
    )
}
