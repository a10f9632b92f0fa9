// honest: a @propertyWrapper that clamps a counter, used on a property
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

@propertyWrapper
struct AtLeastZero {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = max(0, newValue) }
    }
    init(wrappedValue: Int) { value = max(0, wrappedValue) }
}

/// A container that shows one child below a 44-point header.
final class ContainerViewController: UIViewController {
    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    @AtLeastZero private var timesShown = 0

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        timesShown += 1
        print("shown \(timesShown) time(s)")
    }
}
