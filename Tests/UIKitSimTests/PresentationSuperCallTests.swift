import Testing
@_spi(Simulator) import UIKitSim
import UIKitSimTesting

/// uikit-semantics §12.3: UIPresentationController's own hooks do nothing visible, but each
/// journals `superCalled` when it runs, so a grader can tell an override that calls super from one
/// that does not (rule call-super), as it can for UIViewController's overrides.
@Suite(.serialized, .freshSimulator) @MainActor
struct PresentationSuperCallTests {
    /// Calls super in the presentation hooks only; the dismissal and layout hooks skip it.
    final class HalfSuper: UIPresentationController {
        override func presentationTransitionWillBegin() { super.presentationTransitionWillBegin() }
        override func presentationTransitionDidEnd(_ completed: Bool) { super.presentationTransitionDidEnd(completed) }
        override func dismissalTransitionWillBegin() {}
        override func dismissalTransitionDidEnd(_ completed: Bool) {}
        override func containerViewWillLayoutSubviews() {}
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        var made: HalfSuper?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let controller = HalfSuper(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    @Test("§12.3 the base presentation controller's hooks journal superCalled; an override without super journals nothing")
    func hooksJournalSuper() throws {
        let root = UIViewController()
        TestWorld.show(root)
        let delegate = Delegate()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: true)
        Simulator.runUntilIdle()
        sheet.dismiss(animated: true)
        Simulator.runUntilIdle()
        let controller = try #require(delegate.made)
        let id = ObjectIdentifier(controller)
        let supers = Simulator.journal.entries.compactMap { entry -> String? in
            if case let .superCalled(ref, method) = entry.event, ref.id == id { return method }
            return nil
        }
        // Overridden with super, and not overridden at all (the base runs): journaled.
        #expect(supers.contains("presentationTransitionWillBegin"))
        #expect(supers.contains("presentationTransitionDidEnd(_:)"))
        #expect(supers.contains("containerViewDidLayoutSubviews"))
        // Overridden without super: nothing.
        #expect(!supers.contains("dismissalTransitionWillBegin"))
        #expect(!supers.contains("dismissalTransitionDidEnd(_:)"))
        #expect(!supers.contains("containerViewWillLayoutSubviews"))
        // Graders' entries only: never in a timeline.
        #expect(!Simulator.journal.timeline().contains("super."))
    }
}
