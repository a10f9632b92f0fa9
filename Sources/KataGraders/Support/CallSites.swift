import Foundation
import UIKitSim
import KataCatalog
#if os(Linux) && canImport(Runtime)
#if compiler(>=6.3) && compiler(<6.4)
// Two entry points of the toolchain's Runtime module (a Backtrace made from return addresses,
// the host's architecture name), for symbolicating stacks captured cheaply (see
// `CallSites.captureStack`). Pinned to the Swift versions they were verified with; on others a
// finding falls back to the learner's method by name.
@_spi(Internal) @_spi(Contexts) internal import Runtime
#else
internal import Runtime
#endif
#endif

/// Where in the learner's file each journalled call was made, so a finding can point at the line
/// that went wrong. The return addresses of the stack are captured for every journal entry (about
/// ten microseconds) and symbolicated only when a check fails. Frames count as the learner's when
/// their file is the learner's copy the runner compiled (`KATA_LEARNER_SOURCE`, compiled with `-g`).
@MainActor
public enum CallSites {
    /// The learner's source file as compiled (absolute path), from the runner.
    static let learnerSource: String? = ProcessInfo.processInfo.environment["KATA_LEARNER_SOURCE"]

    #if os(Linux) && canImport(Runtime)
    private nonisolated static let images = ImageMap.capture()
    private static var captured: [Int: [UInt]] = [:]
    private static var symbolicatedStacks: [[UInt]: Finding.Location?] = [:]
    /// The grader program's own image (where the learner's file was linked in).
    private static let programImage: Int? = {
        let name = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? ""
        return images.firstIndex { ($0.path.map { ($0 as NSString).lastPathComponent }) == name }
    }()
    #endif

    /// Starts capturing (idempotent). The grader entry point calls it before any test runs.
    public static func install() {
        #if os(Linux) && canImport(Runtime)
        guard learnerSource != nil, Simulator.journalObserver == nil else { return }
        Simulator.journalObserver = { index in
            if index == 0 { captured = [:] }   // a fresh world after reset()
            guard isCall(Simulator.journal.entries[index].event) else { return }
            captured[index] = captureStack()
        }
        #endif
    }

    #if os(Linux) && canImport(Runtime)
    /// The return addresses of the current stack, nothing more: `backtrace(3)` over the unwind
    /// tables, through Foundation. Runtime's own `Backtrace.capture` is no cheaper here: on Linux
    /// it looks up the symbol of every frame to spot async frames, and the first lookup in an image
    /// sorts that image's whole symbol table (about 15 ms for the grading runtime, on every graded
    /// run, passing or not). The learner's frames are a few calls below the journal.
    private static func captureStack() -> [UInt] {
        Thread.callStackReturnAddresses.prefix(16).map(\.uintValue)
    }

    /// The captured addresses as a Runtime backtrace, to symbolicate; nil where the Runtime entry
    /// point is not verified (see the import).
    private static func backtrace(_ addresses: [UInt]) -> Backtrace? {
        #if compiler(>=6.3) && compiler(<6.4)
        let architecture = HostContext.withCurrentContext { $0.architecture }
        return Backtrace(architecture: architecture, frames: addresses.map { RichFrame<UInt>.returnAddress($0) }, images: images)
        #else
        return nil
        #endif
    }
    #endif

    /// Entries that a learner's line makes happen (a call, a view change, a warning it caused).
    /// Callbacks UIKit delivers are left out: their cause is one of these, already captured. A
    /// `super` call is kept: it is the learner's override running, where a missing call belongs.
    static func isCall(_ event: JournalEvent) -> Bool {
        switch event {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .viewWillLayoutSubviews,
             .viewDidLayoutSubviews, .statusBarResolved, .animationEnded, .transitionEnded,
             .traitCollectionDidChange, .willTransitionToTraits, .presentationStep, .viewWillTransition,
             .preferredContentSizeDidChange, .gestureState:
            return false
        case let .superCalled(_, method) where PresentationHooks.journalingSuper.contains(method):
            return false
        default:
            return true
        }
    }

    /// The learner's line that made journal entry `index`, if a learner frame is on its stack.
    public static func location(ofEntry index: Int) -> Finding.Location? {
        #if os(Linux) && canImport(Runtime)
        guard let learnerSource, let addresses = captured[index] else { return nil }
        // The same learner line runs in every check's replay: symbolicate each stack once.
        if let known = symbolicatedStacks[addresses] { return known }
        // The learner's code is in the program itself: a stack with no frame there is not theirs,
        // and symbolicating it (the runtime library's debug info) would cost far more than this test.
        guard let program = programImage, addresses.contains(where: { Backtrace.Address($0).flatMap { images.indexOfImage(at: $0) } == program }),
              let backtrace = backtrace(addresses)
        else {
            symbolicatedStacks[addresses] = .some(nil)
            return nil
        }
        var found: Finding.Location?
        if let symbolicated = backtrace.symbolicated(with: images, options: [.showSourceLocations, .useSymbolCache]) {
            for frame in symbolicated.frames {
                guard let source = frame.symbol?.sourceLocation, source.path == learnerSource, source.line > 0 else { continue }
                found = Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: source.line,
                                         column: source.column > 0 ? source.column : nil)
                break
            }
        }
        symbolicatedStacks[addresses] = found
        return found
        #else
        return nil
        #endif
    }

    static func isCaptured(_ index: Int) -> Bool {
        #if os(Linux) && canImport(Runtime)
        return captured[index] != nil
        #else
        return false
        #endif
    }

    /// What the current journal says about the learner's calls behind `actual` (read it before
    /// anything resets the simulator): the learner's line for each timeline line; for each gap
    /// between two timeline lines, the first learner line that ran there (an override's `super`
    /// call, a call on another object); and the newest learner call in the whole journal.
    public struct Sighting: Sendable {
        public var perLine: [Finding.Location?]
        /// `between[k]`: the first learner line among the entries just before `actual[k]` (after
        /// `actual[k-1]`); `between[actual.count]` after the last line.
        public var between: [Finding.Location?]
        public var newest: Finding.Location?
    }

    public static func sight(_ actual: [String]) -> Sighting {
        let entries = Simulator.journal.entries
        var perLine: [Finding.Location?] = []
        var entryOfLine: [Int] = []
        var cursor = 0
        for line in actual {
            var probe = cursor
            while probe < entries.count, Timeline.line(entries[probe]) != line { probe += 1 }
            if probe < entries.count {
                perLine.append(location(ofEntry: probe))
                entryOfLine.append(probe)
                cursor = probe + 1
            } else {
                perLine.append(nil)
                entryOfLine.append(entryOfLine.last ?? 0)
            }
        }
        // The first learner line in each gap (bounded: a gap of thousands of entries is a loop).
        func firstLearner(in range: Range<Int>) -> Finding.Location? {
            range.lazy.filter(isCaptured).prefix(30).compactMap(location(ofEntry:)).first
        }
        var between: [Finding.Location?] = []
        var previous = max(0, (entryOfLine.first ?? entries.count) - 40)
        for entry in entryOfLine + [min(entries.count, (entryOfLine.last ?? previous) + 80)] {
            between.append(previous < entry ? firstLearner(in: previous..<entry) : nil)
            previous = entry + 1
        }
        // The newest learner call, among the last entries that were captured (bounded work).
        let newest = entries.reversed().lazy.filter { isCaptured($0.index) }.prefix(40)
            .compactMap { location(ofEntry: $0.index) }.first
        return Sighting(perLine: perLine, between: between, newest: newest)
    }

    /// The location for a failed check. The timelines are aligned (longest common subsequence):
    /// the first line the learner's run has that a correct container's does not points at the
    /// learner's call (the second `addChild`, the `removeFromParent()` in the wrong place). When
    /// something is only missing, the learner line that ran where the first missing line belongs
    /// (inside the method it belongs in, e.g. the override's `super` call), else the learner's last
    /// call before it, else the newest learner call. Nil when no learner frame is known — the
    /// runner then names the kata's entry point or the learner type, never a wrong line. A grader
    /// whose mistake is a missing override says so itself (`declaration(of:)`).
    public static func choose(_ sighting: Sighting, actual: [String], expected: [String]) -> Finding.Location? {
        let a = actual.map(comparable), e = expected.map(comparable)
        var table = Array(repeating: Array(repeating: 0, count: e.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: e.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == e[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        func line(_ k: Int) -> Finding.Location? { k < sighting.perLine.count ? sighting.perLine[k] : nil }
        var i = 0, j = 0
        var firstMissingAt: Int?
        var lastLearner: Finding.Location?
        while i < a.count || j < e.count {
            if i < a.count, j < e.count, a[i] == e[j] {
                if let here = line(i) { lastLearner = here }
                i += 1; j += 1
            } else if i < a.count, j == e.count || table[i + 1][j] >= table[i][j + 1] {
                // A line a correct container does not make: the learner's call behind it, or the
                // learner line that ran just before it (a callback UIKit delivered because of it).
                if let here = line(i) ?? (i < sighting.between.count ? sighting.between[i] : nil) { return here }
                i += 1
            } else {
                if firstMissingAt == nil { firstMissingAt = i }
                j += 1
            }
        }
        if let k = firstMissingAt {
            if k < sighting.between.count, let here = sighting.between[k] { return here }
            if let before = (0..<k).reversed().lazy.compactMap(line).first { return before }
        }
        return lastLearner ?? sighting.newest
    }

    /// The line that declares the learner's `type` (`final class ContainerViewController`): where a
    /// missing override belongs, when no call of the learner's is to blame. Read from the source the
    /// runner compiled.
    public static func declaration(of type: String = "ContainerViewController") -> Finding.Location? {
        guard let learnerSource, let text = try? String(contentsOfFile: learnerSource, encoding: .utf8) else { return nil }
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let code = line.components(separatedBy: "//")[0]
            if code.contains("class \(type)") || code.contains("extension \(type)") {
                return Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: index + 1)
            }
        }
        return nil
    }

    /// A timeline line without its time stamp (the learner's timing may differ from the reference's).
    static func comparable(_ line: String) -> String {
        guard line.hasPrefix("t="), let space = line.firstIndex(of: " ") else { return line }
        return String(line[line.index(after: space)...])
    }
}
