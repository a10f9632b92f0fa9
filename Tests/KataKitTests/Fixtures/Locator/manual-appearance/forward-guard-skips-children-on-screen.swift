// locator-case: the forwarding helper's guard is inverted (!isDescendant), so it skips exactly the children whose views are in the container and forwards nothing
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Forwards only to children whose view is actually inside the container's view (a child that
/// is not on screen has nothing to appear), using a guard and a single forwarding method.
final class ContainerViewController: UIViewController {
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

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// `appearing == nil` ends the transition in progress.
    private func forward(appearing: Bool?, animated: Bool = false) {
        for child in children {
            guard let childView = child.viewIfLoaded, !childView.isDescendant(of: view) else { continue }  // locate-here
            if let appearing {
                child.beginAppearanceTransition(appearing, animated: animated)
            } else {
                child.endAppearanceTransition()
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forward(appearing: true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forward(appearing: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forward(appearing: false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forward(appearing: nil)
    }
}
