#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Alternative: a content slot below the bar; each child's view is pinned to it with Auto Layout,
// and the swap is a cross-dissolve of the slot (UIView.transition(with:…)).
/// A navigation container of your own: a 44-point bar on top, and below it the view of the
/// controller on top of a stack. `push` puts a controller on top, `pop` takes the top one off.
final class ContainerViewController: UIViewController {
    // MARK: Given (leave as is)

    /// The bottom of the stack. You decide when it becomes your child.
    let root: UIViewController
    private let bar = UIView()
    private let slot = UIView()

    init(root: UIViewController) {
        self.root = root
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: make the container in code")
    }

    /// Where the top controller's view goes: everything below the bar.
    func frameForContent() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.addSubview(bar)
        slot.frame = frameForContent()
        slot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(slot)
        addChild(root)
        place(root)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    private func place(_ child: UIViewController) {
        let content: UIView = child.view
        content.translatesAutoresizingMaskIntoConstraints = false
        slot.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: slot.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: slot.trailingAnchor),
            content.topAnchor.constraint(equalTo: slot.topAnchor),
            content.bottomAnchor.constraint(equalTo: slot.bottomAnchor),
        ])
        slot.layoutIfNeeded()
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard controller.parent == nil else { return }
        let covered = children.last
        addChild(controller)
        UIView.transition(with: slot, duration: animated ? 0.25 : 0, options: [.transitionCrossDissolve], animations: {
            self.place(controller)
            covered?.viewIfLoaded?.removeFromSuperview()
        }, completion: { _ in
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let revealed = children[children.count - 2]
        top.willMove(toParent: nil)
        UIView.transition(with: slot, duration: animated ? 0.25 : 0, options: [.transitionCrossDissolve], animations: {
            self.place(revealed)
            top.view.removeFromSuperview()
        }, completion: { _ in
            top.removeFromParent()
        })
        return top
    }
}
