; ModuleID = 'src/frames.cl'
source_filename = "src/frames.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden noundef float @scale_f(float noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !16 {
    #dbg_value(float %0, !21, !DIExpression(DIOpArg(0, float)), !24)
    #dbg_value(i32 %1, !22, !DIExpression(DIOpArg(0, i32)), !24)
  %3 = sitofp i32 %1 to float, !dbg !25
  %4 = fmul float %3, %0, !dbg !26
    #dbg_value(float %4, !23, !DIExpression(DIOpArg(0, float)), !24)
  %5 = fadd float %4, 5.000000e-01, !dbg !27
  ret float %5, !dbg !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden range(i64 -214750512283648, 214750512183648) i64 @widen(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !29 {
    #dbg_value(i32 %0, !33, !DIExpression(DIOpArg(0, i32)), !36)
    #dbg_value(i32 %1, !34, !DIExpression(DIOpArg(0, i32)), !36)
  %3 = sext i32 %0 to i64, !dbg !37
  %4 = mul nsw i64 %3, 100000, !dbg !38
  %5 = sext i32 %1 to i64, !dbg !39
  %6 = add nsw i64 %4, %5, !dbg !40
    #dbg_value(i64 %6, !35, !DIExpression(DIOpArg(0, i64)), !36)
  ret i64 %6, !dbg !41
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden [2 x i32] @make_range(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !42 {
    #dbg_value(i32 %0, !51, !DIExpression(DIOpArg(0, i32)), !54)
    #dbg_value(i32 %1, !52, !DIExpression(DIOpArg(0, i32)), !54)
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !55
  %4 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1), !dbg !56
  %5 = insertvalue [2 x i32] poison, i32 %3, 0, !dbg !57
  %6 = insertvalue [2 x i32] %5, i32 %4, 1, !dbg !57
  ret [2 x i32] %6, !dbg !57
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden i32 @sum_private(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 !dbg !58 {
    #dbg_value(ptr %0, !63, !DIExpression(DIOpArg(0, ptr)), !68)
    #dbg_value(i32 %1, !64, !DIExpression(DIOpArg(0, i32)), !68)
    #dbg_value(i32 0, !65, !DIExpression(DIOpArg(0, i32)), !68)
    #dbg_value(i32 0, !66, !DIExpression(DIOpArg(0, i32)), !69)
  %3 = icmp sgt i32 %1, 0, !dbg !70
  br i1 %3, label %4, label %27, !dbg !72

4:                                                ; preds = %2
  %5 = icmp eq i32 %1, 1, !dbg !72
  br i1 %5, label %6, label %9, !dbg !72

6:                                                ; preds = %24, %4
  %7 = phi i32 [ 0, %4 ], [ %10, %24 ]
  %8 = phi i32 [ 0, %4 ], [ %25, %24 ]
  br label %29, !dbg !72

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483646, !dbg !72
  br label %11, !dbg !72

11:                                               ; preds = %11, %9
  %12 = phi i32 [ 0, %9 ], [ %21, %11 ], !dbg !73
  %13 = phi <2 x i32> [ <i32 0, i32 1>, %9 ], [ %22, %11 ]
  %14 = phi <2 x i32> [ zeroinitializer, %9 ], [ %20, %11 ]
  %15 = zext nneg i32 %12 to i64, !dbg !74
  %16 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !74
  %17 = load <2 x i32>, ptr %16, align 4, !dbg !74, !tbaa !75
  %18 = add nuw nsw <2 x i32> %13, <i32 1, i32 1>, !dbg !73
  %19 = mul nsw <2 x i32> %17, %18, !dbg !79
  %20 = add <2 x i32> %19, %14, !dbg !80
  %21 = add nuw i32 %12, 2, !dbg !73
  %22 = add <2 x i32> %13, <i32 2, i32 2>
  %23 = icmp eq i32 %21, %10, !dbg !73
  br i1 %23, label %24, label %11, !dbg !73, !llvm.loop !81

24:                                               ; preds = %11
  %25 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %20), !dbg !72
  %26 = icmp eq i32 %10, %1, !dbg !72
  br i1 %26, label %27, label %6, !dbg !72

27:                                               ; preds = %29, %24, %2
  %28 = phi i32 [ 0, %2 ], [ %25, %24 ], [ %37, %29 ], !dbg !68
  ret i32 %28, !dbg !84

29:                                               ; preds = %6, %29
  %30 = phi i32 [ %35, %29 ], [ %7, %6 ]
  %31 = phi i32 [ %37, %29 ], [ %8, %6 ]
    #dbg_value(i32 %30, !66, !DIExpression(DIOpArg(0, i32)), !69)
    #dbg_value(i32 %31, !65, !DIExpression(DIOpArg(0, i32)), !68)
  %32 = zext nneg i32 %30 to i64, !dbg !74
  %33 = getelementptr inbounds i32, ptr %0, i64 %32, !dbg !74
  %34 = load i32, ptr %33, align 4, !dbg !74, !tbaa !75
  %35 = add nuw nsw i32 %30, 1, !dbg !73
  %36 = mul nsw i32 %34, %35, !dbg !79
  %37 = add nsw i32 %36, %31, !dbg !80
    #dbg_value(i32 %35, !66, !DIExpression(DIOpArg(0, i32)), !69)
    #dbg_value(i32 %37, !65, !DIExpression(DIOpArg(0, i32)), !68)
  %38 = icmp eq i32 %35, %1, !dbg !70
  br i1 %38, label %27, label %29, !dbg !72, !llvm.loop !85
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @frames_kernel(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 8 %3) local_unnamed_addr #3 !dbg !87 !kernel_arg_addr_space !115 !kernel_arg_access_qual !116 !kernel_arg_type !117 !kernel_arg_base_type !117 !kernel_arg_type_qual !118 {
  %5 = alloca [4 x i32], align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !95, !DIExpression(DIOpArg(0, ptr addrspace(1))), !119)
    #dbg_value(ptr addrspace(1) %1, !96, !DIExpression(DIOpArg(0, ptr addrspace(1))), !119)
    #dbg_value(ptr addrspace(1) %2, !97, !DIExpression(DIOpArg(0, ptr addrspace(1))), !119)
    #dbg_value(ptr addrspace(1) %3, !98, !DIExpression(DIOpArg(0, ptr addrspace(1))), !119)
    #dbg_value(i32 0, !120, !DIExpression(DIOpArg(0, i32)), !125)
    #dbg_value(i32 0, !127, !DIExpression(DIOpArg(0, i32)), !130)
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !132
    #dbg_value(i32 0, !133, !DIExpression(DIOpArg(0, i32)), !136)
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !138
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 4, !dbg !139
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !140, !tbaa !141
  %10 = zext i16 %9 to i32, !dbg !140
  %11 = mul i32 %6, %10, !dbg !143
    #dbg_value(i32 0, !144, !DIExpression(DIOpArg(0, i32)), !147)
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !149
  %13 = add i32 %11, %12, !dbg !150
    #dbg_value(i32 %13, !99, !DIExpression(DIOpArg(0, i32)), !119)
  %14 = zext i32 %13 to i64, !dbg !151
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14, !dbg !151
  %16 = load i32, ptr addrspace(1) %15, align 4, !dbg !151, !tbaa !75, !amdgpu.noclobber !152
    #dbg_value(i32 %16, !103, !DIExpression(DIOpArg(0, i32)), !119)
    #dbg_value(i32 %16, !153, !DIExpression(DIOpArg(0, i32)), !160)
    #dbg_value(i32 3, !158, !DIExpression(DIOpArg(0, i32)), !160)
    #dbg_value(i32 %16, !162, !DIExpression(DIOpArg(0, i32), DIOpConstant(i32 3), DIOpMul()), !170)
    #dbg_value(i32 -100, !167, !DIExpression(DIOpArg(0, i32)), !170)
    #dbg_value(i32 100, !168, !DIExpression(DIOpArg(0, i32)), !170)
    #dbg_value(i32 poison, !169, !DIExpression(DIOpArg(0, i32)), !170)
    #dbg_value(i32 poison, !159, !DIExpression(DIOpArg(0, i32)), !160)
    #dbg_value(i32 poison, !104, !DIExpression(DIOpArg(0, i32), DIOpConstant(i32 3), DIOpAdd()), !119)
    #dbg_value(float poison, !105, !DIExpression(DIOpArg(0, float)), !119)
    #dbg_value(i64 poison, !106, !DIExpression(DIOpArg(0, i64)), !119)
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %5) #6, !dbg !172
    #dbg_declare(ptr addrspace(5) %5, !108, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([4 x i32])), !173)
    #dbg_value(i32 0, !112, !DIExpression(DIOpArg(0, i32)), !174)
    #dbg_value(i32 0, !112, !DIExpression(DIOpArg(0, i32)), !174)
  store i32 %16, ptr addrspace(5) %5, align 4, !dbg !175, !tbaa !75
    #dbg_value(i32 1, !112, !DIExpression(DIOpArg(0, i32)), !174)
  %17 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 4, !dbg !177
    #dbg_value(i32 2, !112, !DIExpression(DIOpArg(0, i32)), !174)
  %18 = insertelement <2 x i32> poison, i32 %16, i64 0, !dbg !178
  %19 = shufflevector <2 x i32> %18, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !178
  %20 = add nsw <2 x i32> %19, <i32 1, i32 2>, !dbg !178
  store <2 x i32> %20, ptr addrspace(5) %17, align 4, !dbg !175, !tbaa !75
    #dbg_value(i32 3, !112, !DIExpression(DIOpArg(0, i32)), !174)
  %21 = add nsw i32 %16, 3, !dbg !178
  %22 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 12, !dbg !177
  store i32 %21, ptr addrspace(5) %22, align 4, !dbg !175, !tbaa !75
    #dbg_value(i32 4, !112, !DIExpression(DIOpArg(0, i32)), !174)
  %23 = mul nsw i32 %16, 3, !dbg !179
    #dbg_value(i32 %23, !162, !DIExpression(DIOpArg(0, i32)), !170)
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 -100), !dbg !180
    #dbg_value(i32 %24, !169, !DIExpression(DIOpArg(0, i32)), !170)
  %25 = tail call i32 @llvm.smin.i32(i32 %24, i32 100), !dbg !181
    #dbg_value(i32 %25, !159, !DIExpression(DIOpArg(0, i32)), !160)
    #dbg_value(i32 %25, !104, !DIExpression(DIOpArg(0, i32), DIOpConstant(i32 3), DIOpAdd()), !119)
  %26 = add nsw i32 %25, 3, !dbg !182
    #dbg_value(i32 %26, !104, !DIExpression(DIOpArg(0, i32)), !119)
  %27 = tail call [2 x i32] @make_range(i32 noundef %16, i32 noundef %26) #6, !dbg !183
  %28 = tail call i64 @widen(i32 noundef %16, i32 noundef %26) #6, !dbg !184
    #dbg_value(i64 %28, !106, !DIExpression(DIOpArg(0, i64)), !119)
  %29 = tail call float @scale_f(float noundef 1.500000e+00, i32 noundef %16) #6, !dbg !185
    #dbg_value(float %29, !105, !DIExpression(DIOpArg(0, float)), !119)
  %30 = extractvalue [2 x i32] %27, 1, !dbg !183
  %31 = extractvalue [2 x i32] %27, 0, !dbg !183
  %32 = addrspacecast ptr addrspace(5) %5 to ptr, !dbg !186
  %33 = call i32 @sum_private(ptr noundef %32, i32 noundef 4) #6, !dbg !187
    #dbg_value(i32 %33, !114, !DIExpression(DIOpArg(0, i32)), !119)
  %34 = mul i32 %13, 3, !dbg !188
  %35 = zext i32 %34 to i64, !dbg !189
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %35, !dbg !189
  store i32 %26, ptr addrspace(1) %36, align 4, !dbg !190, !tbaa !75
  %37 = sub nsw i32 %30, %31, !dbg !191
  %38 = add i32 %34, 1, !dbg !192
  %39 = zext i32 %38 to i64, !dbg !193
  %40 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %39, !dbg !193
  store i32 %37, ptr addrspace(1) %40, align 4, !dbg !194, !tbaa !75
  %41 = add i32 %34, 2, !dbg !195
  %42 = zext i32 %41 to i64, !dbg !196
  %43 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %42, !dbg !196
  store i32 %33, ptr addrspace(1) %43, align 4, !dbg !197, !tbaa !75
  %44 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %14, !dbg !198
  store float %29, ptr addrspace(1) %44, align 4, !dbg !199, !tbaa !200
  %45 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %14, !dbg !202
  store i64 %28, ptr addrspace(1) %45, align 8, !dbg !203, !tbaa !204
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %5) #6, !dbg !206
  ret void, !dbg !206
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!opencl.ocl.version = !{!14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!14 = !{i32 2, i32 0}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "scale_f", scope: !1, file: !1, line: 30, type: !17, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !3, !19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !22, !23}
!21 = !DILocalVariable(name: "k", arg: 1, scope: !16, file: !1, line: 30, type: !3)
!22 = !DILocalVariable(name: "v", arg: 2, scope: !16, file: !1, line: 30, type: !19)
!23 = !DILocalVariable(name: "r", scope: !16, file: !1, line: 31, type: !3)
!24 = !DILocation(line: 0, scope: !16)
!25 = !DILocation(line: 31, column: 19, scope: !16)
!26 = !DILocation(line: 31, column: 17, scope: !16)
!27 = !DILocation(line: 32, column: 14, scope: !16)
!28 = !DILocation(line: 32, column: 5, scope: !16)
!29 = distinct !DISubprogram(name: "widen", scope: !1, file: !1, line: 35, type: !30, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!4, !19, !19}
!32 = !{!33, !34, !35}
!33 = !DILocalVariable(name: "a", arg: 1, scope: !29, file: !1, line: 35, type: !19)
!34 = !DILocalVariable(name: "b", arg: 2, scope: !29, file: !1, line: 35, type: !19)
!35 = !DILocalVariable(name: "w", scope: !29, file: !1, line: 36, type: !4)
!36 = !DILocation(line: 0, scope: !29)
!37 = !DILocation(line: 36, column: 14, scope: !29)
!38 = !DILocation(line: 36, column: 22, scope: !29)
!39 = !DILocation(line: 36, column: 34, scope: !29)
!40 = !DILocation(line: 36, column: 32, scope: !29)
!41 = !DILocation(line: 37, column: 5, scope: !29)
!42 = distinct !DISubprogram(name: "make_range", scope: !1, file: !1, line: 40, type: !43, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !19, !19}
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "range_t", file: !1, line: 18, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 15, size: 64, elements: !47)
!47 = !{!48, !49}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !46, file: !1, line: 16, baseType: !19, size: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !46, file: !1, line: 17, baseType: !19, size: 32, offset: 32)
!50 = !{!51, !52, !53}
!51 = !DILocalVariable(name: "a", arg: 1, scope: !42, file: !1, line: 40, type: !19)
!52 = !DILocalVariable(name: "b", arg: 2, scope: !42, file: !1, line: 40, type: !19)
!53 = !DILocalVariable(name: "r", scope: !42, file: !1, line: 41, type: !45)
!54 = !DILocation(line: 0, scope: !42)
!55 = !DILocation(line: 42, column: 12, scope: !42)
!56 = !DILocation(line: 43, column: 12, scope: !42)
!57 = !DILocation(line: 44, column: 5, scope: !42)
!58 = distinct !DISubprogram(name: "sum_private", scope: !1, file: !1, line: 47, type: !59, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !62)
!59 = !DISubroutineType(types: !60)
!60 = !{!19, !61, !19}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!62 = !{!63, !64, !65, !66}
!63 = !DILocalVariable(name: "q", arg: 1, scope: !58, file: !1, line: 47, type: !61)
!64 = !DILocalVariable(name: "n", arg: 2, scope: !58, file: !1, line: 47, type: !19)
!65 = !DILocalVariable(name: "s", scope: !58, file: !1, line: 48, type: !19)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 49, type: !19)
!67 = distinct !DILexicalBlock(scope: !58, file: !1, line: 49, column: 5)
!68 = !DILocation(line: 0, scope: !58)
!69 = !DILocation(line: 0, scope: !67)
!70 = !DILocation(line: 49, column: 23, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 49, column: 5)
!72 = !DILocation(line: 49, column: 5, scope: !67)
!73 = !DILocation(line: 50, column: 24, scope: !71)
!74 = !DILocation(line: 50, column: 14, scope: !71)
!75 = !{!76, !76, i64 0}
!76 = !{!"int", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !DILocation(line: 50, column: 19, scope: !71)
!80 = !DILocation(line: 50, column: 11, scope: !71)
!81 = distinct !{!81, !72, !82, !83}
!82 = !DILocation(line: 50, column: 27, scope: !67)
!83 = !{!"llvm.loop.isvectorized", i32 1}
!84 = !DILocation(line: 51, column: 5, scope: !58)
!85 = distinct !{!85, !72, !82, !86, !83}
!86 = !{!"llvm.loop.unroll.runtime.disable"}
!87 = distinct !DISubprogram(name: "frames_kernel", scope: !1, file: !1, line: 54, type: !88, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !94)
!88 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !89)
!89 = !{null, !90, !61, !92, !93}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!94 = !{!95, !96, !97, !98, !99, !103, !104, !105, !106, !107, !108, !112, !114}
!95 = !DILocalVariable(name: "in", arg: 1, scope: !87, file: !1, line: 54, type: !90)
!96 = !DILocalVariable(name: "out", arg: 2, scope: !87, file: !1, line: 54, type: !61)
!97 = !DILocalVariable(name: "outf", arg: 3, scope: !87, file: !1, line: 55, type: !92)
!98 = !DILocalVariable(name: "outl", arg: 4, scope: !87, file: !1, line: 55, type: !93)
!99 = !DILocalVariable(name: "gid", scope: !87, file: !1, line: 56, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !101, line: 18, baseType: !102)
!101 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!102 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!103 = !DILocalVariable(name: "v", scope: !87, file: !1, line: 57, type: !19)
!104 = !DILocalVariable(name: "w", scope: !87, file: !1, line: 58, type: !19)
!105 = !DILocalVariable(name: "f", scope: !87, file: !1, line: 59, type: !3)
!106 = !DILocalVariable(name: "l", scope: !87, file: !1, line: 60, type: !4)
!107 = !DILocalVariable(name: "r", scope: !87, file: !1, line: 61, type: !45)
!108 = !DILocalVariable(name: "arr", scope: !87, file: !1, line: 62, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 4)
!112 = !DILocalVariable(name: "i", scope: !113, file: !1, line: 63, type: !19)
!113 = distinct !DILexicalBlock(scope: !87, file: !1, line: 63, column: 5)
!114 = !DILocalVariable(name: "s", scope: !87, file: !1, line: 65, type: !19)
!115 = !{i32 1, i32 1, i32 1, i32 1}
!116 = !{!"none", !"none", !"none", !"none"}
!117 = !{!"int*", !"int*", !"float*", !"long*"}
!118 = !{!"const", !"", !"", !""}
!119 = !DILocation(line: 0, scope: !87)
!120 = !DILocalVariable(name: "d", arg: 1, scope: !121, file: !101, line: 62, type: !100)
!121 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !101, file: !101, line: 62, type: !122, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!100, !100}
!124 = !{!120}
!125 = !DILocation(line: 0, scope: !121, inlinedAt: !126)
!126 = distinct !DILocation(line: 56, column: 16, scope: !87)
!127 = !DILocalVariable(name: "d", arg: 1, scope: !128, file: !101, line: 49, type: !100)
!128 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !101, file: !101, line: 49, type: !122, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!129 = !{!127}
!130 = !DILocation(line: 0, scope: !128, inlinedAt: !131)
!131 = distinct !DILocation(line: 63, column: 12, scope: !121, inlinedAt: !126)
!132 = !DILocation(line: 50, column: 21, scope: !128, inlinedAt: !131)
!133 = !DILocalVariable(name: "d", arg: 1, scope: !134, file: !101, line: 54, type: !100)
!134 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !101, file: !101, line: 54, type: !122, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !135)
!135 = !{!133}
!136 = !DILocation(line: 0, scope: !134, inlinedAt: !137)
!137 = distinct !DILocation(line: 63, column: 30, scope: !121, inlinedAt: !126)
!138 = !DILocation(line: 56, column: 42, scope: !134, inlinedAt: !137)
!139 = !DILocation(line: 56, column: 50, scope: !134, inlinedAt: !137)
!140 = !DILocation(line: 56, column: 12, scope: !134, inlinedAt: !137)
!141 = !{!142, !142, i64 0}
!142 = !{!"short", !77, i64 0}
!143 = !DILocation(line: 63, column: 28, scope: !121, inlinedAt: !126)
!144 = !DILocalVariable(name: "d", arg: 1, scope: !145, file: !101, line: 44, type: !100)
!145 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !101, file: !101, line: 44, type: !122, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !146)
!146 = !{!144}
!147 = !DILocation(line: 0, scope: !145, inlinedAt: !148)
!148 = distinct !DILocation(line: 63, column: 50, scope: !121, inlinedAt: !126)
!149 = !DILocation(line: 45, column: 21, scope: !145, inlinedAt: !148)
!150 = !DILocation(line: 63, column: 48, scope: !121, inlinedAt: !126)
!151 = !DILocation(line: 57, column: 13, scope: !87)
!152 = !{}
!153 = !DILocalVariable(name: "v", arg: 1, scope: !154, file: !1, line: 25, type: !19)
!154 = distinct !DISubprogram(name: "wrap_clamp", linkageName: "_ZL10wrap_clampii", scope: !1, file: !1, line: 25, type: !155, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{!19, !19, !19}
!157 = !{!153, !158, !159}
!158 = !DILocalVariable(name: "k", arg: 2, scope: !154, file: !1, line: 25, type: !19)
!159 = !DILocalVariable(name: "c", scope: !154, file: !1, line: 26, type: !19)
!160 = !DILocation(line: 0, scope: !154, inlinedAt: !161)
!161 = distinct !DILocation(line: 58, column: 13, scope: !87)
!162 = !DILocalVariable(name: "v", arg: 1, scope: !163, file: !1, line: 20, type: !19)
!163 = distinct !DISubprogram(name: "clamp_i", linkageName: "_ZL7clamp_iiii", scope: !1, file: !1, line: 20, type: !164, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!19, !19, !19, !19}
!166 = !{!162, !167, !168, !169}
!167 = !DILocalVariable(name: "lo", arg: 2, scope: !163, file: !1, line: 20, type: !19)
!168 = !DILocalVariable(name: "hi", arg: 3, scope: !163, file: !1, line: 20, type: !19)
!169 = !DILocalVariable(name: "r", scope: !163, file: !1, line: 21, type: !19)
!170 = !DILocation(line: 0, scope: !163, inlinedAt: !171)
!171 = distinct !DILocation(line: 26, column: 13, scope: !154, inlinedAt: !161)
!172 = !DILocation(line: 62, column: 5, scope: !87)
!173 = !DILocation(line: 62, column: 9, scope: !87)
!174 = !DILocation(line: 0, scope: !113)
!175 = !DILocation(line: 64, column: 16, scope: !176)
!176 = distinct !DILexicalBlock(scope: !113, file: !1, line: 63, column: 5)
!177 = !DILocation(line: 64, column: 9, scope: !176)
!178 = !DILocation(line: 64, column: 20, scope: !176)
!179 = !DILocation(line: 26, column: 23, scope: !154, inlinedAt: !161)
!180 = !DILocation(line: 21, column: 13, scope: !163, inlinedAt: !171)
!181 = !DILocation(line: 22, column: 12, scope: !163, inlinedAt: !171)
!182 = !DILocation(line: 27, column: 14, scope: !154, inlinedAt: !161)
!183 = !DILocation(line: 61, column: 17, scope: !87)
!184 = !DILocation(line: 60, column: 14, scope: !87)
!185 = !DILocation(line: 59, column: 15, scope: !87)
!186 = !DILocation(line: 65, column: 25, scope: !87)
!187 = !DILocation(line: 65, column: 13, scope: !87)
!188 = !DILocation(line: 66, column: 11, scope: !87)
!189 = !DILocation(line: 66, column: 5, scope: !87)
!190 = !DILocation(line: 66, column: 18, scope: !87)
!191 = !DILocation(line: 67, column: 29, scope: !87)
!192 = !DILocation(line: 67, column: 17, scope: !87)
!193 = !DILocation(line: 67, column: 5, scope: !87)
!194 = !DILocation(line: 67, column: 22, scope: !87)
!195 = !DILocation(line: 68, column: 17, scope: !87)
!196 = !DILocation(line: 68, column: 5, scope: !87)
!197 = !DILocation(line: 68, column: 22, scope: !87)
!198 = !DILocation(line: 69, column: 5, scope: !87)
!199 = !DILocation(line: 69, column: 15, scope: !87)
!200 = !{!201, !201, i64 0}
!201 = !{!"float", !77, i64 0}
!202 = !DILocation(line: 70, column: 5, scope: !87)
!203 = !DILocation(line: 70, column: 15, scope: !87)
!204 = !{!205, !205, i64 0}
!205 = !{!"long", !77, i64 0}
!206 = !DILocation(line: 71, column: 1, scope: !87)
