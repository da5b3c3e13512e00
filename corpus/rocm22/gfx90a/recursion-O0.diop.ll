; ModuleID = 'src/recursion.cl'
source_filename = "src/recursion.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @fib_rec(i32 noundef %0) #0 !dbg !19 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !23, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !24)
  %4 = load i32, ptr addrspace(5) %3, align 4, !dbg !25
  %5 = icmp ult i32 %4, 2, !dbg !27
  br i1 %5, label %6, label %8, !dbg !28

6:                                                ; preds = %1
  %7 = load i32, ptr addrspace(5) %3, align 4, !dbg !29
  store i32 %7, ptr addrspace(5) %2, align 4, !dbg !30
  br label %16, !dbg !30

8:                                                ; preds = %1
  %9 = load i32, ptr addrspace(5) %3, align 4, !dbg !31
  %10 = sub i32 %9, 1, !dbg !32
  %11 = call i32 @fib_rec(i32 noundef %10) #3, !dbg !33
  %12 = load i32, ptr addrspace(5) %3, align 4, !dbg !34
  %13 = sub i32 %12, 2, !dbg !35
  %14 = call i32 @fib_rec(i32 noundef %13) #3, !dbg !36
  %15 = add i32 %11, %14, !dbg !37
  store i32 %15, ptr addrspace(5) %2, align 4, !dbg !38
  br label %16, !dbg !38

16:                                               ; preds = %8, %6
  %17 = load i32, ptr addrspace(5) %2, align 4, !dbg !39
  ret i32 %17, !dbg !39
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @gcd_rec(i32 noundef %0, i32 noundef %1) #0 !dbg !40 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !43, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !44)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !45, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !46)
  %6 = load i32, ptr addrspace(5) %5, align 4, !dbg !47
  %7 = icmp eq i32 %6, 0, !dbg !49
  br i1 %7, label %8, label %10, !dbg !50

8:                                                ; preds = %2
  %9 = load i32, ptr addrspace(5) %4, align 4, !dbg !51
  store i32 %9, ptr addrspace(5) %3, align 4, !dbg !52
  br label %16, !dbg !52

10:                                               ; preds = %2
  %11 = load i32, ptr addrspace(5) %5, align 4, !dbg !53
  %12 = load i32, ptr addrspace(5) %4, align 4, !dbg !54
  %13 = load i32, ptr addrspace(5) %5, align 4, !dbg !55
  %14 = urem i32 %12, %13, !dbg !56
  %15 = call i32 @gcd_rec(i32 noundef %11, i32 noundef %14) #3, !dbg !57
  store i32 %15, ptr addrspace(5) %3, align 4, !dbg !58
  br label %16, !dbg !58

16:                                               ; preds = %10, %8
  %17 = load i32, ptr addrspace(5) %3, align 4, !dbg !59
  ret i32 %17, !dbg !59
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @sum_rec(ptr noundef %0, i32 noundef %1) #0 !dbg !60 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store ptr %0, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !65, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !66)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !67, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !68)
  %6 = load i32, ptr addrspace(5) %5, align 4, !dbg !69
  %7 = icmp eq i32 %6, 0, !dbg !71
  br i1 %7, label %8, label %9, !dbg !72

8:                                                ; preds = %2
  store i32 0, ptr addrspace(5) %3, align 4, !dbg !73
  br label %21, !dbg !73

9:                                                ; preds = %2
  %10 = load ptr, ptr addrspace(5) %4, align 8, !dbg !74
  %11 = load i32, ptr addrspace(5) %5, align 4, !dbg !75
  %12 = sub nsw i32 %11, 1, !dbg !76
  %13 = sext i32 %12 to i64, !dbg !74
  %14 = getelementptr inbounds i32, ptr %10, i64 %13, !dbg !74
  %15 = load i32, ptr %14, align 4, !dbg !74
  %16 = load ptr, ptr addrspace(5) %4, align 8, !dbg !77
  %17 = load i32, ptr addrspace(5) %5, align 4, !dbg !78
  %18 = sub nsw i32 %17, 1, !dbg !79
  %19 = call i32 @sum_rec(ptr noundef %16, i32 noundef %18) #3, !dbg !80
  %20 = add nsw i32 %15, %19, !dbg !81
  store i32 %20, ptr addrspace(5) %3, align 4, !dbg !82
  br label %21, !dbg !82

21:                                               ; preds = %9, %8
  %22 = load i32, ptr addrspace(5) %3, align 4, !dbg !83
  ret i32 %22, !dbg !83
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @recursive_fib_gcd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !dbg !84 !kernel_arg_addr_space !90 !kernel_arg_access_qual !91 !kernel_arg_type !92 !kernel_arg_base_type !92 !kernel_arg_type_qual !93 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca [16 x i32], align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
    #dbg_declare(ptr addrspace(5) %7, !94, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !95)
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
    #dbg_declare(ptr addrspace(5) %8, !96, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !97)
    #dbg_declare(ptr addrspace(5) %9, !98, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !99)
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !100, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !102)
  %15 = load i32, ptr addrspace(5) %6, align 4, !dbg !104
  store i32 %15, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !105, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !107)
  %16 = load i32, ptr addrspace(5) %5, align 4, !dbg !109
  %17 = icmp eq i32 %16, 0, !dbg !110
  br i1 %17, label %18, label %20, !dbg !109

18:                                               ; preds = %2
  %19 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !111
  br label %29, !dbg !109

20:                                               ; preds = %2
  %21 = load i32, ptr addrspace(5) %5, align 4, !dbg !112
  %22 = icmp eq i32 %21, 1, !dbg !113
  br i1 %22, label %23, label %25, !dbg !112

23:                                               ; preds = %20
  %24 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !114
  br label %27, !dbg !112

25:                                               ; preds = %20
  %26 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !115
  br label %27, !dbg !112

27:                                               ; preds = %25, %23
  %28 = phi i32 [ %24, %23 ], [ %26, %25 ], !dbg !112
  br label %29, !dbg !109

29:                                               ; preds = %18, %27
  %30 = phi i32 [ %19, %18 ], [ %28, %27 ], !dbg !109
  %31 = load i32, ptr addrspace(5) %6, align 4, !dbg !116
  store i32 %31, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !117, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !119)
  %32 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !121
  %33 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 4, !dbg !122
  %34 = load i32, ptr addrspace(5) %4, align 4, !dbg !123
  %35 = icmp ult i32 %34, 3, !dbg !124
  br i1 %35, label %36, label %38, !dbg !123

36:                                               ; preds = %29
  %37 = load i32, ptr addrspace(5) %4, align 4, !dbg !125
  br label %39, !dbg !123

38:                                               ; preds = %29
  br label %39, !dbg !123

39:                                               ; preds = %36, %38
  %40 = phi i32 [ %37, %36 ], [ 0, %38 ], !dbg !123
  %41 = mul i32 2, %40, !dbg !126
  %42 = zext i32 %41 to i64, !dbg !127
  %43 = getelementptr inbounds i8, ptr addrspace(4) %33, i64 %42, !dbg !127
  %44 = load i16, ptr addrspace(4) %43, align 2, !dbg !128
  %45 = zext i16 %44 to i32, !dbg !128
  %46 = mul i32 %30, %45, !dbg !129
  %47 = load i32, ptr addrspace(5) %6, align 4, !dbg !130
  store i32 %47, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !131, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !133)
  %48 = load i32, ptr addrspace(5) %3, align 4, !dbg !135
  %49 = icmp eq i32 %48, 0, !dbg !136
  br i1 %49, label %50, label %52, !dbg !135

50:                                               ; preds = %39
  %51 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !137
  br label %61, !dbg !135

52:                                               ; preds = %39
  %53 = load i32, ptr addrspace(5) %3, align 4, !dbg !138
  %54 = icmp eq i32 %53, 1, !dbg !139
  br i1 %54, label %55, label %57, !dbg !138

55:                                               ; preds = %52
  %56 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !140
  br label %59, !dbg !138

57:                                               ; preds = %52
  %58 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !141
  br label %59, !dbg !138

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %56, %55 ], [ %58, %57 ], !dbg !138
  br label %61, !dbg !135

61:                                               ; preds = %50, %59
  %62 = phi i32 [ %51, %50 ], [ %60, %59 ], !dbg !135
  %63 = add i32 %46, %62, !dbg !142
  store i32 %63, ptr addrspace(5) %9, align 4, !dbg !99
    #dbg_declare(ptr addrspace(5) %10, !143, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !144)
  %64 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !145
  %65 = load i32, ptr addrspace(5) %9, align 4, !dbg !146
  %66 = mul i32 %65, 3, !dbg !147
  %67 = add i32 %66, 0, !dbg !148
  %68 = zext i32 %67 to i64, !dbg !145
  %69 = getelementptr inbounds i32, ptr addrspace(1) %64, i64 %68, !dbg !145
  %70 = load i32, ptr addrspace(1) %69, align 4, !dbg !145
  %71 = urem i32 %70, 16, !dbg !149
  store i32 %71, ptr addrspace(5) %10, align 4, !dbg !144
    #dbg_declare(ptr addrspace(5) %11, !150, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !151)
  %72 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !152
  %73 = load i32, ptr addrspace(5) %9, align 4, !dbg !153
  %74 = mul i32 %73, 3, !dbg !154
  %75 = add i32 %74, 1, !dbg !155
  %76 = zext i32 %75 to i64, !dbg !152
  %77 = getelementptr inbounds i32, ptr addrspace(1) %72, i64 %76, !dbg !152
  %78 = load i32, ptr addrspace(1) %77, align 4, !dbg !152
  store i32 %78, ptr addrspace(5) %11, align 4, !dbg !151
    #dbg_declare(ptr addrspace(5) %12, !156, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !157)
  %79 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !158
  %80 = load i32, ptr addrspace(5) %9, align 4, !dbg !159
  %81 = mul i32 %80, 3, !dbg !160
  %82 = add i32 %81, 2, !dbg !161
  %83 = zext i32 %82 to i64, !dbg !158
  %84 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %83, !dbg !158
  %85 = load i32, ptr addrspace(1) %84, align 4, !dbg !158
  store i32 %85, ptr addrspace(5) %12, align 4, !dbg !157
    #dbg_declare(ptr addrspace(5) %13, !162, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([16 x i32])), !166)
    #dbg_declare(ptr addrspace(5) %14, !167, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !169)
  store i32 0, ptr addrspace(5) %14, align 4, !dbg !169
  br label %86, !dbg !170

86:                                               ; preds = %96, %61
  %87 = load i32, ptr addrspace(5) %14, align 4, !dbg !171
  %88 = icmp slt i32 %87, 16, !dbg !173
  br i1 %88, label %89, label %99, !dbg !174

89:                                               ; preds = %86
  %90 = load i32, ptr addrspace(5) %14, align 4, !dbg !175
  %91 = load i32, ptr addrspace(5) %14, align 4, !dbg !176
  %92 = mul nsw i32 %90, %91, !dbg !177
  %93 = load i32, ptr addrspace(5) %14, align 4, !dbg !178
  %94 = sext i32 %93 to i64, !dbg !179
  %95 = getelementptr inbounds [16 x i32], ptr addrspace(5) %13, i64 0, i64 %94, !dbg !179
  store i32 %92, ptr addrspace(5) %95, align 4, !dbg !180
  br label %96, !dbg !179

96:                                               ; preds = %89
  %97 = load i32, ptr addrspace(5) %14, align 4, !dbg !181
  %98 = add nsw i32 %97, 1, !dbg !181
  store i32 %98, ptr addrspace(5) %14, align 4, !dbg !181
  br label %86, !dbg !182, !llvm.loop !183

99:                                               ; preds = %86
  %100 = load i32, ptr addrspace(5) %10, align 4, !dbg !185
  %101 = call i32 @fib_rec(i32 noundef %100) #3, !dbg !186
  %102 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !187
  %103 = load i32, ptr addrspace(5) %9, align 4, !dbg !188
  %104 = mul i32 %103, 3, !dbg !189
  %105 = add i32 %104, 0, !dbg !190
  %106 = zext i32 %105 to i64, !dbg !187
  %107 = getelementptr inbounds i32, ptr addrspace(1) %102, i64 %106, !dbg !187
  store i32 %101, ptr addrspace(1) %107, align 4, !dbg !191
  %108 = load i32, ptr addrspace(5) %11, align 4, !dbg !192
  %109 = load i32, ptr addrspace(5) %12, align 4, !dbg !193
  %110 = call i32 @gcd_rec(i32 noundef %108, i32 noundef %109) #3, !dbg !194
  %111 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !195
  %112 = load i32, ptr addrspace(5) %9, align 4, !dbg !196
  %113 = mul i32 %112, 3, !dbg !197
  %114 = add i32 %113, 1, !dbg !198
  %115 = zext i32 %114 to i64, !dbg !195
  %116 = getelementptr inbounds i32, ptr addrspace(1) %111, i64 %115, !dbg !195
  store i32 %110, ptr addrspace(1) %116, align 4, !dbg !199
  %117 = getelementptr inbounds [16 x i32], ptr addrspace(5) %13, i64 0, i64 0, !dbg !200
  %118 = addrspacecast ptr addrspace(5) %117 to ptr, !dbg !200
  %119 = load i32, ptr addrspace(5) %10, align 4, !dbg !201
  %120 = call i32 @sum_rec(ptr noundef %118, i32 noundef %119) #3, !dbg !202
  %121 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !203
  %122 = load i32, ptr addrspace(5) %9, align 4, !dbg !204
  %123 = mul i32 %122, 3, !dbg !205
  %124 = add i32 %123, 2, !dbg !206
  %125 = zext i32 %124 to i64, !dbg !203
  %126 = getelementptr inbounds i32, ptr addrspace(1) %121, i64 %125, !dbg !203
  store i32 %120, ptr addrspace(1) %126, align 4, !dbg !207
  ret void, !dbg !208
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!opencl.ocl.version = !{!17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/recursion.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e6aa0ba785fe29aa1c35ce314ff9063c")
!2 = !{!3, !6, !7, !9}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 18, baseType: !5)
!4 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{i32 2, i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "fib_rec", scope: !1, file: !1, line: 9, type: !20, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!3, !3}
!22 = !{}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !1, line: 9, type: !3)
!24 = !DILocation(line: 9, column: 28, scope: !19)
!25 = !DILocation(line: 10, column: 9, scope: !26)
!26 = distinct !DILexicalBlock(scope: !19, file: !1, line: 10, column: 9)
!27 = !DILocation(line: 10, column: 11, scope: !26)
!28 = !DILocation(line: 10, column: 9, scope: !19)
!29 = !DILocation(line: 11, column: 16, scope: !26)
!30 = !DILocation(line: 11, column: 9, scope: !26)
!31 = !DILocation(line: 12, column: 20, scope: !19)
!32 = !DILocation(line: 12, column: 22, scope: !19)
!33 = !DILocation(line: 12, column: 12, scope: !19)
!34 = !DILocation(line: 12, column: 37, scope: !19)
!35 = !DILocation(line: 12, column: 39, scope: !19)
!36 = !DILocation(line: 12, column: 29, scope: !19)
!37 = !DILocation(line: 12, column: 27, scope: !19)
!38 = !DILocation(line: 12, column: 5, scope: !19)
!39 = !DILocation(line: 13, column: 1, scope: !19)
!40 = distinct !DISubprogram(name: "gcd_rec", scope: !1, file: !1, line: 15, type: !41, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!41 = !DISubroutineType(types: !42)
!42 = !{!3, !3, !3}
!43 = !DILocalVariable(name: "a", arg: 1, scope: !40, file: !1, line: 15, type: !3)
!44 = !DILocation(line: 15, column: 28, scope: !40)
!45 = !DILocalVariable(name: "b", arg: 2, scope: !40, file: !1, line: 15, type: !3)
!46 = !DILocation(line: 15, column: 36, scope: !40)
!47 = !DILocation(line: 16, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !40, file: !1, line: 16, column: 9)
!49 = !DILocation(line: 16, column: 11, scope: !48)
!50 = !DILocation(line: 16, column: 9, scope: !40)
!51 = !DILocation(line: 17, column: 16, scope: !48)
!52 = !DILocation(line: 17, column: 9, scope: !48)
!53 = !DILocation(line: 18, column: 20, scope: !40)
!54 = !DILocation(line: 18, column: 23, scope: !40)
!55 = !DILocation(line: 18, column: 27, scope: !40)
!56 = !DILocation(line: 18, column: 25, scope: !40)
!57 = !DILocation(line: 18, column: 12, scope: !40)
!58 = !DILocation(line: 18, column: 5, scope: !40)
!59 = !DILocation(line: 19, column: 1, scope: !40)
!60 = distinct !DISubprogram(name: "sum_rec", scope: !1, file: !1, line: 21, type: !61, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!61 = !DISubroutineType(types: !62)
!62 = !{!6, !63, !6}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!65 = !DILocalVariable(name: "p", arg: 1, scope: !60, file: !1, line: 21, type: !63)
!66 = !DILocation(line: 21, column: 33, scope: !60)
!67 = !DILocalVariable(name: "n", arg: 2, scope: !60, file: !1, line: 21, type: !6)
!68 = !DILocation(line: 21, column: 40, scope: !60)
!69 = !DILocation(line: 22, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !60, file: !1, line: 22, column: 9)
!71 = !DILocation(line: 22, column: 11, scope: !70)
!72 = !DILocation(line: 22, column: 9, scope: !60)
!73 = !DILocation(line: 23, column: 9, scope: !70)
!74 = !DILocation(line: 24, column: 12, scope: !60)
!75 = !DILocation(line: 24, column: 14, scope: !60)
!76 = !DILocation(line: 24, column: 16, scope: !60)
!77 = !DILocation(line: 24, column: 31, scope: !60)
!78 = !DILocation(line: 24, column: 34, scope: !60)
!79 = !DILocation(line: 24, column: 36, scope: !60)
!80 = !DILocation(line: 24, column: 23, scope: !60)
!81 = !DILocation(line: 24, column: 21, scope: !60)
!82 = !DILocation(line: 24, column: 5, scope: !60)
!83 = !DILocation(line: 25, column: 1, scope: !60)
!84 = distinct !DISubprogram(name: "recursive_fib_gcd", scope: !1, file: !1, line: 27, type: !85, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!85 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !86)
!86 = !{null, !87, !89}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!90 = !{i32 1, i32 1}
!91 = !{!"none", !"none"}
!92 = !{!"uint*", !"uint*"}
!93 = !{!"const", !""}
!94 = !DILocalVariable(name: "in", arg: 1, scope: !84, file: !1, line: 27, type: !87)
!95 = !DILocation(line: 27, column: 54, scope: !84)
!96 = !DILocalVariable(name: "out", arg: 2, scope: !84, file: !1, line: 27, type: !89)
!97 = !DILocation(line: 27, column: 73, scope: !84)
!98 = !DILocalVariable(name: "gid", scope: !84, file: !1, line: 28, type: !3)
!99 = !DILocation(line: 28, column: 10, scope: !84)
!100 = !DILocalVariable(name: "d", arg: 1, scope: !101, file: !4, line: 62, type: !3)
!101 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !4, file: !4, line: 62, type: !20, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!102 = !DILocation(line: 62, column: 32, scope: !101, inlinedAt: !103)
!103 = distinct !DILocation(line: 28, column: 16, scope: !84)
!104 = !DILocation(line: 63, column: 25, scope: !101, inlinedAt: !103)
!105 = !DILocalVariable(name: "d", arg: 1, scope: !106, file: !4, line: 49, type: !3)
!106 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !4, file: !4, line: 49, type: !20, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!107 = !DILocation(line: 49, column: 31, scope: !106, inlinedAt: !108)
!108 = distinct !DILocation(line: 63, column: 12, scope: !101, inlinedAt: !103)
!109 = !DILocation(line: 50, column: 12, scope: !106, inlinedAt: !108)
!110 = !DILocation(line: 50, column: 14, scope: !106, inlinedAt: !108)
!111 = !DILocation(line: 50, column: 21, scope: !106, inlinedAt: !108)
!112 = !DILocation(line: 51, column: 12, scope: !106, inlinedAt: !108)
!113 = !DILocation(line: 51, column: 14, scope: !106, inlinedAt: !108)
!114 = !DILocation(line: 51, column: 21, scope: !106, inlinedAt: !108)
!115 = !DILocation(line: 52, column: 21, scope: !106, inlinedAt: !108)
!116 = !DILocation(line: 63, column: 45, scope: !101, inlinedAt: !103)
!117 = !DILocalVariable(name: "d", arg: 1, scope: !118, file: !4, line: 54, type: !3)
!118 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !4, file: !4, line: 54, type: !20, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!119 = !DILocation(line: 54, column: 33, scope: !118, inlinedAt: !120)
!120 = distinct !DILocation(line: 63, column: 30, scope: !101, inlinedAt: !103)
!121 = !DILocation(line: 56, column: 42, scope: !118, inlinedAt: !120)
!122 = !DILocation(line: 56, column: 50, scope: !118, inlinedAt: !120)
!123 = !DILocation(line: 56, column: 61, scope: !118, inlinedAt: !120)
!124 = !DILocation(line: 56, column: 63, scope: !118, inlinedAt: !120)
!125 = !DILocation(line: 56, column: 69, scope: !118, inlinedAt: !120)
!126 = !DILocation(line: 56, column: 58, scope: !118, inlinedAt: !120)
!127 = !DILocation(line: 56, column: 54, scope: !118, inlinedAt: !120)
!128 = !DILocation(line: 56, column: 12, scope: !118, inlinedAt: !120)
!129 = !DILocation(line: 63, column: 28, scope: !101, inlinedAt: !103)
!130 = !DILocation(line: 63, column: 63, scope: !101, inlinedAt: !103)
!131 = !DILocalVariable(name: "d", arg: 1, scope: !132, file: !4, line: 44, type: !3)
!132 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !4, file: !4, line: 44, type: !20, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!133 = !DILocation(line: 44, column: 31, scope: !132, inlinedAt: !134)
!134 = distinct !DILocation(line: 63, column: 50, scope: !101, inlinedAt: !103)
!135 = !DILocation(line: 45, column: 12, scope: !132, inlinedAt: !134)
!136 = !DILocation(line: 45, column: 14, scope: !132, inlinedAt: !134)
!137 = !DILocation(line: 45, column: 21, scope: !132, inlinedAt: !134)
!138 = !DILocation(line: 46, column: 12, scope: !132, inlinedAt: !134)
!139 = !DILocation(line: 46, column: 14, scope: !132, inlinedAt: !134)
!140 = !DILocation(line: 46, column: 21, scope: !132, inlinedAt: !134)
!141 = !DILocation(line: 47, column: 21, scope: !132, inlinedAt: !134)
!142 = !DILocation(line: 63, column: 48, scope: !101, inlinedAt: !103)
!143 = !DILocalVariable(name: "n", scope: !84, file: !1, line: 29, type: !3)
!144 = !DILocation(line: 29, column: 10, scope: !84)
!145 = !DILocation(line: 29, column: 14, scope: !84)
!146 = !DILocation(line: 29, column: 17, scope: !84)
!147 = !DILocation(line: 29, column: 21, scope: !84)
!148 = !DILocation(line: 29, column: 25, scope: !84)
!149 = !DILocation(line: 29, column: 30, scope: !84)
!150 = !DILocalVariable(name: "a", scope: !84, file: !1, line: 30, type: !3)
!151 = !DILocation(line: 30, column: 10, scope: !84)
!152 = !DILocation(line: 30, column: 14, scope: !84)
!153 = !DILocation(line: 30, column: 17, scope: !84)
!154 = !DILocation(line: 30, column: 21, scope: !84)
!155 = !DILocation(line: 30, column: 25, scope: !84)
!156 = !DILocalVariable(name: "b", scope: !84, file: !1, line: 31, type: !3)
!157 = !DILocation(line: 31, column: 10, scope: !84)
!158 = !DILocation(line: 31, column: 14, scope: !84)
!159 = !DILocation(line: 31, column: 17, scope: !84)
!160 = !DILocation(line: 31, column: 21, scope: !84)
!161 = !DILocation(line: 31, column: 25, scope: !84)
!162 = !DILocalVariable(name: "sq", scope: !84, file: !1, line: 33, type: !163)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 16)
!166 = !DILocation(line: 33, column: 9, scope: !84)
!167 = !DILocalVariable(name: "i", scope: !168, file: !1, line: 34, type: !6)
!168 = distinct !DILexicalBlock(scope: !84, file: !1, line: 34, column: 5)
!169 = !DILocation(line: 34, column: 14, scope: !168)
!170 = !DILocation(line: 34, column: 10, scope: !168)
!171 = !DILocation(line: 34, column: 21, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !1, line: 34, column: 5)
!173 = !DILocation(line: 34, column: 23, scope: !172)
!174 = !DILocation(line: 34, column: 5, scope: !168)
!175 = !DILocation(line: 35, column: 17, scope: !172)
!176 = !DILocation(line: 35, column: 21, scope: !172)
!177 = !DILocation(line: 35, column: 19, scope: !172)
!178 = !DILocation(line: 35, column: 12, scope: !172)
!179 = !DILocation(line: 35, column: 9, scope: !172)
!180 = !DILocation(line: 35, column: 15, scope: !172)
!181 = !DILocation(line: 34, column: 30, scope: !172)
!182 = !DILocation(line: 34, column: 5, scope: !172)
!183 = distinct !{!183, !174, !184}
!184 = !DILocation(line: 35, column: 21, scope: !168)
!185 = !DILocation(line: 37, column: 32, scope: !84)
!186 = !DILocation(line: 37, column: 24, scope: !84)
!187 = !DILocation(line: 37, column: 5, scope: !84)
!188 = !DILocation(line: 37, column: 9, scope: !84)
!189 = !DILocation(line: 37, column: 13, scope: !84)
!190 = !DILocation(line: 37, column: 17, scope: !84)
!191 = !DILocation(line: 37, column: 22, scope: !84)
!192 = !DILocation(line: 38, column: 32, scope: !84)
!193 = !DILocation(line: 38, column: 35, scope: !84)
!194 = !DILocation(line: 38, column: 24, scope: !84)
!195 = !DILocation(line: 38, column: 5, scope: !84)
!196 = !DILocation(line: 38, column: 9, scope: !84)
!197 = !DILocation(line: 38, column: 13, scope: !84)
!198 = !DILocation(line: 38, column: 17, scope: !84)
!199 = !DILocation(line: 38, column: 22, scope: !84)
!200 = !DILocation(line: 39, column: 38, scope: !84)
!201 = !DILocation(line: 39, column: 47, scope: !84)
!202 = !DILocation(line: 39, column: 30, scope: !84)
!203 = !DILocation(line: 39, column: 5, scope: !84)
!204 = !DILocation(line: 39, column: 9, scope: !84)
!205 = !DILocation(line: 39, column: 13, scope: !84)
!206 = !DILocation(line: 39, column: 17, scope: !84)
!207 = !DILocation(line: 39, column: 22, scope: !84)
!208 = !DILocation(line: 40, column: 1, scope: !84)
