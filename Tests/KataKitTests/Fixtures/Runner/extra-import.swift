import UIKitSim
import RegexBuilder

/// Uses a library the grader itself never links (RegexBuilder), so a remembered library list
/// from earlier attempts is not enough to link it. Otherwise correct.
final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect {
        let digits = Regex { OneOrMore(.digit) }
        let header = CGFloat(("header 44".firstMatch(of: digits)).flatMap { Int($0.output) } ?? 0)
        return CGRect(x: 0, y: header, width: view.bounds.width, height: view.bounds.height - header)
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
