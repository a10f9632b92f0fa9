import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// Issue 20 item 4: UIAlertController and UIAlertAction, presented like any controller; an
/// action sheet is a popover in regular width and needs an anchor there.
@Suite(.serialized, .freshSimulator) @MainActor
struct AlertControllerTests {
    @Test("UIKit's shape: title, message, style, actions in order, preferredAction; the styles' presentation styles")
    func shape() {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
        alert.addAction(cancel)
        alert.addAction(delete)
        alert.preferredAction = delete
        #expect(alert.title == "Delete?" && alert.message == "It cannot be undone." && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"] && alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.preferredAction === delete && delete.isEnabled)
        #expect(alert.modalPresentationStyle == .overFullScreen)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(sheet.modalPresentationStyle == .popover && sheet.popoverPresentationController != nil)
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test("An alert is presented over its presenter, which stays on screen; a tap dismisses it, then runs the handler")
    func alertPresentsAndTaps() {
        let root = UIViewController()
        TestWorld.show(root)
        Simulator.runUntilIdle()
        var tapped: [String] = []
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { tapped.append($0.title ?? "") }
        alert.addAction(ok)
        root.present(alert, animated: true)
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions.isEmpty && root.presentedViewController === alert)
        #expect(alert.view.window != nil && root.view.window != nil)
        alert.simulateTap(on: ok)
        Simulator.runUntilIdle()
        #expect(tapped == ["OK"] && root.presentedViewController == nil)
    }

    @Test("Regular width: an action sheet without an anchor raises UIKit's NSGenericException; nothing is presented")
    func actionSheetNeedsAnchorInRegularWidth() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        Simulator.resize(window, to: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        root.present(sheet, animated: true)
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions.count == 1)
        #expect(TestWorld.exceptions.first?.name == "NSGenericException")
        #expect(TestWorld.exceptions.first?.text.contains("of style UIAlertControllerStyleActionSheet") == true)
        #expect(TestWorld.exceptions.first?.text.contains("You must provide either a sourceView and sourceRect or a barButtonItem") == true)
        #expect(root.presentedViewController == nil && sheet.view.window == nil)
    }

    @Test("Regular width with an anchor: a popover; compact width needs none and slides over the presenter")
    func actionSheetAsPopoverOrSheet() {
        let root = UIViewController()
        let window = TestWorld.show(root)
        Simulator.resize(window, to: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.popoverPresentationController?.barButtonItem = item
        root.present(sheet, animated: true)
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions.isEmpty && root.presentedViewController === sheet)
        #expect(sheet.view.frame.size == CGSize(width: 320, height: 480))   // a popover, at its default size
        root.dismiss(animated: false)
        Simulator.runUntilIdle()

        Simulator.resize(window, to: CGSize(width: 390, height: 844), horizontalSizeClass: .compact, verticalSizeClass: .regular)
        Simulator.runUntilIdle()
        let compactSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        root.present(compactSheet, animated: true)
        Simulator.runUntilIdle()
        #expect(TestWorld.exceptions.isEmpty && root.presentedViewController === compactSheet)
        #expect(compactSheet.view.frame == window.bounds && root.view.window != nil)   // over the presenter, which stays
    }
}
