import KataTexts
import KataPlatform
import Foundation

/// The jobs `swiftc` runs for one step of building a grader (a frontend job; or autolink-extract
/// → linker for the link), learned once per toolchain and runtime by asking the drivers
/// (`swiftc -###`, then `clang -###` for the link line) and replayed directly afterwards. Skipping
/// the driver start-ups is a large share of an edit→verdict loop. Every per-attempt path lies in
/// the attempt's folder, stored as the `{WORK}` placeholder. When a replayed job fails for a
/// reason that is not the learner's code, the grader falls back to plain `swiftc` (see
/// `GraderCompilation`).
struct CompilePlan: Codable, Equatable {
    /// Each job's arguments, with the `{WORK}` placeholder.
    var jobs: [[String]]

    static let work = "{WORK}"

    /// The plan's jobs for one attempt.
    func commands(work: URL) -> [[String]] {
        jobs.map { job in job.map { $0.replacingOccurrences(of: Self.work, with: work.path) } }
    }

    /// A job that type-checks and compiles: its failure is a compile error.
    static func isFrontend(_ job: [String]) -> Bool {
        job.count > 1 && job[1] == "-frontend"
    }

    static func isAutolinkExtract(_ job: [String]) -> Bool {
        job.first.map { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("swift-autolink-extract") } ?? false
    }

    /// The path after a job's `-o`.
    static func outputPath(of job: [String]) -> String? {
        guard let at = job.firstIndex(of: "-o"), at + 1 < job.count else { return nil }
        return job[at + 1]
    }

    /// Learns the plan for `command` (a full swiftc command of `GraderBuild` whose inputs and
    /// outputs all lie in `work`). Nil when the drivers' answers are not in the expected shape
    /// (then plain swiftc is used).
    static func learn(command: [String], work: URL) -> CompilePlan? {
        let listed = ProcessRunner.run(ProcessRequest(command: command + ["-###"], timeout: 60, outputCap: 1 << 20))
        guard listed.succeeded else { return nil }
        var jobs = String(decoding: listed.stdout, as: UTF8.self)
            .split(separator: "\n").map { ShellWords.split(String($0)) }.filter { !$0.isEmpty }
        guard let first = jobs.first, let firstOutput = outputPath(of: first) else { return nil }

        // The driver's scratch folder (the autolink list of a link) becomes the attempt's folder.
        let scratch = URL(fileURLWithPath: firstOutput).deletingLastPathComponent().path
        let driverScratch = scratch != work.path ? scratch : nil
        defer { if let driverScratch, driverScratch.contains("TemporaryDirectory") { try? FileManager.default.removeItem(atPath: driverScratch) } }

        // Replace the clang driver of the link job by the linker command it would run. clang
        // expands response files (the autolink list) while planning, so a sentinel list stands
        // in for it and is put back as a response file the linker reads itself.
        if let last = jobs.last, URL(fileURLWithPath: last[0]).lastPathComponent.hasPrefix("clang") {
            let responseFiles = last.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
            let sentinel = "-lKATA_AUTOLINK_SENTINEL"
            // clang drops inputs that do not exist yet (the object files): stand-ins for those too.
            try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            for input in last where input.hasPrefix(scratch) || input.hasPrefix(work.path) {
                if !FileManager.default.fileExists(atPath: input) { try? Data().write(to: URL(fileURLWithPath: input)) }
            }
            for file in responseFiles {
                try? Data(sentinel.utf8).write(to: URL(fileURLWithPath: file))
            }
            let linked = ProcessRunner.run(ProcessRequest(command: last + ["-###"], timeout: 60, outputCap: 1 << 20))
            let text = String(decoding: linked.stdout + linked.stderr, as: UTF8.self)
            guard linked.succeeded, responseFiles.count <= 1,
                  let line = text.split(separator: "\n").last(where: { $0.hasPrefix(" \"") })
            else { return nil }
            var linker = ShellWords.split(String(line))
            if let file = responseFiles.first {
                guard let at = linker.firstIndex(of: sentinel) else { return nil }
                linker[at] = "@" + file
            }
            guard !linker.isEmpty else { return nil }
            jobs[jobs.count - 1] = linker
        }

        let templated = jobs.map { job in
            job.map { arg in
                var arg = arg.replacingOccurrences(of: work.path, with: Self.work)
                if let driverScratch { arg = arg.replacingOccurrences(of: driverScratch, with: Self.work) }
                return arg
            }
        }
        // Every per-attempt path must have become a placeholder, or the plan would reuse them.
        let flat = templated.joined().joined(separator: " ")
        guard flat.contains(Self.work), !flat.contains(work.path), driverScratch.map({ !flat.contains($0) }) ?? true
        else { return nil }
        return CompilePlan(jobs: templated)
    }
}

/// Plans on disk, keyed by everything that shapes the driver's answer.
struct CompilePlanStore {
    let directory: URL

    func key(toolchain: Toolchain, command: [String], work: URL) -> String {
        var digest = Digest()
        digest.update(field: "plan-2")
        digest.update(field: toolchain.version)
        digest.update(field: toolchain.swiftc.resolvingSymlinksInPath().path)
        // The command with this attempt's folder blanked out: flags, file names and library folders.
        for arg in command {
            digest.update(field: arg.replacingOccurrences(of: work.path, with: CompilePlan.work))
        }
        return Digest.hex(digest.finish())
    }

    func load(key: String) -> CompilePlan? {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("\(key).json")) else { return nil }
        return try? JSONDecoder().decode(CompilePlan.self, from: data)
    }

    func store(_ plan: CompilePlan, key: String) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(plan) else { return }
        try? data.write(to: directory.appendingPathComponent("\(key).json"), options: .atomic)
    }

    func discard(key: String) {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("\(key).json"))
        forgetLibraries(key: key)
    }

    private func librariesFile(_ key: String) -> URL {
        directory.appendingPathComponent("\(key).autolink")
    }

    func loadLibraries(key: String) -> Data? {
        try? Data(contentsOf: librariesFile(key))
    }

    /// Keeps the union of every list extracted so far (an extra library only adds a dependency).
    func rememberLibraries(_ extracted: Data, key: String) {
        let old = loadLibraries(key: key).map { String(decoding: $0, as: UTF8.self) } ?? ""
        var seen = Set<Substring>()
        let lines = (old + "\n" + String(decoding: extracted, as: UTF8.self))
            .split(whereSeparator: \.isNewline).filter { !$0.isEmpty && seen.insert($0).inserted }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: librariesFile(key), options: .atomic)
    }

    func forgetLibraries(key: String) {
        try? FileManager.default.removeItem(at: librariesFile(key))
    }
}
