//! Opening the code object to run from a file: the file itself, or the entry of an offload
//! bundle or host binary that a target names, with the loaded-code-object URI the runtime
//! would give it; and the kernel a user's name stands for (`scale` for `_Z5scalePff`).

use std::path::{Path, PathBuf};

use crate::container::{self, Format};
use crate::uri::encode_path;
use crate::CodeObject;

/// A code object taken out of whatever file holds it.
#[derive(Debug, Clone)]
pub struct OpenedCodeObject {
    /// The code object's bytes.
    pub bytes: Vec<u8>,
    /// Its loaded-code-object URI (`file://PATH#offset=N&size=M`).
    pub uri: String,
    /// Which entry was taken, for a bundle or host binary (`hipv4-amdgcn-amd-amdhsa--gfx90a`).
    pub entry: Option<String>,
}

/// Why a code object cannot be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The file cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file holds no usable code object, or not the one asked for.
    #[error("{path}: {source}")]
    Container {
        /// The file.
        path: PathBuf,
        /// Why.
        source: crate::Error,
    },
    /// The file holds code objects for several targets and none was chosen.
    #[error("{path} holds code objects for {targets}: choose one with --target", path = path.display(), targets = targets.join(", "))]
    TargetNeeded {
        /// The file.
        path: PathBuf,
        /// The targets it has.
        targets: Vec<String>,
    },
}

/// Reads `path` and takes out the AMDGPU code object to run: the file itself, or the entry of
/// a bundle or host binary that `target` names (the only one when `target` is `None`).
pub fn open_code_object(path: &Path, target: Option<&str>) -> Result<OpenedCodeObject, OpenError> {
    let bytes = std::fs::read(path).map_err(|source| OpenError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let container_error = |source| OpenError::Container {
        path: path.to_path_buf(),
        source,
    };
    let contents = container::extract(&bytes).map_err(container_error)?;
    if contents.format == Format::CodeObject {
        let uri = file_uri(path, bytes.len());
        return Ok(OpenedCodeObject {
            bytes,
            uri,
            entry: None,
        });
    }
    let chosen = match target {
        Some(t) => container::code_object_for_target(&bytes, t).map_err(container_error)?,
        None if contents.code_objects.len() == 1 => contents.code_objects[0].clone(),
        None => {
            return Err(OpenError::TargetNeeded {
                path: path.to_path_buf(),
                targets: contents.targets(),
            })
        }
    };
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    Ok(OpenedCodeObject {
        uri: chosen.uri(&abs.display().to_string()).to_string(),
        entry: Some(chosen.label()),
        bytes: chosen.bytes.into_owned(),
    })
}

/// `file://ABS#offset=0&size=N`.
fn file_uri(path: &Path, size: usize) -> String {
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    format!(
        "file://{}#offset=0&size={size}",
        encode_path(&abs.display().to_string())
    )
}

/// A mangled C++ (HIP) name demangled as gdb shows it: in full (`scale(float*, float)`) and
/// without parameters or return type (`scale`), as frame lines name it. `None` for a name
/// that is not mangled.
pub fn demangle(name: &str) -> Option<(String, String)> {
    if !name.starts_with("_Z") {
        return None;
    }
    let sym = cpp_demangle::Symbol::new(name.as_bytes()).ok()?;
    let full = sym.to_string();
    let short = sym
        .demangle(
            &cpp_demangle::DemangleOptions::new()
                .no_params()
                .no_return_type(),
        )
        .unwrap_or_else(|_| full.clone());
    Some((full, short))
}

/// The kernel symbol `name` stands for in `code_object`: itself, or the mangled name of the
/// one kernel whose demangled name (`scale`, or `scale(float*, float const*, float, unsigned
/// int)`) it is, as `break scale` finds `_Z5scalePff`.
pub fn kernel_symbol(code_object: &[u8], name: &str) -> String {
    let Ok(co) = CodeObject::parse(code_object) else {
        return name.to_string();
    };
    let names = co.kernel_names();
    if names.contains(&name) {
        return name.to_string();
    }
    let matches: Vec<&str> = names
        .into_iter()
        .filter(|k| demangle(k).is_some_and(|(full, short)| short == name || full == name))
        .collect();
    match matches.as_slice() {
        [one] => (*one).to_string(),
        _ => name.to_string(),
    }
}
