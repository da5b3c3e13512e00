// cooperative_grid: one launch, three phases separated by grid-wide barriers
// (cooperative_groups::this_grid().sync()): every work-group sums a strided
// share of the data into a partial sum; work-group 0 adds up the partial
// sums; every work-item divides its share of the data by the total. Launched
// with hipLaunchCooperativeKernel on as many work-groups as the occupancy
// query says can be resident at once; one work-group more must be refused
// with hipErrorCooperativeLaunchTooLarge.
// hip_runtime.h first: ROCm 5.2's cooperative-groups header relies on it
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
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

namespace cg = cooperative_groups;

constexpr int kN = 1 << 16;
constexpr int kThreads = 256;
constexpr int kMaxGroups = 64;

// Sum of scratch[0..kThreads) into scratch[0]; every work-item must call it.
__device__ void reduce_block(float *scratch) {
    for (int s = kThreads / 2; s > 0; s >>= 1) {
        __syncthreads();
        if ((int)threadIdx.x < s) scratch[threadIdx.x] += scratch[threadIdx.x + s];
    }
    __syncthreads();
}

__global__ void normalize(float *data, float *partial, float *total, int n) {
    cg::grid_group grid = cg::this_grid();
    __shared__ float scratch[kThreads];
    const int t = threadIdx.x;
    const int rank = blockIdx.x * blockDim.x + t;
    const int stride = gridDim.x * blockDim.x;

    float s = 0.0f;
    for (int i = rank; i < n; i += stride) s += data[i];
    scratch[t] = s;
    reduce_block(scratch);
    if (t == 0) partial[blockIdx.x] = scratch[0];

    grid.sync();

    if (blockIdx.x == 0) {
        s = 0.0f;
        for (int i = t; i < (int)gridDim.x; i += blockDim.x) s += partial[i];
        scratch[t] = s;
        reduce_block(scratch);
        if (t == 0) *total = scratch[0];
    }

    grid.sync();

    const float sum = *total;
    for (int i = rank; i < n; i += stride) data[i] /= sum;
}

int main() {
    int cooperative = 0, units = 0;
    HIP_CHECK(hipDeviceGetAttribute(&cooperative, hipDeviceAttributeCooperativeLaunch, 0));
    HIP_CHECK(hipDeviceGetAttribute(&units, hipDeviceAttributeMultiprocessorCount, 0));
    int per_unit = 0;
    HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_unit, normalize, kThreads, 0));
    const int resident = per_unit * units;
    const int groups = resident < kMaxGroups ? resident : kMaxGroups;
    printf("cooperative launch %s; %d compute units x %d work-groups resident\n",
           cooperative ? "supported" : "not supported", units, per_unit);
    if (!cooperative || groups < 1) {
        printf("FAILED\n");
        return 1;
    }

    std::vector<float> data(kN);
    double expected_total = 0.0;
    for (int i = 0; i < kN; i++) {
        data[i] = (float)(i % 17 + 1);
        expected_total += data[i];
    }
    float *d_data = nullptr, *d_partial = nullptr, *d_total = nullptr;
    HIP_CHECK(hipMalloc(&d_data, kN * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_partial, (resident + 1) * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_total, sizeof(float)));
    HIP_CHECK(hipMemcpy(d_data, data.data(), kN * sizeof(float), hipMemcpyHostToDevice));

    int n = kN;
    void *args[] = {&d_data, &d_partial, &d_total, &n};
    HIP_CHECK(hipLaunchCooperativeKernel(normalize, dim3(groups), dim3(kThreads), args, 0, 0));
    HIP_CHECK(hipDeviceSynchronize());

    std::vector<float> out(kN);
    float total = 0.0f;
    HIP_CHECK(hipMemcpy(out.data(), d_data, kN * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&total, d_total, sizeof total, hipMemcpyDeviceToHost));

    hipError_t too_large =
        hipLaunchCooperativeKernel(normalize, dim3(resident + 1), dim3(kThreads), args, 0, 0);
    (void)hipGetLastError();
    HIP_CHECK(hipDeviceSynchronize());
    printf("%d work-groups: %s\n", resident + 1, hipGetErrorName(too_large));
    HIP_CHECK(hipFree(d_data));
    HIP_CHECK(hipFree(d_partial));
    HIP_CHECK(hipFree(d_total));

    int wrong = 0;
    double sum = 0.0;
    for (int i = 0; i < kN; i++) {
        double e = data[i] / expected_total;
        if (fabs(out[i] - e) > 1e-5 * e) wrong++;
        sum += out[i];
    }
    printf("%d work-groups of %d: total %.1f (expected %.1f), normalised sum %.6f, %d wrong\n",
           groups, kThreads, total, expected_total, sum, wrong);
    bool ok = wrong == 0 && fabs(sum - 1.0) < 1e-4 && too_large == hipErrorCooperativeLaunchTooLarge;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
