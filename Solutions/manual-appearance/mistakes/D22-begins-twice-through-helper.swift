// mistake: D22
// expect-rules: balance-begin-end
// source: docs/spec/mistakes.md D22 (unbalanced begin/end); a batch-10 locator case: a helper that begins the child's transition again, so one end in viewDidAppear leaves it appearing (uikit-semantics §2.2, the nesting count)
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Reference solution for `manual-appearance` (the guide's Listings 5-4 and 5-5, with the `super`
/// calls the listing leaves out).
final class ContainerViewController: UIViewController {
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

    /// We forward appearance ourselves, so UIKit must not do it too (or the child hears it twice).
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        child.beginAppearanceTransition(true, animated: animated)
        prepareChild(animated)
    }

    /// Gets the child ready to appear (and, by mistake, begins its transition a second time).
    private func prepareChild(_ animated: Bool) {
        child.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        child.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        child.endAppearanceTransition()
    }
}
