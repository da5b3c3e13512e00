// partial_workgroup: grids that are not a multiple of the work-group size.
// hipExtModuleLaunchKernel takes the grid in work-items, so a grid of 1000
// work-items in groups of 256 has a last group of 232 work-items, and only
// those run: the kernels (partial_kernels.co, loaded as a module) have no
// bounds check and write one element per work-item into a buffer with a
// guard band that must stay untouched. In the partial group, blockDim.x is
// the partial size (232): HIP's blockDim is the OpenCL local size. The same
// in two dimensions: 100 x 30 work-items in 16 x 8 groups. The code object is
// looked for next to this executable, or at argv[1].
#include <hip/hip_ext.h>
#include <hip/hip_runtime.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include <unistd.h>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

constexpr unsigned kGuard = 64;

static std::string code_object_path(int argc, char **argv) {
    if (argc > 1) return argv[1];
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return "partial_kernels.co";
    self[n] = '\0';
    std::string dir(self);
    return dir.substr(0, dir.rfind('/') + 1) + "partial_kernels.co";
}

// Checks marks[0..n) == i + 1 and the guard band after it == 0.
static int check_marks(const std::vector<unsigned> &marks, unsigned n) {
    int wrong = 0;
    for (unsigned i = 0; i < n + kGuard; i++)
        if (marks[i] != (i < n ? i + 1 : 0u)) wrong++;
    return wrong;
}

int main(int argc, char **argv) {
    hipModule_t module = nullptr;
    HIP_CHECK(hipModuleLoad(&module, code_object_path(argc, argv).c_str()));
    hipFunction_t k1 = nullptr, k2 = nullptr;
    HIP_CHECK(hipModuleGetFunction(&k1, module, "record_items_1d"));
    HIP_CHECK(hipModuleGetFunction(&k2, module, "record_items_2d"));

    // ---- one dimension: 1000 work-items in groups of 256
    const unsigned n = 1000, local = 256, groups = (n + local - 1) / local;
    unsigned *marks = nullptr, *sizes = nullptr, *count = nullptr;
    HIP_CHECK(hipMalloc(&marks, (n + kGuard) * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&sizes, 64 * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&count, sizeof(unsigned)));
    HIP_CHECK(hipMemset(marks, 0, (n + kGuard) * sizeof(unsigned)));
    HIP_CHECK(hipMemset(sizes, 0, 64 * sizeof(unsigned)));
    HIP_CHECK(hipMemset(count, 0, sizeof(unsigned)));
    void *args1[] = {&marks, &sizes, &count};
    HIP_CHECK(hipExtModuleLaunchKernel(k1, n, 1, 1, local, 1, 1, 0, nullptr, args1, nullptr));
    HIP_CHECK(hipDeviceSynchronize());

    std::vector<unsigned> host_marks(n + kGuard), host_sizes(64);
    unsigned host_count = 0;
    HIP_CHECK(hipMemcpy(host_marks.data(), marks, host_marks.size() * sizeof(unsigned),
                        hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(host_sizes.data(), sizes, 64 * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&host_count, count, sizeof(unsigned), hipMemcpyDeviceToHost));
    int wrong1 = check_marks(host_marks, n);
    printf("1-D: %u work-items ran (grid %u, groups of %u); blockDim.x per group:", host_count, n,
           local);
    for (unsigned g = 0; g < groups; g++) printf(" %u", host_sizes[g]);
    printf("; %d marks wrong\n", wrong1);
    bool ok1 = host_count == n && wrong1 == 0 && host_sizes[0] == local &&
               host_sizes[groups - 1] == n - (groups - 1) * local;

    // ---- two dimensions: 100 x 30 work-items in groups of 16 x 8
    const unsigned w = 100, h = 30, lx = 16, ly = 8;
    const unsigned gx = (w + lx - 1) / lx, gy = (h + ly - 1) / ly;
    HIP_CHECK(hipFree(marks));
    HIP_CHECK(hipMalloc(&marks, (w * h + kGuard) * sizeof(unsigned)));
    HIP_CHECK(hipMemset(marks, 0, (w * h + kGuard) * sizeof(unsigned)));
    HIP_CHECK(hipMemset(sizes, 0, 64 * sizeof(unsigned)));
    HIP_CHECK(hipMemset(count, 0, sizeof(unsigned)));
    unsigned width = w;
    void *args2[] = {&marks, &width, &sizes, &count};
    HIP_CHECK(hipExtModuleLaunchKernel(k2, w, h, 1, lx, ly, 1, 0, nullptr, args2, nullptr));
    HIP_CHECK(hipDeviceSynchronize());
    host_marks.assign(w * h + kGuard, 0);
    HIP_CHECK(hipMemcpy(host_marks.data(), marks, host_marks.size() * sizeof(unsigned),
                        hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(host_sizes.data(), sizes, 64 * sizeof(unsigned), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(&host_count, count, sizeof(unsigned), hipMemcpyDeviceToHost));
    int wrong2 = check_marks(host_marks, w * h);
    const unsigned last = gy * gx - 1;
    printf("2-D: %u work-items ran (grid %ux%u, groups of %ux%u); first group %ux%u, last %ux%u;"
           " %d marks wrong\n",
           host_count, w, h, lx, ly, host_sizes[0], host_sizes[1], host_sizes[2 * last],
           host_sizes[2 * last + 1], wrong2);
    bool ok2 = host_count == w * h && wrong2 == 0 && host_sizes[0] == lx && host_sizes[1] == ly &&
               host_sizes[2 * last] == w - (gx - 1) * lx &&
               host_sizes[2 * last + 1] == h - (gy - 1) * ly;

    HIP_CHECK(hipFree(marks));
    HIP_CHECK(hipFree(sizes));
    HIP_CHECK(hipFree(count));
    HIP_CHECK(hipModuleUnload(module));
    bool ok = ok1 && ok2;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
