; ModuleID = 'src/divergence.cl'
source_filename = "src/divergence.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @divergent_loops_collatz(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3) local_unnamed_addr #0 !dbg !15 !kernel_arg_addr_space !42 !kernel_arg_access_qual !43 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
    #dbg_value(ptr addrspace(1) %0, !27, !DIExpression(DIOpArg(0, ptr addrspace(1))), !46)
    #dbg_value(ptr addrspace(1) %1, !28, !DIExpression(DIOpArg(0, ptr addrspace(1))), !46)
    #dbg_value(i32 %2, !29, !DIExpression(DIOpArg(0, i32)), !46)
    #dbg_value(ptr addrspace(1) %3, !30, !DIExpression(DIOpArg(0, ptr addrspace(1))), !46)
    #dbg_value(i32 0, !47, !DIExpression(DIOpArg(0, i32)), !52)
    #dbg_value(i32 0, !54, !DIExpression(DIOpArg(0, i32)), !57)
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !59
    #dbg_value(i32 0, !60, !DIExpression(DIOpArg(0, i32)), !63)
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !65
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 4, !dbg !66
  %8 = load i16, ptr addrspace(4) %7, align 4, !dbg !67, !tbaa !68
  %9 = zext i16 %8 to i32, !dbg !67
  %10 = mul i32 %5, %9, !dbg !72
    #dbg_value(i32 0, !73, !DIExpression(DIOpArg(0, i32)), !76)
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !78
  %12 = add i32 %10, %11, !dbg !79
    #dbg_value(i32 %12, !31, !DIExpression(DIOpArg(0, i32)), !46)
  %13 = zext i32 %12 to i64, !dbg !80
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13, !dbg !80
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !80, !tbaa !81, !amdgpu.noclobber !83
    #dbg_value(i32 %15, !32, !DIExpression(DIOpArg(0, i32)), !46)
  %16 = and i32 %15, 1, !dbg !84
  %17 = icmp eq i32 %16, 0, !dbg !84
  %18 = select i1 %17, i32 -2, i32 3
    #dbg_value(i32 %18, !33, !DIExpression(DIOpArg(0, i32)), !46)
    #dbg_value(i32 0, !34, !DIExpression(DIOpArg(0, i32)), !46)
    #dbg_value(i32 poison, !35, !DIExpression(DIOpArg(0, i32)), !46)
    #dbg_value(i32 0, !34, !DIExpression(DIOpArg(0, i32)), !46)
  %19 = icmp ult i32 %15, 2, !dbg !86
  br i1 %19, label %20, label %23, !dbg !87

20:                                               ; preds = %33, %4
  %21 = phi i32 [ 0, %4 ], [ %35, %33 ], !dbg !46
    #dbg_value(i32 0, !37, !DIExpression(DIOpArg(0, i32)), !88)
  %22 = icmp sgt i32 %2, 0, !dbg !89
  br i1 %22, label %39, label %48, !dbg !91

23:                                               ; preds = %4, %33
  %24 = phi i32 [ %34, %33 ], [ %15, %4 ]
  %25 = phi i32 [ %35, %33 ], [ 0, %4 ]
    #dbg_value(i32 %24, !35, !DIExpression(DIOpArg(0, i32)), !46)
    #dbg_value(i32 %25, !34, !DIExpression(DIOpArg(0, i32)), !46)
  %26 = and i32 %24, 1, !dbg !92
  %27 = icmp eq i32 %26, 0, !dbg !92
  br i1 %27, label %31, label %28, !dbg !95

28:                                               ; preds = %23
  %29 = mul i32 %24, 3, !dbg !96
  %30 = add i32 %29, 1, !dbg !97
    #dbg_value(i32 %30, !35, !DIExpression(DIOpArg(0, i32)), !46)
  br label %33, !dbg !98

31:                                               ; preds = %23
  %32 = lshr exact i32 %24, 1, !dbg !99
    #dbg_value(i32 %32, !35, !DIExpression(DIOpArg(0, i32)), !46)
  br label %33

33:                                               ; preds = %31, %28
  %34 = phi i32 [ %30, %28 ], [ %32, %31 ], !dbg !100
    #dbg_value(i32 %34, !35, !DIExpression(DIOpArg(0, i32)), !46)
  %35 = add nuw nsw i32 %25, 1, !dbg !101
    #dbg_value(i32 %35, !34, !DIExpression(DIOpArg(0, i32)), !46)
  %36 = icmp ne i32 %34, 1, !dbg !86
  %37 = icmp ult i32 %25, 999, !dbg !102
  %38 = select i1 %36, i1 %37, i1 false, !dbg !102
  br i1 %38, label %23, label %20, !dbg !87, !llvm.loop !103

39:                                               ; preds = %20, %45
  %40 = phi i32 [ %46, %45 ], [ 0, %20 ]
    #dbg_value(i32 %40, !37, !DIExpression(DIOpArg(0, i32)), !88)
  %41 = zext nneg i32 %40 to i64, !dbg !105
  %42 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %41, !dbg !105
  %43 = load i32, ptr addrspace(1) %42, align 4, !dbg !105, !tbaa !81, !amdgpu.noclobber !83
  %44 = icmp eq i32 %43, %15, !dbg !108
  br i1 %44, label %48, label %45, !dbg !109

45:                                               ; preds = %39
  %46 = add nuw nsw i32 %40, 1, !dbg !110
    #dbg_value(i32 %46, !37, !DIExpression(DIOpArg(0, i32)), !88)
  %47 = icmp eq i32 %46, %2, !dbg !89
  br i1 %47, label %48, label %39, !dbg !91, !llvm.loop !111

48:                                               ; preds = %45, %39, %20
  %49 = phi i32 [ -1, %20 ], [ -1, %45 ], [ %40, %39 ], !dbg !46
    #dbg_value(i32 %49, !36, !DIExpression(DIOpArg(0, i32)), !46)
    #dbg_value(i32 0, !39, !DIExpression(DIOpArg(0, i32)), !46)
    #dbg_value(i32 0, !40, !DIExpression(DIOpArg(0, i32)), !113)
  %50 = urem i32 %15, 17
    #dbg_value(i32 0, !40, !DIExpression(DIOpArg(0, i32)), !113)
    #dbg_value(i32 0, !39, !DIExpression(DIOpArg(0, i32)), !46)
  switch i32 %50, label %51 [
    i32 0, label %76
    i32 1, label %73
  ], !dbg !114

51:                                               ; preds = %48
  %52 = and i32 %50, 30, !dbg !114
  %53 = insertelement <2 x i32> poison, i32 %15, i64 0, !dbg !114
  %54 = shufflevector <2 x i32> %53, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !114
  %55 = insertelement <2 x i32> poison, i32 %18, i64 0, !dbg !114
  %56 = shufflevector <2 x i32> %55, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !114
  br label %57, !dbg !114

57:                                               ; preds = %57, %51
  %58 = phi i32 [ 0, %51 ], [ %67, %57 ], !dbg !115
  %59 = phi <2 x i32> [ <i32 0, i32 1>, %51 ], [ %68, %57 ]
  %60 = phi <2 x i32> [ zeroinitializer, %51 ], [ %66, %57 ]
  %61 = add <2 x i32> %59, %54, !dbg !117
  %62 = urem <2 x i32> %61, <i32 3, i32 3>, !dbg !120
  %63 = icmp eq <2 x i32> %62, zeroinitializer, !dbg !121
  %64 = mul nsw <2 x i32> %59, %56, !dbg !122
  %65 = select <2 x i1> %63, <2 x i32> %64, <2 x i32> <i32 -1, i32 -1>, !dbg !122
  %66 = add <2 x i32> %65, %60, !dbg !123
  %67 = add nuw i32 %58, 2, !dbg !115
  %68 = add <2 x i32> %59, <i32 2, i32 2>
  %69 = icmp eq i32 %67, %52, !dbg !115
  br i1 %69, label %70, label %57, !dbg !115, !llvm.loop !124

70:                                               ; preds = %57
  %71 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %66), !dbg !114
  %72 = icmp eq i32 %50, %52, !dbg !114
  br i1 %72, label %76, label %73, !dbg !114

73:                                               ; preds = %48, %70
  %74 = phi i32 [ 0, %48 ], [ %52, %70 ]
  %75 = phi i32 [ 0, %48 ], [ %71, %70 ]
  br label %87, !dbg !114

76:                                               ; preds = %87, %70, %48
  %77 = phi i32 [ %50, %48 ], [ %71, %70 ], [ %95, %87 ], !dbg !46
  %78 = mul i32 %12, 3, !dbg !127
  %79 = zext i32 %78 to i64, !dbg !128
  %80 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %79, !dbg !128
  store i32 %21, ptr addrspace(1) %80, align 4, !dbg !129, !tbaa !81
  %81 = add i32 %78, 1, !dbg !130
  %82 = zext i32 %81 to i64, !dbg !131
  %83 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %82, !dbg !131
  store i32 %49, ptr addrspace(1) %83, align 4, !dbg !132, !tbaa !81
  %84 = add i32 %78, 2, !dbg !133
  %85 = zext i32 %84 to i64, !dbg !134
  %86 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %85, !dbg !134
  store i32 %77, ptr addrspace(1) %86, align 4, !dbg !135, !tbaa !81
  ret void, !dbg !136

87:                                               ; preds = %73, %87
  %88 = phi i32 [ %96, %87 ], [ %74, %73 ]
  %89 = phi i32 [ %95, %87 ], [ %75, %73 ]
    #dbg_value(i32 %88, !40, !DIExpression(DIOpArg(0, i32)), !113)
    #dbg_value(i32 %89, !39, !DIExpression(DIOpArg(0, i32)), !46)
  %90 = add i32 %88, %15, !dbg !117
  %91 = urem i32 %90, 3, !dbg !120
  %92 = icmp eq i32 %91, 0, !dbg !121
  %93 = mul nsw i32 %88, %18, !dbg !122
  %94 = select i1 %92, i32 %93, i32 -1, !dbg !122
  %95 = add nsw i32 %94, %89, !dbg !123
    #dbg_value(i32 %95, !39, !DIExpression(DIOpArg(0, i32)), !46)
  %96 = add nuw nsw i32 %88, 1, !dbg !115
    #dbg_value(i32 %96, !40, !DIExpression(DIOpArg(0, i32)), !113)
  %97 = icmp ult i32 %96, %50, !dbg !137
  br i1 %97, label %87, label %76, !dbg !114, !llvm.loop !138
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/divergence.cl", directory: ".", checksumkind: CSK_MD5, checksum: "1eebf49d56febec5785a748d7b7f1744")
!2 = !{!3, !4, !6}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "divergent_loops_collatz", scope: !1, file: !1, line: 10, type: !16, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!16 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !17)
!17 = !{null, !18, !23, !3, !25}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !39, !40}
!27 = !DILocalVariable(name: "in", arg: 1, scope: !15, file: !1, line: 10, type: !18)
!28 = !DILocalVariable(name: "table", arg: 2, scope: !15, file: !1, line: 11, type: !23)
!29 = !DILocalVariable(name: "table_len", arg: 3, scope: !15, file: !1, line: 12, type: !3)
!30 = !DILocalVariable(name: "out", arg: 4, scope: !15, file: !1, line: 13, type: !25)
!31 = !DILocalVariable(name: "gid", scope: !15, file: !1, line: 14, type: !20)
!32 = !DILocalVariable(name: "v", scope: !15, file: !1, line: 15, type: !20)
!33 = !DILocalVariable(name: "mode", scope: !15, file: !1, line: 18, type: !3)
!34 = !DILocalVariable(name: "steps", scope: !15, file: !1, line: 25, type: !3)
!35 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 26, type: !20)
!36 = !DILocalVariable(name: "found", scope: !15, file: !1, line: 36, type: !3)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 37, type: !3)
!38 = distinct !DILexicalBlock(scope: !15, file: !1, line: 37, column: 5)
!39 = !DILocalVariable(name: "acc", scope: !15, file: !1, line: 45, type: !3)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 46, type: !3)
!41 = distinct !DILexicalBlock(scope: !15, file: !1, line: 46, column: 5)
!42 = !{i32 1, i32 1, i32 0, i32 1}
!43 = !{!"none", !"none", !"none", !"none"}
!44 = !{!"uint*", !"int*", !"int", !"int*"}
!45 = !{!"const", !"const", !"", !""}
!46 = !DILocation(line: 0, scope: !15)
!47 = !DILocalVariable(name: "d", arg: 1, scope: !48, file: !21, line: 62, type: !20)
!48 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !21, file: !21, line: 62, type: !49, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!20, !20}
!51 = !{!47}
!52 = !DILocation(line: 0, scope: !48, inlinedAt: !53)
!53 = distinct !DILocation(line: 14, column: 16, scope: !15)
!54 = !DILocalVariable(name: "d", arg: 1, scope: !55, file: !21, line: 49, type: !20)
!55 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !21, file: !21, line: 49, type: !49, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!56 = !{!54}
!57 = !DILocation(line: 0, scope: !55, inlinedAt: !58)
!58 = distinct !DILocation(line: 63, column: 12, scope: !48, inlinedAt: !53)
!59 = !DILocation(line: 50, column: 21, scope: !55, inlinedAt: !58)
!60 = !DILocalVariable(name: "d", arg: 1, scope: !61, file: !21, line: 54, type: !20)
!61 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !21, file: !21, line: 54, type: !49, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !62)
!62 = !{!60}
!63 = !DILocation(line: 0, scope: !61, inlinedAt: !64)
!64 = distinct !DILocation(line: 63, column: 30, scope: !48, inlinedAt: !53)
!65 = !DILocation(line: 56, column: 42, scope: !61, inlinedAt: !64)
!66 = !DILocation(line: 56, column: 50, scope: !61, inlinedAt: !64)
!67 = !DILocation(line: 56, column: 12, scope: !61, inlinedAt: !64)
!68 = !{!69, !69, i64 0}
!69 = !{!"short", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocation(line: 63, column: 28, scope: !48, inlinedAt: !53)
!73 = !DILocalVariable(name: "d", arg: 1, scope: !74, file: !21, line: 44, type: !20)
!74 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !21, file: !21, line: 44, type: !49, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!75 = !{!73}
!76 = !DILocation(line: 0, scope: !74, inlinedAt: !77)
!77 = distinct !DILocation(line: 63, column: 50, scope: !48, inlinedAt: !53)
!78 = !DILocation(line: 45, column: 21, scope: !74, inlinedAt: !77)
!79 = !DILocation(line: 63, column: 48, scope: !48, inlinedAt: !53)
!80 = !DILocation(line: 15, column: 14, scope: !15)
!81 = !{!82, !82, i64 0}
!82 = !{!"int", !70, i64 0}
!83 = !{}
!84 = !DILocation(line: 19, column: 11, scope: !85)
!85 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 9)
!86 = !DILocation(line: 27, column: 14, scope: !15)
!87 = !DILocation(line: 27, column: 5, scope: !15)
!88 = !DILocation(line: 0, scope: !38)
!89 = !DILocation(line: 37, column: 23, scope: !90)
!90 = distinct !DILexicalBlock(scope: !38, file: !1, line: 37, column: 5)
!91 = !DILocation(line: 37, column: 5, scope: !38)
!92 = !DILocation(line: 28, column: 15, scope: !93)
!93 = distinct !DILexicalBlock(scope: !94, file: !1, line: 28, column: 13)
!94 = distinct !DILexicalBlock(scope: !15, file: !1, line: 27, column: 36)
!95 = !DILocation(line: 28, column: 13, scope: !94)
!96 = !DILocation(line: 29, column: 19, scope: !93)
!97 = !DILocation(line: 29, column: 23, scope: !93)
!98 = !DILocation(line: 29, column: 13, scope: !93)
!99 = !DILocation(line: 31, column: 19, scope: !93)
!100 = !DILocation(line: 0, scope: !93)
!101 = !DILocation(line: 32, column: 14, scope: !94)
!102 = !DILocation(line: 27, column: 19, scope: !15)
!103 = distinct !{!103, !87, !104}
!104 = !DILocation(line: 33, column: 5, scope: !15)
!105 = !DILocation(line: 38, column: 13, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !1, line: 38, column: 13)
!107 = distinct !DILexicalBlock(scope: !90, file: !1, line: 37, column: 41)
!108 = !DILocation(line: 38, column: 22, scope: !106)
!109 = !DILocation(line: 38, column: 13, scope: !107)
!110 = !DILocation(line: 37, column: 37, scope: !90)
!111 = distinct !{!111, !91, !112}
!112 = !DILocation(line: 42, column: 5, scope: !38)
!113 = !DILocation(line: 0, scope: !41)
!114 = !DILocation(line: 46, column: 5, scope: !41)
!115 = !DILocation(line: 46, column: 41, scope: !116)
!116 = distinct !DILexicalBlock(scope: !41, file: !1, line: 46, column: 5)
!117 = !DILocation(line: 47, column: 16, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !1, line: 47, column: 13)
!119 = distinct !DILexicalBlock(scope: !116, file: !1, line: 46, column: 45)
!120 = !DILocation(line: 47, column: 21, scope: !118)
!121 = !DILocation(line: 47, column: 25, scope: !118)
!122 = !DILocation(line: 47, column: 13, scope: !119)
!123 = !DILocation(line: 0, scope: !118)
!124 = distinct !{!124, !114, !125, !126}
!125 = !DILocation(line: 51, column: 5, scope: !41)
!126 = !{!"llvm.loop.isvectorized", i32 1}
!127 = !DILocation(line: 53, column: 13, scope: !15)
!128 = !DILocation(line: 53, column: 5, scope: !15)
!129 = !DILocation(line: 53, column: 22, scope: !15)
!130 = !DILocation(line: 54, column: 17, scope: !15)
!131 = !DILocation(line: 54, column: 5, scope: !15)
!132 = !DILocation(line: 54, column: 22, scope: !15)
!133 = !DILocation(line: 55, column: 17, scope: !15)
!134 = !DILocation(line: 55, column: 5, scope: !15)
!135 = !DILocation(line: 55, column: 22, scope: !15)
!136 = !DILocation(line: 56, column: 1, scope: !15)
!137 = !DILocation(line: 46, column: 23, scope: !116)
!138 = distinct !{!138, !114, !125, !139, !126}
!139 = !{!"llvm.loop.unroll.runtime.disable"}
