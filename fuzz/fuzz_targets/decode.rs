//! Feeds arbitrary bytes to the instruction decoder of every supported target: decoding,
//! printing and operand extraction must never panic, and lengths stay within the input rule.
#![no_main]

use amdgpu::decode::Decoder;
use amdgpu::WaveSize;
use libfuzzer_sys::fuzz_target;

const TARGETS: [&str; 8] = [
    "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200",
];

fuzz_target!(|data: &[u8]| {
    for target in TARGETS {
        for wave in [WaveSize::Wave32, WaveSize::Wave64] {
            let d = Decoder::for_target(target, wave).expect("supported target");
            let mut pc = 0;
            while pc < data.len() {
                let inst = d.decode(&data[pc..]);
                let _ = inst.text();
                let _ = inst.operands();
                assert!(inst.len() <= data.len() - pc, "a length past the input");
                pc += inst.len().max(1);
            }
        }
    }
});
