import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Finds the students in a submissions folder and reads each one's learner file for a kata,
/// refusing anything that is not a plain UTF-8 Swift file inside the student's own folder.
/// Every refusal is a reason a person can act on; none stops the class.
public enum SubmissionReader {
    /// A student's folder. Its name is the student's name in the gradebook.
    public struct Submission: Sendable, Equatable {
        public var student: String
        public var folder: URL
    }

    /// What reading one learner file gave: its text, or why there is none to grade.
    public enum Input: Sendable, Equatable {
        case source(String)
        case unusable(reason: String)
    }

    /// Largest learner file accepted: a view controller is a few kilobytes, and the whole class is
    /// read into memory before grading starts.
    public static let maxFileBytes = 128 * 1024

    /// Folders directly inside `root`, by name; hidden entries and plain files are not students.
    public static func submissions(in root: URL) throws -> [Submission] {
        let fm = FileManager.default
        let names = try fm.contentsOfDirectory(atPath: root.path)
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            let url = root.appendingPathComponent(name)
            var isDir: ObjCBool = false
            // A symlinked student folder is still a row (read() then refuses it).
            let isLink = (try? fm.destinationOfSymbolicLink(atPath: url.path)) != nil
            guard isLink || (fm.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue) else { return nil }
            return Submission(student: name, folder: url)
        }
    }

    /// The learner file of `kata` in `submission`, checked; a refusal's reason is in `texts`' language.
    public static func read(_ kata: KataSpec, from submission: Submission, texts: ClassroomTexts = .none) -> Input {
        let fm = FileManager.default
        let root = submission.folder.standardizedFileURL
        let file = kata.learnerFile
        func refuse(_ key: String, _ args: [String: String] = [:]) -> Input {
            .unusable(reason: texts.message(key, args.merging(["file": file]) { own, _ in own }))
        }
        if (try? fm.destinationOfSymbolicLink(atPath: root.path)) != nil { return refuse("classroom.refused.linkedFolder") }
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: root.appendingPathComponent("Exercises").path, isDirectory: &isDir), isDir.boolValue else {
            return refuse("classroom.refused.noExercises")
        }
        let url = root.appendingPathComponent(file)
        // Every component must stay inside the submission: a symlink pointing out is refused even
        // when its target exists (that is how one student would read another's work).
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
        let rootResolved = root.resolvingSymlinksInPath().path
        guard fm.fileExists(atPath: url.path) || (try? fm.destinationOfSymbolicLink(atPath: url.path)) != nil else {
            return refuse("classroom.refused.missing")
        }
        guard resolved.hasPrefix(rootResolved + "/") else { return refuse("classroom.refused.linkOut") }
        guard fm.fileExists(atPath: resolved, isDirectory: &isDir), !isDir.boolValue else { return refuse("classroom.refused.notAFile") }
        guard let attributes = try? fm.attributesOfItem(atPath: resolved),
              (attributes[.type] as? FileAttributeType) == .typeRegular else {
            return refuse("classroom.refused.notRegular")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size == 0 { return refuse("classroom.refused.empty") }
        if size > maxFileBytes { return refuse("classroom.refused.tooLarge", ["size": "\(size)", "limit": "\(maxFileBytes)"]) }
        guard let data = fm.contents(atPath: resolved) else { return refuse("classroom.refused.unreadable") }
        if data.contains(0) { return refuse("classroom.refused.binary") }
        guard let text = String(validating: data, as: UTF8.self) else { return refuse("classroom.refused.notUTF8") }
        if text.allSatisfy(\.isWhitespace) { return refuse("classroom.refused.empty") }
        return .source(text)
    }
}
