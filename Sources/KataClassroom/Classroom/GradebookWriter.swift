import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Writes a graded class to the output folder: `grades.csv`, `summary.md`, `index.html` (the
/// class page), `gradebook.json` (how it was graded), and per student `students/<student>/`
/// `report.md`, `report.html`, `results.json` (Gradescope) and `grade.json` (the verdicts, which
/// `GradebookMerge` reads back). Students live in their own namespace, so no folder name
/// (`grades.csv`, `index.html`, `students`) collides with the class files. The only code in the
/// classroom that writes the gradebook, so that what is written is what the tests read, and a
/// merge writes exactly what grading the class at once would. Every text file is safe to print in
/// a CI log (`WorkflowSafeText`). Prose follows `texts` (the `--lang` of `kata grade`); file names,
/// CSV columns, statuses and JSON keys never change.
public enum GradebookWriter {
    /// The folder holding one folder per student.
    public static let studentsFolder = "students"
    /// One student's verdicts, as `StudentGrade` JSON.
    public static let gradeFile = "grade.json"

    /// Where one student's files go.
    public static func folder(of student: String, in dir: URL) -> URL {
        dir.appendingPathComponent(studentsFolder, isDirectory: true).appendingPathComponent(student, isDirectory: true)
    }

    /// The verdicts as `grade.json` keeps them: without how long each took or whether it came from
    /// the cache, which differ from run to run and nothing in the gradebook shows — so a shard's
    /// file, and a merge, are the same whatever ran before.
    static func recorded(_ grade: StudentGrade) -> StudentGrade {
        var grade = grade
        for i in grade.results.indices {
            grade.results[i].duration = 0
            grade.results[i].cached = false
        }
        return grade
    }

    /// `manifest` nil: one saying only what `result` knows (no grader digest).
    public static func write(_ result: ClassResult, to dir: URL, texts: ClassroomTexts, manifest: GradebookManifest? = nil) throws {
        let manifest = manifest ?? GradebookManifest(graderDigest: "", katas: result.katas, language: texts.language,
                                                     notes: result.notes, students: result.students.map(\.student))
        let fm = FileManager.default
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        func text(_ content: String, _ url: URL) throws {
            try Data(WorkflowSafeText.neutralize(content).utf8).write(to: url, options: .atomic)
        }
        try text(GradesCSV.render(result, texts: texts), dir.appendingPathComponent("grades.csv"))
        try text(ClassSummary.render(result, texts: texts), dir.appendingPathComponent("summary.md"))
        try text(ClassPage.render(result, manifest: manifest, texts: texts), dir.appendingPathComponent(ClassPage.fileName))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for student in result.students {
            let folder = folder(of: student.student, in: dir)
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try text(StudentReport.render(student, texts: texts), folder.appendingPathComponent("report.md"))
            try text(StudentPage.render(student, texts: texts), folder.appendingPathComponent(StudentPage.fileName))
            try GradescopeResults(student, texts: texts, notes: result.notes).encoded()
                .write(to: folder.appendingPathComponent("results.json"), options: .atomic)
            try encoder.encode(recorded(student)).write(to: folder.appendingPathComponent(gradeFile), options: .atomic)
        }
        try manifest.encoded().write(to: dir.appendingPathComponent(GradebookManifest.fileName), options: .atomic)
    }
}
