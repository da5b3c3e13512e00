//! The VS Code extension in `editors/vscode`: its node tests (the lane logic, and activation
//! against a fake `vscode` module), the `.vsix` that `@vscode/vsce` (npm, pinned in its
//! package-lock.json) packages from it, and its configuration attributes against the launch and
//! attach arguments `hdb dap` reads. Node, the npm packages and python3 (which unpacks the
//! `.vsix`) are required: a missing one fails the test (`.ci/run` runs `npm ci` there). Its
//! snippets run against the adapter in `dap_vscode::vscode_extension_configurations`.

use crate::support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use serde_json::Value;

fn extension_dir() -> PathBuf {
    support::root().join("editors/vscode")
}

fn manifest(dir: &Path) -> Value {
    let path = dir.join("package.json");
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_slice(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// What the .vsix holds: vsce's two files and the extension without its tests or npm's files.
const PACKAGED: [&str; 7] = [
    "[Content_Types].xml",
    "extension.vsixmanifest",
    "extension/LICENSE.txt",
    "extension/extension.js",
    "extension/lanes.js",
    "extension/package.json",
    "extension/readme.md",
];

#[test]
fn packaged_extension() {
    let dir = extension_dir();
    assert!(
        dir.join("node_modules/@vscode/vsce").is_dir(),
        "editors/vscode/node_modules is missing @vscode/vsce: run `npm ci` in editors/vscode (or `bash .ci/run`)"
    );
    support::node_test(&dir, "test/", &[]);

    let scratch = tempfile::tempdir().expect("a scratch directory");
    let vsix = scratch.path().join("hdb.vsix");
    let started = Instant::now();
    // `--no`: npx runs the pinned vsce from node_modules and never installs one.
    let out = Command::new("npx")
        .args([
            "--no",
            "--",
            "vsce",
            "package",
            "--allow-missing-repository",
            "--out",
        ])
        .arg(&vsix)
        .current_dir(&dir)
        .output()
        .unwrap_or_else(|e| panic!("npx is required by this test (`apt-get install npm`): {e}"));
    let took = started.elapsed();
    assert!(
        out.status.success(),
        "vsce package failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let size = std::fs::metadata(&vsix).expect("the .vsix").len();
    println!("vsce package: {:.1} s, {size} bytes", took.as_secs_f64());

    let unpacked = scratch.path().join("unpacked");
    let out = Command::new("python3")
        .args(["-m", "zipfile", "-e"])
        .arg(&vsix)
        .arg(&unpacked)
        .output()
        .unwrap_or_else(|e| {
            panic!("python3 is required by this test (`apt-get install python3`): {e}")
        });
    assert!(
        out.status.success(),
        "unpacking the .vsix failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files: BTreeSet<String> = support::files_with(&unpacked, &[""])
        .iter()
        .map(|p| {
            p.strip_prefix(&unpacked)
                .expect("below the unpacked folder")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(
        files,
        PACKAGED.iter().map(|f| f.to_string()).collect(),
        "the .vsix's files"
    );

    let packaged = manifest(&unpacked.join("extension"));
    let source = manifest(&dir);
    assert_eq!(packaged["contributes"], source["contributes"]);
    let types: Vec<&Value> = packaged["contributes"]["debuggers"]
        .as_array()
        .expect("contributes.debuggers")
        .iter()
        .map(|d| &d["type"])
        .collect();
    assert_eq!(types, ["hdb"]);
    assert!(!packaged["contributes"]["commands"]
        .as_array()
        .expect("contributes.commands")
        .is_empty());
    // Every contributed command and debug type wired by the packaged extension's activation.
    support::node_test(
        &dir,
        "test/activation.test.js",
        &[("HDB_EXTENSION_DIR", unpacked.join("extension").as_os_str())],
    );
}

/// The attributes a configuration may carry are the fields `hdb dap` reads: each struct's
/// field names as serde spells them, against package.json's `configurationAttributes`.
#[test]
fn configuration_attributes_are_the_adapters() {
    let source = manifest(&extension_dir());
    let debugger = &source["contributes"]["debuggers"][0];
    let declared = |request: &str| -> BTreeSet<String> {
        debugger["configurationAttributes"][request]["properties"]
            .as_object()
            .unwrap_or_else(|| panic!("configurationAttributes.{request}.properties"))
            .keys()
            .cloned()
            .collect()
    };
    let mut launch = fields::<dap::LaunchArguments>();
    // The protocol's own flag: VS Code sets it for "Run Without Debugging".
    assert!(launch.remove("noDebug"));
    assert_eq!(declared("launch"), launch, "launch attributes");
    assert_eq!(
        declared("attach"),
        fields::<dap::AttachArguments>(),
        "attach attributes"
    );
}

/// The field names a struct's `Deserialize` accepts: serde hands them to
/// `deserialize_struct`, which this deserializer records and then refuses.
fn fields<T: serde::de::DeserializeOwned>() -> BTreeSet<String> {
    let mut names: &'static [&'static str] = &[];
    let _ = T::deserialize(FieldNames(&mut names));
    assert!(!names.is_empty(), "not a struct with named fields");
    names.iter().map(|n| n.to_string()).collect()
}

struct FieldNames<'a>(&'a mut &'static [&'static str]);

#[derive(Debug)]
struct Refused;

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("only field names are read")
    }
}

impl std::error::Error for Refused {}

impl serde::de::Error for Refused {
    fn custom<M: std::fmt::Display>(_: M) -> Self {
        Refused
    }
}

impl<'de> serde::Deserializer<'de> for FieldNames<'_> {
    type Error = Refused;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Refused> {
        Err(Refused)
    }

    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Refused> {
        *self.0 = fields;
        Err(Refused)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
        ignored_any
    }
}
