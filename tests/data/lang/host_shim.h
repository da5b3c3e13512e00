/* host_shim.h - compiles a corpus OpenCL kernel for the host (x86-64, clang -x cl), so the
 * host gdb can debug the same source lines as hdb debugs on the GPU: tests/lang.rs runs one
 * gdb script on both and compares the output. Included with -include before the kernel; it
 * defines HDB_CORPUS_SHIM_H so the kernel's own shim.h (AMDGPU builtins) adds nothing.
 * get_global_id(0) is the work-item host_main.c is running.
 */
#ifndef HDB_CORPUS_SHIM_H
#define HDB_CORPUS_SHIM_H
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef uint uint4 __attribute__((ext_vector_type(4)));
#define NOINLINE __attribute__((noinline))
extern __global uint host_gid;
#define get_global_id(d) host_gid
#endif
