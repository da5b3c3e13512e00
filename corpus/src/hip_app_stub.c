/* hip_app_stub.c - the HIP runtime entry points that hip_app.hip's host code
 * calls (clang's generated module constructor and kernel stubs), as empty
 * definitions, so that the program links into an executable without a HIP
 * runtime. The executable is never run. */
typedef __SIZE_TYPE__ size_t;
struct dim3 { unsigned x, y, z; };

void **__hipRegisterFatBinary(const void *data) { (void)data; return 0; }
void __hipRegisterFunction(void **module, const void *host_fn, char *device_fn,
                           const char *device_name, int thread_limit, void *tid,
                           void *bid, void *block, void *grid, int *wave_size) {
    (void)module; (void)host_fn; (void)device_fn; (void)device_name;
    (void)thread_limit; (void)tid; (void)bid; (void)block; (void)grid; (void)wave_size;
}
void __hipUnregisterFatBinary(void **module) { (void)module; }
int __hipPopCallConfiguration(struct dim3 *grid, struct dim3 *block, size_t *shared,
                              void **stream) {
    (void)grid; (void)block; (void)shared; (void)stream;
    return 0;
}
int hipLaunchKernel(const void *f, struct dim3 grid, struct dim3 block, void **args,
                    size_t shared, void *stream) {
    (void)f; (void)grid; (void)block; (void)args; (void)shared; (void)stream;
    return 0;
}
