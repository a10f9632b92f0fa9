import UIKitSim

/// What the navigation-stack grader needs from the learner's `ContainerViewController`: the given
/// `init(root:)`, `root` and `frameForContent()`, and the learner's `stack`, `push` and `pop`.
@MainActor
public protocol NavigationStackContainer: UIViewController {
    init(root: UIViewController)
    var root: UIViewController { get }
    var stack: [UIViewController] { get }
    func push(_ controller: UIViewController, animated: Bool)
    @discardableResult func pop(animated: Bool) -> UIViewController?
    func frameForContent() -> CGRect
}

/// The grader's own correct container: replaying a scene with it gives the expected timeline.
/// Slides with `UIView.animate`; finishes each move in the completion.
final class ReferenceNavigationStackContainer: UIViewController, NavigationStackContainer {
    let root: UIViewController

    init(root: UIViewController) {
        self.root = root
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
        view.addSubview(bar)
        addChild(root)
        root.view.frame = frameForContent()
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    func frameForContent() -> CGRect {
        var frame = view.bounds
        frame.origin.y += 44
        frame.size.height -= 44
        return frame
    }

    var stack: [UIViewController] { children }

    func push(_ controller: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === controller }) else { return }
        let covered = children.last
        addChild(controller)
        let frame = frameForContent()
        controller.view.frame = animated ? frame.offsetBy(dx: frame.width, dy: 0) : frame
        view.addSubview(controller.view)
        let finish = {
            covered?.viewIfLoaded?.removeFromSuperview()
            controller.didMove(toParent: self)
        }
        guard animated else { finish(); return }
        UIView.animate(withDuration: 0.3, animations: { controller.view.frame = frame }, completion: { _ in finish() })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let revealed = children[children.count - 2]
        top.willMove(toParent: nil)
        revealed.view.frame = frameForContent()
        view.insertSubview(revealed.view, belowSubview: top.view)
        let finish = {
            top.view.removeFromSuperview()
            top.removeFromParent()
        }
        if animated {
            let end = frameForContent().offsetBy(dx: view.bounds.width, dy: 0)
            UIView.animate(withDuration: 0.3, animations: { top.view.frame = end }, completion: { _ in finish() })
        } else {
            finish()
        }
        return top
    }
}
