; ModuleID = 'src/private_array.cl'
source_filename = "src/private_array.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Item = type { i32, float }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @private_array_dynamic_index(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !17 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca [32 x i32], align 4, addrspace(5)
  %11 = alloca [8 x %struct.Item], align 4, addrspace(5)
  %12 = alloca [8 x i32], align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca %struct.Item, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
    #dbg_declare(ptr addrspace(5) %7, !28, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !29)
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
    #dbg_declare(ptr addrspace(5) %8, !30, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !31)
    #dbg_declare(ptr addrspace(5) %9, !32, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !36)
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !37, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !41)
  %21 = load i32, ptr addrspace(5) %6, align 4, !dbg !43
  store i32 %21, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !44, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !46)
  %22 = load i32, ptr addrspace(5) %5, align 4, !dbg !48
  %23 = icmp eq i32 %22, 0, !dbg !49
  br i1 %23, label %24, label %26, !dbg !48

24:                                               ; preds = %2
  %25 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !50
  br label %35, !dbg !48

26:                                               ; preds = %2
  %27 = load i32, ptr addrspace(5) %5, align 4, !dbg !51
  %28 = icmp eq i32 %27, 1, !dbg !52
  br i1 %28, label %29, label %31, !dbg !51

29:                                               ; preds = %26
  %30 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !53
  br label %33, !dbg !51

31:                                               ; preds = %26
  %32 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !54
  br label %33, !dbg !51

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %30, %29 ], [ %32, %31 ], !dbg !51
  br label %35, !dbg !48

35:                                               ; preds = %24, %33
  %36 = phi i32 [ %25, %24 ], [ %34, %33 ], !dbg !48
  %37 = load i32, ptr addrspace(5) %6, align 4, !dbg !55
  store i32 %37, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !56, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !58)
  %38 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !60
  %39 = getelementptr inbounds i8, ptr addrspace(4) %38, i64 4, !dbg !61
  %40 = load i32, ptr addrspace(5) %4, align 4, !dbg !62
  %41 = icmp ult i32 %40, 3, !dbg !63
  br i1 %41, label %42, label %44, !dbg !62

42:                                               ; preds = %35
  %43 = load i32, ptr addrspace(5) %4, align 4, !dbg !64
  br label %45, !dbg !62

44:                                               ; preds = %35
  br label %45, !dbg !62

45:                                               ; preds = %42, %44
  %46 = phi i32 [ %43, %42 ], [ 0, %44 ], !dbg !62
  %47 = mul i32 2, %46, !dbg !65
  %48 = zext i32 %47 to i64, !dbg !66
  %49 = getelementptr inbounds i8, ptr addrspace(4) %39, i64 %48, !dbg !66
  %50 = load i16, ptr addrspace(4) %49, align 2, !dbg !67
  %51 = zext i16 %50 to i32, !dbg !67
  %52 = mul i32 %36, %51, !dbg !68
  %53 = load i32, ptr addrspace(5) %6, align 4, !dbg !69
  store i32 %53, ptr addrspace(5) %3, align 4
    #dbg_declare(ptr addrspace(5) %3, !70, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !72)
  %54 = load i32, ptr addrspace(5) %3, align 4, !dbg !74
  %55 = icmp eq i32 %54, 0, !dbg !75
  br i1 %55, label %56, label %58, !dbg !74

56:                                               ; preds = %45
  %57 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !76
  br label %67, !dbg !74

58:                                               ; preds = %45
  %59 = load i32, ptr addrspace(5) %3, align 4, !dbg !77
  %60 = icmp eq i32 %59, 1, !dbg !78
  br i1 %60, label %61, label %63, !dbg !77

61:                                               ; preds = %58
  %62 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !79
  br label %65, !dbg !77

63:                                               ; preds = %58
  %64 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !80
  br label %65, !dbg !77

65:                                               ; preds = %63, %61
  %66 = phi i32 [ %62, %61 ], [ %64, %63 ], !dbg !77
  br label %67, !dbg !74

67:                                               ; preds = %56, %65
  %68 = phi i32 [ %57, %56 ], [ %66, %65 ], !dbg !74
  %69 = add i32 %52, %68, !dbg !81
  store i32 %69, ptr addrspace(5) %9, align 4, !dbg !36
    #dbg_declare(ptr addrspace(5) %10, !82, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([32 x i32])), !86)
    #dbg_declare(ptr addrspace(5) %11, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([8 x %struct.Item])), !96)
    #dbg_declare(ptr addrspace(5) %12, !97, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([8 x i32])), !99)
    #dbg_declare(ptr addrspace(5) %13, !100, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !102)
  store i32 0, ptr addrspace(5) %13, align 4, !dbg !102
  br label %70, !dbg !103

70:                                               ; preds = %87, %67
  %71 = load i32, ptr addrspace(5) %13, align 4, !dbg !104
  %72 = icmp slt i32 %71, 32, !dbg !106
  br i1 %72, label %73, label %90, !dbg !107

73:                                               ; preds = %70
  %74 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !108
  %75 = load i32, ptr addrspace(5) %9, align 4, !dbg !109
  %76 = zext i32 %75 to i64, !dbg !108
  %77 = getelementptr inbounds i32, ptr addrspace(1) %74, i64 %76, !dbg !108
  %78 = load i32, ptr addrspace(1) %77, align 4, !dbg !108
  %79 = load i32, ptr addrspace(5) %13, align 4, !dbg !110
  %80 = mul nsw i32 %78, %79, !dbg !111
  %81 = load i32, ptr addrspace(5) %13, align 4, !dbg !112
  %82 = xor i32 %81, 5, !dbg !113
  %83 = add nsw i32 %80, %82, !dbg !114
  %84 = load i32, ptr addrspace(5) %13, align 4, !dbg !115
  %85 = sext i32 %84 to i64, !dbg !116
  %86 = getelementptr inbounds [32 x i32], ptr addrspace(5) %10, i64 0, i64 %85, !dbg !116
  store i32 %83, ptr addrspace(5) %86, align 4, !dbg !117
  br label %87, !dbg !116

87:                                               ; preds = %73
  %88 = load i32, ptr addrspace(5) %13, align 4, !dbg !118
  %89 = add nsw i32 %88, 1, !dbg !118
  store i32 %89, ptr addrspace(5) %13, align 4, !dbg !118
  br label %70, !dbg !119, !llvm.loop !120

90:                                               ; preds = %70
    #dbg_declare(ptr addrspace(5) %14, !122, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !124)
  store i32 0, ptr addrspace(5) %14, align 4, !dbg !124
  br label %91, !dbg !125

91:                                               ; preds = %121, %90
  %92 = load i32, ptr addrspace(5) %14, align 4, !dbg !126
  %93 = icmp slt i32 %92, 8, !dbg !128
  br i1 %93, label %94, label %124, !dbg !129

94:                                               ; preds = %91
  %95 = load i32, ptr addrspace(5) %14, align 4, !dbg !130
  %96 = mul nsw i32 %95, 7, !dbg !132
  %97 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !133
  %98 = load i32, ptr addrspace(5) %9, align 4, !dbg !134
  %99 = zext i32 %98 to i64, !dbg !133
  %100 = getelementptr inbounds i32, ptr addrspace(1) %97, i64 %99, !dbg !133
  %101 = load i32, ptr addrspace(1) %100, align 4, !dbg !133
  %102 = add nsw i32 %96, %101, !dbg !135
  %103 = and i32 %102, 31, !dbg !136
  %104 = sext i32 %103 to i64, !dbg !137
  %105 = getelementptr inbounds [32 x i32], ptr addrspace(5) %10, i64 0, i64 %104, !dbg !137
  %106 = load i32, ptr addrspace(5) %105, align 4, !dbg !137
  %107 = load i32, ptr addrspace(5) %14, align 4, !dbg !138
  %108 = sext i32 %107 to i64, !dbg !139
  %109 = getelementptr inbounds [8 x %struct.Item], ptr addrspace(5) %11, i64 0, i64 %108, !dbg !139
  %110 = getelementptr inbounds %struct.Item, ptr addrspace(5) %109, i32 0, i32 0, !dbg !140
  store i32 %106, ptr addrspace(5) %110, align 4, !dbg !141
  %111 = load i32, ptr addrspace(5) %14, align 4, !dbg !142
  %112 = sitofp i32 %111 to float, !dbg !143
  %113 = fmul float %112, 5.000000e-01, !dbg !144
  %114 = load i32, ptr addrspace(5) %14, align 4, !dbg !145
  %115 = sext i32 %114 to i64, !dbg !146
  %116 = getelementptr inbounds [8 x %struct.Item], ptr addrspace(5) %11, i64 0, i64 %115, !dbg !146
  %117 = getelementptr inbounds %struct.Item, ptr addrspace(5) %116, i32 0, i32 1, !dbg !147
  store float %113, ptr addrspace(5) %117, align 4, !dbg !148
  %118 = load i32, ptr addrspace(5) %14, align 4, !dbg !149
  %119 = sext i32 %118 to i64, !dbg !150
  %120 = getelementptr inbounds [8 x i32], ptr addrspace(5) %12, i64 0, i64 %119, !dbg !150
  store i32 0, ptr addrspace(5) %120, align 4, !dbg !151
  br label %121, !dbg !152

121:                                              ; preds = %94
  %122 = load i32, ptr addrspace(5) %14, align 4, !dbg !153
  %123 = add nsw i32 %122, 1, !dbg !153
  store i32 %123, ptr addrspace(5) %14, align 4, !dbg !153
  br label %91, !dbg !154, !llvm.loop !155

124:                                              ; preds = %91
    #dbg_declare(ptr addrspace(5) %15, !157, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !158)
  %125 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !159
  %126 = load i32, ptr addrspace(5) %9, align 4, !dbg !160
  %127 = zext i32 %126 to i64, !dbg !159
  %128 = getelementptr inbounds i32, ptr addrspace(1) %125, i64 %127, !dbg !159
  %129 = load i32, ptr addrspace(1) %128, align 4, !dbg !159
  %130 = and i32 %129, 31, !dbg !161
  store i32 %130, ptr addrspace(5) %15, align 4, !dbg !158
    #dbg_declare(ptr addrspace(5) %16, !162, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !163)
  %131 = load i32, ptr addrspace(5) %15, align 4, !dbg !164
  %132 = sext i32 %131 to i64, !dbg !165
  %133 = getelementptr inbounds [32 x i32], ptr addrspace(5) %10, i64 0, i64 %132, !dbg !165
  %134 = load i32, ptr addrspace(5) %133, align 4, !dbg !165
  %135 = load i32, ptr addrspace(5) %15, align 4, !dbg !166
  %136 = sub nsw i32 31, %135, !dbg !167
  %137 = sext i32 %136 to i64, !dbg !168
  %138 = getelementptr inbounds [32 x i32], ptr addrspace(5) %10, i64 0, i64 %137, !dbg !168
  %139 = load i32, ptr addrspace(5) %138, align 4, !dbg !168
  %140 = add nsw i32 %134, %139, !dbg !169
  store i32 %140, ptr addrspace(5) %16, align 4, !dbg !163
    #dbg_declare(ptr addrspace(5) %17, !170, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Item)), !171)
  %141 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !172
  %142 = load i32, ptr addrspace(5) %9, align 4, !dbg !173
  %143 = zext i32 %142 to i64, !dbg !172
  %144 = getelementptr inbounds i32, ptr addrspace(1) %141, i64 %143, !dbg !172
  %145 = load i32, ptr addrspace(1) %144, align 4, !dbg !172
  %146 = and i32 %145, 7, !dbg !174
  %147 = sext i32 %146 to i64, !dbg !175
  %148 = getelementptr inbounds [8 x %struct.Item], ptr addrspace(5) %11, i64 0, i64 %147, !dbg !175
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) align 4 %17, ptr addrspace(5) align 4 %148, i64 8, i1 false), !dbg !175
  %149 = getelementptr inbounds [8 x %struct.Item], ptr addrspace(5) %11, i64 0, i64 0, !dbg !176
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) align 4 %149, ptr addrspace(5) align 4 %17, i64 8, i1 false), !dbg !177
    #dbg_declare(ptr addrspace(5) %18, !178, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !180)
  store i32 0, ptr addrspace(5) %18, align 4, !dbg !180
  br label %150, !dbg !181

150:                                              ; preds = %163, %124
  %151 = load i32, ptr addrspace(5) %18, align 4, !dbg !182
  %152 = icmp slt i32 %151, 32, !dbg !184
  br i1 %152, label %153, label %166, !dbg !185

153:                                              ; preds = %150
  %154 = load i32, ptr addrspace(5) %18, align 4, !dbg !186
  %155 = sext i32 %154 to i64, !dbg !187
  %156 = getelementptr inbounds [32 x i32], ptr addrspace(5) %10, i64 0, i64 %155, !dbg !187
  %157 = load i32, ptr addrspace(5) %156, align 4, !dbg !187
  %158 = and i32 %157, 7, !dbg !188
  %159 = sext i32 %158 to i64, !dbg !189
  %160 = getelementptr inbounds [8 x i32], ptr addrspace(5) %12, i64 0, i64 %159, !dbg !189
  %161 = load i32, ptr addrspace(5) %160, align 4, !dbg !190
  %162 = add nsw i32 %161, 1, !dbg !190
  store i32 %162, ptr addrspace(5) %160, align 4, !dbg !190
  br label %163, !dbg !189

163:                                              ; preds = %153
  %164 = load i32, ptr addrspace(5) %18, align 4, !dbg !191
  %165 = add nsw i32 %164, 1, !dbg !191
  store i32 %165, ptr addrspace(5) %18, align 4, !dbg !191
  br label %150, !dbg !192, !llvm.loop !193

166:                                              ; preds = %150
    #dbg_declare(ptr addrspace(5) %19, !195, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !196)
  store i32 0, ptr addrspace(5) %19, align 4, !dbg !196
    #dbg_declare(ptr addrspace(5) %20, !197, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !199)
  store i32 0, ptr addrspace(5) %20, align 4, !dbg !199
  br label %167, !dbg !200

167:                                              ; preds = %180, %166
  %168 = load i32, ptr addrspace(5) %20, align 4, !dbg !201
  %169 = icmp slt i32 %168, 8, !dbg !203
  br i1 %169, label %170, label %183, !dbg !204

170:                                              ; preds = %167
  %171 = load i32, ptr addrspace(5) %20, align 4, !dbg !205
  %172 = sext i32 %171 to i64, !dbg !206
  %173 = getelementptr inbounds [8 x i32], ptr addrspace(5) %12, i64 0, i64 %172, !dbg !206
  %174 = load i32, ptr addrspace(5) %173, align 4, !dbg !206
  %175 = load i32, ptr addrspace(5) %20, align 4, !dbg !207
  %176 = add nsw i32 %175, 1, !dbg !208
  %177 = mul nsw i32 %174, %176, !dbg !209
  %178 = load i32, ptr addrspace(5) %19, align 4, !dbg !210
  %179 = add nsw i32 %178, %177, !dbg !210
  store i32 %179, ptr addrspace(5) %19, align 4, !dbg !210
  br label %180, !dbg !211

180:                                              ; preds = %170
  %181 = load i32, ptr addrspace(5) %20, align 4, !dbg !212
  %182 = add nsw i32 %181, 1, !dbg !212
  store i32 %182, ptr addrspace(5) %20, align 4, !dbg !212
  br label %167, !dbg !213, !llvm.loop !214

183:                                              ; preds = %167
  %184 = load i32, ptr addrspace(5) %16, align 4, !dbg !216
  %185 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !217
  %186 = load i32, ptr addrspace(5) %9, align 4, !dbg !218
  %187 = mul i32 %186, 4, !dbg !219
  %188 = add i32 %187, 0, !dbg !220
  %189 = zext i32 %188 to i64, !dbg !217
  %190 = getelementptr inbounds i32, ptr addrspace(1) %185, i64 %189, !dbg !217
  store i32 %184, ptr addrspace(1) %190, align 4, !dbg !221
  %191 = getelementptr inbounds [8 x %struct.Item], ptr addrspace(5) %11, i64 0, i64 0, !dbg !222
  %192 = getelementptr inbounds %struct.Item, ptr addrspace(5) %191, i32 0, i32 0, !dbg !223
  %193 = load i32, ptr addrspace(5) %192, align 4, !dbg !223
  %194 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !224
  %195 = load i32, ptr addrspace(5) %9, align 4, !dbg !225
  %196 = mul i32 %195, 4, !dbg !226
  %197 = add i32 %196, 1, !dbg !227
  %198 = zext i32 %197 to i64, !dbg !224
  %199 = getelementptr inbounds i32, ptr addrspace(1) %194, i64 %198, !dbg !224
  store i32 %193, ptr addrspace(1) %199, align 4, !dbg !228
  %200 = getelementptr inbounds [8 x %struct.Item], ptr addrspace(5) %11, i64 0, i64 0, !dbg !229
  %201 = getelementptr inbounds %struct.Item, ptr addrspace(5) %200, i32 0, i32 1, !dbg !230
  %202 = load float, ptr addrspace(5) %201, align 4, !dbg !230
  %203 = fmul float %202, 1.000000e+01, !dbg !231
  %204 = fptosi float %203 to i32, !dbg !232
  %205 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !233
  %206 = load i32, ptr addrspace(5) %9, align 4, !dbg !234
  %207 = mul i32 %206, 4, !dbg !235
  %208 = add i32 %207, 2, !dbg !236
  %209 = zext i32 %208 to i64, !dbg !233
  %210 = getelementptr inbounds i32, ptr addrspace(1) %205, i64 %209, !dbg !233
  store i32 %204, ptr addrspace(1) %210, align 4, !dbg !237
  %211 = load i32, ptr addrspace(5) %19, align 4, !dbg !238
  %212 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !239
  %213 = load i32, ptr addrspace(5) %9, align 4, !dbg !240
  %214 = mul i32 %213, 4, !dbg !241
  %215 = add i32 %214, 3, !dbg !242
  %216 = zext i32 %215 to i64, !dbg !239
  %217 = getelementptr inbounds i32, ptr addrspace(1) %212, i64 %216, !dbg !239
  store i32 %211, ptr addrspace(1) %217, align 4, !dbg !243
  ret void, !dbg !244
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #1

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

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!opencl.ocl.version = !{!15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/private_array.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e20af71b13c308a4474def87baaf41b4")
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
!17 = distinct !DISubprogram(name: "private_array_dynamic_index", scope: !1, file: !1, line: 14, type: !18, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!18 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !19)
!19 = !{null, !20, !22}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !{i32 1, i32 1}
!25 = !{!"none", !"none"}
!26 = !{!"int*", !"int*"}
!27 = !{!"const", !""}
!28 = !DILocalVariable(name: "in", arg: 1, scope: !17, file: !1, line: 14, type: !20)
!29 = !DILocation(line: 14, column: 63, scope: !17)
!30 = !DILocalVariable(name: "out", arg: 2, scope: !17, file: !1, line: 15, type: !22)
!31 = !DILocation(line: 15, column: 57, scope: !17)
!32 = !DILocalVariable(name: "gid", scope: !17, file: !1, line: 16, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !34, line: 18, baseType: !35)
!34 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 16, column: 10, scope: !17)
!37 = !DILocalVariable(name: "d", arg: 1, scope: !38, file: !34, line: 62, type: !33)
!38 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !34, file: !34, line: 62, type: !39, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!39 = !DISubroutineType(types: !40)
!40 = !{!33, !33}
!41 = !DILocation(line: 62, column: 32, scope: !38, inlinedAt: !42)
!42 = distinct !DILocation(line: 16, column: 16, scope: !17)
!43 = !DILocation(line: 63, column: 25, scope: !38, inlinedAt: !42)
!44 = !DILocalVariable(name: "d", arg: 1, scope: !45, file: !34, line: 49, type: !33)
!45 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !34, file: !34, line: 49, type: !39, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!46 = !DILocation(line: 49, column: 31, scope: !45, inlinedAt: !47)
!47 = distinct !DILocation(line: 63, column: 12, scope: !38, inlinedAt: !42)
!48 = !DILocation(line: 50, column: 12, scope: !45, inlinedAt: !47)
!49 = !DILocation(line: 50, column: 14, scope: !45, inlinedAt: !47)
!50 = !DILocation(line: 50, column: 21, scope: !45, inlinedAt: !47)
!51 = !DILocation(line: 51, column: 12, scope: !45, inlinedAt: !47)
!52 = !DILocation(line: 51, column: 14, scope: !45, inlinedAt: !47)
!53 = !DILocation(line: 51, column: 21, scope: !45, inlinedAt: !47)
!54 = !DILocation(line: 52, column: 21, scope: !45, inlinedAt: !47)
!55 = !DILocation(line: 63, column: 45, scope: !38, inlinedAt: !42)
!56 = !DILocalVariable(name: "d", arg: 1, scope: !57, file: !34, line: 54, type: !33)
!57 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !34, file: !34, line: 54, type: !39, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!58 = !DILocation(line: 54, column: 33, scope: !57, inlinedAt: !59)
!59 = distinct !DILocation(line: 63, column: 30, scope: !38, inlinedAt: !42)
!60 = !DILocation(line: 56, column: 42, scope: !57, inlinedAt: !59)
!61 = !DILocation(line: 56, column: 50, scope: !57, inlinedAt: !59)
!62 = !DILocation(line: 56, column: 61, scope: !57, inlinedAt: !59)
!63 = !DILocation(line: 56, column: 63, scope: !57, inlinedAt: !59)
!64 = !DILocation(line: 56, column: 69, scope: !57, inlinedAt: !59)
!65 = !DILocation(line: 56, column: 58, scope: !57, inlinedAt: !59)
!66 = !DILocation(line: 56, column: 54, scope: !57, inlinedAt: !59)
!67 = !DILocation(line: 56, column: 12, scope: !57, inlinedAt: !59)
!68 = !DILocation(line: 63, column: 28, scope: !38, inlinedAt: !42)
!69 = !DILocation(line: 63, column: 63, scope: !38, inlinedAt: !42)
!70 = !DILocalVariable(name: "d", arg: 1, scope: !71, file: !34, line: 44, type: !33)
!71 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !34, file: !34, line: 44, type: !39, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!72 = !DILocation(line: 44, column: 31, scope: !71, inlinedAt: !73)
!73 = distinct !DILocation(line: 63, column: 50, scope: !38, inlinedAt: !42)
!74 = !DILocation(line: 45, column: 12, scope: !71, inlinedAt: !73)
!75 = !DILocation(line: 45, column: 14, scope: !71, inlinedAt: !73)
!76 = !DILocation(line: 45, column: 21, scope: !71, inlinedAt: !73)
!77 = !DILocation(line: 46, column: 12, scope: !71, inlinedAt: !73)
!78 = !DILocation(line: 46, column: 14, scope: !71, inlinedAt: !73)
!79 = !DILocation(line: 46, column: 21, scope: !71, inlinedAt: !73)
!80 = !DILocation(line: 47, column: 21, scope: !71, inlinedAt: !73)
!81 = !DILocation(line: 63, column: 48, scope: !38, inlinedAt: !42)
!82 = !DILocalVariable(name: "arr", scope: !17, file: !1, line: 17, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 32)
!86 = !DILocation(line: 17, column: 9, scope: !17)
!87 = !DILocalVariable(name: "items", scope: !17, file: !1, line: 18, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 512, elements: !94)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "Item", file: !1, line: 12, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 64, elements: !91)
!91 = !{!92, !93}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !90, file: !1, line: 10, baseType: !4, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !90, file: !1, line: 11, baseType: !3, size: 32, offset: 32)
!94 = !{!95}
!95 = !DISubrange(count: 8)
!96 = !DILocation(line: 18, column: 10, scope: !17)
!97 = !DILocalVariable(name: "hist", scope: !17, file: !1, line: 19, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !94)
!99 = !DILocation(line: 19, column: 9, scope: !17)
!100 = !DILocalVariable(name: "i", scope: !101, file: !1, line: 21, type: !4)
!101 = distinct !DILexicalBlock(scope: !17, file: !1, line: 21, column: 5)
!102 = !DILocation(line: 21, column: 14, scope: !101)
!103 = !DILocation(line: 21, column: 10, scope: !101)
!104 = !DILocation(line: 21, column: 21, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !1, line: 21, column: 5)
!106 = !DILocation(line: 21, column: 23, scope: !105)
!107 = !DILocation(line: 21, column: 5, scope: !101)
!108 = !DILocation(line: 22, column: 18, scope: !105)
!109 = !DILocation(line: 22, column: 21, scope: !105)
!110 = !DILocation(line: 22, column: 28, scope: !105)
!111 = !DILocation(line: 22, column: 26, scope: !105)
!112 = !DILocation(line: 22, column: 33, scope: !105)
!113 = !DILocation(line: 22, column: 35, scope: !105)
!114 = !DILocation(line: 22, column: 30, scope: !105)
!115 = !DILocation(line: 22, column: 13, scope: !105)
!116 = !DILocation(line: 22, column: 9, scope: !105)
!117 = !DILocation(line: 22, column: 16, scope: !105)
!118 = !DILocation(line: 21, column: 30, scope: !105)
!119 = !DILocation(line: 21, column: 5, scope: !105)
!120 = distinct !{!120, !107, !121}
!121 = !DILocation(line: 22, column: 38, scope: !101)
!122 = !DILocalVariable(name: "i", scope: !123, file: !1, line: 23, type: !4)
!123 = distinct !DILexicalBlock(scope: !17, file: !1, line: 23, column: 5)
!124 = !DILocation(line: 23, column: 14, scope: !123)
!125 = !DILocation(line: 23, column: 10, scope: !123)
!126 = !DILocation(line: 23, column: 21, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !1, line: 23, column: 5)
!128 = !DILocation(line: 23, column: 23, scope: !127)
!129 = !DILocation(line: 23, column: 5, scope: !123)
!130 = !DILocation(line: 24, column: 29, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !1, line: 23, column: 33)
!132 = !DILocation(line: 24, column: 31, scope: !131)
!133 = !DILocation(line: 24, column: 37, scope: !131)
!134 = !DILocation(line: 24, column: 40, scope: !131)
!135 = !DILocation(line: 24, column: 35, scope: !131)
!136 = !DILocation(line: 24, column: 46, scope: !131)
!137 = !DILocation(line: 24, column: 24, scope: !131)
!138 = !DILocation(line: 24, column: 15, scope: !131)
!139 = !DILocation(line: 24, column: 9, scope: !131)
!140 = !DILocation(line: 24, column: 18, scope: !131)
!141 = !DILocation(line: 24, column: 22, scope: !131)
!142 = !DILocation(line: 25, column: 34, scope: !131)
!143 = !DILocation(line: 25, column: 27, scope: !131)
!144 = !DILocation(line: 25, column: 36, scope: !131)
!145 = !DILocation(line: 25, column: 15, scope: !131)
!146 = !DILocation(line: 25, column: 9, scope: !131)
!147 = !DILocation(line: 25, column: 18, scope: !131)
!148 = !DILocation(line: 25, column: 25, scope: !131)
!149 = !DILocation(line: 26, column: 14, scope: !131)
!150 = !DILocation(line: 26, column: 9, scope: !131)
!151 = !DILocation(line: 26, column: 17, scope: !131)
!152 = !DILocation(line: 27, column: 5, scope: !131)
!153 = !DILocation(line: 23, column: 29, scope: !127)
!154 = !DILocation(line: 23, column: 5, scope: !127)
!155 = distinct !{!155, !129, !156}
!156 = !DILocation(line: 27, column: 5, scope: !123)
!157 = !DILocalVariable(name: "idx", scope: !17, file: !1, line: 30, type: !4)
!158 = !DILocation(line: 30, column: 9, scope: !17)
!159 = !DILocation(line: 30, column: 15, scope: !17)
!160 = !DILocation(line: 30, column: 18, scope: !17)
!161 = !DILocation(line: 30, column: 23, scope: !17)
!162 = !DILocalVariable(name: "picked", scope: !17, file: !1, line: 31, type: !4)
!163 = !DILocation(line: 31, column: 9, scope: !17)
!164 = !DILocation(line: 31, column: 22, scope: !17)
!165 = !DILocation(line: 31, column: 18, scope: !17)
!166 = !DILocation(line: 31, column: 38, scope: !17)
!167 = !DILocation(line: 31, column: 36, scope: !17)
!168 = !DILocation(line: 31, column: 29, scope: !17)
!169 = !DILocation(line: 31, column: 27, scope: !17)
!170 = !DILocalVariable(name: "t", scope: !17, file: !1, line: 34, type: !89)
!171 = !DILocation(line: 34, column: 10, scope: !17)
!172 = !DILocation(line: 34, column: 20, scope: !17)
!173 = !DILocation(line: 34, column: 23, scope: !17)
!174 = !DILocation(line: 34, column: 28, scope: !17)
!175 = !DILocation(line: 34, column: 14, scope: !17)
!176 = !DILocation(line: 35, column: 5, scope: !17)
!177 = !DILocation(line: 35, column: 16, scope: !17)
!178 = !DILocalVariable(name: "i", scope: !179, file: !1, line: 38, type: !4)
!179 = distinct !DILexicalBlock(scope: !17, file: !1, line: 38, column: 5)
!180 = !DILocation(line: 38, column: 14, scope: !179)
!181 = !DILocation(line: 38, column: 10, scope: !179)
!182 = !DILocation(line: 38, column: 21, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !1, line: 38, column: 5)
!184 = !DILocation(line: 38, column: 23, scope: !183)
!185 = !DILocation(line: 38, column: 5, scope: !179)
!186 = !DILocation(line: 39, column: 18, scope: !183)
!187 = !DILocation(line: 39, column: 14, scope: !183)
!188 = !DILocation(line: 39, column: 21, scope: !183)
!189 = !DILocation(line: 39, column: 9, scope: !183)
!190 = !DILocation(line: 39, column: 25, scope: !183)
!191 = !DILocation(line: 38, column: 30, scope: !183)
!192 = !DILocation(line: 38, column: 5, scope: !183)
!193 = distinct !{!193, !185, !194}
!194 = !DILocation(line: 39, column: 25, scope: !179)
!195 = !DILocalVariable(name: "hsum", scope: !17, file: !1, line: 41, type: !4)
!196 = !DILocation(line: 41, column: 9, scope: !17)
!197 = !DILocalVariable(name: "i", scope: !198, file: !1, line: 42, type: !4)
!198 = distinct !DILexicalBlock(scope: !17, file: !1, line: 42, column: 5)
!199 = !DILocation(line: 42, column: 14, scope: !198)
!200 = !DILocation(line: 42, column: 10, scope: !198)
!201 = !DILocation(line: 42, column: 21, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !1, line: 42, column: 5)
!203 = !DILocation(line: 42, column: 23, scope: !202)
!204 = !DILocation(line: 42, column: 5, scope: !198)
!205 = !DILocation(line: 43, column: 22, scope: !202)
!206 = !DILocation(line: 43, column: 17, scope: !202)
!207 = !DILocation(line: 43, column: 28, scope: !202)
!208 = !DILocation(line: 43, column: 30, scope: !202)
!209 = !DILocation(line: 43, column: 25, scope: !202)
!210 = !DILocation(line: 43, column: 14, scope: !202)
!211 = !DILocation(line: 43, column: 9, scope: !202)
!212 = !DILocation(line: 42, column: 29, scope: !202)
!213 = !DILocation(line: 42, column: 5, scope: !202)
!214 = distinct !{!214, !204, !215}
!215 = !DILocation(line: 43, column: 33, scope: !198)
!216 = !DILocation(line: 45, column: 24, scope: !17)
!217 = !DILocation(line: 45, column: 5, scope: !17)
!218 = !DILocation(line: 45, column: 9, scope: !17)
!219 = !DILocation(line: 45, column: 13, scope: !17)
!220 = !DILocation(line: 45, column: 17, scope: !17)
!221 = !DILocation(line: 45, column: 22, scope: !17)
!222 = !DILocation(line: 46, column: 24, scope: !17)
!223 = !DILocation(line: 46, column: 33, scope: !17)
!224 = !DILocation(line: 46, column: 5, scope: !17)
!225 = !DILocation(line: 46, column: 9, scope: !17)
!226 = !DILocation(line: 46, column: 13, scope: !17)
!227 = !DILocation(line: 46, column: 17, scope: !17)
!228 = !DILocation(line: 46, column: 22, scope: !17)
!229 = !DILocation(line: 47, column: 30, scope: !17)
!230 = !DILocation(line: 47, column: 39, scope: !17)
!231 = !DILocation(line: 47, column: 46, scope: !17)
!232 = !DILocation(line: 47, column: 24, scope: !17)
!233 = !DILocation(line: 47, column: 5, scope: !17)
!234 = !DILocation(line: 47, column: 9, scope: !17)
!235 = !DILocation(line: 47, column: 13, scope: !17)
!236 = !DILocation(line: 47, column: 17, scope: !17)
!237 = !DILocation(line: 47, column: 22, scope: !17)
!238 = !DILocation(line: 48, column: 24, scope: !17)
!239 = !DILocation(line: 48, column: 5, scope: !17)
!240 = !DILocation(line: 48, column: 9, scope: !17)
!241 = !DILocation(line: 48, column: 13, scope: !17)
!242 = !DILocation(line: 48, column: 17, scope: !17)
!243 = !DILocation(line: 48, column: 22, scope: !17)
!244 = !DILocation(line: 49, column: 1, scope: !17)
