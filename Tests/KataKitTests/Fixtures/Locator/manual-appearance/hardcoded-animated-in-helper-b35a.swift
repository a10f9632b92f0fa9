// locator-case: the begin helper has no animated parameter and always passes animated: true to the child; take animated as a parameter and pass the container's flag through
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

    /// Starts an appearance transition on the child, in the given direction.
    private func beginChildTransition(appearing: Bool) {
        child.beginAppearanceTransition(appearing, animated: true) // locate-here
    }

    /// Ends whatever transition the child is in.
    private func endChildTransition() {
        child.endAppearanceTransition()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beginChildTransition(appearing: true)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        endChildTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        beginChildTransition(appearing: false)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        endChildTransition()
    }
}
