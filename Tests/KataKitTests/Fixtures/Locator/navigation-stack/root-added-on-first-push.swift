// locator-case: The learner only makes root a child when the first controller is pushed, so the container appears with an empty stack and nothing on screen.
// batch: 10
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
    } // locate-here

    // MARK: Your code

    var stack: [UIViewController] { children }

    /// Installs `controller` as the top child, at the content frame.
    private func install(_ controller: UIViewController, from startFrame: CGRect) {
        addChild(controller)
        controller.view.frame = startFrame
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
    }

    func push(_ controller: UIViewController, animated: Bool) {
        if children.isEmpty { // locate-here
            install(root, from: frameForContent())
            root.didMove(toParent: self)
        }
        guard controller.parent == nil else { return }
        let covered = children.last
        let frame = frameForContent()
        install(controller, from: animated ? frame.offsetBy(dx: frame.width, dy: 0) : frame)
        let finish = {
            covered?.viewIfLoaded?.removeFromSuperview()
            controller.didMove(toParent: self)
        }
        if animated {
            UIView.animate(withDuration: 0.3, animations: { controller.view.frame = frame }, completion: { _ in finish() })
        } else {
            finish()
        }
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
            UIView.animate(withDuration: 0.3, animations: {
                top.view.frame = self.frameForContent().offsetBy(dx: self.view.bounds.width, dy: 0)
            }, completion: { _ in finish() })
        } else {
            finish()
        }
        return top
    }
}
