import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Writes a graded class to the output folder: `grades.csv`, `summary.md`, and per student
/// `students/<student>/report.md` and `students/<student>/results.json`. Students live in their
/// own namespace, so no folder name (`grades.csv`, `summary.md`, `students`) collides with the
/// class files. The only code in the classroom that writes the gradebook, so that what is written
/// is what the tests read. Every text file is safe to print in a CI log (`WorkflowSafeText`).
/// Prose follows `texts` (the `--lang` of `kata grade`); file names, CSV columns, statuses and
/// JSON keys never change.
public enum GradebookWriter {
    /// The folder holding one folder per student.
    public static let studentsFolder = "students"

    /// Where one student's files go.
    public static func folder(of student: String, in dir: URL) -> URL {
        dir.appendingPathComponent(studentsFolder, isDirectory: true).appendingPathComponent(student, isDirectory: true)
    }

    public static func write(_ result: ClassResult, to dir: URL, texts: ClassroomTexts) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(GradesCSV.render(result, texts: texts).utf8).write(to: dir.appendingPathComponent("grades.csv"), options: .atomic)
        try Data(WorkflowSafeText.neutralize(ClassSummary.render(result, texts: texts)).utf8)
            .write(to: dir.appendingPathComponent("summary.md"), options: .atomic)
        for student in result.students {
            let folder = folder(of: student.student, in: dir)
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(WorkflowSafeText.neutralize(StudentReport.render(student, texts: texts)).utf8)
                .write(to: folder.appendingPathComponent("report.md"), options: .atomic)
            try GradescopeResults(student, texts: texts, notes: result.notes).encoded()
                .write(to: folder.appendingPathComponent("results.json"), options: .atomic)
        }
    }
}
