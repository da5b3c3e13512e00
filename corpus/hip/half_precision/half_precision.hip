// Half precision as HIP programs use it: __half and __half2 arithmetic (add, sub, mul, fma,
// max, min, compares, conversions), which compile to the f16 and packed f16 instructions.
// Every operation is correctly rounded, so the host works out each result exactly (an
// operation in float or double, rounded once to half) and compares bit patterns.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(call)                                                                   \
  do {                                                                                \
    hipError_t e_ = (call);                                                           \
    if (e_ != hipSuccess) {                                                           \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,            \
              hipGetErrorName(e_));                                                   \
      exit(2);                                                                        \
    }                                                                                 \
  } while (0)

constexpr int kTests = 10;

__global__ void halves(const float* a, const float* b, const float* c, unsigned short* out,
                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half x = __float2half(a[i]), y = __float2half(b[i]), z = __float2half(c[i]);
  __half sum = __hadd(x, y);
  __half diff = __hsub(x, y);
  __half prod = __hmul(x, y);
  __half fused = __hfma(x, y, z);
  __half larger = __hgt(x, y) ? x : y;
  __half2 pair = __halves2half2(x, y);
  __half2 pz = __halves2half2(z, x);
  __half2 p = __hfma2(pair, pair, pz);
  __half2 q = __hadd2(pair, pz);
  __half from_int = __int2half_rn(i - 100);
  __half_raw r;
#define OUT(k, h) r = (h); out[(k) * n + i] = r.x
  OUT(0, sum);
  OUT(1, diff);
  OUT(2, prod);
  OUT(3, fused);
  OUT(4, larger);
  OUT(5, __low2half(p));
  OUT(6, __high2half(p));
  OUT(7, __low2half(q));
  OUT(8, __high2half(q));
  OUT(9, from_int);
}

// Round a double to the nearest half (ties to even), as a bit pattern; |v| stays in range here.
static unsigned short to_half(double v) {
  unsigned short sign = v < 0 ? 0x8000 : 0;
  double m = v < 0 ? -v : v;
  if (m == 0) return sign;
  int e = 0;
  while (m >= 2.0) { m /= 2; ++e; }
  while (m < 1.0) { m *= 2; --e; }
  if (e < -14) {  // subnormal: units of 2^-24
    double units = v < 0 ? -v * 16777216.0 : v * 16777216.0;
    double fl = (double)(long long)units, rem = units - fl;
    long long u = (long long)fl + (rem > 0.5 || (rem == 0.5 && ((long long)fl & 1)));
    return sign | (unsigned short)u;
  }
  double frac = (m - 1.0) * 1024.0;
  double fl = (double)(long long)frac, rem = frac - fl;
  long long f = (long long)fl + (rem > 0.5 || (rem == 0.5 && ((long long)fl & 1)));
  if (f == 1024) { f = 0; ++e; }
  return sign | (unsigned short)((e + 15) << 10) | (unsigned short)f;
}

static double from_half(unsigned short h) {
  int e = h >> 10 & 0x1f, f = h & 0x3ff;
  double m = e == 0 ? f / 1024.0 * (1.0 / 16384.0) : (1.0 + f / 1024.0) * __builtin_ldexp(1.0, e - 15);
  return h & 0x8000 ? -m : m;
}

int main() {
  const int n = 1024;
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = (float)((i * 37) % 211 - 105) / 16.0f + i * 1e-3f;
    b[i] = (float)((i * 53) % 97 - 48) / 8.0f - i * 7e-4f;
    c[i] = (float)((i * 11) % 61 - 30) / 4.0f;
  }
  float *da, *db, *dc;
  unsigned short* dout;
  CHECK(hipMalloc(&da, n * sizeof(float)));
  CHECK(hipMalloc(&db, n * sizeof(float)));
  CHECK(hipMalloc(&dc, n * sizeof(float)));
  CHECK(hipMalloc(&dout, kTests * n * sizeof(unsigned short)));
  CHECK(hipMemcpy(da, a.data(), n * sizeof(float), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(db, b.data(), n * sizeof(float), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(dc, c.data(), n * sizeof(float), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(halves, dim3(n / 256), dim3(256), 0, 0, da, db, dc, dout, n);
  CHECK(hipGetLastError());
  std::vector<unsigned short> out(kTests * n);
  CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(unsigned short), hipMemcpyDeviceToHost));
  const char* names[kTests] = {"__hadd", "__hsub", "__hmul", "__hfma", "__hgt select",
                               "__hfma2 low", "__hfma2 high", "__hadd2 low", "__hadd2 high",
                               "__int2half_rn"};
  int wrong_total = 0;
  for (int t = 0; t < kTests; ++t) {
    int wrong = 0, first = -1;
    unsigned short want_first = 0;
    for (int i = 0; i < n; ++i) {
      double x = from_half(to_half(a[i])), y = from_half(to_half(b[i])), z = from_half(to_half(c[i]));
      double want;
      switch (t) {
      case 0: want = x + y; break;
      case 1: want = x - y; break;
      case 2: want = x * y; break;
      case 3: want = x * y + z; break;
      case 4: want = x > y ? x : y; break;
      case 5: want = x * x + z; break;
      case 6: want = y * y + x; break;
      case 7: want = x + z; break;
      case 8: want = y + x; break;
      default: want = i - 100; break;
      }
      unsigned short w = to_half(want);
      if (out[t * n + i] != w) {
        if (first < 0) { first = i; want_first = w; }
        ++wrong;
      }
    }
    printf("%s: %d wrong", names[t], wrong);
    if (first >= 0) printf(" (work-item %d: 0x%04x, expected 0x%04x)", first, out[t * n + first], want_first);
    printf("\n");
    wrong_total += wrong;
  }
  printf("work-item 5: %g + %g = %g\n", from_half(to_half(a[5])), from_half(to_half(b[5])), from_half(out[5]));
  CHECK(hipFree(da));
  CHECK(hipFree(db));
  CHECK(hipFree(dc));
  CHECK(hipFree(dout));
  printf("%s\n", wrong_total == 0 ? "PASSED" : "FAILED");
  return wrong_total == 0 ? 0 : 1;
}
