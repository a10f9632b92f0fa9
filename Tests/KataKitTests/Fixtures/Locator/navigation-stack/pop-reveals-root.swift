// locator-case: pop's computed property for the controller under the top answers children.first (root), so popping B over A shows root instead of A
// batch: 5
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
        addChild(root)
        root.view.frame = frameForContent()
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] {
        children
    }

    /// The controller that a pop shows again.
    private var underTop: UIViewController? {
        children.count > 1 ? children.first : nil  // locate-here
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard !children.contains(controller) else { return }
        let covered = children.last
        addChild(controller)
        controller.view.frame = frameForContent()
        view.addSubview(controller.view)
        covered?.viewIfLoaded?.removeFromSuperview()
        controller.didMove(toParent: self)
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard let top = children.last, let revealed = underTop else { return nil }
        top.willMove(toParent: nil)
        revealed.view.frame = frameForContent()
        view.insertSubview(revealed.view, belowSubview: top.view)  // locate-here
        let finish = {
            top.view.removeFromSuperview()
            top.removeFromParent()
        }
        if animated {
            revealed.view.alpha = 0
            UIView.animate(withDuration: 0.25, animations: {
                revealed.view.alpha = 1
            }, completion: { _ in finish() })
        } else {
            finish()
        }
        return top
    }
}
