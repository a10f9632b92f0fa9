; ModuleID = '/tmp/kata-attempts/fixture-a-fe03ffd43152-E79D4EA9/TemporaryDirectory.intCnm/LearnerKata-1.o'
source_filename = "/tmp/kata-attempts/fixture-a-fe03ffd43152-E79D4EA9/TemporaryDirectory.intCnm/LearnerKata-1.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._SwiftEmptyArrayStorage = type { %struct.HeapObject, %struct._SwiftArrayBodyStorage }
%struct.HeapObject = type { ptr, %struct.InlineRefCountsPlaceholder }
%struct.InlineRefCountsPlaceholder = type { i64 }
%struct._SwiftArrayBodyStorage = type { i64, i64 }
%swift.type = type { i64 }
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.type_descriptor = type opaque
%swift.async_func_pointer = type <{ i32, i32 }>
%swift.full_boxmetadata = type { ptr, ptr, %swift.type, i32, ptr }
%swift.full_existential_type = type { ptr, %swift.type }
%swift.method_descriptor = type { i32, i32 }
%swift.protocol = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 }
%swift.type_metadata_record = type { i32 }
%TSS = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%Ts16IndexingIteratorVySaySSGG = type <{ %TSa, %TSi }>
%TSa = type <{ %Ts22_ContiguousArrayBufferV }>
%Ts22_ContiguousArrayBufferV = type <{ ptr }>
%TSi = type <{ i64 }>
%TSSSg = type <{ [16 x i8] }>
%swift.function = type { ptr, ptr }
%Ts26DefaultStringInterpolationV = type <{ %TSS }>
%swift.opaque = type opaque
%swift.metadata_response = type { ptr, i64 }
%swift.refcounted = type { ptr, i64 }
%swift.async_task_and_context = type { ptr, ptr }
%swift.executor = type { i64, i64 }

@_swiftEmptyArrayStorage = external global %struct._SwiftEmptyArrayStorage, align 8
@.str.0. = private unnamed_addr constant [1 x i8] zeroinitializer
@"$sSSN" = external global %swift.type, align 8
@.str.16.answerIsFortyTwo = private unnamed_addr constant [17 x i8] c"answerIsFortyTwo\00"
@.str.14.answerIsStable = private unnamed_addr constant [15 x i8] c"answerIsStable\00"
@"symbolic SaySSG" = linkonce_odr hidden constant <{ [6 x i8], i8 }> <{ [6 x i8] c"SaySSG", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSaySSGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SaySSG" to i64), i64 ptrtoint (ptr @"$sSaySSGMD" to i64)) to i32), i32 -6 }, align 8
@"$sSaySSGSayxGSlsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSlsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$ss16IndexingIteratorVMn" = external global %swift.type_descriptor, align 4
@"got.$ss16IndexingIteratorVMn" = linkonce_odr hidden constant ptr @"$ss16IndexingIteratorVMn"
@"symbolic _____ySaySSGG s16IndexingIteratorV" = linkonce_odr hidden constant <{ i8, i32, [8 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss16IndexingIteratorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [8 x i8], i8 }>, ptr @"symbolic _____ySaySSGG s16IndexingIteratorV", i32 0, i32 1) to i64)) to i32), [8 x i8] c"ySaySSGG", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$ss16IndexingIteratorVySaySSGGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ySaySSGG s16IndexingIteratorV" to i64), i64 ptrtoint (ptr @"$ss16IndexingIteratorVySaySSGGMD" to i64)) to i32), i32 -13 }, align 8
@".str.58.{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22runEnded\22},\22version\22:0}" = private unnamed_addr constant [59 x i8] c"{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22runEnded\22},\22version\22:0}\00"
@".str.1.\0A" = private unnamed_addr constant [2 x i8] c"\0A\00"
@".str.9./dev/fd/3" = private unnamed_addr constant [10 x i8] c"/dev/fd/3\00"
@.str.1.a = private unnamed_addr constant [2 x i8] c"a\00"
@".str.32.KataGraders.RunnerFixtureGrader/" = private unnamed_addr constant [33 x i8] c"KataGraders.RunnerFixtureGrader/\00"
@".str.14.()/x.swift:1:1" = private unnamed_addr constant [15 x i8] c"()/x.swift:1:1\00"
@".str.58.{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22testStarted\22,\22testID\22:\22" = private unnamed_addr constant [59 x i8] c"{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22testStarted\22,\22testID\22:\22\00"
@"$sSSs23CustomStringConvertiblesWP" = external global ptr, align 8
@"$sSSs20TextOutputStreamablesWP" = external global ptr, align 8
@".str.15.\22},\22version\22:0}" = private unnamed_addr constant [16 x i8] c"\22},\22version\22:0}\00"
@".str.56.{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22testEnded\22,\22testID\22:\22" = private unnamed_addr constant [57 x i8] c"{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22testEnded\22,\22testID\22:\22\00"
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
  %3 = alloca %TSS, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 16, i1 false)
  %4 = alloca %Ts16IndexingIteratorVySaySSGG, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 16, i1 false)
  %5 = alloca %TSa, align 8
  %6 = alloca %TSSSg, align 8
  %7 = alloca %swift.function, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 16, i1 false)
  %8 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  %9 = alloca %TSS, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 16, i1 false)
  %10 = alloca %TSS, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 16, i1 false)
  %11 = alloca %Ts26DefaultStringInterpolationV, align 8
  %12 = alloca %TSS, align 8
  %13 = alloca %Ts26DefaultStringInterpolationV, align 8
  %14 = alloca %TSS, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %3)
  %15 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.0., i64 0, i1 true)
  %16 = extractvalue { i64, ptr } %15, 0
  %17 = extractvalue { i64, ptr } %15, 1
  %18 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0
  %19 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %18, i32 0, i32 0
  %20 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 0
  %21 = getelementptr inbounds nuw %Ts6UInt64V, ptr %20, i32 0, i32 0
  store i64 %16, ptr %21, align 8
  %22 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 1
  store ptr %17, ptr %22, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %4)
  %23 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 2, ptr @"$sSSN")
  %24 = extractvalue { ptr, ptr } %23, 0
  %25 = extractvalue { ptr, ptr } %23, 1
  %26 = getelementptr inbounds i8, ptr %24, i64 32
  %27 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.16.answerIsFortyTwo, i64 16, i1 true)
  %28 = extractvalue { i64, ptr } %27, 0
  %29 = extractvalue { i64, ptr } %27, 1
  %30 = getelementptr inbounds nuw %TSS, ptr %26, i32 0, i32 0
  %31 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %30, i32 0, i32 0
  %32 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %31, i32 0, i32 0
  %33 = getelementptr inbounds nuw %Ts6UInt64V, ptr %32, i32 0, i32 0
  store i64 %28, ptr %33, align 8
  %34 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %31, i32 0, i32 1
  store ptr %29, ptr %34, align 8
  %35 = getelementptr inbounds %TSS, ptr %26, i64 1
  %36 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.14.answerIsStable, i64 14, i1 true)
  %37 = extractvalue { i64, ptr } %36, 0
  %38 = extractvalue { i64, ptr } %36, 1
  %39 = getelementptr inbounds nuw %TSS, ptr %35, i32 0, i32 0
  %40 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %39, i32 0, i32 0
  %41 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %40, i32 0, i32 0
  %42 = getelementptr inbounds nuw %Ts6UInt64V, ptr %41, i32 0, i32 0
  store i64 %37, ptr %42, align 8
  %43 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %40, i32 0, i32 1
  store ptr %38, ptr %43, align 8
  %44 = call swiftcc ptr @"$ss27_finalizeUninitializedArrayySayxGABnlF"(ptr %24, ptr @"$sSSN")
  call void @llvm.lifetime.start.p0(i64 8, ptr %5)
  %45 = getelementptr inbounds nuw %TSa, ptr %5, i32 0, i32 0
  %46 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %45, i32 0, i32 0
  store ptr %44, ptr %46, align 8
  %47 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSaySSGMD") #8
  %48 = call ptr @"$sSaySSGSayxGSlsWl"() #17
  call swiftcc void @"$sSlss16IndexingIteratorVyxG0B0RtzrlE04makeB0ACyF"(ptr noalias sret(%swift.opaque) %4, ptr %47, ptr %48, ptr noalias swiftself %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr %5)
  br label %49

49:                                               ; preds = %58, %1
  call void @llvm.lifetime.start.p0(i64 16, ptr %6)
  %50 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss16IndexingIteratorVySaySSGGMD") #8
  call swiftcc void @"$ss16IndexingIteratorV4next7ElementQzSgyF"(ptr noalias sret(%swift.opaque) %6, ptr %50, ptr swiftself %4)
  %51 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 0
  %52 = load i64, ptr %51, align 8
  %53 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 1
  %54 = load i64, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr %6)
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %161, label %56

56:                                               ; preds = %49
  %57 = inttoptr i64 %54 to ptr
  br label %58

58:                                               ; preds = %56
  %59 = phi i64 [ %52, %56 ]
  %60 = phi ptr [ %57, %56 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr %9)
  %61 = getelementptr inbounds nuw %TSS, ptr %9, i32 0, i32 0
  %62 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %61, i32 0, i32 0
  %63 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %62, i32 0, i32 0
  %64 = getelementptr inbounds nuw %Ts6UInt64V, ptr %63, i32 0, i32 0
  store i64 %59, ptr %64, align 8
  %65 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %62, i32 0, i32 1
  store ptr %60, ptr %65, align 8
  %66 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.32.KataGraders.RunnerFixtureGrader/", i64 32, i1 true)
  %67 = extractvalue { i64, ptr } %66, 0
  %68 = extractvalue { i64, ptr } %66, 1
  %69 = call swiftcc { i64, ptr } @"$sSS1poiyS2S_SStFZ"(i64 %67, ptr %68, i64 %59, ptr %60)
  %70 = extractvalue { i64, ptr } %69, 0
  %71 = extractvalue { i64, ptr } %69, 1
  call void @swift_bridgeObjectRelease(ptr %68) #1
  %72 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.14.()/x.swift:1:1", i64 14, i1 true)
  %73 = extractvalue { i64, ptr } %72, 0
  %74 = extractvalue { i64, ptr } %72, 1
  %75 = call swiftcc { i64, ptr } @"$sSS1poiyS2S_SStFZ"(i64 %70, ptr %71, i64 %73, ptr %74)
  %76 = extractvalue { i64, ptr } %75, 0
  %77 = extractvalue { i64, ptr } %75, 1
  call void @swift_bridgeObjectRelease(ptr %74) #1
  call void @swift_bridgeObjectRelease(ptr %71) #1
  call void @llvm.lifetime.start.p0(i64 16, ptr %10)
  %78 = getelementptr inbounds nuw %TSS, ptr %10, i32 0, i32 0
  %79 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %78, i32 0, i32 0
  %80 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %79, i32 0, i32 0
  %81 = getelementptr inbounds nuw %Ts6UInt64V, ptr %80, i32 0, i32 0
  store i64 %76, ptr %81, align 8
  %82 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %79, i32 0, i32 1
  store ptr %77, ptr %82, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %11)
  %83 = call swiftcc { i64, ptr } @"$ss26DefaultStringInterpolationV15literalCapacity18interpolationCountABSi_SitcfC"(i64 73, i64 1)
  %84 = extractvalue { i64, ptr } %83, 0
  %85 = extractvalue { i64, ptr } %83, 1
  %86 = getelementptr inbounds nuw %Ts26DefaultStringInterpolationV, ptr %11, i32 0, i32 0
  %87 = getelementptr inbounds nuw %TSS, ptr %86, i32 0, i32 0
  %88 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %87, i32 0, i32 0
  %89 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %88, i32 0, i32 0
  %90 = getelementptr inbounds nuw %Ts6UInt64V, ptr %89, i32 0, i32 0
  store i64 %84, ptr %90, align 8
  %91 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %88, i32 0, i32 1
  store ptr %85, ptr %91, align 8
  %92 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.58.{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22testStarted\22,\22testID\22:\22", i64 58, i1 true)
  %93 = extractvalue { i64, ptr } %92, 0
  %94 = extractvalue { i64, ptr } %92, 1
  call swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64 %93, ptr %94, ptr swiftself captures(none) dereferenceable(16) %11)
  call void @swift_bridgeObjectRelease(ptr %94) #1
  call void @llvm.lifetime.start.p0(i64 16, ptr %12)
  %95 = getelementptr inbounds nuw %TSS, ptr %12, i32 0, i32 0
  %96 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %95, i32 0, i32 0
  %97 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %96, i32 0, i32 0
  %98 = getelementptr inbounds nuw %Ts6UInt64V, ptr %97, i32 0, i32 0
  store i64 %76, ptr %98, align 8
  %99 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %96, i32 0, i32 1
  store ptr %77, ptr %99, align 8
  call swiftcc void @"$ss26DefaultStringInterpolationV06appendC0yyxs06CustomB11ConvertibleRzs20TextOutputStreamableRzlF"(ptr noalias %12, ptr @"$sSSN", ptr @"$sSSs23CustomStringConvertiblesWP", ptr @"$sSSs20TextOutputStreamablesWP", ptr swiftself captures(none) dereferenceable(16) %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr %12)
  %100 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.15.\22},\22version\22:0}", i64 15, i1 true)
  %101 = extractvalue { i64, ptr } %100, 0
  %102 = extractvalue { i64, ptr } %100, 1
  call swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64 %101, ptr %102, ptr swiftself captures(none) dereferenceable(16) %11)
  call void @swift_bridgeObjectRelease(ptr %102) #1
  %103 = getelementptr inbounds nuw %Ts26DefaultStringInterpolationV, ptr %11, i32 0, i32 0
  %104 = getelementptr inbounds nuw %TSS, ptr %103, i32 0, i32 0
  %105 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %104, i32 0, i32 0
  %106 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %105, i32 0, i32 0
  %107 = getelementptr inbounds nuw %Ts6UInt64V, ptr %106, i32 0, i32 0
  %108 = load i64, ptr %107, align 8
  %109 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %105, i32 0, i32 1
  %110 = load ptr, ptr %109, align 8
  %111 = call ptr @swift_bridgeObjectRetain(ptr returned %110) #1
  %112 = call ptr @"$ss26DefaultStringInterpolationVWOh"(ptr %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr %11)
  %113 = call swiftcc { i64, ptr } @"$sSS19stringInterpolationSSs013DefaultStringB0V_tcfC"(i64 %108, ptr %110)
  %114 = extractvalue { i64, ptr } %113, 0
  %115 = extractvalue { i64, ptr } %113, 1
  %116 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.1.\0A", i64 1, i1 true)
  %117 = extractvalue { i64, ptr } %116, 0
  %118 = extractvalue { i64, ptr } %116, 1
  %119 = call swiftcc { i64, ptr } @"$sSS1poiyS2S_SStFZ"(i64 %114, ptr %115, i64 %117, ptr %118)
  %120 = extractvalue { i64, ptr } %119, 0
  %121 = extractvalue { i64, ptr } %119, 1
  call void @swift_bridgeObjectRelease(ptr %118) #1
  call void @swift_bridgeObjectRelease(ptr %115) #1
  call swiftcc void @"$sSS2peoiyySSz_SStFZ"(ptr captures(none) dereferenceable(16) %3, i64 %120, ptr %121)
  call void @swift_bridgeObjectRelease(ptr %121) #1
  call void @llvm.lifetime.start.p0(i64 16, ptr %13)
  %122 = call swiftcc { i64, ptr } @"$ss26DefaultStringInterpolationV15literalCapacity18interpolationCountABSi_SitcfC"(i64 71, i64 1)
  %123 = extractvalue { i64, ptr } %122, 0
  %124 = extractvalue { i64, ptr } %122, 1
  %125 = getelementptr inbounds nuw %Ts26DefaultStringInterpolationV, ptr %13, i32 0, i32 0
  %126 = getelementptr inbounds nuw %TSS, ptr %125, i32 0, i32 0
  %127 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %126, i32 0, i32 0
  %128 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %127, i32 0, i32 0
  %129 = getelementptr inbounds nuw %Ts6UInt64V, ptr %128, i32 0, i32 0
  store i64 %123, ptr %129, align 8
  %130 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %127, i32 0, i32 1
  store ptr %124, ptr %130, align 8
  %131 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.56.{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22testEnded\22,\22testID\22:\22", i64 56, i1 true)
  %132 = extractvalue { i64, ptr } %131, 0
  %133 = extractvalue { i64, ptr } %131, 1
  call swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64 %132, ptr %133, ptr swiftself captures(none) dereferenceable(16) %13)
  call void @swift_bridgeObjectRelease(ptr %133) #1
  call void @llvm.lifetime.start.p0(i64 16, ptr %14)
  %134 = getelementptr inbounds nuw %TSS, ptr %14, i32 0, i32 0
  %135 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %134, i32 0, i32 0
  %136 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %135, i32 0, i32 0
  %137 = getelementptr inbounds nuw %Ts6UInt64V, ptr %136, i32 0, i32 0
  store i64 %76, ptr %137, align 8
  %138 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %135, i32 0, i32 1
  store ptr %77, ptr %138, align 8
  call swiftcc void @"$ss26DefaultStringInterpolationV06appendC0yyxs06CustomB11ConvertibleRzs20TextOutputStreamableRzlF"(ptr noalias %14, ptr @"$sSSN", ptr @"$sSSs23CustomStringConvertiblesWP", ptr @"$sSSs20TextOutputStreamablesWP", ptr swiftself captures(none) dereferenceable(16) %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr %14)
  %139 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.15.\22},\22version\22:0}", i64 15, i1 true)
  %140 = extractvalue { i64, ptr } %139, 0
  %141 = extractvalue { i64, ptr } %139, 1
  call swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64 %140, ptr %141, ptr swiftself captures(none) dereferenceable(16) %13)
  call void @swift_bridgeObjectRelease(ptr %141) #1
  %142 = getelementptr inbounds nuw %Ts26DefaultStringInterpolationV, ptr %13, i32 0, i32 0
  %143 = getelementptr inbounds nuw %TSS, ptr %142, i32 0, i32 0
  %144 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %143, i32 0, i32 0
  %145 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %144, i32 0, i32 0
  %146 = getelementptr inbounds nuw %Ts6UInt64V, ptr %145, i32 0, i32 0
  %147 = load i64, ptr %146, align 8
  %148 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %144, i32 0, i32 1
  %149 = load ptr, ptr %148, align 8
  %150 = call ptr @swift_bridgeObjectRetain(ptr returned %149) #1
  %151 = call ptr @"$ss26DefaultStringInterpolationVWOh"(ptr %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr %13)
  %152 = call swiftcc { i64, ptr } @"$sSS19stringInterpolationSSs013DefaultStringB0V_tcfC"(i64 %147, ptr %149)
  %153 = extractvalue { i64, ptr } %152, 0
  %154 = extractvalue { i64, ptr } %152, 1
  %155 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.1.\0A", i64 1, i1 true)
  %156 = extractvalue { i64, ptr } %155, 0
  %157 = extractvalue { i64, ptr } %155, 1
  %158 = call swiftcc { i64, ptr } @"$sSS1poiyS2S_SStFZ"(i64 %153, ptr %154, i64 %156, ptr %157)
  %159 = extractvalue { i64, ptr } %158, 0
  %160 = extractvalue { i64, ptr } %158, 1
  call void @swift_bridgeObjectRelease(ptr %157) #1
  call void @swift_bridgeObjectRelease(ptr %154) #1
  call swiftcc void @"$sSS2peoiyySSz_SStFZ"(ptr captures(none) dereferenceable(16) %3, i64 %159, ptr %160)
  call void @swift_bridgeObjectRelease(ptr %160) #1
  call void @swift_bridgeObjectRelease(ptr %77) #1
  call void @swift_bridgeObjectRelease(ptr %60) #1
  br label %49

161:                                              ; preds = %49
  %162 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.58.{\22kind\22:\22event\22,\22payload\22:{\22kind\22:\22runEnded\22},\22version\22:0}", i64 58, i1 true)
  %163 = extractvalue { i64, ptr } %162, 0
  %164 = extractvalue { i64, ptr } %162, 1
  %165 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.1.\0A", i64 1, i1 true)
  %166 = extractvalue { i64, ptr } %165, 0
  %167 = extractvalue { i64, ptr } %165, 1
  %168 = call swiftcc { i64, ptr } @"$sSS1poiyS2S_SStFZ"(i64 %163, ptr %164, i64 %166, ptr %167)
  %169 = extractvalue { i64, ptr } %168, 0
  %170 = extractvalue { i64, ptr } %168, 1
  call void @swift_bridgeObjectRelease(ptr %167) #1
  call void @swift_bridgeObjectRelease(ptr %164) #1
  call swiftcc void @"$sSS2peoiyySSz_SStFZ"(ptr captures(none) dereferenceable(16) %3, i64 %169, ptr %170)
  call void @swift_bridgeObjectRelease(ptr %170) #1
  call void @llvm.lifetime.start.p0(i64 16, ptr %7)
  %171 = getelementptr inbounds nuw %swift.function, ptr %7, i32 0, i32 0
  store ptr @"$sSo4exitys5NeverOs5Int32VFTO", ptr %171, align 8
  %172 = getelementptr inbounds nuw %swift.function, ptr %7, i32 0, i32 1
  store ptr null, ptr %172, align 8
  %173 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.9./dev/fd/3", i64 9, i1 true)
  %174 = extractvalue { i64, ptr } %173, 0
  %175 = extractvalue { i64, ptr } %173, 1
  %176 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.1.a, i64 1, i1 true)
  %177 = extractvalue { i64, ptr } %176, 0
  %178 = extractvalue { i64, ptr } %176, 1
  %179 = call swiftcc ptr @"$sSS11utf8CStrings15ContiguousArrayVys4Int8VGvg"(i64 %174, ptr %175)
  call void @swift_bridgeObjectRelease(ptr %175) #1
  %180 = call ptr @swift_retain(ptr returned %179) #9
  call void @swift_release(ptr %179) #1
  %181 = call ptr @swift_retain(ptr returned %179) #9
  %182 = getelementptr inbounds i8, ptr %179, i64 32
  %183 = ptrtoint ptr %179 to i64
  call void @swift_release(ptr %179) #1
  %184 = call swiftcc ptr @"$sSS11utf8CStrings15ContiguousArrayVys4Int8VGvg"(i64 %177, ptr %178)
  %185 = call ptr @swift_retain(ptr returned %184) #9
  call void @swift_release(ptr %184) #1
  %186 = call ptr @swift_retain(ptr returned %184) #9
  %187 = getelementptr inbounds i8, ptr %184, i64 32
  %188 = ptrtoint ptr %184 to i64
  call void @swift_release(ptr %184) #1
  call void @swift_bridgeObjectRelease(ptr %178) #1
  %189 = ptrtoint ptr %182 to i64
  %190 = ptrtoint ptr %187 to i64
  %191 = call swiftcc i64 @"$sSo5fopenySpySo8_IO_FILEVGSgSPys4Int8VGSg_AItFTO"(i64 %189, i64 %190)
  %192 = inttoptr i64 %188 to ptr
  call void @swift_release(ptr %192) #1
  %193 = inttoptr i64 %183 to ptr
  call void @swift_release(ptr %193) #1
  %194 = icmp eq i64 %191, 0
  br i1 %194, label %197, label %195

195:                                              ; preds = %161
  %196 = inttoptr i64 %191 to ptr
  br label %198

197:                                              ; preds = %161
  br label %219

198:                                              ; preds = %195
  %199 = phi ptr [ %196, %195 ]
  store ptr %199, ptr %8, align 8
  %200 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0
  %201 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %200, i32 0, i32 0
  %202 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %201, i32 0, i32 0
  %203 = getelementptr inbounds nuw %Ts6UInt64V, ptr %202, i32 0, i32 0
  %204 = load i64, ptr %203, align 8
  %205 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %201, i32 0, i32 1
  %206 = load ptr, ptr %205, align 8
  %207 = call ptr @swift_bridgeObjectRetain(ptr returned %206) #1
  %208 = call swiftcc ptr @"$sSS11utf8CStrings15ContiguousArrayVys4Int8VGvg"(i64 %204, ptr %206)
  call void @swift_bridgeObjectRelease(ptr %206) #1
  %209 = call ptr @swift_retain(ptr returned %208) #9
  call void @swift_release(ptr %208) #1
  %210 = call ptr @swift_retain(ptr returned %208) #9
  %211 = getelementptr inbounds i8, ptr %208, i64 32
  %212 = ptrtoint ptr %208 to i64
  call void @swift_release(ptr %208) #1
  %213 = ptrtoint ptr %211 to i64
  %214 = ptrtoint ptr %199 to i64
  %215 = call swiftcc i32 @"$sSo5fputsys5Int32VSPys4Int8VGSg_SpySo8_IO_FILEVGSgtFTO"(i64 %213, i64 %214)
  %216 = inttoptr i64 %212 to ptr
  call void @swift_release(ptr %216) #1
  %217 = ptrtoint ptr %199 to i64
  %218 = call swiftcc i32 @"$sSo6fcloseys5Int32VSpySo8_IO_FILEVGSgFTO"(i64 %217)
  br label %219

219:                                              ; preds = %198, %197
  call swiftcc void @"$sSo4exitys5NeverOs5Int32VFTO"(i32 0)
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #3

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #0

declare swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64, ptr) #0

define linkonce_odr hidden swiftcc ptr @"$ss27_finalizeUninitializedArrayySayxGABnlF"(ptr %0, ptr %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca %TSa, align 8
  store ptr %1, ptr %3, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %4)
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0
  store ptr %0, ptr %6, align 8
  %7 = call swiftcc %swift.metadata_response @"$sSaMa"(i64 0, ptr %1) #17
  %8 = extractvalue %swift.metadata_response %7, 0
  call swiftcc void @"$sSa12_endMutationyyF"(ptr %8, ptr swiftself captures(none) dereferenceable(8) %4)
  %9 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  call void @llvm.lifetime.end.p0(i64 8, ptr %4)
  ret ptr %11
}

declare swiftcc void @"$sSlss16IndexingIteratorVyxG0B0RtzrlE04makeB0ACyF"(ptr noalias sret(%swift.opaque), ptr, ptr, ptr noalias swiftself) #0

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledName(ptr %0) #4 {
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
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr %15, i64 %10, ptr null, ptr null) #18
  %17 = ptrtoint ptr %16 to i64
  store atomic i64 %17, ptr %0 monotonic, align 8
  br label %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #5

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr, i64, ptr, ptr) #6

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSaySSGSayxGSlsWl"() #7 {
  %1 = load ptr, ptr @"$sSaySSGSayxGSlsWL", align 8
  %2 = icmp eq ptr %1, null
  br i1 %2, label %3, label %6

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSaySSGMD") #8
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSlsMc", ptr %4, ptr undef) #8
  store atomic ptr %5, ptr @"$sSaySSGSayxGSlsWL" release, align 8
  br label %6

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ]
  ret ptr %7
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr %0) #4 {
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
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64 255, ptr %15, i64 %10, ptr null, ptr null) #18
  %17 = ptrtoint ptr %16 to i64
  store atomic i64 %17, ptr %0 monotonic, align 8
  br label %5
}

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64, ptr, i64, ptr, ptr) #6

; Function Attrs: nounwind memory(read)
declare ptr @swift_getWitnessTable(ptr, ptr, ptr) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #3

declare swiftcc void @"$ss16IndexingIteratorV4next7ElementQzSgyF"(ptr noalias sret(%swift.opaque), ptr, ptr swiftself) #0

declare swiftcc { i64, ptr } @"$sSS1poiyS2S_SStFZ"(i64, ptr, i64, ptr) #0

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #1

declare swiftcc void @"$sSS2peoiyySSz_SStFZ"(ptr captures(none) dereferenceable(16), i64, ptr) #0

define linkonce_odr hidden swiftcc i64 @"$sSo5fopenySpySo8_IO_FILEVGSgSPys4Int8VGSg_AItFTO"(i64 %0, i64 %1) #0 {
  %3 = inttoptr i64 %0 to ptr
  %4 = inttoptr i64 %1 to ptr
  %5 = call ptr @fopen(ptr %3, ptr %4) #19
  %6 = ptrtoint ptr %5 to i64
  ret i64 %6
}

define linkonce_odr hidden swiftcc i32 @"$sSo5fputsys5Int32VSPys4Int8VGSg_SpySo8_IO_FILEVGSgtFTO"(i64 %0, i64 %1) #0 {
  %3 = inttoptr i64 %0 to ptr
  %4 = inttoptr i64 %1 to ptr
  %5 = call i32 @fputs(ptr %3, ptr %4) #19
  ret i32 %5
}

define linkonce_odr hidden swiftcc i32 @"$sSo6fcloseys5Int32VSpySo8_IO_FILEVGSgFTO"(i64 %0) #0 {
  %2 = inttoptr i64 %0 to ptr
  %3 = call i32 @fclose(ptr %2) #19
  ret i32 %3
}

define linkonce_odr hidden swiftcc void @"$sSo4exitys5NeverOs5Int32VFTO"(i32 %0) #0 {
  call void @exit(i32 %0) #19
  unreachable
}

declare swiftcc ptr @"$sSS11utf8CStrings15ContiguousArrayVys4Int8VGvg"(i64, ptr) #0

; Function Attrs: nounwind willreturn
declare ptr @swift_retain(ptr returned) #9

; Function Attrs: nounwind
declare void @swift_release(ptr) #1

; Function Attrs: nounwind
declare ptr @swift_bridgeObjectRetain(ptr returned) #1

declare swiftcc { i64, ptr } @"$ss26DefaultStringInterpolationV15literalCapacity18interpolationCountABSi_SitcfC"(i64, i64) #0

declare swiftcc void @"$ss26DefaultStringInterpolationV13appendLiteralyySSF"(i64, ptr, ptr swiftself captures(none) dereferenceable(16)) #0

declare swiftcc void @"$ss26DefaultStringInterpolationV06appendC0yyxs06CustomB11ConvertibleRzs20TextOutputStreamableRzlF"(ptr noalias, ptr, ptr, ptr, ptr swiftself captures(none) dereferenceable(16)) #0

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$ss26DefaultStringInterpolationVWOh"(ptr %0) #10 {
  %2 = getelementptr inbounds nuw %Ts26DefaultStringInterpolationV, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds nuw %TSS, ptr %2, i32 0, i32 0
  %4 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  call void @swift_bridgeObjectRelease(ptr %6) #1
  ret ptr %0
}

declare swiftcc { i64, ptr } @"$sSS19stringInterpolationSSs013DefaultStringB0V_tcfC"(i64, ptr) #0

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
  %4 = call swiftcc ptr @"$s11LearnerKata23ContainerViewControllerCACycfC"(ptr swiftself %0) #19
  ret ptr %4
}

define internal swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC0B7Graders013RunnerFixtureC0AadEP6answerSiyFTW"(ptr swiftself %0, ptr %1, ptr %2) #0 {
  %4 = call swiftcc i64 @"$s11LearnerKata23ContainerViewControllerC6answerSiyF"(ptr swiftself %0) #19
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
  %26 = call swiftcc ptr @swift_task_alloc(i64 %25) #14
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
  call swiftcc void @swift_task_dealloc(ptr %26) #14
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
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata23ContainerViewControllerCMa"(i64 %0) #7 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, ptr, i64, ptr, i32, i32, i32, i16, i16, i32, i32, ptr, ptr, ptr }>, ptr @"$s11LearnerKata23ContainerViewControllerCMf", i32 0, i32 3), i64 0 }
}

; Function Attrs: nounwind
declare void @swift_beginAccess(ptr, ptr, i64, ptr) #1

; Function Attrs: nounwind
declare void @swift_endAccess(ptr) #1

declare swifttailcc void @"$s11KataGraders16GraderEntryPointO3runs5NeverOyYaFZ"(ptr swiftasync) #0

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc ptr @swift_task_alloc(i64) #14

; Function Attrs: alwaysinline nounwind
define internal swifttailcc void @"$s11LearnerKata0B4MainO4mainyyYaFZ.0"(ptr %0, ptr %1) #13 {
  musttail call swifttailcc void %0(ptr swiftasync %1)
  ret void
}

; Function Attrs: nounwind memory(inaccessiblemem: readwrite)
declare swiftcc void @swift_task_dealloc(ptr) #14

; Function Attrs: nounwind
declare i1 @llvm.coro.end.async(ptr, i1, ...) #1

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
  %10 = call swiftcc ptr @swift_task_alloc(i64 %9) #14
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
  call swiftcc void @swift_task_dealloc(ptr %10) #14
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
  %7 = call swiftcc ptr @swift_task_alloc(i64 %6) #14
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
  call swiftcc void @swift_task_dealloc(ptr %7) #14
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
  %5 = call swiftcc %swift.async_task_and_context @swift_task_create(i64 2048, ptr null, ptr getelementptr inbounds (%swift.full_existential_type, ptr @"$sytN", i32 0, i32 1), ptr @"$sIetH_yts5Error_pIegHrzo_TRTATu", ptr %3) #8
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
  %16 = call swiftcc ptr @swift_task_alloc(i64 %15) #14
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
  call swiftcc void @swift_task_dealloc(ptr %16) #14
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
  %19 = call swiftcc ptr @swift_task_alloc(i64 %18) #14
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
  call swiftcc void @swift_task_dealloc(ptr %19) #14
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
declare swiftcc %swift.async_task_and_context @swift_task_create(i64, ptr, ptr, ptr, ptr) #8

declare swiftcc void @swift_job_run(ptr, i64, i64) #0

; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare swiftcc %swift.executor @swift_task_getMainExecutor() #15

declare swiftcc void @swift_task_asyncMainDrainQueue() #0

; Function Attrs: noinline nounwind memory(none)
define hidden swiftcc %swift.metadata_response @"$s11LearnerKata0B4MainOMa"(i64 %0) #7 {
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
declare void @exit(i32 noundef) #16

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

declare i32 @fclose(ptr noundef) #0

declare i32 @fputs(ptr noundef, ptr noundef) #0

declare noalias ptr @fopen(ptr noundef, ptr noundef) #0

define linkonce_odr hidden swiftcc void @"$sSa12_endMutationyyF"(ptr %0, ptr swiftself captures(none) dereferenceable(8) %1) #0 {
  %3 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0
  %7 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0
  store ptr %5, ptr %7, align 8
  ret void
}

declare swiftcc %swift.metadata_response @"$sSaMa"(i64, ptr) #0

attributes #0 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind memory(argmem: readwrite) }
attributes #7 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind memory(read) }
attributes #9 = { nounwind willreturn }
attributes #10 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nomerge nounwind }
attributes #12 = { alwaysinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { alwaysinline nounwind }
attributes #14 = { nounwind memory(inaccessiblemem: readwrite) }
attributes #15 = { nounwind willreturn memory(argmem: readwrite) }
attributes #16 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind memory(none) }
attributes #18 = { nounwind memory(argmem: read) }
attributes #19 = { noinline }

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
