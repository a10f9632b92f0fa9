// locator-case: a didSet observer on `current` calls addChild again after displayContentController already added the child, so it is added twice; drop the addChild from the observer.
// batch: 14
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

final class ContainerViewController: UIViewController {
    /// The child we show right now.
    private var current: UIViewController? {
        didSet {
            // whatever we show must be our child
            if let shown = current {
                addChild(shown) // locate-here
            }
        }
    }

    /// Given: the area below the 44-point header, where the child's view belongs.
    func frameForContentController() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
        current = content
    }
}
