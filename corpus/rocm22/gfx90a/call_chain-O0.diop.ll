; ModuleID = 'src/call_chain.cl'
source_filename = "src/call_chain.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.state_t = type { i32, i32, float, [4 x i32] }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @mix3(ptr noundef %0, i32 noundef %1) #0 !dbg !17 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca [8 x i32], align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store ptr %0, ptr addrspace(5) %3, align 8
    #dbg_declare(ptr addrspace(5) %3, !32, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !33)
  store i32 %1, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !34, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !35)
    #dbg_declare(ptr addrspace(5) %5, !36, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([8 x i32])), !40)
    #dbg_declare(ptr addrspace(5) %6, !41, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !43)
  store i32 0, ptr addrspace(5) %6, align 4, !dbg !43
  br label %7, !dbg !44

7:                                                ; preds = %25, %2
  %8 = load i32, ptr addrspace(5) %6, align 4, !dbg !45
  %9 = icmp slt i32 %8, 8, !dbg !47
  br i1 %9, label %10, label %28, !dbg !48

10:                                               ; preds = %7
  %11 = load ptr, ptr addrspace(5) %3, align 8, !dbg !49
  %12 = getelementptr inbounds %struct.state_t, ptr %11, i32 0, i32 3, !dbg !50
  %13 = load i32, ptr addrspace(5) %6, align 4, !dbg !51
  %14 = and i32 %13, 3, !dbg !52
  %15 = sext i32 %14 to i64, !dbg !49
  %16 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 %15, !dbg !49
  %17 = load i32, ptr %16, align 4, !dbg !49
  %18 = load i32, ptr addrspace(5) %4, align 4, !dbg !53
  %19 = load i32, ptr addrspace(5) %6, align 4, !dbg !54
  %20 = add nsw i32 %18, %19, !dbg !55
  %21 = mul nsw i32 %17, %20, !dbg !56
  %22 = load i32, ptr addrspace(5) %6, align 4, !dbg !57
  %23 = sext i32 %22 to i64, !dbg !58
  %24 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %23, !dbg !58
  store i32 %21, ptr addrspace(5) %24, align 4, !dbg !59
  br label %25, !dbg !58

25:                                               ; preds = %10
  %26 = load i32, ptr addrspace(5) %6, align 4, !dbg !60
  %27 = add nsw i32 %26, 1, !dbg !60
  store i32 %27, ptr addrspace(5) %6, align 4, !dbg !60
  br label %7, !dbg !61, !llvm.loop !62

28:                                               ; preds = %7
  %29 = load i32, ptr addrspace(5) %4, align 4, !dbg !64
  %30 = and i32 %29, 7, !dbg !65
  %31 = sext i32 %30 to i64, !dbg !66
  %32 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %31, !dbg !66
  %33 = load i32, ptr addrspace(5) %32, align 4, !dbg !66
  %34 = load ptr, ptr addrspace(5) %3, align 8, !dbg !67
  %35 = getelementptr inbounds %struct.state_t, ptr %34, i32 0, i32 0, !dbg !68
  %36 = load i32, ptr %35, align 4, !dbg !69
  %37 = add nsw i32 %36, %33, !dbg !69
  store i32 %37, ptr %35, align 4, !dbg !69
  %38 = load i32, ptr addrspace(5) %4, align 4, !dbg !70
  %39 = ashr i32 %38, 3, !dbg !71
  %40 = and i32 %39, 7, !dbg !72
  %41 = sext i32 %40 to i64, !dbg !73
  %42 = getelementptr inbounds [8 x i32], ptr addrspace(5) %5, i64 0, i64 %41, !dbg !73
  %43 = load i32, ptr addrspace(5) %42, align 4, !dbg !73
  %44 = load ptr, ptr addrspace(5) %3, align 8, !dbg !74
  %45 = getelementptr inbounds %struct.state_t, ptr %44, i32 0, i32 1, !dbg !75
  %46 = load i32, ptr %45, align 4, !dbg !76
  %47 = xor i32 %46, %43, !dbg !76
  store i32 %47, ptr %45, align 4, !dbg !76
  %48 = load ptr, ptr addrspace(5) %3, align 8, !dbg !77
  %49 = getelementptr inbounds %struct.state_t, ptr %48, i32 0, i32 2, !dbg !78
  %50 = load float, ptr %49, align 4, !dbg !78
  %51 = load i32, ptr addrspace(5) %4, align 4, !dbg !79
  %52 = sitofp i32 %51 to float, !dbg !80
  %53 = call float @llvm.fmuladd.f32(float %50, float 5.000000e-01, float %52), !dbg !81
  %54 = load ptr, ptr addrspace(5) %3, align 8, !dbg !82
  %55 = getelementptr inbounds %struct.state_t, ptr %54, i32 0, i32 2, !dbg !83
  store float %53, ptr %55, align 4, !dbg !84
  %56 = load ptr, ptr addrspace(5) %3, align 8, !dbg !85
  %57 = getelementptr inbounds %struct.state_t, ptr %56, i32 0, i32 0, !dbg !86
  %58 = load i32, ptr %57, align 4, !dbg !86
  %59 = load ptr, ptr addrspace(5) %3, align 8, !dbg !87
  %60 = getelementptr inbounds %struct.state_t, ptr %59, i32 0, i32 1, !dbg !88
  %61 = load i32, ptr %60, align 4, !dbg !88
  %62 = add nsw i32 %58, %61, !dbg !89
  ret i32 %62, !dbg !90
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @level2(ptr noundef %0, i32 noundef %1) #0 !dbg !91 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store ptr %0, ptr addrspace(5) %3, align 8
    #dbg_declare(ptr addrspace(5) %3, !92, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !93)
  store i32 %1, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !94, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !95)
    #dbg_declare(ptr addrspace(5) %5, !96, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !97)
  %6 = load ptr, ptr addrspace(5) %3, align 8, !dbg !98
  %7 = load i32, ptr addrspace(5) %4, align 4, !dbg !99
  %8 = add nsw i32 %7, 1, !dbg !100
  %9 = call i32 @mix3(ptr noundef %6, i32 noundef %8) #3, !dbg !101
  store i32 %9, ptr addrspace(5) %5, align 4, !dbg !97
  %10 = load i32, ptr addrspace(5) %5, align 4, !dbg !102
  %11 = mul nsw i32 %10, 3, !dbg !103
  %12 = load ptr, ptr addrspace(5) %3, align 8, !dbg !104
  %13 = getelementptr inbounds %struct.state_t, ptr %12, i32 0, i32 0, !dbg !105
  %14 = load i32, ptr %13, align 4, !dbg !105
  %15 = add nsw i32 %11, %14, !dbg !106
  ret i32 %15, !dbg !107
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @level1(ptr noundef %0, i32 noundef %1) #0 !dbg !108 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store ptr %0, ptr addrspace(5) %3, align 8
    #dbg_declare(ptr addrspace(5) %3, !109, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !110)
  store i32 %1, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !111, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !112)
    #dbg_declare(ptr addrspace(5) %5, !113, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !114)
  %6 = load ptr, ptr addrspace(5) %3, align 8, !dbg !115
  %7 = load i32, ptr addrspace(5) %4, align 4, !dbg !116
  %8 = mul nsw i32 %7, 2, !dbg !117
  %9 = call i32 @level2(ptr noundef %6, i32 noundef %8) #3, !dbg !118
  store i32 %9, ptr addrspace(5) %5, align 4, !dbg !114
  %10 = load i32, ptr addrspace(5) %5, align 4, !dbg !119
  %11 = load ptr, ptr addrspace(5) %3, align 8, !dbg !120
  %12 = getelementptr inbounds %struct.state_t, ptr %11, i32 0, i32 1, !dbg !121
  %13 = load i32, ptr %12, align 4, !dbg !121
  %14 = sub nsw i32 %10, %13, !dbg !122
  ret i32 %14, !dbg !123
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @leaf(i32 noundef %0, i32 noundef %1) #0 !dbg !124 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca [4 x i32], align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !127, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !128)
  store i32 %1, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !129, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !130)
    #dbg_declare(ptr addrspace(5) %5, !131, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([4 x i32])), !132)
    #dbg_declare(ptr addrspace(5) %6, !133, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !135)
  store i32 0, ptr addrspace(5) %6, align 4, !dbg !135
  br label %7, !dbg !136

7:                                                ; preds = %20, %2
  %8 = load i32, ptr addrspace(5) %6, align 4, !dbg !137
  %9 = icmp slt i32 %8, 4, !dbg !139
  br i1 %9, label %10, label %23, !dbg !140

10:                                               ; preds = %7
  %11 = load i32, ptr addrspace(5) %3, align 4, !dbg !141
  %12 = load i32, ptr addrspace(5) %6, align 4, !dbg !142
  %13 = add nsw i32 %12, 1, !dbg !143
  %14 = mul nsw i32 %11, %13, !dbg !144
  %15 = load i32, ptr addrspace(5) %4, align 4, !dbg !145
  %16 = add nsw i32 %14, %15, !dbg !146
  %17 = load i32, ptr addrspace(5) %6, align 4, !dbg !147
  %18 = sext i32 %17 to i64, !dbg !148
  %19 = getelementptr inbounds [4 x i32], ptr addrspace(5) %5, i64 0, i64 %18, !dbg !148
  store i32 %16, ptr addrspace(5) %19, align 4, !dbg !149
  br label %20, !dbg !148

20:                                               ; preds = %10
  %21 = load i32, ptr addrspace(5) %6, align 4, !dbg !150
  %22 = add nsw i32 %21, 1, !dbg !150
  store i32 %22, ptr addrspace(5) %6, align 4, !dbg !150
  br label %7, !dbg !151, !llvm.loop !152

23:                                               ; preds = %7
  %24 = load i32, ptr addrspace(5) %3, align 4, !dbg !154
  %25 = and i32 %24, 3, !dbg !155
  %26 = sext i32 %25 to i64, !dbg !156
  %27 = getelementptr inbounds [4 x i32], ptr addrspace(5) %5, i64 0, i64 %26, !dbg !156
  %28 = load i32, ptr addrspace(5) %27, align 4, !dbg !156
  %29 = load i32, ptr addrspace(5) %3, align 4, !dbg !157
  %30 = ashr i32 %29, 2, !dbg !158
  %31 = and i32 %30, 3, !dbg !159
  %32 = sext i32 %31 to i64, !dbg !160
  %33 = getelementptr inbounds [4 x i32], ptr addrspace(5) %5, i64 0, i64 %32, !dbg !160
  %34 = load i32, ptr addrspace(5) %33, align 4, !dbg !160
  %35 = xor i32 %28, %34, !dbg !161
  ret i32 %35, !dbg !162
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @ping(i32 noundef %0, i32 noundef %1) #0 !dbg !163 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !164, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !165)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !166, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !167)
  %7 = load i32, ptr addrspace(5) %4, align 4, !dbg !168
  %8 = icmp sle i32 %7, 0, !dbg !170
  br i1 %8, label %9, label %14, !dbg !171

9:                                                ; preds = %2
  %10 = load i32, ptr addrspace(5) %5, align 4, !dbg !172
  %11 = load i32, ptr addrspace(5) %4, align 4, !dbg !173
  %12 = call i32 @leaf(i32 noundef %10, i32 noundef %11) #3, !dbg !174
  %13 = add nsw i32 %12, 1, !dbg !175
  store i32 %13, ptr addrspace(5) %3, align 4, !dbg !176
  br label %24, !dbg !176

14:                                               ; preds = %2
    #dbg_declare(ptr addrspace(5) %6, !177, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !178)
  %15 = load i32, ptr addrspace(5) %4, align 4, !dbg !179
  %16 = sub nsw i32 %15, 1, !dbg !180
  %17 = load i32, ptr addrspace(5) %5, align 4, !dbg !181
  %18 = mul nsw i32 %17, 3, !dbg !182
  %19 = add nsw i32 %18, 1, !dbg !183
  %20 = call i32 @pong(i32 noundef %16, i32 noundef %19) #3, !dbg !184
  store i32 %20, ptr addrspace(5) %6, align 4, !dbg !178
  %21 = load i32, ptr addrspace(5) %6, align 4, !dbg !185
  %22 = load i32, ptr addrspace(5) %4, align 4, !dbg !186
  %23 = add nsw i32 %21, %22, !dbg !187
  store i32 %23, ptr addrspace(5) %3, align 4, !dbg !188
  br label %24, !dbg !188

24:                                               ; preds = %14, %9
  %25 = load i32, ptr addrspace(5) %3, align 4, !dbg !189
  ret i32 %25, !dbg !189
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @pong(i32 noundef %0, i32 noundef %1) #0 !dbg !190 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !191, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !192)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !193, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !194)
  %7 = load i32, ptr addrspace(5) %4, align 4, !dbg !195
  %8 = icmp sle i32 %7, 0, !dbg !197
  br i1 %8, label %9, label %14, !dbg !198

9:                                                ; preds = %2
  %10 = load i32, ptr addrspace(5) %5, align 4, !dbg !199
  %11 = load i32, ptr addrspace(5) %4, align 4, !dbg !200
  %12 = call i32 @leaf(i32 noundef %10, i32 noundef %11) #3, !dbg !201
  %13 = add nsw i32 %12, 2, !dbg !202
  store i32 %13, ptr addrspace(5) %3, align 4, !dbg !203
  br label %24, !dbg !203

14:                                               ; preds = %2
    #dbg_declare(ptr addrspace(5) %6, !204, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !205)
  %15 = load i32, ptr addrspace(5) %4, align 4, !dbg !206
  %16 = sub nsw i32 %15, 1, !dbg !207
  %17 = load i32, ptr addrspace(5) %5, align 4, !dbg !208
  %18 = xor i32 %17, 85, !dbg !209
  %19 = call i32 @ping(i32 noundef %16, i32 noundef %18) #3, !dbg !210
  store i32 %19, ptr addrspace(5) %6, align 4, !dbg !205
  %20 = load i32, ptr addrspace(5) %6, align 4, !dbg !211
  %21 = mul nsw i32 %20, 2, !dbg !212
  %22 = load i32, ptr addrspace(5) %4, align 4, !dbg !213
  %23 = sub nsw i32 %21, %22, !dbg !214
  store i32 %23, ptr addrspace(5) %3, align 4, !dbg !215
  br label %24, !dbg !215

24:                                               ; preds = %14, %9
  %25 = load i32, ptr addrspace(5) %3, align 4, !dbg !216
  ret i32 %25, !dbg !216
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @deep3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !217 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !223, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !224)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !225, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !226)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !227, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !228)
    #dbg_declare(ptr addrspace(5) %7, !229, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !230)
  %8 = load i32, ptr addrspace(5) %6, align 4, !dbg !231
  %9 = and i32 %8, 1, !dbg !233
  %10 = icmp ne i32 %9, 0, !dbg !233
  br i1 %10, label %11, label %15, !dbg !234

11:                                               ; preds = %3
  %12 = load i32, ptr addrspace(5) %4, align 4, !dbg !235
  %13 = load i32, ptr addrspace(5) %5, align 4, !dbg !236
  %14 = call i32 @ping(i32 noundef %12, i32 noundef %13) #3, !dbg !237
  store i32 %14, ptr addrspace(5) %7, align 4, !dbg !238
  br label %20, !dbg !239

15:                                               ; preds = %3
  %16 = load i32, ptr addrspace(5) %4, align 4, !dbg !240
  %17 = load i32, ptr addrspace(5) %5, align 4, !dbg !241
  %18 = add nsw i32 %17, 7, !dbg !242
  %19 = call i32 @pong(i32 noundef %16, i32 noundef %18) #3, !dbg !243
  store i32 %19, ptr addrspace(5) %7, align 4, !dbg !244
  br label %20

20:                                               ; preds = %15, %11
  %21 = load i32, ptr addrspace(5) %7, align 4, !dbg !245
  %22 = load i32, ptr addrspace(5) %6, align 4, !dbg !246
  %23 = add nsw i32 %21, %22, !dbg !247
  ret i32 %23, !dbg !248
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @deep2(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !249 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !250, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !251)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !252, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !253)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !254, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !255)
    #dbg_declare(ptr addrspace(5) %7, !256, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !257)
  %8 = load i32, ptr addrspace(5) %4, align 4, !dbg !258
  %9 = load i32, ptr addrspace(5) %5, align 4, !dbg !259
  %10 = mul nsw i32 %9, 5, !dbg !260
  %11 = load i32, ptr addrspace(5) %6, align 4, !dbg !261
  %12 = call i32 @deep3(i32 noundef %8, i32 noundef %10, i32 noundef %11) #3, !dbg !262
  store i32 %12, ptr addrspace(5) %7, align 4, !dbg !257
  %13 = load i32, ptr addrspace(5) %7, align 4, !dbg !263
  %14 = load i32, ptr addrspace(5) %5, align 4, !dbg !264
  %15 = xor i32 %13, %14, !dbg !265
  ret i32 %15, !dbg !266
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @deep1(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !267 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !268, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !269)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !270, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !271)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !272, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !273)
    #dbg_declare(ptr addrspace(5) %7, !274, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !275)
  %8 = load i32, ptr addrspace(5) %4, align 4, !dbg !276
  %9 = load i32, ptr addrspace(5) %5, align 4, !dbg !277
  %10 = add nsw i32 %9, 11, !dbg !278
  %11 = load i32, ptr addrspace(5) %6, align 4, !dbg !279
  %12 = call i32 @deep2(i32 noundef %8, i32 noundef %10, i32 noundef %11) #3, !dbg !280
  store i32 %12, ptr addrspace(5) %7, align 4, !dbg !275
  %13 = load i32, ptr addrspace(5) %7, align 4, !dbg !281
  %14 = sub nsw i32 %13, 3, !dbg !282
  ret i32 %14, !dbg !283
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @call_chain(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !dbg !284 !kernel_arg_addr_space !290 !kernel_arg_access_qual !291 !kernel_arg_type !292 !kernel_arg_base_type !292 !kernel_arg_type_qual !293 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca %struct.state_t, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
    #dbg_declare(ptr addrspace(5) %7, !294, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !295)
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
    #dbg_declare(ptr addrspace(5) %8, !296, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !297)
    #dbg_declare(ptr addrspace(5) %9, !298, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !299)
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !300, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !304)
  %15 = load i32, ptr addrspace(5) %6, align 4, !dbg !306
  store i32 %15, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !307, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !309)
  %16 = load i32, ptr addrspace(5) %5, align 4, !dbg !311
  %17 = icmp eq i32 %16, 0, !dbg !312
  br i1 %17, label %18, label %20, !dbg !311

18:                                               ; preds = %2
  %19 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !313
  br label %29, !dbg !311

20:                                               ; preds = %2
  %21 = load i32, ptr addrspace(5) %5, align 4, !dbg !314
  %22 = icmp eq i32 %21, 1, !dbg !315
  br i1 %22, label %23, label %25, !dbg !314

23:                                               ; preds = %20
  %24 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !316
  br label %27, !dbg !314

25:                                               ; preds = %20
  %26 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !317
  br label %27, !dbg !314

27:                                               ; preds = %25, %23
  %28 = phi i32 [ %24, %23 ], [ %26, %25 ], !dbg !314
  br label %29, !dbg !311

29:                                               ; preds = %18, %27
  %30 = phi i32 [ %19, %18 ], [ %28, %27 ], !dbg !311
  %31 = load i32, ptr addrspace(5) %6, align 4, !dbg !318
  store i32 %31, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !319, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !321)
  %32 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !323
  %33 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 4, !dbg !324
  %34 = load i32, ptr addrspace(5) %4, align 4, !dbg !325
  %35 = icmp ult i32 %34, 3, !dbg !326
  br i1 %35, label %36, label %38, !dbg !325

36:                                               ; preds = %29
  %37 = load i32, ptr addrspace(5) %4, align 4, !dbg !327
  br label %39, !dbg !325

38:                                               ; preds = %29
  br label %39, !dbg !325

39:                                               ; preds = %36, %38
  %40 = phi i32 [ %37, %36 ], [ 0, %38 ], !dbg !325
  %41 = mul i32 2, %40, !dbg !328
  %42 = zext i32 %41 to i64, !dbg !329
  %43 = getelementptr inbounds i8, ptr addrspace(4) %33, i64 %42, !dbg !329
  %44 = load i16, ptr addrspace(4) %43, align 2, !dbg !330
  %45 = zext i16 %44 to i32, !dbg !330
  %46 = mul i32 %30, %45, !dbg !331
  %47 = load i32, ptr addrspace(5) %6, align 4, !dbg !332
  store i32 %47, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !333, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !335)
  %48 = load i32, ptr addrspace(5) %3, align 4, !dbg !337
  %49 = icmp eq i32 %48, 0, !dbg !338
  br i1 %49, label %50, label %52, !dbg !337

50:                                               ; preds = %39
  %51 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !339
  br label %61, !dbg !337

52:                                               ; preds = %39
  %53 = load i32, ptr addrspace(5) %3, align 4, !dbg !340
  %54 = icmp eq i32 %53, 1, !dbg !341
  br i1 %54, label %55, label %57, !dbg !340

55:                                               ; preds = %52
  %56 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !342
  br label %59, !dbg !340

57:                                               ; preds = %52
  %58 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !343
  br label %59, !dbg !340

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %56, %55 ], [ %58, %57 ], !dbg !340
  br label %61, !dbg !337

61:                                               ; preds = %50, %59
  %62 = phi i32 [ %51, %50 ], [ %60, %59 ], !dbg !337
  %63 = add i32 %46, %62, !dbg !344
  store i32 %63, ptr addrspace(5) %9, align 4, !dbg !299
    #dbg_declare(ptr addrspace(5) %10, !345, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.state_t)), !346)
  %64 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !347
  %65 = load i32, ptr addrspace(5) %9, align 4, !dbg !348
  %66 = zext i32 %65 to i64, !dbg !347
  %67 = getelementptr inbounds i32, ptr addrspace(1) %64, i64 %66, !dbg !347
  %68 = load i32, ptr addrspace(1) %67, align 4, !dbg !347
  %69 = getelementptr inbounds %struct.state_t, ptr addrspace(5) %10, i32 0, i32 0, !dbg !349
  store i32 %68, ptr addrspace(5) %69, align 4, !dbg !350
  %70 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !351
  %71 = load i32, ptr addrspace(5) %9, align 4, !dbg !352
  %72 = zext i32 %71 to i64, !dbg !351
  %73 = getelementptr inbounds i32, ptr addrspace(1) %70, i64 %72, !dbg !351
  %74 = load i32, ptr addrspace(1) %73, align 4, !dbg !351
  %75 = mul nsw i32 %74, 7, !dbg !353
  %76 = getelementptr inbounds %struct.state_t, ptr addrspace(5) %10, i32 0, i32 1, !dbg !354
  store i32 %75, ptr addrspace(5) %76, align 4, !dbg !355
  %77 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !356
  %78 = load i32, ptr addrspace(5) %9, align 4, !dbg !357
  %79 = zext i32 %78 to i64, !dbg !356
  %80 = getelementptr inbounds i32, ptr addrspace(1) %77, i64 %79, !dbg !356
  %81 = load i32, ptr addrspace(1) %80, align 4, !dbg !356
  %82 = sitofp i32 %81 to float, !dbg !358
  %83 = getelementptr inbounds %struct.state_t, ptr addrspace(5) %10, i32 0, i32 2, !dbg !359
  store float %82, ptr addrspace(5) %83, align 4, !dbg !360
    #dbg_declare(ptr addrspace(5) %11, !361, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !363)
  store i32 0, ptr addrspace(5) %11, align 4, !dbg !363
  br label %84, !dbg !364

84:                                               ; preds = %99, %61
  %85 = load i32, ptr addrspace(5) %11, align 4, !dbg !365
  %86 = icmp slt i32 %85, 4, !dbg !367
  br i1 %86, label %87, label %102, !dbg !368

87:                                               ; preds = %84
  %88 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !369
  %89 = load i32, ptr addrspace(5) %9, align 4, !dbg !370
  %90 = zext i32 %89 to i64, !dbg !369
  %91 = getelementptr inbounds i32, ptr addrspace(1) %88, i64 %90, !dbg !369
  %92 = load i32, ptr addrspace(1) %91, align 4, !dbg !369
  %93 = load i32, ptr addrspace(5) %11, align 4, !dbg !371
  %94 = add nsw i32 %92, %93, !dbg !372
  %95 = getelementptr inbounds %struct.state_t, ptr addrspace(5) %10, i32 0, i32 3, !dbg !373
  %96 = load i32, ptr addrspace(5) %11, align 4, !dbg !374
  %97 = sext i32 %96 to i64, !dbg !375
  %98 = getelementptr inbounds [4 x i32], ptr addrspace(5) %95, i64 0, i64 %97, !dbg !375
  store i32 %94, ptr addrspace(5) %98, align 4, !dbg !376
  br label %99, !dbg !375

99:                                               ; preds = %87
  %100 = load i32, ptr addrspace(5) %11, align 4, !dbg !377
  %101 = add nsw i32 %100, 1, !dbg !377
  store i32 %101, ptr addrspace(5) %11, align 4, !dbg !377
  br label %84, !dbg !378, !llvm.loop !379

102:                                              ; preds = %84
    #dbg_declare(ptr addrspace(5) %12, !381, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !382)
  %103 = addrspacecast ptr addrspace(5) %10 to ptr, !dbg !383
  %104 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !384
  %105 = load i32, ptr addrspace(5) %9, align 4, !dbg !385
  %106 = zext i32 %105 to i64, !dbg !384
  %107 = getelementptr inbounds i32, ptr addrspace(1) %104, i64 %106, !dbg !384
  %108 = load i32, ptr addrspace(1) %107, align 4, !dbg !384
  %109 = call i32 @level1(ptr noundef %103, i32 noundef %108) #3, !dbg !386
  store i32 %109, ptr addrspace(5) %12, align 4, !dbg !382
  %110 = load i32, ptr addrspace(5) %12, align 4, !dbg !387
  %111 = getelementptr inbounds %struct.state_t, ptr addrspace(5) %10, i32 0, i32 0, !dbg !388
  %112 = load i32, ptr addrspace(5) %111, align 4, !dbg !388
  %113 = add nsw i32 %110, %112, !dbg !389
  %114 = getelementptr inbounds %struct.state_t, ptr addrspace(5) %10, i32 0, i32 1, !dbg !390
  %115 = load i32, ptr addrspace(5) %114, align 4, !dbg !390
  %116 = add nsw i32 %113, %115, !dbg !391
  %117 = getelementptr inbounds %struct.state_t, ptr addrspace(5) %10, i32 0, i32 2, !dbg !392
  %118 = load float, ptr addrspace(5) %117, align 4, !dbg !392
  %119 = fptosi float %118 to i32, !dbg !393
  %120 = add nsw i32 %116, %119, !dbg !394
  %121 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !395
  %122 = load i32, ptr addrspace(5) %9, align 4, !dbg !396
  %123 = mul i32 %122, 2, !dbg !397
  %124 = zext i32 %123 to i64, !dbg !395
  %125 = getelementptr inbounds i32, ptr addrspace(1) %121, i64 %124, !dbg !395
  store i32 %120, ptr addrspace(1) %125, align 4, !dbg !398
    #dbg_declare(ptr addrspace(5) %13, !399, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !400)
  %126 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !401
  %127 = getelementptr inbounds i32, ptr addrspace(1) %126, i64 0, !dbg !401
  %128 = load i32, ptr addrspace(1) %127, align 4, !dbg !401
  %129 = and i32 %128, 3, !dbg !402
  %130 = add nsw i32 %129, 2, !dbg !403
  store i32 %130, ptr addrspace(5) %13, align 4, !dbg !400
    #dbg_declare(ptr addrspace(5) %14, !404, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !405)
  %131 = load i32, ptr addrspace(5) %13, align 4, !dbg !406
  %132 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !407
  %133 = load i32, ptr addrspace(5) %9, align 4, !dbg !408
  %134 = zext i32 %133 to i64, !dbg !407
  %135 = getelementptr inbounds i32, ptr addrspace(1) %132, i64 %134, !dbg !407
  %136 = load i32, ptr addrspace(1) %135, align 4, !dbg !407
  %137 = load i32, ptr addrspace(5) %9, align 4, !dbg !409
  %138 = call i32 @deep1(i32 noundef %131, i32 noundef %136, i32 noundef %137) #3, !dbg !410
  store i32 %138, ptr addrspace(5) %14, align 4, !dbg !405
  %139 = load i32, ptr addrspace(5) %14, align 4, !dbg !411
  %140 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !412
  %141 = load i32, ptr addrspace(5) %9, align 4, !dbg !413
  %142 = mul i32 %141, 2, !dbg !414
  %143 = add i32 %142, 1, !dbg !415
  %144 = zext i32 %143 to i64, !dbg !412
  %145 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %144, !dbg !412
  store i32 %139, ptr addrspace(1) %145, align 4, !dbg !416
  ret void, !dbg !417
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!opencl.ocl.version = !{!15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 2, i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "mix3", scope: !1, file: !1, line: 23, type: !18, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!18 = !DISubroutineType(types: !19)
!19 = !{!4, !20, !4}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "state_t", file: !1, line: 21, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 16, size: 224, elements: !23)
!23 = !{!24, !25, !26, !27}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !22, file: !1, line: 17, baseType: !4, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !22, file: !1, line: 18, baseType: !4, size: 32, offset: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !22, file: !1, line: 19, baseType: !3, size: 32, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !22, file: !1, line: 20, baseType: !28, size: 128, offset: 96)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !{}
!32 = !DILocalVariable(name: "s", arg: 1, scope: !17, file: !1, line: 23, type: !20)
!33 = !DILocation(line: 23, column: 28, scope: !17)
!34 = !DILocalVariable(name: "x", arg: 2, scope: !17, file: !1, line: 23, type: !4)
!35 = !DILocation(line: 23, column: 35, scope: !17)
!36 = !DILocalVariable(name: "tmp", scope: !17, file: !1, line: 24, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 8)
!40 = !DILocation(line: 24, column: 9, scope: !17)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 25, type: !4)
!42 = distinct !DILexicalBlock(scope: !17, file: !1, line: 25, column: 5)
!43 = !DILocation(line: 25, column: 14, scope: !42)
!44 = !DILocation(line: 25, column: 10, scope: !42)
!45 = !DILocation(line: 25, column: 21, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 25, column: 5)
!47 = !DILocation(line: 25, column: 23, scope: !46)
!48 = !DILocation(line: 25, column: 5, scope: !42)
!49 = !DILocation(line: 26, column: 18, scope: !46)
!50 = !DILocation(line: 26, column: 21, scope: !46)
!51 = !DILocation(line: 26, column: 23, scope: !46)
!52 = !DILocation(line: 26, column: 25, scope: !46)
!53 = !DILocation(line: 26, column: 33, scope: !46)
!54 = !DILocation(line: 26, column: 37, scope: !46)
!55 = !DILocation(line: 26, column: 35, scope: !46)
!56 = !DILocation(line: 26, column: 30, scope: !46)
!57 = !DILocation(line: 26, column: 13, scope: !46)
!58 = !DILocation(line: 26, column: 9, scope: !46)
!59 = !DILocation(line: 26, column: 16, scope: !46)
!60 = !DILocation(line: 25, column: 29, scope: !46)
!61 = !DILocation(line: 25, column: 5, scope: !46)
!62 = distinct !{!62, !48, !63}
!63 = !DILocation(line: 26, column: 38, scope: !42)
!64 = !DILocation(line: 27, column: 17, scope: !17)
!65 = !DILocation(line: 27, column: 19, scope: !17)
!66 = !DILocation(line: 27, column: 13, scope: !17)
!67 = !DILocation(line: 27, column: 5, scope: !17)
!68 = !DILocation(line: 27, column: 8, scope: !17)
!69 = !DILocation(line: 27, column: 10, scope: !17)
!70 = !DILocation(line: 28, column: 18, scope: !17)
!71 = !DILocation(line: 28, column: 20, scope: !17)
!72 = !DILocation(line: 28, column: 26, scope: !17)
!73 = !DILocation(line: 28, column: 13, scope: !17)
!74 = !DILocation(line: 28, column: 5, scope: !17)
!75 = !DILocation(line: 28, column: 8, scope: !17)
!76 = !DILocation(line: 28, column: 10, scope: !17)
!77 = !DILocation(line: 29, column: 12, scope: !17)
!78 = !DILocation(line: 29, column: 15, scope: !17)
!79 = !DILocation(line: 29, column: 33, scope: !17)
!80 = !DILocation(line: 29, column: 26, scope: !17)
!81 = !DILocation(line: 29, column: 24, scope: !17)
!82 = !DILocation(line: 29, column: 5, scope: !17)
!83 = !DILocation(line: 29, column: 8, scope: !17)
!84 = !DILocation(line: 29, column: 10, scope: !17)
!85 = !DILocation(line: 30, column: 12, scope: !17)
!86 = !DILocation(line: 30, column: 15, scope: !17)
!87 = !DILocation(line: 30, column: 19, scope: !17)
!88 = !DILocation(line: 30, column: 22, scope: !17)
!89 = !DILocation(line: 30, column: 17, scope: !17)
!90 = !DILocation(line: 30, column: 5, scope: !17)
!91 = distinct !DISubprogram(name: "level2", scope: !1, file: !1, line: 33, type: !18, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!92 = !DILocalVariable(name: "s", arg: 1, scope: !91, file: !1, line: 33, type: !20)
!93 = !DILocation(line: 33, column: 30, scope: !91)
!94 = !DILocalVariable(name: "x", arg: 2, scope: !91, file: !1, line: 33, type: !4)
!95 = !DILocation(line: 33, column: 37, scope: !91)
!96 = !DILocalVariable(name: "r", scope: !91, file: !1, line: 34, type: !4)
!97 = !DILocation(line: 34, column: 9, scope: !91)
!98 = !DILocation(line: 34, column: 18, scope: !91)
!99 = !DILocation(line: 34, column: 21, scope: !91)
!100 = !DILocation(line: 34, column: 23, scope: !91)
!101 = !DILocation(line: 34, column: 13, scope: !91)
!102 = !DILocation(line: 35, column: 12, scope: !91)
!103 = !DILocation(line: 35, column: 14, scope: !91)
!104 = !DILocation(line: 35, column: 20, scope: !91)
!105 = !DILocation(line: 35, column: 23, scope: !91)
!106 = !DILocation(line: 35, column: 18, scope: !91)
!107 = !DILocation(line: 35, column: 5, scope: !91)
!108 = distinct !DISubprogram(name: "level1", scope: !1, file: !1, line: 38, type: !18, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!109 = !DILocalVariable(name: "s", arg: 1, scope: !108, file: !1, line: 38, type: !20)
!110 = !DILocation(line: 38, column: 30, scope: !108)
!111 = !DILocalVariable(name: "x", arg: 2, scope: !108, file: !1, line: 38, type: !4)
!112 = !DILocation(line: 38, column: 37, scope: !108)
!113 = !DILocalVariable(name: "r", scope: !108, file: !1, line: 39, type: !4)
!114 = !DILocation(line: 39, column: 9, scope: !108)
!115 = !DILocation(line: 39, column: 20, scope: !108)
!116 = !DILocation(line: 39, column: 23, scope: !108)
!117 = !DILocation(line: 39, column: 25, scope: !108)
!118 = !DILocation(line: 39, column: 13, scope: !108)
!119 = !DILocation(line: 40, column: 12, scope: !108)
!120 = !DILocation(line: 40, column: 16, scope: !108)
!121 = !DILocation(line: 40, column: 19, scope: !108)
!122 = !DILocation(line: 40, column: 14, scope: !108)
!123 = !DILocation(line: 40, column: 5, scope: !108)
!124 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 43, type: !125, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!125 = !DISubroutineType(types: !126)
!126 = !{!4, !4, !4}
!127 = !DILocalVariable(name: "acc", arg: 1, scope: !124, file: !1, line: 43, type: !4)
!128 = !DILocation(line: 43, column: 23, scope: !124)
!129 = !DILocalVariable(name: "n", arg: 2, scope: !124, file: !1, line: 43, type: !4)
!130 = !DILocation(line: 43, column: 32, scope: !124)
!131 = !DILocalVariable(name: "w", scope: !124, file: !1, line: 44, type: !28)
!132 = !DILocation(line: 44, column: 9, scope: !124)
!133 = !DILocalVariable(name: "i", scope: !134, file: !1, line: 45, type: !4)
!134 = distinct !DILexicalBlock(scope: !124, file: !1, line: 45, column: 5)
!135 = !DILocation(line: 45, column: 14, scope: !134)
!136 = !DILocation(line: 45, column: 10, scope: !134)
!137 = !DILocation(line: 45, column: 21, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !1, line: 45, column: 5)
!139 = !DILocation(line: 45, column: 23, scope: !138)
!140 = !DILocation(line: 45, column: 5, scope: !134)
!141 = !DILocation(line: 46, column: 16, scope: !138)
!142 = !DILocation(line: 46, column: 23, scope: !138)
!143 = !DILocation(line: 46, column: 25, scope: !138)
!144 = !DILocation(line: 46, column: 20, scope: !138)
!145 = !DILocation(line: 46, column: 32, scope: !138)
!146 = !DILocation(line: 46, column: 30, scope: !138)
!147 = !DILocation(line: 46, column: 11, scope: !138)
!148 = !DILocation(line: 46, column: 9, scope: !138)
!149 = !DILocation(line: 46, column: 14, scope: !138)
!150 = !DILocation(line: 45, column: 29, scope: !138)
!151 = !DILocation(line: 45, column: 5, scope: !138)
!152 = distinct !{!152, !140, !153}
!153 = !DILocation(line: 46, column: 32, scope: !134)
!154 = !DILocation(line: 47, column: 14, scope: !124)
!155 = !DILocation(line: 47, column: 18, scope: !124)
!156 = !DILocation(line: 47, column: 12, scope: !124)
!157 = !DILocation(line: 47, column: 28, scope: !124)
!158 = !DILocation(line: 47, column: 32, scope: !124)
!159 = !DILocation(line: 47, column: 38, scope: !124)
!160 = !DILocation(line: 47, column: 25, scope: !124)
!161 = !DILocation(line: 47, column: 23, scope: !124)
!162 = !DILocation(line: 47, column: 5, scope: !124)
!163 = distinct !DISubprogram(name: "ping", scope: !1, file: !1, line: 52, type: !125, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!164 = !DILocalVariable(name: "n", arg: 1, scope: !163, file: !1, line: 52, type: !4)
!165 = !DILocation(line: 52, column: 23, scope: !163)
!166 = !DILocalVariable(name: "acc", arg: 2, scope: !163, file: !1, line: 52, type: !4)
!167 = !DILocation(line: 52, column: 30, scope: !163)
!168 = !DILocation(line: 53, column: 9, scope: !169)
!169 = distinct !DILexicalBlock(scope: !163, file: !1, line: 53, column: 9)
!170 = !DILocation(line: 53, column: 11, scope: !169)
!171 = !DILocation(line: 53, column: 9, scope: !163)
!172 = !DILocation(line: 54, column: 21, scope: !169)
!173 = !DILocation(line: 54, column: 26, scope: !169)
!174 = !DILocation(line: 54, column: 16, scope: !169)
!175 = !DILocation(line: 54, column: 29, scope: !169)
!176 = !DILocation(line: 54, column: 9, scope: !169)
!177 = !DILocalVariable(name: "r", scope: !163, file: !1, line: 55, type: !4)
!178 = !DILocation(line: 55, column: 9, scope: !163)
!179 = !DILocation(line: 55, column: 18, scope: !163)
!180 = !DILocation(line: 55, column: 20, scope: !163)
!181 = !DILocation(line: 55, column: 25, scope: !163)
!182 = !DILocation(line: 55, column: 29, scope: !163)
!183 = !DILocation(line: 55, column: 33, scope: !163)
!184 = !DILocation(line: 55, column: 13, scope: !163)
!185 = !DILocation(line: 56, column: 12, scope: !163)
!186 = !DILocation(line: 56, column: 16, scope: !163)
!187 = !DILocation(line: 56, column: 14, scope: !163)
!188 = !DILocation(line: 56, column: 5, scope: !163)
!189 = !DILocation(line: 57, column: 1, scope: !163)
!190 = distinct !DISubprogram(name: "pong", scope: !1, file: !1, line: 59, type: !125, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!191 = !DILocalVariable(name: "n", arg: 1, scope: !190, file: !1, line: 59, type: !4)
!192 = !DILocation(line: 59, column: 23, scope: !190)
!193 = !DILocalVariable(name: "acc", arg: 2, scope: !190, file: !1, line: 59, type: !4)
!194 = !DILocation(line: 59, column: 30, scope: !190)
!195 = !DILocation(line: 60, column: 9, scope: !196)
!196 = distinct !DILexicalBlock(scope: !190, file: !1, line: 60, column: 9)
!197 = !DILocation(line: 60, column: 11, scope: !196)
!198 = !DILocation(line: 60, column: 9, scope: !190)
!199 = !DILocation(line: 61, column: 21, scope: !196)
!200 = !DILocation(line: 61, column: 26, scope: !196)
!201 = !DILocation(line: 61, column: 16, scope: !196)
!202 = !DILocation(line: 61, column: 29, scope: !196)
!203 = !DILocation(line: 61, column: 9, scope: !196)
!204 = !DILocalVariable(name: "r", scope: !190, file: !1, line: 62, type: !4)
!205 = !DILocation(line: 62, column: 9, scope: !190)
!206 = !DILocation(line: 62, column: 18, scope: !190)
!207 = !DILocation(line: 62, column: 20, scope: !190)
!208 = !DILocation(line: 62, column: 25, scope: !190)
!209 = !DILocation(line: 62, column: 29, scope: !190)
!210 = !DILocation(line: 62, column: 13, scope: !190)
!211 = !DILocation(line: 63, column: 12, scope: !190)
!212 = !DILocation(line: 63, column: 14, scope: !190)
!213 = !DILocation(line: 63, column: 20, scope: !190)
!214 = !DILocation(line: 63, column: 18, scope: !190)
!215 = !DILocation(line: 63, column: 5, scope: !190)
!216 = !DILocation(line: 64, column: 1, scope: !190)
!217 = distinct !DISubprogram(name: "deep3", scope: !1, file: !1, line: 66, type: !218, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!218 = !DISubroutineType(types: !219)
!219 = !{!4, !4, !4, !220}
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !221, line: 18, baseType: !222)
!221 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!222 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!223 = !DILocalVariable(name: "n", arg: 1, scope: !217, file: !1, line: 66, type: !4)
!224 = !DILocation(line: 66, column: 24, scope: !217)
!225 = !DILocalVariable(name: "acc", arg: 2, scope: !217, file: !1, line: 66, type: !4)
!226 = !DILocation(line: 66, column: 31, scope: !217)
!227 = !DILocalVariable(name: "lane", arg: 3, scope: !217, file: !1, line: 66, type: !220)
!228 = !DILocation(line: 66, column: 41, scope: !217)
!229 = !DILocalVariable(name: "r", scope: !217, file: !1, line: 67, type: !4)
!230 = !DILocation(line: 67, column: 9, scope: !217)
!231 = !DILocation(line: 68, column: 9, scope: !232)
!232 = distinct !DILexicalBlock(scope: !217, file: !1, line: 68, column: 9)
!233 = !DILocation(line: 68, column: 14, scope: !232)
!234 = !DILocation(line: 68, column: 9, scope: !217)
!235 = !DILocation(line: 69, column: 18, scope: !232)
!236 = !DILocation(line: 69, column: 21, scope: !232)
!237 = !DILocation(line: 69, column: 13, scope: !232)
!238 = !DILocation(line: 69, column: 11, scope: !232)
!239 = !DILocation(line: 69, column: 9, scope: !232)
!240 = !DILocation(line: 71, column: 18, scope: !232)
!241 = !DILocation(line: 71, column: 21, scope: !232)
!242 = !DILocation(line: 71, column: 25, scope: !232)
!243 = !DILocation(line: 71, column: 13, scope: !232)
!244 = !DILocation(line: 71, column: 11, scope: !232)
!245 = !DILocation(line: 72, column: 12, scope: !217)
!246 = !DILocation(line: 72, column: 21, scope: !217)
!247 = !DILocation(line: 72, column: 14, scope: !217)
!248 = !DILocation(line: 72, column: 5, scope: !217)
!249 = distinct !DISubprogram(name: "deep2", scope: !1, file: !1, line: 75, type: !218, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!250 = !DILocalVariable(name: "n", arg: 1, scope: !249, file: !1, line: 75, type: !4)
!251 = !DILocation(line: 75, column: 24, scope: !249)
!252 = !DILocalVariable(name: "acc", arg: 2, scope: !249, file: !1, line: 75, type: !4)
!253 = !DILocation(line: 75, column: 31, scope: !249)
!254 = !DILocalVariable(name: "lane", arg: 3, scope: !249, file: !1, line: 75, type: !220)
!255 = !DILocation(line: 75, column: 41, scope: !249)
!256 = !DILocalVariable(name: "r", scope: !249, file: !1, line: 76, type: !4)
!257 = !DILocation(line: 76, column: 9, scope: !249)
!258 = !DILocation(line: 76, column: 19, scope: !249)
!259 = !DILocation(line: 76, column: 22, scope: !249)
!260 = !DILocation(line: 76, column: 26, scope: !249)
!261 = !DILocation(line: 76, column: 31, scope: !249)
!262 = !DILocation(line: 76, column: 13, scope: !249)
!263 = !DILocation(line: 77, column: 12, scope: !249)
!264 = !DILocation(line: 77, column: 16, scope: !249)
!265 = !DILocation(line: 77, column: 14, scope: !249)
!266 = !DILocation(line: 77, column: 5, scope: !249)
!267 = distinct !DISubprogram(name: "deep1", scope: !1, file: !1, line: 80, type: !218, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!268 = !DILocalVariable(name: "n", arg: 1, scope: !267, file: !1, line: 80, type: !4)
!269 = !DILocation(line: 80, column: 24, scope: !267)
!270 = !DILocalVariable(name: "acc", arg: 2, scope: !267, file: !1, line: 80, type: !4)
!271 = !DILocation(line: 80, column: 31, scope: !267)
!272 = !DILocalVariable(name: "lane", arg: 3, scope: !267, file: !1, line: 80, type: !220)
!273 = !DILocation(line: 80, column: 41, scope: !267)
!274 = !DILocalVariable(name: "r", scope: !267, file: !1, line: 81, type: !4)
!275 = !DILocation(line: 81, column: 9, scope: !267)
!276 = !DILocation(line: 81, column: 19, scope: !267)
!277 = !DILocation(line: 81, column: 22, scope: !267)
!278 = !DILocation(line: 81, column: 26, scope: !267)
!279 = !DILocation(line: 81, column: 32, scope: !267)
!280 = !DILocation(line: 81, column: 13, scope: !267)
!281 = !DILocation(line: 82, column: 12, scope: !267)
!282 = !DILocation(line: 82, column: 14, scope: !267)
!283 = !DILocation(line: 82, column: 5, scope: !267)
!284 = distinct !DISubprogram(name: "call_chain", scope: !1, file: !1, line: 85, type: !285, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!285 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !286)
!286 = !{null, !287, !289}
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!290 = !{i32 1, i32 1}
!291 = !{!"none", !"none"}
!292 = !{!"int*", !"int*"}
!293 = !{!"const", !""}
!294 = !DILocalVariable(name: "in", arg: 1, scope: !284, file: !1, line: 85, type: !287)
!295 = !DILocation(line: 85, column: 46, scope: !284)
!296 = !DILocalVariable(name: "out", arg: 2, scope: !284, file: !1, line: 85, type: !289)
!297 = !DILocation(line: 85, column: 64, scope: !284)
!298 = !DILocalVariable(name: "gid", scope: !284, file: !1, line: 86, type: !220)
!299 = !DILocation(line: 86, column: 10, scope: !284)
!300 = !DILocalVariable(name: "d", arg: 1, scope: !301, file: !221, line: 62, type: !220)
!301 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !221, file: !221, line: 62, type: !302, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!302 = !DISubroutineType(types: !303)
!303 = !{!220, !220}
!304 = !DILocation(line: 62, column: 32, scope: !301, inlinedAt: !305)
!305 = distinct !DILocation(line: 86, column: 16, scope: !284)
!306 = !DILocation(line: 63, column: 25, scope: !301, inlinedAt: !305)
!307 = !DILocalVariable(name: "d", arg: 1, scope: !308, file: !221, line: 49, type: !220)
!308 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !221, file: !221, line: 49, type: !302, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!309 = !DILocation(line: 49, column: 31, scope: !308, inlinedAt: !310)
!310 = distinct !DILocation(line: 63, column: 12, scope: !301, inlinedAt: !305)
!311 = !DILocation(line: 50, column: 12, scope: !308, inlinedAt: !310)
!312 = !DILocation(line: 50, column: 14, scope: !308, inlinedAt: !310)
!313 = !DILocation(line: 50, column: 21, scope: !308, inlinedAt: !310)
!314 = !DILocation(line: 51, column: 12, scope: !308, inlinedAt: !310)
!315 = !DILocation(line: 51, column: 14, scope: !308, inlinedAt: !310)
!316 = !DILocation(line: 51, column: 21, scope: !308, inlinedAt: !310)
!317 = !DILocation(line: 52, column: 21, scope: !308, inlinedAt: !310)
!318 = !DILocation(line: 63, column: 45, scope: !301, inlinedAt: !305)
!319 = !DILocalVariable(name: "d", arg: 1, scope: !320, file: !221, line: 54, type: !220)
!320 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !221, file: !221, line: 54, type: !302, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!321 = !DILocation(line: 54, column: 33, scope: !320, inlinedAt: !322)
!322 = distinct !DILocation(line: 63, column: 30, scope: !301, inlinedAt: !305)
!323 = !DILocation(line: 56, column: 42, scope: !320, inlinedAt: !322)
!324 = !DILocation(line: 56, column: 50, scope: !320, inlinedAt: !322)
!325 = !DILocation(line: 56, column: 61, scope: !320, inlinedAt: !322)
!326 = !DILocation(line: 56, column: 63, scope: !320, inlinedAt: !322)
!327 = !DILocation(line: 56, column: 69, scope: !320, inlinedAt: !322)
!328 = !DILocation(line: 56, column: 58, scope: !320, inlinedAt: !322)
!329 = !DILocation(line: 56, column: 54, scope: !320, inlinedAt: !322)
!330 = !DILocation(line: 56, column: 12, scope: !320, inlinedAt: !322)
!331 = !DILocation(line: 63, column: 28, scope: !301, inlinedAt: !305)
!332 = !DILocation(line: 63, column: 63, scope: !301, inlinedAt: !305)
!333 = !DILocalVariable(name: "d", arg: 1, scope: !334, file: !221, line: 44, type: !220)
!334 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !221, file: !221, line: 44, type: !302, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!335 = !DILocation(line: 44, column: 31, scope: !334, inlinedAt: !336)
!336 = distinct !DILocation(line: 63, column: 50, scope: !301, inlinedAt: !305)
!337 = !DILocation(line: 45, column: 12, scope: !334, inlinedAt: !336)
!338 = !DILocation(line: 45, column: 14, scope: !334, inlinedAt: !336)
!339 = !DILocation(line: 45, column: 21, scope: !334, inlinedAt: !336)
!340 = !DILocation(line: 46, column: 12, scope: !334, inlinedAt: !336)
!341 = !DILocation(line: 46, column: 14, scope: !334, inlinedAt: !336)
!342 = !DILocation(line: 46, column: 21, scope: !334, inlinedAt: !336)
!343 = !DILocation(line: 47, column: 21, scope: !334, inlinedAt: !336)
!344 = !DILocation(line: 63, column: 48, scope: !301, inlinedAt: !305)
!345 = !DILocalVariable(name: "s", scope: !284, file: !1, line: 87, type: !21)
!346 = !DILocation(line: 87, column: 13, scope: !284)
!347 = !DILocation(line: 88, column: 11, scope: !284)
!348 = !DILocation(line: 88, column: 14, scope: !284)
!349 = !DILocation(line: 88, column: 7, scope: !284)
!350 = !DILocation(line: 88, column: 9, scope: !284)
!351 = !DILocation(line: 89, column: 11, scope: !284)
!352 = !DILocation(line: 89, column: 14, scope: !284)
!353 = !DILocation(line: 89, column: 19, scope: !284)
!354 = !DILocation(line: 89, column: 7, scope: !284)
!355 = !DILocation(line: 89, column: 9, scope: !284)
!356 = !DILocation(line: 90, column: 18, scope: !284)
!357 = !DILocation(line: 90, column: 21, scope: !284)
!358 = !DILocation(line: 90, column: 11, scope: !284)
!359 = !DILocation(line: 90, column: 7, scope: !284)
!360 = !DILocation(line: 90, column: 9, scope: !284)
!361 = !DILocalVariable(name: "i", scope: !362, file: !1, line: 91, type: !4)
!362 = distinct !DILexicalBlock(scope: !284, file: !1, line: 91, column: 5)
!363 = !DILocation(line: 91, column: 14, scope: !362)
!364 = !DILocation(line: 91, column: 10, scope: !362)
!365 = !DILocation(line: 91, column: 21, scope: !366)
!366 = distinct !DILexicalBlock(scope: !362, file: !1, line: 91, column: 5)
!367 = !DILocation(line: 91, column: 23, scope: !366)
!368 = !DILocation(line: 91, column: 5, scope: !362)
!369 = !DILocation(line: 92, column: 18, scope: !366)
!370 = !DILocation(line: 92, column: 21, scope: !366)
!371 = !DILocation(line: 92, column: 28, scope: !366)
!372 = !DILocation(line: 92, column: 26, scope: !366)
!373 = !DILocation(line: 92, column: 11, scope: !366)
!374 = !DILocation(line: 92, column: 13, scope: !366)
!375 = !DILocation(line: 92, column: 9, scope: !366)
!376 = !DILocation(line: 92, column: 16, scope: !366)
!377 = !DILocation(line: 91, column: 29, scope: !366)
!378 = !DILocation(line: 91, column: 5, scope: !366)
!379 = distinct !{!379, !368, !380}
!380 = !DILocation(line: 92, column: 28, scope: !362)
!381 = !DILocalVariable(name: "a", scope: !284, file: !1, line: 93, type: !4)
!382 = !DILocation(line: 93, column: 9, scope: !284)
!383 = !DILocation(line: 93, column: 20, scope: !284)
!384 = !DILocation(line: 93, column: 24, scope: !284)
!385 = !DILocation(line: 93, column: 27, scope: !284)
!386 = !DILocation(line: 93, column: 13, scope: !284)
!387 = !DILocation(line: 94, column: 20, scope: !284)
!388 = !DILocation(line: 94, column: 26, scope: !284)
!389 = !DILocation(line: 94, column: 22, scope: !284)
!390 = !DILocation(line: 94, column: 32, scope: !284)
!391 = !DILocation(line: 94, column: 28, scope: !284)
!392 = !DILocation(line: 94, column: 43, scope: !284)
!393 = !DILocation(line: 94, column: 36, scope: !284)
!394 = !DILocation(line: 94, column: 34, scope: !284)
!395 = !DILocation(line: 94, column: 5, scope: !284)
!396 = !DILocation(line: 94, column: 9, scope: !284)
!397 = !DILocation(line: 94, column: 13, scope: !284)
!398 = !DILocation(line: 94, column: 18, scope: !284)
!399 = !DILocalVariable(name: "n", scope: !284, file: !1, line: 95, type: !4)
!400 = !DILocation(line: 95, column: 9, scope: !284)
!401 = !DILocation(line: 95, column: 14, scope: !284)
!402 = !DILocation(line: 95, column: 20, scope: !284)
!403 = !DILocation(line: 95, column: 25, scope: !284)
!404 = !DILocalVariable(name: "b", scope: !284, file: !1, line: 96, type: !4)
!405 = !DILocation(line: 96, column: 9, scope: !284)
!406 = !DILocation(line: 96, column: 19, scope: !284)
!407 = !DILocation(line: 96, column: 22, scope: !284)
!408 = !DILocation(line: 96, column: 25, scope: !284)
!409 = !DILocation(line: 96, column: 31, scope: !284)
!410 = !DILocation(line: 96, column: 13, scope: !284)
!411 = !DILocation(line: 97, column: 24, scope: !284)
!412 = !DILocation(line: 97, column: 5, scope: !284)
!413 = !DILocation(line: 97, column: 9, scope: !284)
!414 = !DILocation(line: 97, column: 13, scope: !284)
!415 = !DILocation(line: 97, column: 17, scope: !284)
!416 = !DILocation(line: 97, column: 22, scope: !284)
!417 = !DILocation(line: 98, column: 1, scope: !284)
