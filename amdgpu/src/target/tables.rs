//! ROCgdb's tables of agents, queues, dispatches, threads (waves) and lanes, as text: one
//! renderer per table for every front end that prints them (gdb's `info agents`, `info
//! queues`, `info dispatches`, `info threads`, `info lanes`, and a stub's monitor commands).
//!
//! The columns are ROCgdb's. What only a debugger with symbols knows (a wave's frame) comes
//! in as text; everything else is read from the [`Target`](super::Target) listings.

use std::fmt::Write as _;

use super::{Agent, Dispatch, LanePosition, Queue};

/// `info agents`: every agent, its target id and processor.
pub fn agents(agents: &[Agent]) -> String {
    let mut s = String::from(
        "  Id State Target Id                  Architecture Device Name            Cores Threads Location\n",
    );
    for a in agents {
        let (name, cores, threads, location) = match &a.details {
            Some(d) => (
                d.device_name.as_str(),
                d.cores.to_string(),
                d.threads.to_string(),
                d.location.as_str(),
            ),
            None => ("", String::new(), String::new(), ""),
        };
        let line = format!(
            "* {:<2} A     {:<26} {:<12} {:<22} {:<5} {:<7} {}",
            a.id.0,
            a.to_string(),
            a.processor,
            name,
            cores,
            threads,
            location
        );
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s
}

/// A table whose columns are as wide as their widest cell, ROCgdb's `* ` marker first; the
/// last column is not padded.
fn aligned(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.len()).collect();
    for r in rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.len());
        }
    }
    let line = |marker: &str, cells: &mut dyn Iterator<Item = &str>| {
        let mut l = marker.to_string();
        for (k, (c, w)) in cells.zip(&widths).enumerate() {
            if k > 0 {
                l.push(' ');
            }
            let _ = write!(l, "{c:<w$}");
        }
        let mut l = l.trim_end().to_string();
        l.push('\n');
        l
    };
    let mut s = line("  ", &mut header.iter().copied());
    for r in rows {
        s.push_str(&line("* ", &mut r.iter().map(String::as_str)));
    }
    s
}

/// `info queues`: every queue, its target id, type, packet indices and ring (`-` where the
/// target does not know them).
pub fn queues(queues: &[Queue]) -> String {
    let rows: Vec<Vec<String>> = queues
        .iter()
        .map(|q| {
            let mut r = vec![format!("{:<4}", q.id.0), q.to_string()];
            match &q.details {
                Some(d) => r.extend([
                    d.kind.to_string(),
                    d.read.to_string(),
                    d.write.to_string(),
                    d.size.to_string(),
                    format!("{:#018x}", d.address),
                ]),
                None => r.extend(std::iter::repeat_n("-".to_string(), 5)),
            }
            r
        })
        .collect();
    aligned(
        &[
            "Id  ",
            "Target Id",
            "Type",
            "Read",
            "Write",
            "Size",
            "Address",
        ],
        &rows,
    )
}

/// `info dispatches [-full]`: every dispatch, its grid and work-group sizes, its fences and
/// kernel (`??` when the target does not know it); `full` adds the segment sizes and the
/// kernel descriptor, kernarg segment and completion signal addresses.
pub fn dispatches(dispatches: &[Dispatch], full: bool) -> String {
    let mut header = vec!["Id  ", "Target Id", "Grid", "Workgroup", "Fence"];
    if full {
        header.extend([
            "Address Spaces",
            "Kernel Descriptor",
            "Kernel Arguments",
            "Completion Signal",
        ]);
    }
    header.push("Kernel Function");
    let address = |a: u64| format!("{a:#018x}");
    let rows: Vec<Vec<String>> = dispatches
        .iter()
        .map(|d| {
            let mut r = vec![
                format!("{:<4}", d.id.0),
                d.to_string(),
                format!("[{},{},{}]", d.grid[0], d.grid[1], d.grid[2]),
                format!("[{},{},{}]", d.group[0], d.group[1], d.group[2]),
                d.details.map_or_else(|| "-".to_string(), |x| x.fences()),
            ];
            if full {
                match &d.details {
                    Some(x) => r.extend([
                        format!(
                            "Private: {}, Group: {}",
                            x.private_segment_size, x.group_segment_size
                        ),
                        address(x.kernel_descriptor),
                        address(x.kernel_arguments),
                        address(x.completion_signal),
                    ]),
                    None => r.extend(std::iter::repeat_n("-".to_string(), 4)),
                }
            }
            r.push(d.kernel.clone().unwrap_or_else(|| "??".into()));
            r
        })
        .collect();
    aligned(&header, &rows)
}

/// One row of `info threads`: a wave or a host thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadRow {
    /// The selected thread (`*`).
    pub selected: bool,
    /// gdb's thread number (`3`, or `H1` for a host thread).
    pub id: String,
    /// The target id (`AMDGPU Wave 1:1:1:3 (0,0,0)/2`).
    pub target_id: String,
    /// `ACTIVE/USED` lanes, or `-` (running, or a host thread).
    pub lanes: String,
    /// Frame 0 (`kernel (…) at file:line`), or `(running)`.
    pub frame: String,
}

/// `info threads`, the target id column as wide as its widest entry.
pub fn threads(rows: &[ThreadRow]) -> String {
    let width = rows
        .iter()
        .map(|r| r.target_id.len())
        .max()
        .unwrap_or(10)
        .max(9);
    let mut s = format!("  Id   {:<width$} Lanes  Frame \n", "Target Id");
    for r in rows {
        let star = if r.selected { '*' } else { ' ' };
        let _ = writeln!(
            s,
            "{star} {:<4} {:<width$} {:<6} {}",
            r.id, r.target_id, r.lanes, r.frame
        );
    }
    s
}

/// One row of `info lanes`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaneRow<'a> {
    /// The lane and its work-item.
    pub position: &'a LanePosition,
    /// The selected lane (`*`).
    pub selected: bool,
    /// The frame an active lane is in.
    pub frame: &'a str,
    /// What an inactive lane shows instead of `(inactive)`: where the DWARF says it waits
    /// (`DW_AT_LLVM_lane_pc`), or that its PC is unknown.
    pub inactive: Option<&'a str>,
}

/// `info lanes`: state letter, target id and frame of each lane given.
pub fn lanes(rows: &[LaneRow<'_>]) -> String {
    let mut s = String::from("  Id   State Target Id                                   Frame \n");
    for r in rows {
        let p = r.position;
        let star = if r.selected { '*' } else { ' ' };
        let frame = match (p.active, r.inactive) {
            (true, _) => r.frame,
            (false, Some(shown)) => shown,
            (false, None) => "(inactive)",
        };
        let _ = writeln!(
            s,
            "{star} {:<4} {}     {:<43} {frame}",
            p.lane,
            p.state(),
            p.to_string()
        );
    }
    s
}
