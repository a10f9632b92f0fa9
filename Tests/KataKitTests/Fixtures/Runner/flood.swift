import UIKitSim

/// Prints 100 MB (the first time it is asked) before adding its child correctly: the runner must
/// cap what it keeps and still grade.
var flooded = false

final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect { view.bounds }

    func displayContentController(_ content: UIViewController) {
        if !flooded {
            flooded = true
            let line = String(repeating: "flood ", count: 174_762) // ~1 MiB
            for _ in 0..<100 { print(line) }
        }
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
