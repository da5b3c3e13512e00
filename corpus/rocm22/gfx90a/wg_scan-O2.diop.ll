; ModuleID = 'src/wg_scan.cl'
source_filename = "src/wg_scan.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@wg_scan.buf = internal unnamed_addr addrspace(3) global [2 x [128 x i32]] undef, align 4, !dbg !0
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @wg_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !52 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !54 !kernel_arg_type_qual !55 {
    #dbg_value(ptr addrspace(1) %0, !27, !DIExpression(DIOpArg(0, ptr addrspace(1))), !56)
    #dbg_value(ptr addrspace(1) %1, !28, !DIExpression(DIOpArg(0, ptr addrspace(1))), !56)
    #dbg_value(ptr addrspace(1) %2, !29, !DIExpression(DIOpArg(0, ptr addrspace(1))), !56)
    #dbg_value(i32 %3, !30, !DIExpression(DIOpArg(0, i32)), !56)
    #dbg_value(i32 0, !57, !DIExpression(DIOpArg(0, i32)), !62)
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !64
    #dbg_value(i32 %5, !31, !DIExpression(DIOpArg(0, i32)), !56)
    #dbg_value(i32 0, !65, !DIExpression(DIOpArg(0, i32)), !68)
    #dbg_value(i32 0, !70, !DIExpression(DIOpArg(0, i32)), !73)
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !75
    #dbg_value(i32 0, !76, !DIExpression(DIOpArg(0, i32)), !79)
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !81
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 4, !dbg !82
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !83, !tbaa !84
  %10 = zext i16 %9 to i32, !dbg !83
  %11 = mul i32 %6, %10, !dbg !88
    #dbg_value(i32 0, !57, !DIExpression(DIOpArg(0, i32)), !89)
  %12 = add i32 %11, %5, !dbg !91
    #dbg_value(i32 %12, !32, !DIExpression(DIOpArg(0, i32)), !56)
  %13 = icmp ult i32 %12, %3, !dbg !92
  br i1 %13, label %14, label %18, !dbg !93

14:                                               ; preds = %4
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !94, !tbaa !95, !amdgpu.noclobber !97
  br label %18, !dbg !93

18:                                               ; preds = %4, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %4 ], !dbg !93
    #dbg_value(i32 %19, !33, !DIExpression(DIOpArg(0, i32)), !56)
    #dbg_value(i32 0, !34, !DIExpression(DIOpArg(0, i32)), !56)
  %20 = getelementptr inbounds [128 x i32], ptr addrspace(3) @wg_scan.buf, i32 0, i32 %5, !dbg !98
  store i32 %19, ptr addrspace(3) %20, align 4, !dbg !99, !tbaa !95
  fence syncscope("workgroup") release, !dbg !100
  tail call void @llvm.amdgcn.s.barrier(), !dbg !105
  fence syncscope("workgroup") acquire, !dbg !106
    #dbg_value(i32 1, !35, !DIExpression(DIOpArg(0, i32)), !107)
    #dbg_value(i32 0, !34, !DIExpression(DIOpArg(0, i32)), !56)
    #dbg_value(i32 0, !34, !DIExpression(DIOpArg(0, i32)), !56)
    #dbg_value(i32 1, !35, !DIExpression(DIOpArg(0, i32)), !107)
  %21 = load i32, ptr addrspace(3) %20, align 4, !dbg !108, !tbaa !95
    #dbg_value(i32 %21, !37, !DIExpression(DIOpArg(0, i32)), !109)
  %22 = icmp eq i32 %5, 0, !dbg !110
  br i1 %22, label %28, label %23, !dbg !112

23:                                               ; preds = %18
  %24 = add nsw i32 %5, -1
  %25 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i32 0, i32 0, i32 %24
  %26 = load i32, ptr addrspace(3) %25, align 4, !dbg !113, !tbaa !95
  %27 = add nsw i32 %26, %21, !dbg !114
    #dbg_value(i32 %27, !37, !DIExpression(DIOpArg(0, i32)), !109)
  br label %28, !dbg !115

28:                                               ; preds = %23, %18
  %29 = phi i32 [ %27, %23 ], [ %21, %18 ], !dbg !109
    #dbg_value(i32 %29, !37, !DIExpression(DIOpArg(0, i32)), !109)
  %30 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i32 0, i32 1, i32 %5, !dbg !116
  store i32 %29, ptr addrspace(3) %30, align 4, !dbg !117, !tbaa !95
    #dbg_value(i32 1, !34, !DIExpression(DIOpArg(0, i32)), !56)
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !121
    #dbg_value(i32 2, !35, !DIExpression(DIOpArg(0, i32)), !107)
  %31 = load i32, ptr addrspace(3) %30, align 4, !dbg !108, !tbaa !95
    #dbg_value(i32 %31, !37, !DIExpression(DIOpArg(0, i32)), !109)
  %32 = icmp ult i32 %5, 2, !dbg !110
  br i1 %32, label %38, label %33, !dbg !112

33:                                               ; preds = %28
  %34 = add nsw i32 %5, -2
  %35 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i32 0, i32 1, i32 %34
  %36 = load i32, ptr addrspace(3) %35, align 4, !dbg !113, !tbaa !95
  %37 = add nsw i32 %36, %31, !dbg !114
    #dbg_value(i32 %37, !37, !DIExpression(DIOpArg(0, i32)), !109)
  br label %38, !dbg !115

38:                                               ; preds = %33, %28
  %39 = phi i32 [ %37, %33 ], [ %31, %28 ], !dbg !109
    #dbg_value(i32 %39, !37, !DIExpression(DIOpArg(0, i32)), !109)
  store i32 %39, ptr addrspace(3) %20, align 4, !dbg !117, !tbaa !95
    #dbg_value(i32 0, !34, !DIExpression(DIOpArg(0, i32)), !56)
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !121
    #dbg_value(i32 4, !35, !DIExpression(DIOpArg(0, i32)), !107)
  %40 = load i32, ptr addrspace(3) %20, align 4, !dbg !108, !tbaa !95
    #dbg_value(i32 %40, !37, !DIExpression(DIOpArg(0, i32)), !109)
  %41 = icmp ult i32 %5, 4, !dbg !110
  br i1 %41, label %47, label %42, !dbg !112

42:                                               ; preds = %38
  %43 = add nsw i32 %5, -4
  %44 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i32 0, i32 0, i32 %43
  %45 = load i32, ptr addrspace(3) %44, align 4, !dbg !113, !tbaa !95
  %46 = add nsw i32 %45, %40, !dbg !114
    #dbg_value(i32 %46, !37, !DIExpression(DIOpArg(0, i32)), !109)
  br label %47, !dbg !115

47:                                               ; preds = %42, %38
  %48 = phi i32 [ %46, %42 ], [ %40, %38 ], !dbg !109
    #dbg_value(i32 %48, !37, !DIExpression(DIOpArg(0, i32)), !109)
  store i32 %48, ptr addrspace(3) %30, align 4, !dbg !117, !tbaa !95
    #dbg_value(i32 1, !34, !DIExpression(DIOpArg(0, i32)), !56)
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !121
    #dbg_value(i32 8, !35, !DIExpression(DIOpArg(0, i32)), !107)
  %49 = load i32, ptr addrspace(3) %30, align 4, !dbg !108, !tbaa !95
    #dbg_value(i32 %49, !37, !DIExpression(DIOpArg(0, i32)), !109)
  %50 = icmp ult i32 %5, 8, !dbg !110
  br i1 %50, label %56, label %51, !dbg !112

51:                                               ; preds = %47
  %52 = add nsw i32 %5, -8
  %53 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i32 0, i32 1, i32 %52
  %54 = load i32, ptr addrspace(3) %53, align 4, !dbg !113, !tbaa !95
  %55 = add nsw i32 %54, %49, !dbg !114
    #dbg_value(i32 %55, !37, !DIExpression(DIOpArg(0, i32)), !109)
  br label %56, !dbg !115

56:                                               ; preds = %51, %47
  %57 = phi i32 [ %55, %51 ], [ %49, %47 ], !dbg !109
    #dbg_value(i32 %57, !37, !DIExpression(DIOpArg(0, i32)), !109)
  store i32 %57, ptr addrspace(3) %20, align 4, !dbg !117, !tbaa !95
    #dbg_value(i32 0, !34, !DIExpression(DIOpArg(0, i32)), !56)
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !121
    #dbg_value(i32 16, !35, !DIExpression(DIOpArg(0, i32)), !107)
  %58 = load i32, ptr addrspace(3) %20, align 4, !dbg !108, !tbaa !95
    #dbg_value(i32 %58, !37, !DIExpression(DIOpArg(0, i32)), !109)
  %59 = icmp ult i32 %5, 16, !dbg !110
  br i1 %59, label %65, label %60, !dbg !112

60:                                               ; preds = %56
  %61 = add nsw i32 %5, -16
  %62 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i32 0, i32 0, i32 %61
  %63 = load i32, ptr addrspace(3) %62, align 4, !dbg !113, !tbaa !95
  %64 = add nsw i32 %63, %58, !dbg !114
    #dbg_value(i32 %64, !37, !DIExpression(DIOpArg(0, i32)), !109)
  br label %65, !dbg !115

65:                                               ; preds = %60, %56
  %66 = phi i32 [ %64, %60 ], [ %58, %56 ], !dbg !109
    #dbg_value(i32 %66, !37, !DIExpression(DIOpArg(0, i32)), !109)
  store i32 %66, ptr addrspace(3) %30, align 4, !dbg !117, !tbaa !95
    #dbg_value(i32 1, !34, !DIExpression(DIOpArg(0, i32)), !56)
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !121
    #dbg_value(i32 32, !35, !DIExpression(DIOpArg(0, i32)), !107)
  %67 = load i32, ptr addrspace(3) %30, align 4, !dbg !108, !tbaa !95
    #dbg_value(i32 %67, !37, !DIExpression(DIOpArg(0, i32)), !109)
  %68 = icmp ult i32 %5, 32, !dbg !110
  br i1 %68, label %74, label %69, !dbg !112

69:                                               ; preds = %65
  %70 = add nsw i32 %5, -32
  %71 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i32 0, i32 1, i32 %70
  %72 = load i32, ptr addrspace(3) %71, align 4, !dbg !113, !tbaa !95
  %73 = add nsw i32 %72, %67, !dbg !114
    #dbg_value(i32 %73, !37, !DIExpression(DIOpArg(0, i32)), !109)
  br label %74, !dbg !115

74:                                               ; preds = %69, %65
  %75 = phi i32 [ %73, %69 ], [ %67, %65 ], !dbg !109
    #dbg_value(i32 %75, !37, !DIExpression(DIOpArg(0, i32)), !109)
  store i32 %75, ptr addrspace(3) %20, align 4, !dbg !117, !tbaa !95
    #dbg_value(i32 0, !34, !DIExpression(DIOpArg(0, i32)), !56)
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !121
    #dbg_value(i32 64, !35, !DIExpression(DIOpArg(0, i32)), !107)
  %76 = load i32, ptr addrspace(3) %20, align 4, !dbg !108, !tbaa !95
    #dbg_value(i32 %76, !37, !DIExpression(DIOpArg(0, i32)), !109)
  %77 = icmp ult i32 %5, 64, !dbg !110
  br i1 %77, label %83, label %78, !dbg !112

78:                                               ; preds = %74
  %79 = add nsw i32 %5, -64
  %80 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i32 0, i32 0, i32 %79
  %81 = load i32, ptr addrspace(3) %80, align 4, !dbg !113, !tbaa !95
  %82 = add nsw i32 %81, %76, !dbg !114
    #dbg_value(i32 %82, !37, !DIExpression(DIOpArg(0, i32)), !109)
  br label %83, !dbg !115

83:                                               ; preds = %78, %74
  %84 = phi i32 [ %82, %78 ], [ %76, %74 ], !dbg !109
    #dbg_value(i32 %84, !37, !DIExpression(DIOpArg(0, i32)), !109)
  store i32 %84, ptr addrspace(3) %30, align 4, !dbg !117, !tbaa !95
    #dbg_value(i32 1, !34, !DIExpression(DIOpArg(0, i32)), !56)
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !121
    #dbg_value(i32 128, !35, !DIExpression(DIOpArg(0, i32)), !107)
  %85 = load i32, ptr addrspace(3) %30, align 4, !dbg !122, !tbaa !95
    #dbg_value(i32 %85, !40, !DIExpression(DIOpArg(0, i32)), !56)
  br i1 %13, label %86, label %89, !dbg !123

86:                                               ; preds = %83
  %87 = zext i32 %12 to i64
  %88 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %87
  store i32 %85, ptr addrspace(1) %88, align 4, !dbg !124, !tbaa !95
  br label %89, !dbg !126

89:                                               ; preds = %86, %83
  %90 = icmp eq i32 %5, 127, !dbg !127
  br i1 %90, label %91, label %94, !dbg !129

91:                                               ; preds = %89
  %92 = zext i32 %6 to i64
  %93 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %92
    #dbg_value(i32 0, !70, !DIExpression(DIOpArg(0, i32)), !130)
  store i32 %85, ptr addrspace(1) %93, align 4, !dbg !132, !tbaa !95
  br label %94, !dbg !133

94:                                               ; preds = %91, %89
  ret void, !dbg !134
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!45, !46, !47, !48, !49}
!opencl.ocl.version = !{!50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([2 x [128 x i32]])))
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 15, type: !41, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "wg_scan", scope: !3, file: !3, line: 13, type: !4, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !26)
!3 = !DIFile(filename: "src/wg_scan.cl", directory: ".", checksumkind: CSK_MD5, checksum: "17f360945cd170c95150e1b00027e814")
!4 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !5)
!5 = !{null, !6, !9, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !11, line: 18, baseType: !12)
!11 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !19, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !17}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !{!0, !20}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !11, line: 69, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 80, elements: !24)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 10)
!26 = !{!27, !28, !29, !30, !31, !32, !33, !34, !35, !37, !40}
!27 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!28 = !DILocalVariable(name: "scan", arg: 2, scope: !2, file: !3, line: 13, type: !9)
!29 = !DILocalVariable(name: "total", arg: 3, scope: !2, file: !3, line: 14, type: !9)
!30 = !DILocalVariable(name: "n", arg: 4, scope: !2, file: !3, line: 14, type: !10)
!31 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 16, type: !10)
!32 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 17, type: !10)
!33 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 18, type: !8)
!34 = !DILocalVariable(name: "cur", scope: !2, file: !3, line: 19, type: !10)
!35 = !DILocalVariable(name: "off", scope: !36, file: !3, line: 23, type: !10)
!36 = distinct !DILexicalBlock(scope: !2, file: !3, line: 23, column: 5)
!37 = !DILocalVariable(name: "x", scope: !38, file: !3, line: 24, type: !8)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 23, column: 45)
!39 = distinct !DILexicalBlock(scope: !36, file: !3, line: 23, column: 5)
!40 = !DILocalVariable(name: "mine", scope: !2, file: !3, line: 31, type: !8)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !42)
!42 = !{!43, !44}
!43 = !DISubrange(count: 2)
!44 = !DISubrange(count: 128)
!45 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 2, i32 0}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = !{i32 1, i32 1, i32 1, i32 0}
!53 = !{!"none", !"none", !"none", !"none"}
!54 = !{!"int*", !"int*", !"int*", !"uint"}
!55 = !{!"const", !"", !"", !""}
!56 = !DILocation(line: 0, scope: !2)
!57 = !DILocalVariable(name: "d", arg: 1, scope: !58, file: !11, line: 44, type: !10)
!58 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !11, file: !11, line: 44, type: !59, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!10, !10}
!61 = !{!57}
!62 = !DILocation(line: 0, scope: !58, inlinedAt: !63)
!63 = distinct !DILocation(line: 16, column: 16, scope: !2)
!64 = !DILocation(line: 45, column: 21, scope: !58, inlinedAt: !63)
!65 = !DILocalVariable(name: "d", arg: 1, scope: !66, file: !11, line: 62, type: !10)
!66 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !11, file: !11, line: 62, type: !59, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !67)
!67 = !{!65}
!68 = !DILocation(line: 0, scope: !66, inlinedAt: !69)
!69 = distinct !DILocation(line: 17, column: 16, scope: !2)
!70 = !DILocalVariable(name: "d", arg: 1, scope: !71, file: !11, line: 49, type: !10)
!71 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !11, file: !11, line: 49, type: !59, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !72)
!72 = !{!70}
!73 = !DILocation(line: 0, scope: !71, inlinedAt: !74)
!74 = distinct !DILocation(line: 63, column: 12, scope: !66, inlinedAt: !69)
!75 = !DILocation(line: 50, column: 21, scope: !71, inlinedAt: !74)
!76 = !DILocalVariable(name: "d", arg: 1, scope: !77, file: !11, line: 54, type: !10)
!77 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !11, file: !11, line: 54, type: !59, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !78)
!78 = !{!76}
!79 = !DILocation(line: 0, scope: !77, inlinedAt: !80)
!80 = distinct !DILocation(line: 63, column: 30, scope: !66, inlinedAt: !69)
!81 = !DILocation(line: 56, column: 42, scope: !77, inlinedAt: !80)
!82 = !DILocation(line: 56, column: 50, scope: !77, inlinedAt: !80)
!83 = !DILocation(line: 56, column: 12, scope: !77, inlinedAt: !80)
!84 = !{!85, !85, i64 0}
!85 = !{!"short", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 63, column: 28, scope: !66, inlinedAt: !69)
!89 = !DILocation(line: 0, scope: !58, inlinedAt: !90)
!90 = distinct !DILocation(line: 63, column: 50, scope: !66, inlinedAt: !69)
!91 = !DILocation(line: 63, column: 48, scope: !66, inlinedAt: !69)
!92 = !DILocation(line: 18, column: 17, scope: !2)
!93 = !DILocation(line: 18, column: 13, scope: !2)
!94 = !DILocation(line: 18, column: 23, scope: !2)
!95 = !{!96, !96, i64 0}
!96 = !{!"int", !86, i64 0}
!97 = !{}
!98 = !DILocation(line: 21, column: 5, scope: !2)
!99 = !DILocation(line: 21, column: 17, scope: !2)
!100 = !DILocation(line: 69, column: 28, scope: !101, inlinedAt: !104)
!101 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !11, file: !11, line: 68, type: !102, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13)
!102 = !DISubroutineType(types: !103)
!103 = !{null}
!104 = distinct !DILocation(line: 22, column: 5, scope: !2)
!105 = !DILocation(line: 70, column: 5, scope: !101, inlinedAt: !104)
!106 = !DILocation(line: 71, column: 28, scope: !101, inlinedAt: !104)
!107 = !DILocation(line: 0, scope: !36)
!108 = !DILocation(line: 24, column: 17, scope: !38)
!109 = !DILocation(line: 0, scope: !38)
!110 = !DILocation(line: 25, column: 17, scope: !111)
!111 = distinct !DILexicalBlock(scope: !38, file: !3, line: 25, column: 13)
!112 = !DILocation(line: 25, column: 13, scope: !38)
!113 = !DILocation(line: 26, column: 18, scope: !111)
!114 = !DILocation(line: 26, column: 15, scope: !111)
!115 = !DILocation(line: 26, column: 13, scope: !111)
!116 = !DILocation(line: 27, column: 9, scope: !38)
!117 = !DILocation(line: 27, column: 27, scope: !38)
!118 = !DILocation(line: 69, column: 28, scope: !101, inlinedAt: !119)
!119 = distinct !DILocation(line: 29, column: 9, scope: !38)
!120 = !DILocation(line: 70, column: 5, scope: !101, inlinedAt: !119)
!121 = !DILocation(line: 71, column: 28, scope: !101, inlinedAt: !119)
!122 = !DILocation(line: 31, column: 16, scope: !2)
!123 = !DILocation(line: 32, column: 9, scope: !2)
!124 = !DILocation(line: 33, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !2, file: !3, line: 32, column: 9)
!126 = !DILocation(line: 33, column: 9, scope: !125)
!127 = !DILocation(line: 34, column: 13, scope: !128)
!128 = distinct !DILexicalBlock(scope: !2, file: !3, line: 34, column: 9)
!129 = !DILocation(line: 34, column: 9, scope: !2)
!130 = !DILocation(line: 0, scope: !71, inlinedAt: !131)
!131 = distinct !DILocation(line: 35, column: 15, scope: !128)
!132 = !DILocation(line: 35, column: 32, scope: !128)
!133 = !DILocation(line: 35, column: 9, scope: !128)
!134 = !DILocation(line: 36, column: 1, scope: !2)
