//! Where the user's attention is — a wave, a lane of it, a frame — and the names ROCgdb gives
//! a lane.

use std::fmt;

use amdgpu::target::{Wave, WaveId};

/// The selected wave, lane and frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Focus {
    /// The wave (gdb's thread).
    pub wave: WaveId,
    /// The lane.
    pub lane: u32,
    /// The selected frame (0 = innermost).
    pub frame: usize,
}

/// One lane of a wave, with the work-item it runs (ROCgdb's lane target id).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LanePosition {
    /// The wave.
    pub wave: Wave,
    /// The lane.
    pub lane: u32,
    /// The work-item's coordinates in its work-group; `None` for a lane no work-item backs.
    pub work_item: Option<[u32; 3]>,
    /// Whether the lane is active (its EXEC bit set).
    pub active: bool,
}

impl LanePosition {
    /// ROCgdb's lane state letter: `A` active, `I` inactive, `U` unused.
    pub fn state(&self) -> char {
        match (self.work_item.is_some(), self.active) {
            (false, _) => 'U',
            (true, true) => 'A',
            (true, false) => 'I',
        }
    }

    /// `[X,Y,Z]` of the work-item in its group, `[?,?,?]` when unused.
    pub fn work_item_text(&self) -> String {
        self.work_item.map_or("[?,?,?]".to_string(), |x| {
            format!("[{},{},{}]", x[0], x[1], x[2])
        })
    }
}

impl fmt::Display for LanePosition {
    /// `AMDGPU Lane 1:1:1:1/0 (0,0,0)[0,0,0]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = &self.wave;
        write!(
            f,
            "AMDGPU Lane {}:{}:{}:{}/{} ({},{},{}){}",
            w.agent.0,
            w.queue.0,
            w.dispatch.0,
            w.id.0,
            self.lane,
            w.group[0],
            w.group[1],
            w.group[2],
            self.work_item_text()
        )
    }
}

/// The lane list in ROCgdb's form: `[0-10 13]`.
pub fn lane_list(lanes: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < lanes.len() {
        let start = lanes[i];
        let mut end = start;
        while i + 1 < lanes.len() && lanes[i + 1] == end + 1 {
            i += 1;
            end = lanes[i];
        }
        parts.push(if start == end {
            start.to_string()
        } else {
            format!("{start}-{end}")
        });
        i += 1;
    }
    format!("[{}]", parts.join(" "))
}
