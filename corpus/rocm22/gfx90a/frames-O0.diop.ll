; ModuleID = 'src/frames.cl'
source_filename = "src/frames.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.range_t = type { i32, i32 }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden float @scale_f(float noundef %0, i32 noundef %1) #0 !dbg !17 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  store float %0, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !22, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !23)
  store i32 %1, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !24, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !25)
    #dbg_declare(ptr addrspace(5) %5, !26, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !27)
  %6 = load float, ptr addrspace(5) %3, align 4, !dbg !28
  %7 = load i32, ptr addrspace(5) %4, align 4, !dbg !29
  %8 = sitofp i32 %7 to float, !dbg !30
  %9 = fmul float %6, %8, !dbg !31
  store float %9, ptr addrspace(5) %5, align 4, !dbg !27
  %10 = load float, ptr addrspace(5) %5, align 4, !dbg !32
  %11 = fadd float %10, 5.000000e-01, !dbg !33
  ret float %11, !dbg !34
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i64 @widen(i32 noundef %0, i32 noundef %1) #0 !dbg !35 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  store i32 %0, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !38, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !39)
  store i32 %1, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !40, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !41)
    #dbg_declare(ptr addrspace(5) %5, !42, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !43)
  %6 = load i32, ptr addrspace(5) %3, align 4, !dbg !44
  %7 = sext i32 %6 to i64, !dbg !45
  %8 = mul nsw i64 %7, 100000, !dbg !46
  %9 = load i32, ptr addrspace(5) %4, align 4, !dbg !47
  %10 = sext i32 %9 to i64, !dbg !47
  %11 = add nsw i64 %8, %10, !dbg !48
  store i64 %11, ptr addrspace(5) %5, align 8, !dbg !43
  %12 = load i64, ptr addrspace(5) %5, align 8, !dbg !49
  ret i64 %12, !dbg !50
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden [2 x i32] @make_range(i32 noundef %0, i32 noundef %1) #0 !dbg !51 {
  %3 = alloca %struct.range_t, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !59, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !60)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !61, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !62)
    #dbg_declare(ptr addrspace(5) %3, !63, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.range_t)), !64)
  %6 = load i32, ptr addrspace(5) %4, align 4, !dbg !65
  %7 = load i32, ptr addrspace(5) %5, align 4, !dbg !66
  %8 = icmp slt i32 %6, %7, !dbg !67
  br i1 %8, label %9, label %11, !dbg !65

9:                                                ; preds = %2
  %10 = load i32, ptr addrspace(5) %4, align 4, !dbg !68
  br label %13, !dbg !65

11:                                               ; preds = %2
  %12 = load i32, ptr addrspace(5) %5, align 4, !dbg !69
  br label %13, !dbg !65

13:                                               ; preds = %11, %9
  %14 = phi i32 [ %10, %9 ], [ %12, %11 ], !dbg !65
  %15 = getelementptr inbounds %struct.range_t, ptr addrspace(5) %3, i32 0, i32 0, !dbg !70
  store i32 %14, ptr addrspace(5) %15, align 4, !dbg !71
  %16 = load i32, ptr addrspace(5) %4, align 4, !dbg !72
  %17 = load i32, ptr addrspace(5) %5, align 4, !dbg !73
  %18 = icmp slt i32 %16, %17, !dbg !74
  br i1 %18, label %19, label %21, !dbg !72

19:                                               ; preds = %13
  %20 = load i32, ptr addrspace(5) %5, align 4, !dbg !75
  br label %23, !dbg !72

21:                                               ; preds = %13
  %22 = load i32, ptr addrspace(5) %4, align 4, !dbg !76
  br label %23, !dbg !72

23:                                               ; preds = %21, %19
  %24 = phi i32 [ %20, %19 ], [ %22, %21 ], !dbg !72
  %25 = getelementptr inbounds %struct.range_t, ptr addrspace(5) %3, i32 0, i32 1, !dbg !77
  store i32 %24, ptr addrspace(5) %25, align 4, !dbg !78
  %26 = load [2 x i32], ptr addrspace(5) %3, align 4, !dbg !79
  ret [2 x i32] %26, !dbg !79
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @sum_private(ptr noundef %0, i32 noundef %1) #0 !dbg !80 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store ptr %0, ptr addrspace(5) %3, align 8
    #dbg_declare(ptr addrspace(5) %3, !84, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !85)
  store i32 %1, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !86, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !87)
    #dbg_declare(ptr addrspace(5) %5, !88, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !89)
  store i32 0, ptr addrspace(5) %5, align 4, !dbg !89
    #dbg_declare(ptr addrspace(5) %6, !90, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !92)
  store i32 0, ptr addrspace(5) %6, align 4, !dbg !92
  br label %7, !dbg !93

7:                                                ; preds = %22, %2
  %8 = load i32, ptr addrspace(5) %6, align 4, !dbg !94
  %9 = load i32, ptr addrspace(5) %4, align 4, !dbg !96
  %10 = icmp slt i32 %8, %9, !dbg !97
  br i1 %10, label %11, label %25, !dbg !98

11:                                               ; preds = %7
  %12 = load ptr, ptr addrspace(5) %3, align 8, !dbg !99
  %13 = load i32, ptr addrspace(5) %6, align 4, !dbg !100
  %14 = sext i32 %13 to i64, !dbg !99
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !99
  %16 = load i32, ptr %15, align 4, !dbg !99
  %17 = load i32, ptr addrspace(5) %6, align 4, !dbg !101
  %18 = add nsw i32 %17, 1, !dbg !102
  %19 = mul nsw i32 %16, %18, !dbg !103
  %20 = load i32, ptr addrspace(5) %5, align 4, !dbg !104
  %21 = add nsw i32 %20, %19, !dbg !104
  store i32 %21, ptr addrspace(5) %5, align 4, !dbg !104
  br label %22, !dbg !105

22:                                               ; preds = %11
  %23 = load i32, ptr addrspace(5) %6, align 4, !dbg !106
  %24 = add nsw i32 %23, 1, !dbg !106
  store i32 %24, ptr addrspace(5) %6, align 4, !dbg !106
  br label %7, !dbg !107, !llvm.loop !108

25:                                               ; preds = %7
  %26 = load i32, ptr addrspace(5) %5, align 4, !dbg !110
  ret i32 %26, !dbg !111
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @frames_kernel(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 8 %3) #1 !dbg !112 !kernel_arg_addr_space !119 !kernel_arg_access_qual !120 !kernel_arg_type !121 !kernel_arg_base_type !121 !kernel_arg_type_qual !122 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca ptr addrspace(1), align 8, addrspace(5)
  %19 = alloca ptr addrspace(1), align 8, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca float, align 4, addrspace(5)
  %24 = alloca i64, align 8, addrspace(5)
  %25 = alloca %struct.range_t, align 4, addrspace(5)
  %26 = alloca [4 x i32], align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %16, align 8
    #dbg_declare(ptr addrspace(5) %16, !123, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !124)
  store ptr addrspace(1) %1, ptr addrspace(5) %17, align 8
    #dbg_declare(ptr addrspace(5) %17, !125, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !126)
  store ptr addrspace(1) %2, ptr addrspace(5) %18, align 8
    #dbg_declare(ptr addrspace(5) %18, !127, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !128)
  store ptr addrspace(1) %3, ptr addrspace(5) %19, align 8
    #dbg_declare(ptr addrspace(5) %19, !129, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !130)
    #dbg_declare(ptr addrspace(5) %20, !131, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !135)
  store i32 0, ptr addrspace(5) %15, align 4
    #dbg_declare(ptr addrspace(5) %15, !136, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !140)
  %29 = load i32, ptr addrspace(5) %15, align 4, !dbg !142
  store i32 %29, ptr addrspace(5) %11, align 4
    #dbg_declare(ptr addrspace(5) %11, !143, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !145)
  %30 = load i32, ptr addrspace(5) %11, align 4, !dbg !147
  %31 = icmp eq i32 %30, 0, !dbg !148
  br i1 %31, label %32, label %34, !dbg !147

32:                                               ; preds = %4
  %33 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !149
  br label %43, !dbg !147

34:                                               ; preds = %4
  %35 = load i32, ptr addrspace(5) %11, align 4, !dbg !150
  %36 = icmp eq i32 %35, 1, !dbg !151
  br i1 %36, label %37, label %39, !dbg !150

37:                                               ; preds = %34
  %38 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !152
  br label %41, !dbg !150

39:                                               ; preds = %34
  %40 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !153
  br label %41, !dbg !150

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ], !dbg !150
  br label %43, !dbg !147

43:                                               ; preds = %32, %41
  %44 = phi i32 [ %33, %32 ], [ %42, %41 ], !dbg !147
  %45 = load i32, ptr addrspace(5) %15, align 4, !dbg !154
  store i32 %45, ptr addrspace(5) %10, align 4
    #dbg_declare(ptr addrspace(5) %10, !155, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !157)
  %46 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !159
  %47 = getelementptr inbounds i8, ptr addrspace(4) %46, i64 4, !dbg !160
  %48 = load i32, ptr addrspace(5) %10, align 4, !dbg !161
  %49 = icmp ult i32 %48, 3, !dbg !162
  br i1 %49, label %50, label %52, !dbg !161

50:                                               ; preds = %43
  %51 = load i32, ptr addrspace(5) %10, align 4, !dbg !163
  br label %53, !dbg !161

52:                                               ; preds = %43
  br label %53, !dbg !161

53:                                               ; preds = %50, %52
  %54 = phi i32 [ %51, %50 ], [ 0, %52 ], !dbg !161
  %55 = mul i32 2, %54, !dbg !164
  %56 = zext i32 %55 to i64, !dbg !165
  %57 = getelementptr inbounds i8, ptr addrspace(4) %47, i64 %56, !dbg !165
  %58 = load i16, ptr addrspace(4) %57, align 2, !dbg !166
  %59 = zext i16 %58 to i32, !dbg !166
  %60 = mul i32 %44, %59, !dbg !167
  %61 = load i32, ptr addrspace(5) %15, align 4, !dbg !168
  store i32 %61, ptr addrspace(5) %9, align 4
    #dbg_declare(ptr addrspace(5) %9, !169, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !171)
  %62 = load i32, ptr addrspace(5) %9, align 4, !dbg !173
  %63 = icmp eq i32 %62, 0, !dbg !174
  br i1 %63, label %64, label %66, !dbg !173

64:                                               ; preds = %53
  %65 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !175
  br label %75, !dbg !173

66:                                               ; preds = %53
  %67 = load i32, ptr addrspace(5) %9, align 4, !dbg !176
  %68 = icmp eq i32 %67, 1, !dbg !177
  br i1 %68, label %69, label %71, !dbg !176

69:                                               ; preds = %66
  %70 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !178
  br label %73, !dbg !176

71:                                               ; preds = %66
  %72 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !179
  br label %73, !dbg !176

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %70, %69 ], [ %72, %71 ], !dbg !176
  br label %75, !dbg !173

75:                                               ; preds = %64, %73
  %76 = phi i32 [ %65, %64 ], [ %74, %73 ], !dbg !173
  %77 = add i32 %60, %76, !dbg !180
  store i32 %77, ptr addrspace(5) %20, align 4, !dbg !135
    #dbg_declare(ptr addrspace(5) %21, !181, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !182)
  %78 = load ptr addrspace(1), ptr addrspace(5) %16, align 8, !dbg !183
  %79 = load i32, ptr addrspace(5) %20, align 4, !dbg !184
  %80 = zext i32 %79 to i64, !dbg !183
  %81 = getelementptr inbounds i32, ptr addrspace(1) %78, i64 %80, !dbg !183
  %82 = load i32, ptr addrspace(1) %81, align 4, !dbg !183
  store i32 %82, ptr addrspace(5) %21, align 4, !dbg !182
    #dbg_declare(ptr addrspace(5) %22, !185, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !186)
  %83 = load i32, ptr addrspace(5) %21, align 4, !dbg !187
  store i32 %83, ptr addrspace(5) %12, align 4
    #dbg_declare(ptr addrspace(5) %12, !188, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !192)
  store i32 3, ptr addrspace(5) %13, align 4
    #dbg_declare(ptr addrspace(5) %13, !194, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !195)
    #dbg_declare(ptr addrspace(5) %14, !196, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !197)
  %84 = load i32, ptr addrspace(5) %12, align 4, !dbg !198
  %85 = load i32, ptr addrspace(5) %13, align 4, !dbg !199
  %86 = mul nsw i32 %84, %85, !dbg !200
  store i32 %86, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !201, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !205)
  store i32 -100, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !207, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !208)
  store i32 100, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !209, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !210)
    #dbg_declare(ptr addrspace(5) %8, !211, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !212)
  %87 = load i32, ptr addrspace(5) %5, align 4, !dbg !213
  %88 = load i32, ptr addrspace(5) %6, align 4, !dbg !214
  %89 = icmp slt i32 %87, %88, !dbg !215
  br i1 %89, label %90, label %92, !dbg !213

90:                                               ; preds = %75
  %91 = load i32, ptr addrspace(5) %6, align 4, !dbg !216
  br label %94, !dbg !213

92:                                               ; preds = %75
  %93 = load i32, ptr addrspace(5) %5, align 4, !dbg !217
  br label %94, !dbg !213

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %91, %90 ], [ %93, %92 ], !dbg !213
  store i32 %95, ptr addrspace(5) %8, align 4, !dbg !212
  %96 = load i32, ptr addrspace(5) %8, align 4, !dbg !218
  %97 = load i32, ptr addrspace(5) %7, align 4, !dbg !219
  %98 = icmp sgt i32 %96, %97, !dbg !220
  br i1 %98, label %99, label %101, !dbg !218

99:                                               ; preds = %94
  %100 = load i32, ptr addrspace(5) %7, align 4, !dbg !221
  br label %103, !dbg !218

101:                                              ; preds = %94
  %102 = load i32, ptr addrspace(5) %8, align 4, !dbg !222
  br label %103, !dbg !218

103:                                              ; preds = %99, %101
  %104 = phi i32 [ %100, %99 ], [ %102, %101 ], !dbg !218
  store i32 %104, ptr addrspace(5) %14, align 4, !dbg !197
  %105 = load i32, ptr addrspace(5) %14, align 4, !dbg !223
  %106 = load i32, ptr addrspace(5) %13, align 4, !dbg !224
  %107 = add nsw i32 %105, %106, !dbg !225
  store i32 %107, ptr addrspace(5) %22, align 4, !dbg !186
    #dbg_declare(ptr addrspace(5) %23, !226, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !227)
  %108 = load i32, ptr addrspace(5) %21, align 4, !dbg !228
  %109 = call float @scale_f(float noundef 1.500000e+00, i32 noundef %108) #3, !dbg !229
  store float %109, ptr addrspace(5) %23, align 4, !dbg !227
    #dbg_declare(ptr addrspace(5) %24, !230, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !231)
  %110 = load i32, ptr addrspace(5) %21, align 4, !dbg !232
  %111 = load i32, ptr addrspace(5) %22, align 4, !dbg !233
  %112 = call i64 @widen(i32 noundef %110, i32 noundef %111) #3, !dbg !234
  store i64 %112, ptr addrspace(5) %24, align 8, !dbg !231
    #dbg_declare(ptr addrspace(5) %25, !235, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.range_t)), !236)
  %113 = load i32, ptr addrspace(5) %21, align 4, !dbg !237
  %114 = load i32, ptr addrspace(5) %22, align 4, !dbg !238
  %115 = call [2 x i32] @make_range(i32 noundef %113, i32 noundef %114) #3, !dbg !239
  store [2 x i32] %115, ptr addrspace(5) %25, align 4, !dbg !239
    #dbg_declare(ptr addrspace(5) %26, !240, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([4 x i32])), !244)
    #dbg_declare(ptr addrspace(5) %27, !245, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !247)
  store i32 0, ptr addrspace(5) %27, align 4, !dbg !247
  br label %116, !dbg !248

116:                                              ; preds = %126, %103
  %117 = load i32, ptr addrspace(5) %27, align 4, !dbg !249
  %118 = icmp slt i32 %117, 4, !dbg !251
  br i1 %118, label %119, label %129, !dbg !252

119:                                              ; preds = %116
  %120 = load i32, ptr addrspace(5) %21, align 4, !dbg !253
  %121 = load i32, ptr addrspace(5) %27, align 4, !dbg !254
  %122 = add nsw i32 %120, %121, !dbg !255
  %123 = load i32, ptr addrspace(5) %27, align 4, !dbg !256
  %124 = sext i32 %123 to i64, !dbg !257
  %125 = getelementptr inbounds [4 x i32], ptr addrspace(5) %26, i64 0, i64 %124, !dbg !257
  store i32 %122, ptr addrspace(5) %125, align 4, !dbg !258
  br label %126, !dbg !257

126:                                              ; preds = %119
  %127 = load i32, ptr addrspace(5) %27, align 4, !dbg !259
  %128 = add nsw i32 %127, 1, !dbg !259
  store i32 %128, ptr addrspace(5) %27, align 4, !dbg !259
  br label %116, !dbg !260, !llvm.loop !261

129:                                              ; preds = %116
    #dbg_declare(ptr addrspace(5) %28, !263, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !264)
  %130 = getelementptr inbounds [4 x i32], ptr addrspace(5) %26, i64 0, i64 0, !dbg !265
  %131 = addrspacecast ptr addrspace(5) %130 to ptr, !dbg !265
  %132 = call i32 @sum_private(ptr noundef %131, i32 noundef 4) #3, !dbg !266
  store i32 %132, ptr addrspace(5) %28, align 4, !dbg !264
  %133 = load i32, ptr addrspace(5) %22, align 4, !dbg !267
  %134 = load ptr addrspace(1), ptr addrspace(5) %17, align 8, !dbg !268
  %135 = load i32, ptr addrspace(5) %20, align 4, !dbg !269
  %136 = mul i32 3, %135, !dbg !270
  %137 = zext i32 %136 to i64, !dbg !268
  %138 = getelementptr inbounds i32, ptr addrspace(1) %134, i64 %137, !dbg !268
  store i32 %133, ptr addrspace(1) %138, align 4, !dbg !271
  %139 = getelementptr inbounds %struct.range_t, ptr addrspace(5) %25, i32 0, i32 1, !dbg !272
  %140 = load i32, ptr addrspace(5) %139, align 4, !dbg !272
  %141 = getelementptr inbounds %struct.range_t, ptr addrspace(5) %25, i32 0, i32 0, !dbg !273
  %142 = load i32, ptr addrspace(5) %141, align 4, !dbg !273
  %143 = sub nsw i32 %140, %142, !dbg !274
  %144 = load ptr addrspace(1), ptr addrspace(5) %17, align 8, !dbg !275
  %145 = load i32, ptr addrspace(5) %20, align 4, !dbg !276
  %146 = mul i32 3, %145, !dbg !277
  %147 = add i32 %146, 1, !dbg !278
  %148 = zext i32 %147 to i64, !dbg !275
  %149 = getelementptr inbounds i32, ptr addrspace(1) %144, i64 %148, !dbg !275
  store i32 %143, ptr addrspace(1) %149, align 4, !dbg !279
  %150 = load i32, ptr addrspace(5) %28, align 4, !dbg !280
  %151 = load ptr addrspace(1), ptr addrspace(5) %17, align 8, !dbg !281
  %152 = load i32, ptr addrspace(5) %20, align 4, !dbg !282
  %153 = mul i32 3, %152, !dbg !283
  %154 = add i32 %153, 2, !dbg !284
  %155 = zext i32 %154 to i64, !dbg !281
  %156 = getelementptr inbounds i32, ptr addrspace(1) %151, i64 %155, !dbg !281
  store i32 %150, ptr addrspace(1) %156, align 4, !dbg !285
  %157 = load float, ptr addrspace(5) %23, align 4, !dbg !286
  %158 = load ptr addrspace(1), ptr addrspace(5) %18, align 8, !dbg !287
  %159 = load i32, ptr addrspace(5) %20, align 4, !dbg !288
  %160 = zext i32 %159 to i64, !dbg !287
  %161 = getelementptr inbounds float, ptr addrspace(1) %158, i64 %160, !dbg !287
  store float %157, ptr addrspace(1) %161, align 4, !dbg !289
  %162 = load i64, ptr addrspace(5) %24, align 8, !dbg !290
  %163 = load ptr addrspace(1), ptr addrspace(5) %19, align 8, !dbg !291
  %164 = load i32, ptr addrspace(5) %20, align 4, !dbg !292
  %165 = zext i32 %164 to i64, !dbg !291
  %166 = getelementptr inbounds i64, ptr addrspace(1) %163, i64 %165, !dbg !291
  store i64 %162, ptr addrspace(1) %166, align 8, !dbg !293
  ret void, !dbg !294
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!opencl.ocl.version = !{!15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/frames.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0c90ce695774320c120294cd9cfba39c")
!2 = !{!3, !4, !5, !7}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 2, i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "scale_f", scope: !1, file: !1, line: 30, type: !18, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!3, !3, !20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DILocalVariable(name: "k", arg: 1, scope: !17, file: !1, line: 30, type: !3)
!23 = !DILocation(line: 30, column: 30, scope: !17)
!24 = !DILocalVariable(name: "v", arg: 2, scope: !17, file: !1, line: 30, type: !20)
!25 = !DILocation(line: 30, column: 37, scope: !17)
!26 = !DILocalVariable(name: "r", scope: !17, file: !1, line: 31, type: !3)
!27 = !DILocation(line: 31, column: 11, scope: !17)
!28 = !DILocation(line: 31, column: 15, scope: !17)
!29 = !DILocation(line: 31, column: 26, scope: !17)
!30 = !DILocation(line: 31, column: 19, scope: !17)
!31 = !DILocation(line: 31, column: 17, scope: !17)
!32 = !DILocation(line: 32, column: 12, scope: !17)
!33 = !DILocation(line: 32, column: 14, scope: !17)
!34 = !DILocation(line: 32, column: 5, scope: !17)
!35 = distinct !DISubprogram(name: "widen", scope: !1, file: !1, line: 35, type: !36, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!36 = !DISubroutineType(types: !37)
!37 = !{!4, !20, !20}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !35, file: !1, line: 35, type: !20)
!39 = !DILocation(line: 35, column: 25, scope: !35)
!40 = !DILocalVariable(name: "b", arg: 2, scope: !35, file: !1, line: 35, type: !20)
!41 = !DILocation(line: 35, column: 32, scope: !35)
!42 = !DILocalVariable(name: "w", scope: !35, file: !1, line: 36, type: !4)
!43 = !DILocation(line: 36, column: 10, scope: !35)
!44 = !DILocation(line: 36, column: 20, scope: !35)
!45 = !DILocation(line: 36, column: 14, scope: !35)
!46 = !DILocation(line: 36, column: 22, scope: !35)
!47 = !DILocation(line: 36, column: 34, scope: !35)
!48 = !DILocation(line: 36, column: 32, scope: !35)
!49 = !DILocation(line: 37, column: 12, scope: !35)
!50 = !DILocation(line: 37, column: 5, scope: !35)
!51 = distinct !DISubprogram(name: "make_range", scope: !1, file: !1, line: 40, type: !52, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !20, !20}
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "range_t", file: !1, line: 18, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 15, size: 64, elements: !56)
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !55, file: !1, line: 16, baseType: !20, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !55, file: !1, line: 17, baseType: !20, size: 32, offset: 32)
!59 = !DILocalVariable(name: "a", arg: 1, scope: !51, file: !1, line: 40, type: !20)
!60 = !DILocation(line: 40, column: 33, scope: !51)
!61 = !DILocalVariable(name: "b", arg: 2, scope: !51, file: !1, line: 40, type: !20)
!62 = !DILocation(line: 40, column: 40, scope: !51)
!63 = !DILocalVariable(name: "r", scope: !51, file: !1, line: 41, type: !54)
!64 = !DILocation(line: 41, column: 13, scope: !51)
!65 = !DILocation(line: 42, column: 12, scope: !51)
!66 = !DILocation(line: 42, column: 16, scope: !51)
!67 = !DILocation(line: 42, column: 14, scope: !51)
!68 = !DILocation(line: 42, column: 20, scope: !51)
!69 = !DILocation(line: 42, column: 24, scope: !51)
!70 = !DILocation(line: 42, column: 7, scope: !51)
!71 = !DILocation(line: 42, column: 10, scope: !51)
!72 = !DILocation(line: 43, column: 12, scope: !51)
!73 = !DILocation(line: 43, column: 16, scope: !51)
!74 = !DILocation(line: 43, column: 14, scope: !51)
!75 = !DILocation(line: 43, column: 20, scope: !51)
!76 = !DILocation(line: 43, column: 24, scope: !51)
!77 = !DILocation(line: 43, column: 7, scope: !51)
!78 = !DILocation(line: 43, column: 10, scope: !51)
!79 = !DILocation(line: 44, column: 5, scope: !51)
!80 = distinct !DISubprogram(name: "sum_private", scope: !1, file: !1, line: 47, type: !81, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!81 = !DISubroutineType(types: !82)
!82 = !{!20, !83, !20}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!84 = !DILocalVariable(name: "q", arg: 1, scope: !80, file: !1, line: 47, type: !83)
!85 = !DILocation(line: 47, column: 31, scope: !80)
!86 = !DILocalVariable(name: "n", arg: 2, scope: !80, file: !1, line: 47, type: !20)
!87 = !DILocation(line: 47, column: 38, scope: !80)
!88 = !DILocalVariable(name: "s", scope: !80, file: !1, line: 48, type: !20)
!89 = !DILocation(line: 48, column: 9, scope: !80)
!90 = !DILocalVariable(name: "i", scope: !91, file: !1, line: 49, type: !20)
!91 = distinct !DILexicalBlock(scope: !80, file: !1, line: 49, column: 5)
!92 = !DILocation(line: 49, column: 14, scope: !91)
!93 = !DILocation(line: 49, column: 10, scope: !91)
!94 = !DILocation(line: 49, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 49, column: 5)
!96 = !DILocation(line: 49, column: 25, scope: !95)
!97 = !DILocation(line: 49, column: 23, scope: !95)
!98 = !DILocation(line: 49, column: 5, scope: !91)
!99 = !DILocation(line: 50, column: 14, scope: !95)
!100 = !DILocation(line: 50, column: 16, scope: !95)
!101 = !DILocation(line: 50, column: 22, scope: !95)
!102 = !DILocation(line: 50, column: 24, scope: !95)
!103 = !DILocation(line: 50, column: 19, scope: !95)
!104 = !DILocation(line: 50, column: 11, scope: !95)
!105 = !DILocation(line: 50, column: 9, scope: !95)
!106 = !DILocation(line: 49, column: 29, scope: !95)
!107 = !DILocation(line: 49, column: 5, scope: !95)
!108 = distinct !{!108, !98, !109}
!109 = !DILocation(line: 50, column: 27, scope: !91)
!110 = !DILocation(line: 51, column: 12, scope: !80)
!111 = !DILocation(line: 51, column: 5, scope: !80)
!112 = distinct !DISubprogram(name: "frames_kernel", scope: !1, file: !1, line: 54, type: !113, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!113 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !114)
!114 = !{null, !115, !83, !117, !118}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!119 = !{i32 1, i32 1, i32 1, i32 1}
!120 = !{!"none", !"none", !"none", !"none"}
!121 = !{!"int*", !"int*", !"float*", !"long*"}
!122 = !{!"const", !"", !"", !""}
!123 = !DILocalVariable(name: "in", arg: 1, scope: !112, file: !1, line: 54, type: !115)
!124 = !DILocation(line: 54, column: 49, scope: !112)
!125 = !DILocalVariable(name: "out", arg: 2, scope: !112, file: !1, line: 54, type: !83)
!126 = !DILocation(line: 54, column: 67, scope: !112)
!127 = !DILocalVariable(name: "outf", arg: 3, scope: !112, file: !1, line: 55, type: !117)
!128 = !DILocation(line: 55, column: 45, scope: !112)
!129 = !DILocalVariable(name: "outl", arg: 4, scope: !112, file: !1, line: 55, type: !118)
!130 = !DILocation(line: 55, column: 66, scope: !112)
!131 = !DILocalVariable(name: "gid", scope: !112, file: !1, line: 56, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !133, line: 18, baseType: !134)
!133 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!134 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!135 = !DILocation(line: 56, column: 10, scope: !112)
!136 = !DILocalVariable(name: "d", arg: 1, scope: !137, file: !133, line: 62, type: !132)
!137 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !133, file: !133, line: 62, type: !138, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!138 = !DISubroutineType(types: !139)
!139 = !{!132, !132}
!140 = !DILocation(line: 62, column: 32, scope: !137, inlinedAt: !141)
!141 = distinct !DILocation(line: 56, column: 16, scope: !112)
!142 = !DILocation(line: 63, column: 25, scope: !137, inlinedAt: !141)
!143 = !DILocalVariable(name: "d", arg: 1, scope: !144, file: !133, line: 49, type: !132)
!144 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !133, file: !133, line: 49, type: !138, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!145 = !DILocation(line: 49, column: 31, scope: !144, inlinedAt: !146)
!146 = distinct !DILocation(line: 63, column: 12, scope: !137, inlinedAt: !141)
!147 = !DILocation(line: 50, column: 12, scope: !144, inlinedAt: !146)
!148 = !DILocation(line: 50, column: 14, scope: !144, inlinedAt: !146)
!149 = !DILocation(line: 50, column: 21, scope: !144, inlinedAt: !146)
!150 = !DILocation(line: 51, column: 12, scope: !144, inlinedAt: !146)
!151 = !DILocation(line: 51, column: 14, scope: !144, inlinedAt: !146)
!152 = !DILocation(line: 51, column: 21, scope: !144, inlinedAt: !146)
!153 = !DILocation(line: 52, column: 21, scope: !144, inlinedAt: !146)
!154 = !DILocation(line: 63, column: 45, scope: !137, inlinedAt: !141)
!155 = !DILocalVariable(name: "d", arg: 1, scope: !156, file: !133, line: 54, type: !132)
!156 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !133, file: !133, line: 54, type: !138, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!157 = !DILocation(line: 54, column: 33, scope: !156, inlinedAt: !158)
!158 = distinct !DILocation(line: 63, column: 30, scope: !137, inlinedAt: !141)
!159 = !DILocation(line: 56, column: 42, scope: !156, inlinedAt: !158)
!160 = !DILocation(line: 56, column: 50, scope: !156, inlinedAt: !158)
!161 = !DILocation(line: 56, column: 61, scope: !156, inlinedAt: !158)
!162 = !DILocation(line: 56, column: 63, scope: !156, inlinedAt: !158)
!163 = !DILocation(line: 56, column: 69, scope: !156, inlinedAt: !158)
!164 = !DILocation(line: 56, column: 58, scope: !156, inlinedAt: !158)
!165 = !DILocation(line: 56, column: 54, scope: !156, inlinedAt: !158)
!166 = !DILocation(line: 56, column: 12, scope: !156, inlinedAt: !158)
!167 = !DILocation(line: 63, column: 28, scope: !137, inlinedAt: !141)
!168 = !DILocation(line: 63, column: 63, scope: !137, inlinedAt: !141)
!169 = !DILocalVariable(name: "d", arg: 1, scope: !170, file: !133, line: 44, type: !132)
!170 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !133, file: !133, line: 44, type: !138, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!171 = !DILocation(line: 44, column: 31, scope: !170, inlinedAt: !172)
!172 = distinct !DILocation(line: 63, column: 50, scope: !137, inlinedAt: !141)
!173 = !DILocation(line: 45, column: 12, scope: !170, inlinedAt: !172)
!174 = !DILocation(line: 45, column: 14, scope: !170, inlinedAt: !172)
!175 = !DILocation(line: 45, column: 21, scope: !170, inlinedAt: !172)
!176 = !DILocation(line: 46, column: 12, scope: !170, inlinedAt: !172)
!177 = !DILocation(line: 46, column: 14, scope: !170, inlinedAt: !172)
!178 = !DILocation(line: 46, column: 21, scope: !170, inlinedAt: !172)
!179 = !DILocation(line: 47, column: 21, scope: !170, inlinedAt: !172)
!180 = !DILocation(line: 63, column: 48, scope: !137, inlinedAt: !141)
!181 = !DILocalVariable(name: "v", scope: !112, file: !1, line: 57, type: !20)
!182 = !DILocation(line: 57, column: 9, scope: !112)
!183 = !DILocation(line: 57, column: 13, scope: !112)
!184 = !DILocation(line: 57, column: 16, scope: !112)
!185 = !DILocalVariable(name: "w", scope: !112, file: !1, line: 58, type: !20)
!186 = !DILocation(line: 58, column: 9, scope: !112)
!187 = !DILocation(line: 58, column: 24, scope: !112)
!188 = !DILocalVariable(name: "v", arg: 1, scope: !189, file: !1, line: 25, type: !20)
!189 = distinct !DISubprogram(name: "wrap_clamp", linkageName: "_ZL10wrap_clampii", scope: !1, file: !1, line: 25, type: !190, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!190 = !DISubroutineType(types: !191)
!191 = !{!20, !20, !20}
!192 = !DILocation(line: 25, column: 27, scope: !189, inlinedAt: !193)
!193 = distinct !DILocation(line: 58, column: 13, scope: !112)
!194 = !DILocalVariable(name: "k", arg: 2, scope: !189, file: !1, line: 25, type: !20)
!195 = !DILocation(line: 25, column: 34, scope: !189, inlinedAt: !193)
!196 = !DILocalVariable(name: "c", scope: !189, file: !1, line: 26, type: !20)
!197 = !DILocation(line: 26, column: 9, scope: !189, inlinedAt: !193)
!198 = !DILocation(line: 26, column: 21, scope: !189, inlinedAt: !193)
!199 = !DILocation(line: 26, column: 25, scope: !189, inlinedAt: !193)
!200 = !DILocation(line: 26, column: 23, scope: !189, inlinedAt: !193)
!201 = !DILocalVariable(name: "v", arg: 1, scope: !202, file: !1, line: 20, type: !20)
!202 = distinct !DISubprogram(name: "clamp_i", linkageName: "_ZL7clamp_iiii", scope: !1, file: !1, line: 20, type: !203, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!203 = !DISubroutineType(types: !204)
!204 = !{!20, !20, !20, !20}
!205 = !DILocation(line: 20, column: 24, scope: !202, inlinedAt: !206)
!206 = distinct !DILocation(line: 26, column: 13, scope: !189, inlinedAt: !193)
!207 = !DILocalVariable(name: "lo", arg: 2, scope: !202, file: !1, line: 20, type: !20)
!208 = !DILocation(line: 20, column: 31, scope: !202, inlinedAt: !206)
!209 = !DILocalVariable(name: "hi", arg: 3, scope: !202, file: !1, line: 20, type: !20)
!210 = !DILocation(line: 20, column: 39, scope: !202, inlinedAt: !206)
!211 = !DILocalVariable(name: "r", scope: !202, file: !1, line: 21, type: !20)
!212 = !DILocation(line: 21, column: 9, scope: !202, inlinedAt: !206)
!213 = !DILocation(line: 21, column: 13, scope: !202, inlinedAt: !206)
!214 = !DILocation(line: 21, column: 17, scope: !202, inlinedAt: !206)
!215 = !DILocation(line: 21, column: 15, scope: !202, inlinedAt: !206)
!216 = !DILocation(line: 21, column: 22, scope: !202, inlinedAt: !206)
!217 = !DILocation(line: 21, column: 27, scope: !202, inlinedAt: !206)
!218 = !DILocation(line: 22, column: 12, scope: !202, inlinedAt: !206)
!219 = !DILocation(line: 22, column: 16, scope: !202, inlinedAt: !206)
!220 = !DILocation(line: 22, column: 14, scope: !202, inlinedAt: !206)
!221 = !DILocation(line: 22, column: 21, scope: !202, inlinedAt: !206)
!222 = !DILocation(line: 22, column: 26, scope: !202, inlinedAt: !206)
!223 = !DILocation(line: 27, column: 12, scope: !189, inlinedAt: !193)
!224 = !DILocation(line: 27, column: 16, scope: !189, inlinedAt: !193)
!225 = !DILocation(line: 27, column: 14, scope: !189, inlinedAt: !193)
!226 = !DILocalVariable(name: "f", scope: !112, file: !1, line: 59, type: !3)
!227 = !DILocation(line: 59, column: 11, scope: !112)
!228 = !DILocation(line: 59, column: 29, scope: !112)
!229 = !DILocation(line: 59, column: 15, scope: !112)
!230 = !DILocalVariable(name: "l", scope: !112, file: !1, line: 60, type: !4)
!231 = !DILocation(line: 60, column: 10, scope: !112)
!232 = !DILocation(line: 60, column: 20, scope: !112)
!233 = !DILocation(line: 60, column: 23, scope: !112)
!234 = !DILocation(line: 60, column: 14, scope: !112)
!235 = !DILocalVariable(name: "r", scope: !112, file: !1, line: 61, type: !54)
!236 = !DILocation(line: 61, column: 13, scope: !112)
!237 = !DILocation(line: 61, column: 28, scope: !112)
!238 = !DILocation(line: 61, column: 31, scope: !112)
!239 = !DILocation(line: 61, column: 17, scope: !112)
!240 = !DILocalVariable(name: "arr", scope: !112, file: !1, line: 62, type: !241)
!241 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !242)
!242 = !{!243}
!243 = !DISubrange(count: 4)
!244 = !DILocation(line: 62, column: 9, scope: !112)
!245 = !DILocalVariable(name: "i", scope: !246, file: !1, line: 63, type: !20)
!246 = distinct !DILexicalBlock(scope: !112, file: !1, line: 63, column: 5)
!247 = !DILocation(line: 63, column: 14, scope: !246)
!248 = !DILocation(line: 63, column: 10, scope: !246)
!249 = !DILocation(line: 63, column: 21, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !1, line: 63, column: 5)
!251 = !DILocation(line: 63, column: 23, scope: !250)
!252 = !DILocation(line: 63, column: 5, scope: !246)
!253 = !DILocation(line: 64, column: 18, scope: !250)
!254 = !DILocation(line: 64, column: 22, scope: !250)
!255 = !DILocation(line: 64, column: 20, scope: !250)
!256 = !DILocation(line: 64, column: 13, scope: !250)
!257 = !DILocation(line: 64, column: 9, scope: !250)
!258 = !DILocation(line: 64, column: 16, scope: !250)
!259 = !DILocation(line: 63, column: 29, scope: !250)
!260 = !DILocation(line: 63, column: 5, scope: !250)
!261 = distinct !{!261, !252, !262}
!262 = !DILocation(line: 64, column: 22, scope: !246)
!263 = !DILocalVariable(name: "s", scope: !112, file: !1, line: 65, type: !20)
!264 = !DILocation(line: 65, column: 9, scope: !112)
!265 = !DILocation(line: 65, column: 25, scope: !112)
!266 = !DILocation(line: 65, column: 13, scope: !112)
!267 = !DILocation(line: 66, column: 20, scope: !112)
!268 = !DILocation(line: 66, column: 5, scope: !112)
!269 = !DILocation(line: 66, column: 13, scope: !112)
!270 = !DILocation(line: 66, column: 11, scope: !112)
!271 = !DILocation(line: 66, column: 18, scope: !112)
!272 = !DILocation(line: 67, column: 26, scope: !112)
!273 = !DILocation(line: 67, column: 33, scope: !112)
!274 = !DILocation(line: 67, column: 29, scope: !112)
!275 = !DILocation(line: 67, column: 5, scope: !112)
!276 = !DILocation(line: 67, column: 13, scope: !112)
!277 = !DILocation(line: 67, column: 11, scope: !112)
!278 = !DILocation(line: 67, column: 17, scope: !112)
!279 = !DILocation(line: 67, column: 22, scope: !112)
!280 = !DILocation(line: 68, column: 24, scope: !112)
!281 = !DILocation(line: 68, column: 5, scope: !112)
!282 = !DILocation(line: 68, column: 13, scope: !112)
!283 = !DILocation(line: 68, column: 11, scope: !112)
!284 = !DILocation(line: 68, column: 17, scope: !112)
!285 = !DILocation(line: 68, column: 22, scope: !112)
!286 = !DILocation(line: 69, column: 17, scope: !112)
!287 = !DILocation(line: 69, column: 5, scope: !112)
!288 = !DILocation(line: 69, column: 10, scope: !112)
!289 = !DILocation(line: 69, column: 15, scope: !112)
!290 = !DILocation(line: 70, column: 17, scope: !112)
!291 = !DILocation(line: 70, column: 5, scope: !112)
!292 = !DILocation(line: 70, column: 10, scope: !112)
!293 = !DILocation(line: 70, column: 15, scope: !112)
!294 = !DILocation(line: 71, column: 1, scope: !112)
