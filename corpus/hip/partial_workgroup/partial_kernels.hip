// partial_kernels: device code for partial_workgroup.hip, built with
// `hipcc --genco` into partial_kernels.co.
#include <hip/hip_runtime.h>

// The work-item's position in the whole grid, as OpenCL's get_global_id: it
// does not depend on the size of the (possibly partial) work-group.
extern "C" __device__ size_t __ockl_get_global_id(unsigned dim);

// No bounds check: only the work-items of the grid may run. Each records its
// id, its work-group records the size it sees (blockDim), and all are counted.
extern "C" __global__ void record_items_1d(unsigned *marks, unsigned *group_sizes,
                                           unsigned *count) {
    unsigned gid = (unsigned)__ockl_get_global_id(0);
    marks[gid] = gid + 1;
    if (threadIdx.x == 0) group_sizes[blockIdx.x] = blockDim.x;
    atomicAdd(count, 1u);
}

extern "C" __global__ void record_items_2d(unsigned *marks, unsigned width,
                                           unsigned *group_sizes, unsigned *count) {
    unsigned x = (unsigned)__ockl_get_global_id(0), y = (unsigned)__ockl_get_global_id(1);
    marks[y * width + x] = y * width + x + 1;
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        unsigned g = blockIdx.y * gridDim.x + blockIdx.x;
        group_sizes[2 * g] = blockDim.x;
        group_sizes[2 * g + 1] = blockDim.y;
    }
    atomicAdd(count, 1u);
}
