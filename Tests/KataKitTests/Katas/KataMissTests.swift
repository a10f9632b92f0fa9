import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataEngine

/// The misses issue 19 lists, each graded from its fixture through the real runner: the check
/// that must catch it fails with the rule the catalog names for it, and with its own message.
/// Serialized: each case runs the compiler, and the machine may have only two cores.
@Suite(.serialized) struct KataMissTests {
    static let root = TestBuild.projectRoot

    private func failing(_ kata: String, _ fixture: String, _ check: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> CheckResult {
        let url = Self.root.appendingPathComponent("Solutions/\(kata)/mistakes/\(fixture).swift")
        let result = try KataFixtures.grade(url, kata: Katas.named(kata))
        let found = result.checks.first { $0.name == check && $0.status == .fail }
        return try #require(found, "\(check) did not fail:\n\(KataFixtures.describe(result))", sourceLocation: sourceLocation)
    }

    @Test func dismissalDidEndWithoutCompletedFails() throws {
        let check = try failing("custom-presentation-controller", "H44-removes-dimming-after-cancelled-dismissal",
                                "dimmingLeavesAfterCancelAndDismissal")
        #expect(check.rules == [.cleanUpCancelledPresentation])
        #expect(check.finding?.message.key == "chromeGoneAfterCancelledDismissal")
    }

    @Test(arguments: [("presentation-will-begin", "presentationTransitionWillBegin"),
                      ("dismissal-will-begin", "dismissalTransitionWillBegin"),
                      ("layout", "containerViewWillLayoutSubviews")])
    func presentationHookWithoutSuperFails(_ fixture: String, _ method: String) throws {
        let check = try failing("custom-presentation-controller", "D26-\(fixture)-without-super", "overridesCallSuper")
        #expect(check.rules == [.callSuper])
        #expect(check.finding?.message.arguments["methods"] == method)
    }

    @Test func cancelRemovingViewBeforeWillMoveNilFails() throws {
        let check = try failing("interactive-swipe", "none-cancel-removes-view-before-will-move-nil", "earlyReleaseCancels")
        #expect(check.rules == [.willMoveNilFirst])
        #expect(check.finding?.message.key == "cancelViewOutBeforeWillMoveNil")
    }

    /// Ignoring `.cancelled` is a cancel not handled, not a finish done too early.
    @Test func ignoredSystemCancelIsNamedByTheCancelRule() throws {
        let check = try failing("interactive-swipe", "none-ignores-system-cancel", "systemCancelCancels")
        #expect(check.rules == [.reverseCancelledAppearance])
        #expect(!check.rules.contains(.finishInCompletion))
        #expect(check.finding?.message.key == "cancelIgnored")
        #expect(check.finding?.message.arguments["end"] == ".cancelled")
    }
}
