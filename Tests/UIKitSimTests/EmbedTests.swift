import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §13: a child embedded while its container loads.
@Suite(.serialized, .freshSimulator) @MainActor
struct EmbedTests {
    @Test("§13.1 embedding in code at load: addChild → child's view into the container view (sized, flexible) → didMove; the child is in children with its view loaded by the parent's viewDidLoad's end")
    func embedAtLoad() {
        let log = CallLog()
        let parent = EmbeddingParent("parent", log: log)
        _ = parent.view
        #expect(log.lines == ["parent.viewDidLoad", "child.willMove(parent)", "child.viewDidLoad", "child.didMove(parent)"])
        #expect(parent.children.first === parent.child && parent.child.view.superview === parent.containerView)
        #expect(parent.child.view.frame == parent.containerView.bounds)
        #expect(parent.child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test("§13.2 a child embedded before the container appears gets each appearance callback right after the container's own")
    func nestedAppearance() {
        let log = CallLog()
        let parent = EmbeddingParent("parent", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        log.clear()
        window.makeKeyAndVisible()
        log.mark("turn")
        Simulator.runLoopTurn()
        #expect(log.lines == ["parent.viewWillAppear", "child.viewWillAppear", "— turn —", "parent.viewDidAppear", "child.viewDidAppear"])
        #expect(!log.lines.contains { $0.contains("didMove") })   // no second didMove (GTE 6.1 not reproduced)
        #expect(parent.child.movingToParentSeen["viewWillAppear"] == false)
    }
}

/// Tunnel/Interface Builder style: a container view, the child embedded in viewDidLoad.
@MainActor
final class EmbeddingParent: RecordingViewController {
    let containerView = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    lazy var child = RecordingViewController("child", log: log)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(containerView)
        addChild(child)
        child.view.frame = containerView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
