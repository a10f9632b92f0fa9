import Testing
@_spi(Simulator) import UIKitSim
@_spi(Simulator) import UIKitSimTesting

/// Modal presentation: uikit-semantics §1.1 and §5.3, mistake G34, and UIKit's presentation
/// messages.
@Suite(.serialized, .freshSimulator) @MainActor
struct PresentationTests {
    @Test("§1.1 children never contains presented controllers; parent stays nil")
    func childrenNeverContainPresented() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        let child = UIViewController()
        TestWorld.add(child, to: root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        Simulator.runLoopTurn()
        #expect(root.children.count == 1 && root.children[0] === child)
        #expect(sheet.parent == nil)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        // Above the presenter, in UIKit's container view (the presentation controller's containerView).
        #expect(sheet.view.window === window && window.subviews.last === sheet.view.superview)
        #expect(sheet.view.superview === sheet.presentationController?.containerView)
        // A child sees what its ancestor presents and is presented by (UIKit's documented lookup).
        #expect(child.presentedViewController === sheet)
        #expect(child.presentingViewController == nil)
    }

    @Test("§1.1 a child presenting: the presentation is made on the root of its hierarchy, not the child")
    func childPresentsOnRoot() {
        let root = UIViewController()
        TestWorld.show(root)
        let child = UIViewController()
        TestWorld.add(child, to: root)
        let sheet = UIViewController()
        child.present(sheet, animated: false)
        Simulator.runLoopTurn()
        #expect(sheet.presentingViewController === root)
        #expect(root.presentedViewController === sheet)
        #expect(child.children.isEmpty && root.children.count == 1)
        #expect(TestWorld.warnings.isEmpty)
    }

    @Test("G34 presenting from a detached controller warns with UIKit's text, and still presents")
    func g34DetachedWarns() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        let detached = UIViewController()
        root.view.addSubview(detached.view)          // no addChild: detached
        Simulator.runLoopTurn()
        let sheet = UIViewController()
        detached.present(sheet, animated: false)
        Simulator.runLoopTurn()
        #expect(TestWorld.warnings == ["Presenting view controllers on detached view controllers is discouraged \(detached.description)."])
        #expect(sheet.presentingViewController === detached)
        #expect(sheet.view.window === window)
        #expect(Simulator.journal.entries.contains { $0.text == "⚠ Presenting view controllers on detached view controllers is discouraged \(detached.description)." })
    }

    @Test("G34 a properly contained child presents without the warning")
    func g34ContainedChildDoesNotWarn() {
        let root = UIViewController()
        TestWorld.show(root)
        let child = UIViewController()
        TestWorld.add(child, to: root)
        child.present(UIViewController(), animated: false)
        Simulator.runLoopTurn()
        #expect(TestWorld.warnings.isEmpty)
        #expect(root.presentedViewController != nil)
    }

    @Test("G34 a controller in no window: detached warning, then UIKit's 'not in the window hierarchy', and nothing is presented")
    func notInWindow() {
        let loose = UIViewController()
        let sheet = UIViewController()
        loose.present(sheet, animated: false)
        Simulator.runUntilIdle()
        #expect(TestWorld.warnings == [
            "Presenting view controllers on detached view controllers is discouraged \(loose.description).",
            "Attempt to present \(sheet.description) on \(loose.description) (from \(loose.description)) whose view is not in the window hierarchy.",
        ])
        #expect(loose.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(!sheet.isViewLoaded)
    }

    @Test("presentation .fullScreen: presenter and its children disappear; presented did-appear before presenter did-disappear")
    func fullScreenOrder() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let window = TestWorld.show(root)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: root)
        Simulator.runLoopTurn()
        let sheet = RecordingViewController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        log.clear()
        root.present(sheet, animated: true) { log.add("completion") }
        log.mark("advance 0.3")
        Simulator.advance(by: 0.3)
        #expect(log.lines == [
            "— advance 0.3 —",
            "sheet.viewDidLoad", "root.viewWillDisappear", "child.viewWillDisappear", "sheet.viewWillAppear",
            "sheet.viewDidAppear", "root.viewDidDisappear", "child.viewDidDisappear", "completion",
        ])
        #expect(root.view.window == nil)              // UIKit removes the presenter's view
        #expect(sheet.view.window === window)
    }

    @Test("presentation .automatic (pageSheet), .formSheet, .overFullScreen, .custom: the presenter gets no disappearance; §12.2 it starts at the end of the turn")
    func sheetStylesLeavePresenter() {
        // (.popover adapts to full screen in compact width and needs an anchor: PopoverTests.)
        for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen, .custom] {
            Simulator.withFreshWorld {
                let log = CallLog()
                let root = RecordingViewController("root", log: log)
                let window = TestWorld.show(root)
                let sheet = RecordingViewController("sheet", log: log)
                sheet.modalPresentationStyle = style
                log.clear()
                root.present(sheet, animated: false) { log.add("completion") }
                log.mark("turn")
                Simulator.runLoopTurn()
                #expect(log.lines == ["— turn —", "sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear", "completion"],
                        "style \(style.rawValue)")
                #expect(root.view.superview === window, "style \(style.rawValue)")
            }
        }
    }

    @Test("presentation: .automatic is the default style; transition style, capture flag and context flag are stored")
    func defaults() {
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(controller.modalPresentationCapturesStatusBarAppearance == false)
        #expect(controller.definesPresentationContext == false)
        controller.modalTransitionStyle = .crossDissolve
        controller.definesPresentationContext = true
        #expect(controller.modalTransitionStyle == .crossDissolve && controller.definesPresentationContext)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2 && UIModalPresentationStyle.overFullScreen.rawValue == 5)
    }

    @Test("presentation completion runs after viewDidAppear: at the end of the turn, or when the 0.3 s animation ends")
    func completionOrder() {
        let log = CallLog()
        let root = UIViewController()
        TestWorld.show(root)
        let sheet = RecordingViewController("sheet", log: log)
        root.present(sheet, animated: false) { log.add("completion") }
        #expect(!log.lines.contains("completion"))   // never inside the call
        Simulator.runLoopTurn()
        #expect(log.lines.suffix(2) == ["sheet.viewDidAppear", "completion"])

        Simulator.withFreshWorld {
            let log2 = CallLog()
            let root2 = UIViewController()
            TestWorld.show(root2)
            let animatedSheet = RecordingViewController("sheet", log: log2)
            root2.present(animatedSheet, animated: true) { log2.add("completion") }
            Simulator.runLoopTurn()                      // §12.2: the transition starts here
            Simulator.advance(by: 0.2)
            #expect(!log2.lines.contains("sheet.viewDidAppear") && !log2.lines.contains("completion"))
            Simulator.advance(by: 0.1)
            #expect(log2.lines.suffix(2) == ["sheet.viewDidAppear", "completion"])
        }
    }

    @Test("presentation isBeingPresented / isBeingDismissed hold inside the presented controller's callbacks only")
    func beingPresentedFlags() {
        let root = UIViewController()
        TestWorld.show(root)
        let sheet = FlagRecorder()
        root.present(sheet, animated: true)
        Simulator.runLoopTurn()
        Simulator.advance(by: 0.3)
        #expect(sheet.seen == ["viewWillAppear presented=true dismissed=false", "viewDidAppear presented=true dismissed=false"])
        #expect(!sheet.isBeingPresented)
        sheet.seen = []
        sheet.dismiss(animated: true)
        Simulator.advance(by: 0.3)
        #expect(sheet.seen == ["viewWillDisappear presented=false dismissed=true", "viewDidDisappear presented=false dismissed=true"])
        #expect(!sheet.isBeingDismissed)
    }

    @Test("dismiss .fullScreen: presented will-disappear, presenter (and children) appear again; presenter did-appear before presented did-disappear")
    func dismissFullScreenOrder() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let window = TestWorld.show(root)
        let child = RecordingViewController("child", log: log)
        TestWorld.add(child, to: root)
        let sheet = RecordingViewController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: false)
        Simulator.runLoopTurn()
        log.clear()
        root.dismiss(animated: true) { log.add("completion") }
        log.mark("advance 0.3")
        Simulator.advance(by: 0.3)
        #expect(log.lines == [
            "sheet.viewWillDisappear", "root.viewWillAppear", "child.viewWillAppear",
            "— advance 0.3 —",
            "root.viewDidAppear", "child.viewDidAppear", "sheet.viewDidDisappear", "completion",
        ])
        #expect(root.view.superview === window && sheet.view.superview == nil)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test("dismiss of a pageSheet: the presenter gets no appearance callbacks")
    func dismissSheetLeavesPresenter() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        TestWorld.show(root)
        let sheet = RecordingViewController("sheet", log: log)
        root.present(sheet, animated: false)
        Simulator.runLoopTurn()
        log.clear()
        root.dismiss(animated: false)
        log.mark("turn")
        Simulator.runLoopTurn()
        #expect(log.lines == ["sheet.viewWillDisappear", "— turn —", "sheet.viewDidDisappear"])
        #expect(root.presentedViewController == nil)
    }

    @Test("dismiss called on the presented controller (or its child) is forwarded to its presenter")
    func dismissForwarding() {
        let root = DismissRecorder()
        TestWorld.show(root)
        let sheet = UIViewController()
        let inner = UIViewController()
        root.present(sheet, animated: false)
        Simulator.runLoopTurn()
        TestWorld.add(inner, to: sheet)
        var completed = false
        inner.dismiss(animated: false) { completed = true }
        Simulator.runLoopTurn()
        #expect(root.dismissCalls == 1)              // reached the presenter's own dismiss
        #expect(completed)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.window == nil)
    }

    @Test("presentation: presenting again from the same controller warns 'which is already presenting' and is ignored")
    func alreadyPresentingWarns() {
        let root = UIViewController()
        TestWorld.show(root)
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: false)
        root.present(second, animated: false)
        Simulator.runLoopTurn()
        #expect(TestWorld.warnings == [
            "Attempt to present \(second.description) on \(root.description) (from \(root.description)) which is already presenting \(first.description).",
        ])
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil && !second.isViewLoaded)
    }

    @Test("presentation: presenting a controller that is already presented raises NSInvalidArgumentException, no effect")
    func alreadyPresentedRaises() {
        let root = UIViewController()
        TestWorld.show(root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        Simulator.runLoopTurn()
        let otherRoot = UIViewController()
        TestWorld.show(otherRoot)                    // a second window
        otherRoot.present(sheet, animated: false)
        Simulator.runLoopTurn()
        #expect(TestWorld.exceptions == [Diagnostic(
            kind: .exception(name: "NSInvalidArgumentException"),
            text: "Application tried to present modally a view controller \(sheet.description) that is already being presented by \(root.description).")])
        #expect(sheet.presentingViewController === root && otherRoot.presentedViewController == nil)
    }

    @Test("presentation: presenting an active child raises 'an active controller', no effect")
    func activeChildRaises() {
        let root = UIViewController()
        TestWorld.show(root)
        let child = UIViewController()
        TestWorld.add(child, to: root)
        root.present(child, animated: false)
        Simulator.runLoopTurn()
        #expect(TestWorld.exceptions == [Diagnostic(
            kind: .exception(name: "NSInvalidArgumentException"),
            text: "Application tried to present modally an active controller \(child.description).")])
        #expect(root.presentedViewController == nil && child.parent === root)
        #expect(child.view.superview === root.view)
    }

    @Test("§5.3 status bar: a fullScreen or capturing presentation takes it over; a plain sheet does not; dismissal gives it back")
    func statusBarCapture() {
        let root = StatusBarChild(style: .lightContent, hidden: false)
        let window = TestWorld.show(root)
        let manager = window.windowScene?.statusBarManager

        let sheet = StatusBarChild(style: .darkContent, hidden: true)
        root.present(sheet, animated: false)
        Simulator.runLoopTurn()
        #expect(manager?.statusBarStyle == .lightContent && manager?.isStatusBarHidden == false)
        root.dismiss(animated: false)
        Simulator.runLoopTurn()

        let capturing = StatusBarChild(style: .darkContent, hidden: true)
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        #expect(manager?.statusBarStyle == .darkContent && manager?.isStatusBarHidden == true)   // re-resolved on presentation
        Simulator.runLoopTurn()
        root.dismiss(animated: true)
        #expect(manager?.statusBarStyle == .lightContent && manager?.isStatusBarHidden == false) // and on dismissal
        Simulator.runUntilIdle()

        let leaf = StatusBarChild(style: .darkContent, hidden: false)
        let full = Delegating(styleChild: leaf, hiddenChild: nil, ownStyle: .default, ownHidden: true)
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        #expect(manager?.statusBarStyle == .darkContent)  // from the presented controller, down its childFor… chain
        #expect(manager?.isStatusBarHidden == true)
    }

    @Test("presentation: .currentContext presents on the nearest ancestor with definesPresentationContext, which disappears")
    func currentContext() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        TestWorld.show(root)
        let context = RecordingViewController("context", log: log)
        context.definesPresentationContext = true
        TestWorld.add(context, to: root)
        let inner = UIViewController()
        TestWorld.add(inner, to: context)
        Simulator.runLoopTurn()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .currentContext
        log.clear()
        inner.present(sheet, animated: false)
        Simulator.runLoopTurn()
        #expect(sheet.presentingViewController === context)
        #expect(log.lines == ["context.viewWillDisappear", "context.viewDidDisappear"])
    }

    @Test("journal: present and dismiss entries name the presenter and the presented controller")
    func journalEntries() {
        let root = UIViewController()
        Simulator.name(root, "root")
        TestWorld.show(root)
        let sheet = UIViewController()
        Simulator.name(sheet, "sheet")
        root.present(sheet, animated: true)
        Simulator.runUntilIdle()
        sheet.dismiss(animated: false)
        Simulator.runUntilIdle()
        let texts = Simulator.journal.entries.map(\.text)
        #expect(texts.contains("root.present(sheet, animated: true)"))
        #expect(texts.contains("root.dismiss(animated: false) → sheet"))
        let present = Simulator.journal.entries.first { if case .present = $0.event { return true } else { return false } }
        #expect(present?.event.objects.map(\.name) == ["root", "sheet"])
        #expect(Simulator.journal.timeline(involving: sheet).contains("root.present(sheet, animated: true)"))
    }
}

/// Records `isBeingPresented`/`isBeingDismissed` as seen inside each appearance callback.
@MainActor
private final class FlagRecorder: UIViewController {
    var seen: [String] = []
    private func note(_ name: String) { seen.append("\(name) presented=\(isBeingPresented) dismissed=\(isBeingDismissed)") }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear"); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear"); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear"); super.viewDidDisappear(animated) }
}

/// Counts calls of its own `dismiss(animated:completion:)`, to see UIKit's forwarding reach it.
@MainActor
private final class DismissRecorder: UIViewController {
    var dismissCalls = 0
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissCalls += 1
        super.dismiss(animated: flag, completion: completion)
    }
}
