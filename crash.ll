; ModuleID = '/tmp/kata-attempts/runner-fixture-2e85549faa19-C26DC8B8/TemporaryDirectory.NQp4cR/LearnerKata-1.o'
source_filename = "/tmp/kata-attempts/runner-fixture-2e85549faa19-C26DC8B8/TemporaryDirectory.NQp4cR/LearnerKata-1.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%swift.async_func_pointer = type <{ i32, i32 }>
%swift.full_boxmetadata = type { ptr, ptr, %swift.type, i32, ptr }
%swift.type = type { i64 }
%swift.full_existential_type = type { ptr, %swift.type }
%swift.method_descriptor = type { i32, i32 }
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.protocol = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 }
%swift.type_metadata_record = type { i32 }
%swift.metadata_response = type { ptr, i64 }
%swift.refcounted = type { ptr, i64 }
%swift.async_task_and_context = type { ptr, ptr }
%swift.executor = type { i64, i64 }

@".str.23.LearnerKata/crash.swift" = private unnamed_addr constant [24 x i8] c"LearnerKata/crash.swift\00"
@".str.11.Fatal error" = private unnamed_addr constant [12 x i8] c"Fatal error\00"
@".str.23.the answer is not ready" = private unnamed_addr constant [24 x i8] c"the answer is not ready\00"
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
  store ptr %0, ptr %2, align 8
  call void asm sideeffect "nop", ""()
  %3 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.23.the answer is not ready", i64 23, i1 true)
  %4 = extractvalue { i64, ptr } %3, 0
  %5 = extractvalue { i64, ptr } %3, 1
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_SSAHSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 %4, ptr %5, i64 ptrtoint (ptr @".str.23.LearnerKata/crash.swift" to i64), i64 23, i8 2, i64 6, i32 1)
  unreachable
}

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #0

; Function Attrs: noinline
declare swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_SSAHSus6UInt32VtF"(i64, i64, i8, i64, ptr, i64, i64, i8, i64, i32) #3

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
  %4 = call swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfC"(ptr swiftself %0) #13
  ret ptr %4
}

define internal swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEP6answerSiyFTW"(ptr swiftself %0, ptr %1, ptr %2) #0 {
  %4 = call swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC6answerSiyF"(ptr swiftself %0) #13
  ret i64 %4
}

define hidden swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [24 x i8], align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  %6 = call swiftcc %swift.metadata_response @"$sScMMa"(i64 0) #14
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
  %19 = call swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 0) #14
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
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #9
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
  call swiftcc void @swift_task_dealloc(ptr %26) #9
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
declare ptr @llvm.coro.async.resume() #4

; Function Attrs: alwaysinline nounwind
define linkonce_odr hidden ptr @__swift_async_resume_get_context(ptr %0) #5 {
  ret ptr %0
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #6 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: nounwind
declare swifttailcc void @swift_task_switch(ptr, ptr, i64, i64) #1

; Function Attrs: nomerge nounwind
declare { ptr } @llvm.coro.suspend.async.sl_p0s(i32, ptr, ptr, ...) #4

; Function Attrs: alwaysinline nounwind
define linkonce_odr hidden ptr @__swift_async_resume_project_context(ptr %0) #5 {
  %2 = load ptr, ptr %0, align 8
  %3 = call ptr @llvm.swift.async.context.addr()
  store ptr %2, ptr %3, align 8
  ret ptr %2
}

; Function Attrs: nounwind
declare ptr @llvm.swift.async.context.addr() #1

declare swiftcc ptr @"$s11KataGraders19RunnerFixtureGraderV7subjectAA0cD9Container_pXpSgvau"() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 %0) #7 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, ptr, i64, ptr, i32, i32, i32, i16, i16, i32, i32, ptr, ptr, ptr }>, ptr @"$s11LearnerKata23ContainerViewControllerCMf", i32 0, i32 3), i64 0 }
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #8

; Function Attrs: nounwind
declare void @swift_beginAccess(ptr, ptr, i64, ptr) #1

; Function Attrs: nounwind
declare void @swift_endAccess(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #8

declare swifttailcc void @"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZ"(ptr swiftasync) #0

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc ptr @swift_task_alloc(i64) #9

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.0"(ptr %0, ptr %1) #6 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc void @swift_task_dealloc(ptr) #9

; Function Attrs: nounwind
declare i1 @llvm.coro.end.async(ptr, i1, ...) #1

define hidden swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZTu")
  %4 = call ptr @llvm.coro.begin(token %3, ptr null)
  store ptr %0, ptr %2, align 8
  %5 = call swiftcc %swift.metadata_response @"$sScMMa"(i64 0) #14
  %6 = extractvalue %swift.metadata_response %5, 0
  %7 = call swiftcc ptr @"$sScM6sharedScMvgZ"(ptr swiftself %6)
  %8 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu", i32 0, i32 1), align 8
  %9 = zext i32 %8 to i64
  %10 = call swiftcc ptr @swift_task_alloc(i64 %9) #9
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
  call swiftcc void @swift_task_dealloc(ptr %10) #9
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
  %7 = call swiftcc ptr @swift_task_alloc(i64 %6) #9
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
  call swiftcc void @swift_task_dealloc(ptr %7) #9
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
  %5 = call swiftcc %swift.async_task_and_context @swift_task_create(i64 2048, ptr null, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr @"$sIetH_yts5Error_pIegHrzo_TRTATu", ptr %3) #10
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
  %16 = call swiftcc ptr @swift_task_alloc(i64 %15) #9
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
  call swiftcc void @swift_task_dealloc(ptr %16) #9
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
  %19 = call swiftcc ptr @swift_task_alloc(i64 %18) #9
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
  call swiftcc void @swift_task_dealloc(ptr %19) #9
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
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA.0"(ptr %0, ptr %1, ptr %2, ptr %3) #6 {
  musttail call swifttailcc void %0(ptr noalias captures(none) %1, ptr swiftasync %2, ptr %3)
  ret void
}

; Function Attrs: nomerge nounwind
declare { ptr, ptr } @llvm.coro.suspend.async.sl_p0p0s(i32, ptr, ptr, ...) #4

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA.0.1"(ptr %0, ptr %1, ptr %2) #6 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: nounwind memory(read)
declare swiftcc %swift.async_task_and_context @swift_task_create(i64, ptr, ptr, ptr, ptr) #10

declare swiftcc void @swift_job_run(ptr, i64, i64) #0

; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare swiftcc %swift.executor @swift_task_getMainExecutor() #11

declare swiftcc void @swift_task_asyncMainDrainQueue() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata0B4MainOMa"(i64 %0) #7 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata0B4MainOMf", i32 0, i32 2), i64 0 }
}

; Function Attrs: nounwind
declare void @swift_deallocClassInstance(ptr, i64, i64) #1

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR.0"(ptr %0, ptr %1) #6 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR.0.2"(ptr %0, ptr %1, ptr %2) #6 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @async_Main.0(ptr %0, ptr %1) #6 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #12

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0"(ptr %0, ptr %1) #6 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #6 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: nounwind
declare void @swift_release(ptr) #1

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0.3"(ptr %0, ptr %1) #6 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

attributes #0 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { noinline "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nomerge nounwind }
attributes #5 = { alwaysinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { alwaysinline nounwind }
attributes #7 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind memory(inaccessiblemem: readwrite) }
attributes #10 = { nounwind memory(read) }
attributes #11 = { nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline }
attributes #14 = { nounwind memory(none) }

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
