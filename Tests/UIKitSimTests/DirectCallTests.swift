import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §2.8: calling appearance methods on another controller directly.
@Suite(.serialized, .freshSimulator) @MainActor
struct DirectCallTests {
    private static func text(_ selector: String) -> String {
        "Calling -\(selector) directly on a view controller is not supported, and may result in out-of-order callbacks."
    }

    @Test("§2.8 each of the four appearance methods called directly logs UIKit's warning")
    func allFourWarn() {
        let other = UIViewController()
        other.viewWillAppear(true)
        other.viewDidAppear(true)
        other.viewWillDisappear(false)
        other.viewDidDisappear(false)
        #expect(TestWorld.warnings == [Self.text("viewWillAppear:"), Self.text("viewDidAppear:"),
                                       Self.text("viewWillDisappear:"), Self.text("viewDidDisappear:")])
    }

    @Test("§2.8 a container calling a child's viewWillAppear from its own (mistake D20) warns; super calls during delivery do not")
    func containerCallingChild() {
        let log = CallLog()
        let container = DirectCaller("container", log: log)
        let child = RecordingViewController("child", log: log)
        container.target = child
        TestWorld.add(child, to: container)
        TestWorld.show(container)
        #expect(TestWorld.warnings == [Self.text("viewWillAppear:"), Self.text("viewDidAppear:")])
        #expect(log.lines.filter { $0 == "child.viewWillAppear" }.count == 2)   // "the callbacks run twice"
    }

    @Test("§2.8 no warning for ordinary delivery with overrides calling super")
    func ordinaryDeliveryIsQuiet() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: container)
        let window = TestWorld.show(container)
        window.isHidden = true
        Simulator.runLoopTurn()
        #expect(Simulator.diagnostics.isEmpty)
        #expect(log.lines.filter { $0.hasPrefix("child.view") }.count == 5)
    }
}

/// Mistake D20: `controller.viewWillAppear(true)` from the container's own callbacks.
@MainActor
final class DirectCaller: RecordingViewController {
    weak var target: UIViewController?
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        target?.viewWillAppear(animated)
        target?.beginAppearanceTransition(true, animated: animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        target?.viewDidAppear(animated)
        target?.endAppearanceTransition()
    }
}
