import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §10.3–10.6: view transitions and which view carries them.
@Suite(.serialized, .freshSimulator) @MainActor
struct ViewTransitionTests {
    private func carriers() -> [String] {
        Simulator.journal.entries.compactMap { if case .viewTransition = $0.event { return $0.text } else { return nil } }
    }

    @Test("§10.3 transition(from:to:): to joins from's superview, from leaves; .showHideTransitionViews hides/shows; duration 0 still completes")
    func fromToViews() {
        let panel = UIView(), a = UIView(), b = UIView()
        panel.addSubview(a)
        var done = 0
        UIView.transition(from: a, to: b, duration: 0.3, options: [.transitionFlipFromLeft]) { _ in done += 1 }
        #expect(b.superview === panel && a.superview == nil)
        Simulator.runUntilIdle()
        panel.addSubview(a)
        UIView.transition(from: b, to: a, duration: 0, options: [.showHideTransitionViews]) { _ in done += 1 }
        #expect(b.isHidden && !a.isHidden && b.superview === panel)
        Simulator.runLoopTurn()
        #expect(done == 2)
    }

    @Test("§10.4 the journal names the view that carried the flip: the container view, not the root view")
    func carrierRecorded() {
        let root = UIView(), container = UIView(), front = UIView(), back = UIView()
        Simulator.name(root, "root"); Simulator.name(container, "topContainer")
        root.addSubview(container)
        container.addSubview(front)
        UIView.transition(from: front, to: back, duration: 0.4, options: [.transitionFlipFromTop])
        UIView.transition(with: root, duration: 0.2, options: [.transitionCrossDissolve], animations: nil)
        UIView.transition(with: root, duration: 0.2, options: [], animations: {})
        #expect(carriers() == ["topContainer carries transitionFlipFromTop (0.4s)", "root carries transitionCrossDissolve (0.2s)"])
    }

    @Test("§10.4–10.5 UIViewController.transition(from:to:) carries the option on from.view.superview and accepts animations: nil")
    func controllerTransition() {
        let log = CallLog()
        let parent = UIViewController()
        TestWorld.show(parent)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        Simulator.name(container, "bottomContainer")
        parent.view.addSubview(container)
        let map = RecordingViewController("map", log: log), info = RecordingViewController("info", log: log)
        parent.addChild(map)
        container.addSubview(map.view)
        map.didMove(toParent: parent)
        Simulator.runLoopTurn()
        parent.addChild(info)
        map.willMove(toParent: nil)
        log.clear()
        parent.transition(from: map, to: info, duration: 0.2, options: [.transitionFlipFromBottom, .curveEaseIn], animations: nil) { _ in
            info.didMove(toParent: parent)
            map.removeFromParent()
        }
        Simulator.runUntilIdle()
        #expect(carriers() == ["bottomContainer carries transitionFlipFromBottom (0.2s)"])
        #expect(info.view.superview === container && map.view.superview == nil)
        // §10.6: willMove(toParent: nil) sent no appearance; viewWillDisappear comes from the transition.
        #expect(log.lines == ["info.viewDidLoad", "map.viewWillDisappear", "info.viewWillAppear", "info.viewDidAppear",
                              "map.viewDidDisappear", "info.didMove(\(parent))", "map.didMove(nil)"])
    }

    @Test("§10.6 willMove(toParent: nil) alone sends no appearance callback")
    func willMoveSendsNothing() {
        let log = CallLog()
        let parent = UIViewController()
        TestWorld.show(parent)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: parent)
        Simulator.runLoopTurn()
        log.clear()
        child.willMove(toParent: nil)
        Simulator.runLoopTurn()
        #expect(log.lines == ["child.willMove(nil)"])
    }
}
