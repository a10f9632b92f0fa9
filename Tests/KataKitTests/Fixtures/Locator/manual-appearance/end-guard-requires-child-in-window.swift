// locator-case: The learner's `endChildTransition()` helper only ends the open transition while the child's view is in a window, which is never true in viewDidDisappear, so the child never gets viewDidDisappear and the flag stays set; drop the window clause from the guard.
// batch: 17
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

    /// True between a begin on `child` and its matching end, so we never end twice.
    private var childTransitionIsOpen = false

    private func beginChildTransition(appearing: Bool, animated: Bool) {
        child.beginAppearanceTransition(appearing, animated: animated)
        childTransitionIsOpen = true
    }

    private func endChildTransition() {
        guard childTransitionIsOpen,
              child.viewIfLoaded?.window != nil // locate-here
        else { return }
        childTransitionIsOpen = false
        child.endAppearanceTransition()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beginChildTransition(appearing: true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        endChildTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        beginChildTransition(appearing: false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        endChildTransition()
    }
}
