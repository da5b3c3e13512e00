; ModuleID = 'src/sanitize_bugs_hip.hip'
source_filename = "src/sanitize_bugs_hip.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ17hip_uninit_sharedE4tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16, !dbg !0
@_ZZ16hip_missing_syncE4tile = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 16, !dbg !17
@_ZZ18hip_divergent_syncE4tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16, !dbg !35
@__hip_cuid_d15cae17a2e1cb79 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d15cae17a2e1cb79 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @hip_off_by_one(ptr addrspace(1) nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !63 {
    #dbg_value(ptr addrspace(1) %0, !67, !DIExpression(DIOpArg(0, ptr addrspace(1))), !70)
    #dbg_value(i32 %1, !68, !DIExpression(DIOpArg(0, i32)), !70)
    #dbg_value(i32 0, !71, !DIExpression(DIOpArg(0, i32)), !76)
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !78
    #dbg_value(i32 0, !79, !DIExpression(DIOpArg(0, i32)), !82)
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !84
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 4, !dbg !85
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !86, !tbaa !87
  %7 = zext i16 %6 to i32, !dbg !86
  %8 = mul i32 %3, %7, !dbg !91
    #dbg_value(i32 0, !92, !DIExpression(DIOpArg(0, i32)), !95)
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !97
  %10 = add i32 %8, %9, !dbg !98
    #dbg_value(i32 %10, !69, !DIExpression(DIOpArg(0, i32)), !70)
  %11 = icmp ugt i32 %10, %1, !dbg !99
  br i1 %11, label %16, label %12, !dbg !101

12:                                               ; preds = %2
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = mul nsw i32 %10, 3
    #dbg_value(ptr addrspace(1) %0, !67, !DIExpression(DIOpArg(0, ptr addrspace(1))), !70)
    #dbg_value(ptr addrspace(1) %0, !67, !DIExpression(DIOpArg(0, ptr addrspace(1))), !70)
  store i32 %15, ptr addrspace(1) %14, align 4, !dbg !102, !tbaa !103
  br label %16, !dbg !105

16:                                               ; preds = %12, %2
  ret void, !dbg !106
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @hip_uninit_shared(ptr addrspace(1) nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !2 {
    #dbg_value(ptr addrspace(1) %0, !52, !DIExpression(DIOpArg(0, ptr addrspace(1))), !107)
    #dbg_value(i32 0, !92, !DIExpression(DIOpArg(0, i32)), !108)
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !110
    #dbg_value(i32 %2, !53, !DIExpression(DIOpArg(0, i32)), !107)
  %3 = icmp ugt i32 %2, 31, !dbg !111
  br i1 %3, label %4, label %6, !dbg !113

4:                                                ; preds = %1
  %5 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ17hip_uninit_sharedE4tile, i32 0, i32 %2
  store i32 %2, ptr addrspace(3) %5, align 4, !dbg !114, !tbaa !103
  br label %6, !dbg !115

6:                                                ; preds = %4, %1
    #dbg_value(ptr addrspace(1) %0, !52, !DIExpression(DIOpArg(0, ptr addrspace(1))), !107)
    #dbg_value(ptr addrspace(1) %0, !52, !DIExpression(DIOpArg(0, ptr addrspace(1))), !107)
  fence syncscope("workgroup") release, !dbg !116
  tail call void @llvm.amdgcn.s.barrier(), !dbg !121
  fence syncscope("workgroup") acquire, !dbg !122
  %7 = sub nsw i32 63, %2, !dbg !123
  %8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ17hip_uninit_sharedE4tile, i32 0, i32 %7, !dbg !124
  %9 = load i32, ptr addrspace(3) %8, align 4, !dbg !124, !tbaa !103
    #dbg_value(i32 %9, !54, !DIExpression(DIOpArg(0, i32)), !107)
  %10 = icmp sgt i32 %9, 40, !dbg !125
  %11 = select i1 %10, i32 1, i32 2, !dbg !126
    #dbg_value(i32 0, !71, !DIExpression(DIOpArg(0, i32)), !127)
  %12 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !129
    #dbg_value(i32 0, !79, !DIExpression(DIOpArg(0, i32)), !130)
  %13 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !132
  %14 = getelementptr inbounds i8, ptr addrspace(4) %13, i64 4, !dbg !133
  %15 = load i16, ptr addrspace(4) %14, align 4, !dbg !134, !tbaa !87
  %16 = zext i16 %15 to i32, !dbg !134
  %17 = mul i32 %12, %16, !dbg !135
  %18 = add i32 %17, %2, !dbg !136
  %19 = zext i32 %18 to i64, !dbg !137
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19, !dbg !137
  store i32 %11, ptr addrspace(1) %20, align 4, !dbg !138, !tbaa !103
  ret void, !dbg !139
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @hip_missing_sync(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #2 !dbg !19 {
    #dbg_value(ptr addrspace(1) %0, !25, !DIExpression(DIOpArg(0, ptr addrspace(1))), !140)
    #dbg_value(ptr addrspace(1) %1, !26, !DIExpression(DIOpArg(0, ptr addrspace(1))), !140)
    #dbg_value(i32 0, !92, !DIExpression(DIOpArg(0, i32)), !141)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !143
    #dbg_value(i32 %3, !27, !DIExpression(DIOpArg(0, i32)), !140)
    #dbg_value(i32 0, !71, !DIExpression(DIOpArg(0, i32)), !144)
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !146
    #dbg_value(i32 0, !79, !DIExpression(DIOpArg(0, i32)), !147)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !149
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4, !dbg !150
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !151, !tbaa !87
  %8 = zext i16 %7 to i32, !dbg !151
  %9 = mul i32 %4, %8, !dbg !152
  %10 = add i32 %9, %3, !dbg !153
    #dbg_value(i32 %10, !31, !DIExpression(DIOpArg(0, i32)), !140)
  %11 = zext i32 %10 to i64, !dbg !154
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11, !dbg !154
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !154, !tbaa !103
  %14 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ16hip_missing_syncE4tile, i32 0, i32 %3, !dbg !155
  store i32 %13, ptr addrspace(3) %14, align 4, !dbg !156, !tbaa !103
  %15 = add nuw nsw i32 %3, 1, !dbg !157
  %16 = and i32 %15, 127, !dbg !158
  %17 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ16hip_missing_syncE4tile, i32 0, i32 %16, !dbg !159
  %18 = load i32, ptr addrspace(3) %17, align 4, !dbg !159, !tbaa !103
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11, !dbg !160
  store i32 %18, ptr addrspace(1) %19, align 4, !dbg !161, !tbaa !103
  ret void, !dbg !162
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @hip_divergent_sync(ptr addrspace(1) nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !37 {
    #dbg_value(ptr addrspace(1) %0, !39, !DIExpression(DIOpArg(0, ptr addrspace(1))), !163)
    #dbg_value(i32 0, !92, !DIExpression(DIOpArg(0, i32)), !164)
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !166
    #dbg_value(i32 %2, !40, !DIExpression(DIOpArg(0, i32)), !163)
  %3 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ18hip_divergent_syncE4tile, i32 0, i32 %2, !dbg !167
  store i32 %2, ptr addrspace(3) %3, align 4, !dbg !168, !tbaa !103
  %4 = icmp ult i32 %2, 16, !dbg !169
  br i1 %4, label %5, label %7, !dbg !171

5:                                                ; preds = %1
  fence syncscope("workgroup") release, !dbg !172
  tail call void @llvm.amdgcn.s.barrier(), !dbg !174
  fence syncscope("workgroup") acquire, !dbg !175
  %6 = load i32, ptr addrspace(3) %3, align 4, !dbg !176, !tbaa !103
  br label %7, !dbg !177

7:                                                ; preds = %5, %1
  %8 = phi i32 [ %6, %5 ], [ %2, %1 ], !dbg !176
    #dbg_value(ptr addrspace(1) %0, !39, !DIExpression(DIOpArg(0, ptr addrspace(1))), !163)
    #dbg_value(ptr addrspace(1) %0, !39, !DIExpression(DIOpArg(0, ptr addrspace(1))), !163)
    #dbg_value(i32 0, !71, !DIExpression(DIOpArg(0, i32)), !178)
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !180
    #dbg_value(i32 0, !79, !DIExpression(DIOpArg(0, i32)), !181)
  %10 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !183
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 4, !dbg !184
  %12 = load i16, ptr addrspace(4) %11, align 4, !dbg !185, !tbaa !87
  %13 = zext i16 %12 to i32, !dbg !185
  %14 = mul i32 %9, %13, !dbg !186
  %15 = add i32 %14, %2, !dbg !187
  %16 = zext i32 %15 to i64, !dbg !188
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16, !dbg !188
  store i32 %8, ptr addrspace(1) %17, align 4, !dbg !189, !tbaa !103
  ret void, !dbg !190
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @hip_missing_wait(ptr addrspace(1) noundef %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !191 {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr
    #dbg_value(ptr addrspace(1) %0, !193, !DIExpression(DIOpArg(0, ptr addrspace(1))), !198)
    #dbg_value(ptr addrspace(1) %1, !194, !DIExpression(DIOpArg(0, ptr addrspace(1))), !198)
    #dbg_value(i32 0, !71, !DIExpression(DIOpArg(0, i32)), !199)
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !201
    #dbg_value(i32 0, !79, !DIExpression(DIOpArg(0, i32)), !202)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !204
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4, !dbg !205
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !206, !tbaa !87
  %8 = zext i16 %7 to i32, !dbg !206
  %9 = mul i32 %4, %8, !dbg !207
    #dbg_value(i32 0, !92, !DIExpression(DIOpArg(0, i32)), !208)
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !210
  %11 = add i32 %9, %10, !dbg !211
    #dbg_value(i32 %11, !195, !DIExpression(DIOpArg(0, i32)), !198)
  %12 = zext i32 %11 to i64, !dbg !212
  %13 = getelementptr inbounds i32, ptr %3, i64 %12, !dbg !212
    #dbg_value(ptr %13, !196, !DIExpression(DIOpArg(0, ptr)), !198)
  %14 = tail call i32 asm sideeffect "global_load_dword $0, $1, off", "=v,v,~{memory}"(ptr %13) #6, !dbg !213, !srcloc !214
    #dbg_value(i32 %14, !197, !DIExpression(DIOpArg(0, i32)), !198)
  %15 = add nsw i32 %14, 1, !dbg !215
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12, !dbg !216
  store i32 %15, ptr addrspace(1) %16, align 4, !dbg !217, !tbaa !103
  ret void, !dbg !218
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 18, type: !41, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "hip_uninit_shared", scope: !3, file: !3, line: 17, type: !4, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !51)
!3 = !DIFile(filename: "src/sanitize_bugs_hip.hip", directory: ".", checksumkind: CSK_MD5, checksum: "bc5f74c0fe95f80e07b83d84a5b93342")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !9, globals: !16, splitDebugInlining: false, nameTableKind: None)
!9 = !{!7, !10, !13}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!12 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !{!0, !17, !35, !44}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([128 x i32])))
!18 = distinct !DIGlobalVariable(name: "tile", scope: !19, file: !3, line: 28, type: !32, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!19 = distinct !DISubprogram(name: "hip_missing_sync", scope: !3, file: !3, line: 27, type: !20, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !24)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !6}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!24 = !{!25, !26, !27, !31}
!25 = !DILocalVariable(name: "in", arg: 1, scope: !19, file: !3, line: 27, type: !22)
!26 = !DILocalVariable(name: "out", arg: 2, scope: !19, file: !3, line: 27, type: !6)
!27 = !DILocalVariable(name: "lid", scope: !19, file: !3, line: 29, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !29, line: 35, baseType: !30)
!29 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DILocalVariable(name: "gid", scope: !19, file: !3, line: 30, type: !28)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 4096, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 128)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!36 = distinct !DIGlobalVariable(name: "tile", scope: !37, file: !3, line: 37, type: !41, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!37 = distinct !DISubprogram(name: "hip_divergent_sync", scope: !3, file: !3, line: 36, type: !4, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !38)
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "out", arg: 1, scope: !37, file: !3, line: 36, type: !6)
!40 = !DILocalVariable(name: "lid", scope: !37, file: !3, line: 38, type: !28)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 64)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !29, line: 69, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 80, elements: !49)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!49 = !{!50}
!50 = !DISubrange(count: 10)
!51 = !{!52, !53, !54}
!52 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 17, type: !6)
!53 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 19, type: !28)
!54 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 23, type: !7)
!55 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!56 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "hip_off_by_one", scope: !3, file: !3, line: 11, type: !64, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !6, !28}
!66 = !{!67, !68, !69}
!67 = !DILocalVariable(name: "out", arg: 1, scope: !63, file: !3, line: 11, type: !6)
!68 = !DILocalVariable(name: "n", arg: 2, scope: !63, file: !3, line: 11, type: !28)
!69 = !DILocalVariable(name: "gid", scope: !63, file: !3, line: 12, type: !28)
!70 = !DILocation(line: 0, scope: !63)
!71 = !DILocalVariable(name: "d", arg: 1, scope: !72, file: !29, line: 49, type: !28)
!72 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !29, file: !29, line: 49, type: !73, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!28, !28}
!75 = !{!71}
!76 = !DILocation(line: 0, scope: !72, inlinedAt: !77)
!77 = distinct !DILocation(line: 12, column: 16, scope: !63)
!78 = !DILocation(line: 50, column: 21, scope: !72, inlinedAt: !77)
!79 = !DILocalVariable(name: "d", arg: 1, scope: !80, file: !29, line: 54, type: !28)
!80 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !29, file: !29, line: 54, type: !73, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !81)
!81 = !{!79}
!82 = !DILocation(line: 0, scope: !80, inlinedAt: !83)
!83 = distinct !DILocation(line: 12, column: 29, scope: !63)
!84 = !DILocation(line: 56, column: 42, scope: !80, inlinedAt: !83)
!85 = !DILocation(line: 56, column: 50, scope: !80, inlinedAt: !83)
!86 = !DILocation(line: 56, column: 12, scope: !80, inlinedAt: !83)
!87 = !{!88, !88, i64 0}
!88 = !{!"short", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C++ TBAA"}
!91 = !DILocation(line: 12, column: 27, scope: !63)
!92 = !DILocalVariable(name: "d", arg: 1, scope: !93, file: !29, line: 44, type: !28)
!93 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !29, file: !29, line: 44, type: !73, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !94)
!94 = !{!92}
!95 = !DILocation(line: 0, scope: !93, inlinedAt: !96)
!96 = distinct !DILocation(line: 12, column: 42, scope: !63)
!97 = !DILocation(line: 45, column: 21, scope: !93, inlinedAt: !96)
!98 = !DILocation(line: 12, column: 40, scope: !63)
!99 = !DILocation(line: 13, column: 13, scope: !100)
!100 = distinct !DILexicalBlock(scope: !63, file: !3, line: 13, column: 9)
!101 = !DILocation(line: 13, column: 9, scope: !63)
!102 = !DILocation(line: 14, column: 18, scope: !100)
!103 = !{!104, !104, i64 0}
!104 = !{!"int", !89, i64 0}
!105 = !DILocation(line: 14, column: 9, scope: !100)
!106 = !DILocation(line: 15, column: 1, scope: !63)
!107 = !DILocation(line: 0, scope: !2)
!108 = !DILocation(line: 0, scope: !93, inlinedAt: !109)
!109 = distinct !DILocation(line: 19, column: 16, scope: !2)
!110 = !DILocation(line: 45, column: 21, scope: !93, inlinedAt: !109)
!111 = !DILocation(line: 20, column: 13, scope: !112)
!112 = distinct !DILexicalBlock(scope: !2, file: !3, line: 20, column: 9)
!113 = !DILocation(line: 20, column: 9, scope: !2)
!114 = !DILocation(line: 21, column: 19, scope: !112)
!115 = !DILocation(line: 21, column: 9, scope: !112)
!116 = !DILocation(line: 69, column: 5, scope: !117, inlinedAt: !120)
!117 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !29, file: !29, line: 68, type: !118, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8)
!118 = !DISubroutineType(types: !119)
!119 = !{null}
!120 = distinct !DILocation(line: 22, column: 5, scope: !2)
!121 = !DILocation(line: 70, column: 5, scope: !117, inlinedAt: !120)
!122 = !DILocation(line: 71, column: 5, scope: !117, inlinedAt: !120)
!123 = !DILocation(line: 23, column: 25, scope: !2)
!124 = !DILocation(line: 23, column: 13, scope: !2)
!125 = !DILocation(line: 24, column: 44, scope: !2)
!126 = !DILocation(line: 24, column: 42, scope: !2)
!127 = !DILocation(line: 0, scope: !72, inlinedAt: !128)
!128 = distinct !DILocation(line: 24, column: 9, scope: !2)
!129 = !DILocation(line: 50, column: 21, scope: !72, inlinedAt: !128)
!130 = !DILocation(line: 0, scope: !80, inlinedAt: !131)
!131 = distinct !DILocation(line: 24, column: 22, scope: !2)
!132 = !DILocation(line: 56, column: 42, scope: !80, inlinedAt: !131)
!133 = !DILocation(line: 56, column: 50, scope: !80, inlinedAt: !131)
!134 = !DILocation(line: 56, column: 12, scope: !80, inlinedAt: !131)
!135 = !DILocation(line: 24, column: 20, scope: !2)
!136 = !DILocation(line: 24, column: 33, scope: !2)
!137 = !DILocation(line: 24, column: 5, scope: !2)
!138 = !DILocation(line: 24, column: 40, scope: !2)
!139 = !DILocation(line: 25, column: 1, scope: !2)
!140 = !DILocation(line: 0, scope: !19)
!141 = !DILocation(line: 0, scope: !93, inlinedAt: !142)
!142 = distinct !DILocation(line: 29, column: 16, scope: !19)
!143 = !DILocation(line: 45, column: 21, scope: !93, inlinedAt: !142)
!144 = !DILocation(line: 0, scope: !72, inlinedAt: !145)
!145 = distinct !DILocation(line: 30, column: 16, scope: !19)
!146 = !DILocation(line: 50, column: 21, scope: !72, inlinedAt: !145)
!147 = !DILocation(line: 0, scope: !80, inlinedAt: !148)
!148 = distinct !DILocation(line: 30, column: 29, scope: !19)
!149 = !DILocation(line: 56, column: 42, scope: !80, inlinedAt: !148)
!150 = !DILocation(line: 56, column: 50, scope: !80, inlinedAt: !148)
!151 = !DILocation(line: 56, column: 12, scope: !80, inlinedAt: !148)
!152 = !DILocation(line: 30, column: 27, scope: !19)
!153 = !DILocation(line: 30, column: 40, scope: !19)
!154 = !DILocation(line: 31, column: 17, scope: !19)
!155 = !DILocation(line: 31, column: 5, scope: !19)
!156 = !DILocation(line: 31, column: 15, scope: !19)
!157 = !DILocation(line: 33, column: 26, scope: !19)
!158 = !DILocation(line: 33, column: 31, scope: !19)
!159 = !DILocation(line: 33, column: 16, scope: !19)
!160 = !DILocation(line: 33, column: 5, scope: !19)
!161 = !DILocation(line: 33, column: 14, scope: !19)
!162 = !DILocation(line: 34, column: 1, scope: !19)
!163 = !DILocation(line: 0, scope: !37)
!164 = !DILocation(line: 0, scope: !93, inlinedAt: !165)
!165 = distinct !DILocation(line: 38, column: 16, scope: !37)
!166 = !DILocation(line: 45, column: 21, scope: !93, inlinedAt: !165)
!167 = !DILocation(line: 39, column: 5, scope: !37)
!168 = !DILocation(line: 39, column: 15, scope: !37)
!169 = !DILocation(line: 40, column: 13, scope: !170)
!170 = distinct !DILexicalBlock(scope: !37, file: !3, line: 40, column: 9)
!171 = !DILocation(line: 40, column: 9, scope: !37)
!172 = !DILocation(line: 69, column: 5, scope: !117, inlinedAt: !173)
!173 = distinct !DILocation(line: 41, column: 9, scope: !170)
!174 = !DILocation(line: 70, column: 5, scope: !117, inlinedAt: !173)
!175 = !DILocation(line: 71, column: 5, scope: !117, inlinedAt: !173)
!176 = !DILocation(line: 42, column: 42, scope: !37)
!177 = !DILocation(line: 41, column: 9, scope: !170)
!178 = !DILocation(line: 0, scope: !72, inlinedAt: !179)
!179 = distinct !DILocation(line: 42, column: 9, scope: !37)
!180 = !DILocation(line: 50, column: 21, scope: !72, inlinedAt: !179)
!181 = !DILocation(line: 0, scope: !80, inlinedAt: !182)
!182 = distinct !DILocation(line: 42, column: 22, scope: !37)
!183 = !DILocation(line: 56, column: 42, scope: !80, inlinedAt: !182)
!184 = !DILocation(line: 56, column: 50, scope: !80, inlinedAt: !182)
!185 = !DILocation(line: 56, column: 12, scope: !80, inlinedAt: !182)
!186 = !DILocation(line: 42, column: 20, scope: !37)
!187 = !DILocation(line: 42, column: 33, scope: !37)
!188 = !DILocation(line: 42, column: 5, scope: !37)
!189 = !DILocation(line: 42, column: 40, scope: !37)
!190 = !DILocation(line: 43, column: 1, scope: !37)
!191 = distinct !DISubprogram(name: "hip_missing_wait", scope: !3, file: !3, line: 45, type: !20, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !192)
!192 = !{!193, !194, !195, !196, !197}
!193 = !DILocalVariable(name: "in", arg: 1, scope: !191, file: !3, line: 45, type: !22)
!194 = !DILocalVariable(name: "out", arg: 2, scope: !191, file: !3, line: 45, type: !6)
!195 = !DILocalVariable(name: "gid", scope: !191, file: !3, line: 46, type: !28)
!196 = !DILocalVariable(name: "p", scope: !191, file: !3, line: 47, type: !22)
!197 = !DILocalVariable(name: "v", scope: !191, file: !3, line: 48, type: !7)
!198 = !DILocation(line: 0, scope: !191)
!199 = !DILocation(line: 0, scope: !72, inlinedAt: !200)
!200 = distinct !DILocation(line: 46, column: 16, scope: !191)
!201 = !DILocation(line: 50, column: 21, scope: !72, inlinedAt: !200)
!202 = !DILocation(line: 0, scope: !80, inlinedAt: !203)
!203 = distinct !DILocation(line: 46, column: 29, scope: !191)
!204 = !DILocation(line: 56, column: 42, scope: !80, inlinedAt: !203)
!205 = !DILocation(line: 56, column: 50, scope: !80, inlinedAt: !203)
!206 = !DILocation(line: 56, column: 12, scope: !80, inlinedAt: !203)
!207 = !DILocation(line: 46, column: 27, scope: !191)
!208 = !DILocation(line: 0, scope: !93, inlinedAt: !209)
!209 = distinct !DILocation(line: 46, column: 42, scope: !191)
!210 = !DILocation(line: 45, column: 21, scope: !93, inlinedAt: !209)
!211 = !DILocation(line: 46, column: 40, scope: !191)
!212 = !DILocation(line: 47, column: 23, scope: !191)
!213 = !DILocation(line: 51, column: 5, scope: !191)
!214 = !{i64 1762}
!215 = !DILocation(line: 53, column: 18, scope: !191)
!216 = !DILocation(line: 53, column: 5, scope: !191)
!217 = !DILocation(line: 53, column: 14, scope: !191)
!218 = !DILocation(line: 54, column: 1, scope: !191)
