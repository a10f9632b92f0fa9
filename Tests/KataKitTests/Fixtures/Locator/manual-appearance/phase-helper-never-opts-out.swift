// locator-case: forwards in all four methods through a phase helper but never overrides shouldAutomaticallyForwardAppearanceMethods to return false, so UIKit forwards too; add override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
// batch: 23
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child and tells it, itself, when it appears and disappears.
/// Kata `manual-appearance` — read README.md, then run `kata run manual-appearance`.
final class ContainerViewController: UIViewController { // locate-here
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

    private enum Phase { case willAppear, didAppear, willDisappear, didDisappear }

    private func forward(_ phase: Phase, animated: Bool) {
        switch phase {
        case .willAppear: child.beginAppearanceTransition(true, animated: animated)
        case .willDisappear: child.beginAppearanceTransition(false, animated: animated)
        case .didAppear, .didDisappear: child.endAppearanceTransition()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forward(.willAppear, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forward(.didAppear, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forward(.willDisappear, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forward(.didDisappear, animated: animated)
    }
}
