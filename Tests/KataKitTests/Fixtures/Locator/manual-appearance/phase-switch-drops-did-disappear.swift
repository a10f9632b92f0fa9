// locator-case: The learner's `forward(_:animated:)` switch has no case for `.didDisappear` (it falls into `default: break`), so the disappearing transition begun in viewWillDisappear is never ended; end it there.
// batch: 18
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

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        false
    }

    private func forward(_ phase: Phase, animated: Bool) {
        switch phase {
        case .willAppear:
            child.beginAppearanceTransition(true, animated: animated)
        case .didAppear:
            child.endAppearanceTransition()
        case .willDisappear:
            child.beginAppearanceTransition(false, animated: animated) // locate-here
        default: // locate-here
            break
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
