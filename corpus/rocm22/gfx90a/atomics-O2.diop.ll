; ModuleID = 'src/atomics.cl'
source_filename = "src/atomics.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@atomics_global_lds_cas.lhist = internal addrspace(3) global [16 x i32] undef, align 4, !dbg !0
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @atomics_global_lds_cas(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) nocapture noundef align 8 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !57 !kernel_arg_access_qual !58 !kernel_arg_type !59 !kernel_arg_base_type !59 !kernel_arg_type_qual !60 {
    #dbg_value(ptr addrspace(1) %0, !33, !DIExpression(DIOpArg(0, ptr addrspace(1))), !61)
    #dbg_value(ptr addrspace(1) %1, !34, !DIExpression(DIOpArg(0, ptr addrspace(1))), !61)
    #dbg_value(ptr addrspace(1) %2, !35, !DIExpression(DIOpArg(0, ptr addrspace(1))), !61)
    #dbg_value(ptr addrspace(1) %3, !36, !DIExpression(DIOpArg(0, ptr addrspace(1))), !61)
    #dbg_value(ptr addrspace(1) %4, !37, !DIExpression(DIOpArg(0, ptr addrspace(1))), !61)
    #dbg_value(ptr addrspace(1) %5, !38, !DIExpression(DIOpArg(0, ptr addrspace(1))), !61)
    #dbg_value(i32 0, !62, !DIExpression(DIOpArg(0, i32)), !67)
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !69
    #dbg_value(i32 %7, !39, !DIExpression(DIOpArg(0, i32)), !61)
    #dbg_value(i32 0, !70, !DIExpression(DIOpArg(0, i32)), !73)
    #dbg_value(i32 0, !75, !DIExpression(DIOpArg(0, i32)), !78)
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !80
    #dbg_value(i32 0, !81, !DIExpression(DIOpArg(0, i32)), !84)
  %9 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !86
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 4, !dbg !87
  %11 = load i16, ptr addrspace(4) %10, align 4, !dbg !88, !tbaa !89
  %12 = zext i16 %11 to i32, !dbg !88
  %13 = mul i32 %8, %12, !dbg !93
    #dbg_value(i32 0, !62, !DIExpression(DIOpArg(0, i32)), !94)
  %14 = add i32 %13, %7, !dbg !96
    #dbg_value(i32 %14, !40, !DIExpression(DIOpArg(0, i32)), !61)
  %15 = zext i32 %14 to i64, !dbg !97
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15, !dbg !97
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !97, !tbaa !98, !amdgpu.noclobber !100
    #dbg_value(i32 %17, !41, !DIExpression(DIOpArg(0, i32)), !61)
  %18 = icmp ult i32 %7, 16, !dbg !101
  br i1 %18, label %19, label %21, !dbg !103

19:                                               ; preds = %6
  %20 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomics_global_lds_cas.lhist, i32 0, i32 %7
  store i32 0, ptr addrspace(3) %20, align 4, !dbg !104, !tbaa !98
  br label %21, !dbg !105

21:                                               ; preds = %19, %6
  fence syncscope("workgroup") release, !dbg !106
  tail call void @llvm.amdgcn.s.barrier(), !dbg !111
  fence syncscope("workgroup") acquire, !dbg !112
  %22 = atomicrmw add ptr addrspace(1) %1, i32 1 monotonic, align 4, !dbg !113
  %23 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %15, !dbg !114
  store i32 %22, ptr addrspace(1) %23, align 4, !dbg !115, !tbaa !98
  %24 = and i32 %17, 15, !dbg !116
  %25 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomics_global_lds_cas.lhist, i32 0, i32 %24, !dbg !117
  %26 = atomicrmw add ptr addrspace(3) %25, i32 1 monotonic, align 4, !dbg !118
  %27 = sext i32 %17 to i64, !dbg !119
  %28 = atomicrmw add ptr addrspace(1) %4, i64 %27 monotonic, align 8, !dbg !120
  %29 = sitofp i32 %17 to float, !dbg !121
  %30 = fmul float %29, 2.500000e-01, !dbg !122
    #dbg_value(float %30, !42, !DIExpression(DIOpArg(0, float)), !61)
  %31 = load volatile i32, ptr addrspace(1) %3, align 4, !dbg !123, !tbaa !98
    #dbg_value(i32 %31, !43, !DIExpression(DIOpArg(0, i32)), !61)
  %32 = bitcast float %30 to i32
  br label %33, !dbg !124

33:                                               ; preds = %42, %21
  %34 = phi i32 [ %31, %21 ], [ %44, %42 ], !dbg !125
    #dbg_value(i32 %34, !43, !DIExpression(DIOpArg(0, i32)), !61)
  %35 = bitcast i32 %34 to float, !dbg !126
    #dbg_value(float %35, !44, !DIExpression(DIOpArg(0, float)), !127)
  %36 = fcmp ugt float %30, %35, !dbg !128
  br i1 %36, label %37, label %42, !dbg !130

37:                                               ; preds = %33
    #dbg_value(i32 %32, !46, !DIExpression(DIOpArg(0, i32)), !127)
  %38 = cmpxchg ptr addrspace(1) %3, i32 %34, i32 %32 monotonic monotonic, align 4, !dbg !131
  %39 = extractvalue { i32, i1 } %38, 1, !dbg !131
  %40 = extractvalue { i32, i1 } %38, 0
    #dbg_value(i32 %40, !43, !DIExpression(DIOpArg(0, i32)), !61)
  %41 = select i1 %39, i32 3, i32 0, !dbg !133
  br label %42

42:                                               ; preds = %33, %37
  %43 = phi i32 [ %41, %37 ], [ 3, %33 ]
  %44 = phi i32 [ %40, %37 ], [ %34, %33 ], !dbg !125
    #dbg_value(i32 %44, !43, !DIExpression(DIOpArg(0, i32)), !61)
  %45 = icmp eq i32 %43, 0
  br i1 %45, label %33, label %46

46:                                               ; preds = %42
  fence syncscope("workgroup") release, !dbg !134
  tail call void @llvm.amdgcn.s.barrier(), !dbg !136
  fence syncscope("workgroup") acquire, !dbg !137
  br i1 %18, label %47, label %53, !dbg !138

47:                                               ; preds = %46
  %48 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomics_global_lds_cas.lhist, i32 0, i32 %7
  %49 = zext nneg i32 %7 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %49
  %51 = load i32, ptr addrspace(3) %48, align 4, !dbg !139, !tbaa !98
  %52 = atomicrmw add ptr addrspace(1) %50, i32 %51 monotonic, align 4, !dbg !141
  br label %53, !dbg !141

53:                                               ; preds = %47, %46
  ret void, !dbg !142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!50, !51, !52, !53, !54}
!opencl.ocl.version = !{!55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([16 x i32])))
!1 = distinct !DIGlobalVariable(name: "lhist", scope: !2, file: !3, line: 19, type: !47, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "atomics_global_lds_cas", scope: !3, file: !3, line: 13, type: !4, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !32)
!3 = !DIFile(filename: "src/atomics.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8f34f4ed34419255ccbdbe454eacba81")
!4 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !5)
!5 = !{null, !6, !9, !9, !10, !14, !9}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !12, line: 18, baseType: !13)
!12 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !17, globals: !25, splitDebugInlining: false, nameTableKind: None)
!17 = !{!15, !18, !19, !11, !21, !23}
!18 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!25 = !{!0, !26}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !12, line: 69, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 80, elements: !30)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !{!33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !46}
!33 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!34 = !DILocalVariable(name: "counter", arg: 2, scope: !2, file: !3, line: 14, type: !9)
!35 = !DILocalVariable(name: "hist", arg: 3, scope: !2, file: !3, line: 15, type: !9)
!36 = !DILocalVariable(name: "fmax_bits", arg: 4, scope: !2, file: !3, line: 16, type: !10)
!37 = !DILocalVariable(name: "total64", arg: 5, scope: !2, file: !3, line: 17, type: !14)
!38 = !DILocalVariable(name: "ticket", arg: 6, scope: !2, file: !3, line: 18, type: !9)
!39 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 20, type: !11)
!40 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 21, type: !11)
!41 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 22, type: !8)
!42 = !DILocalVariable(name: "fv", scope: !2, file: !3, line: 38, type: !18)
!43 = !DILocalVariable(name: "old", scope: !2, file: !3, line: 39, type: !11)
!44 = !DILocalVariable(name: "cur", scope: !45, file: !3, line: 41, type: !18)
!45 = distinct !DILexicalBlock(scope: !2, file: !3, line: 40, column: 15)
!46 = !DILocalVariable(name: "want", scope: !45, file: !3, line: 44, type: !11)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 16)
!50 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 2, i32 0}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!58 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!59 = !{!"int*", !"int*", !"int*", !"uint*", !"long*", !"int*"}
!60 = !{!"const", !"", !"", !"", !"", !""}
!61 = !DILocation(line: 0, scope: !2)
!62 = !DILocalVariable(name: "d", arg: 1, scope: !63, file: !12, line: 44, type: !11)
!63 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !12, file: !12, line: 44, type: !64, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!11, !11}
!66 = !{!62}
!67 = !DILocation(line: 0, scope: !63, inlinedAt: !68)
!68 = distinct !DILocation(line: 20, column: 16, scope: !2)
!69 = !DILocation(line: 45, column: 21, scope: !63, inlinedAt: !68)
!70 = !DILocalVariable(name: "d", arg: 1, scope: !71, file: !12, line: 62, type: !11)
!71 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !12, file: !12, line: 62, type: !64, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !72)
!72 = !{!70}
!73 = !DILocation(line: 0, scope: !71, inlinedAt: !74)
!74 = distinct !DILocation(line: 21, column: 16, scope: !2)
!75 = !DILocalVariable(name: "d", arg: 1, scope: !76, file: !12, line: 49, type: !11)
!76 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !12, file: !12, line: 49, type: !64, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !77)
!77 = !{!75}
!78 = !DILocation(line: 0, scope: !76, inlinedAt: !79)
!79 = distinct !DILocation(line: 63, column: 12, scope: !71, inlinedAt: !74)
!80 = !DILocation(line: 50, column: 21, scope: !76, inlinedAt: !79)
!81 = !DILocalVariable(name: "d", arg: 1, scope: !82, file: !12, line: 54, type: !11)
!82 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !12, file: !12, line: 54, type: !64, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !83)
!83 = !{!81}
!84 = !DILocation(line: 0, scope: !82, inlinedAt: !85)
!85 = distinct !DILocation(line: 63, column: 30, scope: !71, inlinedAt: !74)
!86 = !DILocation(line: 56, column: 42, scope: !82, inlinedAt: !85)
!87 = !DILocation(line: 56, column: 50, scope: !82, inlinedAt: !85)
!88 = !DILocation(line: 56, column: 12, scope: !82, inlinedAt: !85)
!89 = !{!90, !90, i64 0}
!90 = !{!"short", !91, i64 0}
!91 = !{!"omnipotent char", !92, i64 0}
!92 = !{!"Simple C/C++ TBAA"}
!93 = !DILocation(line: 63, column: 28, scope: !71, inlinedAt: !74)
!94 = !DILocation(line: 0, scope: !63, inlinedAt: !95)
!95 = distinct !DILocation(line: 63, column: 50, scope: !71, inlinedAt: !74)
!96 = !DILocation(line: 63, column: 48, scope: !71, inlinedAt: !74)
!97 = !DILocation(line: 22, column: 13, scope: !2)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !91, i64 0}
!100 = !{}
!101 = !DILocation(line: 24, column: 13, scope: !102)
!102 = distinct !DILexicalBlock(scope: !2, file: !3, line: 24, column: 9)
!103 = !DILocation(line: 24, column: 9, scope: !2)
!104 = !DILocation(line: 25, column: 20, scope: !102)
!105 = !DILocation(line: 25, column: 9, scope: !102)
!106 = !DILocation(line: 69, column: 28, scope: !107, inlinedAt: !110)
!107 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !12, file: !12, line: 68, type: !108, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16)
!108 = !DISubroutineType(types: !109)
!109 = !{null}
!110 = distinct !DILocation(line: 26, column: 5, scope: !2)
!111 = !DILocation(line: 70, column: 5, scope: !107, inlinedAt: !110)
!112 = !DILocation(line: 71, column: 28, scope: !107, inlinedAt: !110)
!113 = !DILocation(line: 29, column: 19, scope: !2)
!114 = !DILocation(line: 29, column: 5, scope: !2)
!115 = !DILocation(line: 29, column: 17, scope: !2)
!116 = !DILocation(line: 32, column: 33, scope: !2)
!117 = !DILocation(line: 32, column: 25, scope: !2)
!118 = !DILocation(line: 32, column: 5, scope: !2)
!119 = !DILocation(line: 35, column: 33, scope: !2)
!120 = !DILocation(line: 35, column: 5, scope: !2)
!121 = !DILocation(line: 38, column: 16, scope: !2)
!122 = !DILocation(line: 38, column: 25, scope: !2)
!123 = !DILocation(line: 39, column: 16, scope: !2)
!124 = !DILocation(line: 40, column: 5, scope: !2)
!125 = !DILocation(line: 39, column: 10, scope: !2)
!126 = !DILocation(line: 41, column: 21, scope: !45)
!127 = !DILocation(line: 0, scope: !45)
!128 = !DILocation(line: 42, column: 17, scope: !129)
!129 = distinct !DILexicalBlock(scope: !45, file: !3, line: 42, column: 13)
!130 = !DILocation(line: 42, column: 13, scope: !45)
!131 = !DILocation(line: 45, column: 13, scope: !132)
!132 = distinct !DILexicalBlock(scope: !45, file: !3, line: 45, column: 13)
!133 = !DILocation(line: 45, column: 13, scope: !45)
!134 = !DILocation(line: 69, column: 28, scope: !107, inlinedAt: !135)
!135 = distinct !DILocation(line: 50, column: 5, scope: !2)
!136 = !DILocation(line: 70, column: 5, scope: !107, inlinedAt: !135)
!137 = !DILocation(line: 71, column: 28, scope: !107, inlinedAt: !135)
!138 = !DILocation(line: 52, column: 9, scope: !2)
!139 = !DILocation(line: 53, column: 40, scope: !140)
!140 = distinct !DILexicalBlock(scope: !2, file: !3, line: 52, column: 9)
!141 = !DILocation(line: 53, column: 9, scope: !140)
!142 = !DILocation(line: 54, column: 1, scope: !2)
