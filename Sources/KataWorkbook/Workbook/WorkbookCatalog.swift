import Foundation
import KataCatalog
import KataTexts

/// Which katas the workbook offers: the manifests under its `Exercises/`, nothing else (a test
/// that wants fewer katas grades a copy of the workbook holding fewer).
public enum WorkbookCatalog {
    public static func katas(root: URL) throws -> [KataSpec] {
        do { return try Katas.load(root: root) } catch let error as ManifestError {
            throw WorkbookError.data(LearnerText.message("workbook.manifestBroken", ["detail": "\(error)"]))
        }
    }
}
