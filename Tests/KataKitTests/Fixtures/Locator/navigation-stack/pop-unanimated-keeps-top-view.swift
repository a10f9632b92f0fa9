// locator-case: a pop without animation removes the top from its parent but never takes its view out of the hierarchy
// batch: 9
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
        addChild(root)
        root.view.frame = frameForContent()
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    // MARK: Your code

    var stack: [UIViewController] { children }

    func push(_ controller: UIViewController, animated: Bool) {
        guard controller.parent == nil else { return }
        let covered = children.last
        addChild(controller)
        let frame = frameForContent()
        controller.view.frame = frame
        if animated { controller.view.frame.origin.x += frame.width }
        view.addSubview(controller.view)
        let finish = {
            covered?.viewIfLoaded?.removeFromSuperview()
            controller.didMove(toParent: self)
        }
        guard animated else { return finish() }
        UIView.animate(withDuration: 0.3, animations: {
            controller.view.frame = frame
        }, completion: { _ in finish() })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let revealed = children[children.count - 2]
        top.willMove(toParent: nil)
        revealed.view.frame = frameForContent()
        view.insertSubview(revealed.view, belowSubview: top.view)
        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                top.view.frame.origin.x = self.view.bounds.width
            }, completion: { _ in
                top.view.removeFromSuperview()
                top.removeFromParent()
            })
        } else {
            top.removeFromParent() // locate-here
        }
        return top
    }
}
