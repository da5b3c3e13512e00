; ModuleID = 'src/hip_poly.hip'
source_filename = "src/hip_poly.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Pair = type { float, float }
%struct.Pair.0 = type { i32, i32 }

$_Z6hornerIfE4PairIT_EPKS1_iS1_ = comdat any

$_Z6hornerIiE4PairIT_EPKS1_iS1_ = comdat any

@__hip_cuid_d15cae17a2e1cb79 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d15cae17a2e1cb79 to ptr)], section "llvm.metadata"
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hip_poly(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3, ptr addrspace(1) noundef %4, i32 noundef %5) #0 !dbg !19 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca ptr, align 8, addrspace(5)
  %20 = alloca ptr, align 8, addrspace(5)
  %21 = alloca ptr, align 8, addrspace(5)
  %22 = alloca ptr, align 8, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca %struct.Pair, align 4, addrspace(5)
  %26 = alloca %struct.Pair.0, align 4, addrspace(5)
  %27 = addrspacecast ptr addrspace(5) %13 to ptr
  %28 = addrspacecast ptr addrspace(5) %14 to ptr
  %29 = addrspacecast ptr addrspace(5) %15 to ptr
  %30 = addrspacecast ptr addrspace(5) %16 to ptr
  %31 = addrspacecast ptr addrspace(5) %17 to ptr
  %32 = addrspacecast ptr addrspace(5) %18 to ptr
  %33 = addrspacecast ptr addrspace(5) %19 to ptr
  %34 = addrspacecast ptr addrspace(5) %20 to ptr
  %35 = addrspacecast ptr addrspace(5) %21 to ptr
  %36 = addrspacecast ptr addrspace(5) %22 to ptr
  %37 = addrspacecast ptr addrspace(5) %23 to ptr
  %38 = addrspacecast ptr addrspace(5) %24 to ptr
  %39 = addrspacecast ptr addrspace(5) %25 to ptr
  %40 = addrspacecast ptr addrspace(5) %26 to ptr
  store ptr addrspace(1) %0, ptr %27, align 8
  %41 = load ptr, ptr %27, align 8
  store ptr addrspace(1) %1, ptr %28, align 8
  %42 = load ptr, ptr %28, align 8
  store ptr addrspace(1) %2, ptr %29, align 8
  %43 = load ptr, ptr %29, align 8
  store ptr addrspace(1) %3, ptr %30, align 8
  %44 = load ptr, ptr %30, align 8
  store ptr addrspace(1) %4, ptr %31, align 8
  %45 = load ptr, ptr %31, align 8
  store ptr %41, ptr %32, align 8
    #dbg_declare(ptr addrspace(5) %18, !29, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !30)
  store ptr %42, ptr %33, align 8
    #dbg_declare(ptr addrspace(5) %19, !31, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !32)
  store ptr %43, ptr %34, align 8
    #dbg_declare(ptr addrspace(5) %20, !33, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !34)
  store ptr %44, ptr %35, align 8
    #dbg_declare(ptr addrspace(5) %21, !35, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !36)
  store ptr %45, ptr %36, align 8
    #dbg_declare(ptr addrspace(5) %22, !37, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !38)
  store i32 %5, ptr %37, align 4
    #dbg_declare(ptr addrspace(5) %23, !39, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !40)
    #dbg_declare(ptr addrspace(5) %24, !41, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !43)
  %46 = addrspacecast ptr addrspace(5) %11 to ptr
  %47 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 0, ptr %47, align 4
    #dbg_declare(ptr addrspace(5) %12, !44, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !50)
  %48 = load i32, ptr %47, align 4, !dbg !52
  %49 = icmp eq i32 %48, 0, !dbg !53
  br i1 %49, label %50, label %52, !dbg !52

50:                                               ; preds = %6
  %51 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !54
  br label %61, !dbg !52

52:                                               ; preds = %6
  %53 = load i32, ptr %47, align 4, !dbg !55
  %54 = icmp eq i32 %53, 1, !dbg !56
  br i1 %54, label %55, label %57, !dbg !55

55:                                               ; preds = %52
  %56 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !57
  br label %59, !dbg !55

57:                                               ; preds = %52
  %58 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !58
  br label %59, !dbg !55

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %56, %55 ], [ %58, %57 ], !dbg !55
  br label %61, !dbg !52

61:                                               ; preds = %50, %59
  %62 = phi i32 [ %51, %50 ], [ %60, %59 ], !dbg !52
  %63 = addrspacecast ptr addrspace(5) %9 to ptr
  %64 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 0, ptr %64, align 4
    #dbg_declare(ptr addrspace(5) %10, !59, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !61)
  %65 = load i32, ptr %64, align 4, !dbg !63
  %66 = icmp eq i32 %65, 0, !dbg !64
  br i1 %66, label %67, label %69, !dbg !63

67:                                               ; preds = %61
  %68 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  br label %78, !dbg !63

69:                                               ; preds = %61
  %70 = load i32, ptr %64, align 4, !dbg !66
  %71 = icmp eq i32 %70, 1, !dbg !67
  br i1 %71, label %72, label %74, !dbg !66

72:                                               ; preds = %69
  %73 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !68
  br label %76, !dbg !66

74:                                               ; preds = %69
  %75 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !69
  br label %76, !dbg !66

76:                                               ; preds = %74, %72
  %77 = phi i32 [ %73, %72 ], [ %75, %74 ], !dbg !66
  br label %78, !dbg !63

78:                                               ; preds = %67, %76
  %79 = phi i32 [ %68, %67 ], [ %77, %76 ], !dbg !63
  %80 = addrspacecast ptr addrspace(5) %7 to ptr
  %81 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 0, ptr %81, align 4
    #dbg_declare(ptr addrspace(5) %8, !70, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !72)
  %82 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !74
  %83 = addrspacecast ptr addrspace(4) %82 to ptr, !dbg !74
  %84 = getelementptr inbounds i8, ptr %83, i64 4, !dbg !75
  %85 = load i32, ptr %81, align 4, !dbg !76
  %86 = icmp ult i32 %85, 3, !dbg !77
  br i1 %86, label %87, label %89, !dbg !76

87:                                               ; preds = %78
  %88 = load i32, ptr %81, align 4, !dbg !78
  br label %90, !dbg !76

89:                                               ; preds = %78
  br label %90, !dbg !76

90:                                               ; preds = %87, %89
  %91 = phi i32 [ %88, %87 ], [ 0, %89 ], !dbg !76
  %92 = mul i32 2, %91, !dbg !79
  %93 = zext i32 %92 to i64, !dbg !80
  %94 = getelementptr inbounds i8, ptr %84, i64 %93, !dbg !80
  %95 = load i16, ptr %94, align 2, !dbg !81
  %96 = zext i16 %95 to i32, !dbg !81
  %97 = mul i32 %79, %96, !dbg !82
  %98 = add i32 %62, %97, !dbg !83
  store i32 %98, ptr %38, align 4, !dbg !43
    #dbg_declare(ptr addrspace(5) %25, !84, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Pair)), !91)
  %99 = load ptr, ptr %32, align 8, !dbg !92
  %100 = load i32, ptr %37, align 4, !dbg !93
  %101 = load ptr, ptr %34, align 8, !dbg !94
  %102 = load i32, ptr %38, align 4, !dbg !95
  %103 = zext i32 %102 to i64, !dbg !94
  %104 = getelementptr inbounds float, ptr %101, i64 %103, !dbg !94
  %105 = load float, ptr %104, align 4, !dbg !94
  %106 = call [2 x i32] @_Z6hornerIfE4PairIT_EPKS1_iS1_(ptr noundef %99, i32 noundef %100, float noundef %105) #3, !dbg !96
  store [2 x i32] %106, ptr %39, align 4, !dbg !96
    #dbg_declare(ptr addrspace(5) %26, !97, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Pair.0)), !104)
  %107 = load ptr, ptr %33, align 8, !dbg !105
  %108 = load i32, ptr %37, align 4, !dbg !106
  %109 = load i32, ptr %38, align 4, !dbg !107
  %110 = urem i32 %109, 5, !dbg !108
  %111 = call [2 x i32] @_Z6hornerIiE4PairIT_EPKS1_iS1_(ptr noundef %107, i32 noundef %108, i32 noundef %110) #3, !dbg !109
  store [2 x i32] %111, ptr %40, align 4, !dbg !109
  %112 = getelementptr inbounds %struct.Pair, ptr %39, i32 0, i32 0, !dbg !110
  %113 = load float, ptr %112, align 4, !dbg !110
  %114 = getelementptr inbounds %struct.Pair, ptr %39, i32 0, i32 1, !dbg !111
  %115 = load float, ptr %114, align 4, !dbg !111
  %116 = fmul contract float 0.000000e+00, %115, !dbg !112
  %117 = fadd contract float %113, %116, !dbg !113
  %118 = load ptr, ptr %35, align 8, !dbg !114
  %119 = load i32, ptr %38, align 4, !dbg !115
  %120 = zext i32 %119 to i64, !dbg !114
  %121 = getelementptr inbounds float, ptr %118, i64 %120, !dbg !114
  store float %117, ptr %121, align 4, !dbg !116
  %122 = getelementptr inbounds %struct.Pair.0, ptr %40, i32 0, i32 0, !dbg !117
  %123 = load i32, ptr %122, align 4, !dbg !117
  %124 = getelementptr inbounds %struct.Pair.0, ptr %40, i32 0, i32 1, !dbg !118
  %125 = load i32, ptr %124, align 4, !dbg !118
  %126 = mul nsw i32 0, %125, !dbg !119
  %127 = add nsw i32 %123, %126, !dbg !120
  %128 = load ptr, ptr %36, align 8, !dbg !121
  %129 = load i32, ptr %38, align 4, !dbg !122
  %130 = zext i32 %129 to i64, !dbg !121
  %131 = getelementptr inbounds i32, ptr %128, i64 %130, !dbg !121
  store i32 %127, ptr %131, align 4, !dbg !123
  ret void, !dbg !124
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden [2 x i32] @_Z6hornerIfE4PairIT_EPKS1_iS1_(ptr noundef %0, i32 noundef %1, float noundef %2) #1 comdat !dbg !125 {
  %4 = alloca %struct.Pair, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %11, align 8
    #dbg_declare(ptr addrspace(5) %5, !128, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !129)
  store i32 %1, ptr %12, align 4
    #dbg_declare(ptr addrspace(5) %6, !130, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !131)
  store float %2, ptr %13, align 4
    #dbg_declare(ptr addrspace(5) %7, !132, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !133)
    #dbg_declare(ptr addrspace(5) %8, !134, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !135)
  store float 0.000000e+00, ptr %14, align 4, !dbg !135
    #dbg_declare(ptr addrspace(5) %9, !136, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !138)
  %16 = load i32, ptr %12, align 4, !dbg !139
  %17 = sub nsw i32 %16, 1, !dbg !140
  store i32 %17, ptr %15, align 4, !dbg !138
  br label %18, !dbg !141

18:                                               ; preds = %31, %3
  %19 = load i32, ptr %15, align 4, !dbg !142
  %20 = icmp sge i32 %19, 0, !dbg !144
  br i1 %20, label %21, label %34, !dbg !145

21:                                               ; preds = %18
  %22 = load float, ptr %14, align 4, !dbg !146
  %23 = load float, ptr %13, align 4, !dbg !147
  %24 = fmul contract float %22, %23, !dbg !148
  %25 = load ptr, ptr %11, align 8, !dbg !149
  %26 = load i32, ptr %15, align 4, !dbg !150
  %27 = sext i32 %26 to i64, !dbg !149
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !149
  %29 = load float, ptr %28, align 4, !dbg !149
  %30 = fadd contract float %24, %29, !dbg !151
  store float %30, ptr %14, align 4, !dbg !152
  br label %31, !dbg !153

31:                                               ; preds = %21
  %32 = load i32, ptr %15, align 4, !dbg !154
  %33 = add nsw i32 %32, -1, !dbg !154
  store i32 %33, ptr %15, align 4, !dbg !154
  br label %18, !dbg !155, !llvm.loop !156

34:                                               ; preds = %18
  %35 = getelementptr inbounds %struct.Pair, ptr %10, i32 0, i32 0, !dbg !161
  %36 = load float, ptr %14, align 4, !dbg !162
  store float %36, ptr %35, align 4, !dbg !161
  %37 = getelementptr inbounds %struct.Pair, ptr %10, i32 0, i32 1, !dbg !161
  %38 = load ptr, ptr %11, align 8, !dbg !163
  %39 = load i32, ptr %12, align 4, !dbg !164
  %40 = sub nsw i32 %39, 1, !dbg !165
  %41 = sext i32 %40 to i64, !dbg !163
  %42 = getelementptr inbounds float, ptr %38, i64 %41, !dbg !163
  %43 = load float, ptr %42, align 4, !dbg !163
  store float %43, ptr %37, align 4, !dbg !161
  %44 = load [2 x i32], ptr %10, align 4, !dbg !166
  ret [2 x i32] %44, !dbg !166
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden [2 x i32] @_Z6hornerIiE4PairIT_EPKS1_iS1_(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 comdat !dbg !167 {
  %4 = alloca %struct.Pair.0, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %11, align 8
    #dbg_declare(ptr addrspace(5) %5, !170, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !171)
  store i32 %1, ptr %12, align 4
    #dbg_declare(ptr addrspace(5) %6, !172, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !173)
  store i32 %2, ptr %13, align 4
    #dbg_declare(ptr addrspace(5) %7, !174, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !175)
    #dbg_declare(ptr addrspace(5) %8, !176, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !177)
  store i32 0, ptr %14, align 4, !dbg !177
    #dbg_declare(ptr addrspace(5) %9, !178, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !180)
  %16 = load i32, ptr %12, align 4, !dbg !181
  %17 = sub nsw i32 %16, 1, !dbg !182
  store i32 %17, ptr %15, align 4, !dbg !180
  br label %18, !dbg !183

18:                                               ; preds = %31, %3
  %19 = load i32, ptr %15, align 4, !dbg !184
  %20 = icmp sge i32 %19, 0, !dbg !186
  br i1 %20, label %21, label %34, !dbg !187

21:                                               ; preds = %18
  %22 = load i32, ptr %14, align 4, !dbg !188
  %23 = load i32, ptr %13, align 4, !dbg !189
  %24 = mul nsw i32 %22, %23, !dbg !190
  %25 = load ptr, ptr %11, align 8, !dbg !191
  %26 = load i32, ptr %15, align 4, !dbg !192
  %27 = sext i32 %26 to i64, !dbg !191
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !191
  %29 = load i32, ptr %28, align 4, !dbg !191
  %30 = add nsw i32 %24, %29, !dbg !193
  store i32 %30, ptr %14, align 4, !dbg !194
  br label %31, !dbg !195

31:                                               ; preds = %21
  %32 = load i32, ptr %15, align 4, !dbg !196
  %33 = add nsw i32 %32, -1, !dbg !196
  store i32 %33, ptr %15, align 4, !dbg !196
  br label %18, !dbg !197, !llvm.loop !198

34:                                               ; preds = %18
  %35 = getelementptr inbounds %struct.Pair.0, ptr %10, i32 0, i32 0, !dbg !202
  %36 = load i32, ptr %14, align 4, !dbg !203
  store i32 %36, ptr %35, align 4, !dbg !202
  %37 = getelementptr inbounds %struct.Pair.0, ptr %10, i32 0, i32 1, !dbg !202
  %38 = load ptr, ptr %11, align 8, !dbg !204
  %39 = load i32, ptr %12, align 4, !dbg !205
  %40 = sub nsw i32 %39, 1, !dbg !206
  %41 = sext i32 %40 to i64, !dbg !204
  %42 = getelementptr inbounds i32, ptr %38, i64 %41, !dbg !204
  %43 = load i32, ptr %42, align 4, !dbg !204
  store i32 %43, ptr %37, align 4, !dbg !202
  %44 = load [2 x i32], ptr %10, align 4, !dbg !207
  ret [2 x i32] %44, !dbg !207
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/hip_poly.hip", directory: ".", checksumkind: CSK_MD5, checksum: "72d84d5956385797158de70fb6a1b84e")
!2 = !{!3, !4, !7, !10}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!6 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!12 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "hip_poly", scope: !1, file: !1, line: 26, type: !20, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !24, !22, !26, !27, !3}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "coef_f", arg: 1, scope: !19, file: !1, line: 26, type: !22)
!30 = !DILocation(line: 26, column: 50, scope: !19)
!31 = !DILocalVariable(name: "coef_i", arg: 2, scope: !19, file: !1, line: 26, type: !24)
!32 = !DILocation(line: 26, column: 69, scope: !19)
!33 = !DILocalVariable(name: "xs", arg: 3, scope: !19, file: !1, line: 27, type: !22)
!34 = !DILocation(line: 27, column: 50, scope: !19)
!35 = !DILocalVariable(name: "out_f", arg: 4, scope: !19, file: !1, line: 27, type: !26)
!36 = !DILocation(line: 27, column: 61, scope: !19)
!37 = !DILocalVariable(name: "out_i", arg: 5, scope: !19, file: !1, line: 27, type: !27)
!38 = !DILocation(line: 27, column: 73, scope: !19)
!39 = !DILocalVariable(name: "n", arg: 6, scope: !19, file: !1, line: 28, type: !3)
!40 = !DILocation(line: 28, column: 41, scope: !19)
!41 = !DILocalVariable(name: "tid", scope: !19, file: !1, line: 29, type: !42)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 29, column: 14, scope: !19)
!44 = !DILocalVariable(name: "d", arg: 1, scope: !45, file: !46, line: 44, type: !49)
!45 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !46, file: !46, line: 44, type: !47, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!46 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !49}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !46, line: 35, baseType: !42)
!50 = !DILocation(line: 44, column: 31, scope: !45, inlinedAt: !51)
!51 = distinct !DILocation(line: 29, column: 20, scope: !19)
!52 = !DILocation(line: 45, column: 12, scope: !45, inlinedAt: !51)
!53 = !DILocation(line: 45, column: 14, scope: !45, inlinedAt: !51)
!54 = !DILocation(line: 45, column: 21, scope: !45, inlinedAt: !51)
!55 = !DILocation(line: 46, column: 12, scope: !45, inlinedAt: !51)
!56 = !DILocation(line: 46, column: 14, scope: !45, inlinedAt: !51)
!57 = !DILocation(line: 46, column: 21, scope: !45, inlinedAt: !51)
!58 = !DILocation(line: 47, column: 21, scope: !45, inlinedAt: !51)
!59 = !DILocalVariable(name: "d", arg: 1, scope: !60, file: !46, line: 49, type: !49)
!60 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !46, file: !46, line: 49, type: !47, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!61 = !DILocation(line: 49, column: 31, scope: !60, inlinedAt: !62)
!62 = distinct !DILocation(line: 29, column: 34, scope: !19)
!63 = !DILocation(line: 50, column: 12, scope: !60, inlinedAt: !62)
!64 = !DILocation(line: 50, column: 14, scope: !60, inlinedAt: !62)
!65 = !DILocation(line: 50, column: 21, scope: !60, inlinedAt: !62)
!66 = !DILocation(line: 51, column: 12, scope: !60, inlinedAt: !62)
!67 = !DILocation(line: 51, column: 14, scope: !60, inlinedAt: !62)
!68 = !DILocation(line: 51, column: 21, scope: !60, inlinedAt: !62)
!69 = !DILocation(line: 52, column: 21, scope: !60, inlinedAt: !62)
!70 = !DILocalVariable(name: "d", arg: 1, scope: !71, file: !46, line: 54, type: !49)
!71 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !46, file: !46, line: 54, type: !47, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!72 = !DILocation(line: 54, column: 33, scope: !71, inlinedAt: !73)
!73 = distinct !DILocation(line: 29, column: 47, scope: !19)
!74 = !DILocation(line: 56, column: 42, scope: !71, inlinedAt: !73)
!75 = !DILocation(line: 56, column: 50, scope: !71, inlinedAt: !73)
!76 = !DILocation(line: 56, column: 61, scope: !71, inlinedAt: !73)
!77 = !DILocation(line: 56, column: 63, scope: !71, inlinedAt: !73)
!78 = !DILocation(line: 56, column: 69, scope: !71, inlinedAt: !73)
!79 = !DILocation(line: 56, column: 58, scope: !71, inlinedAt: !73)
!80 = !DILocation(line: 56, column: 54, scope: !71, inlinedAt: !73)
!81 = !DILocation(line: 56, column: 12, scope: !71, inlinedAt: !73)
!82 = !DILocation(line: 29, column: 45, scope: !19)
!83 = !DILocation(line: 29, column: 32, scope: !19)
!84 = !DILocalVariable(name: "pf", scope: !19, file: !1, line: 30, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair<float>", file: !1, line: 12, size: 64, flags: DIFlagTypePassByValue, elements: !86, templateParams: !89, identifier: "_ZTS4PairIfE")
!86 = !{!87, !88}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !85, file: !1, line: 13, baseType: !10, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !85, file: !1, line: 14, baseType: !10, size: 32, offset: 32)
!89 = !{!90}
!90 = !DITemplateTypeParameter(name: "T", type: !10)
!91 = !DILocation(line: 30, column: 17, scope: !19)
!92 = !DILocation(line: 30, column: 36, scope: !19)
!93 = !DILocation(line: 30, column: 44, scope: !19)
!94 = !DILocation(line: 30, column: 47, scope: !19)
!95 = !DILocation(line: 30, column: 50, scope: !19)
!96 = !DILocation(line: 30, column: 22, scope: !19)
!97 = !DILocalVariable(name: "pi", scope: !19, file: !1, line: 31, type: !98)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair<int>", file: !1, line: 12, size: 64, flags: DIFlagTypePassByValue, elements: !99, templateParams: !102, identifier: "_ZTS4PairIiE")
!99 = !{!100, !101}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !98, file: !1, line: 13, baseType: !3, size: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !98, file: !1, line: 14, baseType: !3, size: 32, offset: 32)
!102 = !{!103}
!103 = !DITemplateTypeParameter(name: "T", type: !3)
!104 = !DILocation(line: 31, column: 15, scope: !19)
!105 = !DILocation(line: 31, column: 32, scope: !19)
!106 = !DILocation(line: 31, column: 40, scope: !19)
!107 = !DILocation(line: 31, column: 49, scope: !19)
!108 = !DILocation(line: 31, column: 53, scope: !19)
!109 = !DILocation(line: 31, column: 20, scope: !19)
!110 = !DILocation(line: 32, column: 21, scope: !19)
!111 = !DILocation(line: 32, column: 39, scope: !19)
!112 = !DILocation(line: 32, column: 34, scope: !19)
!113 = !DILocation(line: 32, column: 27, scope: !19)
!114 = !DILocation(line: 32, column: 5, scope: !19)
!115 = !DILocation(line: 32, column: 11, scope: !19)
!116 = !DILocation(line: 32, column: 16, scope: !19)
!117 = !DILocation(line: 33, column: 21, scope: !19)
!118 = !DILocation(line: 33, column: 36, scope: !19)
!119 = !DILocation(line: 33, column: 31, scope: !19)
!120 = !DILocation(line: 33, column: 27, scope: !19)
!121 = !DILocation(line: 33, column: 5, scope: !19)
!122 = !DILocation(line: 33, column: 11, scope: !19)
!123 = !DILocation(line: 33, column: 16, scope: !19)
!124 = !DILocation(line: 34, column: 1, scope: !19)
!125 = distinct !DISubprogram(name: "horner<float>", linkageName: "_Z6hornerIfE4PairIT_EPKS1_iS1_", scope: !1, file: !1, line: 18, type: !126, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !89, retainedNodes: !28)
!126 = !DISubroutineType(types: !127)
!127 = !{!85, !22, !3, !10}
!128 = !DILocalVariable(name: "coef", arg: 1, scope: !125, file: !1, line: 18, type: !22)
!129 = !DILocation(line: 18, column: 45, scope: !125)
!130 = !DILocalVariable(name: "n", arg: 2, scope: !125, file: !1, line: 18, type: !3)
!131 = !DILocation(line: 18, column: 55, scope: !125)
!132 = !DILocalVariable(name: "x", arg: 3, scope: !125, file: !1, line: 18, type: !10)
!133 = !DILocation(line: 18, column: 60, scope: !125)
!134 = !DILocalVariable(name: "acc", scope: !125, file: !1, line: 19, type: !10)
!135 = !DILocation(line: 19, column: 7, scope: !125)
!136 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 20, type: !3)
!137 = distinct !DILexicalBlock(scope: !125, file: !1, line: 20, column: 5)
!138 = !DILocation(line: 20, column: 14, scope: !137)
!139 = !DILocation(line: 20, column: 18, scope: !137)
!140 = !DILocation(line: 20, column: 20, scope: !137)
!141 = !DILocation(line: 20, column: 10, scope: !137)
!142 = !DILocation(line: 20, column: 25, scope: !143)
!143 = distinct !DILexicalBlock(scope: !137, file: !1, line: 20, column: 5)
!144 = !DILocation(line: 20, column: 27, scope: !143)
!145 = !DILocation(line: 20, column: 5, scope: !137)
!146 = !DILocation(line: 21, column: 15, scope: !143)
!147 = !DILocation(line: 21, column: 21, scope: !143)
!148 = !DILocation(line: 21, column: 19, scope: !143)
!149 = !DILocation(line: 21, column: 25, scope: !143)
!150 = !DILocation(line: 21, column: 30, scope: !143)
!151 = !DILocation(line: 21, column: 23, scope: !143)
!152 = !DILocation(line: 21, column: 13, scope: !143)
!153 = !DILocation(line: 21, column: 9, scope: !143)
!154 = !DILocation(line: 20, column: 33, scope: !143)
!155 = !DILocation(line: 20, column: 5, scope: !143)
!156 = distinct !{!156, !145, !157, !158}
!157 = !DILocation(line: 21, column: 31, scope: !137)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocalVariable(name: "p", scope: !125, file: !1, line: 22, type: !85)
!160 = !DILocation(line: 22, column: 13, scope: !125)
!161 = !DILocation(line: 22, column: 14, scope: !125)
!162 = !DILocation(line: 22, column: 15, scope: !125)
!163 = !DILocation(line: 22, column: 20, scope: !125)
!164 = !DILocation(line: 22, column: 25, scope: !125)
!165 = !DILocation(line: 22, column: 27, scope: !125)
!166 = !DILocation(line: 23, column: 5, scope: !125)
!167 = distinct !DISubprogram(name: "horner<int>", linkageName: "_Z6hornerIiE4PairIT_EPKS1_iS1_", scope: !1, file: !1, line: 18, type: !168, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !102, retainedNodes: !28)
!168 = !DISubroutineType(types: !169)
!169 = !{!98, !24, !3, !3}
!170 = !DILocalVariable(name: "coef", arg: 1, scope: !167, file: !1, line: 18, type: !24)
!171 = !DILocation(line: 18, column: 45, scope: !167)
!172 = !DILocalVariable(name: "n", arg: 2, scope: !167, file: !1, line: 18, type: !3)
!173 = !DILocation(line: 18, column: 55, scope: !167)
!174 = !DILocalVariable(name: "x", arg: 3, scope: !167, file: !1, line: 18, type: !3)
!175 = !DILocation(line: 18, column: 60, scope: !167)
!176 = !DILocalVariable(name: "acc", scope: !167, file: !1, line: 19, type: !3)
!177 = !DILocation(line: 19, column: 7, scope: !167)
!178 = !DILocalVariable(name: "i", scope: !179, file: !1, line: 20, type: !3)
!179 = distinct !DILexicalBlock(scope: !167, file: !1, line: 20, column: 5)
!180 = !DILocation(line: 20, column: 14, scope: !179)
!181 = !DILocation(line: 20, column: 18, scope: !179)
!182 = !DILocation(line: 20, column: 20, scope: !179)
!183 = !DILocation(line: 20, column: 10, scope: !179)
!184 = !DILocation(line: 20, column: 25, scope: !185)
!185 = distinct !DILexicalBlock(scope: !179, file: !1, line: 20, column: 5)
!186 = !DILocation(line: 20, column: 27, scope: !185)
!187 = !DILocation(line: 20, column: 5, scope: !179)
!188 = !DILocation(line: 21, column: 15, scope: !185)
!189 = !DILocation(line: 21, column: 21, scope: !185)
!190 = !DILocation(line: 21, column: 19, scope: !185)
!191 = !DILocation(line: 21, column: 25, scope: !185)
!192 = !DILocation(line: 21, column: 30, scope: !185)
!193 = !DILocation(line: 21, column: 23, scope: !185)
!194 = !DILocation(line: 21, column: 13, scope: !185)
!195 = !DILocation(line: 21, column: 9, scope: !185)
!196 = !DILocation(line: 20, column: 33, scope: !185)
!197 = !DILocation(line: 20, column: 5, scope: !185)
!198 = distinct !{!198, !187, !199, !158}
!199 = !DILocation(line: 21, column: 31, scope: !179)
!200 = !DILocalVariable(name: "p", scope: !167, file: !1, line: 22, type: !98)
!201 = !DILocation(line: 22, column: 13, scope: !167)
!202 = !DILocation(line: 22, column: 14, scope: !167)
!203 = !DILocation(line: 22, column: 15, scope: !167)
!204 = !DILocation(line: 22, column: 20, scope: !167)
!205 = !DILocation(line: 22, column: 25, scope: !167)
!206 = !DILocation(line: 22, column: 27, scope: !167)
!207 = !DILocation(line: 23, column: 5, scope: !167)
