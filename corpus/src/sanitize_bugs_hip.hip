/* sanitize_bugs_hip.hip - the seeded bugs of sanitize_bugs.cl written in HIP
 * (without HIP headers; dynamic shared memory has no kernel argument in HIP,
 * so the LDS overflow is OpenCL only). Each bug's line carries a `BUG:`
 * comment naming the check that must find it there; the launch files are
 * corpus/sanitize/hip_<kernel>.json.
 */
#include "shim.h"

#define WG 64

extern "C" __global__ void hip_off_by_one(int *out, uint n) {
    uint gid = blockIdx_x * blockDim_x + threadIdx_x;
    if (gid <= n)
        out[gid] = (int)gid * 3; /* BUG: memory */
}

extern "C" __global__ void hip_uninit_shared(int *out) {
    __shared__ int tile[WG];
    uint lid = threadIdx_x;
    if (lid >= WG / 2)
        tile[lid] = (int)lid;
    __syncthreads();
    int v = tile[WG - 1 - lid]; /* BUG: init */
    out[blockIdx_x * blockDim_x + lid] = v > 40 ? 1 : 2;
}

extern "C" __global__ void hip_missing_sync(const int *in, int *out) {
    __shared__ int tile[2 * WG];
    uint lid = threadIdx_x;
    uint gid = blockIdx_x * blockDim_x + lid;
    tile[lid] = in[gid];
    /* a __syncthreads() belongs here */
    out[gid] = tile[(lid + 1) % (2 * WG)]; /* BUG: race */
}

extern "C" __global__ void hip_divergent_sync(int *out) {
    __shared__ int tile[WG];
    uint lid = threadIdx_x;
    tile[lid] = (int)lid;
    if (lid < 16)
        __syncthreads(); /* BUG: sync */
    out[blockIdx_x * blockDim_x + lid] = tile[lid];
}

extern "C" __global__ void hip_missing_wait(const int *in, int *out) {
    uint gid = blockIdx_x * blockDim_x + threadIdx_x;
    const int *p = in + gid;
    int v;
    /* The compiler inserts no s_waitcnt after an asm statement's load: the
     * next read of v (its spill at -O0, the add at -O2) is too early. */
    __asm__ volatile("global_load_dword %0, %1, off" /* BUG: hazard (at -O0, its spill) */
                     : "=v"(v) : "v"(p) : "memory");
    out[gid] = v + 1; /* BUG: hazard */
}
