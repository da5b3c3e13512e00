// The cost of single HIP calls under `hdb run --sim`, as the program sees it: each loop makes
// the same call many times and prints the mean time per iteration in microseconds. A call's
// cost here is hdb's serving plus the socket's round trip and wake-ups.
//
//   hipcc -O2 --offload-arch=gfx90a bench/hip_calls.cpp -o /tmp/hip_calls
//   target/release/hdb run --sim /tmp/hip_calls
#include <hip/hip_runtime.h>

#include <chrono>
#include <cstdio>

typedef std::chrono::steady_clock::time_point Time;

static Time now() { return std::chrono::steady_clock::now(); }

static double micros(Time a, Time b) {
  return std::chrono::duration<double, std::micro>(b - a).count();
}

__global__ void bump(int *p) { p[threadIdx.x] += 1; }

// Host work the compiler keeps: about as long as the gap between two calls of a program that
// does a little of its own work between them.
static void host_work() {
  volatile double x = 0;
  for (int j = 0; j < 20000; j++) x += j;
}

int main() {
  int *d;
  if (hipMalloc(&d, 256) != hipSuccess) {
    printf("hipMalloc failed\n");
    return 1;
  }
  int h[64] = {0};
  const int calls = 1000, launches = 200, gaps = 200;
  Time t0 = now();
  for (int i = 0; i < calls; i++) {
    void *p;
    hipMalloc(&p, 64);
    hipFree(p);
  }
  Time t1 = now();
  for (int i = 0; i < calls; i++) hipMemcpy(d, h, 4, hipMemcpyHostToDevice);
  Time t2 = now();
  for (int i = 0; i < launches; i++) {
    bump<<<1, 64>>>(d);
    hipDeviceSynchronize();
  }
  Time t3 = now();
  for (int i = 0; i < gaps; i++) {
    host_work();
    hipMemcpy(d, h, 4, hipMemcpyHostToDevice);
  }
  Time t4 = now();
  for (int i = 0; i < gaps; i++) host_work();
  Time t5 = now();
  printf("hipMalloc + hipFree %.1f us, hipMemcpy (4 bytes) %.1f us, one-wave launch + "
         "hipDeviceSynchronize %.1f us, hipMemcpy after host work %.1f us (the host work "
         "alone %.1f us)\n",
         micros(t0, t1) / calls, micros(t1, t2) / calls, micros(t2, t3) / launches,
         micros(t3, t4) / gaps - micros(t4, t5) / gaps, micros(t4, t5) / gaps);
  return 0;
}
