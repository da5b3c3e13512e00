use super::*;
use crate::metadata::tests::{sample_v5, V2_YAML};
use crate::note::tests::{isa_desc, note};
use crate::testelf::{ElfBuilder, ALLOC, EXEC, SHT_PROGBITS};
use crate::testelf::{SHT_NOBITS as NOBITS, SHT_NOTE as NOTE};

fn msgpack(v: &rmpv::Value) -> Vec<u8> {
    let mut out = Vec::new();
    rmpv::encode::write_value(&mut out, v).unwrap();
    out
}

fn kd(entry_offset: i64, rsrc1: u32, rsrc2: u32) -> Vec<u8> {
    let mut d = vec![0u8; 64];
    d[4..8].copy_from_slice(&32u32.to_le_bytes());
    d[8..12].copy_from_slice(&16u32.to_le_bytes());
    d[16..24].copy_from_slice(&entry_offset.to_le_bytes());
    d[48..52].copy_from_slice(&rsrc1.to_le_bytes());
    d[52..56].copy_from_slice(&rsrc2.to_le_bytes());
    d
}

/// A V5 shared object like clang19/lld output: `.note`, `.rodata` (KD at 0x700), `.text`
/// (helper at 0x1000, add at 0x1100).
pub(crate) fn v5_shared() -> ElfBuilder {
    let mut b = ElfBuilder::new(3, 3, 0x53f);
    b.section(
        ".note",
        NOTE,
        ALLOC,
        0x200,
        note(b"AMDGPU", 32, &msgpack(&sample_v5())),
    );
    let rodata = b.section(
        ".rodata",
        SHT_PROGBITS,
        ALLOC,
        0x700,
        kd(0x1100 - 0x700, 0xaf0145, 0x95),
    );
    let text = b.section(
        ".text",
        SHT_PROGBITS,
        ALLOC | EXEC,
        0x1000,
        vec![0u8; 0x200],
    );
    b.section(".bss", NOBITS, ALLOC | 1, 0x2000, vec![]);
    b.symbol("helper", 2, 0, text, 0x1000, 0x20);
    b.symbol("add", 2, 1, text, 0x1100, 0x6c);
    b.symbol("add.kd", 1, 1, rodata, 0x700, 64);
    b.symbol("extern_fn", 2, 1, 0, 0, 0);
    b.symbol("lds_var", 1, 1, 0xff00, 16, 64);
    b
}

#[test]
fn v5_shared_object() {
    let data = v5_shared().build();
    let co = CodeObject::parse(&data).unwrap();
    assert_eq!(co.kind(), FileKind::Shared);
    assert_eq!(co.os_abi(), OsAbi::Hsa);
    assert_eq!(co.abi_version(), 3);
    assert_eq!(co.version(), Some(CodeObjectVersion::V5));
    assert_eq!(co.version().map(CodeObjectVersion::number), Some(5));
    assert_eq!(co.e_flags(), 0x53f);
    assert_eq!(co.data().len(), data.len());
    assert!(co.section_by_name(".text").unwrap().is_executable());
    assert!(co.section_by_name(".bss").unwrap().is_nobits());
    assert_eq!(co.section_containing(0x1105).unwrap().name, ".text");
    assert_eq!(co.bytes_at(0x700, 4), Some(&[0u8, 0, 0, 0][..]));
    assert!(co.bytes_at(0x5000, 1).is_none());
    assert_eq!(co.notes().len(), 1);
    assert!(co.isa_version().unwrap().is_none());
    assert_eq!(co.symbols().len(), 6);
    assert!(co.dynamic_symbols().is_empty());
    assert!(co.symbol_by_name("extern_fn").is_none());
    let lds = co.symbols().iter().find(|s| s.name == "lds_var").unwrap();
    assert!(lds.is_lds());
    assert_eq!(lds.section(), None);
    assert_eq!(
        co.symbol_by_name("add").unwrap().binding,
        SymbolBinding::Global
    );
    assert_eq!(
        co.symbol_by_name("helper").unwrap().binding,
        SymbolBinding::Local
    );
    assert_eq!(co.symbol_by_name("helper").unwrap().visibility, 3);

    let md = co.metadata().unwrap().unwrap();
    assert_eq!(md.kernels.len(), 1);
    let ks = co.kernels().unwrap();
    assert_eq!(ks.len(), 1);
    let k = &ks[0];
    assert_eq!(k.name, "add");
    assert_eq!(k.symbol.name, "add.kd");
    assert_eq!(k.descriptor_address, 0x700);
    assert_eq!(k.entry, Some(0x1100));
    assert_eq!(k.code, Some(0x1100..0x116c));
    assert_eq!(k.function.map(|f| f.name), Some("add"));
    assert_eq!(k.metadata.map(|m| m.name.as_str()), Some("add"));
    assert_eq!(k.descriptor.compute_pgm_rsrc1(), 0xaf0145);
    assert_eq!(k.descriptor.compute_pgm_rsrc2(), 0x95);
    assert_eq!(k.descriptor.kernel_code_entry_byte_offset(), 0xa00);
    assert_eq!(k.descriptor.private_segment_fixed_size(), 32);
    assert_eq!(k.descriptor.group_segment_fixed_size(), 0);
    assert_eq!(k.descriptor.kernarg_size(), 16);

    let fs = co.functions();
    assert_eq!(
        fs.iter()
            .map(|f| (f.name, f.address, f.is_kernel))
            .collect::<Vec<_>>(),
        vec![("helper", 0x1000, false), ("add", 0x1100, true)]
    );
    assert_eq!(fs[1].range(), 0x1100..0x116c);
    assert_eq!(co.function_containing(0x1110).map(|f| f.name), Some("add"));
    assert_eq!(co.function_containing(0x1050), None);
}

#[test]
fn v5_relocatable_uses_section_offsets() {
    let mut b = ElfBuilder::new(1, 3, 0x53f);
    let text = b.section(".text", SHT_PROGBITS, ALLOC | EXEC, 0, vec![0u8; 0x200]);
    // In ET_REL the entry offset is a relocation target, so the raw field is 0.
    let mut rodata = kd(0, 1, 2);
    rodata.extend(kd(0, 3, 4));
    let ro = b.section(".rodata", SHT_PROGBITS, ALLOC, 0, rodata);
    b.symbol("add", 2, 1, text, 0x100, 0x6c);
    b.symbol("add.kd", 1, 1, ro, 0, 64);
    b.symbol("scale.kd", 1, 1, ro, 0x40, 64);
    let data = b.build();
    let co = CodeObject::parse(&data).unwrap();
    assert_eq!(co.kind(), FileKind::Relocatable);
    assert!(co.metadata().unwrap().is_none());
    let ks = co.kernels().unwrap();
    assert_eq!(ks.len(), 2);
    assert_eq!(
        (
            ks[0].name,
            ks[0].entry,
            ks[0].descriptor.compute_pgm_rsrc1()
        ),
        ("add", Some(0x100), 1)
    );
    assert_eq!(
        (ks[1].name, ks[1].entry, ks[1].code.clone()),
        ("scale", None, None)
    );
    assert_eq!(ks[1].descriptor.compute_pgm_rsrc2(), 4);
    assert!(ks[0].metadata.is_none());
}

pub(crate) fn v2_object() -> ElfBuilder {
    let mut b = ElfBuilder::new(3, 0, 0x12c);
    let mut notes = note(b"AMD", 1, &[2, 0, 0, 0, 1, 0, 0, 0]);
    notes.extend(note(b"AMD", 3, &isa_desc(9, 0, 1)));
    notes.extend(note(b"AMD", 11, b"amdgcn-amd-amdhsa--gfx901"));
    let mut yaml = V2_YAML.as_bytes().to_vec();
    yaml.push(0);
    notes.extend(note(b"AMD", 10, &yaml));
    b.section(".note", NOTE, ALLOC, 0x200, notes);
    let mut text = vec![0u8; 0x20]; // helper
    text.resize(0x100, 0);
    let mut akc = vec![0u8; 256];
    akc[16..24].copy_from_slice(&256i64.to_le_bytes());
    akc[48..52].copy_from_slice(&0x00af_0145u32.to_le_bytes());
    akc[52..56].copy_from_slice(&0x95u32.to_le_bytes());
    akc[103] = 6;
    text.extend(akc);
    text.resize(0x300, 0);
    let t = b.section(".text", SHT_PROGBITS, ALLOC | EXEC, 0x1b00, text);
    b.symbol("helper", 2, 0, t, 0x1b00, 0x20);
    b.symbol("add", STT_AMDGPU_HSA_KERNEL, 1, t, 0x1c00, 364);
    b
}

#[test]
fn v2_object_with_amd_kernel_code() {
    let data = v2_object().build();
    let co = CodeObject::parse(&data).unwrap();
    assert_eq!(co.version(), Some(CodeObjectVersion::V2));
    let isa = co.isa_version().unwrap().unwrap();
    assert_eq!((isa.major, isa.minor, isa.stepping), (9, 0, 1));
    assert_eq!(isa.target_id(), Some("gfx900:xnack+"));
    let md = co.metadata().unwrap().unwrap();
    assert_eq!(md.kernels[0].symbol, "add@kd");
    let ks = co.kernels().unwrap();
    assert_eq!(ks.len(), 1);
    let k = &ks[0];
    assert_eq!(k.name, "add");
    assert_eq!(k.symbol.kind, SymbolKind::AmdgpuHsaKernel);
    assert_eq!(k.entry, Some(0x1d00));
    assert_eq!(k.code, Some(0x1d00..0x1c00 + 364));
    assert!(k.function.is_none());
    assert_eq!(k.metadata.map(|m| m.sgpr_count), Some(Some(40)));
    match &k.descriptor {
        Descriptor::V2(akc) => {
            assert_eq!(akc.compute_pgm_rsrc1, 0x00af_0145);
            assert_eq!(akc.wavefront_lanes(), Some(64));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(k.descriptor.compute_pgm_rsrc2(), 0x95);
    assert_eq!(k.descriptor.kernel_code_entry_byte_offset(), 256);
    let fs = co.functions();
    assert_eq!(
        fs.iter()
            .map(|f| (f.name, f.address, f.size, f.is_kernel))
            .collect::<Vec<_>>(),
        vec![
            ("helper", 0x1b00, 0x20, false),
            ("add", 0x1d00, 364 - 256, true)
        ]
    );
}

#[test]
fn early_v3_without_abi_version() {
    let mut b = ElfBuilder::new(3, 0, 0x2f);
    b.section(
        ".note",
        NOTE,
        ALLOC,
        0x200,
        note(b"AMDGPU", 32, &msgpack(&sample_v5())),
    );
    let built = b.build();
    let co = CodeObject::parse(&built).unwrap();
    assert_eq!(co.version(), Some(CodeObjectVersion::V3));
    for (abi, v) in [
        (1, CodeObjectVersion::V3),
        (2, CodeObjectVersion::V4),
        (4, CodeObjectVersion::V6),
    ] {
        let mut b = ElfBuilder::new(3, abi, 0x2f);
        b.section(".text", SHT_PROGBITS, ALLOC | EXEC, 0x1000, vec![0; 4]);
        assert_eq!(CodeObject::parse(&b.build()).unwrap().version(), Some(v));
    }
    for (os, expect) in [(0u8, OsAbi::None), (65, OsAbi::Pal), (66, OsAbi::Mesa3d)] {
        let mut b = ElfBuilder::new(1, 0, 0x2f);
        b.os_abi = os;
        let built = b.build();
        let co = CodeObject::parse(&built).unwrap();
        assert_eq!((co.os_abi(), co.version()), (expect, None));
    }
}

#[test]
fn header_errors() {
    let good = v5_shared().build();
    assert_eq!(CodeObject::parse(b"MZ\x90\x00").unwrap_err(), Error::NotElf);
    assert_eq!(
        CodeObject::parse(b"").unwrap_err(),
        Error::Truncated {
            container: Container::Elf,
            what: "ELF64 header",
            offset: 0,
            needed: 64,
            available: 0
        }
    );
    assert!(matches!(
        CodeObject::parse(&good[..63]).unwrap_err(),
        Error::Truncated { available: 63, .. }
    ));
    let mut d = good.clone();
    d[4] = 1;
    assert_eq!(CodeObject::parse(&d).unwrap_err(), Error::NotElf64(1));
    let mut d = good.clone();
    d[5] = 2;
    assert_eq!(
        CodeObject::parse(&d).unwrap_err(),
        Error::NotLittleEndian(2)
    );
    let mut b = v5_shared();
    b.machine = 62;
    let e = CodeObject::parse(&b.build()).unwrap_err();
    assert_eq!(e, Error::WrongMachine(62));
    assert!(e.to_string().contains("EM_AMDGPU (224)"));
    let mut b = v5_shared();
    b.e_type = 2;
    assert_eq!(
        CodeObject::parse(&b.build()).unwrap_err(),
        Error::WrongFileType(2)
    );
    let mut b = v5_shared();
    b.os_abi = 3;
    assert_eq!(
        CodeObject::parse(&b.build()).unwrap_err(),
        Error::UnknownOsAbi(3)
    );
    let mut b = v5_shared();
    b.abi_version = 9;
    assert_eq!(
        CodeObject::parse(&b.build()).unwrap_err(),
        Error::UnknownAbiVersion {
            os_abi: 64,
            abi_version: 9
        }
    );
    let mut b = v5_shared();
    b.os_abi = 65;
    b.abi_version = 1;
    assert_eq!(
        CodeObject::parse(&b.build()).unwrap_err(),
        Error::UnknownAbiVersion {
            os_abi: 65,
            abi_version: 1
        }
    );
    // section table beyond the file
    let mut d = good.clone();
    d[40..48].copy_from_slice(&0xffff_ffffu64.to_le_bytes());
    assert!(matches!(
        CodeObject::parse(&d).unwrap_err(),
        Error::Elf { .. }
    ));
}

#[test]
fn note_overrun_is_an_error() {
    let mut b = v5_shared();
    let mut n = note(b"AMDGPU", 32, &[0x80]);
    n[4..8].copy_from_slice(&100u32.to_le_bytes());
    b.sections[0].data = n;
    let e = CodeObject::parse(&b.build()).unwrap_err();
    assert!(
        matches!(&e, Error::NoteOverrun { section, .. } if section == ".note"),
        "{e}"
    );
}

#[test]
fn bad_metadata_keeps_the_code_object() {
    let mut b = v5_shared();
    b.sections[0].data = note(b"AMDGPU", 32, &[0x81, 0xa1]);
    let data = b.build();
    let co = CodeObject::parse(&data).unwrap();
    assert!(matches!(co.metadata(), Err(Error::MetadataEncoding { .. })));
    let ks = co.kernels().unwrap();
    assert_eq!(ks.len(), 1);
    assert!(ks[0].metadata.is_none());
}

#[test]
fn kernel_descriptor_outside_its_section() {
    let mut b = v5_shared();
    b.symbols[2].value = 0x720; // 0x720 + 64 > 0x740
    let data = b.build();
    let co = CodeObject::parse(&data).unwrap();
    let e = co.kernels().unwrap_err();
    assert!(
        matches!(&e, Error::SymbolOutsideSection { symbol, section, .. } if symbol == "add.kd" && section == ".rodata"),
        "{e}"
    );
    let mut b = v5_shared();
    b.symbols[2].value = 0x10; // below the section's address
    assert!(matches!(
        CodeObject::parse(&b.build()).unwrap().kernels(),
        Err(Error::SymbolOutsideSection { .. })
    ));
    let mut b = v5_shared();
    b.symbols[2].shndx = 4; // .bss
    let e = CodeObject::parse(&b.build())
        .unwrap()
        .kernels()
        .unwrap_err();
    assert!(
        matches!(
            e,
            Error::BadSymbolSection {
                reason: "has no file bytes (SHT_NOBITS)",
                ..
            }
        ),
        "{e}"
    );
    let mut b = v5_shared();
    b.symbols[2].shndx = 99;
    let built = b.build();
    let e = CodeObject::parse(&built);
    // object may reject the bad index itself; either way an error, never a panic
    if let Ok(co) = e {
        assert!(matches!(
            co.kernels(),
            Err(Error::BadSymbolSection {
                reason: "does not exist",
                ..
            })
        ));
    }
    let co_data = v5_shared().build();
    let co = CodeObject::parse(&co_data).unwrap();
    let undefined = co.symbols().iter().find(|s| s.name == "extern_fn").unwrap();
    assert!(matches!(
        co.symbol_bytes(undefined, 4),
        Err(Error::BadSymbolSection { .. })
    ));
    // a V2 kernel symbol too close to the end of .text
    let mut b = v2_object();
    b.symbols[1].value = 0x1b00 + 0x300 - 100;
    let e = CodeObject::parse(&b.build())
        .unwrap()
        .kernels()
        .unwrap_err();
    assert!(matches!(e, Error::SymbolOutsideSection { .. }));
}

/// One broken kernel descriptor fails `kernels()` but not the lookup of another kernel.
#[test]
fn one_kernel_is_read_alone() {
    let mut b = v5_shared();
    // A second kernel whose descriptor runs past the end of .rodata.
    b.symbol("broken.kd", 1, 1, 2, 0x720, 64);
    let data = b.build();
    let co = CodeObject::parse(&data).unwrap();
    assert_eq!(co.kernel_names(), ["add", "broken"]);
    assert!(matches!(
        co.kernels(),
        Err(Error::SymbolOutsideSection { .. })
    ));
    let add = co.kernel("add").unwrap().unwrap();
    assert_eq!(add.entry, Some(0x1100));
    assert!(co.kernel("broken").is_err());
    assert!(co.kernel("missing").unwrap().is_none());
}

#[test]
fn names_must_be_utf8() {
    let mut data = v5_shared().build();
    // find "helper\0" in .strtab and break it
    let pos = data.windows(7).position(|w| w == b"helper\0").unwrap();
    data[pos] = 0xff;
    assert!(matches!(
        CodeObject::parse(&data),
        Err(Error::BadName {
            what: "symbol",
            index: 1
        })
    ));
    let mut data = v5_shared().build();
    let pos = data.windows(8).rposition(|w| w == b".rodata\0").unwrap();
    data[pos + 1] = 0xff;
    assert!(matches!(
        CodeObject::parse(&data),
        Err(Error::BadName {
            what: "section",
            ..
        })
    ));
}

/// Every prefix and many single-byte corruptions of synthesised objects give Ok or Err.
#[test]
fn truncation_and_corruption_never_panic() {
    for data in [v5_shared().build(), v2_object().build()] {
        for len in 0..data.len() {
            walk(&data[..len]);
            if let Err(e) = CodeObject::parse(&data[..len]) {
                assert_names_a_place(&e.to_string(), len);
            }
        }
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..3000 {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let mut d = data.clone();
            let i = (rng % d.len() as u64) as usize;
            d[i] = (rng >> 32) as u8;
            walk(&d);
        }
    }
}

/// An error about a truncated object says where: an offset, an ELF field or a named section.
pub(crate) fn assert_names_a_place(message: &str, len: usize) {
    assert!(
        ["offset", "0x", "e_", "`", "index"]
            .iter()
            .any(|place| message.contains(place)),
        "{len} bytes: `{message}` names no offset, field or section"
    );
}

/// Parses and walks everything a user of the API would touch.
pub(crate) fn walk(data: &[u8]) {
    if let Ok(co) = CodeObject::parse(data) {
        let _ = co.metadata();
        let _ = co.isa_version();
        if let Ok(ks) = co.kernels() {
            for k in ks {
                let _ = (
                    k.descriptor.compute_pgm_rsrc1(),
                    k.descriptor.kernel_code_entry_byte_offset(),
                );
            }
        }
        for f in co.functions() {
            let _ = co.function_containing(f.address);
        }
        for s in co.symbols() {
            let _ = co.symbol_bytes(s, 8);
        }
    }
}
