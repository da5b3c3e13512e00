; ModuleID = 'src/lds_reduce.cl'
source_filename = "src/lds_reduce.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds_reduce_sum.tile = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1, !dbg !18
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @lds_reduce_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) #0 !dbg !2 !kernel_arg_addr_space !37 !kernel_arg_access_qual !38 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(3), align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %11, align 8
    #dbg_declare(ptr addrspace(5) %11, !41, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !42)
  store ptr addrspace(1) %1, ptr addrspace(5) %12, align 8
    #dbg_declare(ptr addrspace(5) %12, !43, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !44)
  store ptr addrspace(1) %2, ptr addrspace(5) %13, align 8
    #dbg_declare(ptr addrspace(5) %13, !45, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !46)
  store ptr addrspace(3) %3, ptr addrspace(5) %14, align 4
    #dbg_declare(ptr addrspace(5) %14, !47, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(3))), !48)
    #dbg_declare(ptr addrspace(5) %15, !49, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !52)
  store i32 0, ptr addrspace(5) %10, align 4
    #dbg_declare(ptr addrspace(5) %10, !53, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !57)
  %19 = load i32, ptr addrspace(5) %10, align 4, !dbg !59
  %20 = icmp eq i32 %19, 0, !dbg !60
  br i1 %20, label %21, label %23, !dbg !59

21:                                               ; preds = %4
  %22 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !61
  br label %32, !dbg !59

23:                                               ; preds = %4
  %24 = load i32, ptr addrspace(5) %10, align 4, !dbg !62
  %25 = icmp eq i32 %24, 1, !dbg !63
  br i1 %25, label %26, label %28, !dbg !62

26:                                               ; preds = %23
  %27 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !64
  br label %30, !dbg !62

28:                                               ; preds = %23
  %29 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  br label %30, !dbg !62

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %27, %26 ], [ %29, %28 ], !dbg !62
  br label %32, !dbg !59

32:                                               ; preds = %21, %30
  %33 = phi i32 [ %22, %21 ], [ %31, %30 ], !dbg !59
  store i32 %33, ptr addrspace(5) %15, align 4, !dbg !52
    #dbg_declare(ptr addrspace(5) %16, !66, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !67)
  store i32 0, ptr addrspace(5) %9, align 4
    #dbg_declare(ptr addrspace(5) %9, !68, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !70)
  %34 = load i32, ptr addrspace(5) %9, align 4, !dbg !72
  store i32 %34, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !73, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !75)
  %35 = load i32, ptr addrspace(5) %7, align 4, !dbg !77
  %36 = icmp eq i32 %35, 0, !dbg !78
  br i1 %36, label %37, label %39, !dbg !77

37:                                               ; preds = %32
  %38 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !79
  br label %48, !dbg !77

39:                                               ; preds = %32
  %40 = load i32, ptr addrspace(5) %7, align 4, !dbg !80
  %41 = icmp eq i32 %40, 1, !dbg !81
  br i1 %41, label %42, label %44, !dbg !80

42:                                               ; preds = %39
  %43 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !82
  br label %46, !dbg !80

44:                                               ; preds = %39
  %45 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !83
  br label %46, !dbg !80

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %43, %42 ], [ %45, %44 ], !dbg !80
  br label %48, !dbg !77

48:                                               ; preds = %37, %46
  %49 = phi i32 [ %38, %37 ], [ %47, %46 ], !dbg !77
  %50 = load i32, ptr addrspace(5) %9, align 4, !dbg !84
  store i32 %50, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !85, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !87)
  %51 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !89
  %52 = getelementptr inbounds i8, ptr addrspace(4) %51, i64 4, !dbg !90
  %53 = load i32, ptr addrspace(5) %5, align 4, !dbg !91
  %54 = icmp ult i32 %53, 3, !dbg !92
  br i1 %54, label %55, label %57, !dbg !91

55:                                               ; preds = %48
  %56 = load i32, ptr addrspace(5) %5, align 4, !dbg !93
  br label %58, !dbg !91

57:                                               ; preds = %48
  br label %58, !dbg !91

58:                                               ; preds = %55, %57
  %59 = phi i32 [ %56, %55 ], [ 0, %57 ], !dbg !91
  %60 = mul i32 2, %59, !dbg !94
  %61 = zext i32 %60 to i64, !dbg !95
  %62 = getelementptr inbounds i8, ptr addrspace(4) %52, i64 %61, !dbg !95
  %63 = load i16, ptr addrspace(4) %62, align 2, !dbg !96
  %64 = zext i16 %63 to i32, !dbg !96
  %65 = mul i32 %49, %64, !dbg !97
  %66 = load i32, ptr addrspace(5) %9, align 4, !dbg !98
  store i32 %66, ptr addrspace(5) %8, align 4
    #dbg_declare(ptr addrspace(5) %8, !53, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !99)
  %67 = load i32, ptr addrspace(5) %8, align 4, !dbg !101
  %68 = icmp eq i32 %67, 0, !dbg !102
  br i1 %68, label %69, label %71, !dbg !101

69:                                               ; preds = %58
  %70 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !103
  br label %80, !dbg !101

71:                                               ; preds = %58
  %72 = load i32, ptr addrspace(5) %8, align 4, !dbg !104
  %73 = icmp eq i32 %72, 1, !dbg !105
  br i1 %73, label %74, label %76, !dbg !104

74:                                               ; preds = %71
  %75 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !106
  br label %78, !dbg !104

76:                                               ; preds = %71
  %77 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !107
  br label %78, !dbg !104

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %75, %74 ], [ %77, %76 ], !dbg !104
  br label %80, !dbg !101

80:                                               ; preds = %69, %78
  %81 = phi i32 [ %70, %69 ], [ %79, %78 ], !dbg !101
  %82 = add i32 %65, %81, !dbg !108
  store i32 %82, ptr addrspace(5) %16, align 4, !dbg !67
    #dbg_declare(ptr addrspace(5) %17, !109, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !110)
  %83 = load ptr addrspace(1), ptr addrspace(5) %11, align 8, !dbg !111
  %84 = load i32, ptr addrspace(5) %16, align 4, !dbg !112
  %85 = zext i32 %84 to i64, !dbg !111
  %86 = getelementptr inbounds i32, ptr addrspace(1) %83, i64 %85, !dbg !111
  %87 = load i32, ptr addrspace(1) %86, align 4, !dbg !111
  store i32 %87, ptr addrspace(5) %17, align 4, !dbg !110
  %88 = load i32, ptr addrspace(5) %17, align 4, !dbg !113
  %89 = load i32, ptr addrspace(5) %15, align 4, !dbg !114
  %90 = zext i32 %89 to i64, !dbg !115
  %91 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i64 0, i64 %90, !dbg !115
  store i32 %88, ptr addrspace(3) %91, align 4, !dbg !116
  %92 = load i32, ptr addrspace(5) %17, align 4, !dbg !117
  %93 = load ptr addrspace(3), ptr addrspace(5) %14, align 4, !dbg !118
  %94 = load i32, ptr addrspace(5) %15, align 4, !dbg !119
  %95 = zext i32 %94 to i64, !dbg !118
  %96 = getelementptr inbounds i32, ptr addrspace(3) %93, i64 %95, !dbg !118
  store i32 %92, ptr addrspace(3) %96, align 4, !dbg !120
  fence syncscope("workgroup") release, !dbg !121
  call void @llvm.amdgcn.s.barrier(), !dbg !126
  fence syncscope("workgroup") acquire, !dbg !127
  %97 = load i32, ptr addrspace(5) %17, align 4, !dbg !128
  %98 = load i32, ptr addrspace(5) %15, align 4, !dbg !129
  %99 = icmp ugt i32 %98, 0, !dbg !130
  br i1 %99, label %100, label %107, !dbg !129

100:                                              ; preds = %80
  %101 = load ptr addrspace(3), ptr addrspace(5) %14, align 4, !dbg !131
  %102 = load i32, ptr addrspace(5) %15, align 4, !dbg !132
  %103 = sub i32 %102, 1, !dbg !133
  %104 = zext i32 %103 to i64, !dbg !131
  %105 = getelementptr inbounds i32, ptr addrspace(3) %101, i64 %104, !dbg !131
  %106 = load i32, ptr addrspace(3) %105, align 4, !dbg !131
  br label %108, !dbg !129

107:                                              ; preds = %80
  br label %108, !dbg !129

108:                                              ; preds = %107, %100
  %109 = phi i32 [ %106, %100 ], [ 0, %107 ], !dbg !129
  %110 = add nsw i32 %97, %109, !dbg !134
  %111 = load ptr addrspace(1), ptr addrspace(5) %13, align 8, !dbg !135
  %112 = load i32, ptr addrspace(5) %16, align 4, !dbg !136
  %113 = zext i32 %112 to i64, !dbg !135
  %114 = getelementptr inbounds i32, ptr addrspace(1) %111, i64 %113, !dbg !135
  store i32 %110, ptr addrspace(1) %114, align 4, !dbg !137
    #dbg_declare(ptr addrspace(5) %18, !138, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !140)
  store i32 32, ptr addrspace(5) %18, align 4, !dbg !140
  br label %115, !dbg !141

115:                                              ; preds = %135, %108
  %116 = load i32, ptr addrspace(5) %18, align 4, !dbg !142
  %117 = icmp ugt i32 %116, 0, !dbg !144
  br i1 %117, label %118, label %138, !dbg !145

118:                                              ; preds = %115
  %119 = load i32, ptr addrspace(5) %15, align 4, !dbg !146
  %120 = load i32, ptr addrspace(5) %18, align 4, !dbg !149
  %121 = icmp ult i32 %119, %120, !dbg !150
  br i1 %121, label %122, label %134, !dbg !151

122:                                              ; preds = %118
  %123 = load i32, ptr addrspace(5) %15, align 4, !dbg !152
  %124 = load i32, ptr addrspace(5) %18, align 4, !dbg !153
  %125 = add i32 %123, %124, !dbg !154
  %126 = zext i32 %125 to i64, !dbg !155
  %127 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i64 0, i64 %126, !dbg !155
  %128 = load i32, ptr addrspace(3) %127, align 4, !dbg !155
  %129 = load i32, ptr addrspace(5) %15, align 4, !dbg !156
  %130 = zext i32 %129 to i64, !dbg !157
  %131 = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds_reduce_sum.tile, i64 0, i64 %130, !dbg !157
  %132 = load i32, ptr addrspace(3) %131, align 4, !dbg !158
  %133 = add nsw i32 %132, %128, !dbg !158
  store i32 %133, ptr addrspace(3) %131, align 4, !dbg !158
  br label %134, !dbg !157

134:                                              ; preds = %122, %118
  fence syncscope("workgroup") release, !dbg !159
  call void @llvm.amdgcn.s.barrier(), !dbg !161
  fence syncscope("workgroup") acquire, !dbg !162
  br label %135, !dbg !163

135:                                              ; preds = %134
  %136 = load i32, ptr addrspace(5) %18, align 4, !dbg !164
  %137 = lshr i32 %136, 1, !dbg !164
  store i32 %137, ptr addrspace(5) %18, align 4, !dbg !164
  br label %115, !dbg !165, !llvm.loop !166

138:                                              ; preds = %115
  %139 = load i32, ptr addrspace(5) %15, align 4, !dbg !168
  %140 = icmp eq i32 %139, 0, !dbg !170
  br i1 %140, label %141, label %161, !dbg !171

141:                                              ; preds = %138
  %142 = load i32, ptr addrspace(3) @lds_reduce_sum.tile, align 4, !dbg !172
  %143 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !173
  store i32 0, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !73, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !174)
  %144 = load i32, ptr addrspace(5) %6, align 4, !dbg !176
  %145 = icmp eq i32 %144, 0, !dbg !177
  br i1 %145, label %146, label %148, !dbg !176

146:                                              ; preds = %141
  %147 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !178
  br label %157, !dbg !176

148:                                              ; preds = %141
  %149 = load i32, ptr addrspace(5) %6, align 4, !dbg !179
  %150 = icmp eq i32 %149, 1, !dbg !180
  br i1 %150, label %151, label %153, !dbg !179

151:                                              ; preds = %148
  %152 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !181
  br label %155, !dbg !179

153:                                              ; preds = %148
  %154 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !182
  br label %155, !dbg !179

155:                                              ; preds = %153, %151
  %156 = phi i32 [ %152, %151 ], [ %154, %153 ], !dbg !179
  br label %157, !dbg !176

157:                                              ; preds = %146, %155
  %158 = phi i32 [ %147, %146 ], [ %156, %155 ], !dbg !176
  %159 = zext i32 %158 to i64, !dbg !173
  %160 = getelementptr inbounds i32, ptr addrspace(1) %143, i64 %159, !dbg !173
  store i32 %142, ptr addrspace(1) %160, align 4, !dbg !183
  br label %161, !dbg !173

161:                                              ; preds = %157, %138
  ret void, !dbg !184
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

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34}
!opencl.ocl.version = !{!35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DIOpArg(0, ptr addrspace(3)), DIOpDeref([64 x i32])))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 17, type: !26, isLocal: true, isDefinition: true, memorySpace: DW_MSPACE_LLVM_group)
!2 = distinct !DISubprogram(name: "lds_reduce_sum", scope: !3, file: !3, line: 13, type: !4, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !25)
!3 = !DIFile(filename: "src/lds_reduce.cl", directory: ".", checksumkind: CSK_MD5, checksum: "1879316d0c4cfc835c91bab3f911d413")
!4 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !5)
!5 = !{null, !6, !9, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, addressSpace: 3, memorySpace: DW_MSPACE_LLVM_group)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !12, globals: !17, splitDebugInlining: false, nameTableKind: None)
!12 = !{!13, !15}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{!0, !18}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression(DIOpArg(0, ptr addrspace(4)), DIOpDeref([10 x i8])))
!19 = distinct !DIGlobalVariable(scope: null, file: !20, line: 69, type: !21, isLocal: true, isDefinition: true)
!20 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 80, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 10)
!25 = !{}
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 64)
!29 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{i32 2, i32 0}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = !{i32 1, i32 1, i32 1, i32 3}
!38 = !{!"none", !"none", !"none", !"none"}
!39 = !{!"int*", !"int*", !"int*", !"int*"}
!40 = !{!"const", !"", !"", !""}
!41 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 13, type: !6)
!42 = !DILocation(line: 13, column: 50, scope: !2)
!43 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 14, type: !9)
!44 = !DILocation(line: 14, column: 44, scope: !2)
!45 = !DILocalVariable(name: "scan", arg: 3, scope: !2, file: !3, line: 15, type: !9)
!46 = !DILocation(line: 15, column: 44, scope: !2)
!47 = !DILocalVariable(name: "scratch", arg: 4, scope: !2, file: !3, line: 16, type: !10)
!48 = !DILocation(line: 16, column: 43, scope: !2)
!49 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 18, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !20, line: 18, baseType: !51)
!51 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 18, column: 10, scope: !2)
!53 = !DILocalVariable(name: "d", arg: 1, scope: !54, file: !20, line: 44, type: !50)
!54 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !20, file: !20, line: 44, type: !55, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11, retainedNodes: !25)
!55 = !DISubroutineType(types: !56)
!56 = !{!50, !50}
!57 = !DILocation(line: 44, column: 31, scope: !54, inlinedAt: !58)
!58 = distinct !DILocation(line: 18, column: 16, scope: !2)
!59 = !DILocation(line: 45, column: 12, scope: !54, inlinedAt: !58)
!60 = !DILocation(line: 45, column: 14, scope: !54, inlinedAt: !58)
!61 = !DILocation(line: 45, column: 21, scope: !54, inlinedAt: !58)
!62 = !DILocation(line: 46, column: 12, scope: !54, inlinedAt: !58)
!63 = !DILocation(line: 46, column: 14, scope: !54, inlinedAt: !58)
!64 = !DILocation(line: 46, column: 21, scope: !54, inlinedAt: !58)
!65 = !DILocation(line: 47, column: 21, scope: !54, inlinedAt: !58)
!66 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 19, type: !50)
!67 = !DILocation(line: 19, column: 10, scope: !2)
!68 = !DILocalVariable(name: "d", arg: 1, scope: !69, file: !20, line: 62, type: !50)
!69 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !20, file: !20, line: 62, type: !55, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11, retainedNodes: !25)
!70 = !DILocation(line: 62, column: 32, scope: !69, inlinedAt: !71)
!71 = distinct !DILocation(line: 19, column: 16, scope: !2)
!72 = !DILocation(line: 63, column: 25, scope: !69, inlinedAt: !71)
!73 = !DILocalVariable(name: "d", arg: 1, scope: !74, file: !20, line: 49, type: !50)
!74 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !20, file: !20, line: 49, type: !55, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11, retainedNodes: !25)
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
!85 = !DILocalVariable(name: "d", arg: 1, scope: !86, file: !20, line: 54, type: !50)
!86 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !20, file: !20, line: 54, type: !55, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11, retainedNodes: !25)
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
!109 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 21, type: !8)
!110 = !DILocation(line: 21, column: 9, scope: !2)
!111 = !DILocation(line: 21, column: 13, scope: !2)
!112 = !DILocation(line: 21, column: 16, scope: !2)
!113 = !DILocation(line: 22, column: 17, scope: !2)
!114 = !DILocation(line: 22, column: 10, scope: !2)
!115 = !DILocation(line: 22, column: 5, scope: !2)
!116 = !DILocation(line: 22, column: 15, scope: !2)
!117 = !DILocation(line: 23, column: 20, scope: !2)
!118 = !DILocation(line: 23, column: 5, scope: !2)
!119 = !DILocation(line: 23, column: 13, scope: !2)
!120 = !DILocation(line: 23, column: 18, scope: !2)
!121 = !DILocation(line: 69, column: 28, scope: !122, inlinedAt: !125)
!122 = distinct !DISubprogram(name: "hdb_barrier", linkageName: "_ZL11hdb_barrierv", scope: !20, file: !20, line: 68, type: !123, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11)
!123 = !DISubroutineType(types: !124)
!124 = !{null}
!125 = distinct !DILocation(line: 24, column: 5, scope: !2)
!126 = !DILocation(line: 70, column: 5, scope: !122, inlinedAt: !125)
!127 = !DILocation(line: 71, column: 28, scope: !122, inlinedAt: !125)
!128 = !DILocation(line: 27, column: 17, scope: !2)
!129 = !DILocation(line: 27, column: 22, scope: !2)
!130 = !DILocation(line: 27, column: 26, scope: !2)
!131 = !DILocation(line: 27, column: 32, scope: !2)
!132 = !DILocation(line: 27, column: 40, scope: !2)
!133 = !DILocation(line: 27, column: 44, scope: !2)
!134 = !DILocation(line: 27, column: 19, scope: !2)
!135 = !DILocation(line: 27, column: 5, scope: !2)
!136 = !DILocation(line: 27, column: 10, scope: !2)
!137 = !DILocation(line: 27, column: 15, scope: !2)
!138 = !DILocalVariable(name: "s", scope: !139, file: !3, line: 30, type: !50)
!139 = distinct !DILexicalBlock(scope: !2, file: !3, line: 30, column: 5)
!140 = !DILocation(line: 30, column: 15, scope: !139)
!141 = !DILocation(line: 30, column: 10, scope: !139)
!142 = !DILocation(line: 30, column: 27, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !3, line: 30, column: 5)
!144 = !DILocation(line: 30, column: 29, scope: !143)
!145 = !DILocation(line: 30, column: 5, scope: !139)
!146 = !DILocation(line: 31, column: 13, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 31, column: 13)
!148 = distinct !DILexicalBlock(scope: !143, file: !3, line: 30, column: 43)
!149 = !DILocation(line: 31, column: 19, scope: !147)
!150 = !DILocation(line: 31, column: 17, scope: !147)
!151 = !DILocation(line: 31, column: 13, scope: !148)
!152 = !DILocation(line: 32, column: 31, scope: !147)
!153 = !DILocation(line: 32, column: 37, scope: !147)
!154 = !DILocation(line: 32, column: 35, scope: !147)
!155 = !DILocation(line: 32, column: 26, scope: !147)
!156 = !DILocation(line: 32, column: 18, scope: !147)
!157 = !DILocation(line: 32, column: 13, scope: !147)
!158 = !DILocation(line: 32, column: 23, scope: !147)
!159 = !DILocation(line: 69, column: 28, scope: !122, inlinedAt: !160)
!160 = distinct !DILocation(line: 33, column: 9, scope: !148)
!161 = !DILocation(line: 70, column: 5, scope: !122, inlinedAt: !160)
!162 = !DILocation(line: 71, column: 28, scope: !122, inlinedAt: !160)
!163 = !DILocation(line: 34, column: 5, scope: !148)
!164 = !DILocation(line: 30, column: 36, scope: !143)
!165 = !DILocation(line: 30, column: 5, scope: !143)
!166 = distinct !{!166, !145, !167}
!167 = !DILocation(line: 34, column: 5, scope: !139)
!168 = !DILocation(line: 36, column: 9, scope: !169)
!169 = distinct !DILexicalBlock(scope: !2, file: !3, line: 36, column: 9)
!170 = !DILocation(line: 36, column: 13, scope: !169)
!171 = !DILocation(line: 36, column: 9, scope: !2)
!172 = !DILocation(line: 37, column: 32, scope: !169)
!173 = !DILocation(line: 37, column: 9, scope: !169)
!174 = !DILocation(line: 49, column: 31, scope: !74, inlinedAt: !175)
!175 = distinct !DILocation(line: 37, column: 13, scope: !169)
!176 = !DILocation(line: 50, column: 12, scope: !74, inlinedAt: !175)
!177 = !DILocation(line: 50, column: 14, scope: !74, inlinedAt: !175)
!178 = !DILocation(line: 50, column: 21, scope: !74, inlinedAt: !175)
!179 = !DILocation(line: 51, column: 12, scope: !74, inlinedAt: !175)
!180 = !DILocation(line: 51, column: 14, scope: !74, inlinedAt: !175)
!181 = !DILocation(line: 51, column: 21, scope: !74, inlinedAt: !175)
!182 = !DILocation(line: 52, column: 21, scope: !74, inlinedAt: !175)
!183 = !DILocation(line: 37, column: 30, scope: !169)
!184 = !DILocation(line: 38, column: 1, scope: !2)
