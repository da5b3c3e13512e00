//! Where the user's attention is — a wave, a lane of it, a frame — and the names ROCgdb gives
//! a lane.

pub use amdgpu::target::LanePosition;
use amdgpu::target::WaveId;

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
