/* hip_app.hip - a whole HIP program (two kernels and a host main) for the
 * offload-bundle containers: built with two --offload-arch values into a
 * host object and a linked executable, plain and --offload-compress, so the
 * AMDGPU code sits in .hip_fatbin (raw __CLANG_OFFLOAD_BUNDLE__ or CCOB).
 * No HIP headers: shim.h supplies __global__ and the work-item builtins; the
 * HIP runtime entry points the host code registers with are declared here
 * and provided by hip_app_stub.c, so the executable links and is never run.
 */
#include "shim.h"

/* What clang's host-side kernel stubs call (HIP's hip_runtime_api.h). */
struct dim3 {
    uint x, y, z;
};
extern "C" int hipLaunchKernel(const void *f, dim3 grid, dim3 block, void **args,
                               size_t shared, void *stream);
extern "C" int __hipPopCallConfiguration(dim3 *grid, dim3 *block, size_t *shared,
                                         void **stream);

__global__ void scale(float *out, const float *in, float k, uint n) {
    uint i = hdb_global_id(0);
    if (i < n)
        out[i] = in[i] * k;
}

__global__ void histogram(uint *bins, const uint *data, uint n) {
    uint i = hdb_global_id(0);
    if (i < n)
        __hip_atomic_fetch_add(&bins[data[i] & 15], 1u, __ATOMIC_RELAXED,
                               __HIP_MEMORY_SCOPE_AGENT);
}

/* Host code: take the kernels' host stubs' addresses, as a launch would. */
typedef void (*hdb_stub)(void);
int main(void) {
    hdb_stub stubs[] = {(hdb_stub)scale, (hdb_stub)histogram};
    return stubs[0] == stubs[1];
}
