// locator-case: in the shared settle helper's .backward case the learner calls removeFromParent() on the revealed controller instead of the popped one, so the popped controller stays a child and the revealed one is removed; remove outgoing.
// batch: 16
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A navigation container of your own: a 44-point bar on top, and below it the view of the
/// controller on top of a stack. `push` puts a controller on top, `pop` takes the top one off.
final class ContainerViewController: UIViewController {
    // MARK: Given (leave as is)

    /// The bottom of the stack. You decide when it becomes your child.
    let root: UIViewController
    private let bar = UIView()

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
        // Your code may go on here (root is not your child yet).
        embedRoot()
    }

    private func embedRoot() {
        addChild(root)
        root.view.frame = frameForContent()
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    private enum Direction {
        case forward
        case backward
    }

    var stack: [UIViewController] { children }

    func push(_ controller: UIViewController, animated: Bool) {
        guard controller.parent == nil, let covered = children.last else { return }
        addChild(controller)
        swap(showing: controller, hiding: covered, direction: .forward, animated: animated)
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count >= 2 else { return nil }
        let popped = children[children.count - 1]
        let revealed = children[children.count - 2]
        popped.willMove(toParent: nil)
        swap(showing: revealed, hiding: popped, direction: .backward, animated: animated)
        return popped
    }

    /// Puts `incoming`'s view in place, slides it over `outgoing`'s, then finishes the containment.
    private func swap(showing incoming: UIViewController, hiding outgoing: UIViewController,
                      direction: Direction, animated: Bool) {
        let frame = frameForContent()
        let shift = direction == .forward ? frame.width : -frame.width
        incoming.view.frame = animated ? frame.offsetBy(dx: shift, dy: 0) : frame
        view.addSubview(incoming.view)
        let settle = {
            switch direction {
            case .forward:
                outgoing.view.removeFromSuperview()
                incoming.didMove(toParent: self)
            case .backward:
                outgoing.view.removeFromSuperview()
                incoming.removeFromParent() // locate-here
            }
        }
        if animated {
            UIView.animate(withDuration: 0.25, animations: {
                incoming.view.frame = frame
                outgoing.view.frame = frame.offsetBy(dx: -shift, dy: 0)
            }, completion: { _ in settle() })
        } else {
            settle()
        }
    }
}
