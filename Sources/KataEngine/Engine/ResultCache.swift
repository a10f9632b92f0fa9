import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Final verdicts on disk, keyed by everything that can change one: the learner's bytes, the
/// kata's contract and checks, the runtime library, the compiler, the limits that affect the
/// outcome and the sandbox in use. An unchanged re-run is a file read.
extension JSONEncoder {
    /// Keys sorted, so the same value always encodes to the same bytes.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

struct ResultCache {
    let directory: URL

    /// Bump when the result format or the grading pipeline changes meaning.
    static let formatVersion = "kata-cache-2"

    /// `contract` is the contract file's whole text (with the given files). The verdict holds
    /// words in the learner's language and the tool's wording, so both are part of the key.
    static func key(
        request: GradeRequest, source: Data, contract: String, toolchain: Toolchain, wrapper: ExecutionWrapper?,
        symbolCheck: Grader.SymbolCheckMode = .enforce,
        language: String = LearnerText.table.language, toolVersion: String = KataVersion.current
    ) -> String {
        var digest = Digest()
        digest.update(field: formatVersion)
        digest.update(field: String(source.count))
        digest.update(source)
        digest.update(field: request.kata.id)
        digest.update(field: contract)
        // The manifest's texts become the verdict's words: a changed message is a new verdict.
        if let manifest = request.kata.manifest, let json = try? JSONEncoder.sorted.encode(manifest) {
            digest.update(json)
        }
        digest.update(field: language)
        digest.update(field: toolVersion)
        digest.update(field: request.kata.graderSuite)
        digest.update(field: request.kata.checks.map { "\($0.name):\($0.rules.map(\.rawValue).joined(separator: ","))" }.joined(separator: ";"))
        digest.update(field: request.displayPath)
        let library = toolchain.runtimeLibrary
        digest.update(field: library.path)
        digest.update(field: String(FileStat.size(library) ?? -1))
        digest.update(field: String(FileStat.modificationDate(library)?.timeIntervalSince1970 ?? -1))
        digest.update(field: toolchain.version)
        let limits = request.limits
        digest.update(field: "\(limits.timeout)|\(limits.outputBytes)|\(limits.memoryBytes ?? -1)|\(limits.cpuSeconds ?? -1)|\(limits.processes ?? -1)|\(limits.fileBytes ?? -1)")
        digest.update(field: wrapper.map { String(reflecting: $0) } ?? "none")
        digest.update(field: ObjectSymbols.policyVersion)
        digest.update(field: LearnerSourcePolicy.policyVersion)
        digest.update(field: symbolCheck.rawValue)
        return Digest.hex(digest.finish())
    }

    private func file(_ key: String) -> URL {
        directory.appendingPathComponent("results", isDirectory: true).appendingPathComponent("\(key).json")
    }

    func load(key: String) -> KataResult? {
        guard let data = try? Data(contentsOf: file(key)),
              var result = try? JSONDecoder().decode(KataResult.self, from: data)
        else { return nil }
        result.cached = true
        result.duration = 0
        return result
    }

    /// Written atomically, so a parallel reader never sees half a file.
    func store(_ result: KataResult, key: String) {
        let url = file(key)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(result) else { return }
        try? data.write(to: url, options: .atomic)
    }
}
