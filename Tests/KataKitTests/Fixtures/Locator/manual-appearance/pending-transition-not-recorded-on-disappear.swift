// locator-case: The learner ends the child's transition only while `pendingAppearing` is set, but `viewWillDisappear` begins the disappearing transition without recording it, so `viewDidDisappear` never ends it; set `pendingAppearing = false` in `viewWillDisappear` next to the begin call.
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

    /// The transition we started on `child` and still owe an end for (true: appearing).
    private var pendingAppearing: Bool?

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        pendingAppearing = true
        child.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if pendingAppearing != nil {
            child.endAppearanceTransition()
        }
        pendingAppearing = nil
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated) // locate-here
        child.beginAppearanceTransition(false, animated: animated) // locate-here
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if pendingAppearing != nil {
            child.endAppearanceTransition()
        }
        pendingAppearing = nil
    }
}
