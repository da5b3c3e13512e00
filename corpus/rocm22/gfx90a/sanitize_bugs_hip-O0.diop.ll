; ModuleID = 'src/sanitize_bugs_hip.hip'
source_filename = "src/sanitize_bugs_hip.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ17hip_uninit_sharedE4tile = internal addrspace(3) global [64 x i32] undef, align 16, !dbg !0
@_ZZ16hip_missing_syncE4tile = internal addrspace(3) global [128 x i32] undef, align 16, !dbg !17
@_ZZ18hip_divergent_syncE4tile = internal addrspace(3) global [64 x i32] undef, align 16, !dbg !28
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1, !dbg !34
@__hip_cuid_d15cae17a2e1cb79 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d15cae17a2e1cb79 to ptr)], section "llvm.metadata"
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hip_off_by_one(ptr addrspace(1) noundef %0, i32 noundef %1) #0 !dbg !50 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = addrspacecast ptr addrspace(5) %10 to ptr
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  %16 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %17 = load ptr, ptr %13, align 8
  store ptr %17, ptr %14, align 8
    #dbg_declare(ptr addrspace(5) %10, !55, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !56)
  store i32 %1, ptr %15, align 4
    #dbg_declare(ptr addrspace(5) %11, !57, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !58)
    #dbg_declare(ptr addrspace(5) %12, !59, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !60)
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 0, ptr %19, align 4
    #dbg_declare(ptr addrspace(5) %8, !61, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !65)
  %20 = load i32, ptr %19, align 4, !dbg !67
  %21 = icmp eq i32 %20, 0, !dbg !68
  br i1 %21, label %22, label %24, !dbg !67

22:                                               ; preds = %2
  %23 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !69
  br label %33, !dbg !67

24:                                               ; preds = %2
  %25 = load i32, ptr %19, align 4, !dbg !70
  %26 = icmp eq i32 %25, 1, !dbg !71
  br i1 %26, label %27, label %29, !dbg !70

27:                                               ; preds = %24
  %28 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !72
  br label %31, !dbg !70

29:                                               ; preds = %24
  %30 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !73
  br label %31, !dbg !70

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %28, %27 ], [ %30, %29 ], !dbg !70
  br label %33, !dbg !67

33:                                               ; preds = %22, %31
  %34 = phi i32 [ %23, %22 ], [ %32, %31 ], !dbg !67
  %35 = addrspacecast ptr addrspace(5) %5 to ptr
  %36 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 0, ptr %36, align 4
    #dbg_declare(ptr addrspace(5) %6, !74, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !76)
  %37 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !78
  %38 = addrspacecast ptr addrspace(4) %37 to ptr, !dbg !78
  %39 = getelementptr inbounds i8, ptr %38, i64 4, !dbg !79
  %40 = load i32, ptr %36, align 4, !dbg !80
  %41 = icmp ult i32 %40, 3, !dbg !81
  br i1 %41, label %42, label %44, !dbg !80

42:                                               ; preds = %33
  %43 = load i32, ptr %36, align 4, !dbg !82
  br label %45, !dbg !80

44:                                               ; preds = %33
  br label %45, !dbg !80

45:                                               ; preds = %42, %44
  %46 = phi i32 [ %43, %42 ], [ 0, %44 ], !dbg !80
  %47 = mul i32 2, %46, !dbg !83
  %48 = zext i32 %47 to i64, !dbg !84
  %49 = getelementptr inbounds i8, ptr %39, i64 %48, !dbg !84
  %50 = load i16, ptr %49, align 2, !dbg !85
  %51 = zext i16 %50 to i32, !dbg !85
  %52 = mul i32 %34, %51, !dbg !86
  %53 = addrspacecast ptr addrspace(5) %3 to ptr
  %54 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 0, ptr %54, align 4
    #dbg_declare(ptr addrspace(5) %4, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !89)
  %55 = load i32, ptr %54, align 4, !dbg !91
  %56 = icmp eq i32 %55, 0, !dbg !92
  br i1 %56, label %57, label %59, !dbg !91

57:                                               ; preds = %45
  %58 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !93
  br label %68, !dbg !91

59:                                               ; preds = %45
  %60 = load i32, ptr %54, align 4, !dbg !94
  %61 = icmp eq i32 %60, 1, !dbg !95
  br i1 %61, label %62, label %64, !dbg !94

62:                                               ; preds = %59
  %63 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !96
  br label %66, !dbg !94

64:                                               ; preds = %59
  %65 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !97
  br label %66, !dbg !94

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %63, %62 ], [ %65, %64 ], !dbg !94
  br label %68, !dbg !91

68:                                               ; preds = %57, %66
  %69 = phi i32 [ %58, %57 ], [ %67, %66 ], !dbg !91
  %70 = add i32 %52, %69, !dbg !98
  store i32 %70, ptr %16, align 4, !dbg !60
  %71 = load i32, ptr %16, align 4, !dbg !99
  %72 = load i32, ptr %15, align 4, !dbg !101
  %73 = icmp ule i32 %71, %72, !dbg !102
  br i1 %73, label %74, label %81, !dbg !103

74:                                               ; preds = %68
  %75 = load i32, ptr %16, align 4, !dbg !104
  %76 = mul nsw i32 %75, 3, !dbg !105
  %77 = load ptr, ptr %14, align 8, !dbg !106
  %78 = load i32, ptr %16, align 4, !dbg !107
  %79 = zext i32 %78 to i64, !dbg !106
  %80 = getelementptr inbounds i32, ptr %77, i64 %79, !dbg !106
  store i32 %76, ptr %80, align 4, !dbg !108
  br label %81, !dbg !106

81:                                               ; preds = %74, %68
  ret void, !dbg !109
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hip_uninit_shared(ptr addrspace(1) noundef %0) #0 !dbg !2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = addrspacecast ptr addrspace(5) %10 to ptr
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %16 = load ptr, ptr %12, align 8
  store ptr %16, ptr %13, align 8
    #dbg_declare(ptr addrspace(5) %9, !110, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !111)
    #dbg_declare(ptr addrspace(5) %10, !112, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !113)
  %17 = addrspacecast ptr addrspace(5) %2 to ptr
  %18 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 0, ptr %18, align 4
    #dbg_declare(ptr addrspace(5) %3, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !114)
  %19 = load i32, ptr %18, align 4, !dbg !116
  %20 = icmp eq i32 %19, 0, !dbg !117
  br i1 %20, label %21, label %23, !dbg !116

21:                                               ; preds = %1
  %22 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !118
  br label %32, !dbg !116

23:                                               ; preds = %1
  %24 = load i32, ptr %18, align 4, !dbg !119
  %25 = icmp eq i32 %24, 1, !dbg !120
  br i1 %25, label %26, label %28, !dbg !119

26:                                               ; preds = %23
  %27 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !121
  br label %30, !dbg !119

28:                                               ; preds = %23
  %29 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !122
  br label %30, !dbg !119

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %27, %26 ], [ %29, %28 ], !dbg !119
  br label %32, !dbg !116

32:                                               ; preds = %21, %30
  %33 = phi i32 [ %22, %21 ], [ %31, %30 ], !dbg !116
  store i32 %33, ptr %14, align 4, !dbg !113
  %34 = load i32, ptr %14, align 4, !dbg !123
  %35 = icmp uge i32 %34, 32, !dbg !125
  br i1 %35, label %36, label %41, !dbg !126

36:                                               ; preds = %32
  %37 = load i32, ptr %14, align 4, !dbg !127
  %38 = load i32, ptr %14, align 4, !dbg !128
  %39 = zext i32 %38 to i64, !dbg !129
  %40 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17hip_uninit_sharedE4tile to ptr), i64 0, i64 %39, !dbg !129
  store i32 %37, ptr %40, align 4, !dbg !130
  br label %41, !dbg !129

41:                                               ; preds = %36, %32
  fence syncscope("workgroup") release, !dbg !131
  call void @llvm.amdgcn.s.barrier(), !dbg !136
  fence syncscope("workgroup") acquire, !dbg !137
    #dbg_declare(ptr addrspace(5) %11, !138, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !139)
  %42 = load i32, ptr %14, align 4, !dbg !140
  %43 = sub i32 63, %42, !dbg !141
  %44 = zext i32 %43 to i64, !dbg !142
  %45 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17hip_uninit_sharedE4tile to ptr), i64 0, i64 %44, !dbg !142
  %46 = load i32, ptr %45, align 4, !dbg !142
  store i32 %46, ptr %15, align 4, !dbg !139
  %47 = load i32, ptr %15, align 4, !dbg !143
  %48 = icmp sgt i32 %47, 40, !dbg !144
  %49 = zext i1 %48 to i64, !dbg !143
  %50 = select i1 %48, i32 1, i32 2, !dbg !143
  %51 = load ptr, ptr %13, align 8, !dbg !145
  %52 = addrspacecast ptr addrspace(5) %6 to ptr
  %53 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 0, ptr %53, align 4
    #dbg_declare(ptr addrspace(5) %7, !61, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !146)
  %54 = load i32, ptr %53, align 4, !dbg !148
  %55 = icmp eq i32 %54, 0, !dbg !149
  br i1 %55, label %56, label %58, !dbg !148

56:                                               ; preds = %41
  %57 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !150
  br label %67, !dbg !148

58:                                               ; preds = %41
  %59 = load i32, ptr %53, align 4, !dbg !151
  %60 = icmp eq i32 %59, 1, !dbg !152
  br i1 %60, label %61, label %63, !dbg !151

61:                                               ; preds = %58
  %62 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !153
  br label %65, !dbg !151

63:                                               ; preds = %58
  %64 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !154
  br label %65, !dbg !151

65:                                               ; preds = %63, %61
  %66 = phi i32 [ %62, %61 ], [ %64, %63 ], !dbg !151
  br label %67, !dbg !148

67:                                               ; preds = %56, %65
  %68 = phi i32 [ %57, %56 ], [ %66, %65 ], !dbg !148
  %69 = addrspacecast ptr addrspace(5) %4 to ptr
  %70 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 0, ptr %70, align 4
    #dbg_declare(ptr addrspace(5) %5, !74, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !155)
  %71 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !157
  %72 = addrspacecast ptr addrspace(4) %71 to ptr, !dbg !157
  %73 = getelementptr inbounds i8, ptr %72, i64 4, !dbg !158
  %74 = load i32, ptr %70, align 4, !dbg !159
  %75 = icmp ult i32 %74, 3, !dbg !160
  br i1 %75, label %76, label %78, !dbg !159

76:                                               ; preds = %67
  %77 = load i32, ptr %70, align 4, !dbg !161
  br label %79, !dbg !159

78:                                               ; preds = %67
  br label %79, !dbg !159

79:                                               ; preds = %76, %78
  %80 = phi i32 [ %77, %76 ], [ 0, %78 ], !dbg !159
  %81 = mul i32 2, %80, !dbg !162
  %82 = zext i32 %81 to i64, !dbg !163
  %83 = getelementptr inbounds i8, ptr %73, i64 %82, !dbg !163
  %84 = load i16, ptr %83, align 2, !dbg !164
  %85 = zext i16 %84 to i32, !dbg !164
  %86 = mul i32 %68, %85, !dbg !165
  %87 = load i32, ptr %14, align 4, !dbg !166
  %88 = add i32 %86, %87, !dbg !167
  %89 = zext i32 %88 to i64, !dbg !145
  %90 = getelementptr inbounds i32, ptr %51, i64 %89, !dbg !145
  store i32 %50, ptr %90, align 4, !dbg !168
  ret void, !dbg !169
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hip_missing_sync(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  %18 = addrspacecast ptr addrspace(5) %12 to ptr
  %19 = addrspacecast ptr addrspace(5) %13 to ptr
  %20 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  %21 = load ptr, ptr %15, align 8
  store ptr addrspace(1) %1, ptr %16, align 8
  %22 = load ptr, ptr %16, align 8
  store ptr %21, ptr %17, align 8
    #dbg_declare(ptr addrspace(5) %11, !170, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !171)
  store ptr %22, ptr %18, align 8
    #dbg_declare(ptr addrspace(5) %12, !172, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !173)
    #dbg_declare(ptr addrspace(5) %13, !174, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !175)
  %23 = addrspacecast ptr addrspace(5) %3 to ptr
  %24 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 0, ptr %24, align 4
    #dbg_declare(ptr addrspace(5) %4, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !176)
  %25 = load i32, ptr %24, align 4, !dbg !178
  %26 = icmp eq i32 %25, 0, !dbg !179
  br i1 %26, label %27, label %29, !dbg !178

27:                                               ; preds = %2
  %28 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !180
  br label %38, !dbg !178

29:                                               ; preds = %2
  %30 = load i32, ptr %24, align 4, !dbg !181
  %31 = icmp eq i32 %30, 1, !dbg !182
  br i1 %31, label %32, label %34, !dbg !181

32:                                               ; preds = %29
  %33 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !183
  br label %36, !dbg !181

34:                                               ; preds = %29
  %35 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !184
  br label %36, !dbg !181

36:                                               ; preds = %34, %32
  %37 = phi i32 [ %33, %32 ], [ %35, %34 ], !dbg !181
  br label %38, !dbg !178

38:                                               ; preds = %27, %36
  %39 = phi i32 [ %28, %27 ], [ %37, %36 ], !dbg !178
  store i32 %39, ptr %19, align 4, !dbg !175
    #dbg_declare(ptr addrspace(5) %14, !185, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !186)
  %40 = addrspacecast ptr addrspace(5) %7 to ptr
  %41 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 0, ptr %41, align 4
    #dbg_declare(ptr addrspace(5) %8, !61, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !187)
  %42 = load i32, ptr %41, align 4, !dbg !189
  %43 = icmp eq i32 %42, 0, !dbg !190
  br i1 %43, label %44, label %46, !dbg !189

44:                                               ; preds = %38
  %45 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !191
  br label %55, !dbg !189

46:                                               ; preds = %38
  %47 = load i32, ptr %41, align 4, !dbg !192
  %48 = icmp eq i32 %47, 1, !dbg !193
  br i1 %48, label %49, label %51, !dbg !192

49:                                               ; preds = %46
  %50 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !194
  br label %53, !dbg !192

51:                                               ; preds = %46
  %52 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !195
  br label %53, !dbg !192

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %50, %49 ], [ %52, %51 ], !dbg !192
  br label %55, !dbg !189

55:                                               ; preds = %44, %53
  %56 = phi i32 [ %45, %44 ], [ %54, %53 ], !dbg !189
  %57 = addrspacecast ptr addrspace(5) %5 to ptr
  %58 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 0, ptr %58, align 4
    #dbg_declare(ptr addrspace(5) %6, !74, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !196)
  %59 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !198
  %60 = addrspacecast ptr addrspace(4) %59 to ptr, !dbg !198
  %61 = getelementptr inbounds i8, ptr %60, i64 4, !dbg !199
  %62 = load i32, ptr %58, align 4, !dbg !200
  %63 = icmp ult i32 %62, 3, !dbg !201
  br i1 %63, label %64, label %66, !dbg !200

64:                                               ; preds = %55
  %65 = load i32, ptr %58, align 4, !dbg !202
  br label %67, !dbg !200

66:                                               ; preds = %55
  br label %67, !dbg !200

67:                                               ; preds = %64, %66
  %68 = phi i32 [ %65, %64 ], [ 0, %66 ], !dbg !200
  %69 = mul i32 2, %68, !dbg !203
  %70 = zext i32 %69 to i64, !dbg !204
  %71 = getelementptr inbounds i8, ptr %61, i64 %70, !dbg !204
  %72 = load i16, ptr %71, align 2, !dbg !205
  %73 = zext i16 %72 to i32, !dbg !205
  %74 = mul i32 %56, %73, !dbg !206
  %75 = load i32, ptr %19, align 4, !dbg !207
  %76 = add i32 %74, %75, !dbg !208
  store i32 %76, ptr %20, align 4, !dbg !186
  %77 = load ptr, ptr %17, align 8, !dbg !209
  %78 = load i32, ptr %20, align 4, !dbg !210
  %79 = zext i32 %78 to i64, !dbg !209
  %80 = getelementptr inbounds i32, ptr %77, i64 %79, !dbg !209
  %81 = load i32, ptr %80, align 4, !dbg !209
  %82 = load i32, ptr %19, align 4, !dbg !211
  %83 = zext i32 %82 to i64, !dbg !212
  %84 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16hip_missing_syncE4tile to ptr), i64 0, i64 %83, !dbg !212
  store i32 %81, ptr %84, align 4, !dbg !213
  %85 = load i32, ptr %19, align 4, !dbg !214
  %86 = add i32 %85, 1, !dbg !215
  %87 = urem i32 %86, 128, !dbg !216
  %88 = zext i32 %87 to i64, !dbg !217
  %89 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16hip_missing_syncE4tile to ptr), i64 0, i64 %88, !dbg !217
  %90 = load i32, ptr %89, align 4, !dbg !217
  %91 = load ptr, ptr %18, align 8, !dbg !218
  %92 = load i32, ptr %20, align 4, !dbg !219
  %93 = zext i32 %92 to i64, !dbg !218
  %94 = getelementptr inbounds i32, ptr %91, i64 %93, !dbg !218
  store i32 %90, ptr %94, align 4, !dbg !220
  ret void, !dbg !221
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hip_divergent_sync(ptr addrspace(1) noundef %0) #0 !dbg !30 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %8 to ptr
  %12 = addrspacecast ptr addrspace(5) %9 to ptr
  %13 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %14 = load ptr, ptr %11, align 8
  store ptr %14, ptr %12, align 8
    #dbg_declare(ptr addrspace(5) %9, !222, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !223)
    #dbg_declare(ptr addrspace(5) %10, !224, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !225)
  %15 = addrspacecast ptr addrspace(5) %2 to ptr
  %16 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 0, ptr %16, align 4
    #dbg_declare(ptr addrspace(5) %3, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !226)
  %17 = load i32, ptr %16, align 4, !dbg !228
  %18 = icmp eq i32 %17, 0, !dbg !229
  br i1 %18, label %19, label %21, !dbg !228

19:                                               ; preds = %1
  %20 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !230
  br label %30, !dbg !228

21:                                               ; preds = %1
  %22 = load i32, ptr %16, align 4, !dbg !231
  %23 = icmp eq i32 %22, 1, !dbg !232
  br i1 %23, label %24, label %26, !dbg !231

24:                                               ; preds = %21
  %25 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !233
  br label %28, !dbg !231

26:                                               ; preds = %21
  %27 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !234
  br label %28, !dbg !231

28:                                               ; preds = %26, %24
  %29 = phi i32 [ %25, %24 ], [ %27, %26 ], !dbg !231
  br label %30, !dbg !228

30:                                               ; preds = %19, %28
  %31 = phi i32 [ %20, %19 ], [ %29, %28 ], !dbg !228
  store i32 %31, ptr %13, align 4, !dbg !225
  %32 = load i32, ptr %13, align 4, !dbg !235
  %33 = load i32, ptr %13, align 4, !dbg !236
  %34 = zext i32 %33 to i64, !dbg !237
  %35 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18hip_divergent_syncE4tile to ptr), i64 0, i64 %34, !dbg !237
  store i32 %32, ptr %35, align 4, !dbg !238
  %36 = load i32, ptr %13, align 4, !dbg !239
  %37 = icmp ult i32 %36, 16, !dbg !241
  br i1 %37, label %38, label %39, !dbg !242

38:                                               ; preds = %30
  fence syncscope("workgroup") release, !dbg !243
  call void @llvm.amdgcn.s.barrier(), !dbg !245
  fence syncscope("workgroup") acquire, !dbg !246
  br label %39, !dbg !247

39:                                               ; preds = %38, %30
  %40 = load i32, ptr %13, align 4, !dbg !248
  %41 = zext i32 %40 to i64, !dbg !249
  %42 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18hip_divergent_syncE4tile to ptr), i64 0, i64 %41, !dbg !249
  %43 = load i32, ptr %42, align 4, !dbg !249
  %44 = load ptr, ptr %12, align 8, !dbg !250
  %45 = addrspacecast ptr addrspace(5) %6 to ptr
  %46 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 0, ptr %46, align 4
    #dbg_declare(ptr addrspace(5) %7, !61, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !251)
  %47 = load i32, ptr %46, align 4, !dbg !253
  %48 = icmp eq i32 %47, 0, !dbg !254
  br i1 %48, label %49, label %51, !dbg !253

49:                                               ; preds = %39
  %50 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !255
  br label %60, !dbg !253

51:                                               ; preds = %39
  %52 = load i32, ptr %46, align 4, !dbg !256
  %53 = icmp eq i32 %52, 1, !dbg !257
  br i1 %53, label %54, label %56, !dbg !256

54:                                               ; preds = %51
  %55 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !258
  br label %58, !dbg !256

56:                                               ; preds = %51
  %57 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !259
  br label %58, !dbg !256

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %55, %54 ], [ %57, %56 ], !dbg !256
  br label %60, !dbg !253

60:                                               ; preds = %49, %58
  %61 = phi i32 [ %50, %49 ], [ %59, %58 ], !dbg !253
  %62 = addrspacecast ptr addrspace(5) %4 to ptr
  %63 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 0, ptr %63, align 4
    #dbg_declare(ptr addrspace(5) %5, !74, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !260)
  %64 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !262
  %65 = addrspacecast ptr addrspace(4) %64 to ptr, !dbg !262
  %66 = getelementptr inbounds i8, ptr %65, i64 4, !dbg !263
  %67 = load i32, ptr %63, align 4, !dbg !264
  %68 = icmp ult i32 %67, 3, !dbg !265
  br i1 %68, label %69, label %71, !dbg !264

69:                                               ; preds = %60
  %70 = load i32, ptr %63, align 4, !dbg !266
  br label %72, !dbg !264

71:                                               ; preds = %60
  br label %72, !dbg !264

72:                                               ; preds = %69, %71
  %73 = phi i32 [ %70, %69 ], [ 0, %71 ], !dbg !264
  %74 = mul i32 2, %73, !dbg !267
  %75 = zext i32 %74 to i64, !dbg !268
  %76 = getelementptr inbounds i8, ptr %66, i64 %75, !dbg !268
  %77 = load i16, ptr %76, align 2, !dbg !269
  %78 = zext i16 %77 to i32, !dbg !269
  %79 = mul i32 %61, %78, !dbg !270
  %80 = load i32, ptr %13, align 4, !dbg !271
  %81 = add i32 %79, %80, !dbg !272
  %82 = zext i32 %81 to i64, !dbg !250
  %83 = getelementptr inbounds i32, ptr %44, i64 %82, !dbg !250
  store i32 %43, ptr %83, align 4, !dbg !273
  ret void, !dbg !274
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hip_missing_wait(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 !dbg !275 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  %19 = addrspacecast ptr addrspace(5) %12 to ptr
  %20 = addrspacecast ptr addrspace(5) %13 to ptr
  %21 = addrspacecast ptr addrspace(5) %14 to ptr
  %22 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %16, align 8
  %23 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  %24 = load ptr, ptr %17, align 8
  store ptr %23, ptr %18, align 8
    #dbg_declare(ptr addrspace(5) %11, !276, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !277)
  store ptr %24, ptr %19, align 8
    #dbg_declare(ptr addrspace(5) %12, !278, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !279)
    #dbg_declare(ptr addrspace(5) %13, !280, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !281)
  %25 = addrspacecast ptr addrspace(5) %7 to ptr
  %26 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 0, ptr %26, align 4
    #dbg_declare(ptr addrspace(5) %8, !61, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !282)
  %27 = load i32, ptr %26, align 4, !dbg !284
  %28 = icmp eq i32 %27, 0, !dbg !285
  br i1 %28, label %29, label %31, !dbg !284

29:                                               ; preds = %2
  %30 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !286
  br label %40, !dbg !284

31:                                               ; preds = %2
  %32 = load i32, ptr %26, align 4, !dbg !287
  %33 = icmp eq i32 %32, 1, !dbg !288
  br i1 %33, label %34, label %36, !dbg !287

34:                                               ; preds = %31
  %35 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !289
  br label %38, !dbg !287

36:                                               ; preds = %31
  %37 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !290
  br label %38, !dbg !287

38:                                               ; preds = %36, %34
  %39 = phi i32 [ %35, %34 ], [ %37, %36 ], !dbg !287
  br label %40, !dbg !284

40:                                               ; preds = %29, %38
  %41 = phi i32 [ %30, %29 ], [ %39, %38 ], !dbg !284
  %42 = addrspacecast ptr addrspace(5) %5 to ptr
  %43 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 0, ptr %43, align 4
    #dbg_declare(ptr addrspace(5) %6, !74, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !291)
  %44 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !293
  %45 = addrspacecast ptr addrspace(4) %44 to ptr, !dbg !293
  %46 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !294
  %47 = load i32, ptr %43, align 4, !dbg !295
  %48 = icmp ult i32 %47, 3, !dbg !296
  br i1 %48, label %49, label %51, !dbg !295

49:                                               ; preds = %40
  %50 = load i32, ptr %43, align 4, !dbg !297
  br label %52, !dbg !295

51:                                               ; preds = %40
  br label %52, !dbg !295

52:                                               ; preds = %49, %51
  %53 = phi i32 [ %50, %49 ], [ 0, %51 ], !dbg !295
  %54 = mul i32 2, %53, !dbg !298
  %55 = zext i32 %54 to i64, !dbg !299
  %56 = getelementptr inbounds i8, ptr %46, i64 %55, !dbg !299
  %57 = load i16, ptr %56, align 2, !dbg !300
  %58 = zext i16 %57 to i32, !dbg !300
  %59 = mul i32 %41, %58, !dbg !301
  %60 = addrspacecast ptr addrspace(5) %3 to ptr
  %61 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 0, ptr %61, align 4
    #dbg_declare(ptr addrspace(5) %4, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !302)
  %62 = load i32, ptr %61, align 4, !dbg !304
  %63 = icmp eq i32 %62, 0, !dbg !305
  br i1 %63, label %64, label %66, !dbg !304

64:                                               ; preds = %52
  %65 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !306
  br label %75, !dbg !304

66:                                               ; preds = %52
  %67 = load i32, ptr %61, align 4, !dbg !307
  %68 = icmp eq i32 %67, 1, !dbg !308
  br i1 %68, label %69, label %71, !dbg !307

69:                                               ; preds = %66
  %70 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !309
  br label %73, !dbg !307

71:                                               ; preds = %66
  %72 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !310
  br label %73, !dbg !307

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %70, %69 ], [ %72, %71 ], !dbg !307
  br label %75, !dbg !304

75:                                               ; preds = %64, %73
  %76 = phi i32 [ %65, %64 ], [ %74, %73 ], !dbg !304
  %77 = add i32 %59, %76, !dbg !311
  store i32 %77, ptr %20, align 4, !dbg !281
    #dbg_declare(ptr addrspace(5) %14, !312, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !313)
  %78 = load ptr, ptr %18, align 8, !dbg !314
  %79 = load i32, ptr %20, align 4, !dbg !315
  %80 = zext i32 %79 to i64, !dbg !316
  %81 = getelementptr inbounds i32, ptr %78, i64 %80, !dbg !316
  store ptr %81, ptr %21, align 8, !dbg !313
    #dbg_declare(ptr addrspace(5) %15, !317, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !318)
  %82 = load ptr, ptr %21, align 8, !dbg !319
  %83 = call i32 asm sideeffect "global_load_dword $0, $1, off", "=v,v,~{memory}"(ptr %82) #3, !dbg !320, !srcloc !321
  store i32 %83, ptr %22, align 4, !dbg !320
  %84 = load i32, ptr %22, align 4, !dbg !322
  %85 = add nsw i32 %84, 1, !dbg !323
  %86 = load ptr, ptr %19, align 8, !dbg !324
  %87 = load i32, ptr %20, align 4, !dbg !325
  %88 = zext i32 %87 to i64, !dbg !324
  %89 = getelementptr inbounds i32, ptr %86, i64 %88, !dbg !324
  store i32 %85, ptr %89, align 4, !dbg !326
  ret void, !dbg !327
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 18, type: !31, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "hip_uninit_shared", scope: !3, file: !3, line: 17, type: !4, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !24)
!3 = !DIFile(filename: "src/sanitize_bugs_hip.hip", directory: ".", checksumkind: CSK_MD5, checksum: "bc5f74c0fe95f80e07b83d84a5b93342")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !9, globals: !16, splitDebugInlining: false, nameTableKind: None)
!9 = !{!7, !10, !13}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!12 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !{!0, !17, !28, !34}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([128 x i32])))
!18 = distinct !DIGlobalVariable(name: "tile", scope: !19, file: !3, line: 28, type: !25, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!19 = distinct !DISubprogram(name: "hip_missing_sync", scope: !3, file: !3, line: 27, type: !20, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !24)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !6}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!24 = !{}
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 4096, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 128)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!29 = distinct !DIGlobalVariable(name: "tile", scope: !30, file: !3, line: 37, type: !31, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!30 = distinct !DISubprogram(name: "hip_divergent_sync", scope: !3, file: !3, line: 36, type: !4, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !24)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 64)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression(DIOpArg(0, ptr addrspace(4)), DIOpDeref([10 x i8])))
!35 = distinct !DIGlobalVariable(scope: null, file: !36, line: 69, type: !37, isLocal: true, isDefinition: true)
!36 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 80, elements: !40)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 10)
!42 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!43 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "hip_off_by_one", scope: !3, file: !3, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !24)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !6, !53}
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !36, line: 35, baseType: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "out", arg: 1, scope: !50, file: !3, line: 11, type: !6)
!56 = !DILocation(line: 11, column: 48, scope: !50)
!57 = !DILocalVariable(name: "n", arg: 2, scope: !50, file: !3, line: 11, type: !53)
!58 = !DILocation(line: 11, column: 58, scope: !50)
!59 = !DILocalVariable(name: "gid", scope: !50, file: !3, line: 12, type: !53)
!60 = !DILocation(line: 12, column: 10, scope: !50)
!61 = !DILocalVariable(name: "d", arg: 1, scope: !62, file: !36, line: 49, type: !53)
!62 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !36, file: !36, line: 49, type: !63, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !8, retainedNodes: !24)
!63 = !DISubroutineType(types: !64)
!64 = !{!53, !53}
!65 = !DILocation(line: 49, column: 31, scope: !62, inlinedAt: !66)
!66 = distinct !DILocation(line: 12, column: 16, scope: !50)
!67 = !DILocation(line: 50, column: 12, scope: !62, inlinedAt: !66)
!68 = !DILocation(line: 50, column: 14, scope: !62, inlinedAt: !66)
!69 = !DILocation(line: 50, column: 21, scope: !62, inlinedAt: !66)
!70 = !DILocation(line: 51, column: 12, scope: !62, inlinedAt: !66)
!71 = !DILocation(line: 51, column: 14, scope: !62, inlinedAt: !66)
!72 = !DILocation(line: 51, column: 21, scope: !62, inlinedAt: !66)
!73 = !DILocation(line: 52, column: 21, scope: !62, inlinedAt: !66)
!74 = !DILocalVariable(name: "d", arg: 1, scope: !75, file: !36, line: 54, type: !53)
!75 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !36, file: !36, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !8, retainedNodes: !24)
!76 = !DILocation(line: 54, column: 33, scope: !75, inlinedAt: !77)
!77 = distinct !DILocation(line: 12, column: 29, scope: !50)
!78 = !DILocation(line: 56, column: 42, scope: !75, inlinedAt: !77)
!79 = !DILocation(line: 56, column: 50, scope: !75, inlinedAt: !77)
!80 = !DILocation(line: 56, column: 61, scope: !75, inlinedAt: !77)
!81 = !DILocation(line: 56, column: 63, scope: !75, inlinedAt: !77)
!82 = !DILocation(line: 56, column: 69, scope: !75, inlinedAt: !77)
!83 = !DILocation(line: 56, column: 58, scope: !75, inlinedAt: !77)
!84 = !DILocation(line: 56, column: 54, scope: !75, inlinedAt: !77)
!85 = !DILocation(line: 56, column: 12, scope: !75, inlinedAt: !77)
!86 = !DILocation(line: 12, column: 27, scope: !50)
!87 = !DILocalVariable(name: "d", arg: 1, scope: !88, file: !36, line: 44, type: !53)
!88 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !36, file: !36, line: 44, type: !63, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !8, retainedNodes: !24)
!89 = !DILocation(line: 44, column: 31, scope: !88, inlinedAt: !90)
!90 = distinct !DILocation(line: 12, column: 42, scope: !50)
!91 = !DILocation(line: 45, column: 12, scope: !88, inlinedAt: !90)
!92 = !DILocation(line: 45, column: 14, scope: !88, inlinedAt: !90)
!93 = !DILocation(line: 45, column: 21, scope: !88, inlinedAt: !90)
!94 = !DILocation(line: 46, column: 12, scope: !88, inlinedAt: !90)
!95 = !DILocation(line: 46, column: 14, scope: !88, inlinedAt: !90)
!96 = !DILocation(line: 46, column: 21, scope: !88, inlinedAt: !90)
!97 = !DILocation(line: 47, column: 21, scope: !88, inlinedAt: !90)
!98 = !DILocation(line: 12, column: 40, scope: !50)
!99 = !DILocation(line: 13, column: 9, scope: !100)
!100 = distinct !DILexicalBlock(scope: !50, file: !3, line: 13, column: 9)
!101 = !DILocation(line: 13, column: 16, scope: !100)
!102 = !DILocation(line: 13, column: 13, scope: !100)
!103 = !DILocation(line: 13, column: 9, scope: !50)
!104 = !DILocation(line: 14, column: 25, scope: !100)
!105 = !DILocation(line: 14, column: 29, scope: !100)
!106 = !DILocation(line: 14, column: 9, scope: !100)
!107 = !DILocation(line: 14, column: 13, scope: !100)
!108 = !DILocation(line: 14, column: 18, scope: !100)
!109 = !DILocation(line: 15, column: 1, scope: !50)
!110 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 17, type: !6)
!111 = !DILocation(line: 17, column: 51, scope: !2)
!112 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 19, type: !53)
!113 = !DILocation(line: 19, column: 10, scope: !2)
!114 = !DILocation(line: 44, column: 31, scope: !88, inlinedAt: !115)
!115 = distinct !DILocation(line: 19, column: 16, scope: !2)
!116 = !DILocation(line: 45, column: 12, scope: !88, inlinedAt: !115)
!117 = !DILocation(line: 45, column: 14, scope: !88, inlinedAt: !115)
!118 = !DILocation(line: 45, column: 21, scope: !88, inlinedAt: !115)
!119 = !DILocation(line: 46, column: 12, scope: !88, inlinedAt: !115)
!120 = !DILocation(line: 46, column: 14, scope: !88, inlinedAt: !115)
!121 = !DILocation(line: 46, column: 21, scope: !88, inlinedAt: !115)
!122 = !DILocation(line: 47, column: 21, scope: !88, inlinedAt: !115)
!123 = !DILocation(line: 20, column: 9, scope: !124)
!124 = distinct !DILexicalBlock(scope: !2, file: !3, line: 20, column: 9)
!125 = !DILocation(line: 20, column: 13, scope: !124)
!126 = !DILocation(line: 20, column: 9, scope: !2)
!127 = !DILocation(line: 21, column: 26, scope: !124)
!128 = !DILocation(line: 21, column: 14, scope: !124)
!129 = !DILocation(line: 21, column: 9, scope: !124)
!130 = !DILocation(line: 21, column: 19, scope: !124)
!131 = !DILocation(line: 69, column: 5, scope: !132, inlinedAt: !135)
!132 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !36, file: !36, line: 68, type: !133, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !8)
!133 = !DISubroutineType(types: !134)
!134 = !{null}
!135 = distinct !DILocation(line: 22, column: 5, scope: !2)
!136 = !DILocation(line: 70, column: 5, scope: !132, inlinedAt: !135)
!137 = !DILocation(line: 71, column: 5, scope: !132, inlinedAt: !135)
!138 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 23, type: !7)
!139 = !DILocation(line: 23, column: 9, scope: !2)
!140 = !DILocation(line: 23, column: 27, scope: !2)
!141 = !DILocation(line: 23, column: 25, scope: !2)
!142 = !DILocation(line: 23, column: 13, scope: !2)
!143 = !DILocation(line: 24, column: 42, scope: !2)
!144 = !DILocation(line: 24, column: 44, scope: !2)
!145 = !DILocation(line: 24, column: 5, scope: !2)
!146 = !DILocation(line: 49, column: 31, scope: !62, inlinedAt: !147)
!147 = distinct !DILocation(line: 24, column: 9, scope: !2)
!148 = !DILocation(line: 50, column: 12, scope: !62, inlinedAt: !147)
!149 = !DILocation(line: 50, column: 14, scope: !62, inlinedAt: !147)
!150 = !DILocation(line: 50, column: 21, scope: !62, inlinedAt: !147)
!151 = !DILocation(line: 51, column: 12, scope: !62, inlinedAt: !147)
!152 = !DILocation(line: 51, column: 14, scope: !62, inlinedAt: !147)
!153 = !DILocation(line: 51, column: 21, scope: !62, inlinedAt: !147)
!154 = !DILocation(line: 52, column: 21, scope: !62, inlinedAt: !147)
!155 = !DILocation(line: 54, column: 33, scope: !75, inlinedAt: !156)
!156 = distinct !DILocation(line: 24, column: 22, scope: !2)
!157 = !DILocation(line: 56, column: 42, scope: !75, inlinedAt: !156)
!158 = !DILocation(line: 56, column: 50, scope: !75, inlinedAt: !156)
!159 = !DILocation(line: 56, column: 61, scope: !75, inlinedAt: !156)
!160 = !DILocation(line: 56, column: 63, scope: !75, inlinedAt: !156)
!161 = !DILocation(line: 56, column: 69, scope: !75, inlinedAt: !156)
!162 = !DILocation(line: 56, column: 58, scope: !75, inlinedAt: !156)
!163 = !DILocation(line: 56, column: 54, scope: !75, inlinedAt: !156)
!164 = !DILocation(line: 56, column: 12, scope: !75, inlinedAt: !156)
!165 = !DILocation(line: 24, column: 20, scope: !2)
!166 = !DILocation(line: 24, column: 35, scope: !2)
!167 = !DILocation(line: 24, column: 33, scope: !2)
!168 = !DILocation(line: 24, column: 40, scope: !2)
!169 = !DILocation(line: 25, column: 1, scope: !2)
!170 = !DILocalVariable(name: "in", arg: 1, scope: !19, file: !3, line: 27, type: !22)
!171 = !DILocation(line: 27, column: 56, scope: !19)
!172 = !DILocalVariable(name: "out", arg: 2, scope: !19, file: !3, line: 27, type: !6)
!173 = !DILocation(line: 27, column: 65, scope: !19)
!174 = !DILocalVariable(name: "lid", scope: !19, file: !3, line: 29, type: !53)
!175 = !DILocation(line: 29, column: 10, scope: !19)
!176 = !DILocation(line: 44, column: 31, scope: !88, inlinedAt: !177)
!177 = distinct !DILocation(line: 29, column: 16, scope: !19)
!178 = !DILocation(line: 45, column: 12, scope: !88, inlinedAt: !177)
!179 = !DILocation(line: 45, column: 14, scope: !88, inlinedAt: !177)
!180 = !DILocation(line: 45, column: 21, scope: !88, inlinedAt: !177)
!181 = !DILocation(line: 46, column: 12, scope: !88, inlinedAt: !177)
!182 = !DILocation(line: 46, column: 14, scope: !88, inlinedAt: !177)
!183 = !DILocation(line: 46, column: 21, scope: !88, inlinedAt: !177)
!184 = !DILocation(line: 47, column: 21, scope: !88, inlinedAt: !177)
!185 = !DILocalVariable(name: "gid", scope: !19, file: !3, line: 30, type: !53)
!186 = !DILocation(line: 30, column: 10, scope: !19)
!187 = !DILocation(line: 49, column: 31, scope: !62, inlinedAt: !188)
!188 = distinct !DILocation(line: 30, column: 16, scope: !19)
!189 = !DILocation(line: 50, column: 12, scope: !62, inlinedAt: !188)
!190 = !DILocation(line: 50, column: 14, scope: !62, inlinedAt: !188)
!191 = !DILocation(line: 50, column: 21, scope: !62, inlinedAt: !188)
!192 = !DILocation(line: 51, column: 12, scope: !62, inlinedAt: !188)
!193 = !DILocation(line: 51, column: 14, scope: !62, inlinedAt: !188)
!194 = !DILocation(line: 51, column: 21, scope: !62, inlinedAt: !188)
!195 = !DILocation(line: 52, column: 21, scope: !62, inlinedAt: !188)
!196 = !DILocation(line: 54, column: 33, scope: !75, inlinedAt: !197)
!197 = distinct !DILocation(line: 30, column: 29, scope: !19)
!198 = !DILocation(line: 56, column: 42, scope: !75, inlinedAt: !197)
!199 = !DILocation(line: 56, column: 50, scope: !75, inlinedAt: !197)
!200 = !DILocation(line: 56, column: 61, scope: !75, inlinedAt: !197)
!201 = !DILocation(line: 56, column: 63, scope: !75, inlinedAt: !197)
!202 = !DILocation(line: 56, column: 69, scope: !75, inlinedAt: !197)
!203 = !DILocation(line: 56, column: 58, scope: !75, inlinedAt: !197)
!204 = !DILocation(line: 56, column: 54, scope: !75, inlinedAt: !197)
!205 = !DILocation(line: 56, column: 12, scope: !75, inlinedAt: !197)
!206 = !DILocation(line: 30, column: 27, scope: !19)
!207 = !DILocation(line: 30, column: 42, scope: !19)
!208 = !DILocation(line: 30, column: 40, scope: !19)
!209 = !DILocation(line: 31, column: 17, scope: !19)
!210 = !DILocation(line: 31, column: 20, scope: !19)
!211 = !DILocation(line: 31, column: 10, scope: !19)
!212 = !DILocation(line: 31, column: 5, scope: !19)
!213 = !DILocation(line: 31, column: 15, scope: !19)
!214 = !DILocation(line: 33, column: 22, scope: !19)
!215 = !DILocation(line: 33, column: 26, scope: !19)
!216 = !DILocation(line: 33, column: 31, scope: !19)
!217 = !DILocation(line: 33, column: 16, scope: !19)
!218 = !DILocation(line: 33, column: 5, scope: !19)
!219 = !DILocation(line: 33, column: 9, scope: !19)
!220 = !DILocation(line: 33, column: 14, scope: !19)
!221 = !DILocation(line: 34, column: 1, scope: !19)
!222 = !DILocalVariable(name: "out", arg: 1, scope: !30, file: !3, line: 36, type: !6)
!223 = !DILocation(line: 36, column: 52, scope: !30)
!224 = !DILocalVariable(name: "lid", scope: !30, file: !3, line: 38, type: !53)
!225 = !DILocation(line: 38, column: 10, scope: !30)
!226 = !DILocation(line: 44, column: 31, scope: !88, inlinedAt: !227)
!227 = distinct !DILocation(line: 38, column: 16, scope: !30)
!228 = !DILocation(line: 45, column: 12, scope: !88, inlinedAt: !227)
!229 = !DILocation(line: 45, column: 14, scope: !88, inlinedAt: !227)
!230 = !DILocation(line: 45, column: 21, scope: !88, inlinedAt: !227)
!231 = !DILocation(line: 46, column: 12, scope: !88, inlinedAt: !227)
!232 = !DILocation(line: 46, column: 14, scope: !88, inlinedAt: !227)
!233 = !DILocation(line: 46, column: 21, scope: !88, inlinedAt: !227)
!234 = !DILocation(line: 47, column: 21, scope: !88, inlinedAt: !227)
!235 = !DILocation(line: 39, column: 22, scope: !30)
!236 = !DILocation(line: 39, column: 10, scope: !30)
!237 = !DILocation(line: 39, column: 5, scope: !30)
!238 = !DILocation(line: 39, column: 15, scope: !30)
!239 = !DILocation(line: 40, column: 9, scope: !240)
!240 = distinct !DILexicalBlock(scope: !30, file: !3, line: 40, column: 9)
!241 = !DILocation(line: 40, column: 13, scope: !240)
!242 = !DILocation(line: 40, column: 9, scope: !30)
!243 = !DILocation(line: 69, column: 5, scope: !132, inlinedAt: !244)
!244 = distinct !DILocation(line: 41, column: 9, scope: !240)
!245 = !DILocation(line: 70, column: 5, scope: !132, inlinedAt: !244)
!246 = !DILocation(line: 71, column: 5, scope: !132, inlinedAt: !244)
!247 = !DILocation(line: 41, column: 9, scope: !240)
!248 = !DILocation(line: 42, column: 47, scope: !30)
!249 = !DILocation(line: 42, column: 42, scope: !30)
!250 = !DILocation(line: 42, column: 5, scope: !30)
!251 = !DILocation(line: 49, column: 31, scope: !62, inlinedAt: !252)
!252 = distinct !DILocation(line: 42, column: 9, scope: !30)
!253 = !DILocation(line: 50, column: 12, scope: !62, inlinedAt: !252)
!254 = !DILocation(line: 50, column: 14, scope: !62, inlinedAt: !252)
!255 = !DILocation(line: 50, column: 21, scope: !62, inlinedAt: !252)
!256 = !DILocation(line: 51, column: 12, scope: !62, inlinedAt: !252)
!257 = !DILocation(line: 51, column: 14, scope: !62, inlinedAt: !252)
!258 = !DILocation(line: 51, column: 21, scope: !62, inlinedAt: !252)
!259 = !DILocation(line: 52, column: 21, scope: !62, inlinedAt: !252)
!260 = !DILocation(line: 54, column: 33, scope: !75, inlinedAt: !261)
!261 = distinct !DILocation(line: 42, column: 22, scope: !30)
!262 = !DILocation(line: 56, column: 42, scope: !75, inlinedAt: !261)
!263 = !DILocation(line: 56, column: 50, scope: !75, inlinedAt: !261)
!264 = !DILocation(line: 56, column: 61, scope: !75, inlinedAt: !261)
!265 = !DILocation(line: 56, column: 63, scope: !75, inlinedAt: !261)
!266 = !DILocation(line: 56, column: 69, scope: !75, inlinedAt: !261)
!267 = !DILocation(line: 56, column: 58, scope: !75, inlinedAt: !261)
!268 = !DILocation(line: 56, column: 54, scope: !75, inlinedAt: !261)
!269 = !DILocation(line: 56, column: 12, scope: !75, inlinedAt: !261)
!270 = !DILocation(line: 42, column: 20, scope: !30)
!271 = !DILocation(line: 42, column: 35, scope: !30)
!272 = !DILocation(line: 42, column: 33, scope: !30)
!273 = !DILocation(line: 42, column: 40, scope: !30)
!274 = !DILocation(line: 43, column: 1, scope: !30)
!275 = distinct !DISubprogram(name: "hip_missing_wait", scope: !3, file: !3, line: 45, type: !20, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !24)
!276 = !DILocalVariable(name: "in", arg: 1, scope: !275, file: !3, line: 45, type: !22)
!277 = !DILocation(line: 45, column: 56, scope: !275)
!278 = !DILocalVariable(name: "out", arg: 2, scope: !275, file: !3, line: 45, type: !6)
!279 = !DILocation(line: 45, column: 65, scope: !275)
!280 = !DILocalVariable(name: "gid", scope: !275, file: !3, line: 46, type: !53)
!281 = !DILocation(line: 46, column: 10, scope: !275)
!282 = !DILocation(line: 49, column: 31, scope: !62, inlinedAt: !283)
!283 = distinct !DILocation(line: 46, column: 16, scope: !275)
!284 = !DILocation(line: 50, column: 12, scope: !62, inlinedAt: !283)
!285 = !DILocation(line: 50, column: 14, scope: !62, inlinedAt: !283)
!286 = !DILocation(line: 50, column: 21, scope: !62, inlinedAt: !283)
!287 = !DILocation(line: 51, column: 12, scope: !62, inlinedAt: !283)
!288 = !DILocation(line: 51, column: 14, scope: !62, inlinedAt: !283)
!289 = !DILocation(line: 51, column: 21, scope: !62, inlinedAt: !283)
!290 = !DILocation(line: 52, column: 21, scope: !62, inlinedAt: !283)
!291 = !DILocation(line: 54, column: 33, scope: !75, inlinedAt: !292)
!292 = distinct !DILocation(line: 46, column: 29, scope: !275)
!293 = !DILocation(line: 56, column: 42, scope: !75, inlinedAt: !292)
!294 = !DILocation(line: 56, column: 50, scope: !75, inlinedAt: !292)
!295 = !DILocation(line: 56, column: 61, scope: !75, inlinedAt: !292)
!296 = !DILocation(line: 56, column: 63, scope: !75, inlinedAt: !292)
!297 = !DILocation(line: 56, column: 69, scope: !75, inlinedAt: !292)
!298 = !DILocation(line: 56, column: 58, scope: !75, inlinedAt: !292)
!299 = !DILocation(line: 56, column: 54, scope: !75, inlinedAt: !292)
!300 = !DILocation(line: 56, column: 12, scope: !75, inlinedAt: !292)
!301 = !DILocation(line: 46, column: 27, scope: !275)
!302 = !DILocation(line: 44, column: 31, scope: !88, inlinedAt: !303)
!303 = distinct !DILocation(line: 46, column: 42, scope: !275)
!304 = !DILocation(line: 45, column: 12, scope: !88, inlinedAt: !303)
!305 = !DILocation(line: 45, column: 14, scope: !88, inlinedAt: !303)
!306 = !DILocation(line: 45, column: 21, scope: !88, inlinedAt: !303)
!307 = !DILocation(line: 46, column: 12, scope: !88, inlinedAt: !303)
!308 = !DILocation(line: 46, column: 14, scope: !88, inlinedAt: !303)
!309 = !DILocation(line: 46, column: 21, scope: !88, inlinedAt: !303)
!310 = !DILocation(line: 47, column: 21, scope: !88, inlinedAt: !303)
!311 = !DILocation(line: 46, column: 40, scope: !275)
!312 = !DILocalVariable(name: "p", scope: !275, file: !3, line: 47, type: !22)
!313 = !DILocation(line: 47, column: 16, scope: !275)
!314 = !DILocation(line: 47, column: 20, scope: !275)
!315 = !DILocation(line: 47, column: 25, scope: !275)
!316 = !DILocation(line: 47, column: 23, scope: !275)
!317 = !DILocalVariable(name: "v", scope: !275, file: !3, line: 48, type: !7)
!318 = !DILocation(line: 48, column: 9, scope: !275)
!319 = !DILocation(line: 52, column: 38, scope: !275)
!320 = !DILocation(line: 51, column: 5, scope: !275)
!321 = !{i64 1762}
!322 = !DILocation(line: 53, column: 16, scope: !275)
!323 = !DILocation(line: 53, column: 18, scope: !275)
!324 = !DILocation(line: 53, column: 5, scope: !275)
!325 = !DILocation(line: 53, column: 9, scope: !275)
!326 = !DILocation(line: 53, column: 14, scope: !275)
!327 = !DILocation(line: 54, column: 1, scope: !275)
