; ModuleID = '/tmp/kata-attempts/fixture-a-1d55584de223-450BB907/TemporaryDirectory.qXgdv2/LearnerKata-1.o'
source_filename = "/tmp/kata-attempts/fixture-a-1d55584de223-450BB907/TemporaryDirectory.qXgdv2/LearnerKata-1.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%swift.type = type { i64 }
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.async_func_pointer = type <{ i32, i32 }>
%swift.full_boxmetadata = type { ptr, ptr, %swift.type, i32, ptr }
%swift.full_existential_type = type { ptr, %swift.type }
%swift.method_descriptor = type { i32, i32 }
%swift.protocol = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 }
%swift.type_metadata_record = type { i32 }
%TytSg = type <{ [1 x i8] }>
%TSS8UTF8ViewV = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%swift.metadata_response = type { ptr, i64 }
%swift.refcounted = type { ptr, i64 }
%swift.async_task_and_context = type { ptr, ptr }
%swift.executor = type { i64, i64 }

@".str.68./tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/submissions/honest" = private unnamed_addr constant [69 x i8] c"/tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/submissions/honest\00"
@".str.70./tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/elsewhere/canary.txt" = private unnamed_addr constant [71 x i8] c"/tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/elsewhere/canary.txt\00"
@".str.73./tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/submissions/planted.txt" = private unnamed_addr constant [74 x i8] c"/tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/submissions/planted.txt\00"
@.str.1.x = private unnamed_addr constant [2 x i8] c"x\00"
@"$sSS8UTF8ViewVN" = external global %swift.type, align 8
@"$sSS8UTF8ViewVABSTsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSS8UTF8ViewVSTsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$s11LearnerKata0B4MainO4mainyyYaFZTu" = hidden global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata0B4MainO4mainyyYaFZ" to i64), i64 ptrtoint (ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu" to i64)) to i32), i32 16 }>, align 8
@"$sScMScAsWP" = external global ptr, align 8
@"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZTu" = external global %swift.async_func_pointer, align 8
@async_MainTu = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @async_Main to i64), i64 ptrtoint (ptr @async_MainTu to i64)) to i32), i32 16 }>, align 8
@"$sIetH_yts5Error_pIegHrzo_TRTu" = linkonce_odr hidden global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TR" to i64), i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTu" to i64)) to i32), i32 16 }>, align 8
@"symbolic IetH_" = linkonce_odr hidden constant <{ [5 x i8], i8 }> <{ [5 x i8] c"IetH_", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"\01l__swift5_reflection_descriptor" = private constant { i32, i32, i32, i32 } { i32 1, i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic IetH_" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32 }, ptr @"\01l__swift5_reflection_descriptor", i32 0, i32 3) to i64)) to i32) }, section "swift5_capture", no_sanitize_address, align 4
@metadata = private constant %swift.full_boxmetadata { ptr @objectdestroy, ptr null, %swift.type { i64 1024 }, i32 16, ptr @"\01l__swift5_reflection_descriptor" }, align 8
@"$sIetH_yts5Error_pIegHrzo_TRTATu" = internal global %swift.async_func_pointer <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTA" to i64), i64 ptrtoint (ptr @"$sIetH_yts5Error_pIegHrzo_TRTATu" to i64)) to i32), i32 16 }>, align 8
@"$sytN" = external global %swift.full_existential_type
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
@"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAMc" to i64), i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s11LearnerKata23ContainerViewControllerCHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCMn" to i64), i64 ptrtoint (ptr @"$s11LearnerKata23ContainerViewControllerCHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s11LearnerKata0B4MainOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s11LearnerKata0B4MainOMn" to i64), i64 ptrtoint (ptr @"$s11LearnerKata0B4MainOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [263 x i8] c"-lswiftCore\00-lswift_StringProcessing\00-lswift_RegexParser\00-lswift_Concurrency\00-lswiftSwiftOnoneSupport\00-lFoundation\00-lswiftGlibc\00-lm\00-lpthread\00-lutil\00-ldl\00-lFoundationInternationalization\00-lFoundationEssentials\00-lswiftDispatch\00-ldispatch\00-lBlocksRuntime\00-lTesting\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [16 x ptr] [ptr @"$s11LearnerKata23ContainerViewControllerCACycfC", ptr @"$s11LearnerKata23ContainerViewControllerC6answerSiyF", ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEPxycfCTW", ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEP6answerSiyFTW", ptr @"$s11LearnerKata0B4MainO4mainyyYaFZ", ptr @main, ptr @"\01l__swift5_reflection_descriptor", ptr @"\01l_entry_point", ptr @"$s11LearnerKata23ContainerViewControllerCMF", ptr @"$s11LearnerKata0B4MainOMF", ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AAHc", ptr @"$s11LearnerKata23ContainerViewControllerCHn", ptr @"$s11LearnerKata0B4MainOHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [5 x ptr] [ptr @"$s11LearnerKata23ContainerViewControllerCACycfCTq", ptr @"$s11LearnerKata23ContainerViewControllerCMf", ptr @"$s11LearnerKata23ContainerViewControllerCN", ptr @"$s11LearnerKata0B4MainOMf", ptr @"$s11LearnerKata0B4MainON"], section "llvm.metadata"

@"$s11LearnerKata23ContainerViewControllerCACycfCTq" = hidden alias %swift.method_descriptor, getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %swift.method_descriptor }>, ptr @"$s11LearnerKata23ContainerViewControllerCMn", i32 0, i32 13)
@"$s11LearnerKata23ContainerViewControllerCN" = hidden alias %swift.type, getelementptr inbounds (<{ ptr, ptr, ptr, i64, ptr, i32, i32, i32, i16, i16, i32, i32, ptr, ptr, ptr }>, ptr @"$s11LearnerKata23ContainerViewControllerCMf", i32 0, i32 3)
@"$s11LearnerKata0B4MainON" = hidden alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata0B4MainOMf", i32 0, i32 2)

define hidden swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfC"(ptr swiftself %0) #0 {
  %2 = call noalias ptr @swift_allocObject(ptr %0, i64 16, i64 7) #1
  %3 = call swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfc"(ptr swiftself %2)
  ret ptr %3
}

; Function Attrs: nounwind
declare ptr @swift_allocObject(ptr, i64, i64) #1

define hidden swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfc"(ptr swiftself %0) #0 {
  %2 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  store ptr %0, ptr %2, align 8
  ret ptr %0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

define hidden swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC6answerSiyF"(ptr swiftself %0) #0 {
  %2 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 8, i1 false)
  %4 = alloca swifterror ptr, align 8
  store ptr null, ptr %4, align 8
  %5 = alloca %TytSg, align 1
  %6 = alloca i1, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 1, i1 false)
  %7 = alloca %TytSg, align 1
  %8 = alloca i1, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 1, i1 false)
  %9 = alloca %TSS8UTF8ViewV, align 8
  %10 = alloca i1, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 1, i1 false)
  store ptr %0, ptr %2, align 8
  %11 = call swiftcc %swift.metadata_response @"$s20FoundationEssentials11FileManagerCMa"(i64 0) #13
  %12 = extractvalue %swift.metadata_response %11, 0
  %13 = call swiftcc ptr @"$s20FoundationEssentials11FileManagerC7defaultACvgZ"(ptr swiftself %12)
  store ptr %13, ptr %3, align 8
  %14 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.68./tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/submissions/honest", i64 68, i1 true)
  %15 = extractvalue { i64, ptr } %14, 0
  %16 = extractvalue { i64, ptr } %14, 1
  %17 = load ptr, ptr %13, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 32
  %19 = load ptr, ptr %18, align 8, !invariant.load !7
  call swiftcc void %19(i64 %15, ptr %16, ptr swiftself %13, ptr noalias swifterror captures(none) dereferenceable(8) %4)
  %20 = load ptr, ptr %4, align 8
  %21 = icmp ne ptr %20, null
  %22 = ptrtoint ptr %20 to i64
  br i1 %21, label %84, label %23

23:                                               ; preds = %1
  call void @swift_bridgeObjectRelease(ptr %16) #1
  br label %24

24:                                               ; preds = %23, %84
  %25 = phi i8 [ 1, %84 ], [ 0, %23 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr %5)
  store i8 %25, ptr %5, align 1
  %26 = load i8, ptr %5, align 1
  %27 = icmp eq i8 %26, 1
  br i1 %27, label %29, label %28

28:                                               ; preds = %24
  br label %30

29:                                               ; preds = %24
  br label %30

30:                                               ; preds = %28, %29
  %31 = phi i1 [ false, %29 ], [ true, %28 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr %5)
  store i1 %31, ptr %6, align 8
  %32 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.70./tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/elsewhere/canary.txt", i64 70, i1 true)
  %33 = extractvalue { i64, ptr } %32, 0
  %34 = extractvalue { i64, ptr } %32, 1
  %35 = load ptr, ptr %13, align 8
  %36 = getelementptr inbounds ptr, ptr %35, i64 32
  %37 = load ptr, ptr %36, align 8, !invariant.load !7
  call swiftcc void %37(i64 %33, ptr %34, ptr swiftself %13, ptr noalias swifterror captures(none) dereferenceable(8) %4)
  %38 = load ptr, ptr %4, align 8
  %39 = icmp ne ptr %38, null
  %40 = ptrtoint ptr %38 to i64
  br i1 %39, label %86, label %41

41:                                               ; preds = %30
  call void @swift_bridgeObjectRelease(ptr %34) #1
  br label %42

42:                                               ; preds = %41, %86
  %43 = phi i8 [ 1, %86 ], [ 0, %41 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr %7)
  store i8 %43, ptr %7, align 1
  %44 = load i8, ptr %7, align 1
  %45 = icmp eq i8 %44, 1
  br i1 %45, label %47, label %46

46:                                               ; preds = %42
  br label %48

47:                                               ; preds = %42
  br label %48

48:                                               ; preds = %46, %47
  %49 = phi i1 [ false, %47 ], [ true, %46 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr %7)
  store i1 %49, ptr %8, align 8
  %50 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.73./tmp/hostile-73C3F030-4A14-4F6B-BE1B-632A82FF2ABE/submissions/planted.txt", i64 73, i1 true)
  %51 = extractvalue { i64, ptr } %50, 0
  %52 = extractvalue { i64, ptr } %50, 1
  %53 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.1.x, i64 1, i1 true)
  %54 = extractvalue { i64, ptr } %53, 0
  %55 = extractvalue { i64, ptr } %53, 1
  %56 = call swiftcc { i64, ptr } @"$sSS4utf8SS8UTF8ViewVvg"(i64 %54, ptr %55)
  %57 = extractvalue { i64, ptr } %56, 0
  %58 = extractvalue { i64, ptr } %56, 1
  call void @swift_bridgeObjectRelease(ptr %55) #1
  call void @llvm.lifetime.start.p0(i64 16, ptr %9)
  %59 = getelementptr inbounds nuw %TSS8UTF8ViewV, ptr %9, i32 0, i32 0
  %60 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %59, i32 0, i32 0
  %61 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %60, i32 0, i32 0
  %62 = getelementptr inbounds nuw %Ts6UInt64V, ptr %61, i32 0, i32 0
  store i64 %57, ptr %62, align 8
  %63 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %60, i32 0, i32 1
  store ptr %58, ptr %63, align 8
  %64 = call ptr @"$sSS8UTF8ViewVABSTsWl"() #13
  %65 = call swiftcc { i64, i64 } @"$s20FoundationEssentials4DataVyACxcSTRzs5UInt8V7ElementRtzlufC"(ptr noalias %9, ptr @"$sSS8UTF8ViewVN", ptr %64)
  %66 = extractvalue { i64, i64 } %65, 0
  %67 = extractvalue { i64, i64 } %65, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr %9)
  %68 = load ptr, ptr %13, align 8
  %69 = getelementptr inbounds ptr, ptr %68, i64 47
  %70 = load ptr, ptr %69, align 8, !invariant.load !7
  %71 = call swiftcc i1 %70(i64 %51, ptr %52, i64 %66, i64 %67, i64 0, ptr swiftself %13)
  call void @"$s20FoundationEssentials4DataVSgWOe"(i64 %66, i64 %67)
  call void @swift_bridgeObjectRelease(ptr %52) #1
  store i1 %71, ptr %10, align 8
  br i1 %31, label %72, label %73

72:                                               ; preds = %48
  br label %74

73:                                               ; preds = %48
  br label %74

74:                                               ; preds = %72, %73
  %75 = phi i1 [ %49, %73 ], [ true, %72 ]
  br i1 %75, label %76, label %77

76:                                               ; preds = %74
  br label %78

77:                                               ; preds = %74
  br label %78

78:                                               ; preds = %76, %77
  %79 = phi i1 [ %71, %77 ], [ true, %76 ]
  br i1 %79, label %80, label %81

80:                                               ; preds = %78
  br label %82

81:                                               ; preds = %78
  br label %82

82:                                               ; preds = %80, %81
  %83 = phi i64 [ 0, %81 ], [ 42, %80 ]
  call void @swift_release(ptr %13) #1
  ret i64 %83

84:                                               ; preds = %1
  %85 = phi ptr [ %20, %1 ]
  store ptr null, ptr %4, align 8
  call void @swift_release(ptr %85) #1
  call void @swift_bridgeObjectRelease(ptr %16) #1
  br label %24

86:                                               ; preds = %30
  %87 = phi ptr [ %38, %30 ]
  store ptr null, ptr %4, align 8
  call void @swift_release(ptr %87) #1
  call void @swift_bridgeObjectRelease(ptr %34) #1
  br label %42
}

declare swiftcc %swift.metadata_response @"$s20FoundationEssentials11FileManagerCMa"(i64) #0

declare swiftcc ptr @"$s20FoundationEssentials11FileManagerC7defaultACvgZ"(ptr swiftself) #0

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #0

; Function Attrs: nounwind
declare void @swift_release(ptr) #1

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #3

declare swiftcc { i64, ptr } @"$sSS4utf8SS8UTF8ViewVvg"(i64, ptr) #0

declare swiftcc { i64, i64 } @"$s20FoundationEssentials4DataVyACxcSTRzs5UInt8V7ElementRtzlufC"(ptr noalias, ptr, ptr) #0

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSS8UTF8ViewVABSTsWl"() #4 {
  %1 = load ptr, ptr @"$sSS8UTF8ViewVABSTsWL", align 8
  %2 = icmp eq ptr %1, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$sSS8UTF8ViewVSTsMc", ptr @"$sSS8UTF8ViewVN", ptr undef) #5
  store atomic ptr %4, ptr @"$sSS8UTF8ViewVABSTsWL" release, align 8
  br label %5

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ]
  ret ptr %6
}

; Function Attrs: nounwind memory(read)
declare ptr @swift_getWitnessTable(ptr, ptr, ptr) #5

; Function Attrs: noinline nounwind
define linkonce_odr hidden void @"$s20FoundationEssentials4DataVSgWOe"(i64 %0, i64 %1) #6 {
  %3 = and i64 %1, -72057594037927936
  %4 = icmp eq i64 %3, -72057594037927936
  br i1 %4, label %9, label %5

5:                                                ; preds = %2
  %6 = lshr i64 %1, 62
  %7 = trunc i64 %6 to i8
  %8 = and i8 %7, 3
  call void @"$s20FoundationEssentials4DataV15_RepresentationOWOe"(i64 %0, i64 %1)
  br label %9

9:                                                ; preds = %5, %2
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden void @"$s20FoundationEssentials4DataV15_RepresentationOWOe"(i64 %0, i64 %1) #6 {
  %3 = lshr i64 %1, 62
  %4 = trunc i64 %3 to i8
  %5 = and i8 %4, 3
  switch i8 %5, label %16 [
    i8 1, label %6
    i8 2, label %12
  ]

6:                                                ; preds = %2
  %7 = and i64 %1, 4611686018427387903
  %8 = trunc i64 %0 to i32
  %9 = lshr i64 %0, 32
  %10 = trunc i64 %9 to i32
  %11 = inttoptr i64 %7 to ptr
  call void @swift_release(ptr %11) #1
  br label %16

12:                                               ; preds = %2
  %13 = and i64 %1, 4611686018427387903
  %14 = inttoptr i64 %0 to ptr
  %15 = inttoptr i64 %13 to ptr
  call void @swift_release(ptr %14) #1
  call void @swift_release(ptr %15) #1
  br label %16

16:                                               ; preds = %12, %6, %2
  ret void
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

define internal swiftcc ptr @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEPxycfCTW"(ptr swiftself %0, ptr %1, ptr %2) #0 {
  %4 = call swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfC"(ptr swiftself %0) #14
  ret ptr %4
}

define internal swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEP6answerSiyFTW"(ptr swiftself %0, ptr %1, ptr %2) #0 {
  %4 = call swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC6answerSiyF"(ptr swiftself %0) #14
  ret i64 %4
}

define hidden swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [24 x i8], align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  %6 = call swiftcc %swift.metadata_response @"$sScMMa"(i64 0) #13
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
  %19 = call swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 0) #13
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
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #10
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
  call swiftcc void @swift_task_dealloc(ptr %26) #10
  call void @llvm.lifetime.end.p0(i64 -1, ptr %26)
  br label %34

34:                                               ; preds = %1
  %35 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %5, i1 false)
  unreachable
}

; Function Attrs: nounwind
declare token @llvm.coro.id.async(i32, i32, i32, ptr) #1

; Function Attrs: nounwind
declare ptr @llvm.coro.begin(token, ptr writeonly) #1

declare swiftcc %swift.metadata_response @"$sScMMa"(i64) #0

declare swiftcc ptr @"$sScM6sharedScMvgZ"(ptr swiftself) #0

declare swiftcc { i64, i64 } @"$sScA15unownedExecutorScevgTj"(ptr swiftself, ptr, ptr) #0

; Function Attrs: nomerge nounwind
declare ptr @llvm.coro.async.resume() #7

; Function Attrs: alwaysinline nounwind
define linkonce_odr hidden ptr @__swift_async_resume_get_context(ptr %0) #8 {
  ret ptr %0
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #9 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: nounwind
declare swifttailcc void @swift_task_switch(ptr, ptr, i64, i64) #1

; Function Attrs: nomerge nounwind
declare { ptr } @llvm.coro.suspend.async.sl_p0s(i32, ptr, ptr, ...) #7

; Function Attrs: alwaysinline nounwind
define linkonce_odr hidden ptr @__swift_async_resume_project_context(ptr %0) #8 {
  %2 = load ptr, ptr %0, align 8
  %3 = call ptr @llvm.swift.async.context.addr()
  store ptr %2, ptr %3, align 8
  ret ptr %2
}

; Function Attrs: nounwind
declare ptr @llvm.swift.async.context.addr() #1

declare swiftcc ptr @"$s11KataGraders19RunnerFixtureGraderV7subjectAA0cD9Container_pXpSgvau"() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 %0) #4 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, ptr, i64, ptr, i32, i32, i32, i16, i16, i32, i32, ptr, ptr, ptr }>, ptr @"$s11LearnerKata23ContainerViewControllerCMf", i32 0, i32 3), i64 0 }
}

; Function Attrs: nounwind
declare void @swift_beginAccess(ptr, ptr, i64, ptr) #1

; Function Attrs: nounwind
declare void @swift_endAccess(ptr) #1

declare swifttailcc void @"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZ"(ptr swiftasync) #0

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc ptr @swift_task_alloc(i64) #10

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.0"(ptr %0, ptr %1) #9 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc void @swift_task_dealloc(ptr) #10

; Function Attrs: nounwind
declare i1 @llvm.coro.end.async(ptr, i1, ...) #1

define hidden swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZTu")
  %4 = call ptr @llvm.coro.begin(token %3, ptr null)
  store ptr %0, ptr %2, align 8
  %5 = call swiftcc %swift.metadata_response @"$sScMMa"(i64 0) #13
  %6 = extractvalue %swift.metadata_response %5, 0
  %7 = call swiftcc ptr @"$sScM6sharedScMvgZ"(ptr swiftself %6)
  %8 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu", i32 0, i32 1), align 8
  %9 = zext i32 %8 to i64
  %10 = call swiftcc ptr @swift_task_alloc(i64 %9) #10
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
  call swiftcc void @swift_task_dealloc(ptr %10) #10
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
  %31 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %4, i1 false, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0.3", ptr %29, ptr %30)
  unreachable
}

define internal swifttailcc void @async_Main(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @async_MainTu)
  %4 = call ptr @llvm.coro.begin(token %3, ptr null)
  store ptr %0, ptr %2, align 8
  %5 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZTu", i32 0, i32 1), align 8
  %6 = zext i32 %5 to i64
  %7 = call swiftcc ptr @swift_task_alloc(i64 %6) #10
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
  call swiftcc void @swift_task_dealloc(ptr %7) #10
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
  %5 = call swiftcc %swift.async_task_and_context @swift_task_create(i64 2048, ptr null, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr @"$sIetH_yts5Error_pIegHrzo_TRTATu", ptr %3) #5
  %6 = extractvalue %swift.async_task_and_context %5, 0
  %7 = extractvalue %swift.async_task_and_context %5, 1
  %8 = call swiftcc %swift.executor @swift_task_getMainExecutor() #11
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
  %16 = call swiftcc ptr @swift_task_alloc(i64 %15) #10
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
  call swiftcc void @swift_task_dealloc(ptr %16) #10
  call void @llvm.lifetime.end.p0(i64 -1, ptr %16)
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %24, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %6, i1 false, ptr @"$sIetH_yts5Error_pIegHrzo_TR.0.2", ptr %26, ptr %27, ptr null)
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
  %19 = call swiftcc ptr @swift_task_alloc(i64 %18) #10
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
  call swiftcc void @swift_task_dealloc(ptr %19) #10
  call void @llvm.lifetime.end.p0(i64 -1, ptr %19)
  %31 = extractvalue { ptr, ptr } %28, 1
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds nuw <{ ptr, ptr }>, ptr %32, i32 0, i32 1
  %34 = load ptr, ptr %33, align 8
  %35 = load ptr, ptr %4, align 8
  %36 = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %6, i1 false, ptr @"$sIetH_yts5Error_pIegHrzo_TRTA.0.1", ptr %34, ptr %35, ptr %31)
  unreachable
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA.0"(ptr %0, ptr %1, ptr %2, ptr %3) #9 {
  musttail call swifttailcc void %0(ptr noalias captures(none) %1, ptr swiftasync %2, ptr %3)
  ret void
}

; Function Attrs: nomerge nounwind
declare { ptr, ptr } @llvm.coro.suspend.async.sl_p0p0s(i32, ptr, ptr, ...) #7

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA.0.1"(ptr %0, ptr %1, ptr %2) #9 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: nounwind memory(read)
declare swiftcc %swift.async_task_and_context @swift_task_create(i64, ptr, ptr, ptr, ptr) #5

declare swiftcc void @swift_job_run(ptr, i64, i64) #0

; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare swiftcc %swift.executor @swift_task_getMainExecutor() #11

declare swiftcc void @swift_task_asyncMainDrainQueue() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata0B4MainOMa"(i64 %0) #4 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata0B4MainOMf", i32 0, i32 2), i64 0 }
}

; Function Attrs: nounwind
declare void @swift_deallocClassInstance(ptr, i64, i64) #1

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR.0"(ptr %0, ptr %1) #9 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR.0.2"(ptr %0, ptr %1, ptr %2) #9 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @async_Main.0(ptr %0, ptr %1) #9 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #12

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0"(ptr %0, ptr %1) #9 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #9 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0.3"(ptr %0, ptr %1) #9 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

attributes #0 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind memory(read) }
attributes #6 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nomerge nounwind }
attributes #8 = { alwaysinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { alwaysinline nounwind }
attributes #10 = { nounwind memory(inaccessiblemem: readwrite) }
attributes #11 = { nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind memory(none) }
attributes #14 = { noinline }

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
