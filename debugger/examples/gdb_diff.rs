//! Prints what hdb shows for inputs gdb can show too, in a shape to diff against gdb's output
//! by hand (each item after a line `@@`, as `gdb -batch -ex 'echo @@\n' -ex ...` prints it):
//!
//! * `values FILE`: each line `TYPE|HEX BYTES|F` (`int|2a000000|x`, `float[3]|...|`) printed as
//!   `print/F` shows it; compare with gdb printing the same bytes through a union in a host
//!   program.
//! * `host ELF VARS`: a host ELF built with `gcc -g`; each line `VAR|F` of VARS prints global
//!   VAR's initial value (`print/F VAR`); F may be `W` (`whatis VAR`), `P` (`ptype VAR`), `E`
//!   (`print` of an enumerator named VAR) or `T` (`ptype` of a type named VAR).
//! * `x HEXFILE BASE CMDS`: a memory image's bytes in hex at address BASE; each line `N|F|U|OFFSET`
//!   of CMDS prints `x/NFU BASE+OFFSET`.
//! * `types OBJECT`: `VAR|NAME|DECL_LINE|TYPE` for every variable and parameter of a code object,
//!   as a gdb Python script walking every block's symbols prints `str(sym.type)`.
//!
//! `cargo run -p debugger --example gdb_diff -- values FILE`.

use std::collections::HashMap;
use std::error::Error;
use std::process::ExitCode;

use debugger::format::{format_memory, format_value, FormatOptions};
use debugger::types::{builtin, Type, TypeTable};
use debugger::value::Value;
use debugger::Image;
use dwarf_ext::gimli;

type Result<T> = std::result::Result<T, Box<dyn Error>>;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let done = match args.as_slice() {
        ["values", file] => values(file),
        ["host", elf, vars] => host(elf, vars),
        ["x", hex, base, cmds] => memory(hex, base, cmds),
        ["types", object] => types(object),
        _ => {
            eprintln!(
                "usage: gdb_diff values FILE | host ELF VARS | x HEXFILE BASE CMDS | types OBJECT"
            );
            return ExitCode::from(2);
        }
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gdb_diff: {e}");
            ExitCode::FAILURE
        }
    }
}

fn read(path: &str) -> Result<String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}").into())
}

fn hex_bytes(hex: &str) -> Result<Vec<u8>> {
    let hex = hex.trim();
    (0..hex.len() / 2)
        .map(|i| {
            u8::from_str_radix(&hex[2 * i..2 * i + 2], 16)
                .map_err(|_| format!("`{}` is not a hex byte", &hex[2 * i..2 * i + 2]).into())
        })
        .collect()
}

fn named_type(name: &str) -> Result<std::sync::Arc<Type>> {
    let base_type = |n: &str| builtin(n).ok_or_else(|| format!("no base type `{n}`"));
    Ok(
        match name.strip_suffix(']').and_then(|x| x.split_once('[')) {
            Some((base, n)) => Type::array_of(base_type(base)?, n.parse()?),
            None => base_type(name)?,
        },
    )
}

fn options(letter: Option<&str>) -> FormatOptions {
    FormatOptions {
        format: letter.and_then(|f| f.chars().next()),
        ..FormatOptions::default()
    }
}

fn values(file: &str) -> Result<()> {
    for line in read(file)?.lines() {
        let mut parts = line.split('|');
        let (Some(ty), Some(hex)) = (parts.next(), parts.next()) else {
            return Err(format!("`{line}`: want TYPE|HEX|F").into());
        };
        let value = Value::from_bytes(named_type(ty)?, hex_bytes(hex)?);
        println!("@@\n= {}", format_value(&value, &options(parts.next())));
    }
    Ok(())
}

fn host(elf: &str, vars: &str) -> Result<()> {
    let mut bytes = std::fs::read(elf).map_err(|e| format!("cannot read {elf}: {e}"))?;
    if bytes.len() < 0x14 {
        return Err(format!("{elf}: not an ELF file").into());
    }
    // `Image` reads AMDGPU code objects only; its DWARF reading does not care which machine
    // the ELF is for, so a host program is relabelled EM_AMDGPU.
    bytes[0x12..0x14].copy_from_slice(&224u16.to_le_bytes());
    let image = Image::parse(elf, &bytes)?;
    let info = image.debug_info()?;
    let mut table = TypeTable::new();
    let mut globals = HashMap::new();
    for u in info.units() {
        let mut cursor = u.unit.entries();
        while let Some(e) = cursor.next_dfs()? {
            if e.tag() != gimli::DW_TAG_variable || e.depth() != 1 {
                continue;
            }
            let (Some(name), Some(gimli::AttributeValue::Exprloc(x))) =
                (info.name(u, e), e.attr_value(gimli::DW_AT_location))
            else {
                continue;
            };
            // Only `DW_OP_addr A`: a global's initial bytes are in the section at A.
            let x = x.0.slice();
            if let (9, Some(0x03), Ok(addr)) = (x.len(), x.first(), x[1..].try_into()) {
                globals.insert(name, (u.info_offset(e.offset()), u64::from_le_bytes(addr)));
            }
        }
    }
    for line in read(vars)?.lines() {
        let (name, f) = line
            .split_once('|')
            .ok_or_else(|| format!("`{line}`: want VAR|F"))?;
        let missing = || println!("@@\nNo symbol \"{name}\" in current context.");
        match f {
            "E" => match table.enumerator(&info, name) {
                Some((t, v)) => println!(
                    "@@\n= {}",
                    format_value(&Value::from_int(t, v), &FormatOptions::default())
                ),
                None => missing(),
            },
            "T" => match table.named(&info, name) {
                Some(t) => println!("@@\ntype = {}", Type::ptype(&t)),
                None => missing(),
            },
            _ => {
                let Some(&(die, addr)) = globals.get(name) else {
                    missing();
                    continue;
                };
                let ty = table.type_of(&info, die)?;
                let size = ty.byte_size().unwrap_or(0) as usize;
                let data = image
                    .code_object
                    .sections()
                    .iter()
                    .find(|s| s.address != 0 && s.address <= addr && addr < s.address + s.size)
                    .and_then(|s| {
                        let off = (addr - s.address) as usize;
                        s.data.get(off..off + size).map(<[u8]>::to_vec)
                    })
                    // .bss: no bytes in the file, zero at start.
                    .unwrap_or_else(|| vec![0; size]);
                match f {
                    "W" => println!("@@\ntype = {}", ty.name()),
                    "P" => println!("@@\ntype = {}", Type::ptype(&ty)),
                    _ => println!(
                        "@@\n= {}",
                        format_value(&Value::from_bytes(ty, data), &options(Some(f)))
                    ),
                }
            }
        }
    }
    Ok(())
}

fn memory(hex: &str, base: &str, cmds: &str) -> Result<()> {
    let mem = hex_bytes(&read(hex)?)?;
    let base = u64::from_str_radix(base.trim_start_matches("0x"), 16)?;
    for line in read(cmds)?.lines() {
        let f: Vec<&str> = line.split('|').collect();
        let [n, format, unit, offset] = f.as_slice() else {
            return Err(format!("`{line}`: want N|F|U|OFFSET").into());
        };
        let n: usize = n.parse()?;
        let unit = match *unit {
            "b" => 1,
            "h" => 2,
            "w" => 4,
            _ => 8,
        };
        let offset: usize = offset.parse()?;
        let bytes = mem
            .get(offset..offset + n * unit)
            .ok_or_else(|| format!("`{line}`: past the image's {} bytes", mem.len()))?;
        let letter = format.chars().next().unwrap_or('x');
        let text = format_memory(bytes, base + offset as u64, letter, unit, &|a| {
            format!("{a:#x}")
        })?;
        println!("@@\n{text}");
    }
    Ok(())
}

fn types(object: &str) -> Result<()> {
    let bytes = std::fs::read(object).map_err(|e| format!("cannot read {object}: {e}"))?;
    let image = Image::parse(object, &bytes)?;
    let info = image.debug_info()?;
    let mut table = TypeTable::new();
    for u in info.units() {
        let mut cursor = u.unit.entries();
        while let Some(e) = cursor.next_dfs()? {
            if !matches!(
                e.tag(),
                gimli::DW_TAG_variable | gimli::DW_TAG_formal_parameter
            ) {
                continue;
            }
            let Some(name) = info.name(u, e) else {
                continue;
            };
            let line = info
                .inherited(u, e, gimli::DW_AT_decl_line)
                .and_then(|v| v.udata_value())
                .unwrap_or(0);
            let t = table.type_of(&info, u.info_offset(e.offset()))?;
            println!("VAR|{name}|{line}|{}", t.name());
        }
    }
    Ok(())
}
