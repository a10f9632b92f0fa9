; ModuleID = '/tmp/kata-attempts/fixture-b-4e42db123437-7A4AE92B/TemporaryDirectory.dWYHcC/LearnerKata-1.o'
source_filename = "/tmp/kata-attempts/fixture-b-4e42db123437-7A4AE92B/TemporaryDirectory.dWYHcC/LearnerKata-1.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._SwiftEmptyArrayStorage = type { %struct.HeapObject, %struct._SwiftArrayBodyStorage }
%struct.HeapObject = type { ptr, %struct.InlineRefCountsPlaceholder }
%struct.InlineRefCountsPlaceholder = type { i64 }
%struct._SwiftArrayBodyStorage = type { i64, i64 }
%swift.type_descriptor = type opaque
%swift.type = type { i64 }
%swift.async_func_pointer = type <{ i32, i32 }>
%swift.full_boxmetadata = type { ptr, ptr, %swift.type, i32, ptr }
%swift.full_existential_type = type { ptr, %swift.type }
%swift.method_descriptor = type { i32, i32 }
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.protocol = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 }
%swift.type_metadata_record = type { i32 }
%swift.function = type { ptr, ptr }
%TSS = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%TSSSg = type <{ [16 x i8] }>
%TSpys4Int8VGSg = type <{ [8 x i8] }>
%Ts26DefaultStringInterpolationV = type <{ %TSS }>
%swift.opaque = type opaque
%TSp = type <{ ptr }>
%swift.vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%swift.metadata_response = type { ptr, i64 }
%swift.refcounted = type { ptr, i64 }
%swift.async_task_and_context = type { ptr, ptr }
%swift.executor = type { i64, i64 }

@_swiftEmptyArrayStorage = external global %struct._SwiftEmptyArrayStorage, align 8
@.str.6.GH_PAT = private unnamed_addr constant [7 x i8] c"GH_PAT\00"
@"$ss4Int8VMn" = external global %swift.type_descriptor, align 4
@"got.$ss4Int8VMn" = linkonce_odr hidden constant ptr @"$ss4Int8VMn"
@"symbolic Spy_____GSg s4Int8V" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [3 x i8], i8 }> <{ [3 x i8] c"Spy", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss4Int8VMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [3 x i8], i8 }>, ptr @"symbolic Spy_____GSg s4Int8V", i32 0, i32 2) to i64)) to i32), [3 x i8] c"GSg", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSpys4Int8VGSgMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Spy_____GSg s4Int8V" to i64), i64 ptrtoint (ptr @"$sSpys4Int8VGSgMD" to i64)) to i32), i32 -11 }, align 8
@"$ss5NeverON" = external global %swift.type, align 8
@"$sSSN" = external global %swift.type, align 8
@"$ss5NeverOs5ErrorsWP" = external global ptr, align 8
@.str.4.none = private unnamed_addr constant [5 x i8] c"none\00"
@".str.41.LearnerKata/ContainerViewController.swift" = private unnamed_addr constant [42 x i8] c"LearnerKata/ContainerViewController.swift\00"
@".str.11.Fatal error" = private unnamed_addr constant [12 x i8] c"Fatal error\00"
@".str.8.DB_PASS=" = private unnamed_addr constant [9 x i8] c"DB_PASS=\00"
@.str.7.DB_PASS = private unnamed_addr constant [8 x i8] c"DB_PASS\00"
@"$sSSSHsWP" = external global ptr, align 8
@"$sSSs23CustomStringConvertiblesWP" = external global ptr, align 8
@"$sSSs20TextOutputStreamablesWP" = external global ptr, align 8
@".str.8. GH_PAT=" = private unnamed_addr constant [9 x i8] c" GH_PAT=\00"
@.str.0. = private unnamed_addr constant [1 x i8] zeroinitializer
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
  %4 = alloca %swift.function, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 16, i1 false)
  %5 = alloca %TSS, align 8
  %6 = alloca %TSSSg, align 8
  %7 = alloca %TSpys4Int8VGSg, align 8
  %8 = alloca swifterror ptr, align 8
  store ptr null, ptr %8, align 8
  %9 = alloca %TSSSg, align 8
  %10 = alloca %TSSSg, align 8
  %11 = alloca %TSS, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 16, i1 false)
  %12 = alloca %Ts26DefaultStringInterpolationV, align 8
  %13 = alloca %TSS, align 8
  %14 = alloca %TSSSg, align 8
  %15 = alloca %TSS, align 8
  %16 = alloca %TSSSg, align 8
  %17 = alloca %TSSSg, align 8
  %18 = alloca %TSS, align 8
  store ptr %0, ptr %2, align 8
  %19 = call swiftcc ptr @"$s20FoundationEssentials11ProcessInfoC07processD0ACvau"()
  %20 = load ptr, ptr %19, align 8
  %21 = call ptr @swift_retain(ptr returned %20) #3
  %22 = call swiftcc ptr @"$s20FoundationEssentials11ProcessInfoC11environmentSDyS2SGvg"(ptr swiftself %20)
  call void @swift_release(ptr %20) #1
  store ptr %22, ptr %3, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %4)
  %23 = getelementptr inbounds nuw %swift.function, ptr %4, i32 0, i32 0
  store ptr @"$sSo6getenvySpys4Int8VGSgSPyACGFTO", ptr %23, align 8
  %24 = getelementptr inbounds nuw %swift.function, ptr %4, i32 0, i32 1
  store ptr null, ptr %24, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %5)
  call void @llvm.lifetime.start.p0(i64 16, ptr %6)
  %25 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.6.GH_PAT, i64 6, i1 true)
  %26 = extractvalue { i64, ptr } %25, 0
  %27 = extractvalue { i64, ptr } %25, 1
  %28 = call swiftcc ptr @"$sSS11utf8CStrings15ContiguousArrayVys4Int8VGvg"(i64 %26, ptr %27)
  call void @swift_bridgeObjectRelease(ptr %27) #1
  %29 = call ptr @swift_retain(ptr returned %28) #3
  call void @swift_release(ptr %28) #1
  %30 = call ptr @swift_retain(ptr returned %28) #3
  %31 = getelementptr inbounds i8, ptr %28, i64 32
  %32 = ptrtoint ptr %28 to i64
  call void @swift_release(ptr %28) #1
  %33 = call swiftcc i64 @"$sSo6getenvySpys4Int8VGSgSPyACGFTO"(ptr %31)
  %34 = inttoptr i64 %32 to ptr
  call void @swift_release(ptr %34) #1
  call void @llvm.lifetime.start.p0(i64 8, ptr %7)
  store i64 %33, ptr %7, align 8
  %35 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSpys4Int8VGSgMD") #16
  call swiftcc void @"$sSq3mapyqd_0_Sgqd_0_xqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF"(ptr noalias sret(%swift.opaque) %6, ptr @"$s11LearnerKata23ContainerViewControllerC6answerSiyFSSSpys4Int8VGXEfU_", ptr null, ptr %35, ptr @"$ss5NeverON", ptr @"$sSSN", ptr @"$ss5NeverOs5ErrorsWP", ptr noalias swiftself %7, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr undef)
  %36 = load ptr, ptr %8, align 8
  %37 = icmp ne ptr %36, null
  %38 = ptrtoint ptr %36 to i64
  br i1 %37, label %184, label %39

39:                                               ; preds = %1
  call void @llvm.lifetime.end.p0(i64 8, ptr %7)
  %40 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 1
  %43 = load i64, ptr %42, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %9)
  %44 = getelementptr inbounds nuw { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %41, ptr %44, align 8
  %45 = getelementptr inbounds nuw { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %43, ptr %45, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %9, i64 16, i1 false)
  %46 = getelementptr inbounds nuw { i64, i64 }, ptr %10, i32 0, i32 0
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds nuw { i64, i64 }, ptr %10, i32 0, i32 1
  %49 = load i64, ptr %48, align 8
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %64, label %51

51:                                               ; preds = %39
  %52 = getelementptr inbounds nuw %TSS, ptr %10, i32 0, i32 0
  %53 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %52, i32 0, i32 0
  %54 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %53, i32 0, i32 0
  %55 = getelementptr inbounds nuw %Ts6UInt64V, ptr %54, i32 0, i32 0
  %56 = load i64, ptr %55, align 8
  %57 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %53, i32 0, i32 1
  %58 = load ptr, ptr %57, align 8
  %59 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0
  %60 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %59, i32 0, i32 0
  %61 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %60, i32 0, i32 0
  %62 = getelementptr inbounds nuw %Ts6UInt64V, ptr %61, i32 0, i32 0
  store i64 %56, ptr %62, align 8
  %63 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %60, i32 0, i32 1
  store ptr %58, ptr %63, align 8
  br label %81

64:                                               ; preds = %39
  %65 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.4.none, i64 4, i1 true)
  %66 = extractvalue { i64, ptr } %65, 0
  %67 = extractvalue { i64, ptr } %65, 1
  %68 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0
  %69 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %68, i32 0, i32 0
  %70 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %69, i32 0, i32 0
  %71 = getelementptr inbounds nuw %Ts6UInt64V, ptr %70, i32 0, i32 0
  store i64 %66, ptr %71, align 8
  %72 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %69, i32 0, i32 1
  store ptr %67, ptr %72, align 8
  %73 = getelementptr inbounds nuw { i64, i64 }, ptr %10, i32 0, i32 0
  %74 = load i64, ptr %73, align 8
  %75 = getelementptr inbounds nuw { i64, i64 }, ptr %10, i32 0, i32 1
  %76 = load i64, ptr %75, align 8
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %78, label %79

78:                                               ; preds = %64
  br label %81

79:                                               ; preds = %64
  %80 = call ptr @"$sSSSgWOh"(ptr %10)
  br label %81

81:                                               ; preds = %51, %78, %79
  call void @llvm.lifetime.end.p0(i64 16, ptr %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr %6)
  %82 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0
  %83 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %82, i32 0, i32 0
  %84 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %83, i32 0, i32 0
  %85 = getelementptr inbounds nuw %Ts6UInt64V, ptr %84, i32 0, i32 0
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %83, i32 0, i32 1
  %88 = load ptr, ptr %87, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %11)
  %89 = getelementptr inbounds nuw %TSS, ptr %11, i32 0, i32 0
  %90 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %89, i32 0, i32 0
  %91 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %90, i32 0, i32 0
  %92 = getelementptr inbounds nuw %Ts6UInt64V, ptr %91, i32 0, i32 0
  store i64 %86, ptr %92, align 8
  %93 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %90, i32 0, i32 1
  store ptr %88, ptr %93, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr %5)
  %94 = call ptr @swift_bridgeObjectRetain(ptr returned %22) #1
  %95 = call ptr @swift_bridgeObjectRetain(ptr returned %88) #1
  call void asm sideeffect "nop", ""()
  call void @llvm.lifetime.start.p0(i64 16, ptr %12)
  %96 = call swiftcc { i64, ptr } @"$ss26DefaultStringInterpolationV15literalCapacity18interpolationCountABSi_SitcfC"(i64 16, i64 2)
  %97 = extractvalue { i64, ptr } %96, 0
  %98 = extractvalue { i64, ptr } %96, 1
  %99 = getelementptr inbounds nuw %Ts26DefaultStringInterpolationV, ptr %12, i32 0, i32 0
  %100 = getelementptr inbounds nuw %TSS, ptr %99, i32 0, i32 0
  %101 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %100, i32 0, i32 0
  %102 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %101, i32 0, i32 0
  %103 = getelementptr inbounds nuw %Ts6UInt64V, ptr %102, i32 0, i32 0
  store i64 %97, ptr %103, align 8
  %104 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %101, i32 0, i32 1
  store ptr %98, ptr %104, align 8
  %105 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.8.DB_PASS=", i64 8, i1 true)
  %106 = extractvalue { i64, ptr } %105, 0
  %107 = extractvalue { i64, ptr } %105, 1
  call swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64 %106, ptr %107, ptr swiftself captures(none) dereferenceable(16) %12)
  call void @swift_bridgeObjectRelease(ptr %107) #1
  call void @llvm.lifetime.start.p0(i64 16, ptr %13)
  %108 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.7.DB_PASS, i64 7, i1 true)
  %109 = extractvalue { i64, ptr } %108, 0
  %110 = extractvalue { i64, ptr } %108, 1
  call void @llvm.lifetime.start.p0(i64 16, ptr %14)
  call void @llvm.lifetime.start.p0(i64 16, ptr %15)
  %111 = getelementptr inbounds nuw %TSS, ptr %15, i32 0, i32 0
  %112 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %111, i32 0, i32 0
  %113 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %112, i32 0, i32 0
  %114 = getelementptr inbounds nuw %Ts6UInt64V, ptr %113, i32 0, i32 0
  store i64 %109, ptr %114, align 8
  %115 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %112, i32 0, i32 1
  store ptr %110, ptr %115, align 8
  call swiftcc void @"$sSDyq_Sgxcig"(ptr noalias sret(%swift.opaque) %14, ptr noalias %15, ptr %22, ptr @"$sSSN", ptr @"$sSSN", ptr @"$sSSSHsWP")
  %116 = call ptr @"$sSSWOh"(ptr %15)
  call void @llvm.lifetime.end.p0(i64 16, ptr %15)
  %117 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 0
  %118 = load i64, ptr %117, align 8
  %119 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 1
  %120 = load i64, ptr %119, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %16)
  %121 = getelementptr inbounds nuw { i64, i64 }, ptr %16, i32 0, i32 0
  store i64 %118, ptr %121, align 8
  %122 = getelementptr inbounds nuw { i64, i64 }, ptr %16, i32 0, i32 1
  store i64 %120, ptr %122, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %16, i64 16, i1 false)
  %123 = getelementptr inbounds nuw { i64, i64 }, ptr %17, i32 0, i32 0
  %124 = load i64, ptr %123, align 8
  %125 = getelementptr inbounds nuw { i64, i64 }, ptr %17, i32 0, i32 1
  %126 = load i64, ptr %125, align 8
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %141, label %128

128:                                              ; preds = %81
  %129 = getelementptr inbounds nuw %TSS, ptr %17, i32 0, i32 0
  %130 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %129, i32 0, i32 0
  %131 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %130, i32 0, i32 0
  %132 = getelementptr inbounds nuw %Ts6UInt64V, ptr %131, i32 0, i32 0
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %130, i32 0, i32 1
  %135 = load ptr, ptr %134, align 8
  %136 = getelementptr inbounds nuw %TSS, ptr %13, i32 0, i32 0
  %137 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %136, i32 0, i32 0
  %138 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %137, i32 0, i32 0
  %139 = getelementptr inbounds nuw %Ts6UInt64V, ptr %138, i32 0, i32 0
  store i64 %133, ptr %139, align 8
  %140 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %137, i32 0, i32 1
  store ptr %135, ptr %140, align 8
  br label %155

141:                                              ; preds = %81
  %142 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.4.none, i64 4, i1 true)
  %143 = extractvalue { i64, ptr } %142, 0
  %144 = extractvalue { i64, ptr } %142, 1
  %145 = getelementptr inbounds nuw %TSS, ptr %13, i32 0, i32 0
  %146 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %145, i32 0, i32 0
  %147 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %146, i32 0, i32 0
  %148 = getelementptr inbounds nuw %Ts6UInt64V, ptr %147, i32 0, i32 0
  store i64 %143, ptr %148, align 8
  %149 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %146, i32 0, i32 1
  store ptr %144, ptr %149, align 8
  %150 = getelementptr inbounds nuw { i64, i64 }, ptr %17, i32 0, i32 0
  %151 = load i64, ptr %150, align 8
  %152 = getelementptr inbounds nuw { i64, i64 }, ptr %17, i32 0, i32 1
  %153 = load i64, ptr %152, align 8
  %154 = icmp eq i64 %153, 0
  br i1 %154, label %181, label %182

155:                                              ; preds = %128, %181, %182
  call void @llvm.lifetime.end.p0(i64 16, ptr %17)
  call void @llvm.lifetime.end.p0(i64 16, ptr %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr %14)
  call swiftcc void @"$ss26DefaultStringInterpolationV06appendC0yyxs06CustomB11ConvertibleRzs20TextOutputStreamableRzlF"(ptr noalias %13, ptr @"$sSSN", ptr @"$sSSs23CustomStringConvertiblesWP", ptr @"$sSSs20TextOutputStreamablesWP", ptr swiftself captures(none) dereferenceable(16) %12)
  %156 = call ptr @"$sSSWOh"(ptr %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr %13)
  %157 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.8. GH_PAT=", i64 8, i1 true)
  %158 = extractvalue { i64, ptr } %157, 0
  %159 = extractvalue { i64, ptr } %157, 1
  call swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64 %158, ptr %159, ptr swiftself captures(none) dereferenceable(16) %12)
  call void @swift_bridgeObjectRelease(ptr %159) #1
  call void @llvm.lifetime.start.p0(i64 16, ptr %18)
  %160 = getelementptr inbounds nuw %TSS, ptr %18, i32 0, i32 0
  %161 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %160, i32 0, i32 0
  %162 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %161, i32 0, i32 0
  %163 = getelementptr inbounds nuw %Ts6UInt64V, ptr %162, i32 0, i32 0
  store i64 %86, ptr %163, align 8
  %164 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %161, i32 0, i32 1
  store ptr %88, ptr %164, align 8
  call swiftcc void @"$ss26DefaultStringInterpolationV06appendC0yyxs06CustomB11ConvertibleRzs20TextOutputStreamableRzlF"(ptr noalias %18, ptr @"$sSSN", ptr @"$sSSs23CustomStringConvertiblesWP", ptr @"$sSSs20TextOutputStreamablesWP", ptr swiftself captures(none) dereferenceable(16) %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr %18)
  %165 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.0., i64 0, i1 true)
  %166 = extractvalue { i64, ptr } %165, 0
  %167 = extractvalue { i64, ptr } %165, 1
  call swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64 %166, ptr %167, ptr swiftself captures(none) dereferenceable(16) %12)
  call void @swift_bridgeObjectRelease(ptr %167) #1
  %168 = getelementptr inbounds nuw %Ts26DefaultStringInterpolationV, ptr %12, i32 0, i32 0
  %169 = getelementptr inbounds nuw %TSS, ptr %168, i32 0, i32 0
  %170 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %169, i32 0, i32 0
  %171 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %170, i32 0, i32 0
  %172 = getelementptr inbounds nuw %Ts6UInt64V, ptr %171, i32 0, i32 0
  %173 = load i64, ptr %172, align 8
  %174 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %170, i32 0, i32 1
  %175 = load ptr, ptr %174, align 8
  %176 = call ptr @swift_bridgeObjectRetain(ptr returned %175) #1
  %177 = call ptr @"$ss26DefaultStringInterpolationVWOh"(ptr %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr %12)
  %178 = call swiftcc { i64, ptr } @"$sSS19stringInterpolationSSs013DefaultStringB0V_tcfC"(i64 %173, ptr %175)
  %179 = extractvalue { i64, ptr } %178, 0
  %180 = extractvalue { i64, ptr } %178, 1
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_SSAHSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 %179, ptr %180, i64 ptrtoint (ptr @".str.41.LearnerKata/ContainerViewController.swift" to i64), i64 41, i8 2, i64 10, i32 1)
  unreachable

181:                                              ; preds = %141
  br label %155

182:                                              ; preds = %141
  %183 = call ptr @"$sSSSgWOh"(ptr %17)
  br label %155

184:                                              ; preds = %1
  store ptr null, ptr %8, align 8
  unreachable
}

declare swiftcc ptr @"$s20FoundationEssentials11ProcessInfoC07processD0ACvau"() #0

; Function Attrs: nounwind willreturn
declare ptr @swift_retain(ptr returned) #3

declare swiftcc ptr @"$s20FoundationEssentials11ProcessInfoC11environmentSDyS2SGvg"(ptr swiftself) #0

; Function Attrs: nounwind
declare void @swift_release(ptr) #1

define linkonce_odr hidden swiftcc i64 @"$sSo6getenvySpys4Int8VGSgSPyACGFTO"(ptr %0) #0 {
  %2 = call ptr @getenv(ptr %0) #20
  %3 = ptrtoint ptr %2 to i64
  ret i64 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #4

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #0

declare swiftcc ptr @"$sSS11utf8CStrings15ContiguousArrayVys4Int8VGvg"(i64, ptr) #0

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #1

define internal swiftcc void @"$s11LearnerKata23ContainerViewControllerC6answerSiyFSSSpys4Int8VGXEfU_"(ptr noalias sret(%TSS) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4) #0 {
  %6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = getelementptr inbounds nuw %TSp, ptr %1, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %6, align 8
  %9 = call swiftcc { i64, ptr } @"$sSS7cStringSSSPys4Int8VG_tcfC"(ptr %8)
  %10 = extractvalue { i64, ptr } %9, 0
  %11 = extractvalue { i64, ptr } %9, 1
  %12 = getelementptr inbounds nuw %TSS, ptr %0, i32 0, i32 0
  %13 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %12, i32 0, i32 0
  %14 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %13, i32 0, i32 0
  %15 = getelementptr inbounds nuw %Ts6UInt64V, ptr %14, i32 0, i32 0
  store i64 %10, ptr %15, align 8
  %16 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %13, i32 0, i32 1
  store ptr %11, ptr %16, align 8
  ret void
}

define linkonce_odr hidden swiftcc void @"$sSq3mapyqd_0_Sgqd_0_xqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF"(ptr noalias sret(%swift.opaque) %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr noalias swiftself %7, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr %9) #0 {
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %4, i64 -1
  %15 = load ptr, ptr %14, align 8, !invariant.load !7, !dereferenceable !8
  %16 = getelementptr inbounds nuw %swift.vwtable, ptr %15, i32 0, i32 8
  %17 = load i64, ptr %16, align 8, !invariant.load !7
  %18 = alloca i8, i64 %17, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %18)
  %19 = getelementptr inbounds ptr, ptr %3, i64 2
  %20 = load ptr, ptr %19, align 8, !invariant.load !7
  store ptr %20, ptr %13, align 8
  %21 = getelementptr inbounds ptr, ptr %20, i64 -1
  %22 = load ptr, ptr %21, align 8, !invariant.load !7, !dereferenceable !8
  %23 = getelementptr inbounds nuw %swift.vwtable, ptr %22, i32 0, i32 8
  %24 = load i64, ptr %23, align 8, !invariant.load !7
  %25 = alloca i8, i64 %24, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %25)
  %26 = getelementptr inbounds ptr, ptr %3, i64 -1
  %27 = load ptr, ptr %26, align 8, !invariant.load !7, !dereferenceable !8
  %28 = getelementptr inbounds nuw %swift.vwtable, ptr %27, i32 0, i32 8
  %29 = load i64, ptr %28, align 8, !invariant.load !7
  %30 = alloca i8, i64 %29, align 16
  call void @llvm.lifetime.start.p0(i64 -1, ptr %30)
  %31 = call ptr @"$sxSgs5ErrorRd__Ri_d_0_r_0_lWOc"(ptr %7, ptr %30, ptr %20, ptr %3)
  %32 = getelementptr inbounds ptr, ptr %22, i32 6
  %33 = load ptr, ptr %32, align 8, !invariant.load !7
  %34 = call i32 %33(ptr noalias %30, i32 1, ptr %20) #16
  %35 = icmp ne i32 %34, 1
  br i1 %35, label %42, label %37

36:                                               ; No predecessors!
  unreachable

37:                                               ; preds = %10
  %38 = getelementptr inbounds ptr, ptr %5, i64 -1
  %39 = load ptr, ptr %38, align 8, !invariant.load !7, !dereferenceable !8
  %40 = getelementptr inbounds ptr, ptr %39, i32 7
  %41 = load ptr, ptr %40, align 8, !invariant.load !7
  call void %41(ptr noalias %0, i32 1, i32 1, ptr %5) #1
  br label %62

42:                                               ; preds = %10
  %43 = getelementptr inbounds ptr, ptr %22, i32 4
  %44 = load ptr, ptr %43, align 8, !invariant.load !7
  %45 = call ptr %44(ptr noalias %25, ptr noalias %30, ptr %20) #1
  call swiftcc void %1(ptr noalias sret(%swift.opaque) %0, ptr noalias %25, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr %18)
  %46 = load ptr, ptr %8, align 8
  %47 = icmp ne ptr %46, null
  %48 = ptrtoint ptr %46 to i64
  br i1 %47, label %49, label %55

49:                                               ; preds = %42
  store ptr null, ptr %8, align 8
  %50 = getelementptr inbounds ptr, ptr %22, i32 1
  %51 = load ptr, ptr %50, align 8, !invariant.load !7
  call void %51(ptr noalias %25, ptr %20) #1
  %52 = getelementptr inbounds ptr, ptr %15, i32 4
  %53 = load ptr, ptr %52, align 8, !invariant.load !7
  %54 = call ptr %53(ptr noalias %9, ptr noalias %18, ptr %4) #1
  call void @llvm.lifetime.end.p0(i64 -1, ptr %30)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %25)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %18)
  store ptr inttoptr (i64 1 to ptr), ptr %8, align 8
  ret void

55:                                               ; preds = %42
  %56 = getelementptr inbounds ptr, ptr %22, i32 1
  %57 = load ptr, ptr %56, align 8, !invariant.load !7
  call void %57(ptr noalias %25, ptr %20) #1
  %58 = getelementptr inbounds ptr, ptr %5, i64 -1
  %59 = load ptr, ptr %58, align 8, !invariant.load !7, !dereferenceable !8
  %60 = getelementptr inbounds ptr, ptr %59, i32 7
  %61 = load ptr, ptr %60, align 8, !invariant.load !7
  call void %61(ptr noalias %0, i32 0, i32 1, ptr %5) #1
  br label %62

62:                                               ; preds = %55, %37
  call void @llvm.lifetime.end.p0(i64 -1, ptr %30)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %25)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %18)
  ret void
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledName(ptr %0) #5 {
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
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr %15, i64 %10, ptr null, ptr null) #21
  %17 = ptrtoint ptr %16 to i64
  store atomic i64 %17, ptr %0 monotonic, align 8
  br label %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #6

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr, i64, ptr, ptr) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #8

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSSSgWOh"(ptr %0) #9 {
  %2 = getelementptr inbounds nuw %TSS, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %2, i32 0, i32 0
  %4 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  call void @swift_bridgeObjectRelease(ptr %5) #1
  ret ptr %0
}

; Function Attrs: nounwind
declare ptr @swift_bridgeObjectRetain(ptr returned) #1

declare swiftcc { i64, ptr } @"$ss26DefaultStringInterpolationV15literalCapacity18interpolationCountABSi_SitcfC"(i64, i64) #0

declare swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64, ptr, ptr swiftself captures(none) dereferenceable(16)) #0

declare swiftcc void @"$sSDyq_Sgxcig"(ptr noalias sret(%swift.opaque), ptr noalias, ptr, ptr, ptr, ptr) #0

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSSWOh"(ptr %0) #9 {
  %2 = getelementptr inbounds nuw %TSS, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %2, i32 0, i32 0
  %4 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  call void @swift_bridgeObjectRelease(ptr %5) #1
  ret ptr %0
}

declare swiftcc void @"$ss26DefaultStringInterpolationV06appendC0yyxs06CustomB11ConvertibleRzs20TextOutputStreamableRzlF"(ptr noalias, ptr, ptr, ptr, ptr swiftself captures(none) dereferenceable(16)) #0

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$ss26DefaultStringInterpolationVWOh"(ptr %0) #9 {
  %2 = getelementptr inbounds nuw %Ts26DefaultStringInterpolationV, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds nuw %TSS, ptr %2, i32 0, i32 0
  %4 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  call void @swift_bridgeObjectRelease(ptr %6) #1
  ret ptr %0
}

declare swiftcc { i64, ptr } @"$sSS19stringInterpolationSSs013DefaultStringB0V_tcfC"(i64, ptr) #0

; Function Attrs: noinline
declare swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_SSAHSus6UInt32VtF"(i64, i64, i8, i64, ptr, i64, i64, i8, i64, i32) #10

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
  %4 = call swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfC"(ptr swiftself %0) #20
  ret ptr %4
}

define internal swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEP6answerSiyFTW"(ptr swiftself %0, ptr %1, ptr %2) #0 {
  %4 = call swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC6answerSiyF"(ptr swiftself %0) #20
  ret i64 %4
}

define hidden swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [24 x i8], align 8
  %4 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu")
  %5 = call ptr @llvm.coro.begin(token %4, ptr null)
  store ptr %0, ptr %2, align 8
  %6 = call swiftcc %swift.metadata_response @"$sScMMa"(i64 0) #22
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
  %19 = call swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 0) #22
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
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #15
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
  call swiftcc void @swift_task_dealloc(ptr %26) #15
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
declare ptr @llvm.coro.async.resume() #11

; Function Attrs: alwaysinline nounwind
define linkonce_odr hidden ptr @__swift_async_resume_get_context(ptr %0) #12 {
  ret ptr %0
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #13 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: nounwind
declare swifttailcc void @swift_task_switch(ptr, ptr, i64, i64) #1

; Function Attrs: nomerge nounwind
declare { ptr } @llvm.coro.suspend.async.sl_p0s(i32, ptr, ptr, ...) #11

; Function Attrs: alwaysinline nounwind
define linkonce_odr hidden ptr @__swift_async_resume_project_context(ptr %0) #12 {
  %2 = load ptr, ptr %0, align 8
  %3 = call ptr @llvm.swift.async.context.addr()
  store ptr %2, ptr %3, align 8
  ret ptr %2
}

; Function Attrs: nounwind
declare ptr @llvm.swift.async.context.addr() #1

declare swiftcc ptr @"$s11KataGraders19RunnerFixtureGraderV7subjectAA0cD9Container_pXpSgvau"() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 %0) #14 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, ptr, i64, ptr, i32, i32, i32, i16, i16, i32, i32, ptr, ptr, ptr }>, ptr @"$s11LearnerKata23ContainerViewControllerCMf", i32 0, i32 3), i64 0 }
}

; Function Attrs: nounwind
declare void @swift_beginAccess(ptr, ptr, i64, ptr) #1

; Function Attrs: nounwind
declare void @swift_endAccess(ptr) #1

declare swifttailcc void @"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZ"(ptr swiftasync) #0

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc ptr @swift_task_alloc(i64) #15

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.0"(ptr %0, ptr %1) #13 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc void @swift_task_dealloc(ptr) #15

; Function Attrs: nounwind
declare i1 @llvm.coro.end.async(ptr, i1, ...) #1

define hidden swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ"(ptr swiftasync %0) #0 {
  %2 = alloca ptr, align 8
  %3 = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @"$s11LearnerKata0B4MainO5$mainyyYaFZTu")
  %4 = call ptr @llvm.coro.begin(token %3, ptr null)
  store ptr %0, ptr %2, align 8
  %5 = call swiftcc %swift.metadata_response @"$sScMMa"(i64 0) #22
  %6 = extractvalue %swift.metadata_response %5, 0
  %7 = call swiftcc ptr @"$sScM6sharedScMvgZ"(ptr swiftself %6)
  %8 = load i32, ptr getelementptr inbounds nuw (%swift.async_func_pointer, ptr @"$s11LearnerKata0B4MainO4mainyyYaFZTu", i32 0, i32 1), align 8
  %9 = zext i32 %8 to i64
  %10 = call swiftcc ptr @swift_task_alloc(i64 %9) #15
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
  call swiftcc void @swift_task_dealloc(ptr %10) #15
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
  %7 = call swiftcc ptr @swift_task_alloc(i64 %6) #15
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
  call swiftcc void @swift_task_dealloc(ptr %7) #15
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
  %5 = call swiftcc %swift.async_task_and_context @swift_task_create(i64 2048, ptr null, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr @"$sIetH_yts5Error_pIegHrzo_TRTATu", ptr %3) #16
  %6 = extractvalue %swift.async_task_and_context %5, 0
  %7 = extractvalue %swift.async_task_and_context %5, 1
  %8 = call swiftcc %swift.executor @swift_task_getMainExecutor() #17
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
  %16 = call swiftcc ptr @swift_task_alloc(i64 %15) #15
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
  call swiftcc void @swift_task_dealloc(ptr %16) #15
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
  %19 = call swiftcc ptr @swift_task_alloc(i64 %18) #15
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
  call swiftcc void @swift_task_dealloc(ptr %19) #15
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
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA.0"(ptr %0, ptr %1, ptr %2, ptr %3) #13 {
  musttail call swifttailcc void %0(ptr noalias captures(none) %1, ptr swiftasync %2, ptr %3)
  ret void
}

; Function Attrs: nomerge nounwind
declare { ptr, ptr } @llvm.coro.suspend.async.sl_p0p0s(i32, ptr, ptr, ...) #11

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TRTA.0.1"(ptr %0, ptr %1, ptr %2) #13 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: nounwind memory(read)
declare swiftcc %swift.async_task_and_context @swift_task_create(i64, ptr, ptr, ptr, ptr) #16

declare swiftcc void @swift_job_run(ptr, i64, i64) #0

; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare swiftcc %swift.executor @swift_task_getMainExecutor() #17

declare swiftcc void @swift_task_asyncMainDrainQueue() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata0B4MainOMa"(i64 %0) #14 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s11LearnerKata0B4MainOMf", i32 0, i32 2), i64 0 }
}

; Function Attrs: nounwind
declare void @swift_deallocClassInstance(ptr, i64, i64) #1

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR.0"(ptr %0, ptr %1) #13 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$sIetH_yts5Error_pIegHrzo_TR.0.2"(ptr %0, ptr %1, ptr %2) #13 {
  musttail call swifttailcc void %0(ptr swiftasync %1, ptr swiftself %2)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @async_Main.0(ptr %0, ptr %1) #13 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #18

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0"(ptr %0, ptr %1) #13 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.1"(ptr %0, i64 %1, i64 %2, ptr %3) #13 {
  musttail call swifttailcc void @swift_task_switch(ptr swiftasync %3, ptr %0, i64 %1, i64 %2) #1
  ret void
}

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO5$mainyyYaFZ.0.3"(ptr %0, ptr %1) #13 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sxSgs5ErrorRd__Ri_d_0_r_0_lWOc"(ptr %0, ptr %1, ptr %2, ptr %3) #9 {
  %5 = alloca ptr, align 8
  store ptr %2, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %2, i64 -1
  %7 = load ptr, ptr %6, align 8, !invariant.load !7, !dereferenceable !8
  %8 = getelementptr inbounds ptr, ptr %7, i32 6
  %9 = load ptr, ptr %8, align 8, !invariant.load !7
  %10 = call i32 %9(ptr noalias %0, i32 1, ptr %2) #16
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %18

12:                                               ; preds = %4
  %13 = getelementptr inbounds ptr, ptr %7, i32 2
  %14 = load ptr, ptr %13, align 8, !invariant.load !7
  %15 = call ptr %14(ptr noalias %1, ptr noalias %0, ptr %2) #1
  %16 = getelementptr inbounds ptr, ptr %7, i32 7
  %17 = load ptr, ptr %16, align 8, !invariant.load !7
  call void %17(ptr noalias %1, i32 0, i32 1, ptr %2) #1
  br label %23

18:                                               ; preds = %4
  %19 = getelementptr inbounds ptr, ptr %3, i64 -1
  %20 = load ptr, ptr %19, align 8, !invariant.load !7, !dereferenceable !8
  %21 = getelementptr inbounds nuw %swift.vwtable, ptr %20, i32 0, i32 8
  %22 = load i64, ptr %21, align 8, !invariant.load !7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 %0, i64 %22, i1 false)
  br label %23

23:                                               ; preds = %18, %12
  ret ptr %1
}

declare swiftcc { i64, ptr } @"$sSS7cStringSSSPys4Int8VG_tcfC"(ptr) #0

; Function Attrs: nounwind
declare ptr @getenv(ptr noundef) #19

attributes #0 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nomerge nounwind }
attributes #12 = { alwaysinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { alwaysinline nounwind }
attributes #14 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind memory(inaccessiblemem: readwrite) }
attributes #16 = { nounwind memory(read) }
attributes #17 = { nounwind willreturn memory(argmem: readwrite) }
attributes #18 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { noinline }
attributes #21 = { nounwind memory(argmem: read) }
attributes #22 = { nounwind memory(none) }

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
