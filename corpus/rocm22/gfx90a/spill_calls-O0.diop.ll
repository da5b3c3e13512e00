; ModuleID = 'src/spill_calls.cl'
source_filename = "src/spill_calls.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @leaf_mix(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !15 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !21, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !22)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !23, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !24)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !25, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !26)
    #dbg_declare(ptr addrspace(5) %7, !27, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !28)
  %8 = load i32, ptr addrspace(5) %5, align 4, !dbg !29
  %9 = mul nsw i32 %8, 31, !dbg !30
  %10 = load i32, ptr addrspace(5) %6, align 4, !dbg !31
  %11 = add nsw i32 %10, 17, !dbg !32
  %12 = xor i32 %9, %11, !dbg !33
  store i32 %12, ptr addrspace(5) %7, align 4, !dbg !28
  %13 = load i32, ptr addrspace(5) %7, align 4, !dbg !34
  %14 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !35
  %15 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 0, !dbg !35
  store i32 %13, ptr addrspace(1) %15, align 4, !dbg !36
  %16 = load i32, ptr addrspace(5) %7, align 4, !dbg !37
  ret i32 %16, !dbg !38
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @leaf_mix2(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !39 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !40, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !41)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !42, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !43)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !44, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !45)
    #dbg_declare(ptr addrspace(5) %7, !46, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !47)
  %8 = load i32, ptr addrspace(5) %5, align 4, !dbg !48
  %9 = mul nsw i32 %8, 29, !dbg !49
  %10 = load i32, ptr addrspace(5) %6, align 4, !dbg !50
  %11 = xor i32 %10, 23130, !dbg !51
  %12 = add nsw i32 %9, %11, !dbg !52
  store i32 %12, ptr addrspace(5) %7, align 4, !dbg !47
  %13 = load i32, ptr addrspace(5) %7, align 4, !dbg !53
  %14 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !54
  %15 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 0, !dbg !54
  store i32 %13, ptr addrspace(1) %15, align 4, !dbg !55
  %16 = load i32, ptr addrspace(5) %7, align 4, !dbg !56
  ret i32 %16, !dbg !57
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @mid_mix(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 !dbg !58 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca ptr, align 8, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
    #dbg_declare(ptr addrspace(5) %3, !63, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !64)
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !65, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !66)
    #dbg_declare(ptr addrspace(5) %5, !67, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !68)
  %24 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !69
  %25 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 0, !dbg !69
  %26 = load i32, ptr addrspace(1) %25, align 4, !dbg !69
  store i32 %26, ptr addrspace(5) %5, align 4, !dbg !68
    #dbg_declare(ptr addrspace(5) %6, !70, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !71)
  %27 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !72
  %28 = getelementptr inbounds i32, ptr addrspace(1) %27, i64 1, !dbg !72
  %29 = load i32, ptr addrspace(1) %28, align 4, !dbg !72
  store i32 %29, ptr addrspace(5) %6, align 4, !dbg !71
    #dbg_declare(ptr addrspace(5) %7, !73, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !74)
  %30 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !75
  %31 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 2, !dbg !75
  %32 = load i32, ptr addrspace(1) %31, align 4, !dbg !75
  store i32 %32, ptr addrspace(5) %7, align 4, !dbg !74
    #dbg_declare(ptr addrspace(5) %8, !76, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !77)
  %33 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !78
  %34 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 3, !dbg !78
  %35 = load i32, ptr addrspace(1) %34, align 4, !dbg !78
  store i32 %35, ptr addrspace(5) %8, align 4, !dbg !77
    #dbg_declare(ptr addrspace(5) %9, !79, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !80)
  %36 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !81
  %37 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 4, !dbg !81
  %38 = load i32, ptr addrspace(1) %37, align 4, !dbg !81
  store i32 %38, ptr addrspace(5) %9, align 4, !dbg !80
    #dbg_declare(ptr addrspace(5) %10, !82, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !83)
  %39 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !84
  %40 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 5, !dbg !84
  %41 = load i32, ptr addrspace(1) %40, align 4, !dbg !84
  store i32 %41, ptr addrspace(5) %10, align 4, !dbg !83
    #dbg_declare(ptr addrspace(5) %11, !85, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !86)
  %42 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !87
  %43 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 6, !dbg !87
  %44 = load i32, ptr addrspace(1) %43, align 4, !dbg !87
  store i32 %44, ptr addrspace(5) %11, align 4, !dbg !86
    #dbg_declare(ptr addrspace(5) %12, !88, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !89)
  %45 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !90
  %46 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 7, !dbg !90
  %47 = load i32, ptr addrspace(1) %46, align 4, !dbg !90
  store i32 %47, ptr addrspace(5) %12, align 4, !dbg !89
    #dbg_declare(ptr addrspace(5) %13, !91, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !92)
  %48 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !93
  %49 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 8, !dbg !93
  %50 = load i32, ptr addrspace(1) %49, align 4, !dbg !93
  store i32 %50, ptr addrspace(5) %13, align 4, !dbg !92
    #dbg_declare(ptr addrspace(5) %14, !94, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !95)
  %51 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !96
  %52 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 9, !dbg !96
  %53 = load i32, ptr addrspace(1) %52, align 4, !dbg !96
  store i32 %53, ptr addrspace(5) %14, align 4, !dbg !95
    #dbg_declare(ptr addrspace(5) %15, !97, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !98)
  %54 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !99
  %55 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 10, !dbg !99
  %56 = load i32, ptr addrspace(1) %55, align 4, !dbg !99
  store i32 %56, ptr addrspace(5) %15, align 4, !dbg !98
    #dbg_declare(ptr addrspace(5) %16, !100, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !101)
  %57 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !102
  %58 = getelementptr inbounds i32, ptr addrspace(1) %57, i64 11, !dbg !102
  %59 = load i32, ptr addrspace(1) %58, align 4, !dbg !102
  store i32 %59, ptr addrspace(5) %16, align 4, !dbg !101
    #dbg_declare(ptr addrspace(5) %17, !103, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !104)
  %60 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !105
  %61 = getelementptr inbounds i32, ptr addrspace(1) %60, i64 12, !dbg !105
  %62 = load i32, ptr addrspace(1) %61, align 4, !dbg !105
  store i32 %62, ptr addrspace(5) %17, align 4, !dbg !104
    #dbg_declare(ptr addrspace(5) %18, !106, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !107)
  %63 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !108
  %64 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 13, !dbg !108
  %65 = load i32, ptr addrspace(1) %64, align 4, !dbg !108
  store i32 %65, ptr addrspace(5) %18, align 4, !dbg !107
    #dbg_declare(ptr addrspace(5) %19, !109, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !110)
  %66 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !111
  %67 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 14, !dbg !111
  %68 = load i32, ptr addrspace(1) %67, align 4, !dbg !111
  store i32 %68, ptr addrspace(5) %19, align 4, !dbg !110
    #dbg_declare(ptr addrspace(5) %20, !112, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !113)
  %69 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !114
  %70 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 15, !dbg !114
  %71 = load i32, ptr addrspace(1) %70, align 4, !dbg !114
  store i32 %71, ptr addrspace(5) %20, align 4, !dbg !113
    #dbg_declare(ptr addrspace(5) %21, !115, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !118)
  %72 = load i32, ptr addrspace(5) %20, align 4, !dbg !119
  %73 = and i32 %72, 1, !dbg !120
  %74 = icmp ne i32 %73, 0, !dbg !121
  %75 = zext i1 %74 to i64, !dbg !121
  %76 = select i1 %74, ptr @leaf_mix, ptr @leaf_mix2, !dbg !121
  store ptr %76, ptr addrspace(5) %21, align 8, !dbg !118
    #dbg_declare(ptr addrspace(5) %22, !122, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !123)
  %77 = load ptr, ptr addrspace(5) %21, align 8, !dbg !124
  %78 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !dbg !125
  %79 = load i32, ptr addrspace(5) %5, align 4, !dbg !126
  %80 = load i32, ptr addrspace(5) %6, align 4, !dbg !127
  %81 = add nsw i32 %79, %80, !dbg !128
  %82 = load i32, ptr addrspace(5) %7, align 4, !dbg !129
  %83 = load i32, ptr addrspace(5) %8, align 4, !dbg !130
  %84 = add nsw i32 %82, %83, !dbg !131
  %85 = call i32 %77(ptr addrspace(1) noundef %78, i32 noundef %81, i32 noundef %84) #3, !dbg !124
  store i32 %85, ptr addrspace(5) %22, align 4, !dbg !123
  %86 = load i32, ptr addrspace(5) %22, align 4, !dbg !132
  %87 = add nsw i32 %86, 1, !dbg !133
  %88 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !dbg !134
  %89 = getelementptr inbounds i32, ptr addrspace(1) %88, i64 1, !dbg !134
  store i32 %87, ptr addrspace(1) %89, align 4, !dbg !135
    #dbg_declare(ptr addrspace(5) %23, !136, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !137)
  %90 = load i32, ptr addrspace(5) %22, align 4, !dbg !138
  store i32 %90, ptr addrspace(5) %23, align 4, !dbg !137
  %91 = load i32, ptr addrspace(5) %23, align 4, !dbg !139
  %92 = mul nsw i32 %91, 3, !dbg !140
  %93 = load i32, ptr addrspace(5) %5, align 4, !dbg !141
  %94 = add nsw i32 %92, %93, !dbg !142
  store i32 %94, ptr addrspace(5) %23, align 4, !dbg !143
  %95 = load i32, ptr addrspace(5) %23, align 4, !dbg !144
  %96 = mul nsw i32 %95, 3, !dbg !145
  %97 = load i32, ptr addrspace(5) %6, align 4, !dbg !146
  %98 = add nsw i32 %96, %97, !dbg !147
  store i32 %98, ptr addrspace(5) %23, align 4, !dbg !148
  %99 = load i32, ptr addrspace(5) %23, align 4, !dbg !149
  %100 = mul nsw i32 %99, 3, !dbg !150
  %101 = load i32, ptr addrspace(5) %7, align 4, !dbg !151
  %102 = add nsw i32 %100, %101, !dbg !152
  store i32 %102, ptr addrspace(5) %23, align 4, !dbg !153
  %103 = load i32, ptr addrspace(5) %23, align 4, !dbg !154
  %104 = mul nsw i32 %103, 3, !dbg !155
  %105 = load i32, ptr addrspace(5) %8, align 4, !dbg !156
  %106 = add nsw i32 %104, %105, !dbg !157
  store i32 %106, ptr addrspace(5) %23, align 4, !dbg !158
  %107 = load i32, ptr addrspace(5) %23, align 4, !dbg !159
  %108 = mul nsw i32 %107, 3, !dbg !160
  %109 = load i32, ptr addrspace(5) %9, align 4, !dbg !161
  %110 = add nsw i32 %108, %109, !dbg !162
  store i32 %110, ptr addrspace(5) %23, align 4, !dbg !163
  %111 = load i32, ptr addrspace(5) %23, align 4, !dbg !164
  %112 = mul nsw i32 %111, 3, !dbg !165
  %113 = load i32, ptr addrspace(5) %10, align 4, !dbg !166
  %114 = add nsw i32 %112, %113, !dbg !167
  store i32 %114, ptr addrspace(5) %23, align 4, !dbg !168
  %115 = load i32, ptr addrspace(5) %23, align 4, !dbg !169
  %116 = mul nsw i32 %115, 3, !dbg !170
  %117 = load i32, ptr addrspace(5) %11, align 4, !dbg !171
  %118 = add nsw i32 %116, %117, !dbg !172
  store i32 %118, ptr addrspace(5) %23, align 4, !dbg !173
  %119 = load i32, ptr addrspace(5) %23, align 4, !dbg !174
  %120 = mul nsw i32 %119, 3, !dbg !175
  %121 = load i32, ptr addrspace(5) %12, align 4, !dbg !176
  %122 = add nsw i32 %120, %121, !dbg !177
  store i32 %122, ptr addrspace(5) %23, align 4, !dbg !178
  %123 = load i32, ptr addrspace(5) %23, align 4, !dbg !179
  %124 = mul nsw i32 %123, 3, !dbg !180
  %125 = load i32, ptr addrspace(5) %13, align 4, !dbg !181
  %126 = add nsw i32 %124, %125, !dbg !182
  store i32 %126, ptr addrspace(5) %23, align 4, !dbg !183
  %127 = load i32, ptr addrspace(5) %23, align 4, !dbg !184
  %128 = mul nsw i32 %127, 3, !dbg !185
  %129 = load i32, ptr addrspace(5) %14, align 4, !dbg !186
  %130 = add nsw i32 %128, %129, !dbg !187
  store i32 %130, ptr addrspace(5) %23, align 4, !dbg !188
  %131 = load i32, ptr addrspace(5) %23, align 4, !dbg !189
  %132 = mul nsw i32 %131, 3, !dbg !190
  %133 = load i32, ptr addrspace(5) %15, align 4, !dbg !191
  %134 = add nsw i32 %132, %133, !dbg !192
  store i32 %134, ptr addrspace(5) %23, align 4, !dbg !193
  %135 = load i32, ptr addrspace(5) %23, align 4, !dbg !194
  %136 = mul nsw i32 %135, 3, !dbg !195
  %137 = load i32, ptr addrspace(5) %16, align 4, !dbg !196
  %138 = add nsw i32 %136, %137, !dbg !197
  store i32 %138, ptr addrspace(5) %23, align 4, !dbg !198
  %139 = load i32, ptr addrspace(5) %23, align 4, !dbg !199
  %140 = mul nsw i32 %139, 3, !dbg !200
  %141 = load i32, ptr addrspace(5) %17, align 4, !dbg !201
  %142 = add nsw i32 %140, %141, !dbg !202
  store i32 %142, ptr addrspace(5) %23, align 4, !dbg !203
  %143 = load i32, ptr addrspace(5) %23, align 4, !dbg !204
  %144 = mul nsw i32 %143, 3, !dbg !205
  %145 = load i32, ptr addrspace(5) %18, align 4, !dbg !206
  %146 = add nsw i32 %144, %145, !dbg !207
  store i32 %146, ptr addrspace(5) %23, align 4, !dbg !208
  %147 = load i32, ptr addrspace(5) %23, align 4, !dbg !209
  %148 = mul nsw i32 %147, 3, !dbg !210
  %149 = load i32, ptr addrspace(5) %19, align 4, !dbg !211
  %150 = add nsw i32 %148, %149, !dbg !212
  store i32 %150, ptr addrspace(5) %23, align 4, !dbg !213
  %151 = load i32, ptr addrspace(5) %23, align 4, !dbg !214
  %152 = mul nsw i32 %151, 3, !dbg !215
  %153 = load i32, ptr addrspace(5) %20, align 4, !dbg !216
  %154 = add nsw i32 %152, %153, !dbg !217
  store i32 %154, ptr addrspace(5) %23, align 4, !dbg !218
  %155 = load i32, ptr addrspace(5) %23, align 4, !dbg !219
  ret i32 %155, !dbg !220
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @mid_mix_b(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 !dbg !221 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
    #dbg_declare(ptr addrspace(5) %3, !222, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !223)
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !224, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !225)
  %5 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !dbg !226
  %6 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !227
  %7 = call i32 @mid_mix(ptr addrspace(1) noundef %5, ptr addrspace(1) noundef %6) #3, !dbg !228
  %8 = add nsw i32 %7, 1, !dbg !229
  ret i32 %8, !dbg !230
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @noinline_calls_spill(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !dbg !231 !kernel_arg_addr_space !234 !kernel_arg_access_qual !235 !kernel_arg_type !236 !kernel_arg_base_type !236 !kernel_arg_type_qual !237 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
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
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i32, align 4, addrspace(5)
  %33 = alloca ptr, align 8, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca i32, align 4, addrspace(5)
  %36 = alloca i32, align 4, addrspace(5)
  %37 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
    #dbg_declare(ptr addrspace(5) %8, !238, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !239)
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
    #dbg_declare(ptr addrspace(5) %9, !240, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !241)
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
    #dbg_declare(ptr addrspace(5) %10, !242, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !243)
    #dbg_declare(ptr addrspace(5) %11, !244, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !248)
  store i32 0, ptr addrspace(5) %7, align 4
    #dbg_declare(ptr addrspace(5) %7, !249, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !253)
  %38 = load i32, ptr addrspace(5) %7, align 4, !dbg !255
  store i32 %38, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !256, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !258)
  %39 = load i32, ptr addrspace(5) %6, align 4, !dbg !260
  %40 = icmp eq i32 %39, 0, !dbg !261
  br i1 %40, label %41, label %43, !dbg !260

41:                                               ; preds = %3
  %42 = call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !262
  br label %52, !dbg !260

43:                                               ; preds = %3
  %44 = load i32, ptr addrspace(5) %6, align 4, !dbg !263
  %45 = icmp eq i32 %44, 1, !dbg !264
  br i1 %45, label %46, label %48, !dbg !263

46:                                               ; preds = %43
  %47 = call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !265
  br label %50, !dbg !263

48:                                               ; preds = %43
  %49 = call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !266
  br label %50, !dbg !263

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ], !dbg !263
  br label %52, !dbg !260

52:                                               ; preds = %41, %50
  %53 = phi i32 [ %42, %41 ], [ %51, %50 ], !dbg !260
  %54 = load i32, ptr addrspace(5) %7, align 4, !dbg !267
  store i32 %54, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !268, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !270)
  %55 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !272
  %56 = getelementptr inbounds i8, ptr addrspace(4) %55, i64 4, !dbg !273
  %57 = load i32, ptr addrspace(5) %5, align 4, !dbg !274
  %58 = icmp ult i32 %57, 3, !dbg !275
  br i1 %58, label %59, label %61, !dbg !274

59:                                               ; preds = %52
  %60 = load i32, ptr addrspace(5) %5, align 4, !dbg !276
  br label %62, !dbg !274

61:                                               ; preds = %52
  br label %62, !dbg !274

62:                                               ; preds = %59, %61
  %63 = phi i32 [ %60, %59 ], [ 0, %61 ], !dbg !274
  %64 = mul i32 2, %63, !dbg !277
  %65 = zext i32 %64 to i64, !dbg !278
  %66 = getelementptr inbounds i8, ptr addrspace(4) %56, i64 %65, !dbg !278
  %67 = load i16, ptr addrspace(4) %66, align 2, !dbg !279
  %68 = zext i16 %67 to i32, !dbg !279
  %69 = mul i32 %53, %68, !dbg !280
  %70 = load i32, ptr addrspace(5) %7, align 4, !dbg !281
  store i32 %70, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !282, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !284)
  %71 = load i32, ptr addrspace(5) %4, align 4, !dbg !286
  %72 = icmp eq i32 %71, 0, !dbg !287
  br i1 %72, label %73, label %75, !dbg !286

73:                                               ; preds = %62
  %74 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !288
  br label %84, !dbg !286

75:                                               ; preds = %62
  %76 = load i32, ptr addrspace(5) %4, align 4, !dbg !289
  %77 = icmp eq i32 %76, 1, !dbg !290
  br i1 %77, label %78, label %80, !dbg !289

78:                                               ; preds = %75
  %79 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !291
  br label %82, !dbg !289

80:                                               ; preds = %75
  %81 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !292
  br label %82, !dbg !289

82:                                               ; preds = %80, %78
  %83 = phi i32 [ %79, %78 ], [ %81, %80 ], !dbg !289
  br label %84, !dbg !286

84:                                               ; preds = %73, %82
  %85 = phi i32 [ %74, %73 ], [ %83, %82 ], !dbg !286
  %86 = add i32 %69, %85, !dbg !293
  store i32 %86, ptr addrspace(5) %11, align 4, !dbg !248
    #dbg_declare(ptr addrspace(5) %12, !294, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr addrspace(1))), !295)
  %87 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !dbg !296
  %88 = load i32, ptr addrspace(5) %11, align 4, !dbg !297
  %89 = mul i32 %88, 20, !dbg !298
  %90 = zext i32 %89 to i64, !dbg !299
  %91 = getelementptr inbounds i32, ptr addrspace(1) %87, i64 %90, !dbg !299
  store ptr addrspace(1) %91, ptr addrspace(5) %12, align 8, !dbg !295
    #dbg_declare(ptr addrspace(5) %13, !300, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !301)
  %92 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !302
  %93 = getelementptr inbounds i32, ptr addrspace(1) %92, i64 0, !dbg !302
  %94 = load i32, ptr addrspace(1) %93, align 4, !dbg !302
  store i32 %94, ptr addrspace(5) %13, align 4, !dbg !301
    #dbg_declare(ptr addrspace(5) %14, !303, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !304)
  %95 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !305
  %96 = getelementptr inbounds i32, ptr addrspace(1) %95, i64 1, !dbg !305
  %97 = load i32, ptr addrspace(1) %96, align 4, !dbg !305
  store i32 %97, ptr addrspace(5) %14, align 4, !dbg !304
    #dbg_declare(ptr addrspace(5) %15, !306, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !307)
  %98 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !308
  %99 = getelementptr inbounds i32, ptr addrspace(1) %98, i64 2, !dbg !308
  %100 = load i32, ptr addrspace(1) %99, align 4, !dbg !308
  store i32 %100, ptr addrspace(5) %15, align 4, !dbg !307
    #dbg_declare(ptr addrspace(5) %16, !309, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !310)
  %101 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !311
  %102 = getelementptr inbounds i32, ptr addrspace(1) %101, i64 3, !dbg !311
  %103 = load i32, ptr addrspace(1) %102, align 4, !dbg !311
  store i32 %103, ptr addrspace(5) %16, align 4, !dbg !310
    #dbg_declare(ptr addrspace(5) %17, !312, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !313)
  %104 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !314
  %105 = getelementptr inbounds i32, ptr addrspace(1) %104, i64 4, !dbg !314
  %106 = load i32, ptr addrspace(1) %105, align 4, !dbg !314
  store i32 %106, ptr addrspace(5) %17, align 4, !dbg !313
    #dbg_declare(ptr addrspace(5) %18, !315, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !316)
  %107 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !317
  %108 = getelementptr inbounds i32, ptr addrspace(1) %107, i64 5, !dbg !317
  %109 = load i32, ptr addrspace(1) %108, align 4, !dbg !317
  store i32 %109, ptr addrspace(5) %18, align 4, !dbg !316
    #dbg_declare(ptr addrspace(5) %19, !318, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !319)
  %110 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !320
  %111 = getelementptr inbounds i32, ptr addrspace(1) %110, i64 6, !dbg !320
  %112 = load i32, ptr addrspace(1) %111, align 4, !dbg !320
  store i32 %112, ptr addrspace(5) %19, align 4, !dbg !319
    #dbg_declare(ptr addrspace(5) %20, !321, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !322)
  %113 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !323
  %114 = getelementptr inbounds i32, ptr addrspace(1) %113, i64 7, !dbg !323
  %115 = load i32, ptr addrspace(1) %114, align 4, !dbg !323
  store i32 %115, ptr addrspace(5) %20, align 4, !dbg !322
    #dbg_declare(ptr addrspace(5) %21, !324, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !325)
  %116 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !326
  %117 = getelementptr inbounds i32, ptr addrspace(1) %116, i64 8, !dbg !326
  %118 = load i32, ptr addrspace(1) %117, align 4, !dbg !326
  store i32 %118, ptr addrspace(5) %21, align 4, !dbg !325
    #dbg_declare(ptr addrspace(5) %22, !327, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !328)
  %119 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !329
  %120 = getelementptr inbounds i32, ptr addrspace(1) %119, i64 9, !dbg !329
  %121 = load i32, ptr addrspace(1) %120, align 4, !dbg !329
  store i32 %121, ptr addrspace(5) %22, align 4, !dbg !328
    #dbg_declare(ptr addrspace(5) %23, !330, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !331)
  %122 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !332
  %123 = getelementptr inbounds i32, ptr addrspace(1) %122, i64 10, !dbg !332
  %124 = load i32, ptr addrspace(1) %123, align 4, !dbg !332
  store i32 %124, ptr addrspace(5) %23, align 4, !dbg !331
    #dbg_declare(ptr addrspace(5) %24, !333, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !334)
  %125 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !335
  %126 = getelementptr inbounds i32, ptr addrspace(1) %125, i64 11, !dbg !335
  %127 = load i32, ptr addrspace(1) %126, align 4, !dbg !335
  store i32 %127, ptr addrspace(5) %24, align 4, !dbg !334
    #dbg_declare(ptr addrspace(5) %25, !336, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !337)
  %128 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !338
  %129 = getelementptr inbounds i32, ptr addrspace(1) %128, i64 12, !dbg !338
  %130 = load i32, ptr addrspace(1) %129, align 4, !dbg !338
  store i32 %130, ptr addrspace(5) %25, align 4, !dbg !337
    #dbg_declare(ptr addrspace(5) %26, !339, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !340)
  %131 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !341
  %132 = getelementptr inbounds i32, ptr addrspace(1) %131, i64 13, !dbg !341
  %133 = load i32, ptr addrspace(1) %132, align 4, !dbg !341
  store i32 %133, ptr addrspace(5) %26, align 4, !dbg !340
    #dbg_declare(ptr addrspace(5) %27, !342, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !343)
  %134 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !344
  %135 = getelementptr inbounds i32, ptr addrspace(1) %134, i64 14, !dbg !344
  %136 = load i32, ptr addrspace(1) %135, align 4, !dbg !344
  store i32 %136, ptr addrspace(5) %27, align 4, !dbg !343
    #dbg_declare(ptr addrspace(5) %28, !345, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !346)
  %137 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !347
  %138 = getelementptr inbounds i32, ptr addrspace(1) %137, i64 15, !dbg !347
  %139 = load i32, ptr addrspace(1) %138, align 4, !dbg !347
  store i32 %139, ptr addrspace(5) %28, align 4, !dbg !346
    #dbg_declare(ptr addrspace(5) %29, !348, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !349)
  %140 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !350
  %141 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 16, !dbg !350
  %142 = load i32, ptr addrspace(1) %141, align 4, !dbg !350
  store i32 %142, ptr addrspace(5) %29, align 4, !dbg !349
    #dbg_declare(ptr addrspace(5) %30, !351, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !352)
  %143 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !353
  %144 = getelementptr inbounds i32, ptr addrspace(1) %143, i64 17, !dbg !353
  %145 = load i32, ptr addrspace(1) %144, align 4, !dbg !353
  store i32 %145, ptr addrspace(5) %30, align 4, !dbg !352
    #dbg_declare(ptr addrspace(5) %31, !354, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !355)
  %146 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !356
  %147 = getelementptr inbounds i32, ptr addrspace(1) %146, i64 18, !dbg !356
  %148 = load i32, ptr addrspace(1) %147, align 4, !dbg !356
  store i32 %148, ptr addrspace(5) %31, align 4, !dbg !355
    #dbg_declare(ptr addrspace(5) %32, !357, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !358)
  %149 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !359
  %150 = getelementptr inbounds i32, ptr addrspace(1) %149, i64 19, !dbg !359
  %151 = load i32, ptr addrspace(1) %150, align 4, !dbg !359
  store i32 %151, ptr addrspace(5) %32, align 4, !dbg !358
    #dbg_declare(ptr addrspace(5) %33, !360, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(ptr)), !363)
  %152 = load i32, ptr addrspace(5) %32, align 4, !dbg !364
  %153 = and i32 %152, 2, !dbg !365
  %154 = icmp ne i32 %153, 0, !dbg !366
  %155 = zext i1 %154 to i64, !dbg !366
  %156 = select i1 %154, ptr @mid_mix, ptr @mid_mix_b, !dbg !366
  store ptr %156, ptr addrspace(5) %33, align 8, !dbg !363
    #dbg_declare(ptr addrspace(5) %34, !367, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !368)
  %157 = load ptr, ptr addrspace(5) %33, align 8, !dbg !369
  %158 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !370
  %159 = load i32, ptr addrspace(5) %11, align 4, !dbg !371
  %160 = mul i32 %159, 2, !dbg !372
  %161 = zext i32 %160 to i64, !dbg !373
  %162 = getelementptr inbounds i32, ptr addrspace(1) %158, i64 %161, !dbg !373
  %163 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !374
  %164 = call i32 %157(ptr addrspace(1) noundef %162, ptr addrspace(1) noundef %163) #3, !dbg !369
  store i32 %164, ptr addrspace(5) %34, align 4, !dbg !368
    #dbg_declare(ptr addrspace(5) %35, !375, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !376)
  %165 = load ptr, ptr addrspace(5) %33, align 8, !dbg !377
  %166 = load ptr addrspace(1), ptr addrspace(5) %9, align 8, !dbg !378
  %167 = load i32, ptr addrspace(5) %11, align 4, !dbg !379
  %168 = mul i32 %167, 2, !dbg !380
  %169 = zext i32 %168 to i64, !dbg !381
  %170 = getelementptr inbounds i32, ptr addrspace(1) %166, i64 %169, !dbg !381
  %171 = load ptr addrspace(1), ptr addrspace(5) %12, align 8, !dbg !382
  %172 = getelementptr inbounds i32, ptr addrspace(1) %171, i64 4, !dbg !383
  %173 = call i32 %165(ptr addrspace(1) noundef %170, ptr addrspace(1) noundef %172) #3, !dbg !377
  store i32 %173, ptr addrspace(5) %35, align 4, !dbg !376
    #dbg_declare(ptr addrspace(5) %36, !384, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !385)
  %174 = load i32, ptr addrspace(5) %34, align 4, !dbg !386
  store i32 %174, ptr addrspace(5) %36, align 4, !dbg !385
  %175 = load i32, ptr addrspace(5) %36, align 4, !dbg !387
  %176 = mul nsw i32 %175, 5, !dbg !388
  %177 = load i32, ptr addrspace(5) %13, align 4, !dbg !389
  %178 = add nsw i32 %176, %177, !dbg !390
  store i32 %178, ptr addrspace(5) %36, align 4, !dbg !391
  %179 = load i32, ptr addrspace(5) %36, align 4, !dbg !392
  %180 = mul nsw i32 %179, 5, !dbg !393
  %181 = load i32, ptr addrspace(5) %14, align 4, !dbg !394
  %182 = add nsw i32 %180, %181, !dbg !395
  store i32 %182, ptr addrspace(5) %36, align 4, !dbg !396
  %183 = load i32, ptr addrspace(5) %36, align 4, !dbg !397
  %184 = mul nsw i32 %183, 5, !dbg !398
  %185 = load i32, ptr addrspace(5) %15, align 4, !dbg !399
  %186 = add nsw i32 %184, %185, !dbg !400
  store i32 %186, ptr addrspace(5) %36, align 4, !dbg !401
  %187 = load i32, ptr addrspace(5) %36, align 4, !dbg !402
  %188 = mul nsw i32 %187, 5, !dbg !403
  %189 = load i32, ptr addrspace(5) %16, align 4, !dbg !404
  %190 = add nsw i32 %188, %189, !dbg !405
  store i32 %190, ptr addrspace(5) %36, align 4, !dbg !406
  %191 = load i32, ptr addrspace(5) %36, align 4, !dbg !407
  %192 = mul nsw i32 %191, 5, !dbg !408
  %193 = load i32, ptr addrspace(5) %17, align 4, !dbg !409
  %194 = add nsw i32 %192, %193, !dbg !410
  store i32 %194, ptr addrspace(5) %36, align 4, !dbg !411
  %195 = load i32, ptr addrspace(5) %36, align 4, !dbg !412
  %196 = mul nsw i32 %195, 5, !dbg !413
  %197 = load i32, ptr addrspace(5) %18, align 4, !dbg !414
  %198 = add nsw i32 %196, %197, !dbg !415
  store i32 %198, ptr addrspace(5) %36, align 4, !dbg !416
  %199 = load i32, ptr addrspace(5) %36, align 4, !dbg !417
  %200 = mul nsw i32 %199, 5, !dbg !418
  %201 = load i32, ptr addrspace(5) %19, align 4, !dbg !419
  %202 = add nsw i32 %200, %201, !dbg !420
  store i32 %202, ptr addrspace(5) %36, align 4, !dbg !421
  %203 = load i32, ptr addrspace(5) %36, align 4, !dbg !422
  %204 = mul nsw i32 %203, 5, !dbg !423
  %205 = load i32, ptr addrspace(5) %20, align 4, !dbg !424
  %206 = add nsw i32 %204, %205, !dbg !425
  store i32 %206, ptr addrspace(5) %36, align 4, !dbg !426
  %207 = load i32, ptr addrspace(5) %36, align 4, !dbg !427
  %208 = mul nsw i32 %207, 5, !dbg !428
  %209 = load i32, ptr addrspace(5) %21, align 4, !dbg !429
  %210 = add nsw i32 %208, %209, !dbg !430
  store i32 %210, ptr addrspace(5) %36, align 4, !dbg !431
  %211 = load i32, ptr addrspace(5) %36, align 4, !dbg !432
  %212 = mul nsw i32 %211, 5, !dbg !433
  %213 = load i32, ptr addrspace(5) %22, align 4, !dbg !434
  %214 = add nsw i32 %212, %213, !dbg !435
  store i32 %214, ptr addrspace(5) %36, align 4, !dbg !436
    #dbg_declare(ptr addrspace(5) %37, !437, !DIExpression(DIOpArg(0, ptr addrspace(5)), DIOpDeref(i32)), !438)
  %215 = load i32, ptr addrspace(5) %35, align 4, !dbg !439
  store i32 %215, ptr addrspace(5) %37, align 4, !dbg !438
  %216 = load i32, ptr addrspace(5) %37, align 4, !dbg !440
  %217 = mul nsw i32 %216, 7, !dbg !441
  %218 = load i32, ptr addrspace(5) %23, align 4, !dbg !442
  %219 = xor i32 %217, %218, !dbg !443
  store i32 %219, ptr addrspace(5) %37, align 4, !dbg !444
  %220 = load i32, ptr addrspace(5) %37, align 4, !dbg !445
  %221 = mul nsw i32 %220, 7, !dbg !446
  %222 = load i32, ptr addrspace(5) %24, align 4, !dbg !447
  %223 = xor i32 %221, %222, !dbg !448
  store i32 %223, ptr addrspace(5) %37, align 4, !dbg !449
  %224 = load i32, ptr addrspace(5) %37, align 4, !dbg !450
  %225 = mul nsw i32 %224, 7, !dbg !451
  %226 = load i32, ptr addrspace(5) %25, align 4, !dbg !452
  %227 = xor i32 %225, %226, !dbg !453
  store i32 %227, ptr addrspace(5) %37, align 4, !dbg !454
  %228 = load i32, ptr addrspace(5) %37, align 4, !dbg !455
  %229 = mul nsw i32 %228, 7, !dbg !456
  %230 = load i32, ptr addrspace(5) %26, align 4, !dbg !457
  %231 = xor i32 %229, %230, !dbg !458
  store i32 %231, ptr addrspace(5) %37, align 4, !dbg !459
  %232 = load i32, ptr addrspace(5) %37, align 4, !dbg !460
  %233 = mul nsw i32 %232, 7, !dbg !461
  %234 = load i32, ptr addrspace(5) %27, align 4, !dbg !462
  %235 = xor i32 %233, %234, !dbg !463
  store i32 %235, ptr addrspace(5) %37, align 4, !dbg !464
  %236 = load i32, ptr addrspace(5) %37, align 4, !dbg !465
  %237 = mul nsw i32 %236, 7, !dbg !466
  %238 = load i32, ptr addrspace(5) %28, align 4, !dbg !467
  %239 = xor i32 %237, %238, !dbg !468
  store i32 %239, ptr addrspace(5) %37, align 4, !dbg !469
  %240 = load i32, ptr addrspace(5) %37, align 4, !dbg !470
  %241 = mul nsw i32 %240, 7, !dbg !471
  %242 = load i32, ptr addrspace(5) %29, align 4, !dbg !472
  %243 = xor i32 %241, %242, !dbg !473
  store i32 %243, ptr addrspace(5) %37, align 4, !dbg !474
  %244 = load i32, ptr addrspace(5) %37, align 4, !dbg !475
  %245 = mul nsw i32 %244, 7, !dbg !476
  %246 = load i32, ptr addrspace(5) %30, align 4, !dbg !477
  %247 = xor i32 %245, %246, !dbg !478
  store i32 %247, ptr addrspace(5) %37, align 4, !dbg !479
  %248 = load i32, ptr addrspace(5) %37, align 4, !dbg !480
  %249 = mul nsw i32 %248, 7, !dbg !481
  %250 = load i32, ptr addrspace(5) %31, align 4, !dbg !482
  %251 = xor i32 %249, %250, !dbg !483
  store i32 %251, ptr addrspace(5) %37, align 4, !dbg !484
  %252 = load i32, ptr addrspace(5) %37, align 4, !dbg !485
  %253 = mul nsw i32 %252, 7, !dbg !486
  %254 = load i32, ptr addrspace(5) %32, align 4, !dbg !487
  %255 = xor i32 %253, %254, !dbg !488
  store i32 %255, ptr addrspace(5) %37, align 4, !dbg !489
  %256 = load i32, ptr addrspace(5) %36, align 4, !dbg !490
  %257 = load ptr addrspace(1), ptr addrspace(5) %10, align 8, !dbg !491
  %258 = load i32, ptr addrspace(5) %11, align 4, !dbg !492
  %259 = mul i32 %258, 2, !dbg !493
  %260 = add i32 %259, 0, !dbg !494
  %261 = zext i32 %260 to i64, !dbg !491
  %262 = getelementptr inbounds i32, ptr addrspace(1) %257, i64 %261, !dbg !491
  store i32 %256, ptr addrspace(1) %262, align 4, !dbg !495
  %263 = load i32, ptr addrspace(5) %37, align 4, !dbg !496
  %264 = load ptr addrspace(1), ptr addrspace(5) %10, align 8, !dbg !497
  %265 = load i32, ptr addrspace(5) %11, align 4, !dbg !498
  %266 = mul i32 %265, 2, !dbg !499
  %267 = add i32 %266, 1, !dbg !500
  %268 = zext i32 %267 to i64, !dbg !497
  %269 = getelementptr inbounds i32, ptr addrspace(1) %264, i64 %268, !dbg !497
  store i32 %263, ptr addrspace(1) %269, align 4, !dbg !501
  ret void, !dbg !502
}

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

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/spill_calls.cl", directory: ".", checksumkind: CSK_MD5, checksum: "7de581a377dda3f1264fe2dab6307285")
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
!15 = distinct !DISubprogram(name: "leaf_mix", scope: !1, file: !1, line: 22, type: !16, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !19, !18, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!20 = !{}
!21 = !DILocalVariable(name: "log", arg: 1, scope: !15, file: !1, line: 22, type: !19)
!22 = !DILocation(line: 22, column: 37, scope: !15)
!23 = !DILocalVariable(name: "a", arg: 2, scope: !15, file: !1, line: 22, type: !18)
!24 = !DILocation(line: 22, column: 46, scope: !15)
!25 = !DILocalVariable(name: "b", arg: 3, scope: !15, file: !1, line: 22, type: !18)
!26 = !DILocation(line: 22, column: 53, scope: !15)
!27 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 23, type: !18)
!28 = !DILocation(line: 23, column: 9, scope: !15)
!29 = !DILocation(line: 23, column: 14, scope: !15)
!30 = !DILocation(line: 23, column: 16, scope: !15)
!31 = !DILocation(line: 23, column: 25, scope: !15)
!32 = !DILocation(line: 23, column: 27, scope: !15)
!33 = !DILocation(line: 23, column: 22, scope: !15)
!34 = !DILocation(line: 24, column: 14, scope: !15)
!35 = !DILocation(line: 24, column: 5, scope: !15)
!36 = !DILocation(line: 24, column: 12, scope: !15)
!37 = !DILocation(line: 25, column: 12, scope: !15)
!38 = !DILocation(line: 25, column: 5, scope: !15)
!39 = distinct !DISubprogram(name: "leaf_mix2", scope: !1, file: !1, line: 28, type: !16, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!40 = !DILocalVariable(name: "log", arg: 1, scope: !39, file: !1, line: 28, type: !19)
!41 = !DILocation(line: 28, column: 38, scope: !39)
!42 = !DILocalVariable(name: "a", arg: 2, scope: !39, file: !1, line: 28, type: !18)
!43 = !DILocation(line: 28, column: 47, scope: !39)
!44 = !DILocalVariable(name: "b", arg: 3, scope: !39, file: !1, line: 28, type: !18)
!45 = !DILocation(line: 28, column: 54, scope: !39)
!46 = !DILocalVariable(name: "r", scope: !39, file: !1, line: 29, type: !18)
!47 = !DILocation(line: 29, column: 9, scope: !39)
!48 = !DILocation(line: 29, column: 14, scope: !39)
!49 = !DILocation(line: 29, column: 16, scope: !39)
!50 = !DILocation(line: 29, column: 25, scope: !39)
!51 = !DILocation(line: 29, column: 27, scope: !39)
!52 = !DILocation(line: 29, column: 22, scope: !39)
!53 = !DILocation(line: 30, column: 14, scope: !39)
!54 = !DILocation(line: 30, column: 5, scope: !39)
!55 = !DILocation(line: 30, column: 12, scope: !39)
!56 = !DILocation(line: 31, column: 12, scope: !39)
!57 = !DILocation(line: 31, column: 5, scope: !39)
!58 = distinct !DISubprogram(name: "mid_mix", scope: !1, file: !1, line: 34, type: !59, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!59 = !DISubroutineType(types: !60)
!60 = !{!18, !19, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!63 = !DILocalVariable(name: "log", arg: 1, scope: !58, file: !1, line: 34, type: !19)
!64 = !DILocation(line: 34, column: 36, scope: !58)
!65 = !DILocalVariable(name: "p", arg: 2, scope: !58, file: !1, line: 34, type: !61)
!66 = !DILocation(line: 34, column: 61, scope: !58)
!67 = !DILocalVariable(name: "t0", scope: !58, file: !1, line: 36, type: !18)
!68 = !DILocation(line: 36, column: 9, scope: !58)
!69 = !DILocation(line: 36, column: 14, scope: !58)
!70 = !DILocalVariable(name: "t1", scope: !58, file: !1, line: 36, type: !18)
!71 = !DILocation(line: 36, column: 20, scope: !58)
!72 = !DILocation(line: 36, column: 25, scope: !58)
!73 = !DILocalVariable(name: "t2", scope: !58, file: !1, line: 36, type: !18)
!74 = !DILocation(line: 36, column: 31, scope: !58)
!75 = !DILocation(line: 36, column: 36, scope: !58)
!76 = !DILocalVariable(name: "t3", scope: !58, file: !1, line: 36, type: !18)
!77 = !DILocation(line: 36, column: 42, scope: !58)
!78 = !DILocation(line: 36, column: 47, scope: !58)
!79 = !DILocalVariable(name: "t4", scope: !58, file: !1, line: 37, type: !18)
!80 = !DILocation(line: 37, column: 9, scope: !58)
!81 = !DILocation(line: 37, column: 14, scope: !58)
!82 = !DILocalVariable(name: "t5", scope: !58, file: !1, line: 37, type: !18)
!83 = !DILocation(line: 37, column: 20, scope: !58)
!84 = !DILocation(line: 37, column: 25, scope: !58)
!85 = !DILocalVariable(name: "t6", scope: !58, file: !1, line: 37, type: !18)
!86 = !DILocation(line: 37, column: 31, scope: !58)
!87 = !DILocation(line: 37, column: 36, scope: !58)
!88 = !DILocalVariable(name: "t7", scope: !58, file: !1, line: 37, type: !18)
!89 = !DILocation(line: 37, column: 42, scope: !58)
!90 = !DILocation(line: 37, column: 47, scope: !58)
!91 = !DILocalVariable(name: "t8", scope: !58, file: !1, line: 38, type: !18)
!92 = !DILocation(line: 38, column: 9, scope: !58)
!93 = !DILocation(line: 38, column: 14, scope: !58)
!94 = !DILocalVariable(name: "t9", scope: !58, file: !1, line: 38, type: !18)
!95 = !DILocation(line: 38, column: 20, scope: !58)
!96 = !DILocation(line: 38, column: 25, scope: !58)
!97 = !DILocalVariable(name: "t10", scope: !58, file: !1, line: 38, type: !18)
!98 = !DILocation(line: 38, column: 31, scope: !58)
!99 = !DILocation(line: 38, column: 37, scope: !58)
!100 = !DILocalVariable(name: "t11", scope: !58, file: !1, line: 38, type: !18)
!101 = !DILocation(line: 38, column: 44, scope: !58)
!102 = !DILocation(line: 38, column: 50, scope: !58)
!103 = !DILocalVariable(name: "t12", scope: !58, file: !1, line: 39, type: !18)
!104 = !DILocation(line: 39, column: 9, scope: !58)
!105 = !DILocation(line: 39, column: 15, scope: !58)
!106 = !DILocalVariable(name: "t13", scope: !58, file: !1, line: 39, type: !18)
!107 = !DILocation(line: 39, column: 22, scope: !58)
!108 = !DILocation(line: 39, column: 28, scope: !58)
!109 = !DILocalVariable(name: "t14", scope: !58, file: !1, line: 39, type: !18)
!110 = !DILocation(line: 39, column: 35, scope: !58)
!111 = !DILocation(line: 39, column: 41, scope: !58)
!112 = !DILocalVariable(name: "t15", scope: !58, file: !1, line: 39, type: !18)
!113 = !DILocation(line: 39, column: 48, scope: !58)
!114 = !DILocation(line: 39, column: 54, scope: !58)
!115 = !DILocalVariable(name: "leaf", scope: !58, file: !1, line: 40, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "leaf_fn", file: !1, line: 19, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!118 = !DILocation(line: 40, column: 13, scope: !58)
!119 = !DILocation(line: 40, column: 21, scope: !58)
!120 = !DILocation(line: 40, column: 25, scope: !58)
!121 = !DILocation(line: 40, column: 20, scope: !58)
!122 = !DILocalVariable(name: "r", scope: !58, file: !1, line: 41, type: !18)
!123 = !DILocation(line: 41, column: 9, scope: !58)
!124 = !DILocation(line: 41, column: 13, scope: !58)
!125 = !DILocation(line: 41, column: 18, scope: !58)
!126 = !DILocation(line: 41, column: 23, scope: !58)
!127 = !DILocation(line: 41, column: 28, scope: !58)
!128 = !DILocation(line: 41, column: 26, scope: !58)
!129 = !DILocation(line: 41, column: 32, scope: !58)
!130 = !DILocation(line: 41, column: 37, scope: !58)
!131 = !DILocation(line: 41, column: 35, scope: !58)
!132 = !DILocation(line: 42, column: 14, scope: !58)
!133 = !DILocation(line: 42, column: 16, scope: !58)
!134 = !DILocation(line: 42, column: 5, scope: !58)
!135 = !DILocation(line: 42, column: 12, scope: !58)
!136 = !DILocalVariable(name: "h", scope: !58, file: !1, line: 44, type: !18)
!137 = !DILocation(line: 44, column: 9, scope: !58)
!138 = !DILocation(line: 44, column: 13, scope: !58)
!139 = !DILocation(line: 45, column: 9, scope: !58)
!140 = !DILocation(line: 45, column: 11, scope: !58)
!141 = !DILocation(line: 45, column: 17, scope: !58)
!142 = !DILocation(line: 45, column: 15, scope: !58)
!143 = !DILocation(line: 45, column: 7, scope: !58)
!144 = !DILocation(line: 45, column: 26, scope: !58)
!145 = !DILocation(line: 45, column: 28, scope: !58)
!146 = !DILocation(line: 45, column: 34, scope: !58)
!147 = !DILocation(line: 45, column: 32, scope: !58)
!148 = !DILocation(line: 45, column: 24, scope: !58)
!149 = !DILocation(line: 45, column: 43, scope: !58)
!150 = !DILocation(line: 45, column: 45, scope: !58)
!151 = !DILocation(line: 45, column: 51, scope: !58)
!152 = !DILocation(line: 45, column: 49, scope: !58)
!153 = !DILocation(line: 45, column: 41, scope: !58)
!154 = !DILocation(line: 45, column: 60, scope: !58)
!155 = !DILocation(line: 45, column: 62, scope: !58)
!156 = !DILocation(line: 45, column: 68, scope: !58)
!157 = !DILocation(line: 45, column: 66, scope: !58)
!158 = !DILocation(line: 45, column: 58, scope: !58)
!159 = !DILocation(line: 46, column: 9, scope: !58)
!160 = !DILocation(line: 46, column: 11, scope: !58)
!161 = !DILocation(line: 46, column: 17, scope: !58)
!162 = !DILocation(line: 46, column: 15, scope: !58)
!163 = !DILocation(line: 46, column: 7, scope: !58)
!164 = !DILocation(line: 46, column: 26, scope: !58)
!165 = !DILocation(line: 46, column: 28, scope: !58)
!166 = !DILocation(line: 46, column: 34, scope: !58)
!167 = !DILocation(line: 46, column: 32, scope: !58)
!168 = !DILocation(line: 46, column: 24, scope: !58)
!169 = !DILocation(line: 46, column: 43, scope: !58)
!170 = !DILocation(line: 46, column: 45, scope: !58)
!171 = !DILocation(line: 46, column: 51, scope: !58)
!172 = !DILocation(line: 46, column: 49, scope: !58)
!173 = !DILocation(line: 46, column: 41, scope: !58)
!174 = !DILocation(line: 46, column: 60, scope: !58)
!175 = !DILocation(line: 46, column: 62, scope: !58)
!176 = !DILocation(line: 46, column: 68, scope: !58)
!177 = !DILocation(line: 46, column: 66, scope: !58)
!178 = !DILocation(line: 46, column: 58, scope: !58)
!179 = !DILocation(line: 47, column: 9, scope: !58)
!180 = !DILocation(line: 47, column: 11, scope: !58)
!181 = !DILocation(line: 47, column: 17, scope: !58)
!182 = !DILocation(line: 47, column: 15, scope: !58)
!183 = !DILocation(line: 47, column: 7, scope: !58)
!184 = !DILocation(line: 47, column: 26, scope: !58)
!185 = !DILocation(line: 47, column: 28, scope: !58)
!186 = !DILocation(line: 47, column: 34, scope: !58)
!187 = !DILocation(line: 47, column: 32, scope: !58)
!188 = !DILocation(line: 47, column: 24, scope: !58)
!189 = !DILocation(line: 47, column: 43, scope: !58)
!190 = !DILocation(line: 47, column: 45, scope: !58)
!191 = !DILocation(line: 47, column: 51, scope: !58)
!192 = !DILocation(line: 47, column: 49, scope: !58)
!193 = !DILocation(line: 47, column: 41, scope: !58)
!194 = !DILocation(line: 47, column: 60, scope: !58)
!195 = !DILocation(line: 47, column: 62, scope: !58)
!196 = !DILocation(line: 47, column: 68, scope: !58)
!197 = !DILocation(line: 47, column: 66, scope: !58)
!198 = !DILocation(line: 47, column: 58, scope: !58)
!199 = !DILocation(line: 48, column: 9, scope: !58)
!200 = !DILocation(line: 48, column: 11, scope: !58)
!201 = !DILocation(line: 48, column: 17, scope: !58)
!202 = !DILocation(line: 48, column: 15, scope: !58)
!203 = !DILocation(line: 48, column: 7, scope: !58)
!204 = !DILocation(line: 48, column: 26, scope: !58)
!205 = !DILocation(line: 48, column: 28, scope: !58)
!206 = !DILocation(line: 48, column: 34, scope: !58)
!207 = !DILocation(line: 48, column: 32, scope: !58)
!208 = !DILocation(line: 48, column: 24, scope: !58)
!209 = !DILocation(line: 48, column: 43, scope: !58)
!210 = !DILocation(line: 48, column: 45, scope: !58)
!211 = !DILocation(line: 48, column: 51, scope: !58)
!212 = !DILocation(line: 48, column: 49, scope: !58)
!213 = !DILocation(line: 48, column: 41, scope: !58)
!214 = !DILocation(line: 48, column: 60, scope: !58)
!215 = !DILocation(line: 48, column: 62, scope: !58)
!216 = !DILocation(line: 48, column: 68, scope: !58)
!217 = !DILocation(line: 48, column: 66, scope: !58)
!218 = !DILocation(line: 48, column: 58, scope: !58)
!219 = !DILocation(line: 49, column: 12, scope: !58)
!220 = !DILocation(line: 49, column: 5, scope: !58)
!221 = distinct !DISubprogram(name: "mid_mix_b", scope: !1, file: !1, line: 52, type: !59, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!222 = !DILocalVariable(name: "log", arg: 1, scope: !221, file: !1, line: 52, type: !19)
!223 = !DILocation(line: 52, column: 38, scope: !221)
!224 = !DILocalVariable(name: "p", arg: 2, scope: !221, file: !1, line: 52, type: !61)
!225 = !DILocation(line: 52, column: 63, scope: !221)
!226 = !DILocation(line: 53, column: 20, scope: !221)
!227 = !DILocation(line: 53, column: 25, scope: !221)
!228 = !DILocation(line: 53, column: 12, scope: !221)
!229 = !DILocation(line: 53, column: 28, scope: !221)
!230 = !DILocation(line: 53, column: 5, scope: !221)
!231 = distinct !DISubprogram(name: "noinline_calls_spill", scope: !1, file: !1, line: 56, type: !232, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!232 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !233)
!233 = !{null, !61, !19, !19}
!234 = !{i32 1, i32 1, i32 1}
!235 = !{!"none", !"none", !"none"}
!236 = !{!"int*", !"int*", !"int*"}
!237 = !{!"const", !"", !""}
!238 = !DILocalVariable(name: "in", arg: 1, scope: !231, file: !1, line: 56, type: !61)
!239 = !DILocation(line: 56, column: 56, scope: !231)
!240 = !DILocalVariable(name: "log", arg: 2, scope: !231, file: !1, line: 56, type: !19)
!241 = !DILocation(line: 56, column: 74, scope: !231)
!242 = !DILocalVariable(name: "out", arg: 3, scope: !231, file: !1, line: 57, type: !19)
!243 = !DILocation(line: 57, column: 50, scope: !231)
!244 = !DILocalVariable(name: "gid", scope: !231, file: !1, line: 58, type: !245)
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !246, line: 18, baseType: !247)
!246 = !DIFile(filename: "src/shim.h", directory: ".", checksumkind: CSK_MD5, checksum: "820788b7975bd983aa16153202772ad5")
!247 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!248 = !DILocation(line: 58, column: 10, scope: !231)
!249 = !DILocalVariable(name: "d", arg: 1, scope: !250, file: !246, line: 62, type: !245)
!250 = distinct !DISubprogram(name: "hdb_global_id", linkageName: "_ZL13hdb_global_idj", scope: !246, file: !246, line: 62, type: !251, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!251 = !DISubroutineType(types: !252)
!252 = !{!245, !245}
!253 = !DILocation(line: 62, column: 32, scope: !250, inlinedAt: !254)
!254 = distinct !DILocation(line: 58, column: 16, scope: !231)
!255 = !DILocation(line: 63, column: 25, scope: !250, inlinedAt: !254)
!256 = !DILocalVariable(name: "d", arg: 1, scope: !257, file: !246, line: 49, type: !245)
!257 = distinct !DISubprogram(name: "hdb_group_id", linkageName: "_ZL12hdb_group_idj", scope: !246, file: !246, line: 49, type: !251, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!258 = !DILocation(line: 49, column: 31, scope: !257, inlinedAt: !259)
!259 = distinct !DILocation(line: 63, column: 12, scope: !250, inlinedAt: !254)
!260 = !DILocation(line: 50, column: 12, scope: !257, inlinedAt: !259)
!261 = !DILocation(line: 50, column: 14, scope: !257, inlinedAt: !259)
!262 = !DILocation(line: 50, column: 21, scope: !257, inlinedAt: !259)
!263 = !DILocation(line: 51, column: 12, scope: !257, inlinedAt: !259)
!264 = !DILocation(line: 51, column: 14, scope: !257, inlinedAt: !259)
!265 = !DILocation(line: 51, column: 21, scope: !257, inlinedAt: !259)
!266 = !DILocation(line: 52, column: 21, scope: !257, inlinedAt: !259)
!267 = !DILocation(line: 63, column: 45, scope: !250, inlinedAt: !254)
!268 = !DILocalVariable(name: "d", arg: 1, scope: !269, file: !246, line: 54, type: !245)
!269 = distinct !DISubprogram(name: "hdb_local_size", linkageName: "_ZL14hdb_local_sizej", scope: !246, file: !246, line: 54, type: !251, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!270 = !DILocation(line: 54, column: 33, scope: !269, inlinedAt: !271)
!271 = distinct !DILocation(line: 63, column: 30, scope: !250, inlinedAt: !254)
!272 = !DILocation(line: 56, column: 42, scope: !269, inlinedAt: !271)
!273 = !DILocation(line: 56, column: 50, scope: !269, inlinedAt: !271)
!274 = !DILocation(line: 56, column: 61, scope: !269, inlinedAt: !271)
!275 = !DILocation(line: 56, column: 63, scope: !269, inlinedAt: !271)
!276 = !DILocation(line: 56, column: 69, scope: !269, inlinedAt: !271)
!277 = !DILocation(line: 56, column: 58, scope: !269, inlinedAt: !271)
!278 = !DILocation(line: 56, column: 54, scope: !269, inlinedAt: !271)
!279 = !DILocation(line: 56, column: 12, scope: !269, inlinedAt: !271)
!280 = !DILocation(line: 63, column: 28, scope: !250, inlinedAt: !254)
!281 = !DILocation(line: 63, column: 63, scope: !250, inlinedAt: !254)
!282 = !DILocalVariable(name: "d", arg: 1, scope: !283, file: !246, line: 44, type: !245)
!283 = distinct !DISubprogram(name: "hdb_local_id", linkageName: "_ZL12hdb_local_idj", scope: !246, file: !246, line: 44, type: !251, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!284 = !DILocation(line: 44, column: 31, scope: !283, inlinedAt: !285)
!285 = distinct !DILocation(line: 63, column: 50, scope: !250, inlinedAt: !254)
!286 = !DILocation(line: 45, column: 12, scope: !283, inlinedAt: !285)
!287 = !DILocation(line: 45, column: 14, scope: !283, inlinedAt: !285)
!288 = !DILocation(line: 45, column: 21, scope: !283, inlinedAt: !285)
!289 = !DILocation(line: 46, column: 12, scope: !283, inlinedAt: !285)
!290 = !DILocation(line: 46, column: 14, scope: !283, inlinedAt: !285)
!291 = !DILocation(line: 46, column: 21, scope: !283, inlinedAt: !285)
!292 = !DILocation(line: 47, column: 21, scope: !283, inlinedAt: !285)
!293 = !DILocation(line: 63, column: 48, scope: !250, inlinedAt: !254)
!294 = !DILocalVariable(name: "p", scope: !231, file: !1, line: 59, type: !61)
!295 = !DILocation(line: 59, column: 25, scope: !231)
!296 = !DILocation(line: 59, column: 29, scope: !231)
!297 = !DILocation(line: 59, column: 34, scope: !231)
!298 = !DILocation(line: 59, column: 38, scope: !231)
!299 = !DILocation(line: 59, column: 32, scope: !231)
!300 = !DILocalVariable(name: "v0", scope: !231, file: !1, line: 61, type: !18)
!301 = !DILocation(line: 61, column: 9, scope: !231)
!302 = !DILocation(line: 61, column: 14, scope: !231)
!303 = !DILocalVariable(name: "v1", scope: !231, file: !1, line: 61, type: !18)
!304 = !DILocation(line: 61, column: 20, scope: !231)
!305 = !DILocation(line: 61, column: 25, scope: !231)
!306 = !DILocalVariable(name: "v2", scope: !231, file: !1, line: 61, type: !18)
!307 = !DILocation(line: 61, column: 31, scope: !231)
!308 = !DILocation(line: 61, column: 36, scope: !231)
!309 = !DILocalVariable(name: "v3", scope: !231, file: !1, line: 61, type: !18)
!310 = !DILocation(line: 61, column: 42, scope: !231)
!311 = !DILocation(line: 61, column: 47, scope: !231)
!312 = !DILocalVariable(name: "v4", scope: !231, file: !1, line: 61, type: !18)
!313 = !DILocation(line: 61, column: 53, scope: !231)
!314 = !DILocation(line: 61, column: 58, scope: !231)
!315 = !DILocalVariable(name: "v5", scope: !231, file: !1, line: 62, type: !18)
!316 = !DILocation(line: 62, column: 9, scope: !231)
!317 = !DILocation(line: 62, column: 14, scope: !231)
!318 = !DILocalVariable(name: "v6", scope: !231, file: !1, line: 62, type: !18)
!319 = !DILocation(line: 62, column: 20, scope: !231)
!320 = !DILocation(line: 62, column: 25, scope: !231)
!321 = !DILocalVariable(name: "v7", scope: !231, file: !1, line: 62, type: !18)
!322 = !DILocation(line: 62, column: 31, scope: !231)
!323 = !DILocation(line: 62, column: 36, scope: !231)
!324 = !DILocalVariable(name: "v8", scope: !231, file: !1, line: 62, type: !18)
!325 = !DILocation(line: 62, column: 42, scope: !231)
!326 = !DILocation(line: 62, column: 47, scope: !231)
!327 = !DILocalVariable(name: "v9", scope: !231, file: !1, line: 62, type: !18)
!328 = !DILocation(line: 62, column: 53, scope: !231)
!329 = !DILocation(line: 62, column: 58, scope: !231)
!330 = !DILocalVariable(name: "v10", scope: !231, file: !1, line: 63, type: !18)
!331 = !DILocation(line: 63, column: 9, scope: !231)
!332 = !DILocation(line: 63, column: 15, scope: !231)
!333 = !DILocalVariable(name: "v11", scope: !231, file: !1, line: 63, type: !18)
!334 = !DILocation(line: 63, column: 22, scope: !231)
!335 = !DILocation(line: 63, column: 28, scope: !231)
!336 = !DILocalVariable(name: "v12", scope: !231, file: !1, line: 63, type: !18)
!337 = !DILocation(line: 63, column: 35, scope: !231)
!338 = !DILocation(line: 63, column: 41, scope: !231)
!339 = !DILocalVariable(name: "v13", scope: !231, file: !1, line: 63, type: !18)
!340 = !DILocation(line: 63, column: 48, scope: !231)
!341 = !DILocation(line: 63, column: 54, scope: !231)
!342 = !DILocalVariable(name: "v14", scope: !231, file: !1, line: 63, type: !18)
!343 = !DILocation(line: 63, column: 61, scope: !231)
!344 = !DILocation(line: 63, column: 67, scope: !231)
!345 = !DILocalVariable(name: "v15", scope: !231, file: !1, line: 64, type: !18)
!346 = !DILocation(line: 64, column: 9, scope: !231)
!347 = !DILocation(line: 64, column: 15, scope: !231)
!348 = !DILocalVariable(name: "v16", scope: !231, file: !1, line: 64, type: !18)
!349 = !DILocation(line: 64, column: 22, scope: !231)
!350 = !DILocation(line: 64, column: 28, scope: !231)
!351 = !DILocalVariable(name: "v17", scope: !231, file: !1, line: 64, type: !18)
!352 = !DILocation(line: 64, column: 35, scope: !231)
!353 = !DILocation(line: 64, column: 41, scope: !231)
!354 = !DILocalVariable(name: "v18", scope: !231, file: !1, line: 64, type: !18)
!355 = !DILocation(line: 64, column: 48, scope: !231)
!356 = !DILocation(line: 64, column: 54, scope: !231)
!357 = !DILocalVariable(name: "v19", scope: !231, file: !1, line: 64, type: !18)
!358 = !DILocation(line: 64, column: 61, scope: !231)
!359 = !DILocation(line: 64, column: 67, scope: !231)
!360 = !DILocalVariable(name: "mid", scope: !231, file: !1, line: 66, type: !361)
!361 = !DIDerivedType(tag: DW_TAG_typedef, name: "mid_fn", file: !1, line: 20, baseType: !362)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!363 = !DILocation(line: 66, column: 12, scope: !231)
!364 = !DILocation(line: 66, column: 19, scope: !231)
!365 = !DILocation(line: 66, column: 23, scope: !231)
!366 = !DILocation(line: 66, column: 18, scope: !231)
!367 = !DILocalVariable(name: "r1", scope: !231, file: !1, line: 67, type: !18)
!368 = !DILocation(line: 67, column: 9, scope: !231)
!369 = !DILocation(line: 67, column: 14, scope: !231)
!370 = !DILocation(line: 67, column: 18, scope: !231)
!371 = !DILocation(line: 67, column: 24, scope: !231)
!372 = !DILocation(line: 67, column: 28, scope: !231)
!373 = !DILocation(line: 67, column: 22, scope: !231)
!374 = !DILocation(line: 67, column: 33, scope: !231)
!375 = !DILocalVariable(name: "r2", scope: !231, file: !1, line: 68, type: !18)
!376 = !DILocation(line: 68, column: 9, scope: !231)
!377 = !DILocation(line: 68, column: 14, scope: !231)
!378 = !DILocation(line: 68, column: 18, scope: !231)
!379 = !DILocation(line: 68, column: 24, scope: !231)
!380 = !DILocation(line: 68, column: 28, scope: !231)
!381 = !DILocation(line: 68, column: 22, scope: !231)
!382 = !DILocation(line: 68, column: 33, scope: !231)
!383 = !DILocation(line: 68, column: 35, scope: !231)
!384 = !DILocalVariable(name: "s", scope: !231, file: !1, line: 71, type: !18)
!385 = !DILocation(line: 71, column: 9, scope: !231)
!386 = !DILocation(line: 71, column: 13, scope: !231)
!387 = !DILocation(line: 72, column: 9, scope: !231)
!388 = !DILocation(line: 72, column: 11, scope: !231)
!389 = !DILocation(line: 72, column: 17, scope: !231)
!390 = !DILocation(line: 72, column: 15, scope: !231)
!391 = !DILocation(line: 72, column: 7, scope: !231)
!392 = !DILocation(line: 72, column: 26, scope: !231)
!393 = !DILocation(line: 72, column: 28, scope: !231)
!394 = !DILocation(line: 72, column: 34, scope: !231)
!395 = !DILocation(line: 72, column: 32, scope: !231)
!396 = !DILocation(line: 72, column: 24, scope: !231)
!397 = !DILocation(line: 72, column: 43, scope: !231)
!398 = !DILocation(line: 72, column: 45, scope: !231)
!399 = !DILocation(line: 72, column: 51, scope: !231)
!400 = !DILocation(line: 72, column: 49, scope: !231)
!401 = !DILocation(line: 72, column: 41, scope: !231)
!402 = !DILocation(line: 72, column: 60, scope: !231)
!403 = !DILocation(line: 72, column: 62, scope: !231)
!404 = !DILocation(line: 72, column: 68, scope: !231)
!405 = !DILocation(line: 72, column: 66, scope: !231)
!406 = !DILocation(line: 72, column: 58, scope: !231)
!407 = !DILocation(line: 73, column: 9, scope: !231)
!408 = !DILocation(line: 73, column: 11, scope: !231)
!409 = !DILocation(line: 73, column: 17, scope: !231)
!410 = !DILocation(line: 73, column: 15, scope: !231)
!411 = !DILocation(line: 73, column: 7, scope: !231)
!412 = !DILocation(line: 73, column: 26, scope: !231)
!413 = !DILocation(line: 73, column: 28, scope: !231)
!414 = !DILocation(line: 73, column: 34, scope: !231)
!415 = !DILocation(line: 73, column: 32, scope: !231)
!416 = !DILocation(line: 73, column: 24, scope: !231)
!417 = !DILocation(line: 73, column: 43, scope: !231)
!418 = !DILocation(line: 73, column: 45, scope: !231)
!419 = !DILocation(line: 73, column: 51, scope: !231)
!420 = !DILocation(line: 73, column: 49, scope: !231)
!421 = !DILocation(line: 73, column: 41, scope: !231)
!422 = !DILocation(line: 73, column: 60, scope: !231)
!423 = !DILocation(line: 73, column: 62, scope: !231)
!424 = !DILocation(line: 73, column: 68, scope: !231)
!425 = !DILocation(line: 73, column: 66, scope: !231)
!426 = !DILocation(line: 73, column: 58, scope: !231)
!427 = !DILocation(line: 74, column: 9, scope: !231)
!428 = !DILocation(line: 74, column: 11, scope: !231)
!429 = !DILocation(line: 74, column: 17, scope: !231)
!430 = !DILocation(line: 74, column: 15, scope: !231)
!431 = !DILocation(line: 74, column: 7, scope: !231)
!432 = !DILocation(line: 74, column: 26, scope: !231)
!433 = !DILocation(line: 74, column: 28, scope: !231)
!434 = !DILocation(line: 74, column: 34, scope: !231)
!435 = !DILocation(line: 74, column: 32, scope: !231)
!436 = !DILocation(line: 74, column: 24, scope: !231)
!437 = !DILocalVariable(name: "t", scope: !231, file: !1, line: 75, type: !18)
!438 = !DILocation(line: 75, column: 9, scope: !231)
!439 = !DILocation(line: 75, column: 13, scope: !231)
!440 = !DILocation(line: 76, column: 9, scope: !231)
!441 = !DILocation(line: 76, column: 11, scope: !231)
!442 = !DILocation(line: 76, column: 17, scope: !231)
!443 = !DILocation(line: 76, column: 15, scope: !231)
!444 = !DILocation(line: 76, column: 7, scope: !231)
!445 = !DILocation(line: 76, column: 26, scope: !231)
!446 = !DILocation(line: 76, column: 28, scope: !231)
!447 = !DILocation(line: 76, column: 34, scope: !231)
!448 = !DILocation(line: 76, column: 32, scope: !231)
!449 = !DILocation(line: 76, column: 24, scope: !231)
!450 = !DILocation(line: 76, column: 43, scope: !231)
!451 = !DILocation(line: 76, column: 45, scope: !231)
!452 = !DILocation(line: 76, column: 51, scope: !231)
!453 = !DILocation(line: 76, column: 49, scope: !231)
!454 = !DILocation(line: 76, column: 41, scope: !231)
!455 = !DILocation(line: 76, column: 60, scope: !231)
!456 = !DILocation(line: 76, column: 62, scope: !231)
!457 = !DILocation(line: 76, column: 68, scope: !231)
!458 = !DILocation(line: 76, column: 66, scope: !231)
!459 = !DILocation(line: 76, column: 58, scope: !231)
!460 = !DILocation(line: 77, column: 9, scope: !231)
!461 = !DILocation(line: 77, column: 11, scope: !231)
!462 = !DILocation(line: 77, column: 17, scope: !231)
!463 = !DILocation(line: 77, column: 15, scope: !231)
!464 = !DILocation(line: 77, column: 7, scope: !231)
!465 = !DILocation(line: 77, column: 26, scope: !231)
!466 = !DILocation(line: 77, column: 28, scope: !231)
!467 = !DILocation(line: 77, column: 34, scope: !231)
!468 = !DILocation(line: 77, column: 32, scope: !231)
!469 = !DILocation(line: 77, column: 24, scope: !231)
!470 = !DILocation(line: 77, column: 43, scope: !231)
!471 = !DILocation(line: 77, column: 45, scope: !231)
!472 = !DILocation(line: 77, column: 51, scope: !231)
!473 = !DILocation(line: 77, column: 49, scope: !231)
!474 = !DILocation(line: 77, column: 41, scope: !231)
!475 = !DILocation(line: 77, column: 60, scope: !231)
!476 = !DILocation(line: 77, column: 62, scope: !231)
!477 = !DILocation(line: 77, column: 68, scope: !231)
!478 = !DILocation(line: 77, column: 66, scope: !231)
!479 = !DILocation(line: 77, column: 58, scope: !231)
!480 = !DILocation(line: 78, column: 9, scope: !231)
!481 = !DILocation(line: 78, column: 11, scope: !231)
!482 = !DILocation(line: 78, column: 17, scope: !231)
!483 = !DILocation(line: 78, column: 15, scope: !231)
!484 = !DILocation(line: 78, column: 7, scope: !231)
!485 = !DILocation(line: 78, column: 26, scope: !231)
!486 = !DILocation(line: 78, column: 28, scope: !231)
!487 = !DILocation(line: 78, column: 34, scope: !231)
!488 = !DILocation(line: 78, column: 32, scope: !231)
!489 = !DILocation(line: 78, column: 24, scope: !231)
!490 = !DILocation(line: 79, column: 24, scope: !231)
!491 = !DILocation(line: 79, column: 5, scope: !231)
!492 = !DILocation(line: 79, column: 9, scope: !231)
!493 = !DILocation(line: 79, column: 13, scope: !231)
!494 = !DILocation(line: 79, column: 17, scope: !231)
!495 = !DILocation(line: 79, column: 22, scope: !231)
!496 = !DILocation(line: 80, column: 24, scope: !231)
!497 = !DILocation(line: 80, column: 5, scope: !231)
!498 = !DILocation(line: 80, column: 9, scope: !231)
!499 = !DILocation(line: 80, column: 13, scope: !231)
!500 = !DILocation(line: 80, column: 17, scope: !231)
!501 = !DILocation(line: 80, column: 22, scope: !231)
!502 = !DILocation(line: 81, column: 1, scope: !231)
