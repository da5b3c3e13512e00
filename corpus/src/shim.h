/* shim.h - the few things the corpus kernels need from a device library,
 * written with clang builtins only, so that every kernel builds with
 * -nogpulib (OpenCL: -cl-no-stdinc; HIP: -nogpuinc) and no ROCm install.
 *
 * Work-item functions read the HSA kernel dispatch packet the way
 * __ockl_get_local_size does: the packet's workgroup_size_x/y/z are the
 * 16-bit fields at byte offsets 4/6/8, grid_size_x/y/z the 32-bit fields at
 * 12/16/20.  Only dimension 0 is used by the corpus, but all three are
 * provided so the code reads like ordinary OpenCL/HIP.
 */
#ifndef HDB_CORPUS_SHIM_H
#define HDB_CORPUS_SHIM_H

#if defined(__OPENCL_C_VERSION__)
/* ---------------------------------------------------------------- OpenCL */
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef __SIZE_TYPE__ size_t;
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef uint uint4 __attribute__((ext_vector_type(4)));
typedef double double2 __attribute__((ext_vector_type(2)));
#define HDB_FN static inline __attribute__((always_inline, overloadable))
#define HDB_CONST __constant
#else
/* ------------------------------------------------------------------- HIP */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __host__ __attribute__((host))
typedef unsigned int uint;
typedef __SIZE_TYPE__ size_t;
#define HDB_FN static inline __device__ __attribute__((always_inline))
#define HDB_CONST const
#endif

/* The dispatch packet lives in the constant address space (4). */
#define HDB_PKT ((HDB_CONST unsigned char *)__builtin_amdgcn_dispatch_ptr())

HDB_FN uint hdb_local_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workitem_id_x()
         : d == 1 ? __builtin_amdgcn_workitem_id_y()
                  : __builtin_amdgcn_workitem_id_z();
}
HDB_FN uint hdb_group_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workgroup_id_x()
         : d == 1 ? __builtin_amdgcn_workgroup_id_y()
                  : __builtin_amdgcn_workgroup_id_z();
}
HDB_FN uint hdb_local_size(uint d) {
    /* hsa_kernel_dispatch_packet_t.workgroup_size_{x,y,z} */
    return *(HDB_CONST unsigned short *)(HDB_PKT + 4 + 2 * (d < 3 ? d : 0));
}
HDB_FN uint hdb_global_size(uint d) {
    /* hsa_kernel_dispatch_packet_t.grid_size_{x,y,z} */
    return *(HDB_CONST uint *)(HDB_PKT + 12 + 4 * (d < 3 ? d : 0));
}
HDB_FN uint hdb_global_id(uint d) {
    return hdb_group_id(d) * hdb_local_size(d) + hdb_local_id(d);
}

/* Workgroup barrier with the fences OpenCL's barrier(CLK_LOCAL_MEM_FENCE)
 * implies. */
HDB_FN void hdb_barrier(void) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#if defined(__OPENCL_C_VERSION__)
#define get_local_id(d) hdb_local_id(d)
#define get_group_id(d) hdb_group_id(d)
#define get_local_size(d) hdb_local_size(d)
#define get_global_size(d) hdb_global_size(d)
#define get_global_id(d) hdb_global_id(d)
#define barrier(flags) hdb_barrier()
#define CLK_LOCAL_MEM_FENCE 1
#define NOINLINE __attribute__((noinline))
#else
#define threadIdx_x hdb_local_id(0)
#define blockIdx_x hdb_group_id(0)
#define blockDim_x hdb_local_size(0)
#define __syncthreads() hdb_barrier()
#define NOINLINE __attribute__((noinline))
#endif

#endif /* HDB_CORPUS_SHIM_H */
