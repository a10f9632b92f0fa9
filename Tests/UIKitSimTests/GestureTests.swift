import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §9: gesture recognizers and the graders' finger.
@Suite(.serialized, .freshSimulator) @MainActor
struct GestureTests {
    /// A visible window whose root view carries `recognizer`; returns the action log.
    private func attach(_ make: (@escaping @MainActor (UIGestureRecognizer) -> Void) -> UIPanGestureRecognizer)
        -> (UIViewController, UIPanGestureRecognizer, CallLog) {
        let log = CallLog()
        let root = UIViewController()
        TestWorld.show(root)
        let pan = make { recognizer in
            let p = (recognizer as! UIPanGestureRecognizer).translation(in: recognizer.view)
            log.add("\(recognizer.state) \(Int(p.x))")
        }
        root.view.addGestureRecognizer(pan)
        return (root, pan, log)
    }

    @Test("§9.1 names and defaults: gestureRecognizers nil until added, strong view, weak delegate, edges none, isEnabled")
    func namesAndDefaults() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)
        let pan = UIPanGestureRecognizer(handler: { _ in })
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.count == 1 && pan.view === view && pan.state == .possible && pan.isEnabled)
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.isEmpty == true && pan.view == nil)
        #expect(UIScreenEdgePanGestureRecognizer(handler: { _ in }).edges == [])
        do {
            let delegate = Refuser()
            pan.delegate = delegate
        }
        #expect(pan.delegate == nil)
        weak var weakPan: UIPanGestureRecognizer?
        do {
            let held = UIPanGestureRecognizer(handler: { _ in })
            weakPan = held
            view.addGestureRecognizer(held)
        }
        #expect(weakPan != nil)                      // the view holds it strongly
    }

    @Test("§9.2 a pan goes possible → began → changed* → ended, action never sent for possible or failed; translation is the total; reset afterwards")
    func panSequence() {
        let (_, pan, log) = attach { UIPanGestureRecognizer(handler: $0) }
        Simulator.pan(pan, translations: [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0)],
                      velocity: CGPoint(x: 500, y: 0), end: .lift)
        #expect(log.lines == ["began 10", "changed 30", "changed 30", "ended 30"])
        #expect(pan.state == .possible && pan.translation(in: nil) == .zero)
        let states = Simulator.journal.entries.compactMap { entry -> String? in
            if case .gestureState(_, let state, _) = entry.event { return "\(state)" } else { return nil }
        }
        #expect(states == ["began", "changed", "changed", "ended"])
    }

    @Test("§9.5 each touch event of the graders' finger reaches the app in its own run-loop turn: an act each")
    func panEventsAreActs() {
        let (_, pan, _) = attach { UIPanGestureRecognizer(handler: $0) }
        Simulator.pan(pan, translations: [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 0)],
                      velocity: CGPoint(x: 500, y: 0), end: .lift)
        let acts = Simulator.journal.entries.compactMap { entry -> Int? in
            if case .gestureState = entry.event { return entry.act } else { return nil }
        }
        #expect(acts.count == 3 && Set(acts).count == 3 && acts == acts.sorted(), "\(acts)")
    }

    @Test("§9.2 the delegate refusing to begin fails the pan: no action; a screen-edge pan with no edges never recognizes")
    func panFails() {
        let (_, pan, log) = attach { UIPanGestureRecognizer(handler: $0) }
        let refuser = Refuser()
        pan.delegate = refuser
        Simulator.pan(pan, translations: [CGPoint(x: 10, y: 0)], velocity: .zero, end: .lift)
        #expect(log.lines.isEmpty && pan.state == .possible && refuser.asked == 1)
        let (_, edge, edgeLog) = attach { UIScreenEdgePanGestureRecognizer(handler: $0) }
        Simulator.pan(edge, translations: [CGPoint(x: 10, y: 0)], velocity: .zero, end: .lift)
        #expect(edgeLog.lines.isEmpty)
        (edge as! UIScreenEdgePanGestureRecognizer).edges = .left
        Simulator.pan(edge, translations: [CGPoint(x: 10, y: 0)], velocity: .zero, end: .systemCancel)
        #expect(edgeLog.lines == ["began 10", "cancelled 10"])
        #expect(edge.location(in: nil).x == 0)        // the finger came in from the left edge
        #expect(pan.location(in: nil).x == 195)       // a plain pan starts at its view's center
    }

    @Test("§9.3 init(handler:) is inherited by the subclasses and plays the action")
    func handlerInitialiser() {
        var received: [UIGestureRecognizer] = []
        let edge = UIScreenEdgePanGestureRecognizer { received.append($0) }
        edge.edges = .right
        let root = UIViewController()
        TestWorld.show(root)
        root.view.addGestureRecognizer(edge)
        Simulator.pan(edge, translations: [CGPoint(x: -5, y: 0)], velocity: .zero, end: .lift)
        #expect(received.count == 2 && received.allSatisfy { $0 === edge })
    }

    @Test("§9.4 state = .cancelled inside the action: one final .cancelled action at the next turn, then reset and no more updates")
    func cancelFromAction() {
        let log = CallLog()
        let root = UIViewController()
        TestWorld.show(root)
        let pan = UIPanGestureRecognizer { recognizer in
            log.add("\(recognizer.state)")
            if recognizer.state == .began { recognizer.setSimulatedState(.cancelled); log.add("set cancelled") }
        }
        root.view.addGestureRecognizer(pan)
        Simulator.pan(pan, translations: [CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 0)], velocity: .zero, end: .lift)
        #expect(log.lines == ["began", "set cancelled", "cancelled"])
        #expect(pan.state == .possible)
    }

    @Test("§9.4 isEnabled = false mid-gesture cancels it the same way")
    func disableCancels() {
        let (_, pan, log) = attach { handler in
            UIPanGestureRecognizer { recognizer in
                handler(recognizer)
                if recognizer.state == .changed { recognizer.isEnabled = false }
            }
        }
        Simulator.pan(pan, translations: [CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 0)], velocity: .zero, end: .lift)
        #expect(log.lines == ["began 1", "changed 2", "cancelled 2"])
    }

    @Test("§9.5 Simulator.pan: velocity throughout, setTranslation resets it, .systemCancel ends cancelled, one run-loop turn per step")
    func fingerControl() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        TestWorld.show(root)
        var velocities: [CGFloat] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            velocities.append(pan.velocity(in: nil).x)
            log.add("\(pan.state) \(Int(pan.translation(in: nil).x))")
            if pan.state == .changed {
                pan.setTranslation(.zero, in: nil)
                velocities.append(pan.velocity(in: nil).x)
                let child = RecordingViewController("child", log: log)
                TestWorld.add(child, to: root)          // its viewDidAppear comes at the end of the step's turn
            }
        }
        root.view.addGestureRecognizer(pan)
        log.clear()
        Simulator.pan(pan, translations: [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)], velocity: CGPoint(x: 300, y: 0), end: .systemCancel)
        #expect(velocities == [300, 300, 0, 300])
        #expect(log.lines.filter { !$0.contains("Move") && !$0.contains("Load") } == [
            "began 10", "changed 20", "child.viewWillAppear", "child.viewDidAppear", "cancelled 0",
        ])
    }
}

@MainActor
final class Refuser: NSObject, UIGestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
    }
}
