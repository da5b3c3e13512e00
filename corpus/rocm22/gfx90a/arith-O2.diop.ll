; ModuleID = 'src/arith.cl'
source_filename = "src/arith.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Pair = type { i32, float, <4 x i32> }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden %struct.Pair @mix_pair(i32 %0, float %1, <4 x i32> %2, i32 noundef %3) local_unnamed_addr #0 !dbg !21 {
    #dbg_value(i32 %3, !32, !DIExpression(DIOpArg(0, i32)), !34)
  %5 = mul nsw i32 %3, %0, !dbg !35
  %6 = extractelement <4 x i32> %2, i64 0, !dbg !36
  %7 = extractelement <4 x i32> %2, i64 3, !dbg !37
  %8 = xor i32 %6, %7, !dbg !38
  %9 = add nsw i32 %5, %8, !dbg !39
  %10 = sitofp i32 %3 to float, !dbg !40
  %11 = extractelement <4 x i32> %2, i64 1, !dbg !41
  %12 = sitofp i32 %11 to float, !dbg !42
  %13 = fneg float %12, !dbg !43
  %14 = tail call float @llvm.fmuladd.f32(float %1, float %10, float %13), !dbg !43
  %15 = shufflevector <4 x i32> %2, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !44
  %16 = insertelement <4 x i32> poison, i32 %3, i64 0, !dbg !45
  %17 = shufflevector <4 x i32> %16, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !45
  %18 = add <4 x i32> %17, %15, !dbg !46
  %19 = insertvalue %struct.Pair poison, i32 %9, 0, !dbg !47
  %20 = insertvalue %struct.Pair %19, float %14, 1, !dbg !47
  %21 = insertvalue %struct.Pair %20, <4 x i32> %18, 2, !dbg !47
  ret %struct.Pair %21, !dbg !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @arith_int_float_vec_struct(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3) local_unnamed_addr #2 !dbg !48 !kernel_arg_addr_space !83 !kernel_arg_access_qual !84 !kernel_arg_type !85 !kernel_arg_base_type !85 !kernel_arg_type_qual !86 {
    #dbg_value(ptr addrspace(1) %0, !58, !DIExpression(DIOpArg(0, ptr addrspace(1))), !87)
    #dbg_value(ptr addrspace(1) %1, !59, !DIExpression(DIOpArg(0, ptr addrspace(1))), !87)
    #dbg_value(ptr addrspace(1) %2, !60, !DIExpression(DIOpArg(0, ptr addrspace(1))), !87)
    #dbg_value(ptr addrspace(1) %3, !61, !DIExpression(DIOpArg(0, ptr addrspace(1))), !87)
    #dbg_value(i32 0, !88, !DIExpression(DIOpArg(0, i32)), !93)
    #dbg_value(i32 0, !95, !DIExpression(DIOpArg(0, i32)), !98)
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !100
    #dbg_value(i32 0, !101, !DIExpression(DIOpArg(0, i32)), !104)
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !106
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 4, !dbg !107
  %8 = load i16, ptr addrspace(4) %7, align 4, !dbg !108, !tbaa !109
  %9 = zext i16 %8 to i32, !dbg !108
  %10 = mul i32 %5, %9, !dbg !113
    #dbg_value(i32 0, !114, !DIExpression(DIOpArg(0, i32)), !117)
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !119
  %12 = add i32 %10, %11, !dbg !120
    #dbg_value(i32 %12, !62, !DIExpression(DIOpArg(0, i32)), !87)
  %13 = zext i32 %12 to i64, !dbg !121
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13, !dbg !121
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !121, !tbaa !122, !amdgpu.noclobber !124
    #dbg_value(i32 %15, !65, !DIExpression(DIOpArg(0, i32)), !87)
  %16 = mul nsw i32 %15, 3, !dbg !125
  %17 = add nsw i32 %16, 7, !dbg !126
    #dbg_value(i32 %17, !66, !DIExpression(DIOpArg(0, i32)), !87)
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13, !dbg !127
  %19 = load float, ptr addrspace(1) %18, align 4, !dbg !127, !tbaa !128, !amdgpu.noclobber !124
    #dbg_value(float %19, !67, !DIExpression(DIOpArg(0, float)), !87)
  %20 = mul nsw i32 %17, %15, !dbg !130
    #dbg_value(i32 %20, !68, !DIExpression(DIOpArg(0, i32)), !87)
  %21 = or i32 %15, 1, !dbg !131
  %22 = freeze i32 %17, !dbg !132
  %23 = freeze i32 %21, !dbg !132
  %24 = sdiv i32 %22, %23, !dbg !132
    #dbg_value(i32 %24, !69, !DIExpression(DIOpArg(0, i32)), !87)
  %25 = mul i32 %24, %23, !dbg !133
  %26 = sub i32 %22, %25, !dbg !133
    #dbg_value(i32 %26, !70, !DIExpression(DIOpArg(0, i32)), !87)
  %27 = shl i32 %15, 3, !dbg !134
  %28 = ashr i32 %17, 2, !dbg !135
  %29 = xor i32 %28, %27, !dbg !136
    #dbg_value(i32 %29, !71, !DIExpression(DIOpArg(0, i32)), !87)
  %30 = tail call i32 @llvm.smax.i32(i32 %15, i32 %17), !dbg !137
    #dbg_value(i32 %30, !72, !DIExpression(DIOpArg(0, i32)), !87)
  %31 = tail call float @llvm.fmuladd.f32(float %19, float 1.500000e+00, float 2.500000e-01), !dbg !138
    #dbg_value(float %31, !73, !DIExpression(DIOpArg(0, float)), !87)
  %32 = fadd float %19, 2.000000e+00, !dbg !139
  %33 = fdiv float %31, %32, !dbg !140, !fpmath !141
    #dbg_value(float %33, !74, !DIExpression(DIOpArg(0, float)), !87)
  %34 = sitofp i32 %20 to float, !dbg !142
  %35 = fptosi float %33 to i32, !dbg !143
  %36 = sitofp i32 %35 to float, !dbg !144
  %37 = tail call float @llvm.fmuladd.f32(float %34, float 5.000000e-01, float %36), !dbg !145
    #dbg_value(float %37, !75, !DIExpression(DIOpArg(0, float)), !87)
  %38 = insertelement <4 x float> poison, float %19, i64 0, !dbg !146
  %39 = insertelement <4 x float> %38, float %31, i64 1, !dbg !146
  %40 = insertelement <4 x float> %39, float %33, i64 2, !dbg !146
  %41 = insertelement <4 x float> %40, float %37, i64 3, !dbg !146
    #dbg_value(<4 x float> %41, !76, !DIExpression(DIOpArg(0, <4 x float>)), !87)
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !147
  %43 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %41, <4 x float> %42, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>), !dbg !148
    #dbg_value(<4 x float> %43, !79, !DIExpression(DIOpArg(0, <4 x float>)), !87)
  %44 = insertelement <4 x i32> poison, i32 %20, i64 0, !dbg !149
  %45 = insertelement <4 x i32> %44, i32 %24, i64 1, !dbg !149
  %46 = insertelement <4 x i32> %45, i32 %26, i64 2, !dbg !149
  %47 = insertelement <4 x i32> %46, i32 %29, i64 3, !dbg !149
  %48 = insertelement <4 x i32> poison, i32 %30, i64 0, !dbg !150
  %49 = shufflevector <4 x i32> %48, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !150
  %50 = add <4 x i32> %47, %49, !dbg !151
    #dbg_value(<4 x i32> %50, !80, !DIExpression(DIOpArg(0, <4 x i32>)), !87)
  %51 = tail call %struct.Pair @mix_pair(i32 %15, float %19, <4 x i32> %50, i32 noundef 5) #4, !dbg !152
  %52 = extractvalue %struct.Pair %51, 0, !dbg !152
  %53 = extractvalue %struct.Pair %51, 1, !dbg !152
  %54 = extractvalue %struct.Pair %51, 2, !dbg !152
  %55 = shl i32 %12, 2, !dbg !153
  %56 = zext i32 %55 to i64, !dbg !154
  %57 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %56, !dbg !154
  %58 = insertelement <2 x i32> poison, i32 %29, i64 0, !dbg !155
  %59 = insertelement <2 x i32> poison, i32 %20, i64 0, !dbg !155
  %60 = insertelement <2 x i32> poison, i32 %26, i64 0, !dbg !155
  %61 = insertelement <2 x i32> poison, i32 %24, i64 0, !dbg !155
  %62 = add nsw <2 x i32> %59, %61, !dbg !155
  %63 = xor <2 x i32> %58, %60, !dbg !155
  %64 = shufflevector <2 x i32> %62, <2 x i32> %63, <2 x i32> <i32 0, i32 2>, !dbg !155
  store <2 x i32> %64, ptr addrspace(1) %57, align 4, !dbg !156, !tbaa !122
  %65 = or disjoint i32 %55, 2, !dbg !157
  %66 = zext i32 %65 to i64, !dbg !158
  %67 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %66, !dbg !158
  store i32 %52, ptr addrspace(1) %67, align 4, !dbg !159, !tbaa !122
  %68 = extractelement <4 x i32> %54, i64 0, !dbg !160
  %69 = extractelement <4 x i32> %54, i64 1, !dbg !161
  %70 = add nsw i32 %68, %69, !dbg !162
  %71 = extractelement <4 x i32> %54, i64 2, !dbg !163
  %72 = add nsw i32 %70, %71, !dbg !164
  %73 = extractelement <4 x i32> %54, i64 3, !dbg !165
  %74 = add nsw i32 %72, %73, !dbg !166
  %75 = or disjoint i32 %55, 3, !dbg !167
  %76 = zext i32 %75 to i64, !dbg !168
  %77 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %76, !dbg !168
  store i32 %74, ptr addrspace(1) %77, align 4, !dbg !169, !tbaa !122
  %78 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %56, !dbg !170
  %79 = shufflevector <4 x float> %43, <4 x float> poison, <2 x i32> <i32 1, i32 2>, !dbg !171
  %80 = shufflevector <4 x float> %43, <4 x float> poison, <2 x i32> <i32 0, i32 3>, !dbg !171
  %81 = fadd <2 x float> %79, %80, !dbg !171
  %82 = fmul <2 x float> %79, %80, !dbg !171
  %83 = shufflevector <2 x float> %81, <2 x float> %82, <2 x i32> <i32 0, i32 3>, !dbg !171
  store <2 x float> %83, ptr addrspace(1) %78, align 4, !dbg !172, !tbaa !128
  %84 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %66, !dbg !173
  store float %53, ptr addrspace(1) %84, align 4, !dbg !174, !tbaa !128
  %85 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %76, !dbg !175
  store float %37, ptr addrspace(1) %85, align 4, !dbg !176, !tbaa !128
  ret void, !dbg !177
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15, !16, !17, !18}
!opencl.ocl.version = !{!19}
!llvm.ident = !{!20}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/arith.cl", directory: ".", checksumkind: CSK_MD5, checksum: "28411248816f3cb1b4b3dad14664f0cc")
!2 = !{!3, !4, !7, !10, !12}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !5, line: 24, baseType: !6)
!5 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, flags: DIFlagVector, elements: !8)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9}
!9 = !DISubrange(count: 4)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 2, i32 0}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "mix_pair", scope: !1, file: !1, line: 17, type: !22, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !7}
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pair", file: !1, line: 14, baseType: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 10, size: 256, elements: !26)
!26 = !{!27, !28, !29}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !25, file: !1, line: 11, baseType: !7, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !25, file: !1, line: 12, baseType: !3, size: 32, offset: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !25, file: !1, line: 13, baseType: !4, size: 128, offset: 128)
!30 = !{!31, !32, !33}
!31 = !DILocalVariable(name: "p", arg: 1, scope: !21, file: !1, line: 17, type: !24)
!32 = !DILocalVariable(name: "k", arg: 2, scope: !21, file: !1, line: 17, type: !7)
!33 = !DILocalVariable(name: "r", scope: !21, file: !1, line: 18, type: !24)
!34 = !DILocation(line: 0, scope: !21)
!35 = !DILocation(line: 19, column: 15, scope: !21)
!36 = !DILocation(line: 19, column: 22, scope: !21)
!37 = !DILocation(line: 19, column: 30, scope: !21)
!38 = !DILocation(line: 19, column: 28, scope: !21)
!39 = !DILocation(line: 19, column: 19, scope: !21)
!40 = !DILocation(line: 20, column: 17, scope: !21)
!41 = !DILocation(line: 20, column: 35, scope: !21)
!42 = !DILocation(line: 20, column: 28, scope: !21)
!43 = !DILocation(line: 20, column: 26, scope: !21)
!44 = !DILocation(line: 21, column: 11, scope: !21)
!45 = !DILocation(line: 21, column: 22, scope: !21)
!46 = !DILocation(line: 21, column: 20, scope: !21)
!47 = !DILocation(line: 22, column: 5, scope: !21)
!48 = distinct !DISubprogram(name: "arith_int_float_vec_struct", scope: !1, file: !1, line: 25, type: !49, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!49 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !50)
!50 = !{null, !51, !53, !55, !56}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!57 = !{!58, !59, !60, !61, !62, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !79, !80, !81, !82}
!58 = !DILocalVariable(name: "in_i", arg: 1, scope: !48, file: !1, line: 25, type: !51)
!59 = !DILocalVariable(name: "in_f", arg: 2, scope: !48, file: !1, line: 26, type: !53)
!60 = !DILocalVariable(name: "out_i", arg: 3, scope: !48, file: !1, line: 27, type: !55)
!61 = !DILocalVariable(name: "out_f", arg: 4, scope: !48, file: !1, line: 28, type: !56)
!62 = !DILocalVariable(name: "gid", scope: !48, file: !1, line: 29, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !5, line: 18, baseType: !64)
!64 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!65 = !DILocalVariable(name: "x", scope: !48, file: !1, line: 30, type: !7)
!66 = !DILocalVariable(name: "y", scope: !48, file: !1, line: 31, type: !7)
!67 = !DILocalVariable(name: "f", scope: !48, file: !1, line: 32, type: !3)
!68 = !DILocalVariable(name: "s", scope: !48, file: !1, line: 35, type: !7)
!69 = !DILocalVariable(name: "q", scope: !48, file: !1, line: 36, type: !7)
!70 = !DILocalVariable(name: "m", scope: !48, file: !1, line: 37, type: !7)
!71 = !DILocalVariable(name: "sh", scope: !48, file: !1, line: 38, type: !7)
!72 = !DILocalVariable(name: "mx", scope: !48, file: !1, line: 39, type: !7)
!73 = !DILocalVariable(name: "g", scope: !48, file: !1, line: 42, type: !3)
!74 = !DILocalVariable(name: "h", scope: !48, file: !1, line: 43, type: !3)
!75 = !DILocalVariable(name: "cv", scope: !48, file: !1, line: 44, type: !3)
!76 = !DILocalVariable(name: "v", scope: !48, file: !1, line: 47, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !5, line: 22, baseType: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !8)
!79 = !DILocalVariable(name: "w", scope: !48, file: !1, line: 48, type: !77)
!80 = !DILocalVariable(name: "iv", scope: !48, file: !1, line: 49, type: !4)
!81 = !DILocalVariable(name: "p", scope: !48, file: !1, line: 52, type: !24)
!82 = !DILocalVariable(name: "r", scope: !48, file: !1, line: 53, type: !24)
!83 = !{i32 1, i32 1, i32 1, i32 1}
!84 = !{!"none", !"none", !"none", !"none"}
!85 = !{!"int*", !"float*", !"int*", !"float*"}
!86 = !{!"const", !"const", !"", !""}
!87 = !DILocation(line: 0, scope: !48)
!88 = !DILocalVariable(name: "d", arg: 1, scope: !89, file: !5, line: 62, type: !63)
!89 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !5, file: !5, line: 62, type: !90, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!63, !63}
!92 = !{!88}
!93 = !DILocation(line: 0, scope: !89, inlinedAt: !94)
!94 = distinct !DILocation(line: 29, column: 16, scope: !48)
!95 = !DILocalVariable(name: "d", arg: 1, scope: !96, file: !5, line: 49, type: !63)
!96 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !5, file: !5, line: 49, type: !90, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !97)
!97 = !{!95}
!98 = !DILocation(line: 0, scope: !96, inlinedAt: !99)
!99 = distinct !DILocation(line: 63, column: 12, scope: !89, inlinedAt: !94)
!100 = !DILocation(line: 50, column: 21, scope: !96, inlinedAt: !99)
!101 = !DILocalVariable(name: "d", arg: 1, scope: !102, file: !5, line: 54, type: !63)
!102 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !5, file: !5, line: 54, type: !90, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !103)
!103 = !{!101}
!104 = !DILocation(line: 0, scope: !102, inlinedAt: !105)
!105 = distinct !DILocation(line: 63, column: 30, scope: !89, inlinedAt: !94)
!106 = !DILocation(line: 56, column: 42, scope: !102, inlinedAt: !105)
!107 = !DILocation(line: 56, column: 50, scope: !102, inlinedAt: !105)
!108 = !DILocation(line: 56, column: 12, scope: !102, inlinedAt: !105)
!109 = !{!110, !110, i64 0}
!110 = !{!"short", !111, i64 0}
!111 = !{!"omnipotent char", !112, i64 0}
!112 = !{!"Simple C/C++ TBAA"}
!113 = !DILocation(line: 63, column: 28, scope: !89, inlinedAt: !94)
!114 = !DILocalVariable(name: "d", arg: 1, scope: !115, file: !5, line: 44, type: !63)
!115 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !5, file: !5, line: 44, type: !90, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !116)
!116 = !{!114}
!117 = !DILocation(line: 0, scope: !115, inlinedAt: !118)
!118 = distinct !DILocation(line: 63, column: 50, scope: !89, inlinedAt: !94)
!119 = !DILocation(line: 45, column: 21, scope: !115, inlinedAt: !118)
!120 = !DILocation(line: 63, column: 48, scope: !89, inlinedAt: !94)
!121 = !DILocation(line: 30, column: 13, scope: !48)
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !111, i64 0}
!124 = !{}
!125 = !DILocation(line: 31, column: 23, scope: !48)
!126 = !DILocation(line: 31, column: 27, scope: !48)
!127 = !DILocation(line: 32, column: 15, scope: !48)
!128 = !{!129, !129, i64 0}
!129 = !{!"float", !111, i64 0}
!130 = !DILocation(line: 35, column: 15, scope: !48)
!131 = !DILocation(line: 36, column: 20, scope: !48)
!132 = !DILocation(line: 36, column: 15, scope: !48)
!133 = !DILocation(line: 37, column: 15, scope: !48)
!134 = !DILocation(line: 38, column: 17, scope: !48)
!135 = !DILocation(line: 38, column: 28, scope: !48)
!136 = !DILocation(line: 38, column: 23, scope: !48)
!137 = !DILocation(line: 39, column: 14, scope: !48)
!138 = !DILocation(line: 42, column: 24, scope: !48)
!139 = !DILocation(line: 43, column: 22, scope: !48)
!140 = !DILocation(line: 43, column: 17, scope: !48)
!141 = !{float 2.500000e+00}
!142 = !DILocation(line: 44, column: 16, scope: !48)
!143 = !DILocation(line: 44, column: 41, scope: !48)
!144 = !DILocation(line: 44, column: 34, scope: !48)
!145 = !DILocation(line: 44, column: 32, scope: !48)
!146 = !DILocation(line: 47, column: 24, scope: !48)
!147 = !DILocation(line: 48, column: 20, scope: !48)
!148 = !DILocation(line: 48, column: 27, scope: !48)
!149 = !DILocation(line: 49, column: 21, scope: !48)
!150 = !DILocation(line: 49, column: 37, scope: !48)
!151 = !DILocation(line: 49, column: 35, scope: !48)
!152 = !DILocation(line: 53, column: 14, scope: !48)
!153 = !DILocation(line: 55, column: 15, scope: !48)
!154 = !DILocation(line: 55, column: 5, scope: !48)
!155 = !DILocation(line: 55, column: 28, scope: !48)
!156 = !DILocation(line: 55, column: 24, scope: !48)
!157 = !DILocation(line: 57, column: 19, scope: !48)
!158 = !DILocation(line: 57, column: 5, scope: !48)
!159 = !DILocation(line: 57, column: 24, scope: !48)
!160 = !DILocation(line: 58, column: 26, scope: !48)
!161 = !DILocation(line: 58, column: 34, scope: !48)
!162 = !DILocation(line: 58, column: 32, scope: !48)
!163 = !DILocation(line: 58, column: 42, scope: !48)
!164 = !DILocation(line: 58, column: 40, scope: !48)
!165 = !DILocation(line: 58, column: 50, scope: !48)
!166 = !DILocation(line: 58, column: 48, scope: !48)
!167 = !DILocation(line: 58, column: 19, scope: !48)
!168 = !DILocation(line: 58, column: 5, scope: !48)
!169 = !DILocation(line: 58, column: 24, scope: !48)
!170 = !DILocation(line: 59, column: 5, scope: !48)
!171 = !DILocation(line: 59, column: 30, scope: !48)
!172 = !DILocation(line: 59, column: 24, scope: !48)
!173 = !DILocation(line: 61, column: 5, scope: !48)
!174 = !DILocation(line: 61, column: 24, scope: !48)
!175 = !DILocation(line: 62, column: 5, scope: !48)
!176 = !DILocation(line: 62, column: 24, scope: !48)
!177 = !DILocation(line: 63, column: 1, scope: !48)
