import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §0: UIKit's names, defaults and initializer rules.
@Suite(.serialized, .freshSimulator) @MainActor
struct APISurfaceTests {
    @Test("§0 description is UIKit's <Module.Type: 0x…> with the object's address, and overridable")
    func descriptions() {
        let plain = UIViewController()
        #expect(plain.description.hasPrefix("<UIViewController: 0x"))
        let custom = Described()
        #expect(custom.description == "described!")
        let sub = MovingProbe()
        #expect(sub.description.hasPrefix("<UIKitSimTests.MovingProbe: 0x"))
        #expect(sub.description != MovingProbe().description)
        #expect(UIViewController().endAppearanceTransitionText(of: custom).contains("described!"))
    }

    @Test("§0 lazy view: isViewLoaded, viewIfLoaded, loadViewIfNeeded; loadView then viewDidLoad once")
    func lazyView() {
        let controller = UIViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.view.frame == UIScreen.main.bounds)
        _ = controller.view
        let loads = Simulator.journal.entries.filter { $0.event == .viewDidLoad(ObjectRef(controller)) }
        #expect(loads.count == 1)
    }

    @Test("§0 a subclass that overrides every designated initializer inherits init(); UIScreen, UIColor, UIEdgeInsets")
    func initializersAndBasics() {
        let inherited = Described()
        #expect(inherited.title == nil)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(white: 0, alpha: 0) == .clear)
        #expect(CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 5))
                == CGRect(x: 5, y: 10, width: 90, height: 90))
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.isHidden && !window.isKeyWindow)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
    }

    @Test("§0 view hierarchy basics: insert variants, bring/send, isDescendant, viewWithTag, window")
    func hierarchyBasics() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.insertSubview(b, at: 0)
        root.insertSubview(c, aboveSubview: b)
        #expect(root.subviews == [b, c, a])
        root.insertSubview(a, belowSubview: b)
        #expect(root.subviews == [a, b, c])
        root.bringSubviewToFront(a)
        root.sendSubviewToBack(c)
        #expect(root.subviews == [c, b, a])
        b.tag = 7
        #expect(root.viewWithTag(7) === b)
        #expect(b.isDescendant(of: root) && !root.isDescendant(of: b))
        #expect(b.window == nil)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(root)
        #expect(b.window === window)
        b.center = CGPoint(x: 50, y: 50)
        b.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(b.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
    }
}

/// Overrides every designated initializer, so inherits the convenience `init()`.
@MainActor
final class Described: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var description: String { "described!" }
}

extension UIViewController {
    /// The Unbalanced warning text UIKitSim prints for `other`.
    fileprivate func endAppearanceTransitionText(of other: UIViewController) -> String {
        other.endAppearanceTransition()
        return Simulator.diagnostics.last?.text ?? ""
    }
}
