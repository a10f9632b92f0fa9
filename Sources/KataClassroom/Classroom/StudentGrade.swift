import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// One student's row of the gradebook: a verdict per kata, in the order the katas were asked for,
/// plus what the integrity scan noticed. Everything the writers print comes from here.
public struct StudentGrade: Codable, Sendable, Equatable {
    /// The submission folder's name.
    public var student: String
    /// One result per graded kata, in kata order.
    public var results: [KataResult]
    /// Integrity flags per kata id (only katas whose file raised some).
    public var flags: [String: [IntegrityFlag]]

    public init(student: String, results: [KataResult], flags: [String: [IntegrityFlag]] = [:]) {
        self.student = student
        self.results = results
        self.flags = flags
    }

    /// Katas passed: the gradebook's `total`.
    public var passed: Int { results.filter { $0.status == .pass }.count }

    public func result(for kata: String) -> KataResult? { results.first { $0.kata == kata } }

}

/// A graded class: the katas in column order and one row per student, sorted by name so that the
/// gradebook is the same whatever the number of parallel jobs.
public struct ClassResult: Codable, Sendable, Equatable {
    public var katas: [String]
    public var students: [StudentGrade]
    /// Facts about the run a teacher must see (e.g. that no sandbox was available).
    public var notes: [String]

    public init(katas: [String], students: [StudentGrade], notes: [String] = []) {
        self.katas = katas
        self.students = students.sorted { $0.student < $1.student }
        self.notes = notes
    }
}
