// Block and wave collectives as HIP programmers write them, checked against the host:
// __all/__any, __syncthreads_count/__syncthreads_or (a cross-row permute on wave32 targets),
// LDS atomics, global atomicCAS/atomicExch/atomicOr/atomicMax (an atomicExch whose result is
// unused compiles to a plain store, which the race check must not report), a tiled transpose
// through padded LDS with partial tiles, a struct passed by value to a kernel with a lambda,
// and a stream with asynchronous copies, a host callback and two events.
#include <hip/hip_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                     \
  do {                                                                                  \
    hipError_t e = (call);                                                              \
    if (e != hipSuccess) {                                                              \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,            \
              hipGetErrorName(e));                                                      \
      exit(2);                                                                          \
    }                                                                                   \
  } while (0)

struct Params {
  float scale;
  int offset;
  double bias;
  short tag;
};

struct Pair {
  int key;
  float value;
};

constexpr int T = 16;

__global__ void transpose(const float* in, float* out, int w, int h) {
  __shared__ float tile[T][T + 1];
  int x = blockIdx.x * T + threadIdx.x, y = blockIdx.y * T + threadIdx.y;
  if (x < w && y < h) tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  x = blockIdx.y * T + threadIdx.x;
  y = blockIdx.x * T + threadIdx.y;
  if (x < h && y < w) out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void apply(Params p, Pair* pairs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto scaled = [=](float v) { return v * p.scale + (float)p.bias; };
  if (i < n) {
    int key = pairs[i].key + p.offset + p.tag;
    float value = scaled(pairs[i].value);
    pairs[i].key = key;
    pairs[i].value = value;
  }
}

__global__ void votes(const int* in, int* out, int n) {
  __shared__ int hist[8];
  __shared__ unsigned int top;
  if (threadIdx.x < 8) hist[threadIdx.x] = 0;
  if (threadIdx.x == 0) top = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : -1;
  if (v >= 0) {
    atomicAdd(&hist[v & 7], 1);
    atomicMax(&top, (unsigned)v);
  }
  int all = __all(v >= 0), any = __any(v > 1000);
  int threes = __syncthreads_count(v % 3 == 0);
  int seven = __syncthreads_or(v == 77);
  __syncthreads();
  if (threadIdx.x < 8) atomicAdd(&out[threadIdx.x], hist[threadIdx.x]);
  if (threadIdx.x == 0) {
    atomicMax((unsigned*)&out[8], top);
    atomicAdd(&out[9], threes);
    atomicOr(&out[10], seven);
  }
  if (threadIdx.x % warpSize == 0) {
    atomicAdd(&out[11], all);
    atomicAdd(&out[12], any);
  }
  if (i < n) {
    atomicCAS(&out[13], 0, i + 1);
    atomicExch(&out[14], 5);
  }
}

static void callback(hipStream_t, hipError_t status, void* data) {
  *(int*)data = 100 + (int)status;
}

int main() {
  int fails = 0;
  hipDeviceProp_t prop;
  CHECK(hipGetDeviceProperties(&prop, 0));
  int ws = prop.warpSize;
  printf("wave size %d\n", ws);

  // A 70 x 45 transpose: the last tiles of each row and column are partial.
  const int w = 70, h = 45;
  std::vector<float> a(w * h), b(w * h);
  for (int k = 0; k < w * h; ++k) a[k] = k * 0.5f;
  float *da, *db;
  CHECK(hipMalloc(&da, w * h * 4));
  CHECK(hipMalloc(&db, w * h * 4));
  hipStream_t s;
  CHECK(hipStreamCreate(&s));
  hipEvent_t e0, e1;
  CHECK(hipEventCreate(&e0));
  CHECK(hipEventCreate(&e1));
  CHECK(hipEventRecord(e0, s));
  CHECK(hipMemcpyAsync(da, a.data(), w * h * 4, hipMemcpyHostToDevice, s));
  hipLaunchKernelGGL(transpose, dim3((w + T - 1) / T, (h + T - 1) / T), dim3(T, T), 0, s, da,
                     db, w, h);
  CHECK(hipGetLastError());
  CHECK(hipMemcpyAsync(b.data(), db, w * h * 4, hipMemcpyDeviceToHost, s));
  int flag = 0;
  CHECK(hipStreamAddCallback(s, callback, &flag, 0));
  CHECK(hipEventRecord(e1, s));
  CHECK(hipStreamSynchronize(s));
  float ms = -1;
  CHECK(hipEventElapsedTime(&ms, e0, e1));
  int wrong = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) wrong += b[x * h + y] != a[y * w + x];
  printf("transpose 70x45: %d wrong\n", wrong);
  printf("callback status: %d, elapsed time not negative: %d\n", flag - 100, ms >= 0);
  fails += wrong + (flag != 100) + (ms < 0);

  // A struct by value and a lambda capturing it.
  const int n = 300;
  std::vector<Pair> p(n);
  for (int k = 0; k < n; ++k) p[k] = {k, k * 1.5f};
  Pair* dp;
  CHECK(hipMalloc(&dp, n * sizeof(Pair)));
  CHECK(hipMemcpy(dp, p.data(), n * sizeof(Pair), hipMemcpyHostToDevice));
  Params prm{2.0f, 7, 0.25, -3};
  hipLaunchKernelGGL(apply, dim3((n + 127) / 128), dim3(128), 0, 0, prm, dp, n);
  std::vector<Pair> q(n);
  CHECK(hipMemcpy(q.data(), dp, n * sizeof(Pair), hipMemcpyDeviceToHost));
  wrong = 0;
  for (int k = 0; k < n; ++k)
    wrong += q[k].key != k + 4 || q[k].value != k * 1.5f * 2.0f + 0.25f;
  printf("struct argument: %d wrong\n", wrong);
  fails += wrong;

  // Votes and atomics over 1000 values in blocks of 256 (the last block partial).
  const int m = 1000;
  std::vector<int> in(m);
  for (int k = 0; k < m; ++k) in[k] = (k * 37) % 101;
  int *din, *dout;
  CHECK(hipMalloc(&din, m * 4));
  CHECK(hipMalloc(&dout, 15 * 4));
  CHECK(hipMemcpy(din, in.data(), m * 4, hipMemcpyHostToDevice));
  CHECK(hipMemset(dout, 0, 15 * 4));
  hipLaunchKernelGGL(votes, dim3((m + 255) / 256), dim3(256), 0, 0, din, dout, m);
  int out[15];
  CHECK(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
  int hist[8] = {0}, top = 0, threes = 0, seven = 0, all = 0;
  for (int k = 0; k < m; ++k) {
    hist[in[k] & 7]++;
    top = std::max(top, in[k]);
    threes += in[k] % 3 == 0;
    seven |= in[k] == 77;
  }
  // A wave votes "all" when every one of its work-items holds a value.
  for (int first = 0; first < 4 * 256; first += ws) all += first + ws <= m;
  wrong = 0;
  for (int k = 0; k < 8; ++k) wrong += out[k] != hist[k];
  printf("LDS histogram: %d wrong\n", wrong);
  printf("max %d (expected %d), count of multiples of 3 %d (expected %d), or %d (expected %d)\n",
         out[8], top, out[9], threes, out[10], seven);
  printf("waves voting all %d (expected %d), any %d (expected 0)\n", out[11], all, out[12]);
  printf("compare-and-swap winner in range: %d, exchanged %d\n", out[13] >= 1 && out[13] <= m,
         out[14]);
  fails += wrong + (out[8] != top) + (out[9] != threes) + (out[10] != seven) + (out[11] != all) +
           (out[12] != 0) + !(out[13] >= 1 && out[13] <= m) + (out[14] != 5);

  CHECK(hipFree(da));
  CHECK(hipFree(db));
  CHECK(hipFree(dp));
  CHECK(hipFree(din));
  CHECK(hipFree(dout));
  CHECK(hipEventDestroy(e0));
  CHECK(hipEventDestroy(e1));
  CHECK(hipStreamDestroy(s));
  printf("%s\n", fails ? "FAILED" : "PASSED");
  return fails != 0;
}
