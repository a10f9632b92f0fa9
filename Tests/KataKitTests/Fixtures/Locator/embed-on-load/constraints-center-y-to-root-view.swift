// locator-case: the child's vertical centre is pinned to the root view's centre instead of the container view's, so it sits 22 pt too high in slot; the learner should use container.centerYAnchor.
// batch: 13
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A screen with a 44-point header and, below it, a container view (`slot`) for one child —
/// what Interface Builder's Container View object gives you, built in code.
/// Kata `embed-on-load` — read README.md, then run `swift run kata watch embed-on-load`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// The child this screen shows in `slot`.
    let content: UIViewController
    /// The container view meant for `content`: everything below the header.
    let slot = UIView()
    private let header = UIView()

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        slot.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
        slot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(slot)

        // MARK: Your work
        embed(content, into: slot)
    }

    /// Same steps as an embed segue: child first, view pinned inside the container view, then didMove.
    private func embed(_ child: UIViewController, into container: UIView) {
        addChild(child)
        guard let childView = child.view else { return }
        childView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(childView)
        NSLayoutConstraint.activate([
            childView.widthAnchor.constraint(equalTo: container.widthAnchor),
            childView.heightAnchor.constraint(equalTo: container.heightAnchor),
            childView.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            childView.centerYAnchor.constraint(equalTo: view.centerYAnchor), // locate-here
        ])
        child.didMove(toParent: self)
    }
}
