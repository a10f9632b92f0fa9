import Foundation
import Testing
import KataCatalog
@testable import KataKit

/// A grader's message says only what this run's journal shows (issue 12, items 2 and 3). Each test
/// grades a mistake fixture through the real runner and checks the finding's message *key* and
/// its key arguments — and that the claim a usual cause would have made, and that did not happen
/// here, is absent. The words themselves live in the manifests; `messagesAreComplete` checks that
/// every language has every key with the same placeholders.
/// Serialized: each case runs the compiler, and the machine may have only two cores.
@Suite(.serialized) struct KataMessageTests {
    static let root = TestBuild.projectRoot

    /// Grades `Solutions/<kata>/mistakes/<fixture>.swift`.
    private func grade(_ kata: String, _ fixture: String) throws -> KataResult {
        let url = Self.root.appendingPathComponent("Solutions/\(kata)/mistakes/\(fixture).swift")
        return try KataFixtures.grade(url, kata: Katas.named(kata))
    }

    /// The finding of one failing check (records an issue when the check did not fail).
    private func finding(_ result: KataResult, _ check: String, sourceLocation: SourceLocation = #_sourceLocation) -> Finding? {
        let failing = result.checks.first { $0.name == check && $0.status == .fail }
        #expect(failing?.finding != nil, "\(check) did not fail with a finding:\n\(KataFixtures.describe(result))",
                sourceLocation: sourceLocation)
        return failing?.finding
    }

    /// Every failing check's message key.
    private func keys(_ result: KataResult) -> [String] {
        result.checks.compactMap { $0.status == .fail ? $0.finding?.message.key : nil }
    }

    // MARK: add-child

    /// Doubled appearance callbacks from calling `viewWillAppear`/`viewDidAppear` directly are not
    /// blamed on adding the child twice.
    @Test func addChildDirectAppearanceCallsAreNotAddedTwice() throws {
        let result = try grade("add-child", "D20-calls-appearance-directly")
        let f = finding(result, "appearanceArrivesOnceAsChild")
        #expect(f?.message.key == "appearanceCalledDirectly")
        #expect(f?.message.arguments["callbacks"]?.contains("viewWillAppear(_:)") == true)
        #expect(f?.rules == [.neverCallViewWillAppear])
        #expect(!keys(result).contains { $0.hasPrefix("appearanceRepeated") || $0.hasPrefix("addChildRan") })
        #expect(!KataFixtures.citedRules(result).contains("add-once"))
    }

    /// Touching `content.view` before `addChild` fails add-child-first.
    @Test func addChildViewLoadedBeforeAddChildFails() throws {
        let result = try grade("add-child", "A6-sizes-view-before-add-child")
        let f = finding(result, "childViewLoadsAsChild")
        #expect(f?.message.key == "viewLoadedBeforeAddChild")
        #expect(f?.rules == [.addChildFirst])
        #expect(f?.mistake == "A6")
    }

    /// "Your view's frame" only when the frame was set to it; a frame nobody set is called that.
    @Test func addChildFrameNeverSetIsNotYourViewsFrame() throws {
        let never = finding(try grade("add-child", "A8-no-frame"), "childViewHasContentFrame")
        #expect(never?.message.key == "frameNeverSet")
        #expect(never?.message.arguments["frame"] == "(0, 0, 375, 667)")
        #expect(never?.message.arguments["expected"] == "(0, 44, 390, 800)")
        let parent = finding(try grade("add-child", "A8-uses-parent-frame"), "childViewHasContentFrame")
        #expect(parent?.message.key == "frameIsContainerFrame")
        #expect(parent?.message.arguments["frame"] == "(0, 0, 390, 844)")
    }

    // MARK: remove-child

    /// A child that got `willMove(toParent: container)` is told so, not "never got willMove(toParent: nil)".
    @Test func removeChildSaysWhichWillMoveArrived() throws {
        let result = try grade("remove-child", "B10-will-move-to-self")
        let f = finding(result, "willMoveToNilComesFirst")
        #expect(f?.message.key == "willMoveNilOtherArrived")
        #expect(f?.message.arguments["calls"] == "willMove(toParent: container)")
        #expect(!keys(result).contains("willMoveNilNeverArrived"))
    }

    @Test func removeChildDirectDisappearanceCalls() throws {
        let result = try grade("remove-child", "D20-calls-disappearance-directly")
        let f = finding(result, "disappearanceArrivesOnce")
        #expect(f?.message.key == "disappearanceCalledDirectly")
        #expect(f?.message.arguments["will"] == "2")
        #expect(f?.rules == [.neverCallViewWillAppear])
    }

    // MARK: cycle-animated

    /// Calls made in the completion of the learner's own `UIView.animate` are not "before the
    /// animation ended".
    @Test func cycleOwnAnimationCompletionWithoutTransition() throws {
        let result = try grade("cycle-animated", "none-own-animation-no-transition")
        let f = finding(result, "containmentFinishesInCompletion")
        #expect(f?.message.key == "finishedInOwnAnimationWithoutTransition")
        #expect(f?.message.arguments["time"] == "0.25")
        #expect(!keys(result).contains { $0.hasSuffix("DuringAnimation") || $0.hasSuffix("BeforeTransition") })
    }

    @Test func cycleOwnAnimationCompletionBeforeTransitionsCompletion() throws {
        let result = try grade("cycle-animated", "C17-finishes-in-own-animation")
        let f = finding(result, "containmentFinishesInCompletion")
        #expect(f?.message.key == "newDidMoveInOwnAnimationCompletion")
        #expect(!keys(result).contains { $0.hasSuffix("DuringAnimation") })
    }

    @Test func cycleNewViewLoadedBeforeAddChildFails() throws {
        let f = finding(try grade("cycle-animated", "A6-sets-new-frame-before-add-child"), "bothAreChildrenWhenTransitionStarts")
        #expect(f?.message.key == "newViewLoadedBeforeAddChild")
        #expect(f?.rules == [.addChildFirst])
    }

    @Test func cycleDirectAppearanceCalls() throws {
        let result = try grade("cycle-animated", "D20-calls-appearance-in-completion")
        let f = finding(result, "appearanceArrivesOnceEach")
        #expect(f?.message.key == "appearanceCalledDirectly")
        #expect(f?.message.arguments["callbacks"] == "new.viewDidAppear(_:)")
        #expect(!KataFixtures.citedRules(result).contains("balance-begin-end"))
    }

    // MARK: status-bar

    /// A copying container that forgets `setNeedsStatusBarAppearanceUpdate()` is told about the
    /// update where the update is what went wrong.
    @Test func statusBarMissingUpdateIsNotBlamedOnCopying() throws {
        let result = try grade("status-bar", "E28-copies-without-update")
        let style = finding(result, "styleFollowsSelectedChild")
        #expect(style?.message.key == "noUpdateOwnAnswerStyle")
        #expect(style?.message.arguments["shownStyle"] == ".default")
        #expect(style?.message.arguments["expectedStyle"] == ".lightContent")
        #expect(style?.rules == [.updateStatusBar])
        let hidden = finding(result, "hiddenFollowsSelectedChild")
        #expect(hidden?.message.key == "noUpdateOwnAnswerHidden")
        // Copying is still caught where it is what goes wrong: a child that delegates in turn.
        #expect(finding(result, "delegationReachesGrandchild")?.message.key.hasPrefix("copies") == true)
    }

    // MARK: preferred-content-size

    /// A learner who overrides the listener hears what the journal shows of it, not "override it".
    @Test func preferredSizeListenerThatDoesNotRelayout() throws {
        let relayout = try grade("preferred-content-size", "none-listener-only-asks-for-layout")
        #expect(finding(relayout, "frameFollowsPreferredSize")?.message.key == "relayoutDoesNotPlaceChild")
        let records = try grade("preferred-content-size", "none-listener-records-without-layout")
        #expect(finding(records, "frameFollowsPreferredSize")?.message.key == "listenerOverrideDoesNotPlaceChild")
        for result in [relayout, records] {
            #expect(!keys(result).contains("preferenceChangeNotApplied"))
        }
    }

    /// "size(for…) answers the parent size" only when it does; a frame nobody set is called that.
    @Test func preferredSizeFrameNeverSetVersusDefaultAnswer() throws {
        let never = finding(try grade("preferred-content-size", "none-embed-sets-no-frame"), "childStartsAtItsPreferredHeight")
        #expect(never?.message.key == "childFrameNeverSet")
        #expect(never?.message.arguments["frame"] == "(0, 0, 375, 667)")
        let answered = finding(try grade("preferred-content-size", "F31-size-for-child-not-answered"), "childStartsAtItsPreferredHeight")
        #expect(answered?.message.key == "wholeHeightFromDefaultSizeForChild")
        #expect(answered?.mistake == "F31")
    }

    // MARK: manifests

    /// Every kata's messages exist in English and Simplified Chinese, with the same keys and the
    /// same `{placeholders}`.
    @Test(arguments: Katas.all.map(\.id))
    func messagesAreComplete(_ id: String) throws {
        let messages = try #require(Katas.named(id).manifest?.messages, "\(id) has no messages")
        let en = try #require(messages["en"])
        let zh = try #require(messages["zh-Hans"])
        #expect(!en.isEmpty)
        #expect(Set(en.keys) == Set(zh.keys), "keys only in one language: \(Set(en.keys).symmetricDifference(zh.keys))")
        for (key, text) in en {
            #expect(Self.placeholders(text) == Self.placeholders(zh[key] ?? ""), "\(id).\(key)")
        }
    }

    static func placeholders(_ text: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter }) { names.insert(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
