@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the add-child scenario: the container on screen, then
/// `displayContentController(content)` until the simulator is idle. Every check plays it afresh.
@MainActor
struct AddChildScene {
    let container: any AddChildContainer
    let content: ProbeViewController
    let window: UIWindow
    /// Journal position just before `displayContentController` was called.
    let start: Int
    /// Journal position after the extra layout passes began (nil if none were run).
    let layoutStart: Int?

    /// Plays the scene with a fresh simulator. With `extraLayoutPasses`, the container is then
    /// laid out again several times, as rotation or any `setNeedsLayout` would do. `offScreen`:
    /// the container's view is loaded but in no window (a child added from `viewDidLoad`, or
    /// before the container is shown); the window is a hidden one with no root. `embedded`: the
    /// container is on screen as the child of a parent that places its view 20 points down, so
    /// the container's `frame` is not its `bounds`.
    static func play(_ type: any AddChildContainer.Type, extraLayoutPasses: Bool = false,
                     offScreen: Bool = false, embedded: Bool = false) -> AddChildScene {
        Simulator.withFreshWorld {
            let container = type.init()
            Simulator.name(container, "container")
            let window: UIWindow
            if offScreen {
                window = UIWindow(frame: UIScreen.main.bounds)
                container.loadViewIfNeeded()
                container.view.frame = window.bounds
            } else if embedded {
                window = Stage.showEmbedded(container, offset: embeddedOffset)
            } else {
                window = Stage.show(container)
            }
            let content = NibSizedProbe(label: "content")
            let start = ContainmentJournal.position
            container.displayContentController(content)
            // Idle, not just one turn: a container may finish the add in an animation's completion.
            Simulator.runUntilIdle()
            var layoutStart: Int?
            if extraLayoutPasses {
                layoutStart = ContainmentJournal.position
                for _ in 0..<3 {
                    container.view.setNeedsLayout()
                    container.view.layoutIfNeeded()
                    Simulator.runLoopTurn()
                }
            }
            return AddChildScene(container: container, content: content, window: window, start: start, layoutStart: layoutStart)
        }
    }

    /// How far down the parent places the container's view in the `embedded` scene.
    static let embeddedOffset: CGFloat = 20

    /// The expected timeline: the same scene played by a correct container.
    static func expectedLines(extraLayoutPasses: Bool = false, offScreen: Bool = false, embedded: Bool = false) -> [String] {
        play(ReferenceAddChildContainer.self, extraLayoutPasses: extraLayoutPasses, offScreen: offScreen,
             embedded: embedded).actualLines
    }

    /// What happened to `content`, as timeline lines.
    var actualLines: [String] { ContainmentJournal.lines(for: content, since: start) }
    /// UIKit's diagnostics during the scene.
    var diagnostics: [String] { Timeline.diagnostics(since: start) }

    /// How many times `addChild(content)` reached UIKit.
    var addChildCount: Int { ContainmentJournal.addChildCount(of: content, since: start) }
    /// True when `content` is the container's child, listed once in `children`.
    var isChildOnce: Bool {
        content.parent === container && container.children.filter { $0 === content }.count == 1
    }
    /// True when content's own root view lies inside the container's view.
    var contentViewIsInContainer: Bool {
        guard let view = content.viewIfLoaded, view !== container.view else { return false }
        return Stage.view(view, isInside: container.view)
    }
    /// Views other than content's view that were put into the container's hierarchy.
    var otherViewsAdded: [String] {
        let contentView = content.viewIfLoaded.map(ObjectIdentifier.init)
        return Simulator.journal.entries.compactMap { entry -> String? in
            guard entry.index >= start, case let .addSubview(view, _) = entry.event,
                  view.id != contentView else { return nil }
            return view.name
        }
    }
    /// `didMove(toParent: container)` as the child received it.
    var didMovesToContainer: [ProbeViewController.Received] {
        content.received(.didMoveToParent).filter { $0.argumentIs(container) }
    }
    /// Whether anything changed content.view's frame during the scene (UIKitSim journals a frame
    /// change only when the frame really changes).
    var contentFrameWasSet: Bool {
        guard let view = content.viewIfLoaded else { return false }
        let id = ObjectIdentifier(view)
        return Simulator.journal.entries.contains { entry in
            guard entry.index >= start, case let .frameChange(v, _, _) = entry.event else { return false }
            return v.id == id
        }
    }
    /// The appearance callbacks content got without UIKit delivering them (direct calls).
    var directAppearanceCalls: [ProbeViewController.Received] { ChildCalls.directAppearanceCalls(to: content, since: start) }
    /// UIKit's warnings about direct appearance calls during the scene.
    var directCallWarnings: [String] { ChildCalls.directCallWarnings(since: start) }
    /// content's `viewDidLoad`, if it ran while content had no parent.
    var loadedWithoutParent: ProbeViewController.Received? { ChildCalls.loadedWithoutParent(content, since: start) }
    /// The superview content.view was last inserted into, by its journal name.
    var lastSuperviewName: String? {
        guard let view = content.viewIfLoaded else { return nil }
        guard case let .addSubview(_, superview)? = ContainmentJournal.insertions(of: view, since: start).last?.event else { return nil }
        return superview.name
    }
    /// `willMove(toParent: container)` as the child received it.
    var willMovesToContainer: [ProbeViewController.Received] {
        content.received(.willMoveToParent).filter { $0.argumentIs(container) }
    }
}
