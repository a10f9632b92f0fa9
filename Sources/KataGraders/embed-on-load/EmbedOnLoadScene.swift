@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the embed-on-load scenario, played afresh by every check:
/// 1. load — the container's view loads off screen (`loadViewIfNeeded()`), where the embed belongs;
/// 2. show — the container becomes a window's root and appears;
/// 3. turn — the window turns to landscape (the slot grows wider and shorter);
/// 4. later — three more layout passes, then the container disappears under a full-screen
///    presentation and appears again when it is dismissed.
@MainActor
struct EmbedOnLoadScene {
    /// Where content's view was at one moment.
    struct Placement {
        let loaded: Bool
        let superviewIsSlot: Bool
        let superviewIsRootView: Bool
        let insideContainer: Bool
        let slotSubviews: Int
        /// content.view's frame in slot's coordinates (nil unless it lies inside slot).
        let frameInSlot: CGRect?
        /// content.view's frame in the container's root view (nil unless it lies inside it).
        let frameInRoot: CGRect?
        let slotBounds: CGRect
        let slotFrame: CGRect

        /// True when content.view lies in slot and covers exactly slot.bounds.
        var fillsSlot: Bool { frameInSlot.map { $0.isClose(to: slotBounds) } ?? false }
        /// True when content.view covers the slot's area, wherever it was put.
        var coversSlotArea: Bool {
            if let frameInSlot { return frameInSlot.isClose(to: slotBounds) }
            return frameInRoot.map { $0.isClose(to: slotFrame) } ?? false
        }
        /// content.view's frame in the best coordinates available, for messages.
        var shownFrame: CGRect? { frameInSlot ?? frameInRoot }
    }

    let container: any EmbedOnLoadContainer
    let content: ProbeViewController
    let window: UIWindow
    let start: Int, loadEnd: Int, showEnd: Int, turnEnd: Int, end: Int
    let afterLoad: Placement, afterShow: Placement, afterTurn: Placement, afterLater: Placement

    /// `masklessContent`: content's own `loadView` makes its view with no autoresizing mask
    /// (`MasklessContentProbe`), so nothing but the container can make it follow slot.
    static func play(_ type: any EmbedOnLoadContainer.Type, masklessContent: Bool = false) -> EmbedOnLoadScene {
        Simulator.withFreshWorld {
            let content = masklessContent ? MasklessContentProbe(label: "content") : ProbeViewController(label: "content")
            let container = type.init(content: content)
            Simulator.name(container, "container")
            Simulator.name(container.slot, "slot")
            let start = ContainmentJournal.position
            container.loadViewIfNeeded()
            let afterLoad = placement(of: content, in: container)
            let loadEnd = ContainmentJournal.position

            // The window named, so that timelines read the same on every run.
            let window = Stage.show(container, windowName: "window")
            Simulator.runUntilIdle()
            let afterShow = placement(of: content, in: container)
            let showEnd = ContainmentJournal.position

            let screen = UIScreen.main.bounds.size
            Simulator.resize(window, to: CGSize(width: screen.height, height: screen.width),
                             horizontalSizeClass: .compact, verticalSizeClass: .compact)
            Simulator.runUntilIdle()
            let afterTurn = placement(of: content, in: container)
            let turnEnd = ContainmentJournal.position

            for _ in 0..<3 {
                container.view.setNeedsLayout()
                container.view.layoutIfNeeded()
                Simulator.runLoopTurn()
            }
            let cover = UIViewController()
            Simulator.name(cover, "cover")
            cover.modalPresentationStyle = .fullScreen
            container.present(cover, animated: false)
            Simulator.runUntilIdle()
            container.dismiss(animated: false)
            Simulator.runUntilIdle()
            let afterLater = placement(of: content, in: container)
            let end = ContainmentJournal.position
            return EmbedOnLoadScene(
                container: container, content: content, window: window,
                start: start, loadEnd: loadEnd, showEnd: showEnd, turnEnd: turnEnd, end: end,
                afterLoad: afterLoad, afterShow: afterShow, afterTurn: afterTurn, afterLater: afterLater)
        }
    }

    static func placement(of content: UIViewController, in container: any EmbedOnLoadContainer) -> Placement {
        let slot = container.slot
        let root = container.viewIfLoaded
        let view = content.viewIfLoaded
        let inSlot = view.map { Stage.view($0, isInside: slot) && $0 !== slot } ?? false
        let inRoot = view.map { Stage.view($0, isInside: root) && $0 !== root } ?? false
        return Placement(
            loaded: view != nil,
            superviewIsSlot: view?.superview === slot,
            superviewIsRootView: root != nil && view?.superview === root,
            insideContainer: inRoot,
            slotSubviews: slot.subviews.count,
            frameInSlot: inSlot ? view.flatMap { Stage.frame(of: $0, in: slot) } : nil,
            frameInRoot: inRoot ? view.flatMap { v in root.flatMap { Stage.frame(of: v, in: $0) } } : nil,
            slotBounds: slot.bounds,
            slotFrame: slot.frame)
    }

    /// The expected timeline: the same scene played by a correct container.
    static func expectedLines(masklessContent: Bool = false) -> [String] {
        play(ReferenceEmbedOnLoadContainer.self, masklessContent: masklessContent).actualLines
    }

    /// What happened to the container and content, as timeline lines.
    var actualLines: [String] { ContainmentJournal.lines(for: [container, content], since: start) }
    var diagnostics: [String] { Timeline.diagnostics(since: start) }

    func addChildCount(from: Int = 0, to: Int = .max) -> Int {
        entries(from: from, to: to) { event in
            if case let .addChild(_, c) = event { return c.id == ObjectIdentifier(content) }
            return false
        }.count
    }

    /// How many times content's view was put into a superview in the range.
    func insertions(from: Int, to: Int = .max) -> Int {
        guard let view = content.viewIfLoaded else { return 0 }
        return entries(from: from, to: to) { event in
            if case let .addSubview(v, _) = event { return v.id == ObjectIdentifier(view) }
            return false
        }.count
    }

    func entries(from: Int, to: Int, where predicate: (JournalEvent) -> Bool) -> [JournalEntry] {
        Simulator.journal.entries.filter { $0.index >= from && $0.index < to && predicate($0.event) }
    }

    /// The appearance callbacks of the container and content in the range, as "who.callback" in
    /// order (the words of UIKit's API, the same in every language).
    func appearance(from: Int, to: Int) -> [String] {
        let ids: [ObjectIdentifier: String] = [ObjectIdentifier(container): "container", ObjectIdentifier(content): "content"]
        return entries(from: from, to: to) { _ in true }.compactMap { entry -> String? in
            switch entry.event {
            case let .viewWillAppear(o, _): return ids[o.id].map { "\($0).viewWillAppear" }
            case let .viewDidAppear(o, _): return ids[o.id].map { "\($0).viewDidAppear" }
            case let .viewWillDisappear(o, _): return ids[o.id].map { "\($0).viewWillDisappear" }
            case let .viewDidDisappear(o, _): return ids[o.id].map { "\($0).viewDidDisappear" }
            default: return nil
            }
        }
    }

    /// willMove(toParent: container) as the journal recorded it for content, split by who sent it:
    /// addChild(content) records its own entry and then sends willMove (after a willMove(toParent:
    /// nil) when content had another parent), so a willMove with no addChild of content waiting
    /// for it came from the learner's own call.
    func willMovesToContainer() -> (all: [JournalEntry], byHand: [JournalEntry]) {
        let child = ObjectIdentifier(content), parent = ObjectIdentifier(container)
        var all: [JournalEntry] = [], byHand: [JournalEntry] = []
        var addChildWaiting = false
        for entry in Simulator.journal.entries {
            switch entry.event {
            case let .addChild(p, c) where c.id == child && p.id == parent:
                addChildWaiting = true
            case let .willMove(c, to) where c.id == child && to?.id == parent:
                all.append(entry)
                if addChildWaiting { addChildWaiting = false } else { byHand.append(entry) }
            default:
                break
            }
        }
        return (all, byHand)
    }

    /// didMove(toParent: container) as content received it.
    var didMoves: [ProbeViewController.Received] {
        content.received(.didMoveToParent).filter { $0.argumentIs(container) }
    }
}

/// A content controller with a `loadView` of its own that makes a plain view, as a controller
/// built in code often does: UIView's `autoresizingMask` defaults to none (UIView docs), unlike
/// the view UIKit's default `loadView` makes (flexible width and height, as UIKitSim's
/// `baseLoadView`). Loaded at the screen's size, like the default view, so only the mask differs.
final class MasklessContentProbe: ProbeViewController {
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }
}
