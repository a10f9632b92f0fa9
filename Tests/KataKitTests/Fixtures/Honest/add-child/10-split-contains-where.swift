// honest: split(separator:) and contains(where:) as a guard against adding twice
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        guard !children.contains(where: { $0 === content }) else {
            print("already showing it")
            return
        }
        let words = "add the child then its view".split(separator: " ")
        print("\(words.count) words, first: \(words.first ?? "")")
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
