; ModuleID = 'src/hip_templates.hip'
source_filename = "src/hip_templates.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Point = type { i32, i32 }
%class.anon = type { i8 }
%struct.Accum = type { [4 x i32], i32 }
%struct.Accum.0 = type { [4 x float], i32 }

$_Z10scaled_sumIiET_PKS0_iS0_ = comdat any

$_ZNK5Point9manhattanEv = comdat any

$_Z10scaled_sumIfET_PKS0_iS0_ = comdat any

$_ZN5AccumIiLi4EEC2Ev = comdat any

$_ZN5AccumIiLi4EE4pushEi = comdat any

$_ZNK5AccumIiLi4EE5totalEv = comdat any

$_ZN5AccumIfLi4EEC2Ev = comdat any

$_ZN5AccumIfLi4EE4pushEf = comdat any

$_ZNK5AccumIfLi4EE5totalEv = comdat any

@_ZZ19hip_template_sharedE4tile = internal addrspace(3) global [64 x i32] undef, align 16, !dbg !0
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1, !dbg !64
@__hip_cuid_d15cae17a2e1cb79 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d15cae17a2e1cb79 to ptr)], section "llvm.metadata"
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i64 @_Z4ipowlj(i64 noundef %0, i32 noundef %1) #0 !dbg !84 {
  %3 = alloca i64, align 8, addrspace(5)
  %4 = alloca i64, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store i64 %0, ptr %8, align 8
    #dbg_declare(ptr addrspace(5) %4, !89, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !90)
  store i32 %1, ptr %9, align 4
    #dbg_declare(ptr addrspace(5) %5, !91, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !92)
  %11 = load i32, ptr %9, align 4, !dbg !93
  %12 = icmp eq i32 %11, 0, !dbg !95
  br i1 %12, label %13, label %14, !dbg !96

13:                                               ; preds = %2
  store i64 1, ptr %7, align 8, !dbg !97
  br label %34, !dbg !97

14:                                               ; preds = %2
    #dbg_declare(ptr addrspace(5) %6, !98, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i64)), !99)
  %15 = load i64, ptr %8, align 8, !dbg !100
  %16 = load i32, ptr %9, align 4, !dbg !101
  %17 = udiv i32 %16, 2, !dbg !102
  %18 = call noundef i64 @_Z4ipowlj(i64 noundef %15, i32 noundef %17) #4, !dbg !103
  store i64 %18, ptr %10, align 8, !dbg !99
  %19 = load i32, ptr %9, align 4, !dbg !104
  %20 = and i32 %19, 1, !dbg !105
  %21 = icmp ne i32 %20, 0, !dbg !106
  br i1 %21, label %22, label %28, !dbg !106

22:                                               ; preds = %14
  %23 = load i64, ptr %10, align 8, !dbg !107
  %24 = load i64, ptr %10, align 8, !dbg !108
  %25 = mul nsw i64 %23, %24, !dbg !109
  %26 = load i64, ptr %8, align 8, !dbg !110
  %27 = mul nsw i64 %25, %26, !dbg !111
  br label %32, !dbg !106

28:                                               ; preds = %14
  %29 = load i64, ptr %10, align 8, !dbg !112
  %30 = load i64, ptr %10, align 8, !dbg !113
  %31 = mul nsw i64 %29, %30, !dbg !114
  br label %32, !dbg !106

32:                                               ; preds = %28, %22
  %33 = phi i64 [ %27, %22 ], [ %31, %28 ], !dbg !106
  store i64 %33, ptr %7, align 8, !dbg !115
  br label %34, !dbg !115

34:                                               ; preds = %32, %13
  %35 = load i64, ptr %7, align 8, !dbg !116
  ret i64 %35, !dbg !116
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @hip_template_shared(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3, ptr addrspace(1) noundef %4) #1 !dbg !2 {
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca ptr, align 8, addrspace(5)
  %20 = alloca ptr, align 8, addrspace(5)
  %21 = alloca ptr, align 8, addrspace(5)
  %22 = alloca ptr, align 8, addrspace(5)
  %23 = alloca ptr, align 8, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca [4 x i32], align 16, addrspace(5)
  %27 = alloca %struct.Point, align 4, addrspace(5)
  %28 = alloca %class.anon, align 1, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca float, align 4, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i32, align 4, addrspace(5)
  %33 = addrspacecast ptr addrspace(5) %14 to ptr
  %34 = addrspacecast ptr addrspace(5) %15 to ptr
  %35 = addrspacecast ptr addrspace(5) %16 to ptr
  %36 = addrspacecast ptr addrspace(5) %17 to ptr
  %37 = addrspacecast ptr addrspace(5) %18 to ptr
  %38 = addrspacecast ptr addrspace(5) %19 to ptr
  %39 = addrspacecast ptr addrspace(5) %20 to ptr
  %40 = addrspacecast ptr addrspace(5) %21 to ptr
  %41 = addrspacecast ptr addrspace(5) %22 to ptr
  %42 = addrspacecast ptr addrspace(5) %23 to ptr
  %43 = addrspacecast ptr addrspace(5) %24 to ptr
  %44 = addrspacecast ptr addrspace(5) %25 to ptr
  %45 = addrspacecast ptr addrspace(5) %26 to ptr
  %46 = addrspacecast ptr addrspace(5) %27 to ptr
  %47 = addrspacecast ptr addrspace(5) %28 to ptr
  %48 = addrspacecast ptr addrspace(5) %29 to ptr
  %49 = addrspacecast ptr addrspace(5) %30 to ptr
  %50 = addrspacecast ptr addrspace(5) %31 to ptr
  %51 = addrspacecast ptr addrspace(5) %32 to ptr
  store ptr addrspace(1) %0, ptr %33, align 8
  %52 = load ptr, ptr %33, align 8
  store ptr addrspace(1) %1, ptr %34, align 8
  %53 = load ptr, ptr %34, align 8
  store ptr addrspace(1) %2, ptr %35, align 8
  %54 = load ptr, ptr %35, align 8
  store ptr addrspace(1) %3, ptr %36, align 8
  %55 = load ptr, ptr %36, align 8
  store ptr addrspace(1) %4, ptr %37, align 8
  %56 = load ptr, ptr %37, align 8
  store ptr %52, ptr %38, align 8
    #dbg_declare(ptr addrspace(5) %19, !117, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !118)
  store ptr %53, ptr %39, align 8
    #dbg_declare(ptr addrspace(5) %20, !119, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !120)
  store ptr %54, ptr %40, align 8
    #dbg_declare(ptr addrspace(5) %21, !121, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !122)
  store ptr %55, ptr %41, align 8
    #dbg_declare(ptr addrspace(5) %22, !123, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !124)
  store ptr %56, ptr %42, align 8
    #dbg_declare(ptr addrspace(5) %23, !125, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !126)
    #dbg_declare(ptr addrspace(5) %24, !127, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !128)
  %57 = addrspacecast ptr addrspace(5) %10 to ptr
  %58 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 0, ptr %58, align 4
    #dbg_declare(ptr addrspace(5) %11, !129, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !134)
  %59 = load i32, ptr %58, align 4, !dbg !136
  %60 = icmp eq i32 %59, 0, !dbg !137
  br i1 %60, label %61, label %63, !dbg !136

61:                                               ; preds = %5
  %62 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !138
  br label %72, !dbg !136

63:                                               ; preds = %5
  %64 = load i32, ptr %58, align 4, !dbg !139
  %65 = icmp eq i32 %64, 1, !dbg !140
  br i1 %65, label %66, label %68, !dbg !139

66:                                               ; preds = %63
  %67 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !141
  br label %70, !dbg !139

68:                                               ; preds = %63
  %69 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !142
  br label %70, !dbg !139

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %67, %66 ], [ %69, %68 ], !dbg !139
  br label %72, !dbg !136

72:                                               ; preds = %61, %70
  %73 = phi i32 [ %62, %61 ], [ %71, %70 ], !dbg !136
  %74 = addrspacecast ptr addrspace(5) %8 to ptr
  %75 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 0, ptr %75, align 4
    #dbg_declare(ptr addrspace(5) %9, !143, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !145)
  %76 = load i32, ptr %75, align 4, !dbg !147
  %77 = icmp eq i32 %76, 0, !dbg !148
  br i1 %77, label %78, label %80, !dbg !147

78:                                               ; preds = %72
  %79 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !149
  br label %89, !dbg !147

80:                                               ; preds = %72
  %81 = load i32, ptr %75, align 4, !dbg !150
  %82 = icmp eq i32 %81, 1, !dbg !151
  br i1 %82, label %83, label %85, !dbg !150

83:                                               ; preds = %80
  %84 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !152
  br label %87, !dbg !150

85:                                               ; preds = %80
  %86 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !153
  br label %87, !dbg !150

87:                                               ; preds = %85, %83
  %88 = phi i32 [ %84, %83 ], [ %86, %85 ], !dbg !150
  br label %89, !dbg !147

89:                                               ; preds = %78, %87
  %90 = phi i32 [ %79, %78 ], [ %88, %87 ], !dbg !147
  %91 = addrspacecast ptr addrspace(5) %6 to ptr
  %92 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 0, ptr %92, align 4
    #dbg_declare(ptr addrspace(5) %7, !154, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !156)
  %93 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !158
  %94 = addrspacecast ptr addrspace(4) %93 to ptr, !dbg !158
  %95 = getelementptr inbounds i8, ptr %94, i64 4, !dbg !159
  %96 = load i32, ptr %92, align 4, !dbg !160
  %97 = icmp ult i32 %96, 3, !dbg !161
  br i1 %97, label %98, label %100, !dbg !160

98:                                               ; preds = %89
  %99 = load i32, ptr %92, align 4, !dbg !162
  br label %101, !dbg !160

100:                                              ; preds = %89
  br label %101, !dbg !160

101:                                              ; preds = %98, %100
  %102 = phi i32 [ %99, %98 ], [ 0, %100 ], !dbg !160
  %103 = mul i32 2, %102, !dbg !163
  %104 = zext i32 %103 to i64, !dbg !164
  %105 = getelementptr inbounds i8, ptr %95, i64 %104, !dbg !164
  %106 = load i16, ptr %105, align 2, !dbg !165
  %107 = zext i16 %106 to i32, !dbg !165
  %108 = mul i32 %90, %107, !dbg !166
  %109 = add i32 %73, %108, !dbg !167
  store i32 %109, ptr %43, align 4, !dbg !128
    #dbg_declare(ptr addrspace(5) %25, !168, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !169)
  %110 = addrspacecast ptr addrspace(5) %12 to ptr
  %111 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 0, ptr %111, align 4
    #dbg_declare(ptr addrspace(5) %13, !129, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !170)
  %112 = load i32, ptr %111, align 4, !dbg !172
  %113 = icmp eq i32 %112, 0, !dbg !173
  br i1 %113, label %114, label %116, !dbg !172

114:                                              ; preds = %101
  %115 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !174
  br label %125, !dbg !172

116:                                              ; preds = %101
  %117 = load i32, ptr %111, align 4, !dbg !175
  %118 = icmp eq i32 %117, 1, !dbg !176
  br i1 %118, label %119, label %121, !dbg !175

119:                                              ; preds = %116
  %120 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !177
  br label %123, !dbg !175

121:                                              ; preds = %116
  %122 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !178
  br label %123, !dbg !175

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %120, %119 ], [ %122, %121 ], !dbg !175
  br label %125, !dbg !172

125:                                              ; preds = %114, %123
  %126 = phi i32 [ %115, %114 ], [ %124, %123 ], !dbg !172
  store i32 %126, ptr %44, align 4, !dbg !169
  %127 = load ptr, ptr %38, align 8, !dbg !179
  %128 = load i32, ptr %43, align 4, !dbg !180
  %129 = zext i32 %128 to i64, !dbg !179
  %130 = getelementptr inbounds i32, ptr %127, i64 %129, !dbg !179
  %131 = load i32, ptr %130, align 4, !dbg !179
  %132 = load i32, ptr %44, align 4, !dbg !181
  %133 = and i32 %132, 63, !dbg !182
  %134 = zext i32 %133 to i64, !dbg !183
  %135 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hip_template_sharedE4tile to ptr), i64 0, i64 %134, !dbg !183
  store i32 %131, ptr %135, align 4, !dbg !184
  fence syncscope("workgroup") release, !dbg !185
  call void @llvm.amdgcn.s.barrier(), !dbg !190
  fence syncscope("workgroup") acquire, !dbg !191
    #dbg_declare(ptr addrspace(5) %26, !192, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref([4 x i32])), !193)
  %136 = load i32, ptr %44, align 4, !dbg !194
  %137 = and i32 %136, 63, !dbg !195
  %138 = zext i32 %137 to i64, !dbg !196
  %139 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hip_template_sharedE4tile to ptr), i64 0, i64 %138, !dbg !196
  %140 = load i32, ptr %139, align 4, !dbg !196
  store i32 %140, ptr %45, align 4, !dbg !197
  %141 = getelementptr inbounds i32, ptr %45, i64 1, !dbg !197
  %142 = load i32, ptr %44, align 4, !dbg !198
  %143 = add i32 %142, 1, !dbg !199
  %144 = and i32 %143, 63, !dbg !200
  %145 = zext i32 %144 to i64, !dbg !201
  %146 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hip_template_sharedE4tile to ptr), i64 0, i64 %145, !dbg !201
  %147 = load i32, ptr %146, align 4, !dbg !201
  store i32 %147, ptr %141, align 4, !dbg !197
  %148 = getelementptr inbounds i32, ptr %45, i64 2, !dbg !197
  %149 = load i32, ptr %44, align 4, !dbg !202
  %150 = add i32 %149, 2, !dbg !203
  %151 = and i32 %150, 63, !dbg !204
  %152 = zext i32 %151 to i64, !dbg !205
  %153 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hip_template_sharedE4tile to ptr), i64 0, i64 %152, !dbg !205
  %154 = load i32, ptr %153, align 4, !dbg !205
  store i32 %154, ptr %148, align 4, !dbg !197
  %155 = getelementptr inbounds i32, ptr %45, i64 3, !dbg !197
  %156 = load i32, ptr %44, align 4, !dbg !206
  %157 = add i32 %156, 3, !dbg !207
  %158 = and i32 %157, 63, !dbg !208
  %159 = zext i32 %158 to i64, !dbg !209
  %160 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hip_template_sharedE4tile to ptr), i64 0, i64 %159, !dbg !209
  %161 = load i32, ptr %160, align 4, !dbg !209
  store i32 %161, ptr %155, align 4, !dbg !197
    #dbg_declare(ptr addrspace(5) %27, !210, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Point)), !220)
  %162 = getelementptr inbounds %struct.Point, ptr %46, i32 0, i32 0, !dbg !221
  %163 = getelementptr inbounds [4 x i32], ptr %45, i64 0, i64 0, !dbg !222
  %164 = load i32, ptr %163, align 16, !dbg !222
  store i32 %164, ptr %162, align 4, !dbg !221
  %165 = getelementptr inbounds %struct.Point, ptr %46, i32 0, i32 1, !dbg !221
  %166 = getelementptr inbounds [4 x i32], ptr %45, i64 0, i64 1, !dbg !223
  %167 = load i32, ptr %166, align 4, !dbg !223
  %168 = getelementptr inbounds [4 x i32], ptr %45, i64 0, i64 2, !dbg !224
  %169 = load i32, ptr %168, align 8, !dbg !224
  %170 = sub nsw i32 %167, %169, !dbg !225
  store i32 %170, ptr %165, align 4, !dbg !221
    #dbg_declare(ptr addrspace(5) %28, !226, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%class.anon)), !228)
    #dbg_declare(ptr addrspace(5) %29, !229, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !230)
  %171 = getelementptr inbounds [4 x i32], ptr %45, i64 0, i64 0, !dbg !231
  %172 = call noundef i32 @_Z10scaled_sumIiET_PKS0_iS0_(ptr noundef %171, i32 noundef 4, i32 noundef 3) #4, !dbg !232
  %173 = call noundef i32 @_ZNK5Point9manhattanEv(ptr noundef nonnull align 4 dereferenceable(8) %46) #4, !dbg !233
  %174 = add nsw i32 %172, %173, !dbg !234
  %175 = getelementptr inbounds [4 x i32], ptr %45, i64 0, i64 3, !dbg !235
  %176 = load i32, ptr %175, align 4, !dbg !235
  %177 = call noundef i32 @_ZZ19hip_template_sharedENKUliE_clEi(ptr noundef nonnull align 1 dereferenceable(1) %47, i32 noundef %176) #4, !dbg !236
  %178 = add nsw i32 %174, %177, !dbg !237
  store i32 %178, ptr %48, align 4, !dbg !230
    #dbg_declare(ptr addrspace(5) %30, !238, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !239)
  %179 = load ptr, ptr %39, align 8, !dbg !240
  %180 = load i32, ptr %43, align 4, !dbg !241
  %181 = and i32 %180, -4, !dbg !242
  %182 = zext i32 %181 to i64, !dbg !243
  %183 = getelementptr inbounds float, ptr %179, i64 %182, !dbg !243
  %184 = call contract noundef float @_Z10scaled_sumIfET_PKS0_iS0_(ptr noundef %183, i32 noundef 4, float noundef 5.000000e-01) #4, !dbg !244
  store float %184, ptr %49, align 4, !dbg !239
  %185 = load i32, ptr %48, align 4, !dbg !245
  %186 = getelementptr inbounds [4 x i32], ptr %45, i64 0, i64 0, !dbg !246
  %187 = load i32, ptr %186, align 16, !dbg !246
  %188 = and i32 %187, 7, !dbg !247
  %189 = sext i32 %188 to i64, !dbg !246
  %190 = load i32, ptr %44, align 4, !dbg !248
  %191 = and i32 %190, 7, !dbg !249
  %192 = call noundef i64 @_Z4ipowlj(i64 noundef %189, i32 noundef %191) #4, !dbg !250
  %193 = trunc i64 %192 to i32, !dbg !250
  %194 = add nsw i32 %185, %193, !dbg !251
  %195 = load ptr, ptr %40, align 8, !dbg !252
  %196 = load i32, ptr %43, align 4, !dbg !253
  %197 = zext i32 %196 to i64, !dbg !252
  %198 = getelementptr inbounds i32, ptr %195, i64 %197, !dbg !252
  store i32 %194, ptr %198, align 4, !dbg !254
  %199 = load float, ptr %49, align 4, !dbg !255
  %200 = load ptr, ptr %41, align 8, !dbg !256
  %201 = load i32, ptr %43, align 4, !dbg !257
  %202 = zext i32 %201 to i64, !dbg !256
  %203 = getelementptr inbounds float, ptr %200, i64 %202, !dbg !256
  store float %199, ptr %203, align 4, !dbg !258
  %204 = load ptr, ptr %42, align 8, !dbg !259
  %205 = load ptr, ptr %38, align 8, !dbg !260
  %206 = load i32, ptr %43, align 4, !dbg !261
  %207 = zext i32 %206 to i64, !dbg !260
  %208 = getelementptr inbounds i32, ptr %205, i64 %207, !dbg !260
  %209 = load i32, ptr %208, align 4, !dbg !260
  store i32 %209, ptr %50, align 4, !dbg !262
  %210 = load i32, ptr %50, align 4, !dbg !262
  %211 = atomicrmw add ptr %204, i32 %210 syncscope("agent-one-as") monotonic, align 4, !dbg !262
  store i32 %211, ptr %51, align 4, !dbg !262
  %212 = load i32, ptr %51, align 4, !dbg !262
  ret void, !dbg !263
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z10scaled_sumIiET_PKS0_iS0_(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 comdat !dbg !264 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.Accum, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %11, align 8
    #dbg_declare(ptr addrspace(5) %5, !268, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !269)
  store i32 %1, ptr %12, align 4
    #dbg_declare(ptr addrspace(5) %6, !270, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !271)
  store i32 %2, ptr %13, align 4
    #dbg_declare(ptr addrspace(5) %7, !272, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !273)
    #dbg_declare(ptr addrspace(5) %8, !274, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Accum)), !275)
  call void @_ZN5AccumIiLi4EEC2Ev(ptr noundef nonnull align 4 dereferenceable(20) %14) #4, !dbg !275
    #dbg_declare(ptr addrspace(5) %9, !276, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !278)
  store i32 0, ptr %15, align 4, !dbg !278
  br label %16, !dbg !279

16:                                               ; preds = %28, %3
  %17 = load i32, ptr %15, align 4, !dbg !280
  %18 = load i32, ptr %12, align 4, !dbg !282
  %19 = icmp slt i32 %17, %18, !dbg !283
  br i1 %19, label %20, label %31, !dbg !284

20:                                               ; preds = %16
  %21 = load ptr, ptr %11, align 8, !dbg !285
  %22 = load i32, ptr %15, align 4, !dbg !286
  %23 = sext i32 %22 to i64, !dbg !285
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !285
  %25 = load i32, ptr %24, align 4, !dbg !285
  %26 = load i32, ptr %13, align 4, !dbg !287
  %27 = mul nsw i32 %25, %26, !dbg !288
  call void @_ZN5AccumIiLi4EE4pushEi(ptr noundef nonnull align 4 dereferenceable(20) %14, i32 noundef %27) #4, !dbg !289
  br label %28, !dbg !290

28:                                               ; preds = %20
  %29 = load i32, ptr %15, align 4, !dbg !291
  %30 = add nsw i32 %29, 1, !dbg !291
  store i32 %30, ptr %15, align 4, !dbg !291
  br label %16, !dbg !292, !llvm.loop !293

31:                                               ; preds = %16
  %32 = call noundef i32 @_ZNK5AccumIiLi4EE5totalEv(ptr noundef nonnull align 4 dereferenceable(20) %14) #4, !dbg !296
  ret i32 %32, !dbg !297
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK5Point9manhattanEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 comdat align 2 !dbg !298 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr addrspace(5) %3, !299, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !301)
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 0, !dbg !302
  %8 = load i32, ptr %7, align 4, !dbg !302
  %9 = icmp slt i32 %8, 0, !dbg !303
  br i1 %9, label %10, label %14, !dbg !302

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 0, !dbg !304
  %12 = load i32, ptr %11, align 4, !dbg !304
  %13 = sub nsw i32 0, %12, !dbg !305
  br label %17, !dbg !302

14:                                               ; preds = %1
  %15 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 0, !dbg !306
  %16 = load i32, ptr %15, align 4, !dbg !306
  br label %17, !dbg !302

17:                                               ; preds = %14, %10
  %18 = phi i32 [ %13, %10 ], [ %16, %14 ], !dbg !302
  %19 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 1, !dbg !307
  %20 = load i32, ptr %19, align 4, !dbg !307
  %21 = icmp slt i32 %20, 0, !dbg !308
  br i1 %21, label %22, label %26, !dbg !307

22:                                               ; preds = %17
  %23 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 1, !dbg !309
  %24 = load i32, ptr %23, align 4, !dbg !309
  %25 = sub nsw i32 0, %24, !dbg !310
  br label %29, !dbg !307

26:                                               ; preds = %17
  %27 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 1, !dbg !311
  %28 = load i32, ptr %27, align 4, !dbg !311
  br label %29, !dbg !307

29:                                               ; preds = %26, %22
  %30 = phi i32 [ %25, %22 ], [ %28, %26 ], !dbg !307
  %31 = add nsw i32 %18, %30, !dbg !312
  ret i32 %31, !dbg !313
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZZ19hip_template_sharedENKUliE_clEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !314 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr addrspace(5) %4, !320, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !322)
  store i32 %1, ptr %8, align 4
    #dbg_declare(ptr addrspace(5) %5, !323, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !324)
  %9 = load ptr, ptr %7, align 8
  %10 = load i32, ptr %8, align 4, !dbg !325
  %11 = load i32, ptr %8, align 4, !dbg !326
  %12 = mul nsw i32 %10, %11, !dbg !327
  ret i32 %12, !dbg !328
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_Z10scaled_sumIfET_PKS0_iS0_(ptr noundef %0, i32 noundef %1, float noundef %2) #0 comdat !dbg !329 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca %struct.Accum.0, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %11, align 8
    #dbg_declare(ptr addrspace(5) %5, !333, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !334)
  store i32 %1, ptr %12, align 4
    #dbg_declare(ptr addrspace(5) %6, !335, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !336)
  store float %2, ptr %13, align 4
    #dbg_declare(ptr addrspace(5) %7, !337, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !338)
    #dbg_declare(ptr addrspace(5) %8, !339, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(%struct.Accum.0)), !340)
  call void @_ZN5AccumIfLi4EEC2Ev(ptr noundef nonnull align 4 dereferenceable(20) %14) #4, !dbg !340
    #dbg_declare(ptr addrspace(5) %9, !341, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !343)
  store i32 0, ptr %15, align 4, !dbg !343
  br label %16, !dbg !344

16:                                               ; preds = %28, %3
  %17 = load i32, ptr %15, align 4, !dbg !345
  %18 = load i32, ptr %12, align 4, !dbg !347
  %19 = icmp slt i32 %17, %18, !dbg !348
  br i1 %19, label %20, label %31, !dbg !349

20:                                               ; preds = %16
  %21 = load ptr, ptr %11, align 8, !dbg !350
  %22 = load i32, ptr %15, align 4, !dbg !351
  %23 = sext i32 %22 to i64, !dbg !350
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !350
  %25 = load float, ptr %24, align 4, !dbg !350
  %26 = load float, ptr %13, align 4, !dbg !352
  %27 = fmul contract float %25, %26, !dbg !353
  call void @_ZN5AccumIfLi4EE4pushEf(ptr noundef nonnull align 4 dereferenceable(20) %14, float noundef %27) #4, !dbg !354
  br label %28, !dbg !355

28:                                               ; preds = %20
  %29 = load i32, ptr %15, align 4, !dbg !356
  %30 = add nsw i32 %29, 1, !dbg !356
  store i32 %30, ptr %15, align 4, !dbg !356
  br label %16, !dbg !357, !llvm.loop !358

31:                                               ; preds = %16
  %32 = call contract noundef float @_ZNK5AccumIfLi4EE5totalEv(ptr noundef nonnull align 4 dereferenceable(20) %14) #4, !dbg !360
  ret float %32, !dbg !361
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5AccumIiLi4EEC2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !362 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr addrspace(5) %2, !363, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !365)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Accum, ptr %6, i32 0, i32 1, !dbg !366
  store i32 0, ptr %7, align 4, !dbg !366
    #dbg_declare(ptr addrspace(5) %3, !367, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !370)
  store i32 0, ptr %5, align 4, !dbg !370
  br label %8, !dbg !371

8:                                                ; preds = %16, %1
  %9 = load i32, ptr %5, align 4, !dbg !372
  %10 = icmp slt i32 %9, 4, !dbg !374
  br i1 %10, label %11, label %19, !dbg !375

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Accum, ptr %6, i32 0, i32 0, !dbg !376
  %13 = load i32, ptr %5, align 4, !dbg !377
  %14 = sext i32 %13 to i64, !dbg !376
  %15 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 %14, !dbg !376
  store i32 0, ptr %15, align 4, !dbg !378
  br label %16, !dbg !376

16:                                               ; preds = %11
  %17 = load i32, ptr %5, align 4, !dbg !379
  %18 = add nsw i32 %17, 1, !dbg !379
  store i32 %18, ptr %5, align 4, !dbg !379
  br label %8, !dbg !380, !llvm.loop !381

19:                                               ; preds = %8
  ret void, !dbg !383
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5AccumIiLi4EE4pushEi(ptr noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) #0 comdat align 2 !dbg !384 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr addrspace(5) %3, !385, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !386)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr addrspace(5) %4, !387, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !388)
  %7 = load ptr, ptr %5, align 8
  %8 = load i32, ptr %6, align 4, !dbg !389
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !390
  %10 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 1, !dbg !391
  %11 = load i32, ptr %10, align 4, !dbg !392
  %12 = add nsw i32 %11, 1, !dbg !392
  store i32 %12, ptr %10, align 4, !dbg !392
  %13 = srem i32 %11, 4, !dbg !393
  %14 = sext i32 %13 to i64, !dbg !390
  %15 = getelementptr inbounds [4 x i32], ptr %9, i64 0, i64 %14, !dbg !390
  %16 = load i32, ptr %15, align 4, !dbg !394
  %17 = add nsw i32 %16, %8, !dbg !394
  store i32 %17, ptr %15, align 4, !dbg !394
  ret void, !dbg !395
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK5AccumIiLi4EE5totalEv(ptr noundef nonnull align 4 dereferenceable(20) %0) #0 comdat align 2 !dbg !396 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %2 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr addrspace(5) %3, !397, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !399)
  %10 = load ptr, ptr %7, align 8
    #dbg_declare(ptr addrspace(5) %4, !400, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !401)
  store i32 0, ptr %8, align 4, !dbg !401
    #dbg_declare(ptr addrspace(5) %5, !402, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !404)
  store i32 0, ptr %9, align 4, !dbg !404
  br label %11, !dbg !405

11:                                               ; preds = %22, %1
  %12 = load i32, ptr %9, align 4, !dbg !406
  %13 = icmp slt i32 %12, 4, !dbg !408
  br i1 %13, label %14, label %25, !dbg !409

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Accum, ptr %10, i32 0, i32 0, !dbg !410
  %16 = load i32, ptr %9, align 4, !dbg !411
  %17 = sext i32 %16 to i64, !dbg !410
  %18 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 %17, !dbg !410
  %19 = load i32, ptr %18, align 4, !dbg !410
  %20 = load i32, ptr %8, align 4, !dbg !412
  %21 = add nsw i32 %20, %19, !dbg !412
  store i32 %21, ptr %8, align 4, !dbg !412
  br label %22, !dbg !413

22:                                               ; preds = %14
  %23 = load i32, ptr %9, align 4, !dbg !414
  %24 = add nsw i32 %23, 1, !dbg !414
  store i32 %24, ptr %9, align 4, !dbg !414
  br label %11, !dbg !415, !llvm.loop !416

25:                                               ; preds = %11
  %26 = load i32, ptr %8, align 4, !dbg !418
  ret i32 %26, !dbg !419
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5AccumIfLi4EEC2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !420 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr addrspace(5) %2, !421, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !423)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Accum.0, ptr %6, i32 0, i32 1, !dbg !424
  store i32 0, ptr %7, align 4, !dbg !424
    #dbg_declare(ptr addrspace(5) %3, !425, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !428)
  store i32 0, ptr %5, align 4, !dbg !428
  br label %8, !dbg !429

8:                                                ; preds = %16, %1
  %9 = load i32, ptr %5, align 4, !dbg !430
  %10 = icmp slt i32 %9, 4, !dbg !432
  br i1 %10, label %11, label %19, !dbg !433

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Accum.0, ptr %6, i32 0, i32 0, !dbg !434
  %13 = load i32, ptr %5, align 4, !dbg !435
  %14 = sext i32 %13 to i64, !dbg !434
  %15 = getelementptr inbounds [4 x float], ptr %12, i64 0, i64 %14, !dbg !434
  store float 0.000000e+00, ptr %15, align 4, !dbg !436
  br label %16, !dbg !434

16:                                               ; preds = %11
  %17 = load i32, ptr %5, align 4, !dbg !437
  %18 = add nsw i32 %17, 1, !dbg !437
  store i32 %18, ptr %5, align 4, !dbg !437
  br label %8, !dbg !438, !llvm.loop !439

19:                                               ; preds = %8
  ret void, !dbg !441
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5AccumIfLi4EE4pushEf(ptr noundef nonnull align 4 dereferenceable(20) %0, float noundef %1) #0 comdat align 2 !dbg !442 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr addrspace(5) %3, !443, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !444)
  store float %1, ptr %6, align 4
    #dbg_declare(ptr addrspace(5) %4, !445, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !446)
  %7 = load ptr, ptr %5, align 8
  %8 = load float, ptr %6, align 4, !dbg !447
  %9 = getelementptr inbounds %struct.Accum.0, ptr %7, i32 0, i32 0, !dbg !448
  %10 = getelementptr inbounds %struct.Accum.0, ptr %7, i32 0, i32 1, !dbg !449
  %11 = load i32, ptr %10, align 4, !dbg !450
  %12 = add nsw i32 %11, 1, !dbg !450
  store i32 %12, ptr %10, align 4, !dbg !450
  %13 = srem i32 %11, 4, !dbg !451
  %14 = sext i32 %13 to i64, !dbg !448
  %15 = getelementptr inbounds [4 x float], ptr %9, i64 0, i64 %14, !dbg !448
  %16 = load float, ptr %15, align 4, !dbg !452
  %17 = fadd contract float %16, %8, !dbg !452
  store float %17, ptr %15, align 4, !dbg !452
  ret void, !dbg !453
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_ZNK5AccumIfLi4EE5totalEv(ptr noundef nonnull align 4 dereferenceable(20) %0) #0 comdat align 2 !dbg !454 {
  %2 = alloca float, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %2 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr addrspace(5) %3, !455, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !457)
  %10 = load ptr, ptr %7, align 8
    #dbg_declare(ptr addrspace(5) %4, !458, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !459)
  store float 0.000000e+00, ptr %8, align 4, !dbg !459
    #dbg_declare(ptr addrspace(5) %5, !460, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !462)
  store i32 0, ptr %9, align 4, !dbg !462
  br label %11, !dbg !463

11:                                               ; preds = %22, %1
  %12 = load i32, ptr %9, align 4, !dbg !464
  %13 = icmp slt i32 %12, 4, !dbg !466
  br i1 %13, label %14, label %25, !dbg !467

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Accum.0, ptr %10, i32 0, i32 0, !dbg !468
  %16 = load i32, ptr %9, align 4, !dbg !469
  %17 = sext i32 %16 to i64, !dbg !468
  %18 = getelementptr inbounds [4 x float], ptr %15, i64 0, i64 %17, !dbg !468
  %19 = load float, ptr %18, align 4, !dbg !468
  %20 = load float, ptr %8, align 4, !dbg !470
  %21 = fadd contract float %20, %19, !dbg !470
  store float %21, ptr %8, align 4, !dbg !470
  br label %22, !dbg !471

22:                                               ; preds = %14
  %23 = load i32, ptr %9, align 4, !dbg !472
  %24 = add nsw i32 %23, 1, !dbg !472
  store i32 %24, ptr %9, align 4, !dbg !472
  br label %11, !dbg !473, !llvm.loop !474

25:                                               ; preds = %11
  %26 = load float, ptr %8, align 4, !dbg !476
  ret float %26, !dbg !477
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 50, type: !73, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "hip_template_shared", scope: !3, file: !3, line: 47, type: !4, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !72)
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
!14 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !63, splitDebugInlining: false, nameTableKind: None)
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
!29 = !DISubprogram(name: "Accum", scope: !22, file: !3, line: 14, type: !30, scopeLine: 14, flags: DIFlagPrototyped, spFlags: 0)
!30 = !DISubroutineType(types: !31)
!31 = !{null, !32}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!33 = !DISubprogram(name: "push", linkageName: "_ZN5AccumIiLi4EE4pushEi", scope: !22, file: !3, line: 18, type: !34, scopeLine: 18, flags: DIFlagPrototyped, spFlags: 0)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !32, !8}
!36 = !DISubprogram(name: "total", linkageName: "_ZNK5AccumIiLi4EE5totalEv", scope: !22, file: !3, line: 19, type: !37, scopeLine: 19, flags: DIFlagPrototyped, spFlags: 0)
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
!49 = !DISubprogram(name: "Accum", scope: !44, file: !3, line: 14, type: !50, scopeLine: 14, flags: DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "push", linkageName: "_ZN5AccumIfLi4EE4pushEf", scope: !44, file: !3, line: 18, type: !54, scopeLine: 18, flags: DIFlagPrototyped, spFlags: 0)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !52, !11}
!56 = !DISubprogram(name: "total", linkageName: "_ZNK5AccumIfLi4EE5totalEv", scope: !44, file: !3, line: 19, type: !57, scopeLine: 19, flags: DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{!11, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!61 = !{!62, !43}
!62 = !DITemplateTypeParameter(name: "T", type: !11)
!63 = !{!0, !64}
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression(DIOpArg(0, ptr addrspace(4)), DIOpDeref([10 x i8])))
!65 = distinct !DIGlobalVariable(scope: null, file: !66, line: 69, type: !67, isLocal: true, isDefinition: true)
!66 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 80, elements: !70)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!69 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!70 = !{!71}
!71 = !DISubrange(count: 10)
!72 = !{}
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 64)
!76 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!77 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!78 = !{i32 7, !"Dwarf Version", i32 5}
!79 = !{i32 2, !"Debug Info Version", i32 3}
!80 = !{i32 1, !"wchar_size", i32 4}
!81 = !{i32 8, !"PIC Level", i32 2}
!82 = !{i32 7, !"frame-pointer", i32 2}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "ipow", linkageName: "_Z4ipowlj", scope: !3, file: !3, line: 32, type: !85, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !72)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !87, !88}
!87 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!88 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!89 = !DILocalVariable(name: "base", arg: 1, scope: !84, file: !3, line: 32, type: !87)
!90 = !DILocation(line: 32, column: 36, scope: !84)
!91 = !DILocalVariable(name: "e", arg: 2, scope: !84, file: !3, line: 32, type: !88)
!92 = !DILocation(line: 32, column: 51, scope: !84)
!93 = !DILocation(line: 33, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !84, file: !3, line: 33, column: 9)
!95 = !DILocation(line: 33, column: 11, scope: !94)
!96 = !DILocation(line: 33, column: 9, scope: !84)
!97 = !DILocation(line: 34, column: 9, scope: !94)
!98 = !DILocalVariable(name: "h", scope: !84, file: !3, line: 35, type: !87)
!99 = !DILocation(line: 35, column: 10, scope: !84)
!100 = !DILocation(line: 35, column: 19, scope: !84)
!101 = !DILocation(line: 35, column: 25, scope: !84)
!102 = !DILocation(line: 35, column: 27, scope: !84)
!103 = !DILocation(line: 35, column: 14, scope: !84)
!104 = !DILocation(line: 36, column: 13, scope: !84)
!105 = !DILocation(line: 36, column: 15, scope: !84)
!106 = !DILocation(line: 36, column: 12, scope: !84)
!107 = !DILocation(line: 36, column: 22, scope: !84)
!108 = !DILocation(line: 36, column: 26, scope: !84)
!109 = !DILocation(line: 36, column: 24, scope: !84)
!110 = !DILocation(line: 36, column: 30, scope: !84)
!111 = !DILocation(line: 36, column: 28, scope: !84)
!112 = !DILocation(line: 36, column: 37, scope: !84)
!113 = !DILocation(line: 36, column: 41, scope: !84)
!114 = !DILocation(line: 36, column: 39, scope: !84)
!115 = !DILocation(line: 36, column: 5, scope: !84)
!116 = !DILocation(line: 37, column: 1, scope: !84)
!117 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 47, type: !6)
!118 = !DILocation(line: 47, column: 59, scope: !2)
!119 = !DILocalVariable(name: "inf", arg: 2, scope: !2, file: !3, line: 47, type: !9)
!120 = !DILocation(line: 47, column: 76, scope: !2)
!121 = !DILocalVariable(name: "out_i", arg: 3, scope: !2, file: !3, line: 48, type: !12)
!122 = !DILocation(line: 48, column: 53, scope: !2)
!123 = !DILocalVariable(name: "out_f", arg: 4, scope: !2, file: !3, line: 48, type: !13)
!124 = !DILocation(line: 48, column: 67, scope: !2)
!125 = !DILocalVariable(name: "sum", arg: 5, scope: !2, file: !3, line: 49, type: !12)
!126 = !DILocation(line: 49, column: 53, scope: !2)
!127 = !DILocalVariable(name: "tid", scope: !2, file: !3, line: 51, type: !88)
!128 = !DILocation(line: 51, column: 14, scope: !2)
!129 = !DILocalVariable(name: "d", arg: 1, scope: !130, file: !66, line: 44, type: !133)
!130 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !66, file: !66, line: 44, type: !131, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !72)
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !133}
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !66, line: 35, baseType: !88)
!134 = !DILocation(line: 44, column: 31, scope: !130, inlinedAt: !135)
!135 = distinct !DILocation(line: 51, column: 20, scope: !2)
!136 = !DILocation(line: 45, column: 12, scope: !130, inlinedAt: !135)
!137 = !DILocation(line: 45, column: 14, scope: !130, inlinedAt: !135)
!138 = !DILocation(line: 45, column: 21, scope: !130, inlinedAt: !135)
!139 = !DILocation(line: 46, column: 12, scope: !130, inlinedAt: !135)
!140 = !DILocation(line: 46, column: 14, scope: !130, inlinedAt: !135)
!141 = !DILocation(line: 46, column: 21, scope: !130, inlinedAt: !135)
!142 = !DILocation(line: 47, column: 21, scope: !130, inlinedAt: !135)
!143 = !DILocalVariable(name: "d", arg: 1, scope: !144, file: !66, line: 49, type: !133)
!144 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !66, file: !66, line: 49, type: !131, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !72)
!145 = !DILocation(line: 49, column: 31, scope: !144, inlinedAt: !146)
!146 = distinct !DILocation(line: 51, column: 34, scope: !2)
!147 = !DILocation(line: 50, column: 12, scope: !144, inlinedAt: !146)
!148 = !DILocation(line: 50, column: 14, scope: !144, inlinedAt: !146)
!149 = !DILocation(line: 50, column: 21, scope: !144, inlinedAt: !146)
!150 = !DILocation(line: 51, column: 12, scope: !144, inlinedAt: !146)
!151 = !DILocation(line: 51, column: 14, scope: !144, inlinedAt: !146)
!152 = !DILocation(line: 51, column: 21, scope: !144, inlinedAt: !146)
!153 = !DILocation(line: 52, column: 21, scope: !144, inlinedAt: !146)
!154 = !DILocalVariable(name: "d", arg: 1, scope: !155, file: !66, line: 54, type: !133)
!155 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !66, file: !66, line: 54, type: !131, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !72)
!156 = !DILocation(line: 54, column: 33, scope: !155, inlinedAt: !157)
!157 = distinct !DILocation(line: 51, column: 47, scope: !2)
!158 = !DILocation(line: 56, column: 42, scope: !155, inlinedAt: !157)
!159 = !DILocation(line: 56, column: 50, scope: !155, inlinedAt: !157)
!160 = !DILocation(line: 56, column: 61, scope: !155, inlinedAt: !157)
!161 = !DILocation(line: 56, column: 63, scope: !155, inlinedAt: !157)
!162 = !DILocation(line: 56, column: 69, scope: !155, inlinedAt: !157)
!163 = !DILocation(line: 56, column: 58, scope: !155, inlinedAt: !157)
!164 = !DILocation(line: 56, column: 54, scope: !155, inlinedAt: !157)
!165 = !DILocation(line: 56, column: 12, scope: !155, inlinedAt: !157)
!166 = !DILocation(line: 51, column: 45, scope: !2)
!167 = !DILocation(line: 51, column: 32, scope: !2)
!168 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 52, type: !88)
!169 = !DILocation(line: 52, column: 14, scope: !2)
!170 = !DILocation(line: 44, column: 31, scope: !130, inlinedAt: !171)
!171 = distinct !DILocation(line: 52, column: 20, scope: !2)
!172 = !DILocation(line: 45, column: 12, scope: !130, inlinedAt: !171)
!173 = !DILocation(line: 45, column: 14, scope: !130, inlinedAt: !171)
!174 = !DILocation(line: 45, column: 21, scope: !130, inlinedAt: !171)
!175 = !DILocation(line: 46, column: 12, scope: !130, inlinedAt: !171)
!176 = !DILocation(line: 46, column: 14, scope: !130, inlinedAt: !171)
!177 = !DILocation(line: 46, column: 21, scope: !130, inlinedAt: !171)
!178 = !DILocation(line: 47, column: 21, scope: !130, inlinedAt: !171)
!179 = !DILocation(line: 54, column: 22, scope: !2)
!180 = !DILocation(line: 54, column: 25, scope: !2)
!181 = !DILocation(line: 54, column: 10, scope: !2)
!182 = !DILocation(line: 54, column: 14, scope: !2)
!183 = !DILocation(line: 54, column: 5, scope: !2)
!184 = !DILocation(line: 54, column: 20, scope: !2)
!185 = !DILocation(line: 69, column: 5, scope: !186, inlinedAt: !189)
!186 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !66, file: !66, line: 68, type: !187, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14)
!187 = !DISubroutineType(types: !188)
!188 = !{null}
!189 = distinct !DILocation(line: 55, column: 5, scope: !2)
!190 = !DILocation(line: 70, column: 5, scope: !186, inlinedAt: !189)
!191 = !DILocation(line: 71, column: 5, scope: !186, inlinedAt: !189)
!192 = !DILocalVariable(name: "window", scope: !2, file: !3, line: 57, type: !25)
!193 = !DILocation(line: 57, column: 9, scope: !2)
!194 = !DILocation(line: 57, column: 27, scope: !2)
!195 = !DILocation(line: 57, column: 31, scope: !2)
!196 = !DILocation(line: 57, column: 22, scope: !2)
!197 = !DILocation(line: 57, column: 21, scope: !2)
!198 = !DILocation(line: 57, column: 44, scope: !2)
!199 = !DILocation(line: 57, column: 48, scope: !2)
!200 = !DILocation(line: 57, column: 53, scope: !2)
!201 = !DILocation(line: 57, column: 38, scope: !2)
!202 = !DILocation(line: 57, column: 66, scope: !2)
!203 = !DILocation(line: 57, column: 70, scope: !2)
!204 = !DILocation(line: 57, column: 75, scope: !2)
!205 = !DILocation(line: 57, column: 60, scope: !2)
!206 = !DILocation(line: 58, column: 28, scope: !2)
!207 = !DILocation(line: 58, column: 32, scope: !2)
!208 = !DILocation(line: 58, column: 37, scope: !2)
!209 = !DILocation(line: 58, column: 22, scope: !2)
!210 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 59, type: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !3, line: 27, size: 64, flags: DIFlagTypePassByValue, elements: !212, identifier: "_ZTS5Point")
!212 = !{!213, !214, !215}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !211, file: !3, line: 28, baseType: !8, size: 32)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !211, file: !3, line: 28, baseType: !8, size: 32, offset: 32)
!215 = !DISubprogram(name: "manhattan", linkageName: "_ZNK5Point9manhattanEv", scope: !211, file: !3, line: 29, type: !216, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!216 = !DISubroutineType(types: !217)
!217 = !{!8, !218}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !211)
!220 = !DILocation(line: 59, column: 11, scope: !2)
!221 = !DILocation(line: 59, column: 12, scope: !2)
!222 = !DILocation(line: 59, column: 13, scope: !2)
!223 = !DILocation(line: 59, column: 24, scope: !2)
!224 = !DILocation(line: 59, column: 36, scope: !2)
!225 = !DILocation(line: 59, column: 34, scope: !2)
!226 = !DILocalVariable(name: "sq", scope: !2, file: !3, line: 60, type: !227)
!227 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !2, file: !3, line: 60, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !72)
!228 = !DILocation(line: 60, column: 10, scope: !2)
!229 = !DILocalVariable(name: "si", scope: !2, file: !3, line: 62, type: !8)
!230 = !DILocation(line: 62, column: 9, scope: !2)
!231 = !DILocation(line: 62, column: 30, scope: !2)
!232 = !DILocation(line: 62, column: 14, scope: !2)
!233 = !DILocation(line: 62, column: 48, scope: !2)
!234 = !DILocation(line: 62, column: 44, scope: !2)
!235 = !DILocation(line: 62, column: 65, scope: !2)
!236 = !DILocation(line: 62, column: 62, scope: !2)
!237 = !DILocation(line: 62, column: 60, scope: !2)
!238 = !DILocalVariable(name: "sf", scope: !2, file: !3, line: 63, type: !11)
!239 = !DILocation(line: 63, column: 11, scope: !2)
!240 = !DILocation(line: 63, column: 34, scope: !2)
!241 = !DILocation(line: 63, column: 41, scope: !2)
!242 = !DILocation(line: 63, column: 45, scope: !2)
!243 = !DILocation(line: 63, column: 38, scope: !2)
!244 = !DILocation(line: 63, column: 16, scope: !2)
!245 = !DILocation(line: 65, column: 18, scope: !2)
!246 = !DILocation(line: 65, column: 33, scope: !2)
!247 = !DILocation(line: 65, column: 43, scope: !2)
!248 = !DILocation(line: 65, column: 48, scope: !2)
!249 = !DILocation(line: 65, column: 52, scope: !2)
!250 = !DILocation(line: 65, column: 28, scope: !2)
!251 = !DILocation(line: 65, column: 21, scope: !2)
!252 = !DILocation(line: 65, column: 5, scope: !2)
!253 = !DILocation(line: 65, column: 11, scope: !2)
!254 = !DILocation(line: 65, column: 16, scope: !2)
!255 = !DILocation(line: 66, column: 18, scope: !2)
!256 = !DILocation(line: 66, column: 5, scope: !2)
!257 = !DILocation(line: 66, column: 11, scope: !2)
!258 = !DILocation(line: 66, column: 16, scope: !2)
!259 = !DILocation(line: 67, column: 28, scope: !2)
!260 = !DILocation(line: 67, column: 33, scope: !2)
!261 = !DILocation(line: 67, column: 36, scope: !2)
!262 = !DILocation(line: 67, column: 5, scope: !2)
!263 = !DILocation(line: 68, column: 1, scope: !2)
!264 = distinct !DISubprogram(name: "scaled_sum<int>", linkageName: "_Z10scaled_sumIiET_PKS0_iS0_", scope: !3, file: !3, line: 40, type: !265, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, templateParams: !267, retainedNodes: !72)
!265 = !DISubroutineType(types: !266)
!266 = !{!8, !6, !8, !8}
!267 = !{!42}
!268 = !DILocalVariable(name: "p", arg: 1, scope: !264, file: !3, line: 40, type: !6)
!269 = !DILocation(line: 40, column: 43, scope: !264)
!270 = !DILocalVariable(name: "n", arg: 2, scope: !264, file: !3, line: 40, type: !8)
!271 = !DILocation(line: 40, column: 50, scope: !264)
!272 = !DILocalVariable(name: "scale", arg: 3, scope: !264, file: !3, line: 40, type: !8)
!273 = !DILocation(line: 40, column: 55, scope: !264)
!274 = !DILocalVariable(name: "acc", scope: !264, file: !3, line: 41, type: !22)
!275 = !DILocation(line: 41, column: 17, scope: !264)
!276 = !DILocalVariable(name: "i", scope: !277, file: !3, line: 42, type: !8)
!277 = distinct !DILexicalBlock(scope: !264, file: !3, line: 42, column: 5)
!278 = !DILocation(line: 42, column: 14, scope: !277)
!279 = !DILocation(line: 42, column: 10, scope: !277)
!280 = !DILocation(line: 42, column: 21, scope: !281)
!281 = distinct !DILexicalBlock(scope: !277, file: !3, line: 42, column: 5)
!282 = !DILocation(line: 42, column: 25, scope: !281)
!283 = !DILocation(line: 42, column: 23, scope: !281)
!284 = !DILocation(line: 42, column: 5, scope: !277)
!285 = !DILocation(line: 43, column: 18, scope: !281)
!286 = !DILocation(line: 43, column: 20, scope: !281)
!287 = !DILocation(line: 43, column: 25, scope: !281)
!288 = !DILocation(line: 43, column: 23, scope: !281)
!289 = !DILocation(line: 43, column: 13, scope: !281)
!290 = !DILocation(line: 43, column: 9, scope: !281)
!291 = !DILocation(line: 42, column: 29, scope: !281)
!292 = !DILocation(line: 42, column: 5, scope: !281)
!293 = distinct !{!293, !284, !294, !295}
!294 = !DILocation(line: 43, column: 30, scope: !277)
!295 = !{!"llvm.loop.mustprogress"}
!296 = !DILocation(line: 44, column: 16, scope: !264)
!297 = !DILocation(line: 44, column: 5, scope: !264)
!298 = distinct !DISubprogram(name: "manhattan", linkageName: "_ZNK5Point9manhattanEv", scope: !211, file: !3, line: 29, type: !216, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, declaration: !215, retainedNodes: !72)
!299 = !DILocalVariable(name: "this", arg: 1, scope: !298, type: !300, flags: DIFlagArtificial | DIFlagObjectPointer)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!301 = !DILocation(line: 0, scope: !298)
!302 = !DILocation(line: 29, column: 48, scope: !298)
!303 = !DILocation(line: 29, column: 50, scope: !298)
!304 = !DILocation(line: 29, column: 57, scope: !298)
!305 = !DILocation(line: 29, column: 56, scope: !298)
!306 = !DILocation(line: 29, column: 61, scope: !298)
!307 = !DILocation(line: 29, column: 67, scope: !298)
!308 = !DILocation(line: 29, column: 69, scope: !298)
!309 = !DILocation(line: 29, column: 76, scope: !298)
!310 = !DILocation(line: 29, column: 75, scope: !298)
!311 = !DILocation(line: 29, column: 80, scope: !298)
!312 = !DILocation(line: 29, column: 64, scope: !298)
!313 = !DILocation(line: 29, column: 40, scope: !298)
!314 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ19hip_template_sharedENKUliE_clEi", scope: !227, file: !3, line: 60, type: !315, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, declaration: !319, retainedNodes: !72)
!315 = !DISubroutineType(types: !316)
!316 = !{!8, !317, !8}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !227)
!319 = !DISubprogram(name: "operator()", scope: !227, file: !3, line: 60, type: !315, scopeLine: 60, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!320 = !DILocalVariable(name: "this", arg: 1, scope: !314, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!322 = !DILocation(line: 0, scope: !314)
!323 = !DILocalVariable(name: "v", arg: 2, scope: !314, file: !3, line: 60, type: !8)
!324 = !DILocation(line: 60, column: 22, scope: !314)
!325 = !DILocation(line: 60, column: 34, scope: !314)
!326 = !DILocation(line: 60, column: 38, scope: !314)
!327 = !DILocation(line: 60, column: 36, scope: !314)
!328 = !DILocation(line: 60, column: 27, scope: !314)
!329 = distinct !DISubprogram(name: "scaled_sum<float>", linkageName: "_Z10scaled_sumIfET_PKS0_iS0_", scope: !3, file: !3, line: 40, type: !330, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, templateParams: !332, retainedNodes: !72)
!330 = !DISubroutineType(types: !331)
!331 = !{!11, !9, !8, !11}
!332 = !{!62}
!333 = !DILocalVariable(name: "p", arg: 1, scope: !329, file: !3, line: 40, type: !9)
!334 = !DILocation(line: 40, column: 43, scope: !329)
!335 = !DILocalVariable(name: "n", arg: 2, scope: !329, file: !3, line: 40, type: !8)
!336 = !DILocation(line: 40, column: 50, scope: !329)
!337 = !DILocalVariable(name: "scale", arg: 3, scope: !329, file: !3, line: 40, type: !11)
!338 = !DILocation(line: 40, column: 55, scope: !329)
!339 = !DILocalVariable(name: "acc", scope: !329, file: !3, line: 41, type: !44)
!340 = !DILocation(line: 41, column: 17, scope: !329)
!341 = !DILocalVariable(name: "i", scope: !342, file: !3, line: 42, type: !8)
!342 = distinct !DILexicalBlock(scope: !329, file: !3, line: 42, column: 5)
!343 = !DILocation(line: 42, column: 14, scope: !342)
!344 = !DILocation(line: 42, column: 10, scope: !342)
!345 = !DILocation(line: 42, column: 21, scope: !346)
!346 = distinct !DILexicalBlock(scope: !342, file: !3, line: 42, column: 5)
!347 = !DILocation(line: 42, column: 25, scope: !346)
!348 = !DILocation(line: 42, column: 23, scope: !346)
!349 = !DILocation(line: 42, column: 5, scope: !342)
!350 = !DILocation(line: 43, column: 18, scope: !346)
!351 = !DILocation(line: 43, column: 20, scope: !346)
!352 = !DILocation(line: 43, column: 25, scope: !346)
!353 = !DILocation(line: 43, column: 23, scope: !346)
!354 = !DILocation(line: 43, column: 13, scope: !346)
!355 = !DILocation(line: 43, column: 9, scope: !346)
!356 = !DILocation(line: 42, column: 29, scope: !346)
!357 = !DILocation(line: 42, column: 5, scope: !346)
!358 = distinct !{!358, !349, !359, !295}
!359 = !DILocation(line: 43, column: 30, scope: !342)
!360 = !DILocation(line: 44, column: 16, scope: !329)
!361 = !DILocation(line: 44, column: 5, scope: !329)
!362 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumIiLi4EEC2Ev", scope: !22, file: !3, line: 14, type: !30, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, declaration: !29, retainedNodes: !72)
!363 = !DILocalVariable(name: "this", arg: 1, scope: !362, type: !364, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!365 = !DILocation(line: 0, scope: !362)
!366 = !DILocation(line: 14, column: 26, scope: !362)
!367 = !DILocalVariable(name: "i", scope: !368, file: !3, line: 15, type: !8)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 15, column: 9)
!369 = distinct !DILexicalBlock(scope: !362, file: !3, line: 14, column: 35)
!370 = !DILocation(line: 15, column: 18, scope: !368)
!371 = !DILocation(line: 15, column: 14, scope: !368)
!372 = !DILocation(line: 15, column: 25, scope: !373)
!373 = distinct !DILexicalBlock(scope: !368, file: !3, line: 15, column: 9)
!374 = !DILocation(line: 15, column: 27, scope: !373)
!375 = !DILocation(line: 15, column: 9, scope: !368)
!376 = !DILocation(line: 16, column: 13, scope: !373)
!377 = !DILocation(line: 16, column: 18, scope: !373)
!378 = !DILocation(line: 16, column: 21, scope: !373)
!379 = !DILocation(line: 15, column: 33, scope: !373)
!380 = !DILocation(line: 15, column: 9, scope: !373)
!381 = distinct !{!381, !375, !382, !295}
!382 = !DILocation(line: 16, column: 26, scope: !368)
!383 = !DILocation(line: 17, column: 5, scope: !362)
!384 = distinct !DISubprogram(name: "push", linkageName: "_ZN5AccumIiLi4EE4pushEi", scope: !22, file: !3, line: 18, type: !34, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, declaration: !33, retainedNodes: !72)
!385 = !DILocalVariable(name: "this", arg: 1, scope: !384, type: !364, flags: DIFlagArtificial | DIFlagObjectPointer)
!386 = !DILocation(line: 0, scope: !384)
!387 = !DILocalVariable(name: "v", arg: 2, scope: !384, file: !3, line: 18, type: !8)
!388 = !DILocation(line: 18, column: 28, scope: !384)
!389 = !DILocation(line: 18, column: 54, scope: !384)
!390 = !DILocation(line: 18, column: 33, scope: !384)
!391 = !DILocation(line: 18, column: 38, scope: !384)
!392 = !DILocation(line: 18, column: 43, scope: !384)
!393 = !DILocation(line: 18, column: 46, scope: !384)
!394 = !DILocation(line: 18, column: 51, scope: !384)
!395 = !DILocation(line: 18, column: 57, scope: !384)
!396 = distinct !DISubprogram(name: "total", linkageName: "_ZNK5AccumIiLi4EE5totalEv", scope: !22, file: !3, line: 19, type: !37, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, declaration: !36, retainedNodes: !72)
!397 = !DILocalVariable(name: "this", arg: 1, scope: !396, type: !398, flags: DIFlagArtificial | DIFlagObjectPointer)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!399 = !DILocation(line: 0, scope: !396)
!400 = !DILocalVariable(name: "s", scope: !396, file: !3, line: 20, type: !8)
!401 = !DILocation(line: 20, column: 11, scope: !396)
!402 = !DILocalVariable(name: "i", scope: !403, file: !3, line: 21, type: !8)
!403 = distinct !DILexicalBlock(scope: !396, file: !3, line: 21, column: 9)
!404 = !DILocation(line: 21, column: 18, scope: !403)
!405 = !DILocation(line: 21, column: 14, scope: !403)
!406 = !DILocation(line: 21, column: 25, scope: !407)
!407 = distinct !DILexicalBlock(scope: !403, file: !3, line: 21, column: 9)
!408 = !DILocation(line: 21, column: 27, scope: !407)
!409 = !DILocation(line: 21, column: 9, scope: !403)
!410 = !DILocation(line: 22, column: 18, scope: !407)
!411 = !DILocation(line: 22, column: 23, scope: !407)
!412 = !DILocation(line: 22, column: 15, scope: !407)
!413 = !DILocation(line: 22, column: 13, scope: !407)
!414 = !DILocation(line: 21, column: 33, scope: !407)
!415 = !DILocation(line: 21, column: 9, scope: !407)
!416 = distinct !{!416, !409, !417, !295}
!417 = !DILocation(line: 22, column: 24, scope: !403)
!418 = !DILocation(line: 23, column: 16, scope: !396)
!419 = !DILocation(line: 23, column: 9, scope: !396)
!420 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumIfLi4EEC2Ev", scope: !44, file: !3, line: 14, type: !50, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, declaration: !49, retainedNodes: !72)
!421 = !DILocalVariable(name: "this", arg: 1, scope: !420, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!423 = !DILocation(line: 0, scope: !420)
!424 = !DILocation(line: 14, column: 26, scope: !420)
!425 = !DILocalVariable(name: "i", scope: !426, file: !3, line: 15, type: !8)
!426 = distinct !DILexicalBlock(scope: !427, file: !3, line: 15, column: 9)
!427 = distinct !DILexicalBlock(scope: !420, file: !3, line: 14, column: 35)
!428 = !DILocation(line: 15, column: 18, scope: !426)
!429 = !DILocation(line: 15, column: 14, scope: !426)
!430 = !DILocation(line: 15, column: 25, scope: !431)
!431 = distinct !DILexicalBlock(scope: !426, file: !3, line: 15, column: 9)
!432 = !DILocation(line: 15, column: 27, scope: !431)
!433 = !DILocation(line: 15, column: 9, scope: !426)
!434 = !DILocation(line: 16, column: 13, scope: !431)
!435 = !DILocation(line: 16, column: 18, scope: !431)
!436 = !DILocation(line: 16, column: 21, scope: !431)
!437 = !DILocation(line: 15, column: 33, scope: !431)
!438 = !DILocation(line: 15, column: 9, scope: !431)
!439 = distinct !{!439, !433, !440, !295}
!440 = !DILocation(line: 16, column: 26, scope: !426)
!441 = !DILocation(line: 17, column: 5, scope: !420)
!442 = distinct !DISubprogram(name: "push", linkageName: "_ZN5AccumIfLi4EE4pushEf", scope: !44, file: !3, line: 18, type: !54, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, declaration: !53, retainedNodes: !72)
!443 = !DILocalVariable(name: "this", arg: 1, scope: !442, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!444 = !DILocation(line: 0, scope: !442)
!445 = !DILocalVariable(name: "v", arg: 2, scope: !442, file: !3, line: 18, type: !11)
!446 = !DILocation(line: 18, column: 28, scope: !442)
!447 = !DILocation(line: 18, column: 54, scope: !442)
!448 = !DILocation(line: 18, column: 33, scope: !442)
!449 = !DILocation(line: 18, column: 38, scope: !442)
!450 = !DILocation(line: 18, column: 43, scope: !442)
!451 = !DILocation(line: 18, column: 46, scope: !442)
!452 = !DILocation(line: 18, column: 51, scope: !442)
!453 = !DILocation(line: 18, column: 57, scope: !442)
!454 = distinct !DISubprogram(name: "total", linkageName: "_ZNK5AccumIfLi4EE5totalEv", scope: !44, file: !3, line: 19, type: !57, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, declaration: !56, retainedNodes: !72)
!455 = !DILocalVariable(name: "this", arg: 1, scope: !454, type: !456, flags: DIFlagArtificial | DIFlagObjectPointer)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!457 = !DILocation(line: 0, scope: !454)
!458 = !DILocalVariable(name: "s", scope: !454, file: !3, line: 20, type: !11)
!459 = !DILocation(line: 20, column: 11, scope: !454)
!460 = !DILocalVariable(name: "i", scope: !461, file: !3, line: 21, type: !8)
!461 = distinct !DILexicalBlock(scope: !454, file: !3, line: 21, column: 9)
!462 = !DILocation(line: 21, column: 18, scope: !461)
!463 = !DILocation(line: 21, column: 14, scope: !461)
!464 = !DILocation(line: 21, column: 25, scope: !465)
!465 = distinct !DILexicalBlock(scope: !461, file: !3, line: 21, column: 9)
!466 = !DILocation(line: 21, column: 27, scope: !465)
!467 = !DILocation(line: 21, column: 9, scope: !461)
!468 = !DILocation(line: 22, column: 18, scope: !465)
!469 = !DILocation(line: 22, column: 23, scope: !465)
!470 = !DILocation(line: 22, column: 15, scope: !465)
!471 = !DILocation(line: 22, column: 13, scope: !465)
!472 = !DILocation(line: 21, column: 33, scope: !465)
!473 = !DILocation(line: 21, column: 9, scope: !465)
!474 = distinct !{!474, !467, !475, !295}
!475 = !DILocation(line: 22, column: 24, scope: !461)
!476 = !DILocation(line: 23, column: 16, scope: !454)
!477 = !DILocation(line: 23, column: 9, scope: !454)
