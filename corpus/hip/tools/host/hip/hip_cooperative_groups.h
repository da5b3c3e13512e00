// Host-check stand-in for <hip/hip_cooperative_groups.h> (see hip_runtime.h).
#pragma once
#include "hip_runtime.h"
namespace cooperative_groups {
struct grid_group {
    void sync() const { ::hdbx::yield(3); }
    unsigned long long size() const {
        return (unsigned long long)gridDim.x * gridDim.y * gridDim.z * blockDim.x * blockDim.y * blockDim.z;
    }
    unsigned long long thread_rank() const {
        unsigned long long b = blockIdx.x + gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
        return b * blockDim.x * blockDim.y * blockDim.z + threadIdx.x +
               blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    }
    bool is_valid() const { return true; }
};
struct thread_block {
    void sync() const { __syncthreads(); }
    unsigned size() const { return blockDim.x * blockDim.y * blockDim.z; }
    unsigned thread_rank() const { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }
};
inline grid_group this_grid() { return {}; }
inline thread_block this_thread_block() { return {}; }
}  // namespace cooperative_groups
