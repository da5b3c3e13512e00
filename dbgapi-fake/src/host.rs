//! Host programs for the live tests: a small C program built with the system compiler
//! (`$CC`, else `cc`) without PIE, so the addresses `nm` gives are its run-time addresses.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A built host program.
pub struct HostProgram {
    /// The executable.
    pub exe: PathBuf,
    /// `nm`'s listing of it.
    symbols: String,
}

impl HostProgram {
    /// Builds `source` as `dir/name` with `-O1 -no-pie` and `flags`.
    pub fn build(
        dir: &Path,
        name: &str,
        source: &str,
        flags: &[&str],
    ) -> Result<HostProgram, String> {
        let src = dir.join(format!("{name}.c"));
        let exe = dir.join(name);
        std::fs::write(&src, source).map_err(|e| format!("{}: {e}", src.display()))?;
        let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
        let o = Command::new(&cc)
            .args(["-O1", "-no-pie"])
            .args(flags)
            .arg("-o")
            .arg(&exe)
            .arg(&src)
            .output()
            .map_err(|e| format!("the system C compiler `{cc}`: {e}"))?;
        if !o.status.success() {
            return Err(String::from_utf8_lossy(&o.stderr).into_owned());
        }
        let nm = Command::new("nm")
            .arg(&exe)
            .output()
            .map_err(|e| format!("nm (binutils): {e}"))?;
        Ok(HostProgram {
            exe,
            symbols: String::from_utf8_lossy(&nm.stdout).into_owned(),
        })
    }

    /// The address of symbol `name`.
    pub fn symbol(&self, name: &str) -> Option<u64> {
        self.symbols.lines().find_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (f.len() == 3 && f[2] == name).then(|| u64::from_str_radix(f[0], 16).ok())?
        })
    }
}
