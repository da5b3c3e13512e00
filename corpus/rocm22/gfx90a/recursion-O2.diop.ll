; ModuleID = 'src/recursion.cl'
source_filename = "src/recursion.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @fib_rec(i32 noundef %0) local_unnamed_addr #0 !dbg !18 {
    #dbg_value(i32 %0, !22, !DIExpression(DIOpArg(0, i32)), !23)
  %2 = icmp ult i32 %0, 2, !dbg !24
  br i1 %2, label %11, label %3, !dbg !26

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !22, !DIExpression(DIOpArg(0, i32)), !23)
  %6 = add i32 %4, -2
  %7 = add i32 %4, -1
  %8 = tail call i32 @fib_rec(i32 noundef %7) #6, !dbg !27
  %9 = add i32 %8, %5, !dbg !28
    #dbg_value(i32 %6, !22, !DIExpression(DIOpArg(0, i32)), !23)
  %10 = icmp ult i32 %6, 2, !dbg !24
  br i1 %10, label %11, label %3, !dbg !26

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %6, %3 ]
  %14 = add i32 %13, %12
  ret i32 %14, !dbg !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @gcd_rec(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !30 {
    #dbg_value(i32 %0, !34, !DIExpression(DIOpArg(0, i32)), !36)
    #dbg_value(i32 %1, !35, !DIExpression(DIOpArg(0, i32)), !36)
  %3 = icmp eq i32 %1, 0, !dbg !37
  br i1 %3, label %9, label %4, !dbg !39

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %6 = phi i32 [ %5, %4 ], [ %0, %2 ]
    #dbg_value(i32 %5, !35, !DIExpression(DIOpArg(0, i32)), !36)
    #dbg_value(i32 %6, !34, !DIExpression(DIOpArg(0, i32)), !36)
  %7 = urem i32 %6, %5, !dbg !40
    #dbg_value(i32 %5, !34, !DIExpression(DIOpArg(0, i32)), !36)
    #dbg_value(i32 %7, !35, !DIExpression(DIOpArg(0, i32)), !36)
  %8 = icmp eq i32 %7, 0, !dbg !37
  br i1 %8, label %9, label %4, !dbg !39

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %5, %4 ]
  ret i32 %10, !dbg !41
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden i32 @sum_rec(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #1 !dbg !42 {
    #dbg_value(ptr %0, !48, !DIExpression(DIOpArg(0, ptr)), !50)
    #dbg_value(i32 %1, !49, !DIExpression(DIOpArg(0, i32)), !50)
  %3 = icmp eq i32 %1, 0, !dbg !51
  br i1 %3, label %43, label %4, !dbg !53

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 4, !dbg !53
  br i1 %5, label %31, label %6, !dbg !53

6:                                                ; preds = %4
  %7 = and i32 %1, -4, !dbg !53
  %8 = and i32 %1, 3, !dbg !53
  br label %9, !dbg !53

9:                                                ; preds = %9, %6
  %10 = phi i32 [ 0, %6 ], [ %25, %9 ]
  %11 = phi <2 x i32> [ zeroinitializer, %6 ], [ %23, %9 ]
  %12 = phi <2 x i32> [ zeroinitializer, %6 ], [ %24, %9 ]
  %13 = xor i32 %10, -1, !dbg !53
  %14 = add i32 %13, %1, !dbg !53
  %15 = sext i32 %14 to i64, !dbg !53
  %16 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !53
  %17 = getelementptr inbounds i8, ptr %16, i64 -4, !dbg !54
  %18 = getelementptr inbounds i8, ptr %16, i64 -12, !dbg !54
  %19 = load <2 x i32>, ptr %17, align 4, !dbg !54, !tbaa !55
  %20 = shufflevector <2 x i32> %19, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !54
  %21 = load <2 x i32>, ptr %18, align 4, !dbg !54, !tbaa !55
  %22 = shufflevector <2 x i32> %21, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !54
  %23 = add <2 x i32> %20, %11, !dbg !59
  %24 = add <2 x i32> %22, %12, !dbg !59
  %25 = add nuw i32 %10, 4
  %26 = icmp eq i32 %25, %7
  br i1 %26, label %27, label %9, !llvm.loop !60

27:                                               ; preds = %9
  %28 = add <2 x i32> %24, %23, !dbg !53
  %29 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %28), !dbg !53
  %30 = icmp eq i32 %7, %1, !dbg !53
  br i1 %30, label %43, label %31, !dbg !53

31:                                               ; preds = %27, %4
  %32 = phi i32 [ %1, %4 ], [ %8, %27 ]
  %33 = phi i32 [ 0, %4 ], [ %29, %27 ]
  br label %34, !dbg !53

34:                                               ; preds = %31, %34
  %35 = phi i32 [ %37, %34 ], [ %32, %31 ]
  %36 = phi i32 [ %41, %34 ], [ %33, %31 ]
    #dbg_value(i32 %35, !49, !DIExpression(DIOpArg(0, i32)), !50)
  %37 = add nsw i32 %35, -1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !dbg !54, !tbaa !55
  %41 = add nsw i32 %40, %36, !dbg !59
    #dbg_value(ptr %0, !48, !DIExpression(DIOpArg(0, ptr)), !50)
    #dbg_value(i32 %37, !49, !DIExpression(DIOpArg(0, i32)), !50)
  %42 = icmp eq i32 %37, 0, !dbg !51
  br i1 %42, label %43, label %34, !dbg !53, !llvm.loop !62

43:                                               ; preds = %34, %27, %2
  %44 = phi i32 [ 0, %2 ], [ %29, %27 ], [ %41, %34 ]
  ret i32 %44, !dbg !64
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @recursive_fib_gcd(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !dbg !65 !kernel_arg_addr_space !84 !kernel_arg_access_qual !85 !kernel_arg_type !86 !kernel_arg_base_type !86 !kernel_arg_type_qual !87 {
  %3 = alloca [16 x i32], align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !72, !DIExpression(DIOpArg(0, ptr addrspace(1))), !88)
    #dbg_value(ptr addrspace(1) %1, !73, !DIExpression(DIOpArg(0, ptr addrspace(1))), !88)
    #dbg_value(i32 0, !89, !DIExpression(DIOpArg(0, i32)), !92)
    #dbg_value(i32 0, !94, !DIExpression(DIOpArg(0, i32)), !97)
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !99
    #dbg_value(i32 0, !100, !DIExpression(DIOpArg(0, i32)), !103)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !105
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4, !dbg !106
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !107, !tbaa !108
  %8 = zext i16 %7 to i32, !dbg !107
  %9 = mul i32 %4, %8, !dbg !110
    #dbg_value(i32 0, !111, !DIExpression(DIOpArg(0, i32)), !114)
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !116
  %11 = add i32 %9, %10, !dbg !117
    #dbg_value(i32 %11, !74, !DIExpression(DIOpArg(0, i32)), !88)
  %12 = mul i32 %11, 3, !dbg !118
  %13 = zext i32 %12 to i64, !dbg !119
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13, !dbg !119
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !119, !tbaa !55, !amdgpu.noclobber !120
    #dbg_value(i32 poison, !75, !DIExpression(DIOpArg(0, i32)), !88)
  %16 = add i32 %12, 1, !dbg !121
  %17 = zext i32 %16 to i64, !dbg !122
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17, !dbg !122
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !122, !tbaa !55, !amdgpu.noclobber !120
    #dbg_value(i32 %19, !76, !DIExpression(DIOpArg(0, i32)), !88)
  %20 = add i32 %12, 2, !dbg !123
  %21 = zext i32 %20 to i64, !dbg !124
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21, !dbg !124
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !124, !tbaa !55, !amdgpu.noclobber !120
    #dbg_value(i32 %23, !77, !DIExpression(DIOpArg(0, i32)), !88)
  call void @llvm.lifetime.start.p5(i64 64, ptr addrspace(5) %3) #6, !dbg !125
    #dbg_declare(ptr addrspace(5) %3, !78, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([16 x i32])), !126)
    #dbg_value(i32 0, !82, !DIExpression(DIOpArg(0, i32)), !127)
    #dbg_value(i32 0, !82, !DIExpression(DIOpArg(0, i32)), !127)
    #dbg_value(i32 1, !82, !DIExpression(DIOpArg(0, i32)), !127)
  store <2 x i32> <i32 0, i32 1>, ptr addrspace(5) %3, align 4, !dbg !128, !tbaa !55
    #dbg_value(i32 2, !82, !DIExpression(DIOpArg(0, i32)), !127)
  %24 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 8, !dbg !130
    #dbg_value(i32 3, !82, !DIExpression(DIOpArg(0, i32)), !127)
  store <2 x i32> <i32 4, i32 9>, ptr addrspace(5) %24, align 4, !dbg !128, !tbaa !55
    #dbg_value(i32 4, !82, !DIExpression(DIOpArg(0, i32)), !127)
  %25 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 16, !dbg !130
    #dbg_value(i32 5, !82, !DIExpression(DIOpArg(0, i32)), !127)
  store <2 x i32> <i32 16, i32 25>, ptr addrspace(5) %25, align 4, !dbg !128, !tbaa !55
    #dbg_value(i32 6, !82, !DIExpression(DIOpArg(0, i32)), !127)
  %26 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 24, !dbg !130
    #dbg_value(i32 7, !82, !DIExpression(DIOpArg(0, i32)), !127)
  store <2 x i32> <i32 36, i32 49>, ptr addrspace(5) %26, align 4, !dbg !128, !tbaa !55
    #dbg_value(i32 8, !82, !DIExpression(DIOpArg(0, i32)), !127)
  %27 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 32, !dbg !130
    #dbg_value(i32 9, !82, !DIExpression(DIOpArg(0, i32)), !127)
  store <2 x i32> <i32 64, i32 81>, ptr addrspace(5) %27, align 4, !dbg !128, !tbaa !55
    #dbg_value(i32 10, !82, !DIExpression(DIOpArg(0, i32)), !127)
  %28 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 40, !dbg !130
    #dbg_value(i32 11, !82, !DIExpression(DIOpArg(0, i32)), !127)
  store <2 x i32> <i32 100, i32 121>, ptr addrspace(5) %28, align 4, !dbg !128, !tbaa !55
    #dbg_value(i32 12, !82, !DIExpression(DIOpArg(0, i32)), !127)
  %29 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 48, !dbg !130
    #dbg_value(i32 13, !82, !DIExpression(DIOpArg(0, i32)), !127)
  store <2 x i32> <i32 144, i32 169>, ptr addrspace(5) %29, align 4, !dbg !128, !tbaa !55
    #dbg_value(i32 14, !82, !DIExpression(DIOpArg(0, i32)), !127)
  %30 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 56, !dbg !130
    #dbg_value(i32 15, !82, !DIExpression(DIOpArg(0, i32)), !127)
  store <2 x i32> <i32 196, i32 225>, ptr addrspace(5) %30, align 4, !dbg !128, !tbaa !55
    #dbg_value(i32 16, !82, !DIExpression(DIOpArg(0, i32)), !127)
  %31 = and i32 %15, 15, !dbg !131
    #dbg_value(i32 %31, !75, !DIExpression(DIOpArg(0, i32)), !88)
  %32 = tail call i32 @fib_rec(i32 noundef %31) #6, !dbg !132
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13, !dbg !133
  store i32 %32, ptr addrspace(1) %33, align 4, !dbg !134, !tbaa !55
  %34 = tail call i32 @gcd_rec(i32 noundef %19, i32 noundef %23) #6, !dbg !135
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17, !dbg !136
  store i32 %34, ptr addrspace(1) %35, align 4, !dbg !137, !tbaa !55
  %36 = addrspacecast ptr addrspace(5) %3 to ptr, !dbg !138
  %37 = call i32 @sum_rec(ptr noundef %36, i32 noundef %31) #6, !dbg !139
  %38 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21, !dbg !140
  store i32 %37, ptr addrspace(1) %38, align 4, !dbg !141, !tbaa !55
  call void @llvm.lifetime.end.p5(i64 64, ptr addrspace(5) %3) #6, !dbg !142
  ret void, !dbg !142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: read) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15}
!opencl.ocl.version = !{!16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/recursion.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e6aa0ba785fe29aa1c35ce314ff9063c")
!2 = !{!3, !6, !7, !9}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 18, baseType: !5)
!4 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 2, i32 0}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "fib_rec", scope: !1, file: !1, line: 9, type: !19, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!3, !3}
!21 = !{!22}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !18, file: !1, line: 9, type: !3)
!23 = !DILocation(line: 0, scope: !18)
!24 = !DILocation(line: 10, column: 11, scope: !25)
!25 = distinct !DILexicalBlock(scope: !18, file: !1, line: 10, column: 9)
!26 = !DILocation(line: 10, column: 9, scope: !18)
!27 = !DILocation(line: 12, column: 12, scope: !18)
!28 = !DILocation(line: 12, column: 27, scope: !18)
!29 = !DILocation(line: 13, column: 1, scope: !18)
!30 = distinct !DISubprogram(name: "gcd_rec", scope: !1, file: !1, line: 15, type: !31, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!3, !3, !3}
!33 = !{!34, !35}
!34 = !DILocalVariable(name: "a", arg: 1, scope: !30, file: !1, line: 15, type: !3)
!35 = !DILocalVariable(name: "b", arg: 2, scope: !30, file: !1, line: 15, type: !3)
!36 = !DILocation(line: 0, scope: !30)
!37 = !DILocation(line: 16, column: 11, scope: !38)
!38 = distinct !DILexicalBlock(scope: !30, file: !1, line: 16, column: 9)
!39 = !DILocation(line: 16, column: 9, scope: !30)
!40 = !DILocation(line: 18, column: 25, scope: !30)
!41 = !DILocation(line: 19, column: 1, scope: !30)
!42 = distinct !DISubprogram(name: "sum_rec", scope: !1, file: !1, line: 21, type: !43, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !47)
!43 = !DISubroutineType(types: !44)
!44 = !{!6, !45, !6}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!47 = !{!48, !49}
!48 = !DILocalVariable(name: "p", arg: 1, scope: !42, file: !1, line: 21, type: !45)
!49 = !DILocalVariable(name: "n", arg: 2, scope: !42, file: !1, line: 21, type: !6)
!50 = !DILocation(line: 0, scope: !42)
!51 = !DILocation(line: 22, column: 11, scope: !52)
!52 = distinct !DILexicalBlock(scope: !42, file: !1, line: 22, column: 9)
!53 = !DILocation(line: 22, column: 9, scope: !42)
!54 = !DILocation(line: 24, column: 12, scope: !42)
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 24, column: 21, scope: !42)
!60 = distinct !{!60, !61}
!61 = !{!"llvm.loop.isvectorized", i32 1}
!62 = distinct !{!62, !63, !61}
!63 = !{!"llvm.loop.unroll.runtime.disable"}
!64 = !DILocation(line: 25, column: 1, scope: !42)
!65 = distinct !DISubprogram(name: "recursive_fib_gcd", scope: !1, file: !1, line: 27, type: !66, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !71)
!66 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !67)
!67 = !{null, !68, !70}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!71 = !{!72, !73, !74, !75, !76, !77, !78, !82}
!72 = !DILocalVariable(name: "in", arg: 1, scope: !65, file: !1, line: 27, type: !68)
!73 = !DILocalVariable(name: "out", arg: 2, scope: !65, file: !1, line: 27, type: !70)
!74 = !DILocalVariable(name: "gid", scope: !65, file: !1, line: 28, type: !3)
!75 = !DILocalVariable(name: "n", scope: !65, file: !1, line: 29, type: !3)
!76 = !DILocalVariable(name: "a", scope: !65, file: !1, line: 30, type: !3)
!77 = !DILocalVariable(name: "b", scope: !65, file: !1, line: 31, type: !3)
!78 = !DILocalVariable(name: "sq", scope: !65, file: !1, line: 33, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 16)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 34, type: !6)
!83 = distinct !DILexicalBlock(scope: !65, file: !1, line: 34, column: 5)
!84 = !{i32 1, i32 1}
!85 = !{!"none", !"none"}
!86 = !{!"uint*", !"uint*"}
!87 = !{!"const", !""}
!88 = !DILocation(line: 0, scope: !65)
!89 = !DILocalVariable(name: "d", arg: 1, scope: !90, file: !4, line: 62, type: !3)
!90 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !4, file: !4, line: 62, type: !19, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !91)
!91 = !{!89}
!92 = !DILocation(line: 0, scope: !90, inlinedAt: !93)
!93 = distinct !DILocation(line: 28, column: 16, scope: !65)
!94 = !DILocalVariable(name: "d", arg: 1, scope: !95, file: !4, line: 49, type: !3)
!95 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !4, file: !4, line: 49, type: !19, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !96)
!96 = !{!94}
!97 = !DILocation(line: 0, scope: !95, inlinedAt: !98)
!98 = distinct !DILocation(line: 63, column: 12, scope: !90, inlinedAt: !93)
!99 = !DILocation(line: 50, column: 21, scope: !95, inlinedAt: !98)
!100 = !DILocalVariable(name: "d", arg: 1, scope: !101, file: !4, line: 54, type: !3)
!101 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !4, file: !4, line: 54, type: !19, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !102)
!102 = !{!100}
!103 = !DILocation(line: 0, scope: !101, inlinedAt: !104)
!104 = distinct !DILocation(line: 63, column: 30, scope: !90, inlinedAt: !93)
!105 = !DILocation(line: 56, column: 42, scope: !101, inlinedAt: !104)
!106 = !DILocation(line: 56, column: 50, scope: !101, inlinedAt: !104)
!107 = !DILocation(line: 56, column: 12, scope: !101, inlinedAt: !104)
!108 = !{!109, !109, i64 0}
!109 = !{!"short", !57, i64 0}
!110 = !DILocation(line: 63, column: 28, scope: !90, inlinedAt: !93)
!111 = !DILocalVariable(name: "d", arg: 1, scope: !112, file: !4, line: 44, type: !3)
!112 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !4, file: !4, line: 44, type: !19, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!113 = !{!111}
!114 = !DILocation(line: 0, scope: !112, inlinedAt: !115)
!115 = distinct !DILocation(line: 63, column: 50, scope: !90, inlinedAt: !93)
!116 = !DILocation(line: 45, column: 21, scope: !112, inlinedAt: !115)
!117 = !DILocation(line: 63, column: 48, scope: !90, inlinedAt: !93)
!118 = !DILocation(line: 29, column: 21, scope: !65)
!119 = !DILocation(line: 29, column: 14, scope: !65)
!120 = !{}
!121 = !DILocation(line: 30, column: 25, scope: !65)
!122 = !DILocation(line: 30, column: 14, scope: !65)
!123 = !DILocation(line: 31, column: 25, scope: !65)
!124 = !DILocation(line: 31, column: 14, scope: !65)
!125 = !DILocation(line: 33, column: 5, scope: !65)
!126 = !DILocation(line: 33, column: 9, scope: !65)
!127 = !DILocation(line: 0, scope: !83)
!128 = !DILocation(line: 35, column: 15, scope: !129)
!129 = distinct !DILexicalBlock(scope: !83, file: !1, line: 34, column: 5)
!130 = !DILocation(line: 35, column: 9, scope: !129)
!131 = !DILocation(line: 29, column: 30, scope: !65)
!132 = !DILocation(line: 37, column: 24, scope: !65)
!133 = !DILocation(line: 37, column: 5, scope: !65)
!134 = !DILocation(line: 37, column: 22, scope: !65)
!135 = !DILocation(line: 38, column: 24, scope: !65)
!136 = !DILocation(line: 38, column: 5, scope: !65)
!137 = !DILocation(line: 38, column: 22, scope: !65)
!138 = !DILocation(line: 39, column: 38, scope: !65)
!139 = !DILocation(line: 39, column: 30, scope: !65)
!140 = !DILocation(line: 39, column: 5, scope: !65)
!141 = !DILocation(line: 39, column: 22, scope: !65)
!142 = !DILocation(line: 40, column: 1, scope: !65)
