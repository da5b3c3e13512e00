// module_kernels: device code only, built with `hipcc --genco` into
// module_kernels.co (an offload bundle with one code object per processor)
// and loaded at run time by module_api.hip.
#include <hip/hip_runtime.h>

// A global the host finds with hipModuleGetGlobal; initialised in the code object.
__device__ int module_calls = 1000;

struct Affine {
    float scale, offset;
    int count;
};

extern "C" __global__ void affine(const float *in, float *out, Affine f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < f.count) out[i] = in[i] * f.scale + f.offset;
    if (i == 0) atomicAdd(&module_calls, 1);
}

extern "C" __global__ void reverse(const int *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[n - 1 - i] = in[i];
    if (i == 0) atomicAdd(&module_calls, 1);
}

// A C++ kernel keeps its mangled name: _Z6squarePfi
__global__ void square(float *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = data[i] * data[i];
}
