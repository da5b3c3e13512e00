// A host-only stand-in for <hip/hip_runtime.h>, used by tools/host_check.sh to
// check the corpus programs' algorithms on the CPU. Kernels run as cooperative
// fibers (one per work-item, ucontext), so __syncthreads, wave shuffles and a
// grid-wide sync behave as on a device. Work-groups run one after another; a
// cooperative launch runs each work-group up to the next grid barrier in turn,
// so __shared__ variables (plain statics here) must not carry values across a
// grid barrier. Only what the corpus programs use is here.
#pragma once
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <tuple>
#include <utility>
#include <vector>
#include <ucontext.h>

#define __global__
#define __device__
#define __host__
#define __constant__
#define __shared__ static
#define __forceinline__ inline
#define __noinline__
#define __launch_bounds__(...)
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define HIP_SYMBOL(x) (x)
#define HIP_DYNAMIC_SHARED(type, name) type *name = (type *)::hdbx::dyn_shared();

struct dim3 {
    uint32_t x, y, z;
    constexpr dim3(uint32_t x_ = 1, uint32_t y_ = 1, uint32_t z_ = 1) : x(x_), y(y_), z(z_) {}
};

enum hipError_t {
    hipSuccess = 0, hipErrorInvalidValue = 1, hipErrorOutOfMemory = 2,
    hipErrorInvalidConfiguration = 9, hipErrorInvalidSymbol = 13,
    hipErrorInvalidDevicePointer = 17, hipErrorInvalidDeviceFunction = 98,
    hipErrorNoDevice = 100, hipErrorInvalidDevice = 101, hipErrorInvalidImage = 200,
    hipErrorNoBinaryForGpu = 209, hipErrorFileNotFound = 301, hipErrorInvalidHandle = 400,
    hipErrorNotFound = 500, hipErrorNotReady = 600, hipErrorIllegalAddress = 700,
    hipErrorPeerAccessAlreadyEnabled = 704, hipErrorLaunchFailure = 719,
    hipErrorCooperativeLaunchTooLarge = 720, hipErrorNotSupported = 801, hipErrorUnknown = 999,
};
enum hipMemcpyKind { hipMemcpyHostToHost, hipMemcpyHostToDevice, hipMemcpyDeviceToHost,
                     hipMemcpyDeviceToDevice, hipMemcpyDefault };
enum hipDeviceAttribute_t {
    hipDeviceAttributeMaxThreadsPerBlock, hipDeviceAttributeWarpSize,
    hipDeviceAttributeMultiprocessorCount, hipDeviceAttributeCooperativeLaunch,
    hipDeviceAttributeMaxSharedMemoryPerBlock, hipDeviceAttributeClockRate,
    hipDeviceAttributeManagedMemory, hipDeviceAttributeConcurrentManagedAccess,
};
struct ihipStream_t; typedef ihipStream_t *hipStream_t;
struct ihipEvent_t { double ms; }; typedef ihipEvent_t *hipEvent_t;
#define hipHostMallocDefault 0x0
#define hipHostMallocMapped 0x2
#define hipHostMallocCoherent 0x40000000
#define hipMemAttachGlobal 0x01
#define hipStreamNonBlocking 0x01

struct hipDeviceProp_t {
    char name[256];
    size_t totalGlobalMem, sharedMemPerBlock;
    int warpSize, maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], clockRate;
    int multiProcessorCount, major, minor, cooperativeLaunch, managedMemory;
    char gcnArchName[256];
};

namespace hdbx {
struct Fiber {
    ucontext_t ctx;
    dim3 tid, bid;
    unsigned block, wave, lane;
    int wait;  // 0 runnable, 1 block barrier, 2 wave barrier, 3 grid barrier
    bool done;
};
struct Launch {
    dim3 grid, block;
    std::function<void()> body;
    std::vector<unsigned char> dyn;
    std::vector<uint64_t> xchg;
    unsigned warp;
    bool cooperative;
};
inline Fiber *cur;
inline Launch *L;
inline ucontext_t sched;
inline int device;
inline unsigned warp_size() {
    const char *w = getenv("HDB_HOST_WARP");
    return w ? (unsigned)atoi(w) : 64u;
}
inline void *dyn_shared() { return L->dyn.data(); }
inline void yield(int why) {
    cur->wait = why;
    swapcontext(&cur->ctx, &sched);
}
inline void entry() {
    L->body();
    cur->done = true;
}
constexpr size_t kStack = 128 * 1024;

// Runs `fs` until every fiber has finished; `stop_at_grid` parks at grid barriers.
inline void run(std::vector<Fiber> &fs, std::vector<char> &stacks, bool stop_at_grid) {
    for (;;) {
        bool ran = false;
        for (auto &f : fs)
            if (!f.done && f.wait == 0) {
                cur = &f;
                swapcontext(&sched, &f.ctx);
                ran = true;
            }
        bool released = false;
        // wave barriers
        for (size_t i = 0; i < fs.size();) {
            size_t j = i;
            bool all = true, any = false;
            while (j < fs.size() && fs[j].block == fs[i].block && fs[j].wave == fs[i].wave) {
                if (!fs[j].done) { all &= fs[j].wait == 2; any |= fs[j].wait == 2; }
                j++;
            }
            if (all && any) { for (size_t k = i; k < j; k++) if (!fs[k].done) fs[k].wait = 0; released = true; }
            i = j;
        }
        // block barriers
        for (size_t i = 0; i < fs.size();) {
            size_t j = i;
            bool all = true, any = false;
            while (j < fs.size() && fs[j].block == fs[i].block) {
                if (!fs[j].done) { all &= fs[j].wait == 1; any |= fs[j].wait == 1; }
                j++;
            }
            if (all && any) { for (size_t k = i; k < j; k++) if (!fs[k].done) fs[k].wait = 0; released = true; }
            i = j;
        }
        bool all_done = true, all_grid = true;
        for (auto &f : fs) { all_done &= f.done; if (!f.done) all_grid &= f.wait == 3; }
        if (all_done) return;
        if (all_grid && stop_at_grid) return;
        if (!released && !ran) {
            fprintf(stderr, "host check: deadlock (divergent barrier)\n");
            abort();
        }
    }
    (void)stacks;
}

inline void make(std::vector<Fiber> &fs, std::vector<char> &stacks, unsigned first_block, unsigned nblocks) {
    const dim3 g = L->grid, b = L->block;
    const unsigned per = b.x * b.y * b.z;
    fs.assign((size_t)per * nblocks, Fiber{});
    stacks.resize(fs.size() * kStack);
    for (unsigned bi = 0; bi < nblocks; bi++) {
        unsigned lin = first_block + bi;
        dim3 bid(lin % g.x, (lin / g.x) % g.y, lin / (g.x * g.y));
        for (unsigned t = 0; t < per; t++) {
            Fiber &f = fs[(size_t)bi * per + t];
            f.tid = dim3(t % b.x, (t / b.x) % b.y, t / (b.x * b.y));
            f.bid = bid;
            f.block = lin;
            f.wave = t / L->warp;
            f.lane = t % L->warp;
            getcontext(&f.ctx);
            f.ctx.uc_stack.ss_sp = &stacks[((size_t)bi * per + t) * kStack];
            f.ctx.uc_stack.ss_size = kStack;
            f.ctx.uc_link = &sched;
            makecontext(&f.ctx, (void (*)())entry, 0);
        }
    }
}

inline void launch(dim3 g, dim3 b, size_t shm, std::function<void()> body, bool cooperative = false) {
    Launch l{g, b, std::move(body), std::vector<unsigned char>(shm + 16), {}, warp_size(), cooperative};
    L = &l;
    unsigned nblocks = g.x * g.y * g.z, per = b.x * b.y * b.z;
    l.xchg.assign((size_t)per * (cooperative ? nblocks : 1) + 64, 0);
    std::vector<Fiber> fs;
    std::vector<char> stacks;
    if (!cooperative) {
        for (unsigned bi = 0; bi < nblocks; bi++) {
            make(fs, stacks, bi, 1);
            run(fs, stacks, false);
        }
    } else {
        make(fs, stacks, 0, nblocks);
        // one work-group at a time up to the next grid barrier
        for (;;) {
            bool any_left = false;
            for (unsigned bi = 0; bi < nblocks; bi++) {
                std::vector<Fiber *> mine;
                for (auto &f : fs) if (f.block == bi && !f.done) mine.push_back(&f);
                if (mine.empty()) continue;
                any_left = true;
                for (auto *f : mine) if (f->wait == 3) f->wait = 0;
                // run only this block's fibers: park the others
                std::vector<int> saved(fs.size());
                for (size_t i = 0; i < fs.size(); i++) {
                    saved[i] = fs[i].wait;
                    if (fs[i].block != bi && !fs[i].done) fs[i].wait = 3;
                }
                run(fs, stacks, true);
                for (size_t i = 0; i < fs.size(); i++) if (fs[i].block != bi) fs[i].wait = saved[i];
            }
            if (!any_left) break;
        }
    }
    L = nullptr;
}

// `k<<<g, b, shm, stream>>>(args)` and hipLaunchKernelGGL become
// Config(g, b, shm, stream).run([=](auto... a) { k(a...); }, args): the kernel
// name is called inside a generic lambda, so template arguments are deduced.
struct Config {
    dim3 g, b;
    size_t shm;
    Config(dim3 g_, dim3 b_, size_t shm_ = 0, hipStream_t = nullptr) : g(g_), b(b_), shm(shm_) {}
    template <class L, class... A> void run(L l, A... a) { launch(g, b, shm, [=] { l(a...); }); }
};

// Wave-wide exchange: every lane stores, all meet, every lane loads, all meet.
template <class T> T exchange(T v, unsigned src) {
    size_t base = (L->cooperative ? (size_t)cur->block * (L->block.x * L->block.y * L->block.z) : 0) +
                  (size_t)cur->wave * L->warp;
    uint64_t bits = 0;
    memcpy(&bits, &v, sizeof(T));
    L->xchg[base + cur->lane] = bits;
    yield(2);
    uint64_t got = L->xchg[base + (src % L->warp)];
    yield(2);
    T r;
    memcpy(&r, &got, sizeof(T));
    return r;
}
inline uint64_t ballot(bool p) {
    size_t base = (L->cooperative ? (size_t)cur->block * (L->block.x * L->block.y * L->block.z) : 0) +
                  (size_t)cur->wave * L->warp;
    L->xchg[base + cur->lane] = p;
    yield(2);
    uint64_t m = 0;
    for (unsigned i = 0; i < L->warp; i++) m |= (L->xchg[base + i] ? 1ull : 0ull) << i;
    yield(2);
    return m;
}
}  // namespace hdbx

#define threadIdx (::hdbx::cur->tid)
#define blockIdx (::hdbx::cur->bid)
#define blockDim (::hdbx::L->block)
#define gridDim (::hdbx::L->grid)
inline const int warpSize = (int)::hdbx::warp_size();
#define hipLaunchKernelGGL(k, g, b, s, st, ...) \
    ::hdbx::Config(g, b, s, st).run([=](auto... hdbx_a) { k(hdbx_a...); } __VA_OPT__(, ) __VA_ARGS__)

inline void __syncthreads() { ::hdbx::yield(1); }
inline void __threadfence() {}
inline void __threadfence_block() {}
inline unsigned __lane_id() { return ::hdbx::cur->lane; }
template <class T> T __shfl(T v, int src, int width = 64) {
    int w = std::min(width, warpSize);
    return ::hdbx::exchange(v, (unsigned)((__lane_id() / w) * w + (src % w)));
}
template <class T> T __shfl_xor(T v, int mask, int width = 64) {
    int w = std::min(width, warpSize);
    unsigned l = __lane_id(), s = l ^ mask;
    if (s / w != l / w) s = l;
    return ::hdbx::exchange(v, s);
}
template <class T> T __shfl_down(T v, unsigned d, int width = 64) {
    int w = std::min(width, warpSize);
    unsigned l = __lane_id(), s = l + d;
    if (s / w != l / w) s = l;
    return ::hdbx::exchange(v, s);
}
template <class T> T __shfl_up(T v, unsigned d, int width = 64) {
    int w = std::min(width, warpSize);
    unsigned l = __lane_id();
    unsigned s = (l % w) >= d ? l - d : l;
    return ::hdbx::exchange(v, s);
}
inline unsigned long long __ballot(int p) { return ::hdbx::ballot(p != 0); }
inline int __any(int p) { return __ballot(p) != 0; }
inline int __popc(unsigned v) { return __builtin_popcount(v); }
inline int __popcll(unsigned long long v) { return __builtin_popcountll(v); }
inline int __clz(int v) { return v ? __builtin_clz((unsigned)v) : 32; }
inline int __ffs(int v) { return __builtin_ffs(v); }
inline unsigned __brev(unsigned v) {
    unsigned r = 0;
    for (int i = 0; i < 32; i++) r |= ((v >> i) & 1u) << (31 - i);
    return r;
}
inline float __fdividef(float a, float b) { return a / b; }
inline float __expf(float a) { return expf(a); }
inline float __logf(float a) { return logf(a); }
inline float __sinf(float a) { return sinf(a); }
inline float __cosf(float a) { return cosf(a); }
inline float __powf(float a, float b) { return powf(a, b); }
inline float rsqrtf(float a) { return 1.0f / sqrtf(a); }
inline float __saturatef(float a) { return a < 0 ? 0 : (a > 1 ? 1 : a); }
inline int __float_as_int(float f) { int i; memcpy(&i, &f, 4); return i; }
inline float __int_as_float(int i) { float f; memcpy(&f, &i, 4); return f; }
inline int min(int a, int b) { return a < b ? a : b; }
inline int max(int a, int b) { return a > b ? a : b; }
inline unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
inline unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
inline float min(float a, float b) { return fminf(a, b); }
inline float max(float a, float b) { return fmaxf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline double max(double a, double b) { return fmax(a, b); }

template <class T> T atomicAdd(T *p, T v) { T o = *p; *p = o + v; return o; }
template <class T> T atomicSub(T *p, T v) { T o = *p; *p = o - v; return o; }
template <class T> T atomicMax(T *p, T v) { T o = *p; *p = o > v ? o : v; return o; }
template <class T> T atomicMin(T *p, T v) { T o = *p; *p = o < v ? o : v; return o; }
template <class T> T atomicExch(T *p, T v) { T o = *p; *p = v; return o; }
template <class T> T atomicCAS(T *p, T c, T v) { T o = *p; if (o == c) *p = v; return o; }
template <class T> T atomicOr(T *p, T v) { T o = *p; *p = o | v; return o; }
template <class T> T atomicAnd(T *p, T v) { T o = *p; *p = o & v; return o; }
template <class T> T atomicXor(T *p, T v) { T o = *p; *p = o ^ v; return o; }
inline unsigned atomicInc(unsigned *p, unsigned lim) { unsigned o = *p; *p = o >= lim ? 0 : o + 1; return o; }

// ----------------------------------------------------------------- host API
inline const char *hipGetErrorName(hipError_t e) {
    switch (e) {
    case hipSuccess: return "hipSuccess";
    case hipErrorInvalidValue: return "hipErrorInvalidValue";
    case hipErrorInvalidConfiguration: return "hipErrorInvalidConfiguration";
    case hipErrorNotReady: return "hipErrorNotReady";
    case hipErrorCooperativeLaunchTooLarge: return "hipErrorCooperativeLaunchTooLarge";
    case hipErrorPeerAccessAlreadyEnabled: return "hipErrorPeerAccessAlreadyEnabled";
    default: return "hipErrorUnknown";
    }
}
inline const char *hipGetErrorString(hipError_t e) { return hipGetErrorName(e); }
inline hipError_t hipGetLastError() { return hipSuccess; }
inline hipError_t hipPeekAtLastError() { return hipSuccess; }
inline hipError_t hipGetDeviceCount(int *n) { *n = 2; return hipSuccess; }
inline hipError_t hipSetDevice(int d) { ::hdbx::device = d; return d < 2 ? hipSuccess : hipErrorInvalidDevice; }
inline hipError_t hipGetDevice(int *d) { *d = ::hdbx::device; return hipSuccess; }
inline hipError_t hipGetDeviceProperties(hipDeviceProp_t *p, int) {
    memset(p, 0, sizeof *p);
    strcpy(p->name, "host check");
    strcpy(p->gcnArchName, "host");
    p->totalGlobalMem = 1ull << 32;
    p->sharedMemPerBlock = 65536;
    p->warpSize = (int)::hdbx::warp_size();
    p->maxThreadsPerBlock = 1024;
    p->maxThreadsDim[0] = p->maxThreadsDim[1] = p->maxThreadsDim[2] = 1024;
    p->maxGridSize[0] = p->maxGridSize[1] = p->maxGridSize[2] = 1 << 30;
    p->clockRate = 1000000;
    p->multiProcessorCount = 4;
    p->cooperativeLaunch = 1;
    p->managedMemory = 1;
    return hipSuccess;
}
inline hipError_t hipDeviceGetAttribute(int *v, hipDeviceAttribute_t a, int d) {
    hipDeviceProp_t p;
    hipGetDeviceProperties(&p, d);
    switch (a) {
    case hipDeviceAttributeMaxThreadsPerBlock: *v = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeWarpSize: *v = p.warpSize; break;
    case hipDeviceAttributeMultiprocessorCount: *v = p.multiProcessorCount; break;
    case hipDeviceAttributeCooperativeLaunch: *v = 1; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: *v = (int)p.sharedMemPerBlock; break;
    case hipDeviceAttributeClockRate: *v = p.clockRate; break;
    default: *v = 1;
    }
    return hipSuccess;
}
inline hipError_t hipDeviceSynchronize() { return hipSuccess; }
inline hipError_t hipDeviceReset() { return hipSuccess; }
inline hipError_t hdbx_alloc(void **p, size_t n) { *p = aligned_alloc(256, (n + 255) / 256 * 256 + 256); return hipSuccess; }
inline void hdbx_note(const void *p, int kind);
inline hipError_t hipMalloc(void **p, size_t n) { hdbx_alloc(p, n); hdbx_note(*p, 0); return hipSuccess; }
template <class T> hipError_t hipMalloc(T **p, size_t n) { return hipMalloc((void **)p, n); }
inline hipError_t hipMallocManaged(void **p, size_t n, unsigned = hipMemAttachGlobal) { hdbx_alloc(p, n); hdbx_note(*p, 2); return hipSuccess; }
template <class T> hipError_t hipMallocManaged(T **p, size_t n, unsigned f = hipMemAttachGlobal) { return hipMallocManaged((void **)p, n, f); }
inline hipError_t hipHostMalloc(void **p, size_t n, unsigned = 0) { hdbx_alloc(p, n); hdbx_note(*p, 1); return hipSuccess; }
template <class T> hipError_t hipHostMalloc(T **p, size_t n, unsigned f = 0) { return hipHostMalloc((void **)p, n, f); }
inline hipError_t hipHostGetDevicePointer(void **d, void *h, unsigned) { *d = h; return hipSuccess; }
inline hipError_t hipFree(void *p) { free(p); return hipSuccess; }
inline hipError_t hipHostFree(void *p) { free(p); return hipSuccess; }
inline hipError_t hipMemcpy(void *d, const void *s, size_t n, hipMemcpyKind) { memmove(d, s, n); return hipSuccess; }
inline hipError_t hipMemcpyAsync(void *d, const void *s, size_t n, hipMemcpyKind k, hipStream_t = nullptr) { return hipMemcpy(d, s, n, k); }
inline hipError_t hipMemcpyPeer(void *d, int, const void *s, int, size_t n) { memmove(d, s, n); return hipSuccess; }
inline hipError_t hipMemset(void *d, int v, size_t n) { memset(d, v, n); return hipSuccess; }
inline hipError_t hipMemsetAsync(void *d, int v, size_t n, hipStream_t = nullptr) { memset(d, v, n); return hipSuccess; }
inline hipError_t hipMemsetD32(void *d, int v, size_t n) { for (size_t i = 0; i < n; i++) ((int *)d)[i] = v; return hipSuccess; }
inline hipError_t hipMemsetD8(void *d, unsigned char v, size_t n) { memset(d, v, n); return hipSuccess; }
inline hipError_t hipMemsetD16(void *d, unsigned short v, size_t n) { for (size_t i = 0; i < n; i++) ((unsigned short *)d)[i] = v; return hipSuccess; }
inline hipError_t hipMallocPitch(void **p, size_t *pitch, size_t w, size_t h) { *pitch = (w + 255) / 256 * 256; return hipMalloc(p, *pitch * h); }
template <class T> hipError_t hipMallocPitch(T **p, size_t *pitch, size_t w, size_t h) { return hipMallocPitch((void **)p, pitch, w, h); }
inline hipError_t hipMemcpy2D(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, hipMemcpyKind) {
    for (size_t r = 0; r < h; r++) memmove((char *)d + r * dp, (const char *)s + r * sp, w);
    return hipSuccess;
}
inline hipError_t hipMemcpy2DAsync(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, hipMemcpyKind k, hipStream_t = nullptr) { return hipMemcpy2D(d, dp, s, sp, w, h, k); }
inline hipError_t hipMemset2D(void *d, size_t p, int v, size_t w, size_t h) {
    for (size_t r = 0; r < h; r++) memset((char *)d + r * p, v, w);
    return hipSuccess;
}
template <class T> hipError_t hipMemcpyToSymbol(T &sym, const void *s, size_t n, size_t off = 0, hipMemcpyKind = hipMemcpyHostToDevice) { memcpy((char *)&sym + off, s, n); return hipSuccess; }
template <class T> hipError_t hipMemcpyFromSymbol(void *d, T &sym, size_t n, size_t off = 0, hipMemcpyKind = hipMemcpyDeviceToHost) { memcpy(d, (char *)&sym + off, n); return hipSuccess; }
template <class T> hipError_t hipGetSymbolAddress(void **p, T &sym) { *p = (void *)&sym; return hipSuccess; }
template <class T> hipError_t hipGetSymbolSize(size_t *n, T &sym) { *n = sizeof sym; return hipSuccess; }
inline hipError_t hipStreamCreate(hipStream_t *s) { *s = (hipStream_t)new char; return hipSuccess; }
inline hipError_t hipStreamCreateWithFlags(hipStream_t *s, unsigned) { return hipStreamCreate(s); }
inline hipError_t hipStreamDestroy(hipStream_t s) { delete (char *)s; return hipSuccess; }
inline hipError_t hipStreamSynchronize(hipStream_t) { return hipSuccess; }
inline hipError_t hipStreamQuery(hipStream_t) { return hipSuccess; }
inline double hdbx_now_ms() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
inline hipError_t hipEventCreate(hipEvent_t *e) { *e = new ihipEvent_t{0}; return hipSuccess; }
inline hipError_t hipEventDestroy(hipEvent_t e) { delete e; return hipSuccess; }
inline hipError_t hipEventRecord(hipEvent_t e, hipStream_t = nullptr) { e->ms = hdbx_now_ms(); return hipSuccess; }
inline hipError_t hipEventSynchronize(hipEvent_t) { return hipSuccess; }
inline hipError_t hipEventQuery(hipEvent_t) { return hipSuccess; }
inline hipError_t hipEventElapsedTime(float *ms, hipEvent_t a, hipEvent_t b) { *ms = (float)(b->ms - a->ms); return hipSuccess; }
inline hipError_t hipStreamWaitEvent(hipStream_t, hipEvent_t, unsigned) { return hipSuccess; }
inline hipError_t hipDeviceCanAccessPeer(int *c, int, int) { *c = 1; return hipSuccess; }
inline unsigned hdbx_peers;  // bit (device * 8 + peer)
inline hipError_t hipDeviceEnablePeerAccess(int peer, unsigned) {
    unsigned bit = 1u << (::hdbx::device * 8 + peer);
    if (hdbx_peers & bit) return hipErrorPeerAccessAlreadyEnabled;
    hdbx_peers |= bit;
    return hipSuccess;
}
inline hipError_t hipDeviceDisablePeerAccess(int peer) {
    hdbx_peers &= ~(1u << (::hdbx::device * 8 + peer));
    return hipSuccess;
}
inline hipError_t hipMemGetInfo(size_t *f, size_t *t) { *f = *t = 1ull << 32; return hipSuccess; }
inline hipError_t hipRuntimeGetVersion(int *v) { *v = 0; return hipSuccess; }
inline hipError_t hipDriverGetVersion(int *v) { *v = 0; return hipSuccess; }

template <class... A, size_t... I>
void hdbx_call(void (*f)(A...), void **args, std::index_sequence<I...>) {
    f(*(std::remove_reference_t<A> *)args[I]...);
}
template <class... A>
hipError_t hipLaunchCooperativeKernel(void (*f)(A...), dim3 g, dim3 b, void **args, unsigned shm, hipStream_t) {
    if (g.x * g.y * g.z > 4u * std::max(1u, 2048u / (b.x * b.y * b.z))) return hipErrorCooperativeLaunchTooLarge;
    ::hdbx::launch(g, b, shm, [=] { hdbx_call(f, args, std::index_sequence_for<A...>{}); }, true);
    return hipSuccess;
}
template <class... A>
hipError_t hipLaunchKernel(void (*f)(A...), dim3 g, dim3 b, void **args, size_t shm, hipStream_t) {
    ::hdbx::launch(g, b, shm, [=] { hdbx_call(f, args, std::index_sequence_for<A...>{}); });
    return hipSuccess;
}
template <class F>
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *n, F, int block, size_t) {
    *n = std::max(1, 2048 / block);
    return hipSuccess;
}
template <class F>
hipError_t hipOccupancyMaxPotentialBlockSize(int *grid, int *block, F, size_t = 0, int = 0) {
    *block = 1024; *grid = 8;
    return hipSuccess;
}

#define __managed__
enum hipMemoryType { hipMemoryTypeHost, hipMemoryTypeDevice, hipMemoryTypeArray, hipMemoryTypeUnified };
struct hipPointerAttribute_t {
    hipMemoryType memoryType;
    int device;
    void *devicePointer, *hostPointer;
    int isManaged;
    unsigned allocationFlags;
};
#define hipHostRegisterMapped 0x2
#define hipDeviceAttributeManagedMemory hipDeviceAttributeManagedMemory
// The host check cannot tell allocations apart: it answers from a registry.
inline std::vector<std::pair<const void *, int>> hdbx_kinds;  // 0 device, 1 host, 2 managed
inline hipError_t hipPointerGetAttributes(hipPointerAttribute_t *a, const void *p) {
    memset(a, 0, sizeof *a);
    for (auto &k : hdbx_kinds)
        if (k.first == p) {
            a->memoryType = k.second == 0 ? hipMemoryTypeDevice : hipMemoryTypeHost;
            a->devicePointer = (void *)p;
            a->hostPointer = k.second ? (void *)p : nullptr;
            a->isManaged = k.second == 2;
            return hipSuccess;
        }
    return hipErrorInvalidValue;
}
inline hipError_t hipHostRegister(void *p, size_t, unsigned) { hdbx_kinds.push_back({p, 1}); return hipSuccess; }
inline hipError_t hipHostUnregister(void *) { return hipSuccess; }
inline void hdbx_note(const void *p, int kind) { hdbx_kinds.push_back({p, kind}); }
