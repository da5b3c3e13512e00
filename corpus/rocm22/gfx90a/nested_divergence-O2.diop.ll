; ModuleID = 'src/nested_divergence.cl'
source_filename = "src/nested_divergence.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @nested_divergence_classify(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !14 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
    #dbg_value(ptr addrspace(1) %0, !22, !DIExpression(DIOpArg(0, ptr addrspace(1))), !43)
    #dbg_value(ptr addrspace(1) %1, !23, !DIExpression(DIOpArg(0, ptr addrspace(1))), !43)
    #dbg_value(ptr addrspace(1) %2, !24, !DIExpression(DIOpArg(0, ptr addrspace(1))), !43)
    #dbg_value(i32 0, !44, !DIExpression(DIOpArg(0, i32)), !49)
    #dbg_value(i32 0, !51, !DIExpression(DIOpArg(0, i32)), !54)
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !56
    #dbg_value(i32 0, !57, !DIExpression(DIOpArg(0, i32)), !60)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !62
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4, !dbg !63
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !64, !tbaa !65
  %8 = zext i16 %7 to i32, !dbg !64
  %9 = mul i32 %4, %8, !dbg !69
    #dbg_value(i32 0, !70, !DIExpression(DIOpArg(0, i32)), !73)
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !75
  %11 = add i32 %9, %10, !dbg !76
    #dbg_value(i32 %11, !25, !DIExpression(DIOpArg(0, i32)), !43)
  %12 = zext i32 %11 to i64, !dbg !77
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !77
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !77, !tbaa !78, !amdgpu.noclobber !80
    #dbg_value(i32 %14, !29, !DIExpression(DIOpArg(0, i32)), !43)
  %15 = icmp sgt i32 %14, 0, !dbg !81
  br i1 %15, label %16, label %26, !dbg !83

16:                                               ; preds = %3
  %17 = and i32 %14, 1, !dbg !84
  %18 = icmp eq i32 %17, 0, !dbg !84
  br i1 %18, label %22, label %19, !dbg !87

19:                                               ; preds = %16
  %20 = icmp ugt i32 %14, 100, !dbg !88
  %21 = select i1 %20, i32 1, i32 2
  br label %33

22:                                               ; preds = %16
  %23 = and i32 %14, 6, !dbg !91
  %24 = icmp eq i32 %23, 4, !dbg !94
  %25 = select i1 %24, i32 3, i32 4
  br label %33

26:                                               ; preds = %3
  %27 = sub nsw i32 0, %14, !dbg !95
  %28 = and i32 %27, 3, !dbg !97
  switch i32 %28, label %31 [
    i32 0, label %33
    i32 1, label %29
    i32 2, label %30
    i32 3, label %32
  ], !dbg !98

29:                                               ; preds = %26
    #dbg_value(i32 11, !30, !DIExpression(DIOpArg(0, i32)), !43)
  br label %33, !dbg !99

30:                                               ; preds = %26
    #dbg_value(i32 12, !30, !DIExpression(DIOpArg(0, i32)), !43)
  br label %33, !dbg !101

31:                                               ; preds = %26
  unreachable

32:                                               ; preds = %26
    #dbg_value(i32 13, !30, !DIExpression(DIOpArg(0, i32)), !43)
  br label %33, !dbg !102

33:                                               ; preds = %26, %22, %19, %29, %30, %32
  %34 = phi i32 [ 13, %32 ], [ 12, %30 ], [ 11, %29 ], [ %21, %19 ], [ %25, %22 ], [ 10, %26 ], !dbg !103
    #dbg_value(i32 %34, !30, !DIExpression(DIOpArg(0, i32)), !43)
    #dbg_value(i32 0, !31, !DIExpression(DIOpArg(0, i32)), !43)
  br i1 %15, label %54, label %35, !dbg !104

35:                                               ; preds = %33
  %36 = tail call i32 @llvm.usub.sat.i32(i32 %34, i32 3), !dbg !105
  %37 = add nuw nsw i32 %36, 2, !dbg !105
  %38 = trunc nuw nsw i32 %37 to i8, !dbg !105
  %39 = udiv i8 %38, 3, !dbg !105
  %40 = zext nneg i8 %39 to i32, !dbg !105
  %41 = sub nsw i32 3, %34, !dbg !105
  %42 = mul nsw i32 %41, %40, !dbg !105
  %43 = trunc nuw nsw i32 %37 to i8, !dbg !105
  %44 = udiv i8 %43, 3, !dbg !105
  %45 = zext nneg i8 %44 to i33, !dbg !105
  %46 = add nsw i32 %40, -1, !dbg !105
  %47 = zext i32 %46 to i33, !dbg !105
  %48 = mul i33 %45, %47, !dbg !105
  %49 = lshr i33 %48, 1, !dbg !105
  %50 = trunc nuw i33 %49 to i32, !dbg !105
  %51 = mul i32 %50, 3, !dbg !105
  %52 = add i32 %42, %51, !dbg !105
    #dbg_value(i32 undef, !36, !DIExpression(DIOpArg(0, i32)), !106)
    #dbg_value(i32 poison, !31, !DIExpression(DIOpArg(0, i32)), !43)
  %53 = sub i32 %52, %34, !dbg !105
  br label %100, !dbg !107

54:                                               ; preds = %33
  %55 = and i32 %14, 31
    #dbg_value(i32 0, !32, !DIExpression(DIOpArg(0, i32)), !108)
    #dbg_value(i32 0, !31, !DIExpression(DIOpArg(0, i32)), !43)
  switch i32 %55, label %56 [
    i32 0, label %100
    i32 1, label %81
  ], !dbg !109

56:                                               ; preds = %54
  %57 = and i32 %14, 1, !dbg !109
  %58 = sub nsw i32 %55, %57, !dbg !109
  %59 = insertelement <2 x i32> poison, i32 %34, i64 0, !dbg !109
  %60 = shufflevector <2 x i32> %59, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !109
  br label %61, !dbg !109

61:                                               ; preds = %61, %56
  %62 = phi i32 [ 0, %56 ], [ %75, %61 ], !dbg !110
  %63 = phi <2 x i32> [ <i32 0, i32 1>, %56 ], [ %76, %61 ]
  %64 = phi <2 x i32> [ zeroinitializer, %56 ], [ %74, %61 ]
  %65 = urem <2 x i32> %63, %60, !dbg !112
  %66 = icmp ne <2 x i32> %65, zeroinitializer, !dbg !115
  %67 = icmp ugt <2 x i32> %63, <i32 20, i32 20>, !dbg !116
  %68 = xor <2 x i1> %67, <i1 true, i1 true>, !dbg !118
  %69 = and <2 x i1> %66, %68, !dbg !118
  %70 = and <2 x i1> %66, %67, !dbg !118
  %71 = shl nuw nsw <2 x i32> %63, <i32 1, i32 1>, !dbg !119
  %72 = select <2 x i1> %70, <2 x i32> %71, <2 x i32> zeroinitializer, !dbg !43
  %73 = select <2 x i1> %69, <2 x i32> %63, <2 x i32> %72, !dbg !43
  %74 = add <2 x i32> %73, %64, !dbg !43
  %75 = add nuw i32 %62, 2, !dbg !110
  %76 = add <2 x i32> %63, <i32 2, i32 2>
  %77 = icmp eq i32 %75, %58, !dbg !110
  br i1 %77, label %78, label %61, !dbg !110, !llvm.loop !120

78:                                               ; preds = %61
  %79 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %74), !dbg !109
  %80 = icmp eq i32 %57, 0, !dbg !109
  br i1 %80, label %100, label %81, !dbg !109

81:                                               ; preds = %54, %78
  %82 = phi i32 [ 0, %54 ], [ %58, %78 ]
  %83 = phi i32 [ 0, %54 ], [ %79, %78 ]
  br label %84, !dbg !109

84:                                               ; preds = %81, %96
  %85 = phi i32 [ %98, %96 ], [ %82, %81 ]
  %86 = phi i32 [ %97, %96 ], [ %83, %81 ]
    #dbg_value(i32 %85, !32, !DIExpression(DIOpArg(0, i32)), !108)
    #dbg_value(i32 %86, !31, !DIExpression(DIOpArg(0, i32)), !43)
  %87 = urem i32 %85, %34, !dbg !112
  %88 = icmp eq i32 %87, 0, !dbg !115
  br i1 %88, label %96, label %89, !dbg !123

89:                                               ; preds = %84
  %90 = icmp ugt i32 %85, 20, !dbg !116
  br i1 %90, label %91, label %94, !dbg !118

91:                                               ; preds = %89
  %92 = shl nuw nsw i32 %85, 1, !dbg !119
  %93 = add nsw i32 %92, %86, !dbg !124
    #dbg_value(i32 %93, !31, !DIExpression(DIOpArg(0, i32)), !43)
  br label %96, !dbg !125

94:                                               ; preds = %89
  %95 = add nsw i32 %85, %86, !dbg !126
    #dbg_value(i32 %95, !31, !DIExpression(DIOpArg(0, i32)), !43)
  br label %96

96:                                               ; preds = %91, %94, %84
  %97 = phi i32 [ %86, %84 ], [ %93, %91 ], [ %95, %94 ], !dbg !43
    #dbg_value(i32 %97, !31, !DIExpression(DIOpArg(0, i32)), !43)
  %98 = add nuw nsw i32 %85, 1, !dbg !110
    #dbg_value(i32 %98, !32, !DIExpression(DIOpArg(0, i32)), !108)
  %99 = icmp eq i32 %98, %55, !dbg !127
  br i1 %99, label %100, label %84, !dbg !109, !llvm.loop !128

100:                                              ; preds = %96, %78, %54, %35
  %101 = phi i32 [ %55, %54 ], [ %53, %35 ], [ %79, %78 ], [ %97, %96 ], !dbg !130
    #dbg_value(i32 %101, !31, !DIExpression(DIOpArg(0, i32)), !43)
  %102 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12, !dbg !107
  store i32 %34, ptr addrspace(1) %102, align 4, !dbg !131, !tbaa !78
  %103 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12, !dbg !132
  store i32 %101, ptr addrspace(1) %103, align 4, !dbg !133, !tbaa !78
  ret void, !dbg !134
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11}
!opencl.ocl.version = !{!12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/nested_divergence.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d484c1e7cb0a1ea8372e5e11a9698bc1")
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
!14 = distinct !DISubprogram(name: "nested_divergence_classify", scope: !1, file: !1, line: 9, type: !15, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !16)
!16 = !{null, !17, !20, !20}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!21 = !{!22, !23, !24, !25, !29, !30, !31, !32, !36}
!22 = !DILocalVariable(name: "in", arg: 1, scope: !14, file: !1, line: 9, type: !17)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !14, file: !1, line: 10, type: !20)
!24 = !DILocalVariable(name: "out2", arg: 3, scope: !14, file: !1, line: 11, type: !20)
!25 = !DILocalVariable(name: "gid", scope: !14, file: !1, line: 12, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !27, line: 18, baseType: !28)
!27 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DILocalVariable(name: "x", scope: !14, file: !1, line: 13, type: !19)
!30 = !DILocalVariable(name: "code", scope: !14, file: !1, line: 14, type: !19)
!31 = !DILocalVariable(name: "acc", scope: !14, file: !1, line: 37, type: !19)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 39, type: !19)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 39, column: 9)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 38, column: 20)
!35 = distinct !DILexicalBlock(scope: !14, file: !1, line: 38, column: 9)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 48, type: !19)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 48, column: 9)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 47, column: 12)
!39 = !{i32 1, i32 1, i32 1}
!40 = !{!"none", !"none", !"none"}
!41 = !{!"int*", !"int*", !"int*"}
!42 = !{!"const", !"", !""}
!43 = !DILocation(line: 0, scope: !14)
!44 = !DILocalVariable(name: "d", arg: 1, scope: !45, file: !27, line: 62, type: !26)
!45 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !27, file: !27, line: 62, type: !46, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!26, !26}
!48 = !{!44}
!49 = !DILocation(line: 0, scope: !45, inlinedAt: !50)
!50 = distinct !DILocation(line: 12, column: 16, scope: !14)
!51 = !DILocalVariable(name: "d", arg: 1, scope: !52, file: !27, line: 49, type: !26)
!52 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !27, file: !27, line: 49, type: !46, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!53 = !{!51}
!54 = !DILocation(line: 0, scope: !52, inlinedAt: !55)
!55 = distinct !DILocation(line: 63, column: 12, scope: !45, inlinedAt: !50)
!56 = !DILocation(line: 50, column: 21, scope: !52, inlinedAt: !55)
!57 = !DILocalVariable(name: "d", arg: 1, scope: !58, file: !27, line: 54, type: !26)
!58 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !27, file: !27, line: 54, type: !46, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!59 = !{!57}
!60 = !DILocation(line: 0, scope: !58, inlinedAt: !61)
!61 = distinct !DILocation(line: 63, column: 30, scope: !45, inlinedAt: !50)
!62 = !DILocation(line: 56, column: 42, scope: !58, inlinedAt: !61)
!63 = !DILocation(line: 56, column: 50, scope: !58, inlinedAt: !61)
!64 = !DILocation(line: 56, column: 12, scope: !58, inlinedAt: !61)
!65 = !{!66, !66, i64 0}
!66 = !{!"short", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 63, column: 28, scope: !45, inlinedAt: !50)
!70 = !DILocalVariable(name: "d", arg: 1, scope: !71, file: !27, line: 44, type: !26)
!71 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !27, file: !27, line: 44, type: !46, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !72)
!72 = !{!70}
!73 = !DILocation(line: 0, scope: !71, inlinedAt: !74)
!74 = distinct !DILocation(line: 63, column: 50, scope: !45, inlinedAt: !50)
!75 = !DILocation(line: 45, column: 21, scope: !71, inlinedAt: !74)
!76 = !DILocation(line: 63, column: 48, scope: !45, inlinedAt: !50)
!77 = !DILocation(line: 13, column: 13, scope: !14)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !67, i64 0}
!80 = !{}
!81 = !DILocation(line: 16, column: 11, scope: !82)
!82 = distinct !DILexicalBlock(scope: !14, file: !1, line: 16, column: 9)
!83 = !DILocation(line: 16, column: 9, scope: !14)
!84 = !DILocation(line: 17, column: 15, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !1, line: 17, column: 13)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 16, column: 16)
!87 = !DILocation(line: 17, column: 13, scope: !86)
!88 = !DILocation(line: 18, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !1, line: 18, column: 17)
!90 = distinct !DILexicalBlock(scope: !85, file: !1, line: 17, column: 20)
!91 = !DILocation(line: 23, column: 20, scope: !92)
!92 = distinct !DILexicalBlock(scope: !93, file: !1, line: 23, column: 17)
!93 = distinct !DILexicalBlock(scope: !85, file: !1, line: 22, column: 16)
!94 = !DILocation(line: 23, column: 25, scope: !92)
!95 = !DILocation(line: 29, column: 18, scope: !96)
!96 = distinct !DILexicalBlock(scope: !82, file: !1, line: 28, column: 12)
!97 = !DILocation(line: 29, column: 22, scope: !96)
!98 = !DILocation(line: 29, column: 9, scope: !96)
!99 = !DILocation(line: 31, column: 28, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 29, column: 27)
!101 = !DILocation(line: 32, column: 28, scope: !100)
!102 = !DILocation(line: 33, column: 29, scope: !100)
!103 = !DILocation(line: 0, scope: !82)
!104 = !DILocation(line: 38, column: 9, scope: !14)
!105 = !DILocation(line: 48, column: 9, scope: !37)
!106 = !DILocation(line: 0, scope: !37)
!107 = !DILocation(line: 52, column: 5, scope: !14)
!108 = !DILocation(line: 0, scope: !33)
!109 = !DILocation(line: 39, column: 9, scope: !33)
!110 = !DILocation(line: 39, column: 40, scope: !111)
!111 = distinct !DILexicalBlock(scope: !33, file: !1, line: 39, column: 9)
!112 = !DILocation(line: 40, column: 19, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 40, column: 17)
!114 = distinct !DILexicalBlock(scope: !111, file: !1, line: 39, column: 44)
!115 = !DILocation(line: 40, column: 26, scope: !113)
!116 = !DILocation(line: 42, column: 19, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !1, line: 42, column: 17)
!118 = !DILocation(line: 42, column: 17, scope: !114)
!119 = !DILocation(line: 43, column: 26, scope: !117)
!120 = distinct !{!120, !109, !121, !122}
!121 = !DILocation(line: 46, column: 9, scope: !33)
!122 = !{!"llvm.loop.isvectorized", i32 1}
!123 = !DILocation(line: 40, column: 17, scope: !114)
!124 = !DILocation(line: 43, column: 21, scope: !117)
!125 = !DILocation(line: 43, column: 17, scope: !117)
!126 = !DILocation(line: 45, column: 21, scope: !117)
!127 = !DILocation(line: 39, column: 27, scope: !111)
!128 = distinct !{!128, !109, !121, !129, !122}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DILocation(line: 37, column: 9, scope: !14)
!131 = !DILocation(line: 52, column: 14, scope: !14)
!132 = !DILocation(line: 53, column: 5, scope: !14)
!133 = !DILocation(line: 53, column: 15, scope: !14)
!134 = !DILocation(line: 54, column: 1, scope: !14)
