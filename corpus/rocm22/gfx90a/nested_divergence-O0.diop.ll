; ModuleID = 'src/nested_divergence.cl'
source_filename = "src/nested_divergence.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @nested_divergence_classify(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !15 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
    #dbg_declare(ptr addrspace(5) %8, !27, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !28)
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
    #dbg_declare(ptr addrspace(5) %9, !29, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !30)
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
    #dbg_declare(ptr addrspace(5) %10, !31, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !32)
    #dbg_declare(ptr addrspace(5) %11, !33, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !37)
  store i32 0, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !38, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !42)
  %17 = load i32, ptr addrspace(5) %7, align 4, !dbg !44
  store i32 %17, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !45, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !47)
  %18 = load i32, ptr addrspace(5) %6, align 4, !dbg !49
  %19 = icmp eq i32 %18, 0, !dbg !50
  br i1 %19, label %20, label %22, !dbg !49

20:                                               ; preds = %3
  %21 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !51
  br label %31, !dbg !49

22:                                               ; preds = %3
  %23 = load i32, ptr addrspace(5) %6, align 4, !dbg !52
  %24 = icmp eq i32 %23, 1, !dbg !53
  br i1 %24, label %25, label %27, !dbg !52

25:                                               ; preds = %22
  %26 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !54
  br label %29, !dbg !52

27:                                               ; preds = %22
  %28 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !55
  br label %29, !dbg !52

29:                                               ; preds = %27, %25
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ], !dbg !52
  br label %31, !dbg !49

31:                                               ; preds = %20, %29
  %32 = phi i32 [ %21, %20 ], [ %30, %29 ], !dbg !49
  %33 = load i32, ptr addrspace(5) %7, align 4, !dbg !56
  store i32 %33, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !57, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !59)
  %34 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !61
  %35 = getelementptr inbounds i8, ptr addrspace(4) %34, i64 4, !dbg !62
  %36 = load i32, ptr addrspace(5) %5, align 4, !dbg !63
  %37 = icmp ult i32 %36, 3, !dbg !64
  br i1 %37, label %38, label %40, !dbg !63

38:                                               ; preds = %31
  %39 = load i32, ptr addrspace(5) %5, align 4, !dbg !65
  br label %41, !dbg !63

40:                                               ; preds = %31
  br label %41, !dbg !63

41:                                               ; preds = %38, %40
  %42 = phi i32 [ %39, %38 ], [ 0, %40 ], !dbg !63
  %43 = mul i32 2, %42, !dbg !66
  %44 = zext i32 %43 to i64, !dbg !67
  %45 = getelementptr inbounds i8, ptr addrspace(4) %35, i64 %44, !dbg !67
  %46 = load i16, ptr addrspace(4) %45, align 2, !dbg !68
  %47 = zext i16 %46 to i32, !dbg !68
  %48 = mul i32 %32, %47, !dbg !69
  %49 = load i32, ptr addrspace(5) %7, align 4, !dbg !70
  store i32 %49, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !71, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !73)
  %50 = load i32, ptr addrspace(5) %4, align 4, !dbg !75
  %51 = icmp eq i32 %50, 0, !dbg !76
  br i1 %51, label %52, label %54, !dbg !75

52:                                               ; preds = %41
  %53 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !77
  br label %63, !dbg !75

54:                                               ; preds = %41
  %55 = load i32, ptr addrspace(5) %4, align 4, !dbg !78
  %56 = icmp eq i32 %55, 1, !dbg !79
  br i1 %56, label %57, label %59, !dbg !78

57:                                               ; preds = %54
  %58 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !80
  br label %61, !dbg !78

59:                                               ; preds = %54
  %60 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !81
  br label %61, !dbg !78

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %58, %57 ], [ %60, %59 ], !dbg !78
  br label %63, !dbg !75

63:                                               ; preds = %52, %61
  %64 = phi i32 [ %53, %52 ], [ %62, %61 ], !dbg !75
  %65 = add i32 %48, %64, !dbg !82
  store i32 %65, ptr addrspace(5) %11, align 4, !dbg !37
    #dbg_declare(ptr addrspace(5) %12, !83, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !84)
  %66 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !85
  %67 = load i32, ptr addrspace(5) %11, align 4, !dbg !86
  %68 = zext i32 %67 to i64, !dbg !85
  %69 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 %68, !dbg !85
  %70 = load i32, ptr addrspace(1) %69, align 4, !dbg !85
  store i32 %70, ptr addrspace(5) %12, align 4, !dbg !84
    #dbg_declare(ptr addrspace(5) %13, !87, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !88)
  %71 = load i32, ptr addrspace(5) %12, align 4, !dbg !89
  %72 = icmp sgt i32 %71, 0, !dbg !91
  br i1 %72, label %73, label %91, !dbg !92

73:                                               ; preds = %63
  %74 = load i32, ptr addrspace(5) %12, align 4, !dbg !93
  %75 = and i32 %74, 1, !dbg !96
  %76 = icmp ne i32 %75, 0, !dbg !96
  br i1 %76, label %77, label %83, !dbg !97

77:                                               ; preds = %73
  %78 = load i32, ptr addrspace(5) %12, align 4, !dbg !98
  %79 = icmp sgt i32 %78, 100, !dbg !101
  br i1 %79, label %80, label %81, !dbg !102

80:                                               ; preds = %77
  store i32 1, ptr addrspace(5) %13, align 4, !dbg !103
  br label %82, !dbg !104

81:                                               ; preds = %77
  store i32 2, ptr addrspace(5) %13, align 4, !dbg !105
  br label %82

82:                                               ; preds = %81, %80
  br label %90, !dbg !106

83:                                               ; preds = %73
  %84 = load i32, ptr addrspace(5) %12, align 4, !dbg !107
  %85 = and i32 %84, 6, !dbg !110
  %86 = icmp eq i32 %85, 4, !dbg !111
  br i1 %86, label %87, label %88, !dbg !112

87:                                               ; preds = %83
  store i32 3, ptr addrspace(5) %13, align 4, !dbg !113
  br label %89, !dbg !114

88:                                               ; preds = %83
  store i32 4, ptr addrspace(5) %13, align 4, !dbg !115
  br label %89

89:                                               ; preds = %88, %87
  br label %90

90:                                               ; preds = %89, %82
  br label %100, !dbg !116

91:                                               ; preds = %63
  %92 = load i32, ptr addrspace(5) %12, align 4, !dbg !117
  %93 = sub nsw i32 0, %92, !dbg !119
  %94 = and i32 %93, 3, !dbg !120
  switch i32 %94, label %98 [
    i32 0, label %95
    i32 1, label %96
    i32 2, label %97
  ], !dbg !121

95:                                               ; preds = %91
  store i32 10, ptr addrspace(5) %13, align 4, !dbg !122
  br label %99, !dbg !124

96:                                               ; preds = %91
  store i32 11, ptr addrspace(5) %13, align 4, !dbg !125
  br label %99, !dbg !126

97:                                               ; preds = %91
  store i32 12, ptr addrspace(5) %13, align 4, !dbg !127
  br label %99, !dbg !128

98:                                               ; preds = %91
  store i32 13, ptr addrspace(5) %13, align 4, !dbg !129
  br label %99, !dbg !130

99:                                               ; preds = %98, %97, %96, %95
  br label %100

100:                                              ; preds = %99, %90
    #dbg_declare(ptr addrspace(5) %14, !131, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !132)
  store i32 0, ptr addrspace(5) %14, align 4, !dbg !132
  %101 = load i32, ptr addrspace(5) %13, align 4, !dbg !133
  %102 = icmp slt i32 %101, 10, !dbg !135
  br i1 %102, label %103, label %132, !dbg !136

103:                                              ; preds = %100
    #dbg_declare(ptr addrspace(5) %15, !137, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !140)
  store i32 0, ptr addrspace(5) %15, align 4, !dbg !140
  br label %104, !dbg !141

104:                                              ; preds = %128, %103
  %105 = load i32, ptr addrspace(5) %15, align 4, !dbg !142
  %106 = load i32, ptr addrspace(5) %12, align 4, !dbg !144
  %107 = and i32 %106, 31, !dbg !145
  %108 = icmp slt i32 %105, %107, !dbg !146
  br i1 %108, label %109, label %131, !dbg !147

109:                                              ; preds = %104
  %110 = load i32, ptr addrspace(5) %15, align 4, !dbg !148
  %111 = load i32, ptr addrspace(5) %13, align 4, !dbg !151
  %112 = srem i32 %110, %111, !dbg !152
  %113 = icmp eq i32 %112, 0, !dbg !153
  br i1 %113, label %114, label %115, !dbg !154

114:                                              ; preds = %109
  br label %128, !dbg !155

115:                                              ; preds = %109
  %116 = load i32, ptr addrspace(5) %15, align 4, !dbg !156
  %117 = icmp sgt i32 %116, 20, !dbg !158
  br i1 %117, label %118, label %123, !dbg !159

118:                                              ; preds = %115
  %119 = load i32, ptr addrspace(5) %15, align 4, !dbg !160
  %120 = mul nsw i32 2, %119, !dbg !161
  %121 = load i32, ptr addrspace(5) %14, align 4, !dbg !162
  %122 = add nsw i32 %121, %120, !dbg !162
  store i32 %122, ptr addrspace(5) %14, align 4, !dbg !162
  br label %127, !dbg !163

123:                                              ; preds = %115
  %124 = load i32, ptr addrspace(5) %15, align 4, !dbg !164
  %125 = load i32, ptr addrspace(5) %14, align 4, !dbg !165
  %126 = add nsw i32 %125, %124, !dbg !165
  store i32 %126, ptr addrspace(5) %14, align 4, !dbg !165
  br label %127

127:                                              ; preds = %123, %118
  br label %128, !dbg !166

128:                                              ; preds = %127, %114
  %129 = load i32, ptr addrspace(5) %15, align 4, !dbg !167
  %130 = add nsw i32 %129, 1, !dbg !167
  store i32 %130, ptr addrspace(5) %15, align 4, !dbg !167
  br label %104, !dbg !168, !llvm.loop !169

131:                                              ; preds = %104
  br label %145, !dbg !171

132:                                              ; preds = %100
    #dbg_declare(ptr addrspace(5) %16, !172, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !175)
  %133 = load i32, ptr addrspace(5) %13, align 4, !dbg !176
  store i32 %133, ptr addrspace(5) %16, align 4, !dbg !175
  br label %134, !dbg !177

134:                                              ; preds = %141, %132
  %135 = load i32, ptr addrspace(5) %16, align 4, !dbg !178
  %136 = icmp sgt i32 %135, 0, !dbg !180
  br i1 %136, label %137, label %144, !dbg !181

137:                                              ; preds = %134
  %138 = load i32, ptr addrspace(5) %16, align 4, !dbg !182
  %139 = load i32, ptr addrspace(5) %14, align 4, !dbg !183
  %140 = sub nsw i32 %139, %138, !dbg !183
  store i32 %140, ptr addrspace(5) %14, align 4, !dbg !183
  br label %141, !dbg !184

141:                                              ; preds = %137
  %142 = load i32, ptr addrspace(5) %16, align 4, !dbg !185
  %143 = sub nsw i32 %142, 3, !dbg !185
  store i32 %143, ptr addrspace(5) %16, align 4, !dbg !185
  br label %134, !dbg !186, !llvm.loop !187

144:                                              ; preds = %134
  br label %145

145:                                              ; preds = %144, %131
  %146 = load i32, ptr addrspace(5) %13, align 4, !dbg !189
  %147 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !190
  %148 = load i32, ptr addrspace(5) %11, align 4, !dbg !191
  %149 = zext i32 %148 to i64, !dbg !190
  %150 = getelementptr inbounds i32, ptr addrspace(1) %147, i64 %149, !dbg !190
  store i32 %146, ptr addrspace(1) %150, align 4, !dbg !192
  %151 = load i32, ptr addrspace(5) %14, align 4, !dbg !193
  %152 = load ptr addrspace(1), ptr addrspace(5) %10, align 8, !dbg !194
  %153 = load i32, ptr addrspace(5) %11, align 4, !dbg !195
  %154 = zext i32 %153 to i64, !dbg !194
  %155 = getelementptr inbounds i32, ptr addrspace(1) %152, i64 %154, !dbg !194
  store i32 %151, ptr addrspace(1) %155, align 4, !dbg !196
  ret void, !dbg !197
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
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/nested_divergence.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d484c1e7cb0a1ea8372e5e11a9698bc1")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "nested_divergence_classify", scope: !1, file: !1, line: 9, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !17)
!17 = !{null, !18, !21, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!22 = !{}
!23 = !{i32 1, i32 1, i32 1}
!24 = !{!"none", !"none", !"none"}
!25 = !{!"int*", !"int*", !"int*"}
!26 = !{!"const", !"", !""}
!27 = !DILocalVariable(name: "in", arg: 1, scope: !15, file: !1, line: 9, type: !18)
!28 = !DILocation(line: 9, column: 62, scope: !15)
!29 = !DILocalVariable(name: "out", arg: 2, scope: !15, file: !1, line: 10, type: !21)
!30 = !DILocation(line: 10, column: 56, scope: !15)
!31 = !DILocalVariable(name: "out2", arg: 3, scope: !15, file: !1, line: 11, type: !21)
!32 = !DILocation(line: 11, column: 56, scope: !15)
!33 = !DILocalVariable(name: "gid", scope: !15, file: !1, line: 12, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !35, line: 18, baseType: !36)
!35 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 12, column: 10, scope: !15)
!38 = !DILocalVariable(name: "d", arg: 1, scope: !39, file: !35, line: 62, type: !34)
!39 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !35, file: !35, line: 62, type: !40, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!40 = !DISubroutineType(types: !41)
!41 = !{!34, !34}
!42 = !DILocation(line: 62, column: 32, scope: !39, inlinedAt: !43)
!43 = distinct !DILocation(line: 12, column: 16, scope: !15)
!44 = !DILocation(line: 63, column: 25, scope: !39, inlinedAt: !43)
!45 = !DILocalVariable(name: "d", arg: 1, scope: !46, file: !35, line: 49, type: !34)
!46 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !35, file: !35, line: 49, type: !40, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!47 = !DILocation(line: 49, column: 31, scope: !46, inlinedAt: !48)
!48 = distinct !DILocation(line: 63, column: 12, scope: !39, inlinedAt: !43)
!49 = !DILocation(line: 50, column: 12, scope: !46, inlinedAt: !48)
!50 = !DILocation(line: 50, column: 14, scope: !46, inlinedAt: !48)
!51 = !DILocation(line: 50, column: 21, scope: !46, inlinedAt: !48)
!52 = !DILocation(line: 51, column: 12, scope: !46, inlinedAt: !48)
!53 = !DILocation(line: 51, column: 14, scope: !46, inlinedAt: !48)
!54 = !DILocation(line: 51, column: 21, scope: !46, inlinedAt: !48)
!55 = !DILocation(line: 52, column: 21, scope: !46, inlinedAt: !48)
!56 = !DILocation(line: 63, column: 45, scope: !39, inlinedAt: !43)
!57 = !DILocalVariable(name: "d", arg: 1, scope: !58, file: !35, line: 54, type: !34)
!58 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !35, file: !35, line: 54, type: !40, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!59 = !DILocation(line: 54, column: 33, scope: !58, inlinedAt: !60)
!60 = distinct !DILocation(line: 63, column: 30, scope: !39, inlinedAt: !43)
!61 = !DILocation(line: 56, column: 42, scope: !58, inlinedAt: !60)
!62 = !DILocation(line: 56, column: 50, scope: !58, inlinedAt: !60)
!63 = !DILocation(line: 56, column: 61, scope: !58, inlinedAt: !60)
!64 = !DILocation(line: 56, column: 63, scope: !58, inlinedAt: !60)
!65 = !DILocation(line: 56, column: 69, scope: !58, inlinedAt: !60)
!66 = !DILocation(line: 56, column: 58, scope: !58, inlinedAt: !60)
!67 = !DILocation(line: 56, column: 54, scope: !58, inlinedAt: !60)
!68 = !DILocation(line: 56, column: 12, scope: !58, inlinedAt: !60)
!69 = !DILocation(line: 63, column: 28, scope: !39, inlinedAt: !43)
!70 = !DILocation(line: 63, column: 63, scope: !39, inlinedAt: !43)
!71 = !DILocalVariable(name: "d", arg: 1, scope: !72, file: !35, line: 44, type: !34)
!72 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !35, file: !35, line: 44, type: !40, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!73 = !DILocation(line: 44, column: 31, scope: !72, inlinedAt: !74)
!74 = distinct !DILocation(line: 63, column: 50, scope: !39, inlinedAt: !43)
!75 = !DILocation(line: 45, column: 12, scope: !72, inlinedAt: !74)
!76 = !DILocation(line: 45, column: 14, scope: !72, inlinedAt: !74)
!77 = !DILocation(line: 45, column: 21, scope: !72, inlinedAt: !74)
!78 = !DILocation(line: 46, column: 12, scope: !72, inlinedAt: !74)
!79 = !DILocation(line: 46, column: 14, scope: !72, inlinedAt: !74)
!80 = !DILocation(line: 46, column: 21, scope: !72, inlinedAt: !74)
!81 = !DILocation(line: 47, column: 21, scope: !72, inlinedAt: !74)
!82 = !DILocation(line: 63, column: 48, scope: !39, inlinedAt: !43)
!83 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 13, type: !20)
!84 = !DILocation(line: 13, column: 9, scope: !15)
!85 = !DILocation(line: 13, column: 13, scope: !15)
!86 = !DILocation(line: 13, column: 16, scope: !15)
!87 = !DILocalVariable(name: "code", scope: !15, file: !1, line: 14, type: !20)
!88 = !DILocation(line: 14, column: 9, scope: !15)
!89 = !DILocation(line: 16, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !15, file: !1, line: 16, column: 9)
!91 = !DILocation(line: 16, column: 11, scope: !90)
!92 = !DILocation(line: 16, column: 9, scope: !15)
!93 = !DILocation(line: 17, column: 13, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !1, line: 17, column: 13)
!95 = distinct !DILexicalBlock(scope: !90, file: !1, line: 16, column: 16)
!96 = !DILocation(line: 17, column: 15, scope: !94)
!97 = !DILocation(line: 17, column: 13, scope: !95)
!98 = !DILocation(line: 18, column: 17, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !1, line: 18, column: 17)
!100 = distinct !DILexicalBlock(scope: !94, file: !1, line: 17, column: 20)
!101 = !DILocation(line: 18, column: 19, scope: !99)
!102 = !DILocation(line: 18, column: 17, scope: !100)
!103 = !DILocation(line: 19, column: 22, scope: !99)
!104 = !DILocation(line: 19, column: 17, scope: !99)
!105 = !DILocation(line: 21, column: 22, scope: !99)
!106 = !DILocation(line: 22, column: 9, scope: !100)
!107 = !DILocation(line: 23, column: 18, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 23, column: 17)
!109 = distinct !DILexicalBlock(scope: !94, file: !1, line: 22, column: 16)
!110 = !DILocation(line: 23, column: 20, scope: !108)
!111 = !DILocation(line: 23, column: 25, scope: !108)
!112 = !DILocation(line: 23, column: 17, scope: !109)
!113 = !DILocation(line: 24, column: 22, scope: !108)
!114 = !DILocation(line: 24, column: 17, scope: !108)
!115 = !DILocation(line: 26, column: 22, scope: !108)
!116 = !DILocation(line: 28, column: 5, scope: !95)
!117 = !DILocation(line: 29, column: 19, scope: !118)
!118 = distinct !DILexicalBlock(scope: !90, file: !1, line: 28, column: 12)
!119 = !DILocation(line: 29, column: 18, scope: !118)
!120 = !DILocation(line: 29, column: 22, scope: !118)
!121 = !DILocation(line: 29, column: 9, scope: !118)
!122 = !DILocation(line: 30, column: 22, scope: !123)
!123 = distinct !DILexicalBlock(scope: !118, file: !1, line: 29, column: 27)
!124 = !DILocation(line: 30, column: 28, scope: !123)
!125 = !DILocation(line: 31, column: 22, scope: !123)
!126 = !DILocation(line: 31, column: 28, scope: !123)
!127 = !DILocation(line: 32, column: 22, scope: !123)
!128 = !DILocation(line: 32, column: 28, scope: !123)
!129 = !DILocation(line: 33, column: 23, scope: !123)
!130 = !DILocation(line: 33, column: 29, scope: !123)
!131 = !DILocalVariable(name: "acc", scope: !15, file: !1, line: 37, type: !20)
!132 = !DILocation(line: 37, column: 9, scope: !15)
!133 = !DILocation(line: 38, column: 9, scope: !134)
!134 = distinct !DILexicalBlock(scope: !15, file: !1, line: 38, column: 9)
!135 = !DILocation(line: 38, column: 14, scope: !134)
!136 = !DILocation(line: 38, column: 9, scope: !15)
!137 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 39, type: !20)
!138 = distinct !DILexicalBlock(scope: !139, file: !1, line: 39, column: 9)
!139 = distinct !DILexicalBlock(scope: !134, file: !1, line: 38, column: 20)
!140 = !DILocation(line: 39, column: 18, scope: !138)
!141 = !DILocation(line: 39, column: 14, scope: !138)
!142 = !DILocation(line: 39, column: 25, scope: !143)
!143 = distinct !DILexicalBlock(scope: !138, file: !1, line: 39, column: 9)
!144 = !DILocation(line: 39, column: 30, scope: !143)
!145 = !DILocation(line: 39, column: 32, scope: !143)
!146 = !DILocation(line: 39, column: 27, scope: !143)
!147 = !DILocation(line: 39, column: 9, scope: !138)
!148 = !DILocation(line: 40, column: 17, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 40, column: 17)
!150 = distinct !DILexicalBlock(scope: !143, file: !1, line: 39, column: 44)
!151 = !DILocation(line: 40, column: 21, scope: !149)
!152 = !DILocation(line: 40, column: 19, scope: !149)
!153 = !DILocation(line: 40, column: 26, scope: !149)
!154 = !DILocation(line: 40, column: 17, scope: !150)
!155 = !DILocation(line: 41, column: 17, scope: !149)
!156 = !DILocation(line: 42, column: 17, scope: !157)
!157 = distinct !DILexicalBlock(scope: !150, file: !1, line: 42, column: 17)
!158 = !DILocation(line: 42, column: 19, scope: !157)
!159 = !DILocation(line: 42, column: 17, scope: !150)
!160 = !DILocation(line: 43, column: 28, scope: !157)
!161 = !DILocation(line: 43, column: 26, scope: !157)
!162 = !DILocation(line: 43, column: 21, scope: !157)
!163 = !DILocation(line: 43, column: 17, scope: !157)
!164 = !DILocation(line: 45, column: 24, scope: !157)
!165 = !DILocation(line: 45, column: 21, scope: !157)
!166 = !DILocation(line: 46, column: 9, scope: !150)
!167 = !DILocation(line: 39, column: 40, scope: !143)
!168 = !DILocation(line: 39, column: 9, scope: !143)
!169 = distinct !{!169, !147, !170}
!170 = !DILocation(line: 46, column: 9, scope: !138)
!171 = !DILocation(line: 47, column: 5, scope: !139)
!172 = !DILocalVariable(name: "i", scope: !173, file: !1, line: 48, type: !20)
!173 = distinct !DILexicalBlock(scope: !174, file: !1, line: 48, column: 9)
!174 = distinct !DILexicalBlock(scope: !134, file: !1, line: 47, column: 12)
!175 = !DILocation(line: 48, column: 18, scope: !173)
!176 = !DILocation(line: 48, column: 22, scope: !173)
!177 = !DILocation(line: 48, column: 14, scope: !173)
!178 = !DILocation(line: 48, column: 28, scope: !179)
!179 = distinct !DILexicalBlock(scope: !173, file: !1, line: 48, column: 9)
!180 = !DILocation(line: 48, column: 30, scope: !179)
!181 = !DILocation(line: 48, column: 9, scope: !173)
!182 = !DILocation(line: 49, column: 20, scope: !179)
!183 = !DILocation(line: 49, column: 17, scope: !179)
!184 = !DILocation(line: 49, column: 13, scope: !179)
!185 = !DILocation(line: 48, column: 37, scope: !179)
!186 = !DILocation(line: 48, column: 9, scope: !179)
!187 = distinct !{!187, !181, !188}
!188 = !DILocation(line: 49, column: 20, scope: !173)
!189 = !DILocation(line: 52, column: 16, scope: !15)
!190 = !DILocation(line: 52, column: 5, scope: !15)
!191 = !DILocation(line: 52, column: 9, scope: !15)
!192 = !DILocation(line: 52, column: 14, scope: !15)
!193 = !DILocation(line: 53, column: 17, scope: !15)
!194 = !DILocation(line: 53, column: 5, scope: !15)
!195 = !DILocation(line: 53, column: 10, scope: !15)
!196 = !DILocation(line: 53, column: 15, scope: !15)
!197 = !DILocation(line: 54, column: 1, scope: !15)
