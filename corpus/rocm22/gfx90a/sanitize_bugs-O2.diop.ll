; ModuleID = 'src/sanitize_bugs.cl'
source_filename = "src/sanitize_bugs.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds_overflow.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4, !dbg !0
@uninit_lds.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4, !dbg !16
@missing_barrier.tile = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4, !dbg !31
@divergent_barrier.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4, !dbg !46
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @off_by_one(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1) local_unnamed_addr #0 !dbg !69 !kernel_arg_addr_space !76 !kernel_arg_access_qual !77 !kernel_arg_type !78 !kernel_arg_base_type !78 !kernel_arg_type_qual !79 {
    #dbg_value(ptr addrspace(1) %0, !73, !DIExpression(DIOpArg(0, ptr addrspace(1))), !80)
    #dbg_value(i32 %1, !74, !DIExpression(DIOpArg(0, i32)), !80)
    #dbg_value(i32 0, !81, !DIExpression(DIOpArg(0, i32)), !86)
    #dbg_value(i32 0, !88, !DIExpression(DIOpArg(0, i32)), !91)
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !93
    #dbg_value(i32 0, !94, !DIExpression(DIOpArg(0, i32)), !97)
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !99
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 4, !dbg !100
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !101, !tbaa !102
  %7 = zext i16 %6 to i32, !dbg !101
  %8 = mul i32 %3, %7, !dbg !106
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !110)
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !112
  %10 = add i32 %8, %9, !dbg !113
    #dbg_value(i32 %10, !75, !DIExpression(DIOpArg(0, i32)), !80)
  %11 = icmp ugt i32 %10, %1, !dbg !114
  br i1 %11, label %16, label %12, !dbg !116

12:                                               ; preds = %2
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = mul nsw i32 %10, 3
  store i32 %15, ptr addrspace(1) %14, align 4, !dbg !117, !tbaa !118
  br label %16, !dbg !120

16:                                               ; preds = %12, %2
  ret void, !dbg !121
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @lds_overflow(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1) local_unnamed_addr #1 !dbg !2 !kernel_arg_addr_space !122 !kernel_arg_access_qual !77 !kernel_arg_type !123 !kernel_arg_base_type !123 !kernel_arg_type_qual !79 {
    #dbg_value(ptr addrspace(1) %0, !59, !DIExpression(DIOpArg(0, ptr addrspace(1))), !124)
    #dbg_value(ptr addrspace(3) %1, !60, !DIExpression(DIOpArg(0, ptr addrspace(3))), !124)
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !125)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !127
    #dbg_value(i32 %3, !61, !DIExpression(DIOpArg(0, i32)), !124)
  %4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_overflow.tile, i32 0, i32 %3, !dbg !128
  store i32 %3, ptr addrspace(3) %4, align 4, !dbg !129, !tbaa !118
  %5 = shl nuw nsw i32 %3, 1, !dbg !130
  %6 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %3, !dbg !131
  store i32 %5, ptr addrspace(3) %6, align 4, !dbg !132, !tbaa !118
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !138
  fence syncscope("workgroup") acquire, !dbg !139
  %7 = add nuw nsw i32 %3, 1, !dbg !140
  %8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_overflow.tile, i32 0, i32 %7, !dbg !141
  %9 = load i32, ptr addrspace(3) %8, align 4, !dbg !142, !tbaa !118
  %10 = add nsw i32 %9, 1, !dbg !142
  store i32 %10, ptr addrspace(3) %8, align 4, !dbg !142, !tbaa !118
  fence syncscope("workgroup") release, !dbg !143
  tail call void @llvm.amdgcn.s.barrier(), !dbg !145
  fence syncscope("workgroup") acquire, !dbg !146
  %11 = load i32, ptr addrspace(3) %4, align 4, !dbg !147, !tbaa !118
  %12 = load i32, ptr addrspace(3) %6, align 4, !dbg !148, !tbaa !118
  %13 = add nsw i32 %12, %11, !dbg !149
    #dbg_value(i32 0, !81, !DIExpression(DIOpArg(0, i32)), !150)
    #dbg_value(i32 0, !88, !DIExpression(DIOpArg(0, i32)), !152)
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !154
    #dbg_value(i32 0, !94, !DIExpression(DIOpArg(0, i32)), !155)
  %15 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !157
  %16 = getelementptr inbounds i8, ptr addrspace(4) %15, i64 4, !dbg !158
  %17 = load i16, ptr addrspace(4) %16, align 4, !dbg !159, !tbaa !102
  %18 = zext i16 %17 to i32, !dbg !159
  %19 = mul i32 %14, %18, !dbg !160
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !161)
  %20 = add i32 %19, %3, !dbg !163
  %21 = zext i32 %20 to i64, !dbg !164
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21, !dbg !164
  store i32 %13, ptr addrspace(1) %22, align 4, !dbg !165, !tbaa !118
  ret void, !dbg !166
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @uninit_lds(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !dbg !18 !kernel_arg_addr_space !167 !kernel_arg_access_qual !168 !kernel_arg_type !169 !kernel_arg_base_type !169 !kernel_arg_type_qual !170 {
    #dbg_value(ptr addrspace(1) %0, !22, !DIExpression(DIOpArg(0, ptr addrspace(1))), !171)
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !172)
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !174
    #dbg_value(i32 %2, !23, !DIExpression(DIOpArg(0, i32)), !171)
  %3 = icmp ugt i32 %2, 31, !dbg !175
  br i1 %3, label %4, label %6, !dbg !177

4:                                                ; preds = %1
  %5 = getelementptr inbounds [64 x i32], ptr addrspace(3) @uninit_lds.tile, i32 0, i32 %2
  store i32 %2, ptr addrspace(3) %5, align 4, !dbg !178, !tbaa !118
  br label %6, !dbg !179

6:                                                ; preds = %4, %1
  fence syncscope("workgroup") release, !dbg !180
  tail call void @llvm.amdgcn.s.barrier(), !dbg !182
  fence syncscope("workgroup") acquire, !dbg !183
  %7 = sub nsw i32 63, %2, !dbg !184
  %8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @uninit_lds.tile, i32 0, i32 %7, !dbg !185
  %9 = load i32, ptr addrspace(3) %8, align 4, !dbg !185, !tbaa !118
    #dbg_value(i32 %9, !27, !DIExpression(DIOpArg(0, i32)), !171)
  %10 = icmp sgt i32 %9, 40, !dbg !186
  %11 = select i1 %10, i32 1, i32 2, !dbg !187
    #dbg_value(i32 0, !81, !DIExpression(DIOpArg(0, i32)), !188)
    #dbg_value(i32 0, !88, !DIExpression(DIOpArg(0, i32)), !190)
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !192
    #dbg_value(i32 0, !94, !DIExpression(DIOpArg(0, i32)), !193)
  %13 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !195
  %14 = getelementptr inbounds i8, ptr addrspace(4) %13, i64 4, !dbg !196
  %15 = load i16, ptr addrspace(4) %14, align 4, !dbg !197, !tbaa !102
  %16 = zext i16 %15 to i32, !dbg !197
  %17 = mul i32 %12, %16, !dbg !198
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !199)
  %18 = add i32 %17, %2, !dbg !201
  %19 = zext i32 %18 to i64, !dbg !202
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19, !dbg !202
  store i32 %11, ptr addrspace(1) %20, align 4, !dbg !203, !tbaa !118
  ret void, !dbg !204
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @missing_barrier(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !dbg !33 !kernel_arg_addr_space !205 !kernel_arg_access_qual !77 !kernel_arg_type !123 !kernel_arg_base_type !123 !kernel_arg_type_qual !206 {
    #dbg_value(ptr addrspace(1) %0, !39, !DIExpression(DIOpArg(0, ptr addrspace(1))), !207)
    #dbg_value(ptr addrspace(1) %1, !40, !DIExpression(DIOpArg(0, ptr addrspace(1))), !207)
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !208)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !210
    #dbg_value(i32 %3, !41, !DIExpression(DIOpArg(0, i32)), !207)
    #dbg_value(i32 0, !81, !DIExpression(DIOpArg(0, i32)), !211)
    #dbg_value(i32 0, !88, !DIExpression(DIOpArg(0, i32)), !213)
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !215
    #dbg_value(i32 0, !94, !DIExpression(DIOpArg(0, i32)), !216)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !218
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4, !dbg !219
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !220, !tbaa !102
  %8 = zext i16 %7 to i32, !dbg !220
  %9 = mul i32 %4, %8, !dbg !221
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !222)
  %10 = add i32 %9, %3, !dbg !224
    #dbg_value(i32 %10, !42, !DIExpression(DIOpArg(0, i32)), !207)
  %11 = zext i32 %10 to i64, !dbg !225
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11, !dbg !225
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !225, !tbaa !118, !amdgpu.noclobber !226
  %14 = getelementptr inbounds [128 x i32], ptr addrspace(3) @missing_barrier.tile, i32 0, i32 %3, !dbg !227
  store i32 %13, ptr addrspace(3) %14, align 4, !dbg !228, !tbaa !118
  %15 = add nuw nsw i32 %3, 1, !dbg !229
  %16 = and i32 %15, 127, !dbg !230
  %17 = getelementptr inbounds [128 x i32], ptr addrspace(3) @missing_barrier.tile, i32 0, i32 %16, !dbg !231
  %18 = load i32, ptr addrspace(3) %17, align 4, !dbg !231, !tbaa !118
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11, !dbg !232
  store i32 %18, ptr addrspace(1) %19, align 4, !dbg !233, !tbaa !118
  ret void, !dbg !234
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @divergent_barrier(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !dbg !48 !kernel_arg_addr_space !167 !kernel_arg_access_qual !168 !kernel_arg_type !169 !kernel_arg_base_type !169 !kernel_arg_type_qual !170 {
    #dbg_value(ptr addrspace(1) %0, !50, !DIExpression(DIOpArg(0, ptr addrspace(1))), !235)
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !236)
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !238
    #dbg_value(i32 %2, !51, !DIExpression(DIOpArg(0, i32)), !235)
  %3 = getelementptr inbounds [64 x i32], ptr addrspace(3) @divergent_barrier.tile, i32 0, i32 %2, !dbg !239
  store i32 %2, ptr addrspace(3) %3, align 4, !dbg !240, !tbaa !118
  %4 = icmp ult i32 %2, 16, !dbg !241
  br i1 %4, label %5, label %7, !dbg !243

5:                                                ; preds = %1
  fence syncscope("workgroup") release, !dbg !244
  tail call void @llvm.amdgcn.s.barrier(), !dbg !246
  fence syncscope("workgroup") acquire, !dbg !247
  %6 = load i32, ptr addrspace(3) %3, align 4, !dbg !248, !tbaa !118
  br label %7, !dbg !249

7:                                                ; preds = %5, %1
  %8 = phi i32 [ %6, %5 ], [ %2, %1 ], !dbg !248
    #dbg_value(i32 0, !81, !DIExpression(DIOpArg(0, i32)), !250)
    #dbg_value(i32 0, !88, !DIExpression(DIOpArg(0, i32)), !252)
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !254
    #dbg_value(i32 0, !94, !DIExpression(DIOpArg(0, i32)), !255)
  %10 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !257
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 4, !dbg !258
  %12 = load i16, ptr addrspace(4) %11, align 4, !dbg !259, !tbaa !102
  %13 = zext i16 %12 to i32, !dbg !259
  %14 = mul i32 %9, %13, !dbg !260
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !261)
  %15 = add i32 %14, %2, !dbg !263
  %16 = zext i32 %15 to i64, !dbg !264
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16, !dbg !264
  store i32 %8, ptr addrspace(1) %17, align 4, !dbg !265, !tbaa !118
  ret void, !dbg !266
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @missing_wait(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #3 !dbg !267 !kernel_arg_addr_space !205 !kernel_arg_access_qual !77 !kernel_arg_type !123 !kernel_arg_base_type !123 !kernel_arg_type_qual !206 {
    #dbg_value(ptr addrspace(1) %0, !269, !DIExpression(DIOpArg(0, ptr addrspace(1))), !274)
    #dbg_value(ptr addrspace(1) %1, !270, !DIExpression(DIOpArg(0, ptr addrspace(1))), !274)
    #dbg_value(i32 0, !81, !DIExpression(DIOpArg(0, i32)), !275)
    #dbg_value(i32 0, !88, !DIExpression(DIOpArg(0, i32)), !277)
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !279
    #dbg_value(i32 0, !94, !DIExpression(DIOpArg(0, i32)), !280)
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !282
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 4, !dbg !283
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !284, !tbaa !102
  %7 = zext i16 %6 to i32, !dbg !284
  %8 = mul i32 %3, %7, !dbg !285
    #dbg_value(i32 0, !107, !DIExpression(DIOpArg(0, i32)), !286)
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !288
  %10 = add i32 %8, %9, !dbg !289
    #dbg_value(i32 %10, !271, !DIExpression(DIOpArg(0, i32)), !274)
  %11 = zext i32 %10 to i64, !dbg !290
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11, !dbg !290
    #dbg_value(ptr addrspace(1) %12, !272, !DIExpression(DIOpArg(0, ptr addrspace(1))), !274)
  %13 = tail call i32 asm sideeffect "global_load_dword $0, $1, off", "=v,v,~{memory}"(ptr addrspace(1) %12) #6, !dbg !291, !srcloc !292
    #dbg_value(i32 %13, !273, !DIExpression(DIOpArg(0, i32)), !274)
  %14 = add nsw i32 %13, 1, !dbg !293
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11, !dbg !294
  store i32 %14, ptr addrspace(1) %15, align 4, !dbg !295, !tbaa !118
  ret void, !dbg !296
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!62, !63, !64, !65, !66}
!opencl.ocl.version = !{!67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 28, type: !28, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "lds_overflow", scope: !3, file: !3, line: 27, type: !4, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !58)
!3 = !DIFile(filename: "src/sanitize_bugs.cl", directory: ".", checksumkind: CSK_MD5, checksum: "2eba8d3e920e07c0246e3ecc4f4267ac")
!4 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !5)
!5 = !{null, !6, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, addressSpace: 3, memorySpace: DW_MSPACE_LLVM_group)
!9 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !15, splitDebugInlining: false, nameTableKind: None)
!10 = !{!7, !11, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !{!0, !16, !31, !46, !52}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!17 = distinct !DIGlobalVariable(name: "tile", scope: !18, file: !3, line: 39, type: !28, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!18 = distinct !DISubprogram(name: "uninit_lds", scope: !3, file: !3, line: 38, type: !19, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !21)
!19 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !20)
!20 = !{null, !6}
!21 = !{!22, !23, !27}
!22 = !DILocalVariable(name: "out", arg: 1, scope: !18, file: !3, line: 38, type: !6)
!23 = !DILocalVariable(name: "lid", scope: !18, file: !3, line: 40, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !25, line: 18, baseType: !26)
!25 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DILocalVariable(name: "v", scope: !18, file: !3, line: 44, type: !7)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 64)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([128 x i32])))
!32 = distinct !DIGlobalVariable(name: "tile", scope: !33, file: !3, line: 49, type: !43, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!33 = distinct !DISubprogram(name: "missing_barrier", scope: !3, file: !3, line: 48, type: !34, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !38)
!34 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !35)
!35 = !{null, !36, !6}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!38 = !{!39, !40, !41, !42}
!39 = !DILocalVariable(name: "in", arg: 1, scope: !33, file: !3, line: 48, type: !36)
!40 = !DILocalVariable(name: "out", arg: 2, scope: !33, file: !3, line: 48, type: !6)
!41 = !DILocalVariable(name: "lid", scope: !33, file: !3, line: 50, type: !24)
!42 = !DILocalVariable(name: "gid", scope: !33, file: !3, line: 51, type: !24)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 4096, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 128)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!47 = distinct !DIGlobalVariable(name: "tile", scope: !48, file: !3, line: 58, type: !28, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!48 = distinct !DISubprogram(name: "divergent_barrier", scope: !3, file: !3, line: 57, type: !19, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !49)
!49 = !{!50, !51}
!50 = !DILocalVariable(name: "out", arg: 1, scope: !48, file: !3, line: 57, type: !6)
!51 = !DILocalVariable(name: "lid", scope: !48, file: !3, line: 59, type: !24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !25, line: 69, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 80, elements: !56)
!55 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!56 = !{!57}
!57 = !DISubrange(count: 10)
!58 = !{!59, !60, !61}
!59 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 27, type: !6)
!60 = !DILocalVariable(name: "dyn", arg: 2, scope: !2, file: !3, line: 27, type: !8)
!61 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 29, type: !24)
!62 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 2, i32 0}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "off_by_one", scope: !3, file: !3, line: 21, type: !70, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !72)
!70 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !71)
!71 = !{null, !6, !24}
!72 = !{!73, !74, !75}
!73 = !DILocalVariable(name: "out", arg: 1, scope: !69, file: !3, line: 21, type: !6)
!74 = !DILocalVariable(name: "n", arg: 2, scope: !69, file: !3, line: 21, type: !24)
!75 = !DILocalVariable(name: "gid", scope: !69, file: !3, line: 22, type: !24)
!76 = !{i32 1, i32 0}
!77 = !{!"none", !"none"}
!78 = !{!"int*", !"uint"}
!79 = !{!"", !""}
!80 = !DILocation(line: 0, scope: !69)
!81 = !DILocalVariable(name: "d", arg: 1, scope: !82, file: !25, line: 62, type: !24)
!82 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !25, file: !25, line: 62, type: !83, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!24, !24}
!85 = !{!81}
!86 = !DILocation(line: 0, scope: !82, inlinedAt: !87)
!87 = distinct !DILocation(line: 22, column: 16, scope: !69)
!88 = !DILocalVariable(name: "d", arg: 1, scope: !89, file: !25, line: 49, type: !24)
!89 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !25, file: !25, line: 49, type: !83, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !90)
!90 = !{!88}
!91 = !DILocation(line: 0, scope: !89, inlinedAt: !92)
!92 = distinct !DILocation(line: 63, column: 12, scope: !82, inlinedAt: !87)
!93 = !DILocation(line: 50, column: 21, scope: !89, inlinedAt: !92)
!94 = !DILocalVariable(name: "d", arg: 1, scope: !95, file: !25, line: 54, type: !24)
!95 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !25, file: !25, line: 54, type: !83, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !96)
!96 = !{!94}
!97 = !DILocation(line: 0, scope: !95, inlinedAt: !98)
!98 = distinct !DILocation(line: 63, column: 30, scope: !82, inlinedAt: !87)
!99 = !DILocation(line: 56, column: 42, scope: !95, inlinedAt: !98)
!100 = !DILocation(line: 56, column: 50, scope: !95, inlinedAt: !98)
!101 = !DILocation(line: 56, column: 12, scope: !95, inlinedAt: !98)
!102 = !{!103, !103, i64 0}
!103 = !{!"short", !104, i64 0}
!104 = !{!"omnipotent char", !105, i64 0}
!105 = !{!"Simple C/C++ TBAA"}
!106 = !DILocation(line: 63, column: 28, scope: !82, inlinedAt: !87)
!107 = !DILocalVariable(name: "d", arg: 1, scope: !108, file: !25, line: 44, type: !24)
!108 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !25, file: !25, line: 44, type: !83, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !109)
!109 = !{!107}
!110 = !DILocation(line: 0, scope: !108, inlinedAt: !111)
!111 = distinct !DILocation(line: 63, column: 50, scope: !82, inlinedAt: !87)
!112 = !DILocation(line: 45, column: 21, scope: !108, inlinedAt: !111)
!113 = !DILocation(line: 63, column: 48, scope: !82, inlinedAt: !87)
!114 = !DILocation(line: 23, column: 13, scope: !115)
!115 = distinct !DILexicalBlock(scope: !69, file: !3, line: 23, column: 9)
!116 = !DILocation(line: 23, column: 9, scope: !69)
!117 = !DILocation(line: 24, column: 18, scope: !115)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !104, i64 0}
!120 = !DILocation(line: 24, column: 9, scope: !115)
!121 = !DILocation(line: 25, column: 1, scope: !69)
!122 = !{i32 1, i32 3}
!123 = !{!"int*", !"int*"}
!124 = !DILocation(line: 0, scope: !2)
!125 = !DILocation(line: 0, scope: !108, inlinedAt: !126)
!126 = distinct !DILocation(line: 29, column: 16, scope: !2)
!127 = !DILocation(line: 45, column: 21, scope: !108, inlinedAt: !126)
!128 = !DILocation(line: 30, column: 5, scope: !2)
!129 = !DILocation(line: 30, column: 15, scope: !2)
!130 = !DILocation(line: 31, column: 18, scope: !2)
!131 = !DILocation(line: 31, column: 5, scope: !2)
!132 = !DILocation(line: 31, column: 14, scope: !2)
!133 = !DILocation(line: 69, column: 28, scope: !134, inlinedAt: !137)
!134 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !25, file: !25, line: 68, type: !135, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!135 = !DISubroutineType(types: !136)
!136 = !{null}
!137 = distinct !DILocation(line: 32, column: 5, scope: !2)
!138 = !DILocation(line: 70, column: 5, scope: !134, inlinedAt: !137)
!139 = !DILocation(line: 71, column: 28, scope: !134, inlinedAt: !137)
!140 = !DILocation(line: 33, column: 14, scope: !2)
!141 = !DILocation(line: 33, column: 5, scope: !2)
!142 = !DILocation(line: 33, column: 19, scope: !2)
!143 = !DILocation(line: 69, column: 28, scope: !134, inlinedAt: !144)
!144 = distinct !DILocation(line: 34, column: 5, scope: !2)
!145 = !DILocation(line: 70, column: 5, scope: !134, inlinedAt: !144)
!146 = !DILocation(line: 71, column: 28, scope: !134, inlinedAt: !144)
!147 = !DILocation(line: 35, column: 29, scope: !2)
!148 = !DILocation(line: 35, column: 41, scope: !2)
!149 = !DILocation(line: 35, column: 39, scope: !2)
!150 = !DILocation(line: 0, scope: !82, inlinedAt: !151)
!151 = distinct !DILocation(line: 35, column: 9, scope: !2)
!152 = !DILocation(line: 0, scope: !89, inlinedAt: !153)
!153 = distinct !DILocation(line: 63, column: 12, scope: !82, inlinedAt: !151)
!154 = !DILocation(line: 50, column: 21, scope: !89, inlinedAt: !153)
!155 = !DILocation(line: 0, scope: !95, inlinedAt: !156)
!156 = distinct !DILocation(line: 63, column: 30, scope: !82, inlinedAt: !151)
!157 = !DILocation(line: 56, column: 42, scope: !95, inlinedAt: !156)
!158 = !DILocation(line: 56, column: 50, scope: !95, inlinedAt: !156)
!159 = !DILocation(line: 56, column: 12, scope: !95, inlinedAt: !156)
!160 = !DILocation(line: 63, column: 28, scope: !82, inlinedAt: !151)
!161 = !DILocation(line: 0, scope: !108, inlinedAt: !162)
!162 = distinct !DILocation(line: 63, column: 50, scope: !82, inlinedAt: !151)
!163 = !DILocation(line: 63, column: 48, scope: !82, inlinedAt: !151)
!164 = !DILocation(line: 35, column: 5, scope: !2)
!165 = !DILocation(line: 35, column: 27, scope: !2)
!166 = !DILocation(line: 36, column: 1, scope: !2)
!167 = !{i32 1}
!168 = !{!"none"}
!169 = !{!"int*"}
!170 = !{!""}
!171 = !DILocation(line: 0, scope: !18)
!172 = !DILocation(line: 0, scope: !108, inlinedAt: !173)
!173 = distinct !DILocation(line: 40, column: 16, scope: !18)
!174 = !DILocation(line: 45, column: 21, scope: !108, inlinedAt: !173)
!175 = !DILocation(line: 41, column: 13, scope: !176)
!176 = distinct !DILexicalBlock(scope: !18, file: !3, line: 41, column: 9)
!177 = !DILocation(line: 41, column: 9, scope: !18)
!178 = !DILocation(line: 42, column: 19, scope: !176)
!179 = !DILocation(line: 42, column: 9, scope: !176)
!180 = !DILocation(line: 69, column: 28, scope: !134, inlinedAt: !181)
!181 = distinct !DILocation(line: 43, column: 5, scope: !18)
!182 = !DILocation(line: 70, column: 5, scope: !134, inlinedAt: !181)
!183 = !DILocation(line: 71, column: 28, scope: !134, inlinedAt: !181)
!184 = !DILocation(line: 44, column: 25, scope: !18)
!185 = !DILocation(line: 44, column: 13, scope: !18)
!186 = !DILocation(line: 45, column: 31, scope: !18)
!187 = !DILocation(line: 45, column: 29, scope: !18)
!188 = !DILocation(line: 0, scope: !82, inlinedAt: !189)
!189 = distinct !DILocation(line: 45, column: 9, scope: !18)
!190 = !DILocation(line: 0, scope: !89, inlinedAt: !191)
!191 = distinct !DILocation(line: 63, column: 12, scope: !82, inlinedAt: !189)
!192 = !DILocation(line: 50, column: 21, scope: !89, inlinedAt: !191)
!193 = !DILocation(line: 0, scope: !95, inlinedAt: !194)
!194 = distinct !DILocation(line: 63, column: 30, scope: !82, inlinedAt: !189)
!195 = !DILocation(line: 56, column: 42, scope: !95, inlinedAt: !194)
!196 = !DILocation(line: 56, column: 50, scope: !95, inlinedAt: !194)
!197 = !DILocation(line: 56, column: 12, scope: !95, inlinedAt: !194)
!198 = !DILocation(line: 63, column: 28, scope: !82, inlinedAt: !189)
!199 = !DILocation(line: 0, scope: !108, inlinedAt: !200)
!200 = distinct !DILocation(line: 63, column: 50, scope: !82, inlinedAt: !189)
!201 = !DILocation(line: 63, column: 48, scope: !82, inlinedAt: !189)
!202 = !DILocation(line: 45, column: 5, scope: !18)
!203 = !DILocation(line: 45, column: 27, scope: !18)
!204 = !DILocation(line: 46, column: 1, scope: !18)
!205 = !{i32 1, i32 1}
!206 = !{!"const", !""}
!207 = !DILocation(line: 0, scope: !33)
!208 = !DILocation(line: 0, scope: !108, inlinedAt: !209)
!209 = distinct !DILocation(line: 50, column: 16, scope: !33)
!210 = !DILocation(line: 45, column: 21, scope: !108, inlinedAt: !209)
!211 = !DILocation(line: 0, scope: !82, inlinedAt: !212)
!212 = distinct !DILocation(line: 51, column: 16, scope: !33)
!213 = !DILocation(line: 0, scope: !89, inlinedAt: !214)
!214 = distinct !DILocation(line: 63, column: 12, scope: !82, inlinedAt: !212)
!215 = !DILocation(line: 50, column: 21, scope: !89, inlinedAt: !214)
!216 = !DILocation(line: 0, scope: !95, inlinedAt: !217)
!217 = distinct !DILocation(line: 63, column: 30, scope: !82, inlinedAt: !212)
!218 = !DILocation(line: 56, column: 42, scope: !95, inlinedAt: !217)
!219 = !DILocation(line: 56, column: 50, scope: !95, inlinedAt: !217)
!220 = !DILocation(line: 56, column: 12, scope: !95, inlinedAt: !217)
!221 = !DILocation(line: 63, column: 28, scope: !82, inlinedAt: !212)
!222 = !DILocation(line: 0, scope: !108, inlinedAt: !223)
!223 = distinct !DILocation(line: 63, column: 50, scope: !82, inlinedAt: !212)
!224 = !DILocation(line: 63, column: 48, scope: !82, inlinedAt: !212)
!225 = !DILocation(line: 52, column: 17, scope: !33)
!226 = !{}
!227 = !DILocation(line: 52, column: 5, scope: !33)
!228 = !DILocation(line: 52, column: 15, scope: !33)
!229 = !DILocation(line: 54, column: 26, scope: !33)
!230 = !DILocation(line: 54, column: 31, scope: !33)
!231 = !DILocation(line: 54, column: 16, scope: !33)
!232 = !DILocation(line: 54, column: 5, scope: !33)
!233 = !DILocation(line: 54, column: 14, scope: !33)
!234 = !DILocation(line: 55, column: 1, scope: !33)
!235 = !DILocation(line: 0, scope: !48)
!236 = !DILocation(line: 0, scope: !108, inlinedAt: !237)
!237 = distinct !DILocation(line: 59, column: 16, scope: !48)
!238 = !DILocation(line: 45, column: 21, scope: !108, inlinedAt: !237)
!239 = !DILocation(line: 60, column: 5, scope: !48)
!240 = !DILocation(line: 60, column: 15, scope: !48)
!241 = !DILocation(line: 61, column: 13, scope: !242)
!242 = distinct !DILexicalBlock(scope: !48, file: !3, line: 61, column: 9)
!243 = !DILocation(line: 61, column: 9, scope: !48)
!244 = !DILocation(line: 69, column: 28, scope: !134, inlinedAt: !245)
!245 = distinct !DILocation(line: 62, column: 9, scope: !242)
!246 = !DILocation(line: 70, column: 5, scope: !134, inlinedAt: !245)
!247 = !DILocation(line: 71, column: 28, scope: !134, inlinedAt: !245)
!248 = !DILocation(line: 63, column: 29, scope: !48)
!249 = !DILocation(line: 62, column: 9, scope: !242)
!250 = !DILocation(line: 0, scope: !82, inlinedAt: !251)
!251 = distinct !DILocation(line: 63, column: 9, scope: !48)
!252 = !DILocation(line: 0, scope: !89, inlinedAt: !253)
!253 = distinct !DILocation(line: 63, column: 12, scope: !82, inlinedAt: !251)
!254 = !DILocation(line: 50, column: 21, scope: !89, inlinedAt: !253)
!255 = !DILocation(line: 0, scope: !95, inlinedAt: !256)
!256 = distinct !DILocation(line: 63, column: 30, scope: !82, inlinedAt: !251)
!257 = !DILocation(line: 56, column: 42, scope: !95, inlinedAt: !256)
!258 = !DILocation(line: 56, column: 50, scope: !95, inlinedAt: !256)
!259 = !DILocation(line: 56, column: 12, scope: !95, inlinedAt: !256)
!260 = !DILocation(line: 63, column: 28, scope: !82, inlinedAt: !251)
!261 = !DILocation(line: 0, scope: !108, inlinedAt: !262)
!262 = distinct !DILocation(line: 63, column: 50, scope: !82, inlinedAt: !251)
!263 = !DILocation(line: 63, column: 48, scope: !82, inlinedAt: !251)
!264 = !DILocation(line: 63, column: 5, scope: !48)
!265 = !DILocation(line: 63, column: 27, scope: !48)
!266 = !DILocation(line: 64, column: 1, scope: !48)
!267 = distinct !DISubprogram(name: "missing_wait", scope: !3, file: !3, line: 66, type: !34, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !268)
!268 = !{!269, !270, !271, !272, !273}
!269 = !DILocalVariable(name: "in", arg: 1, scope: !267, file: !3, line: 66, type: !36)
!270 = !DILocalVariable(name: "out", arg: 2, scope: !267, file: !3, line: 66, type: !6)
!271 = !DILocalVariable(name: "gid", scope: !267, file: !3, line: 67, type: !24)
!272 = !DILocalVariable(name: "p", scope: !267, file: !3, line: 68, type: !36)
!273 = !DILocalVariable(name: "v", scope: !267, file: !3, line: 69, type: !7)
!274 = !DILocation(line: 0, scope: !267)
!275 = !DILocation(line: 0, scope: !82, inlinedAt: !276)
!276 = distinct !DILocation(line: 67, column: 16, scope: !267)
!277 = !DILocation(line: 0, scope: !89, inlinedAt: !278)
!278 = distinct !DILocation(line: 63, column: 12, scope: !82, inlinedAt: !276)
!279 = !DILocation(line: 50, column: 21, scope: !89, inlinedAt: !278)
!280 = !DILocation(line: 0, scope: !95, inlinedAt: !281)
!281 = distinct !DILocation(line: 63, column: 30, scope: !82, inlinedAt: !276)
!282 = !DILocation(line: 56, column: 42, scope: !95, inlinedAt: !281)
!283 = !DILocation(line: 56, column: 50, scope: !95, inlinedAt: !281)
!284 = !DILocation(line: 56, column: 12, scope: !95, inlinedAt: !281)
!285 = !DILocation(line: 63, column: 28, scope: !82, inlinedAt: !276)
!286 = !DILocation(line: 0, scope: !108, inlinedAt: !287)
!287 = distinct !DILocation(line: 63, column: 50, scope: !82, inlinedAt: !276)
!288 = !DILocation(line: 45, column: 21, scope: !108, inlinedAt: !287)
!289 = !DILocation(line: 63, column: 48, scope: !82, inlinedAt: !276)
!290 = !DILocation(line: 68, column: 32, scope: !267)
!291 = !DILocation(line: 72, column: 5, scope: !267)
!292 = !{i64 2689}
!293 = !DILocation(line: 74, column: 18, scope: !267)
!294 = !DILocation(line: 74, column: 5, scope: !267)
!295 = !DILocation(line: 74, column: 14, scope: !267)
!296 = !DILocation(line: 75, column: 1, scope: !267)
