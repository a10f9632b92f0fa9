// honest: overrides viewDidLoad (calling super) to set a title; string work there
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

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "container_with_header".split(separator: "_").map { $0.capitalized }.joined(separator: " ")
        print("loaded \(title ?? "")")
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
