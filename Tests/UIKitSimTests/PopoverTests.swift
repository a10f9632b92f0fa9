import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §12.6: UIPopoverPresentationController.
@Suite(.serialized, .freshSimulator) @MainActor
struct PopoverTests {
    @Test("§12.6 popoverPresentationController is nil until the style is .popover, then kept; anchor properties stored")
    func popoverControllerExists() {
        let content = UIViewController()
        #expect(content.popoverPresentationController == nil)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        #expect(popover != nil && content.popoverPresentationController === popover)
        #expect(popover?.permittedArrowDirections == .any && popover?.sourceView == nil && popover?.barButtonItem == nil)
        let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
        popover?.barButtonItem = item
        popover?.permittedArrowDirections = [.up, .down]
        #expect(popover?.barButtonItem === item && popover?.permittedArrowDirections == [.up, .down])
    }

    @Test("§12.6 no sourceView or barButtonItem: NSGenericException with UIKit's text, raised from the transition after present returned; nothing presented")
    func anchorException() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        Simulator.resize(window, to: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        var completed = false
        root.present(content, animated: true) { completed = true }
        #expect(TestWorld.exceptions.isEmpty)                 // not from present itself
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions == [Diagnostic(kind: .exception(name: "NSGenericException"), text:
            "UIPopoverPresentationController (\(popover?.description ?? "")) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")])
        #expect(!completed && root.presentedViewController == nil && content.view.window == nil)
    }

    @Test("§12.6 the anchor may be set just after present (the check runs in the transition); regular width shows a popover, presenter stays")
    func anchorAfterPresent() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        let window = TestWorld.show(root)
        Simulator.resize(window, to: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        log.clear()
        root.present(content, animated: true)
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.sourceRect = button.bounds
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions.isEmpty && root.presentedViewController === content)
        #expect(content.view.frame.size == CGSize(width: 300, height: 200) && content.view.frame.minY == 144)
        #expect(log.lines.isEmpty)                              // the presenter gets no callbacks
        #expect(content.popoverPresentationController?.arrowDirection == .up)
    }

    @Test("§12.6 sourceRect is CGRectNull by default (iOS 13.2+ header): the popover points at the source view's bounds; a rect is read in sourceView's own coordinates")
    func sourceRectDefaultsToNull() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        Simulator.resize(window, to: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        for rect in [nil, button.frame] as [CGRect?] {
            let content = UIViewController()
            content.preferredContentSize = CGSize(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            #expect(content.popoverPresentationController?.sourceRect.isNull == true)
            content.popoverPresentationController?.sourceView = button
            if let rect { content.popoverPresentationController?.sourceRect = rect }
            root.present(content, animated: false)
            Simulator.runUntilIdle()
            // Null: just below the button (144). The button's frame read in its own coordinates
            // lies 100 points further down and right.
            #expect(content.view.frame.minY == (rect == nil ? 144 : 244))
            root.dismiss(animated: false)
            Simulator.runUntilIdle()
        }
    }

    @Test("§12.6 compact width: the popover adapts to full screen (presenter disappears, no anchor needed) unless the delegate returns .none")
    func compactAdaptation() {
        let log = CallLog()
        let root = RecordingViewController("root", log: log)
        TestWorld.show(root)                                    // a new window is compact × regular
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        log.clear()
        root.present(content, animated: false)
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions.isEmpty)
        #expect(log.lines == ["root.viewWillDisappear", "root.viewDidDisappear"])
        #expect(content.presentationController?.presentationStyle == .fullScreen)
        content.dismiss(animated: false)
        Simulator.runUntilIdle()

        let keeper = KeepPopover()
        let second = UIViewController()
        second.modalPresentationStyle = .popover
        second.popoverPresentationController?.delegate = keeper
        second.popoverPresentationController?.sourceView = root.view
        log.clear()
        root.present(second, animated: false)
        Simulator.runUntilIdle()
        #expect(keeper.asked == 1 && log.lines.isEmpty)
        #expect(second.presentationController is UIPopoverPresentationController)
    }
}

@MainActor
final class KeepPopover: NSObject, UIPopoverPresentationControllerDelegate {
    var asked = 0
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        asked += 1
        return .none
    }
}
