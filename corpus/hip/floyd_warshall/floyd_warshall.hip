// floyd_warshall: all-pairs shortest paths on a directed graph of 128
// vertices. One launch per intermediate vertex k over a 2-D grid of 16x16
// work-groups; each work-item relaxes one (i, j) entry and records the
// next hop, so the host can also walk a path. Distances are integers and the
// host's own Floyd-Warshall must agree exactly.
#include <hip/hip_runtime.h>

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

constexpr int kVertices = 128;
constexpr int kBlock = 16;
constexpr int kNoEdge = 1 << 28;  // "infinite", small enough that two of them do not overflow

__global__ void relax_through(int *dist, int *next, int n, int k) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= n || j >= n) return;
    int through_k = dist[i * n + k] + dist[k * n + j];
    if (through_k < dist[i * n + j]) {
        dist[i * n + j] = through_k;
        next[i * n + j] = next[i * n + k];
    }
}

int main() {
    const int n = kVertices;
    std::vector<int> dist(n * n), next(n * n);
    unsigned seed = 4242u;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            seed = seed * 1664525u + 1013904223u;
            bool edge = (seed >> 24) < 40;  // about one edge in six
            dist[i * n + j] = i == j ? 0 : edge ? 1 + (int)((seed >> 8) % 100) : kNoEdge;
            next[i * n + j] = j;
        }

    int *d_dist = nullptr, *d_next = nullptr;
    HIP_CHECK(hipMalloc(&d_dist, n * n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_next, n * n * sizeof(int)));
    HIP_CHECK(hipMemcpy(d_dist, dist.data(), n * n * sizeof(int), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_next, next.data(), n * n * sizeof(int), hipMemcpyHostToDevice));

    dim3 block(kBlock, kBlock);
    dim3 grid((n + kBlock - 1) / kBlock, (n + kBlock - 1) / kBlock);
    for (int k = 0; k < n; k++) {
        relax_through<<<grid, block>>>(d_dist, d_next, n, k);
    }
    HIP_CHECK(hipGetLastError());

    std::vector<int> got_dist(n * n), got_next(n * n);
    HIP_CHECK(hipMemcpy(got_dist.data(), d_dist, n * n * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(got_next.data(), d_next, n * n * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_dist));
    HIP_CHECK(hipFree(d_next));

    for (int k = 0; k < n; k++)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if (dist[i * n + k] + dist[k * n + j] < dist[i * n + j]) {
                    dist[i * n + j] = dist[i * n + k] + dist[k * n + j];
                    next[i * n + j] = next[i * n + k];
                }

    int wrong = 0, unreachable = 0;
    for (int i = 0; i < n * n; i++) {
        if (got_dist[i] != dist[i] || got_next[i] != next[i]) wrong++;
        if (dist[i] >= kNoEdge) unreachable++;
    }
    // walk the path 0 -> n-1 with the device's next hops and add up its length
    int length = 0, hops = 0;
    for (int v = 0; v != n - 1 && hops <= n; hops++) {
        int w = got_next[v * n + (n - 1)];
        length += got_dist[v * n + w] < kNoEdge ? got_dist[v * n + w] : 0;
        v = w;
    }
    printf("%d vertices: distance 0 -> %d = %d in %d hops (path length %d)\n", n, n - 1,
           got_dist[n - 1], hops, length);
    printf("%d unreachable pairs, %d entries differ from the host\n", unreachable, wrong);
    bool ok = wrong == 0 && length == got_dist[n - 1];
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
