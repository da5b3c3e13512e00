; ModuleID = 'src/atomics.cl'
source_filename = "src/atomics.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@atomics_global_lds_cas.lhist = internal addrspace(3) global [16 x i32] undef, align 4, !dbg !0
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1, !dbg !26
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomics_global_lds_cas(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 8 %4, ptr addrspace(1) noundef align 4 %5) #0 !dbg !2 !kernel_arg_addr_space !44 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca ptr addrspace(1), align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i64, align 8, addrspace(5)
  %26 = alloca i64, align 8, addrspace(5)
  %27 = alloca float, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca float, align 4, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i8, align 1, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %12, align 8
    #dbg_declare(ptr addrspace(5) %12, !48, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !49)
  store ptr addrspace(1) %1, ptr addrspace(5) %13, align 8
    #dbg_declare(ptr addrspace(5) %13, !50, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !51)
  store ptr addrspace(1) %2, ptr addrspace(5) %14, align 8
    #dbg_declare(ptr addrspace(5) %14, !52, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !53)
  store ptr addrspace(1) %3, ptr addrspace(5) %15, align 8
    #dbg_declare(ptr addrspace(5) %15, !54, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !55)
  store ptr addrspace(1) %4, ptr addrspace(5) %16, align 8
    #dbg_declare(ptr addrspace(5) %16, !56, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !57)
  store ptr addrspace(1) %5, ptr addrspace(5) %17, align 8
    #dbg_declare(ptr addrspace(5) %17, !58, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !59)
    #dbg_declare(ptr addrspace(5) %18, !60, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !61)
  store i32 0, ptr addrspace(5) %11, align 4
    #dbg_declare(ptr addrspace(5) %11, !62, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !66)
  %35 = load i32, ptr addrspace(5) %11, align 4, !dbg !68
  %36 = icmp eq i32 %35, 0, !dbg !69
  br i1 %36, label %37, label %39, !dbg !68

37:                                               ; preds = %6
  %38 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !70
  br label %48, !dbg !68

39:                                               ; preds = %6
  %40 = load i32, ptr addrspace(5) %11, align 4, !dbg !71
  %41 = icmp eq i32 %40, 1, !dbg !72
  br i1 %41, label %42, label %44, !dbg !71

42:                                               ; preds = %39
  %43 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !73
  br label %46, !dbg !71

44:                                               ; preds = %39
  %45 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !74
  br label %46, !dbg !71

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %43, %42 ], [ %45, %44 ], !dbg !71
  br label %48, !dbg !68

48:                                               ; preds = %37, %46
  %49 = phi i32 [ %38, %37 ], [ %47, %46 ], !dbg !68
  store i32 %49, ptr addrspace(5) %18, align 4, !dbg !61
    #dbg_declare(ptr addrspace(5) %19, !75, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !76)
  store i32 0, ptr addrspace(5) %10, align 4
    #dbg_declare(ptr addrspace(5) %10, !77, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !79)
  %50 = load i32, ptr addrspace(5) %10, align 4, !dbg !81
  store i32 %50, ptr addrspace(5) %8, align 4
    #dbg_declare(ptr addrspace(5) %8, !82, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !84)
  %51 = load i32, ptr addrspace(5) %8, align 4, !dbg !86
  %52 = icmp eq i32 %51, 0, !dbg !87
  br i1 %52, label %53, label %55, !dbg !86

53:                                               ; preds = %48
  %54 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !88
  br label %64, !dbg !86

55:                                               ; preds = %48
  %56 = load i32, ptr addrspace(5) %8, align 4, !dbg !89
  %57 = icmp eq i32 %56, 1, !dbg !90
  br i1 %57, label %58, label %60, !dbg !89

58:                                               ; preds = %55
  %59 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !91
  br label %62, !dbg !89

60:                                               ; preds = %55
  %61 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !92
  br label %62, !dbg !89

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %59, %58 ], [ %61, %60 ], !dbg !89
  br label %64, !dbg !86

64:                                               ; preds = %53, %62
  %65 = phi i32 [ %54, %53 ], [ %63, %62 ], !dbg !86
  %66 = load i32, ptr addrspace(5) %10, align 4, !dbg !93
  store i32 %66, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !94, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !96)
  %67 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !98
  %68 = getelementptr inbounds i8, ptr addrspace(4) %67, i64 4, !dbg !99
  %69 = load i32, ptr addrspace(5) %7, align 4, !dbg !100
  %70 = icmp ult i32 %69, 3, !dbg !101
  br i1 %70, label %71, label %73, !dbg !100

71:                                               ; preds = %64
  %72 = load i32, ptr addrspace(5) %7, align 4, !dbg !102
  br label %74, !dbg !100

73:                                               ; preds = %64
  br label %74, !dbg !100

74:                                               ; preds = %71, %73
  %75 = phi i32 [ %72, %71 ], [ 0, %73 ], !dbg !100
  %76 = mul i32 2, %75, !dbg !103
  %77 = zext i32 %76 to i64, !dbg !104
  %78 = getelementptr inbounds i8, ptr addrspace(4) %68, i64 %77, !dbg !104
  %79 = load i16, ptr addrspace(4) %78, align 2, !dbg !105
  %80 = zext i16 %79 to i32, !dbg !105
  %81 = mul i32 %65, %80, !dbg !106
  %82 = load i32, ptr addrspace(5) %10, align 4, !dbg !107
  store i32 %82, ptr addrspace(5) %9, align 4
    #dbg_declare(ptr addrspace(5) %9, !62, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !108)
  %83 = load i32, ptr addrspace(5) %9, align 4, !dbg !110
  %84 = icmp eq i32 %83, 0, !dbg !111
  br i1 %84, label %85, label %87, !dbg !110

85:                                               ; preds = %74
  %86 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !112
  br label %96, !dbg !110

87:                                               ; preds = %74
  %88 = load i32, ptr addrspace(5) %9, align 4, !dbg !113
  %89 = icmp eq i32 %88, 1, !dbg !114
  br i1 %89, label %90, label %92, !dbg !113

90:                                               ; preds = %87
  %91 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !115
  br label %94, !dbg !113

92:                                               ; preds = %87
  %93 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !116
  br label %94, !dbg !113

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %91, %90 ], [ %93, %92 ], !dbg !113
  br label %96, !dbg !110

96:                                               ; preds = %85, %94
  %97 = phi i32 [ %86, %85 ], [ %95, %94 ], !dbg !110
  %98 = add i32 %81, %97, !dbg !117
  store i32 %98, ptr addrspace(5) %19, align 4, !dbg !76
    #dbg_declare(ptr addrspace(5) %20, !118, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !119)
  %99 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !120
  %100 = load i32, ptr addrspace(5) %19, align 4, !dbg !121
  %101 = zext i32 %100 to i64, !dbg !120
  %102 = getelementptr inbounds i32, ptr addrspace(1) %99, i64 %101, !dbg !120
  %103 = load i32, ptr addrspace(1) %102, align 4, !dbg !120
  store i32 %103, ptr addrspace(5) %20, align 4, !dbg !119
  %104 = load i32, ptr addrspace(5) %18, align 4, !dbg !122
  %105 = icmp ult i32 %104, 16, !dbg !124
  br i1 %105, label %106, label %110, !dbg !125

106:                                              ; preds = %96
  %107 = load i32, ptr addrspace(5) %18, align 4, !dbg !126
  %108 = zext i32 %107 to i64, !dbg !127
  %109 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomics_global_lds_cas.lhist, i64 0, i64 %108, !dbg !127
  store i32 0, ptr addrspace(3) %109, align 4, !dbg !128
  br label %110, !dbg !127

110:                                              ; preds = %106, %96
  fence syncscope("workgroup") release, !dbg !129
  call void @llvm.amdgcn.s.barrier(), !dbg !134
  fence syncscope("workgroup") acquire, !dbg !135
  %111 = load ptr addrspace(1), ptr addrspace(5) %13, align 8, !dbg !136
  store i32 1, ptr addrspace(5) %21, align 4, !dbg !137
  %112 = load i32, ptr addrspace(5) %21, align 4, !dbg !137
  %113 = atomicrmw add ptr addrspace(1) %111, i32 %112 monotonic, align 4, !dbg !137
  store i32 %113, ptr addrspace(5) %22, align 4, !dbg !137
  %114 = load i32, ptr addrspace(5) %22, align 4, !dbg !137
  %115 = load ptr addrspace(1), ptr addrspace(5) %17, align 8, !dbg !138
  %116 = load i32, ptr addrspace(5) %19, align 4, !dbg !139
  %117 = zext i32 %116 to i64, !dbg !138
  %118 = getelementptr inbounds i32, ptr addrspace(1) %115, i64 %117, !dbg !138
  store i32 %114, ptr addrspace(1) %118, align 4, !dbg !140
  %119 = load i32, ptr addrspace(5) %20, align 4, !dbg !141
  %120 = and i32 %119, 15, !dbg !142
  %121 = sext i32 %120 to i64, !dbg !143
  %122 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomics_global_lds_cas.lhist, i64 0, i64 %121, !dbg !143
  store i32 1, ptr addrspace(5) %23, align 4, !dbg !144
  %123 = load i32, ptr addrspace(5) %23, align 4, !dbg !144
  %124 = atomicrmw add ptr addrspace(3) %122, i32 %123 monotonic, align 4, !dbg !144
  store i32 %124, ptr addrspace(5) %24, align 4, !dbg !144
  %125 = load i32, ptr addrspace(5) %24, align 4, !dbg !144
  %126 = load ptr addrspace(1), ptr addrspace(5) %16, align 8, !dbg !145
  %127 = load i32, ptr addrspace(5) %20, align 4, !dbg !146
  %128 = sext i32 %127 to i64, !dbg !147
  store i64 %128, ptr addrspace(5) %25, align 8, !dbg !148
  %129 = load i64, ptr addrspace(5) %25, align 8, !dbg !148
  %130 = atomicrmw add ptr addrspace(1) %126, i64 %129 monotonic, align 8, !dbg !148
  store i64 %130, ptr addrspace(5) %26, align 8, !dbg !148
  %131 = load i64, ptr addrspace(5) %26, align 8, !dbg !148
    #dbg_declare(ptr addrspace(5) %27, !149, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !150)
  %132 = load i32, ptr addrspace(5) %20, align 4, !dbg !151
  %133 = sitofp i32 %132 to float, !dbg !152
  %134 = fmul float %133, 2.500000e-01, !dbg !153
  store float %134, ptr addrspace(5) %27, align 4, !dbg !150
    #dbg_declare(ptr addrspace(5) %28, !154, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !155)
  %135 = load ptr addrspace(1), ptr addrspace(5) %15, align 8, !dbg !156
  %136 = load volatile i32, ptr addrspace(1) %135, align 4, !dbg !157
  store i32 %136, ptr addrspace(5) %28, align 4, !dbg !155
  br label %137, !dbg !158

137:                                              ; preds = %110, %158
    #dbg_declare(ptr addrspace(5) %29, !159, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(float)), !161)
  %138 = load float, ptr addrspace(5) %28, align 4, !dbg !162
  store float %138, ptr addrspace(5) %29, align 4, !dbg !161
  %139 = load float, ptr addrspace(5) %29, align 4, !dbg !163
  %140 = load float, ptr addrspace(5) %27, align 4, !dbg !165
  %141 = fcmp oge float %139, %140, !dbg !166
  br i1 %141, label %142, label %143, !dbg !167

142:                                              ; preds = %137
  br label %159, !dbg !168

143:                                              ; preds = %137
    #dbg_declare(ptr addrspace(5) %30, !169, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !170)
  %144 = load i32, ptr addrspace(5) %27, align 4, !dbg !171
  store i32 %144, ptr addrspace(5) %30, align 4, !dbg !170
  %145 = load ptr addrspace(1), ptr addrspace(5) %15, align 8, !dbg !172
  %146 = load i32, ptr addrspace(5) %30, align 4, !dbg !174
  store i32 %146, ptr addrspace(5) %31, align 4, !dbg !175
  %147 = load i32, ptr addrspace(5) %28, align 4, !dbg !175
  %148 = load i32, ptr addrspace(5) %31, align 4, !dbg !175
  %149 = cmpxchg ptr addrspace(1) %145, i32 %147, i32 %148 monotonic monotonic, align 4, !dbg !175
  %150 = extractvalue { i32, i1 } %149, 0, !dbg !175
  %151 = extractvalue { i32, i1 } %149, 1, !dbg !175
  br i1 %151, label %153, label %152, !dbg !175

152:                                              ; preds = %143
  store i32 %150, ptr addrspace(5) %28, align 4, !dbg !175
  br label %153, !dbg !175

153:                                              ; preds = %152, %143
  %154 = zext i1 %151 to i8, !dbg !175
  store i8 %154, ptr addrspace(5) %32, align 1, !dbg !175
  %155 = load i8, ptr addrspace(5) %32, align 1, !dbg !175
  %156 = trunc i8 %155 to i1, !dbg !175
  br i1 %156, label %157, label %158, !dbg !176

157:                                              ; preds = %153
  br label %159, !dbg !177

158:                                              ; preds = %153
  br label %137, !dbg !158, !llvm.loop !178

159:                                              ; preds = %157, %142
  fence syncscope("workgroup") release, !dbg !180
  call void @llvm.amdgcn.s.barrier(), !dbg !182
  fence syncscope("workgroup") acquire, !dbg !183
  %160 = load i32, ptr addrspace(5) %18, align 4, !dbg !184
  %161 = icmp ult i32 %160, 16, !dbg !186
  br i1 %161, label %162, label %174, !dbg !187

162:                                              ; preds = %159
  %163 = load ptr addrspace(1), ptr addrspace(5) %14, align 8, !dbg !188
  %164 = load i32, ptr addrspace(5) %18, align 4, !dbg !189
  %165 = zext i32 %164 to i64, !dbg !188
  %166 = getelementptr inbounds i32, ptr addrspace(1) %163, i64 %165, !dbg !188
  %167 = load i32, ptr addrspace(5) %18, align 4, !dbg !190
  %168 = zext i32 %167 to i64, !dbg !191
  %169 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomics_global_lds_cas.lhist, i64 0, i64 %168, !dbg !191
  %170 = load i32, ptr addrspace(3) %169, align 4, !dbg !191
  store i32 %170, ptr addrspace(5) %33, align 4, !dbg !192
  %171 = load i32, ptr addrspace(5) %33, align 4, !dbg !192
  %172 = atomicrmw add ptr addrspace(1) %166, i32 %171 monotonic, align 4, !dbg !192
  store i32 %172, ptr addrspace(5) %34, align 4, !dbg !192
  %173 = load i32, ptr addrspace(5) %34, align 4, !dbg !192
  br label %174, !dbg !192

174:                                              ; preds = %162, %159
  ret void, !dbg !193
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41}
!opencl.ocl.version = !{!42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([16 x i32])))
!1 = distinct !DIGlobalVariable(name: "lhist", scope: !2, file: !3, line: 19, type: !33, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "atomics_global_lds_cas", scope: !3, file: !3, line: 13, type: !4, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !32)
!3 = !DIFile(filename: "src/atomics.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8f34f4ed34419255ccbdbe454eacba81")
!4 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !5)
!5 = !{null, !6, !9, !9, !10, !14, !9}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !12, line: 18, baseType: !13)
!12 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !17, globals: !25, splitDebugInlining: false, nameTableKind: None)
!17 = !{!15, !18, !19, !11, !21, !23}
!18 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!25 = !{!0, !26}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression(DIOpArg(0, ptr addrspace(4)), DIOpDeref([10 x i8])))
!27 = distinct !DIGlobalVariable(scope: null, file: !12, line: 69, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 80, elements: !30)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !{}
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 16)
!36 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{i32 2, i32 0}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!45 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!46 = !{!"int*", !"int*", !"int*", !"uint*", !"long*", !"int*"}
!47 = !{!"const", !"", !"", !"", !"", !""}
!48 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!49 = !DILocation(line: 13, column: 58, scope: !2)
!50 = !DILocalVariable(name: "counter", arg: 2, scope: !2, file: !3, line: 14, type: !9)
!51 = !DILocation(line: 14, column: 52, scope: !2)
!52 = !DILocalVariable(name: "hist", arg: 3, scope: !2, file: !3, line: 15, type: !9)
!53 = !DILocation(line: 15, column: 52, scope: !2)
!54 = !DILocalVariable(name: "fmax_bits", arg: 4, scope: !2, file: !3, line: 16, type: !10)
!55 = !DILocation(line: 16, column: 53, scope: !2)
!56 = !DILocalVariable(name: "total64", arg: 5, scope: !2, file: !3, line: 17, type: !14)
!57 = !DILocation(line: 17, column: 53, scope: !2)
!58 = !DILocalVariable(name: "ticket", arg: 6, scope: !2, file: !3, line: 18, type: !9)
!59 = !DILocation(line: 18, column: 52, scope: !2)
!60 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 20, type: !11)
!61 = !DILocation(line: 20, column: 10, scope: !2)
!62 = !DILocalVariable(name: "d", arg: 1, scope: !63, file: !12, line: 44, type: !11)
!63 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !12, file: !12, line: 44, type: !64, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !16, retainedNodes: !32)
!64 = !DISubroutineType(types: !65)
!65 = !{!11, !11}
!66 = !DILocation(line: 44, column: 31, scope: !63, inlinedAt: !67)
!67 = distinct !DILocation(line: 20, column: 16, scope: !2)
!68 = !DILocation(line: 45, column: 12, scope: !63, inlinedAt: !67)
!69 = !DILocation(line: 45, column: 14, scope: !63, inlinedAt: !67)
!70 = !DILocation(line: 45, column: 21, scope: !63, inlinedAt: !67)
!71 = !DILocation(line: 46, column: 12, scope: !63, inlinedAt: !67)
!72 = !DILocation(line: 46, column: 14, scope: !63, inlinedAt: !67)
!73 = !DILocation(line: 46, column: 21, scope: !63, inlinedAt: !67)
!74 = !DILocation(line: 47, column: 21, scope: !63, inlinedAt: !67)
!75 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 21, type: !11)
!76 = !DILocation(line: 21, column: 10, scope: !2)
!77 = !DILocalVariable(name: "d", arg: 1, scope: !78, file: !12, line: 62, type: !11)
!78 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !12, file: !12, line: 62, type: !64, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !16, retainedNodes: !32)
!79 = !DILocation(line: 62, column: 32, scope: !78, inlinedAt: !80)
!80 = distinct !DILocation(line: 21, column: 16, scope: !2)
!81 = !DILocation(line: 63, column: 25, scope: !78, inlinedAt: !80)
!82 = !DILocalVariable(name: "d", arg: 1, scope: !83, file: !12, line: 49, type: !11)
!83 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !12, file: !12, line: 49, type: !64, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !16, retainedNodes: !32)
!84 = !DILocation(line: 49, column: 31, scope: !83, inlinedAt: !85)
!85 = distinct !DILocation(line: 63, column: 12, scope: !78, inlinedAt: !80)
!86 = !DILocation(line: 50, column: 12, scope: !83, inlinedAt: !85)
!87 = !DILocation(line: 50, column: 14, scope: !83, inlinedAt: !85)
!88 = !DILocation(line: 50, column: 21, scope: !83, inlinedAt: !85)
!89 = !DILocation(line: 51, column: 12, scope: !83, inlinedAt: !85)
!90 = !DILocation(line: 51, column: 14, scope: !83, inlinedAt: !85)
!91 = !DILocation(line: 51, column: 21, scope: !83, inlinedAt: !85)
!92 = !DILocation(line: 52, column: 21, scope: !83, inlinedAt: !85)
!93 = !DILocation(line: 63, column: 45, scope: !78, inlinedAt: !80)
!94 = !DILocalVariable(name: "d", arg: 1, scope: !95, file: !12, line: 54, type: !11)
!95 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !12, file: !12, line: 54, type: !64, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !16, retainedNodes: !32)
!96 = !DILocation(line: 54, column: 33, scope: !95, inlinedAt: !97)
!97 = distinct !DILocation(line: 63, column: 30, scope: !78, inlinedAt: !80)
!98 = !DILocation(line: 56, column: 42, scope: !95, inlinedAt: !97)
!99 = !DILocation(line: 56, column: 50, scope: !95, inlinedAt: !97)
!100 = !DILocation(line: 56, column: 61, scope: !95, inlinedAt: !97)
!101 = !DILocation(line: 56, column: 63, scope: !95, inlinedAt: !97)
!102 = !DILocation(line: 56, column: 69, scope: !95, inlinedAt: !97)
!103 = !DILocation(line: 56, column: 58, scope: !95, inlinedAt: !97)
!104 = !DILocation(line: 56, column: 54, scope: !95, inlinedAt: !97)
!105 = !DILocation(line: 56, column: 12, scope: !95, inlinedAt: !97)
!106 = !DILocation(line: 63, column: 28, scope: !78, inlinedAt: !80)
!107 = !DILocation(line: 63, column: 63, scope: !78, inlinedAt: !80)
!108 = !DILocation(line: 44, column: 31, scope: !63, inlinedAt: !109)
!109 = distinct !DILocation(line: 63, column: 50, scope: !78, inlinedAt: !80)
!110 = !DILocation(line: 45, column: 12, scope: !63, inlinedAt: !109)
!111 = !DILocation(line: 45, column: 14, scope: !63, inlinedAt: !109)
!112 = !DILocation(line: 45, column: 21, scope: !63, inlinedAt: !109)
!113 = !DILocation(line: 46, column: 12, scope: !63, inlinedAt: !109)
!114 = !DILocation(line: 46, column: 14, scope: !63, inlinedAt: !109)
!115 = !DILocation(line: 46, column: 21, scope: !63, inlinedAt: !109)
!116 = !DILocation(line: 47, column: 21, scope: !63, inlinedAt: !109)
!117 = !DILocation(line: 63, column: 48, scope: !78, inlinedAt: !80)
!118 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 22, type: !8)
!119 = !DILocation(line: 22, column: 9, scope: !2)
!120 = !DILocation(line: 22, column: 13, scope: !2)
!121 = !DILocation(line: 22, column: 16, scope: !2)
!122 = !DILocation(line: 24, column: 9, scope: !123)
!123 = distinct !DILexicalBlock(scope: !2, file: !3, line: 24, column: 9)
!124 = !DILocation(line: 24, column: 13, scope: !123)
!125 = !DILocation(line: 24, column: 9, scope: !2)
!126 = !DILocation(line: 25, column: 15, scope: !123)
!127 = !DILocation(line: 25, column: 9, scope: !123)
!128 = !DILocation(line: 25, column: 20, scope: !123)
!129 = !DILocation(line: 69, column: 28, scope: !130, inlinedAt: !133)
!130 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !12, file: !12, line: 68, type: !131, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !16)
!131 = !DISubroutineType(types: !132)
!132 = !{null}
!133 = distinct !DILocation(line: 26, column: 5, scope: !2)
!134 = !DILocation(line: 70, column: 5, scope: !130, inlinedAt: !133)
!135 = !DILocation(line: 71, column: 28, scope: !130, inlinedAt: !133)
!136 = !DILocation(line: 29, column: 38, scope: !2)
!137 = !DILocation(line: 29, column: 19, scope: !2)
!138 = !DILocation(line: 29, column: 5, scope: !2)
!139 = !DILocation(line: 29, column: 12, scope: !2)
!140 = !DILocation(line: 29, column: 17, scope: !2)
!141 = !DILocation(line: 32, column: 31, scope: !2)
!142 = !DILocation(line: 32, column: 33, scope: !2)
!143 = !DILocation(line: 32, column: 25, scope: !2)
!144 = !DILocation(line: 32, column: 5, scope: !2)
!145 = !DILocation(line: 35, column: 24, scope: !2)
!146 = !DILocation(line: 35, column: 39, scope: !2)
!147 = !DILocation(line: 35, column: 33, scope: !2)
!148 = !DILocation(line: 35, column: 5, scope: !2)
!149 = !DILocalVariable(name: "fv", scope: !2, file: !3, line: 38, type: !18)
!150 = !DILocation(line: 38, column: 11, scope: !2)
!151 = !DILocation(line: 38, column: 23, scope: !2)
!152 = !DILocation(line: 38, column: 16, scope: !2)
!153 = !DILocation(line: 38, column: 25, scope: !2)
!154 = !DILocalVariable(name: "old", scope: !2, file: !3, line: 39, type: !11)
!155 = !DILocation(line: 39, column: 10, scope: !2)
!156 = !DILocation(line: 39, column: 43, scope: !2)
!157 = !DILocation(line: 39, column: 16, scope: !2)
!158 = !DILocation(line: 40, column: 5, scope: !2)
!159 = !DILocalVariable(name: "cur", scope: !160, file: !3, line: 41, type: !18)
!160 = distinct !DILexicalBlock(scope: !2, file: !3, line: 40, column: 15)
!161 = !DILocation(line: 41, column: 15, scope: !160)
!162 = !DILocation(line: 41, column: 21, scope: !160)
!163 = !DILocation(line: 42, column: 13, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !3, line: 42, column: 13)
!165 = !DILocation(line: 42, column: 20, scope: !164)
!166 = !DILocation(line: 42, column: 17, scope: !164)
!167 = !DILocation(line: 42, column: 13, scope: !160)
!168 = !DILocation(line: 43, column: 13, scope: !164)
!169 = !DILocalVariable(name: "want", scope: !160, file: !3, line: 44, type: !11)
!170 = !DILocation(line: 44, column: 14, scope: !160)
!171 = !DILocation(line: 44, column: 21, scope: !160)
!172 = !DILocation(line: 45, column: 41, scope: !173)
!173 = distinct !DILexicalBlock(scope: !160, file: !3, line: 45, column: 13)
!174 = !DILocation(line: 45, column: 58, scope: !173)
!175 = !DILocation(line: 45, column: 13, scope: !173)
!176 = !DILocation(line: 45, column: 13, scope: !160)
!177 = !DILocation(line: 47, column: 13, scope: !173)
!178 = distinct !{!178, !158, !179}
!179 = !DILocation(line: 48, column: 5, scope: !2)
!180 = !DILocation(line: 69, column: 28, scope: !130, inlinedAt: !181)
!181 = distinct !DILocation(line: 50, column: 5, scope: !2)
!182 = !DILocation(line: 70, column: 5, scope: !130, inlinedAt: !181)
!183 = !DILocation(line: 71, column: 28, scope: !130, inlinedAt: !181)
!184 = !DILocation(line: 52, column: 9, scope: !185)
!185 = distinct !DILexicalBlock(scope: !2, file: !3, line: 52, column: 9)
!186 = !DILocation(line: 52, column: 13, scope: !185)
!187 = !DILocation(line: 52, column: 9, scope: !2)
!188 = !DILocation(line: 53, column: 29, scope: !185)
!189 = !DILocation(line: 53, column: 34, scope: !185)
!190 = !DILocation(line: 53, column: 46, scope: !185)
!191 = !DILocation(line: 53, column: 40, scope: !185)
!192 = !DILocation(line: 53, column: 9, scope: !185)
!193 = !DILocation(line: 54, column: 1, scope: !2)
