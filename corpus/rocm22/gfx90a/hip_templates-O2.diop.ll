; ModuleID = 'src/hip_templates.hip'
source_filename = "src/hip_templates.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ19hip_template_sharedE4tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16, !dbg !0
@__hip_cuid_d15cae17a2e1cb79 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d15cae17a2e1cb79 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define internal fastcc noundef i64 @_Z4ipowlj(i64 noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !108 {
    #dbg_value(i64 %0, !113, !DIExpression(DIOpArg(0, i64)), !116)
    #dbg_value(i32 %1, !114, !DIExpression(DIOpArg(0, i32)), !116)
  %3 = icmp eq i32 %1, 0, !dbg !117
  br i1 %3, label %12, label %4, !dbg !119

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1, !dbg !120
  %6 = tail call fastcc noundef i64 @_Z4ipowlj(i64 noundef %0, i32 noundef %5) #7, !dbg !121
    #dbg_value(i64 %6, !115, !DIExpression(DIOpArg(0, i64)), !116)
  %7 = and i32 %1, 1, !dbg !122
  %8 = icmp eq i32 %7, 0, !dbg !123
  %9 = mul nsw i64 %6, %6, !dbg !124
  br i1 %8, label %12, label %10, !dbg !123

10:                                               ; preds = %4
  %11 = mul nsw i64 %9, %0, !dbg !125
  br label %12, !dbg !123

12:                                               ; preds = %4, %10, %2
  %13 = phi i64 [ 1, %2 ], [ %11, %10 ], [ %9, %4 ], !dbg !116
  ret i64 %13, !dbg !126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @hip_template_shared(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef writeonly %3, ptr addrspace(1) nocapture noundef %4) local_unnamed_addr #2 !dbg !2 {
  %6 = alloca [4 x i32], align 16, addrspace(5), !DIAssignID !127
  %7 = addrspacecast ptr addrspace(5) %6 to ptr
  %8 = addrspacecast ptr addrspace(1) %1 to ptr
    #dbg_value(ptr addrspace(1) %0, !73, !DIExpression(DIOpArg(0, ptr addrspace(1))), !128)
    #dbg_value(ptr addrspace(1) %1, !74, !DIExpression(DIOpArg(0, ptr addrspace(1))), !128)
    #dbg_value(ptr addrspace(1) %2, !75, !DIExpression(DIOpArg(0, ptr addrspace(1))), !128)
    #dbg_value(ptr addrspace(1) %3, !76, !DIExpression(DIOpArg(0, ptr addrspace(1))), !128)
    #dbg_value(ptr addrspace(1) %4, !77, !DIExpression(DIOpArg(0, ptr addrspace(1))), !128)
    #dbg_value(i32 0, !129, !DIExpression(DIOpArg(0, i32)), !135)
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !137
    #dbg_value(i32 0, !138, !DIExpression(DIOpArg(0, i32)), !141)
  %10 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !143
    #dbg_value(i32 0, !144, !DIExpression(DIOpArg(0, i32)), !147)
  %11 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !149
  %12 = getelementptr inbounds i8, ptr addrspace(4) %11, i64 4, !dbg !150
  %13 = load i16, ptr addrspace(4) %12, align 4, !dbg !151, !tbaa !152
  %14 = zext i16 %13 to i32, !dbg !151
  %15 = mul i32 %10, %14, !dbg !156
  %16 = add i32 %15, %9, !dbg !157
    #dbg_value(i32 %16, !78, !DIExpression(DIOpArg(0, i32)), !128)
    #dbg_value(i32 0, !129, !DIExpression(DIOpArg(0, i32)), !158)
    #dbg_value(i32 %9, !80, !DIExpression(DIOpArg(0, i32)), !128)
  %17 = zext i32 %16 to i64, !dbg !160
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17, !dbg !160
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !160, !tbaa !161
  %20 = and i32 %9, 63, !dbg !163
  %21 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ19hip_template_sharedE4tile, i32 0, i32 %20, !dbg !164
  store i32 %19, ptr addrspace(3) %21, align 4, !dbg !165, !tbaa !161
  fence syncscope("workgroup") release, !dbg !166
  tail call void @llvm.amdgcn.s.barrier(), !dbg !171
  fence syncscope("workgroup") acquire, !dbg !172
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %6) #7, !dbg !173
  %22 = load i32, ptr addrspace(3) %21, align 4, !dbg !174, !tbaa !161
  %23 = add nuw nsw i32 %9, 1, !dbg !176
  %24 = and i32 %23, 63, !dbg !177
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ19hip_template_sharedE4tile, i32 0, i32 %24, !dbg !178
  %26 = load i32, ptr addrspace(3) %25, align 4, !dbg !178, !tbaa !161
  %27 = insertelement <2 x i32> poison, i32 %22, i64 0, !dbg !179
  %28 = insertelement <2 x i32> %27, i32 %26, i64 1, !dbg !179
  store <2 x i32> %28, ptr addrspace(5) %6, align 16, !dbg !179, !tbaa !161, !DIAssignID !175
  %29 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 8, !dbg !179
  %30 = add nuw nsw i32 %9, 2, !dbg !180
  %31 = and i32 %30, 63, !dbg !181
  %32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ19hip_template_sharedE4tile, i32 0, i32 %31, !dbg !182
  %33 = load i32, ptr addrspace(3) %32, align 4, !dbg !182, !tbaa !161
  %34 = add nuw nsw i32 %9, 3, !dbg !184
  %35 = and i32 %34, 63, !dbg !185
  %36 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ19hip_template_sharedE4tile, i32 0, i32 %35, !dbg !186
  %37 = load i32, ptr addrspace(3) %36, align 4, !dbg !186, !tbaa !161
  %38 = insertelement <2 x i32> poison, i32 %33, i64 0, !dbg !179
  %39 = insertelement <2 x i32> %38, i32 %37, i64 1, !dbg !179
  store <2 x i32> %39, ptr addrspace(5) %29, align 8, !dbg !179, !tbaa !161, !DIAssignID !183
    #dbg_value(i32 %22, !82, !DIExpression(DIOpArg(0, i32), DIOpFragment(0, 32)), !128)
  %40 = sub nsw i32 %26, %33, !dbg !187
    #dbg_value(i32 %40, !82, !DIExpression(DIOpArg(0, i32), DIOpFragment(32, 32)), !128)
  %41 = call fastcc noundef i32 @_Z10scaled_sumIiET_PKS0_iS0_(ptr noundef nonnull %7) #7, !dbg !188
    #dbg_value(ptr undef, !189, !DIExpression(DIOpArg(0, ptr)), !193)
  %42 = tail call i32 @llvm.abs.i32(i32 %22, i1 true), !dbg !195
  %43 = tail call i32 @llvm.abs.i32(i32 %40, i1 true), !dbg !196
  %44 = add nuw nsw i32 %43, %42, !dbg !197
    #dbg_value(ptr poison, !198, !DIExpression(DIOpArg(0, ptr)), !208)
    #dbg_value(i32 %37, !206, !DIExpression(DIOpArg(0, i32)), !208)
  %45 = mul nsw i32 %37, %37, !dbg !210
    #dbg_value(i32 %56, !95, !DIExpression(DIOpArg(0, i32)), !128)
  %46 = and i32 %16, -4, !dbg !211
  %47 = zext i32 %46 to i64, !dbg !212
  %48 = getelementptr inbounds float, ptr %8, i64 %47, !dbg !212
  %49 = tail call fastcc noundef float @_Z10scaled_sumIfET_PKS0_iS0_(ptr noundef %48) #7, !dbg !213
    #dbg_value(float %49, !96, !DIExpression(DIOpArg(0, float)), !128)
  %50 = and i32 %22, 7, !dbg !214
  %51 = zext nneg i32 %50 to i64, !dbg !215
  %52 = and i32 %9, 7, !dbg !216
  %53 = tail call fastcc noundef i64 @_Z4ipowlj(i64 noundef %51, i32 noundef %52) #7, !dbg !217
  %54 = trunc i64 %53 to i32, !dbg !217
  %55 = add nuw i32 %44, %45, !dbg !218
  %56 = add i32 %55, %41, !dbg !219
  %57 = add nsw i32 %56, %54, !dbg !220
  %58 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %17, !dbg !221
  store i32 %57, ptr addrspace(1) %58, align 4, !dbg !222, !tbaa !161
  %59 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %17, !dbg !223
  store float %49, ptr addrspace(1) %59, align 4, !dbg !224, !tbaa !225
  %60 = load i32, ptr addrspace(1) %18, align 4, !dbg !227, !tbaa !161
  %61 = atomicrmw add ptr addrspace(1) %4, i32 %60 syncscope("agent-one-as") monotonic, align 4, !dbg !228
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %6) #7, !dbg !229
  ret void, !dbg !229
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef i32 @_Z10scaled_sumIiET_PKS0_iS0_(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !230 {
    #dbg_value(ptr %0, !234, !DIExpression(DIOpArg(0, ptr)), !242)
    #dbg_value(i32 4, !235, !DIExpression(DIOpArg(0, i32)), !242)
    #dbg_value(i32 3, !236, !DIExpression(DIOpArg(0, i32)), !242)
    #dbg_value(i32 0, !238, !DIExpression(DIOpArg(0, i32)), !248)
    #dbg_value(i32 0, !238, !DIExpression(DIOpArg(0, i32)), !248)
    #dbg_value(i32 0, !238, !DIExpression(DIOpArg(0, i32)), !248)
    #dbg_value(i32 1, !238, !DIExpression(DIOpArg(0, i32)), !248)
  %2 = load <2 x i32>, ptr %0, align 4, !dbg !250, !tbaa !161
    #dbg_value(i32 2, !238, !DIExpression(DIOpArg(0, i32)), !248)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !250
  %4 = load i32, ptr %3, align 4, !dbg !250, !tbaa !161
    #dbg_value(i32 3, !238, !DIExpression(DIOpArg(0, i32)), !248)
  %5 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !250
  %6 = load i32, ptr %5, align 4, !dbg !250, !tbaa !161
    #dbg_value(i32 4, !238, !DIExpression(DIOpArg(0, i32)), !248)
    #dbg_value(ptr undef, !252, !DIExpression(DIOpArg(0, ptr)), !259)
    #dbg_value(i32 0, !256, !DIExpression(DIOpArg(0, i32)), !261)
    #dbg_value(i32 0, !255, !DIExpression(DIOpArg(0, i32)), !259)
    #dbg_value(i32 poison, !255, !DIExpression(DIOpArg(0, i32), DIOpConstant(i32 3), DIOpMul()), !259)
    #dbg_value(i32 1, !256, !DIExpression(DIOpArg(0, i32)), !261)
  %7 = extractelement <2 x i32> %2, i64 0, !dbg !262
  %8 = extractelement <2 x i32> %2, i64 1, !dbg !262
  %9 = add i32 %8, %7, !dbg !262
    #dbg_value(i32 %9, !255, !DIExpression(DIOpArg(0, i32), DIOpConstant(i32 3), DIOpMul()), !259)
    #dbg_value(i32 2, !256, !DIExpression(DIOpArg(0, i32)), !261)
  %10 = add i32 %9, %4, !dbg !262
    #dbg_value(i32 %10, !255, !DIExpression(DIOpArg(0, i32), DIOpConstant(i32 3), DIOpMul()), !259)
    #dbg_value(i32 3, !256, !DIExpression(DIOpArg(0, i32)), !261)
  %11 = add i32 %10, %6, !dbg !262
  %12 = mul i32 %11, 3, !dbg !262
    #dbg_value(i32 %12, !255, !DIExpression(DIOpArg(0, i32)), !259)
    #dbg_value(i32 4, !256, !DIExpression(DIOpArg(0, i32)), !261)
  ret i32 %12, !dbg !264
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z10scaled_sumIfET_PKS0_iS0_(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !265 {
    #dbg_value(ptr %0, !269, !DIExpression(DIOpArg(0, ptr)), !277)
    #dbg_value(i32 4, !270, !DIExpression(DIOpArg(0, i32)), !277)
    #dbg_value(float 5.000000e-01, !271, !DIExpression(DIOpArg(0, float)), !277)
    #dbg_value(i32 0, !273, !DIExpression(DIOpArg(0, i32)), !283)
    #dbg_value(i32 0, !273, !DIExpression(DIOpArg(0, i32)), !283)
    #dbg_value(i32 0, !273, !DIExpression(DIOpArg(0, i32)), !283)
    #dbg_value(ptr undef, !284, !DIExpression(DIOpArg(0, ptr)), !289)
    #dbg_value(float poison, !287, !DIExpression(DIOpArg(0, float)), !289)
    #dbg_value(i32 1, !273, !DIExpression(DIOpArg(0, i32)), !283)
  %2 = load <2 x float>, ptr %0, align 4, !dbg !293, !tbaa !225
  %3 = fmul contract <2 x float> %2, <float 5.000000e-01, float 5.000000e-01>, !dbg !294
    #dbg_value(float poison, !287, !DIExpression(DIOpArg(0, float)), !289)
  %4 = fadd contract <2 x float> %3, zeroinitializer, !dbg !295
    #dbg_value(i32 2, !273, !DIExpression(DIOpArg(0, i32)), !283)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !293
    #dbg_value(float poison, !287, !DIExpression(DIOpArg(0, float)), !289)
    #dbg_value(i32 3, !273, !DIExpression(DIOpArg(0, i32)), !283)
  %6 = load <2 x float>, ptr %5, align 4, !dbg !293, !tbaa !225
  %7 = fmul contract <2 x float> %6, <float 5.000000e-01, float 5.000000e-01>, !dbg !294
    #dbg_value(float poison, !287, !DIExpression(DIOpArg(0, float)), !289)
  %8 = fadd contract <2 x float> %7, zeroinitializer, !dbg !295
    #dbg_value(i32 4, !273, !DIExpression(DIOpArg(0, i32)), !283)
    #dbg_value(ptr undef, !296, !DIExpression(DIOpArg(0, ptr)), !303)
    #dbg_value(i32 0, !300, !DIExpression(DIOpArg(0, i32)), !305)
    #dbg_value(float 0.000000e+00, !299, !DIExpression(DIOpArg(0, float)), !303)
    #dbg_value(float poison, !299, !DIExpression(DIOpArg(0, float)), !303)
    #dbg_value(i32 1, !300, !DIExpression(DIOpArg(0, i32)), !305)
  %9 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !306
  %10 = fadd contract <2 x float> %4, %9, !dbg !306
    #dbg_value(float undef, !299, !DIExpression(DIOpArg(0, float)), !303)
    #dbg_value(i32 2, !300, !DIExpression(DIOpArg(0, i32)), !305)
  %11 = fadd contract <2 x float> %10, %8, !dbg !306
    #dbg_value(float undef, !299, !DIExpression(DIOpArg(0, float)), !303)
    #dbg_value(i32 3, !300, !DIExpression(DIOpArg(0, i32)), !305)
  %12 = shufflevector <2 x float> %8, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !306
  %13 = fadd contract <2 x float> %11, %12, !dbg !306
  %14 = extractelement <2 x float> %13, i64 0, !dbg !306
    #dbg_value(float %14, !299, !DIExpression(DIOpArg(0, float)), !303)
    #dbg_value(i32 4, !300, !DIExpression(DIOpArg(0, i32)), !305)
  ret float %14, !dbg !308
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 50, type: !97, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "hip_template_shared", scope: !3, file: !3, line: 47, type: !4, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !72)
!3 = !DIFile(filename: "src/hip_templates.hip", directory: ".", checksumkind: CSK_MD5, checksum: "ae8bf4555ff4fabe7bcba86d979fbcf2")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !12, !13, !12}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!14 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !63, splitDebugInlining: false, nameTableKind: None)
!15 = !{!8, !16, !19, !11, !22, !44}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum<int, 4>", file: !3, line: 11, size: 160, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !23, templateParams: !41, identifier: "_ZTS5AccumIiLi4EE")
!23 = !{!24, !28, !29, !33, !36}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !22, file: !3, line: 12, baseType: !25, size: 128)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 4)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !22, file: !3, line: 13, baseType: !8, size: 32, offset: 128)
!29 = !DISubprogram(name: "Accum", scope: !22, file: !3, line: 14, type: !30, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!30 = !DISubroutineType(types: !31)
!31 = !{null, !32}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!33 = !DISubprogram(name: "push", linkageName: "_ZN5AccumIiLi4EE4pushEi", scope: !22, file: !3, line: 18, type: !34, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !32, !8}
!36 = !DISubprogram(name: "total", linkageName: "_ZNK5AccumIiLi4EE5totalEv", scope: !22, file: !3, line: 19, type: !37, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DISubroutineType(types: !38)
!38 = !{!8, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!41 = !{!42, !43}
!42 = !DITemplateTypeParameter(name: "T", type: !8)
!43 = !DITemplateValueParameter(name: "N", type: !8, value: i32 4)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum<float, 4>", file: !3, line: 11, size: 160, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !45, templateParams: !61, identifier: "_ZTS5AccumIfLi4EE")
!45 = !{!46, !48, !49, !53, !56}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !44, file: !3, line: 12, baseType: !47, size: 128)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !26)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !44, file: !3, line: 13, baseType: !8, size: 32, offset: 128)
!49 = !DISubprogram(name: "Accum", scope: !44, file: !3, line: 14, type: !50, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "push", linkageName: "_ZN5AccumIfLi4EE4pushEf", scope: !44, file: !3, line: 18, type: !54, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !52, !11}
!56 = !DISubprogram(name: "total", linkageName: "_ZNK5AccumIfLi4EE5totalEv", scope: !44, file: !3, line: 19, type: !57, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{!11, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!61 = !{!62, !43}
!62 = !DITemplateTypeParameter(name: "T", type: !11)
!63 = !{!0, !64}
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !66, line: 69, type: !67, isLocal: true, isDefinition: true)
!66 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 80, elements: !70)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!69 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!70 = !{!71}
!71 = !DISubrange(count: 10)
!72 = !{!73, !74, !75, !76, !77, !78, !80, !81, !82, !92, !95, !96}
!73 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 47, type: !6)
!74 = !DILocalVariable(name: "inf", arg: 2, scope: !2, file: !3, line: 47, type: !9)
!75 = !DILocalVariable(name: "out_i", arg: 3, scope: !2, file: !3, line: 48, type: !12)
!76 = !DILocalVariable(name: "out_f", arg: 4, scope: !2, file: !3, line: 48, type: !13)
!77 = !DILocalVariable(name: "sum", arg: 5, scope: !2, file: !3, line: 49, type: !12)
!78 = !DILocalVariable(name: "tid", scope: !2, file: !3, line: 51, type: !79)
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 52, type: !79)
!81 = !DILocalVariable(name: "window", scope: !2, file: !3, line: 57, type: !25)
!82 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 59, type: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !3, line: 27, size: 64, flags: DIFlagTypePassByValue, elements: !84, identifier: "_ZTS5Point")
!84 = !{!85, !86, !87}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !83, file: !3, line: 28, baseType: !8, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !83, file: !3, line: 28, baseType: !8, size: 32, offset: 32)
!87 = !DISubprogram(name: "manhattan", linkageName: "_ZNK5Point9manhattanEv", scope: !83, file: !3, line: 29, type: !88, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !DISubroutineType(types: !89)
!89 = !{!8, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!92 = !DILocalVariable(name: "sq", scope: !2, file: !3, line: 60, type: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !2, file: !3, line: 60, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !94)
!94 = !{}
!95 = !DILocalVariable(name: "si", scope: !2, file: !3, line: 62, type: !8)
!96 = !DILocalVariable(name: "sf", scope: !2, file: !3, line: 63, type: !11)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 64)
!100 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!101 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!102 = !{i32 7, !"Dwarf Version", i32 5}
!103 = !{i32 2, !"Debug Info Version", i32 3}
!104 = !{i32 1, !"wchar_size", i32 4}
!105 = !{i32 8, !"PIC Level", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "ipow", linkageName: "_Z4ipowlj", scope: !3, file: !3, line: 32, type: !109, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !112)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !111, !79}
!111 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!112 = !{!113, !114, !115}
!113 = !DILocalVariable(name: "base", arg: 1, scope: !108, file: !3, line: 32, type: !111)
!114 = !DILocalVariable(name: "e", arg: 2, scope: !108, file: !3, line: 32, type: !79)
!115 = !DILocalVariable(name: "h", scope: !108, file: !3, line: 35, type: !111)
!116 = !DILocation(line: 0, scope: !108)
!117 = !DILocation(line: 33, column: 11, scope: !118)
!118 = distinct !DILexicalBlock(scope: !108, file: !3, line: 33, column: 9)
!119 = !DILocation(line: 33, column: 9, scope: !108)
!120 = !DILocation(line: 35, column: 27, scope: !108)
!121 = !DILocation(line: 35, column: 14, scope: !108)
!122 = !DILocation(line: 36, column: 15, scope: !108)
!123 = !DILocation(line: 36, column: 12, scope: !108)
!124 = !DILocation(line: 36, scope: !108)
!125 = !DILocation(line: 36, column: 28, scope: !108)
!126 = !DILocation(line: 37, column: 1, scope: !108)
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 0, scope: !2)
!129 = !DILocalVariable(name: "d", arg: 1, scope: !130, file: !66, line: 44, type: !133)
!130 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !66, file: !66, line: 44, type: !131, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !134)
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !133}
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !66, line: 35, baseType: !79)
!134 = !{!129}
!135 = !DILocation(line: 0, scope: !130, inlinedAt: !136)
!136 = distinct !DILocation(line: 51, column: 20, scope: !2)
!137 = !DILocation(line: 45, column: 21, scope: !130, inlinedAt: !136)
!138 = !DILocalVariable(name: "d", arg: 1, scope: !139, file: !66, line: 49, type: !133)
!139 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !66, file: !66, line: 49, type: !131, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !140)
!140 = !{!138}
!141 = !DILocation(line: 0, scope: !139, inlinedAt: !142)
!142 = distinct !DILocation(line: 51, column: 34, scope: !2)
!143 = !DILocation(line: 50, column: 21, scope: !139, inlinedAt: !142)
!144 = !DILocalVariable(name: "d", arg: 1, scope: !145, file: !66, line: 54, type: !133)
!145 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !66, file: !66, line: 54, type: !131, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !146)
!146 = !{!144}
!147 = !DILocation(line: 0, scope: !145, inlinedAt: !148)
!148 = distinct !DILocation(line: 51, column: 47, scope: !2)
!149 = !DILocation(line: 56, column: 42, scope: !145, inlinedAt: !148)
!150 = !DILocation(line: 56, column: 50, scope: !145, inlinedAt: !148)
!151 = !DILocation(line: 56, column: 12, scope: !145, inlinedAt: !148)
!152 = !{!153, !153, i64 0}
!153 = !{!"short", !154, i64 0}
!154 = !{!"omnipotent char", !155, i64 0}
!155 = !{!"Simple C++ TBAA"}
!156 = !DILocation(line: 51, column: 45, scope: !2)
!157 = !DILocation(line: 51, column: 32, scope: !2)
!158 = !DILocation(line: 0, scope: !130, inlinedAt: !159)
!159 = distinct !DILocation(line: 52, column: 20, scope: !2)
!160 = !DILocation(line: 54, column: 22, scope: !2)
!161 = !{!162, !162, i64 0}
!162 = !{!"int", !154, i64 0}
!163 = !DILocation(line: 54, column: 14, scope: !2)
!164 = !DILocation(line: 54, column: 5, scope: !2)
!165 = !DILocation(line: 54, column: 20, scope: !2)
!166 = !DILocation(line: 69, column: 5, scope: !167, inlinedAt: !170)
!167 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !66, file: !66, line: 68, type: !168, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!168 = !DISubroutineType(types: !169)
!169 = !{null}
!170 = distinct !DILocation(line: 55, column: 5, scope: !2)
!171 = !DILocation(line: 70, column: 5, scope: !167, inlinedAt: !170)
!172 = !DILocation(line: 71, column: 5, scope: !167, inlinedAt: !170)
!173 = !DILocation(line: 57, column: 5, scope: !2)
!174 = !DILocation(line: 57, column: 22, scope: !2)
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 57, column: 48, scope: !2)
!177 = !DILocation(line: 57, column: 53, scope: !2)
!178 = !DILocation(line: 57, column: 38, scope: !2)
!179 = !DILocation(line: 57, column: 21, scope: !2)
!180 = !DILocation(line: 57, column: 70, scope: !2)
!181 = !DILocation(line: 57, column: 75, scope: !2)
!182 = !DILocation(line: 57, column: 60, scope: !2)
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 58, column: 32, scope: !2)
!185 = !DILocation(line: 58, column: 37, scope: !2)
!186 = !DILocation(line: 58, column: 22, scope: !2)
!187 = !DILocation(line: 59, column: 34, scope: !2)
!188 = !DILocation(line: 62, column: 14, scope: !2)
!189 = !DILocalVariable(name: "this", arg: 1, scope: !190, type: !192, flags: DIFlagArtificial | DIFlagObjectPointer)
!190 = distinct !DISubprogram(name: "manhattan", linkageName: "_ZNK5Point9manhattanEv", scope: !83, file: !3, line: 29, type: !88, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, declaration: !87, retainedNodes: !191)
!191 = !{!189}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!193 = !DILocation(line: 0, scope: !190, inlinedAt: !194)
!194 = distinct !DILocation(line: 62, column: 48, scope: !2)
!195 = !DILocation(line: 29, column: 48, scope: !190, inlinedAt: !194)
!196 = !DILocation(line: 29, column: 67, scope: !190, inlinedAt: !194)
!197 = !DILocation(line: 29, column: 64, scope: !190, inlinedAt: !194)
!198 = !DILocalVariable(name: "this", arg: 1, scope: !199, type: !207, flags: DIFlagArtificial | DIFlagObjectPointer)
!199 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ19hip_template_sharedENKUliE_clEi", scope: !93, file: !3, line: 60, type: !200, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, declaration: !204, retainedNodes: !205)
!200 = !DISubroutineType(types: !201)
!201 = !{!8, !202, !8}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!204 = !DISubprogram(name: "operator()", scope: !93, file: !3, line: 60, type: !200, scopeLine: 60, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!205 = !{!198, !206}
!206 = !DILocalVariable(name: "v", arg: 2, scope: !199, file: !3, line: 60, type: !8)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!208 = !DILocation(line: 0, scope: !199, inlinedAt: !209)
!209 = distinct !DILocation(line: 62, column: 62, scope: !2)
!210 = !DILocation(line: 60, column: 36, scope: !199, inlinedAt: !209)
!211 = !DILocation(line: 63, column: 45, scope: !2)
!212 = !DILocation(line: 63, column: 38, scope: !2)
!213 = !DILocation(line: 63, column: 16, scope: !2)
!214 = !DILocation(line: 65, column: 43, scope: !2)
!215 = !DILocation(line: 65, column: 33, scope: !2)
!216 = !DILocation(line: 65, column: 52, scope: !2)
!217 = !DILocation(line: 65, column: 28, scope: !2)
!218 = !DILocation(line: 62, column: 44, scope: !2)
!219 = !DILocation(line: 62, column: 60, scope: !2)
!220 = !DILocation(line: 65, column: 21, scope: !2)
!221 = !DILocation(line: 65, column: 5, scope: !2)
!222 = !DILocation(line: 65, column: 16, scope: !2)
!223 = !DILocation(line: 66, column: 5, scope: !2)
!224 = !DILocation(line: 66, column: 16, scope: !2)
!225 = !{!226, !226, i64 0}
!226 = !{!"float", !154, i64 0}
!227 = !DILocation(line: 67, column: 33, scope: !2)
!228 = !DILocation(line: 67, column: 5, scope: !2)
!229 = !DILocation(line: 68, column: 1, scope: !2)
!230 = distinct !DISubprogram(name: "scaled_sum<int>", linkageName: "_Z10scaled_sumIiET_PKS0_iS0_", scope: !3, file: !3, line: 40, type: !231, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, templateParams: !240, retainedNodes: !233)
!231 = !DISubroutineType(cc: DW_CC_nocall, types: !232)
!232 = !{!8, !6, !8, !8}
!233 = !{!234, !235, !236, !237, !238}
!234 = !DILocalVariable(name: "p", arg: 1, scope: !230, file: !3, line: 40, type: !6)
!235 = !DILocalVariable(name: "n", arg: 2, scope: !230, file: !3, line: 40, type: !8)
!236 = !DILocalVariable(name: "scale", arg: 3, scope: !230, file: !3, line: 40, type: !8)
!237 = !DILocalVariable(name: "acc", scope: !230, file: !3, line: 41, type: !22)
!238 = !DILocalVariable(name: "i", scope: !239, file: !3, line: 42, type: !8)
!239 = distinct !DILexicalBlock(scope: !230, file: !3, line: 42, column: 5)
!240 = !{!42}
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 0, scope: !230)
!243 = distinct !DIAssignID()
!244 = distinct !DIAssignID()
!245 = distinct !DIAssignID()
!246 = distinct !DIAssignID()
!247 = distinct !DIAssignID()
!248 = !DILocation(line: 0, scope: !239)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 43, column: 18, scope: !251)
!251 = distinct !DILexicalBlock(scope: !239, file: !3, line: 42, column: 5)
!252 = !DILocalVariable(name: "this", arg: 1, scope: !253, type: !258, flags: DIFlagArtificial | DIFlagObjectPointer)
!253 = distinct !DISubprogram(name: "total", linkageName: "_ZNK5AccumIiLi4EE5totalEv", scope: !22, file: !3, line: 19, type: !37, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, declaration: !36, retainedNodes: !254)
!254 = !{!252, !255, !256}
!255 = !DILocalVariable(name: "s", scope: !253, file: !3, line: 20, type: !8)
!256 = !DILocalVariable(name: "i", scope: !257, file: !3, line: 21, type: !8)
!257 = distinct !DILexicalBlock(scope: !253, file: !3, line: 21, column: 9)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!259 = !DILocation(line: 0, scope: !253, inlinedAt: !260)
!260 = distinct !DILocation(line: 44, column: 16, scope: !230)
!261 = !DILocation(line: 0, scope: !257, inlinedAt: !260)
!262 = !DILocation(line: 22, column: 15, scope: !263, inlinedAt: !260)
!263 = distinct !DILexicalBlock(scope: !257, file: !3, line: 21, column: 9)
!264 = !DILocation(line: 44, column: 5, scope: !230)
!265 = distinct !DISubprogram(name: "scaled_sum<float>", linkageName: "_Z10scaled_sumIfET_PKS0_iS0_", scope: !3, file: !3, line: 40, type: !266, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, templateParams: !275, retainedNodes: !268)
!266 = !DISubroutineType(cc: DW_CC_nocall, types: !267)
!267 = !{!11, !9, !8, !11}
!268 = !{!269, !270, !271, !272, !273}
!269 = !DILocalVariable(name: "p", arg: 1, scope: !265, file: !3, line: 40, type: !9)
!270 = !DILocalVariable(name: "n", arg: 2, scope: !265, file: !3, line: 40, type: !8)
!271 = !DILocalVariable(name: "scale", arg: 3, scope: !265, file: !3, line: 40, type: !11)
!272 = !DILocalVariable(name: "acc", scope: !265, file: !3, line: 41, type: !44)
!273 = !DILocalVariable(name: "i", scope: !274, file: !3, line: 42, type: !8)
!274 = distinct !DILexicalBlock(scope: !265, file: !3, line: 42, column: 5)
!275 = !{!62}
!276 = distinct !DIAssignID()
!277 = !DILocation(line: 0, scope: !265)
!278 = distinct !DIAssignID()
!279 = distinct !DIAssignID()
!280 = distinct !DIAssignID()
!281 = distinct !DIAssignID()
!282 = distinct !DIAssignID()
!283 = !DILocation(line: 0, scope: !274)
!284 = !DILocalVariable(name: "this", arg: 1, scope: !285, type: !288, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = distinct !DISubprogram(name: "push", linkageName: "_ZN5AccumIfLi4EE4pushEf", scope: !44, file: !3, line: 18, type: !54, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, declaration: !53, retainedNodes: !286)
!286 = !{!284, !287}
!287 = !DILocalVariable(name: "v", arg: 2, scope: !285, file: !3, line: 18, type: !11)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!289 = !DILocation(line: 0, scope: !285, inlinedAt: !290)
!290 = distinct !DILocation(line: 43, column: 13, scope: !291)
!291 = distinct !DILexicalBlock(scope: !274, file: !3, line: 42, column: 5)
!292 = distinct !DIAssignID()
!293 = !DILocation(line: 43, column: 18, scope: !291)
!294 = !DILocation(line: 43, column: 23, scope: !291)
!295 = !DILocation(line: 18, column: 51, scope: !285, inlinedAt: !290)
!296 = !DILocalVariable(name: "this", arg: 1, scope: !297, type: !302, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = distinct !DISubprogram(name: "total", linkageName: "_ZNK5AccumIfLi4EE5totalEv", scope: !44, file: !3, line: 19, type: !57, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, declaration: !56, retainedNodes: !298)
!298 = !{!296, !299, !300}
!299 = !DILocalVariable(name: "s", scope: !297, file: !3, line: 20, type: !11)
!300 = !DILocalVariable(name: "i", scope: !301, file: !3, line: 21, type: !8)
!301 = distinct !DILexicalBlock(scope: !297, file: !3, line: 21, column: 9)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!303 = !DILocation(line: 0, scope: !297, inlinedAt: !304)
!304 = distinct !DILocation(line: 44, column: 16, scope: !265)
!305 = !DILocation(line: 0, scope: !301, inlinedAt: !304)
!306 = !DILocation(line: 22, column: 15, scope: !307, inlinedAt: !304)
!307 = distinct !DILexicalBlock(scope: !301, file: !3, line: 21, column: 9)
!308 = !DILocation(line: 44, column: 5, scope: !265)
