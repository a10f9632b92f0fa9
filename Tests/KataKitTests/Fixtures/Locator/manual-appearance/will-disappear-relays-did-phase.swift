// locator-case: viewWillDisappear relays the .didDisappear phase to the helper, so the child's disappearance is ended instead of begun; it should relay .willDisappear.
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

    private enum Phase {
        case willAppear, didAppear, willDisappear, didDisappear
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// One place that turns a phase of ours into the child's begin/end call.
    private func relay(_ phase: Phase, animated: Bool) {
        switch phase {
        case .willAppear:
            child.beginAppearanceTransition(true, animated: animated)
        case .willDisappear:
            child.beginAppearanceTransition(false, animated: animated)
        case .didAppear, .didDisappear:
            child.endAppearanceTransition()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        relay(.willAppear, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        relay(.didAppear, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        relay(.didDisappear, animated: animated) // locate-here
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        relay(.didDisappear, animated: animated)
    }
}
