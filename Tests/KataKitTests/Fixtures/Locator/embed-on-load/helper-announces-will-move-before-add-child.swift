// locator-case: The learner's embedding helper calls child.willMove(toParent: self) itself before addChild, so content hears willMove twice; remove the explicit willMove, addChild already sends it.
// batch: 15
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A screen with a 44-point header and, below it, a container view (`slot`) for one child —
/// what Interface Builder's Container View object gives you, built in code.
/// Kata `embed-on-load` — read README.md, then run `swift run kata watch embed-on-load`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// The child this screen shows in `slot`.
    let content: UIViewController
    /// The container view meant for `content`: everything below the header.
    let slot = UIView()
    private let header = UIView()

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        slot.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
        slot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(slot)

        // MARK: Your work
        slot.host(content, in: self)
    }
}

private extension UIView {
    /// Puts `child`'s view inside this view, filling it, as `parent`'s child.
    func host(_ child: UIViewController, in parent: UIViewController) {
        child.willMove(toParent: parent) // locate-here
        parent.addChild(child)
        let childView: UIView = child.view
        childView.frame = bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(childView)
        child.didMove(toParent: parent)
    }
}
