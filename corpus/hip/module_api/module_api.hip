// module_api: loads device code at run time instead of linking it in. The code
// object module_kernels.co (built with `hipcc --genco` from module_kernels.hip)
// is loaded from a file with hipModuleLoad and from memory with
// hipModuleLoadData; kernels are found by name with hipModuleGetFunction
// (extern "C" names and one mangled C++ name) and launched with
// hipModuleLaunchKernel, once with kernelParams and once with the packed
// argument buffer of `extra`. A device global is read with hipModuleGetGlobal.
// The code object is looked for next to this executable, or at argv[1].
#include <hip/hip_runtime.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

struct Affine {  // must match module_kernels.hip
    float scale, offset;
    int count;
};

static std::string code_object_path(int argc, char **argv) {
    if (argc > 1) return argv[1];
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return "module_kernels.co";
    self[n] = '\0';
    std::string dir(self);
    return dir.substr(0, dir.rfind('/') + 1) + "module_kernels.co";
}

static std::vector<char> read_file(const std::string &path) {
    std::vector<char> bytes;
    FILE *f = fopen(path.c_str(), "rb");
    if (!f) return bytes;
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) bytes.insert(bytes.end(), buf, buf + n);
    fclose(f);
    return bytes;
}

int main(int argc, char **argv) {
    const std::string path = code_object_path(argc, argv);
    const int n = 1000;
    int device_count = 0;
    HIP_CHECK(hipGetDeviceCount(&device_count));

    // ---- from a file: hipModuleLoad, kernelParams
    hipModule_t module = nullptr;
    HIP_CHECK(hipModuleLoad(&module, path.c_str()));
    hipFunction_t affine = nullptr, square = nullptr;
    HIP_CHECK(hipModuleGetFunction(&affine, module, "affine"));
    HIP_CHECK(hipModuleGetFunction(&square, module, "_Z6squarePfi"));
    hipFunction_t missing = nullptr;
    hipError_t missing_err = hipModuleGetFunction(&missing, module, "no_such_kernel");
    printf("hipModuleGetFunction(\"no_such_kernel\"): %s\n", hipGetErrorName(missing_err));

    std::vector<float> in(n), out(n);
    for (int i = 0; i < n; i++) in[i] = (float)i * 0.25f;
    float *d_in = nullptr, *d_out = nullptr;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_out, n * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(float), hipMemcpyHostToDevice));

    Affine f{3.0f, -1.0f, n};
    void *params[] = {&d_in, &d_out, &f};
    const int threads = 128, blocks = (n + threads - 1) / threads;
    HIP_CHECK(hipModuleLaunchKernel(affine, blocks, 1, 1, threads, 1, 1, 0, nullptr, params,
                                    nullptr));
    int n_arg = n;
    void *square_params[] = {&d_out, &n_arg};
    HIP_CHECK(hipModuleLaunchKernel(square, blocks, 1, 1, threads, 1, 1, 0, nullptr,
                                    square_params, nullptr));
    HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(float), hipMemcpyDeviceToHost));
    int wrong_affine = 0;
    for (int i = 0; i < n; i++) {
        float v = in[i] * 3.0f - 1.0f;
        if (out[i] != v * v) wrong_affine++;
    }

    hipDeviceptr_t calls_ptr = nullptr;
    size_t calls_size = 0;
    HIP_CHECK(hipModuleGetGlobal(&calls_ptr, &calls_size, module, "module_calls"));
    int calls = 0;
    HIP_CHECK(hipMemcpy(&calls, calls_ptr, sizeof calls, hipMemcpyDeviceToHost));
    printf("module_calls after one launch: %d (%zu bytes)\n", calls, calls_size);

    // ---- from memory: hipModuleLoadData, packed arguments through `extra`
    std::vector<char> image = read_file(path);
    if (image.empty()) {
        fprintf(stderr, "cannot read %s\n", path.c_str());
        return 2;
    }
    hipModule_t module2 = nullptr;
    HIP_CHECK(hipModuleLoadData(&module2, image.data()));
    hipFunction_t reverse = nullptr;
    HIP_CHECK(hipModuleGetFunction(&reverse, module2, "reverse"));
    std::vector<int> ints(n), reversed(n);
    for (int i = 0; i < n; i++) ints[i] = i * 7 - 3;
    int *d_ints = nullptr, *d_rev = nullptr;
    HIP_CHECK(hipMalloc(&d_ints, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_rev, n * sizeof(int)));
    HIP_CHECK(hipMemcpy(d_ints, ints.data(), n * sizeof(int), hipMemcpyHostToDevice));
    struct {
        int *in;
        int *out;
        int n;
    } packed{d_ints, d_rev, n};
    size_t packed_size = sizeof packed;
    void *extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &packed, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                     &packed_size, HIP_LAUNCH_PARAM_END};
    HIP_CHECK(hipModuleLaunchKernel(reverse, blocks, 1, 1, threads, 1, 1, 0, nullptr, nullptr,
                                    extra));
    HIP_CHECK(hipDeviceSynchronize());
    HIP_CHECK(hipMemcpy(reversed.data(), d_rev, n * sizeof(int), hipMemcpyDeviceToHost));
    int wrong_reverse = 0;
    for (int i = 0; i < n; i++)
        if (reversed[n - 1 - i] != ints[i]) wrong_reverse++;

    // each module has its own copy of the global
    hipDeviceptr_t calls_ptr2 = nullptr;
    size_t calls_size2 = 0;
    HIP_CHECK(hipModuleGetGlobal(&calls_ptr2, &calls_size2, module2, "module_calls"));
    int calls2 = 0;
    HIP_CHECK(hipMemcpy(&calls2, calls_ptr2, sizeof calls2, hipMemcpyDeviceToHost));
    printf("module_calls in the second module: %d\n", calls2);

    HIP_CHECK(hipModuleUnload(module));
    HIP_CHECK(hipModuleUnload(module2));
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
    HIP_CHECK(hipFree(d_ints));
    HIP_CHECK(hipFree(d_rev));

    printf("affine+square: %d wrong, reverse: %d wrong\n", wrong_affine, wrong_reverse);
    bool ok = missing_err == hipErrorNotFound && wrong_affine == 0 && wrong_reverse == 0 &&
              calls == 1001 && calls_size == sizeof(int) && calls2 == 1001 &&
              calls_ptr != calls_ptr2;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
