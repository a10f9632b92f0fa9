// locator-case: The learner sets the flexible autoresizing mask on the container's own root view instead of on content.view, so the child's view keeps its portrait size after the turn; the mask belongs on content.view.
// batch: 15
// grader-miss: the flexible mask is put on the container's root view, not on content.view; it passes only because a controller's default loaded view already carries a flexible width/height mask, so a child whose view comes from a nib or custom loadView without one would keep its portrait size after the turn — the grader should check that content.view follows slot with a child view that has no mask of its own.
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
        let child = content
        addChild(child)

        // size it to the slot and let it stretch with it
        child.view.frame = slot.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight] // locate-here

        slot.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
