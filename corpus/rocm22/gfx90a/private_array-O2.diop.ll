; ModuleID = 'src/private_array.cl'
source_filename = "src/private_array.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Item = type { i32, float }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @private_array_dynamic_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !16 !kernel_arg_addr_space !56 !kernel_arg_access_qual !57 !kernel_arg_type !58 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %3 = alloca [32 x i32], align 4, addrspace(5)
  %4 = alloca [8 x %struct.Item], align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !23, !DIExpression(DIOpArg(0, ptr addrspace(1))), !60)
    #dbg_value(ptr addrspace(1) %1, !24, !DIExpression(DIOpArg(0, ptr addrspace(1))), !60)
    #dbg_value(i32 0, !61, !DIExpression(DIOpArg(0, i32)), !66)
    #dbg_value(i32 0, !68, !DIExpression(DIOpArg(0, i32)), !71)
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !73
    #dbg_value(i32 0, !74, !DIExpression(DIOpArg(0, i32)), !77)
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !79
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 4, !dbg !80
  %8 = load i16, ptr addrspace(4) %7, align 4, !dbg !81, !tbaa !82
  %9 = zext i16 %8 to i32, !dbg !81
  %10 = mul i32 %5, %9, !dbg !86
    #dbg_value(i32 0, !87, !DIExpression(DIOpArg(0, i32)), !90)
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !92
  %12 = add i32 %10, %11, !dbg !93
    #dbg_value(i32 %12, !25, !DIExpression(DIOpArg(0, i32)), !60)
  call void @llvm.lifetime.start.p5(i64 128, ptr addrspace(5) %3) #3, !dbg !94
    #dbg_declare(ptr addrspace(5) %3, !29, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([32 x i32])), !95)
  call void @llvm.lifetime.start.p5(i64 64, ptr addrspace(5) %4) #3, !dbg !96
    #dbg_declare(ptr addrspace(5) %4, !33, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([8 x %struct.Item])), !97)
    #dbg_value(i32 0, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !100, !amdgpu.noclobber !102
    #dbg_value(i32 0, !44, !DIExpression(DIOpArg(0, i32)), !99)
    #dbg_value(i32 0, !44, !DIExpression(DIOpArg(0, i32)), !99)
  store i32 5, ptr addrspace(5) %3, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 1, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %16 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 4, !dbg !105
    #dbg_value(i32 2, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %17 = shl nsw i32 %15, 1, !dbg !106
  %18 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 8, !dbg !105
  %19 = insertelement <2 x i32> poison, i32 %15, i64 0, !dbg !107
  %20 = insertelement <2 x i32> %19, i32 %17, i64 1, !dbg !107
  %21 = add nsw <2 x i32> %20, <i32 4, i32 7>, !dbg !107
  store <2 x i32> %21, ptr addrspace(5) %16, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 3, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %22 = mul nsw i32 %15, 3, !dbg !106
  %23 = add nsw i32 %22, 6, !dbg !107
  %24 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 12, !dbg !105
  store i32 %23, ptr addrspace(5) %24, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 4, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %25 = shl nsw i32 %15, 2, !dbg !106
  %26 = or disjoint i32 %25, 1, !dbg !107
  %27 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 16, !dbg !105
  store i32 %26, ptr addrspace(5) %27, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 5, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %28 = mul nsw i32 %15, 5, !dbg !106
  %29 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 20, !dbg !105
  store i32 %28, ptr addrspace(5) %29, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 6, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %30 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 24, !dbg !105
    #dbg_value(i32 7, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %31 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 28, !dbg !105
  %32 = shufflevector <2 x i32> %19, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !106
  %33 = mul nsw <2 x i32> %32, <i32 6, i32 7>, !dbg !106
  %34 = add nsw <2 x i32> %33, <i32 3, i32 2>, !dbg !107
  store <2 x i32> %34, ptr addrspace(5) %30, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 8, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %35 = shl nsw i32 %15, 3, !dbg !106
  %36 = add nsw i32 %35, 13, !dbg !107
  %37 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 32, !dbg !105
  store i32 %36, ptr addrspace(5) %37, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 9, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %38 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 36, !dbg !105
    #dbg_value(i32 10, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %39 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 40, !dbg !105
  %40 = mul nsw <2 x i32> %32, <i32 9, i32 10>, !dbg !106
  %41 = add nsw <2 x i32> %40, <i32 12, i32 15>, !dbg !107
  store <2 x i32> %41, ptr addrspace(5) %38, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 11, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %42 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 44, !dbg !105
    #dbg_value(i32 12, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %43 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 48, !dbg !105
  %44 = mul nsw <2 x i32> %32, <i32 11, i32 12>, !dbg !106
  %45 = add nsw <2 x i32> %44, <i32 14, i32 9>, !dbg !107
  store <2 x i32> %45, ptr addrspace(5) %42, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 13, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %46 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 52, !dbg !105
    #dbg_value(i32 14, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %47 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 56, !dbg !105
  %48 = mul nsw <2 x i32> %32, <i32 13, i32 14>, !dbg !106
  %49 = add nsw <2 x i32> %48, <i32 8, i32 11>, !dbg !107
  store <2 x i32> %49, ptr addrspace(5) %46, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 15, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %50 = mul nsw i32 %15, 15, !dbg !106
  %51 = add nsw i32 %50, 10, !dbg !107
  %52 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 60, !dbg !105
  store i32 %51, ptr addrspace(5) %52, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 16, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %53 = shl nsw i32 %15, 4, !dbg !106
  %54 = add nsw i32 %53, 21, !dbg !107
  %55 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 64, !dbg !105
  store i32 %54, ptr addrspace(5) %55, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 17, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %56 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 68, !dbg !105
    #dbg_value(i32 18, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %57 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 72, !dbg !105
  %58 = mul nsw <2 x i32> %32, <i32 17, i32 18>, !dbg !106
  %59 = add nsw <2 x i32> %58, <i32 20, i32 23>, !dbg !107
  store <2 x i32> %59, ptr addrspace(5) %56, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 19, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %60 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 76, !dbg !105
    #dbg_value(i32 20, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %61 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 80, !dbg !105
  %62 = mul nsw <2 x i32> %32, <i32 19, i32 20>, !dbg !106
  %63 = add nsw <2 x i32> %62, <i32 22, i32 17>, !dbg !107
  store <2 x i32> %63, ptr addrspace(5) %60, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 21, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %64 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 84, !dbg !105
    #dbg_value(i32 22, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %65 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 88, !dbg !105
  %66 = mul nsw <2 x i32> %32, <i32 21, i32 22>, !dbg !106
  %67 = add nsw <2 x i32> %66, <i32 16, i32 19>, !dbg !107
  store <2 x i32> %67, ptr addrspace(5) %64, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 23, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %68 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 92, !dbg !105
    #dbg_value(i32 24, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %69 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 96, !dbg !105
  %70 = mul nsw <2 x i32> %32, <i32 23, i32 24>, !dbg !106
  %71 = add nsw <2 x i32> %70, <i32 18, i32 29>, !dbg !107
  store <2 x i32> %71, ptr addrspace(5) %68, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 25, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %72 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 100, !dbg !105
    #dbg_value(i32 26, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %73 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 104, !dbg !105
  %74 = mul nsw <2 x i32> %32, <i32 25, i32 26>, !dbg !106
  %75 = add nsw <2 x i32> %74, <i32 28, i32 31>, !dbg !107
  store <2 x i32> %75, ptr addrspace(5) %72, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 27, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %76 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 108, !dbg !105
    #dbg_value(i32 28, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %77 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 112, !dbg !105
  %78 = mul nsw <2 x i32> %32, <i32 27, i32 28>, !dbg !106
  %79 = add nsw <2 x i32> %78, <i32 30, i32 25>, !dbg !107
  store <2 x i32> %79, ptr addrspace(5) %76, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 29, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %80 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 116, !dbg !105
    #dbg_value(i32 30, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %81 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 120, !dbg !105
  %82 = mul nsw <2 x i32> %32, <i32 29, i32 30>, !dbg !106
  %83 = add nsw <2 x i32> %82, <i32 24, i32 27>, !dbg !107
  store <2 x i32> %83, ptr addrspace(5) %80, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 31, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %84 = mul nsw i32 %15, 31, !dbg !106
  %85 = add nsw i32 %84, 26, !dbg !107
  %86 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 124, !dbg !105
  store i32 %85, ptr addrspace(5) %86, align 4, !dbg !103, !tbaa !100
    #dbg_value(i32 32, !44, !DIExpression(DIOpArg(0, i32)), !99)
  %87 = load i32, ptr addrspace(1) %14, align 4, !tbaa !100
    #dbg_value(i32 0, !46, !DIExpression(DIOpArg(0, i32)), !108)
    #dbg_value(i32 0, !46, !DIExpression(DIOpArg(0, i32)), !108)
  %88 = and i32 %87, 31, !dbg !109
  %89 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %88, !dbg !112
  %90 = load i32, ptr addrspace(5) %89, align 4, !dbg !112, !tbaa !100
  store i32 %90, ptr addrspace(5) %4, align 4, !dbg !113, !tbaa !114
  %91 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 4, !dbg !117
  store float 0.000000e+00, ptr addrspace(5) %91, align 4, !dbg !118, !tbaa !119
    #dbg_value(i32 1, !46, !DIExpression(DIOpArg(0, i32)), !108)
  %92 = add nsw i32 %87, 7, !dbg !120
  %93 = and i32 %92, 31, !dbg !109
  %94 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %93, !dbg !112
  %95 = load i32, ptr addrspace(5) %94, align 4, !dbg !112, !tbaa !100
  %96 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 8, !dbg !121
  store i32 %95, ptr addrspace(5) %96, align 4, !dbg !113, !tbaa !114
  %97 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 12, !dbg !117
  store float 5.000000e-01, ptr addrspace(5) %97, align 4, !dbg !118, !tbaa !119
    #dbg_value(i32 2, !46, !DIExpression(DIOpArg(0, i32)), !108)
  %98 = add nsw i32 %87, 14, !dbg !120
  %99 = and i32 %98, 31, !dbg !109
  %100 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %99, !dbg !112
  %101 = load i32, ptr addrspace(5) %100, align 4, !dbg !112, !tbaa !100
  %102 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 16, !dbg !121
  store i32 %101, ptr addrspace(5) %102, align 4, !dbg !113, !tbaa !114
  %103 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 20, !dbg !117
  store float 1.000000e+00, ptr addrspace(5) %103, align 4, !dbg !118, !tbaa !119
    #dbg_value(i32 3, !46, !DIExpression(DIOpArg(0, i32)), !108)
  %104 = add nsw i32 %87, 21, !dbg !120
  %105 = and i32 %104, 31, !dbg !109
  %106 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %105, !dbg !112
  %107 = load i32, ptr addrspace(5) %106, align 4, !dbg !112, !tbaa !100
  %108 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 24, !dbg !121
  store i32 %107, ptr addrspace(5) %108, align 4, !dbg !113, !tbaa !114
  %109 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 28, !dbg !117
  store float 1.500000e+00, ptr addrspace(5) %109, align 4, !dbg !118, !tbaa !119
    #dbg_value(i32 4, !46, !DIExpression(DIOpArg(0, i32)), !108)
  %110 = add nsw i32 %87, 28, !dbg !120
  %111 = and i32 %110, 31, !dbg !109
  %112 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %111, !dbg !112
  %113 = load i32, ptr addrspace(5) %112, align 4, !dbg !112, !tbaa !100
  %114 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 32, !dbg !121
  store i32 %113, ptr addrspace(5) %114, align 4, !dbg !113, !tbaa !114
  %115 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 36, !dbg !117
  store float 2.000000e+00, ptr addrspace(5) %115, align 4, !dbg !118, !tbaa !119
    #dbg_value(i32 5, !46, !DIExpression(DIOpArg(0, i32)), !108)
  %116 = add i32 %87, 3, !dbg !120
  %117 = and i32 %116, 31, !dbg !109
  %118 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %117, !dbg !112
  %119 = load i32, ptr addrspace(5) %118, align 4, !dbg !112, !tbaa !100
  %120 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 40, !dbg !121
  store i32 %119, ptr addrspace(5) %120, align 4, !dbg !113, !tbaa !114
  %121 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 44, !dbg !117
  store float 2.500000e+00, ptr addrspace(5) %121, align 4, !dbg !118, !tbaa !119
    #dbg_value(i32 6, !46, !DIExpression(DIOpArg(0, i32)), !108)
  %122 = add i32 %87, 10, !dbg !120
  %123 = and i32 %122, 31, !dbg !109
  %124 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %123, !dbg !112
  %125 = load i32, ptr addrspace(5) %124, align 4, !dbg !112, !tbaa !100
  %126 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 48, !dbg !121
  store i32 %125, ptr addrspace(5) %126, align 4, !dbg !113, !tbaa !114
  %127 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 52, !dbg !117
  store float 3.000000e+00, ptr addrspace(5) %127, align 4, !dbg !118, !tbaa !119
    #dbg_value(i32 7, !46, !DIExpression(DIOpArg(0, i32)), !108)
  %128 = add i32 %87, 17, !dbg !120
  %129 = and i32 %128, 31, !dbg !109
  %130 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %129, !dbg !112
  %131 = load i32, ptr addrspace(5) %130, align 4, !dbg !112, !tbaa !100
  %132 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 56, !dbg !121
  store i32 %131, ptr addrspace(5) %132, align 4, !dbg !113, !tbaa !114
  %133 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 60, !dbg !117
  store float 3.500000e+00, ptr addrspace(5) %133, align 4, !dbg !118, !tbaa !119
    #dbg_value(i32 8, !46, !DIExpression(DIOpArg(0, i32)), !108)
    #dbg_value(i32 %88, !48, !DIExpression(DIOpArg(0, i32)), !60)
  %134 = xor i32 %88, 31, !dbg !122
  %135 = getelementptr inbounds [32 x i32], ptr addrspace(5) %3, i32 0, i32 %134, !dbg !123
  %136 = load i32, ptr addrspace(5) %135, align 4, !dbg !123, !tbaa !100
  %137 = and i32 %87, 7, !dbg !124
  %138 = getelementptr inbounds [8 x %struct.Item], ptr addrspace(5) %4, i32 0, i32 %137, !dbg !125
  %139 = load i64, ptr addrspace(5) %138, align 4, !dbg !125
    #dbg_value(i64 %139, !50, !DIExpression(DIOpArg(0, i64)), !60)
  store i64 %139, ptr addrspace(5) %4, align 4, !dbg !126
    #dbg_value(i32 0, !51, !DIExpression(DIOpArg(0, i32)), !127)
    #dbg_value(i32 0, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %140 = load i32, ptr addrspace(5) %3, align 4, !dbg !128, !tbaa !100
  %141 = and i32 %140, 7, !dbg !130
  %142 = insertelement <8 x i32> zeroinitializer, i32 1, i32 %141, !dbg !131
    #dbg_value(i32 1, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %143 = load i32, ptr addrspace(5) %16, align 4, !dbg !128, !tbaa !100
  %144 = and i32 %143, 7, !dbg !130
  %145 = extractelement <8 x i32> %142, i32 %144, !dbg !131
  %146 = add nuw nsw i32 %145, 1, !dbg !131
  %147 = insertelement <8 x i32> %142, i32 %146, i32 %144, !dbg !131
    #dbg_value(i32 2, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %148 = load i32, ptr addrspace(5) %18, align 4, !dbg !128, !tbaa !100
  %149 = and i32 %148, 7, !dbg !130
  %150 = extractelement <8 x i32> %147, i32 %149, !dbg !131
  %151 = add nuw nsw i32 %150, 1, !dbg !131
  %152 = insertelement <8 x i32> %147, i32 %151, i32 %149, !dbg !131
    #dbg_value(i32 3, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %153 = load i32, ptr addrspace(5) %24, align 4, !dbg !128, !tbaa !100
  %154 = and i32 %153, 7, !dbg !130
  %155 = extractelement <8 x i32> %152, i32 %154, !dbg !131
  %156 = add nsw i32 %155, 1, !dbg !131
  %157 = insertelement <8 x i32> %152, i32 %156, i32 %154, !dbg !131
    #dbg_value(i32 4, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %158 = load i32, ptr addrspace(5) %27, align 4, !dbg !128, !tbaa !100
  %159 = and i32 %158, 7, !dbg !130
  %160 = extractelement <8 x i32> %157, i32 %159, !dbg !131
  %161 = add nsw i32 %160, 1, !dbg !131
  %162 = insertelement <8 x i32> %157, i32 %161, i32 %159, !dbg !131
    #dbg_value(i32 5, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %163 = load i32, ptr addrspace(5) %29, align 4, !dbg !128, !tbaa !100
  %164 = and i32 %163, 7, !dbg !130
  %165 = extractelement <8 x i32> %162, i32 %164, !dbg !131
  %166 = add nsw i32 %165, 1, !dbg !131
  %167 = insertelement <8 x i32> %162, i32 %166, i32 %164, !dbg !131
    #dbg_value(i32 6, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %168 = load i32, ptr addrspace(5) %30, align 4, !dbg !128, !tbaa !100
  %169 = and i32 %168, 7, !dbg !130
  %170 = extractelement <8 x i32> %167, i32 %169, !dbg !131
  %171 = add nsw i32 %170, 1, !dbg !131
  %172 = insertelement <8 x i32> %167, i32 %171, i32 %169, !dbg !131
    #dbg_value(i32 7, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %173 = load i32, ptr addrspace(5) %31, align 4, !dbg !128, !tbaa !100
  %174 = and i32 %173, 7, !dbg !130
  %175 = extractelement <8 x i32> %172, i32 %174, !dbg !131
  %176 = add nsw i32 %175, 1, !dbg !131
  %177 = insertelement <8 x i32> %172, i32 %176, i32 %174, !dbg !131
    #dbg_value(i32 8, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %178 = load i32, ptr addrspace(5) %37, align 4, !dbg !128, !tbaa !100
  %179 = and i32 %178, 7, !dbg !130
  %180 = extractelement <8 x i32> %177, i32 %179, !dbg !131
  %181 = add nsw i32 %180, 1, !dbg !131
  %182 = insertelement <8 x i32> %177, i32 %181, i32 %179, !dbg !131
    #dbg_value(i32 9, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %183 = load i32, ptr addrspace(5) %38, align 4, !dbg !128, !tbaa !100
  %184 = and i32 %183, 7, !dbg !130
  %185 = extractelement <8 x i32> %182, i32 %184, !dbg !131
  %186 = add nsw i32 %185, 1, !dbg !131
  %187 = insertelement <8 x i32> %182, i32 %186, i32 %184, !dbg !131
    #dbg_value(i32 10, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %188 = load i32, ptr addrspace(5) %39, align 4, !dbg !128, !tbaa !100
  %189 = and i32 %188, 7, !dbg !130
  %190 = extractelement <8 x i32> %187, i32 %189, !dbg !131
  %191 = add nsw i32 %190, 1, !dbg !131
  %192 = insertelement <8 x i32> %187, i32 %191, i32 %189, !dbg !131
    #dbg_value(i32 11, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %193 = load i32, ptr addrspace(5) %42, align 4, !dbg !128, !tbaa !100
  %194 = and i32 %193, 7, !dbg !130
  %195 = extractelement <8 x i32> %192, i32 %194, !dbg !131
  %196 = add nsw i32 %195, 1, !dbg !131
  %197 = insertelement <8 x i32> %192, i32 %196, i32 %194, !dbg !131
    #dbg_value(i32 12, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %198 = load i32, ptr addrspace(5) %43, align 4, !dbg !128, !tbaa !100
  %199 = and i32 %198, 7, !dbg !130
  %200 = extractelement <8 x i32> %197, i32 %199, !dbg !131
  %201 = add nsw i32 %200, 1, !dbg !131
  %202 = insertelement <8 x i32> %197, i32 %201, i32 %199, !dbg !131
    #dbg_value(i32 13, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %203 = load i32, ptr addrspace(5) %46, align 4, !dbg !128, !tbaa !100
  %204 = and i32 %203, 7, !dbg !130
  %205 = extractelement <8 x i32> %202, i32 %204, !dbg !131
  %206 = add nsw i32 %205, 1, !dbg !131
  %207 = insertelement <8 x i32> %202, i32 %206, i32 %204, !dbg !131
    #dbg_value(i32 14, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %208 = load i32, ptr addrspace(5) %47, align 4, !dbg !128, !tbaa !100
  %209 = and i32 %208, 7, !dbg !130
  %210 = extractelement <8 x i32> %207, i32 %209, !dbg !131
  %211 = add nsw i32 %210, 1, !dbg !131
  %212 = insertelement <8 x i32> %207, i32 %211, i32 %209, !dbg !131
    #dbg_value(i32 15, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %213 = load i32, ptr addrspace(5) %52, align 4, !dbg !128, !tbaa !100
  %214 = and i32 %213, 7, !dbg !130
  %215 = extractelement <8 x i32> %212, i32 %214, !dbg !131
  %216 = add nsw i32 %215, 1, !dbg !131
  %217 = insertelement <8 x i32> %212, i32 %216, i32 %214, !dbg !131
    #dbg_value(i32 16, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %218 = load i32, ptr addrspace(5) %55, align 4, !dbg !128, !tbaa !100
  %219 = and i32 %218, 7, !dbg !130
  %220 = extractelement <8 x i32> %217, i32 %219, !dbg !131
  %221 = add nsw i32 %220, 1, !dbg !131
  %222 = insertelement <8 x i32> %217, i32 %221, i32 %219, !dbg !131
    #dbg_value(i32 17, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %223 = load i32, ptr addrspace(5) %56, align 4, !dbg !128, !tbaa !100
  %224 = and i32 %223, 7, !dbg !130
  %225 = extractelement <8 x i32> %222, i32 %224, !dbg !131
  %226 = add nsw i32 %225, 1, !dbg !131
  %227 = insertelement <8 x i32> %222, i32 %226, i32 %224, !dbg !131
    #dbg_value(i32 18, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %228 = load i32, ptr addrspace(5) %57, align 4, !dbg !128, !tbaa !100
  %229 = and i32 %228, 7, !dbg !130
  %230 = extractelement <8 x i32> %227, i32 %229, !dbg !131
  %231 = add nsw i32 %230, 1, !dbg !131
  %232 = insertelement <8 x i32> %227, i32 %231, i32 %229, !dbg !131
    #dbg_value(i32 19, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %233 = load i32, ptr addrspace(5) %60, align 4, !dbg !128, !tbaa !100
  %234 = and i32 %233, 7, !dbg !130
  %235 = extractelement <8 x i32> %232, i32 %234, !dbg !131
  %236 = add nsw i32 %235, 1, !dbg !131
  %237 = insertelement <8 x i32> %232, i32 %236, i32 %234, !dbg !131
    #dbg_value(i32 20, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %238 = load i32, ptr addrspace(5) %61, align 4, !dbg !128, !tbaa !100
  %239 = and i32 %238, 7, !dbg !130
  %240 = extractelement <8 x i32> %237, i32 %239, !dbg !131
  %241 = add nsw i32 %240, 1, !dbg !131
  %242 = insertelement <8 x i32> %237, i32 %241, i32 %239, !dbg !131
    #dbg_value(i32 21, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %243 = load i32, ptr addrspace(5) %64, align 4, !dbg !128, !tbaa !100
  %244 = and i32 %243, 7, !dbg !130
  %245 = extractelement <8 x i32> %242, i32 %244, !dbg !131
  %246 = add nsw i32 %245, 1, !dbg !131
  %247 = insertelement <8 x i32> %242, i32 %246, i32 %244, !dbg !131
    #dbg_value(i32 22, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %248 = load i32, ptr addrspace(5) %65, align 4, !dbg !128, !tbaa !100
  %249 = and i32 %248, 7, !dbg !130
  %250 = extractelement <8 x i32> %247, i32 %249, !dbg !131
  %251 = add nsw i32 %250, 1, !dbg !131
  %252 = insertelement <8 x i32> %247, i32 %251, i32 %249, !dbg !131
    #dbg_value(i32 23, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %253 = load i32, ptr addrspace(5) %68, align 4, !dbg !128, !tbaa !100
  %254 = and i32 %253, 7, !dbg !130
  %255 = extractelement <8 x i32> %252, i32 %254, !dbg !131
  %256 = add nsw i32 %255, 1, !dbg !131
  %257 = insertelement <8 x i32> %252, i32 %256, i32 %254, !dbg !131
    #dbg_value(i32 24, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %258 = load i32, ptr addrspace(5) %69, align 4, !dbg !128, !tbaa !100
  %259 = and i32 %258, 7, !dbg !130
  %260 = extractelement <8 x i32> %257, i32 %259, !dbg !131
  %261 = add nsw i32 %260, 1, !dbg !131
  %262 = insertelement <8 x i32> %257, i32 %261, i32 %259, !dbg !131
    #dbg_value(i32 25, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %263 = load i32, ptr addrspace(5) %72, align 4, !dbg !128, !tbaa !100
  %264 = and i32 %263, 7, !dbg !130
  %265 = extractelement <8 x i32> %262, i32 %264, !dbg !131
  %266 = add nsw i32 %265, 1, !dbg !131
  %267 = insertelement <8 x i32> %262, i32 %266, i32 %264, !dbg !131
    #dbg_value(i32 26, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %268 = load i32, ptr addrspace(5) %73, align 4, !dbg !128, !tbaa !100
  %269 = and i32 %268, 7, !dbg !130
  %270 = extractelement <8 x i32> %267, i32 %269, !dbg !131
  %271 = add nsw i32 %270, 1, !dbg !131
  %272 = insertelement <8 x i32> %267, i32 %271, i32 %269, !dbg !131
    #dbg_value(i32 27, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %273 = load i32, ptr addrspace(5) %76, align 4, !dbg !128, !tbaa !100
  %274 = and i32 %273, 7, !dbg !130
  %275 = extractelement <8 x i32> %272, i32 %274, !dbg !131
  %276 = add nsw i32 %275, 1, !dbg !131
  %277 = insertelement <8 x i32> %272, i32 %276, i32 %274, !dbg !131
    #dbg_value(i32 28, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %278 = load i32, ptr addrspace(5) %77, align 4, !dbg !128, !tbaa !100
  %279 = and i32 %278, 7, !dbg !130
  %280 = extractelement <8 x i32> %277, i32 %279, !dbg !131
  %281 = add nsw i32 %280, 1, !dbg !131
  %282 = insertelement <8 x i32> %277, i32 %281, i32 %279, !dbg !131
    #dbg_value(i32 29, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %283 = load i32, ptr addrspace(5) %80, align 4, !dbg !128, !tbaa !100
  %284 = and i32 %283, 7, !dbg !130
  %285 = extractelement <8 x i32> %282, i32 %284, !dbg !131
  %286 = add nsw i32 %285, 1, !dbg !131
  %287 = insertelement <8 x i32> %282, i32 %286, i32 %284, !dbg !131
    #dbg_value(i32 30, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %288 = load i32, ptr addrspace(5) %81, align 4, !dbg !128, !tbaa !100
  %289 = and i32 %288, 7, !dbg !130
  %290 = extractelement <8 x i32> %287, i32 %289, !dbg !131
  %291 = add nsw i32 %290, 1, !dbg !131
  %292 = insertelement <8 x i32> %287, i32 %291, i32 %289, !dbg !131
    #dbg_value(i32 31, !51, !DIExpression(DIOpArg(0, i32)), !127)
  %293 = load i32, ptr addrspace(5) %86, align 4, !dbg !128, !tbaa !100
  %294 = and i32 %293, 7, !dbg !130
  %295 = extractelement <8 x i32> %292, i32 %294, !dbg !131
  %296 = add nsw i32 %295, 1, !dbg !131
  %297 = insertelement <8 x i32> %292, i32 %296, i32 %294, !dbg !131
    #dbg_value(i32 32, !51, !DIExpression(DIOpArg(0, i32)), !127)
    #dbg_value(i32 0, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 0, !53, !DIExpression(DIOpArg(0, i32)), !60)
    #dbg_value(i32 0, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 0, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %298 = extractelement <8 x i32> %297, i64 0, !dbg !133
    #dbg_value(i32 1, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 %298, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %299 = extractelement <8 x i32> %297, i64 1, !dbg !133
  %300 = shl nsw i32 %299, 1, !dbg !135
  %301 = add nsw i32 %300, %298, !dbg !136
    #dbg_value(i32 2, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 %301, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %302 = extractelement <8 x i32> %297, i64 2, !dbg !133
  %303 = mul nsw i32 %302, 3, !dbg !135
  %304 = add nsw i32 %303, %301, !dbg !136
    #dbg_value(i32 3, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 %304, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %305 = extractelement <8 x i32> %297, i64 3, !dbg !133
  %306 = shl nsw i32 %305, 2, !dbg !135
  %307 = add nsw i32 %306, %304, !dbg !136
    #dbg_value(i32 4, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 %307, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %308 = extractelement <8 x i32> %297, i64 4, !dbg !133
  %309 = mul nsw i32 %308, 5, !dbg !135
  %310 = add nsw i32 %309, %307, !dbg !136
    #dbg_value(i32 5, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 %310, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %311 = extractelement <8 x i32> %297, i64 5, !dbg !133
  %312 = mul nsw i32 %311, 6, !dbg !135
  %313 = add nsw i32 %312, %310, !dbg !136
    #dbg_value(i32 6, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 %313, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %314 = extractelement <8 x i32> %297, i64 6, !dbg !133
  %315 = mul nsw i32 %314, 7, !dbg !135
  %316 = add nsw i32 %315, %313, !dbg !136
    #dbg_value(i32 7, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 %316, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %317 = extractelement <8 x i32> %297, i64 7, !dbg !133
  %318 = shl nsw i32 %317, 3, !dbg !135
  %319 = add nsw i32 %318, %316, !dbg !136
    #dbg_value(i32 8, !54, !DIExpression(DIOpArg(0, i32)), !132)
    #dbg_value(i32 %319, !53, !DIExpression(DIOpArg(0, i32)), !60)
  %320 = add nsw i32 %136, %90, !dbg !137
    #dbg_value(i32 %320, !49, !DIExpression(DIOpArg(0, i32)), !60)
  %321 = shl i32 %12, 2, !dbg !138
  %322 = zext i32 %321 to i64, !dbg !139
  %323 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %322, !dbg !139
  store i32 %320, ptr addrspace(1) %323, align 4, !dbg !140, !tbaa !100
  %324 = load i32, ptr addrspace(5) %4, align 4, !dbg !141, !tbaa !114
  %325 = or disjoint i32 %321, 1, !dbg !142
  %326 = zext i32 %325 to i64, !dbg !143
  %327 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %326, !dbg !143
  store i32 %324, ptr addrspace(1) %327, align 4, !dbg !144, !tbaa !100
  %328 = load float, ptr addrspace(5) %91, align 4, !dbg !145, !tbaa !119
  %329 = fmul float %328, 1.000000e+01, !dbg !146
  %330 = fptosi float %329 to i32, !dbg !147
  %331 = or disjoint i32 %321, 2, !dbg !148
  %332 = zext i32 %331 to i64, !dbg !149
  %333 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %332, !dbg !149
  store i32 %330, ptr addrspace(1) %333, align 4, !dbg !150, !tbaa !100
  %334 = or disjoint i32 %321, 3, !dbg !151
  %335 = zext i32 %334 to i64, !dbg !152
  %336 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %335, !dbg !152
  store i32 %319, ptr addrspace(1) %336, align 4, !dbg !153, !tbaa !100
  call void @llvm.lifetime.end.p5(i64 64, ptr addrspace(5) %4) #3, !dbg !154
  call void @llvm.lifetime.end.p5(i64 128, ptr addrspace(5) %3) #3, !dbg !154
  ret void, !dbg !154
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!opencl.ocl.version = !{!14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/private_array.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e20af71b13c308a4474def87baaf41b4")
!2 = !{!3, !4, !5, !7}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 2, i32 0}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "private_array_dynamic_index", scope: !1, file: !1, line: 14, type: !17, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !18)
!18 = !{null, !19, !21}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!22 = !{!23, !24, !25, !29, !33, !42, !44, !46, !48, !49, !50, !51, !53, !54}
!23 = !DILocalVariable(name: "in", arg: 1, scope: !16, file: !1, line: 14, type: !19)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !16, file: !1, line: 15, type: !21)
!25 = !DILocalVariable(name: "gid", scope: !16, file: !1, line: 16, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !27, line: 18, baseType: !28)
!27 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DILocalVariable(name: "arr", scope: !16, file: !1, line: 17, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 32)
!33 = !DILocalVariable(name: "items", scope: !16, file: !1, line: 18, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 512, elements: !40)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "Item", file: !1, line: 12, baseType: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 64, elements: !37)
!37 = !{!38, !39}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !36, file: !1, line: 10, baseType: !4, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !36, file: !1, line: 11, baseType: !3, size: 32, offset: 32)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DILocalVariable(name: "hist", scope: !16, file: !1, line: 19, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !40)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 21, type: !4)
!45 = distinct !DILexicalBlock(scope: !16, file: !1, line: 21, column: 5)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 23, type: !4)
!47 = distinct !DILexicalBlock(scope: !16, file: !1, line: 23, column: 5)
!48 = !DILocalVariable(name: "idx", scope: !16, file: !1, line: 30, type: !4)
!49 = !DILocalVariable(name: "picked", scope: !16, file: !1, line: 31, type: !4)
!50 = !DILocalVariable(name: "t", scope: !16, file: !1, line: 34, type: !35)
!51 = !DILocalVariable(name: "i", scope: !52, file: !1, line: 38, type: !4)
!52 = distinct !DILexicalBlock(scope: !16, file: !1, line: 38, column: 5)
!53 = !DILocalVariable(name: "hsum", scope: !16, file: !1, line: 41, type: !4)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 42, type: !4)
!55 = distinct !DILexicalBlock(scope: !16, file: !1, line: 42, column: 5)
!56 = !{i32 1, i32 1}
!57 = !{!"none", !"none"}
!58 = !{!"int*", !"int*"}
!59 = !{!"const", !""}
!60 = !DILocation(line: 0, scope: !16)
!61 = !DILocalVariable(name: "d", arg: 1, scope: !62, file: !27, line: 62, type: !26)
!62 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !27, file: !27, line: 62, type: !63, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!26, !26}
!65 = !{!61}
!66 = !DILocation(line: 0, scope: !62, inlinedAt: !67)
!67 = distinct !DILocation(line: 16, column: 16, scope: !16)
!68 = !DILocalVariable(name: "d", arg: 1, scope: !69, file: !27, line: 49, type: !26)
!69 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !27, file: !27, line: 49, type: !63, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!70 = !{!68}
!71 = !DILocation(line: 0, scope: !69, inlinedAt: !72)
!72 = distinct !DILocation(line: 63, column: 12, scope: !62, inlinedAt: !67)
!73 = !DILocation(line: 50, column: 21, scope: !69, inlinedAt: !72)
!74 = !DILocalVariable(name: "d", arg: 1, scope: !75, file: !27, line: 54, type: !26)
!75 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !27, file: !27, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !76)
!76 = !{!74}
!77 = !DILocation(line: 0, scope: !75, inlinedAt: !78)
!78 = distinct !DILocation(line: 63, column: 30, scope: !62, inlinedAt: !67)
!79 = !DILocation(line: 56, column: 42, scope: !75, inlinedAt: !78)
!80 = !DILocation(line: 56, column: 50, scope: !75, inlinedAt: !78)
!81 = !DILocation(line: 56, column: 12, scope: !75, inlinedAt: !78)
!82 = !{!83, !83, i64 0}
!83 = !{!"short", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !DILocation(line: 63, column: 28, scope: !62, inlinedAt: !67)
!87 = !DILocalVariable(name: "d", arg: 1, scope: !88, file: !27, line: 44, type: !26)
!88 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !27, file: !27, line: 44, type: !63, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !89)
!89 = !{!87}
!90 = !DILocation(line: 0, scope: !88, inlinedAt: !91)
!91 = distinct !DILocation(line: 63, column: 50, scope: !62, inlinedAt: !67)
!92 = !DILocation(line: 45, column: 21, scope: !88, inlinedAt: !91)
!93 = !DILocation(line: 63, column: 48, scope: !62, inlinedAt: !67)
!94 = !DILocation(line: 17, column: 5, scope: !16)
!95 = !DILocation(line: 17, column: 9, scope: !16)
!96 = !DILocation(line: 18, column: 5, scope: !16)
!97 = !DILocation(line: 18, column: 10, scope: !16)
!98 = !DILocation(line: 19, column: 9, scope: !16)
!99 = !DILocation(line: 0, scope: !45)
!100 = !{!101, !101, i64 0}
!101 = !{!"int", !84, i64 0}
!102 = !{}
!103 = !DILocation(line: 22, column: 16, scope: !104)
!104 = distinct !DILexicalBlock(scope: !45, file: !1, line: 21, column: 5)
!105 = !DILocation(line: 22, column: 9, scope: !104)
!106 = !DILocation(line: 22, column: 26, scope: !104)
!107 = !DILocation(line: 22, column: 30, scope: !104)
!108 = !DILocation(line: 0, scope: !47)
!109 = !DILocation(line: 24, column: 46, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !1, line: 23, column: 33)
!111 = distinct !DILexicalBlock(scope: !47, file: !1, line: 23, column: 5)
!112 = !DILocation(line: 24, column: 24, scope: !110)
!113 = !DILocation(line: 24, column: 22, scope: !110)
!114 = !{!115, !101, i64 0}
!115 = !{!"", !101, i64 0, !116, i64 4}
!116 = !{!"float", !84, i64 0}
!117 = !DILocation(line: 25, column: 18, scope: !110)
!118 = !DILocation(line: 25, column: 25, scope: !110)
!119 = !{!115, !116, i64 4}
!120 = !DILocation(line: 24, column: 35, scope: !110)
!121 = !DILocation(line: 24, column: 9, scope: !110)
!122 = !DILocation(line: 31, column: 36, scope: !16)
!123 = !DILocation(line: 31, column: 29, scope: !16)
!124 = !DILocation(line: 34, column: 28, scope: !16)
!125 = !DILocation(line: 34, column: 14, scope: !16)
!126 = !DILocation(line: 35, column: 16, scope: !16)
!127 = !DILocation(line: 0, scope: !52)
!128 = !DILocation(line: 39, column: 14, scope: !129)
!129 = distinct !DILexicalBlock(scope: !52, file: !1, line: 38, column: 5)
!130 = !DILocation(line: 39, column: 21, scope: !129)
!131 = !DILocation(line: 39, column: 25, scope: !129)
!132 = !DILocation(line: 0, scope: !55)
!133 = !DILocation(line: 43, column: 17, scope: !134)
!134 = distinct !DILexicalBlock(scope: !55, file: !1, line: 42, column: 5)
!135 = !DILocation(line: 43, column: 25, scope: !134)
!136 = !DILocation(line: 43, column: 14, scope: !134)
!137 = !DILocation(line: 31, column: 27, scope: !16)
!138 = !DILocation(line: 45, column: 13, scope: !16)
!139 = !DILocation(line: 45, column: 5, scope: !16)
!140 = !DILocation(line: 45, column: 22, scope: !16)
!141 = !DILocation(line: 46, column: 33, scope: !16)
!142 = !DILocation(line: 46, column: 17, scope: !16)
!143 = !DILocation(line: 46, column: 5, scope: !16)
!144 = !DILocation(line: 46, column: 22, scope: !16)
!145 = !DILocation(line: 47, column: 39, scope: !16)
!146 = !DILocation(line: 47, column: 46, scope: !16)
!147 = !DILocation(line: 47, column: 24, scope: !16)
!148 = !DILocation(line: 47, column: 17, scope: !16)
!149 = !DILocation(line: 47, column: 5, scope: !16)
!150 = !DILocation(line: 47, column: 22, scope: !16)
!151 = !DILocation(line: 48, column: 17, scope: !16)
!152 = !DILocation(line: 48, column: 5, scope: !16)
!153 = !DILocation(line: 48, column: 22, scope: !16)
!154 = !DILocation(line: 49, column: 1, scope: !16)
