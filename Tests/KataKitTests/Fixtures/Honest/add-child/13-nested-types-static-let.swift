// honest: nested types with static let constants inside the container
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

    /// Names and numbers this container uses.
    enum Layout {
        static let headerHeight: CGFloat = 44
        static let logPrefix = "[container]"

        struct Report {
            let frame: CGRect
            var text: String { "\(Layout.logPrefix) child at \(frame.origin.y), header \(Layout.headerHeight)" }
        }
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        let report = Layout.Report(frame: frameForContentController())
        content.view.frame = report.frame
        view.addSubview(content.view)
        content.didMove(toParent: self)
        print(report.text)
    }
}
