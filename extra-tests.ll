; ModuleID = '/tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/TemporaryDirectory.KGXuI6/LearnerKata-1.o'
source_filename = "/tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/TemporaryDirectory.KGXuI6/LearnerKata-1.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Ts6UInt32V = type <{ i32 }>
%TSu = type <{ i64 }>
%swift.async_func_pointer = type <{ i32, i32 }>
%swift.full_existential_type = type { ptr, %swift.type }
%swift.type = type { i64 }
%swift.type_descriptor = type opaque
%swift.protocol = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 }
%swift.full_boxmetadata = type { ptr, ptr, %swift.type, i32, ptr }
%swift.method_descriptor = type { i32, i32 }
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.type_metadata_record = type { i32 }
%TScA_pSg = type <{ [16 x i8] }>
%swift.opaque = type opaque
%Ts6ResultOyyts5Error_pG = type <{ [8 x i8], [1 x i8] }>
%swift.metadata_response = type { ptr, i64 }
%swift.vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%TSi = type <{ i64 }>
%swift.refcounted = type { ptr, i64 }
%swift.async_task_and_context = type { ptr, ptr }
%swift.executor = type { i64, i64 }

@"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp" = internal constant ptr @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To", align 8
@"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp" = internal constant <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }> <{ %Ts6UInt32V <{ i32 1952805748 }>, %Ts6UInt32V zeroinitializer, ptr @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_To", %TSu zeroinitializer, %TSu zeroinitializer }>, section "swift5_tests", align 8
@"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp" = internal constant ptr @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To", align 8
@"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp" = internal constant <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }> <{ %Ts6UInt32V <{ i32 1952805748 }>, %Ts6UInt32V zeroinitializer, ptr @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_To", %TSu zeroinitializer, %TSu zeroinitializer }>, section "swift5_tests", align 8
@"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp" = internal constant ptr @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To", align 8
@"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp" = internal constant <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }> <{ %Ts6UInt32V <{ i32 1952805748 }>, %Ts6UInt32V zeroinitializer, ptr @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_To", %TSu <{ i64 1 }>, %TSu zeroinitializer }>, section "swift5_tests", align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZ" = internal constant ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_To", align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZ" = internal constant <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }> <{ %Ts6UInt32V <{ i32 1952805748 }>, %Ts6UInt32V zeroinitializer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_To", %TSu zeroinitializer, %TSu zeroinitializer }>, section "swift5_tests", align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZ" = internal constant ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_To", align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZ" = internal constant <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }> <{ %Ts6UInt32V <{ i32 1952805748 }>, %Ts6UInt32V zeroinitializer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_To", %TSu zeroinitializer, %TSu zeroinitializer }>, section "swift5_tests", align 8
@"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKFTu" to i64)) to i32), i32 16 }>, align 8
@"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlFTu" = external global %swift.async_func_pointer, align 8
@"$sytN" = external global %swift.full_existential_type
@.str.4.true = private unnamed_addr constant [5 x i8] c"true\00"
@".str.29.LearnerKata/extra-tests.swift" = private unnamed_addr constant [30 x i8] c"LearnerKata/extra-tests.swift\00"
@".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift" = private unnamed_addr constant [74 x i8] c"/tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift\00"
@"$ss6ResultOMn" = external global %swift.type_descriptor, align 4
@"got.$ss6ResultOMn" = linkonce_odr hidden constant ptr @"$ss6ResultOMn"
@"$ss5ErrorMp" = external global %swift.protocol, align 4
@"got.$ss5ErrorMp" = linkonce_odr hidden constant ptr @"$ss5ErrorMp"
@"symbolic _____yyt______pG s6ResultOsRi_zRi0_zrlE s5ErrorP" = linkonce_odr hidden constant <{ i8, i32, [3 x i8], i8, i32, [3 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss6ResultOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [3 x i8], i8, i32, [3 x i8], i8 }>, ptr @"symbolic _____yyt______pG s6ResultOsRi_zRi0_zrlE s5ErrorP", i32 0, i32 1) to i64)) to i32), [3 x i8] c"yyt", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5ErrorMp" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [3 x i8], i8, i32, [3 x i8], i8 }>, ptr @"symbolic _____yyt______pG s6ResultOsRi_zRi0_zrlE s5ErrorP", i32 0, i32 4) to i64)) to i32), [3 x i8] c"_pG", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$ss6ResultOyyts5Error_pGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____yyt______pG s6ResultOsRi_zRi0_zrlE s5ErrorP" to i64), i64 ptrtoint (ptr @"$ss6ResultOyyts5Error_pGMD" to i64)) to i32), i32 -16 }, align 8
@"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu" to i64)) to i32), i32 16 }>, align 8
@".str.18.answerIsFortyTwo()" = private unnamed_addr constant [19 x i8] c"answerIsFortyTwo()\00"
@"$s7Testing9TestTraitMp" = external global %swift.protocol, align 4
@"got.$s7Testing9TestTraitMp" = linkonce_odr hidden constant ptr @"$s7Testing9TestTraitMp"
@"symbolic ______p 7Testing9TestTraitP" = linkonce_odr hidden constant <{ i8, i32, [2 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$s7Testing9TestTraitMp" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [2 x i8], i8 }>, ptr @"symbolic ______p 7Testing9TestTraitP", i32 0, i32 1) to i64)) to i32), [2 x i8] c"_p", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s7Testing9TestTrait_pMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic ______p 7Testing9TestTraitP" to i64), i64 ptrtoint (ptr @"$s7Testing9TestTrait_pMD" to i64)) to i32), i32 -7 }, align 8
@"symbolic SS9firstName_SSSg06secondB0ypXp4typet" = linkonce_odr hidden constant <{ [37 x i8], i8 }> <{ [37 x i8] c"SS9firstName_SSSg06secondB0ypXp4typet", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSS9firstName_SSSg06secondB0ypXp4typetMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SS9firstName_SSSg06secondB0ypXp4typet" to i64), i64 ptrtoint (ptr @"$sSS9firstName_SSSg06secondB0ypXp4typetMD" to i64)) to i32), i32 -37 }, align 8
@"$ss5NeverON" = external global %swift.type, align 8
@"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKFTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu" to i64)) to i32), i32 16 }>, align 8
@".str.16.answerIsStable()" = private unnamed_addr constant [17 x i8] c"answerIsStable()\00"
@"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu" to i64)) to i32), i32 16 }>, align 8
@"$s7Testing10SuiteTraitMp" = external global %swift.protocol, align 4
@"got.$s7Testing10SuiteTraitMp" = linkonce_odr hidden constant ptr @"$s7Testing10SuiteTraitMp"
@"symbolic ______p 7Testing10SuiteTraitP" = linkonce_odr hidden constant <{ i8, i32, [2 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$s7Testing10SuiteTraitMp" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [2 x i8], i8 }>, ptr @"symbolic ______p 7Testing10SuiteTraitP", i32 0, i32 1) to i64)) to i32), [2 x i8] c"_p", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s7Testing10SuiteTrait_pMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic ______p 7Testing10SuiteTraitP" to i64), i64 ptrtoint (ptr @"$s7Testing10SuiteTrait_pMD" to i64)) to i32), i32 -7 }, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKFTu" to i64)) to i32), i32 16 }>, align 8
@".str.5.1 + 1" = private unnamed_addr constant [6 x i8] c"1 + 1\00"
@".str.2.==" = private unnamed_addr constant [3 x i8] c"==\00"
@.str.1.2 = private unnamed_addr constant [2 x i8] c"2\00"
@"$sSiN" = external global %swift.type, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_Tu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_Tu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TATu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TATu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKFTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKFTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZTu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_Tu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_Tu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TATu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TATu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata0B4MainO4mainyyYaFZTu" = hidden global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata0B4MainO4mainyyYaFZ" to i64), i64 ptrtoint (ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu" to i64)) to i32), i32 16 }>, align 8
@"$sScMScAsWP" = external global ptr, align 8
@"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZTu" = external global %swift.async_func_pointer, align 8
@async_MainTu = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @async_Main to i64), i64 ptrtoint (ptr @async_MainTu to i64)) to i32), i32 16 }>, align 8
@"$sIetH_yts5Error_pIegHrzo_TRTu" = linkonce_odr hidden global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TR" to i64), i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTu" to i64)) to i32), i32 16 }>, align 8
@"symbolic IetH_" = linkonce_odr hidden constant <{ [5 x i8], i8 }> <{ [5 x i8] c"IetH_", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"\01l__swift5_reflection_descriptor" = private constant { i32, i32, i32, i32 } { i32 1, i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic IetH_" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32 }, ptr @"\01l__swift5_reflection_descriptor", i32 0, i32 3) to i64)) to i32) }, section "swift5_capture", no_sanitize_address, align 4
@metadata = private constant %swift.full_boxmetadata { ptr @objectdestroy, ptr null, %swift.type { i64 1024 }, i32 16, ptr @"\01l__swift5_reflection_descriptor" }, align 8
@"$sIetH_yts5Error_pIegHrzo_TRTATu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTA" to i64), i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTATu" to i64)) to i32), i32 16 }>, align 8
@"\01l_entry_point" = private constant { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @main to i64), i64 ptrtoint (ptr @"\01l_entry_point" to i64)) to i32), i32 1 }, section "swift5_entry", align 4
@"$sBoWV" = external global ptr, align 8
@.str.11.LearnerKata = private constant [12 x i8] c"LearnerKata\00"
@"$s11LearnerKataMXM" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11.LearnerKata to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s11LearnerKataMXM", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@.str.23.ContainerViewController = private constant [24 x i8] c"ContainerViewController\00"
@"$s11LearnerKata23ContainerViewControllerCMn" = hidden constant <{ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %swift.method_descriptor }> <{ i32 -2147483568, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKataMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %swift.method_descriptor }>, ptr @"$s11LearnerKata23ContainerViewControllerCMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23.ContainerViewController to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %swift.method_descriptor }>, ptr @"$s11LearnerKata23ContainerViewControllerCMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %swift.method_descriptor }>, ptr @"$s11LearnerKata23ContainerViewControllerCMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %swift.method_descriptor }>, ptr @"$s11LearnerKata23ContainerViewControllerCMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 3, i32 8, i32 1, i32 0, i32 7, i32 7, i32 1, %swift.method_descriptor { i32 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCACycfC" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %swift.method_descriptor }>, ptr @"$s11LearnerKata23ContainerViewControllerCMn", i32 0, i32 13, i32 1) to i64)) to i32) } }>, section ".rodata", no_sanitize_address, align 4
@"$s11LearnerKata23ContainerViewControllerCMf" = internal global <{ ptr, ptr, ptr, i64, ptr, i32, i32, i32, i16, i16, i32, i32, ptr, ptr, ptr }> <{ ptr null, ptr @"$s11LearnerKata23ContainerViewControllerCfD", ptr @"$sBoWV", i64 0, ptr null, i32 2, i32 0, i32 16, i16 7, i16 0, i32 88, i32 24, ptr @"$s11LearnerKata23ContainerViewControllerCMn", ptr null, ptr @"$s11LearnerKata23ContainerViewControllerCACycfC" }>, align 8
@"symbolic _____ 11LearnerKata23ContainerViewControllerC" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 11LearnerKata23ContainerViewControllerC", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s11LearnerKata23ContainerViewControllerCMF" = internal constant { i32, i32, i16, i16, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 11LearnerKata23ContainerViewControllerC" to i64), i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCMF" to i64)) to i32), i32 0, i16 1, i16 12, i32 0 }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$sytWV" = external global ptr, align 8
@.str.24.RunnerFixtureGraderTests = private constant [25 x i8] c"RunnerFixtureGraderTests\00"
@"$s11LearnerKata24RunnerFixtureGraderTestsVMn" = hidden constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 81, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKataMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24.RunnerFixtureGraderTests to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 2 }>, section ".rodata", no_sanitize_address, align 4
@"$s11LearnerKata24RunnerFixtureGraderTestsVMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$sytWV", i64 512, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMn" }>, align 8
@"symbolic _____ 11LearnerKata24RunnerFixtureGraderTestsV" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 11LearnerKata24RunnerFixtureGraderTestsV", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s11LearnerKata24RunnerFixtureGraderTestsVMF" = internal constant { i32, i32, i16, i16, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 11LearnerKata24RunnerFixtureGraderTestsV" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMF" to i64)) to i32), i32 0, i16 0, i16 12, i32 0 }, section "swift5_fieldmd", no_sanitize_address, align 4
@.str.8.KataMain = private constant [9 x i8] c"KataMain\00"
@"$s11LearnerKata0B4MainOMn" = hidden constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKataMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s11LearnerKata0B4MainOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8.KataMain to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s11LearnerKata0B4MainOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata0B4MainOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s11LearnerKata0B4MainOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata0B4MainOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s11LearnerKata0B4MainOMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 0 }>, section ".rodata", no_sanitize_address, align 4
@"$s11LearnerKata0B4MainOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$sytWV", i64 513, ptr @"$s11LearnerKata0B4MainOMn" }>, align 8
@"symbolic _____ 11LearnerKata0B4MainO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata0B4MainOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 11LearnerKata0B4MainO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s11LearnerKata0B4MainOMF" = internal constant { i32, i32, i16, i16, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 11LearnerKata0B4MainO" to i64), i64 ptrtoint (ptr @"$s11LearnerKata0B4MainOMF" to i64)) to i32), i32 0, i16 2, i16 12, i32 0 }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAMc" = hidden constant %swift.protocol_conformance_descriptor { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$s11KataGraders22RunnerFixtureContainerMp" to i64), i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (%swift.protocol_conformance_descriptor, ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAMc", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAWP" to i64), i64 ptrtoint (ptr getelementptr inbounds (%swift.protocol_conformance_descriptor, ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAMc", i32 0, i32 2) to i64)) to i32), i32 0 }, section ".rodata", no_sanitize_address, align 4
@"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAWP" = hidden constant [3 x ptr] [ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAMc", ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEPxycfCTW", ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEP6answerSiyFTW"], align 8
@"$s11KataGraders22RunnerFixtureContainerMp" = external global %swift.protocol, align 4
@"got.$s11KataGraders22RunnerFixtureContainerMp" = linkonce_odr hidden constant ptr @"$s11KataGraders22RunnerFixtureContainerMp"
@"$s11LearnerKata0B4MainO5$mainyyYaFZTu" = hidden global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZ" to i64), i64 ptrtoint (ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZTu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_Tu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_Tu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_Tu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_Tu" to i64)) to i32), i32 16 }>, align 8
@"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAMc" to i64), i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s11LearnerKata23ContainerViewControllerCHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCMn" to i64), i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s11LearnerKata24RunnerFixtureGraderTestsVHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMn" to i64), i64 ptrtoint (ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s11LearnerKata0B4MainOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata0B4MainOMn" to i64), i64 ptrtoint (ptr @"$s11LearnerKata0B4MainOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [263 x i8] c"-lswiftCore\00-lswift_StringProcessing\00-lswift_RegexParser\00-lswift_Concurrency\00-lswiftSwiftOnoneSupport\00-lFoundation\00-lswiftGlibc\00-lm\00-lpthread\00-lutil\00-ldl\00-lFoundationInternationalization\00-lFoundationEssentials\00-lswiftDispatch\00-ldispatch\00-lBlocksRuntime\00-lTesting\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [62 x ptr] [ptr @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp", ptr @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp", ptr @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp", ptr @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp", ptr @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp", ptr @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZ", ptr @"$s11LearnerKata23ContainerViewControllerCACycfC", ptr @"$s11LearnerKata23ContainerViewControllerC6answerSiyF", ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF", ptr @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF", ptr @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau", ptr @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF", ptr @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF", ptr @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau", ptr @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF", ptr @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau", ptr @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL_WZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvgZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL_WZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvgZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvgZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL_WZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvgZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL_WZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvgZ", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvgZ", ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEPxycfCTW", ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEP6answerSiyFTW", ptr @"$s11LearnerKata0B4MainO4mainyyYaFZ", ptr @main, ptr @"\01l__swift5_reflection_descriptor", ptr @"\01l_entry_point", ptr @"$s11LearnerKata23ContainerViewControllerCMF", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMF", ptr @"$s11LearnerKata0B4MainOMF", ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAHc", ptr @"$s11LearnerKata23ContainerViewControllerCHn", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVHn", ptr @"$s11LearnerKata0B4MainOHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [7 x ptr] [ptr @"$s11LearnerKata23ContainerViewControllerCACycfCTq", ptr @"$s11LearnerKata23ContainerViewControllerCMf", ptr @"$s11LearnerKata23ContainerViewControllerCN", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVN", ptr @"$s11LearnerKata0B4MainOMf", ptr @"$s11LearnerKata0B4MainON"], section "llvm.metadata"

@"$s11LearnerKata23ContainerViewControllerCACycfCTq" = hidden alias %swift.method_descriptor, getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %swift.method_descriptor }>, ptr @"$s11LearnerKata23ContainerViewControllerCMn", i32 0, i32 13)
@"$s11LearnerKata23ContainerViewControllerCN" = hidden alias %swift.type, getelementptr inbounds (<{ ptr, ptr, ptr, i64, ptr, i32, i32, i32, i16, i16, i32, i32, ptr, ptr, ptr }>, ptr @"$s11LearnerKata23ContainerViewControllerCMf", i32 0, i32 3)
@"$s11LearnerKata24RunnerFixtureGraderTestsVN" = hidden alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2)
@"$s11LearnerKata0B4MainON" = hidden alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata0B4MainOMf", i32 0, i32 2)

define hidden swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfC"(ptr swiftself %0) #0 {
  %2 = call noalias ptr @swift_allocObject(ptr %0, i64 16, i64 7) #1
  %3 = call swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfc"(ptr swiftself %2)
  ret ptr %3
}

define hidden swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfc"(ptr swiftself %0) #0 {
  %2 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  store ptr %0, ptr %2, align 8
  ret ptr %0
}

define hidden swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC6answerSiyF"(ptr swiftself %0) #0 {
  %2 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  store ptr %0, ptr %2, align 8
  ret i64 0
}

define hidden swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCfd"(ptr swiftself %0) #0 {
  %2 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  store ptr %0, ptr %2, align 8
  ret ptr %0
}

define hidden swiftcc void @"$s11LearnerKata23ContainerViewControllerCfD"(ptr swiftself %0) #0 {
  %2 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  store ptr %0, ptr %2, align 8
  %3 = call swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCfd"(ptr swiftself %0)
  call void @swift_deallocClassInstance(ptr %3, i64 16, i64 7) #1
  ret void
}

define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca swifterror ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  br i1 true, label %11, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr null, align 8
  %8 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %7, ptr null)
  %9 = extractvalue { i64, i64 } %8, 0
  %10 = extractvalue { i64, i64 } %8, 1
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %6, %11
  %13 = phi i64 [ 0, %11 ], [ %9, %6 ]
  %14 = phi i64 [ 0, %11 ], [ %10, %6 ]
  %15 = call ptr @llvm.coro.async.resume()
  %16 = load ptr, ptr %2, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %15, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.1", ptr %15, i64 %13, i64 %14, ptr %17)
  %19 = extractvalue { ptr } %18, 0
  %20 = call ptr @__swift_async_resume_get_context(ptr %19)
  store ptr %20, ptr %2, align 8
  %21 = call swiftcc { i64, i64 } @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKFfA_"()
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  %24 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKFTu", i32 0, i32 1), align 8
  %25 = zext i32 %24 to i64
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %26)
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 0
  store ptr %27, ptr %28, align 8
  %29 = call ptr @llvm.coro.async.resume()
  %30 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 1
  store ptr %29, ptr %30, align 8
  %31 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %29, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0", ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF", ptr %26, i64 %22, i64 %23)
  %32 = extractvalue { ptr, ptr } %31, 0
  %33 = load ptr, ptr %32, align 8
  store ptr %33, ptr %2, align 8
  %34 = extractvalue { ptr, ptr } %31, 1
  store ptr %34, ptr %3, align 8
  %35 = load ptr, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %26) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %26)
  %36 = icmp ne ptr %35, null
  %37 = ptrtoint ptr %35 to i64
  br i1 %36, label %46, label %38

38:                                               ; preds = %12
  %39 = inttoptr i64 %22 to ptr
  %40 = inttoptr i64 %23 to ptr
  call void @swift_release(ptr %39) #1
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  %44 = load ptr, ptr %2, align 8
  %45 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0.2", ptr %43, ptr %44, ptr null)
  unreachable

46:                                               ; preds = %12
  %47 = phi ptr [ %35, %12 ]
  store ptr null, ptr %3, align 8
  %48 = inttoptr i64 %22 to ptr
  %49 = inttoptr i64 %23 to ptr
  call void @swift_release(ptr %48) #1
  %50 = call ptr @llvm.coro.async.resume()
  %51 = load ptr, ptr %2, align 8
  %52 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %50, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.1", ptr %50, i64 %13, i64 %14, ptr %51)
  %53 = extractvalue { ptr } %52, 0
  %54 = call ptr @__swift_async_resume_get_context(ptr %53)
  store ptr %54, ptr %2, align 8
  %55 = load ptr, ptr %2, align 8
  %56 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %55, i32 0, i32 1
  %57 = load ptr, ptr %56, align 8
  %58 = load ptr, ptr %2, align 8
  %59 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0.1", ptr %57, ptr %58, ptr %47)
  unreachable
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKFfA_"() #0 {
  %1 = call swiftcc { i64, i64 } @"$s7Testing36__defaultSynchronousIsolationContextScA_pSgvg"()
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  %4 = insertvalue { i64, i64 } undef, i64 %2, 0
  %5 = insertvalue { i64, i64 } %4, i64 %3, 1
  ret { i64, i64 } %5
}

define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF"(ptr swiftasync %0, i64 %1, i64 %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca %TScA_pSg, align 8
  %6 = alloca swifterror ptr, align 8
  %7 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKFTu")
  %8 = call ptr @llvm.coro.begin(token %7, ptr null)
  store ptr %0, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  store ptr null, ptr %6, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %5)
  %9 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  call void asm sideeffect "", "r"(ptr %5)
  %11 = inttoptr i64 %1 to ptr
  %12 = inttoptr i64 %2 to ptr
  %13 = call ptr @swift_retain(ptr returned %11) #8
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %12 to i64
  %16 = icmp eq i64 %1, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %3
  %18 = inttoptr i64 %1 to ptr
  %19 = inttoptr i64 %2 to ptr
  %20 = load ptr, ptr %18, align 8
  %21 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself %18, ptr %20, ptr %19)
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  br label %25

24:                                               ; preds = %3
  br label %25

25:                                               ; preds = %17, %24
  %26 = phi i64 [ 0, %24 ], [ %22, %17 ]
  %27 = phi i64 [ 0, %24 ], [ %23, %17 ]
  %28 = call ptr @llvm.coro.async.resume()
  %29 = load ptr, ptr %4, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %28, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.1", ptr %28, i64 %26, i64 %27, ptr %30)
  %32 = extractvalue { ptr } %31, 0
  %33 = call ptr @__swift_async_resume_get_context(ptr %32)
  store ptr %33, ptr %4, align 8
  call swiftcc void @"$s11LearnerKata16answerIsFortyTwoyyF"()
  %34 = inttoptr i64 %1 to ptr
  %35 = inttoptr i64 %2 to ptr
  %36 = call ptr @swift_retain(ptr returned %34) #8
  %37 = ptrtoint ptr %34 to i64
  %38 = ptrtoint ptr %35 to i64
  %39 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlFTu", i32 0, i32 1), align 8
  %40 = zext i32 %39 to i64
  %41 = call swiftcc ptr @swift_task_alloc(i64 %40) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %41)
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 0
  store ptr %42, ptr %43, align 8
  %44 = call ptr @llvm.coro.async.resume()
  %45 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 1
  store ptr %44, ptr %45, align 8
  %46 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %44, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.0", ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlF", ptr undef, ptr %41, ptr undef, i64 %1, i64 %2, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1))
  %47 = extractvalue { ptr } %46, 0
  %48 = load ptr, ptr %47, align 8
  store ptr %48, ptr %4, align 8
  call swiftcc void @swift_task_dealloc(ptr %41) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %41)
  %49 = inttoptr i64 %1 to ptr
  %50 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %49) #1
  %51 = call ptr @llvm.coro.async.resume()
  %52 = load ptr, ptr %4, align 8
  %53 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %51, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.1", ptr %51, i64 %26, i64 %27, ptr %52)
  %54 = extractvalue { ptr } %53, 0
  %55 = call ptr @__swift_async_resume_get_context(ptr %54)
  store ptr %55, ptr %4, align 8
  %56 = inttoptr i64 %1 to ptr
  %57 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %56) #1
  call swiftcc void @"$s7Testing14__requiringTryyxxnKRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %6)
  %58 = load ptr, ptr %6, align 8
  %59 = icmp ne ptr %58, null
  %60 = ptrtoint ptr %58 to i64
  br i1 %59, label %67, label %61

61:                                               ; preds = %25
  call swiftcc void @"$s7Testing17__requiringUnsafeyxxnRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1))
  %62 = load ptr, ptr %4, align 8
  %63 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %62, i32 0, i32 1
  %64 = load ptr, ptr %63, align 8
  %65 = load ptr, ptr %4, align 8
  %66 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %8, i1 false, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.0.4", ptr %64, ptr %65, ptr null)
  unreachable

67:                                               ; preds = %25
  %68 = phi ptr [ %58, %25 ]
  store ptr null, ptr %6, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %69, i32 0, i32 1
  %71 = load ptr, ptr %70, align 8
  %72 = load ptr, ptr %4, align 8
  %73 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %8, i1 false, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.0.3", ptr %71, ptr %72, ptr %68)
  unreachable
}

define hidden swiftcc void @"$s11LearnerKata16answerIsFortyTwoyyF"() #0 {
  %1 = alloca %Ts6ResultOyyts5Error_pG, align 8
  %2 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %3 = extractvalue %swift.metadata_response %2, 0
  %4 = getelementptr inbounds ptr, ptr %3, i64 -1
  %5 = load ptr, ptr %4, align 8, !invariant.load !7, !dereferenceable !8
  %6 = getelementptr inbounds nuw %swift.vwtable, ptr %5, i32 0, i32 8
  %7 = load i64, ptr %6, align 8, !invariant.load !7
  %8 = alloca i8, i64 %7, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = call swiftcc %swift.metadata_response @"$s7Testing12__ExpressionVMa"(i64 0) #17
  %10 = extractvalue %swift.metadata_response %9, 0
  %11 = getelementptr inbounds ptr, ptr %10, i64 -1
  %12 = load ptr, ptr %11, align 8, !invariant.load !7, !dereferenceable !8
  %13 = getelementptr inbounds nuw %swift.vwtable, ptr %12, i32 0, i32 8
  %14 = load i64, ptr %13, align 8, !invariant.load !7
  %15 = alloca i8, i64 %14, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %15)
  %16 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.4.true, i64 4, i1 true)
  %17 = extractvalue { i64, ptr } %16, 0
  %18 = extractvalue { i64, ptr } %16, 1
  call swiftcc void @"$s7Testing12__ExpressionV16__fromSyntaxNodeyACSSFZ"(ptr noalias sret(%swift.opaque) %15, i64 %17, ptr %18)
  call void @swift_bridgeObjectRelease(ptr %18) #1
  %19 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %20 = extractvalue { i64, ptr } %19, 0
  %21 = extractvalue { i64, ptr } %19, 1
  %22 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %23 = extractvalue { i64, ptr } %22, 0
  %24 = extractvalue { i64, ptr } %22, 1
  call swiftcc void @"$s7Testing14SourceLocationV6__here6fileID0E4Path4line6columnACSS_SSS2itFZ"(ptr noalias sret(%swift.opaque) %8, i64 %20, ptr %21, i64 %23, ptr %24, i64 10, i64 33)
  call void @swift_bridgeObjectRelease(ptr %24) #1
  call void @swift_bridgeObjectRelease(ptr %21) #1
  %25 = call swiftcc { i64, i8 } @"$s7Testing12__checkValue_10expression0D25WithCapturedRuntimeValues26mismatchedErrorDescription10difference0i13ExitConditionK08comments10isRequired14sourceLocations6ResultOyyts0J0_pGSb_AA12__ExpressionVAPSgyXKSSSgyXKARyXKARyXKSayAA7CommentVGyXKSbAA06SourceS0VtF"(i1 true, ptr noalias %15, ptr @"$s11LearnerKata16answerIsFortyTwoyyF7Testing12__ExpressionVSgyXEfu0_", ptr null, ptr @"$s11LearnerKata16answerIsFortyTwoyyFSSSgyXEfu1_", ptr null, ptr @"$s11LearnerKata16answerIsFortyTwoyyFSSSgyXEfu2_", ptr null, ptr @"$s11LearnerKata16answerIsFortyTwoyyFSSSgyXEfu3_", ptr null, ptr @"$s11LearnerKata16answerIsFortyTwoyyFSay7Testing7CommentVGyXEfu4_", ptr null, i1 false, ptr noalias %8)
  %26 = extractvalue { i64, i8 } %25, 0
  %27 = extractvalue { i64, i8 } %25, 1
  %28 = getelementptr inbounds ptr, ptr %5, i32 1
  %29 = load ptr, ptr %28, align 8, !invariant.load !7
  call void %29(ptr noalias %8, ptr %3) #1
  %30 = getelementptr inbounds ptr, ptr %12, i32 1
  %31 = load ptr, ptr %30, align 8, !invariant.load !7
  call void %31(ptr noalias %15, ptr %10) #1
  call void @llvm.lifetime.start.p0(i64 9, ptr %1)
  store i64 %26, ptr %1, align 8
  %32 = getelementptr inbounds nuw %Ts6ResultOyyts5Error_pG, ptr %1, i32 0, i32 1
  store i8 %27, ptr %32, align 8
  %33 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss6ResultOyyts5Error_pGMD") #14
  call swiftcc void @"$ss6ResultO7TestingE10__expectedyyytRszrlF"(ptr %33, ptr noalias swiftself %1)
  %34 = call ptr @"$ss6ResultOyyts5Error_pGWOh"(ptr %1)
  call void @llvm.lifetime.end.p0(i64 9, ptr %1)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %15)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  ret void
}

define internal swifttailcc void @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF"(ptr noalias %0, ptr swiftasync %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %1, ptr %3, align 8
  %6 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %7 = extractvalue %swift.metadata_response %6, 0
  %8 = getelementptr inbounds ptr, ptr %7, i64 -1
  %9 = load ptr, ptr %8, align 8, !invariant.load !7, !dereferenceable !8
  %10 = getelementptr inbounds nuw %swift.vwtable, ptr %9, i32 0, i32 8
  %11 = load i64, ptr %10, align 8, !invariant.load !7
  %12 = add i64 %11, 15
  %13 = and i64 %12, -16
  %14 = call swiftcc ptr @swift_task_alloc(i64 %13) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %14)
  br i1 true, label %20, label %15

15:                                               ; preds = %2
  %16 = load ptr, ptr null, align 8
  %17 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %16, ptr null)
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = extractvalue { i64, i64 } %17, 1
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %15, %20
  %22 = phi i64 [ 0, %20 ], [ %18, %15 ]
  %23 = phi i64 [ 0, %20 ], [ %19, %15 ]
  %24 = call ptr @llvm.coro.async.resume()
  %25 = load ptr, ptr %3, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %24, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.1", ptr %24, i64 %22, i64 %23, ptr %26)
  %28 = extractvalue { ptr } %27, 0
  %29 = call ptr @__swift_async_resume_get_context(ptr %28)
  store ptr %29, ptr %3, align 8
  %30 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.18.answerIsFortyTwo()", i64 18, i1 true)
  %31 = extractvalue { i64, ptr } %30, 0
  %32 = extractvalue { i64, ptr } %30, 1
  %33 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$s7Testing9TestTrait_pMD") #14
  %34 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %33)
  %35 = extractvalue { ptr, ptr } %34, 0
  %36 = extractvalue { ptr, ptr } %34, 1
  %37 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %38 = extractvalue { i64, ptr } %37, 0
  %39 = extractvalue { i64, ptr } %37, 1
  %40 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %41 = extractvalue { i64, ptr } %40, 0
  %42 = extractvalue { i64, ptr } %40, 1
  call swiftcc void @"$s7Testing14SourceLocationV17__uncheckedFileID8filePath4line6columnACSS_SSS2itcfC"(ptr noalias sret(%swift.opaque) %14, i64 %38, ptr %39, i64 %41, ptr %42, i64 10, i64 2)
  %43 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSS9firstName_SSSg06secondB0ypXp4typetMD") #14
  %44 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %43)
  %45 = extractvalue { ptr, ptr } %44, 0
  %46 = extractvalue { ptr, ptr } %44, 1
  call swiftcc void @"$s7Testing4TestV10__function5named2in02xcB18CompatibleSelector11displayName6traits14sourceLocation10parameters12testFunctionACSS_xmSgs5NeverOSgSSSgSayAA0B5Trait_pGAA06SourceM0VSaySS05firstJ0_AQ06secondJ0ypXp4typetGyyYaYbKctRi_zRi0_zlFZ"(ptr noalias sret(%swift.opaque) %0, i64 %31, ptr %32, i64 0, i8 1, i64 0, i64 0, ptr %35, ptr noalias %14, ptr %45, ptr @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFTu", ptr null, ptr @"$ss5NeverON")
  call void @swift_release(ptr %45) #1
  call void @swift_release(ptr %35) #1
  call void @swift_bridgeObjectRelease(ptr %32) #1
  %47 = getelementptr inbounds ptr, ptr %9, i32 1
  %48 = load ptr, ptr %47, align 8, !invariant.load !7
  call void %48(ptr noalias %14, ptr %7) #1
  call void @llvm.lifetime.end.p0(i64 -1, ptr %14)
  call swiftcc void @swift_task_dealloc(ptr %14) #6
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %49, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.0", ptr %51, ptr %52)
  unreachable
}

define internal swiftcc i1 @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = call swiftcc i1 @"$s7Testing4TestV7__store_4into8asTypeAtSbACyYaYbc_SvSVtFZ"(ptr @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu", ptr null, ptr %0, ptr %1)
  ret i1 %9
}

define internal zeroext i1 @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau"() #0 {
  ret ptr @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp"
}

define internal swiftcc i1 @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = inttoptr i64 %2 to ptr
  %10 = call zeroext i1 @"$s11LearnerKata04$s11A61Kata16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To"(ptr %0, ptr %1, ptr %9, i64 %3)
  ret i1 %10
}

define internal zeroext i1 @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau"() #0 {
  ret ptr @"$s11LearnerKata04$s11A70Kata16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp"
}

define internal swiftcc void @"$s11LearnerKata16answerIsFortyTwoyyF7Testing12__ExpressionVSgyXEfu0_"(ptr noalias sret(%swift.opaque) %0) #0 {
  %2 = call swiftcc %swift.metadata_response @"$s7Testing12__ExpressionVMa"(i64 0) #17
  %3 = extractvalue %swift.metadata_response %2, 0
  %4 = getelementptr inbounds ptr, ptr %3, i64 -1
  %5 = load ptr, ptr %4, align 8, !invariant.load !7, !dereferenceable !8
  %6 = getelementptr inbounds ptr, ptr %5, i32 7
  %7 = load ptr, ptr %6, align 8, !invariant.load !7
  call void %7(ptr noalias %0, i32 1, i32 1, ptr %3) #1
  ret void
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata16answerIsFortyTwoyyFSSSgyXEfu1_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata16answerIsFortyTwoyyFSSSgyXEfu2_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata16answerIsFortyTwoyyFSSSgyXEfu3_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc ptr @"$s11LearnerKata16answerIsFortyTwoyyFSay7Testing7CommentVGyXEfu4_"() #0 {
  %1 = call swiftcc %swift.metadata_response @"$s7Testing7CommentVMa"(i64 0) #17
  %2 = extractvalue %swift.metadata_response %1, 0
  %3 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %2)
  %4 = extractvalue { ptr, ptr } %3, 0
  %5 = extractvalue { ptr, ptr } %3, 1
  ret ptr %4
}

define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca swifterror ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  br i1 true, label %11, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr null, align 8
  %8 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %7, ptr null)
  %9 = extractvalue { i64, i64 } %8, 0
  %10 = extractvalue { i64, i64 } %8, 1
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %6, %11
  %13 = phi i64 [ 0, %11 ], [ %9, %6 ]
  %14 = phi i64 [ 0, %11 ], [ %10, %6 ]
  %15 = call ptr @llvm.coro.async.resume()
  %16 = load ptr, ptr %2, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %15, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.1", ptr %15, i64 %13, i64 %14, ptr %17)
  %19 = extractvalue { ptr } %18, 0
  %20 = call ptr @__swift_async_resume_get_context(ptr %19)
  store ptr %20, ptr %2, align 8
  %21 = call swiftcc { i64, i64 } @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKFfA_"()
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  %24 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKFTu", i32 0, i32 1), align 8
  %25 = zext i32 %24 to i64
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %26)
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 0
  store ptr %27, ptr %28, align 8
  %29 = call ptr @llvm.coro.async.resume()
  %30 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 1
  store ptr %29, ptr %30, align 8
  %31 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %29, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0", ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF", ptr %26, i64 %22, i64 %23)
  %32 = extractvalue { ptr, ptr } %31, 0
  %33 = load ptr, ptr %32, align 8
  store ptr %33, ptr %2, align 8
  %34 = extractvalue { ptr, ptr } %31, 1
  store ptr %34, ptr %3, align 8
  %35 = load ptr, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %26) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %26)
  %36 = icmp ne ptr %35, null
  %37 = ptrtoint ptr %35 to i64
  br i1 %36, label %46, label %38

38:                                               ; preds = %12
  %39 = inttoptr i64 %22 to ptr
  %40 = inttoptr i64 %23 to ptr
  call void @swift_release(ptr %39) #1
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  %44 = load ptr, ptr %2, align 8
  %45 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0.6", ptr %43, ptr %44, ptr null)
  unreachable

46:                                               ; preds = %12
  %47 = phi ptr [ %35, %12 ]
  store ptr null, ptr %3, align 8
  %48 = inttoptr i64 %22 to ptr
  %49 = inttoptr i64 %23 to ptr
  call void @swift_release(ptr %48) #1
  %50 = call ptr @llvm.coro.async.resume()
  %51 = load ptr, ptr %2, align 8
  %52 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %50, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.1", ptr %50, i64 %13, i64 %14, ptr %51)
  %53 = extractvalue { ptr } %52, 0
  %54 = call ptr @__swift_async_resume_get_context(ptr %53)
  store ptr %54, ptr %2, align 8
  %55 = load ptr, ptr %2, align 8
  %56 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %55, i32 0, i32 1
  %57 = load ptr, ptr %56, align 8
  %58 = load ptr, ptr %2, align 8
  %59 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0.5", ptr %57, ptr %58, ptr %47)
  unreachable
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKFfA_"() #0 {
  %1 = call swiftcc { i64, i64 } @"$s7Testing36__defaultSynchronousIsolationContextScA_pSgvg"()
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  %4 = insertvalue { i64, i64 } undef, i64 %2, 0
  %5 = insertvalue { i64, i64 } %4, i64 %3, 1
  ret { i64, i64 } %5
}

define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF"(ptr swiftasync %0, i64 %1, i64 %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca %TScA_pSg, align 8
  %6 = alloca swifterror ptr, align 8
  %7 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKFTu")
  %8 = call ptr @llvm.coro.begin(token %7, ptr null)
  store ptr %0, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  store ptr null, ptr %6, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %5)
  %9 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  call void asm sideeffect "", "r"(ptr %5)
  %11 = inttoptr i64 %1 to ptr
  %12 = inttoptr i64 %2 to ptr
  %13 = call ptr @swift_retain(ptr returned %11) #8
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %12 to i64
  %16 = icmp eq i64 %1, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %3
  %18 = inttoptr i64 %1 to ptr
  %19 = inttoptr i64 %2 to ptr
  %20 = load ptr, ptr %18, align 8
  %21 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself %18, ptr %20, ptr %19)
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  br label %25

24:                                               ; preds = %3
  br label %25

25:                                               ; preds = %17, %24
  %26 = phi i64 [ 0, %24 ], [ %22, %17 ]
  %27 = phi i64 [ 0, %24 ], [ %23, %17 ]
  %28 = call ptr @llvm.coro.async.resume()
  %29 = load ptr, ptr %4, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %28, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.1", ptr %28, i64 %26, i64 %27, ptr %30)
  %32 = extractvalue { ptr } %31, 0
  %33 = call ptr @__swift_async_resume_get_context(ptr %32)
  store ptr %33, ptr %4, align 8
  call swiftcc void @"$s11LearnerKata14answerIsStableyyF"()
  %34 = inttoptr i64 %1 to ptr
  %35 = inttoptr i64 %2 to ptr
  %36 = call ptr @swift_retain(ptr returned %34) #8
  %37 = ptrtoint ptr %34 to i64
  %38 = ptrtoint ptr %35 to i64
  %39 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlFTu", i32 0, i32 1), align 8
  %40 = zext i32 %39 to i64
  %41 = call swiftcc ptr @swift_task_alloc(i64 %40) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %41)
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 0
  store ptr %42, ptr %43, align 8
  %44 = call ptr @llvm.coro.async.resume()
  %45 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 1
  store ptr %44, ptr %45, align 8
  %46 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %44, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.0", ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlF", ptr undef, ptr %41, ptr undef, i64 %1, i64 %2, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1))
  %47 = extractvalue { ptr } %46, 0
  %48 = load ptr, ptr %47, align 8
  store ptr %48, ptr %4, align 8
  call swiftcc void @swift_task_dealloc(ptr %41) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %41)
  %49 = inttoptr i64 %1 to ptr
  %50 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %49) #1
  %51 = call ptr @llvm.coro.async.resume()
  %52 = load ptr, ptr %4, align 8
  %53 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %51, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.1", ptr %51, i64 %26, i64 %27, ptr %52)
  %54 = extractvalue { ptr } %53, 0
  %55 = call ptr @__swift_async_resume_get_context(ptr %54)
  store ptr %55, ptr %4, align 8
  %56 = inttoptr i64 %1 to ptr
  %57 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %56) #1
  call swiftcc void @"$s7Testing14__requiringTryyxxnKRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %6)
  %58 = load ptr, ptr %6, align 8
  %59 = icmp ne ptr %58, null
  %60 = ptrtoint ptr %58 to i64
  br i1 %59, label %67, label %61

61:                                               ; preds = %25
  call swiftcc void @"$s7Testing17__requiringUnsafeyxxnRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1))
  %62 = load ptr, ptr %4, align 8
  %63 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %62, i32 0, i32 1
  %64 = load ptr, ptr %63, align 8
  %65 = load ptr, ptr %4, align 8
  %66 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %8, i1 false, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.0.8", ptr %64, ptr %65, ptr null)
  unreachable

67:                                               ; preds = %25
  %68 = phi ptr [ %58, %25 ]
  store ptr null, ptr %6, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %69, i32 0, i32 1
  %71 = load ptr, ptr %70, align 8
  %72 = load ptr, ptr %4, align 8
  %73 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %8, i1 false, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.0.7", ptr %71, ptr %72, ptr %68)
  unreachable
}

define hidden swiftcc void @"$s11LearnerKata14answerIsStableyyF"() #0 {
  %1 = alloca %Ts6ResultOyyts5Error_pG, align 8
  %2 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %3 = extractvalue %swift.metadata_response %2, 0
  %4 = getelementptr inbounds ptr, ptr %3, i64 -1
  %5 = load ptr, ptr %4, align 8, !invariant.load !7, !dereferenceable !8
  %6 = getelementptr inbounds nuw %swift.vwtable, ptr %5, i32 0, i32 8
  %7 = load i64, ptr %6, align 8, !invariant.load !7
  %8 = alloca i8, i64 %7, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = call swiftcc %swift.metadata_response @"$s7Testing12__ExpressionVMa"(i64 0) #17
  %10 = extractvalue %swift.metadata_response %9, 0
  %11 = getelementptr inbounds ptr, ptr %10, i64 -1
  %12 = load ptr, ptr %11, align 8, !invariant.load !7, !dereferenceable !8
  %13 = getelementptr inbounds nuw %swift.vwtable, ptr %12, i32 0, i32 8
  %14 = load i64, ptr %13, align 8, !invariant.load !7
  %15 = alloca i8, i64 %14, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %15)
  %16 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.4.true, i64 4, i1 true)
  %17 = extractvalue { i64, ptr } %16, 0
  %18 = extractvalue { i64, ptr } %16, 1
  call swiftcc void @"$s7Testing12__ExpressionV16__fromSyntaxNodeyACSSFZ"(ptr noalias sret(%swift.opaque) %15, i64 %17, ptr %18)
  call void @swift_bridgeObjectRelease(ptr %18) #1
  %19 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %20 = extractvalue { i64, ptr } %19, 0
  %21 = extractvalue { i64, ptr } %19, 1
  %22 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %23 = extractvalue { i64, ptr } %22, 0
  %24 = extractvalue { i64, ptr } %22, 1
  call swiftcc void @"$s7Testing14SourceLocationV6__here6fileID0E4Path4line6columnACSS_SSS2itFZ"(ptr noalias sret(%swift.opaque) %8, i64 %20, ptr %21, i64 %23, ptr %24, i64 11, i64 31)
  call void @swift_bridgeObjectRelease(ptr %24) #1
  call void @swift_bridgeObjectRelease(ptr %21) #1
  %25 = call swiftcc { i64, i8 } @"$s7Testing12__checkValue_10expression0D25WithCapturedRuntimeValues26mismatchedErrorDescription10difference0i13ExitConditionK08comments10isRequired14sourceLocations6ResultOyyts0J0_pGSb_AA12__ExpressionVAPSgyXKSSSgyXKARyXKARyXKSayAA7CommentVGyXKSbAA06SourceS0VtF"(i1 true, ptr noalias %15, ptr @"$s11LearnerKata14answerIsStableyyF7Testing12__ExpressionVSgyXEfu0_", ptr null, ptr @"$s11LearnerKata14answerIsStableyyFSSSgyXEfu1_", ptr null, ptr @"$s11LearnerKata14answerIsStableyyFSSSgyXEfu2_", ptr null, ptr @"$s11LearnerKata14answerIsStableyyFSSSgyXEfu3_", ptr null, ptr @"$s11LearnerKata14answerIsStableyyFSay7Testing7CommentVGyXEfu4_", ptr null, i1 false, ptr noalias %8)
  %26 = extractvalue { i64, i8 } %25, 0
  %27 = extractvalue { i64, i8 } %25, 1
  %28 = getelementptr inbounds ptr, ptr %5, i32 1
  %29 = load ptr, ptr %28, align 8, !invariant.load !7
  call void %29(ptr noalias %8, ptr %3) #1
  %30 = getelementptr inbounds ptr, ptr %12, i32 1
  %31 = load ptr, ptr %30, align 8, !invariant.load !7
  call void %31(ptr noalias %15, ptr %10) #1
  call void @llvm.lifetime.start.p0(i64 9, ptr %1)
  store i64 %26, ptr %1, align 8
  %32 = getelementptr inbounds nuw %Ts6ResultOyyts5Error_pG, ptr %1, i32 0, i32 1
  store i8 %27, ptr %32, align 8
  %33 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss6ResultOyyts5Error_pGMD") #14
  call swiftcc void @"$ss6ResultO7TestingE10__expectedyyytRszrlF"(ptr %33, ptr noalias swiftself %1)
  %34 = call ptr @"$ss6ResultOyyts5Error_pGWOh"(ptr %1)
  call void @llvm.lifetime.end.p0(i64 9, ptr %1)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %15)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  ret void
}

define internal swifttailcc void @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF"(ptr noalias %0, ptr swiftasync %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %1, ptr %3, align 8
  %6 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %7 = extractvalue %swift.metadata_response %6, 0
  %8 = getelementptr inbounds ptr, ptr %7, i64 -1
  %9 = load ptr, ptr %8, align 8, !invariant.load !7, !dereferenceable !8
  %10 = getelementptr inbounds nuw %swift.vwtable, ptr %9, i32 0, i32 8
  %11 = load i64, ptr %10, align 8, !invariant.load !7
  %12 = add i64 %11, 15
  %13 = and i64 %12, -16
  %14 = call swiftcc ptr @swift_task_alloc(i64 %13) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %14)
  br i1 true, label %20, label %15

15:                                               ; preds = %2
  %16 = load ptr, ptr null, align 8
  %17 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %16, ptr null)
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = extractvalue { i64, i64 } %17, 1
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %15, %20
  %22 = phi i64 [ 0, %20 ], [ %18, %15 ]
  %23 = phi i64 [ 0, %20 ], [ %19, %15 ]
  %24 = call ptr @llvm.coro.async.resume()
  %25 = load ptr, ptr %3, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %24, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.1", ptr %24, i64 %22, i64 %23, ptr %26)
  %28 = extractvalue { ptr } %27, 0
  %29 = call ptr @__swift_async_resume_get_context(ptr %28)
  store ptr %29, ptr %3, align 8
  %30 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.16.answerIsStable()", i64 16, i1 true)
  %31 = extractvalue { i64, ptr } %30, 0
  %32 = extractvalue { i64, ptr } %30, 1
  %33 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$s7Testing9TestTrait_pMD") #14
  %34 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %33)
  %35 = extractvalue { ptr, ptr } %34, 0
  %36 = extractvalue { ptr, ptr } %34, 1
  %37 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %38 = extractvalue { i64, ptr } %37, 0
  %39 = extractvalue { i64, ptr } %37, 1
  %40 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %41 = extractvalue { i64, ptr } %40, 0
  %42 = extractvalue { i64, ptr } %40, 1
  call swiftcc void @"$s7Testing14SourceLocationV17__uncheckedFileID8filePath4line6columnACSS_SSS2itcfC"(ptr noalias sret(%swift.opaque) %14, i64 %38, ptr %39, i64 %41, ptr %42, i64 11, i64 2)
  %43 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSS9firstName_SSSg06secondB0ypXp4typetMD") #14
  %44 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %43)
  %45 = extractvalue { ptr, ptr } %44, 0
  %46 = extractvalue { ptr, ptr } %44, 1
  call swiftcc void @"$s7Testing4TestV10__function5named2in02xcB18CompatibleSelector11displayName6traits14sourceLocation10parameters12testFunctionACSS_xmSgs5NeverOSgSSSgSayAA0B5Trait_pGAA06SourceM0VSaySS05firstJ0_AQ06secondJ0ypXp4typetGyyYaYbKctRi_zRi0_zlFZ"(ptr noalias sret(%swift.opaque) %0, i64 %31, ptr %32, i64 0, i8 1, i64 0, i64 0, ptr %35, ptr noalias %14, ptr %45, ptr @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFTu", ptr null, ptr @"$ss5NeverON")
  call void @swift_release(ptr %45) #1
  call void @swift_release(ptr %35) #1
  call void @swift_bridgeObjectRelease(ptr %32) #1
  %47 = getelementptr inbounds ptr, ptr %9, i32 1
  %48 = load ptr, ptr %47, align 8, !invariant.load !7
  call void %48(ptr noalias %14, ptr %7) #1
  call void @llvm.lifetime.end.p0(i64 -1, ptr %14)
  call swiftcc void @swift_task_dealloc(ptr %14) #6
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %49, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.0", ptr %51, ptr %52)
  unreachable
}

define internal swiftcc i1 @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = call swiftcc i1 @"$s7Testing4TestV7__store_4into8asTypeAtSbACyYaYbc_SvSVtFZ"(ptr @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu", ptr null, ptr %0, ptr %1)
  ret i1 %9
}

define internal zeroext i1 @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau"() #0 {
  ret ptr @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp"
}

define internal swiftcc i1 @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = inttoptr i64 %2 to ptr
  %10 = call zeroext i1 @"$s11LearnerKata04$s11A59Kata14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To"(ptr %0, ptr %1, ptr %9, i64 %3)
  ret i1 %10
}

define internal zeroext i1 @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau"() #0 {
  ret ptr @"$s11LearnerKata04$s11A68Kata14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp"
}

define internal swiftcc void @"$s11LearnerKata14answerIsStableyyF7Testing12__ExpressionVSgyXEfu0_"(ptr noalias sret(%swift.opaque) %0) #0 {
  %2 = call swiftcc %swift.metadata_response @"$s7Testing12__ExpressionVMa"(i64 0) #17
  %3 = extractvalue %swift.metadata_response %2, 0
  %4 = getelementptr inbounds ptr, ptr %3, i64 -1
  %5 = load ptr, ptr %4, align 8, !invariant.load !7, !dereferenceable !8
  %6 = getelementptr inbounds ptr, ptr %5, i32 7
  %7 = load ptr, ptr %6, align 8, !invariant.load !7
  call void %7(ptr noalias %0, i32 1, i32 1, ptr %3) #1
  ret void
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata14answerIsStableyyFSSSgyXEfu1_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata14answerIsStableyyFSSSgyXEfu2_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata14answerIsStableyyFSSSgyXEfu3_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc ptr @"$s11LearnerKata14answerIsStableyyFSay7Testing7CommentVGyXEfu4_"() #0 {
  %1 = call swiftcc %swift.metadata_response @"$s7Testing7CommentVMa"(i64 0) #17
  %2 = extractvalue %swift.metadata_response %1, 0
  %3 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %2)
  %4 = extractvalue { ptr, ptr } %3, 0
  %5 = extractvalue { ptr, ptr } %3, 1
  ret ptr %4
}

define internal swifttailcc void @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF"(ptr noalias %0, ptr swiftasync %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %1, ptr %3, align 8
  %6 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %7 = extractvalue %swift.metadata_response %6, 0
  %8 = getelementptr inbounds ptr, ptr %7, i64 -1
  %9 = load ptr, ptr %8, align 8, !invariant.load !7, !dereferenceable !8
  %10 = getelementptr inbounds nuw %swift.vwtable, ptr %9, i32 0, i32 8
  %11 = load i64, ptr %10, align 8, !invariant.load !7
  %12 = add i64 %11, 15
  %13 = and i64 %12, -16
  %14 = call swiftcc ptr @swift_task_alloc(i64 %13) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %14)
  br i1 true, label %20, label %15

15:                                               ; preds = %2
  %16 = load ptr, ptr null, align 8
  %17 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %16, ptr null)
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = extractvalue { i64, i64 } %17, 1
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %15, %20
  %22 = phi i64 [ 0, %20 ], [ %18, %15 ]
  %23 = phi i64 [ 0, %20 ], [ %19, %15 ]
  %24 = call ptr @llvm.coro.async.resume()
  %25 = load ptr, ptr %3, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %24, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.1", ptr %24, i64 %22, i64 %23, ptr %26)
  %28 = extractvalue { ptr } %27, 0
  %29 = call ptr @__swift_async_resume_get_context(ptr %28)
  store ptr %29, ptr %3, align 8
  %30 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$s7Testing10SuiteTrait_pMD") #14
  %31 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %30)
  %32 = extractvalue { ptr, ptr } %31, 0
  %33 = extractvalue { ptr, ptr } %31, 1
  %34 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %35 = extractvalue { i64, ptr } %34, 0
  %36 = extractvalue { i64, ptr } %34, 1
  %37 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %38 = extractvalue { i64, ptr } %37, 0
  %39 = extractvalue { i64, ptr } %37, 1
  call swiftcc void @"$s7Testing14SourceLocationV17__uncheckedFileID8filePath4line6columnACSS_SSS2itcfC"(ptr noalias sret(%swift.opaque) %14, i64 %35, ptr %36, i64 %38, ptr %39, i64 13, i64 2)
  call swiftcc void @"$s7Testing4TestV6__type_11displayName6traits14sourceLocationACxm_SSSgSayAA10SuiteTrait_pGAA06SourceH0VtRi_zRi0_zlFZ"(ptr noalias sret(%swift.opaque) %0, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2), i64 0, i64 0, ptr %32, ptr noalias %14, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2))
  call void @swift_release(ptr %32) #1
  %40 = getelementptr inbounds ptr, ptr %9, i32 1
  %41 = load ptr, ptr %40, align 8, !invariant.load !7
  call void %41(ptr noalias %14, ptr %7) #1
  call void @llvm.lifetime.end.p0(i64 -1, ptr %14)
  call swiftcc void @swift_task_dealloc(ptr %14) #6
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %42, i32 0, i32 1
  %44 = load ptr, ptr %43, align 8
  %45 = load ptr, ptr %3, align 8
  %46 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.0", ptr %44, ptr %45)
  unreachable
}

define internal swiftcc i1 @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = call swiftcc i1 @"$s7Testing4TestV7__store_4into8asTypeAtSbACyYaYbc_SvSVtFZ"(ptr @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFTu", ptr null, ptr %0, ptr %1)
  ret i1 %9
}

define internal zeroext i1 @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau"() #0 {
  ret ptr @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvp"
}

define internal swiftcc i1 @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = inttoptr i64 %2 to ptr
  %10 = call zeroext i1 @"$s11LearnerKata04$s11A53Kata24RunnerFixtureGraderTests5SuitefMp_8accessorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpfiSbSv_SVADSutcfU_To"(ptr %0, ptr %1, ptr %9, i64 %3)
  ret i1 %10
}

define internal zeroext i1 @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpfiSbSv_SVAHSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau"() #0 {
  ret ptr @"$s11LearnerKata04$s11A63Kata24RunnerFixtureGraderTests5SuitefMp_17testContentRecordfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AE9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvp"
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca swifterror ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  br i1 true, label %11, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr null, align 8
  %8 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %7, ptr null)
  %9 = extractvalue { i64, i64 } %8, 0
  %10 = extractvalue { i64, i64 } %8, 1
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %6, %11
  %13 = phi i64 [ 0, %11 ], [ %9, %6 ]
  %14 = phi i64 [ 0, %11 ], [ %10, %6 ]
  %15 = call ptr @llvm.coro.async.resume()
  %16 = load ptr, ptr %2, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %15, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.1", ptr %15, i64 %13, i64 %14, ptr %17)
  %19 = extractvalue { ptr } %18, 0
  %20 = call ptr @__swift_async_resume_get_context(ptr %19)
  store ptr %20, ptr %2, align 8
  %21 = call swiftcc { i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKFfA_"()
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  %24 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKFTu", i32 0, i32 1), align 8
  %25 = zext i32 %24 to i64
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %26)
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 0
  store ptr %27, ptr %28, align 8
  %29 = call ptr @llvm.coro.async.resume()
  %30 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 1
  store ptr %29, ptr %30, align 8
  %31 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %29, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF", ptr %26, i64 %22, i64 %23)
  %32 = extractvalue { ptr, ptr } %31, 0
  %33 = load ptr, ptr %32, align 8
  store ptr %33, ptr %2, align 8
  %34 = extractvalue { ptr, ptr } %31, 1
  store ptr %34, ptr %3, align 8
  %35 = load ptr, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %26) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %26)
  %36 = icmp ne ptr %35, null
  %37 = ptrtoint ptr %35 to i64
  br i1 %36, label %46, label %38

38:                                               ; preds = %12
  %39 = inttoptr i64 %22 to ptr
  %40 = inttoptr i64 %23 to ptr
  call void @swift_release(ptr %39) #1
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  %44 = load ptr, ptr %2, align 8
  %45 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0.10", ptr %43, ptr %44, ptr null)
  unreachable

46:                                               ; preds = %12
  %47 = phi ptr [ %35, %12 ]
  store ptr null, ptr %3, align 8
  %48 = inttoptr i64 %22 to ptr
  %49 = inttoptr i64 %23 to ptr
  call void @swift_release(ptr %48) #1
  %50 = call ptr @llvm.coro.async.resume()
  %51 = load ptr, ptr %2, align 8
  %52 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %50, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.1", ptr %50, i64 %13, i64 %14, ptr %51)
  %53 = extractvalue { ptr } %52, 0
  %54 = call ptr @__swift_async_resume_get_context(ptr %53)
  store ptr %54, ptr %2, align 8
  %55 = load ptr, ptr %2, align 8
  %56 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %55, i32 0, i32 1
  %57 = load ptr, ptr %56, align 8
  %58 = load ptr, ptr %2, align 8
  %59 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0.9", ptr %57, ptr %58, ptr %47)
  unreachable
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKFfA_"() #0 {
  %1 = call swiftcc { i64, i64 } @"$s7Testing36__defaultSynchronousIsolationContextScA_pSgvg"()
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  %4 = insertvalue { i64, i64 } undef, i64 %2, 0
  %5 = insertvalue { i64, i64 } %4, i64 %3, 1
  ret { i64, i64 } %5
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF"(ptr swiftasync %0, i64 %1, i64 %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca %TScA_pSg, align 8
  %6 = alloca swifterror ptr, align 8
  %7 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKFTu")
  %8 = call ptr @llvm.coro.begin(token %7, ptr null)
  store ptr %0, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  store ptr null, ptr %6, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %5)
  %9 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  call void asm sideeffect "", "r"(ptr %5)
  %11 = inttoptr i64 %1 to ptr
  %12 = inttoptr i64 %2 to ptr
  %13 = call ptr @swift_retain(ptr returned %11) #8
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %12 to i64
  %16 = icmp eq i64 %1, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %3
  %18 = inttoptr i64 %1 to ptr
  %19 = inttoptr i64 %2 to ptr
  %20 = load ptr, ptr %18, align 8
  %21 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself %18, ptr %20, ptr %19)
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  br label %25

24:                                               ; preds = %3
  br label %25

25:                                               ; preds = %17, %24
  %26 = phi i64 [ 0, %24 ], [ %22, %17 ]
  %27 = phi i64 [ 0, %24 ], [ %23, %17 ]
  %28 = call ptr @llvm.coro.async.resume()
  %29 = load ptr, ptr %4, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %28, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.1", ptr %28, i64 %26, i64 %27, ptr %30)
  %32 = extractvalue { ptr } %31, 0
  %33 = call ptr @__swift_async_resume_get_context(ptr %32)
  store ptr %33, ptr %4, align 8
  call swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsVACycfC"()
  %34 = inttoptr i64 %1 to ptr
  %35 = inttoptr i64 %2 to ptr
  %36 = call ptr @swift_retain(ptr returned %34) #8
  %37 = ptrtoint ptr %34 to i64
  %38 = ptrtoint ptr %35 to i64
  %39 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlFTu", i32 0, i32 1), align 8
  %40 = zext i32 %39 to i64
  %41 = call swiftcc ptr @swift_task_alloc(i64 %40) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %41)
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 0
  store ptr %42, ptr %43, align 8
  %44 = call ptr @llvm.coro.async.resume()
  %45 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 1
  store ptr %44, ptr %45, align 8
  %46 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %44, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0", ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlF", ptr undef, ptr %41, ptr undef, i64 %1, i64 %2, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2))
  %47 = extractvalue { ptr } %46, 0
  %48 = load ptr, ptr %47, align 8
  store ptr %48, ptr %4, align 8
  call swiftcc void @swift_task_dealloc(ptr %41) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %41)
  %49 = inttoptr i64 %1 to ptr
  %50 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %49) #1
  %51 = call ptr @llvm.coro.async.resume()
  %52 = load ptr, ptr %4, align 8
  %53 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %51, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.1", ptr %51, i64 %26, i64 %27, ptr %52)
  %54 = extractvalue { ptr } %53, 0
  %55 = call ptr @__swift_async_resume_get_context(ptr %54)
  store ptr %55, ptr %4, align 8
  call swiftcc void @"$s7Testing14__requiringTryyxxnKRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2), ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %6)
  %56 = load ptr, ptr %6, align 8
  %57 = icmp ne ptr %56, null
  %58 = ptrtoint ptr %56 to i64
  br i1 %57, label %93, label %59

59:                                               ; preds = %25
  call swiftcc void @"$s7Testing17__requiringUnsafeyxxnRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2))
  call swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV16answerIsFortyTwoyyF"()
  %60 = inttoptr i64 %1 to ptr
  %61 = inttoptr i64 %2 to ptr
  %62 = call ptr @swift_retain(ptr returned %60) #8
  %63 = ptrtoint ptr %60 to i64
  %64 = ptrtoint ptr %61 to i64
  %65 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlFTu", i32 0, i32 1), align 8
  %66 = zext i32 %65 to i64
  %67 = call swiftcc ptr @swift_task_alloc(i64 %66) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %67)
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %67, i32 0, i32 0
  store ptr %68, ptr %69, align 8
  %70 = call ptr @llvm.coro.async.resume()
  %71 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %67, i32 0, i32 1
  store ptr %70, ptr %71, align 8
  %72 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %70, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.12", ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlF", ptr undef, ptr %67, ptr undef, i64 %1, i64 %2, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1))
  %73 = extractvalue { ptr } %72, 0
  %74 = load ptr, ptr %73, align 8
  store ptr %74, ptr %4, align 8
  call swiftcc void @swift_task_dealloc(ptr %67) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %67)
  %75 = inttoptr i64 %1 to ptr
  %76 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %75) #1
  %77 = call ptr @llvm.coro.async.resume()
  %78 = load ptr, ptr %4, align 8
  %79 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %77, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.1", ptr %77, i64 %26, i64 %27, ptr %78)
  %80 = extractvalue { ptr } %79, 0
  %81 = call ptr @__swift_async_resume_get_context(ptr %80)
  store ptr %81, ptr %4, align 8
  %82 = inttoptr i64 %1 to ptr
  %83 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %82) #1
  call swiftcc void @"$s7Testing14__requiringTryyxxnKRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %6)
  %84 = load ptr, ptr %6, align 8
  %85 = icmp ne ptr %84, null
  %86 = ptrtoint ptr %84 to i64
  br i1 %85, label %97, label %87

87:                                               ; preds = %59
  call swiftcc void @"$s7Testing17__requiringUnsafeyxxnRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1))
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %88, i32 0, i32 1
  %90 = load ptr, ptr %89, align 8
  %91 = load ptr, ptr %4, align 8
  %92 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %8, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.13", ptr %90, ptr %91, ptr null)
  unreachable

93:                                               ; preds = %25
  %94 = phi ptr [ %56, %25 ]
  store ptr null, ptr %6, align 8
  %95 = inttoptr i64 %1 to ptr
  %96 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %95) #1
  br label %99

97:                                               ; preds = %59
  %98 = phi ptr [ %84, %59 ]
  store ptr null, ptr %6, align 8
  br label %99

99:                                               ; preds = %97, %93
  %100 = phi ptr [ %94, %93 ], [ %98, %97 ]
  %101 = load ptr, ptr %4, align 8
  %102 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %101, i32 0, i32 1
  %103 = load ptr, ptr %102, align 8
  %104 = load ptr, ptr %4, align 8
  %105 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %8, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.11", ptr %103, ptr %104, ptr %100)
  unreachable
}

define hidden swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsVACycfC"() #0 {
  ret void
}

define hidden swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV16answerIsFortyTwoyyF"() #0 {
  %1 = alloca %TSi, align 8
  %2 = alloca %Ts6ResultOyyts5Error_pG, align 8
  %3 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %4 = extractvalue %swift.metadata_response %3, 0
  %5 = getelementptr inbounds ptr, ptr %4, i64 -1
  %6 = load ptr, ptr %5, align 8, !invariant.load !7, !dereferenceable !8
  %7 = getelementptr inbounds nuw %swift.vwtable, ptr %6, i32 0, i32 8
  %8 = load i64, ptr %7, align 8, !invariant.load !7
  %9 = alloca i8, i64 %8, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %9)
  %10 = call swiftcc %swift.metadata_response @"$s7Testing12__ExpressionVMa"(i64 0) #17
  %11 = extractvalue %swift.metadata_response %10, 0
  %12 = getelementptr inbounds ptr, ptr %11, i64 -1
  %13 = load ptr, ptr %12, align 8, !invariant.load !7, !dereferenceable !8
  %14 = getelementptr inbounds nuw %swift.vwtable, ptr %13, i32 0, i32 8
  %15 = load i64, ptr %14, align 8, !invariant.load !7
  %16 = alloca i8, i64 %15, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %16)
  %17 = alloca i8, i64 %15, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %17)
  %18 = alloca i8, i64 %15, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr %1)
  %19 = getelementptr inbounds nuw %TSi, ptr %1, i32 0, i32 0
  store i64 2, ptr %19, align 8
  %20 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.5.1 + 1", i64 5, i1 true)
  %21 = extractvalue { i64, ptr } %20, 0
  %22 = extractvalue { i64, ptr } %20, 1
  call swiftcc void @"$s7Testing12__ExpressionV16__fromSyntaxNodeyACSSFZ"(ptr noalias sret(%swift.opaque) %17, i64 %21, ptr %22)
  call void @swift_bridgeObjectRelease(ptr %22) #1
  %23 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.2.==", i64 2, i1 true)
  %24 = extractvalue { i64, ptr } %23, 0
  %25 = extractvalue { i64, ptr } %23, 1
  %26 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.1.2, i64 1, i1 true)
  %27 = extractvalue { i64, ptr } %26, 0
  %28 = extractvalue { i64, ptr } %26, 1
  call swiftcc void @"$s7Testing12__ExpressionV16__fromSyntaxNodeyACSSFZ"(ptr noalias sret(%swift.opaque) %16, i64 %27, ptr %28)
  call void @swift_bridgeObjectRelease(ptr %28) #1
  call swiftcc void @"$s7Testing12__ExpressionV21__fromBinaryOperationyA2C_SSACtFZ"(ptr noalias sret(%swift.opaque) %18, ptr noalias %17, i64 %24, ptr %25, ptr noalias %16)
  call void @swift_bridgeObjectRelease(ptr %25) #1
  %29 = getelementptr inbounds ptr, ptr %13, i32 1
  %30 = load ptr, ptr %29, align 8, !invariant.load !7
  call void %30(ptr noalias %16, ptr %11) #1
  call void %30(ptr noalias %17, ptr %11) #1
  %31 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %32 = extractvalue { i64, ptr } %31, 0
  %33 = extractvalue { i64, ptr } %31, 1
  %34 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %35 = extractvalue { i64, ptr } %34, 0
  %36 = extractvalue { i64, ptr } %34, 1
  call swiftcc void @"$s7Testing14SourceLocationV6__here6fileID0E4Path4line6columnACSS_SSS2itFZ"(ptr noalias sret(%swift.opaque) %9, i64 %32, ptr %33, i64 %35, ptr %36, i64 14, i64 37)
  call void @swift_bridgeObjectRelease(ptr %36) #1
  call void @swift_bridgeObjectRelease(ptr %33) #1
  %37 = call swiftcc { i64, i8 } @"$s7Testing22__checkBinaryOperation___10expression8comments10isRequired14sourceLocations6ResultOyyts5Error_pGx_Sbx_q_yXEtXEq_yXKAA12__ExpressionVSayAA7CommentVGyXKSbAA06SourceJ0Vtr0_lF"(ptr noalias %1, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV16answerIsFortyTwoyyFSbSi_SiyXEtXEfU0_", ptr null, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV16answerIsFortyTwoyyFSiyXEfu1_", ptr null, ptr noalias %18, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV16answerIsFortyTwoyyFSay7Testing7CommentVGyXEfu2_", ptr null, i1 false, ptr noalias %9, ptr @"$sSiN", ptr @"$sSiN")
  %38 = extractvalue { i64, i8 } %37, 0
  %39 = extractvalue { i64, i8 } %37, 1
  %40 = getelementptr inbounds ptr, ptr %6, i32 1
  %41 = load ptr, ptr %40, align 8, !invariant.load !7
  call void %41(ptr noalias %9, ptr %4) #1
  call void %30(ptr noalias %18, ptr %11) #1
  call void @llvm.lifetime.end.p0(i64 8, ptr %1)
  call void @llvm.lifetime.start.p0(i64 9, ptr %2)
  store i64 %38, ptr %2, align 8
  %42 = getelementptr inbounds nuw %Ts6ResultOyyts5Error_pG, ptr %2, i32 0, i32 1
  store i8 %39, ptr %42, align 8
  %43 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss6ResultOyyts5Error_pGMD") #14
  call swiftcc void @"$ss6ResultO7TestingE10__expectedyyytRszrlF"(ptr %43, ptr noalias swiftself %2)
  %44 = call ptr @"$ss6ResultOyyts5Error_pGWOh"(ptr %2)
  call void @llvm.lifetime.end.p0(i64 9, ptr %2)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %18)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %17)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %16)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %9)
  ret void
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ"(ptr noalias %0, ptr swiftasync %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %1, ptr %3, align 8
  %6 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %7 = extractvalue %swift.metadata_response %6, 0
  %8 = getelementptr inbounds ptr, ptr %7, i64 -1
  %9 = load ptr, ptr %8, align 8, !invariant.load !7, !dereferenceable !8
  %10 = getelementptr inbounds nuw %swift.vwtable, ptr %9, i32 0, i32 8
  %11 = load i64, ptr %10, align 8, !invariant.load !7
  %12 = add i64 %11, 15
  %13 = and i64 %12, -16
  %14 = call swiftcc ptr @swift_task_alloc(i64 %13) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %14)
  br i1 true, label %20, label %15

15:                                               ; preds = %2
  %16 = load ptr, ptr null, align 8
  %17 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %16, ptr null)
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = extractvalue { i64, i64 } %17, 1
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %15, %20
  %22 = phi i64 [ 0, %20 ], [ %18, %15 ]
  %23 = phi i64 [ 0, %20 ], [ %19, %15 ]
  %24 = call ptr @llvm.coro.async.resume()
  %25 = load ptr, ptr %3, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %24, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ.1", ptr %24, i64 %22, i64 %23, ptr %26)
  %28 = extractvalue { ptr } %27, 0
  %29 = call ptr @__swift_async_resume_get_context(ptr %28)
  store ptr %29, ptr %3, align 8
  %30 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.18.answerIsFortyTwo()", i64 18, i1 true)
  %31 = extractvalue { i64, ptr } %30, 0
  %32 = extractvalue { i64, ptr } %30, 1
  %33 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$s7Testing9TestTrait_pMD") #14
  %34 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %33)
  %35 = extractvalue { ptr, ptr } %34, 0
  %36 = extractvalue { ptr, ptr } %34, 1
  %37 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %38 = extractvalue { i64, ptr } %37, 0
  %39 = extractvalue { i64, ptr } %37, 1
  %40 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %41 = extractvalue { i64, ptr } %40, 0
  %42 = extractvalue { i64, ptr } %40, 1
  call swiftcc void @"$s7Testing14SourceLocationV17__uncheckedFileID8filePath4line6columnACSS_SSS2itcfC"(ptr noalias sret(%swift.opaque) %14, i64 %38, ptr %39, i64 %41, ptr %42, i64 14, i64 6)
  %43 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSS9firstName_SSSg06secondB0ypXp4typetMD") #14
  %44 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %43)
  %45 = extractvalue { ptr, ptr } %44, 0
  %46 = extractvalue { ptr, ptr } %44, 1
  call swiftcc void @"$s7Testing4TestV10__function5named2in02xcB18CompatibleSelector11displayName6traits14sourceLocation10parameters12testFunctionACSS_xmSgs5NeverOSgSSSgSayAA0B5Trait_pGAA06SourceM0VSaySS05firstJ0_AQ06secondJ0ypXp4typetGyyYaYbKctRi_zRi0_zlFZ"(ptr noalias sret(%swift.opaque) %0, i64 %31, ptr %32, i64 ptrtoint (ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2) to i64), i8 1, i64 0, i64 0, ptr %35, ptr noalias %14, ptr %45, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TATu", ptr null, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2))
  call void @swift_release(ptr %45) #1
  call void @swift_release(ptr %35) #1
  call void @swift_bridgeObjectRelease(ptr %32) #1
  %47 = getelementptr inbounds ptr, ptr %9, i32 1
  %48 = load ptr, ptr %47, align 8, !invariant.load !7
  call void %48(ptr noalias %14, ptr %7) #1
  call void @llvm.lifetime.end.p0(i64 -1, ptr %14)
  call swiftcc void @swift_task_dealloc(ptr %14) #6
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %49, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ.0", ptr %51, ptr %52)
  unreachable
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca swifterror ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_Tu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  %6 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZTu", i32 0, i32 1), align 8
  %7 = zext i32 %6 to i64
  %8 = call swiftcc ptr @swift_task_alloc(i64 %7) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @llvm.coro.async.resume()
  %12 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 1
  store ptr %11, ptr %12, align 8
  %13 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %11, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ", ptr %8)
  %14 = extractvalue { ptr, ptr } %13, 0
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %2, align 8
  %16 = extractvalue { ptr, ptr } %13, 1
  store ptr %16, ptr %3, align 8
  %17 = load ptr, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  %18 = icmp ne ptr %17, null
  %19 = ptrtoint ptr %17 to i64
  br i1 %18, label %26, label %20

20:                                               ; preds = %1
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %21, i32 0, i32 1
  %23 = load ptr, ptr %22, align 8
  %24 = load ptr, ptr %2, align 8
  %25 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0.27", ptr %23, ptr %24, ptr null)
  unreachable

26:                                               ; preds = %1
  %27 = phi ptr [ %17, %1 ]
  store ptr null, ptr %3, align 8
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %28, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %2, align 8
  %32 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0.26", ptr %30, ptr %31, ptr %27)
  unreachable
}

define internal void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL_WZ"(ptr %0) #0 {
  ret void
}

define internal swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = call swiftcc i1 @"$s7Testing4TestV7__store_4into8asTypeAtSbACyYaYbc_SvSVtFZ"(ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_Tu", ptr null, ptr %0, ptr %1)
  ret i1 %9
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_"(ptr noalias %0, ptr swiftasync %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_Tu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %1, ptr %3, align 8
  %6 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZTu", i32 0, i32 1), align 8
  %7 = zext i32 %6 to i64
  %8 = call swiftcc ptr @swift_task_alloc(i64 %7) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @llvm.coro.async.resume()
  %12 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 1
  store ptr %11, ptr %12, align 8
  %13 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %11, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_.0", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ", ptr %0, ptr %8)
  %14 = extractvalue { ptr } %13, 0
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %16, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_.0.29", ptr %18, ptr %19)
  unreachable
}

define internal zeroext i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau"() #0 {
  ret ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZ"
}

define internal swiftcc ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvgZ"() #0 {
  ret ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_To"
}

define internal void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL_WZ"(ptr %0) #0 {
  ret void
}

define internal swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = inttoptr i64 %2 to ptr
  %10 = call zeroext i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_To"(ptr %0, ptr %1, ptr %9, i64 %3)
  ret i1 %10
}

define internal zeroext i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau"() #0 {
  ret ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZ"
}

define internal swiftcc { i64, ptr, i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvgZ"() #0 {
  %1 = alloca { i64, ptr, i64, i64 }, align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr %1)
  %2 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 0
  %3 = getelementptr inbounds nuw %Ts6UInt32V, ptr %2, i32 0, i32 0
  store i32 1952805748, ptr %3, align 8
  %4 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 1
  %5 = getelementptr inbounds nuw %Ts6UInt32V, ptr %4, i32 0, i32 0
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 2
  store ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF67V16answerIsFortyTwo4TestfMp_33testContentRecordbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_To", ptr %6, align 8
  %7 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 3
  %8 = getelementptr inbounds nuw %TSu, ptr %7, i32 0, i32 0
  store i64 0, ptr %8, align 8
  %9 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 4
  %10 = getelementptr inbounds nuw %TSu, ptr %9, i32 0, i32 0
  store i64 0, ptr %10, align 8
  %11 = getelementptr inbounds nuw { i64, ptr, i64, i64 }, ptr %1, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds nuw { i64, ptr, i64, i64 }, ptr %1, i32 0, i32 1
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds nuw { i64, ptr, i64, i64 }, ptr %1, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds nuw { i64, ptr, i64, i64 }, ptr %1, i32 0, i32 3
  %18 = load i64, ptr %17, align 8
  call void @llvm.lifetime.end.p0(i64 256, ptr %1)
  %19 = insertvalue { i64, ptr, i64, i64 } undef, i64 %12, 0
  %20 = insertvalue { i64, ptr, i64, i64 } %19, ptr %14, 1
  %21 = insertvalue { i64, ptr, i64, i64 } %20, i64 %16, 2
  %22 = insertvalue { i64, ptr, i64, i64 } %21, i64 %18, 3
  ret { i64, ptr, i64, i64 } %22
}

define internal swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV16answerIsFortyTwoyyFSbSi_SiyXEtXEfU0_"(ptr noalias captures(none) dereferenceable(8) %0, ptr %1, ptr %2) #0 {
  %4 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 8, i1 false)
  %5 = alloca %TSi, align 8
  %6 = getelementptr inbounds nuw %TSi, ptr %0, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  store i64 %7, ptr %4, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %5)
  call swiftcc void %1(ptr noalias sret(%TSi) captures(none) %5, ptr swiftself %2)
  %8 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  call void @llvm.lifetime.end.p0(i64 8, ptr %5)
  %10 = icmp eq i64 %7, %9
  ret i1 %10
}

define internal swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV16answerIsFortyTwoyyFSiyXEfu1_"(ptr noalias sret(%TSi) captures(none) %0) #0 {
  %2 = getelementptr inbounds nuw %TSi, ptr %0, i32 0, i32 0
  store i64 2, ptr %2, align 8
  ret void
}

define internal swiftcc ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV16answerIsFortyTwoyyFSay7Testing7CommentVGyXEfu2_"() #0 {
  %1 = call swiftcc %swift.metadata_response @"$s7Testing7CommentVMa"(i64 0) #17
  %2 = extractvalue %swift.metadata_response %1, 0
  %3 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %2)
  %4 = extractvalue { ptr, ptr } %3, 0
  %5 = extractvalue { ptr, ptr } %3, 1
  ret ptr %4
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca swifterror ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  br i1 true, label %11, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr null, align 8
  %8 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %7, ptr null)
  %9 = extractvalue { i64, i64 } %8, 0
  %10 = extractvalue { i64, i64 } %8, 1
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %6, %11
  %13 = phi i64 [ 0, %11 ], [ %9, %6 ]
  %14 = phi i64 [ 0, %11 ], [ %10, %6 ]
  %15 = call ptr @llvm.coro.async.resume()
  %16 = load ptr, ptr %2, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %15, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.1", ptr %15, i64 %13, i64 %14, ptr %17)
  %19 = extractvalue { ptr } %18, 0
  %20 = call ptr @__swift_async_resume_get_context(ptr %19)
  store ptr %20, ptr %2, align 8
  %21 = call swiftcc { i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKFfA_"()
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  %24 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKFTu", i32 0, i32 1), align 8
  %25 = zext i32 %24 to i64
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %26)
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 0
  store ptr %27, ptr %28, align 8
  %29 = call ptr @llvm.coro.async.resume()
  %30 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 1
  store ptr %29, ptr %30, align 8
  %31 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %29, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF", ptr %26, i64 %22, i64 %23)
  %32 = extractvalue { ptr, ptr } %31, 0
  %33 = load ptr, ptr %32, align 8
  store ptr %33, ptr %2, align 8
  %34 = extractvalue { ptr, ptr } %31, 1
  store ptr %34, ptr %3, align 8
  %35 = load ptr, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %26) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %26)
  %36 = icmp ne ptr %35, null
  %37 = ptrtoint ptr %35 to i64
  br i1 %36, label %46, label %38

38:                                               ; preds = %12
  %39 = inttoptr i64 %22 to ptr
  %40 = inttoptr i64 %23 to ptr
  call void @swift_release(ptr %39) #1
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  %44 = load ptr, ptr %2, align 8
  %45 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0.16", ptr %43, ptr %44, ptr null)
  unreachable

46:                                               ; preds = %12
  %47 = phi ptr [ %35, %12 ]
  store ptr null, ptr %3, align 8
  %48 = inttoptr i64 %22 to ptr
  %49 = inttoptr i64 %23 to ptr
  call void @swift_release(ptr %48) #1
  %50 = call ptr @llvm.coro.async.resume()
  %51 = load ptr, ptr %2, align 8
  %52 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %50, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.1", ptr %50, i64 %13, i64 %14, ptr %51)
  %53 = extractvalue { ptr } %52, 0
  %54 = call ptr @__swift_async_resume_get_context(ptr %53)
  store ptr %54, ptr %2, align 8
  %55 = load ptr, ptr %2, align 8
  %56 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %55, i32 0, i32 1
  %57 = load ptr, ptr %56, align 8
  %58 = load ptr, ptr %2, align 8
  %59 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0.15", ptr %57, ptr %58, ptr %47)
  unreachable
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKFfA_"() #0 {
  %1 = call swiftcc { i64, i64 } @"$s7Testing36__defaultSynchronousIsolationContextScA_pSgvg"()
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  %4 = insertvalue { i64, i64 } undef, i64 %2, 0
  %5 = insertvalue { i64, i64 } %4, i64 %3, 1
  ret { i64, i64 } %5
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF"(ptr swiftasync %0, i64 %1, i64 %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca %TScA_pSg, align 8
  %6 = alloca swifterror ptr, align 8
  %7 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKFTu")
  %8 = call ptr @llvm.coro.begin(token %7, ptr null)
  store ptr %0, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  store ptr null, ptr %6, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %5)
  %9 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  call void asm sideeffect "", "r"(ptr %5)
  %11 = inttoptr i64 %1 to ptr
  %12 = inttoptr i64 %2 to ptr
  %13 = call ptr @swift_retain(ptr returned %11) #8
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %12 to i64
  %16 = icmp eq i64 %1, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %3
  %18 = inttoptr i64 %1 to ptr
  %19 = inttoptr i64 %2 to ptr
  %20 = load ptr, ptr %18, align 8
  %21 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself %18, ptr %20, ptr %19)
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  br label %25

24:                                               ; preds = %3
  br label %25

25:                                               ; preds = %17, %24
  %26 = phi i64 [ 0, %24 ], [ %22, %17 ]
  %27 = phi i64 [ 0, %24 ], [ %23, %17 ]
  %28 = call ptr @llvm.coro.async.resume()
  %29 = load ptr, ptr %4, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %28, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.1", ptr %28, i64 %26, i64 %27, ptr %30)
  %32 = extractvalue { ptr } %31, 0
  %33 = call ptr @__swift_async_resume_get_context(ptr %32)
  store ptr %33, ptr %4, align 8
  call swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsVACycfC"()
  %34 = inttoptr i64 %1 to ptr
  %35 = inttoptr i64 %2 to ptr
  %36 = call ptr @swift_retain(ptr returned %34) #8
  %37 = ptrtoint ptr %34 to i64
  %38 = ptrtoint ptr %35 to i64
  %39 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlFTu", i32 0, i32 1), align 8
  %40 = zext i32 %39 to i64
  %41 = call swiftcc ptr @swift_task_alloc(i64 %40) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %41)
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 0
  store ptr %42, ptr %43, align 8
  %44 = call ptr @llvm.coro.async.resume()
  %45 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %41, i32 0, i32 1
  store ptr %44, ptr %45, align 8
  %46 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %44, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0", ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlF", ptr undef, ptr %41, ptr undef, i64 %1, i64 %2, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2))
  %47 = extractvalue { ptr } %46, 0
  %48 = load ptr, ptr %47, align 8
  store ptr %48, ptr %4, align 8
  call swiftcc void @swift_task_dealloc(ptr %41) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %41)
  %49 = inttoptr i64 %1 to ptr
  %50 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %49) #1
  %51 = call ptr @llvm.coro.async.resume()
  %52 = load ptr, ptr %4, align 8
  %53 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %51, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.1", ptr %51, i64 %26, i64 %27, ptr %52)
  %54 = extractvalue { ptr } %53, 0
  %55 = call ptr @__swift_async_resume_get_context(ptr %54)
  store ptr %55, ptr %4, align 8
  call swiftcc void @"$s7Testing14__requiringTryyxxnKRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2), ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %6)
  %56 = load ptr, ptr %6, align 8
  %57 = icmp ne ptr %56, null
  %58 = ptrtoint ptr %56 to i64
  br i1 %57, label %93, label %59

59:                                               ; preds = %25
  call swiftcc void @"$s7Testing17__requiringUnsafeyxxnRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2))
  call swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyF"()
  %60 = inttoptr i64 %1 to ptr
  %61 = inttoptr i64 %2 to ptr
  %62 = call ptr @swift_retain(ptr returned %60) #8
  %63 = ptrtoint ptr %60 to i64
  %64 = ptrtoint ptr %61 to i64
  %65 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlFTu", i32 0, i32 1), align 8
  %66 = zext i32 %65 to i64
  %67 = call swiftcc ptr @swift_task_alloc(i64 %66) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %67)
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %67, i32 0, i32 0
  store ptr %68, ptr %69, align 8
  %70 = call ptr @llvm.coro.async.resume()
  %71 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %67, i32 0, i32 1
  store ptr %70, ptr %71, align 8
  %72 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %70, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.18", ptr @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlF", ptr undef, ptr %67, ptr undef, i64 %1, i64 %2, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1))
  %73 = extractvalue { ptr } %72, 0
  %74 = load ptr, ptr %73, align 8
  store ptr %74, ptr %4, align 8
  call swiftcc void @swift_task_dealloc(ptr %67) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %67)
  %75 = inttoptr i64 %1 to ptr
  %76 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %75) #1
  %77 = call ptr @llvm.coro.async.resume()
  %78 = load ptr, ptr %4, align 8
  %79 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %77, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.1", ptr %77, i64 %26, i64 %27, ptr %78)
  %80 = extractvalue { ptr } %79, 0
  %81 = call ptr @__swift_async_resume_get_context(ptr %80)
  store ptr %81, ptr %4, align 8
  %82 = inttoptr i64 %1 to ptr
  %83 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %82) #1
  call swiftcc void @"$s7Testing14__requiringTryyxxnKRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %6)
  %84 = load ptr, ptr %6, align 8
  %85 = icmp ne ptr %84, null
  %86 = ptrtoint ptr %84 to i64
  br i1 %85, label %97, label %87

87:                                               ; preds = %59
  call swiftcc void @"$s7Testing17__requiringUnsafeyxxnRi_zRi0_zlF"(ptr noalias sret(%swift.opaque) undef, ptr noalias undef, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1))
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %88, i32 0, i32 1
  %90 = load ptr, ptr %89, align 8
  %91 = load ptr, ptr %4, align 8
  %92 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %8, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.19", ptr %90, ptr %91, ptr null)
  unreachable

93:                                               ; preds = %25
  %94 = phi ptr [ %56, %25 ]
  store ptr null, ptr %6, align 8
  %95 = inttoptr i64 %1 to ptr
  %96 = inttoptr i64 %2 to ptr
  call void @swift_release(ptr %95) #1
  br label %99

97:                                               ; preds = %59
  %98 = phi ptr [ %84, %59 ]
  store ptr null, ptr %6, align 8
  br label %99

99:                                               ; preds = %97, %93
  %100 = phi ptr [ %94, %93 ], [ %98, %97 ]
  %101 = load ptr, ptr %4, align 8
  %102 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %101, i32 0, i32 1
  %103 = load ptr, ptr %102, align 8
  %104 = load ptr, ptr %4, align 8
  %105 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %8, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.17", ptr %103, ptr %104, ptr %100)
  unreachable
}

define hidden swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyF"() #0 {
  %1 = alloca %Ts6ResultOyyts5Error_pG, align 8
  %2 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %3 = extractvalue %swift.metadata_response %2, 0
  %4 = getelementptr inbounds ptr, ptr %3, i64 -1
  %5 = load ptr, ptr %4, align 8, !invariant.load !7, !dereferenceable !8
  %6 = getelementptr inbounds nuw %swift.vwtable, ptr %5, i32 0, i32 8
  %7 = load i64, ptr %6, align 8, !invariant.load !7
  %8 = alloca i8, i64 %7, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = call swiftcc %swift.metadata_response @"$s7Testing12__ExpressionVMa"(i64 0) #17
  %10 = extractvalue %swift.metadata_response %9, 0
  %11 = getelementptr inbounds ptr, ptr %10, i64 -1
  %12 = load ptr, ptr %11, align 8, !invariant.load !7, !dereferenceable !8
  %13 = getelementptr inbounds nuw %swift.vwtable, ptr %12, i32 0, i32 8
  %14 = load i64, ptr %13, align 8, !invariant.load !7
  %15 = alloca i8, i64 %14, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %15)
  %16 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.4.true, i64 4, i1 true)
  %17 = extractvalue { i64, ptr } %16, 0
  %18 = extractvalue { i64, ptr } %16, 1
  call swiftcc void @"$s7Testing12__ExpressionV16__fromSyntaxNodeyACSSFZ"(ptr noalias sret(%swift.opaque) %15, i64 %17, ptr %18)
  call void @swift_bridgeObjectRelease(ptr %18) #1
  %19 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %20 = extractvalue { i64, ptr } %19, 0
  %21 = extractvalue { i64, ptr } %19, 1
  %22 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %23 = extractvalue { i64, ptr } %22, 0
  %24 = extractvalue { i64, ptr } %22, 1
  call swiftcc void @"$s7Testing14SourceLocationV6__here6fileID0E4Path4line6columnACSS_SSS2itFZ"(ptr noalias sret(%swift.opaque) %8, i64 %20, ptr %21, i64 %23, ptr %24, i64 15, i64 35)
  call void @swift_bridgeObjectRelease(ptr %24) #1
  call void @swift_bridgeObjectRelease(ptr %21) #1
  %25 = call swiftcc { i64, i8 } @"$s7Testing12__checkValue_10expression0D25WithCapturedRuntimeValues26mismatchedErrorDescription10difference0i13ExitConditionK08comments10isRequired14sourceLocations6ResultOyyts0J0_pGSb_AA12__ExpressionVAPSgyXKSSSgyXKARyXKARyXKSayAA7CommentVGyXKSbAA06SourceS0VtF"(i1 true, ptr noalias %15, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyF7Testing12__ExpressionVSgyXEfu0_", ptr null, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyFSSSgyXEfu1_", ptr null, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyFSSSgyXEfu2_", ptr null, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyFSSSgyXEfu3_", ptr null, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyFSay7Testing7CommentVGyXEfu4_", ptr null, i1 false, ptr noalias %8)
  %26 = extractvalue { i64, i8 } %25, 0
  %27 = extractvalue { i64, i8 } %25, 1
  %28 = getelementptr inbounds ptr, ptr %5, i32 1
  %29 = load ptr, ptr %28, align 8, !invariant.load !7
  call void %29(ptr noalias %8, ptr %3) #1
  %30 = getelementptr inbounds ptr, ptr %12, i32 1
  %31 = load ptr, ptr %30, align 8, !invariant.load !7
  call void %31(ptr noalias %15, ptr %10) #1
  call void @llvm.lifetime.start.p0(i64 9, ptr %1)
  store i64 %26, ptr %1, align 8
  %32 = getelementptr inbounds nuw %Ts6ResultOyyts5Error_pG, ptr %1, i32 0, i32 1
  store i8 %27, ptr %32, align 8
  %33 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss6ResultOyyts5Error_pGMD") #14
  call swiftcc void @"$ss6ResultO7TestingE10__expectedyyytRszrlF"(ptr %33, ptr noalias swiftself %1)
  %34 = call ptr @"$ss6ResultOyyts5Error_pGWOh"(ptr %1)
  call void @llvm.lifetime.end.p0(i64 9, ptr %1)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %15)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  ret void
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ"(ptr noalias %0, ptr swiftasync %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %1, ptr %3, align 8
  %6 = call swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64 0) #17
  %7 = extractvalue %swift.metadata_response %6, 0
  %8 = getelementptr inbounds ptr, ptr %7, i64 -1
  %9 = load ptr, ptr %8, align 8, !invariant.load !7, !dereferenceable !8
  %10 = getelementptr inbounds nuw %swift.vwtable, ptr %9, i32 0, i32 8
  %11 = load i64, ptr %10, align 8, !invariant.load !7
  %12 = add i64 %11, 15
  %13 = and i64 %12, -16
  %14 = call swiftcc ptr @swift_task_alloc(i64 %13) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %14)
  br i1 true, label %20, label %15

15:                                               ; preds = %2
  %16 = load ptr, ptr null, align 8
  %17 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself null, ptr %16, ptr null)
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = extractvalue { i64, i64 } %17, 1
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %15, %20
  %22 = phi i64 [ 0, %20 ], [ %18, %15 ]
  %23 = phi i64 [ 0, %20 ], [ %19, %15 ]
  %24 = call ptr @llvm.coro.async.resume()
  %25 = load ptr, ptr %3, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %24, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ.1", ptr %24, i64 %22, i64 %23, ptr %26)
  %28 = extractvalue { ptr } %27, 0
  %29 = call ptr @__swift_async_resume_get_context(ptr %28)
  store ptr %29, ptr %3, align 8
  %30 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.16.answerIsStable()", i64 16, i1 true)
  %31 = extractvalue { i64, ptr } %30, 0
  %32 = extractvalue { i64, ptr } %30, 1
  %33 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$s7Testing9TestTrait_pMD") #14
  %34 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %33)
  %35 = extractvalue { ptr, ptr } %34, 0
  %36 = extractvalue { ptr, ptr } %34, 1
  %37 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.LearnerKata/extra-tests.swift", i64 29, i1 true)
  %38 = extractvalue { i64, ptr } %37, 0
  %39 = extractvalue { i64, ptr } %37, 1
  %40 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/kata-attempts/runner-fixture-4f373316fac0-1DE0603E/extra-tests.swift", i64 73, i1 true)
  %41 = extractvalue { i64, ptr } %40, 0
  %42 = extractvalue { i64, ptr } %40, 1
  call swiftcc void @"$s7Testing14SourceLocationV17__uncheckedFileID8filePath4line6columnACSS_SSS2itcfC"(ptr noalias sret(%swift.opaque) %14, i64 %38, ptr %39, i64 %41, ptr %42, i64 15, i64 6)
  %43 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSS9firstName_SSSg06secondB0ypXp4typetMD") #14
  %44 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %43)
  %45 = extractvalue { ptr, ptr } %44, 0
  %46 = extractvalue { ptr, ptr } %44, 1
  call swiftcc void @"$s7Testing4TestV10__function5named2in02xcB18CompatibleSelector11displayName6traits14sourceLocation10parameters12testFunctionACSS_xmSgs5NeverOSgSSSgSayAA0B5Trait_pGAA06SourceM0VSaySS05firstJ0_AQ06secondJ0ypXp4typetGyyYaYbKctRi_zRi0_zlFZ"(ptr noalias sret(%swift.opaque) %0, i64 %31, ptr %32, i64 ptrtoint (ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2) to i64), i8 1, i64 0, i64 0, ptr %35, ptr noalias %14, ptr %45, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TATu", ptr null, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2))
  call void @swift_release(ptr %45) #1
  call void @swift_release(ptr %35) #1
  call void @swift_bridgeObjectRelease(ptr %32) #1
  %47 = getelementptr inbounds ptr, ptr %9, i32 1
  %48 = load ptr, ptr %47, align 8, !invariant.load !7
  call void %48(ptr noalias %14, ptr %7) #1
  call void @llvm.lifetime.end.p0(i64 -1, ptr %14)
  call swiftcc void @swift_task_dealloc(ptr %14) #6
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %49, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ.0", ptr %51, ptr %52)
  unreachable
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca swifterror ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_Tu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  %6 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZTu", i32 0, i32 1), align 8
  %7 = zext i32 %6 to i64
  %8 = call swiftcc ptr @swift_task_alloc(i64 %7) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @llvm.coro.async.resume()
  %12 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 1
  store ptr %11, ptr %12, align 8
  %13 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %11, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ", ptr %8)
  %14 = extractvalue { ptr, ptr } %13, 0
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %2, align 8
  %16 = extractvalue { ptr, ptr } %13, 1
  store ptr %16, ptr %3, align 8
  %17 = load ptr, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  %18 = icmp ne ptr %17, null
  %19 = ptrtoint ptr %17 to i64
  br i1 %18, label %26, label %20

20:                                               ; preds = %1
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %21, i32 0, i32 1
  %23 = load ptr, ptr %22, align 8
  %24 = load ptr, ptr %2, align 8
  %25 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0.25", ptr %23, ptr %24, ptr null)
  unreachable

26:                                               ; preds = %1
  %27 = phi ptr [ %17, %1 ]
  store ptr null, ptr %3, align 8
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %28, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %2, align 8
  %32 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0.24", ptr %30, ptr %31, ptr %27)
  unreachable
}

define internal void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL_WZ"(ptr %0) #0 {
  ret void
}

define internal swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = call swiftcc i1 @"$s7Testing4TestV7__store_4into8asTypeAtSbACyYaYbc_SvSVtFZ"(ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_Tu", ptr null, ptr %0, ptr %1)
  ret i1 %9
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_"(ptr noalias %0, ptr swiftasync %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_Tu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %1, ptr %3, align 8
  %6 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZTu", i32 0, i32 1), align 8
  %7 = zext i32 %6 to i64
  %8 = call swiftcc ptr @swift_task_alloc(i64 %7) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @llvm.coro.async.resume()
  %12 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 1
  store ptr %11, ptr %12, align 8
  %13 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %11, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_.0", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ", ptr %0, ptr %8)
  %14 = extractvalue { ptr } %13, 0
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %16, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_.0.28", ptr %18, ptr %19)
  unreachable
}

define internal zeroext i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

define internal swiftcc ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvau"() #0 {
  ret ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZ"
}

define internal swiftcc ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvgZ"() #0 {
  ret ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_To"
}

define internal void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL_WZ"(ptr %0) #0 {
  ret void
}

define internal swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_"(ptr %0, ptr %1, i64 %2, i64 %3) #0 {
  %5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = inttoptr i64 %2 to ptr
  %10 = call zeroext i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_To"(ptr %0, ptr %1, ptr %9, i64 %3)
  ret i1 %10
}

define internal zeroext i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_To"(ptr %0, ptr %1, ptr %2, i64 %3) #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = call swiftcc i1 @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_"(ptr %0, ptr %1, i64 %5, i64 %3) #18
  ret i1 %6
}

; Function Attrs: nounwind
declare ptr @swift_allocObject(ptr, i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare token @llvm.coro.id.async(i32, i32, i32, ptr) #1

; Function Attrs: nounwind
declare ptr @llvm.coro.begin(token, ptr writeonly) #1

; Function Attrs: nomerge nounwind
declare ptr @llvm.coro.async.resume() #3

; Function Attrs: alwaysinline nounwind
define linkonce_odr hidden ptr @__swift_async_resume_get_context(ptr %0) #4 {
  ret ptr %0
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: nounwind
declare swifttailcc void @swift_task_switch(ptr, ptr, i64, i64) #1

; Function Attrs: nomerge nounwind
declare { ptr } @llvm.coro.suspend.async.sl_p0s(i32, ptr, ptr, ...) #3

; Function Attrs: alwaysinline nounwind
define linkonce_odr hidden ptr @__swift_async_resume_project_context(ptr %0) #4 {
  %2 = load ptr, ptr %0, align 8
  %3 = call ptr @llvm.swift.async.context.addr()
  store ptr %2, ptr %3, align 8
  ret ptr %2
}

; Function Attrs: nounwind
declare ptr @llvm.swift.async.context.addr() #1

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc ptr @swift_task_alloc(i64) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #7

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0"(ptr %0, ptr %1, i64 %2, i64 %3) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, i64 %2, i64 %3)
  ret void
}

; Function Attrs: nomerge nounwind
declare { ptr, ptr } @llvm.coro.suspend.async.sl_p0p0s(i32, ptr, ptr, ...) #3

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc void @swift_task_dealloc(ptr) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #7

; Function Attrs: nounwind
declare void @swift_release(ptr) #1

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0.1"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: nounwind
declare i1 @llvm.coro.end.async(ptr, i1, ...) #1

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0.2"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

declare swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself, ptr, ptr) #0

; Function Attrs: nounwind willreturn
declare ptr @swift_retain(ptr returned) #8

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

declare swifttailcc void @"$s7Testing16__requiringAwait_9isolationxxn_ScA_pSgYitYaRi_zRi0_zlF"(ptr noalias, ptr swiftasync, ptr noalias, i64, i64, ptr) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.0"(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #5 {
  musttail call swifttailcc void %0(ptr noalias %1, ptr swiftasync %2, ptr noalias %3, i64 %4, i64 %5, ptr %6)
  ret void
}

declare swiftcc void @"$s7Testing14__requiringTryyxxnKRi_zRi0_zlF"(ptr noalias sret(%swift.opaque), ptr noalias, ptr, ptr swiftself, ptr noalias swifterror captures(none) dereferenceable(8)) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.0.3"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

declare swiftcc void @"$s7Testing17__requiringUnsafeyxxnRi_zRi0_zlF"(ptr noalias sret(%swift.opaque), ptr noalias, ptr) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A53Kata16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefghi10_7__localfK1_L_yyScA_pSgYiYaYbKF.0.4"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

declare swiftcc %swift.metadata_response @"$s7Testing14SourceLocationVMa"(i64) #0

declare swiftcc %swift.metadata_response @"$s7Testing12__ExpressionVMa"(i64) #0

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #0

declare swiftcc void @"$s7Testing12__ExpressionV16__fromSyntaxNodeyACSSFZ"(ptr noalias sret(%swift.opaque), i64, ptr) #0

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #1

declare swiftcc void @"$s7Testing14SourceLocationV6__here6fileID0E4Path4line6columnACSS_SSS2itFZ"(ptr noalias sret(%swift.opaque), i64, ptr, i64, ptr, i64, i64) #0

declare swiftcc { i64, i8 } @"$s7Testing12__checkValue_10expression0D25WithCapturedRuntimeValues26mismatchedErrorDescription10difference0i13ExitConditionK08comments10isRequired14sourceLocations6ResultOyyts0J0_pGSb_AA12__ExpressionVAPSgyXKSSSgyXKARyXKARyXKSayAA7CommentVGyXKSbAA06SourceS0VtF"(i1, ptr noalias, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i1, ptr noalias) #0

declare swiftcc void @"$ss6ResultO7TestingE10__expectedyyytRszrlF"(ptr, ptr noalias swiftself) #0

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledName(ptr %0) #9 {
  %2 = load atomic i64, ptr %0 monotonic, align 8
  %3 = icmp slt i64 %2, 0
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false)
  br i1 %4, label %8, label %5

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ]
  %7 = inttoptr i64 %6 to ptr
  ret ptr %7

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32
  %10 = sub i64 0, %9
  %11 = trunc i64 %2 to i32
  %12 = sext i32 %11 to i64
  %13 = ptrtoint ptr %0 to i64
  %14 = add i64 %13, %12
  %15 = inttoptr i64 %14 to ptr
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr %15, i64 %10, ptr null, ptr null) #19
  %17 = ptrtoint ptr %16 to i64
  store atomic i64 %17, ptr %0 monotonic, align 8
  br label %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #10

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr, i64, ptr, ptr) #11

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$ss6ResultOyyts5Error_pGWOh"(ptr %0) #12 {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds nuw %Ts6ResultOyyts5Error_pG, ptr %0, i32 0, i32 1
  %4 = load i8, ptr %3, align 8
  call void @"$ss6ResultOyyts5Error_pGWOe"(i64 %2, i8 %4)
  ret ptr %0
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden void @"$ss6ResultOyyts5Error_pGWOe"(i64 %0, i8 %1) #12 {
  %3 = icmp ne i8 %1, 1
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = inttoptr i64 %0 to ptr
  call void @swift_release(ptr %5) #1
  br label %6

6:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

declare swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64, ptr) #0

declare swiftcc void @"$s7Testing14SourceLocationV17__uncheckedFileID8filePath4line6columnACSS_SSS2itcfC"(ptr noalias sret(%swift.opaque), i64, ptr, i64, ptr, i64, i64) #0

declare swiftcc void @"$s7Testing4TestV10__function5named2in02xcB18CompatibleSelector11displayName6traits14sourceLocation10parameters12testFunctionACSS_xmSgs5NeverOSgSSSgSayAA0B5Trait_pGAA06SourceM0VSaySS05firstJ0_AQ06secondJ0ypXp4typetGyyYaYbKctRi_zRi0_zlFZ"(ptr noalias sret(%swift.opaque), i64, ptr, i64, i8, i64, i64, ptr, ptr noalias, ptr, ptr, ptr, ptr) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A62Kata16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0"(ptr %0, ptr %1, i64 %2, i64 %3) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, i64 %2, i64 %3)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0.5"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF.0.6"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.0"(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #5 {
  musttail call swifttailcc void %0(ptr noalias %1, ptr swiftasync %2, ptr noalias %3, i64 %4, i64 %5, ptr %6)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.0.7"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A52Kata14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKF0cadefgh10_7__localfJ1_L_yyScA_pSgYiYaYbKF.0.8"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A60Kata14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

declare swiftcc void @"$s7Testing4TestV6__type_11displayName6traits14sourceLocationACxm_SSSgSayAA10SuiteTrait_pGAA06SourceH0VtRi_zRi0_zlFZ"(ptr noalias sret(%swift.opaque), ptr, i64, i64, ptr, ptr noalias, ptr) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata04$s11A54Kata24RunnerFixtureGraderTests5SuitefMp_9generatorfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbF.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0"(ptr %0, ptr %1, i64 %2, i64 %3) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, i64 %2, i64 %3)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0.9"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0.10"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0"(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #5 {
  musttail call swifttailcc void %0(ptr noalias %1, ptr swiftasync %2, ptr noalias %3, i64 %4, i64 %5, ptr %6)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.11"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.12"(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #5 {
  musttail call swifttailcc void %0(ptr noalias %1, ptr swiftasync %2, ptr noalias %3, i64 %4, i64 %5, ptr %6)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF50V16answerIsFortyTwo4TestfMp_16bfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklmN14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.13"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

declare swiftcc void @"$s7Testing12__ExpressionV21__fromBinaryOperationyA2C_SSACtFZ"(ptr noalias sret(%swift.opaque), ptr noalias, i64, ptr, ptr noalias) #0

declare swiftcc { i64, i8 } @"$s7Testing22__checkBinaryOperation___10expression8comments10isRequired14sourceLocations6ResultOyyts5Error_pGx_Sbx_q_yXEtXEq_yXKAA12__ExpressionVSayAA7CommentVGyXKSbAA06SourceJ0Vtr0_lF"(ptr noalias, ptr, ptr, ptr, ptr, ptr noalias, ptr, ptr, i1, ptr noalias, ptr, ptr) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA"(ptr swiftasync %0, ptr swiftself %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TATu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %3, align 8
  %6 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_Tu", i32 0, i32 1), align 8
  %7 = zext i32 %6 to i64
  %8 = call swiftcc ptr @swift_task_alloc(i64 %7) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @llvm.coro.async.resume()
  %12 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 1
  store ptr %11, ptr %12, align 8
  %13 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %11, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA.0", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_", ptr %8)
  %14 = extractvalue { ptr, ptr } %13, 0
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  %16 = extractvalue { ptr, ptr } %13, 1
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %17, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA.0.14", ptr %19, ptr %20, ptr %16)
  unreachable
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA.0.14"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0"(ptr %0, ptr %1, i64 %2, i64 %3) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, i64 %2, i64 %3)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0.15"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ.0.16"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0"(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #5 {
  musttail call swifttailcc void %0(ptr noalias %1, ptr swiftasync %2, ptr noalias %3, i64 %4, i64 %5, ptr %6)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.17"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.18"(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #5 {
  musttail call swifttailcc void %0(ptr noalias %1, ptr swiftasync %2, ptr noalias %3, i64 %4, i64 %5, ptr %6)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF49V14answerIsStable4TestfMp_17Z552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLyyYaYbKFZ0gahcdefijklM14_7__localfMu0_L_yyScA_pSgYiYaYbKF.0.19"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

define internal swiftcc ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvau"() #0 {
  ret ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZ"
}

define internal swiftcc { i64, ptr, i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvgZ"() #0 {
  %1 = alloca { i64, ptr, i64, i64 }, align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr %1)
  %2 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 0
  %3 = getelementptr inbounds nuw %Ts6UInt32V, ptr %2, i32 0, i32 0
  store i32 1952805748, ptr %3, align 8
  %4 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 1
  %5 = getelementptr inbounds nuw %Ts6UInt32V, ptr %4, i32 0, i32 0
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 2
  store ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF65V14answerIsStable4TestfMp_33testContentRecord552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLs6UInt32V4kind_AG9reserved1SbSv_S2VSgSutXC8accessorSu7contextSu9reserved2tvpZfiSbSv_SVAJSutcfU_To", ptr %6, align 8
  %7 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 3
  %8 = getelementptr inbounds nuw %TSu, ptr %7, i32 0, i32 0
  store i64 0, ptr %8, align 8
  %9 = getelementptr inbounds nuw <{ %Ts6UInt32V, %Ts6UInt32V, ptr, %TSu, %TSu }>, ptr %1, i32 0, i32 4
  %10 = getelementptr inbounds nuw %TSu, ptr %9, i32 0, i32 0
  store i64 0, ptr %10, align 8
  %11 = getelementptr inbounds nuw { i64, ptr, i64, i64 }, ptr %1, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds nuw { i64, ptr, i64, i64 }, ptr %1, i32 0, i32 1
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds nuw { i64, ptr, i64, i64 }, ptr %1, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds nuw { i64, ptr, i64, i64 }, ptr %1, i32 0, i32 3
  %18 = load i64, ptr %17, align 8
  call void @llvm.lifetime.end.p0(i64 256, ptr %1)
  %19 = insertvalue { i64, ptr, i64, i64 } undef, i64 %12, 0
  %20 = insertvalue { i64, ptr, i64, i64 } %19, ptr %14, 1
  %21 = insertvalue { i64, ptr, i64, i64 } %20, i64 %16, 2
  %22 = insertvalue { i64, ptr, i64, i64 } %21, i64 %18, 3
  ret { i64, ptr, i64, i64 } %22
}

define internal swiftcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyF7Testing12__ExpressionVSgyXEfu0_"(ptr noalias sret(%swift.opaque) %0) #0 {
  %2 = call swiftcc %swift.metadata_response @"$s7Testing12__ExpressionVMa"(i64 0) #17
  %3 = extractvalue %swift.metadata_response %2, 0
  %4 = getelementptr inbounds ptr, ptr %3, i64 -1
  %5 = load ptr, ptr %4, align 8, !invariant.load !7, !dereferenceable !8
  %6 = getelementptr inbounds ptr, ptr %5, i32 7
  %7 = load ptr, ptr %6, align 8, !invariant.load !7
  call void %7(ptr noalias %0, i32 1, i32 1, ptr %3) #1
  ret void
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyFSSSgyXEfu1_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyFSSSgyXEfu2_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc { i64, i64 } @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyFSSSgyXEfu3_"() #0 {
  ret { i64, i64 } zeroinitializer
}

define internal swiftcc ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV14answerIsStableyyFSay7Testing7CommentVGyXEfu4_"() #0 {
  %1 = call swiftcc %swift.metadata_response @"$s7Testing7CommentVMa"(i64 0) #17
  %2 = extractvalue %swift.metadata_response %1, 0
  %3 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr %2)
  %4 = extractvalue { ptr, ptr } %3, 0
  %5 = extractvalue { ptr, ptr } %3, 1
  ret ptr %4
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA"(ptr swiftasync %0, ptr swiftself %1) #0 {
  %3 = alloca ptr, align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TATu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %3, align 8
  %6 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_Tu", i32 0, i32 1), align 8
  %7 = zext i32 %6 to i64
  %8 = call swiftcc ptr @swift_task_alloc(i64 %7) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %8)
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 0
  store ptr %9, ptr %10, align 8
  %11 = call ptr @llvm.coro.async.resume()
  %12 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %8, i32 0, i32 1
  store ptr %11, ptr %12, align 8
  %13 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %11, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA.0", ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_", ptr %8)
  %14 = extractvalue { ptr, ptr } %13, 0
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %3, align 8
  call swiftcc void @swift_task_dealloc(ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %8)
  %16 = extractvalue { ptr, ptr } %13, 1
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %17, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA.0.20", ptr %19, ptr %20, ptr %16)
  unreachable
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_TA.0.20"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZ.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

define internal swiftcc ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEPxycfCTW"(ptr swiftself %0, ptr %1, ptr %2) #0 {
  %4 = call swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfC"(ptr swiftself %0) #18
  ret ptr %4
}

define internal swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEP6answerSiyFTW"(ptr swiftself %0, ptr %1, ptr %2) #0 {
  %4 = call swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC6answerSiyF"(ptr swiftself %0) #18
  ret i64 %4
}

define hidden swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [24 x i8], align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  %6 = call swiftcc %swift.metadata_response @"$sScMMa"(i64 0) #17
  %7 = extractvalue %swift.metadata_response %6, 0
  %8 = call swiftcc ptr @"$sScM6sharedScMvgZ"(ptr swiftself %7)
  %9 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself %8, ptr %7, ptr @"$sScMScAsWP")
  %10 = extractvalue { i64, i64 } %9, 0
  %11 = extractvalue { i64, i64 } %9, 1
  %12 = call ptr @llvm.coro.async.resume()
  %13 = load ptr, ptr %2, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %12, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZ.1", ptr %12, i64 %10, i64 %11, ptr %14)
  %16 = extractvalue { ptr } %15, 0
  %17 = call ptr @__swift_async_resume_get_context(ptr %16)
  store ptr %17, ptr %2, align 8
  %18 = call swiftcc ptr @"$s11KataGraders19RunnerFixtureGraderV7subjectAA0cD9Container_pXpSgvau"()
  %19 = call swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 0) #17
  %20 = extractvalue %swift.metadata_response %19, 0
  %21 = ptrtoint ptr %20 to i64
  call void @llvm.lifetime.start.p0(i64 -1, ptr %3)
  call void @swift_beginAccess(ptr %18, ptr %3, i64 33, ptr null) #1
  %22 = getelementptr inbounds nuw { i64, i64 }, ptr %18, i32 0, i32 0
  store i64 %21, ptr %22, align 8
  %23 = getelementptr inbounds nuw { i64, i64 }, ptr %18, i32 0, i32 1
  store i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAWP" to i64), ptr %23, align 8
  call void @swift_endAccess(ptr %3) #1
  call void @llvm.lifetime.end.p0(i64 -1, ptr %3)
  %24 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZTu", i32 0, i32 1), align 8
  %25 = zext i32 %24 to i64
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %26)
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 0
  store ptr %27, ptr %28, align 8
  %29 = call ptr @llvm.coro.async.resume()
  %30 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %26, i32 0, i32 1
  store ptr %29, ptr %30, align 8
  %31 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %29, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZ.0", ptr @"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZ", ptr %26)
  %32 = extractvalue { ptr } %31, 0
  %33 = load ptr, ptr %32, align 8
  store ptr %33, ptr %2, align 8
  call swiftcc void @swift_task_dealloc(ptr %26) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %26)
  br label %34

34:                                               ; preds = %1
  %35 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false)
  unreachable
}

declare swiftcc %swift.metadata_response @"$sScMMa"(i64) #0

declare swiftcc ptr @"$sScM6sharedScMvgZ"(ptr swiftself) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

declare swiftcc ptr @"$s11KataGraders19RunnerFixtureGraderV7subjectAA0cD9Container_pXpSgvau"() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 %0) #13 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, ptr, i64, ptr, i32, i32, i32, i16, i16, i32, i32, ptr, ptr, ptr }>, ptr @"$s11LearnerKata23ContainerViewControllerCMf", i32 0, i32 3), i64 0 }
}

; Function Attrs: nounwind
declare void @swift_beginAccess(ptr, ptr, i64, ptr) #1

; Function Attrs: nounwind
declare void @swift_endAccess(ptr) #1

declare swifttailcc void @"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZ"(ptr swiftasync) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

define hidden swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZTu")
  %4 = call ptr @llvm.coro.begin(token %3, ptr null)
  store ptr %0, ptr %2, align 8
  %5 = call swiftcc %swift.metadata_response @"$sScMMa"(i64 0) #17
  %6 = extractvalue %swift.metadata_response %5, 0
  %7 = call swiftcc ptr @"$sScM6sharedScMvgZ"(ptr swiftself %6)
  %8 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu", i32 0, i32 1), align 8
  %9 = zext i32 %8 to i64
  %10 = call swiftcc ptr @swift_task_alloc(i64 %9) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %10)
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %10, i32 0, i32 0
  store ptr %11, ptr %12, align 8
  %13 = call ptr @llvm.coro.async.resume()
  %14 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %10, i32 0, i32 1
  store ptr %13, ptr %14, align 8
  %15 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %13, ptr @__swift_async_resume_project_context, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0", ptr @"$s11LearnerKata0B4MainO4mainyyYaFZ", ptr %10)
  %16 = extractvalue { ptr } %15, 0
  %17 = load ptr, ptr %16, align 8
  store ptr %17, ptr %2, align 8
  call swiftcc void @swift_task_dealloc(ptr %10) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %10)
  %18 = call swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself %7, ptr %6, ptr @"$sScMScAsWP")
  %19 = extractvalue { i64, i64 } %18, 0
  %20 = extractvalue { i64, i64 } %18, 1
  %21 = call ptr @llvm.coro.async.resume()
  %22 = load ptr, ptr %2, align 8
  %23 = load ptr, ptr %2, align 8
  %24 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %21, ptr @__swift_async_resume_get_context, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZ.1", ptr %21, i64 %19, i64 %20, ptr %23)
  %25 = extractvalue { ptr } %24, 0
  %26 = call ptr @__swift_async_resume_get_context(ptr %25)
  store ptr %26, ptr %2, align 8
  call void @swift_release(ptr %7) #1
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %27, i32 0, i32 1
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %4, i1 false, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0.23", ptr %29, ptr %30)
  unreachable
}

define internal swifttailcc void @async_Main(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @async_MainTu)
  %4 = call ptr @llvm.coro.begin(token %3, ptr null)
  store ptr %0, ptr %2, align 8
  %5 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZTu", i32 0, i32 1), align 8
  %6 = zext i32 %5 to i64
  %7 = call swiftcc ptr @swift_task_alloc(i64 %6) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %7)
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %7, i32 0, i32 0
  store ptr %8, ptr %9, align 8
  %10 = call ptr @llvm.coro.async.resume()
  %11 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %7, i32 0, i32 1
  store ptr %10, ptr %11, align 8
  %12 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %10, ptr @__swift_async_resume_project_context, ptr @async_Main.0, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZ", ptr %7)
  %13 = extractvalue { ptr } %12, 0
  %14 = load ptr, ptr %13, align 8
  store ptr %14, ptr %2, align 8
  call swiftcc void @swift_task_dealloc(ptr %7) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %7)
  call void @exit(i32 0)
  br label %15

15:                                               ; preds = %1
  %16 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %4, i1 false)
  unreachable
}

define protected i32 @main(i32 %0, ptr %1) #0 {
  %3 = call noalias ptr @swift_allocObject(ptr getelementptr inbounds (%swift.full_boxmetadata, ptr @metadata, i32 0, i32 2), i64 24, i64 7) #1
  %4 = getelementptr inbounds nuw <{ %swift.refcounted, ptr }>, ptr %3, i32 0, i32 1
  store ptr @async_MainTu, ptr %4, align 8
  %5 = call swiftcc %swift.async_task_and_context @swift_task_create(i64 2048, ptr null, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr @"$sIetH_yts5Error_pIegHrzo_TRTATu", ptr %3) #14
  %6 = extractvalue %swift.async_task_and_context %5, 0
  %7 = extractvalue %swift.async_task_and_context %5, 1
  %8 = call swiftcc %swift.executor @swift_task_getMainExecutor() #15
  %9 = extractvalue %swift.executor %8, 0
  %10 = extractvalue %swift.executor %8, 1
  call swiftcc void @swift_job_run(ptr %6, i64 %9, i64 %10)
  call swiftcc void @swift_task_asyncMainDrainQueue()
  unreachable
}

define linkonce_odr hidden swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR"(ptr noalias captures(none) %0, ptr swiftasync %1, ptr %2) #0 {
  %4 = alloca ptr, align 8
  %5 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$sIetH_yts5Error_pIegHrzo_TRTu")
  %6 = call ptr @llvm.coro.begin(token %5, ptr null)
  store ptr %1, ptr %4, align 8
  %7 = getelementptr inbounds nuw %swift.async_func_pointer, ptr %2, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = sext i32 %8 to i64
  %10 = ptrtoint ptr %7 to i64
  %11 = add i64 %10, %9
  %12 = inttoptr i64 %11 to ptr
  %13 = getelementptr inbounds nuw %swift.async_func_pointer, ptr %2, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = zext i32 %14 to i64
  %16 = call swiftcc ptr @swift_task_alloc(i64 %15) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %16)
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %16, i32 0, i32 0
  store ptr %17, ptr %18, align 8
  %19 = call ptr @llvm.coro.async.resume()
  %20 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %16, i32 0, i32 1
  store ptr %19, ptr %20, align 8
  %21 = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %19, ptr @__swift_async_resume_project_context, ptr @"$sIetH_yts5Error_pIegHrzo_TR.0", ptr %12, ptr %16)
  %22 = extractvalue { ptr } %21, 0
  %23 = load ptr, ptr %22, align 8
  store ptr %23, ptr %4, align 8
  call swiftcc void @swift_task_dealloc(ptr %16) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %16)
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %24, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %6, i1 false, ptr @"$sIetH_yts5Error_pIegHrzo_TR.0.22", ptr %26, ptr %27, ptr null)
  unreachable
}

define private swiftcc void @objectdestroy(ptr swiftself %0) #0 {
  call void @swift_deallocObject(ptr %0, i64 24, i64 7) #1
  ret void
}

; Function Attrs: nounwind
declare void @swift_deallocObject(ptr, i64, i64) #1

define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA"(ptr noalias captures(none) %0, ptr swiftasync %1, ptr swiftself %2) #0 {
  %4 = alloca ptr, align 8
  %5 = call token @llvm.coro.id.async(i32 16, i32 16, i32 1, ptr @"$sIetH_yts5Error_pIegHrzo_TRTATu")
  %6 = call ptr @llvm.coro.begin(token %5, ptr null)
  store ptr %1, ptr %4, align 8
  %7 = getelementptr inbounds nuw <{ %swift.refcounted, ptr }>, ptr %2, i32 0, i32 1
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr @"$sIetH_yts5Error_pIegHrzo_TRTu", align 8
  %10 = sext i32 %9 to i64
  %11 = add i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTu" to i64), %10
  %12 = inttoptr i64 %11 to ptr
  %13 = load i32, ptr @"$sIetH_yts5Error_pIegHrzo_TRTu", align 8
  %14 = sext i32 %13 to i64
  %15 = add i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTu" to i64), %14
  %16 = inttoptr i64 %15 to ptr
  %17 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$sIetH_yts5Error_pIegHrzo_TRTu", i32 0, i32 1), align 8
  %18 = zext i32 %17 to i64
  %19 = call swiftcc ptr @swift_task_alloc(i64 %18) #6
  call void @llvm.lifetime.start.p0(i64 -1, ptr %19)
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %19, i32 0, i32 0
  store ptr %20, ptr %21, align 8
  %22 = call ptr @llvm.coro.async.resume()
  %23 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %19, i32 0, i32 1
  store ptr %22, ptr %23, align 8
  %24 = load i32, ptr @"$sIetH_yts5Error_pIegHrzo_TRTu", align 8
  %25 = sext i32 %24 to i64
  %26 = add i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTu" to i64), %25
  %27 = inttoptr i64 %26 to ptr
  %28 = call { ptr, ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0s(i32 256, ptr %22, ptr @__swift_async_resume_project_context, ptr @"$sIetH_yts5Error_pIegHrzo_TRTA.0", ptr %27, ptr %0, ptr %19, ptr %8)
  %29 = extractvalue { ptr, ptr } %28, 0
  %30 = load ptr, ptr %29, align 8
  store ptr %30, ptr %4, align 8
  call swiftcc void @swift_task_dealloc(ptr %19) #6
  call void @llvm.lifetime.end.p0(i64 -1, ptr %19)
  %31 = extractvalue { ptr, ptr } %28, 1
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %32, i32 0, i32 1
  %34 = load ptr, ptr %33, align 8
  %35 = load ptr, ptr %4, align 8
  %36 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %6, i1 false, ptr @"$sIetH_yts5Error_pIegHrzo_TRTA.0.21", ptr %34, ptr %35, ptr %31)
  unreachable
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA.0"(ptr %0, ptr %1, ptr %2, ptr %3) #5 {
  musttail call swifttailcc void %0(ptr noalias captures(none) %1, ptr swiftasync %2, ptr %3)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA.0.21"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: nounwind memory(read)
declare swiftcc %swift.async_task_and_context @swift_task_create(i64, ptr, ptr, ptr, ptr) #14

declare swiftcc void @swift_job_run(ptr, i64, i64) #0

; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare swiftcc %swift.executor @swift_task_getMainExecutor() #15

declare swiftcc void @swift_task_asyncMainDrainQueue() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata24RunnerFixtureGraderTestsVMa"(i64 %0) #13 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata24RunnerFixtureGraderTestsVMf", i32 0, i32 2), i64 0 }
}

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata0B4MainOMa"(i64 %0) #13 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata0B4MainOMf", i32 0, i32 2), i64 0 }
}

; Function Attrs: nounwind
declare void @swift_deallocClassInstance(ptr, i64, i64) #1

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR.0.22"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @async_Main.0(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #16

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #5 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0.23"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0.24"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF57V14answerIsStable4TestfMp_25generator552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0.25"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

declare swiftcc %swift.metadata_response @"$s7Testing7CommentVMa"(i64) #0

declare swiftcc { i64, i64 } @"$s7Testing36__defaultSynchronousIsolationContextScA_pSgvg"() #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0.26"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF59V16answerIsFortyTwo4TestfMp_25generatorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LL7Testing4TestVyYaYbFZyyYaYbKcfu_.0.27"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

declare swiftcc i1 @"$s7Testing4TestV7__store_4into8asTypeAtSbACyYaYbc_SvSVtFZ"(ptr, ptr, ptr, ptr) #0

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_.0"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr noalias %1, ptr swiftasync %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF56V14answerIsStable4TestfMp_24accessor552a6b9752228d5ffMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_.0.28"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_.0"(ptr %0, ptr %1, ptr %2) #5 {
  musttail call swifttailcc void %0(ptr noalias %1, ptr swiftasync %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata24RunnerFixtureGraderTestsV04$s11a6Kata24cdeF58V16answerIsFortyTwo4TestfMp_24accessorbfbc33133f7a8bebfMu_33_30493B0F0F8DB8CAF39DEAEBD3E136E4LLySbSv_S2VSgSutXCvpZfiSbSv_SVAFSutcfU_7Testing4TestVyYaYbcfu_.0.29"(ptr %0, ptr %1) #5 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

attributes #0 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nomerge nounwind }
attributes #4 = { alwaysinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { alwaysinline nounwind }
attributes #6 = { nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind willreturn }
attributes #9 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #11 = { nounwind memory(argmem: readwrite) }
attributes #12 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind memory(read) }
attributes #15 = { nounwind willreturn memory(argmem: readwrite) }
attributes #16 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind memory(none) }
attributes #18 = { noinline }
attributes #19 = { nounwind memory(argmem: read) }

!swift.module.flags = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
!llvm.linker.options = !{}

!0 = !{!"standard-library", i1 false}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 4, !"Objective-C Garbage Collection", i32 100861696}
!6 = !{i32 1, !"Swift Version", i32 7}
!7 = !{}
!8 = !{i64 96}
