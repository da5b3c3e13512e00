//! Symbols by address and addresses by name, from the loaded code objects' ELF symbol
//! tables (gdb's minimal symbols): `info symbol ADDR` and `info address NAME`.

use codeobj::elf::SymbolKind;

use super::session::Session;

/// The ELF symbol an address is in (gdb's `info symbol`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolAt {
    /// The symbol's name as gdb prints it (demangled, with parameters).
    pub name: String,
    /// The address's offset from the symbol's start.
    pub offset: u64,
    /// The section holding the symbol (`.text`).
    pub section: String,
    /// The code object's URI.
    pub objfile: String,
}

/// What an ELF symbol is, by name (gdb's `info address`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SymbolAddress {
    /// A function (a kernel or device function) at this loaded address.
    Function {
        /// Its name as gdb prints it.
        name: String,
        /// Its loaded address.
        address: u64,
    },
    /// A data object (a global) in static storage at this loaded address.
    Static {
        /// Its name.
        name: String,
        /// Its loaded address.
        address: u64,
    },
}

impl Session {
    /// The function or data symbol of a loaded code object that holds loaded address
    /// `address` (the nearest one starting at or before it, within its size), if any.
    pub fn symbol_at(&self, address: u64) -> Option<SymbolAt> {
        for (_, m) in self.loaded_modules() {
            let Some(elf) = address.checked_sub(m.load_base) else {
                continue;
            };
            let co = &m.image.code_object;
            let best = co
                .symbols()
                .iter()
                .filter(|s| matches!(s.kind, SymbolKind::Func | SymbolKind::Object))
                .filter(|s| s.section().is_some() && !s.name.is_empty())
                .filter(|s| s.value <= elf && elf < s.value + s.size.max(1))
                .max_by_key(|s| s.value);
            if let Some(s) = best {
                let section = co
                    .sections()
                    .iter()
                    .find(|x| Some(x.index) == s.section())
                    .map_or("?", |x| x.name);
                return Some(SymbolAt {
                    name: m.display_name(s.name).to_string(),
                    offset: elf - s.value,
                    section: section.to_string(),
                    objfile: m.uri.clone(),
                });
            }
        }
        None
    }

    /// The function or data symbol called `name` (its symbol, or its demangled name with
    /// or without parameters) in the loaded code objects.
    pub fn symbol_address(&self, name: &str) -> Option<SymbolAddress> {
        for (_, m) in self.loaded_modules() {
            let hit = m.image.code_object.symbols().iter().find(|s| {
                matches!(s.kind, SymbolKind::Func | SymbolKind::Object)
                    && s.section().is_some()
                    && m.names_function(s.name, name)
            });
            if let Some(s) = hit {
                let shown = m.display_name(s.name).to_string();
                let address = s.value + m.load_base;
                return Some(match s.kind {
                    SymbolKind::Func => SymbolAddress::Function {
                        name: shown,
                        address,
                    },
                    _ => SymbolAddress::Static {
                        name: shown,
                        address,
                    },
                });
            }
        }
        None
    }
}
