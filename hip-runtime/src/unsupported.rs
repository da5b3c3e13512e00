//! The HIP functions the simulated device does not support yet. Each returns the error a
//! real runtime gives where a feature is missing (`hipErrorNotSupported`, `hiprtc`'s
//! internal error), and hdb prints once `hdb: NAME is not supported on the simulated device`;
//! the few that return pointers return null. The rest of the file is the handful of exports
//! that are not HIP calls (half-precision conversions, ROCgdb's build queries).

use std::ffi::{c_char, c_int, c_uint};

use crate::connection::call;
use crate::protocol::Request;
use crate::types::ChannelFormatDesc;
use crate::{hipError_t, status};

/// Reports an unsupported call to hdb (which prints it once) and returns its status.
fn unsupported(name: &str) -> hipError_t {
    status(
        call(Request::Unsupported {
            name: name.to_string(),
        })
        .0,
    )
}

macro_rules! unsupported {
    ($($name:ident),* $(,)?) => {$(
        #[no_mangle]
        pub extern "C" fn $name() -> hipError_t {
            unsupported(stringify!($name))
        }
    )*};
}

macro_rules! unsupported_pointer {
    ($($name:ident),* $(,)?) => {$(
        #[no_mangle]
        pub extern "C" fn $name() -> *const c_char {
            unsupported(stringify!($name));
            std::ptr::null()
        }
    )*};
}

macro_rules! unsupported_mangled {
    ($($symbol:literal => $name:ident),* $(,)?) => {$(
        #[export_name = $symbol]
        pub extern "C" fn $name() -> hipError_t {
            unsupported(stringify!($name))
        }
    )*};
}

// Runtime compilation (`hiprtc*`): hdb runs code objects, it does not compile source.
unsupported! {
    hiprtcAddNameExpression,
    hiprtcCompileProgram,
    hiprtcCreateProgram,
    hiprtcDestroyProgram,
    hiprtcGetBitcode,
    hiprtcGetBitcodeSize,
    hiprtcGetCode,
    hiprtcGetCodeSize,
    hiprtcGetLoweredName,
    hiprtcGetProgramLog,
    hiprtcGetProgramLogSize,
    hiprtcLinkAddData,
    hiprtcLinkAddFile,
    hiprtcLinkComplete,
    hiprtcLinkCreate,
    hiprtcLinkDestroy,
    hiprtcVersion,
}

// Graphs and stream capture.
unsupported! {
    hipDeviceGetGraphMemAttribute,
    hipDeviceGraphMemTrim,
    hipDeviceSetGraphMemAttribute,
    hipDrvGraphAddMemFreeNode,
    hipDrvGraphAddMemcpyNode,
    hipDrvGraphAddMemsetNode,
    hipDrvGraphExecMemcpyNodeSetParams,
    hipDrvGraphExecMemsetNodeSetParams,
    hipDrvGraphMemcpyNodeGetParams,
    hipDrvGraphMemcpyNodeSetParams,
    hipGraphAddChildGraphNode,
    hipGraphAddDependencies,
    hipGraphAddEmptyNode,
    hipGraphAddEventRecordNode,
    hipGraphAddEventWaitNode,
    hipGraphAddExternalSemaphoresSignalNode,
    hipGraphAddExternalSemaphoresWaitNode,
    hipGraphAddHostNode,
    hipGraphAddKernelNode,
    hipGraphAddMemAllocNode,
    hipGraphAddMemFreeNode,
    hipGraphAddMemcpyNode,
    hipGraphAddMemcpyNode1D,
    hipGraphAddMemcpyNodeFromSymbol,
    hipGraphAddMemcpyNodeToSymbol,
    hipGraphAddMemsetNode,
    hipGraphAddNode,
    hipGraphChildGraphNodeGetGraph,
    hipGraphClone,
    hipGraphCreate,
    hipGraphDebugDotPrint,
    hipGraphDestroy,
    hipGraphDestroyNode,
    hipGraphEventRecordNodeGetEvent,
    hipGraphEventRecordNodeSetEvent,
    hipGraphEventWaitNodeGetEvent,
    hipGraphEventWaitNodeSetEvent,
    hipGraphExecChildGraphNodeSetParams,
    hipGraphExecDestroy,
    hipGraphExecEventRecordNodeSetEvent,
    hipGraphExecEventWaitNodeSetEvent,
    hipGraphExecExternalSemaphoresSignalNodeSetParams,
    hipGraphExecExternalSemaphoresWaitNodeSetParams,
    hipGraphExecGetFlags,
    hipGraphExecHostNodeSetParams,
    hipGraphExecKernelNodeSetParams,
    hipGraphExecMemcpyNodeSetParams,
    hipGraphExecMemcpyNodeSetParams1D,
    hipGraphExecMemcpyNodeSetParamsFromSymbol,
    hipGraphExecMemcpyNodeSetParamsToSymbol,
    hipGraphExecMemsetNodeSetParams,
    hipGraphExecNodeSetParams,
    hipGraphExecUpdate,
    hipGraphExternalSemaphoresSignalNodeGetParams,
    hipGraphExternalSemaphoresSignalNodeSetParams,
    hipGraphExternalSemaphoresWaitNodeGetParams,
    hipGraphExternalSemaphoresWaitNodeSetParams,
    hipGraphGetEdges,
    hipGraphGetNodes,
    hipGraphGetRootNodes,
    hipGraphHostNodeGetParams,
    hipGraphHostNodeSetParams,
    hipGraphInstantiate,
    hipGraphInstantiateWithFlags,
    hipGraphInstantiateWithParams,
    hipGraphKernelNodeCopyAttributes,
    hipGraphKernelNodeGetAttribute,
    hipGraphKernelNodeGetParams,
    hipGraphKernelNodeSetAttribute,
    hipGraphKernelNodeSetParams,
    hipGraphLaunch,
    hipGraphLaunch_spt,
    hipGraphMemAllocNodeGetParams,
    hipGraphMemFreeNodeGetParams,
    hipGraphMemcpyNodeGetParams,
    hipGraphMemcpyNodeSetParams,
    hipGraphMemcpyNodeSetParams1D,
    hipGraphMemcpyNodeSetParamsFromSymbol,
    hipGraphMemcpyNodeSetParamsToSymbol,
    hipGraphMemsetNodeGetParams,
    hipGraphMemsetNodeSetParams,
    hipGraphNodeFindInClone,
    hipGraphNodeGetDependencies,
    hipGraphNodeGetDependentNodes,
    hipGraphNodeGetEnabled,
    hipGraphNodeGetType,
    hipGraphNodeSetEnabled,
    hipGraphNodeSetParams,
    hipGraphReleaseUserObject,
    hipGraphRemoveDependencies,
    hipGraphRetainUserObject,
    hipGraphUpload,
    hipGraphicsGLRegisterBuffer,
    hipGraphicsGLRegisterImage,
    hipGraphicsMapResources,
    hipGraphicsResourceGetMappedPointer,
    hipGraphicsSubResourceGetMappedArray,
    hipGraphicsUnmapResources,
    hipGraphicsUnregisterResource,
    hipStreamBeginCapture,
    hipStreamBeginCaptureToGraph,
    hipStreamBeginCapture_spt,
    hipStreamEndCapture,
    hipStreamEndCapture_spt,
    hipStreamGetCaptureInfo,
    hipStreamGetCaptureInfo_spt,
    hipStreamGetCaptureInfo_v2,
    hipStreamGetCaptureInfo_v2_spt,
    hipStreamUpdateCaptureDependencies,
    hipThreadExchangeStreamCaptureMode,
    hipUserObjectCreate,
    hipUserObjectRelease,
    hipUserObjectRetain,
}

// Textures, surfaces, arrays and 3D copies.
unsupported! {
    __hipRegisterSurface,
    __hipRegisterTexture,
    hipArray3DCreate,
    hipArray3DGetDescriptor,
    hipArrayCreate,
    hipArrayDestroy,
    hipArrayGetDescriptor,
    hipArrayGetInfo,
    hipBindTexture,
    hipBindTexture2D,
    hipBindTextureToArray,
    hipBindTextureToMipmappedArray,
    hipCreateTextureObject,
    hipDestroyTextureObject,
    hipDeviceGetTexture1DLinearMaxWidth,
    hipDrvMemcpy3D,
    hipDrvMemcpy3DAsync,
    hipFreeArray,
    hipFreeMipmappedArray,
    hipGetChannelDesc,
    hipGetMipmappedArrayLevel,
    hipGetTextureAlignmentOffset,
    hipGetTextureObjectResourceDesc,
    hipGetTextureObjectResourceViewDesc,
    hipGetTextureObjectTextureDesc,
    hipGetTextureReference,
    hipMalloc3D,
    hipMalloc3DArray,
    hipMallocArray,
    hipMallocMipmappedArray,
    hipMemMapArrayAsync,
    hipMemcpy2DArrayToArray,
    hipMemcpy2DFromArray,
    hipMemcpy2DFromArrayAsync,
    hipMemcpy2DFromArrayAsync_spt,
    hipMemcpy2DFromArray_spt,
    hipMemcpy2DToArray,
    hipMemcpy2DToArrayAsync,
    hipMemcpy2DToArrayAsync_spt,
    hipMemcpy2DToArray_spt,
    hipMemcpy3D,
    hipMemcpy3DAsync,
    hipMemcpy3DAsync_spt,
    hipMemcpy3D_spt,
    hipMemcpyFromArray,
    hipMemcpyFromArray_spt,
    hipMemcpyToArray,
    hipMemset3D,
    hipMemset3DAsync,
    hipMemset3DAsync_spt,
    hipMemset3D_spt,
    hipMipmappedArrayCreate,
    hipMipmappedArrayDestroy,
    hipMipmappedArrayGetLevel,
    hipModuleGetTexRef,
    hipTexObjectCreate,
    hipTexObjectDestroy,
    hipTexObjectGetResourceDesc,
    hipTexObjectGetResourceViewDesc,
    hipTexObjectGetTextureDesc,
    hipTexRefGetAddress,
    hipTexRefGetAddressMode,
    hipTexRefGetArray,
    hipTexRefGetBorderColor,
    hipTexRefGetFilterMode,
    hipTexRefGetFlags,
    hipTexRefGetFormat,
    hipTexRefGetMaxAnisotropy,
    hipTexRefGetMipMappedArray,
    hipTexRefGetMipmapFilterMode,
    hipTexRefGetMipmapLevelBias,
    hipTexRefGetMipmapLevelClamp,
    hipTexRefSetAddress,
    hipTexRefSetAddress2D,
    hipTexRefSetAddressMode,
    hipTexRefSetArray,
    hipTexRefSetBorderColor,
    hipTexRefSetFilterMode,
    hipTexRefSetFlags,
    hipTexRefSetFormat,
    hipTexRefSetMaxAnisotropy,
    hipTexRefSetMipmapFilterMode,
    hipTexRefSetMipmapLevelBias,
    hipTexRefSetMipmapLevelClamp,
    hipTexRefSetMipmappedArray,
    hipUnbindTexture,
}

// The deprecated context API.
unsupported! {
    hipCtxCreate,
    hipCtxDestroy,
    hipCtxDisablePeerAccess,
    hipCtxEnablePeerAccess,
    hipCtxGetApiVersion,
    hipCtxGetCacheConfig,
    hipCtxGetCurrent,
    hipCtxGetFlags,
    hipCtxGetSharedMemConfig,
    hipCtxPopCurrent,
    hipCtxPushCurrent,
    hipCtxSetCurrent,
    hipDevicePrimaryCtxGetState,
    hipDevicePrimaryCtxRelease,
    hipDevicePrimaryCtxReset,
    hipDevicePrimaryCtxRetain,
    hipDevicePrimaryCtxSetFlags,
}

// Memory pools and virtual memory management.
unsupported! {
    hipDeviceGetDefaultMemPool,
    hipDeviceGetMemPool,
    hipDeviceSetMemPool,
    hipMemAddressFree,
    hipMemAddressReserve,
    hipMemCreate,
    hipMemExportToShareableHandle,
    hipMemGetAccess,
    hipMemGetAllocationGranularity,
    hipMemGetAllocationPropertiesFromHandle,
    hipMemImportFromShareableHandle,
    hipMemMap,
    hipMemPoolCreate,
    hipMemPoolDestroy,
    hipMemPoolExportPointer,
    hipMemPoolExportToShareableHandle,
    hipMemPoolGetAccess,
    hipMemPoolGetAttribute,
    hipMemPoolImportFromShareableHandle,
    hipMemPoolImportPointer,
    hipMemPoolSetAccess,
    hipMemPoolSetAttribute,
    hipMemPoolTrimTo,
    hipMemRelease,
    hipMemRetainAllocationHandle,
    hipMemSetAccess,
}

// Inter-process and graphics interoperation.
unsupported! {
    hipDestroyExternalMemory,
    hipDestroyExternalSemaphore,
    hipExternalMemoryGetMappedBuffer,
    hipGLGetDevices,
    hipImportExternalMemory,
    hipImportExternalSemaphore,
    hipIpcCloseMemHandle,
    hipIpcGetEventHandle,
    hipIpcGetMemHandle,
    hipIpcOpenEventHandle,
    hipIpcOpenMemHandle,
    hipSignalExternalSemaphoresAsync,
    hipWaitExternalSemaphoresAsync,
}

// Everything else not simulated yet.
unsupported! {
    hipConfigureCall,
    hipDeviceGetByPCIBusId,
    hipDeviceGetP2PAttribute,
    hipDrvMemcpy2DUnaligned,
    hipDrvPointerGetAttributes,
    hipEnableActivityCallback,
    hipExtGetLinkTypeAndHopCount,
    hipExtLaunchMultiKernelMultiDevice,
    hipExtStreamCreateWithCUMask,
    hipExtStreamGetCUMask,
    hipGetProcAddress,
    hipInitActivityCallback,
    hipLaunchByPtr,
    hipLaunchCooperativeKernelMultiDevice,
    hipMallocFromPoolAsync,
    hipMemRangeGetAttribute,
    hipMemRangeGetAttributes,
    hipMemUnmap,
    hipMemcpyAtoA,
    hipMemcpyAtoD,
    hipMemcpyAtoH,
    hipMemcpyAtoHAsync,
    hipMemcpyDtoA,
    hipMemcpyHtoA,
    hipMemcpyHtoAAsync,
    hipMemcpyParam2D,
    hipMemcpyParam2DAsync,
    hipModuleLaunchCooperativeKernelMultiDevice,
    hipPointerGetAttribute,
    hipPointerSetAttribute,
    hipRegisterActivityCallback,
    hipRegisterApiCallback,
    hipRegisterTracerCallback,
    hipRemoveActivityCallback,
    hipRemoveApiCallback,
    hipSetValidDevices,
    hipSetupArgument,
    hipStreamAttachMemAsync,
    hipStreamWaitValue32,
    hipStreamWaitValue64,
    hipStreamWriteValue32,
    hipStreamWriteValue64,
}

// Functions returning a C string.
unsupported_pointer! {
    hipApiName,
    hipGetCmdName,
    hipKernelNameRef,
    hipKernelNameRefByPtr,
    hiprtcGetErrorString,
}

// C++ entry points (their mangled names).
unsupported_mangled! {
    "_Z22hipCreateSurfaceObjectPP13__hip_surfacePK15hipResourceDesc" => hipCreateSurfaceObject,
    "_Z23hipDestroySurfaceObjectP13__hip_surface" => hipDestroySurfaceObject,
    "_ZN8hip_impl22hipLaunchKernelGGLImplEmRK4dim3S2_jP12ihipStream_tPPv" => hipLaunchKernelGGLImpl,
}

#[no_mangle]
pub extern "C" fn hipCreateChannelDesc(
    x: c_int,
    y: c_int,
    z: c_int,
    w: c_int,
    f: c_int,
) -> ChannelFormatDesc {
    ChannelFormatDesc { x, y, z, w, f }
}

#[no_mangle]
pub unsafe extern "C" fn __hipGetPCH(pch: *mut *const c_char, size: *mut c_uint) {
    // No precompiled header: hiprtc is not supported.
    // SAFETY: out-parameters of the caller's.
    unsafe {
        crate::put(pch, std::ptr::null());
        crate::put(size, 0);
    }
}

/// ROCgdb's build queries: this library's identity.
#[no_mangle]
pub extern "C" fn amd_dbgapi_get_build_name() -> *const c_char {
    c"hdb-simulated-hip".as_ptr()
}

#[no_mangle]
pub extern "C" fn amd_dbgapi_get_build_id() -> *const c_char {
    c"0".as_ptr()
}

#[no_mangle]
pub extern "C" fn amd_dbgapi_get_git_hash() -> *const c_char {
    c"".as_ptr()
}

/// `float` to IEEE half (round to nearest even), the conversion compiler-rt exports.
#[no_mangle]
pub extern "C" fn __gnu_f2h_ieee(f: f32) -> u16 {
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        // Infinity, or NaN with its payload's top bits (kept non-zero).
        return sign
            | 0x7c00
            | if man != 0 {
                0x200 | (man >> 13) as u16
            } else {
                0
            };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        // Subnormal: shift the implicit one in, then round.
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut h = (m >> shift) as u16;
        if rest > half || (rest == half && h & 1 == 1) {
            h += 1;
        }
        return sign | h;
    }
    let mut h = ((e as u32) << 10 | man >> 13) as u16;
    let rest = man & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && h & 1 == 1) {
        // Carries into the exponent correctly, up to infinity.
        h += 1;
    }
    sign | h
}

/// IEEE half to `float`.
#[no_mangle]
pub extern "C" fn __gnu_h2f_ieee(h: u16) -> f32 {
    let sign = ((h & 0x8000) as u32) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: normalise.
            let shift = m.leading_zeros() - 21;
            sign | (113 - shift) << 23 | ((m << shift) & 0x3ff) << 13
        }
        (0x1f, m) => sign | 0x7f80_0000 | m << 13,
        (e, m) => sign | (e + 112) << 23 | m << 13,
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_conversions_round_trip() {
        for h in 0..=u16::MAX {
            let f = __gnu_h2f_ieee(h);
            if f.is_nan() {
                assert!(__gnu_h2f_ieee(__gnu_f2h_ieee(f)).is_nan());
                continue;
            }
            assert_eq!(__gnu_f2h_ieee(f), h, "{h:#06x} -> {f}");
        }
        assert_eq!(__gnu_f2h_ieee(1.0), 0x3c00);
        assert_eq!(__gnu_f2h_ieee(65520.0), 0x7c00, "rounds up to infinity");
        assert_eq!(__gnu_f2h_ieee(1.0 + 1.0 / 2048.0), 0x3c00, "ties to even");
        assert_eq!(__gnu_h2f_ieee(0x0001), 2f32.powi(-24));
    }
}
