; ModuleID = 'src/divergence.cl'
source_filename = "src/divergence.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @divergent_loops_collatz(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) #0 !dbg !16 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %9, align 8
    #dbg_declare(ptr addrspace(5) %9, !32, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !33)
  store ptr addrspace(1) %1, ptr addrspace(5) %10, align 8
    #dbg_declare(ptr addrspace(5) %10, !34, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !35)
  store i32 %2, ptr addrspace(5) %11, align 4
    #dbg_declare(ptr addrspace(5) %11, !36, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !37)
  store ptr addrspace(1) %3, ptr addrspace(5) %12, align 8
    #dbg_declare(ptr addrspace(5) %12, !38, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !39)
    #dbg_declare(ptr addrspace(5) %13, !40, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !41)
  store i32 0, ptr addrspace(5) %8, align 4
    #dbg_declare(ptr addrspace(5) %8, !42, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !46)
  %22 = load i32, ptr addrspace(5) %8, align 4, !dbg !48
  store i32 %22, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !49, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !51)
  %23 = load i32, ptr addrspace(5) %7, align 4, !dbg !53
  %24 = icmp eq i32 %23, 0, !dbg !54
  br i1 %24, label %25, label %27, !dbg !53

25:                                               ; preds = %4
  %26 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !55
  br label %36, !dbg !53

27:                                               ; preds = %4
  %28 = load i32, ptr addrspace(5) %7, align 4, !dbg !56
  %29 = icmp eq i32 %28, 1, !dbg !57
  br i1 %29, label %30, label %32, !dbg !56

30:                                               ; preds = %27
  %31 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !58
  br label %34, !dbg !56

32:                                               ; preds = %27
  %33 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !59
  br label %34, !dbg !56

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %31, %30 ], [ %33, %32 ], !dbg !56
  br label %36, !dbg !53

36:                                               ; preds = %25, %34
  %37 = phi i32 [ %26, %25 ], [ %35, %34 ], !dbg !53
  %38 = load i32, ptr addrspace(5) %8, align 4, !dbg !60
  store i32 %38, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !61, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !63)
  %39 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !65
  %40 = getelementptr inbounds i8, ptr addrspace(4) %39, i64 4, !dbg !66
  %41 = load i32, ptr addrspace(5) %6, align 4, !dbg !67
  %42 = icmp ult i32 %41, 3, !dbg !68
  br i1 %42, label %43, label %45, !dbg !67

43:                                               ; preds = %36
  %44 = load i32, ptr addrspace(5) %6, align 4, !dbg !69
  br label %46, !dbg !67

45:                                               ; preds = %36
  br label %46, !dbg !67

46:                                               ; preds = %43, %45
  %47 = phi i32 [ %44, %43 ], [ 0, %45 ], !dbg !67
  %48 = mul i32 2, %47, !dbg !70
  %49 = zext i32 %48 to i64, !dbg !71
  %50 = getelementptr inbounds i8, ptr addrspace(4) %40, i64 %49, !dbg !71
  %51 = load i16, ptr addrspace(4) %50, align 2, !dbg !72
  %52 = zext i16 %51 to i32, !dbg !72
  %53 = mul i32 %37, %52, !dbg !73
  %54 = load i32, ptr addrspace(5) %8, align 4, !dbg !74
  store i32 %54, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !75, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !77)
  %55 = load i32, ptr addrspace(5) %5, align 4, !dbg !79
  %56 = icmp eq i32 %55, 0, !dbg !80
  br i1 %56, label %57, label %59, !dbg !79

57:                                               ; preds = %46
  %58 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !81
  br label %68, !dbg !79

59:                                               ; preds = %46
  %60 = load i32, ptr addrspace(5) %5, align 4, !dbg !82
  %61 = icmp eq i32 %60, 1, !dbg !83
  br i1 %61, label %62, label %64, !dbg !82

62:                                               ; preds = %59
  %63 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !84
  br label %66, !dbg !82

64:                                               ; preds = %59
  %65 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !85
  br label %66, !dbg !82

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %63, %62 ], [ %65, %64 ], !dbg !82
  br label %68, !dbg !79

68:                                               ; preds = %57, %66
  %69 = phi i32 [ %58, %57 ], [ %67, %66 ], !dbg !79
  %70 = add i32 %53, %69, !dbg !86
  store i32 %70, ptr addrspace(5) %13, align 4, !dbg !41
    #dbg_declare(ptr addrspace(5) %14, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !88)
  %71 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !89
  %72 = load i32, ptr addrspace(5) %13, align 4, !dbg !90
  %73 = zext i32 %72 to i64, !dbg !89
  %74 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %73, !dbg !89
  %75 = load i32, ptr addrspace(1) %74, align 4, !dbg !89
  store i32 %75, ptr addrspace(5) %14, align 4, !dbg !88
    #dbg_declare(ptr addrspace(5) %15, !91, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !92)
  %76 = load i32, ptr addrspace(5) %14, align 4, !dbg !93
  %77 = and i32 %76, 1, !dbg !95
  %78 = icmp ne i32 %77, 0, !dbg !95
  br i1 %78, label %79, label %80, !dbg !96

79:                                               ; preds = %68
  store i32 3, ptr addrspace(5) %15, align 4, !dbg !97
  br label %81, !dbg !98

80:                                               ; preds = %68
  store i32 -2, ptr addrspace(5) %15, align 4, !dbg !99
  br label %81

81:                                               ; preds = %80, %79
    #dbg_declare(ptr addrspace(5) %16, !100, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !101)
  store i32 0, ptr addrspace(5) %16, align 4, !dbg !101
    #dbg_declare(ptr addrspace(5) %17, !102, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !103)
  %82 = load i32, ptr addrspace(5) %14, align 4, !dbg !104
  %83 = icmp eq i32 %82, 0, !dbg !105
  br i1 %83, label %84, label %85, !dbg !104

84:                                               ; preds = %81
  br label %87, !dbg !104

85:                                               ; preds = %81
  %86 = load i32, ptr addrspace(5) %14, align 4, !dbg !106
  br label %87, !dbg !104

87:                                               ; preds = %85, %84
  %88 = phi i32 [ 1, %84 ], [ %86, %85 ], !dbg !104
  store i32 %88, ptr addrspace(5) %17, align 4, !dbg !103
  br label %89, !dbg !107

89:                                               ; preds = %108, %87
  %90 = load i32, ptr addrspace(5) %17, align 4, !dbg !108
  %91 = icmp ne i32 %90, 1, !dbg !109
  br i1 %91, label %92, label %95, !dbg !110

92:                                               ; preds = %89
  %93 = load i32, ptr addrspace(5) %16, align 4, !dbg !111
  %94 = icmp slt i32 %93, 1000, !dbg !112
  br label %95

95:                                               ; preds = %92, %89
  %96 = phi i1 [ false, %89 ], [ %94, %92 ], !dbg !113
  br i1 %96, label %97, label %111, !dbg !107

97:                                               ; preds = %95
  %98 = load i32, ptr addrspace(5) %17, align 4, !dbg !114
  %99 = and i32 %98, 1, !dbg !117
  %100 = icmp ne i32 %99, 0, !dbg !117
  br i1 %100, label %101, label %105, !dbg !118

101:                                              ; preds = %97
  %102 = load i32, ptr addrspace(5) %17, align 4, !dbg !119
  %103 = mul i32 3, %102, !dbg !120
  %104 = add i32 %103, 1, !dbg !121
  store i32 %104, ptr addrspace(5) %17, align 4, !dbg !122
  br label %108, !dbg !123

105:                                              ; preds = %97
  %106 = load i32, ptr addrspace(5) %17, align 4, !dbg !124
  %107 = lshr i32 %106, 1, !dbg !125
  store i32 %107, ptr addrspace(5) %17, align 4, !dbg !126
  br label %108

108:                                              ; preds = %105, %101
  %109 = load i32, ptr addrspace(5) %16, align 4, !dbg !127
  %110 = add nsw i32 %109, 1, !dbg !127
  store i32 %110, ptr addrspace(5) %16, align 4, !dbg !127
  br label %89, !dbg !107, !llvm.loop !128

111:                                              ; preds = %95
    #dbg_declare(ptr addrspace(5) %18, !130, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !131)
  store i32 -1, ptr addrspace(5) %18, align 4, !dbg !131
    #dbg_declare(ptr addrspace(5) %19, !132, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !134)
  store i32 0, ptr addrspace(5) %19, align 4, !dbg !134
  br label %112, !dbg !135

112:                                              ; preds = %127, %111
  %113 = load i32, ptr addrspace(5) %19, align 4, !dbg !136
  %114 = load i32, ptr addrspace(5) %11, align 4, !dbg !138
  %115 = icmp slt i32 %113, %114, !dbg !139
  br i1 %115, label %116, label %130, !dbg !140

116:                                              ; preds = %112
  %117 = load ptr addrspace(1), ptr addrspace(5) %10, align 8, !dbg !141
  %118 = load i32, ptr addrspace(5) %19, align 4, !dbg !144
  %119 = sext i32 %118 to i64, !dbg !141
  %120 = getelementptr inbounds i32, ptr addrspace(1) %117, i64 %119, !dbg !141
  %121 = load i32, ptr addrspace(1) %120, align 4, !dbg !141
  %122 = load i32, ptr addrspace(5) %14, align 4, !dbg !145
  %123 = icmp eq i32 %121, %122, !dbg !146
  br i1 %123, label %124, label %126, !dbg !147

124:                                              ; preds = %116
  %125 = load i32, ptr addrspace(5) %19, align 4, !dbg !148
  store i32 %125, ptr addrspace(5) %18, align 4, !dbg !150
  br label %130, !dbg !151

126:                                              ; preds = %116
  br label %127, !dbg !152

127:                                              ; preds = %126
  %128 = load i32, ptr addrspace(5) %19, align 4, !dbg !153
  %129 = add nsw i32 %128, 1, !dbg !153
  store i32 %129, ptr addrspace(5) %19, align 4, !dbg !153
  br label %112, !dbg !154, !llvm.loop !155

130:                                              ; preds = %124, %112
    #dbg_declare(ptr addrspace(5) %20, !157, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !158)
  store i32 0, ptr addrspace(5) %20, align 4, !dbg !158
    #dbg_declare(ptr addrspace(5) %21, !159, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !161)
  store i32 0, ptr addrspace(5) %21, align 4, !dbg !161
  br label %131, !dbg !162

131:                                              ; preds = %152, %130
  %132 = load i32, ptr addrspace(5) %21, align 4, !dbg !163
  %133 = load i32, ptr addrspace(5) %14, align 4, !dbg !165
  %134 = urem i32 %133, 17, !dbg !166
  %135 = icmp slt i32 %132, %134, !dbg !167
  br i1 %135, label %136, label %155, !dbg !168

136:                                              ; preds = %131
  %137 = load i32, ptr addrspace(5) %21, align 4, !dbg !169
  %138 = load i32, ptr addrspace(5) %14, align 4, !dbg !172
  %139 = add i32 %137, %138, !dbg !173
  %140 = urem i32 %139, 3, !dbg !174
  %141 = icmp eq i32 %140, 0, !dbg !175
  br i1 %141, label %142, label %148, !dbg !176

142:                                              ; preds = %136
  %143 = load i32, ptr addrspace(5) %21, align 4, !dbg !177
  %144 = load i32, ptr addrspace(5) %15, align 4, !dbg !178
  %145 = mul nsw i32 %143, %144, !dbg !179
  %146 = load i32, ptr addrspace(5) %20, align 4, !dbg !180
  %147 = add nsw i32 %146, %145, !dbg !180
  store i32 %147, ptr addrspace(5) %20, align 4, !dbg !180
  br label %151, !dbg !181

148:                                              ; preds = %136
  %149 = load i32, ptr addrspace(5) %20, align 4, !dbg !182
  %150 = sub nsw i32 %149, 1, !dbg !182
  store i32 %150, ptr addrspace(5) %20, align 4, !dbg !182
  br label %151

151:                                              ; preds = %148, %142
  br label %152, !dbg !183

152:                                              ; preds = %151
  %153 = load i32, ptr addrspace(5) %21, align 4, !dbg !184
  %154 = add nsw i32 %153, 1, !dbg !184
  store i32 %154, ptr addrspace(5) %21, align 4, !dbg !184
  br label %131, !dbg !185, !llvm.loop !186

155:                                              ; preds = %131
  %156 = load i32, ptr addrspace(5) %16, align 4, !dbg !188
  %157 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !189
  %158 = load i32, ptr addrspace(5) %13, align 4, !dbg !190
  %159 = mul i32 %158, 3, !dbg !191
  %160 = add i32 %159, 0, !dbg !192
  %161 = zext i32 %160 to i64, !dbg !189
  %162 = getelementptr inbounds i32, ptr addrspace(1) %157, i64 %161, !dbg !189
  store i32 %156, ptr addrspace(1) %162, align 4, !dbg !193
  %163 = load i32, ptr addrspace(5) %18, align 4, !dbg !194
  %164 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !195
  %165 = load i32, ptr addrspace(5) %13, align 4, !dbg !196
  %166 = mul i32 %165, 3, !dbg !197
  %167 = add i32 %166, 1, !dbg !198
  %168 = zext i32 %167 to i64, !dbg !195
  %169 = getelementptr inbounds i32, ptr addrspace(1) %164, i64 %168, !dbg !195
  store i32 %163, ptr addrspace(1) %169, align 4, !dbg !199
  %170 = load i32, ptr addrspace(5) %20, align 4, !dbg !200
  %171 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !201
  %172 = load i32, ptr addrspace(5) %13, align 4, !dbg !202
  %173 = mul i32 %172, 3, !dbg !203
  %174 = add i32 %173, 2, !dbg !204
  %175 = zext i32 %174 to i64, !dbg !201
  %176 = getelementptr inbounds i32, ptr addrspace(1) %171, i64 %175, !dbg !201
  store i32 %170, ptr addrspace(1) %176, align 4, !dbg !205
  ret void, !dbg !206
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

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!opencl.ocl.version = !{!14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/divergence.cl", directory: ".", checksumkind: CSK_MD5, checksum: "1eebf49d56febec5785a748d7b7f1744")
!2 = !{!3, !4, !6}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{i32 2, i32 0}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "divergent_loops_collatz", scope: !1, file: !1, line: 10, type: !17, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!17 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !18)
!18 = !{null, !19, !24, !3, !26}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !22, line: 18, baseType: !23)
!22 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!27 = !{}
!28 = !{i32 1, i32 1, i32 0, i32 1}
!29 = !{!"none", !"none", !"none", !"none"}
!30 = !{!"uint*", !"int*", !"int", !"int*"}
!31 = !{!"const", !"const", !"", !""}
!32 = !DILocalVariable(name: "in", arg: 1, scope: !16, file: !1, line: 10, type: !19)
!33 = !DILocation(line: 10, column: 60, scope: !16)
!34 = !DILocalVariable(name: "table", arg: 2, scope: !16, file: !1, line: 11, type: !24)
!35 = !DILocation(line: 11, column: 59, scope: !16)
!36 = !DILocalVariable(name: "table_len", arg: 3, scope: !16, file: !1, line: 12, type: !3)
!37 = !DILocation(line: 12, column: 43, scope: !16)
!38 = !DILocalVariable(name: "out", arg: 4, scope: !16, file: !1, line: 13, type: !26)
!39 = !DILocation(line: 13, column: 53, scope: !16)
!40 = !DILocalVariable(name: "gid", scope: !16, file: !1, line: 14, type: !21)
!41 = !DILocation(line: 14, column: 10, scope: !16)
!42 = !DILocalVariable(name: "d", arg: 1, scope: !43, file: !22, line: 62, type: !21)
!43 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !22, file: !22, line: 62, type: !44, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!44 = !DISubroutineType(types: !45)
!45 = !{!21, !21}
!46 = !DILocation(line: 62, column: 32, scope: !43, inlinedAt: !47)
!47 = distinct !DILocation(line: 14, column: 16, scope: !16)
!48 = !DILocation(line: 63, column: 25, scope: !43, inlinedAt: !47)
!49 = !DILocalVariable(name: "d", arg: 1, scope: !50, file: !22, line: 49, type: !21)
!50 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !22, file: !22, line: 49, type: !44, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!51 = !DILocation(line: 49, column: 31, scope: !50, inlinedAt: !52)
!52 = distinct !DILocation(line: 63, column: 12, scope: !43, inlinedAt: !47)
!53 = !DILocation(line: 50, column: 12, scope: !50, inlinedAt: !52)
!54 = !DILocation(line: 50, column: 14, scope: !50, inlinedAt: !52)
!55 = !DILocation(line: 50, column: 21, scope: !50, inlinedAt: !52)
!56 = !DILocation(line: 51, column: 12, scope: !50, inlinedAt: !52)
!57 = !DILocation(line: 51, column: 14, scope: !50, inlinedAt: !52)
!58 = !DILocation(line: 51, column: 21, scope: !50, inlinedAt: !52)
!59 = !DILocation(line: 52, column: 21, scope: !50, inlinedAt: !52)
!60 = !DILocation(line: 63, column: 45, scope: !43, inlinedAt: !47)
!61 = !DILocalVariable(name: "d", arg: 1, scope: !62, file: !22, line: 54, type: !21)
!62 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !22, file: !22, line: 54, type: !44, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!63 = !DILocation(line: 54, column: 33, scope: !62, inlinedAt: !64)
!64 = distinct !DILocation(line: 63, column: 30, scope: !43, inlinedAt: !47)
!65 = !DILocation(line: 56, column: 42, scope: !62, inlinedAt: !64)
!66 = !DILocation(line: 56, column: 50, scope: !62, inlinedAt: !64)
!67 = !DILocation(line: 56, column: 61, scope: !62, inlinedAt: !64)
!68 = !DILocation(line: 56, column: 63, scope: !62, inlinedAt: !64)
!69 = !DILocation(line: 56, column: 69, scope: !62, inlinedAt: !64)
!70 = !DILocation(line: 56, column: 58, scope: !62, inlinedAt: !64)
!71 = !DILocation(line: 56, column: 54, scope: !62, inlinedAt: !64)
!72 = !DILocation(line: 56, column: 12, scope: !62, inlinedAt: !64)
!73 = !DILocation(line: 63, column: 28, scope: !43, inlinedAt: !47)
!74 = !DILocation(line: 63, column: 63, scope: !43, inlinedAt: !47)
!75 = !DILocalVariable(name: "d", arg: 1, scope: !76, file: !22, line: 44, type: !21)
!76 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !22, file: !22, line: 44, type: !44, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!77 = !DILocation(line: 44, column: 31, scope: !76, inlinedAt: !78)
!78 = distinct !DILocation(line: 63, column: 50, scope: !43, inlinedAt: !47)
!79 = !DILocation(line: 45, column: 12, scope: !76, inlinedAt: !78)
!80 = !DILocation(line: 45, column: 14, scope: !76, inlinedAt: !78)
!81 = !DILocation(line: 45, column: 21, scope: !76, inlinedAt: !78)
!82 = !DILocation(line: 46, column: 12, scope: !76, inlinedAt: !78)
!83 = !DILocation(line: 46, column: 14, scope: !76, inlinedAt: !78)
!84 = !DILocation(line: 46, column: 21, scope: !76, inlinedAt: !78)
!85 = !DILocation(line: 47, column: 21, scope: !76, inlinedAt: !78)
!86 = !DILocation(line: 63, column: 48, scope: !43, inlinedAt: !47)
!87 = !DILocalVariable(name: "v", scope: !16, file: !1, line: 15, type: !21)
!88 = !DILocation(line: 15, column: 10, scope: !16)
!89 = !DILocation(line: 15, column: 14, scope: !16)
!90 = !DILocation(line: 15, column: 17, scope: !16)
!91 = !DILocalVariable(name: "mode", scope: !16, file: !1, line: 18, type: !3)
!92 = !DILocation(line: 18, column: 9, scope: !16)
!93 = !DILocation(line: 19, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !16, file: !1, line: 19, column: 9)
!95 = !DILocation(line: 19, column: 11, scope: !94)
!96 = !DILocation(line: 19, column: 9, scope: !16)
!97 = !DILocation(line: 20, column: 14, scope: !94)
!98 = !DILocation(line: 20, column: 9, scope: !94)
!99 = !DILocation(line: 22, column: 14, scope: !94)
!100 = !DILocalVariable(name: "steps", scope: !16, file: !1, line: 25, type: !3)
!101 = !DILocation(line: 25, column: 9, scope: !16)
!102 = !DILocalVariable(name: "c", scope: !16, file: !1, line: 26, type: !21)
!103 = !DILocation(line: 26, column: 10, scope: !16)
!104 = !DILocation(line: 26, column: 14, scope: !16)
!105 = !DILocation(line: 26, column: 16, scope: !16)
!106 = !DILocation(line: 26, column: 27, scope: !16)
!107 = !DILocation(line: 27, column: 5, scope: !16)
!108 = !DILocation(line: 27, column: 12, scope: !16)
!109 = !DILocation(line: 27, column: 14, scope: !16)
!110 = !DILocation(line: 27, column: 19, scope: !16)
!111 = !DILocation(line: 27, column: 22, scope: !16)
!112 = !DILocation(line: 27, column: 28, scope: !16)
!113 = !DILocation(line: 0, scope: !16)
!114 = !DILocation(line: 28, column: 13, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !1, line: 28, column: 13)
!116 = distinct !DILexicalBlock(scope: !16, file: !1, line: 27, column: 36)
!117 = !DILocation(line: 28, column: 15, scope: !115)
!118 = !DILocation(line: 28, column: 13, scope: !116)
!119 = !DILocation(line: 29, column: 21, scope: !115)
!120 = !DILocation(line: 29, column: 19, scope: !115)
!121 = !DILocation(line: 29, column: 23, scope: !115)
!122 = !DILocation(line: 29, column: 15, scope: !115)
!123 = !DILocation(line: 29, column: 13, scope: !115)
!124 = !DILocation(line: 31, column: 17, scope: !115)
!125 = !DILocation(line: 31, column: 19, scope: !115)
!126 = !DILocation(line: 31, column: 15, scope: !115)
!127 = !DILocation(line: 32, column: 14, scope: !116)
!128 = distinct !{!128, !107, !129}
!129 = !DILocation(line: 33, column: 5, scope: !16)
!130 = !DILocalVariable(name: "found", scope: !16, file: !1, line: 36, type: !3)
!131 = !DILocation(line: 36, column: 9, scope: !16)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 37, type: !3)
!133 = distinct !DILexicalBlock(scope: !16, file: !1, line: 37, column: 5)
!134 = !DILocation(line: 37, column: 14, scope: !133)
!135 = !DILocation(line: 37, column: 10, scope: !133)
!136 = !DILocation(line: 37, column: 21, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !1, line: 37, column: 5)
!138 = !DILocation(line: 37, column: 25, scope: !137)
!139 = !DILocation(line: 37, column: 23, scope: !137)
!140 = !DILocation(line: 37, column: 5, scope: !133)
!141 = !DILocation(line: 38, column: 13, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !1, line: 38, column: 13)
!143 = distinct !DILexicalBlock(scope: !137, file: !1, line: 37, column: 41)
!144 = !DILocation(line: 38, column: 19, scope: !142)
!145 = !DILocation(line: 38, column: 30, scope: !142)
!146 = !DILocation(line: 38, column: 22, scope: !142)
!147 = !DILocation(line: 38, column: 13, scope: !143)
!148 = !DILocation(line: 39, column: 21, scope: !149)
!149 = distinct !DILexicalBlock(scope: !142, file: !1, line: 38, column: 33)
!150 = !DILocation(line: 39, column: 19, scope: !149)
!151 = !DILocation(line: 40, column: 13, scope: !149)
!152 = !DILocation(line: 42, column: 5, scope: !143)
!153 = !DILocation(line: 37, column: 37, scope: !137)
!154 = !DILocation(line: 37, column: 5, scope: !137)
!155 = distinct !{!155, !140, !156}
!156 = !DILocation(line: 42, column: 5, scope: !133)
!157 = !DILocalVariable(name: "acc", scope: !16, file: !1, line: 45, type: !3)
!158 = !DILocation(line: 45, column: 9, scope: !16)
!159 = !DILocalVariable(name: "i", scope: !160, file: !1, line: 46, type: !3)
!160 = distinct !DILexicalBlock(scope: !16, file: !1, line: 46, column: 5)
!161 = !DILocation(line: 46, column: 14, scope: !160)
!162 = !DILocation(line: 46, column: 10, scope: !160)
!163 = !DILocation(line: 46, column: 21, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !1, line: 46, column: 5)
!165 = !DILocation(line: 46, column: 31, scope: !164)
!166 = !DILocation(line: 46, column: 33, scope: !164)
!167 = !DILocation(line: 46, column: 23, scope: !164)
!168 = !DILocation(line: 46, column: 5, scope: !160)
!169 = !DILocation(line: 47, column: 14, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !1, line: 47, column: 13)
!171 = distinct !DILexicalBlock(scope: !164, file: !1, line: 46, column: 45)
!172 = !DILocation(line: 47, column: 18, scope: !170)
!173 = !DILocation(line: 47, column: 16, scope: !170)
!174 = !DILocation(line: 47, column: 21, scope: !170)
!175 = !DILocation(line: 47, column: 25, scope: !170)
!176 = !DILocation(line: 47, column: 13, scope: !171)
!177 = !DILocation(line: 48, column: 20, scope: !170)
!178 = !DILocation(line: 48, column: 24, scope: !170)
!179 = !DILocation(line: 48, column: 22, scope: !170)
!180 = !DILocation(line: 48, column: 17, scope: !170)
!181 = !DILocation(line: 48, column: 13, scope: !170)
!182 = !DILocation(line: 50, column: 17, scope: !170)
!183 = !DILocation(line: 51, column: 5, scope: !171)
!184 = !DILocation(line: 46, column: 41, scope: !164)
!185 = !DILocation(line: 46, column: 5, scope: !164)
!186 = distinct !{!186, !168, !187}
!187 = !DILocation(line: 51, column: 5, scope: !160)
!188 = !DILocation(line: 53, column: 24, scope: !16)
!189 = !DILocation(line: 53, column: 5, scope: !16)
!190 = !DILocation(line: 53, column: 9, scope: !16)
!191 = !DILocation(line: 53, column: 13, scope: !16)
!192 = !DILocation(line: 53, column: 17, scope: !16)
!193 = !DILocation(line: 53, column: 22, scope: !16)
!194 = !DILocation(line: 54, column: 24, scope: !16)
!195 = !DILocation(line: 54, column: 5, scope: !16)
!196 = !DILocation(line: 54, column: 9, scope: !16)
!197 = !DILocation(line: 54, column: 13, scope: !16)
!198 = !DILocation(line: 54, column: 17, scope: !16)
!199 = !DILocation(line: 54, column: 22, scope: !16)
!200 = !DILocation(line: 55, column: 24, scope: !16)
!201 = !DILocation(line: 55, column: 5, scope: !16)
!202 = !DILocation(line: 55, column: 9, scope: !16)
!203 = !DILocation(line: 55, column: 13, scope: !16)
!204 = !DILocation(line: 55, column: 17, scope: !16)
!205 = !DILocation(line: 55, column: 22, scope: !16)
!206 = !DILocation(line: 56, column: 1, scope: !16)
