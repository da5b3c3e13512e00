; ModuleID = 'src/sanitize_bugs.cl'
source_filename = "src/sanitize_bugs.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds_overflow.tile = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0
@uninit_lds.tile = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !16
@missing_barrier.tile = internal addrspace(3) global [128 x i32] undef, align 4, !dbg !25
@divergent_barrier.tile = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !35
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1, !dbg !38
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @off_by_one(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #0 !dbg !53 !kernel_arg_addr_space !58 !kernel_arg_access_qual !59 !kernel_arg_type !60 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
    #dbg_declare(ptr addrspace(5) %7, !62, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !63)
  store i32 %1, ptr addrspace(5) %8, align 4
    #dbg_declare(ptr addrspace(5) %8, !64, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !65)
    #dbg_declare(ptr addrspace(5) %9, !66, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !67)
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !68, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !72)
  %10 = load i32, ptr addrspace(5) %6, align 4, !dbg !74
  store i32 %10, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !75, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !77)
  %11 = load i32, ptr addrspace(5) %4, align 4, !dbg !79
  %12 = icmp eq i32 %11, 0, !dbg !80
  br i1 %12, label %13, label %15, !dbg !79

13:                                               ; preds = %2
  %14 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !81
  br label %24, !dbg !79

15:                                               ; preds = %2
  %16 = load i32, ptr addrspace(5) %4, align 4, !dbg !82
  %17 = icmp eq i32 %16, 1, !dbg !83
  br i1 %17, label %18, label %20, !dbg !82

18:                                               ; preds = %15
  %19 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !84
  br label %22, !dbg !82

20:                                               ; preds = %15
  %21 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !85
  br label %22, !dbg !82

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ %21, %20 ], !dbg !82
  br label %24, !dbg !79

24:                                               ; preds = %13, %22
  %25 = phi i32 [ %14, %13 ], [ %23, %22 ], !dbg !79
  %26 = load i32, ptr addrspace(5) %6, align 4, !dbg !86
  store i32 %26, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !89)
  %27 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !91
  %28 = getelementptr inbounds i8, ptr addrspace(4) %27, i64 4, !dbg !92
  %29 = load i32, ptr addrspace(5) %3, align 4, !dbg !93
  %30 = icmp ult i32 %29, 3, !dbg !94
  br i1 %30, label %31, label %33, !dbg !93

31:                                               ; preds = %24
  %32 = load i32, ptr addrspace(5) %3, align 4, !dbg !95
  br label %34, !dbg !93

33:                                               ; preds = %24
  br label %34, !dbg !93

34:                                               ; preds = %31, %33
  %35 = phi i32 [ %32, %31 ], [ 0, %33 ], !dbg !93
  %36 = mul i32 2, %35, !dbg !96
  %37 = zext i32 %36 to i64, !dbg !97
  %38 = getelementptr inbounds i8, ptr addrspace(4) %28, i64 %37, !dbg !97
  %39 = load i16, ptr addrspace(4) %38, align 2, !dbg !98
  %40 = zext i16 %39 to i32, !dbg !98
  %41 = mul i32 %25, %40, !dbg !99
  %42 = load i32, ptr addrspace(5) %6, align 4, !dbg !100
  store i32 %42, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !103)
  %43 = load i32, ptr addrspace(5) %5, align 4, !dbg !105
  %44 = icmp eq i32 %43, 0, !dbg !106
  br i1 %44, label %45, label %47, !dbg !105

45:                                               ; preds = %34
  %46 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !107
  br label %56, !dbg !105

47:                                               ; preds = %34
  %48 = load i32, ptr addrspace(5) %5, align 4, !dbg !108
  %49 = icmp eq i32 %48, 1, !dbg !109
  br i1 %49, label %50, label %52, !dbg !108

50:                                               ; preds = %47
  %51 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !110
  br label %54, !dbg !108

52:                                               ; preds = %47
  %53 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !111
  br label %54, !dbg !108

54:                                               ; preds = %52, %50
  %55 = phi i32 [ %51, %50 ], [ %53, %52 ], !dbg !108
  br label %56, !dbg !105

56:                                               ; preds = %45, %54
  %57 = phi i32 [ %46, %45 ], [ %55, %54 ], !dbg !105
  %58 = add i32 %41, %57, !dbg !112
  store i32 %58, ptr addrspace(5) %9, align 4, !dbg !67
  %59 = load i32, ptr addrspace(5) %9, align 4, !dbg !113
  %60 = load i32, ptr addrspace(5) %8, align 4, !dbg !115
  %61 = icmp ule i32 %59, %60, !dbg !116
  br i1 %61, label %62, label %69, !dbg !117

62:                                               ; preds = %56
  %63 = load i32, ptr addrspace(5) %9, align 4, !dbg !118
  %64 = mul nsw i32 %63, 3, !dbg !119
  %65 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !120
  %66 = load i32, ptr addrspace(5) %9, align 4, !dbg !121
  %67 = zext i32 %66 to i64, !dbg !120
  %68 = getelementptr inbounds i32, ptr addrspace(1) %65, i64 %67, !dbg !120
  store i32 %64, ptr addrspace(1) %68, align 4, !dbg !122
  br label %69, !dbg !120

69:                                               ; preds = %62, %56
  ret void, !dbg !123
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @lds_overflow(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #0 !dbg !2 !kernel_arg_addr_space !124 !kernel_arg_access_qual !59 !kernel_arg_type !125 !kernel_arg_base_type !125 !kernel_arg_type_qual !61 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(3), align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
    #dbg_declare(ptr addrspace(5) %8, !126, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !127)
  store ptr addrspace(3) %1, ptr addrspace(5) %9, align 4
    #dbg_declare(ptr addrspace(5) %9, !128, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(3))), !129)
    #dbg_declare(ptr addrspace(5) %10, !130, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !131)
  store i32 0, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !132)
  %11 = load i32, ptr addrspace(5) %5, align 4, !dbg !134
  %12 = icmp eq i32 %11, 0, !dbg !135
  br i1 %12, label %13, label %15, !dbg !134

13:                                               ; preds = %2
  %14 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !136
  br label %24, !dbg !134

15:                                               ; preds = %2
  %16 = load i32, ptr addrspace(5) %5, align 4, !dbg !137
  %17 = icmp eq i32 %16, 1, !dbg !138
  br i1 %17, label %18, label %20, !dbg !137

18:                                               ; preds = %15
  %19 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !139
  br label %22, !dbg !137

20:                                               ; preds = %15
  %21 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !140
  br label %22, !dbg !137

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ %21, %20 ], !dbg !137
  br label %24, !dbg !134

24:                                               ; preds = %13, %22
  %25 = phi i32 [ %14, %13 ], [ %23, %22 ], !dbg !134
  store i32 %25, ptr addrspace(5) %10, align 4, !dbg !131
  %26 = load i32, ptr addrspace(5) %10, align 4, !dbg !141
  %27 = load i32, ptr addrspace(5) %10, align 4, !dbg !142
  %28 = zext i32 %27 to i64, !dbg !143
  %29 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_overflow.tile, i64 0, i64 %28, !dbg !143
  store i32 %26, ptr addrspace(3) %29, align 4, !dbg !144
  %30 = load i32, ptr addrspace(5) %10, align 4, !dbg !145
  %31 = mul nsw i32 2, %30, !dbg !146
  %32 = load ptr addrspace(3), ptr addrspace(5) %9, align 4, !dbg !147
  %33 = load i32, ptr addrspace(5) %10, align 4, !dbg !148
  %34 = zext i32 %33 to i64, !dbg !147
  %35 = getelementptr inbounds i32, ptr addrspace(3) %32, i64 %34, !dbg !147
  store i32 %31, ptr addrspace(3) %35, align 4, !dbg !149
  fence syncscope("workgroup") release, !dbg !150
  call void @llvm.amdgcn.s.barrier(), !dbg !155
  fence syncscope("workgroup") acquire, !dbg !156
  %36 = load i32, ptr addrspace(5) %10, align 4, !dbg !157
  %37 = add i32 %36, 1, !dbg !158
  %38 = zext i32 %37 to i64, !dbg !159
  %39 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_overflow.tile, i64 0, i64 %38, !dbg !159
  %40 = load i32, ptr addrspace(3) %39, align 4, !dbg !160
  %41 = add nsw i32 %40, 1, !dbg !160
  store i32 %41, ptr addrspace(3) %39, align 4, !dbg !160
  fence syncscope("workgroup") release, !dbg !161
  call void @llvm.amdgcn.s.barrier(), !dbg !163
  fence syncscope("workgroup") acquire, !dbg !164
  %42 = load i32, ptr addrspace(5) %10, align 4, !dbg !165
  %43 = zext i32 %42 to i64, !dbg !166
  %44 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_overflow.tile, i64 0, i64 %43, !dbg !166
  %45 = load i32, ptr addrspace(3) %44, align 4, !dbg !166
  %46 = load ptr addrspace(3), ptr addrspace(5) %9, align 4, !dbg !167
  %47 = load i32, ptr addrspace(5) %10, align 4, !dbg !168
  %48 = zext i32 %47 to i64, !dbg !167
  %49 = getelementptr inbounds i32, ptr addrspace(3) %46, i64 %48, !dbg !167
  %50 = load i32, ptr addrspace(3) %49, align 4, !dbg !167
  %51 = add nsw i32 %45, %50, !dbg !169
  %52 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !170
  store i32 0, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !68, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !171)
  %53 = load i32, ptr addrspace(5) %7, align 4, !dbg !173
  store i32 %53, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !75, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !174)
  %54 = load i32, ptr addrspace(5) %4, align 4, !dbg !176
  %55 = icmp eq i32 %54, 0, !dbg !177
  br i1 %55, label %56, label %58, !dbg !176

56:                                               ; preds = %24
  %57 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !178
  br label %67, !dbg !176

58:                                               ; preds = %24
  %59 = load i32, ptr addrspace(5) %4, align 4, !dbg !179
  %60 = icmp eq i32 %59, 1, !dbg !180
  br i1 %60, label %61, label %63, !dbg !179

61:                                               ; preds = %58
  %62 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !181
  br label %65, !dbg !179

63:                                               ; preds = %58
  %64 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !182
  br label %65, !dbg !179

65:                                               ; preds = %63, %61
  %66 = phi i32 [ %62, %61 ], [ %64, %63 ], !dbg !179
  br label %67, !dbg !176

67:                                               ; preds = %56, %65
  %68 = phi i32 [ %57, %56 ], [ %66, %65 ], !dbg !176
  %69 = load i32, ptr addrspace(5) %7, align 4, !dbg !183
  store i32 %69, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !184)
  %70 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !186
  %71 = getelementptr inbounds i8, ptr addrspace(4) %70, i64 4, !dbg !187
  %72 = load i32, ptr addrspace(5) %3, align 4, !dbg !188
  %73 = icmp ult i32 %72, 3, !dbg !189
  br i1 %73, label %74, label %76, !dbg !188

74:                                               ; preds = %67
  %75 = load i32, ptr addrspace(5) %3, align 4, !dbg !190
  br label %77, !dbg !188

76:                                               ; preds = %67
  br label %77, !dbg !188

77:                                               ; preds = %74, %76
  %78 = phi i32 [ %75, %74 ], [ 0, %76 ], !dbg !188
  %79 = mul i32 2, %78, !dbg !191
  %80 = zext i32 %79 to i64, !dbg !192
  %81 = getelementptr inbounds i8, ptr addrspace(4) %71, i64 %80, !dbg !192
  %82 = load i16, ptr addrspace(4) %81, align 2, !dbg !193
  %83 = zext i16 %82 to i32, !dbg !193
  %84 = mul i32 %68, %83, !dbg !194
  %85 = load i32, ptr addrspace(5) %7, align 4, !dbg !195
  store i32 %85, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !196)
  %86 = load i32, ptr addrspace(5) %6, align 4, !dbg !198
  %87 = icmp eq i32 %86, 0, !dbg !199
  br i1 %87, label %88, label %90, !dbg !198

88:                                               ; preds = %77
  %89 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !200
  br label %99, !dbg !198

90:                                               ; preds = %77
  %91 = load i32, ptr addrspace(5) %6, align 4, !dbg !201
  %92 = icmp eq i32 %91, 1, !dbg !202
  br i1 %92, label %93, label %95, !dbg !201

93:                                               ; preds = %90
  %94 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !203
  br label %97, !dbg !201

95:                                               ; preds = %90
  %96 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !204
  br label %97, !dbg !201

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %94, %93 ], [ %96, %95 ], !dbg !201
  br label %99, !dbg !198

99:                                               ; preds = %88, %97
  %100 = phi i32 [ %89, %88 ], [ %98, %97 ], !dbg !198
  %101 = add i32 %84, %100, !dbg !205
  %102 = zext i32 %101 to i64, !dbg !170
  %103 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %102, !dbg !170
  store i32 %51, ptr addrspace(1) %103, align 4, !dbg !206
  ret void, !dbg !207
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @uninit_lds(ptr addrspace(1) noundef align 4 %0) #0 !dbg !18 !kernel_arg_addr_space !208 !kernel_arg_access_qual !209 !kernel_arg_type !210 !kernel_arg_base_type !210 !kernel_arg_type_qual !211 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
    #dbg_declare(ptr addrspace(5) %7, !212, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !213)
    #dbg_declare(ptr addrspace(5) %8, !214, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !215)
  store i32 0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !216)
  %10 = load i32, ptr addrspace(5) %4, align 4, !dbg !218
  %11 = icmp eq i32 %10, 0, !dbg !219
  br i1 %11, label %12, label %14, !dbg !218

12:                                               ; preds = %1
  %13 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !220
  br label %23, !dbg !218

14:                                               ; preds = %1
  %15 = load i32, ptr addrspace(5) %4, align 4, !dbg !221
  %16 = icmp eq i32 %15, 1, !dbg !222
  br i1 %16, label %17, label %19, !dbg !221

17:                                               ; preds = %14
  %18 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !223
  br label %21, !dbg !221

19:                                               ; preds = %14
  %20 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !224
  br label %21, !dbg !221

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ], !dbg !221
  br label %23, !dbg !218

23:                                               ; preds = %12, %21
  %24 = phi i32 [ %13, %12 ], [ %22, %21 ], !dbg !218
  store i32 %24, ptr addrspace(5) %8, align 4, !dbg !215
  %25 = load i32, ptr addrspace(5) %8, align 4, !dbg !225
  %26 = icmp uge i32 %25, 32, !dbg !227
  br i1 %26, label %27, label %32, !dbg !228

27:                                               ; preds = %23
  %28 = load i32, ptr addrspace(5) %8, align 4, !dbg !229
  %29 = load i32, ptr addrspace(5) %8, align 4, !dbg !230
  %30 = zext i32 %29 to i64, !dbg !231
  %31 = getelementptr inbounds [64 x i32], ptr addrspace(3) @uninit_lds.tile, i64 0, i64 %30, !dbg !231
  store i32 %28, ptr addrspace(3) %31, align 4, !dbg !232
  br label %32, !dbg !231

32:                                               ; preds = %27, %23
  fence syncscope("workgroup") release, !dbg !233
  call void @llvm.amdgcn.s.barrier(), !dbg !235
  fence syncscope("workgroup") acquire, !dbg !236
    #dbg_declare(ptr addrspace(5) %9, !237, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !238)
  %33 = load i32, ptr addrspace(5) %8, align 4, !dbg !239
  %34 = sub i32 63, %33, !dbg !240
  %35 = zext i32 %34 to i64, !dbg !241
  %36 = getelementptr inbounds [64 x i32], ptr addrspace(3) @uninit_lds.tile, i64 0, i64 %35, !dbg !241
  %37 = load i32, ptr addrspace(3) %36, align 4, !dbg !241
  store i32 %37, ptr addrspace(5) %9, align 4, !dbg !238
  %38 = load i32, ptr addrspace(5) %9, align 4, !dbg !242
  %39 = icmp sgt i32 %38, 40, !dbg !243
  %40 = zext i1 %39 to i64, !dbg !242
  %41 = select i1 %39, i32 1, i32 2, !dbg !242
  %42 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !244
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !68, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !245)
  %43 = load i32, ptr addrspace(5) %6, align 4, !dbg !247
  store i32 %43, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !75, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !248)
  %44 = load i32, ptr addrspace(5) %3, align 4, !dbg !250
  %45 = icmp eq i32 %44, 0, !dbg !251
  br i1 %45, label %46, label %48, !dbg !250

46:                                               ; preds = %32
  %47 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !252
  br label %57, !dbg !250

48:                                               ; preds = %32
  %49 = load i32, ptr addrspace(5) %3, align 4, !dbg !253
  %50 = icmp eq i32 %49, 1, !dbg !254
  br i1 %50, label %51, label %53, !dbg !253

51:                                               ; preds = %48
  %52 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !255
  br label %55, !dbg !253

53:                                               ; preds = %48
  %54 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !256
  br label %55, !dbg !253

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %52, %51 ], [ %54, %53 ], !dbg !253
  br label %57, !dbg !250

57:                                               ; preds = %46, %55
  %58 = phi i32 [ %47, %46 ], [ %56, %55 ], !dbg !250
  %59 = load i32, ptr addrspace(5) %6, align 4, !dbg !257
  store i32 %59, ptr addrspace(5) %2, align 4
    #dbg_declare(ptr addrspace(5) %2, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !258)
  %60 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !260
  %61 = getelementptr inbounds i8, ptr addrspace(4) %60, i64 4, !dbg !261
  %62 = load i32, ptr addrspace(5) %2, align 4, !dbg !262
  %63 = icmp ult i32 %62, 3, !dbg !263
  br i1 %63, label %64, label %66, !dbg !262

64:                                               ; preds = %57
  %65 = load i32, ptr addrspace(5) %2, align 4, !dbg !264
  br label %67, !dbg !262

66:                                               ; preds = %57
  br label %67, !dbg !262

67:                                               ; preds = %64, %66
  %68 = phi i32 [ %65, %64 ], [ 0, %66 ], !dbg !262
  %69 = mul i32 2, %68, !dbg !265
  %70 = zext i32 %69 to i64, !dbg !266
  %71 = getelementptr inbounds i8, ptr addrspace(4) %61, i64 %70, !dbg !266
  %72 = load i16, ptr addrspace(4) %71, align 2, !dbg !267
  %73 = zext i16 %72 to i32, !dbg !267
  %74 = mul i32 %58, %73, !dbg !268
  %75 = load i32, ptr addrspace(5) %6, align 4, !dbg !269
  store i32 %75, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !270)
  %76 = load i32, ptr addrspace(5) %5, align 4, !dbg !272
  %77 = icmp eq i32 %76, 0, !dbg !273
  br i1 %77, label %78, label %80, !dbg !272

78:                                               ; preds = %67
  %79 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !274
  br label %89, !dbg !272

80:                                               ; preds = %67
  %81 = load i32, ptr addrspace(5) %5, align 4, !dbg !275
  %82 = icmp eq i32 %81, 1, !dbg !276
  br i1 %82, label %83, label %85, !dbg !275

83:                                               ; preds = %80
  %84 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !277
  br label %87, !dbg !275

85:                                               ; preds = %80
  %86 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !278
  br label %87, !dbg !275

87:                                               ; preds = %85, %83
  %88 = phi i32 [ %84, %83 ], [ %86, %85 ], !dbg !275
  br label %89, !dbg !272

89:                                               ; preds = %78, %87
  %90 = phi i32 [ %79, %78 ], [ %88, %87 ], !dbg !272
  %91 = add i32 %74, %90, !dbg !279
  %92 = zext i32 %91 to i64, !dbg !244
  %93 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %92, !dbg !244
  store i32 %41, ptr addrspace(1) %93, align 4, !dbg !280
  ret void, !dbg !281
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @missing_barrier(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !27 !kernel_arg_addr_space !282 !kernel_arg_access_qual !59 !kernel_arg_type !125 !kernel_arg_base_type !125 !kernel_arg_type_qual !283 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
    #dbg_declare(ptr addrspace(5) %8, !284, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !285)
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
    #dbg_declare(ptr addrspace(5) %9, !286, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !287)
    #dbg_declare(ptr addrspace(5) %10, !288, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !289)
  store i32 0, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !290)
  %12 = load i32, ptr addrspace(5) %5, align 4, !dbg !292
  %13 = icmp eq i32 %12, 0, !dbg !293
  br i1 %13, label %14, label %16, !dbg !292

14:                                               ; preds = %2
  %15 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !294
  br label %25, !dbg !292

16:                                               ; preds = %2
  %17 = load i32, ptr addrspace(5) %5, align 4, !dbg !295
  %18 = icmp eq i32 %17, 1, !dbg !296
  br i1 %18, label %19, label %21, !dbg !295

19:                                               ; preds = %16
  %20 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !297
  br label %23, !dbg !295

21:                                               ; preds = %16
  %22 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !298
  br label %23, !dbg !295

23:                                               ; preds = %21, %19
  %24 = phi i32 [ %20, %19 ], [ %22, %21 ], !dbg !295
  br label %25, !dbg !292

25:                                               ; preds = %14, %23
  %26 = phi i32 [ %15, %14 ], [ %24, %23 ], !dbg !292
  store i32 %26, ptr addrspace(5) %10, align 4, !dbg !289
    #dbg_declare(ptr addrspace(5) %11, !299, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !300)
  store i32 0, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !68, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !301)
  %27 = load i32, ptr addrspace(5) %7, align 4, !dbg !303
  store i32 %27, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !75, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !304)
  %28 = load i32, ptr addrspace(5) %4, align 4, !dbg !306
  %29 = icmp eq i32 %28, 0, !dbg !307
  br i1 %29, label %30, label %32, !dbg !306

30:                                               ; preds = %25
  %31 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !308
  br label %41, !dbg !306

32:                                               ; preds = %25
  %33 = load i32, ptr addrspace(5) %4, align 4, !dbg !309
  %34 = icmp eq i32 %33, 1, !dbg !310
  br i1 %34, label %35, label %37, !dbg !309

35:                                               ; preds = %32
  %36 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !311
  br label %39, !dbg !309

37:                                               ; preds = %32
  %38 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !312
  br label %39, !dbg !309

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %36, %35 ], [ %38, %37 ], !dbg !309
  br label %41, !dbg !306

41:                                               ; preds = %30, %39
  %42 = phi i32 [ %31, %30 ], [ %40, %39 ], !dbg !306
  %43 = load i32, ptr addrspace(5) %7, align 4, !dbg !313
  store i32 %43, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !314)
  %44 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !316
  %45 = getelementptr inbounds i8, ptr addrspace(4) %44, i64 4, !dbg !317
  %46 = load i32, ptr addrspace(5) %3, align 4, !dbg !318
  %47 = icmp ult i32 %46, 3, !dbg !319
  br i1 %47, label %48, label %50, !dbg !318

48:                                               ; preds = %41
  %49 = load i32, ptr addrspace(5) %3, align 4, !dbg !320
  br label %51, !dbg !318

50:                                               ; preds = %41
  br label %51, !dbg !318

51:                                               ; preds = %48, %50
  %52 = phi i32 [ %49, %48 ], [ 0, %50 ], !dbg !318
  %53 = mul i32 2, %52, !dbg !321
  %54 = zext i32 %53 to i64, !dbg !322
  %55 = getelementptr inbounds i8, ptr addrspace(4) %45, i64 %54, !dbg !322
  %56 = load i16, ptr addrspace(4) %55, align 2, !dbg !323
  %57 = zext i16 %56 to i32, !dbg !323
  %58 = mul i32 %42, %57, !dbg !324
  %59 = load i32, ptr addrspace(5) %7, align 4, !dbg !325
  store i32 %59, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !326)
  %60 = load i32, ptr addrspace(5) %6, align 4, !dbg !328
  %61 = icmp eq i32 %60, 0, !dbg !329
  br i1 %61, label %62, label %64, !dbg !328

62:                                               ; preds = %51
  %63 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !330
  br label %73, !dbg !328

64:                                               ; preds = %51
  %65 = load i32, ptr addrspace(5) %6, align 4, !dbg !331
  %66 = icmp eq i32 %65, 1, !dbg !332
  br i1 %66, label %67, label %69, !dbg !331

67:                                               ; preds = %64
  %68 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !333
  br label %71, !dbg !331

69:                                               ; preds = %64
  %70 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !334
  br label %71, !dbg !331

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %68, %67 ], [ %70, %69 ], !dbg !331
  br label %73, !dbg !328

73:                                               ; preds = %62, %71
  %74 = phi i32 [ %63, %62 ], [ %72, %71 ], !dbg !328
  %75 = add i32 %58, %74, !dbg !335
  store i32 %75, ptr addrspace(5) %11, align 4, !dbg !300
  %76 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !336
  %77 = load i32, ptr addrspace(5) %11, align 4, !dbg !337
  %78 = zext i32 %77 to i64, !dbg !336
  %79 = getelementptr inbounds i32, ptr addrspace(1) %76, i64 %78, !dbg !336
  %80 = load i32, ptr addrspace(1) %79, align 4, !dbg !336
  %81 = load i32, ptr addrspace(5) %10, align 4, !dbg !338
  %82 = zext i32 %81 to i64, !dbg !339
  %83 = getelementptr inbounds [128 x i32], ptr addrspace(3) @missing_barrier.tile, i64 0, i64 %82, !dbg !339
  store i32 %80, ptr addrspace(3) %83, align 4, !dbg !340
  %84 = load i32, ptr addrspace(5) %10, align 4, !dbg !341
  %85 = add i32 %84, 1, !dbg !342
  %86 = urem i32 %85, 128, !dbg !343
  %87 = zext i32 %86 to i64, !dbg !344
  %88 = getelementptr inbounds [128 x i32], ptr addrspace(3) @missing_barrier.tile, i64 0, i64 %87, !dbg !344
  %89 = load i32, ptr addrspace(3) %88, align 4, !dbg !344
  %90 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !345
  %91 = load i32, ptr addrspace(5) %11, align 4, !dbg !346
  %92 = zext i32 %91 to i64, !dbg !345
  %93 = getelementptr inbounds i32, ptr addrspace(1) %90, i64 %92, !dbg !345
  store i32 %89, ptr addrspace(1) %93, align 4, !dbg !347
  ret void, !dbg !348
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @divergent_barrier(ptr addrspace(1) noundef align 4 %0) #0 !dbg !37 !kernel_arg_addr_space !208 !kernel_arg_access_qual !209 !kernel_arg_type !210 !kernel_arg_base_type !210 !kernel_arg_type_qual !211 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
    #dbg_declare(ptr addrspace(5) %7, !349, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !350)
    #dbg_declare(ptr addrspace(5) %8, !351, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !352)
  store i32 0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !353)
  %9 = load i32, ptr addrspace(5) %4, align 4, !dbg !355
  %10 = icmp eq i32 %9, 0, !dbg !356
  br i1 %10, label %11, label %13, !dbg !355

11:                                               ; preds = %1
  %12 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !357
  br label %22, !dbg !355

13:                                               ; preds = %1
  %14 = load i32, ptr addrspace(5) %4, align 4, !dbg !358
  %15 = icmp eq i32 %14, 1, !dbg !359
  br i1 %15, label %16, label %18, !dbg !358

16:                                               ; preds = %13
  %17 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !360
  br label %20, !dbg !358

18:                                               ; preds = %13
  %19 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !361
  br label %20, !dbg !358

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !358
  br label %22, !dbg !355

22:                                               ; preds = %11, %20
  %23 = phi i32 [ %12, %11 ], [ %21, %20 ], !dbg !355
  store i32 %23, ptr addrspace(5) %8, align 4, !dbg !352
  %24 = load i32, ptr addrspace(5) %8, align 4, !dbg !362
  %25 = load i32, ptr addrspace(5) %8, align 4, !dbg !363
  %26 = zext i32 %25 to i64, !dbg !364
  %27 = getelementptr inbounds [64 x i32], ptr addrspace(3) @divergent_barrier.tile, i64 0, i64 %26, !dbg !364
  store i32 %24, ptr addrspace(3) %27, align 4, !dbg !365
  %28 = load i32, ptr addrspace(5) %8, align 4, !dbg !366
  %29 = icmp ult i32 %28, 16, !dbg !368
  br i1 %29, label %30, label %31, !dbg !369

30:                                               ; preds = %22
  fence syncscope("workgroup") release, !dbg !370
  call void @llvm.amdgcn.s.barrier(), !dbg !372
  fence syncscope("workgroup") acquire, !dbg !373
  br label %31, !dbg !374

31:                                               ; preds = %30, %22
  %32 = load i32, ptr addrspace(5) %8, align 4, !dbg !375
  %33 = zext i32 %32 to i64, !dbg !376
  %34 = getelementptr inbounds [64 x i32], ptr addrspace(3) @divergent_barrier.tile, i64 0, i64 %33, !dbg !376
  %35 = load i32, ptr addrspace(3) %34, align 4, !dbg !376
  %36 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !377
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !68, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !378)
  %37 = load i32, ptr addrspace(5) %6, align 4, !dbg !380
  store i32 %37, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !75, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !381)
  %38 = load i32, ptr addrspace(5) %3, align 4, !dbg !383
  %39 = icmp eq i32 %38, 0, !dbg !384
  br i1 %39, label %40, label %42, !dbg !383

40:                                               ; preds = %31
  %41 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !385
  br label %51, !dbg !383

42:                                               ; preds = %31
  %43 = load i32, ptr addrspace(5) %3, align 4, !dbg !386
  %44 = icmp eq i32 %43, 1, !dbg !387
  br i1 %44, label %45, label %47, !dbg !386

45:                                               ; preds = %42
  %46 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !388
  br label %49, !dbg !386

47:                                               ; preds = %42
  %48 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !389
  br label %49, !dbg !386

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %46, %45 ], [ %48, %47 ], !dbg !386
  br label %51, !dbg !383

51:                                               ; preds = %40, %49
  %52 = phi i32 [ %41, %40 ], [ %50, %49 ], !dbg !383
  %53 = load i32, ptr addrspace(5) %6, align 4, !dbg !390
  store i32 %53, ptr addrspace(5) %2, align 4
    #dbg_declare(ptr addrspace(5) %2, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !391)
  %54 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !393
  %55 = getelementptr inbounds i8, ptr addrspace(4) %54, i64 4, !dbg !394
  %56 = load i32, ptr addrspace(5) %2, align 4, !dbg !395
  %57 = icmp ult i32 %56, 3, !dbg !396
  br i1 %57, label %58, label %60, !dbg !395

58:                                               ; preds = %51
  %59 = load i32, ptr addrspace(5) %2, align 4, !dbg !397
  br label %61, !dbg !395

60:                                               ; preds = %51
  br label %61, !dbg !395

61:                                               ; preds = %58, %60
  %62 = phi i32 [ %59, %58 ], [ 0, %60 ], !dbg !395
  %63 = mul i32 2, %62, !dbg !398
  %64 = zext i32 %63 to i64, !dbg !399
  %65 = getelementptr inbounds i8, ptr addrspace(4) %55, i64 %64, !dbg !399
  %66 = load i16, ptr addrspace(4) %65, align 2, !dbg !400
  %67 = zext i16 %66 to i32, !dbg !400
  %68 = mul i32 %52, %67, !dbg !401
  %69 = load i32, ptr addrspace(5) %6, align 4, !dbg !402
  store i32 %69, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !403)
  %70 = load i32, ptr addrspace(5) %5, align 4, !dbg !405
  %71 = icmp eq i32 %70, 0, !dbg !406
  br i1 %71, label %72, label %74, !dbg !405

72:                                               ; preds = %61
  %73 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !407
  br label %83, !dbg !405

74:                                               ; preds = %61
  %75 = load i32, ptr addrspace(5) %5, align 4, !dbg !408
  %76 = icmp eq i32 %75, 1, !dbg !409
  br i1 %76, label %77, label %79, !dbg !408

77:                                               ; preds = %74
  %78 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !410
  br label %81, !dbg !408

79:                                               ; preds = %74
  %80 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !411
  br label %81, !dbg !408

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %78, %77 ], [ %80, %79 ], !dbg !408
  br label %83, !dbg !405

83:                                               ; preds = %72, %81
  %84 = phi i32 [ %73, %72 ], [ %82, %81 ], !dbg !405
  %85 = add i32 %68, %84, !dbg !412
  %86 = zext i32 %85 to i64, !dbg !377
  %87 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %86, !dbg !377
  store i32 %35, ptr addrspace(1) %87, align 4, !dbg !413
  ret void, !dbg !414
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @missing_wait(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !415 !kernel_arg_addr_space !282 !kernel_arg_access_qual !59 !kernel_arg_type !125 !kernel_arg_base_type !125 !kernel_arg_type_qual !283 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
    #dbg_declare(ptr addrspace(5) %7, !416, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !417)
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
    #dbg_declare(ptr addrspace(5) %8, !418, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !419)
    #dbg_declare(ptr addrspace(5) %9, !420, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !421)
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !68, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !422)
  %12 = load i32, ptr addrspace(5) %6, align 4, !dbg !424
  store i32 %12, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !75, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !425)
  %13 = load i32, ptr addrspace(5) %4, align 4, !dbg !427
  %14 = icmp eq i32 %13, 0, !dbg !428
  br i1 %14, label %15, label %17, !dbg !427

15:                                               ; preds = %2
  %16 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !429
  br label %26, !dbg !427

17:                                               ; preds = %2
  %18 = load i32, ptr addrspace(5) %4, align 4, !dbg !430
  %19 = icmp eq i32 %18, 1, !dbg !431
  br i1 %19, label %20, label %22, !dbg !430

20:                                               ; preds = %17
  %21 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !432
  br label %24, !dbg !430

22:                                               ; preds = %17
  %23 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !433
  br label %24, !dbg !430

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ], !dbg !430
  br label %26, !dbg !427

26:                                               ; preds = %15, %24
  %27 = phi i32 [ %16, %15 ], [ %25, %24 ], !dbg !427
  %28 = load i32, ptr addrspace(5) %6, align 4, !dbg !434
  store i32 %28, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !435)
  %29 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !437
  %30 = getelementptr inbounds i8, ptr addrspace(4) %29, i64 4, !dbg !438
  %31 = load i32, ptr addrspace(5) %3, align 4, !dbg !439
  %32 = icmp ult i32 %31, 3, !dbg !440
  br i1 %32, label %33, label %35, !dbg !439

33:                                               ; preds = %26
  %34 = load i32, ptr addrspace(5) %3, align 4, !dbg !441
  br label %36, !dbg !439

35:                                               ; preds = %26
  br label %36, !dbg !439

36:                                               ; preds = %33, %35
  %37 = phi i32 [ %34, %33 ], [ 0, %35 ], !dbg !439
  %38 = mul i32 2, %37, !dbg !442
  %39 = zext i32 %38 to i64, !dbg !443
  %40 = getelementptr inbounds i8, ptr addrspace(4) %30, i64 %39, !dbg !443
  %41 = load i16, ptr addrspace(4) %40, align 2, !dbg !444
  %42 = zext i16 %41 to i32, !dbg !444
  %43 = mul i32 %27, %42, !dbg !445
  %44 = load i32, ptr addrspace(5) %6, align 4, !dbg !446
  store i32 %44, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !447)
  %45 = load i32, ptr addrspace(5) %5, align 4, !dbg !449
  %46 = icmp eq i32 %45, 0, !dbg !450
  br i1 %46, label %47, label %49, !dbg !449

47:                                               ; preds = %36
  %48 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !451
  br label %58, !dbg !449

49:                                               ; preds = %36
  %50 = load i32, ptr addrspace(5) %5, align 4, !dbg !452
  %51 = icmp eq i32 %50, 1, !dbg !453
  br i1 %51, label %52, label %54, !dbg !452

52:                                               ; preds = %49
  %53 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !454
  br label %56, !dbg !452

54:                                               ; preds = %49
  %55 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !455
  br label %56, !dbg !452

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %53, %52 ], [ %55, %54 ], !dbg !452
  br label %58, !dbg !449

58:                                               ; preds = %47, %56
  %59 = phi i32 [ %48, %47 ], [ %57, %56 ], !dbg !449
  %60 = add i32 %43, %59, !dbg !456
  store i32 %60, ptr addrspace(5) %9, align 4, !dbg !421
    #dbg_declare(ptr addrspace(5) %10, !457, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !458)
  %61 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !459
  %62 = load i32, ptr addrspace(5) %9, align 4, !dbg !460
  %63 = zext i32 %62 to i64, !dbg !461
  %64 = getelementptr inbounds i32, ptr addrspace(1) %61, i64 %63, !dbg !461
  store ptr addrspace(1) %64, ptr addrspace(5) %10, align 8, !dbg !458
    #dbg_declare(ptr addrspace(5) %11, !462, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !463)
  %65 = load ptr addrspace(1), ptr addrspace(5) %10, align 8, !dbg !464
  %66 = call i32 asm sideeffect "global_load_dword $0, $1, off", "=v,v,~{memory}"(ptr addrspace(1) %65) #3, !dbg !465, !srcloc !466
  store i32 %66, ptr addrspace(5) %11, align 4, !dbg !465
  %67 = load i32, ptr addrspace(5) %11, align 4, !dbg !467
  %68 = add nsw i32 %67, 1, !dbg !468
  %69 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !469
  %70 = load i32, ptr addrspace(5) %9, align 4, !dbg !470
  %71 = zext i32 %70 to i64, !dbg !469
  %72 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 %71, !dbg !469
  store i32 %68, ptr addrspace(1) %72, align 4, !dbg !471
  ret void, !dbg !472
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

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50}
!opencl.ocl.version = !{!51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 28, type: !22, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "lds_overflow", scope: !3, file: !3, line: 27, type: !4, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !21)
!3 = !DIFile(filename: "src/sanitize_bugs.cl", directory: ".", checksumkind: CSK_MD5, checksum: "2eba8d3e920e07c0246e3ecc4f4267ac")
!4 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !5)
!5 = !{null, !6, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, addressSpace: 3, memorySpace: DW_MSPACE_LLVM_group)
!9 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !15, splitDebugInlining: false, nameTableKind: None)
!10 = !{!7, !11, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !{!0, !16, !25, !35, !38}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!17 = distinct !DIGlobalVariable(name: "tile", scope: !18, file: !3, line: 39, type: !22, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!18 = distinct !DISubprogram(name: "uninit_lds", scope: !3, file: !3, line: 38, type: !19, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !21)
!19 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !20)
!20 = !{null, !6}
!21 = !{}
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 64)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([128 x i32])))
!26 = distinct !DIGlobalVariable(name: "tile", scope: !27, file: !3, line: 49, type: !32, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!27 = distinct !DISubprogram(name: "missing_barrier", scope: !3, file: !3, line: 48, type: !28, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !21)
!28 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !29)
!29 = !{null, !30, !6}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 4096, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 128)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!36 = distinct !DIGlobalVariable(name: "tile", scope: !37, file: !3, line: 58, type: !22, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!37 = distinct !DISubprogram(name: "divergent_barrier", scope: !3, file: !3, line: 57, type: !19, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !21)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression(DIOpArg(0, ptr addrspace(4)), DIOpDeref([10 x i8])))
!39 = distinct !DIGlobalVariable(scope: null, file: !40, line: 69, type: !41, isLocal: true, isDefinition: true)
!40 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 80, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 10)
!45 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{i32 2, i32 0}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "off_by_one", scope: !3, file: !3, line: 21, type: !54, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !21)
!54 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !55)
!55 = !{null, !6, !56}
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !40, line: 18, baseType: !57)
!57 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!58 = !{i32 1, i32 0}
!59 = !{!"none", !"none"}
!60 = !{!"int*", !"uint"}
!61 = !{!"", !""}
!62 = !DILocalVariable(name: "out", arg: 1, scope: !53, file: !3, line: 21, type: !6)
!63 = !DILocation(line: 21, column: 40, scope: !53)
!64 = !DILocalVariable(name: "n", arg: 2, scope: !53, file: !3, line: 21, type: !56)
!65 = !DILocation(line: 21, column: 50, scope: !53)
!66 = !DILocalVariable(name: "gid", scope: !53, file: !3, line: 22, type: !56)
!67 = !DILocation(line: 22, column: 10, scope: !53)
!68 = !DILocalVariable(name: "d", arg: 1, scope: !69, file: !40, line: 62, type: !56)
!69 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !40, file: !40, line: 62, type: !70, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!70 = !DISubroutineType(types: !71)
!71 = !{!56, !56}
!72 = !DILocation(line: 62, column: 32, scope: !69, inlinedAt: !73)
!73 = distinct !DILocation(line: 22, column: 16, scope: !53)
!74 = !DILocation(line: 63, column: 25, scope: !69, inlinedAt: !73)
!75 = !DILocalVariable(name: "d", arg: 1, scope: !76, file: !40, line: 49, type: !56)
!76 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !40, file: !40, line: 49, type: !70, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!77 = !DILocation(line: 49, column: 31, scope: !76, inlinedAt: !78)
!78 = distinct !DILocation(line: 63, column: 12, scope: !69, inlinedAt: !73)
!79 = !DILocation(line: 50, column: 12, scope: !76, inlinedAt: !78)
!80 = !DILocation(line: 50, column: 14, scope: !76, inlinedAt: !78)
!81 = !DILocation(line: 50, column: 21, scope: !76, inlinedAt: !78)
!82 = !DILocation(line: 51, column: 12, scope: !76, inlinedAt: !78)
!83 = !DILocation(line: 51, column: 14, scope: !76, inlinedAt: !78)
!84 = !DILocation(line: 51, column: 21, scope: !76, inlinedAt: !78)
!85 = !DILocation(line: 52, column: 21, scope: !76, inlinedAt: !78)
!86 = !DILocation(line: 63, column: 45, scope: !69, inlinedAt: !73)
!87 = !DILocalVariable(name: "d", arg: 1, scope: !88, file: !40, line: 54, type: !56)
!88 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !40, file: !40, line: 54, type: !70, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!89 = !DILocation(line: 54, column: 33, scope: !88, inlinedAt: !90)
!90 = distinct !DILocation(line: 63, column: 30, scope: !69, inlinedAt: !73)
!91 = !DILocation(line: 56, column: 42, scope: !88, inlinedAt: !90)
!92 = !DILocation(line: 56, column: 50, scope: !88, inlinedAt: !90)
!93 = !DILocation(line: 56, column: 61, scope: !88, inlinedAt: !90)
!94 = !DILocation(line: 56, column: 63, scope: !88, inlinedAt: !90)
!95 = !DILocation(line: 56, column: 69, scope: !88, inlinedAt: !90)
!96 = !DILocation(line: 56, column: 58, scope: !88, inlinedAt: !90)
!97 = !DILocation(line: 56, column: 54, scope: !88, inlinedAt: !90)
!98 = !DILocation(line: 56, column: 12, scope: !88, inlinedAt: !90)
!99 = !DILocation(line: 63, column: 28, scope: !69, inlinedAt: !73)
!100 = !DILocation(line: 63, column: 63, scope: !69, inlinedAt: !73)
!101 = !DILocalVariable(name: "d", arg: 1, scope: !102, file: !40, line: 44, type: !56)
!102 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !40, file: !40, line: 44, type: !70, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !21)
!103 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !104)
!104 = distinct !DILocation(line: 63, column: 50, scope: !69, inlinedAt: !73)
!105 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !104)
!106 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !104)
!107 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !104)
!108 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !104)
!109 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !104)
!110 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !104)
!111 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !104)
!112 = !DILocation(line: 63, column: 48, scope: !69, inlinedAt: !73)
!113 = !DILocation(line: 23, column: 9, scope: !114)
!114 = distinct !DILexicalBlock(scope: !53, file: !3, line: 23, column: 9)
!115 = !DILocation(line: 23, column: 16, scope: !114)
!116 = !DILocation(line: 23, column: 13, scope: !114)
!117 = !DILocation(line: 23, column: 9, scope: !53)
!118 = !DILocation(line: 24, column: 25, scope: !114)
!119 = !DILocation(line: 24, column: 29, scope: !114)
!120 = !DILocation(line: 24, column: 9, scope: !114)
!121 = !DILocation(line: 24, column: 13, scope: !114)
!122 = !DILocation(line: 24, column: 18, scope: !114)
!123 = !DILocation(line: 25, column: 1, scope: !53)
!124 = !{i32 1, i32 3}
!125 = !{!"int*", !"int*"}
!126 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 27, type: !6)
!127 = !DILocation(line: 27, column: 42, scope: !2)
!128 = !DILocalVariable(name: "dyn", arg: 2, scope: !2, file: !3, line: 27, type: !8)
!129 = !DILocation(line: 27, column: 60, scope: !2)
!130 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 29, type: !56)
!131 = !DILocation(line: 29, column: 10, scope: !2)
!132 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !133)
!133 = distinct !DILocation(line: 29, column: 16, scope: !2)
!134 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !133)
!135 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !133)
!136 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !133)
!137 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !133)
!138 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !133)
!139 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !133)
!140 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !133)
!141 = !DILocation(line: 30, column: 22, scope: !2)
!142 = !DILocation(line: 30, column: 10, scope: !2)
!143 = !DILocation(line: 30, column: 5, scope: !2)
!144 = !DILocation(line: 30, column: 15, scope: !2)
!145 = !DILocation(line: 31, column: 25, scope: !2)
!146 = !DILocation(line: 31, column: 18, scope: !2)
!147 = !DILocation(line: 31, column: 5, scope: !2)
!148 = !DILocation(line: 31, column: 9, scope: !2)
!149 = !DILocation(line: 31, column: 14, scope: !2)
!150 = !DILocation(line: 69, column: 28, scope: !151, inlinedAt: !154)
!151 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !40, file: !40, line: 68, type: !152, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!152 = !DISubroutineType(types: !153)
!153 = !{null}
!154 = distinct !DILocation(line: 32, column: 5, scope: !2)
!155 = !DILocation(line: 70, column: 5, scope: !151, inlinedAt: !154)
!156 = !DILocation(line: 71, column: 28, scope: !151, inlinedAt: !154)
!157 = !DILocation(line: 33, column: 10, scope: !2)
!158 = !DILocation(line: 33, column: 14, scope: !2)
!159 = !DILocation(line: 33, column: 5, scope: !2)
!160 = !DILocation(line: 33, column: 19, scope: !2)
!161 = !DILocation(line: 69, column: 28, scope: !151, inlinedAt: !162)
!162 = distinct !DILocation(line: 34, column: 5, scope: !2)
!163 = !DILocation(line: 70, column: 5, scope: !151, inlinedAt: !162)
!164 = !DILocation(line: 71, column: 28, scope: !151, inlinedAt: !162)
!165 = !DILocation(line: 35, column: 34, scope: !2)
!166 = !DILocation(line: 35, column: 29, scope: !2)
!167 = !DILocation(line: 35, column: 41, scope: !2)
!168 = !DILocation(line: 35, column: 45, scope: !2)
!169 = !DILocation(line: 35, column: 39, scope: !2)
!170 = !DILocation(line: 35, column: 5, scope: !2)
!171 = !DILocation(line: 62, column: 32, scope: !69, inlinedAt: !172)
!172 = distinct !DILocation(line: 35, column: 9, scope: !2)
!173 = !DILocation(line: 63, column: 25, scope: !69, inlinedAt: !172)
!174 = !DILocation(line: 49, column: 31, scope: !76, inlinedAt: !175)
!175 = distinct !DILocation(line: 63, column: 12, scope: !69, inlinedAt: !172)
!176 = !DILocation(line: 50, column: 12, scope: !76, inlinedAt: !175)
!177 = !DILocation(line: 50, column: 14, scope: !76, inlinedAt: !175)
!178 = !DILocation(line: 50, column: 21, scope: !76, inlinedAt: !175)
!179 = !DILocation(line: 51, column: 12, scope: !76, inlinedAt: !175)
!180 = !DILocation(line: 51, column: 14, scope: !76, inlinedAt: !175)
!181 = !DILocation(line: 51, column: 21, scope: !76, inlinedAt: !175)
!182 = !DILocation(line: 52, column: 21, scope: !76, inlinedAt: !175)
!183 = !DILocation(line: 63, column: 45, scope: !69, inlinedAt: !172)
!184 = !DILocation(line: 54, column: 33, scope: !88, inlinedAt: !185)
!185 = distinct !DILocation(line: 63, column: 30, scope: !69, inlinedAt: !172)
!186 = !DILocation(line: 56, column: 42, scope: !88, inlinedAt: !185)
!187 = !DILocation(line: 56, column: 50, scope: !88, inlinedAt: !185)
!188 = !DILocation(line: 56, column: 61, scope: !88, inlinedAt: !185)
!189 = !DILocation(line: 56, column: 63, scope: !88, inlinedAt: !185)
!190 = !DILocation(line: 56, column: 69, scope: !88, inlinedAt: !185)
!191 = !DILocation(line: 56, column: 58, scope: !88, inlinedAt: !185)
!192 = !DILocation(line: 56, column: 54, scope: !88, inlinedAt: !185)
!193 = !DILocation(line: 56, column: 12, scope: !88, inlinedAt: !185)
!194 = !DILocation(line: 63, column: 28, scope: !69, inlinedAt: !172)
!195 = !DILocation(line: 63, column: 63, scope: !69, inlinedAt: !172)
!196 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !197)
!197 = distinct !DILocation(line: 63, column: 50, scope: !69, inlinedAt: !172)
!198 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !197)
!199 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !197)
!200 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !197)
!201 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !197)
!202 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !197)
!203 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !197)
!204 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !197)
!205 = !DILocation(line: 63, column: 48, scope: !69, inlinedAt: !172)
!206 = !DILocation(line: 35, column: 27, scope: !2)
!207 = !DILocation(line: 36, column: 1, scope: !2)
!208 = !{i32 1}
!209 = !{!"none"}
!210 = !{!"int*"}
!211 = !{!""}
!212 = !DILocalVariable(name: "out", arg: 1, scope: !18, file: !3, line: 38, type: !6)
!213 = !DILocation(line: 38, column: 40, scope: !18)
!214 = !DILocalVariable(name: "lid", scope: !18, file: !3, line: 40, type: !56)
!215 = !DILocation(line: 40, column: 10, scope: !18)
!216 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !217)
!217 = distinct !DILocation(line: 40, column: 16, scope: !18)
!218 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !217)
!219 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !217)
!220 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !217)
!221 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !217)
!222 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !217)
!223 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !217)
!224 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !217)
!225 = !DILocation(line: 41, column: 9, scope: !226)
!226 = distinct !DILexicalBlock(scope: !18, file: !3, line: 41, column: 9)
!227 = !DILocation(line: 41, column: 13, scope: !226)
!228 = !DILocation(line: 41, column: 9, scope: !18)
!229 = !DILocation(line: 42, column: 26, scope: !226)
!230 = !DILocation(line: 42, column: 14, scope: !226)
!231 = !DILocation(line: 42, column: 9, scope: !226)
!232 = !DILocation(line: 42, column: 19, scope: !226)
!233 = !DILocation(line: 69, column: 28, scope: !151, inlinedAt: !234)
!234 = distinct !DILocation(line: 43, column: 5, scope: !18)
!235 = !DILocation(line: 70, column: 5, scope: !151, inlinedAt: !234)
!236 = !DILocation(line: 71, column: 28, scope: !151, inlinedAt: !234)
!237 = !DILocalVariable(name: "v", scope: !18, file: !3, line: 44, type: !7)
!238 = !DILocation(line: 44, column: 9, scope: !18)
!239 = !DILocation(line: 44, column: 27, scope: !18)
!240 = !DILocation(line: 44, column: 25, scope: !18)
!241 = !DILocation(line: 44, column: 13, scope: !18)
!242 = !DILocation(line: 45, column: 29, scope: !18)
!243 = !DILocation(line: 45, column: 31, scope: !18)
!244 = !DILocation(line: 45, column: 5, scope: !18)
!245 = !DILocation(line: 62, column: 32, scope: !69, inlinedAt: !246)
!246 = distinct !DILocation(line: 45, column: 9, scope: !18)
!247 = !DILocation(line: 63, column: 25, scope: !69, inlinedAt: !246)
!248 = !DILocation(line: 49, column: 31, scope: !76, inlinedAt: !249)
!249 = distinct !DILocation(line: 63, column: 12, scope: !69, inlinedAt: !246)
!250 = !DILocation(line: 50, column: 12, scope: !76, inlinedAt: !249)
!251 = !DILocation(line: 50, column: 14, scope: !76, inlinedAt: !249)
!252 = !DILocation(line: 50, column: 21, scope: !76, inlinedAt: !249)
!253 = !DILocation(line: 51, column: 12, scope: !76, inlinedAt: !249)
!254 = !DILocation(line: 51, column: 14, scope: !76, inlinedAt: !249)
!255 = !DILocation(line: 51, column: 21, scope: !76, inlinedAt: !249)
!256 = !DILocation(line: 52, column: 21, scope: !76, inlinedAt: !249)
!257 = !DILocation(line: 63, column: 45, scope: !69, inlinedAt: !246)
!258 = !DILocation(line: 54, column: 33, scope: !88, inlinedAt: !259)
!259 = distinct !DILocation(line: 63, column: 30, scope: !69, inlinedAt: !246)
!260 = !DILocation(line: 56, column: 42, scope: !88, inlinedAt: !259)
!261 = !DILocation(line: 56, column: 50, scope: !88, inlinedAt: !259)
!262 = !DILocation(line: 56, column: 61, scope: !88, inlinedAt: !259)
!263 = !DILocation(line: 56, column: 63, scope: !88, inlinedAt: !259)
!264 = !DILocation(line: 56, column: 69, scope: !88, inlinedAt: !259)
!265 = !DILocation(line: 56, column: 58, scope: !88, inlinedAt: !259)
!266 = !DILocation(line: 56, column: 54, scope: !88, inlinedAt: !259)
!267 = !DILocation(line: 56, column: 12, scope: !88, inlinedAt: !259)
!268 = !DILocation(line: 63, column: 28, scope: !69, inlinedAt: !246)
!269 = !DILocation(line: 63, column: 63, scope: !69, inlinedAt: !246)
!270 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !271)
!271 = distinct !DILocation(line: 63, column: 50, scope: !69, inlinedAt: !246)
!272 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !271)
!273 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !271)
!274 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !271)
!275 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !271)
!276 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !271)
!277 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !271)
!278 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !271)
!279 = !DILocation(line: 63, column: 48, scope: !69, inlinedAt: !246)
!280 = !DILocation(line: 45, column: 27, scope: !18)
!281 = !DILocation(line: 46, column: 1, scope: !18)
!282 = !{i32 1, i32 1}
!283 = !{!"const", !""}
!284 = !DILocalVariable(name: "in", arg: 1, scope: !27, file: !3, line: 48, type: !30)
!285 = !DILocation(line: 48, column: 51, scope: !27)
!286 = !DILocalVariable(name: "out", arg: 2, scope: !27, file: !3, line: 48, type: !6)
!287 = !DILocation(line: 48, column: 69, scope: !27)
!288 = !DILocalVariable(name: "lid", scope: !27, file: !3, line: 50, type: !56)
!289 = !DILocation(line: 50, column: 10, scope: !27)
!290 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !291)
!291 = distinct !DILocation(line: 50, column: 16, scope: !27)
!292 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !291)
!293 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !291)
!294 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !291)
!295 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !291)
!296 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !291)
!297 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !291)
!298 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !291)
!299 = !DILocalVariable(name: "gid", scope: !27, file: !3, line: 51, type: !56)
!300 = !DILocation(line: 51, column: 10, scope: !27)
!301 = !DILocation(line: 62, column: 32, scope: !69, inlinedAt: !302)
!302 = distinct !DILocation(line: 51, column: 16, scope: !27)
!303 = !DILocation(line: 63, column: 25, scope: !69, inlinedAt: !302)
!304 = !DILocation(line: 49, column: 31, scope: !76, inlinedAt: !305)
!305 = distinct !DILocation(line: 63, column: 12, scope: !69, inlinedAt: !302)
!306 = !DILocation(line: 50, column: 12, scope: !76, inlinedAt: !305)
!307 = !DILocation(line: 50, column: 14, scope: !76, inlinedAt: !305)
!308 = !DILocation(line: 50, column: 21, scope: !76, inlinedAt: !305)
!309 = !DILocation(line: 51, column: 12, scope: !76, inlinedAt: !305)
!310 = !DILocation(line: 51, column: 14, scope: !76, inlinedAt: !305)
!311 = !DILocation(line: 51, column: 21, scope: !76, inlinedAt: !305)
!312 = !DILocation(line: 52, column: 21, scope: !76, inlinedAt: !305)
!313 = !DILocation(line: 63, column: 45, scope: !69, inlinedAt: !302)
!314 = !DILocation(line: 54, column: 33, scope: !88, inlinedAt: !315)
!315 = distinct !DILocation(line: 63, column: 30, scope: !69, inlinedAt: !302)
!316 = !DILocation(line: 56, column: 42, scope: !88, inlinedAt: !315)
!317 = !DILocation(line: 56, column: 50, scope: !88, inlinedAt: !315)
!318 = !DILocation(line: 56, column: 61, scope: !88, inlinedAt: !315)
!319 = !DILocation(line: 56, column: 63, scope: !88, inlinedAt: !315)
!320 = !DILocation(line: 56, column: 69, scope: !88, inlinedAt: !315)
!321 = !DILocation(line: 56, column: 58, scope: !88, inlinedAt: !315)
!322 = !DILocation(line: 56, column: 54, scope: !88, inlinedAt: !315)
!323 = !DILocation(line: 56, column: 12, scope: !88, inlinedAt: !315)
!324 = !DILocation(line: 63, column: 28, scope: !69, inlinedAt: !302)
!325 = !DILocation(line: 63, column: 63, scope: !69, inlinedAt: !302)
!326 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !327)
!327 = distinct !DILocation(line: 63, column: 50, scope: !69, inlinedAt: !302)
!328 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !327)
!329 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !327)
!330 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !327)
!331 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !327)
!332 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !327)
!333 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !327)
!334 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !327)
!335 = !DILocation(line: 63, column: 48, scope: !69, inlinedAt: !302)
!336 = !DILocation(line: 52, column: 17, scope: !27)
!337 = !DILocation(line: 52, column: 20, scope: !27)
!338 = !DILocation(line: 52, column: 10, scope: !27)
!339 = !DILocation(line: 52, column: 5, scope: !27)
!340 = !DILocation(line: 52, column: 15, scope: !27)
!341 = !DILocation(line: 54, column: 22, scope: !27)
!342 = !DILocation(line: 54, column: 26, scope: !27)
!343 = !DILocation(line: 54, column: 31, scope: !27)
!344 = !DILocation(line: 54, column: 16, scope: !27)
!345 = !DILocation(line: 54, column: 5, scope: !27)
!346 = !DILocation(line: 54, column: 9, scope: !27)
!347 = !DILocation(line: 54, column: 14, scope: !27)
!348 = !DILocation(line: 55, column: 1, scope: !27)
!349 = !DILocalVariable(name: "out", arg: 1, scope: !37, file: !3, line: 57, type: !6)
!350 = !DILocation(line: 57, column: 47, scope: !37)
!351 = !DILocalVariable(name: "lid", scope: !37, file: !3, line: 59, type: !56)
!352 = !DILocation(line: 59, column: 10, scope: !37)
!353 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !354)
!354 = distinct !DILocation(line: 59, column: 16, scope: !37)
!355 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !354)
!356 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !354)
!357 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !354)
!358 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !354)
!359 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !354)
!360 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !354)
!361 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !354)
!362 = !DILocation(line: 60, column: 22, scope: !37)
!363 = !DILocation(line: 60, column: 10, scope: !37)
!364 = !DILocation(line: 60, column: 5, scope: !37)
!365 = !DILocation(line: 60, column: 15, scope: !37)
!366 = !DILocation(line: 61, column: 9, scope: !367)
!367 = distinct !DILexicalBlock(scope: !37, file: !3, line: 61, column: 9)
!368 = !DILocation(line: 61, column: 13, scope: !367)
!369 = !DILocation(line: 61, column: 9, scope: !37)
!370 = !DILocation(line: 69, column: 28, scope: !151, inlinedAt: !371)
!371 = distinct !DILocation(line: 62, column: 9, scope: !367)
!372 = !DILocation(line: 70, column: 5, scope: !151, inlinedAt: !371)
!373 = !DILocation(line: 71, column: 28, scope: !151, inlinedAt: !371)
!374 = !DILocation(line: 62, column: 9, scope: !367)
!375 = !DILocation(line: 63, column: 34, scope: !37)
!376 = !DILocation(line: 63, column: 29, scope: !37)
!377 = !DILocation(line: 63, column: 5, scope: !37)
!378 = !DILocation(line: 62, column: 32, scope: !69, inlinedAt: !379)
!379 = distinct !DILocation(line: 63, column: 9, scope: !37)
!380 = !DILocation(line: 63, column: 25, scope: !69, inlinedAt: !379)
!381 = !DILocation(line: 49, column: 31, scope: !76, inlinedAt: !382)
!382 = distinct !DILocation(line: 63, column: 12, scope: !69, inlinedAt: !379)
!383 = !DILocation(line: 50, column: 12, scope: !76, inlinedAt: !382)
!384 = !DILocation(line: 50, column: 14, scope: !76, inlinedAt: !382)
!385 = !DILocation(line: 50, column: 21, scope: !76, inlinedAt: !382)
!386 = !DILocation(line: 51, column: 12, scope: !76, inlinedAt: !382)
!387 = !DILocation(line: 51, column: 14, scope: !76, inlinedAt: !382)
!388 = !DILocation(line: 51, column: 21, scope: !76, inlinedAt: !382)
!389 = !DILocation(line: 52, column: 21, scope: !76, inlinedAt: !382)
!390 = !DILocation(line: 63, column: 45, scope: !69, inlinedAt: !379)
!391 = !DILocation(line: 54, column: 33, scope: !88, inlinedAt: !392)
!392 = distinct !DILocation(line: 63, column: 30, scope: !69, inlinedAt: !379)
!393 = !DILocation(line: 56, column: 42, scope: !88, inlinedAt: !392)
!394 = !DILocation(line: 56, column: 50, scope: !88, inlinedAt: !392)
!395 = !DILocation(line: 56, column: 61, scope: !88, inlinedAt: !392)
!396 = !DILocation(line: 56, column: 63, scope: !88, inlinedAt: !392)
!397 = !DILocation(line: 56, column: 69, scope: !88, inlinedAt: !392)
!398 = !DILocation(line: 56, column: 58, scope: !88, inlinedAt: !392)
!399 = !DILocation(line: 56, column: 54, scope: !88, inlinedAt: !392)
!400 = !DILocation(line: 56, column: 12, scope: !88, inlinedAt: !392)
!401 = !DILocation(line: 63, column: 28, scope: !69, inlinedAt: !379)
!402 = !DILocation(line: 63, column: 63, scope: !69, inlinedAt: !379)
!403 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !404)
!404 = distinct !DILocation(line: 63, column: 50, scope: !69, inlinedAt: !379)
!405 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !404)
!406 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !404)
!407 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !404)
!408 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !404)
!409 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !404)
!410 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !404)
!411 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !404)
!412 = !DILocation(line: 63, column: 48, scope: !69, inlinedAt: !379)
!413 = !DILocation(line: 63, column: 27, scope: !37)
!414 = !DILocation(line: 64, column: 1, scope: !37)
!415 = distinct !DISubprogram(name: "missing_wait", scope: !3, file: !3, line: 66, type: !28, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !21)
!416 = !DILocalVariable(name: "in", arg: 1, scope: !415, file: !3, line: 66, type: !30)
!417 = !DILocation(line: 66, column: 48, scope: !415)
!418 = !DILocalVariable(name: "out", arg: 2, scope: !415, file: !3, line: 66, type: !6)
!419 = !DILocation(line: 66, column: 66, scope: !415)
!420 = !DILocalVariable(name: "gid", scope: !415, file: !3, line: 67, type: !56)
!421 = !DILocation(line: 67, column: 10, scope: !415)
!422 = !DILocation(line: 62, column: 32, scope: !69, inlinedAt: !423)
!423 = distinct !DILocation(line: 67, column: 16, scope: !415)
!424 = !DILocation(line: 63, column: 25, scope: !69, inlinedAt: !423)
!425 = !DILocation(line: 49, column: 31, scope: !76, inlinedAt: !426)
!426 = distinct !DILocation(line: 63, column: 12, scope: !69, inlinedAt: !423)
!427 = !DILocation(line: 50, column: 12, scope: !76, inlinedAt: !426)
!428 = !DILocation(line: 50, column: 14, scope: !76, inlinedAt: !426)
!429 = !DILocation(line: 50, column: 21, scope: !76, inlinedAt: !426)
!430 = !DILocation(line: 51, column: 12, scope: !76, inlinedAt: !426)
!431 = !DILocation(line: 51, column: 14, scope: !76, inlinedAt: !426)
!432 = !DILocation(line: 51, column: 21, scope: !76, inlinedAt: !426)
!433 = !DILocation(line: 52, column: 21, scope: !76, inlinedAt: !426)
!434 = !DILocation(line: 63, column: 45, scope: !69, inlinedAt: !423)
!435 = !DILocation(line: 54, column: 33, scope: !88, inlinedAt: !436)
!436 = distinct !DILocation(line: 63, column: 30, scope: !69, inlinedAt: !423)
!437 = !DILocation(line: 56, column: 42, scope: !88, inlinedAt: !436)
!438 = !DILocation(line: 56, column: 50, scope: !88, inlinedAt: !436)
!439 = !DILocation(line: 56, column: 61, scope: !88, inlinedAt: !436)
!440 = !DILocation(line: 56, column: 63, scope: !88, inlinedAt: !436)
!441 = !DILocation(line: 56, column: 69, scope: !88, inlinedAt: !436)
!442 = !DILocation(line: 56, column: 58, scope: !88, inlinedAt: !436)
!443 = !DILocation(line: 56, column: 54, scope: !88, inlinedAt: !436)
!444 = !DILocation(line: 56, column: 12, scope: !88, inlinedAt: !436)
!445 = !DILocation(line: 63, column: 28, scope: !69, inlinedAt: !423)
!446 = !DILocation(line: 63, column: 63, scope: !69, inlinedAt: !423)
!447 = !DILocation(line: 44, column: 31, scope: !102, inlinedAt: !448)
!448 = distinct !DILocation(line: 63, column: 50, scope: !69, inlinedAt: !423)
!449 = !DILocation(line: 45, column: 12, scope: !102, inlinedAt: !448)
!450 = !DILocation(line: 45, column: 14, scope: !102, inlinedAt: !448)
!451 = !DILocation(line: 45, column: 21, scope: !102, inlinedAt: !448)
!452 = !DILocation(line: 46, column: 12, scope: !102, inlinedAt: !448)
!453 = !DILocation(line: 46, column: 14, scope: !102, inlinedAt: !448)
!454 = !DILocation(line: 46, column: 21, scope: !102, inlinedAt: !448)
!455 = !DILocation(line: 47, column: 21, scope: !102, inlinedAt: !448)
!456 = !DILocation(line: 63, column: 48, scope: !69, inlinedAt: !423)
!457 = !DILocalVariable(name: "p", scope: !415, file: !3, line: 68, type: !30)
!458 = !DILocation(line: 68, column: 25, scope: !415)
!459 = !DILocation(line: 68, column: 29, scope: !415)
!460 = !DILocation(line: 68, column: 34, scope: !415)
!461 = !DILocation(line: 68, column: 32, scope: !415)
!462 = !DILocalVariable(name: "v", scope: !415, file: !3, line: 69, type: !7)
!463 = !DILocation(line: 69, column: 9, scope: !415)
!464 = !DILocation(line: 73, column: 38, scope: !415)
!465 = !DILocation(line: 72, column: 5, scope: !415)
!466 = !{i64 2689}
!467 = !DILocation(line: 74, column: 16, scope: !415)
!468 = !DILocation(line: 74, column: 18, scope: !415)
!469 = !DILocation(line: 74, column: 5, scope: !415)
!470 = !DILocation(line: 74, column: 9, scope: !415)
!471 = !DILocation(line: 74, column: 14, scope: !415)
!472 = !DILocation(line: 75, column: 1, scope: !415)
