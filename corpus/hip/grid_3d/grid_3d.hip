// grid_3d: two- and three-dimensional grids and work-groups. A kernel on a
// 3-D grid of 3-D work-groups (8x4x2 over a 37x22x17 volume, so the last groups are cut) records for each
// element which work-group and work-item produced it, and work-item (0,0,0)
// of the last group records gridDim and blockDim; a 7-point Laplacian runs on
// a 32^3 volume with 3-D indexing; a 2-D grid of 1-D work-groups (the y
// dimension only in the grid) sums the rows of a matrix. The host checks
// every element.
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

// (block, thread) packed as 5 bits per coordinate
__host__ __device__ unsigned pack(unsigned bx, unsigned by, unsigned bz, unsigned tx, unsigned ty,
                                  unsigned tz) {
    return bx | by << 5 | bz << 10 | tx << 15 | ty << 20 | tz << 25;
}

__global__ void who_wrote(unsigned *volume, unsigned *dims, int nx, int ny, int nz) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x < nx && y < ny && z < nz)
        volume[(z * ny + y) * nx + x] =
            pack(blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z);
    if (blockIdx.x == gridDim.x - 1 && blockIdx.y == gridDim.y - 1 &&
        blockIdx.z == gridDim.z - 1 && threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
        dims[0] = gridDim.x;
        dims[1] = gridDim.y;
        dims[2] = gridDim.z;
        dims[3] = blockDim.x;
        dims[4] = blockDim.y;
        dims[5] = blockDim.z;
    }
}

// out = 6 u(x,y,z) - (the six neighbours), zero outside the volume
__global__ void laplacian(const float *u, float *out, int n) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x >= n || y >= n || z >= n) return;
    auto at = [&](int i, int j, int k) {
        return (i < 0 || j < 0 || k < 0 || i >= n || j >= n || k >= n) ? 0.0f
                                                                     : u[(k * n + j) * n + i];
    };
    out[(z * n + y) * n + x] = 6.0f * at(x, y, z) - at(x - 1, y, z) - at(x + 1, y, z) -
                               at(x, y - 1, z) - at(x, y + 1, z) - at(x, y, z - 1) -
                               at(x, y, z + 1);
}

// one row per grid row (blockIdx.y), the columns shared by the work-group
__global__ void row_sums(const int *m, int *sums, int cols) {
    __shared__ int partial[64];
    int s = 0;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) s += m[blockIdx.y * cols + c];
    partial[threadIdx.x] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        int total = 0;
        for (int i = 0; i < (int)blockDim.x; i++) total += partial[i];
        sums[blockIdx.y] = total;
    }
}

int main() {
    int wrong = 0;

    // ---- 3-D grid of 3-D groups, volume not a multiple of the group
    const int nx = 37, ny = 22, nz = 17;
    const dim3 block(8, 4, 2);
    const dim3 grid((nx + 7) / 8, (ny + 3) / 4, (nz + 1) / 2);
    unsigned *d_volume = nullptr, *d_dims = nullptr;
    HIP_CHECK(hipMalloc(&d_volume, nx * ny * nz * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&d_dims, 6 * sizeof(unsigned)));
    hipLaunchKernelGGL(who_wrote, grid, block, 0, 0, d_volume, d_dims, nx, ny, nz);
    HIP_CHECK(hipGetLastError());
    std::vector<unsigned> volume(nx * ny * nz);
    unsigned dims[6];
    HIP_CHECK(hipMemcpy(volume.data(), d_volume, volume.size() * sizeof(unsigned),
                        hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(dims, d_dims, sizeof dims, hipMemcpyDeviceToHost));
    int wrong_volume = 0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                if (volume[(z * ny + y) * nx + x] !=
                    pack(x / 8, y / 4, z / 2, x % 8, y % 4, z % 2))
                    wrong_volume++;
    bool dims_ok = dims[0] == grid.x && dims[1] == grid.y && dims[2] == grid.z &&
                   dims[3] == block.x && dims[4] == block.y && dims[5] == block.z;
    printf("3-D: grid %ux%ux%u of %ux%ux%u seen as %ux%ux%u of %ux%ux%u; %d elements wrong\n",
           grid.x, grid.y, grid.z, block.x, block.y, block.z, dims[0], dims[1], dims[2], dims[3],
           dims[4], dims[5], wrong_volume);
    wrong += wrong_volume + !dims_ok;

    // ---- 7-point Laplacian
    const int n = 32;
    std::vector<float> u(n * n * n), lap(n * n * n);
    for (int i = 0; i < n * n * n; i++) u[i] = (float)((i * 7919) % 211) * 0.01f;
    float *d_u = nullptr, *d_lap = nullptr;
    HIP_CHECK(hipMalloc(&d_u, u.size() * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_lap, u.size() * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_u, u.data(), u.size() * sizeof(float), hipMemcpyHostToDevice));
    dim3 b3(8, 8, 4), g3(n / 8, n / 8, n / 4);
    hipLaunchKernelGGL(laplacian, g3, b3, 0, 0, d_u, d_lap, n);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(lap.data(), d_lap, lap.size() * sizeof(float), hipMemcpyDeviceToHost));
    int wrong_lap = 0;
    auto at = [&](int i, int j, int k) {
        return (i < 0 || j < 0 || k < 0 || i >= n || j >= n || k >= n) ? 0.0f
                                                                     : u[(k * n + j) * n + i];
    };
    for (int z = 0; z < n; z++)
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) {
                float e = 6.0f * at(x, y, z) - at(x - 1, y, z) - at(x + 1, y, z) -
                          at(x, y - 1, z) - at(x, y + 1, z) - at(x, y, z - 1) - at(x, y, z + 1);
                float d = lap[(z * n + y) * n + x] - e;
                if (d > 1e-4f || d < -1e-4f) wrong_lap++;
            }
    printf("Laplacian on %d^3: %d wrong\n", n, wrong_lap);
    wrong += wrong_lap;

    // ---- 2-D grid (1 x rows) of 1-D groups
    const int rows = 300, cols = 777;
    std::vector<int> m(rows * cols), sums(rows);
    for (int i = 0; i < rows * cols; i++) m[i] = (i % 19) - 9;
    int *d_m = nullptr, *d_sums = nullptr;
    HIP_CHECK(hipMalloc(&d_m, m.size() * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_sums, rows * sizeof(int)));
    HIP_CHECK(hipMemcpy(d_m, m.data(), m.size() * sizeof(int), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(row_sums, dim3(1, rows), dim3(64), 0, 0, d_m, d_sums, cols);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(sums.data(), d_sums, rows * sizeof(int), hipMemcpyDeviceToHost));
    int wrong_rows = 0;
    for (int r = 0; r < rows; r++) {
        int s = 0;
        for (int c = 0; c < cols; c++) s += m[r * cols + c];
        if (sums[r] != s) wrong_rows++;
    }
    printf("row sums on a 1x%d grid: %d wrong\n", rows, wrong_rows);
    wrong += wrong_rows;

    HIP_CHECK(hipFree(d_volume));
    HIP_CHECK(hipFree(d_dims));
    HIP_CHECK(hipFree(d_u));
    HIP_CHECK(hipFree(d_lap));
    HIP_CHECK(hipFree(d_m));
    HIP_CHECK(hipFree(d_sums));
    bool ok = wrong == 0;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
