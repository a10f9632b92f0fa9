import Foundation
import UIKitSim
import KataCatalog
#if os(Linux) && canImport(Runtime)
import Runtime
#endif

/// Where in the learner's file each journalled call was made, so a finding can point at the line
/// that went wrong. A backtrace is captured for every journal entry (a few microseconds: the image
/// map is read once) and symbolicated only when a check fails. Frames count as the learner's when
/// their file is the learner's copy the runner compiled (`KATA_LEARNER_SOURCE`, compiled with `-g`).
@MainActor
public enum CallSites {
    /// The learner's source file as compiled (absolute path), from the runner.
    static let learnerSource: String? = ProcessInfo.processInfo.environment["KATA_LEARNER_SOURCE"]

    #if os(Linux) && canImport(Runtime)
    private nonisolated static let images = ImageMap.capture()
    private static var captured: [Int: Backtrace] = [:]
    private static var symbolicatedStacks: [[String]: Finding.Location?] = [:]
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
        // The first capture loads the unwind tables (tens of milliseconds): do it on another core
        // while Swift Testing starts up.
        Thread.detachNewThread { _ = try? Backtrace.capture(algorithm: .fast, limit: 10, offset: 0, top: 0, images: images) }
        Simulator.journalObserver = { index in
            if index == 0 { captured = [:] }   // a fresh world after reset()
            guard isCall(Simulator.journal.entries[index].event) else { return }
            captured[index] = try? Backtrace.capture(algorithm: .fast, limit: 10, offset: 0, top: 0, images: images)
        }
        #endif
    }

    /// Entries that a learner's line makes happen (a call, a view change, a warning it caused).
    /// Callbacks UIKit delivers are left out: their cause is one of these, already captured.
    static func isCall(_ event: JournalEvent) -> Bool {
        switch event {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .viewWillLayoutSubviews,
             .viewDidLayoutSubviews, .superCalled, .statusBarResolved, .animationEnded, .transitionEnded,
             .traitCollectionDidChange, .willTransitionToTraits, .presentationStep, .viewWillTransition,
             .preferredContentSizeDidChange, .gestureState:
            return false
        default:
            return true
        }
    }

    /// The learner's line that made journal entry `index`, if a learner frame is on its stack.
    public static func location(ofEntry index: Int) -> Finding.Location? {
        #if os(Linux) && canImport(Runtime)
        guard let learnerSource, let backtrace = captured[index] else { return nil }
        // The same learner line runs in every check's replay: symbolicate each stack once.
        let key = backtrace.frames.map { "\($0)" }
        if let known = symbolicatedStacks[key] { return known }
        // The learner's code is in the program itself: a stack with no frame there is not theirs,
        // and symbolicating it (the runtime library's debug info) would cost far more than this test.
        guard let program = programImage, backtrace.frames.contains(where: { frame in
            switch frame {
            case .programCounter, .returnAddress, .asyncResumePoint:
                return images.indexOfImage(at: frame.originalProgramCounter) == program
            case .omittedFrames, .truncated:
                return false
            @unknown default:
                return false
            }
        }) else {
            symbolicatedStacks[key] = .some(nil)
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
        symbolicatedStacks[key] = found
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
    /// anything resets the simulator): the learner's line for each timeline line, and the newest
    /// learner call in the whole journal.
    public struct Sighting: Sendable {
        public var perLine: [Finding.Location?]
        public var newest: Finding.Location?
    }

    public static func sight(_ actual: [String]) -> Sighting {
        let entries = Simulator.journal.entries
        var perLine: [Finding.Location?] = []
        var cursor = 0
        for line in actual {
            var probe = cursor
            while probe < entries.count, Timeline.line(entries[probe]) != line { probe += 1 }
            if probe < entries.count {
                perLine.append(location(ofEntry: probe))
                cursor = probe + 1
            } else {
                perLine.append(nil)
            }
        }
        // The newest learner call, among the last entries that were captured (bounded work).
        let newest = entries.reversed().lazy.filter { isCaptured($0.index) }.prefix(40)
            .compactMap { location(ofEntry: $0.index) }.first
        return Sighting(perLine: perLine, newest: newest)
    }

    /// The location for a failed check: the first call the learner made that a correct container
    /// does not make (the second `addChild`, the `removeFromParent()` in the wrong place); when
    /// something is only missing, the learner's last call in the timeline (inside the method where
    /// it belongs); else the newest learner call. Nil when no learner frame is known — the runner
    /// then names the method, never a wrong line.
    public static func choose(_ sighting: Sighting, actual: [String], expected: [String]) -> Finding.Location? {
        var remaining = Dictionary(expected.map { (comparable($0), 1) }, uniquingKeysWith: +)
        var lastLearner: Finding.Location?
        for (offset, line) in actual.enumerated() {
            let here = offset < sighting.perLine.count ? sighting.perLine[offset] : nil
            let key = comparable(line)
            if (remaining[key] ?? 0) == 0, let here { return here }
            remaining[key, default: 0] -= 1
            if let here { lastLearner = here }
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
