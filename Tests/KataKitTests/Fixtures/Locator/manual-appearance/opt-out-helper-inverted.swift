// locator-case: The learner derives the opt-out from a helper whose condition is inverted (automatic forwarding while there are children), so UIKit keeps forwarding and the child hears every appearance twice.
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

    /// UIKit may forward on its own only while there is no child for us to forward to.
    private var nobodyToForwardTo: Bool {
        !children.isEmpty // locate-here
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        nobodyToForwardTo
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        children.forEach { $0.beginAppearanceTransition(true, animated: animated) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        children.forEach { $0.endAppearanceTransition() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        children.forEach { $0.beginAppearanceTransition(false, animated: animated) }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        children.forEach { $0.endAppearanceTransition() }
    }
}
