import KataEngine
import KataTexts
import Foundation

/// `kata grade --merge DIR… --out DIR`: shard gradebooks combined into the one grading the whole
/// class at once would have written (only `gradedAt` differs). It reads each shard's
/// `gradebook.json` and its students' `grade.json`, never the Markdown or CSV, and refuses —
/// rather than guess — gradebooks graded with another runner, other graders, other katas or in
/// another language, and a student present in two shards.
public enum GradebookMerge {
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case noInputs
        case notAGradebook(folder: String, reason: String)
        case mismatch(folder: String, field: String, theirs: String, ours: String)
        case duplicate(student: String, first: String, second: String)
        case missingStudent(folder: String, student: String, reason: String)
        case outputIsInput(String)
        case shards(missing: [String], count: Int)

        public var description: String {
            let t = LearnerText.table
            switch self {
            case .noInputs: return t.message("classroom.merge.noInputs")
            case .notAGradebook(let folder, let reason): return t.message("classroom.merge.notAGradebook", ["folder": folder, "reason": reason])
            case .mismatch(let folder, let field, let theirs, let ours):
                return t.message("classroom.merge.mismatch", ["folder": folder, "field": field, "theirs": theirs, "ours": ours])
            case .duplicate(let student, let first, let second):
                return t.message("classroom.merge.duplicate", ["student": student, "first": first, "second": second])
            case .missingStudent(let folder, let student, let reason):
                return t.message("classroom.merge.missingStudent", ["folder": folder, "student": student, "reason": reason])
            case .outputIsInput(let folder): return t.message("classroom.merge.outputIsInput", ["folder": folder])
            case .shards(let missing, let count):
                return t.message("classroom.merge.shards", ["missing": missing.joined(separator: ", "), "count": "\(count)"])
            }
        }
    }

    /// Reads and checks every input, then writes the merged gradebook to `output`.
    @discardableResult
    public static func merge(_ inputs: [URL], into output: URL, now: Date = Date()) throws -> ClassResult {
        guard !inputs.isEmpty else { throw Problem.noInputs }
        let out = ClassGradingRun.resolved(output).path
        if let clash = inputs.first(where: { ClassGradingRun.resolved($0).path == out }) { throw Problem.outputIsInput(clash.path) }
        var first: GradebookManifest?
        var owner: [String: String] = [:]
        var students: [StudentGrade] = []
        var notes: [String] = []
        let manifests = try inputs.map { ($0, try read($0)) }
        try checkShards(manifests.map(\.1.shard))
        for (input, manifest) in manifests {
            if let base = first {
                for (field, theirs, ours) in [("runner", manifest.runnerVersion, base.runnerVersion),
                                              ("graders", manifest.graderDigest, base.graderDigest),
                                              ("katas", manifest.katas.joined(separator: ","), base.katas.joined(separator: ",")),
                                              ("language", manifest.language, base.language)] where theirs != ours {
                    throw Problem.mismatch(folder: input.path, field: field, theirs: theirs, ours: ours)
                }
            } else {
                first = manifest
            }
            for note in manifest.notes where !notes.contains(note) { notes.append(note) }
            for name in manifest.students {
                if let previous = owner[name] { throw Problem.duplicate(student: name, first: previous, second: input.path) }
                owner[name] = input.path
                let file = GradebookWriter.folder(of: name, in: input).appendingPathComponent(GradebookWriter.gradeFile)
                do {
                    let grade = try JSONDecoder().decode(StudentGrade.self, from: Data(contentsOf: file))
                    guard grade.student == name else { throw CocoaError(.fileReadCorruptFile) }
                    students.append(grade)
                } catch {
                    throw Problem.missingStudent(folder: input.path, student: name, reason: error.localizedDescription)
                }
            }
        }
        let base = first!
        let result = ClassResult(katas: base.katas, students: students, notes: notes)
        let manifest = GradebookManifest(runnerVersion: base.runnerVersion, graderDigest: base.graderDigest, katas: base.katas,
                                         language: base.language, gradedAt: now, notes: notes, students: result.students.map(\.student))
        try GradebookWriter.write(result, to: output, texts: .bundled(language: base.language), manifest: manifest)
        return result
    }

    /// Shard gradebooks must be all N shards of one split, each once: a shard whose job failed
    /// would otherwise drop its students from the class without a word. Unsharded gradebooks
    /// (classes graded apart) merge as they are.
    static func checkShards(_ shards: [String?]) throws {
        let parsed = shards.compactMap { $0.flatMap { try? ClassShard(parsing: $0) } }
        guard let count = parsed.first?.count else { return }
        let given = parsed.filter { $0.count == count }.map(\.index)
        let wrong = (1...count).filter { i in given.filter { $0 == i }.count != 1 }
        guard wrong.isEmpty, parsed.count == shards.count, parsed.allSatisfy({ $0.count == count }) else {
            throw Problem.shards(missing: (wrong.isEmpty ? shards.compactMap { $0 } : wrong.map { "\($0)" }), count: count)
        }
    }

    static func read(_ folder: URL) throws -> GradebookManifest {
        let file = folder.appendingPathComponent(GradebookManifest.fileName)
        do {
            let manifest = try JSONDecoder().decode(GradebookManifest.self, from: Data(contentsOf: file))
            guard manifest.schemaVersion == GradebookManifest.currentSchema else { throw CocoaError(.fileReadCorruptFile) }
            return manifest
        } catch {
            throw Problem.notAGradebook(folder: folder.path, reason: error.localizedDescription)
        }
    }
}
