//! Tab completion: commands, `info` subcommands, functions and source files for locations,
//! variables in scope and registers for expressions.

use super::table::{info_names, lookup, Completes, COMMANDS};
use super::Interpreter;

impl Interpreter {
    /// Completions for `line` with the cursor at byte `pos`: the byte offset where the word
    /// being completed starts, and the candidates, sorted.
    pub fn complete(&mut self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let line = line.get(..pos).unwrap_or(line);
        let start = line
            .rfind(|c: char| c.is_whitespace() || "(*&!,[+-/=<>".contains(c))
            .map_or(0, |i| i + 1);
        let word = &line[start..];
        let before: Vec<&str> = line[..start].split_whitespace().collect();
        let completes = match before.first() {
            None => Completes::Commands,
            Some(w) => match lookup(w) {
                Ok(c) if c.name == "info" && before.len() > 1 => Completes::Expressions,
                Ok(c) if c.name == "help" => Completes::Commands,
                Ok(c) => c.completes,
                Err(_) => return (start, Vec::new()),
            },
        };
        let mut out: Vec<String> = match completes {
            // gdb completes symbols after any other command too.
            Completes::Nothing | Completes::Expressions => self.names_in_scope(word),
            Completes::Commands if before.is_empty() => COMMANDS
                .iter()
                .flat_map(|c| {
                    std::iter::once(c.name).chain(c.aliases.iter().copied().filter(|a| a.len() > 1))
                })
                .filter(|n| n.starts_with(word))
                .map(str::to_string)
                .collect(),
            Completes::Commands => COMMANDS
                .iter()
                .map(|c| c.name)
                .filter(|n| n.starts_with(word))
                .map(str::to_string)
                .collect(),
            Completes::InfoSubcommands => info_names()
                .filter(|n| n.starts_with(word))
                .map(str::to_string)
                .collect(),
            Completes::Locations => self.locations_starting(word),
        };
        out.sort();
        out.dedup();
        (start, out)
    }

    /// Function names and `FILE:` prefixes of every loaded module.
    fn locations_starting(&self, word: &str) -> Vec<String> {
        let mut v = Vec::new();
        for (_, m) in self.engine.loaded_modules() {
            for f in &m.functions {
                let n = m.display_name(&f.name);
                let n = n.split('(').next().unwrap_or(n);
                if n.starts_with(word) {
                    v.push(n.to_string());
                }
            }
            for f in &m.lines().files {
                let base = f.name.rsplit('/').next().unwrap_or(&f.name);
                for n in [f.name.as_str(), base] {
                    if n.starts_with(word) {
                        v.push(format!("{n}:"));
                    }
                }
            }
        }
        v
    }

    /// Variables visible at the selected frame (and registers and convenience variables
    /// when the word starts with `$`).
    fn names_in_scope(&mut self, word: &str) -> Vec<String> {
        if let Some(r) = word.strip_prefix('$') {
            let user: Vec<String> = self
                .engine
                .user_variables()
                .convenience
                .keys()
                .cloned()
                .collect();
            return amdgpu::Register::all()
                .map(|x| x.to_string())
                .chain(user)
                .chain(
                    crate::engine::LANE_CONVENIENCE
                        .iter()
                        .map(|s| s.to_string()),
                )
                .map(|n| format!("${n}"))
                .filter(|n| n[1..].starts_with(r))
                .collect();
        }
        let Some(f) = self.engine.focus() else {
            return Vec::new();
        };
        let Ok(Some(scope)) = self.engine.frame_scope(f.frame) else {
            return Vec::new();
        };
        scope
            .variables
            .iter()
            .filter_map(|v| v.name.clone())
            .filter(|n| n.starts_with(word))
            .collect()
    }
}
