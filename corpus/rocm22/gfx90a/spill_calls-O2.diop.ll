; ModuleID = 'src/spill_calls.cl'
source_filename = "src/spill_calls.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define hidden i32 @leaf_mix(ptr addrspace(1) nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !14 {
    #dbg_value(ptr addrspace(1) %0, !20, !DIExpression(DIOpArg(0, ptr addrspace(1))), !24)
    #dbg_value(i32 %1, !21, !DIExpression(DIOpArg(0, i32)), !24)
    #dbg_value(i32 %2, !22, !DIExpression(DIOpArg(0, i32)), !24)
  %4 = mul nsw i32 %1, 31, !dbg !25
  %5 = add nsw i32 %2, 17, !dbg !26
  %6 = xor i32 %5, %4, !dbg !27
    #dbg_value(i32 %6, !23, !DIExpression(DIOpArg(0, i32)), !24)
  store i32 %6, ptr addrspace(1) %0, align 4, !dbg !28, !tbaa !29
  ret i32 %6, !dbg !33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define hidden i32 @leaf_mix2(ptr addrspace(1) nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !34 {
    #dbg_value(ptr addrspace(1) %0, !36, !DIExpression(DIOpArg(0, ptr addrspace(1))), !40)
    #dbg_value(i32 %1, !37, !DIExpression(DIOpArg(0, i32)), !40)
    #dbg_value(i32 %2, !38, !DIExpression(DIOpArg(0, i32)), !40)
  %4 = mul nsw i32 %1, 29, !dbg !41
  %5 = xor i32 %2, 23130, !dbg !42
  %6 = add nsw i32 %5, %4, !dbg !43
    #dbg_value(i32 %6, !39, !DIExpression(DIOpArg(0, i32)), !40)
  store i32 %6, ptr addrspace(1) %0, align 4, !dbg !44, !tbaa !29
  ret i32 %6, !dbg !45
}

; Function Attrs: convergent noinline norecurse nounwind
define hidden i32 @mid_mix(ptr addrspace(1) noundef %0, ptr addrspace(1) nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !46 {
    #dbg_value(ptr addrspace(1) %0, !52, !DIExpression(DIOpArg(0, ptr addrspace(1))), !75)
    #dbg_value(ptr addrspace(1) %1, !53, !DIExpression(DIOpArg(0, ptr addrspace(1))), !75)
    #dbg_value(i32 poison, !54, !DIExpression(DIOpArg(0, i32)), !75)
  %3 = load <2 x i32>, ptr addrspace(1) %1, align 4, !dbg !76, !tbaa !29
    #dbg_value(i32 poison, !55, !DIExpression(DIOpArg(0, i32)), !75)
  %4 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8, !dbg !77
    #dbg_value(i32 poison, !56, !DIExpression(DIOpArg(0, i32)), !75)
  %5 = load <2 x i32>, ptr addrspace(1) %4, align 4, !dbg !77, !tbaa !29
    #dbg_value(i32 poison, !57, !DIExpression(DIOpArg(0, i32)), !75)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16, !dbg !78
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !78, !tbaa !29
    #dbg_value(i32 %7, !58, !DIExpression(DIOpArg(0, i32)), !75)
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 20, !dbg !79
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !79, !tbaa !29
    #dbg_value(i32 %9, !59, !DIExpression(DIOpArg(0, i32)), !75)
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 24, !dbg !80
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !80, !tbaa !29
    #dbg_value(i32 %11, !60, !DIExpression(DIOpArg(0, i32)), !75)
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 28, !dbg !81
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !81, !tbaa !29
    #dbg_value(i32 %13, !61, !DIExpression(DIOpArg(0, i32)), !75)
  %14 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 32, !dbg !82
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !82, !tbaa !29
    #dbg_value(i32 %15, !62, !DIExpression(DIOpArg(0, i32)), !75)
  %16 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 36, !dbg !83
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !83, !tbaa !29
    #dbg_value(i32 %17, !63, !DIExpression(DIOpArg(0, i32)), !75)
  %18 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 40, !dbg !84
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !84, !tbaa !29
    #dbg_value(i32 %19, !64, !DIExpression(DIOpArg(0, i32)), !75)
  %20 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 44, !dbg !85
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !85, !tbaa !29
    #dbg_value(i32 %21, !65, !DIExpression(DIOpArg(0, i32)), !75)
  %22 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 48, !dbg !86
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !86, !tbaa !29
    #dbg_value(i32 %23, !66, !DIExpression(DIOpArg(0, i32)), !75)
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 52, !dbg !87
  %25 = load i32, ptr addrspace(1) %24, align 4, !dbg !87, !tbaa !29
    #dbg_value(i32 %25, !67, !DIExpression(DIOpArg(0, i32)), !75)
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 56, !dbg !88
  %27 = load i32, ptr addrspace(1) %26, align 4, !dbg !88, !tbaa !29
    #dbg_value(i32 %27, !68, !DIExpression(DIOpArg(0, i32)), !75)
  %28 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 60, !dbg !89
  %29 = load i32, ptr addrspace(1) %28, align 4, !dbg !89, !tbaa !29
    #dbg_value(i32 %29, !69, !DIExpression(DIOpArg(0, i32)), !75)
  %30 = and i32 %29, 1, !dbg !90
  %31 = icmp eq i32 %30, 0, !dbg !91
  %32 = select i1 %31, ptr @leaf_mix2, ptr @leaf_mix, !dbg !91
    #dbg_value(ptr %32, !70, !DIExpression(DIOpArg(0, ptr)), !75)
  %33 = extractelement <2 x i32> %3, i64 0, !dbg !92
  %34 = extractelement <2 x i32> %3, i64 1, !dbg !92
  %35 = add nsw i32 %34, %33, !dbg !92
  %36 = extractelement <2 x i32> %5, i64 0, !dbg !93
  %37 = extractelement <2 x i32> %5, i64 1, !dbg !93
  %38 = add nsw i32 %37, %36, !dbg !93
  %39 = tail call i32 %32(ptr addrspace(1) noundef %0, i32 noundef %35, i32 noundef %38) #4, !dbg !94, !callees !95
    #dbg_value(i32 %39, !73, !DIExpression(DIOpArg(0, i32)), !75)
  %40 = add nsw i32 %39, 1, !dbg !96
  %41 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4, !dbg !97
  store i32 %40, ptr addrspace(1) %41, align 4, !dbg !98, !tbaa !29
    #dbg_value(i32 %39, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %42 = mul nsw i32 %39, 3, !dbg !99
  %43 = add nsw i32 %42, %33, !dbg !100
    #dbg_value(i32 %43, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %44 = mul nsw i32 %43, 3, !dbg !101
  %45 = add nsw i32 %44, %34, !dbg !102
    #dbg_value(i32 %45, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %46 = mul nsw i32 %45, 3, !dbg !103
  %47 = add nsw i32 %46, %36, !dbg !104
    #dbg_value(i32 %47, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %48 = mul nsw i32 %47, 3, !dbg !105
  %49 = add nsw i32 %48, %37, !dbg !106
    #dbg_value(i32 %49, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %50 = mul nsw i32 %49, 3, !dbg !107
  %51 = add nsw i32 %50, %7, !dbg !108
    #dbg_value(i32 %51, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %52 = mul nsw i32 %51, 3, !dbg !109
  %53 = add nsw i32 %52, %9, !dbg !110
    #dbg_value(i32 %53, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %54 = mul nsw i32 %53, 3, !dbg !111
  %55 = add nsw i32 %54, %11, !dbg !112
    #dbg_value(i32 %55, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %56 = mul nsw i32 %55, 3, !dbg !113
  %57 = add nsw i32 %56, %13, !dbg !114
    #dbg_value(i32 %57, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %58 = mul nsw i32 %57, 3, !dbg !115
  %59 = add nsw i32 %58, %15, !dbg !116
    #dbg_value(i32 %59, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %60 = mul nsw i32 %59, 3, !dbg !117
  %61 = add nsw i32 %60, %17, !dbg !118
    #dbg_value(i32 %61, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %62 = mul nsw i32 %61, 3, !dbg !119
  %63 = add nsw i32 %62, %19, !dbg !120
    #dbg_value(i32 %63, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %64 = mul nsw i32 %63, 3, !dbg !121
  %65 = add nsw i32 %64, %21, !dbg !122
    #dbg_value(i32 %65, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %66 = mul nsw i32 %65, 3, !dbg !123
  %67 = add nsw i32 %66, %23, !dbg !124
    #dbg_value(i32 %67, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %68 = mul nsw i32 %67, 3, !dbg !125
  %69 = add nsw i32 %68, %25, !dbg !126
    #dbg_value(i32 %69, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %70 = mul nsw i32 %69, 3, !dbg !127
  %71 = add nsw i32 %70, %27, !dbg !128
    #dbg_value(i32 %71, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %72 = mul nsw i32 %71, 3, !dbg !129
  %73 = add nsw i32 %72, %29, !dbg !130
    #dbg_value(i32 %73, !74, !DIExpression(DIOpArg(0, i32)), !75)
  ret i32 %73, !dbg !131
}

; Function Attrs: convergent noinline norecurse nounwind
define hidden range(i32 -2147483647, -2147483648) i32 @mid_mix_b(ptr addrspace(1) noundef %0, ptr addrspace(1) nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !132 {
    #dbg_value(ptr addrspace(1) %0, !134, !DIExpression(DIOpArg(0, ptr addrspace(1))), !136)
    #dbg_value(ptr addrspace(1) %1, !135, !DIExpression(DIOpArg(0, ptr addrspace(1))), !136)
  %3 = tail call i32 @mid_mix(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #4, !dbg !137
  %4 = add nsw i32 %3, 1, !dbg !138
  ret i32 %4, !dbg !139
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @noinline_calls_spill(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #2 !dbg !140 !kernel_arg_addr_space !179 !kernel_arg_access_qual !180 !kernel_arg_type !181 !kernel_arg_base_type !181 !kernel_arg_type_qual !182 {
    #dbg_value(ptr addrspace(1) %0, !144, !DIExpression(DIOpArg(0, ptr addrspace(1))), !183)
    #dbg_value(ptr addrspace(1) %1, !145, !DIExpression(DIOpArg(0, ptr addrspace(1))), !183)
    #dbg_value(ptr addrspace(1) %2, !146, !DIExpression(DIOpArg(0, ptr addrspace(1))), !183)
    #dbg_value(i32 0, !184, !DIExpression(DIOpArg(0, i32)), !189)
    #dbg_value(i32 0, !191, !DIExpression(DIOpArg(0, i32)), !194)
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !196
    #dbg_value(i32 0, !197, !DIExpression(DIOpArg(0, i32)), !200)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !202
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4, !dbg !203
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !204, !tbaa !205
  %8 = zext i16 %7 to i32, !dbg !204
  %9 = mul i32 %4, %8, !dbg !207
    #dbg_value(i32 0, !208, !DIExpression(DIOpArg(0, i32)), !211)
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !213
  %11 = add i32 %9, %10, !dbg !214
    #dbg_value(i32 %11, !147, !DIExpression(DIOpArg(0, i32)), !183)
  %12 = mul i32 %11, 20, !dbg !215
  %13 = zext i32 %12 to i64, !dbg !216
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13, !dbg !216
    #dbg_value(ptr addrspace(1) %14, !151, !DIExpression(DIOpArg(0, ptr addrspace(1))), !183)
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !217, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %15, !152, !DIExpression(DIOpArg(0, i32)), !183)
  %16 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 4, !dbg !219
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !219, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %17, !153, !DIExpression(DIOpArg(0, i32)), !183)
  %18 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 8, !dbg !220
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !220, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %19, !154, !DIExpression(DIOpArg(0, i32)), !183)
  %20 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 12, !dbg !221
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !221, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %21, !155, !DIExpression(DIOpArg(0, i32)), !183)
  %22 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 16, !dbg !222
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !222, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %23, !156, !DIExpression(DIOpArg(0, i32)), !183)
  %24 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 20, !dbg !223
  %25 = load i32, ptr addrspace(1) %24, align 4, !dbg !223, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %25, !157, !DIExpression(DIOpArg(0, i32)), !183)
  %26 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 24, !dbg !224
  %27 = load i32, ptr addrspace(1) %26, align 4, !dbg !224, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %27, !158, !DIExpression(DIOpArg(0, i32)), !183)
  %28 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 28, !dbg !225
  %29 = load i32, ptr addrspace(1) %28, align 4, !dbg !225, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %29, !159, !DIExpression(DIOpArg(0, i32)), !183)
  %30 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 32, !dbg !226
  %31 = load i32, ptr addrspace(1) %30, align 4, !dbg !226, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %31, !160, !DIExpression(DIOpArg(0, i32)), !183)
  %32 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 36, !dbg !227
  %33 = load i32, ptr addrspace(1) %32, align 4, !dbg !227, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %33, !161, !DIExpression(DIOpArg(0, i32)), !183)
  %34 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 40, !dbg !228
  %35 = load i32, ptr addrspace(1) %34, align 4, !dbg !228, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %35, !162, !DIExpression(DIOpArg(0, i32)), !183)
  %36 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 44, !dbg !229
  %37 = load i32, ptr addrspace(1) %36, align 4, !dbg !229, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %37, !163, !DIExpression(DIOpArg(0, i32)), !183)
  %38 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 48, !dbg !230
  %39 = load i32, ptr addrspace(1) %38, align 4, !dbg !230, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %39, !164, !DIExpression(DIOpArg(0, i32)), !183)
  %40 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 52, !dbg !231
  %41 = load i32, ptr addrspace(1) %40, align 4, !dbg !231, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %41, !165, !DIExpression(DIOpArg(0, i32)), !183)
  %42 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 56, !dbg !232
  %43 = load i32, ptr addrspace(1) %42, align 4, !dbg !232, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %43, !166, !DIExpression(DIOpArg(0, i32)), !183)
  %44 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 60, !dbg !233
  %45 = load i32, ptr addrspace(1) %44, align 4, !dbg !233, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %45, !167, !DIExpression(DIOpArg(0, i32)), !183)
  %46 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 64, !dbg !234
  %47 = load i32, ptr addrspace(1) %46, align 4, !dbg !234, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %47, !168, !DIExpression(DIOpArg(0, i32)), !183)
  %48 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 68, !dbg !235
  %49 = load i32, ptr addrspace(1) %48, align 4, !dbg !235, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %49, !169, !DIExpression(DIOpArg(0, i32)), !183)
  %50 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 72, !dbg !236
  %51 = load i32, ptr addrspace(1) %50, align 4, !dbg !236, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %51, !170, !DIExpression(DIOpArg(0, i32)), !183)
  %52 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 76, !dbg !237
  %53 = load i32, ptr addrspace(1) %52, align 4, !dbg !237, !tbaa !29, !amdgpu.noclobber !218
    #dbg_value(i32 %53, !171, !DIExpression(DIOpArg(0, i32)), !183)
  %54 = and i32 %53, 2, !dbg !238
  %55 = icmp eq i32 %54, 0, !dbg !239
  %56 = select i1 %55, ptr @mid_mix_b, ptr @mid_mix, !dbg !239
    #dbg_value(ptr %56, !172, !DIExpression(DIOpArg(0, ptr)), !183)
  %57 = shl i32 %11, 1, !dbg !240
  %58 = zext i32 %57 to i64, !dbg !241
  %59 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %58, !dbg !241
  %60 = tail call i32 %56(ptr addrspace(1) noundef %59, ptr addrspace(1) noundef %14) #4, !dbg !242, !callees !243
    #dbg_value(i32 %60, !175, !DIExpression(DIOpArg(0, i32)), !183)
  %61 = tail call i32 %56(ptr addrspace(1) noundef %59, ptr addrspace(1) noundef %22) #4, !dbg !244, !callees !243
    #dbg_value(i32 %61, !176, !DIExpression(DIOpArg(0, i32)), !183)
    #dbg_value(i32 %60, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %62 = mul nsw i32 %60, 5, !dbg !245
  %63 = add nsw i32 %62, %15, !dbg !246
    #dbg_value(i32 %63, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %64 = mul nsw i32 %63, 5, !dbg !247
  %65 = add nsw i32 %64, %17, !dbg !248
    #dbg_value(i32 %65, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %66 = mul nsw i32 %65, 5, !dbg !249
  %67 = add nsw i32 %66, %19, !dbg !250
    #dbg_value(i32 %67, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %68 = mul nsw i32 %67, 5, !dbg !251
  %69 = add nsw i32 %68, %21, !dbg !252
    #dbg_value(i32 %69, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %70 = mul nsw i32 %69, 5, !dbg !253
  %71 = add nsw i32 %70, %23, !dbg !254
    #dbg_value(i32 %71, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %72 = mul nsw i32 %71, 5, !dbg !255
  %73 = add nsw i32 %72, %25, !dbg !256
    #dbg_value(i32 %73, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %74 = mul nsw i32 %73, 5, !dbg !257
  %75 = add nsw i32 %74, %27, !dbg !258
    #dbg_value(i32 %75, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %76 = mul nsw i32 %75, 5, !dbg !259
  %77 = add nsw i32 %76, %29, !dbg !260
    #dbg_value(i32 %77, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %78 = mul nsw i32 %77, 5, !dbg !261
  %79 = add nsw i32 %78, %31, !dbg !262
    #dbg_value(i32 %79, !177, !DIExpression(DIOpArg(0, i32)), !183)
  %80 = mul nsw i32 %79, 5, !dbg !263
  %81 = add nsw i32 %80, %33, !dbg !264
    #dbg_value(i32 %81, !177, !DIExpression(DIOpArg(0, i32)), !183)
    #dbg_value(i32 %61, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %82 = mul nsw i32 %61, 7, !dbg !265
  %83 = xor i32 %82, %35, !dbg !266
    #dbg_value(i32 %83, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %84 = mul nsw i32 %83, 7, !dbg !267
  %85 = xor i32 %84, %37, !dbg !268
    #dbg_value(i32 %85, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %86 = mul nsw i32 %85, 7, !dbg !269
  %87 = xor i32 %86, %39, !dbg !270
    #dbg_value(i32 %87, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %88 = mul nsw i32 %87, 7, !dbg !271
  %89 = xor i32 %88, %41, !dbg !272
    #dbg_value(i32 %89, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %90 = mul nsw i32 %89, 7, !dbg !273
  %91 = xor i32 %90, %43, !dbg !274
    #dbg_value(i32 %91, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %92 = mul nsw i32 %91, 7, !dbg !275
  %93 = xor i32 %92, %45, !dbg !276
    #dbg_value(i32 %93, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %94 = mul nsw i32 %93, 7, !dbg !277
  %95 = xor i32 %94, %47, !dbg !278
    #dbg_value(i32 %95, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %96 = mul nsw i32 %95, 7, !dbg !279
  %97 = xor i32 %96, %49, !dbg !280
    #dbg_value(i32 %97, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %98 = mul nsw i32 %97, 7, !dbg !281
  %99 = xor i32 %98, %51, !dbg !282
    #dbg_value(i32 %99, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %100 = mul nsw i32 %99, 7, !dbg !283
  %101 = xor i32 %100, %53, !dbg !284
    #dbg_value(i32 %101, !178, !DIExpression(DIOpArg(0, i32)), !183)
  %102 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %58, !dbg !285
  store i32 %81, ptr addrspace(1) %102, align 4, !dbg !286, !tbaa !29
  %103 = or disjoint i32 %57, 1, !dbg !287
  %104 = zext i32 %103 to i64, !dbg !288
  %105 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %104, !dbg !288
  store i32 %101, ptr addrspace(1) %105, align 4, !dbg !289, !tbaa !29
  ret void, !dbg !290
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11}
!opencl.ocl.version = !{!12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/spill_calls.cl", directory: ".", checksumkind: CSK_MD5, checksum: "7de581a377dda3f1264fe2dab6307285")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 2, i32 0}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "leaf_mix", scope: !1, file: !1, line: 22, type: !15, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !18, !17, !17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!19 = !{!20, !21, !22, !23}
!20 = !DILocalVariable(name: "log", arg: 1, scope: !14, file: !1, line: 22, type: !18)
!21 = !DILocalVariable(name: "a", arg: 2, scope: !14, file: !1, line: 22, type: !17)
!22 = !DILocalVariable(name: "b", arg: 3, scope: !14, file: !1, line: 22, type: !17)
!23 = !DILocalVariable(name: "r", scope: !14, file: !1, line: 23, type: !17)
!24 = !DILocation(line: 0, scope: !14)
!25 = !DILocation(line: 23, column: 16, scope: !14)
!26 = !DILocation(line: 23, column: 27, scope: !14)
!27 = !DILocation(line: 23, column: 22, scope: !14)
!28 = !DILocation(line: 24, column: 12, scope: !14)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 25, column: 5, scope: !14)
!34 = distinct !DISubprogram(name: "leaf_mix2", scope: !1, file: !1, line: 28, type: !15, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !35)
!35 = !{!36, !37, !38, !39}
!36 = !DILocalVariable(name: "log", arg: 1, scope: !34, file: !1, line: 28, type: !18)
!37 = !DILocalVariable(name: "a", arg: 2, scope: !34, file: !1, line: 28, type: !17)
!38 = !DILocalVariable(name: "b", arg: 3, scope: !34, file: !1, line: 28, type: !17)
!39 = !DILocalVariable(name: "r", scope: !34, file: !1, line: 29, type: !17)
!40 = !DILocation(line: 0, scope: !34)
!41 = !DILocation(line: 29, column: 16, scope: !34)
!42 = !DILocation(line: 29, column: 27, scope: !34)
!43 = !DILocation(line: 29, column: 22, scope: !34)
!44 = !DILocation(line: 30, column: 12, scope: !34)
!45 = !DILocation(line: 31, column: 5, scope: !34)
!46 = distinct !DISubprogram(name: "mid_mix", scope: !1, file: !1, line: 34, type: !47, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!47 = !DISubroutineType(types: !48)
!48 = !{!17, !18, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!51 = !{!52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !73, !74}
!52 = !DILocalVariable(name: "log", arg: 1, scope: !46, file: !1, line: 34, type: !18)
!53 = !DILocalVariable(name: "p", arg: 2, scope: !46, file: !1, line: 34, type: !49)
!54 = !DILocalVariable(name: "t0", scope: !46, file: !1, line: 36, type: !17)
!55 = !DILocalVariable(name: "t1", scope: !46, file: !1, line: 36, type: !17)
!56 = !DILocalVariable(name: "t2", scope: !46, file: !1, line: 36, type: !17)
!57 = !DILocalVariable(name: "t3", scope: !46, file: !1, line: 36, type: !17)
!58 = !DILocalVariable(name: "t4", scope: !46, file: !1, line: 37, type: !17)
!59 = !DILocalVariable(name: "t5", scope: !46, file: !1, line: 37, type: !17)
!60 = !DILocalVariable(name: "t6", scope: !46, file: !1, line: 37, type: !17)
!61 = !DILocalVariable(name: "t7", scope: !46, file: !1, line: 37, type: !17)
!62 = !DILocalVariable(name: "t8", scope: !46, file: !1, line: 38, type: !17)
!63 = !DILocalVariable(name: "t9", scope: !46, file: !1, line: 38, type: !17)
!64 = !DILocalVariable(name: "t10", scope: !46, file: !1, line: 38, type: !17)
!65 = !DILocalVariable(name: "t11", scope: !46, file: !1, line: 38, type: !17)
!66 = !DILocalVariable(name: "t12", scope: !46, file: !1, line: 39, type: !17)
!67 = !DILocalVariable(name: "t13", scope: !46, file: !1, line: 39, type: !17)
!68 = !DILocalVariable(name: "t14", scope: !46, file: !1, line: 39, type: !17)
!69 = !DILocalVariable(name: "t15", scope: !46, file: !1, line: 39, type: !17)
!70 = !DILocalVariable(name: "leaf", scope: !46, file: !1, line: 40, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "leaf_fn", file: !1, line: 19, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!73 = !DILocalVariable(name: "r", scope: !46, file: !1, line: 41, type: !17)
!74 = !DILocalVariable(name: "h", scope: !46, file: !1, line: 44, type: !17)
!75 = !DILocation(line: 0, scope: !46)
!76 = !DILocation(line: 36, column: 14, scope: !46)
!77 = !DILocation(line: 36, column: 36, scope: !46)
!78 = !DILocation(line: 37, column: 14, scope: !46)
!79 = !DILocation(line: 37, column: 25, scope: !46)
!80 = !DILocation(line: 37, column: 36, scope: !46)
!81 = !DILocation(line: 37, column: 47, scope: !46)
!82 = !DILocation(line: 38, column: 14, scope: !46)
!83 = !DILocation(line: 38, column: 25, scope: !46)
!84 = !DILocation(line: 38, column: 37, scope: !46)
!85 = !DILocation(line: 38, column: 50, scope: !46)
!86 = !DILocation(line: 39, column: 15, scope: !46)
!87 = !DILocation(line: 39, column: 28, scope: !46)
!88 = !DILocation(line: 39, column: 41, scope: !46)
!89 = !DILocation(line: 39, column: 54, scope: !46)
!90 = !DILocation(line: 40, column: 25, scope: !46)
!91 = !DILocation(line: 40, column: 20, scope: !46)
!92 = !DILocation(line: 41, column: 26, scope: !46)
!93 = !DILocation(line: 41, column: 35, scope: !46)
!94 = !DILocation(line: 41, column: 13, scope: !46)
!95 = !{ptr @leaf_mix, ptr @leaf_mix2}
!96 = !DILocation(line: 42, column: 16, scope: !46)
!97 = !DILocation(line: 42, column: 5, scope: !46)
!98 = !DILocation(line: 42, column: 12, scope: !46)
!99 = !DILocation(line: 45, column: 11, scope: !46)
!100 = !DILocation(line: 45, column: 15, scope: !46)
!101 = !DILocation(line: 45, column: 28, scope: !46)
!102 = !DILocation(line: 45, column: 32, scope: !46)
!103 = !DILocation(line: 45, column: 45, scope: !46)
!104 = !DILocation(line: 45, column: 49, scope: !46)
!105 = !DILocation(line: 45, column: 62, scope: !46)
!106 = !DILocation(line: 45, column: 66, scope: !46)
!107 = !DILocation(line: 46, column: 11, scope: !46)
!108 = !DILocation(line: 46, column: 15, scope: !46)
!109 = !DILocation(line: 46, column: 28, scope: !46)
!110 = !DILocation(line: 46, column: 32, scope: !46)
!111 = !DILocation(line: 46, column: 45, scope: !46)
!112 = !DILocation(line: 46, column: 49, scope: !46)
!113 = !DILocation(line: 46, column: 62, scope: !46)
!114 = !DILocation(line: 46, column: 66, scope: !46)
!115 = !DILocation(line: 47, column: 11, scope: !46)
!116 = !DILocation(line: 47, column: 15, scope: !46)
!117 = !DILocation(line: 47, column: 28, scope: !46)
!118 = !DILocation(line: 47, column: 32, scope: !46)
!119 = !DILocation(line: 47, column: 45, scope: !46)
!120 = !DILocation(line: 47, column: 49, scope: !46)
!121 = !DILocation(line: 47, column: 62, scope: !46)
!122 = !DILocation(line: 47, column: 66, scope: !46)
!123 = !DILocation(line: 48, column: 11, scope: !46)
!124 = !DILocation(line: 48, column: 15, scope: !46)
!125 = !DILocation(line: 48, column: 28, scope: !46)
!126 = !DILocation(line: 48, column: 32, scope: !46)
!127 = !DILocation(line: 48, column: 45, scope: !46)
!128 = !DILocation(line: 48, column: 49, scope: !46)
!129 = !DILocation(line: 48, column: 62, scope: !46)
!130 = !DILocation(line: 48, column: 66, scope: !46)
!131 = !DILocation(line: 49, column: 5, scope: !46)
!132 = distinct !DISubprogram(name: "mid_mix_b", scope: !1, file: !1, line: 52, type: !47, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !133)
!133 = !{!134, !135}
!134 = !DILocalVariable(name: "log", arg: 1, scope: !132, file: !1, line: 52, type: !18)
!135 = !DILocalVariable(name: "p", arg: 2, scope: !132, file: !1, line: 52, type: !49)
!136 = !DILocation(line: 0, scope: !132)
!137 = !DILocation(line: 53, column: 12, scope: !132)
!138 = !DILocation(line: 53, column: 28, scope: !132)
!139 = !DILocation(line: 53, column: 5, scope: !132)
!140 = distinct !DISubprogram(name: "noinline_calls_spill", scope: !1, file: !1, line: 56, type: !141, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !143)
!141 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !142)
!142 = !{null, !49, !18, !18}
!143 = !{!144, !145, !146, !147, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !175, !176, !177, !178}
!144 = !DILocalVariable(name: "in", arg: 1, scope: !140, file: !1, line: 56, type: !49)
!145 = !DILocalVariable(name: "log", arg: 2, scope: !140, file: !1, line: 56, type: !18)
!146 = !DILocalVariable(name: "out", arg: 3, scope: !140, file: !1, line: 57, type: !18)
!147 = !DILocalVariable(name: "gid", scope: !140, file: !1, line: 58, type: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !149, line: 18, baseType: !150)
!149 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!150 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!151 = !DILocalVariable(name: "p", scope: !140, file: !1, line: 59, type: !49)
!152 = !DILocalVariable(name: "v0", scope: !140, file: !1, line: 61, type: !17)
!153 = !DILocalVariable(name: "v1", scope: !140, file: !1, line: 61, type: !17)
!154 = !DILocalVariable(name: "v2", scope: !140, file: !1, line: 61, type: !17)
!155 = !DILocalVariable(name: "v3", scope: !140, file: !1, line: 61, type: !17)
!156 = !DILocalVariable(name: "v4", scope: !140, file: !1, line: 61, type: !17)
!157 = !DILocalVariable(name: "v5", scope: !140, file: !1, line: 62, type: !17)
!158 = !DILocalVariable(name: "v6", scope: !140, file: !1, line: 62, type: !17)
!159 = !DILocalVariable(name: "v7", scope: !140, file: !1, line: 62, type: !17)
!160 = !DILocalVariable(name: "v8", scope: !140, file: !1, line: 62, type: !17)
!161 = !DILocalVariable(name: "v9", scope: !140, file: !1, line: 62, type: !17)
!162 = !DILocalVariable(name: "v10", scope: !140, file: !1, line: 63, type: !17)
!163 = !DILocalVariable(name: "v11", scope: !140, file: !1, line: 63, type: !17)
!164 = !DILocalVariable(name: "v12", scope: !140, file: !1, line: 63, type: !17)
!165 = !DILocalVariable(name: "v13", scope: !140, file: !1, line: 63, type: !17)
!166 = !DILocalVariable(name: "v14", scope: !140, file: !1, line: 63, type: !17)
!167 = !DILocalVariable(name: "v15", scope: !140, file: !1, line: 64, type: !17)
!168 = !DILocalVariable(name: "v16", scope: !140, file: !1, line: 64, type: !17)
!169 = !DILocalVariable(name: "v17", scope: !140, file: !1, line: 64, type: !17)
!170 = !DILocalVariable(name: "v18", scope: !140, file: !1, line: 64, type: !17)
!171 = !DILocalVariable(name: "v19", scope: !140, file: !1, line: 64, type: !17)
!172 = !DILocalVariable(name: "mid", scope: !140, file: !1, line: 66, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "mid_fn", file: !1, line: 20, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!175 = !DILocalVariable(name: "r1", scope: !140, file: !1, line: 67, type: !17)
!176 = !DILocalVariable(name: "r2", scope: !140, file: !1, line: 68, type: !17)
!177 = !DILocalVariable(name: "s", scope: !140, file: !1, line: 71, type: !17)
!178 = !DILocalVariable(name: "t", scope: !140, file: !1, line: 75, type: !17)
!179 = !{i32 1, i32 1, i32 1}
!180 = !{!"none", !"none", !"none"}
!181 = !{!"int*", !"int*", !"int*"}
!182 = !{!"const", !"", !""}
!183 = !DILocation(line: 0, scope: !140)
!184 = !DILocalVariable(name: "d", arg: 1, scope: !185, file: !149, line: 62, type: !148)
!185 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !149, file: !149, line: 62, type: !186, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{!148, !148}
!188 = !{!184}
!189 = !DILocation(line: 0, scope: !185, inlinedAt: !190)
!190 = distinct !DILocation(line: 58, column: 16, scope: !140)
!191 = !DILocalVariable(name: "d", arg: 1, scope: !192, file: !149, line: 49, type: !148)
!192 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !149, file: !149, line: 49, type: !186, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !193)
!193 = !{!191}
!194 = !DILocation(line: 0, scope: !192, inlinedAt: !195)
!195 = distinct !DILocation(line: 63, column: 12, scope: !185, inlinedAt: !190)
!196 = !DILocation(line: 50, column: 21, scope: !192, inlinedAt: !195)
!197 = !DILocalVariable(name: "d", arg: 1, scope: !198, file: !149, line: 54, type: !148)
!198 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !149, file: !149, line: 54, type: !186, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !199)
!199 = !{!197}
!200 = !DILocation(line: 0, scope: !198, inlinedAt: !201)
!201 = distinct !DILocation(line: 63, column: 30, scope: !185, inlinedAt: !190)
!202 = !DILocation(line: 56, column: 42, scope: !198, inlinedAt: !201)
!203 = !DILocation(line: 56, column: 50, scope: !198, inlinedAt: !201)
!204 = !DILocation(line: 56, column: 12, scope: !198, inlinedAt: !201)
!205 = !{!206, !206, i64 0}
!206 = !{!"short", !31, i64 0}
!207 = !DILocation(line: 63, column: 28, scope: !185, inlinedAt: !190)
!208 = !DILocalVariable(name: "d", arg: 1, scope: !209, file: !149, line: 44, type: !148)
!209 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !149, file: !149, line: 44, type: !186, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !210)
!210 = !{!208}
!211 = !DILocation(line: 0, scope: !209, inlinedAt: !212)
!212 = distinct !DILocation(line: 63, column: 50, scope: !185, inlinedAt: !190)
!213 = !DILocation(line: 45, column: 21, scope: !209, inlinedAt: !212)
!214 = !DILocation(line: 63, column: 48, scope: !185, inlinedAt: !190)
!215 = !DILocation(line: 59, column: 38, scope: !140)
!216 = !DILocation(line: 59, column: 32, scope: !140)
!217 = !DILocation(line: 61, column: 14, scope: !140)
!218 = !{}
!219 = !DILocation(line: 61, column: 25, scope: !140)
!220 = !DILocation(line: 61, column: 36, scope: !140)
!221 = !DILocation(line: 61, column: 47, scope: !140)
!222 = !DILocation(line: 61, column: 58, scope: !140)
!223 = !DILocation(line: 62, column: 14, scope: !140)
!224 = !DILocation(line: 62, column: 25, scope: !140)
!225 = !DILocation(line: 62, column: 36, scope: !140)
!226 = !DILocation(line: 62, column: 47, scope: !140)
!227 = !DILocation(line: 62, column: 58, scope: !140)
!228 = !DILocation(line: 63, column: 15, scope: !140)
!229 = !DILocation(line: 63, column: 28, scope: !140)
!230 = !DILocation(line: 63, column: 41, scope: !140)
!231 = !DILocation(line: 63, column: 54, scope: !140)
!232 = !DILocation(line: 63, column: 67, scope: !140)
!233 = !DILocation(line: 64, column: 15, scope: !140)
!234 = !DILocation(line: 64, column: 28, scope: !140)
!235 = !DILocation(line: 64, column: 41, scope: !140)
!236 = !DILocation(line: 64, column: 54, scope: !140)
!237 = !DILocation(line: 64, column: 67, scope: !140)
!238 = !DILocation(line: 66, column: 23, scope: !140)
!239 = !DILocation(line: 66, column: 18, scope: !140)
!240 = !DILocation(line: 67, column: 28, scope: !140)
!241 = !DILocation(line: 67, column: 22, scope: !140)
!242 = !DILocation(line: 67, column: 14, scope: !140)
!243 = !{ptr @mid_mix, ptr @mid_mix_b}
!244 = !DILocation(line: 68, column: 14, scope: !140)
!245 = !DILocation(line: 72, column: 11, scope: !140)
!246 = !DILocation(line: 72, column: 15, scope: !140)
!247 = !DILocation(line: 72, column: 28, scope: !140)
!248 = !DILocation(line: 72, column: 32, scope: !140)
!249 = !DILocation(line: 72, column: 45, scope: !140)
!250 = !DILocation(line: 72, column: 49, scope: !140)
!251 = !DILocation(line: 72, column: 62, scope: !140)
!252 = !DILocation(line: 72, column: 66, scope: !140)
!253 = !DILocation(line: 73, column: 11, scope: !140)
!254 = !DILocation(line: 73, column: 15, scope: !140)
!255 = !DILocation(line: 73, column: 28, scope: !140)
!256 = !DILocation(line: 73, column: 32, scope: !140)
!257 = !DILocation(line: 73, column: 45, scope: !140)
!258 = !DILocation(line: 73, column: 49, scope: !140)
!259 = !DILocation(line: 73, column: 62, scope: !140)
!260 = !DILocation(line: 73, column: 66, scope: !140)
!261 = !DILocation(line: 74, column: 11, scope: !140)
!262 = !DILocation(line: 74, column: 15, scope: !140)
!263 = !DILocation(line: 74, column: 28, scope: !140)
!264 = !DILocation(line: 74, column: 32, scope: !140)
!265 = !DILocation(line: 76, column: 11, scope: !140)
!266 = !DILocation(line: 76, column: 15, scope: !140)
!267 = !DILocation(line: 76, column: 28, scope: !140)
!268 = !DILocation(line: 76, column: 32, scope: !140)
!269 = !DILocation(line: 76, column: 45, scope: !140)
!270 = !DILocation(line: 76, column: 49, scope: !140)
!271 = !DILocation(line: 76, column: 62, scope: !140)
!272 = !DILocation(line: 76, column: 66, scope: !140)
!273 = !DILocation(line: 77, column: 11, scope: !140)
!274 = !DILocation(line: 77, column: 15, scope: !140)
!275 = !DILocation(line: 77, column: 28, scope: !140)
!276 = !DILocation(line: 77, column: 32, scope: !140)
!277 = !DILocation(line: 77, column: 45, scope: !140)
!278 = !DILocation(line: 77, column: 49, scope: !140)
!279 = !DILocation(line: 77, column: 62, scope: !140)
!280 = !DILocation(line: 77, column: 66, scope: !140)
!281 = !DILocation(line: 78, column: 11, scope: !140)
!282 = !DILocation(line: 78, column: 15, scope: !140)
!283 = !DILocation(line: 78, column: 28, scope: !140)
!284 = !DILocation(line: 78, column: 32, scope: !140)
!285 = !DILocation(line: 79, column: 5, scope: !140)
!286 = !DILocation(line: 79, column: 22, scope: !140)
!287 = !DILocation(line: 80, column: 17, scope: !140)
!288 = !DILocation(line: 80, column: 5, scope: !140)
!289 = !DILocation(line: 80, column: 22, scope: !140)
!290 = !DILocation(line: 81, column: 1, scope: !140)
