// mistake: A3
// expect-rules: did-move-after-view
// source: Tests/KataKitTests/Fixtures/Locator/navigation-stack/root-did-move-before-view-added.swift (batch 25; it passed): viewDidLoad tells root didMove(toParent:) straight after addChild, before its view is framed and added — the order the guide's Listing 5-1 forbids for any child
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
        // The root is the first child: added once, with its view in place, before we appear.
        addChild(root)
        root.didMove(toParent: self)
        root.view.frame = frameForContent()
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
    }

    // MARK: Your code

    /// `children` is the stack: no second array that could drift from it.
    var stack: [UIViewController] {
        children
    }

    func push(_ controller: UIViewController, animated: Bool) {
        // Already on the stack (or someone else's child): refuse.
        guard controller.parent == nil else { return }
        let covered = children.last
        let frame = frameForContent()
        addChild(controller)                                    // sends willMove(toParent: self)
        controller.view.frame = animated ? frame.offsetBy(dx: frame.width, dy: 0) : frame
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)                        // will-appear
        let finish = {
            covered?.viewIfLoaded?.removeFromSuperview()        // the covered one disappears, stays a child
            controller.didMove(toParent: self)
        }
        guard animated else { return finish() }
        UIView.animate(withDuration: 0.3, animations: {
            controller.view.frame = frame
            covered?.viewIfLoaded?.frame = frame.offsetBy(dx: -frame.width / 3, dy: 0)
        }, completion: { _ in finish() })
    }

    @discardableResult
    func pop(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let revealed = children[children.count - 2]
        let frame = frameForContent()
        top.willMove(toParent: nil)                             // first: the top may clean up
        revealed.view.frame = animated ? frame.offsetBy(dx: -frame.width / 3, dy: 0) : frame
        view.insertSubview(revealed.view, belowSubview: top.view)   // will-appear
        let finish = {
            top.view.removeFromSuperview()                      // will-disappear
            top.removeFromParent()                              // didMove(toParent: nil), last
        }
        guard animated else {
            finish()
            return top
        }
        UIView.animate(withDuration: 0.3, animations: {
            top.view.frame = frame.offsetBy(dx: frame.width, dy: 0)
            revealed.view.frame = frame
        }, completion: { _ in finish() })
        return top
    }
}
