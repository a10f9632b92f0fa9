// locator-case: push removes view.subviews.last after adding the new view, which is the pushed view itself, so the covered view stays; the learner should remove the covered controller's view.
// batch: 13
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

    var stack: [UIViewController] {
        return children
    }

    func push(_ controller: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === controller }) else { return }
        addChild(controller)
        controller.view.frame = frameForContent()
        controller.view.alpha = animated ? 0 : 1
        view.addSubview(controller.view)
        // the previous screen is no longer visible: take its view out
        view.subviews.last?.removeFromSuperview() // locate-here
        UIView.animate(withDuration: animated ? 0.25 : 0, animations: {
            controller.view.alpha = 1
        }, completion: { _ in
            controller.didMove(toParent: self)
        })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let leaving = stack.last else { return nil }
        let back = stack[stack.count - 2]
        leaving.willMove(toParent: nil)
        back.view.frame = frameForContent()
        back.view.alpha = 1
        view.insertSubview(back.view, belowSubview: leaving.view)
        UIView.animate(withDuration: animated ? 0.25 : 0, animations: {
            leaving.view.alpha = 0
        }, completion: { _ in
            leaving.view.removeFromSuperview()
            leaving.view.alpha = 1
            leaving.removeFromParent()
        })
        return leaving
    }
}
