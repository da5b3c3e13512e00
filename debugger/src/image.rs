//! A loaded code object as the debugger needs it: the parsed ELF, its `.debug_*` sections
//! with relocations applied, the unwinder's [`Code`] and the DWARF reader.

use std::borrow::Cow;
use std::collections::HashMap;

use codeobj::CodeObject;
use dwarf_ext::debuginfo::{DebugInfo, LoadOptions, ReadError};
use unwind::{Code, FrameSection, Function, SectionKind};

/// A code object and its relocated debugging sections.
pub struct Image<'a> {
    /// A name for messages (a path).
    pub name: String,
    /// The parsed code object.
    pub code_object: CodeObject<'a>,
    /// `.debug_*` sections, relocated (borrowed unchanged for linked objects).
    sections: HashMap<String, Cow<'a, [u8]>>,
}

impl<'a> Image<'a> {
    /// Parses a code object (ELF bytes).
    pub fn parse(name: impl Into<String>, bytes: &'a [u8]) -> Result<Image<'a>, String> {
        let co = CodeObject::parse(bytes).map_err(|e| e.to_string())?;
        let mut sections = HashMap::new();
        for s in co.sections() {
            if s.name.starts_with(".debug_") && !sections.contains_key(s.name) {
                let data =
                    codeobj::reloc::relocated_section(&co, s.name).unwrap_or(Cow::Borrowed(s.data));
                sections.insert(s.name.to_string(), data);
            }
        }
        Ok(Image {
            name: name.into(),
            code_object: co,
            sections,
        })
    }

    /// A (relocated) debugging section.
    pub fn section(&self, name: &str) -> Option<&[u8]> {
        self.sections.get(name).map(|c| c.as_ref())
    }

    /// The processor the code is for.
    pub fn processor(&self) -> Option<&'static amdgpu::Processor> {
        self.code_object.target_id().ok().map(|t| t.processor)
    }

    /// The functions (symbols) in the unwinder's form, sorted by start.
    pub fn functions(&self) -> Vec<Function> {
        let mut f: Vec<Function> = self
            .code_object
            .functions()
            .iter()
            .map(|f| Function {
                name: f.name.to_string(),
                start: f.address,
                end: f.address.saturating_add(f.size),
                is_kernel: f.is_kernel,
            })
            .collect();
        f.sort_by_key(|f| (f.start, f.end));
        f
    }

    /// The executable sections: (ELF address, bytes).
    pub fn executable_sections(&self) -> Vec<(u64, &'a [u8])> {
        self.code_object
            .sections()
            .iter()
            .filter(|s| s.is_executable())
            .map(|s| (s.address, s.data))
            .collect()
    }

    /// The unwinder's view of the code object, loaded at `bias` (wave address = ELF address
    /// + bias).
    pub fn code(&self, bias: u64) -> Result<Code<'_>, String> {
        let processor = self
            .processor()
            .ok_or_else(|| format!("{}: unknown processor", self.name))?;
        let frame = self
            .section(".debug_frame")
            .map(|d| FrameSection::new(d, SectionKind::DebugFrame));
        let text = self.executable_sections();
        Ok(Code::new(
            self.name.clone(),
            processor,
            bias,
            frame,
            text,
            self.functions(),
        ))
    }

    /// The DWARF of the code object.
    pub fn debug_info(&self) -> Result<DebugInfo<'_>, ReadError> {
        let options = LoadOptions {
            processor: self.processor(),
            ..LoadOptions::default()
        };
        DebugInfo::load(
            |name| match self.sections.get(name) {
                Some(d) => Some(d.as_ref()),
                None => self.code_object.section_by_name(name).map(|s| s.data),
            },
            options,
        )
    }
}
