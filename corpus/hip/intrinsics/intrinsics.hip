// Device intrinsics and memory as HIP programmers use them, checked against the host: the
// integer intrinsics (__clz, __ffs, __brev, __popc, __umulhi, __mul24, __byte_perm,
// __funnelshift_l), a 5-point stencil over pitched memory (hipMallocPitch, hipMemcpy2D) with
// __constant__ coefficients and a __device__ counter behind __threadfence, fast math
// (__fdividef, __expf, rsqrtf, __saturatef: an f32 division's v_div_scale/v_div_fmas) and a
// double atomicAdd, which the compiler expands to a compare-and-swap loop (at -O0 with 22
// instructions between the guess and the compare-and-swap).
#include <hip/hip_runtime.h>
#include <algorithm>
#include <cmath>
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

__constant__ float coeff[5];
__device__ unsigned long long visits;

__global__ void __launch_bounds__(128)
    bits(const unsigned* __restrict__ in, unsigned* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i];
  unsigned leading = __clz(v);
  unsigned first = __ffs(v);
  unsigned reversed = __brev(v);
  unsigned ones = __popc(v);
  out[8 * i + 0] = leading;
  out[8 * i + 1] = first;
  out[8 * i + 2] = reversed;
  out[8 * i + 3] = ones;
  out[8 * i + 4] = __umulhi(v, 0x9e3779b9u);
  out[8 * i + 5] = __mul24(v & 0xffffff, 77);
  out[8 * i + 6] = __byte_perm(v, 0x11223344u, 0x7351);
  out[8 * i + 7] = __funnelshift_l(v, 0xdeadbeefu, i & 31);
}

__global__ void stencil(const float* in, size_t ipitch, float* out, size_t opitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  auto at = [&](int xx, int yy) {
    xx = min(max(xx, 0), w - 1);
    yy = min(max(yy, 0), h - 1);
    return ((const float*)((const char*)in + yy * ipitch))[xx];
  };
  float s = coeff[0] * at(x, y) + coeff[1] * at(x - 1, y) + coeff[2] * at(x + 1, y) +
            coeff[3] * at(x, y - 1) + coeff[4] * at(x, y + 1);
  ((float*)((char*)out + y * opitch))[x] = s;
  if (x == 0 && y == 0) {
    __threadfence();
    atomicAdd(&visits, 1ull);
  }
}

__global__ void fastmath(const float* in, float* out, double* sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = in[i];
  out[4 * i + 0] = __fdividef(v, 3.0f);
  out[4 * i + 1] = __expf(v * 0.01f);
  out[4 * i + 2] = rsqrtf(v + 1.0f);
  out[4 * i + 3] = __saturatef(v / 100.0f);
  atomicAdd(sum, (double)v);
}

static unsigned host_brev(unsigned v) {
  unsigned r = 0;
  for (int k = 0; k < 32; ++k)
    if (v >> k & 1) r |= 1u << (31 - k);
  return r;
}

static unsigned host_byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned long long t = ((unsigned long long)y << 32) | x;
  unsigned r = 0;
  for (int k = 0; k < 4; ++k) r |= ((t >> (8 * ((s >> (4 * k)) & 7))) & 0xff) << (8 * k);
  return r;
}

static unsigned host_funnel_l(unsigned lo, unsigned hi, unsigned sh) {
  unsigned long long t = ((unsigned long long)hi << 32) | lo;
  return (unsigned)((t << (sh & 31)) >> 32);
}

int main() {
  int fails = 0;

  const int n = 777;
  std::vector<unsigned> in(n);
  for (int k = 0; k < n; ++k) in[k] = (k * 2654435761u) ^ (k << 7);
  in[0] = 0;
  in[1] = 0xffffffffu;
  unsigned *din, *dout;
  CHECK(hipMalloc(&din, n * 4));
  CHECK(hipMalloc(&dout, n * 32));
  CHECK(hipMemcpy(din, in.data(), n * 4, hipMemcpyHostToDevice));
  hipLaunchKernelGGL(bits, dim3((n + 127) / 128), dim3(128), 0, 0, din, dout, n);
  std::vector<unsigned> out(8 * n);
  CHECK(hipMemcpy(out.data(), dout, n * 32, hipMemcpyDeviceToHost));
  int wrong = 0;
  for (int k = 0; k < n; ++k) {
    unsigned v = in[k];
    unsigned want[8] = {v ? (unsigned)__builtin_clz(v) : 32u,
                        (unsigned)__builtin_ffs(v),
                        host_brev(v),
                        (unsigned)__builtin_popcount(v),
                        (unsigned)(((unsigned long long)v * 0x9e3779b9u) >> 32),
                        // __mul24 multiplies the low 24 bits as signed numbers.
                        (unsigned)(((int)((v & 0xffffff) << 8) >> 8) * 77),
                        host_byte_perm(v, 0x11223344u, 0x7351),
                        host_funnel_l(v, 0xdeadbeefu, k & 31)};
    for (int j = 0; j < 8; ++j) wrong += out[8 * k + j] != want[j];
  }
  printf("integer intrinsics: %d wrong\n", wrong);
  fails += wrong;

  const int w = 37, h = 23;
  float c[5] = {0.5f, 0.125f, 0.125f, 0.125f, 0.125f};
  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coeff), c, sizeof c));
  unsigned long long zero = 0;
  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(visits), &zero, sizeof zero));
  std::vector<float> img(w * h);
  for (int k = 0; k < w * h; ++k) img[k] = (k % 17) * 1.25f;
  float *dimg, *dres;
  size_t ip, op;
  CHECK(hipMallocPitch((void**)&dimg, &ip, w * 4, h));
  CHECK(hipMallocPitch((void**)&dres, &op, w * 4, h));
  CHECK(hipMemcpy2D(dimg, ip, img.data(), w * 4, w * 4, h, hipMemcpyHostToDevice));
  hipLaunchKernelGGL(stencil, dim3((w + 7) / 8, (h + 7) / 8), dim3(8, 8), 0, 0, dimg, ip, dres,
                     op, w, h);
  std::vector<float> res(w * h);
  CHECK(hipMemcpy2D(res.data(), w * 4, dres, op, w * 4, h, hipMemcpyDeviceToHost));
  auto at = [&](int x, int y) {
    x = std::min(std::max(x, 0), w - 1);
    y = std::min(std::max(y, 0), h - 1);
    return img[y * w + x];
  };
  wrong = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float s = c[0] * at(x, y) + c[1] * at(x - 1, y) + c[2] * at(x + 1, y) +
                c[3] * at(x, y - 1) + c[4] * at(x, y + 1);
      wrong += fabsf(s - res[y * w + x]) > 1e-5f;
    }
  unsigned long long seen;
  CHECK(hipMemcpyFromSymbol(&seen, HIP_SYMBOL(visits), sizeof seen));
  printf("pitched stencil %dx%d: %d wrong, counter %llu\n", w, h, wrong, seen);
  fails += wrong + (seen != 1);

  const int m = 500;
  std::vector<float> f(m);
  for (int k = 0; k < m; ++k) f[k] = k * 0.37f;
  float *df, *dfo;
  double* dsum;
  CHECK(hipMalloc(&df, m * 4));
  CHECK(hipMalloc(&dfo, m * 16));
  CHECK(hipMalloc(&dsum, 8));
  CHECK(hipMemcpy(df, f.data(), m * 4, hipMemcpyHostToDevice));
  CHECK(hipMemset(dsum, 0, 8));
  hipLaunchKernelGGL(fastmath, dim3((m + 63) / 64), dim3(64), 0, 0, df, dfo, dsum, m);
  std::vector<float> fo(4 * m);
  double sum;
  CHECK(hipMemcpy(fo.data(), dfo, m * 16, hipMemcpyDeviceToHost));
  CHECK(hipMemcpy(&sum, dsum, 8, hipMemcpyDeviceToHost));
  double want = 0;
  for (int k = 0; k < m; ++k) want += (double)f[k];
  wrong = 0;
  for (int k = 0; k < m; ++k) {
    float v = f[k];
    float w4[4] = {v / 3.0f, expf(v * 0.01f), 1.0f / sqrtf(v + 1.0f),
                   std::min(std::max(v / 100.0f, 0.0f), 1.0f)};
    for (int j = 0; j < 4; ++j)
      wrong += fabsf(fo[4 * k + j] - w4[j]) > 1e-5f * fmaxf(1.0f, fabsf(w4[j]));
  }
  printf("fast math: %d wrong; double atomicAdd sum within 1e-9: %d\n", wrong,
         fabs(sum - want) <= 1e-9 * want);
  fails += wrong + (fabs(sum - want) > 1e-9 * want);

  CHECK(hipFree(din));
  CHECK(hipFree(dout));
  CHECK(hipFree(dimg));
  CHECK(hipFree(dres));
  CHECK(hipFree(df));
  CHECK(hipFree(dfo));
  CHECK(hipFree(dsum));
  printf("%s\n", fails ? "FAILED" : "PASSED");
  return fails != 0;
}
