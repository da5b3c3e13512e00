; ModuleID = 'src/hip_poly.hip'
source_filename = "src/hip_poly.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_d15cae17a2e1cb79 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d15cae17a2e1cb79 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @hip_poly(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef writeonly %3, ptr addrspace(1) nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 !dbg !19 {
  %7 = ptrtoint ptr addrspace(1) %0 to i64
  %8 = inttoptr i64 %7 to ptr
  %9 = ptrtoint ptr addrspace(1) %1 to i64
  %10 = inttoptr i64 %9 to ptr
    #dbg_value(ptr %8, !29, !DIExpression(DIOpArg(0, ptr)), !51)
    #dbg_value(ptr %10, !30, !DIExpression(DIOpArg(0, ptr)), !51)
    #dbg_value(ptr addrspace(1) %2, !31, !DIExpression(DIOpArg(0, ptr addrspace(1))), !51)
    #dbg_value(ptr addrspace(1) %3, !32, !DIExpression(DIOpArg(0, ptr addrspace(1))), !51)
    #dbg_value(ptr addrspace(1) %4, !33, !DIExpression(DIOpArg(0, ptr addrspace(1))), !51)
    #dbg_value(i32 %5, !34, !DIExpression(DIOpArg(0, i32)), !51)
    #dbg_value(i32 0, !52, !DIExpression(DIOpArg(0, i32)), !59)
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !61
    #dbg_value(i32 0, !62, !DIExpression(DIOpArg(0, i32)), !65)
  %12 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !67
    #dbg_value(i32 0, !68, !DIExpression(DIOpArg(0, i32)), !71)
  %13 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !73
  %14 = getelementptr inbounds i8, ptr addrspace(4) %13, i64 4, !dbg !74
  %15 = load i16, ptr addrspace(4) %14, align 4, !dbg !75, !tbaa !76
  %16 = zext i16 %15 to i32, !dbg !75
  %17 = mul i32 %12, %16, !dbg !80
  %18 = add i32 %17, %11, !dbg !81
    #dbg_value(i32 %18, !35, !DIExpression(DIOpArg(0, i32)), !51)
  %19 = zext i32 %18 to i64, !dbg !82
  %20 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19, !dbg !82
  %21 = load float, ptr addrspace(1) %20, align 4, !dbg !82, !tbaa !83
  %22 = tail call fastcc [2 x i32] @_Z6hornerIfE4PairIT_EPKS1_iS1_(ptr noundef %8, i32 noundef %5, float noundef %21) #3, !dbg !85
  %23 = extractvalue [2 x i32] %22, 0, !dbg !85
  %24 = bitcast i32 %23 to float, !dbg !85
  %25 = extractvalue [2 x i32] %22, 1, !dbg !85
  %26 = bitcast i32 %25 to float, !dbg !85
    #dbg_value(float %24, !37, !DIExpression(DIOpArg(0, float), DIOpFragment(0, 32)), !51)
    #dbg_value(float %26, !37, !DIExpression(DIOpArg(0, float), DIOpFragment(32, 32)), !51)
  %27 = urem i32 %18, 5, !dbg !86
  %28 = tail call fastcc i32 @_Z6hornerIiE4PairIT_EPKS1_iS1_(ptr noundef %10, i32 noundef %5, i32 noundef %27) #3, !dbg !87
    #dbg_value(i32 %28, !44, !DIExpression(DIOpArg(0, i32), DIOpFragment(0, 32)), !51)
    #dbg_value(i32 poison, !44, !DIExpression(DIOpArg(0, i32), DIOpFragment(32, 32)), !51)
  %29 = fmul contract float %26, 0.000000e+00, !dbg !88
  %30 = fadd contract float %29, %24, !dbg !89
  %31 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19, !dbg !90
  store float %30, ptr addrspace(1) %31, align 4, !dbg !91, !tbaa !83
  %32 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %19, !dbg !92
  store i32 %28, ptr addrspace(1) %32, align 4, !dbg !93, !tbaa !94
  ret void, !dbg !96
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc [2 x i32] @_Z6hornerIfE4PairIT_EPKS1_iS1_(ptr nocapture noundef readonly %0, i32 noundef %1, float noundef %2) unnamed_addr #1 !dbg !97 {
    #dbg_value(ptr %0, !101, !DIExpression(DIOpArg(0, ptr)), !108)
    #dbg_value(i32 %1, !102, !DIExpression(DIOpArg(0, i32)), !108)
    #dbg_value(float %2, !103, !DIExpression(DIOpArg(0, float)), !108)
    #dbg_value(float 0.000000e+00, !104, !DIExpression(DIOpArg(0, float)), !108)
  %4 = add nsw i32 %1, -1, !dbg !109
    #dbg_value(i32 %4, !105, !DIExpression(DIOpArg(0, i32)), !110)
    #dbg_value(float 0.000000e+00, !104, !DIExpression(DIOpArg(0, float)), !108)
  %5 = icmp sgt i32 %1, 0, !dbg !111
  br i1 %5, label %15, label %8, !dbg !113

6:                                                ; preds = %15
  %7 = bitcast float %22 to i32, !dbg !114
  br label %8, !dbg !115

8:                                                ; preds = %6, %3
  %9 = phi i32 [ 0, %3 ], [ %7, %6 ], !dbg !108
    #dbg_value(float poison, !107, !DIExpression(DIOpArg(0, float), DIOpFragment(0, 32)), !108)
  %10 = sext i32 %4 to i64, !dbg !115
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !115
  %12 = load i32, ptr %11, align 4, !dbg !115, !tbaa !83
    #dbg_value(float poison, !107, !DIExpression(DIOpArg(0, float), DIOpFragment(32, 32)), !108)
  %13 = insertvalue [2 x i32] poison, i32 %9, 0, !dbg !114
  %14 = insertvalue [2 x i32] %13, i32 %12, 1, !dbg !114
  ret [2 x i32] %14, !dbg !114

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %23, %15 ], [ %4, %3 ]
  %17 = phi float [ %22, %15 ], [ 0.000000e+00, %3 ]
    #dbg_value(i32 %16, !105, !DIExpression(DIOpArg(0, i32)), !110)
    #dbg_value(float %17, !104, !DIExpression(DIOpArg(0, float)), !108)
  %18 = fmul contract float %17, %2, !dbg !116
  %19 = zext nneg i32 %16 to i64, !dbg !117
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !117
  %21 = load float, ptr %20, align 4, !dbg !117, !tbaa !83
  %22 = fadd contract float %18, %21, !dbg !118
    #dbg_value(float %22, !104, !DIExpression(DIOpArg(0, float)), !108)
  %23 = add nsw i32 %16, -1, !dbg !119
    #dbg_value(i32 %23, !105, !DIExpression(DIOpArg(0, i32)), !110)
  %24 = icmp eq i32 %16, 0, !dbg !111
  br i1 %24, label %6, label %15, !dbg !113, !llvm.loop !120
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc i32 @_Z6hornerIiE4PairIT_EPKS1_iS1_(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 !dbg !123 {
    #dbg_value(ptr %0, !127, !DIExpression(DIOpArg(0, ptr)), !134)
    #dbg_value(i32 %1, !128, !DIExpression(DIOpArg(0, i32)), !134)
    #dbg_value(i32 %2, !129, !DIExpression(DIOpArg(0, i32)), !134)
    #dbg_value(i32 0, !130, !DIExpression(DIOpArg(0, i32)), !134)
    #dbg_value(i32 %1, !131, !DIExpression(DIOpArg(0, i32), DIOpConstant(i32 1), DIOpSub()), !135)
    #dbg_value(i32 0, !130, !DIExpression(DIOpArg(0, i32)), !134)
  %4 = icmp sgt i32 %1, 0, !dbg !136
  br i1 %4, label %7, label %5, !dbg !138

5:                                                ; preds = %7, %3
  %6 = phi i32 [ 0, %3 ], [ %15, %7 ], !dbg !134
    #dbg_value(i32 %6, !133, !DIExpression(DIOpArg(0, i32), DIOpFragment(0, 32)), !134)
    #dbg_value(i32 poison, !133, !DIExpression(DIOpArg(0, i32), DIOpFragment(32, 32)), !134)
  ret i32 %6, !dbg !139

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %10, %7 ], [ %1, %3 ]
  %9 = phi i32 [ %15, %7 ], [ 0, %3 ]
  %10 = add nsw i32 %8, -1, !dbg !140
    #dbg_value(i32 %10, !131, !DIExpression(DIOpArg(0, i32)), !135)
    #dbg_value(i32 %9, !130, !DIExpression(DIOpArg(0, i32)), !134)
  %11 = mul nsw i32 %9, %2, !dbg !141
  %12 = zext nneg i32 %10 to i64, !dbg !142
  %13 = getelementptr inbounds i32, ptr %0, i64 %12, !dbg !142
  %14 = load i32, ptr %13, align 4, !dbg !142, !tbaa !94
  %15 = add nsw i32 %14, %11, !dbg !143
    #dbg_value(i32 %15, !130, !DIExpression(DIOpArg(0, i32)), !134)
    #dbg_value(i32 %10, !131, !DIExpression(DIOpArg(0, i32), DIOpConstant(i32 1), DIOpSub()), !135)
  %16 = icmp eq i32 %10, 0, !dbg !136
  br i1 %16, label %5, label %7, !dbg !138, !llvm.loop !144
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "hip_poly", scope: !1, file: !1, line: 26, type: !20, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !24, !22, !26, !27, !3}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!28 = !{!29, !30, !31, !32, !33, !34, !35, !37, !44}
!29 = !DILocalVariable(name: "coef_f", arg: 1, scope: !19, file: !1, line: 26, type: !22)
!30 = !DILocalVariable(name: "coef_i", arg: 2, scope: !19, file: !1, line: 26, type: !24)
!31 = !DILocalVariable(name: "xs", arg: 3, scope: !19, file: !1, line: 27, type: !22)
!32 = !DILocalVariable(name: "out_f", arg: 4, scope: !19, file: !1, line: 27, type: !26)
!33 = !DILocalVariable(name: "out_i", arg: 5, scope: !19, file: !1, line: 27, type: !27)
!34 = !DILocalVariable(name: "n", arg: 6, scope: !19, file: !1, line: 28, type: !3)
!35 = !DILocalVariable(name: "tid", scope: !19, file: !1, line: 29, type: !36)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DILocalVariable(name: "pf", scope: !19, file: !1, line: 30, type: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair<float>", file: !1, line: 12, size: 64, flags: DIFlagTypePassByValue, elements: !39, templateParams: !42, identifier: "_ZTS4PairIfE")
!39 = !{!40, !41}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !38, file: !1, line: 13, baseType: !10, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !38, file: !1, line: 14, baseType: !10, size: 32, offset: 32)
!42 = !{!43}
!43 = !DITemplateTypeParameter(name: "T", type: !10)
!44 = !DILocalVariable(name: "pi", scope: !19, file: !1, line: 31, type: !45)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair<int>", file: !1, line: 12, size: 64, flags: DIFlagTypePassByValue, elements: !46, templateParams: !49, identifier: "_ZTS4PairIiE")
!46 = !{!47, !48}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !45, file: !1, line: 13, baseType: !3, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !45, file: !1, line: 14, baseType: !3, size: 32, offset: 32)
!49 = !{!50}
!50 = !DITemplateTypeParameter(name: "T", type: !3)
!51 = !DILocation(line: 0, scope: !19)
!52 = !DILocalVariable(name: "d", arg: 1, scope: !53, file: !54, line: 44, type: !57)
!53 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !54, file: !54, line: 44, type: !55, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !58)
!54 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !57}
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !54, line: 35, baseType: !36)
!58 = !{!52}
!59 = !DILocation(line: 0, scope: !53, inlinedAt: !60)
!60 = distinct !DILocation(line: 29, column: 20, scope: !19)
!61 = !DILocation(line: 45, column: 21, scope: !53, inlinedAt: !60)
!62 = !DILocalVariable(name: "d", arg: 1, scope: !63, file: !54, line: 49, type: !57)
!63 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !54, file: !54, line: 49, type: !55, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!64 = !{!62}
!65 = !DILocation(line: 0, scope: !63, inlinedAt: !66)
!66 = distinct !DILocation(line: 29, column: 34, scope: !19)
!67 = !DILocation(line: 50, column: 21, scope: !63, inlinedAt: !66)
!68 = !DILocalVariable(name: "d", arg: 1, scope: !69, file: !54, line: 54, type: !57)
!69 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !54, file: !54, line: 54, type: !55, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!70 = !{!68}
!71 = !DILocation(line: 0, scope: !69, inlinedAt: !72)
!72 = distinct !DILocation(line: 29, column: 47, scope: !19)
!73 = !DILocation(line: 56, column: 42, scope: !69, inlinedAt: !72)
!74 = !DILocation(line: 56, column: 50, scope: !69, inlinedAt: !72)
!75 = !DILocation(line: 56, column: 12, scope: !69, inlinedAt: !72)
!76 = !{!77, !77, i64 0}
!77 = !{!"short", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C++ TBAA"}
!80 = !DILocation(line: 29, column: 45, scope: !19)
!81 = !DILocation(line: 29, column: 32, scope: !19)
!82 = !DILocation(line: 30, column: 47, scope: !19)
!83 = !{!84, !84, i64 0}
!84 = !{!"float", !78, i64 0}
!85 = !DILocation(line: 30, column: 22, scope: !19)
!86 = !DILocation(line: 31, column: 53, scope: !19)
!87 = !DILocation(line: 31, column: 20, scope: !19)
!88 = !DILocation(line: 32, column: 34, scope: !19)
!89 = !DILocation(line: 32, column: 27, scope: !19)
!90 = !DILocation(line: 32, column: 5, scope: !19)
!91 = !DILocation(line: 32, column: 16, scope: !19)
!92 = !DILocation(line: 33, column: 5, scope: !19)
!93 = !DILocation(line: 33, column: 16, scope: !19)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !78, i64 0}
!96 = !DILocation(line: 34, column: 1, scope: !19)
!97 = distinct !DISubprogram(name: "horner<float>", linkageName: "_Z6hornerIfE4PairIT_EPKS1_iS1_", scope: !1, file: !1, line: 18, type: !98, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !42, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!38, !22, !3, !10}
!100 = !{!101, !102, !103, !104, !105, !107}
!101 = !DILocalVariable(name: "coef", arg: 1, scope: !97, file: !1, line: 18, type: !22)
!102 = !DILocalVariable(name: "n", arg: 2, scope: !97, file: !1, line: 18, type: !3)
!103 = !DILocalVariable(name: "x", arg: 3, scope: !97, file: !1, line: 18, type: !10)
!104 = !DILocalVariable(name: "acc", scope: !97, file: !1, line: 19, type: !10)
!105 = !DILocalVariable(name: "i", scope: !106, file: !1, line: 20, type: !3)
!106 = distinct !DILexicalBlock(scope: !97, file: !1, line: 20, column: 5)
!107 = !DILocalVariable(name: "p", scope: !97, file: !1, line: 22, type: !38)
!108 = !DILocation(line: 0, scope: !97)
!109 = !DILocation(line: 20, column: 20, scope: !106)
!110 = !DILocation(line: 0, scope: !106)
!111 = !DILocation(line: 20, column: 27, scope: !112)
!112 = distinct !DILexicalBlock(scope: !106, file: !1, line: 20, column: 5)
!113 = !DILocation(line: 20, column: 5, scope: !106)
!114 = !DILocation(line: 24, column: 1, scope: !97)
!115 = !DILocation(line: 22, column: 20, scope: !97)
!116 = !DILocation(line: 21, column: 19, scope: !112)
!117 = !DILocation(line: 21, column: 25, scope: !112)
!118 = !DILocation(line: 21, column: 23, scope: !112)
!119 = !DILocation(line: 20, column: 33, scope: !112)
!120 = distinct !{!120, !113, !121, !122}
!121 = !DILocation(line: 21, column: 31, scope: !106)
!122 = !{!"llvm.loop.mustprogress"}
!123 = distinct !DISubprogram(name: "horner<int>", linkageName: "_Z6hornerIiE4PairIT_EPKS1_iS1_", scope: !1, file: !1, line: 18, type: !124, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !49, retainedNodes: !126)
!124 = !DISubroutineType(cc: DW_CC_nocall, types: !125)
!125 = !{!45, !24, !3, !3}
!126 = !{!127, !128, !129, !130, !131, !133}
!127 = !DILocalVariable(name: "coef", arg: 1, scope: !123, file: !1, line: 18, type: !24)
!128 = !DILocalVariable(name: "n", arg: 2, scope: !123, file: !1, line: 18, type: !3)
!129 = !DILocalVariable(name: "x", arg: 3, scope: !123, file: !1, line: 18, type: !3)
!130 = !DILocalVariable(name: "acc", scope: !123, file: !1, line: 19, type: !3)
!131 = !DILocalVariable(name: "i", scope: !132, file: !1, line: 20, type: !3)
!132 = distinct !DILexicalBlock(scope: !123, file: !1, line: 20, column: 5)
!133 = !DILocalVariable(name: "p", scope: !123, file: !1, line: 22, type: !45)
!134 = !DILocation(line: 0, scope: !123)
!135 = !DILocation(line: 0, scope: !132)
!136 = !DILocation(line: 20, column: 27, scope: !137)
!137 = distinct !DILexicalBlock(scope: !132, file: !1, line: 20, column: 5)
!138 = !DILocation(line: 20, column: 5, scope: !132)
!139 = !DILocation(line: 24, column: 1, scope: !123)
!140 = !DILocation(line: 20, scope: !132)
!141 = !DILocation(line: 21, column: 19, scope: !137)
!142 = !DILocation(line: 21, column: 25, scope: !137)
!143 = !DILocation(line: 21, column: 23, scope: !137)
!144 = distinct !{!144, !138, !145, !122}
!145 = !DILocation(line: 21, column: 31, scope: !132)
