import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §5: status bar resolution.
@Suite(.serialized, .freshSimulator) @MainActor
struct StatusBarTests {
    @Test("§5.1 defaults: .default style, not hidden, .fade update animation")
    func defaults() {
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(controller.prefersStatusBarHidden == false)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.childForStatusBarStyle == nil && controller.childForStatusBarHidden == nil)
    }

    @Test("§5.2 childFor… non-nil means that controller's values, recursively; nil means self")
    func childForChain() {
        let leaf = StatusBarChild(style: .darkContent, hidden: true)
        let middle = Delegating(styleChild: leaf, hiddenChild: nil, ownStyle: .lightContent, ownHidden: false)
        let root = Delegating(styleChild: middle, hiddenChild: middle, ownStyle: .default, ownHidden: false)
        let window = TestWorld.show(root)
        let manager = window.windowScene?.statusBarManager
        #expect(manager?.statusBarStyle == .darkContent)   // root → middle → leaf
        #expect(manager?.isStatusBarHidden == false)       // root → middle (nil: middle's own)
    }

    @Test("§5.3 resolved from the window's root; re-resolved on setNeedsStatusBarAppearanceUpdate and root change, not on a child swap")
    func reResolution() {
        let light = StatusBarChild(style: .lightContent, hidden: false)
        let dark = StatusBarChild(style: .darkContent, hidden: true)
        let container = Delegating(styleChild: nil, hiddenChild: nil, ownStyle: .default, ownHidden: false)
        let window = TestWorld.show(container)
        let manager = window.windowScene?.statusBarManager
        TestWorld.add(light, to: container)
        container.styleChild = light
        container.hiddenChild = light
        #expect(manager?.statusBarStyle == .default)          // swapping alone changes nothing
        container.setNeedsStatusBarAppearanceUpdate()
        #expect(manager?.statusBarStyle == .lightContent)

        dark.ownStyle = .darkContent
        container.styleChild = dark
        container.hiddenChild = dark
        #expect(manager?.statusBarStyle == .lightContent)
        light.setNeedsStatusBarAppearanceUpdate()             // any controller's call re-resolves from the top
        #expect(manager?.statusBarStyle == .darkContent)
        #expect(manager?.isStatusBarHidden == true)

        window.rootViewController = StatusBarChild(style: .lightContent, hidden: false)
        #expect(manager?.statusBarStyle == .lightContent)
        #expect(manager?.isStatusBarHidden == false)
    }

    @Test("§5.3 each resolution and each setNeedsStatusBarAppearanceUpdate is journaled")
    func journaled() {
        let root = StatusBarChild(style: .lightContent, hidden: true)
        Simulator.name(root, "root")
        TestWorld.show(root)
        root.setNeedsStatusBarAppearanceUpdate()
        let texts = Simulator.journal.entries.map(\.text).filter { $0.contains("tatus") }
        #expect(texts.last == "status bar: style lightContent, hidden true")
        #expect(texts.contains("root.setNeedsStatusBarAppearanceUpdate()"))
    }

    @Test("§5.4 window.windowScene?.statusBarManager shows what the screen shows")
    func statusBarManager() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.windowScene?.statusBarManager?.statusBarStyle == .default)
        window.rootViewController = StatusBarChild(style: .lightContent, hidden: true)
        window.makeKeyAndVisible()
        #expect(window.windowScene?.statusBarManager?.statusBarStyle == .lightContent)
        #expect(window.windowScene?.statusBarManager?.isStatusBarHidden == true)
        #expect(window.windowScene?.statusBarManager?.statusBarFrame == .zero)
    }
}

@MainActor
final class StatusBarChild: UIViewController {
    var ownStyle: UIStatusBarStyle
    var ownHidden: Bool
    init(style: UIStatusBarStyle, hidden: Bool) {
        ownStyle = style
        ownHidden = hidden
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var preferredStatusBarStyle: UIStatusBarStyle { ownStyle }
    override var prefersStatusBarHidden: Bool { ownHidden }
}

@MainActor
final class Delegating: UIViewController {
    var styleChild: UIViewController?
    var hiddenChild: UIViewController?
    let ownStyle: UIStatusBarStyle
    let ownHidden: Bool
    init(styleChild: UIViewController?, hiddenChild: UIViewController?, ownStyle: UIStatusBarStyle, ownHidden: Bool) {
        self.styleChild = styleChild
        self.hiddenChild = hiddenChild
        self.ownStyle = ownStyle
        self.ownHidden = ownHidden
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var childForStatusBarStyle: UIViewController? { styleChild }
    override var childForStatusBarHidden: UIViewController? { hiddenChild }
    override var preferredStatusBarStyle: UIStatusBarStyle { ownStyle }
    override var prefersStatusBarHidden: Bool { ownHidden }
}
