import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Issue 14's attacks, graded with the real engine and bubblewrap: forged event streams (calls
/// hidden in string interpolations, function references), a FIFO in place of the result file, a
/// detached process rewriting the gradebook after grading, a secret-printing submission, a file
/// slow to type-check. None may pass, the gradebook must not change after `grade` returns, no
/// secret may appear in any output, and the class must finish in bounded time.
@Suite(.serialized) struct ClassroomAttackTests {
    static let katas = ClassroomHostileTests.katas
    static func learner(_ body: String, imports: String = "") -> String { ClassroomHostileTests.learner(body, imports: imports) }

    static let secretDB = "db-secret-\(UUID().uuidString.prefix(8))"
    static let secretGH = "ghp_\(UUID().uuidString.prefix(12))"

    /// Appends "every check passed" records to the channel it finds (argument path or fd 3).
    static let forgeRecords = """
            var out = ""
            for name in \(EngineFixture.kata.checks.map(\.name)) {
                let id = "KataGraders.\(EngineFixture.kata.graderSuite)/" + name + "()/x.swift:1:1"
                out += #"{"kind":"event","payload":{"kind":"testStarted","testID":"\\#(id)"},"version":0}"# + "\\n"
                out += #"{"kind":"event","payload":{"kind":"testEnded","testID":"\\#(id)"},"version":0}"# + "\\n"
            }
            out += #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"# + "\\n"
    """

    static func students(out: URL) -> [String: String] {
        let target = out.appendingPathComponent("students/honest/results.json").path
        return [
            "honest": ClassroomHostileTests.solution,
            // Every call inside a string interpolation: invisible to a lexical scan's "free call" rule.
            "forger-interp": learner(forgeRecords + "\n" + """
                    let path = "/dev/fd/3"
                    let written = "\\(FileHandle(forWritingAtPath: path).map { $0.write(Data(out.utf8)) } != nil)"
                    let done = "\\(written)\\(exit(0))"
                    print(done)
            """),
            // Function references: `exit`, `fopen`, `fputs` never appear followed by "(".
            "forger-ref": learner(forgeRecords + "\n" + """
                    let open: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> UnsafeMutablePointer<FILE>? = fopen
                    let put: (UnsafePointer<CChar>, UnsafeMutablePointer<FILE>) -> Int32 = fputs
                    let close: (UnsafeMutablePointer<FILE>) -> Int32 = fclose
                    let leave: (Int32) -> Never = exit
                    if let f = open("/dev/fd/3", "a") { _ = put(out, f); _ = close(f) }
                    leave(0)
            """, imports: "import Glibc"),
            // Replaces a result file with a FIFO (and its parent folder's events file).
            "fifo": learner("""
                    let make: (UnsafePointer<CChar>, mode_t) -> Int32 = mkfifo
                    let remove: (UnsafePointer<CChar>) -> Int32 = unlink
                    _ = remove("events.jsonl"); _ = make("events.jsonl", 0o644)
            """, imports: "import Glibc"),
            // Leaves a detached process behind that rewrites the gradebook after grading.
            "detached": learner("""
                    let split: () -> pid_t = fork
                    let detach: () -> pid_t = setsid
                    let nap: (useconds_t) -> Int32 = usleep
                    let leave: (Int32) -> Never = _exit
                    if split() == 0 {
                        _ = detach(); _ = nap(3_000_000)
                        let forged = #"{"score": 6, "max_score": 2, "output": "rewritten"}"#
                        if let f = fopen("\(target)", "w") { _ = fputs(forged, f); _ = fclose(f) }
                        leave(0)
                    }
            """, imports: "import Glibc"),
            // Prints the grader's secrets into its crash message (and so into report.md/results.json).
            "secret": learner("""
                    let env = ProcessInfo.processInfo.environment
                    let g: (UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? = getenv
                    let gh = g("GH_PAT").map { String(cString: $0) } ?? "none"
                    fatalError("DB_PASS=\\(env["DB_PASS"] ?? "none") GH_PAT=\\(gh)")
            """, imports: "import Glibc"),
        ]
    }

    static func allText(under root: URL) -> String {
        var text = ""
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return text }
        for case let url as URL in walker {
            if let data = try? Data(contentsOf: url) { text += String(decoding: data, as: UTF8.self) }
        }
        return text
    }

    @Test func attacksAreStoppedAndTheGradebookStaysPut() async throws {
        guard case .bubblewrap = SandboxProbe.detect() else {
            Issue.record("bubblewrap is required to grade untrusted code: run scripts/install-ci-tools.sh as root")
            return
        }
        setenv("DB_PASS", Self.secretDB, 1)
        setenv("GH_PAT", Self.secretGH, 1)
        defer { unsetenv("DB_PASS"); unsetenv("GH_PAT") }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("attacks-\(UUID().uuidString)")
        let root = base.appendingPathComponent("submissions")
        let out = base.appendingPathComponent("gradebook")
        defer { try? FileManager.default.removeItem(at: base) }
        for (student, source) in Self.students(out: out) {
            for kata in Self.katas {
                let url = root.appendingPathComponent(student).appendingPathComponent(kata.learnerFile)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(source.utf8).write(to: url)
            }
        }
        let run = try ClassGradingRun(options: .init(submissions: root, output: out, jobs: 2, timeout: 10), catalog: Self.katas)
        let result = try await run.run(toolchain: try EngineFixture.toolchain.get(), sandbox: SandboxProbe.detect(),
                                       cacheDirectory: nil, texts: .none)

        func row(_ name: String) -> StudentGrade? { result.students.first { $0.student == name } }
        #expect(row("honest")?.results.map(\.status) == [.pass, .pass])
        for name in ["forger-interp", "forger-ref", "fifo", "detached", "secret"] {
            let statuses = row(name)?.results.map(\.status) ?? []
            #expect(statuses.count == 2 && !statuses.contains(.pass), "\(name) must not pass: \(statuses)")
            // Never run: refused on what the compiled object calls (the gradebook's integrity column
            // says so), or — raw pointers — not compiled at all under strict memory safety.
            let refused = row(name)?.results.allSatisfy { result in
                !(result.integrity ?? []).isEmpty || result.compileDiagnostics.contains { $0.message.contains("unsafe") }
            }
            #expect(refused == true, "\(name): \(row(name)?.results.map { $0.error ?? "" } ?? [])")
            if row(name)?.results.contains(where: { !($0.integrity ?? []).isEmpty }) == true {
                #expect(row(name).map(ClassroomTexts.none.flagNotes)?.contains { $0.contains("compiled:") } == true)
            }
        }
        #expect(row("forger-interp")?.results.first?.integrity?.contains { $0.hasPrefix("exit:") } == true)
        #expect(row("forger-ref")?.results.first?.compileDiagnostics.contains { $0.message.contains("unsafe") } == true)

        // The gradebook does not change after grade returns (the detached writer waited 3 s).
        let before = ClassroomHostileTests.snapshot(out)
        try await Task.sleep(nanoseconds: 4_000_000_000)
        #expect(ClassroomHostileTests.snapshot(out) == before)
        // No secret of the grader's environment in any output.
        let text = Self.allText(under: out)
        #expect(!text.contains(Self.secretDB) && !text.contains(Self.secretGH))
        // results.json says which isolation graded the code.
        let json = try String(contentsOf: out.appendingPathComponent("students/honest/results.json"), encoding: .utf8)
        #expect(json.contains("Sandbox"))
    }

    /// A file that takes long to type-check is stopped within the submission's deadline, its
    /// time-out is a verdict, and the verdict is cached (the second class run does not wait again).
    @Test func slowTypeCheckIsAVerdictWithinTheDeadline() async throws {
        let slow = Self.learner("""
                let a = [1, 2, 3]
                let b = a.map { $0 * 2 + 1 - 3 * 4 / 2 + $0 % 3 * 2 - 1 + 5 * $0 - 7 / 2 + 3 * 2 - 1 + 8 * 2 - 4 / 2 + 1.5 }
                content.title = "\\(b[0])"
        """)
        let cache = try EngineFixture.temporaryDirectory("slow-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let file = cache.appendingPathComponent("ContainerViewController.swift")
        try Data(slow.utf8).write(to: file)
        let grader = Grader(toolchain: try EngineFixture.toolchain.get(), cacheDirectory: cache, symbolCheck: .require)
        let limits = RunLimits(timeout: 2, compileTimeout: 3)
        let started = Date()
        let first = grader.grade(GradeRequest(kata: Self.katas[0], learnerFile: file, limits: limits))
        let elapsed = Date().timeIntervalSince(started)
        #expect(first.status == .error)
        #expect(elapsed < 3 + 2 + 3, "took \(elapsed) s")
        let second = grader.grade(GradeRequest(kata: Self.katas[0], learnerFile: file, limits: limits))
        #expect(second.cached && second.status == .error)
    }

    /// The same attacks through `verify --file-root`: sandboxed and inspected, nothing passes.
    @Test func verifyFileRootRefusesForgers() async throws {
        let toolchain = try EngineFixture.toolchain.get()
        let base = try EngineFixture.temporaryDirectory("verify-root")
        defer { try? FileManager.default.removeItem(at: base) }
        let forger = Self.students(out: base)["forger-interp"]!
        let file = base.appendingPathComponent("f.swift")
        try Data(forger.utf8).write(to: file)
        let grader = Grader(toolchain: toolchain, cacheDirectory: nil, wrapper: SandboxProbe.wrapper(for: SandboxProbe.detect()), symbolCheck: .require)
        let result = grader.grade(GradeRequest(kata: Self.katas[0], learnerFile: file, limits: EngineSubmissionGrading.classLimits(timeout: 10)))
        #expect(result.status == .error)
        #expect(result.integrity?.isEmpty == false)
    }
}

/// The pieces of the defence, each on its own (fast, no compiler).
@Suite struct ClassroomDefenceUnitTests {
    /// The symbol policy's one-pass reading of a demangled name answers exactly as the word search
    /// it replaces, for every denied name, on names that hold it whole, as part of a longer
    /// identifier, nested in generics, after a module of the same name, or beside other text.
    @Test func deniedTypePairsAgreeWithTheWordSearch() {
        let names = [
            "Foundation.FileHandle.__allocating_init(forWritingAtPath: Swift.String) -> Foundation.FileHandle?",
            "Foundation.FileHandleX.write()", "XFoundation.FileHandle.write()", "_Foundation.FileHandle",
            "Swift.Array<Foundation.ProcessInfo>.count.getter", "static Swift.CommandLine.arguments.getter : [Swift.String]",
            "(extension in Foundation):Swift.String.init(contentsOf: Foundation.URL) throws -> Swift.String",
            "Foundation.Foundation.Pipe", "__C.NSFileManager", "Dispatch.DispatchSourceSignal", "Dispatch.DispatchSource_",
            "Foundation..FileManager", "Foundation. FileManager", "Foundation.FileManager", "FoundationEssentials.Bundle.main",
            "LearnerKata.FileManager", "Swift.Thread1", "Swift.Thread", "a.b.c.d", "", ".", "Foundation.",
            "Foundation.Thread\u{301}", "Foundation.Threadé.run", "Ünicode.Foundation.Host",
        ]
        for name in names {
            for (qualified, _) in ObjectSymbols.deniedQualifiedTypes {
                let pairs = ObjectSymbols.qualifiedPairs(inASCII: name)
                #expect(pairs.map { $0.contains(qualified) } ?? ObjectSymbols.contains(name, word: qualified)
                        == ObjectSymbols.contains(name, word: qualified), "\(name) / \(qualified)")
            }
        }
        #expect(ObjectSymbols.qualifiedPairs(inASCII: "Foundation.Threadé") == nil)
    }

    @Test func symbolPolicy() {
        #expect(ObjectSymbols.category(mangled: "exit", demangled: "exit") == "exit")
        #expect(ObjectSymbols.category(mangled: "fopen", demangled: "fopen") == "files")
        #expect(ObjectSymbols.category(mangled: "fork", demangled: "fork") == "process")
        #expect(ObjectSymbols.category(mangled: "getenv", demangled: "getenv") == "environment")
        #expect(ObjectSymbols.category(mangled: "dlsym", demangled: "dlsym") == "runtime")
        #expect(ObjectSymbols.category(mangled: "swift_retain", demangled: "swift_retain") == nil)
        #expect(ObjectSymbols.category(mangled: "floor", demangled: "floor") == nil)
        #expect(ObjectSymbols.category(mangled: "$s10Foundation10FileHandleC19forWritingAtPathACSgSS_tcfC",
                                       demangled: "Foundation.FileHandle.__allocating_init(forWritingAtPath: Swift.String) -> Foundation.FileHandle?") == "files")
        #expect(ObjectSymbols.category(mangled: "$ss11CommandLineO9argumentsSaySSGvgZ",
                                       demangled: "static Swift.CommandLine.arguments.getter : [Swift.String]") == "process")
        #expect(ObjectSymbols.category(mangled: "$s7Testing5IssueV6record", demangled: "Testing.Issue.record") == "testing")
        #expect(ObjectSymbols.category(mangled: "$s8UIKitSim16UIViewControllerC7nibName6bundleACSSSg_10Foundation6BundleCSgtcfc",
                                       demangled: "UIKitSim.UIViewController.init(nibName: Swift.String?, bundle: Foundation.Bundle?) -> UIKitSim.UIViewController") == nil)
        #expect(ObjectSymbols.category(mangled: "$sSS10FoundationE8contentsOf8encodingSSAA3URLV_SSAAE8EncodingVtKcfC",
                                       demangled: "(extension in Foundation):Swift.String.init(contentsOf: Foundation.URL, encoding: Swift.String.Encoding) throws -> Swift.String") == "files")
        #expect(ObjectSymbols.category(mangled: "$sSa6append10contentsOfyqd___tSTRd__7ElementQyd__AARtzlF",
                                       demangled: "Swift.Array.append<A where A: Swift.Sequence>(contentsOf: A1) -> ()") == nil)
        // Honest code: an associated type descriptor read as module "Index", the empty array.
        #expect(ObjectSymbols.category(mangled: "$s5IndexSlTl", demangled: "associated type descriptor for Swift.Collection.Index") == nil)
        #expect(ObjectSymbols.category(mangled: "_swiftEmptyArrayStorage", demangled: "_swiftEmptyArrayStorage") == nil)
        // The graders and the contract are out of the learner's reach, however they are named.
        #expect(ObjectSymbols.category(mangled: "$s11KataGraders14AddChildGraderV7subjectAA0bC9Container_pXpSgvsZ",
                                       demangled: "static KataGraders.AddChildGrader.subject.setter") == "testing")
        #expect(ObjectSymbols.category(mangled: "$s5IndexSlTl", demangled: "associated type descriptor for Testing.Collection.Index") == "testing")
    }

    /// The learner's object may export only names in its own module's namespace.
    @Test func definitionPolicy() {
        #expect(ObjectSymbols.isLearnerSymbol("$s11LearnerKata23ContainerViewControllerCMn"))
        #expect(ObjectSymbols.isLearnerSymbol("$s8UIKitSim16UIViewControllerC11LearnerKataE6helperyyF"))
        #expect(ObjectSymbols.isLearnerSymbol("__swift_reflection_version"))
        for name in ["fwrite", "exit", "main", "$s7Testing5IssueV6record", "$s11KataGraders14AddChildGraderV7subject"] {
            #expect(!ObjectSymbols.isLearnerSymbol(name), "\(name)")
        }
    }

    /// The second line of defence, on a real object compiled without the source policy: a
    /// definition of a C library function and a constructor section are flagged; a hidden weak
    /// definition (the compiler's own `got.` and `symbolic` helpers) is not.
    @Test func objectsThatReplaceLibcOrRunBeforeMainAreFlagged() throws {
        let toolchain = try EngineFixture.toolchain.get()
        let work = try EngineFixture.temporaryDirectory("object-policy")
        defer { try? FileManager.default.removeItem(at: work) }
        let source = work.appendingPathComponent("Learner.swift")
        try Data("""
            @_cdecl("fwrite") public func fwrite() -> Int { 0 }
            @used @section(".init_array") let hook: Int = 1
            public final class Box { public var value = [1, 2].map { $0 + 1 } }
            """.utf8).write(to: source)
        let object = work.appendingPathComponent("Learner.o")
        let compiled = ProcessRunner.run(ProcessRequest(command: [toolchain.swiftc.path, "-c", "-parse-as-library", "-module-name",
                                                                  "LearnerKata", source.path, "-o", object.path], timeout: 120, outputCap: 1 << 20))
        try #require(compiled.succeeded, "\(String(decoding: compiled.stderr, as: UTF8.self))")
        guard case .flagged(let findings) = ObjectSymbols.check(objects: [object], toolchain: toolchain) else {
            Issue.record("not flagged")
            return
        }
        #expect(findings.contains(.init(symbol: "fwrite", category: "definition")), "\(findings)")
        #expect(findings.contains { $0.category == "constructor" && $0.symbol.hasPrefix(".init_array") }, "\(findings)")
        #expect(!findings.contains { $0.symbol.contains("Box") }, "\(findings)")
    }

    /// The runner's coverage instrumentation adds one constructor of its own to the learner's
    /// object (`GraderBuild.coverageFlags`): that one passes, and a learner's entry placed in the
    /// same section beside it is still a constructor.
    @Test func coverageConstructorPassesButNothingBesideIt() throws {
        let toolchain = try EngineFixture.toolchain.get()
        let work = try EngineFixture.temporaryDirectory("coverage-policy")
        defer { try? FileManager.default.removeItem(at: work) }
        func check(_ code: String) throws -> ObjectSymbols.Outcome {
            let source = work.appendingPathComponent("Learner.swift")
            try Data(code.utf8).write(to: source)
            let object = work.appendingPathComponent("Learner.o")
            let compiled = ProcessRunner.run(ProcessRequest(
                command: [toolchain.swiftc.path, "-c", "-parse-as-library", "-module-name", "LearnerKata"]
                    + GraderBuild.coverageFlags + [source.path, "-o", object.path], timeout: 120, outputCap: 1 << 20))
            try #require(compiled.succeeded, "\(String(decoding: compiled.stderr, as: UTF8.self))")
            return ObjectSymbols.check(objects: [object], toolchain: toolchain)
        }
        let plain = "public final class Box { public var value = [1, 2].map { $0 + 1 }; public func f(_ x: Int) -> Int { x > 1 ? 1 : 2 } }"
        #expect(try check(plain) == .clean)
        guard case .flagged(let findings) = try check(plain + "\n@used @section(\".init_array.2\") let hook: Int = 1") else {
            Issue.record("a learner's entry beside the coverage constructor was not flagged")
            return
        }
        #expect(findings.contains { $0.category == "constructor" && $0.symbol == ".init_array.2" }, "\(findings)")
    }

    static let realStream: Data = {
        let id = { (name: String) in "KataGraders.S/\(name)()/f.swift:1:1" }
        var lines = [#"{"kind":"test","payload":{"kind":"suite","id":"KataGraders.S","name":"S"},"version":0}"#]
        for name in ["a", "b"] {
            lines.append(#"{"kind":"test","payload":{"kind":"function","id":"\#(id(name))","name":"\#(name)()"},"version":0}"#)
        }
        lines.append(#"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"#)
        for name in ["a", "b"] {
            lines.append(#"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id(name))"},"version":0}"#)
            lines.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id(name))"},"version":0}"#)
        }
        lines.append(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }()

    @Test func streamIntegrity() {
        func problem(_ data: Data, truncated: Bool = false) -> String? {
            StreamIntegrity.problem(in: data, truncated: truncated, suitePrefix: "KataGraders.S/", checks: ["a", "b"])
        }
        #expect(problem(Self.realStream) == nil)
        #expect(problem(Self.realStream, truncated: true) != nil)
        let text = String(decoding: Self.realStream, as: UTF8.self)
        // Appended forged records after the end, a duplicated test, a missing end, garbage.
        #expect(problem(Data((text + #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"# + "\n").utf8)) != nil)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(problem(Data((lines[0..<6] + lines[5...]).joined(separator: "\n").utf8)) != nil)
        #expect(problem(Data(lines.dropLast().joined(separator: "\n").utf8)) != nil)
        #expect(problem(Data((text + "✔ passed\n").utf8)) != nil)
        // Only one of the two checks ran.
        #expect(problem(Data((lines[0..<6] + lines[8...]).joined(separator: "\n").utf8)) != nil)
    }

    /// A grandchild that calls setsid() leaves the process group; its tag still finds it.
    @Test func detachedGrandchildIsKilled() throws {
        #if os(Linux)
        let marker = "kata-reaper-\(UUID().uuidString.prefix(8))"
        var request = ProcessRequest(command: ["/bin/sh", "-c", "setsid sh -c 'sleep 30; echo \(marker)' </dev/null >/dev/null 2>&1 & exit 0"],
                                     timeout: 10, outputCap: 1024)
        request.tag = ProcessReaper.newTag()
        _ = ProcessRunner.run(request)
        usleep(200_000)
        #expect(ProcessReaper.tagged(Array("\(ProcessReaper.variable)=\(request.tag!)".utf8)).isEmpty)
        #endif
    }

    /// The result channel is a pipe on fd 3; nothing of the runner's environment passes.
    @Test func channelAndEnvironmentAllowlist() {
        setenv("KATA_TEST_SECRET", "s3cr3t", 1)
        defer { unsetenv("KATA_TEST_SECRET") }
        var request = ProcessRequest(command: ["/bin/sh", "-c", "echo \"${KATA_TEST_SECRET:-none}\" >&3; env"],
                                     environment: ["PATH": "/usr/bin:/bin"], timeout: 10, outputCap: 1 << 16)
        request.inheritEnvironment = false
        request.resultChannel = 3
        let run = ProcessRunner.run(request)
        #expect(String(decoding: run.channel, as: UTF8.self) == "none\n")
        #expect(!String(decoding: run.stdout, as: UTF8.self).contains("s3cr3t"))
    }

    @Test func csvAndWorkflowNeutralisation() {
        for lead in ["=", "+", "-", "@", "\t", "\r", "＝", "＋", "－", "＠"] {
            #expect(GradesCSV.field(lead + "1+1").dropFirst(lead == "\r" ? 1 : 0).hasPrefix("'"), "lead \(lead.unicodeScalars.first!.value)")
        }
        #expect(GradesCSV.field("::add-mask::x").hasPrefix("'"))
        #expect(WorkflowSafeText.neutralize("ok\n::add-mask::x\n  ::warning::y") == "ok\n\\::add-mask::x\n\\  ::warning::y")
    }

    @Test func badClassOptionsAreTypedErrors() throws {
        let root = try EngineFixture.temporaryDirectory("bad-options")
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let katas = ClassroomAttackTests.katas
        func problem(_ options: ClassGradingRun.Options) -> ClassGradingRun.Problem? {
            do { _ = try ClassGradingRun(options: options, catalog: katas); return nil } catch { return error as? ClassGradingRun.Problem }
        }
        #expect(problem(.init(submissions: root, output: out, timeout: 1e308)) == .badTimeout("1e+308"))
        #expect(problem(.init(submissions: root, output: out, timeout: .nan)) == .badTimeout("nan"))
        #expect(problem(.init(submissions: root, output: out, jobs: 0)) == .badJobs("0"))
        #expect(problem(.init(submissions: root, output: out, kataIDs: [])) == .noKatas)
        #expect(problem(.init(submissions: root, output: out, kataIDs: ["fixture-a", "fixture-a"])) == .duplicateKatas(["fixture-a"]))
        // --out through a symlink into the submissions folder.
        let link = root.appendingPathComponent("../link-\(UUID().uuidString.prefix(6))").standardizedFileURL
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
        defer { try? FileManager.default.removeItem(at: link) }
        #expect(problem(.init(submissions: root, output: link.appendingPathComponent("gradebook"))) == .outputInsideSubmissions(link.appendingPathComponent("gradebook").path))
    }

    /// A student folder named like a gradebook file does not collide with it.
    @Test func studentNamesLiveInTheirOwnNamespace() throws {
        let out = try EngineFixture.temporaryDirectory("namespace")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = ClassResult(katas: ["k"], students: ["grades.csv", "summary.md", "students"].map {
            StudentGrade(student: $0, results: [KataResult(kata: "k", status: .fail)])
        })
        try GradebookWriter.write(result, to: out, texts: .none)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("students/grades.csv/results.json").path))
        #expect((try? String(contentsOf: out.appendingPathComponent("grades.csv"), encoding: .utf8))?.hasPrefix("student,") == true)
    }

    /// Six concurrent updates on one workbook (separate Workbook values, as separate `kata run`
    /// processes would have) record six results.
    @Test func concurrentProgressUpdatesLoseNothing() async throws {
        let root = try EngineFixture.temporaryDirectory("progress")
        defer { try? FileManager.default.removeItem(at: root) }
        let ids = (1...6).map { "k\($0)" }
        await withTaskGroup(of: Void.self) { group in
            for id in ids {
                group.addTask {
                    _ = try? Workbook(root: root, katas: []).updateState { $0.katas[id] = .init(status: .pass) }
                }
            }
        }
        let state = ProgressStore(root: root).load().state
        #expect(Set(state.katas.keys) == Set(ids))
    }
}
