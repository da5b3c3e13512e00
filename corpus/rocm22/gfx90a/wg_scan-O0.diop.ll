; ModuleID = 'src/wg_scan.cl'
source_filename = "src/wg_scan.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@wg_scan.buf = internal addrspace(3) global [2 x [128 x i32]] undef, align 4, !dbg !0
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1, !dbg !20
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @wg_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !dbg !2 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %11, align 8
    #dbg_declare(ptr addrspace(5) %11, !43, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !44)
  store ptr addrspace(1) %1, ptr addrspace(5) %12, align 8
    #dbg_declare(ptr addrspace(5) %12, !45, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !46)
  store ptr addrspace(1) %2, ptr addrspace(5) %13, align 8
    #dbg_declare(ptr addrspace(5) %13, !47, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !48)
  store i32 %3, ptr addrspace(5) %14, align 4
    #dbg_declare(ptr addrspace(5) %14, !49, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !50)
    #dbg_declare(ptr addrspace(5) %15, !51, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !52)
  store i32 0, ptr addrspace(5) %10, align 4
    #dbg_declare(ptr addrspace(5) %10, !53, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !57)
  %22 = load i32, ptr addrspace(5) %10, align 4, !dbg !59
  %23 = icmp eq i32 %22, 0, !dbg !60
  br i1 %23, label %24, label %26, !dbg !59

24:                                               ; preds = %4
  %25 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !61
  br label %35, !dbg !59

26:                                               ; preds = %4
  %27 = load i32, ptr addrspace(5) %10, align 4, !dbg !62
  %28 = icmp eq i32 %27, 1, !dbg !63
  br i1 %28, label %29, label %31, !dbg !62

29:                                               ; preds = %26
  %30 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !64
  br label %33, !dbg !62

31:                                               ; preds = %26
  %32 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  br label %33, !dbg !62

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %30, %29 ], [ %32, %31 ], !dbg !62
  br label %35, !dbg !59

35:                                               ; preds = %24, %33
  %36 = phi i32 [ %25, %24 ], [ %34, %33 ], !dbg !59
  store i32 %36, ptr addrspace(5) %15, align 4, !dbg !52
    #dbg_declare(ptr addrspace(5) %16, !66, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !67)
  store i32 0, ptr addrspace(5) %9, align 4
    #dbg_declare(ptr addrspace(5) %9, !68, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !70)
  %37 = load i32, ptr addrspace(5) %9, align 4, !dbg !72
  store i32 %37, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !73, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !75)
  %38 = load i32, ptr addrspace(5) %7, align 4, !dbg !77
  %39 = icmp eq i32 %38, 0, !dbg !78
  br i1 %39, label %40, label %42, !dbg !77

40:                                               ; preds = %35
  %41 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !79
  br label %51, !dbg !77

42:                                               ; preds = %35
  %43 = load i32, ptr addrspace(5) %7, align 4, !dbg !80
  %44 = icmp eq i32 %43, 1, !dbg !81
  br i1 %44, label %45, label %47, !dbg !80

45:                                               ; preds = %42
  %46 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !82
  br label %49, !dbg !80

47:                                               ; preds = %42
  %48 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !83
  br label %49, !dbg !80

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %46, %45 ], [ %48, %47 ], !dbg !80
  br label %51, !dbg !77

51:                                               ; preds = %40, %49
  %52 = phi i32 [ %41, %40 ], [ %50, %49 ], !dbg !77
  %53 = load i32, ptr addrspace(5) %9, align 4, !dbg !84
  store i32 %53, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !85, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !87)
  %54 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !89
  %55 = getelementptr inbounds i8, ptr addrspace(4) %54, i64 4, !dbg !90
  %56 = load i32, ptr addrspace(5) %5, align 4, !dbg !91
  %57 = icmp ult i32 %56, 3, !dbg !92
  br i1 %57, label %58, label %60, !dbg !91

58:                                               ; preds = %51
  %59 = load i32, ptr addrspace(5) %5, align 4, !dbg !93
  br label %61, !dbg !91

60:                                               ; preds = %51
  br label %61, !dbg !91

61:                                               ; preds = %58, %60
  %62 = phi i32 [ %59, %58 ], [ 0, %60 ], !dbg !91
  %63 = mul i32 2, %62, !dbg !94
  %64 = zext i32 %63 to i64, !dbg !95
  %65 = getelementptr inbounds i8, ptr addrspace(4) %55, i64 %64, !dbg !95
  %66 = load i16, ptr addrspace(4) %65, align 2, !dbg !96
  %67 = zext i16 %66 to i32, !dbg !96
  %68 = mul i32 %52, %67, !dbg !97
  %69 = load i32, ptr addrspace(5) %9, align 4, !dbg !98
  store i32 %69, ptr addrspace(5) %8, align 4
    #dbg_declare(ptr addrspace(5) %8, !53, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !99)
  %70 = load i32, ptr addrspace(5) %8, align 4, !dbg !101
  %71 = icmp eq i32 %70, 0, !dbg !102
  br i1 %71, label %72, label %74, !dbg !101

72:                                               ; preds = %61
  %73 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !103
  br label %83, !dbg !101

74:                                               ; preds = %61
  %75 = load i32, ptr addrspace(5) %8, align 4, !dbg !104
  %76 = icmp eq i32 %75, 1, !dbg !105
  br i1 %76, label %77, label %79, !dbg !104

77:                                               ; preds = %74
  %78 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !106
  br label %81, !dbg !104

79:                                               ; preds = %74
  %80 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !107
  br label %81, !dbg !104

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %78, %77 ], [ %80, %79 ], !dbg !104
  br label %83, !dbg !101

83:                                               ; preds = %72, %81
  %84 = phi i32 [ %73, %72 ], [ %82, %81 ], !dbg !101
  %85 = add i32 %68, %84, !dbg !108
  store i32 %85, ptr addrspace(5) %16, align 4, !dbg !67
    #dbg_declare(ptr addrspace(5) %17, !109, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !110)
  %86 = load i32, ptr addrspace(5) %16, align 4, !dbg !111
  %87 = load i32, ptr addrspace(5) %14, align 4, !dbg !112
  %88 = icmp ult i32 %86, %87, !dbg !113
  br i1 %88, label %89, label %95, !dbg !111

89:                                               ; preds = %83
  %90 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !114
  %91 = load i32, ptr addrspace(5) %16, align 4, !dbg !115
  %92 = zext i32 %91 to i64, !dbg !114
  %93 = getelementptr inbounds i32, ptr addrspace(1) %90, i64 %92, !dbg !114
  %94 = load i32, ptr addrspace(1) %93, align 4, !dbg !114
  br label %96, !dbg !111

95:                                               ; preds = %83
  br label %96, !dbg !111

96:                                               ; preds = %95, %89
  %97 = phi i32 [ %94, %89 ], [ 0, %95 ], !dbg !111
  store i32 %97, ptr addrspace(5) %17, align 4, !dbg !110
    #dbg_declare(ptr addrspace(5) %18, !116, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !117)
  store i32 0, ptr addrspace(5) %18, align 4, !dbg !117
  %98 = load i32, ptr addrspace(5) %17, align 4, !dbg !118
  %99 = load i32, ptr addrspace(5) %15, align 4, !dbg !119
  %100 = zext i32 %99 to i64, !dbg !120
  %101 = getelementptr inbounds [128 x i32], ptr addrspace(3) @wg_scan.buf, i64 0, i64 %100, !dbg !120
  store i32 %98, ptr addrspace(3) %101, align 4, !dbg !121
  fence syncscope("workgroup") release, !dbg !122
  call void @llvm.amdgcn.s.barrier(), !dbg !127
  fence syncscope("workgroup") acquire, !dbg !128
    #dbg_declare(ptr addrspace(5) %19, !129, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !131)
  store i32 1, ptr addrspace(5) %19, align 4, !dbg !131
  br label %102, !dbg !132

102:                                              ; preds = %139, %96
  %103 = load i32, ptr addrspace(5) %19, align 4, !dbg !133
  %104 = icmp ult i32 %103, 128, !dbg !135
  br i1 %104, label %105, label %142, !dbg !136

105:                                              ; preds = %102
    #dbg_declare(ptr addrspace(5) %20, !137, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !139)
  %106 = load i32, ptr addrspace(5) %18, align 4, !dbg !140
  %107 = zext i32 %106 to i64, !dbg !141
  %108 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i64 0, i64 %107, !dbg !141
  %109 = load i32, ptr addrspace(5) %15, align 4, !dbg !142
  %110 = zext i32 %109 to i64, !dbg !141
  %111 = getelementptr inbounds [128 x i32], ptr addrspace(3) %108, i64 0, i64 %110, !dbg !141
  %112 = load i32, ptr addrspace(3) %111, align 4, !dbg !141
  store i32 %112, ptr addrspace(5) %20, align 4, !dbg !139
  %113 = load i32, ptr addrspace(5) %15, align 4, !dbg !143
  %114 = load i32, ptr addrspace(5) %19, align 4, !dbg !145
  %115 = icmp uge i32 %113, %114, !dbg !146
  br i1 %115, label %116, label %128, !dbg !147

116:                                              ; preds = %105
  %117 = load i32, ptr addrspace(5) %18, align 4, !dbg !148
  %118 = zext i32 %117 to i64, !dbg !149
  %119 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i64 0, i64 %118, !dbg !149
  %120 = load i32, ptr addrspace(5) %15, align 4, !dbg !150
  %121 = load i32, ptr addrspace(5) %19, align 4, !dbg !151
  %122 = sub i32 %120, %121, !dbg !152
  %123 = zext i32 %122 to i64, !dbg !149
  %124 = getelementptr inbounds [128 x i32], ptr addrspace(3) %119, i64 0, i64 %123, !dbg !149
  %125 = load i32, ptr addrspace(3) %124, align 4, !dbg !149
  %126 = load i32, ptr addrspace(5) %20, align 4, !dbg !153
  %127 = add nsw i32 %126, %125, !dbg !153
  store i32 %127, ptr addrspace(5) %20, align 4, !dbg !153
  br label %128, !dbg !154

128:                                              ; preds = %116, %105
  %129 = load i32, ptr addrspace(5) %20, align 4, !dbg !155
  %130 = load i32, ptr addrspace(5) %18, align 4, !dbg !156
  %131 = sub i32 1, %130, !dbg !157
  %132 = zext i32 %131 to i64, !dbg !158
  %133 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i64 0, i64 %132, !dbg !158
  %134 = load i32, ptr addrspace(5) %15, align 4, !dbg !159
  %135 = zext i32 %134 to i64, !dbg !158
  %136 = getelementptr inbounds [128 x i32], ptr addrspace(3) %133, i64 0, i64 %135, !dbg !158
  store i32 %129, ptr addrspace(3) %136, align 4, !dbg !160
  %137 = load i32, ptr addrspace(5) %18, align 4, !dbg !161
  %138 = sub i32 1, %137, !dbg !162
  store i32 %138, ptr addrspace(5) %18, align 4, !dbg !163
  fence syncscope("workgroup") release, !dbg !164
  call void @llvm.amdgcn.s.barrier(), !dbg !166
  fence syncscope("workgroup") acquire, !dbg !167
  br label %139, !dbg !168

139:                                              ; preds = %128
  %140 = load i32, ptr addrspace(5) %19, align 4, !dbg !169
  %141 = shl i32 %140, 1, !dbg !169
  store i32 %141, ptr addrspace(5) %19, align 4, !dbg !169
  br label %102, !dbg !170, !llvm.loop !171

142:                                              ; preds = %102
    #dbg_declare(ptr addrspace(5) %21, !173, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !174)
  %143 = load i32, ptr addrspace(5) %18, align 4, !dbg !175
  %144 = zext i32 %143 to i64, !dbg !176
  %145 = getelementptr inbounds [2 x [128 x i32]], ptr addrspace(3) @wg_scan.buf, i64 0, i64 %144, !dbg !176
  %146 = load i32, ptr addrspace(5) %15, align 4, !dbg !177
  %147 = zext i32 %146 to i64, !dbg !176
  %148 = getelementptr inbounds [128 x i32], ptr addrspace(3) %145, i64 0, i64 %147, !dbg !176
  %149 = load i32, ptr addrspace(3) %148, align 4, !dbg !176
  store i32 %149, ptr addrspace(5) %21, align 4, !dbg !174
  %150 = load i32, ptr addrspace(5) %16, align 4, !dbg !178
  %151 = load i32, ptr addrspace(5) %14, align 4, !dbg !180
  %152 = icmp ult i32 %150, %151, !dbg !181
  br i1 %152, label %153, label %159, !dbg !182

153:                                              ; preds = %142
  %154 = load i32, ptr addrspace(5) %21, align 4, !dbg !183
  %155 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !184
  %156 = load i32, ptr addrspace(5) %16, align 4, !dbg !185
  %157 = zext i32 %156 to i64, !dbg !184
  %158 = getelementptr inbounds i32, ptr addrspace(1) %155, i64 %157, !dbg !184
  store i32 %154, ptr addrspace(1) %158, align 4, !dbg !186
  br label %159, !dbg !184

159:                                              ; preds = %153, %142
  %160 = load i32, ptr addrspace(5) %15, align 4, !dbg !187
  %161 = icmp eq i32 %160, 127, !dbg !189
  br i1 %161, label %162, label %182, !dbg !190

162:                                              ; preds = %159
  %163 = load i32, ptr addrspace(5) %21, align 4, !dbg !191
  %164 = load ptr addrspace(1), ptr addrspace(5) %13, align 8, !dbg !192
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !73, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !193)
  %165 = load i32, ptr addrspace(5) %6, align 4, !dbg !195
  %166 = icmp eq i32 %165, 0, !dbg !196
  br i1 %166, label %167, label %169, !dbg !195

167:                                              ; preds = %162
  %168 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !197
  br label %178, !dbg !195

169:                                              ; preds = %162
  %170 = load i32, ptr addrspace(5) %6, align 4, !dbg !198
  %171 = icmp eq i32 %170, 1, !dbg !199
  br i1 %171, label %172, label %174, !dbg !198

172:                                              ; preds = %169
  %173 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !200
  br label %176, !dbg !198

174:                                              ; preds = %169
  %175 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !201
  br label %176, !dbg !198

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %173, %172 ], [ %175, %174 ], !dbg !198
  br label %178, !dbg !195

178:                                              ; preds = %167, %176
  %179 = phi i32 [ %168, %167 ], [ %177, %176 ], !dbg !195
  %180 = zext i32 %179 to i64, !dbg !192
  %181 = getelementptr inbounds i32, ptr addrspace(1) %164, i64 %180, !dbg !192
  store i32 %163, ptr addrspace(1) %181, align 4, !dbg !202
  br label %182, !dbg !192

182:                                              ; preds = %178, %159
  ret void, !dbg !203
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36}
!opencl.ocl.version = !{!37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([2 x [128 x i32]])))
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 15, type: !27, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "wg_scan", scope: !3, file: !3, line: 13, type: !4, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !13, retainedNodes: !26)
!3 = !DIFile(filename: "src/wg_scan.cl", directory: ".", checksumkind: CSK_MD5, checksum: "17f360945cd170c95150e1b00027e814")
!4 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !5)
!5 = !{null, !6, !9, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !11, line: 18, baseType: !12)
!11 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !19, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !17}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !{!0, !20}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression(DIOpArg(0, ptr addrspace(4)), DIOpDeref([10 x i8])))
!21 = distinct !DIGlobalVariable(scope: null, file: !11, line: 69, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 80, elements: !24)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 10)
!26 = !{}
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !28)
!28 = !{!29, !30}
!29 = !DISubrange(count: 2)
!30 = !DISubrange(count: 128)
!31 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{i32 2, i32 0}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = !{i32 1, i32 1, i32 1, i32 0}
!40 = !{!"none", !"none", !"none", !"none"}
!41 = !{!"int*", !"int*", !"int*", !"uint"}
!42 = !{!"const", !"", !"", !""}
!43 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!44 = !DILocation(line: 13, column: 43, scope: !2)
!45 = !DILocalVariable(name: "scan", arg: 2, scope: !2, file: !3, line: 13, type: !9)
!46 = !DILocation(line: 13, column: 61, scope: !2)
!47 = !DILocalVariable(name: "total", arg: 3, scope: !2, file: !3, line: 14, type: !9)
!48 = !DILocation(line: 14, column: 37, scope: !2)
!49 = !DILocalVariable(name: "n", arg: 4, scope: !2, file: !3, line: 14, type: !10)
!50 = !DILocation(line: 14, column: 49, scope: !2)
!51 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 16, type: !10)
!52 = !DILocation(line: 16, column: 10, scope: !2)
!53 = !DILocalVariable(name: "d", arg: 1, scope: !54, file: !11, line: 44, type: !10)
!54 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !11, file: !11, line: 44, type: !55, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !26)
!55 = !DISubroutineType(types: !56)
!56 = !{!10, !10}
!57 = !DILocation(line: 44, column: 31, scope: !54, inlinedAt: !58)
!58 = distinct !DILocation(line: 16, column: 16, scope: !2)
!59 = !DILocation(line: 45, column: 12, scope: !54, inlinedAt: !58)
!60 = !DILocation(line: 45, column: 14, scope: !54, inlinedAt: !58)
!61 = !DILocation(line: 45, column: 21, scope: !54, inlinedAt: !58)
!62 = !DILocation(line: 46, column: 12, scope: !54, inlinedAt: !58)
!63 = !DILocation(line: 46, column: 14, scope: !54, inlinedAt: !58)
!64 = !DILocation(line: 46, column: 21, scope: !54, inlinedAt: !58)
!65 = !DILocation(line: 47, column: 21, scope: !54, inlinedAt: !58)
!66 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 17, type: !10)
!67 = !DILocation(line: 17, column: 10, scope: !2)
!68 = !DILocalVariable(name: "d", arg: 1, scope: !69, file: !11, line: 62, type: !10)
!69 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !11, file: !11, line: 62, type: !55, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !26)
!70 = !DILocation(line: 62, column: 32, scope: !69, inlinedAt: !71)
!71 = distinct !DILocation(line: 17, column: 16, scope: !2)
!72 = !DILocation(line: 63, column: 25, scope: !69, inlinedAt: !71)
!73 = !DILocalVariable(name: "d", arg: 1, scope: !74, file: !11, line: 49, type: !10)
!74 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !11, file: !11, line: 49, type: !55, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !26)
!75 = !DILocation(line: 49, column: 31, scope: !74, inlinedAt: !76)
!76 = distinct !DILocation(line: 63, column: 12, scope: !69, inlinedAt: !71)
!77 = !DILocation(line: 50, column: 12, scope: !74, inlinedAt: !76)
!78 = !DILocation(line: 50, column: 14, scope: !74, inlinedAt: !76)
!79 = !DILocation(line: 50, column: 21, scope: !74, inlinedAt: !76)
!80 = !DILocation(line: 51, column: 12, scope: !74, inlinedAt: !76)
!81 = !DILocation(line: 51, column: 14, scope: !74, inlinedAt: !76)
!82 = !DILocation(line: 51, column: 21, scope: !74, inlinedAt: !76)
!83 = !DILocation(line: 52, column: 21, scope: !74, inlinedAt: !76)
!84 = !DILocation(line: 63, column: 45, scope: !69, inlinedAt: !71)
!85 = !DILocalVariable(name: "d", arg: 1, scope: !86, file: !11, line: 54, type: !10)
!86 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !11, file: !11, line: 54, type: !55, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !26)
!87 = !DILocation(line: 54, column: 33, scope: !86, inlinedAt: !88)
!88 = distinct !DILocation(line: 63, column: 30, scope: !69, inlinedAt: !71)
!89 = !DILocation(line: 56, column: 42, scope: !86, inlinedAt: !88)
!90 = !DILocation(line: 56, column: 50, scope: !86, inlinedAt: !88)
!91 = !DILocation(line: 56, column: 61, scope: !86, inlinedAt: !88)
!92 = !DILocation(line: 56, column: 63, scope: !86, inlinedAt: !88)
!93 = !DILocation(line: 56, column: 69, scope: !86, inlinedAt: !88)
!94 = !DILocation(line: 56, column: 58, scope: !86, inlinedAt: !88)
!95 = !DILocation(line: 56, column: 54, scope: !86, inlinedAt: !88)
!96 = !DILocation(line: 56, column: 12, scope: !86, inlinedAt: !88)
!97 = !DILocation(line: 63, column: 28, scope: !69, inlinedAt: !71)
!98 = !DILocation(line: 63, column: 63, scope: !69, inlinedAt: !71)
!99 = !DILocation(line: 44, column: 31, scope: !54, inlinedAt: !100)
!100 = distinct !DILocation(line: 63, column: 50, scope: !69, inlinedAt: !71)
!101 = !DILocation(line: 45, column: 12, scope: !54, inlinedAt: !100)
!102 = !DILocation(line: 45, column: 14, scope: !54, inlinedAt: !100)
!103 = !DILocation(line: 45, column: 21, scope: !54, inlinedAt: !100)
!104 = !DILocation(line: 46, column: 12, scope: !54, inlinedAt: !100)
!105 = !DILocation(line: 46, column: 14, scope: !54, inlinedAt: !100)
!106 = !DILocation(line: 46, column: 21, scope: !54, inlinedAt: !100)
!107 = !DILocation(line: 47, column: 21, scope: !54, inlinedAt: !100)
!108 = !DILocation(line: 63, column: 48, scope: !69, inlinedAt: !71)
!109 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 18, type: !8)
!110 = !DILocation(line: 18, column: 9, scope: !2)
!111 = !DILocation(line: 18, column: 13, scope: !2)
!112 = !DILocation(line: 18, column: 19, scope: !2)
!113 = !DILocation(line: 18, column: 17, scope: !2)
!114 = !DILocation(line: 18, column: 23, scope: !2)
!115 = !DILocation(line: 18, column: 26, scope: !2)
!116 = !DILocalVariable(name: "cur", scope: !2, file: !3, line: 19, type: !10)
!117 = !DILocation(line: 19, column: 10, scope: !2)
!118 = !DILocation(line: 21, column: 19, scope: !2)
!119 = !DILocation(line: 21, column: 12, scope: !2)
!120 = !DILocation(line: 21, column: 5, scope: !2)
!121 = !DILocation(line: 21, column: 17, scope: !2)
!122 = !DILocation(line: 69, column: 28, scope: !123, inlinedAt: !126)
!123 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !11, file: !11, line: 68, type: !124, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13)
!124 = !DISubroutineType(types: !125)
!125 = !{null}
!126 = distinct !DILocation(line: 22, column: 5, scope: !2)
!127 = !DILocation(line: 70, column: 5, scope: !123, inlinedAt: !126)
!128 = !DILocation(line: 71, column: 28, scope: !123, inlinedAt: !126)
!129 = !DILocalVariable(name: "off", scope: !130, file: !3, line: 23, type: !10)
!130 = distinct !DILexicalBlock(scope: !2, file: !3, line: 23, column: 5)
!131 = !DILocation(line: 23, column: 15, scope: !130)
!132 = !DILocation(line: 23, column: 10, scope: !130)
!133 = !DILocation(line: 23, column: 24, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 23, column: 5)
!135 = !DILocation(line: 23, column: 28, scope: !134)
!136 = !DILocation(line: 23, column: 5, scope: !130)
!137 = !DILocalVariable(name: "x", scope: !138, file: !3, line: 24, type: !8)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 23, column: 45)
!139 = !DILocation(line: 24, column: 13, scope: !138)
!140 = !DILocation(line: 24, column: 21, scope: !138)
!141 = !DILocation(line: 24, column: 17, scope: !138)
!142 = !DILocation(line: 24, column: 26, scope: !138)
!143 = !DILocation(line: 25, column: 13, scope: !144)
!144 = distinct !DILexicalBlock(scope: !138, file: !3, line: 25, column: 13)
!145 = !DILocation(line: 25, column: 20, scope: !144)
!146 = !DILocation(line: 25, column: 17, scope: !144)
!147 = !DILocation(line: 25, column: 13, scope: !138)
!148 = !DILocation(line: 26, column: 22, scope: !144)
!149 = !DILocation(line: 26, column: 18, scope: !144)
!150 = !DILocation(line: 26, column: 27, scope: !144)
!151 = !DILocation(line: 26, column: 33, scope: !144)
!152 = !DILocation(line: 26, column: 31, scope: !144)
!153 = !DILocation(line: 26, column: 15, scope: !144)
!154 = !DILocation(line: 26, column: 13, scope: !144)
!155 = !DILocation(line: 27, column: 29, scope: !138)
!156 = !DILocation(line: 27, column: 17, scope: !138)
!157 = !DILocation(line: 27, column: 15, scope: !138)
!158 = !DILocation(line: 27, column: 9, scope: !138)
!159 = !DILocation(line: 27, column: 22, scope: !138)
!160 = !DILocation(line: 27, column: 27, scope: !138)
!161 = !DILocation(line: 28, column: 19, scope: !138)
!162 = !DILocation(line: 28, column: 17, scope: !138)
!163 = !DILocation(line: 28, column: 13, scope: !138)
!164 = !DILocation(line: 69, column: 28, scope: !123, inlinedAt: !165)
!165 = distinct !DILocation(line: 29, column: 9, scope: !138)
!166 = !DILocation(line: 70, column: 5, scope: !123, inlinedAt: !165)
!167 = !DILocation(line: 71, column: 28, scope: !123, inlinedAt: !165)
!168 = !DILocation(line: 30, column: 5, scope: !138)
!169 = !DILocation(line: 23, column: 38, scope: !134)
!170 = !DILocation(line: 23, column: 5, scope: !134)
!171 = distinct !{!171, !136, !172}
!172 = !DILocation(line: 30, column: 5, scope: !130)
!173 = !DILocalVariable(name: "mine", scope: !2, file: !3, line: 31, type: !8)
!174 = !DILocation(line: 31, column: 9, scope: !2)
!175 = !DILocation(line: 31, column: 20, scope: !2)
!176 = !DILocation(line: 31, column: 16, scope: !2)
!177 = !DILocation(line: 31, column: 25, scope: !2)
!178 = !DILocation(line: 32, column: 9, scope: !179)
!179 = distinct !DILexicalBlock(scope: !2, file: !3, line: 32, column: 9)
!180 = !DILocation(line: 32, column: 15, scope: !179)
!181 = !DILocation(line: 32, column: 13, scope: !179)
!182 = !DILocation(line: 32, column: 9, scope: !2)
!183 = !DILocation(line: 33, column: 21, scope: !179)
!184 = !DILocation(line: 33, column: 9, scope: !179)
!185 = !DILocation(line: 33, column: 14, scope: !179)
!186 = !DILocation(line: 33, column: 19, scope: !179)
!187 = !DILocation(line: 34, column: 9, scope: !188)
!188 = distinct !DILexicalBlock(scope: !2, file: !3, line: 34, column: 9)
!189 = !DILocation(line: 34, column: 13, scope: !188)
!190 = !DILocation(line: 34, column: 9, scope: !2)
!191 = !DILocation(line: 35, column: 34, scope: !188)
!192 = !DILocation(line: 35, column: 9, scope: !188)
!193 = !DILocation(line: 49, column: 31, scope: !74, inlinedAt: !194)
!194 = distinct !DILocation(line: 35, column: 15, scope: !188)
!195 = !DILocation(line: 50, column: 12, scope: !74, inlinedAt: !194)
!196 = !DILocation(line: 50, column: 14, scope: !74, inlinedAt: !194)
!197 = !DILocation(line: 50, column: 21, scope: !74, inlinedAt: !194)
!198 = !DILocation(line: 51, column: 12, scope: !74, inlinedAt: !194)
!199 = !DILocation(line: 51, column: 14, scope: !74, inlinedAt: !194)
!200 = !DILocation(line: 51, column: 21, scope: !74, inlinedAt: !194)
!201 = !DILocation(line: 52, column: 21, scope: !74, inlinedAt: !194)
!202 = !DILocation(line: 35, column: 32, scope: !188)
!203 = !DILocation(line: 36, column: 1, scope: !2)
