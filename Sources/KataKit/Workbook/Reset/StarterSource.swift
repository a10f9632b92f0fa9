import Foundation
import KataCatalog

/// Where the pristine starter of a kata comes from, for `kata reset` and `kata dev check`: git,
/// which every clone has. The committed version (`HEAD`) is the starter unless the learner has
/// committed their own work over it; then the oldest committed version is (the one the course
/// shipped). Outside git there is no pristine copy, and reset says so instead of guessing.
public struct StarterSource: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The starter's exact bytes.
    public func starter(for kata: KataSpec) throws -> Data {
        let current = try? Data(contentsOf: root.appendingPathComponent(kata.learnerFile))
        if let head = GitShow.file(kata.learnerFile, revision: "HEAD", in: root) {
            guard head == current, let first = GitShow.firstCommit(of: kata.learnerFile, in: root),
                  let original = GitShow.file(kata.learnerFile, revision: first, in: root) else { return head }
            return original
        }
        throw WorkbookError.data(WorkbookText.message("workbook.noPristineStarter", ["file": kata.learnerFile]))
    }
}
