import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §7: the virtual clock, run loop and animations.
@Suite(.serialized, .freshSimulator) @MainActor
struct RunLoopTests {
    @Test("§7 animation blocks apply final values at once; the completion runs when virtual time reaches the end")
    func animationTiming() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: {
            view.frame.origin.x = 100
        }, completion: { finished.append($0) })
        #expect(view.frame.origin.x == 100)
        Simulator.runLoopTurn()
        Simulator.advance(by: 0.49)
        #expect(finished.isEmpty)
        Simulator.advance(by: 0.01)
        #expect(finished == [true])
        #expect(Simulator.now == 0.5)
    }

    @Test("§7 each hand-off to the run loop ends the driver's act; journal entries carry the act they were made in")
    func actsNumberHandOffs() {
        #expect(Simulator.act == 0)
        let parent = UIViewController(), child = UIViewController()
        var ended: [Int] = []
        Simulator.actObserver = { ended.append($0) }
        defer { Simulator.actObserver = nil }
        parent.addChild(child)                      // act 0
        Simulator.runLoopTurn()
        child.didMove(toParent: parent)             // act 1, then its animation's completion in the same act
        UIView.animate(withDuration: 0.3, animations: { child.view.alpha = 0 }, completion: { _ in child.willMove(toParent: nil) })
        Simulator.runUntilIdle()
        Simulator.advance(by: 1)                    // act 2: nothing
        #expect(Simulator.act == 3)
        #expect(ended == [0, 1, 2])
        let acts = Simulator.journal.entries.compactMap { entry -> (String, Int)? in
            switch entry.event {
            case .addChild: ("addChild", entry.act)
            case .didMove: ("didMove", entry.act)
            case .willMove(_, let to) where to == nil: ("willMove(nil)", entry.act)
            default: nil
            }
        }
        #expect(acts.map(\.0) == ["addChild", "didMove", "willMove(nil)"])
        #expect(acts.map(\.1) == [0, 1, 1])
        Simulator.reset()
        #expect(Simulator.act == 0)
    }

    @Test("§7 delay plus duration: the completion runs at delay + duration")
    func delayedAnimation() {
        let view = UIView()
        var at: TimeInterval?
        UIView.animate(withDuration: 0.25, delay: 0.5, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            view.alpha = 0
        }, completion: { _ in at = Simulator.now })
        Simulator.runUntilIdle()
        #expect(at == 0.75)
        #expect(view.alpha == 0)
    }

    @Test("§7 duration 0 applies without animating; the completion runs at the end of the turn, not inside the call")
    func zeroDurationCompletion() {
        let view = UIView()
        Simulator.name(view, "box")
        var ran = false
        UIView.animate(withDuration: 0, animations: {
            view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        }, completion: { _ in ran = true })
        #expect(!ran)
        Simulator.runLoopTurn()
        #expect(ran)
        let change = Simulator.journal.entries.first { if case .frameChange = $0.event { return true } else { return false } }
        #expect(change?.inAnimation == false)
    }

    @Test("§7 frame changes inside an animation are marked inAnimation; performWithoutAnimation turns that off")
    func inAnimationMarks() {
        let view = UIView()
        UIView.animate(withDuration: 0.3) {
            view.frame = CGRect(x: 1, y: 0, width: 1, height: 1)
            UIView.performWithoutAnimation {
                view.frame = CGRect(x: 2, y: 0, width: 1, height: 1)
            }
        }
        view.frame = CGRect(x: 3, y: 0, width: 1, height: 1)
        let marks = Simulator.journal.entries.compactMap { entry -> Bool? in
            if case .frameChange = entry.event { return entry.inAnimation }
            return nil
        }
        #expect(marks == [true, false, false])
    }

    @Test("§7 runLoopTurn runs pending layout: layoutSubviews with the controller's viewWillLayoutSubviews/viewDidLayoutSubviews around it")
    func layoutAtEndOfTurn() {
        let controller = LayoutSpy()
        TestWorld.show(controller)
        controller.calls = []
        controller.view.setNeedsLayout()
        #expect(controller.calls.isEmpty)
        Simulator.runLoopTurn()
        #expect(controller.calls == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        controller.calls = []
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.calls == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        Simulator.runLoopTurn()
        #expect(controller.calls.count == 3)
    }

    @Test("§7 advance(by:) finishes only the animations that end by then; runUntilIdle finishes the rest")
    func advanceAndIdle() {
        var order: [String] = []
        UIView.animate(withDuration: 1.0, animations: {}, completion: { _ in order.append("long") })
        UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in order.append("short") })
        Simulator.advance(by: 0.5)
        #expect(order == ["short"])
        Simulator.runUntilIdle()
        #expect(order == ["short", "long"])
        #expect(Simulator.now == 1.0)
    }

    @Test("§7 reset gives a fresh world: no windows, clock at zero, empty journal and diagnostics")
    func resetWorld() {
        let window = TestWorld.show(UIViewController())
        UIViewController().endAppearanceTransition()
        Simulator.advance(by: 2)
        var ran = false
        UIView.animate(withDuration: 5, animations: {}, completion: { _ in ran = true })
        Simulator.reset()
        #expect(Simulator.now == 0)
        #expect(Simulator.journal.entries.isEmpty)
        #expect(Simulator.diagnostics.isEmpty)
        Simulator.runUntilIdle()
        #expect(!ran)
        #expect(!window.isKeyWindow)
    }

    @Test("§7 UIView.transition(from:to:) swaps the views in place; .showHideTransitionViews hides instead")
    func viewTransitionFromTo() {
        let container = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        container.addSubview(a)
        container.addSubview(b)
        container.addSubview(d)
        var done = false
        UIView.transition(from: b, to: c, duration: 0.3, options: [.transitionFlipFromLeft], completion: { _ in done = true })
        #expect(container.subviews == [a, c, d])
        #expect(b.superview == nil)
        Simulator.advance(by: 0.3)
        #expect(done)
        UIView.transition(from: a, to: d, duration: 0.3, options: [.showHideTransitionViews])
        #expect(a.isHidden && !d.isHidden && a.superview === container)
    }
}

@MainActor
final class LayoutSpy: UIViewController {
    var calls: [String] = []
    override func loadView() { view = SpyView(owner: self) }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.append("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("viewDidLayoutSubviews")
    }
}

@MainActor
final class SpyView: UIView {
    weak var owner: LayoutSpy?
    init(owner: LayoutSpy) {
        self.owner = owner
        super.init(frame: UIScreen.main.bounds)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.calls.append("layoutSubviews")
    }
}
