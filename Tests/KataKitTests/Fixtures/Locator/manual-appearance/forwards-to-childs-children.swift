// locator-case: The learner's list of controllers to forward to is the child's own children instead of the container's, so the child (which has none) is never told that it appears or disappears.
// batch: 11
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

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    /// Everyone who must hear about our appearance from us.
    private var appearanceTargets: [UIViewController] {
        child.children // locate-here
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for target in appearanceTargets {
            target.beginAppearanceTransition(true, animated: animated)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for target in appearanceTargets {
            target.endAppearanceTransition()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for target in appearanceTargets {
            target.beginAppearanceTransition(false, animated: animated)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for target in appearanceTargets {
            target.endAppearanceTransition()
        }
    }
}
