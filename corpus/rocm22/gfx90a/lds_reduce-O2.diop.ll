; ModuleID = 'src/lds_reduce.cl'
source_filename = "src/lds_reduce.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds_reduce_sum.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4, !dbg !0
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @lds_reduce_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !47 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
    #dbg_value(ptr addrspace(1) %0, !26, !DIExpression(DIOpArg(0, ptr addrspace(1))), !51)
    #dbg_value(ptr addrspace(1) %1, !27, !DIExpression(DIOpArg(0, ptr addrspace(1))), !51)
    #dbg_value(ptr addrspace(1) %2, !28, !DIExpression(DIOpArg(0, ptr addrspace(1))), !51)
    #dbg_value(ptr addrspace(3) %3, !29, !DIExpression(DIOpArg(0, ptr addrspace(3))), !51)
    #dbg_value(i32 0, !52, !DIExpression(DIOpArg(0, i32)), !57)
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !59
    #dbg_value(i32 poison, !30, !DIExpression(DIOpArg(0, i32)), !51)
    #dbg_value(i32 0, !60, !DIExpression(DIOpArg(0, i32)), !63)
    #dbg_value(i32 0, !65, !DIExpression(DIOpArg(0, i32)), !68)
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !70
    #dbg_value(i32 0, !71, !DIExpression(DIOpArg(0, i32)), !74)
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !76
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 4, !dbg !77
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !78, !tbaa !79
  %10 = zext i16 %9 to i32, !dbg !78
  %11 = mul i32 %6, %10, !dbg !83
    #dbg_value(i32 0, !52, !DIExpression(DIOpArg(0, i32)), !84)
  %12 = add i32 %11, %5, !dbg !86
    #dbg_value(i32 %12, !33, !DIExpression(DIOpArg(0, i32)), !51)
  %13 = zext i32 %12 to i64, !dbg !87
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13, !dbg !87
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !87, !tbaa !88, !amdgpu.noclobber !90
    #dbg_value(i32 %15, !34, !DIExpression(DIOpArg(0, i32)), !51)
  %16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i32 0, i32 %5, !dbg !91
  store i32 %15, ptr addrspace(3) %16, align 4, !dbg !92, !tbaa !88
  %17 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %5, !dbg !93
  store i32 %15, ptr addrspace(3) %17, align 4, !dbg !94, !tbaa !88
  fence syncscope("workgroup") release, !dbg !95
  tail call void @llvm.amdgcn.s.barrier(), !dbg !100
  fence syncscope("workgroup") acquire, !dbg !101
  %18 = icmp eq i32 %5, 0, !dbg !102
  br i1 %18, label %22, label %19, !dbg !103

19:                                               ; preds = %4
  %20 = getelementptr i8, ptr addrspace(3) %17, i32 -4
  %21 = load i32, ptr addrspace(3) %20, align 4, !dbg !104, !tbaa !88
  br label %22, !dbg !103

22:                                               ; preds = %4, %19
  %23 = phi i32 [ %21, %19 ], [ 0, %4 ], !dbg !103
  %24 = add nsw i32 %23, %15, !dbg !105
  %25 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13, !dbg !106
  store i32 %24, ptr addrspace(1) %25, align 4, !dbg !107, !tbaa !88
    #dbg_value(i32 32, !35, !DIExpression(DIOpArg(0, i32)), !108)
    #dbg_value(i32 32, !35, !DIExpression(DIOpArg(0, i32)), !108)
  %26 = icmp ult i32 %5, 32, !dbg !109
  br i1 %26, label %27, label %33, !dbg !113

27:                                               ; preds = %22
  %28 = or disjoint i32 %5, 32
  %29 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i32 0, i32 %28
  %30 = load i32, ptr addrspace(3) %29, align 4, !dbg !114, !tbaa !88
  %31 = load i32, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  %32 = add nsw i32 %31, %30, !dbg !115
  store i32 %32, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  br label %33, !dbg !116

33:                                               ; preds = %27, %22
  fence syncscope("workgroup") release, !dbg !117
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !120
    #dbg_value(i32 16, !35, !DIExpression(DIOpArg(0, i32)), !108)
  %34 = icmp ult i32 %5, 16, !dbg !109
  br i1 %34, label %35, label %41, !dbg !113

35:                                               ; preds = %33
  %36 = or disjoint i32 %5, 16
  %37 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i32 0, i32 %36
  %38 = load i32, ptr addrspace(3) %37, align 4, !dbg !114, !tbaa !88
  %39 = load i32, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  %40 = add nsw i32 %39, %38, !dbg !115
  store i32 %40, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  br label %41, !dbg !116

41:                                               ; preds = %35, %33
  fence syncscope("workgroup") release, !dbg !117
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !120
    #dbg_value(i32 8, !35, !DIExpression(DIOpArg(0, i32)), !108)
  %42 = icmp ult i32 %5, 8, !dbg !109
  br i1 %42, label %43, label %49, !dbg !113

43:                                               ; preds = %41
  %44 = or disjoint i32 %5, 8
  %45 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i32 0, i32 %44
  %46 = load i32, ptr addrspace(3) %45, align 4, !dbg !114, !tbaa !88
  %47 = load i32, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  %48 = add nsw i32 %47, %46, !dbg !115
  store i32 %48, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  br label %49, !dbg !116

49:                                               ; preds = %43, %41
  fence syncscope("workgroup") release, !dbg !117
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !120
    #dbg_value(i32 4, !35, !DIExpression(DIOpArg(0, i32)), !108)
  %50 = icmp ult i32 %5, 4, !dbg !109
  br i1 %50, label %51, label %57, !dbg !113

51:                                               ; preds = %49
  %52 = or disjoint i32 %5, 4
  %53 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i32 0, i32 %52
  %54 = load i32, ptr addrspace(3) %53, align 4, !dbg !114, !tbaa !88
  %55 = load i32, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  %56 = add nsw i32 %55, %54, !dbg !115
  store i32 %56, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  br label %57, !dbg !116

57:                                               ; preds = %51, %49
  fence syncscope("workgroup") release, !dbg !117
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !120
    #dbg_value(i32 2, !35, !DIExpression(DIOpArg(0, i32)), !108)
  %58 = icmp ult i32 %5, 2, !dbg !109
  br i1 %58, label %59, label %65, !dbg !113

59:                                               ; preds = %57
  %60 = or disjoint i32 %5, 2
  %61 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i32 0, i32 %60
  %62 = load i32, ptr addrspace(3) %61, align 4, !dbg !114, !tbaa !88
  %63 = load i32, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  %64 = add nsw i32 %63, %62, !dbg !115
  store i32 %64, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  br label %65, !dbg !116

65:                                               ; preds = %59, %57
  fence syncscope("workgroup") release, !dbg !117
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !120
    #dbg_value(i32 1, !35, !DIExpression(DIOpArg(0, i32)), !108)
  %66 = icmp eq i32 %5, 0, !dbg !109
  br i1 %66, label %67, label %71, !dbg !113

67:                                               ; preds = %65
  %68 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @lds_reduce_sum.tile, i32 4), align 4, !dbg !114, !tbaa !88
  %69 = load i32, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  %70 = add nsw i32 %69, %68, !dbg !115
  store i32 %70, ptr addrspace(3) %16, align 4, !dbg !115, !tbaa !88
  br label %71, !dbg !116

71:                                               ; preds = %67, %65
  fence syncscope("workgroup") release, !dbg !117
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !120
    #dbg_value(i32 0, !35, !DIExpression(DIOpArg(0, i32)), !108)
  br i1 %18, label %72, label %76, !dbg !121

72:                                               ; preds = %71
  %73 = zext i32 %6 to i64
  %74 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %73
  %75 = load i32, ptr addrspace(3) @lds_reduce_sum.tile, align 4, !dbg !122, !tbaa !88
    #dbg_value(i32 0, !65, !DIExpression(DIOpArg(0, i32)), !124)
  store i32 %75, ptr addrspace(1) %74, align 4, !dbg !126, !tbaa !88
  br label %76, !dbg !127

76:                                               ; preds = %72, %71
  ret void, !dbg !128
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

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!40, !41, !42, !43, !44}
!opencl.ocl.version = !{!45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 17, type: !37, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "lds_reduce_sum", scope: !3, file: !3, line: 13, type: !4, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !25)
!3 = !DIFile(filename: "src/lds_reduce.cl", directory: ".", checksumkind: CSK_MD5, checksum: "1879316d0c4cfc835c91bab3f911d413")
!4 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !5)
!5 = !{null, !6, !9, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, addressSpace: 3, memorySpace: DW_MSPACE_LLVM_group)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !12, globals: !17, splitDebugInlining: false, nameTableKind: None)
!12 = !{!13, !15}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{!0, !18}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !20, line: 69, type: !21, isLocal: true, isDefinition: true)
!20 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 80, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 10)
!25 = !{!26, !27, !28, !29, !30, !33, !34, !35}
!26 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!27 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 14, type: !9)
!28 = !DILocalVariable(name: "scan", arg: 3, scope: !2, file: !3, line: 15, type: !9)
!29 = !DILocalVariable(name: "scratch", arg: 4, scope: !2, file: !3, line: 16, type: !10)
!30 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 18, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !20, line: 18, baseType: !32)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 19, type: !31)
!34 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 21, type: !8)
!35 = !DILocalVariable(name: "s", scope: !36, file: !3, line: 30, type: !31)
!36 = distinct !DILexicalBlock(scope: !2, file: !3, line: 30, column: 5)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 64)
!40 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 2, i32 0}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = !{i32 1, i32 1, i32 1, i32 3}
!48 = !{!"none", !"none", !"none", !"none"}
!49 = !{!"int*", !"int*", !"int*", !"int*"}
!50 = !{!"const", !"", !"", !""}
!51 = !DILocation(line: 0, scope: !2)
!52 = !DILocalVariable(name: "d", arg: 1, scope: !53, file: !20, line: 44, type: !31)
!53 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !20, file: !20, line: 44, type: !54, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!31, !31}
!56 = !{!52}
!57 = !DILocation(line: 0, scope: !53, inlinedAt: !58)
!58 = distinct !DILocation(line: 18, column: 16, scope: !2)
!59 = !DILocation(line: 45, column: 21, scope: !53, inlinedAt: !58)
!60 = !DILocalVariable(name: "d", arg: 1, scope: !61, file: !20, line: 62, type: !31)
!61 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !20, file: !20, line: 62, type: !54, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !62)
!62 = !{!60}
!63 = !DILocation(line: 0, scope: !61, inlinedAt: !64)
!64 = distinct !DILocation(line: 19, column: 16, scope: !2)
!65 = !DILocalVariable(name: "d", arg: 1, scope: !66, file: !20, line: 49, type: !31)
!66 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !20, file: !20, line: 49, type: !54, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !67)
!67 = !{!65}
!68 = !DILocation(line: 0, scope: !66, inlinedAt: !69)
!69 = distinct !DILocation(line: 63, column: 12, scope: !61, inlinedAt: !64)
!70 = !DILocation(line: 50, column: 21, scope: !66, inlinedAt: !69)
!71 = !DILocalVariable(name: "d", arg: 1, scope: !72, file: !20, line: 54, type: !31)
!72 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !20, file: !20, line: 54, type: !54, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !73)
!73 = !{!71}
!74 = !DILocation(line: 0, scope: !72, inlinedAt: !75)
!75 = distinct !DILocation(line: 63, column: 30, scope: !61, inlinedAt: !64)
!76 = !DILocation(line: 56, column: 42, scope: !72, inlinedAt: !75)
!77 = !DILocation(line: 56, column: 50, scope: !72, inlinedAt: !75)
!78 = !DILocation(line: 56, column: 12, scope: !72, inlinedAt: !75)
!79 = !{!80, !80, i64 0}
!80 = !{!"short", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 63, column: 28, scope: !61, inlinedAt: !64)
!84 = !DILocation(line: 0, scope: !53, inlinedAt: !85)
!85 = distinct !DILocation(line: 63, column: 50, scope: !61, inlinedAt: !64)
!86 = !DILocation(line: 63, column: 48, scope: !61, inlinedAt: !64)
!87 = !DILocation(line: 21, column: 13, scope: !2)
!88 = !{!89, !89, i64 0}
!89 = !{!"int", !81, i64 0}
!90 = !{}
!91 = !DILocation(line: 22, column: 5, scope: !2)
!92 = !DILocation(line: 22, column: 15, scope: !2)
!93 = !DILocation(line: 23, column: 5, scope: !2)
!94 = !DILocation(line: 23, column: 18, scope: !2)
!95 = !DILocation(line: 69, column: 28, scope: !96, inlinedAt: !99)
!96 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !20, file: !20, line: 68, type: !97, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11)
!97 = !DISubroutineType(types: !98)
!98 = !{null}
!99 = distinct !DILocation(line: 24, column: 5, scope: !2)
!100 = !DILocation(line: 70, column: 5, scope: !96, inlinedAt: !99)
!101 = !DILocation(line: 71, column: 28, scope: !96, inlinedAt: !99)
!102 = !DILocation(line: 27, column: 26, scope: !2)
!103 = !DILocation(line: 27, column: 22, scope: !2)
!104 = !DILocation(line: 27, column: 32, scope: !2)
!105 = !DILocation(line: 27, column: 19, scope: !2)
!106 = !DILocation(line: 27, column: 5, scope: !2)
!107 = !DILocation(line: 27, column: 15, scope: !2)
!108 = !DILocation(line: 0, scope: !36)
!109 = !DILocation(line: 31, column: 17, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 31, column: 13)
!111 = distinct !DILexicalBlock(scope: !112, file: !3, line: 30, column: 43)
!112 = distinct !DILexicalBlock(scope: !36, file: !3, line: 30, column: 5)
!113 = !DILocation(line: 31, column: 13, scope: !111)
!114 = !DILocation(line: 32, column: 26, scope: !110)
!115 = !DILocation(line: 32, column: 23, scope: !110)
!116 = !DILocation(line: 32, column: 13, scope: !110)
!117 = !DILocation(line: 69, column: 28, scope: !96, inlinedAt: !118)
!118 = distinct !DILocation(line: 33, column: 9, scope: !111)
!119 = !DILocation(line: 70, column: 5, scope: !96, inlinedAt: !118)
!120 = !DILocation(line: 71, column: 28, scope: !96, inlinedAt: !118)
!121 = !DILocation(line: 36, column: 9, scope: !2)
!122 = !DILocation(line: 37, column: 32, scope: !123)
!123 = distinct !DILexicalBlock(scope: !2, file: !3, line: 36, column: 9)
!124 = !DILocation(line: 0, scope: !66, inlinedAt: !125)
!125 = distinct !DILocation(line: 37, column: 13, scope: !123)
!126 = !DILocation(line: 37, column: 30, scope: !123)
!127 = !DILocation(line: 37, column: 9, scope: !123)
!128 = !DILocation(line: 38, column: 1, scope: !2)
