//! The line tables as an address index: the rows of one unit or of several, sorted by address
//! and searched by bisection.
//!
//! [`crate::debuginfo::DebugInfo`] walks the line programs (the one walker of them), names
//! each file by one rule (`DebugInfo::line_file_path`) and builds these indexes
//! (`DebugInfo::line_index`, `DebugInfo::combined_line_index`). Addresses are ELF addresses:
//! a caller that runs the code at a load base subtracts it before asking.

use std::collections::BTreeMap;
use std::ops::Range;

/// One row of a unit's line table, as the line-program walker reads it, in table order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    /// The row's address.
    pub address: u64,
    /// The file index (resolve with [`crate::debuginfo::DebugInfo::line_file`]).
    pub file: u64,
    /// 1-based line (0: none).
    pub line: u64,
    /// Column (0: none).
    pub column: u64,
    /// `is_stmt`.
    pub is_stmt: bool,
    /// `prologue_end`: where a breakpoint on the function goes.
    pub prologue_end: bool,
    /// The row ends its sequence.
    pub end_sequence: bool,
    /// Sequence number within the unit.
    pub sequence: u32,
}

/// One row of the line index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineRow {
    /// ELF address of the row.
    pub address: u64,
    /// Index into [`LineIndex::files`].
    pub file: u32,
    /// 1-based line (0: no line).
    pub line: u32,
    /// 1-based column (0: none).
    pub column: u32,
    /// `is_stmt`: a recommended breakpoint location.
    pub is_stmt: bool,
    /// `prologue_end`.
    pub prologue_end: bool,
    /// The row ends a sequence (its address is one past the sequence's last byte).
    pub end_sequence: bool,
}

/// A source file named by the line tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    /// The name as the file entry records it (`src/arith.cl`): what gdb shows.
    pub name: String,
    /// The name under its directory (`./src/arith.cl`), llvm-dwarfdump's absolute-path form.
    pub path: String,
    /// The embedded source (`DW_LNCT_LLVM_source`), if any.
    pub embedded: Option<String>,
}

/// Line-table rows sorted by address, and the files they name.
#[derive(Debug, Default)]
pub struct LineIndex {
    /// Rows by address (sequences concatenated; each ends with an `end_sequence` row).
    pub rows: Vec<LineRow>,
    /// Distinct source files, by path.
    pub files: Vec<SourceFile>,
}

impl LineIndex {
    /// The index of the rows of some units: each unit's rows in table order, with what each of
    /// its file indexes names. Files of the same path are one file.
    pub fn build<'r, F>(units: impl IntoIterator<Item = (&'r [Row], F)>) -> LineIndex
    where
        F: FnMut(u64) -> SourceFile,
    {
        let mut index = LineIndex::default();
        let mut file_ids: BTreeMap<String, u32> = BTreeMap::new();
        for (rows, mut name_file) in units {
            let mut unit_files: BTreeMap<u64, u32> = BTreeMap::new();
            for r in rows {
                let file = *unit_files.entry(r.file).or_insert_with(|| {
                    let f = name_file(r.file);
                    *file_ids.entry(f.path.clone()).or_insert_with(|| {
                        index.files.push(f);
                        index.files.len() as u32 - 1
                    })
                });
                index.rows.push(LineRow {
                    address: r.address,
                    file,
                    line: r.line.min(u64::from(u32::MAX)) as u32,
                    column: r.column.min(u64::from(u32::MAX)) as u32,
                    is_stmt: r.is_stmt,
                    prologue_end: r.prologue_end,
                    end_sequence: r.end_sequence,
                });
            }
        }
        // Stable: rows of one address keep their table order; an end_sequence row sorts
        // before rows starting at its address.
        index.rows.sort_by_key(|r| (r.address, !r.end_sequence));
        index
    }

    /// The row that covers `address`: the last row at or before it, if that row does not
    /// end its sequence (llvm-dwarfdump's `--lookup` rule).
    pub fn row_for(&self, address: u64) -> Option<&LineRow> {
        let i = self.rows.partition_point(|r| r.address <= address);
        let r = self.rows[..i].last()?;
        (!r.end_sequence).then_some(r)
    }

    /// Whether a row (not a sequence's end) starts in `range`: the line table describes
    /// code there.
    pub fn describes(&self, range: Range<u64>) -> bool {
        let i = self.rows.partition_point(|r| r.address < range.start);
        self.rows[i..]
            .iter()
            .take_while(|r| r.address < range.end)
            .any(|r| !r.end_sequence)
    }

    /// The file a row names.
    pub fn file_of(&self, row: &LineRow) -> Option<&SourceFile> {
        self.files.get(row.file as usize)
    }

    /// The address range of the row covering `address`: from its row to the next row with a
    /// different address.
    pub fn row_range(&self, address: u64) -> Option<Range<u64>> {
        let r = self.row_for(address)?;
        let i = self.rows.partition_point(|x| x.address <= address);
        let end = self.rows[i..]
            .iter()
            .find(|x| x.address > r.address)
            .map_or(u64::MAX, |x| x.address);
        Some(r.address..end)
    }

    /// Whether `address` starts an `is_stmt` row.
    pub fn is_statement_start(&self, address: u64) -> bool {
        let i = self.rows.partition_point(|r| r.address < address);
        self.rows[i..]
            .iter()
            .take_while(|r| r.address == address)
            .any(|r| r.is_stmt && !r.end_sequence && r.line != 0)
    }

    /// The addresses of `is_stmt` rows, ascending and each once.
    pub fn statement_addresses(&self) -> Vec<u64> {
        let mut out: Vec<u64> = self
            .rows
            .iter()
            .filter(|r| r.is_stmt && !r.end_sequence)
            .map(|r| r.address)
            .collect();
        out.dedup();
        out
    }

    /// Where a breakpoint on a function starting at `start` (ending at `end`) goes, as gdb
    /// places it: the first `prologue_end` row, else the second statement row with a line,
    /// else the start.
    pub fn after_prologue(&self, start: u64, end: u64) -> u64 {
        let i = self.rows.partition_point(|r| r.address < start);
        let rows: Vec<&LineRow> = self.rows[i..]
            .iter()
            .take_while(|r| r.address < end)
            .filter(|r| !r.end_sequence && r.line != 0)
            .collect();
        if let Some(r) = rows.iter().find(|r| r.prologue_end) {
            return r.address;
        }
        let first_line = rows.first().map(|r| r.line);
        rows.iter()
            .find(|r| r.is_stmt && r.address > start && Some(r.line) != first_line)
            .map_or(start, |r| r.address)
    }

    /// The files whose name or path ends with `file` at a `/` boundary.
    pub fn matching_files(&self, file: &str) -> Vec<u32> {
        let file = file.trim_start_matches("./");
        let m = |p: &str| p == file || p.ends_with(&format!("/{file}"));
        (0..self.files.len() as u32)
            .filter(|&i| {
                let f = &self.files[i as usize];
                m(&f.name) || m(&f.path)
            })
            .collect()
    }

    /// `is_stmt` rows of `files`: line → addresses.
    pub fn statement_rows(&self, files: &[u32]) -> BTreeMap<u32, Vec<u64>> {
        let mut out: BTreeMap<u32, Vec<u64>> = BTreeMap::new();
        for r in &self.rows {
            if r.is_stmt && !r.end_sequence && r.line != 0 && files.contains(&r.file) {
                out.entry(r.line).or_default().push(r.address);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_a_range_where_a_row_starts() {
        let row = |address, end_sequence| LineRow {
            address,
            file: 0,
            line: 1,
            column: 0,
            is_stmt: true,
            prologue_end: false,
            end_sequence,
        };
        // One sequence over [0x100, 0x140), another's end at 0x200.
        let index = LineIndex {
            rows: vec![
                row(0x100, false),
                row(0x120, false),
                row(0x140, true),
                row(0x200, true),
            ],
            files: Vec::new(),
        };
        assert!(index.describes(0x100..0x140));
        assert!(index.describes(0x110..0x130), "a row starts at 0x120");
        assert!(!index.describes(0x124..0x140), "no row starts inside");
        assert!(!index.describes(0x140..0x240), "only sequences' ends");
        assert!(!index.describes(0x300..0x400));
    }
}
