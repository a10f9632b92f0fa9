import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §2.1–2.4: the four states, begin/end nesting, reversals.
@Suite(.serialized, .freshSimulator) @MainActor
struct AppearanceTransitionTests {
    /// A container that forwards by hand, so begin/end calls on `child` are the only source.
    private func manualSetup() -> (ManualContainer, RecordingViewController, CallLog) {
        let log = CallLog()
        let container = ManualContainer("container", log: log)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: container)
        return (container, child, log)
    }

    @Test("§2.1 four states: disappeared → appearing → appeared → disappearing → disappeared, one callback each")
    func fourStates() {
        let (_, child, log) = manualSetup()
        let start = log.lines.count
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(Array(log.lines[start...]) == ["child.viewWillAppear", "child.viewDidAppear",
                                               "child.viewWillDisappear", "child.viewDidDisappear"])
    }

    @Test("§2.2 same direction while outstanding counts only; the did comes when the count is back to zero")
    func nestedSameDirection() {
        let (_, child, log) = manualSetup()
        let start = log.lines.count
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(Array(log.lines[start...]) == ["child.viewWillAppear"])
        child.endAppearanceTransition()
        #expect(Array(log.lines[start...]) == ["child.viewWillAppear", "child.viewDidAppear"])
        #expect(TestWorld.warnings.isEmpty)
    }

    @Test("§2.2 no callback when already in that will state")
    func noCallbackInSameWillState() {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: container)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = container
        window.makeKeyAndVisible()              // child is now appearing, no begin outstanding
        let start = log.lines.count
        child.beginAppearanceTransition(true, animated: false)
        #expect(Array(log.lines[start...]).isEmpty)
        child.endAppearanceTransition()
        Simulator.runLoopTurn()
        #expect(Array(log.lines[start...]) == ["child.viewDidAppear", "container.viewDidAppear"])
    }

    @Test("§2.2 a reversal resets the count to 1 and sends the new will")
    func reversalResetsCount() {
        let (_, child, log) = manualSetup()
        let start = log.lines.count
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(Array(log.lines[start...]) == ["child.viewWillAppear", "child.viewWillDisappear", "child.viewDidDisappear"])
        child.endAppearanceTransition()
        #expect(TestWorld.warnings.count == 1)
    }

    @Test("§2.3 end without begin warns Unbalanced calls to begin/end appearance transitions for <desc>. and carries on")
    func endWithoutBegin() {
        let (_, child, log) = manualSetup()
        let start = log.lines.count
        child.endAppearanceTransition()
        #expect(TestWorld.warnings == ["Unbalanced calls to begin/end appearance transitions for \(child.description)."])
        #expect(Array(log.lines[start...]).isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(Array(log.lines[start...]) == ["child.viewWillAppear", "child.viewDidAppear"])
    }

    @Test("§2.3 end delivers the did of the last begin direction, unless already in that state")
    func endDeliversLastDirection() {
        let (_, child, log) = manualSetup()
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        let start = log.lines.count
        child.beginAppearanceTransition(false, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(Array(log.lines[start...]) == ["child.viewWillDisappear", "child.viewWillAppear", "child.viewDidAppear"])
        let journalAnimated = Simulator.journal.entries.compactMap { entry -> Bool? in
            if case .viewDidAppear(_, let animated) = entry.event { return animated }
            return nil
        }
        #expect(journalAnimated.last == true)
    }

    @Test("§2.4 cancelled change: the leaving controller gets willAppear, willDisappear, didDisappear; the staying one willDisappear, willAppear, didAppear")
    func cancelledInteractiveChange() {
        let log = CallLog()
        let container = ManualContainer("container", log: log)
        let staying = RecordingViewController("staying", log: log)
        let incoming = RecordingViewController("incoming", log: log)
        TestWorld.add(staying, to: container)
        TestWorld.add(incoming, to: container)
        staying.beginAppearanceTransition(true, animated: false)
        staying.endAppearanceTransition()
        let start = log.lines.count

        // The swipe starts…
        incoming.beginAppearanceTransition(true, animated: true)
        staying.beginAppearanceTransition(false, animated: true)
        // …and is cancelled: each is reversed, then ended.
        incoming.beginAppearanceTransition(false, animated: true)
        staying.beginAppearanceTransition(true, animated: true)
        incoming.endAppearanceTransition()
        staying.endAppearanceTransition()

        let lines = Array(log.lines[start...])
        #expect(lines.filter { $0.hasPrefix("incoming") } == ["incoming.viewWillAppear", "incoming.viewWillDisappear", "incoming.viewDidDisappear"])
        #expect(lines.filter { $0.hasPrefix("staying") } == ["staying.viewWillDisappear", "staying.viewWillAppear", "staying.viewDidAppear"])
        #expect(TestWorld.warnings.isEmpty)
    }
}

/// A container that forwards appearance by hand (Listings 5-4, 5-5).
@MainActor
final class ManualContainer: RecordingViewController {
    var forwardsToChildren = false
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if forwardsToChildren { children.forEach { $0.beginAppearanceTransition(true, animated: animated) } }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if forwardsToChildren { children.forEach { $0.endAppearanceTransition() } }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if forwardsToChildren { children.forEach { $0.beginAppearanceTransition(false, animated: animated) } }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if forwardsToChildren { children.forEach { $0.endAppearanceTransition() } }
    }
}
