; ModuleID = 'src/int64_double.cl'
source_filename = "src/int64_double.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @int64_double_math(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, ptr addrspace(1) nocapture noundef writeonly align 8 %3) local_unnamed_addr #0 !dbg !19 !kernel_arg_addr_space !52 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !54 !kernel_arg_type_qual !55 {
    #dbg_value(ptr addrspace(1) %0, !29, !DIExpression(DIOpArg(0, ptr addrspace(1))), !56)
    #dbg_value(ptr addrspace(1) %1, !30, !DIExpression(DIOpArg(0, ptr addrspace(1))), !56)
    #dbg_value(ptr addrspace(1) %2, !31, !DIExpression(DIOpArg(0, ptr addrspace(1))), !56)
    #dbg_value(ptr addrspace(1) %3, !32, !DIExpression(DIOpArg(0, ptr addrspace(1))), !56)
    #dbg_value(i32 0, !57, !DIExpression(DIOpArg(0, i32)), !62)
    #dbg_value(i32 0, !64, !DIExpression(DIOpArg(0, i32)), !67)
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !69
    #dbg_value(i32 0, !70, !DIExpression(DIOpArg(0, i32)), !73)
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !75
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 4, !dbg !76
  %8 = load i16, ptr addrspace(4) %7, align 4, !dbg !77, !tbaa !78
  %9 = zext i16 %8 to i32, !dbg !77
  %10 = mul i32 %5, %9, !dbg !82
    #dbg_value(i32 0, !83, !DIExpression(DIOpArg(0, i32)), !86)
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !88
  %12 = add i32 %10, %11, !dbg !89
    #dbg_value(i32 %12, !33, !DIExpression(DIOpArg(0, i32)), !56)
  %13 = zext i32 %12 to i64, !dbg !90
  %14 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %13, !dbg !90
  %15 = load i64, ptr addrspace(1) %14, align 8, !dbg !90, !tbaa !91, !amdgpu.noclobber !93
    #dbg_value(i64 %15, !36, !DIExpression(DIOpArg(0, i64)), !56)
    #dbg_value(i64 %15, !37, !DIExpression(DIOpArg(0, i64), DIOpConstant(i64 3), DIOpMul(), DIOpConstant(i64 4294967297), DIOpAdd()), !56)
    #dbg_value(i64 %15, !38, !DIExpression(DIOpArg(0, i64)), !56)
    #dbg_value(i64 poison, !42, !DIExpression(DIOpArg(0, i64)), !56)
    #dbg_value(i64 poison, !43, !DIExpression(DIOpArg(0, i64)), !56)
    #dbg_value(i64 1469598103934665603, !44, !DIExpression(DIOpArg(0, i64)), !56)
    #dbg_value(i64 0, !45, !DIExpression(DIOpArg(0, i64)), !94)
  %16 = and i64 %15, 15
    #dbg_value(i64 1469598103934665603, !44, !DIExpression(DIOpArg(0, i64)), !56)
    #dbg_value(i64 0, !45, !DIExpression(DIOpArg(0, i64)), !94)
  %17 = icmp eq i64 %16, 0, !dbg !95
  br i1 %17, label %18, label %68, !dbg !97

18:                                               ; preds = %68, %4
  %19 = phi i64 [ 1469598103934665603, %4 ], [ %73, %68 ], !dbg !56
  %20 = xor i64 %15, 81985529216486895, !dbg !98
  %21 = urem i64 %20, 1000000007, !dbg !99
    #dbg_value(i64 %21, !43, !DIExpression(DIOpArg(0, i64)), !56)
  %22 = add i64 %15, -81985529216486896, !dbg !100
  %23 = and i64 %15, 65535, !dbg !101
  %24 = add nuw nsw i64 %23, 3, !dbg !102
  %25 = udiv i64 %22, %24, !dbg !103
    #dbg_value(i64 %25, !42, !DIExpression(DIOpArg(0, i64)), !56)
  %26 = mul nsw i64 %15, 3, !dbg !104
    #dbg_value(i64 %26, !37, !DIExpression(DIOpArg(0, i64), DIOpConstant(i64 4294967297), DIOpAdd()), !56)
  %27 = add nsw i64 %26, 4294967297, !dbg !105
    #dbg_value(i64 %27, !37, !DIExpression(DIOpArg(0, i64)), !56)
  %28 = or i64 %15, 1, !dbg !106
  %29 = freeze i64 %27, !dbg !107
  %30 = freeze i64 %28, !dbg !107
  %31 = sdiv i64 %29, %30, !dbg !107
  %32 = mul i64 %31, %30, !dbg !108
  %33 = sub i64 %29, %32, !dbg !108
    #dbg_value(i64 %33, !41, !DIExpression(DIOpArg(0, i64)), !56)
    #dbg_value(i64 %31, !40, !DIExpression(DIOpArg(0, i64)), !56)
  %34 = mul nsw i64 %27, %15, !dbg !109
    #dbg_value(i64 %34, !39, !DIExpression(DIOpArg(0, i64)), !56)
  %35 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %13, !dbg !110
  %36 = load double, ptr addrspace(1) %35, align 8, !dbg !110, !tbaa !111, !amdgpu.noclobber !93
    #dbg_value(double %36, !47, !DIExpression(DIOpArg(0, double)), !56)
  %37 = tail call double @llvm.fmuladd.f64(double %36, double 0x3FF000000044B830, double 3.500000e+00), !dbg !113
    #dbg_value(double %37, !48, !DIExpression(DIOpArg(0, double)), !56)
  %38 = fadd double %36, 2.000000e+00, !dbg !114
  %39 = fdiv double %37, %38, !dbg !115
    #dbg_value(double %39, !49, !DIExpression(DIOpArg(0, double)), !56)
  %40 = tail call double @llvm.fma.f64(double %36, double %37, double %39), !dbg !116
    #dbg_value(double %40, !50, !DIExpression(DIOpArg(0, double)), !56)
  %41 = sitofp i64 %15 to double, !dbg !117
  %42 = fptosi double %40 to i64, !dbg !118
  %43 = sitofp i64 %42 to double, !dbg !119
  %44 = tail call double @llvm.fmuladd.f64(double %41, double 5.000000e-01, double %43), !dbg !120
    #dbg_value(double %44, !51, !DIExpression(DIOpArg(0, double)), !56)
  %45 = xor i64 %31, %34, !dbg !121
  %46 = shl i32 %12, 2, !dbg !122
  %47 = zext i32 %46 to i64, !dbg !123
  %48 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %47, !dbg !123
  store i64 %45, ptr addrspace(1) %48, align 8, !dbg !124, !tbaa !91
  %49 = add nsw i64 %33, %25, !dbg !125
  %50 = or disjoint i32 %46, 1, !dbg !126
  %51 = zext i32 %50 to i64, !dbg !127
  %52 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %51, !dbg !127
  store i64 %49, ptr addrspace(1) %52, align 8, !dbg !128, !tbaa !91
  %53 = add i64 %19, %21, !dbg !129
  %54 = or disjoint i32 %46, 2, !dbg !130
  %55 = zext i32 %54 to i64, !dbg !131
  %56 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %55, !dbg !131
  store i64 %53, ptr addrspace(1) %56, align 8, !dbg !132, !tbaa !91
  %57 = fptosi double %44 to i64, !dbg !133
  %58 = or disjoint i32 %46, 3, !dbg !134
  %59 = zext i32 %58 to i64, !dbg !135
  %60 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %59, !dbg !135
  store i64 %57, ptr addrspace(1) %60, align 8, !dbg !136, !tbaa !91
  %61 = shl i32 %12, 1, !dbg !137
  %62 = zext i32 %61 to i64, !dbg !138
  %63 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %62, !dbg !138
  store double %40, ptr addrspace(1) %63, align 8, !dbg !139, !tbaa !111
  %64 = fadd double %39, %44, !dbg !140
  %65 = or disjoint i32 %61, 1, !dbg !141
  %66 = zext i32 %65 to i64, !dbg !142
  %67 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %66, !dbg !142
  store double %64, ptr addrspace(1) %67, align 8, !dbg !143, !tbaa !111
  ret void, !dbg !144

68:                                               ; preds = %4, %68
  %69 = phi i64 [ %73, %68 ], [ 1469598103934665603, %4 ]
  %70 = phi i64 [ %74, %68 ], [ 0, %4 ]
    #dbg_value(i64 %69, !44, !DIExpression(DIOpArg(0, i64)), !56)
    #dbg_value(i64 %70, !45, !DIExpression(DIOpArg(0, i64)), !94)
  %71 = shl nuw nsw i64 %70, 40, !dbg !145
  %72 = xor i64 %69, %71, !dbg !146
  %73 = mul i64 %72, 1099511628211, !dbg !147
    #dbg_value(i64 %73, !44, !DIExpression(DIOpArg(0, i64)), !56)
  %74 = add nuw nsw i64 %70, 1, !dbg !148
    #dbg_value(i64 %74, !45, !DIExpression(DIOpArg(0, i64)), !94)
  %75 = icmp eq i64 %74, %16, !dbg !95
  br i1 %75, label %18, label %68, !dbg !97, !llvm.loop !149
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16}
!opencl.ocl.version = !{!17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/int64_double.cl", directory: ".", checksumkind: CSK_MD5, checksum: "b8f25b0773c3c786a1045e04c7d5c296")
!2 = !{!3, !6, !7, !8, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !4, line: 19, baseType: !5)
!4 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 2, i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "int64_double_math", scope: !1, file: !1, line: 9, type: !20, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!20 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !21)
!21 = !{null, !22, !24, !26, !27}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!28 = !{!29, !30, !31, !32, !33, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !47, !48, !49, !50, !51}
!29 = !DILocalVariable(name: "in_l", arg: 1, scope: !19, file: !1, line: 9, type: !22)
!30 = !DILocalVariable(name: "in_d", arg: 2, scope: !19, file: !1, line: 10, type: !24)
!31 = !DILocalVariable(name: "out_l", arg: 3, scope: !19, file: !1, line: 11, type: !26)
!32 = !DILocalVariable(name: "out_d", arg: 4, scope: !19, file: !1, line: 12, type: !27)
!33 = !DILocalVariable(name: "gid", scope: !19, file: !1, line: 13, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 18, baseType: !35)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 14, type: !7)
!37 = !DILocalVariable(name: "b", scope: !19, file: !1, line: 15, type: !7)
!38 = !DILocalVariable(name: "ua", scope: !19, file: !1, line: 16, type: !3)
!39 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 18, type: !7)
!40 = !DILocalVariable(name: "q", scope: !19, file: !1, line: 19, type: !7)
!41 = !DILocalVariable(name: "r", scope: !19, file: !1, line: 20, type: !7)
!42 = !DILocalVariable(name: "uq", scope: !19, file: !1, line: 21, type: !3)
!43 = !DILocalVariable(name: "ur", scope: !19, file: !1, line: 22, type: !3)
!44 = !DILocalVariable(name: "h", scope: !19, file: !1, line: 25, type: !3)
!45 = !DILocalVariable(name: "i", scope: !46, file: !1, line: 26, type: !3)
!46 = distinct !DILexicalBlock(scope: !19, file: !1, line: 26, column: 5)
!47 = !DILocalVariable(name: "d", scope: !19, file: !1, line: 29, type: !6)
!48 = !DILocalVariable(name: "e", scope: !19, file: !1, line: 30, type: !6)
!49 = !DILocalVariable(name: "f", scope: !19, file: !1, line: 31, type: !6)
!50 = !DILocalVariable(name: "g", scope: !19, file: !1, line: 32, type: !6)
!51 = !DILocalVariable(name: "c", scope: !19, file: !1, line: 33, type: !6)
!52 = !{i32 1, i32 1, i32 1, i32 1}
!53 = !{!"none", !"none", !"none", !"none"}
!54 = !{!"long*", !"double*", !"long*", !"double*"}
!55 = !{!"const", !"const", !"", !""}
!56 = !DILocation(line: 0, scope: !19)
!57 = !DILocalVariable(name: "d", arg: 1, scope: !58, file: !4, line: 62, type: !34)
!58 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !4, file: !4, line: 62, type: !59, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!34, !34}
!61 = !{!57}
!62 = !DILocation(line: 0, scope: !58, inlinedAt: !63)
!63 = distinct !DILocation(line: 13, column: 16, scope: !19)
!64 = !DILocalVariable(name: "d", arg: 1, scope: !65, file: !4, line: 49, type: !34)
!65 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !4, file: !4, line: 49, type: !59, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!66 = !{!64}
!67 = !DILocation(line: 0, scope: !65, inlinedAt: !68)
!68 = distinct !DILocation(line: 63, column: 12, scope: !58, inlinedAt: !63)
!69 = !DILocation(line: 50, column: 21, scope: !65, inlinedAt: !68)
!70 = !DILocalVariable(name: "d", arg: 1, scope: !71, file: !4, line: 54, type: !34)
!71 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !4, file: !4, line: 54, type: !59, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !72)
!72 = !{!70}
!73 = !DILocation(line: 0, scope: !71, inlinedAt: !74)
!74 = distinct !DILocation(line: 63, column: 30, scope: !58, inlinedAt: !63)
!75 = !DILocation(line: 56, column: 42, scope: !71, inlinedAt: !74)
!76 = !DILocation(line: 56, column: 50, scope: !71, inlinedAt: !74)
!77 = !DILocation(line: 56, column: 12, scope: !71, inlinedAt: !74)
!78 = !{!79, !79, i64 0}
!79 = !{!"short", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 63, column: 28, scope: !58, inlinedAt: !63)
!83 = !DILocalVariable(name: "d", arg: 1, scope: !84, file: !4, line: 44, type: !34)
!84 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !4, file: !4, line: 44, type: !59, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !85)
!85 = !{!83}
!86 = !DILocation(line: 0, scope: !84, inlinedAt: !87)
!87 = distinct !DILocation(line: 63, column: 50, scope: !58, inlinedAt: !63)
!88 = !DILocation(line: 45, column: 21, scope: !84, inlinedAt: !87)
!89 = !DILocation(line: 63, column: 48, scope: !58, inlinedAt: !63)
!90 = !DILocation(line: 14, column: 14, scope: !19)
!91 = !{!92, !92, i64 0}
!92 = !{!"long", !80, i64 0}
!93 = !{}
!94 = !DILocation(line: 0, scope: !46)
!95 = !DILocation(line: 26, column: 25, scope: !96)
!96 = distinct !DILexicalBlock(scope: !46, file: !1, line: 26, column: 5)
!97 = !DILocation(line: 26, column: 5, scope: !46)
!98 = !DILocation(line: 22, column: 20, scope: !19)
!99 = !DILocation(line: 22, column: 44, scope: !19)
!100 = !DILocation(line: 21, column: 20, scope: !19)
!101 = !DILocation(line: 21, column: 51, scope: !19)
!102 = !DILocation(line: 21, column: 61, scope: !19)
!103 = !DILocation(line: 21, column: 44, scope: !19)
!104 = !DILocation(line: 15, column: 24, scope: !19)
!105 = !DILocation(line: 15, column: 28, scope: !19)
!106 = !DILocation(line: 19, column: 21, scope: !19)
!107 = !DILocation(line: 19, column: 16, scope: !19)
!108 = !DILocation(line: 20, column: 16, scope: !19)
!109 = !DILocation(line: 18, column: 16, scope: !19)
!110 = !DILocation(line: 29, column: 16, scope: !19)
!111 = !{!112, !112, i64 0}
!112 = !{!"double", !80, i64 0}
!113 = !DILocation(line: 30, column: 32, scope: !19)
!114 = !DILocation(line: 31, column: 23, scope: !19)
!115 = !DILocation(line: 31, column: 18, scope: !19)
!116 = !DILocation(line: 32, column: 16, scope: !19)
!117 = !DILocation(line: 33, column: 16, scope: !19)
!118 = !DILocation(line: 33, column: 42, scope: !19)
!119 = !DILocation(line: 33, column: 34, scope: !19)
!120 = !DILocation(line: 33, column: 32, scope: !19)
!121 = !DILocation(line: 35, column: 28, scope: !19)
!122 = !DILocation(line: 35, column: 15, scope: !19)
!123 = !DILocation(line: 35, column: 5, scope: !19)
!124 = !DILocation(line: 35, column: 24, scope: !19)
!125 = !DILocation(line: 36, column: 28, scope: !19)
!126 = !DILocation(line: 36, column: 19, scope: !19)
!127 = !DILocation(line: 36, column: 5, scope: !19)
!128 = !DILocation(line: 36, column: 24, scope: !19)
!129 = !DILocation(line: 37, column: 36, scope: !19)
!130 = !DILocation(line: 37, column: 19, scope: !19)
!131 = !DILocation(line: 37, column: 5, scope: !19)
!132 = !DILocation(line: 37, column: 24, scope: !19)
!133 = !DILocation(line: 38, column: 26, scope: !19)
!134 = !DILocation(line: 38, column: 19, scope: !19)
!135 = !DILocation(line: 38, column: 5, scope: !19)
!136 = !DILocation(line: 38, column: 24, scope: !19)
!137 = !DILocation(line: 39, column: 15, scope: !19)
!138 = !DILocation(line: 39, column: 5, scope: !19)
!139 = !DILocation(line: 39, column: 24, scope: !19)
!140 = !DILocation(line: 40, column: 28, scope: !19)
!141 = !DILocation(line: 40, column: 19, scope: !19)
!142 = !DILocation(line: 40, column: 5, scope: !19)
!143 = !DILocation(line: 40, column: 24, scope: !19)
!144 = !DILocation(line: 41, column: 1, scope: !19)
!145 = !DILocation(line: 27, column: 21, scope: !96)
!146 = !DILocation(line: 27, column: 16, scope: !96)
!147 = !DILocation(line: 27, column: 29, scope: !96)
!148 = !DILocation(line: 26, column: 39, scope: !96)
!149 = distinct !{!149, !97, !150}
!150 = !DILocation(line: 27, column: 31, scope: !46)
