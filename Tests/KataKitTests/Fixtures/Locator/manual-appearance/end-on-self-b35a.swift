// locator-case: viewDidDisappear calls endAppearanceTransition() on self instead of on the child, so the child's disappearance is never ended; child.endAppearanceTransition()
// batch: 35
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child and tells it, itself, when it appears and disappears.
/// Kata `manual-appearance` — read README.md, then run `kata run manual-appearance`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// The one child this container shows, full size.
    let child: UIViewController

    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    // MARK: Your work

    // TODO: take over appearance forwarding for `child` — see README.md.
    // 1. Tell UIKit that you forward appearance yourself.
    // 2. Forward in all four of your appearance methods.

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        child.beginAppearanceTransition(true, animated: animated)
        super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        child.endAppearanceTransition()
        super.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        child.beginAppearanceTransition(false, animated: animated)
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        endAppearanceTransition() // locate-here
        super.viewDidDisappear(animated)
    }
}
