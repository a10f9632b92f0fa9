import Foundation
import KataCatalog

/// Where the pristine starter of a kata comes from, for `kata reset`.
///
/// The primary source is the runner's own copy, `Sources/KataKit/Workbook/Starters/<id>.swift`
/// in the workbook (excluded from compilation, kept equal to the committed starter by a test and
/// refreshed with `kata dev sync-starters`). It is there in a git clone and in a plain copy alike,
/// and unlike `git show HEAD:…` it stays pristine after a learner commits their own work.
/// Git is the fallback, for a kata that has no copy yet.
public struct StarterSource: Sendable {
    public static let directory = "Sources/KataKit/Workbook/Starters"

    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The runner's pristine copy of a kata's starter.
    public func pristineCopy(for kata: KataSpec) -> URL {
        root.appendingPathComponent(Self.directory).appendingPathComponent("\(kata.id).swift")
    }

    /// The starter's exact bytes.
    public func starter(for kata: KataSpec) throws -> Data {
        if let data = try? Data(contentsOf: pristineCopy(for: kata)) { return data }
        if let data = GitShow.file(kata.learnerFile, revision: "HEAD", in: root) { return data }
        throw WorkbookError.internalError(
            "no pristine starter for '\(kata.id)' (looked in \(Self.directory) and in git); your file was left as it is")
    }
}
