; ModuleID = 'src/call_chain.cl'
source_filename = "src/call_chain.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.state_t = type { i32, i32, float, [4 x i32] }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define hidden i32 @mix3(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !16 {
    #dbg_value(ptr %0, !31, !DIExpression(DIOpArg(0, ptr)), !39)
    #dbg_value(i32 %1, !32, !DIExpression(DIOpArg(0, i32)), !39)
    #dbg_value(i32 0, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %3 = getelementptr inbounds i8, ptr %0, i64 12
    #dbg_value(i32 0, !37, !DIExpression(DIOpArg(0, i32)), !41)
    #dbg_value(i32 0, !37, !DIExpression(DIOpArg(0, i32)), !41)
    #dbg_value(i32 1, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %4 = add nsw i32 %1, 1, !dbg !42
  %5 = load <2 x i32>, ptr %3, align 4, !dbg !44, !tbaa !45
  %6 = insertelement <2 x i32> poison, i32 %1, i64 0, !dbg !49
  %7 = insertelement <2 x i32> %6, i32 %4, i64 1, !dbg !49
  %8 = mul nsw <2 x i32> %5, %7, !dbg !49
    #dbg_value(i32 2, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %9 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !44
  %10 = shufflevector <2 x i32> %6, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !42
  %11 = add nsw <2 x i32> %10, <i32 2, i32 3>, !dbg !42
    #dbg_value(i32 3, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %12 = load <2 x i32>, ptr %9, align 4, !dbg !44, !tbaa !45
  %13 = mul nsw <2 x i32> %12, %11, !dbg !49
  %14 = shufflevector <2 x i32> %8, <2 x i32> %13, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !50
    #dbg_value(i32 4, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %15 = add nsw i32 %1, 4, !dbg !42
  %16 = extractelement <2 x i32> %5, i64 0, !dbg !49
  %17 = mul nsw i32 %16, %15, !dbg !49
  %18 = insertelement <8 x i32> %14, i32 %17, i64 4, !dbg !50
    #dbg_value(i32 5, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %19 = add nsw i32 %1, 5, !dbg !42
  %20 = extractelement <2 x i32> %5, i64 1, !dbg !49
  %21 = mul nsw i32 %20, %19, !dbg !49
  %22 = insertelement <8 x i32> %18, i32 %21, i64 5, !dbg !50
    #dbg_value(i32 6, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %23 = add nsw i32 %1, 6, !dbg !42
  %24 = extractelement <2 x i32> %12, i64 0, !dbg !49
  %25 = mul nsw i32 %24, %23, !dbg !49
  %26 = insertelement <8 x i32> %22, i32 %25, i64 6, !dbg !50
    #dbg_value(i32 7, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %27 = add nsw i32 %1, 7, !dbg !42
  %28 = extractelement <2 x i32> %12, i64 1, !dbg !49
  %29 = mul nsw i32 %28, %27, !dbg !49
  %30 = insertelement <8 x i32> %26, i32 %29, i64 7, !dbg !50
    #dbg_value(i32 8, !37, !DIExpression(DIOpArg(0, i32)), !41)
  %31 = and i32 %1, 7, !dbg !51
  %32 = extractelement <8 x i32> %30, i32 %31, !dbg !52
  %33 = load i32, ptr %0, align 4, !dbg !53, !tbaa !54
  %34 = add nsw i32 %33, %32, !dbg !53
  store i32 %34, ptr %0, align 4, !dbg !53, !tbaa !54
  %35 = lshr i32 %1, 3, !dbg !57
  %36 = and i32 %35, 7, !dbg !58
  %37 = extractelement <8 x i32> %30, i32 %36, !dbg !59
  %38 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !60
  %39 = load i32, ptr %38, align 4, !dbg !61, !tbaa !62
  %40 = xor i32 %39, %37, !dbg !61
  store i32 %40, ptr %38, align 4, !dbg !61, !tbaa !62
  %41 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !63
  %42 = load float, ptr %41, align 4, !dbg !63, !tbaa !64
  %43 = sitofp i32 %1 to float, !dbg !65
  %44 = tail call float @llvm.fmuladd.f32(float %42, float 5.000000e-01, float %43), !dbg !66
  store float %44, ptr %41, align 4, !dbg !67, !tbaa !64
  %45 = add nsw i32 %40, %34, !dbg !68
  ret i32 %45, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define hidden i32 @level2(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !70 {
    #dbg_value(ptr %0, !72, !DIExpression(DIOpArg(0, ptr)), !75)
    #dbg_value(i32 %1, !73, !DIExpression(DIOpArg(0, i32)), !75)
  %3 = add nsw i32 %1, 1, !dbg !76
  %4 = tail call i32 @mix3(ptr noundef %0, i32 noundef %3) #6, !dbg !77
    #dbg_value(i32 %4, !74, !DIExpression(DIOpArg(0, i32)), !75)
  %5 = mul nsw i32 %4, 3, !dbg !78
  %6 = load i32, ptr %0, align 4, !dbg !79, !tbaa !54
  %7 = add nsw i32 %5, %6, !dbg !80
  ret i32 %7, !dbg !81
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define hidden i32 @level1(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !82 {
    #dbg_value(ptr %0, !84, !DIExpression(DIOpArg(0, ptr)), !87)
    #dbg_value(i32 %1, !85, !DIExpression(DIOpArg(0, i32)), !87)
  %3 = shl nsw i32 %1, 1, !dbg !88
  %4 = tail call i32 @level2(ptr noundef %0, i32 noundef %3) #6, !dbg !89
    #dbg_value(i32 %4, !86, !DIExpression(DIOpArg(0, i32)), !87)
  %5 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !90
  %6 = load i32, ptr %5, align 4, !dbg !90, !tbaa !62
  %7 = sub nsw i32 %4, %6, !dbg !91
  ret i32 %7, !dbg !92
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden i32 @leaf(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !93 {
    #dbg_value(i32 %0, !97, !DIExpression(DIOpArg(0, i32)), !102)
    #dbg_value(i32 %1, !98, !DIExpression(DIOpArg(0, i32)), !102)
    #dbg_value(i32 0, !100, !DIExpression(DIOpArg(0, i32)), !104)
    #dbg_value(i32 0, !100, !DIExpression(DIOpArg(0, i32)), !104)
  %3 = add nsw i32 %0, %1, !dbg !105
  %4 = insertelement <4 x i32> poison, i32 %3, i64 0, !dbg !107
    #dbg_value(i32 1, !100, !DIExpression(DIOpArg(0, i32)), !104)
  %5 = shl nsw i32 %0, 1, !dbg !108
  %6 = add nsw i32 %5, %1, !dbg !105
  %7 = insertelement <4 x i32> %4, i32 %6, i64 1, !dbg !107
    #dbg_value(i32 2, !100, !DIExpression(DIOpArg(0, i32)), !104)
  %8 = mul nsw i32 %0, 3, !dbg !108
  %9 = add nsw i32 %8, %1, !dbg !105
  %10 = insertelement <4 x i32> %7, i32 %9, i64 2, !dbg !107
    #dbg_value(i32 3, !100, !DIExpression(DIOpArg(0, i32)), !104)
  %11 = shl nsw i32 %0, 2, !dbg !108
  %12 = add nsw i32 %11, %1, !dbg !105
  %13 = insertelement <4 x i32> %10, i32 %12, i64 3, !dbg !107
    #dbg_value(i32 4, !100, !DIExpression(DIOpArg(0, i32)), !104)
  %14 = and i32 %0, 3, !dbg !109
  %15 = extractelement <4 x i32> %13, i32 %14, !dbg !110
  %16 = lshr i32 %0, 2, !dbg !111
  %17 = and i32 %16, 3, !dbg !112
  %18 = extractelement <4 x i32> %13, i32 %17, !dbg !113
  %19 = xor i32 %15, %18, !dbg !114
  ret i32 %19, !dbg !115
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden range(i32 -2147483647, -2147483648) i32 @ping(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !116 {
    #dbg_value(i32 %0, !118, !DIExpression(DIOpArg(0, i32)), !121)
    #dbg_value(i32 %1, !119, !DIExpression(DIOpArg(0, i32)), !121)
  %3 = icmp slt i32 %0, 1, !dbg !122
  br i1 %3, label %4, label %7, !dbg !124

4:                                                ; preds = %2
  %5 = tail call i32 @leaf(i32 noundef %1, i32 noundef %0) #6, !dbg !125
  %6 = add nsw i32 %5, 1, !dbg !126
  br label %13, !dbg !127

7:                                                ; preds = %2
  %8 = add nsw i32 %0, -1, !dbg !128
  %9 = mul nsw i32 %1, 3, !dbg !129
  %10 = add nsw i32 %9, 1, !dbg !130
  %11 = tail call i32 @pong(i32 noundef %8, i32 noundef %10) #6, !dbg !131
    #dbg_value(i32 %11, !120, !DIExpression(DIOpArg(0, i32)), !121)
  %12 = add nsw i32 %11, %0, !dbg !132
  br label %13

13:                                               ; preds = %7, %4
  %14 = phi i32 [ %6, %4 ], [ %12, %7 ], !dbg !121
  ret i32 %14, !dbg !133
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @pong(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !134 {
    #dbg_value(i32 %0, !136, !DIExpression(DIOpArg(0, i32)), !139)
    #dbg_value(i32 %1, !137, !DIExpression(DIOpArg(0, i32)), !139)
  %3 = icmp slt i32 %0, 1, !dbg !140
  br i1 %3, label %4, label %7, !dbg !142

4:                                                ; preds = %2
  %5 = tail call i32 @leaf(i32 noundef %1, i32 noundef %0) #6, !dbg !143
  %6 = add nsw i32 %5, 2, !dbg !144
  br label %13, !dbg !145

7:                                                ; preds = %2
  %8 = add nsw i32 %0, -1, !dbg !146
  %9 = xor i32 %1, 85, !dbg !147
  %10 = tail call i32 @ping(i32 noundef %8, i32 noundef %9) #6, !dbg !148
    #dbg_value(i32 %10, !138, !DIExpression(DIOpArg(0, i32)), !139)
  %11 = shl nsw i32 %10, 1, !dbg !149
  %12 = sub nsw i32 %11, %0, !dbg !150
  br label %13

13:                                               ; preds = %7, %4
  %14 = phi i32 [ %6, %4 ], [ %12, %7 ], !dbg !139
  ret i32 %14, !dbg !151
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @deep3(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !152 {
    #dbg_value(i32 %0, !159, !DIExpression(DIOpArg(0, i32)), !163)
    #dbg_value(i32 %1, !160, !DIExpression(DIOpArg(0, i32)), !163)
    #dbg_value(i32 %2, !161, !DIExpression(DIOpArg(0, i32)), !163)
  %4 = and i32 %2, 1, !dbg !164
  %5 = icmp eq i32 %4, 0, !dbg !164
  br i1 %5, label %8, label %6, !dbg !166

6:                                                ; preds = %3
  %7 = tail call i32 @ping(i32 noundef %0, i32 noundef %1) #6, !dbg !167
    #dbg_value(i32 %7, !162, !DIExpression(DIOpArg(0, i32)), !163)
  br label %11, !dbg !168

8:                                                ; preds = %3
  %9 = add nsw i32 %1, 7, !dbg !169
  %10 = tail call i32 @pong(i32 noundef %0, i32 noundef %9) #6, !dbg !170
    #dbg_value(i32 %10, !162, !DIExpression(DIOpArg(0, i32)), !163)
  br label %11

11:                                               ; preds = %8, %6
  %12 = phi i32 [ %7, %6 ], [ %10, %8 ], !dbg !171
    #dbg_value(i32 %12, !162, !DIExpression(DIOpArg(0, i32)), !163)
  %13 = add nsw i32 %12, %2, !dbg !172
  ret i32 %13, !dbg !173
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @deep2(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !174 {
    #dbg_value(i32 %0, !176, !DIExpression(DIOpArg(0, i32)), !180)
    #dbg_value(i32 %1, !177, !DIExpression(DIOpArg(0, i32)), !180)
    #dbg_value(i32 %2, !178, !DIExpression(DIOpArg(0, i32)), !180)
  %4 = mul nsw i32 %1, 5, !dbg !181
  %5 = tail call i32 @deep3(i32 noundef %0, i32 noundef %4, i32 noundef %2) #6, !dbg !182
    #dbg_value(i32 %5, !179, !DIExpression(DIOpArg(0, i32)), !180)
  %6 = xor i32 %5, %1, !dbg !183
  ret i32 %6, !dbg !184
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden range(i32 -2147483648, 2147483645) i32 @deep1(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 !dbg !185 {
    #dbg_value(i32 %0, !187, !DIExpression(DIOpArg(0, i32)), !191)
    #dbg_value(i32 %1, !188, !DIExpression(DIOpArg(0, i32)), !191)
    #dbg_value(i32 %2, !189, !DIExpression(DIOpArg(0, i32)), !191)
  %4 = add nsw i32 %1, 11, !dbg !192
  %5 = tail call i32 @deep2(i32 noundef %0, i32 noundef %4, i32 noundef %2) #6, !dbg !193
    #dbg_value(i32 %5, !190, !DIExpression(DIOpArg(0, i32)), !191)
  %6 = add nsw i32 %5, -3, !dbg !194
  ret i32 %6, !dbg !195
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @call_chain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #5 !dbg !196 !kernel_arg_addr_space !212 !kernel_arg_access_qual !213 !kernel_arg_type !214 !kernel_arg_base_type !214 !kernel_arg_type_qual !215 {
  %3 = alloca %struct.state_t, align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !203, !DIExpression(DIOpArg(0, ptr addrspace(1))), !216)
    #dbg_value(ptr addrspace(1) %1, !204, !DIExpression(DIOpArg(0, ptr addrspace(1))), !216)
    #dbg_value(i32 0, !217, !DIExpression(DIOpArg(0, i32)), !222)
    #dbg_value(i32 0, !224, !DIExpression(DIOpArg(0, i32)), !227)
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !229
    #dbg_value(i32 0, !230, !DIExpression(DIOpArg(0, i32)), !233)
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !235
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4, !dbg !236
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !237, !tbaa !238
  %8 = zext i16 %7 to i32, !dbg !237
  %9 = mul i32 %4, %8, !dbg !240
    #dbg_value(i32 0, !241, !DIExpression(DIOpArg(0, i32)), !244)
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !246
  %11 = add i32 %9, %10, !dbg !247
    #dbg_value(i32 %11, !205, !DIExpression(DIOpArg(0, i32)), !216)
  call void @llvm.lifetime.start.p5(i64 28, ptr addrspace(5) %3) #6, !dbg !248
    #dbg_declare(ptr addrspace(5) %3, !206, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.state_t)), !249)
  %12 = zext i32 %11 to i64, !dbg !250
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !250
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !250, !tbaa !45
  store i32 %14, ptr addrspace(5) %3, align 4, !dbg !251, !tbaa !54
  %15 = mul nsw i32 %14, 7, !dbg !252
  %16 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 4, !dbg !253
  store i32 %15, ptr addrspace(5) %16, align 4, !dbg !254, !tbaa !62
  %17 = sitofp i32 %14 to float, !dbg !255
  %18 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 8, !dbg !256
  store float %17, ptr addrspace(5) %18, align 4, !dbg !257, !tbaa !64
    #dbg_value(i32 0, !207, !DIExpression(DIOpArg(0, i32)), !258)
  %19 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 12
    #dbg_value(i32 0, !207, !DIExpression(DIOpArg(0, i32)), !258)
    #dbg_value(i32 0, !207, !DIExpression(DIOpArg(0, i32)), !258)
  store i32 %14, ptr addrspace(5) %19, align 4, !dbg !259, !tbaa !45
    #dbg_value(i32 1, !207, !DIExpression(DIOpArg(0, i32)), !258)
  %20 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 16, !dbg !261
    #dbg_value(i32 2, !207, !DIExpression(DIOpArg(0, i32)), !258)
  %21 = insertelement <2 x i32> poison, i32 %14, i64 0, !dbg !262
  %22 = shufflevector <2 x i32> %21, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !262
  %23 = add nsw <2 x i32> %22, <i32 1, i32 2>, !dbg !262
  store <2 x i32> %23, ptr addrspace(5) %20, align 4, !dbg !259, !tbaa !45
    #dbg_value(i32 3, !207, !DIExpression(DIOpArg(0, i32)), !258)
  %24 = add nsw i32 %14, 3, !dbg !262
  %25 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 24, !dbg !261
  store i32 %24, ptr addrspace(5) %25, align 4, !dbg !259, !tbaa !45
    #dbg_value(i32 4, !207, !DIExpression(DIOpArg(0, i32)), !258)
  %26 = addrspacecast ptr addrspace(5) %3 to ptr, !dbg !263
  %27 = call i32 @level1(ptr noundef %26, i32 noundef %14) #6, !dbg !264
    #dbg_value(i32 %27, !209, !DIExpression(DIOpArg(0, i32)), !216)
  %28 = load i32, ptr addrspace(5) %3, align 4, !dbg !265, !tbaa !54
  %29 = add nsw i32 %28, %27, !dbg !266
  %30 = load i32, ptr addrspace(5) %16, align 4, !dbg !267, !tbaa !62
  %31 = add nsw i32 %29, %30, !dbg !268
  %32 = load float, ptr addrspace(5) %18, align 4, !dbg !269, !tbaa !64
  %33 = fptosi float %32 to i32, !dbg !270
  %34 = add nsw i32 %31, %33, !dbg !271
  %35 = shl i32 %11, 1, !dbg !272
  %36 = zext i32 %35 to i64, !dbg !273
  %37 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %36, !dbg !273
  store i32 %34, ptr addrspace(1) %37, align 4, !dbg !274, !tbaa !45
  %38 = load i32, ptr addrspace(1) %0, align 4, !dbg !275, !tbaa !45
  %39 = and i32 %38, 3, !dbg !276
  %40 = add nuw nsw i32 %39, 2, !dbg !277
    #dbg_value(i32 %40, !210, !DIExpression(DIOpArg(0, i32)), !216)
  %41 = load i32, ptr addrspace(1) %13, align 4, !dbg !278, !tbaa !45
  %42 = tail call i32 @deep1(i32 noundef %40, i32 noundef %41, i32 noundef %11) #6, !dbg !279
    #dbg_value(i32 %42, !211, !DIExpression(DIOpArg(0, i32)), !216)
  %43 = or disjoint i32 %35, 1, !dbg !280
  %44 = zext i32 %43 to i64, !dbg !281
  %45 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %44, !dbg !281
  store i32 %42, ptr addrspace(1) %45, align 4, !dbg !282, !tbaa !45
  call void @llvm.lifetime.end.p5(i64 28, ptr addrspace(5) %3) #6, !dbg !283
  ret void, !dbg !283
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!opencl.ocl.version = !{!14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/call_chain.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a0a17b92f1c6427f88883ff10a1c56d3")
!2 = !{!3, !4, !5, !7}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 2, i32 0}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "mix3", scope: !1, file: !1, line: 23, type: !17, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !19, !4}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "state_t", file: !1, line: 21, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 16, size: 224, elements: !22)
!22 = !{!23, !24, !25, !26}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !21, file: !1, line: 17, baseType: !4, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !21, file: !1, line: 18, baseType: !4, size: 32, offset: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !21, file: !1, line: 19, baseType: !3, size: 32, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !21, file: !1, line: 20, baseType: !27, size: 128, offset: 96)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !{!31, !32, !33, !37}
!31 = !DILocalVariable(name: "s", arg: 1, scope: !16, file: !1, line: 23, type: !19)
!32 = !DILocalVariable(name: "x", arg: 2, scope: !16, file: !1, line: 23, type: !4)
!33 = !DILocalVariable(name: "tmp", scope: !16, file: !1, line: 24, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 8)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 25, type: !4)
!38 = distinct !DILexicalBlock(scope: !16, file: !1, line: 25, column: 5)
!39 = !DILocation(line: 0, scope: !16)
!40 = !DILocation(line: 24, column: 9, scope: !16)
!41 = !DILocation(line: 0, scope: !38)
!42 = !DILocation(line: 26, column: 35, scope: !43)
!43 = distinct !DILexicalBlock(scope: !38, file: !1, line: 25, column: 5)
!44 = !DILocation(line: 26, column: 18, scope: !43)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 26, column: 30, scope: !43)
!50 = !DILocation(line: 26, column: 16, scope: !43)
!51 = !DILocation(line: 27, column: 19, scope: !16)
!52 = !DILocation(line: 27, column: 13, scope: !16)
!53 = !DILocation(line: 27, column: 10, scope: !16)
!54 = !{!55, !46, i64 0}
!55 = !{!"", !46, i64 0, !46, i64 4, !56, i64 8, !47, i64 12}
!56 = !{!"float", !47, i64 0}
!57 = !DILocation(line: 28, column: 20, scope: !16)
!58 = !DILocation(line: 28, column: 26, scope: !16)
!59 = !DILocation(line: 28, column: 13, scope: !16)
!60 = !DILocation(line: 28, column: 8, scope: !16)
!61 = !DILocation(line: 28, column: 10, scope: !16)
!62 = !{!55, !46, i64 4}
!63 = !DILocation(line: 29, column: 15, scope: !16)
!64 = !{!55, !56, i64 8}
!65 = !DILocation(line: 29, column: 26, scope: !16)
!66 = !DILocation(line: 29, column: 24, scope: !16)
!67 = !DILocation(line: 29, column: 10, scope: !16)
!68 = !DILocation(line: 30, column: 17, scope: !16)
!69 = !DILocation(line: 30, column: 5, scope: !16)
!70 = distinct !DISubprogram(name: "level2", scope: !1, file: !1, line: 33, type: !17, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !71)
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "s", arg: 1, scope: !70, file: !1, line: 33, type: !19)
!73 = !DILocalVariable(name: "x", arg: 2, scope: !70, file: !1, line: 33, type: !4)
!74 = !DILocalVariable(name: "r", scope: !70, file: !1, line: 34, type: !4)
!75 = !DILocation(line: 0, scope: !70)
!76 = !DILocation(line: 34, column: 23, scope: !70)
!77 = !DILocation(line: 34, column: 13, scope: !70)
!78 = !DILocation(line: 35, column: 14, scope: !70)
!79 = !DILocation(line: 35, column: 23, scope: !70)
!80 = !DILocation(line: 35, column: 18, scope: !70)
!81 = !DILocation(line: 35, column: 5, scope: !70)
!82 = distinct !DISubprogram(name: "level1", scope: !1, file: !1, line: 38, type: !17, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !83)
!83 = !{!84, !85, !86}
!84 = !DILocalVariable(name: "s", arg: 1, scope: !82, file: !1, line: 38, type: !19)
!85 = !DILocalVariable(name: "x", arg: 2, scope: !82, file: !1, line: 38, type: !4)
!86 = !DILocalVariable(name: "r", scope: !82, file: !1, line: 39, type: !4)
!87 = !DILocation(line: 0, scope: !82)
!88 = !DILocation(line: 39, column: 25, scope: !82)
!89 = !DILocation(line: 39, column: 13, scope: !82)
!90 = !DILocation(line: 40, column: 19, scope: !82)
!91 = !DILocation(line: 40, column: 14, scope: !82)
!92 = !DILocation(line: 40, column: 5, scope: !82)
!93 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 43, type: !94, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!4, !4, !4}
!96 = !{!97, !98, !99, !100}
!97 = !DILocalVariable(name: "acc", arg: 1, scope: !93, file: !1, line: 43, type: !4)
!98 = !DILocalVariable(name: "n", arg: 2, scope: !93, file: !1, line: 43, type: !4)
!99 = !DILocalVariable(name: "w", scope: !93, file: !1, line: 44, type: !27)
!100 = !DILocalVariable(name: "i", scope: !101, file: !1, line: 45, type: !4)
!101 = distinct !DILexicalBlock(scope: !93, file: !1, line: 45, column: 5)
!102 = !DILocation(line: 0, scope: !93)
!103 = !DILocation(line: 44, column: 9, scope: !93)
!104 = !DILocation(line: 0, scope: !101)
!105 = !DILocation(line: 46, column: 30, scope: !106)
!106 = distinct !DILexicalBlock(scope: !101, file: !1, line: 45, column: 5)
!107 = !DILocation(line: 46, column: 14, scope: !106)
!108 = !DILocation(line: 46, column: 20, scope: !106)
!109 = !DILocation(line: 47, column: 18, scope: !93)
!110 = !DILocation(line: 47, column: 12, scope: !93)
!111 = !DILocation(line: 47, column: 32, scope: !93)
!112 = !DILocation(line: 47, column: 38, scope: !93)
!113 = !DILocation(line: 47, column: 25, scope: !93)
!114 = !DILocation(line: 47, column: 23, scope: !93)
!115 = !DILocation(line: 47, column: 5, scope: !93)
!116 = distinct !DISubprogram(name: "ping", scope: !1, file: !1, line: 52, type: !94, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !117)
!117 = !{!118, !119, !120}
!118 = !DILocalVariable(name: "n", arg: 1, scope: !116, file: !1, line: 52, type: !4)
!119 = !DILocalVariable(name: "acc", arg: 2, scope: !116, file: !1, line: 52, type: !4)
!120 = !DILocalVariable(name: "r", scope: !116, file: !1, line: 55, type: !4)
!121 = !DILocation(line: 0, scope: !116)
!122 = !DILocation(line: 53, column: 11, scope: !123)
!123 = distinct !DILexicalBlock(scope: !116, file: !1, line: 53, column: 9)
!124 = !DILocation(line: 53, column: 9, scope: !116)
!125 = !DILocation(line: 54, column: 16, scope: !123)
!126 = !DILocation(line: 54, column: 29, scope: !123)
!127 = !DILocation(line: 54, column: 9, scope: !123)
!128 = !DILocation(line: 55, column: 20, scope: !116)
!129 = !DILocation(line: 55, column: 29, scope: !116)
!130 = !DILocation(line: 55, column: 33, scope: !116)
!131 = !DILocation(line: 55, column: 13, scope: !116)
!132 = !DILocation(line: 56, column: 14, scope: !116)
!133 = !DILocation(line: 57, column: 1, scope: !116)
!134 = distinct !DISubprogram(name: "pong", scope: !1, file: !1, line: 59, type: !94, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !135)
!135 = !{!136, !137, !138}
!136 = !DILocalVariable(name: "n", arg: 1, scope: !134, file: !1, line: 59, type: !4)
!137 = !DILocalVariable(name: "acc", arg: 2, scope: !134, file: !1, line: 59, type: !4)
!138 = !DILocalVariable(name: "r", scope: !134, file: !1, line: 62, type: !4)
!139 = !DILocation(line: 0, scope: !134)
!140 = !DILocation(line: 60, column: 11, scope: !141)
!141 = distinct !DILexicalBlock(scope: !134, file: !1, line: 60, column: 9)
!142 = !DILocation(line: 60, column: 9, scope: !134)
!143 = !DILocation(line: 61, column: 16, scope: !141)
!144 = !DILocation(line: 61, column: 29, scope: !141)
!145 = !DILocation(line: 61, column: 9, scope: !141)
!146 = !DILocation(line: 62, column: 20, scope: !134)
!147 = !DILocation(line: 62, column: 29, scope: !134)
!148 = !DILocation(line: 62, column: 13, scope: !134)
!149 = !DILocation(line: 63, column: 14, scope: !134)
!150 = !DILocation(line: 63, column: 18, scope: !134)
!151 = !DILocation(line: 64, column: 1, scope: !134)
!152 = distinct !DISubprogram(name: "deep3", scope: !1, file: !1, line: 66, type: !153, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!153 = !DISubroutineType(types: !154)
!154 = !{!4, !4, !4, !155}
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !156, line: 18, baseType: !157)
!156 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!157 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!158 = !{!159, !160, !161, !162}
!159 = !DILocalVariable(name: "n", arg: 1, scope: !152, file: !1, line: 66, type: !4)
!160 = !DILocalVariable(name: "acc", arg: 2, scope: !152, file: !1, line: 66, type: !4)
!161 = !DILocalVariable(name: "lane", arg: 3, scope: !152, file: !1, line: 66, type: !155)
!162 = !DILocalVariable(name: "r", scope: !152, file: !1, line: 67, type: !4)
!163 = !DILocation(line: 0, scope: !152)
!164 = !DILocation(line: 68, column: 14, scope: !165)
!165 = distinct !DILexicalBlock(scope: !152, file: !1, line: 68, column: 9)
!166 = !DILocation(line: 68, column: 9, scope: !152)
!167 = !DILocation(line: 69, column: 13, scope: !165)
!168 = !DILocation(line: 69, column: 9, scope: !165)
!169 = !DILocation(line: 71, column: 25, scope: !165)
!170 = !DILocation(line: 71, column: 13, scope: !165)
!171 = !DILocation(line: 0, scope: !165)
!172 = !DILocation(line: 72, column: 14, scope: !152)
!173 = !DILocation(line: 72, column: 5, scope: !152)
!174 = distinct !DISubprogram(name: "deep2", scope: !1, file: !1, line: 75, type: !153, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !175)
!175 = !{!176, !177, !178, !179}
!176 = !DILocalVariable(name: "n", arg: 1, scope: !174, file: !1, line: 75, type: !4)
!177 = !DILocalVariable(name: "acc", arg: 2, scope: !174, file: !1, line: 75, type: !4)
!178 = !DILocalVariable(name: "lane", arg: 3, scope: !174, file: !1, line: 75, type: !155)
!179 = !DILocalVariable(name: "r", scope: !174, file: !1, line: 76, type: !4)
!180 = !DILocation(line: 0, scope: !174)
!181 = !DILocation(line: 76, column: 26, scope: !174)
!182 = !DILocation(line: 76, column: 13, scope: !174)
!183 = !DILocation(line: 77, column: 14, scope: !174)
!184 = !DILocation(line: 77, column: 5, scope: !174)
!185 = distinct !DISubprogram(name: "deep1", scope: !1, file: !1, line: 80, type: !153, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !186)
!186 = !{!187, !188, !189, !190}
!187 = !DILocalVariable(name: "n", arg: 1, scope: !185, file: !1, line: 80, type: !4)
!188 = !DILocalVariable(name: "acc", arg: 2, scope: !185, file: !1, line: 80, type: !4)
!189 = !DILocalVariable(name: "lane", arg: 3, scope: !185, file: !1, line: 80, type: !155)
!190 = !DILocalVariable(name: "r", scope: !185, file: !1, line: 81, type: !4)
!191 = !DILocation(line: 0, scope: !185)
!192 = !DILocation(line: 81, column: 26, scope: !185)
!193 = !DILocation(line: 81, column: 13, scope: !185)
!194 = !DILocation(line: 82, column: 14, scope: !185)
!195 = !DILocation(line: 82, column: 5, scope: !185)
!196 = distinct !DISubprogram(name: "call_chain", scope: !1, file: !1, line: 85, type: !197, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !202)
!197 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !198)
!198 = !{null, !199, !201}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!202 = !{!203, !204, !205, !206, !207, !209, !210, !211}
!203 = !DILocalVariable(name: "in", arg: 1, scope: !196, file: !1, line: 85, type: !199)
!204 = !DILocalVariable(name: "out", arg: 2, scope: !196, file: !1, line: 85, type: !201)
!205 = !DILocalVariable(name: "gid", scope: !196, file: !1, line: 86, type: !155)
!206 = !DILocalVariable(name: "s", scope: !196, file: !1, line: 87, type: !20)
!207 = !DILocalVariable(name: "i", scope: !208, file: !1, line: 91, type: !4)
!208 = distinct !DILexicalBlock(scope: !196, file: !1, line: 91, column: 5)
!209 = !DILocalVariable(name: "a", scope: !196, file: !1, line: 93, type: !4)
!210 = !DILocalVariable(name: "n", scope: !196, file: !1, line: 95, type: !4)
!211 = !DILocalVariable(name: "b", scope: !196, file: !1, line: 96, type: !4)
!212 = !{i32 1, i32 1}
!213 = !{!"none", !"none"}
!214 = !{!"int*", !"int*"}
!215 = !{!"const", !""}
!216 = !DILocation(line: 0, scope: !196)
!217 = !DILocalVariable(name: "d", arg: 1, scope: !218, file: !156, line: 62, type: !155)
!218 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !156, file: !156, line: 62, type: !219, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !221)
!219 = !DISubroutineType(types: !220)
!220 = !{!155, !155}
!221 = !{!217}
!222 = !DILocation(line: 0, scope: !218, inlinedAt: !223)
!223 = distinct !DILocation(line: 86, column: 16, scope: !196)
!224 = !DILocalVariable(name: "d", arg: 1, scope: !225, file: !156, line: 49, type: !155)
!225 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !156, file: !156, line: 49, type: !219, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !226)
!226 = !{!224}
!227 = !DILocation(line: 0, scope: !225, inlinedAt: !228)
!228 = distinct !DILocation(line: 63, column: 12, scope: !218, inlinedAt: !223)
!229 = !DILocation(line: 50, column: 21, scope: !225, inlinedAt: !228)
!230 = !DILocalVariable(name: "d", arg: 1, scope: !231, file: !156, line: 54, type: !155)
!231 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !156, file: !156, line: 54, type: !219, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !232)
!232 = !{!230}
!233 = !DILocation(line: 0, scope: !231, inlinedAt: !234)
!234 = distinct !DILocation(line: 63, column: 30, scope: !218, inlinedAt: !223)
!235 = !DILocation(line: 56, column: 42, scope: !231, inlinedAt: !234)
!236 = !DILocation(line: 56, column: 50, scope: !231, inlinedAt: !234)
!237 = !DILocation(line: 56, column: 12, scope: !231, inlinedAt: !234)
!238 = !{!239, !239, i64 0}
!239 = !{!"short", !47, i64 0}
!240 = !DILocation(line: 63, column: 28, scope: !218, inlinedAt: !223)
!241 = !DILocalVariable(name: "d", arg: 1, scope: !242, file: !156, line: 44, type: !155)
!242 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !156, file: !156, line: 44, type: !219, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !243)
!243 = !{!241}
!244 = !DILocation(line: 0, scope: !242, inlinedAt: !245)
!245 = distinct !DILocation(line: 63, column: 50, scope: !218, inlinedAt: !223)
!246 = !DILocation(line: 45, column: 21, scope: !242, inlinedAt: !245)
!247 = !DILocation(line: 63, column: 48, scope: !218, inlinedAt: !223)
!248 = !DILocation(line: 87, column: 5, scope: !196)
!249 = !DILocation(line: 87, column: 13, scope: !196)
!250 = !DILocation(line: 88, column: 11, scope: !196)
!251 = !DILocation(line: 88, column: 9, scope: !196)
!252 = !DILocation(line: 89, column: 19, scope: !196)
!253 = !DILocation(line: 89, column: 7, scope: !196)
!254 = !DILocation(line: 89, column: 9, scope: !196)
!255 = !DILocation(line: 90, column: 11, scope: !196)
!256 = !DILocation(line: 90, column: 7, scope: !196)
!257 = !DILocation(line: 90, column: 9, scope: !196)
!258 = !DILocation(line: 0, scope: !208)
!259 = !DILocation(line: 92, column: 16, scope: !260)
!260 = distinct !DILexicalBlock(scope: !208, file: !1, line: 91, column: 5)
!261 = !DILocation(line: 92, column: 9, scope: !260)
!262 = !DILocation(line: 92, column: 26, scope: !260)
!263 = !DILocation(line: 93, column: 20, scope: !196)
!264 = !DILocation(line: 93, column: 13, scope: !196)
!265 = !DILocation(line: 94, column: 26, scope: !196)
!266 = !DILocation(line: 94, column: 22, scope: !196)
!267 = !DILocation(line: 94, column: 32, scope: !196)
!268 = !DILocation(line: 94, column: 28, scope: !196)
!269 = !DILocation(line: 94, column: 43, scope: !196)
!270 = !DILocation(line: 94, column: 36, scope: !196)
!271 = !DILocation(line: 94, column: 34, scope: !196)
!272 = !DILocation(line: 94, column: 13, scope: !196)
!273 = !DILocation(line: 94, column: 5, scope: !196)
!274 = !DILocation(line: 94, column: 18, scope: !196)
!275 = !DILocation(line: 95, column: 14, scope: !196)
!276 = !DILocation(line: 95, column: 20, scope: !196)
!277 = !DILocation(line: 95, column: 25, scope: !196)
!278 = !DILocation(line: 96, column: 22, scope: !196)
!279 = !DILocation(line: 96, column: 13, scope: !196)
!280 = !DILocation(line: 97, column: 17, scope: !196)
!281 = !DILocation(line: 97, column: 5, scope: !196)
!282 = !DILocation(line: 97, column: 22, scope: !196)
!283 = !DILocation(line: 98, column: 1, scope: !196)
