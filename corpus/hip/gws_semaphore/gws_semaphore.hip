// gws_semaphore: the global wave sync unit's counting semaphores, which waves of
// different work-groups share. `setup` sets two semaphores (ds_gws_init) in one
// kernel; `relay`, a cooperative launch, uses them in the next:
//   - resource 0 starts at 0: work-group 0 publishes a value and releases every
//     other work-group at once (ds_gws_sema_br); each of them waits for it
//     (ds_gws_sema_p) before reading the value;
//   - resource 1 starts at 1, a lock: each work-group takes it (ds_gws_sema_p),
//     adds one to a counter with a plain load and store, and gives it back
//     (ds_gws_sema_v), so no increment is lost.
// With the argument `forget`, work-group 0 never releases the others: they wait
// for ever (on a GPU the launch hangs).
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

constexpr unsigned kPublished = 0;
constexpr unsigned kLock = 1;

__global__ void setup() {
    if (threadIdx.x == 0) {
        __builtin_amdgcn_ds_gws_init(0, kPublished);
        __builtin_amdgcn_ds_gws_init(1, kLock);
    }
}

__global__ void relay(int *value, int *seen, int *counter, int release) {
    const int group = blockIdx.x;
    if (threadIdx.x == 0) {
        if (group == 0) {
            *value = 1234;
            __threadfence();
            if (release) __builtin_amdgcn_ds_gws_sema_br(gridDim.x - 1, kPublished);
        } else {
            __builtin_amdgcn_ds_gws_sema_p(kPublished);
        }
        __builtin_amdgcn_ds_gws_sema_p(kLock);
        volatile int *c = counter;
        int before = *c;
        *c = before + 1;
        __threadfence();
        __builtin_amdgcn_ds_gws_sema_v(kLock);
    }
    __syncthreads();
    seen[group * blockDim.x + threadIdx.x] = *(volatile int *)value + group;
}

int main(int argc, char **argv) {
    const int groups = 8, threads = 64;
    int release = !(argc > 1 && std::string(argv[1]) == "forget");
    int *value, *seen, *counter;
    HIP_CHECK(hipMalloc(&value, sizeof(int)));
    HIP_CHECK(hipMalloc(&seen, groups * threads * sizeof(int)));
    HIP_CHECK(hipMalloc(&counter, sizeof(int)));
    HIP_CHECK(hipMemset(value, 0, sizeof(int)));
    HIP_CHECK(hipMemset(counter, 0, sizeof(int)));

    hipLaunchKernelGGL(setup, dim3(1), dim3(64), 0, 0);
    HIP_CHECK(hipGetLastError());
    void *args[] = {&value, &seen, &counter, &release};
    HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<void *>(relay), dim3(groups),
                                         dim3(threads), args, 0, 0));
    HIP_CHECK(hipDeviceSynchronize());

    std::vector<int> h(groups * threads);
    int count = 0;
    HIP_CHECK(hipMemcpy(h.data(), seen, h.size() * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&count, counter, sizeof(int), hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < groups * threads; ++i)
        if (h[i] != 1234 + i / threads) ++wrong;
    HIP_CHECK(hipFree(value));
    HIP_CHECK(hipFree(seen));
    HIP_CHECK(hipFree(counter));
    printf("%d work-groups: counter %d, %d wrong values\n", groups, count, wrong);
    printf(count == groups && wrong == 0 ? "PASSED\n" : "FAILED\n");
    return count == groups && wrong == 0 ? 0 : 1;
}
