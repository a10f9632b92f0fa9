import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §8: the journal, names and timelines.
@Suite(.serialized, .freshSimulator) @MainActor
struct JournalTests {
    @Test("§8 journal records containment, lifecycle, hierarchy and frames with readable texts")
    func readableTexts() {
        let container = UIViewController()
        Simulator.name(container, "container")
        TestWorld.show(container)
        let content = UIViewController()
        Simulator.name(content, "content")
        let start = Simulator.journal.entries.count
        TestWorld.add(content, to: container, frame: CGRect(x: 0, y: 44, width: 390, height: 800))
        Simulator.runLoopTurn()
        let texts = Simulator.journal.entries[start...].map(\.text)
            .filter { !$0.contains("super.") && !$0.contains("Layout") }
        #expect(texts == [
            "container.addChild(content)",
            "content.willMove(toParent: container)",
            "content.loadView()",
            "content.viewDidLoad()",
            "content.view.frame = (0,44,390,800)",
            "content.view → container.view (addSubview)",
            "content.viewWillAppear(false)",
            "content.didMove(toParent: container)",
            "content.viewDidAppear(false)",
        ])
    }

    @Test("§8 timeline prefixes virtual time and can be limited to one object and a start index")
    func timeline() {
        let view = UIView()
        Simulator.name(view, "box")
        let other = UIView()
        Simulator.name(other, "other")
        Simulator.advance(by: 1.5)
        let start = Simulator.journal.entries.count
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        other.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(Simulator.journal.timeline(involving: view, since: start) == "t=1.50  box.frame = (0,0,10,10)")
        #expect(Simulator.journal.timeline(since: start).split(separator: "\n").count == 2)
        #expect(Simulator.journal.entries(involving: other).count == 1)
    }

    @Test("§8 unnamed objects appear in UIKit's description form <Type: 0x…>; a named controller's view is <name>.view")
    func objectNames() {
        let controller = UIViewController()
        let ref = ObjectRef(controller)
        #expect(ref.name == controller.description)
        #expect(ref.name.hasPrefix("<UIViewController: 0x"))
        Simulator.name(controller, "menu")
        #expect(ObjectRef(controller.view).name == "menu.view")
        #expect(ObjectRef(controller) == ref)   // identity, not name
    }

    @Test("§8 diagnostics are journaled too, warnings marked ⚠")
    func diagnosticsInJournal() {
        let controller = UIViewController()
        controller.endAppearanceTransition()
        #expect(Simulator.journal.entries.last?.text == "⚠ Unbalanced calls to begin/end appearance transitions for \(controller.description).")
        if case .diagnostic(let diagnostic)? = Simulator.journal.entries.last?.event {
            #expect(diagnostic.isWarning && !diagnostic.isException)
        } else {
            Issue.record("no diagnostic entry")
        }
    }

    @Test("§8 the journal keeps no controller alive (a removed child can be released)")
    func journalHoldsNoReferences() {
        let container = UIViewController()
        TestWorld.show(container)
        weak var weakChild: UIViewController?
        do {
            let child = UIViewController()
            Simulator.name(child, "child")
            TestWorld.add(child, to: container)
            Simulator.runLoopTurn()
            TestWorld.remove(child)
            Simulator.runLoopTurn()
            weakChild = child
        }
        #expect(weakChild == nil)
        #expect(Simulator.journal.entries.contains { $0.text == "child.didMove(toParent: nil)" })
    }

    @Test("§8 the write observer hears the caller's writes, not UIKit's own (the default loadView's mask)")
    func writeObserverHearsOnlyCallersWrites() {
        var heard: [String] = []
        let previous = Simulator.propertyWriteObserver
        Simulator.propertyWriteObserver = { _, property in heard.append(property) }
        defer { Simulator.propertyWriteObserver = previous }
        let controller = UIViewController()
        _ = controller.view   // UIKit's loadView makes a view with a flexible mask
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(heard.isEmpty)
        controller.view.autoresizingMask = []
        #expect(heard == ["autoresizingMask"])
    }

    @Test("§8 super calls are journaled for graders but left out of timelines")
    func superCalls() {
        let controller = UIViewController()
        Simulator.name(controller, "vc")
        _ = controller.view
        #expect(Simulator.journal.entries.contains { $0.event == .superCalled(ObjectRef(controller), method: "viewDidLoad()") })
        #expect(!Simulator.journal.timeline().contains("super"))
    }
}
