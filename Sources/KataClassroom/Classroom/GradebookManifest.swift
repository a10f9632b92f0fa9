import KataEngine
import KataPlatform
import Foundation
import KataCatalog

/// `gradebook.json`: what made this gradebook — runner version, a digest of the graders, the
/// katas, the language, when, which shard — so that shard gradebooks can be merged only when
/// they were graded the same way, and the class page can say how it was graded.
public struct GradebookManifest: Codable, Sendable, Equatable {
    public static let fileName = "gradebook.json"
    public static let currentSchema = 1

    public var schemaVersion: Int
    /// `KataVersion.current` of the runner that graded.
    public var runnerVersion: String
    /// SHA-256 of the graders' definitions (see `graderDigest`).
    public var graderDigest: String
    public var katas: [String]
    /// The language the gradebook's prose is in.
    public var language: String
    /// UTC, ISO 8601: the one thing that differs between a merge and grading the class at once.
    public var gradedAt: String
    /// `i/n` when this gradebook is one shard of a class.
    public var shard: String?
    /// Facts about the run a teacher must see (the sandbox notice).
    public var notes: [String]
    /// The students graded here, sorted.
    public var students: [String]

    public init(runnerVersion: String = KataVersion.current, graderDigest: String, katas: [String], language: String,
                gradedAt: Date = Date(), shard: String? = nil, notes: [String], students: [String]) {
        self.schemaVersion = Self.currentSchema
        self.runnerVersion = runnerVersion
        self.graderDigest = graderDigest
        self.katas = katas
        self.language = language
        self.gradedAt = Self.timestamp(gradedAt)
        self.shard = shard
        self.notes = notes
        self.students = students
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// What decides a verdict besides the learner's file: every graded kata's spec (checks, rules,
    /// contract), and the bytes of the grader and simulator sources when the runner's checkout
    /// has them (`Sources/KataGraders`, `Sources/UIKitSim`, `Sources/KataCatalog`). Content
    /// only — no paths, dates or build products — so two runners on the same commit agree.
    public static func graderDigest(katas: [KataSpec], projectRoot: URL?) -> String {
        var digest = Digest()
        for kata in katas.sorted(by: { $0.id < $1.id }) {
            digest.update(field: kata.id)
            digest.update(field: kata.graderSuite)
            digest.update(field: kata.contractSource)
            digest.update(field: kata.checks.map { "\($0.name):\($0.rules.map(\.rawValue).joined(separator: ","))" }.joined(separator: ";"))
        }
        if let root = projectRoot {
            for folder in ["Sources/KataGraders", "Sources/UIKitSim", "Sources/KataCatalog"] {
                let base = root.appendingPathComponent(folder)
                guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
                let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
                for file in files {
                    guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(file).path) else { continue }
                    digest.update(field: folder + "/" + file)
                    digest.update(field: String(data.count))
                    digest.update(data)
                }
            }
        }
        return digest.finish().map { String(format: "%02x", $0) }.joined()
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
