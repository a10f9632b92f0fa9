// locator-case: The learner records an open transition with the appearing flag instead of true, so a disappearing transition counts as not open and viewDidDisappear never ends it.
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

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Whether the child has a begun transition that still needs its end.
    private var transitionOpen = false

    private func openTransition(appearing: Bool, animated: Bool) {
        child.beginAppearanceTransition(appearing, animated: animated)
        transitionOpen = appearing // locate-here
    }

    private func closeTransition() {
        guard transitionOpen else { return }
        child.endAppearanceTransition()
        transitionOpen = false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        openTransition(appearing: true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        closeTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        openTransition(appearing: false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        closeTransition()
    }
}
