import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §3: transition(from:to:duration:options:animations:completion:).
@Suite(.serialized, .freshSimulator) @MainActor
struct TransitionTests {
    private static let selector =
        "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"

    private func world() -> (RecordingViewController, RecordingViewController, RecordingViewController, CallLog) {
        let log = CallLog()
        let container = RecordingViewController("container", log: log)
        TestWorld.show(container)
        let old = RecordingViewController("old", log: log)
        let new = RecordingViewController("new", log: log)
        TestWorld.add(old, to: container, frame: CGRect(x: 0, y: 44, width: 390, height: 800))
        Simulator.runLoopTurn()
        return (container, old, new, log)
    }

    @Test("§3.1 a container that forwards appearance itself raises NSInvalidArgumentException (legacy containment), checked first")
    func legacyContainmentRaises() {
        let log = CallLog()
        let container = ManualContainer("container", log: log)
        TestWorld.show(container)
        let old = UIViewController(), stranger = UIViewController()
        TestWorld.add(old, to: container)
        let journalBefore = Simulator.journal.entries.count
        container.transition(from: old, to: stranger, duration: 0.25, animations: {}, completion: nil)
        #expect(TestWorld.exceptions == [Diagnostic(
            kind: .exception(name: "NSInvalidArgumentException"),
            text: "Parent view controller is using legacy containment in call to \(Self.selector)")])
        #expect(Simulator.journal.entries.count == journalBefore + 1)   // only the diagnostic
    }

    @Test("§3.1 from or to not a child of the receiver raises Children view controllers <from> and <to> must have a common parent")
    func commonParentRaises() {
        let (container, old, new, log) = world()
        let start = log.lines.count
        var completionRan = false
        container.transition(from: old, to: new, duration: 0.25, animations: { log.add("animations") },
                             completion: { _ in completionRan = true })
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions.map(\.text) == [
            "Children view controllers \(old.description) and \(new.description) must have a common parent view controller when calling \(Self.selector)"])
        #expect(TestWorld.exceptions.first?.name == "NSInvalidArgumentException")
        #expect(Array(log.lines[start...]).isEmpty)
        #expect(!completionRan)
        #expect(new.viewIfLoaded?.superview == nil)
    }

    @Test("§3.2 adds to.view to from.view.superview before the animations block; removes from.view when the animation ends")
    func viewsAddedAndRemoved() {
        let (container, old, new, _) = world()
        old.willMove(toParent: nil)
        container.addChild(new)
        var superviewInAnimations: UIView?
        container.transition(from: old, to: new, duration: 0.3, animations: {
            superviewInAnimations = new.view.superview
        }, completion: nil)
        #expect(superviewInAnimations === container.view)
        Simulator.advance(by: 0.2)
        #expect(old.view.superview === container.view)
        Simulator.advance(by: 0.1)
        #expect(old.view.superview == nil)
        #expect(new.view.superview === container.view)
    }

    @Test("§3.2 adding to.view yourself first leads to Unbalanced calls to begin/end appearance transitions for <to>.")
    func addingToViewYourselfIsUnbalanced() {
        let (container, old, new, _) = world()
        old.willMove(toParent: nil)
        container.addChild(new)
        container.view.addSubview(new.view)
        container.transition(from: old, to: new, duration: 0.25, animations: {}, completion: { _ in
            old.removeFromParent()
            new.didMove(toParent: container)
        })
        Simulator.runUntilIdle()
        #expect(TestWorld.warnings == ["Unbalanced calls to begin/end appearance transitions for \(new.description)."])
    }

    @Test("§3.3 the journal shows the transition's boundaries, animated frames and the final order")
    func journalOfTransition() {
        let (container, old, new, _) = world()
        new.view.frame = CGRect(x: 390, y: 44, width: 390, height: 800)
        let start = Simulator.journal.entries.count
        old.willMove(toParent: nil)
        container.addChild(new)
        container.transition(from: old, to: new, duration: 0.25, animations: {
            new.view.frame = old.view.frame
            old.view.frame = CGRect(x: -390, y: 44, width: 390, height: 800)
        }, completion: { _ in
            old.removeFromParent()
            new.didMove(toParent: container)
        })
        Simulator.advance(by: 0.25)
        let lines = Simulator.journal.timeline(since: start)
            .split(separator: "\n").map(String.init)
            .filter { !$0.contains("Layout") }
        #expect(lines == [
            "t=0.00  old.willMove(toParent: nil)",
            "t=0.00  container.addChild(new)",
            "t=0.00  new.willMove(toParent: container)",
            "t=0.00  container.transition(from: old, to: new, duration: 0.25)",
            "t=0.00  old.viewWillDisappear(true)",
            "t=0.00  new.viewWillAppear(true)",
            "t=0.00  new.view → container.view (addSubview)",
            "t=0.00  new.view.frame = (0,44,390,800) [animated]",
            "t=0.00  old.view.frame = (-390,44,390,800) [animated]",
            "t=0.25  old.view ← container.view (removeFromSuperview)",
            "t=0.25  new.viewDidAppear(true)",
            "t=0.25  old.viewDidDisappear(true)",
            "t=0.25  container.transition(from: old, to: new) ended (finished: true)",
            "t=0.25  old.removeFromParent()",
            "t=0.25  old.didMove(toParent: nil)",
            "t=0.25  new.didMove(toParent: container)",
        ])
    }

    @Test("§3.4 duration 0 applies the changes without animating; the completion still runs")
    func zeroDuration() {
        let (container, old, new, log) = world()
        old.willMove(toParent: nil)
        container.addChild(new)
        let start = Simulator.journal.entries.count
        container.transition(from: old, to: new, duration: 0, animations: {
            new.view.frame = CGRect(x: 0, y: 44, width: 390, height: 800)
        }, completion: { finished in
            log.add("completion(\(finished))")
        })
        Simulator.runLoopTurn()
        #expect(log.lines.last == "completion(true)")
        #expect(old.view.superview == nil)
        let frames = Simulator.journal.entries[start...].filter {
            if case .frameChange = $0.event { return true } else { return false }
        }
        #expect(!frames.isEmpty && frames.allSatisfy { !$0.inAnimation })
    }
}
