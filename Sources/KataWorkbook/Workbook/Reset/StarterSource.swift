import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Where the pristine starter of a kata comes from, for `kata reset` and `kata dev check`: git,
/// which every clone has. It is the file as last committed by someone other than the learner (the
/// course's authors), so a learner who commits their own work still gets the starter back, and a
/// course that updates a starter hands out the update. The learner is git's `user.email` here;
/// with none set, the last commit counts. Outside git there is no pristine copy, and reset says so
/// instead of guessing.
public struct StarterSource: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The starter's exact bytes.
    public func starter(for kata: KataSpec) throws -> Data {
        let learner = GitShow.userEmail(in: root)
        let commits = GitShow.commits(touching: kata.learnerFile, in: root)
        let course = commits.first { learner == nil || $0.authorEmail != learner } ?? commits.first
        if let course, let data = GitShow.file(kata.learnerFile, revision: course.hash, in: root) { return data }
        throw WorkbookError.data(LearnerText.message("workbook.noPristineStarter", ["file": kata.learnerFile]))
    }
}
