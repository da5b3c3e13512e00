// Device-side malloc and free: each work-item allocates its own array from the device heap,
// fills it, sums it and frees it; one kernel keeps a linked list alive across launches (the
// heap outlives a dispatch) and a later kernel walks and frees it.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

struct Node {
    int value;
    Node* next;
};

__device__ Node* list_head;

// Work-item i allocates i % 7 + 1 ints, fills them with i, i+1, ... and stores their sum.
__global__ void scratch_sums(int* sums, int* failed, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int len = i % 7 + 1;
    int* a = (int*)malloc(len * sizeof(int));
    if (a == nullptr) {
        atomicAdd(failed, 1);
        sums[i] = -1;
        return;
    }
    for (int k = 0; k < len; ++k) a[k] = i + k;
    int s = 0;
    for (int k = 0; k < len; ++k) s += a[k];
    sums[i] = s;
    free(a);
}

// One work-item builds a list of n nodes holding 1..n; it outlives the launch.
__global__ void build_list(int n, int* failed) {
    if (threadIdx.x != 0 || blockIdx.x != 0) return;
    Node* head = nullptr;
    for (int v = n; v >= 1; --v) {
        Node* node = (Node*)malloc(sizeof(Node));
        if (node == nullptr) {
            atomicAdd(failed, 1);
            return;
        }
        node->value = v;
        node->next = head;
        head = node;
    }
    list_head = head;
}

// A later launch walks the list, sums it and frees every node.
__global__ void sum_and_free_list(long long* sum, int* count) {
    if (threadIdx.x != 0 || blockIdx.x != 0) return;
    long long s = 0;
    int c = 0;
    Node* node = list_head;
    while (node != nullptr) {
        Node* next = node->next;
        s += node->value;
        ++c;
        free(node);
        node = next;
    }
    list_head = nullptr;
    *sum = s;
    *count = c;
}

int main() {
    const int n = 1000;
    int *d_sums, *d_failed, *d_count;
    long long* d_sum;
    HIP_CHECK(hipMalloc(&d_sums, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_failed, sizeof(int)));
    HIP_CHECK(hipMalloc(&d_count, sizeof(int)));
    HIP_CHECK(hipMalloc(&d_sum, sizeof(long long)));
    HIP_CHECK(hipMemset(d_failed, 0, sizeof(int)));

    hipLaunchKernelGGL(scratch_sums, dim3((n + 127) / 128), dim3(128), 0, 0, d_sums, d_failed, n);
    HIP_CHECK(hipGetLastError());
    int sums[n], failed = 0;
    HIP_CHECK(hipMemcpy(sums, d_sums, sizeof sums, hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&failed, d_failed, sizeof failed, hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < n; ++i) {
        int len = i % 7 + 1;
        if (sums[i] != len * i + len * (len - 1) / 2) ++wrong;
    }
    printf("per-work-item arrays: %d allocations failed, %d wrong sums\n", failed, wrong);

    const int nodes = 500;
    hipLaunchKernelGGL(build_list, dim3(1), dim3(64), 0, 0, nodes, d_failed);
    hipLaunchKernelGGL(sum_and_free_list, dim3(1), dim3(64), 0, 0, d_sum, d_count);
    HIP_CHECK(hipGetLastError());
    long long sum = 0;
    int count = 0;
    HIP_CHECK(hipMemcpy(&sum, d_sum, sizeof sum, hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&count, d_count, sizeof count, hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&failed, d_failed, sizeof failed, hipMemcpyDeviceToHost));
    printf("list across launches: %d nodes, sum %lld, %d allocations failed\n", count, sum, failed);

    bool ok = failed == 0 && wrong == 0 && count == nodes && sum == (long long)nodes * (nodes + 1) / 2;
    HIP_CHECK(hipFree(d_sums));
    HIP_CHECK(hipFree(d_failed));
    HIP_CHECK(hipFree(d_count));
    HIP_CHECK(hipFree(d_sum));
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
