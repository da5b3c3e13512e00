// lane_pc.cl - the source lines of the hand-written kernel in lane_pc_wave64.s (the
// kernel is written in assembly; this file is what its line table and DWARF describe).
kernel void lane_pc_divergence(global uint *out)
{
    uint lane = get_local_id(0);            // @entry
    if (lane < 20) {                        // @cond
        out[lane] = lane * 2;               // @then
        wave_all_lanes_begin();             // @wwm-enter
        uint next = lane + 1;               // @wwm
        wave_all_lanes_end();               // @wwm-leave
        out[lane] += 1;                     // @then-after
    } else {
        out[lane] = lane + 100;             // @else
    }
    out[64 + lane] = lane;                  // @join
}
