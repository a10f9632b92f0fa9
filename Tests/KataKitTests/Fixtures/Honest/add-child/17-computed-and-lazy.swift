// honest: a computed property and lazy vars
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

    /// The child's area, read fresh every time.
    private var contentArea: CGRect { frameForContentController() }

    private lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 1
        return formatter
    }()

    private lazy var shownCount = 0

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = contentArea
        view.addSubview(content.view)
        content.didMove(toParent: self)
        shownCount += 1
        let height = formatter.string(from: NSNumber(value: Double(contentArea.height))) ?? "?"
        print("shown \(shownCount) child(ren), height \(height)")
    }
}
