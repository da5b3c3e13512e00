; ModuleID = 'src/int64_double.cl'
source_filename = "src/int64_double.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @int64_double_math(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 8 %3) #0 !dbg !20 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i64, align 8, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i64, align 8, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i64, align 8, addrspace(5)
  %24 = alloca double, align 8, addrspace(5)
  %25 = alloca double, align 8, addrspace(5)
  %26 = alloca double, align 8, addrspace(5)
  %27 = alloca double, align 8, addrspace(5)
  %28 = alloca double, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %9, align 8
    #dbg_declare(ptr addrspace(5) %9, !34, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !35)
  store ptr addrspace(1) %1, ptr addrspace(5) %10, align 8
    #dbg_declare(ptr addrspace(5) %10, !36, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !37)
  store ptr addrspace(1) %2, ptr addrspace(5) %11, align 8
    #dbg_declare(ptr addrspace(5) %11, !38, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !39)
  store ptr addrspace(1) %3, ptr addrspace(5) %12, align 8
    #dbg_declare(ptr addrspace(5) %12, !40, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !41)
    #dbg_declare(ptr addrspace(5) %13, !42, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !45)
  store i32 0, ptr addrspace(5) %8, align 4
    #dbg_declare(ptr addrspace(5) %8, !46, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !50)
  %29 = load i32, ptr addrspace(5) %8, align 4, !dbg !52
  store i32 %29, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !53, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !55)
  %30 = load i32, ptr addrspace(5) %7, align 4, !dbg !57
  %31 = icmp eq i32 %30, 0, !dbg !58
  br i1 %31, label %32, label %34, !dbg !57

32:                                               ; preds = %4
  %33 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !59
  br label %43, !dbg !57

34:                                               ; preds = %4
  %35 = load i32, ptr addrspace(5) %7, align 4, !dbg !60
  %36 = icmp eq i32 %35, 1, !dbg !61
  br i1 %36, label %37, label %39, !dbg !60

37:                                               ; preds = %34
  %38 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !62
  br label %41, !dbg !60

39:                                               ; preds = %34
  %40 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !63
  br label %41, !dbg !60

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ], !dbg !60
  br label %43, !dbg !57

43:                                               ; preds = %32, %41
  %44 = phi i32 [ %33, %32 ], [ %42, %41 ], !dbg !57
  %45 = load i32, ptr addrspace(5) %8, align 4, !dbg !64
  store i32 %45, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !65, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !67)
  %46 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !69
  %47 = getelementptr inbounds i8, ptr addrspace(4) %46, i64 4, !dbg !70
  %48 = load i32, ptr addrspace(5) %6, align 4, !dbg !71
  %49 = icmp ult i32 %48, 3, !dbg !72
  br i1 %49, label %50, label %52, !dbg !71

50:                                               ; preds = %43
  %51 = load i32, ptr addrspace(5) %6, align 4, !dbg !73
  br label %53, !dbg !71

52:                                               ; preds = %43
  br label %53, !dbg !71

53:                                               ; preds = %50, %52
  %54 = phi i32 [ %51, %50 ], [ 0, %52 ], !dbg !71
  %55 = mul i32 2, %54, !dbg !74
  %56 = zext i32 %55 to i64, !dbg !75
  %57 = getelementptr inbounds i8, ptr addrspace(4) %47, i64 %56, !dbg !75
  %58 = load i16, ptr addrspace(4) %57, align 2, !dbg !76
  %59 = zext i16 %58 to i32, !dbg !76
  %60 = mul i32 %44, %59, !dbg !77
  %61 = load i32, ptr addrspace(5) %8, align 4, !dbg !78
  store i32 %61, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !79, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !81)
  %62 = load i32, ptr addrspace(5) %5, align 4, !dbg !83
  %63 = icmp eq i32 %62, 0, !dbg !84
  br i1 %63, label %64, label %66, !dbg !83

64:                                               ; preds = %53
  %65 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !85
  br label %75, !dbg !83

66:                                               ; preds = %53
  %67 = load i32, ptr addrspace(5) %5, align 4, !dbg !86
  %68 = icmp eq i32 %67, 1, !dbg !87
  br i1 %68, label %69, label %71, !dbg !86

69:                                               ; preds = %66
  %70 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !88
  br label %73, !dbg !86

71:                                               ; preds = %66
  %72 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !89
  br label %73, !dbg !86

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %70, %69 ], [ %72, %71 ], !dbg !86
  br label %75, !dbg !83

75:                                               ; preds = %64, %73
  %76 = phi i32 [ %65, %64 ], [ %74, %73 ], !dbg !83
  %77 = add i32 %60, %76, !dbg !90
  store i32 %77, ptr addrspace(5) %13, align 4, !dbg !45
    #dbg_declare(ptr addrspace(5) %14, !91, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !92)
  %78 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !93
  %79 = load i32, ptr addrspace(5) %13, align 4, !dbg !94
  %80 = zext i32 %79 to i64, !dbg !93
  %81 = getelementptr inbounds i64, ptr addrspace(1) %78, i64 %80, !dbg !93
  %82 = load i64, ptr addrspace(1) %81, align 8, !dbg !93
  store i64 %82, ptr addrspace(5) %14, align 8, !dbg !92
    #dbg_declare(ptr addrspace(5) %15, !95, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !96)
  %83 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !97
  %84 = load i32, ptr addrspace(5) %13, align 4, !dbg !98
  %85 = zext i32 %84 to i64, !dbg !97
  %86 = getelementptr inbounds i64, ptr addrspace(1) %83, i64 %85, !dbg !97
  %87 = load i64, ptr addrspace(1) %86, align 8, !dbg !97
  %88 = mul nsw i64 %87, 3, !dbg !99
  %89 = add nsw i64 %88, 4294967297, !dbg !100
  store i64 %89, ptr addrspace(5) %15, align 8, !dbg !96
    #dbg_declare(ptr addrspace(5) %16, !101, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !102)
  %90 = load i64, ptr addrspace(5) %14, align 8, !dbg !103
  store i64 %90, ptr addrspace(5) %16, align 8, !dbg !102
    #dbg_declare(ptr addrspace(5) %17, !104, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !105)
  %91 = load i64, ptr addrspace(5) %14, align 8, !dbg !106
  %92 = load i64, ptr addrspace(5) %15, align 8, !dbg !107
  %93 = mul nsw i64 %91, %92, !dbg !108
  store i64 %93, ptr addrspace(5) %17, align 8, !dbg !105
    #dbg_declare(ptr addrspace(5) %18, !109, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !110)
  %94 = load i64, ptr addrspace(5) %15, align 8, !dbg !111
  %95 = load i64, ptr addrspace(5) %14, align 8, !dbg !112
  %96 = or i64 %95, 1, !dbg !113
  %97 = sdiv i64 %94, %96, !dbg !114
  store i64 %97, ptr addrspace(5) %18, align 8, !dbg !110
    #dbg_declare(ptr addrspace(5) %19, !115, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !116)
  %98 = load i64, ptr addrspace(5) %15, align 8, !dbg !117
  %99 = load i64, ptr addrspace(5) %14, align 8, !dbg !118
  %100 = or i64 %99, 1, !dbg !119
  %101 = srem i64 %98, %100, !dbg !120
  store i64 %101, ptr addrspace(5) %19, align 8, !dbg !116
    #dbg_declare(ptr addrspace(5) %20, !121, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !122)
  %102 = load i64, ptr addrspace(5) %16, align 8, !dbg !123
  %103 = add i64 %102, -81985529216486896, !dbg !124
  %104 = load i64, ptr addrspace(5) %16, align 8, !dbg !125
  %105 = and i64 %104, 65535, !dbg !126
  %106 = add i64 %105, 3, !dbg !127
  %107 = udiv i64 %103, %106, !dbg !128
  store i64 %107, ptr addrspace(5) %20, align 8, !dbg !122
    #dbg_declare(ptr addrspace(5) %21, !129, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !130)
  %108 = load i64, ptr addrspace(5) %16, align 8, !dbg !131
  %109 = xor i64 %108, 81985529216486895, !dbg !132
  %110 = urem i64 %109, 1000000007, !dbg !133
  store i64 %110, ptr addrspace(5) %21, align 8, !dbg !130
    #dbg_declare(ptr addrspace(5) %22, !134, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !135)
  store i64 1469598103934665603, ptr addrspace(5) %22, align 8, !dbg !135
    #dbg_declare(ptr addrspace(5) %23, !136, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !138)
  store i64 0, ptr addrspace(5) %23, align 8, !dbg !138
  br label %111, !dbg !139

111:                                              ; preds = %122, %75
  %112 = load i64, ptr addrspace(5) %23, align 8, !dbg !140
  %113 = load i64, ptr addrspace(5) %16, align 8, !dbg !142
  %114 = and i64 %113, 15, !dbg !143
  %115 = icmp ult i64 %112, %114, !dbg !144
  br i1 %115, label %116, label %125, !dbg !145

116:                                              ; preds = %111
  %117 = load i64, ptr addrspace(5) %22, align 8, !dbg !146
  %118 = load i64, ptr addrspace(5) %23, align 8, !dbg !147
  %119 = shl i64 %118, 40, !dbg !148
  %120 = xor i64 %117, %119, !dbg !149
  %121 = mul i64 %120, 1099511628211, !dbg !150
  store i64 %121, ptr addrspace(5) %22, align 8, !dbg !151
  br label %122, !dbg !152

122:                                              ; preds = %116
  %123 = load i64, ptr addrspace(5) %23, align 8, !dbg !153
  %124 = add i64 %123, 1, !dbg !153
  store i64 %124, ptr addrspace(5) %23, align 8, !dbg !153
  br label %111, !dbg !154, !llvm.loop !155

125:                                              ; preds = %111
    #dbg_declare(ptr addrspace(5) %24, !157, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(double)), !158)
  %126 = load ptr addrspace(1), ptr addrspace(5) %10, align 8, !dbg !159
  %127 = load i32, ptr addrspace(5) %13, align 4, !dbg !160
  %128 = zext i32 %127 to i64, !dbg !159
  %129 = getelementptr inbounds double, ptr addrspace(1) %126, i64 %128, !dbg !159
  %130 = load double, ptr addrspace(1) %129, align 8, !dbg !159
  store double %130, ptr addrspace(5) %24, align 8, !dbg !158
    #dbg_declare(ptr addrspace(5) %25, !161, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(double)), !162)
  %131 = load double, ptr addrspace(5) %24, align 8, !dbg !163
  %132 = call double @llvm.fmuladd.f64(double %131, double 0x3FF000000044B830, double 3.500000e+00), !dbg !164
  store double %132, ptr addrspace(5) %25, align 8, !dbg !162
    #dbg_declare(ptr addrspace(5) %26, !165, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(double)), !166)
  %133 = load double, ptr addrspace(5) %25, align 8, !dbg !167
  %134 = load double, ptr addrspace(5) %24, align 8, !dbg !168
  %135 = fadd double %134, 2.000000e+00, !dbg !169
  %136 = fdiv double %133, %135, !dbg !170
  store double %136, ptr addrspace(5) %26, align 8, !dbg !166
    #dbg_declare(ptr addrspace(5) %27, !171, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(double)), !172)
  %137 = load double, ptr addrspace(5) %24, align 8, !dbg !173
  %138 = load double, ptr addrspace(5) %25, align 8, !dbg !174
  %139 = load double, ptr addrspace(5) %26, align 8, !dbg !175
  %140 = call double @llvm.fma.f64(double %137, double %138, double %139), !dbg !176
  store double %140, ptr addrspace(5) %27, align 8, !dbg !172
    #dbg_declare(ptr addrspace(5) %28, !177, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(double)), !178)
  %141 = load i64, ptr addrspace(5) %14, align 8, !dbg !179
  %142 = sitofp i64 %141 to double, !dbg !180
  %143 = load double, ptr addrspace(5) %27, align 8, !dbg !181
  %144 = fptosi double %143 to i64, !dbg !182
  %145 = sitofp i64 %144 to double, !dbg !183
  %146 = call double @llvm.fmuladd.f64(double %142, double 5.000000e-01, double %145), !dbg !184
  store double %146, ptr addrspace(5) %28, align 8, !dbg !178
  %147 = load i64, ptr addrspace(5) %17, align 8, !dbg !185
  %148 = load i64, ptr addrspace(5) %18, align 8, !dbg !186
  %149 = xor i64 %147, %148, !dbg !187
  %150 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !188
  %151 = load i32, ptr addrspace(5) %13, align 4, !dbg !189
  %152 = mul i32 %151, 4, !dbg !190
  %153 = add i32 %152, 0, !dbg !191
  %154 = zext i32 %153 to i64, !dbg !188
  %155 = getelementptr inbounds i64, ptr addrspace(1) %150, i64 %154, !dbg !188
  store i64 %149, ptr addrspace(1) %155, align 8, !dbg !192
  %156 = load i64, ptr addrspace(5) %19, align 8, !dbg !193
  %157 = load i64, ptr addrspace(5) %20, align 8, !dbg !194
  %158 = add nsw i64 %156, %157, !dbg !195
  %159 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !196
  %160 = load i32, ptr addrspace(5) %13, align 4, !dbg !197
  %161 = mul i32 %160, 4, !dbg !198
  %162 = add i32 %161, 1, !dbg !199
  %163 = zext i32 %162 to i64, !dbg !196
  %164 = getelementptr inbounds i64, ptr addrspace(1) %159, i64 %163, !dbg !196
  store i64 %158, ptr addrspace(1) %164, align 8, !dbg !200
  %165 = load i64, ptr addrspace(5) %21, align 8, !dbg !201
  %166 = load i64, ptr addrspace(5) %22, align 8, !dbg !202
  %167 = add i64 %165, %166, !dbg !203
  %168 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !204
  %169 = load i32, ptr addrspace(5) %13, align 4, !dbg !205
  %170 = mul i32 %169, 4, !dbg !206
  %171 = add i32 %170, 2, !dbg !207
  %172 = zext i32 %171 to i64, !dbg !204
  %173 = getelementptr inbounds i64, ptr addrspace(1) %168, i64 %172, !dbg !204
  store i64 %167, ptr addrspace(1) %173, align 8, !dbg !208
  %174 = load double, ptr addrspace(5) %28, align 8, !dbg !209
  %175 = fptosi double %174 to i64, !dbg !210
  %176 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !211
  %177 = load i32, ptr addrspace(5) %13, align 4, !dbg !212
  %178 = mul i32 %177, 4, !dbg !213
  %179 = add i32 %178, 3, !dbg !214
  %180 = zext i32 %179 to i64, !dbg !211
  %181 = getelementptr inbounds i64, ptr addrspace(1) %176, i64 %180, !dbg !211
  store i64 %175, ptr addrspace(1) %181, align 8, !dbg !215
  %182 = load double, ptr addrspace(5) %27, align 8, !dbg !216
  %183 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !217
  %184 = load i32, ptr addrspace(5) %13, align 4, !dbg !218
  %185 = mul i32 %184, 2, !dbg !219
  %186 = add i32 %185, 0, !dbg !220
  %187 = zext i32 %186 to i64, !dbg !217
  %188 = getelementptr inbounds double, ptr addrspace(1) %183, i64 %187, !dbg !217
  store double %182, ptr addrspace(1) %188, align 8, !dbg !221
  %189 = load double, ptr addrspace(5) %28, align 8, !dbg !222
  %190 = load double, ptr addrspace(5) %26, align 8, !dbg !223
  %191 = fadd double %189, %190, !dbg !224
  %192 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !225
  %193 = load i32, ptr addrspace(5) %13, align 4, !dbg !226
  %194 = mul i32 %193, 2, !dbg !227
  %195 = add i32 %194, 1, !dbg !228
  %196 = zext i32 %195 to i64, !dbg !225
  %197 = getelementptr inbounds double, ptr addrspace(1) %192, i64 %196, !dbg !225
  store double %191, ptr addrspace(1) %197, align 8, !dbg !229
  ret void, !dbg !230
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

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

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!opencl.ocl.version = !{!18}
!llvm.ident = !{!19}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{i32 2, i32 0}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "int64_double_math", scope: !1, file: !1, line: 9, type: !21, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !29)
!21 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !22)
!22 = !{null, !23, !25, !27, !28}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!29 = !{}
!30 = !{i32 1, i32 1, i32 1, i32 1}
!31 = !{!"none", !"none", !"none", !"none"}
!32 = !{!"long*", !"double*", !"long*", !"double*"}
!33 = !{!"const", !"const", !"", !""}
!34 = !DILocalVariable(name: "in_l", arg: 1, scope: !20, file: !1, line: 9, type: !23)
!35 = !DILocation(line: 9, column: 54, scope: !20)
!36 = !DILocalVariable(name: "in_d", arg: 2, scope: !20, file: !1, line: 10, type: !25)
!37 = !DILocation(line: 10, column: 56, scope: !20)
!38 = !DILocalVariable(name: "out_l", arg: 3, scope: !20, file: !1, line: 11, type: !27)
!39 = !DILocation(line: 11, column: 48, scope: !20)
!40 = !DILocalVariable(name: "out_d", arg: 4, scope: !20, file: !1, line: 12, type: !28)
!41 = !DILocation(line: 12, column: 50, scope: !20)
!42 = !DILocalVariable(name: "gid", scope: !20, file: !1, line: 13, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 18, baseType: !44)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DILocation(line: 13, column: 10, scope: !20)
!46 = !DILocalVariable(name: "d", arg: 1, scope: !47, file: !4, line: 62, type: !43)
!47 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !4, file: !4, line: 62, type: !48, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!48 = !DISubroutineType(types: !49)
!49 = !{!43, !43}
!50 = !DILocation(line: 62, column: 32, scope: !47, inlinedAt: !51)
!51 = distinct !DILocation(line: 13, column: 16, scope: !20)
!52 = !DILocation(line: 63, column: 25, scope: !47, inlinedAt: !51)
!53 = !DILocalVariable(name: "d", arg: 1, scope: !54, file: !4, line: 49, type: !43)
!54 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !4, file: !4, line: 49, type: !48, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!55 = !DILocation(line: 49, column: 31, scope: !54, inlinedAt: !56)
!56 = distinct !DILocation(line: 63, column: 12, scope: !47, inlinedAt: !51)
!57 = !DILocation(line: 50, column: 12, scope: !54, inlinedAt: !56)
!58 = !DILocation(line: 50, column: 14, scope: !54, inlinedAt: !56)
!59 = !DILocation(line: 50, column: 21, scope: !54, inlinedAt: !56)
!60 = !DILocation(line: 51, column: 12, scope: !54, inlinedAt: !56)
!61 = !DILocation(line: 51, column: 14, scope: !54, inlinedAt: !56)
!62 = !DILocation(line: 51, column: 21, scope: !54, inlinedAt: !56)
!63 = !DILocation(line: 52, column: 21, scope: !54, inlinedAt: !56)
!64 = !DILocation(line: 63, column: 45, scope: !47, inlinedAt: !51)
!65 = !DILocalVariable(name: "d", arg: 1, scope: !66, file: !4, line: 54, type: !43)
!66 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !4, file: !4, line: 54, type: !48, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!67 = !DILocation(line: 54, column: 33, scope: !66, inlinedAt: !68)
!68 = distinct !DILocation(line: 63, column: 30, scope: !47, inlinedAt: !51)
!69 = !DILocation(line: 56, column: 42, scope: !66, inlinedAt: !68)
!70 = !DILocation(line: 56, column: 50, scope: !66, inlinedAt: !68)
!71 = !DILocation(line: 56, column: 61, scope: !66, inlinedAt: !68)
!72 = !DILocation(line: 56, column: 63, scope: !66, inlinedAt: !68)
!73 = !DILocation(line: 56, column: 69, scope: !66, inlinedAt: !68)
!74 = !DILocation(line: 56, column: 58, scope: !66, inlinedAt: !68)
!75 = !DILocation(line: 56, column: 54, scope: !66, inlinedAt: !68)
!76 = !DILocation(line: 56, column: 12, scope: !66, inlinedAt: !68)
!77 = !DILocation(line: 63, column: 28, scope: !47, inlinedAt: !51)
!78 = !DILocation(line: 63, column: 63, scope: !47, inlinedAt: !51)
!79 = !DILocalVariable(name: "d", arg: 1, scope: !80, file: !4, line: 44, type: !43)
!80 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !4, file: !4, line: 44, type: !48, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!81 = !DILocation(line: 44, column: 31, scope: !80, inlinedAt: !82)
!82 = distinct !DILocation(line: 63, column: 50, scope: !47, inlinedAt: !51)
!83 = !DILocation(line: 45, column: 12, scope: !80, inlinedAt: !82)
!84 = !DILocation(line: 45, column: 14, scope: !80, inlinedAt: !82)
!85 = !DILocation(line: 45, column: 21, scope: !80, inlinedAt: !82)
!86 = !DILocation(line: 46, column: 12, scope: !80, inlinedAt: !82)
!87 = !DILocation(line: 46, column: 14, scope: !80, inlinedAt: !82)
!88 = !DILocation(line: 46, column: 21, scope: !80, inlinedAt: !82)
!89 = !DILocation(line: 47, column: 21, scope: !80, inlinedAt: !82)
!90 = !DILocation(line: 63, column: 48, scope: !47, inlinedAt: !51)
!91 = !DILocalVariable(name: "a", scope: !20, file: !1, line: 14, type: !7)
!92 = !DILocation(line: 14, column: 10, scope: !20)
!93 = !DILocation(line: 14, column: 14, scope: !20)
!94 = !DILocation(line: 14, column: 19, scope: !20)
!95 = !DILocalVariable(name: "b", scope: !20, file: !1, line: 15, type: !7)
!96 = !DILocation(line: 15, column: 10, scope: !20)
!97 = !DILocation(line: 15, column: 14, scope: !20)
!98 = !DILocation(line: 15, column: 19, scope: !20)
!99 = !DILocation(line: 15, column: 24, scope: !20)
!100 = !DILocation(line: 15, column: 28, scope: !20)
!101 = !DILocalVariable(name: "ua", scope: !20, file: !1, line: 16, type: !3)
!102 = !DILocation(line: 16, column: 11, scope: !20)
!103 = !DILocation(line: 16, column: 23, scope: !20)
!104 = !DILocalVariable(name: "m", scope: !20, file: !1, line: 18, type: !7)
!105 = !DILocation(line: 18, column: 10, scope: !20)
!106 = !DILocation(line: 18, column: 14, scope: !20)
!107 = !DILocation(line: 18, column: 18, scope: !20)
!108 = !DILocation(line: 18, column: 16, scope: !20)
!109 = !DILocalVariable(name: "q", scope: !20, file: !1, line: 19, type: !7)
!110 = !DILocation(line: 19, column: 10, scope: !20)
!111 = !DILocation(line: 19, column: 14, scope: !20)
!112 = !DILocation(line: 19, column: 19, scope: !20)
!113 = !DILocation(line: 19, column: 21, scope: !20)
!114 = !DILocation(line: 19, column: 16, scope: !20)
!115 = !DILocalVariable(name: "r", scope: !20, file: !1, line: 20, type: !7)
!116 = !DILocation(line: 20, column: 10, scope: !20)
!117 = !DILocation(line: 20, column: 14, scope: !20)
!118 = !DILocation(line: 20, column: 19, scope: !20)
!119 = !DILocation(line: 20, column: 21, scope: !20)
!120 = !DILocation(line: 20, column: 16, scope: !20)
!121 = !DILocalVariable(name: "uq", scope: !20, file: !1, line: 21, type: !3)
!122 = !DILocation(line: 21, column: 11, scope: !20)
!123 = !DILocation(line: 21, column: 17, scope: !20)
!124 = !DILocation(line: 21, column: 20, scope: !20)
!125 = !DILocation(line: 21, column: 48, scope: !20)
!126 = !DILocation(line: 21, column: 51, scope: !20)
!127 = !DILocation(line: 21, column: 61, scope: !20)
!128 = !DILocation(line: 21, column: 44, scope: !20)
!129 = !DILocalVariable(name: "ur", scope: !20, file: !1, line: 22, type: !3)
!130 = !DILocation(line: 22, column: 11, scope: !20)
!131 = !DILocation(line: 22, column: 17, scope: !20)
!132 = !DILocation(line: 22, column: 20, scope: !20)
!133 = !DILocation(line: 22, column: 44, scope: !20)
!134 = !DILocalVariable(name: "h", scope: !20, file: !1, line: 25, type: !3)
!135 = !DILocation(line: 25, column: 11, scope: !20)
!136 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 26, type: !3)
!137 = distinct !DILexicalBlock(scope: !20, file: !1, line: 26, column: 5)
!138 = !DILocation(line: 26, column: 16, scope: !137)
!139 = !DILocation(line: 26, column: 10, scope: !137)
!140 = !DILocation(line: 26, column: 23, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !1, line: 26, column: 5)
!142 = !DILocation(line: 26, column: 28, scope: !141)
!143 = !DILocation(line: 26, column: 31, scope: !141)
!144 = !DILocation(line: 26, column: 25, scope: !141)
!145 = !DILocation(line: 26, column: 5, scope: !137)
!146 = !DILocation(line: 27, column: 14, scope: !141)
!147 = !DILocation(line: 27, column: 19, scope: !141)
!148 = !DILocation(line: 27, column: 21, scope: !141)
!149 = !DILocation(line: 27, column: 16, scope: !141)
!150 = !DILocation(line: 27, column: 29, scope: !141)
!151 = !DILocation(line: 27, column: 11, scope: !141)
!152 = !DILocation(line: 27, column: 9, scope: !141)
!153 = !DILocation(line: 26, column: 39, scope: !141)
!154 = !DILocation(line: 26, column: 5, scope: !141)
!155 = distinct !{!155, !145, !156}
!156 = !DILocation(line: 27, column: 31, scope: !137)
!157 = !DILocalVariable(name: "d", scope: !20, file: !1, line: 29, type: !6)
!158 = !DILocation(line: 29, column: 12, scope: !20)
!159 = !DILocation(line: 29, column: 16, scope: !20)
!160 = !DILocation(line: 29, column: 21, scope: !20)
!161 = !DILocalVariable(name: "e", scope: !20, file: !1, line: 30, type: !6)
!162 = !DILocation(line: 30, column: 12, scope: !20)
!163 = !DILocation(line: 30, column: 16, scope: !20)
!164 = !DILocation(line: 30, column: 32, scope: !20)
!165 = !DILocalVariable(name: "f", scope: !20, file: !1, line: 31, type: !6)
!166 = !DILocation(line: 31, column: 12, scope: !20)
!167 = !DILocation(line: 31, column: 16, scope: !20)
!168 = !DILocation(line: 31, column: 21, scope: !20)
!169 = !DILocation(line: 31, column: 23, scope: !20)
!170 = !DILocation(line: 31, column: 18, scope: !20)
!171 = !DILocalVariable(name: "g", scope: !20, file: !1, line: 32, type: !6)
!172 = !DILocation(line: 32, column: 12, scope: !20)
!173 = !DILocation(line: 32, column: 30, scope: !20)
!174 = !DILocation(line: 32, column: 33, scope: !20)
!175 = !DILocation(line: 32, column: 36, scope: !20)
!176 = !DILocation(line: 32, column: 16, scope: !20)
!177 = !DILocalVariable(name: "c", scope: !20, file: !1, line: 33, type: !6)
!178 = !DILocation(line: 33, column: 12, scope: !20)
!179 = !DILocation(line: 33, column: 24, scope: !20)
!180 = !DILocation(line: 33, column: 16, scope: !20)
!181 = !DILocation(line: 33, column: 48, scope: !20)
!182 = !DILocation(line: 33, column: 42, scope: !20)
!183 = !DILocation(line: 33, column: 34, scope: !20)
!184 = !DILocation(line: 33, column: 32, scope: !20)
!185 = !DILocation(line: 35, column: 26, scope: !20)
!186 = !DILocation(line: 35, column: 30, scope: !20)
!187 = !DILocation(line: 35, column: 28, scope: !20)
!188 = !DILocation(line: 35, column: 5, scope: !20)
!189 = !DILocation(line: 35, column: 11, scope: !20)
!190 = !DILocation(line: 35, column: 15, scope: !20)
!191 = !DILocation(line: 35, column: 19, scope: !20)
!192 = !DILocation(line: 35, column: 24, scope: !20)
!193 = !DILocation(line: 36, column: 26, scope: !20)
!194 = !DILocation(line: 36, column: 36, scope: !20)
!195 = !DILocation(line: 36, column: 28, scope: !20)
!196 = !DILocation(line: 36, column: 5, scope: !20)
!197 = !DILocation(line: 36, column: 11, scope: !20)
!198 = !DILocation(line: 36, column: 15, scope: !20)
!199 = !DILocation(line: 36, column: 19, scope: !20)
!200 = !DILocation(line: 36, column: 24, scope: !20)
!201 = !DILocation(line: 37, column: 33, scope: !20)
!202 = !DILocation(line: 37, column: 38, scope: !20)
!203 = !DILocation(line: 37, column: 36, scope: !20)
!204 = !DILocation(line: 37, column: 5, scope: !20)
!205 = !DILocation(line: 37, column: 11, scope: !20)
!206 = !DILocation(line: 37, column: 15, scope: !20)
!207 = !DILocation(line: 37, column: 19, scope: !20)
!208 = !DILocation(line: 37, column: 24, scope: !20)
!209 = !DILocation(line: 38, column: 32, scope: !20)
!210 = !DILocation(line: 38, column: 26, scope: !20)
!211 = !DILocation(line: 38, column: 5, scope: !20)
!212 = !DILocation(line: 38, column: 11, scope: !20)
!213 = !DILocation(line: 38, column: 15, scope: !20)
!214 = !DILocation(line: 38, column: 19, scope: !20)
!215 = !DILocation(line: 38, column: 24, scope: !20)
!216 = !DILocation(line: 39, column: 26, scope: !20)
!217 = !DILocation(line: 39, column: 5, scope: !20)
!218 = !DILocation(line: 39, column: 11, scope: !20)
!219 = !DILocation(line: 39, column: 15, scope: !20)
!220 = !DILocation(line: 39, column: 19, scope: !20)
!221 = !DILocation(line: 39, column: 24, scope: !20)
!222 = !DILocation(line: 40, column: 26, scope: !20)
!223 = !DILocation(line: 40, column: 30, scope: !20)
!224 = !DILocation(line: 40, column: 28, scope: !20)
!225 = !DILocation(line: 40, column: 5, scope: !20)
!226 = !DILocation(line: 40, column: 11, scope: !20)
!227 = !DILocation(line: 40, column: 15, scope: !20)
!228 = !DILocation(line: 40, column: 19, scope: !20)
!229 = !DILocation(line: 40, column: 24, scope: !20)
!230 = !DILocation(line: 41, column: 1, scope: !20)
