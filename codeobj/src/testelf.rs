//! A small ELF64 writer for unit tests: full control over every field, so tests can build
//! both well-formed code objects and the broken ones each error path needs.

pub(crate) struct Sec {
    pub name: String,
    pub sh_type: u32,
    pub flags: u64,
    pub addr: u64,
    pub data: Vec<u8>,
    pub align: u64,
    /// Overrides `sh_size` (e.g. for NOBITS or to lie about the size).
    pub size: Option<u64>,
}

pub(crate) struct TSym {
    pub name: String,
    pub kind: u8,
    pub bind: u8,
    pub other: u8,
    pub shndx: u16,
    pub value: u64,
    pub size: u64,
}

pub(crate) struct ElfBuilder {
    pub e_type: u16,
    pub machine: u16,
    pub os_abi: u8,
    pub abi_version: u8,
    pub e_flags: u32,
    pub sections: Vec<Sec>,
    pub symbols: Vec<TSym>,
}

pub(crate) const SHT_PROGBITS: u32 = 1;
pub(crate) const SHT_NOTE: u32 = 7;
pub(crate) const SHT_NOBITS: u32 = 8;
pub(crate) const ALLOC: u64 = 2;
pub(crate) const EXEC: u64 = 4;

impl ElfBuilder {
    pub(crate) fn new(e_type: u16, abi_version: u8, e_flags: u32) -> Self {
        ElfBuilder {
            e_type,
            machine: 224,
            os_abi: 64,
            abi_version,
            e_flags,
            sections: Vec::new(),
            symbols: Vec::new(),
        }
    }

    /// Adds a section; returns its index (the null section is 0).
    pub(crate) fn section(
        &mut self,
        name: &str,
        sh_type: u32,
        flags: u64,
        addr: u64,
        data: Vec<u8>,
    ) -> u16 {
        self.sections.push(Sec {
            name: name.into(),
            sh_type,
            flags,
            addr,
            data,
            align: 8,
            size: None,
        });
        self.sections.len() as u16
    }

    pub(crate) fn symbol(
        &mut self,
        name: &str,
        kind: u8,
        bind: u8,
        shndx: u16,
        value: u64,
        size: u64,
    ) {
        self.symbols.push(TSym {
            name: name.into(),
            kind,
            bind,
            other: 3,
            shndx,
            value,
            size,
        });
    }

    pub(crate) fn build(&self) -> Vec<u8> {
        let mut out = vec![0u8; 64];
        let mut headers: Vec<[u8; 64]> = vec![[0; 64]];
        let mut shstrtab = vec![0u8];
        let name_off = |shstrtab: &mut Vec<u8>, n: &str| {
            let o = shstrtab.len() as u32;
            shstrtab.extend(n.as_bytes());
            shstrtab.push(0);
            o
        };
        let place = |out: &mut Vec<u8>, data: &[u8], align: u64| {
            let a = align.max(1) as usize;
            while !out.len().is_multiple_of(a) {
                out.push(0);
            }
            let off = out.len() as u64;
            out.extend(data);
            off
        };
        #[allow(clippy::too_many_arguments)]
        fn hdr(
            name: u32,
            ty: u32,
            flags: u64,
            addr: u64,
            off: u64,
            size: u64,
            link: u32,
            info: u32,
            align: u64,
            entsize: u64,
        ) -> [u8; 64] {
            let mut h = [0u8; 64];
            h[0..4].copy_from_slice(&name.to_le_bytes());
            h[4..8].copy_from_slice(&ty.to_le_bytes());
            h[8..16].copy_from_slice(&flags.to_le_bytes());
            h[16..24].copy_from_slice(&addr.to_le_bytes());
            h[24..32].copy_from_slice(&off.to_le_bytes());
            h[32..40].copy_from_slice(&size.to_le_bytes());
            h[40..44].copy_from_slice(&link.to_le_bytes());
            h[44..48].copy_from_slice(&info.to_le_bytes());
            h[48..56].copy_from_slice(&align.to_le_bytes());
            h[56..64].copy_from_slice(&entsize.to_le_bytes());
            h
        }
        for s in &self.sections {
            let n = name_off(&mut shstrtab, &s.name);
            let off = if s.sh_type == SHT_NOBITS {
                out.len() as u64
            } else {
                place(&mut out, &s.data, s.align)
            };
            let size = s.size.unwrap_or(s.data.len() as u64);
            headers.push(hdr(
                n, s.sh_type, s.flags, s.addr, off, size, 0, 0, s.align, 0,
            ));
        }
        if !self.symbols.is_empty() {
            let mut strtab = vec![0u8];
            let mut symtab = vec![0u8; 24];
            let mut first_global =
                1 + self.symbols.iter().take_while(|s| s.bind == 0).count() as u32;
            if self
                .symbols
                .iter()
                .skip_while(|s| s.bind == 0)
                .any(|s| s.bind == 0)
            {
                first_global = 1;
            }
            for s in &self.symbols {
                let o = strtab.len() as u32;
                strtab.extend(s.name.as_bytes());
                strtab.push(0);
                let mut e = [0u8; 24];
                e[0..4].copy_from_slice(&o.to_le_bytes());
                e[4] = (s.bind << 4) | s.kind;
                e[5] = s.other;
                e[6..8].copy_from_slice(&s.shndx.to_le_bytes());
                e[8..16].copy_from_slice(&s.value.to_le_bytes());
                e[16..24].copy_from_slice(&s.size.to_le_bytes());
                symtab.extend(e);
            }
            let symtab_index = headers.len() as u32;
            let n = name_off(&mut shstrtab, ".symtab");
            let off = place(&mut out, &symtab, 8);
            headers.push(hdr(
                n,
                2,
                0,
                0,
                off,
                symtab.len() as u64,
                symtab_index + 1,
                first_global,
                8,
                24,
            ));
            let n = name_off(&mut shstrtab, ".strtab");
            let off = place(&mut out, &strtab, 1);
            headers.push(hdr(n, 3, 0, 0, off, strtab.len() as u64, 0, 0, 1, 0));
        }
        let shstrndx = headers.len() as u16;
        let n = name_off(&mut shstrtab, ".shstrtab");
        let off = place(&mut out, &shstrtab.clone(), 1);
        headers.push(hdr(n, 3, 0, 0, off, shstrtab.len() as u64, 0, 0, 1, 0));
        let shoff = place(&mut out, &[], 8);
        for h in &headers {
            out.extend(h);
        }
        let e = &mut out[..64];
        e[0..4].copy_from_slice(b"\x7fELF");
        e[4] = 2;
        e[5] = 1;
        e[6] = 1;
        e[7] = self.os_abi;
        e[8] = self.abi_version;
        e[16..18].copy_from_slice(&self.e_type.to_le_bytes());
        e[18..20].copy_from_slice(&self.machine.to_le_bytes());
        e[20..24].copy_from_slice(&1u32.to_le_bytes());
        e[40..48].copy_from_slice(&shoff.to_le_bytes());
        e[48..52].copy_from_slice(&self.e_flags.to_le_bytes());
        e[52..54].copy_from_slice(&64u16.to_le_bytes());
        e[54..56].copy_from_slice(&56u16.to_le_bytes());
        e[58..60].copy_from_slice(&64u16.to_le_bytes());
        e[60..62].copy_from_slice(&(headers.len() as u16).to_le_bytes());
        e[62..64].copy_from_slice(&shstrndx.to_le_bytes());
        out
    }
}
