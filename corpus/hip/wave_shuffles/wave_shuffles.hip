// Cross-lane operations as HIP programs use them: the __shfl family (ds_bpermute_b32),
// ds_permute_b32 and ds_swizzle_b32 through their builtins, and DPP moves (row shifts,
// quad permutations, mirrors, broadcasts). The host works out what each lane must hold
// from the operations' definitions and counts the lanes that differ.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
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

constexpr int kGroup = 128;
constexpr int kTests = 15;

__device__ int wave_sum(int v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down(v, offset);
  return v;
}

__device__ int butterfly_max(int v) {
  for (int mask = 1; mask < warpSize; mask *= 2) {
    int other = __shfl_xor(v, mask);
    v = other > v ? other : v;
  }
  return v;
}

// out[t * n + i]: test t's value in work-item i. *total: every value added with a float
// atomicAdd (a compare-and-swap loop where the target has no float atomic add).
__global__ void shuffles(const int* in, int* out, int* wave, float* total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int v = in[i];
  if (i == 0) *wave = warpSize;
  atomicAdd(total, (float)v);
  int sum = wave_sum(v);
  int top = butterfly_max(v);
  int from3 = __shfl(v, 3);
  int up2 = __shfl_up(v, 2);
  out[0 * n + i] = sum;
  out[1 * n + i] = top;
  out[2 * n + i] = from3;
  out[3 * n + i] = up2;
  // Each lane sends its value to the lane five above it (wrapping).
  out[4 * n + i] = __builtin_amdgcn_ds_permute(((lane + 5) % warpSize) * 4, v);
  // swizzle(SWAP,1) and swizzle(QUAD_PERM,3,2,1,0).
  out[5 * n + i] = __builtin_amdgcn_ds_swizzle(v, 0x041f);
  out[6 * n + i] = __builtin_amdgcn_ds_swizzle(v, 0x801b);
  // DPP: row_shr:1 with bound_ctrl (lane 0 of a row reads 0), quad_perm:[1,0,3,2],
  // row_mirror, row_ror:4.
  out[7 * n + i] = __builtin_amdgcn_update_dpp(-1, v, 0x111, 0xf, 0xf, true);
  out[8 * n + i] = __builtin_amdgcn_update_dpp(-1, v, 0xb1, 0xf, 0xf, false);
  out[9 * n + i] = __builtin_amdgcn_update_dpp(-1, v, 0x140, 0xf, 0xf, false);
  out[10 * n + i] = __builtin_amdgcn_update_dpp(-1, v, 0x124, 0xf, 0xf, false);
  // Only odd lanes take part: an even lane's value is not there to read (it reads 0).
  int odd = -7;
  if (lane & 1) odd = __shfl(v, lane ^ 3);
  out[11 * n + i] = odd;
  // Lanes a DPP move does not write keep the old value (-1): row_shr:1 without bound_ctrl
  // leaves each row's first lane, row and bank masks leave theirs.
  out[12 * n + i] = __builtin_amdgcn_update_dpp(-1, v, 0x111, 0xf, 0xf, false);
  out[13 * n + i] = __builtin_amdgcn_update_dpp(-1, v, 0xe4, 0x5, 0x3, false);
#if defined(__gfx90a__)
  // GFX9: row_bcast:15 into rows 1 and 3 (the scan step of wave reductions).
  out[14 * n + i] = __builtin_amdgcn_update_dpp(-1, v, 0x142, 0xa, 0xf, false);
#else
  // GFX10+: row_xmask:5.
  out[14 * n + i] = __builtin_amdgcn_update_dpp(-1, v, 0x165, 0xf, 0xf, false);
#endif
}

static int expected(int test, const std::vector<int>& in, int i, int w) {
  int base = i - i % w, lane = i % w, row = lane - lane % 16;
  auto at = [&](int l) { return in[base + l]; };
  switch (test) {
  case 0: {
    // __shfl_down reads its own value past the wave's end, so lane L sums lanes L.. with
    // repeats; lane 0 holds the wave's sum.
    std::vector<int> v(in.begin() + base, in.begin() + base + w);
    for (int off = w / 2; off > 0; off /= 2) {
      std::vector<int> next(v);
      for (int l = 0; l < w; ++l) next[l] = v[l] + (l + off < w ? v[l + off] : v[l]);
      v = next;
    }
    return v[lane];
  }
  case 1: {
    int m = at(0);
    for (int l = 1; l < w; ++l) m = at(l) > m ? at(l) : m;
    return m;
  }
  case 2: return at(3);
  case 3: return lane >= 2 ? at(lane - 2) : at(lane);
  case 4: return at((lane - 5 + w) % w);
  case 5: return at(lane ^ 1);
  case 6: return at((lane & ~3) + 3 - (lane & 3));
  case 7: return lane % 16 == 0 ? 0 : at(lane - 1);
  case 8: return at((lane & ~3) + ((lane & 3) ^ 1));
  case 9: return at(row + 15 - lane % 16);
  case 10: return at(row + (lane % 16 + 12) % 16);
  case 11: {
    if (!(lane & 1)) return -7;
    int src = lane ^ 3;
    return (src & 1) ? at(src) : 0;
  }
  case 12: return lane % 16 == 0 ? -1 : at(lane - 1);
  case 13: return (0x5 >> (lane / 16) & 1) && (0x3 >> (lane % 16 / 4) & 1) ? at(lane) : -1;
  case 14:
    if (w == 64) return (lane / 16) % 2 == 1 ? at(row - 1) : -1;
    return at(row + ((lane % 16) ^ 5));
  }
  return 0;
}

int main() {
  const int n = 4 * kGroup;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 7919) % 1000 - 300;
  int *din, *dout, *dwave;
  float* dtotal;
  CHECK(hipMalloc(&din, n * sizeof(int)));
  CHECK(hipMalloc(&dout, kTests * n * sizeof(int)));
  CHECK(hipMalloc(&dwave, sizeof(int)));
  CHECK(hipMalloc(&dtotal, sizeof(float)));
  CHECK(hipMemset(dtotal, 0, sizeof(float)));
  CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(shuffles, dim3(n / kGroup), dim3(kGroup), 0, 0, din, dout, dwave, dtotal, n);
  CHECK(hipGetLastError());
  std::vector<int> out(kTests * n);
  int w = 0;
  CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(int), hipMemcpyDeviceToHost));
  CHECK(hipMemcpy(&w, dwave, sizeof(int), hipMemcpyDeviceToHost));
  float total = 0;
  CHECK(hipMemcpy(&total, dtotal, sizeof(float), hipMemcpyDeviceToHost));
  long long want_total = 0;
  for (int x : in) want_total += x;
  const char* names[kTests] = {"shfl_down sum", "shfl_xor max", "shfl from lane 3",
                               "shfl_up 2",     "ds_permute +5", "swizzle swap 1",
                               "swizzle quad reverse", "dpp row_shr:1", "dpp quad_perm",
                               "dpp row_mirror", "dpp row_ror:4", "shfl in odd lanes",
                               "dpp row_shr:1 unwritten", "dpp row and bank masks",
                               w == 64 ? "dpp row_bcast:15" : "dpp row_xmask:5"};
  int wrong_total = 0;
  printf("wave size %d\n", w);
  for (int t = 0; t < kTests; ++t) {
    int wrong = 0, first = -1;
    for (int i = 0; i < n; ++i)
      if (out[t * n + i] != expected(t, in, i, w)) {
        if (first < 0) first = i;
        ++wrong;
      }
    printf("%s: %d wrong", names[t], wrong);
    if (first >= 0)
      printf(" (work-item %d: %d, expected %d)", first, out[t * n + first],
             expected(t, in, first, w));
    printf("\n");
    wrong_total += wrong;
  }
  printf("lane 0 of the first wave: sum %d, max %d\n", out[0], out[n]);
  printf("float atomicAdd total: %.0f (expected %lld)\n", total, want_total);
  if ((long long)total != want_total) ++wrong_total;
  CHECK(hipFree(din));
  CHECK(hipFree(dout));
  CHECK(hipFree(dwave));
  CHECK(hipFree(dtotal));
  printf("%s\n", wrong_total == 0 ? "PASSED" : "FAILED");
  return wrong_total == 0 ? 0 : 1;
}
