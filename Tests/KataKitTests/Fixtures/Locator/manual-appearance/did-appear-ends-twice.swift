// locator-case: forwards through one helper in all four methods, but viewDidAppear also ends the child's transition directly "to be sure", so it is ended twice
// batch: 5
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

    // I forward appearance myself.
    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    /// `appearing == nil` ends the transition that is under way.
    private func forward(appearing: Bool?, animated: Bool) {
        switch appearing {
        case .some(let isAppearing):
            child.beginAppearanceTransition(isAppearing, animated: animated)
        case .none:
            child.endAppearanceTransition()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forward(appearing: true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forward(appearing: nil, animated: animated)
        child.endAppearanceTransition()  // locate-here
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forward(appearing: false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forward(appearing: nil, animated: animated)
    }
}
