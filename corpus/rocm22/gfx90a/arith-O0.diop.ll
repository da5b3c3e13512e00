; ModuleID = 'src/arith.cl'
source_filename = "src/arith.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Pair = type { i32, float, <4 x i32> }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden %struct.Pair @mix_pair(i32 %0, float %1, <4 x i32> %2, i32 noundef %3) #0 !dbg !22 {
  %5 = alloca %struct.Pair, align 16, addrspace(5)
  %6 = alloca %struct.Pair, align 16, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 0
  store i32 %0, ptr addrspace(5) %8, align 16
  %9 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 1
  store float %1, ptr addrspace(5) %9, align 4
  %10 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 2
  store <4 x i32> %2, ptr addrspace(5) %10, align 16
    #dbg_declare(ptr addrspace(5) %6, !32, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Pair)), !33)
  store i32 %3, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !34, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !35)
    #dbg_declare(ptr addrspace(5) %5, !36, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Pair)), !37)
  %11 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 0, !dbg !38
  %12 = load i32, ptr addrspace(5) %11, align 16, !dbg !38
  %13 = load i32, ptr addrspace(5) %7, align 4, !dbg !39
  %14 = mul nsw i32 %12, %13, !dbg !40
  %15 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 2, !dbg !41
  %16 = load <4 x i32>, ptr addrspace(5) %15, align 16, !dbg !42
  %17 = extractelement <4 x i32> %16, i64 0, !dbg !42
  %18 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 2, !dbg !43
  %19 = load <4 x i32>, ptr addrspace(5) %18, align 16, !dbg !44
  %20 = extractelement <4 x i32> %19, i64 3, !dbg !44
  %21 = xor i32 %17, %20, !dbg !45
  %22 = add nsw i32 %14, %21, !dbg !46
  %23 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %5, i32 0, i32 0, !dbg !47
  store i32 %22, ptr addrspace(5) %23, align 16, !dbg !48
  %24 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 1, !dbg !49
  %25 = load float, ptr addrspace(5) %24, align 4, !dbg !49
  %26 = load i32, ptr addrspace(5) %7, align 4, !dbg !50
  %27 = sitofp i32 %26 to float, !dbg !51
  %28 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 2, !dbg !52
  %29 = load <4 x i32>, ptr addrspace(5) %28, align 16, !dbg !53
  %30 = extractelement <4 x i32> %29, i64 1, !dbg !53
  %31 = sitofp i32 %30 to float, !dbg !54
  %32 = fneg float %31, !dbg !55
  %33 = call float @llvm.fmuladd.f32(float %25, float %27, float %32), !dbg !55
  %34 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %5, i32 0, i32 1, !dbg !56
  store float %33, ptr addrspace(5) %34, align 4, !dbg !57
  %35 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %6, i32 0, i32 2, !dbg !58
  %36 = load <4 x i32>, ptr addrspace(5) %35, align 16, !dbg !59
  %37 = shufflevector <4 x i32> %36, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !59
  %38 = load i32, ptr addrspace(5) %7, align 4, !dbg !60
  %39 = insertelement <4 x i32> poison, i32 %38, i64 0, !dbg !61
  %40 = shufflevector <4 x i32> %39, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !61
  %41 = add <4 x i32> %37, %40, !dbg !62
  %42 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %5, i32 0, i32 2, !dbg !63
  store <4 x i32> %41, ptr addrspace(5) %42, align 16, !dbg !64
  %43 = load %struct.Pair, ptr addrspace(5) %5, align 16, !dbg !65
  ret %struct.Pair %43, !dbg !65
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @arith_int_float_vec_struct(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #2 !dbg !66 !kernel_arg_addr_space !75 !kernel_arg_access_qual !76 !kernel_arg_type !77 !kernel_arg_base_type !77 !kernel_arg_type_qual !78 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca float, align 4, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  %25 = alloca <4 x float>, align 16, addrspace(5)
  %26 = alloca <4 x float>, align 16, addrspace(5)
  %27 = alloca <4 x float>, align 16, addrspace(5)
  %28 = alloca <4 x float>, align 16, addrspace(5)
  %29 = alloca <4 x i32>, align 16, addrspace(5)
  %30 = alloca <4 x i32>, align 16, addrspace(5)
  %31 = alloca %struct.Pair, align 16, addrspace(5)
  %32 = alloca %struct.Pair, align 16, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %9, align 8
    #dbg_declare(ptr addrspace(5) %9, !79, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !80)
  store ptr addrspace(1) %1, ptr addrspace(5) %10, align 8
    #dbg_declare(ptr addrspace(5) %10, !81, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !82)
  store ptr addrspace(1) %2, ptr addrspace(5) %11, align 8
    #dbg_declare(ptr addrspace(5) %11, !83, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !84)
  store ptr addrspace(1) %3, ptr addrspace(5) %12, align 8
    #dbg_declare(ptr addrspace(5) %12, !85, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !86)
    #dbg_declare(ptr addrspace(5) %13, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !90)
  store i32 0, ptr addrspace(5) %8, align 4
    #dbg_declare(ptr addrspace(5) %8, !91, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !95)
  %33 = load i32, ptr addrspace(5) %8, align 4, !dbg !97
  store i32 %33, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !98, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !100)
  %34 = load i32, ptr addrspace(5) %7, align 4, !dbg !102
  %35 = icmp eq i32 %34, 0, !dbg !103
  br i1 %35, label %36, label %38, !dbg !102

36:                                               ; preds = %4
  %37 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !104
  br label %47, !dbg !102

38:                                               ; preds = %4
  %39 = load i32, ptr addrspace(5) %7, align 4, !dbg !105
  %40 = icmp eq i32 %39, 1, !dbg !106
  br i1 %40, label %41, label %43, !dbg !105

41:                                               ; preds = %38
  %42 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !107
  br label %45, !dbg !105

43:                                               ; preds = %38
  %44 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !108
  br label %45, !dbg !105

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ], !dbg !105
  br label %47, !dbg !102

47:                                               ; preds = %36, %45
  %48 = phi i32 [ %37, %36 ], [ %46, %45 ], !dbg !102
  %49 = load i32, ptr addrspace(5) %8, align 4, !dbg !109
  store i32 %49, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !110, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !112)
  %50 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !114
  %51 = getelementptr inbounds i8, ptr addrspace(4) %50, i64 4, !dbg !115
  %52 = load i32, ptr addrspace(5) %6, align 4, !dbg !116
  %53 = icmp ult i32 %52, 3, !dbg !117
  br i1 %53, label %54, label %56, !dbg !116

54:                                               ; preds = %47
  %55 = load i32, ptr addrspace(5) %6, align 4, !dbg !118
  br label %57, !dbg !116

56:                                               ; preds = %47
  br label %57, !dbg !116

57:                                               ; preds = %54, %56
  %58 = phi i32 [ %55, %54 ], [ 0, %56 ], !dbg !116
  %59 = mul i32 2, %58, !dbg !119
  %60 = zext i32 %59 to i64, !dbg !120
  %61 = getelementptr inbounds i8, ptr addrspace(4) %51, i64 %60, !dbg !120
  %62 = load i16, ptr addrspace(4) %61, align 2, !dbg !121
  %63 = zext i16 %62 to i32, !dbg !121
  %64 = mul i32 %48, %63, !dbg !122
  %65 = load i32, ptr addrspace(5) %8, align 4, !dbg !123
  store i32 %65, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !124, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !126)
  %66 = load i32, ptr addrspace(5) %5, align 4, !dbg !128
  %67 = icmp eq i32 %66, 0, !dbg !129
  br i1 %67, label %68, label %70, !dbg !128

68:                                               ; preds = %57
  %69 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !130
  br label %79, !dbg !128

70:                                               ; preds = %57
  %71 = load i32, ptr addrspace(5) %5, align 4, !dbg !131
  %72 = icmp eq i32 %71, 1, !dbg !132
  br i1 %72, label %73, label %75, !dbg !131

73:                                               ; preds = %70
  %74 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !133
  br label %77, !dbg !131

75:                                               ; preds = %70
  %76 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !134
  br label %77, !dbg !131

77:                                               ; preds = %75, %73
  %78 = phi i32 [ %74, %73 ], [ %76, %75 ], !dbg !131
  br label %79, !dbg !128

79:                                               ; preds = %68, %77
  %80 = phi i32 [ %69, %68 ], [ %78, %77 ], !dbg !128
  %81 = add i32 %64, %80, !dbg !135
  store i32 %81, ptr addrspace(5) %13, align 4, !dbg !90
    #dbg_declare(ptr addrspace(5) %14, !136, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !137)
  %82 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !138
  %83 = load i32, ptr addrspace(5) %13, align 4, !dbg !139
  %84 = zext i32 %83 to i64, !dbg !138
  %85 = getelementptr inbounds i32, ptr addrspace(1) %82, i64 %84, !dbg !138
  %86 = load i32, ptr addrspace(1) %85, align 4, !dbg !138
  store i32 %86, ptr addrspace(5) %14, align 4, !dbg !137
    #dbg_declare(ptr addrspace(5) %15, !140, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !141)
  %87 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !142
  %88 = load i32, ptr addrspace(5) %13, align 4, !dbg !143
  %89 = zext i32 %88 to i64, !dbg !142
  %90 = getelementptr inbounds i32, ptr addrspace(1) %87, i64 %89, !dbg !142
  %91 = load i32, ptr addrspace(1) %90, align 4, !dbg !142
  %92 = mul nsw i32 %91, 3, !dbg !144
  %93 = add nsw i32 %92, 7, !dbg !145
  store i32 %93, ptr addrspace(5) %15, align 4, !dbg !141
    #dbg_declare(ptr addrspace(5) %16, !146, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !147)
  %94 = load ptr addrspace(1), ptr addrspace(5) %10, align 8, !dbg !148
  %95 = load i32, ptr addrspace(5) %13, align 4, !dbg !149
  %96 = zext i32 %95 to i64, !dbg !148
  %97 = getelementptr inbounds float, ptr addrspace(1) %94, i64 %96, !dbg !148
  %98 = load float, ptr addrspace(1) %97, align 4, !dbg !148
  store float %98, ptr addrspace(5) %16, align 4, !dbg !147
    #dbg_declare(ptr addrspace(5) %17, !150, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !151)
  %99 = load i32, ptr addrspace(5) %14, align 4, !dbg !152
  %100 = load i32, ptr addrspace(5) %15, align 4, !dbg !153
  %101 = mul nsw i32 %99, %100, !dbg !154
  store i32 %101, ptr addrspace(5) %17, align 4, !dbg !151
    #dbg_declare(ptr addrspace(5) %18, !155, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !156)
  %102 = load i32, ptr addrspace(5) %15, align 4, !dbg !157
  %103 = load i32, ptr addrspace(5) %14, align 4, !dbg !158
  %104 = or i32 %103, 1, !dbg !159
  %105 = sdiv i32 %102, %104, !dbg !160
  store i32 %105, ptr addrspace(5) %18, align 4, !dbg !156
    #dbg_declare(ptr addrspace(5) %19, !161, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !162)
  %106 = load i32, ptr addrspace(5) %15, align 4, !dbg !163
  %107 = load i32, ptr addrspace(5) %14, align 4, !dbg !164
  %108 = or i32 %107, 1, !dbg !165
  %109 = srem i32 %106, %108, !dbg !166
  store i32 %109, ptr addrspace(5) %19, align 4, !dbg !162
    #dbg_declare(ptr addrspace(5) %20, !167, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !168)
  %110 = load i32, ptr addrspace(5) %14, align 4, !dbg !169
  %111 = shl i32 %110, 3, !dbg !170
  %112 = load i32, ptr addrspace(5) %15, align 4, !dbg !171
  %113 = ashr i32 %112, 2, !dbg !172
  %114 = xor i32 %111, %113, !dbg !173
  store i32 %114, ptr addrspace(5) %20, align 4, !dbg !168
    #dbg_declare(ptr addrspace(5) %21, !174, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !175)
  %115 = load i32, ptr addrspace(5) %14, align 4, !dbg !176
  %116 = load i32, ptr addrspace(5) %15, align 4, !dbg !177
  %117 = icmp sgt i32 %115, %116, !dbg !178
  br i1 %117, label %118, label %120, !dbg !176

118:                                              ; preds = %79
  %119 = load i32, ptr addrspace(5) %14, align 4, !dbg !179
  br label %122, !dbg !176

120:                                              ; preds = %79
  %121 = load i32, ptr addrspace(5) %15, align 4, !dbg !180
  br label %122, !dbg !176

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %119, %118 ], [ %121, %120 ], !dbg !176
  store i32 %123, ptr addrspace(5) %21, align 4, !dbg !175
    #dbg_declare(ptr addrspace(5) %22, !181, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !182)
  %124 = load float, ptr addrspace(5) %16, align 4, !dbg !183
  %125 = call float @llvm.fmuladd.f32(float %124, float 1.500000e+00, float 2.500000e-01), !dbg !184
  store float %125, ptr addrspace(5) %22, align 4, !dbg !182
    #dbg_declare(ptr addrspace(5) %23, !185, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !186)
  %126 = load float, ptr addrspace(5) %22, align 4, !dbg !187
  %127 = load float, ptr addrspace(5) %16, align 4, !dbg !188
  %128 = fadd float %127, 2.000000e+00, !dbg !189
  %129 = fdiv float %126, %128, !dbg !190, !fpmath !191
  store float %129, ptr addrspace(5) %23, align 4, !dbg !186
    #dbg_declare(ptr addrspace(5) %24, !192, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !193)
  %130 = load i32, ptr addrspace(5) %17, align 4, !dbg !194
  %131 = sitofp i32 %130 to float, !dbg !195
  %132 = load float, ptr addrspace(5) %23, align 4, !dbg !196
  %133 = fptosi float %132 to i32, !dbg !197
  %134 = sitofp i32 %133 to float, !dbg !198
  %135 = call float @llvm.fmuladd.f32(float %131, float 5.000000e-01, float %134), !dbg !199
  store float %135, ptr addrspace(5) %24, align 4, !dbg !193
    #dbg_declare(ptr addrspace(5) %25, !200, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(<4 x float>)), !203)
  %136 = load float, ptr addrspace(5) %16, align 4, !dbg !204
  %137 = insertelement <4 x float> poison, float %136, i32 0, !dbg !205
  %138 = load float, ptr addrspace(5) %22, align 4, !dbg !206
  %139 = insertelement <4 x float> %137, float %138, i32 1, !dbg !205
  %140 = load float, ptr addrspace(5) %23, align 4, !dbg !207
  %141 = insertelement <4 x float> %139, float %140, i32 2, !dbg !205
  %142 = load float, ptr addrspace(5) %24, align 4, !dbg !208
  %143 = insertelement <4 x float> %141, float %142, i32 3, !dbg !205
  store <4 x float> %143, ptr addrspace(5) %26, align 16, !dbg !209
  %144 = load <4 x float>, ptr addrspace(5) %26, align 16, !dbg !209
  store <4 x float> %144, ptr addrspace(5) %25, align 16, !dbg !203
    #dbg_declare(ptr addrspace(5) %27, !210, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(<4 x float>)), !211)
  %145 = load <4 x float>, ptr addrspace(5) %25, align 16, !dbg !212
  %146 = load <4 x float>, ptr addrspace(5) %25, align 16, !dbg !213
  %147 = shufflevector <4 x float> %146, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !213
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr addrspace(5) %28, align 16, !dbg !214
  %148 = load <4 x float>, ptr addrspace(5) %28, align 16, !dbg !214
  %149 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %145, <4 x float> %147, <4 x float> %148), !dbg !215
  store <4 x float> %149, ptr addrspace(5) %27, align 16, !dbg !211
    #dbg_declare(ptr addrspace(5) %29, !216, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(<4 x i32>)), !217)
  %150 = load i32, ptr addrspace(5) %17, align 4, !dbg !218
  %151 = insertelement <4 x i32> poison, i32 %150, i32 0, !dbg !219
  %152 = load i32, ptr addrspace(5) %18, align 4, !dbg !220
  %153 = insertelement <4 x i32> %151, i32 %152, i32 1, !dbg !219
  %154 = load i32, ptr addrspace(5) %19, align 4, !dbg !221
  %155 = insertelement <4 x i32> %153, i32 %154, i32 2, !dbg !219
  %156 = load i32, ptr addrspace(5) %20, align 4, !dbg !222
  %157 = insertelement <4 x i32> %155, i32 %156, i32 3, !dbg !219
  store <4 x i32> %157, ptr addrspace(5) %30, align 16, !dbg !223
  %158 = load <4 x i32>, ptr addrspace(5) %30, align 16, !dbg !223
  %159 = load i32, ptr addrspace(5) %21, align 4, !dbg !224
  %160 = insertelement <4 x i32> poison, i32 %159, i64 0, !dbg !225
  %161 = shufflevector <4 x i32> %160, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !225
  %162 = add <4 x i32> %158, %161, !dbg !226
  store <4 x i32> %162, ptr addrspace(5) %29, align 16, !dbg !217
    #dbg_declare(ptr addrspace(5) %31, !227, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Pair)), !228)
  %163 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %31, i32 0, i32 0, !dbg !229
  %164 = load i32, ptr addrspace(5) %14, align 4, !dbg !230
  store i32 %164, ptr addrspace(5) %163, align 16, !dbg !229
  %165 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %31, i32 0, i32 1, !dbg !229
  %166 = load float, ptr addrspace(5) %16, align 4, !dbg !231
  store float %166, ptr addrspace(5) %165, align 4, !dbg !229
  %167 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %31, i32 0, i32 2, !dbg !229
  %168 = load <4 x i32>, ptr addrspace(5) %29, align 16, !dbg !232
  store <4 x i32> %168, ptr addrspace(5) %167, align 16, !dbg !229
    #dbg_declare(ptr addrspace(5) %32, !233, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Pair)), !234)
  %169 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %31, i32 0, i32 0, !dbg !235
  %170 = load i32, ptr addrspace(5) %169, align 16, !dbg !235
  %171 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %31, i32 0, i32 1, !dbg !235
  %172 = load float, ptr addrspace(5) %171, align 4, !dbg !235
  %173 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %31, i32 0, i32 2, !dbg !235
  %174 = load <4 x i32>, ptr addrspace(5) %173, align 16, !dbg !235
  %175 = call %struct.Pair @mix_pair(i32 %170, float %172, <4 x i32> %174, i32 noundef 5) #3, !dbg !235
  %176 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 0, !dbg !235
  %177 = extractvalue %struct.Pair %175, 0, !dbg !235
  store i32 %177, ptr addrspace(5) %176, align 16, !dbg !235
  %178 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 1, !dbg !235
  %179 = extractvalue %struct.Pair %175, 1, !dbg !235
  store float %179, ptr addrspace(5) %178, align 4, !dbg !235
  %180 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 2, !dbg !235
  %181 = extractvalue %struct.Pair %175, 2, !dbg !235
  store <4 x i32> %181, ptr addrspace(5) %180, align 16, !dbg !235
  %182 = load i32, ptr addrspace(5) %17, align 4, !dbg !236
  %183 = load i32, ptr addrspace(5) %18, align 4, !dbg !237
  %184 = add nsw i32 %182, %183, !dbg !238
  %185 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !239
  %186 = load i32, ptr addrspace(5) %13, align 4, !dbg !240
  %187 = mul i32 %186, 4, !dbg !241
  %188 = add i32 %187, 0, !dbg !242
  %189 = zext i32 %188 to i64, !dbg !239
  %190 = getelementptr inbounds i32, ptr addrspace(1) %185, i64 %189, !dbg !239
  store i32 %184, ptr addrspace(1) %190, align 4, !dbg !243
  %191 = load i32, ptr addrspace(5) %19, align 4, !dbg !244
  %192 = load i32, ptr addrspace(5) %20, align 4, !dbg !245
  %193 = xor i32 %191, %192, !dbg !246
  %194 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !247
  %195 = load i32, ptr addrspace(5) %13, align 4, !dbg !248
  %196 = mul i32 %195, 4, !dbg !249
  %197 = add i32 %196, 1, !dbg !250
  %198 = zext i32 %197 to i64, !dbg !247
  %199 = getelementptr inbounds i32, ptr addrspace(1) %194, i64 %198, !dbg !247
  store i32 %193, ptr addrspace(1) %199, align 4, !dbg !251
  %200 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 0, !dbg !252
  %201 = load i32, ptr addrspace(5) %200, align 16, !dbg !252
  %202 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !253
  %203 = load i32, ptr addrspace(5) %13, align 4, !dbg !254
  %204 = mul i32 %203, 4, !dbg !255
  %205 = add i32 %204, 2, !dbg !256
  %206 = zext i32 %205 to i64, !dbg !253
  %207 = getelementptr inbounds i32, ptr addrspace(1) %202, i64 %206, !dbg !253
  store i32 %201, ptr addrspace(1) %207, align 4, !dbg !257
  %208 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 2, !dbg !258
  %209 = load <4 x i32>, ptr addrspace(5) %208, align 16, !dbg !259
  %210 = extractelement <4 x i32> %209, i64 0, !dbg !259
  %211 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 2, !dbg !260
  %212 = load <4 x i32>, ptr addrspace(5) %211, align 16, !dbg !261
  %213 = extractelement <4 x i32> %212, i64 1, !dbg !261
  %214 = add nsw i32 %210, %213, !dbg !262
  %215 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 2, !dbg !263
  %216 = load <4 x i32>, ptr addrspace(5) %215, align 16, !dbg !264
  %217 = extractelement <4 x i32> %216, i64 2, !dbg !264
  %218 = add nsw i32 %214, %217, !dbg !265
  %219 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 2, !dbg !266
  %220 = load <4 x i32>, ptr addrspace(5) %219, align 16, !dbg !267
  %221 = extractelement <4 x i32> %220, i64 3, !dbg !267
  %222 = add nsw i32 %218, %221, !dbg !268
  %223 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !269
  %224 = load i32, ptr addrspace(5) %13, align 4, !dbg !270
  %225 = mul i32 %224, 4, !dbg !271
  %226 = add i32 %225, 3, !dbg !272
  %227 = zext i32 %226 to i64, !dbg !269
  %228 = getelementptr inbounds i32, ptr addrspace(1) %223, i64 %227, !dbg !269
  store i32 %222, ptr addrspace(1) %228, align 4, !dbg !273
  %229 = load <4 x float>, ptr addrspace(5) %27, align 16, !dbg !274
  %230 = extractelement <4 x float> %229, i64 0, !dbg !274
  %231 = load <4 x float>, ptr addrspace(5) %27, align 16, !dbg !275
  %232 = extractelement <4 x float> %231, i64 1, !dbg !275
  %233 = fadd float %230, %232, !dbg !276
  %234 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !277
  %235 = load i32, ptr addrspace(5) %13, align 4, !dbg !278
  %236 = mul i32 %235, 4, !dbg !279
  %237 = add i32 %236, 0, !dbg !280
  %238 = zext i32 %237 to i64, !dbg !277
  %239 = getelementptr inbounds float, ptr addrspace(1) %234, i64 %238, !dbg !277
  store float %233, ptr addrspace(1) %239, align 4, !dbg !281
  %240 = load <4 x float>, ptr addrspace(5) %27, align 16, !dbg !282
  %241 = extractelement <4 x float> %240, i64 2, !dbg !282
  %242 = load <4 x float>, ptr addrspace(5) %27, align 16, !dbg !283
  %243 = extractelement <4 x float> %242, i64 3, !dbg !283
  %244 = fmul float %241, %243, !dbg !284
  %245 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !285
  %246 = load i32, ptr addrspace(5) %13, align 4, !dbg !286
  %247 = mul i32 %246, 4, !dbg !287
  %248 = add i32 %247, 1, !dbg !288
  %249 = zext i32 %248 to i64, !dbg !285
  %250 = getelementptr inbounds float, ptr addrspace(1) %245, i64 %249, !dbg !285
  store float %244, ptr addrspace(1) %250, align 4, !dbg !289
  %251 = getelementptr inbounds %struct.Pair, ptr addrspace(5) %32, i32 0, i32 1, !dbg !290
  %252 = load float, ptr addrspace(5) %251, align 4, !dbg !290
  %253 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !291
  %254 = load i32, ptr addrspace(5) %13, align 4, !dbg !292
  %255 = mul i32 %254, 4, !dbg !293
  %256 = add i32 %255, 2, !dbg !294
  %257 = zext i32 %256 to i64, !dbg !291
  %258 = getelementptr inbounds float, ptr addrspace(1) %253, i64 %257, !dbg !291
  store float %252, ptr addrspace(1) %258, align 4, !dbg !295
  %259 = load float, ptr addrspace(5) %24, align 4, !dbg !296
  %260 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !297
  %261 = load i32, ptr addrspace(5) %13, align 4, !dbg !298
  %262 = mul i32 %261, 4, !dbg !299
  %263 = add i32 %262, 3, !dbg !300
  %264 = zext i32 %263 to i64, !dbg !297
  %265 = getelementptr inbounds float, ptr addrspace(1) %260, i64 %264, !dbg !297
  store float %259, ptr addrspace(1) %265, align 4, !dbg !301
  ret void, !dbg !302
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

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
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!opencl.ocl.version = !{!20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i32 2, i32 0}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "mix_pair", scope: !1, file: !1, line: 17, type: !23, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !7}
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pair", file: !1, line: 14, baseType: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 10, size: 256, elements: !27)
!27 = !{!28, !29, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !26, file: !1, line: 11, baseType: !7, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !26, file: !1, line: 12, baseType: !3, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !26, file: !1, line: 13, baseType: !4, size: 128, offset: 128)
!31 = !{}
!32 = !DILocalVariable(name: "p", arg: 1, scope: !22, file: !1, line: 17, type: !25)
!33 = !DILocation(line: 17, column: 29, scope: !22)
!34 = !DILocalVariable(name: "k", arg: 2, scope: !22, file: !1, line: 17, type: !7)
!35 = !DILocation(line: 17, column: 36, scope: !22)
!36 = !DILocalVariable(name: "r", scope: !22, file: !1, line: 18, type: !25)
!37 = !DILocation(line: 18, column: 10, scope: !22)
!38 = !DILocation(line: 19, column: 13, scope: !22)
!39 = !DILocation(line: 19, column: 17, scope: !22)
!40 = !DILocation(line: 19, column: 15, scope: !22)
!41 = !DILocation(line: 19, column: 24, scope: !22)
!42 = !DILocation(line: 19, column: 22, scope: !22)
!43 = !DILocation(line: 19, column: 32, scope: !22)
!44 = !DILocation(line: 19, column: 30, scope: !22)
!45 = !DILocation(line: 19, column: 28, scope: !22)
!46 = !DILocation(line: 19, column: 19, scope: !22)
!47 = !DILocation(line: 19, column: 7, scope: !22)
!48 = !DILocation(line: 19, column: 9, scope: !22)
!49 = !DILocation(line: 20, column: 13, scope: !22)
!50 = !DILocation(line: 20, column: 24, scope: !22)
!51 = !DILocation(line: 20, column: 17, scope: !22)
!52 = !DILocation(line: 20, column: 37, scope: !22)
!53 = !DILocation(line: 20, column: 35, scope: !22)
!54 = !DILocation(line: 20, column: 28, scope: !22)
!55 = !DILocation(line: 20, column: 26, scope: !22)
!56 = !DILocation(line: 20, column: 7, scope: !22)
!57 = !DILocation(line: 20, column: 9, scope: !22)
!58 = !DILocation(line: 21, column: 13, scope: !22)
!59 = !DILocation(line: 21, column: 11, scope: !22)
!60 = !DILocation(line: 21, column: 29, scope: !22)
!61 = !DILocation(line: 21, column: 22, scope: !22)
!62 = !DILocation(line: 21, column: 20, scope: !22)
!63 = !DILocation(line: 21, column: 7, scope: !22)
!64 = !DILocation(line: 21, column: 9, scope: !22)
!65 = !DILocation(line: 22, column: 5, scope: !22)
!66 = distinct !DISubprogram(name: "arith_int_float_vec_struct", scope: !1, file: !1, line: 25, type: !67, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!67 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !68)
!68 = !{null, !69, !71, !73, !74}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!75 = !{i32 1, i32 1, i32 1, i32 1}
!76 = !{!"none", !"none", !"none", !"none"}
!77 = !{!"int*", !"float*", !"int*", !"float*"}
!78 = !{!"const", !"const", !"", !""}
!79 = !DILocalVariable(name: "in_i", arg: 1, scope: !66, file: !1, line: 25, type: !69)
!80 = !DILocation(line: 25, column: 62, scope: !66)
!81 = !DILocalVariable(name: "in_f", arg: 2, scope: !66, file: !1, line: 26, type: !71)
!82 = !DILocation(line: 26, column: 64, scope: !66)
!83 = !DILocalVariable(name: "out_i", arg: 3, scope: !66, file: !1, line: 27, type: !73)
!84 = !DILocation(line: 27, column: 56, scope: !66)
!85 = !DILocalVariable(name: "out_f", arg: 4, scope: !66, file: !1, line: 28, type: !74)
!86 = !DILocation(line: 28, column: 58, scope: !66)
!87 = !DILocalVariable(name: "gid", scope: !66, file: !1, line: 29, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !5, line: 18, baseType: !89)
!89 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!90 = !DILocation(line: 29, column: 10, scope: !66)
!91 = !DILocalVariable(name: "d", arg: 1, scope: !92, file: !5, line: 62, type: !88)
!92 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !5, file: !5, line: 62, type: !93, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!93 = !DISubroutineType(types: !94)
!94 = !{!88, !88}
!95 = !DILocation(line: 62, column: 32, scope: !92, inlinedAt: !96)
!96 = distinct !DILocation(line: 29, column: 16, scope: !66)
!97 = !DILocation(line: 63, column: 25, scope: !92, inlinedAt: !96)
!98 = !DILocalVariable(name: "d", arg: 1, scope: !99, file: !5, line: 49, type: !88)
!99 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !5, file: !5, line: 49, type: !93, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!100 = !DILocation(line: 49, column: 31, scope: !99, inlinedAt: !101)
!101 = distinct !DILocation(line: 63, column: 12, scope: !92, inlinedAt: !96)
!102 = !DILocation(line: 50, column: 12, scope: !99, inlinedAt: !101)
!103 = !DILocation(line: 50, column: 14, scope: !99, inlinedAt: !101)
!104 = !DILocation(line: 50, column: 21, scope: !99, inlinedAt: !101)
!105 = !DILocation(line: 51, column: 12, scope: !99, inlinedAt: !101)
!106 = !DILocation(line: 51, column: 14, scope: !99, inlinedAt: !101)
!107 = !DILocation(line: 51, column: 21, scope: !99, inlinedAt: !101)
!108 = !DILocation(line: 52, column: 21, scope: !99, inlinedAt: !101)
!109 = !DILocation(line: 63, column: 45, scope: !92, inlinedAt: !96)
!110 = !DILocalVariable(name: "d", arg: 1, scope: !111, file: !5, line: 54, type: !88)
!111 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !5, file: !5, line: 54, type: !93, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!112 = !DILocation(line: 54, column: 33, scope: !111, inlinedAt: !113)
!113 = distinct !DILocation(line: 63, column: 30, scope: !92, inlinedAt: !96)
!114 = !DILocation(line: 56, column: 42, scope: !111, inlinedAt: !113)
!115 = !DILocation(line: 56, column: 50, scope: !111, inlinedAt: !113)
!116 = !DILocation(line: 56, column: 61, scope: !111, inlinedAt: !113)
!117 = !DILocation(line: 56, column: 63, scope: !111, inlinedAt: !113)
!118 = !DILocation(line: 56, column: 69, scope: !111, inlinedAt: !113)
!119 = !DILocation(line: 56, column: 58, scope: !111, inlinedAt: !113)
!120 = !DILocation(line: 56, column: 54, scope: !111, inlinedAt: !113)
!121 = !DILocation(line: 56, column: 12, scope: !111, inlinedAt: !113)
!122 = !DILocation(line: 63, column: 28, scope: !92, inlinedAt: !96)
!123 = !DILocation(line: 63, column: 63, scope: !92, inlinedAt: !96)
!124 = !DILocalVariable(name: "d", arg: 1, scope: !125, file: !5, line: 44, type: !88)
!125 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !5, file: !5, line: 44, type: !93, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!126 = !DILocation(line: 44, column: 31, scope: !125, inlinedAt: !127)
!127 = distinct !DILocation(line: 63, column: 50, scope: !92, inlinedAt: !96)
!128 = !DILocation(line: 45, column: 12, scope: !125, inlinedAt: !127)
!129 = !DILocation(line: 45, column: 14, scope: !125, inlinedAt: !127)
!130 = !DILocation(line: 45, column: 21, scope: !125, inlinedAt: !127)
!131 = !DILocation(line: 46, column: 12, scope: !125, inlinedAt: !127)
!132 = !DILocation(line: 46, column: 14, scope: !125, inlinedAt: !127)
!133 = !DILocation(line: 46, column: 21, scope: !125, inlinedAt: !127)
!134 = !DILocation(line: 47, column: 21, scope: !125, inlinedAt: !127)
!135 = !DILocation(line: 63, column: 48, scope: !92, inlinedAt: !96)
!136 = !DILocalVariable(name: "x", scope: !66, file: !1, line: 30, type: !7)
!137 = !DILocation(line: 30, column: 9, scope: !66)
!138 = !DILocation(line: 30, column: 13, scope: !66)
!139 = !DILocation(line: 30, column: 18, scope: !66)
!140 = !DILocalVariable(name: "y", scope: !66, file: !1, line: 31, type: !7)
!141 = !DILocation(line: 31, column: 9, scope: !66)
!142 = !DILocation(line: 31, column: 13, scope: !66)
!143 = !DILocation(line: 31, column: 18, scope: !66)
!144 = !DILocation(line: 31, column: 23, scope: !66)
!145 = !DILocation(line: 31, column: 27, scope: !66)
!146 = !DILocalVariable(name: "f", scope: !66, file: !1, line: 32, type: !3)
!147 = !DILocation(line: 32, column: 11, scope: !66)
!148 = !DILocation(line: 32, column: 15, scope: !66)
!149 = !DILocation(line: 32, column: 20, scope: !66)
!150 = !DILocalVariable(name: "s", scope: !66, file: !1, line: 35, type: !7)
!151 = !DILocation(line: 35, column: 9, scope: !66)
!152 = !DILocation(line: 35, column: 13, scope: !66)
!153 = !DILocation(line: 35, column: 17, scope: !66)
!154 = !DILocation(line: 35, column: 15, scope: !66)
!155 = !DILocalVariable(name: "q", scope: !66, file: !1, line: 36, type: !7)
!156 = !DILocation(line: 36, column: 9, scope: !66)
!157 = !DILocation(line: 36, column: 13, scope: !66)
!158 = !DILocation(line: 36, column: 18, scope: !66)
!159 = !DILocation(line: 36, column: 20, scope: !66)
!160 = !DILocation(line: 36, column: 15, scope: !66)
!161 = !DILocalVariable(name: "m", scope: !66, file: !1, line: 37, type: !7)
!162 = !DILocation(line: 37, column: 9, scope: !66)
!163 = !DILocation(line: 37, column: 13, scope: !66)
!164 = !DILocation(line: 37, column: 18, scope: !66)
!165 = !DILocation(line: 37, column: 20, scope: !66)
!166 = !DILocation(line: 37, column: 15, scope: !66)
!167 = !DILocalVariable(name: "sh", scope: !66, file: !1, line: 38, type: !7)
!168 = !DILocation(line: 38, column: 9, scope: !66)
!169 = !DILocation(line: 38, column: 15, scope: !66)
!170 = !DILocation(line: 38, column: 17, scope: !66)
!171 = !DILocation(line: 38, column: 26, scope: !66)
!172 = !DILocation(line: 38, column: 28, scope: !66)
!173 = !DILocation(line: 38, column: 23, scope: !66)
!174 = !DILocalVariable(name: "mx", scope: !66, file: !1, line: 39, type: !7)
!175 = !DILocation(line: 39, column: 9, scope: !66)
!176 = !DILocation(line: 39, column: 14, scope: !66)
!177 = !DILocation(line: 39, column: 18, scope: !66)
!178 = !DILocation(line: 39, column: 16, scope: !66)
!179 = !DILocation(line: 39, column: 22, scope: !66)
!180 = !DILocation(line: 39, column: 26, scope: !66)
!181 = !DILocalVariable(name: "g", scope: !66, file: !1, line: 42, type: !3)
!182 = !DILocation(line: 42, column: 11, scope: !66)
!183 = !DILocation(line: 42, column: 15, scope: !66)
!184 = !DILocation(line: 42, column: 24, scope: !66)
!185 = !DILocalVariable(name: "h", scope: !66, file: !1, line: 43, type: !3)
!186 = !DILocation(line: 43, column: 11, scope: !66)
!187 = !DILocation(line: 43, column: 15, scope: !66)
!188 = !DILocation(line: 43, column: 20, scope: !66)
!189 = !DILocation(line: 43, column: 22, scope: !66)
!190 = !DILocation(line: 43, column: 17, scope: !66)
!191 = !{float 2.500000e+00}
!192 = !DILocalVariable(name: "cv", scope: !66, file: !1, line: 44, type: !3)
!193 = !DILocation(line: 44, column: 11, scope: !66)
!194 = !DILocation(line: 44, column: 23, scope: !66)
!195 = !DILocation(line: 44, column: 16, scope: !66)
!196 = !DILocation(line: 44, column: 46, scope: !66)
!197 = !DILocation(line: 44, column: 41, scope: !66)
!198 = !DILocation(line: 44, column: 34, scope: !66)
!199 = !DILocation(line: 44, column: 32, scope: !66)
!200 = !DILocalVariable(name: "v", scope: !66, file: !1, line: 47, type: !201)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !5, line: 22, baseType: !202)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !8)
!203 = !DILocation(line: 47, column: 12, scope: !66)
!204 = !DILocation(line: 47, column: 25, scope: !66)
!205 = !DILocation(line: 47, column: 24, scope: !66)
!206 = !DILocation(line: 47, column: 28, scope: !66)
!207 = !DILocation(line: 47, column: 31, scope: !66)
!208 = !DILocation(line: 47, column: 34, scope: !66)
!209 = !DILocation(line: 47, column: 16, scope: !66)
!210 = !DILocalVariable(name: "w", scope: !66, file: !1, line: 48, type: !201)
!211 = !DILocation(line: 48, column: 12, scope: !66)
!212 = !DILocation(line: 48, column: 16, scope: !66)
!213 = !DILocation(line: 48, column: 20, scope: !66)
!214 = !DILocation(line: 48, column: 29, scope: !66)
!215 = !DILocation(line: 48, column: 27, scope: !66)
!216 = !DILocalVariable(name: "iv", scope: !66, file: !1, line: 49, type: !4)
!217 = !DILocation(line: 49, column: 10, scope: !66)
!218 = !DILocation(line: 49, column: 22, scope: !66)
!219 = !DILocation(line: 49, column: 21, scope: !66)
!220 = !DILocation(line: 49, column: 25, scope: !66)
!221 = !DILocation(line: 49, column: 28, scope: !66)
!222 = !DILocation(line: 49, column: 31, scope: !66)
!223 = !DILocation(line: 49, column: 15, scope: !66)
!224 = !DILocation(line: 49, column: 44, scope: !66)
!225 = !DILocation(line: 49, column: 37, scope: !66)
!226 = !DILocation(line: 49, column: 35, scope: !66)
!227 = !DILocalVariable(name: "p", scope: !66, file: !1, line: 52, type: !25)
!228 = !DILocation(line: 52, column: 10, scope: !66)
!229 = !DILocation(line: 52, column: 14, scope: !66)
!230 = !DILocation(line: 52, column: 16, scope: !66)
!231 = !DILocation(line: 52, column: 19, scope: !66)
!232 = !DILocation(line: 52, column: 22, scope: !66)
!233 = !DILocalVariable(name: "r", scope: !66, file: !1, line: 53, type: !25)
!234 = !DILocation(line: 53, column: 10, scope: !66)
!235 = !DILocation(line: 53, column: 14, scope: !66)
!236 = !DILocation(line: 55, column: 26, scope: !66)
!237 = !DILocation(line: 55, column: 30, scope: !66)
!238 = !DILocation(line: 55, column: 28, scope: !66)
!239 = !DILocation(line: 55, column: 5, scope: !66)
!240 = !DILocation(line: 55, column: 11, scope: !66)
!241 = !DILocation(line: 55, column: 15, scope: !66)
!242 = !DILocation(line: 55, column: 19, scope: !66)
!243 = !DILocation(line: 55, column: 24, scope: !66)
!244 = !DILocation(line: 56, column: 26, scope: !66)
!245 = !DILocation(line: 56, column: 30, scope: !66)
!246 = !DILocation(line: 56, column: 28, scope: !66)
!247 = !DILocation(line: 56, column: 5, scope: !66)
!248 = !DILocation(line: 56, column: 11, scope: !66)
!249 = !DILocation(line: 56, column: 15, scope: !66)
!250 = !DILocation(line: 56, column: 19, scope: !66)
!251 = !DILocation(line: 56, column: 24, scope: !66)
!252 = !DILocation(line: 57, column: 28, scope: !66)
!253 = !DILocation(line: 57, column: 5, scope: !66)
!254 = !DILocation(line: 57, column: 11, scope: !66)
!255 = !DILocation(line: 57, column: 15, scope: !66)
!256 = !DILocation(line: 57, column: 19, scope: !66)
!257 = !DILocation(line: 57, column: 24, scope: !66)
!258 = !DILocation(line: 58, column: 28, scope: !66)
!259 = !DILocation(line: 58, column: 26, scope: !66)
!260 = !DILocation(line: 58, column: 36, scope: !66)
!261 = !DILocation(line: 58, column: 34, scope: !66)
!262 = !DILocation(line: 58, column: 32, scope: !66)
!263 = !DILocation(line: 58, column: 44, scope: !66)
!264 = !DILocation(line: 58, column: 42, scope: !66)
!265 = !DILocation(line: 58, column: 40, scope: !66)
!266 = !DILocation(line: 58, column: 52, scope: !66)
!267 = !DILocation(line: 58, column: 50, scope: !66)
!268 = !DILocation(line: 58, column: 48, scope: !66)
!269 = !DILocation(line: 58, column: 5, scope: !66)
!270 = !DILocation(line: 58, column: 11, scope: !66)
!271 = !DILocation(line: 58, column: 15, scope: !66)
!272 = !DILocation(line: 58, column: 19, scope: !66)
!273 = !DILocation(line: 58, column: 24, scope: !66)
!274 = !DILocation(line: 59, column: 26, scope: !66)
!275 = !DILocation(line: 59, column: 32, scope: !66)
!276 = !DILocation(line: 59, column: 30, scope: !66)
!277 = !DILocation(line: 59, column: 5, scope: !66)
!278 = !DILocation(line: 59, column: 11, scope: !66)
!279 = !DILocation(line: 59, column: 15, scope: !66)
!280 = !DILocation(line: 59, column: 19, scope: !66)
!281 = !DILocation(line: 59, column: 24, scope: !66)
!282 = !DILocation(line: 60, column: 26, scope: !66)
!283 = !DILocation(line: 60, column: 32, scope: !66)
!284 = !DILocation(line: 60, column: 30, scope: !66)
!285 = !DILocation(line: 60, column: 5, scope: !66)
!286 = !DILocation(line: 60, column: 11, scope: !66)
!287 = !DILocation(line: 60, column: 15, scope: !66)
!288 = !DILocation(line: 60, column: 19, scope: !66)
!289 = !DILocation(line: 60, column: 24, scope: !66)
!290 = !DILocation(line: 61, column: 28, scope: !66)
!291 = !DILocation(line: 61, column: 5, scope: !66)
!292 = !DILocation(line: 61, column: 11, scope: !66)
!293 = !DILocation(line: 61, column: 15, scope: !66)
!294 = !DILocation(line: 61, column: 19, scope: !66)
!295 = !DILocation(line: 61, column: 24, scope: !66)
!296 = !DILocation(line: 62, column: 26, scope: !66)
!297 = !DILocation(line: 62, column: 5, scope: !66)
!298 = !DILocation(line: 62, column: 11, scope: !66)
!299 = !DILocation(line: 62, column: 15, scope: !66)
!300 = !DILocation(line: 62, column: 19, scope: !66)
!301 = !DILocation(line: 62, column: 24, scope: !66)
!302 = !DILocation(line: 63, column: 1, scope: !66)
