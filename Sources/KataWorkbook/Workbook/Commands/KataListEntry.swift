import KataEngine
import KataTexts
import KataPlatform
import KataCatalog

/// One line of `kata list`; its JSON form is the machine contract of `kata list --format json`.
public struct KataListEntry: Codable, Sendable, Equatable {
    public let id: String
    public let title: String
    /// The learner's file, relative to the workbook root.
    public let file: String
    /// The reference solution, relative to the workbook root.
    public let solution: String
    public let status: LearnerStatus
    /// True for the kata the workbook opens on (not part of the JSON contract's required keys).
    public let current: Bool

    public static func entries(_ workbook: Workbook, state: ProgressState) -> [KataListEntry] {
        let next = workbook.nextKata(in: state)?.id
        return workbook.katas.map { kata in
            KataListEntry(
                id: kata.id, title: LearnerText.table.kata(kata).title, file: kata.learnerFile,
                solution: kata.solutionFile, status: state.status(of: kata.id), current: kata.id == next)
        }
    }
}
