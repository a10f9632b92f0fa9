import Testing
@testable import KataCatalog

/// Which learner lines a correct answer also has (issue 19: the locator looks past them to the
/// local or condition behind them). Names a file chose compare equal; the kata's own do not.
@Suite struct ReferenceLinesTests {
    static let starter = """
        final class ContainerViewController: UIViewController {
            // MARK: Given
            let slot = UIView()
            let header = UIView()
            // MARK: Your code
        }
        """

    static let solution = """
        func show(_ content: UIViewController) {
            addChild(content)
            content.view.frame = slot.bounds
            view.addSubview(content.view)
            content.didMove(toParent: self)
        }
        """

    @Test func namesTheLearnerChoseCompareEqual() {
        let learner = """
            func display(_ tab: UIViewController) {
                addChild(tab)   // a comment is not code
                self.view.addSubview( tab.view )
                tab.didMove(toParent: nil)
            }
            """
        let lines = ReferenceLines.lines(learner: learner, references: [Self.solution], starter: Self.starter)
        #expect(lines == [1, 2, 3, 5])
    }

    @Test func theKatasOwnNamesStayAsTheyAre() {
        let learner = """
            func show(_ child: UIViewController) {
                child.view.frame = header.bounds
                child.view.frame = slot.bounds
            }
            """
        let lines = ReferenceLines.lines(learner: learner, references: [Self.solution], starter: Self.starter)
        #expect(!lines.contains(2))
        #expect(lines.contains(3))
    }

    @Test func declarationsOfEveryKindAreTheFilesNames() {
        let names = ReferenceLines.declaredNames(in: [
            "let (a, b) = pair",
            "if case let .some(c) = optional, let d = other {",
            "for e in items { f in",
            "func g(label h: Int, _ i: [Int]) -> Int {",
            "init?(j: Int) {",
            "list.map { [weak self] k, l in",
            "private lazy var m: Int = 0",
        ])
        #expect(names == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"])
    }

    @Test func tokensKeepStringsWholeAndDropComments() {
        #expect(SwiftTokens.of(#"print("a // b", x)// c"#) == ["print", "(", #""a // b""#, ",", "x", ")"])
    }
}
