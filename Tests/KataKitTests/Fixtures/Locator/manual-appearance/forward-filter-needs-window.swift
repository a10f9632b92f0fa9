// locator-case: The learner forwards only to children whose view is already in a window, but in `viewWillAppear` the views are not in the window yet (and in `viewDidDisappear` no longer are), so begins and ends go unpaired; filter on the child's view being inside `view` (or not at all) instead of on `window`.
// batch: 16
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

    /// The children that are actually showing something.
    private var visibleChildren: [UIViewController] {
        children.filter { $0.viewIfLoaded?.window != nil } // locate-here
    }

    private func announce(appearing: Bool, animated: Bool) {
        for kid in visibleChildren {
            kid.beginAppearanceTransition(appearing, animated: animated)
        }
    }

    private func conclude() {
        for kid in visibleChildren {
            kid.endAppearanceTransition()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        announce(appearing: true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        conclude()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        announce(appearing: false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        conclude()
    }
}
