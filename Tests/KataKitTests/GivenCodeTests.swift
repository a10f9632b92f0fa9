import Testing
import KataCatalog

/// Given code is correct as shipped, so the locator never sends a learner there (issue 19): both
/// of the starters' markers are read, and a line the learner changed is theirs again.
@Suite struct GivenCodeTests {
    static let starter = """
    final class ContainerViewController: UIViewController {
        /// Given: the area below the 44-point header.
        func frameForContentController() -> CGRect {
            var frame = view.bounds
            frame.origin.y += 44
            return frame
        }

        /// Given: the header's height.
        let headerHeight: CGFloat = 44

        func displayContentController(_ content: UIViewController) {
            // TODO
        }

        // MARK: Given (already correct)
        let child = UIViewController()
        // MARK: Your work
        var selected = 0
    }
    """

    @Test func aDeclarationDocumentedGivenIsGivenWithItsBody() {
        #expect(GivenCode.lines(of: Self.starter) == [3, 4, 5, 6, 7, 10, 17])
    }

    @Test func aSignatureOverSeveralLinesStaysGivenUntilItsBodyCloses() {
        let source = """
        /// Given: where the view goes.
        func frame(
            in bounds: CGRect) -> CGRect {
            bounds
        }
        func mine() {}
        """
        #expect(GivenCode.lines(of: source) == [2, 3, 4, 5])
    }

    @Test func aGivenLineTheLearnerChangedIsTheirs() {
        let learner = Self.starter.replacingOccurrences(of: "frame.origin.y += 44", with: "frame.origin.y += 64")
        let unchanged = GivenCode.unchangedLines(learner: learner, starter: Self.starter)
        #expect(!unchanged.contains(5))
        #expect(unchanged.isSuperset(of: [3, 4, 6, 7, 10, 17]))
    }
}
