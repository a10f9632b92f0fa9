// locator-case: the learner keeps the animated flag in a property but, in viewWillAppear, begins the child's transition before storing the new flag, so the child gets the previous call's flag; store it first.
// batch: 19
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

    /// The `animated` flag of the appearance change in progress.
    private var changeIsAnimated = false

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    private func beginChild(appearing: Bool) {
        child.beginAppearanceTransition(appearing, animated: changeIsAnimated)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beginChild(appearing: true) // locate-here
        changeIsAnimated = animated // locate-here
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        changeIsAnimated = animated
        beginChild(appearing: false)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        child.endAppearanceTransition()
    }
}
