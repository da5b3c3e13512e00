use super::*;
use crate::testelf::{ElfBuilder, ALLOC, EXEC, SHT_PROGBITS};

fn inner_elf(config: &[(u32, u32)]) -> Vec<u8> {
    let mut b = ElfBuilder::new(1, 0, 0);
    b.os_abi = 0;
    let t = b.section(".text", SHT_PROGBITS, ALLOC | EXEC, 0, vec![0u8; 0x200]);
    let cfg: Vec<u8> = config
        .iter()
        .flat_map(|(a, v)| a.to_le_bytes().into_iter().chain(v.to_le_bytes()))
        .collect();
    b.section(".AMDGPU.config", SHT_PROGBITS, 0, 0, cfg);
    b.symbol("local_label", 0, 0, t, 0x10, 0);
    b.symbol("first", 0, 1, t, 0, 0);
    b.symbol("second", 0, 1, t, 0x100, 0);
    b.build()
}

fn container(kernels: &[(&str, u32, usize)], elf: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend((kernels.len() as u32).to_le_bytes());
    for (name, offset, nargs) in kernels {
        out.extend((name.len() as u32).to_le_bytes());
        out.extend(name.as_bytes());
        out.extend(0u32.to_le_bytes());
        out.extend(offset.to_le_bytes());
        out.extend((*nargs as u32).to_le_bytes());
        for i in 0..*nargs {
            for f in [2u32, 8, 8, 8, i as u32 & 1, 0] {
                out.extend(f.to_le_bytes());
            }
        }
    }
    out.extend(1u32.to_le_bytes());
    let size = elf.len() as u32;
    for f in [0u32, 0, size, size + 4, size] {
        out.extend(f.to_le_bytes());
    }
    out.extend(elf);
    out
}

const CONFIG: [(u32, u32); 10] = [
    (0xB848, 0x000c_0080),
    (0xB84C, 0x0000_1788),
    (0xB860, 0),
    (4, 0),
    (8, 0),
    (0xB848, 0x000c_0041),
    (0xB84C, 0x0001_0090),
    (0xB860, 0x1000),
    (4, 2),
    (8, 0),
];

#[test]
fn parses_kernels_and_prog_info() {
    let elf = inner_elf(&CONFIG);
    let data = container(&[("first", 0, 2), ("second", 0x100, 0)], &elf);
    let g = GalliumBinary::parse(&data).unwrap();
    assert_eq!(g.kernels.len(), 2);
    assert_eq!(g.sections.len(), 1);
    assert_eq!(g.elf(), &elf[..]);
    let k = &g.kernels[0];
    assert_eq!((k.name, k.offset, k.args.len()), ("first", 0, 2));
    assert_eq!(
        k.args[1],
        GalliumArg {
            arg_type: 2,
            size: 8,
            target_size: 8,
            target_align: 8,
            sign_extended: true,
            semantic: 0
        }
    );
    assert_eq!(k.prog_info.len(), 5);
    assert_eq!(k.register(COMPUTE_PGM_RSRC1), Some(0x000c_0080));
    assert_eq!(k.prog_info[0].name(), Some("COMPUTE_PGM_RSRC1"));
    assert_eq!(k.prog_info[1].name(), Some("COMPUTE_PGM_RSRC2"));
    assert_eq!(k.prog_info[2].name(), Some("COMPUTE_TMPRING_SIZE"));
    assert_eq!(k.prog_info[3].name(), Some("SPILLED_SGPRS"));
    assert_eq!(
        ProgInfoEntry {
            address: 0x1234,
            value: 0
        }
        .name(),
        None
    );
    let k2 = &g.kernels[1];
    assert_eq!(k2.register(COMPUTE_TMPRING_SIZE), Some(0x1000));
    assert_eq!(k2.lds_size_granules(), Some(2));
    // The inner ELF opens as a code object too.
    let co = crate::CodeObject::parse(g.elf()).unwrap();
    assert_eq!(co.os_abi(), crate::OsAbi::None);
    assert!(co.section_by_name(".AMDGPU.config").is_some());
}

#[test]
fn three_entry_prog_info_and_missing_config() {
    let elf = inner_elf(&[
        (0xB848, 1),
        (0xB84C, 2),
        (0xB860, 3),
        (0xB848, 4),
        (0xB84C, 5),
        (0xB860, 6),
    ]);
    let data = container(&[("second", 0x100, 0)], &elf);
    let g = GalliumBinary::parse(&data).unwrap();
    assert_eq!(g.kernels[0].prog_info.len(), 3);
    assert_eq!(g.kernels[0].register(COMPUTE_PGM_RSRC1), Some(4));
    // no .AMDGPU.config: kernels without ProgInfo
    let mut b = ElfBuilder::new(1, 0, 0);
    b.section(".text", SHT_PROGBITS, ALLOC | EXEC, 0, vec![0u8; 16]);
    let data = container(&[("k", 0, 0)], &b.build());
    let g = GalliumBinary::parse(&data).unwrap();
    assert!(g.kernels[0].prog_info.is_empty());
    assert_eq!(g.kernels[0].lds_size_granules(), None);
}

#[test]
fn errors() {
    let elf = inner_elf(&CONFIG);
    let data = container(&[("first", 0, 2), ("second", 0x100, 0)], &elf);
    for cut in [0, 3, 6, 10, 20, 30, 60, 80, 95, data.len() - 1] {
        let e = GalliumBinary::parse(&data[..cut]).unwrap_err();
        assert!(
            matches!(
                e,
                Error::Truncated {
                    container: Container::Gallium,
                    ..
                }
            ),
            "{cut}: {e}"
        );
    }
    // size fields disagree
    let mut bad = data.clone();
    let hdr = data.len() - elf.len() - 20;
    bad[hdr + 12] ^= 1;
    assert!(matches!(
        GalliumBinary::parse(&bad),
        Err(Error::Gallium { .. })
    ));
    // no ELF
    let mut no_elf = data.clone();
    no_elf[hdr + 20] = 0;
    assert!(GalliumBinary::parse(&no_elf)
        .unwrap_err()
        .to_string()
        .contains("no text section"));
    // non-UTF-8 name
    let mut bad = data.clone();
    bad[8] = 0xff;
    assert!(matches!(
        GalliumBinary::parse(&bad),
        Err(Error::Gallium { offset: 8, .. })
    ));
    // config size not a multiple of 8 per kernel
    let elf = inner_elf(&CONFIG[..9]);
    let odd = container(&[("first", 0, 0)], &elf);
    let mut elf_bytes = elf.clone();
    // shrink: 9 entries over 2 symbols
    let e = GalliumBinary::parse(&odd).unwrap_err();
    assert!(e.to_string().contains(".AMDGPU.config"), "{e}");
    elf_bytes.truncate(10);
    assert!(GalliumBinary::parse(&container(&[("k", 0, 0)], &elf_bytes)).is_err());
}

#[test]
fn arbitrary_prefixes_never_panic() {
    let data = container(
        &[("first", 0, 2), ("second", 0x100, 0)],
        &inner_elf(&CONFIG),
    );
    for len in 0..data.len() {
        if let Err(e) = GalliumBinary::parse(&data[..len]) {
            crate::elf::tests::assert_names_a_place(&e.to_string(), len);
        }
    }
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..2000 {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let mut d = data.clone();
        let i = (rng % d.len() as u64) as usize;
        d[i] = (rng >> 24) as u8;
        if let Err(e) = GalliumBinary::parse(&d) {
            crate::elf::tests::assert_names_a_place(&e.to_string(), d.len());
        }
    }
}
