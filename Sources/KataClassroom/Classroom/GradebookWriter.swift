import KataEngine
import KataTexts
import KataPlatform
import Foundation

/// Writes a graded class to the output folder: `grades.csv`, `summary.md`, and per student
/// `<student>/report.md` and `<student>/results.json`. The only code in the classroom that writes
/// the gradebook, so that what is written is what the tests read.
public enum GradebookWriter {
    public static func write(_ result: ClassResult, to dir: URL, texts: ClassroomTexts) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(GradesCSV.render(result).utf8).write(to: dir.appendingPathComponent("grades.csv"), options: .atomic)
        try Data(ClassSummary.render(result, texts: texts).utf8)
            .write(to: dir.appendingPathComponent("summary.md"), options: .atomic)
        for student in result.students {
            let folder = dir.appendingPathComponent(student.student, isDirectory: true)
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(StudentReport.render(student, texts: texts).utf8)
                .write(to: folder.appendingPathComponent("report.md"), options: .atomic)
            try GradescopeResults(student, texts: texts).encoded()
                .write(to: folder.appendingPathComponent("results.json"), options: .atomic)
        }
    }
}
