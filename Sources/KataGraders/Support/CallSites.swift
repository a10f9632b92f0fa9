import Foundation
@_spi(Simulator) import UIKitSim
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
    private static var symbolicatedStacks: [[UInt]: [Finding.Location]] = [:]
    /// Every write of a judged property (`Simulator.propertyWriteObserver`), oldest first.
    static var writes: [Write] = []
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
            if index == 0 {   // a fresh world after reset(): what the old one wrote is gone
                captured = [:]
                writes.removeAll { $0.madeInWorldWithEntries }
            }
            noteCoverage(beforeEntry: index)
            guard isCall(Simulator.journal.entries[index].event) else { return }
            captured[index] = captureStack()
        }
        Simulator.actObserver = { _ in noteCoverage(beforeEntry: Simulator.journal.entries.count) }
        Simulator.propertyWriteObserver = { object, property in
            if writes.count > 4_000 { writes.removeFirst(1_000) }   // bounded: a loop of writes
            let position = Simulator.journal.entries.count
            writes.append(Write(object: object, kind: ObjectIdentifier(type(of: object)), property: property, stack: captureStack(),
                                madeInWorldWithEntries: position > 0, position: position,
                                inAnimation: Simulator.isInsideAnimation))
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

    /// The learner's line behind the newest entry of `entries` that has one: where a stretch of
    /// the scene (a swipe's ending, a swap's completion) last ran learner code.
    static func lastLocation(inEntries entries: Range<Int>) -> Finding.Location? {
        entries.reversed().lazy.compactMap { location(ofEntry: $0) }.first
    }

    /// The learner's line that made journal entry `index`, if a learner frame is on its stack.
    public static func location(ofEntry index: Int) -> Finding.Location? {
        #if os(Linux) && canImport(Runtime)
        guard let addresses = captured[index] else { return nil }
        return location(ofStack: addresses)
        #else
        return nil
        #endif
    }

    #if os(Linux) && canImport(Runtime)
    /// The learner's line on a captured stack: its innermost frame in the learner's file.
    static func location(ofStack addresses: [UInt]) -> Finding.Location? {
        learnerFrames(ofStack: addresses).first
    }

    /// Every learner frame on a captured stack, innermost first: the line, then the line that
    /// called the learner's method it is in, and so on.
    static func learnerFrames(ofStack addresses: [UInt]) -> [Finding.Location] {
        guard let learnerSource else { return [] }
        // The same learner line runs in every check's replay: symbolicate each stack once.
        if let known = symbolicatedStacks[addresses] { return known }
        // The learner's code is in the program itself: a stack with no frame there is not theirs,
        // and symbolicating it (the runtime library's debug info) would cost far more than this test.
        // Only the program's own frames are symbolicated: a frame in the grading runtime or the
        // Swift libraries would load their debug info (hundreds of milliseconds on a failing
        // verdict, for frames that are never the learner's).
        let inProgram = addresses.filter { address in
            programImage != nil && Backtrace.Address(address).flatMap { images.indexOfImage(at: $0) } == programImage
        }
        guard !inProgram.isEmpty, let backtrace = backtrace(inProgram)
        else {
            symbolicatedStacks[addresses] = []
            return []
        }
        var found: [Finding.Location] = []
        if let symbolicated = backtrace.symbolicated(with: images, options: [.showSourceLocations, .useSymbolCache]) {
            for frame in symbolicated.frames {
                guard let source = frame.symbol?.sourceLocation else { continue }
                if source.path == learnerSource, source.line > 0 {
                    found.append(Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: source.line,
                                                  column: source.column > 0 ? source.column : nil))
                } else if source.line == 0, !frame.inlined, let line = lineBefore(frame.captured.adjustedProgramCounter) {
                    found.append(Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: line))
                }
            }
        }
        symbolicatedStacks[addresses] = found
        return found
    }

    /// The learner's line of the nearest instruction before `address` that has one: a call the
    /// compiler made on the learner's behalf has no line of its own (the setter a compound write
    /// such as `view.frame.origin.x = 0` calls when its modify access ends), but the code that
    /// computed what it stores sits just before it, on the learner's line.
    private static func lineBefore(_ address: Backtrace.Address) -> Int? {
        guard let pc = UInt(address), pc > 64 else { return nil }
        return linesBefore(pc) {   // the same frame recurs in many stacks
            let probes = (1...48).map { pc - UInt($0) }
            let lines = learnerLines(atProgramCounters: probes)
            return probes.lazy.compactMap { lines[$0] }.first
        }
    }
    private static let linesBefore = Kept<UInt, Int?>()

    /// The learner's line at each program counter (an instruction's own address, not a return
    /// address), where the learner's file has one: for the coverage table's blocks.
    static func learnerLines(atProgramCounters addresses: [UInt]) -> [UInt: Int] {
        #if compiler(>=6.3) && compiler(<6.4)
        guard let learnerSource, !addresses.isEmpty else { return [:] }
        if let (table, base) = programLineTable, !checksLineTable {
            return learnerLines(atProgramCounters: addresses, in: table, base: base, learnerSource: learnerSource)
        }
        let architecture = HostContext.withCurrentContext { $0.architecture }
        let backtrace = Backtrace(architecture: architecture,
                                  frames: addresses.map { RichFrame<UInt>.programCounter($0) }, images: images)
        var lines: [UInt: Int] = [:]
        for frame in backtrace.symbolicated(with: images, options: [.showSourceLocations, .useSymbolCache])?.frames ?? [] {
            guard !frame.inlined, let source = frame.symbol?.sourceLocation, source.path == learnerSource, source.line > 0,
                  let address = UInt(frame.captured.adjustedProgramCounter) else { continue }
            lines[address] = source.line
        }
        if checksLineTable, let (table, base) = programLineTable {
            let read = learnerLines(atProgramCounters: addresses, in: table, base: base, learnerSource: learnerSource)
            let differing = addresses.filter { read[$0] != lines[$0] }
            FileHandle.standardError.write(Data("line table: \(addresses.count) addresses, \(differing.count) differ\(differing.prefix(5).map { " 0x" + String($0, radix: 16) + " \(read[$0].map(String.init) ?? "nil")≠\(lines[$0].map(String.init) ?? "nil")" }.joined())\n".utf8))
        }
        return lines
        #else
        return [:]
        #endif
    }

    /// The same, read from the program's own line table (`DwarfLineTable`): a binary search per
    /// address instead of a run of the line program.
    private static func learnerLines(atProgramCounters addresses: [UInt], in table: DwarfLineTable, base: UInt,
                                     learnerSource: String) -> [UInt: Int] {
        var lines: [UInt: Int] = [:]
        for address in addresses where address >= base {
            guard let found = table.location(at: UInt64(address - base) + table.firstLoadAddress),
                  found.path == learnerSource, found.line > 0 else { continue }
            lines[address] = found.line
        }
        return lines
    }

    /// The grader program's line table and where the program is loaded, read once; nil where the
    /// reader does not understand the file or finds no row of the learner's file under the path
    /// the runner compiled it at (the Runtime module answers then).
    private static let programLineTable: (DwarfLineTable, UInt)? = {
        guard let index = programImage, let path = images[index].path, let learnerSource,
              let base = UInt(images[index].baseAddress), let table = DwarfLineTable(elfFile: path),
              table.paths.contains(learnerSource) else { return nil }
        return (table, base)
    }()

    /// `KATA_CHECK_LINE_TABLE` set: every lookup asks both the Runtime module and the line table
    /// and prints how many answers differ to standard error (a test holds it at none).
    private static let checksLineTable = ProcessInfo.processInfo.environment["KATA_CHECK_LINE_TABLE"] != nil

    /// The learner frames behind journal entry `index`, innermost first.
    static func learnerFrames(ofEntry index: Int) -> [Finding.Location] {
        captured[index].map(learnerFrames(ofStack:)) ?? []
    }
    #endif

    /// The current stack, for a probe that hears a call UIKitSim does not journal (a learner
    /// calling a child's method by hand): symbolicated only if a check fails (`location(ofCall:)`).
    static func stackOfCurrentCall() -> [UInt] {
        #if os(Linux) && canImport(Runtime)
        return learnerSource == nil ? [] : captureStack()
        #else
        return []
        #endif
    }

    /// The learner's line on a stack `stackOfCurrentCall()` captured.
    static func location(ofCall stack: [UInt]) -> Finding.Location? {
        #if os(Linux) && canImport(Runtime)
        return location(ofStack: stack)
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
        /// `frames[k]`: every learner frame behind `actual[k]`, innermost first: the line, then
        /// the line that called the method it is in.
        public var frames: [[Finding.Location]]
        /// The learner's line behind each timeline line (its innermost frame).
        public var perLine: [Finding.Location?] { frames.map(\.first) }
        /// `between[k]`: the first learner line among the entries just before `actual[k]` (after
        /// `actual[k-1]`); `between[actual.count]` after the last line.
        public var between: [Finding.Location?]
        /// `lastBefore[k]`: the last learner line among the same entries as `between[k]` (the line
        /// a missing call at the start of a method goes after).
        public var lastBefore: [Finding.Location?] = []
        /// `firstInAct[k][act]`: the first learner line among the same entries, made in that act (a
        /// gap that spans acts — a swipe's `.changed` events before its `.ended` — holds each act's).
        public var firstInAct: [[Int: Finding.Location]] = []
        /// `lastInAct[k][act]`: the last such line.
        public var lastInAct: [[Int: Finding.Location]] = []
        public var newest: Finding.Location?
        /// Every learner line that ran in each act of the scene (`Simulator.act`), by the learner
        /// module's edge coverage (empty where it was not instrumented).
        public var ranInAct: [Int: Set<Int>] = [:]
        /// The act each timeline line was made in (nil for a line the grader wrote).
        public var acts: [Int?] = []
        /// Every journalled call of the scene with its act and stack, oldest first (symbolicated
        /// only when asked: `staleStateReset` reads what ran before a refusal).
        public var calls: [Call] = []

        public struct Call: Sendable {
            public let act: Int
            let stack: [UInt]
        }
    }

    /// Each timeline line's entry in the current journal, in order: searched from the start, or
    /// from the end when that finds more (a check's timeline is often the last act of a longer
    /// scene, whose first acts made lines with the same words). Nil for a line that is not in the
    /// journal (a line the grader wrote, a scene step). A grader that nests a step's calls under
    /// it indents them: the indent is layout, not words.
    static func journalEntries(of actual: [String]) -> [Int?] {
        let entries = Simulator.journal.entries
        let texts = entries.map(Timeline.line)   // once: both searches below compare against them
        let actual = actual.map { $0.drop { $0 == " " } }
        func forward() -> [Int?] {
            var cursor = 0
            return actual.map { line in
                var probe = cursor
                while probe < texts.count, texts[probe] != line { probe += 1 }
                guard probe < entries.count else { return nil }
                cursor = probe + 1
                return probe
            }
        }
        func backward() -> [Int?] {
            var cursor = entries.count - 1
            return Array(actual.reversed().map { line -> Int? in
                var probe = cursor
                while probe >= 0, texts[probe] != line { probe -= 1 }
                guard probe >= 0 else { return nil }
                cursor = probe - 1
                return probe
            }.reversed())
        }
        let ahead = forward(), behind = backward()
        return behind.compactMap { $0 }.count >= ahead.compactMap { $0 }.count ? behind : ahead
    }

    /// Whether a timeline line is an outcome the grader wrote after a step (`  → content.view at …`).
    static func isOutcome(_ line: String) -> Bool { line.drop(while: { $0 == " " }).hasPrefix("→ ") }

    /// The act each timeline line was made in: its journal entry's. An outcome the grader wrote
    /// after a step (`  → content.view at …`) was seen in the act of the line above it.
    static func acts(of lines: [String], entries found: [Int?]) -> [Int?] {
        let journal = Simulator.journal.entries
        var acts = found.map { $0.map { journal[$0].act } }
        for k in acts.indices.dropFirst() where acts[k] == nil && isOutcome(lines[k]) {
            acts[k] = acts[k - 1]
        }
        return acts
    }

    public static func sight(_ actual: [String]) -> Sighting {
        let entries = Simulator.journal.entries
        let found = journalEntries(of: actual)
        let frames = found.map { $0.map(learnerFrames(ofEntry:)) ?? [] }
        // A line that is not in the journal stands where the next one that is stands, so the gap
        // before it holds what ran between its neighbours.
        var entryOfLine = found.map { $0 ?? 0 }
        var following = min(entries.count, (found.compactMap { $0 }.last ?? 0) + 80)
        for k in found.indices.reversed() {
            if let entry = found[k] { following = entry } else { entryOfLine[k] = following }
        }
        // The first learner line in each gap (bounded: a gap of thousands of entries is a loop).
        func firstLearner(in range: Range<Int>) -> Finding.Location? {
            range.lazy.filter(isCaptured).prefix(30).compactMap(location(ofEntry:)).first
        }
        func lastLearner(in range: Range<Int>) -> Finding.Location? {
            range.reversed().lazy.filter(isCaptured).prefix(30).compactMap(location(ofEntry:)).first
        }
        func firstPerAct<C: Collection<Int>>(in indices: C) -> [Int: Finding.Location] {
            var first: [Int: Finding.Location] = [:]
            for index in indices.lazy.filter(isCaptured).prefix(30) where first[entries[index].act] == nil {
                first[entries[index].act] = location(ofEntry: index)
            }
            return first
        }
        var between: [Finding.Location?] = [], lastBefore: [Finding.Location?] = []
        var firstInAct: [[Int: Finding.Location]] = [], lastInAct: [[Int: Finding.Location]] = []
        var previous = max(0, (entryOfLine.first ?? entries.count) - 40)
        for entry in entryOfLine + [min(entries.count, (entryOfLine.last ?? previous) + 80)] {
            between.append(previous < entry ? firstLearner(in: previous..<entry) : nil)
            lastBefore.append(previous < entry ? lastLearner(in: previous..<entry) : nil)
            firstInAct.append(previous < entry ? firstPerAct(in: previous..<entry) : [:])
            lastInAct.append(previous < entry ? firstPerAct(in: (previous..<entry).reversed()) : [:])
            previous = entry + 1
        }
        // The newest learner call, among the last entries that were captured (bounded work).
        let newest = entries.reversed().lazy.filter { isCaptured($0.index) }.prefix(40)
            .compactMap { location(ofEntry: $0.index) }.first
        #if os(Linux) && canImport(Runtime)
        let calls = captured.keys.sorted().filter { $0 < entries.count }.compactMap { index in
            captured[index].map { Sighting.Call(act: entries[index].act, stack: $0) }
        }
        #else
        let calls: [Sighting.Call] = []
        #endif
        return Sighting(frames: frames, between: between, lastBefore: lastBefore, firstInAct: firstInAct, lastInAct: lastInAct, newest: newest,
                        ranInAct: linesRanByAct(), acts: acts(of: actual, entries: found), calls: calls)
    }

    /// The location for a failed check, by one mechanism for every grader (issue 19). The timelines
    /// are aligned as sequences (`TimelineDiff`: times, durations and calls on different objects in
    /// another order compare equal). Differences are tried in this order: a call the learner made
    /// that a correct container does not (its call site); the other outright differences, in the
    /// learner's order; calls that only moved last (often an order the kata accepts, the real
    /// mistake then being elsewhere). For each:
    /// - extra → its call site (a helper that sent every call through its parameters to the wrong
    ///   objects: the line that called it, `wrongArguments`); for a callback UIKit delivered, the
    ///   learner call just before it;
    /// - moved → the call site of where the learner made it;
    /// - missing → where it belongs: the declaration of a member meant as an override that makes it
    ///   (`nearMiss(calling:)`); the first learner line that ran in the gap after the previous
    ///   matched row (an override running: the line past its `super` call); else the learner
    ///   override UIKit had just called; at the start of a method, the learner line that ran last
    ///   there or the code line above the next call; else the line that ran just above the next
    ///   matched call (`ranAbove`).
    /// A guard chosen that refused on state the learner never reset names what ran before it
    /// (`staleStateReset`). Given code (between `// MARK: Given` and the next `// MARK:`) is never
    /// chosen. Nil when nothing is known — the runner then names the kata's entry point or the
    /// learner type. A missing override is the grader's to say (`declaration(of:)`, `nearMiss(of:)`).
    /// `focus`: the act the check judges (a swipe's release), when it says: differences there are
    /// tried before those of earlier acts (an accepted `.began` order differs too).
    /// `about`: the call the check's message names (`sections[1].willMove(toParent: nil)` never
    /// made): rows that spell it are tried first, before differences an accepted variant makes.
    public static func choose(_ sighting: Sighting, actual: [String], expected: [String], focus: Int? = nil,
                              about: String? = nil) -> Finding.Location? {
        guard let (line, act) = chooseLine(sighting, actual: actual, expected: expected, focus: focus, about: about) else { return nil }
        let located = staleStateReset(pastClosing(earlyExit(line)), sighting, refusedIn: act)
        return overwrittenBeforeRead(located).flatMap { givenLines().contains($0.line) ? nil : $0 } ?? located
    }

    /// A line that only closes blocks (`}`, `})`) is nothing to edit: the statement above it, in
    /// the block it closes, is where what happened there was written.
    static func pastClosing(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index),
              codeLines[index].range(of: #"^[\s})\]]*$"#, options: .regularExpression) != nil, codeLines[index].contains("}"),
              let above = (0..<index).reversed().first(where: { !codeLines[$0].trimmingCharacters(in: .whitespaces).isEmpty }),
              !givenLines().contains(above + 1), !declaresBody[above] else { return location }
        return Finding.Location(file: location.file, line: above + 1)
    }

    /// A method's declaration line stands for "nothing here ran": when its body returns early
    /// (`guard … else { return }`), that exit is why — the line to look at.
    static func earlyExit(_ location: Finding.Location) -> Finding.Location {
        guard enclosingFunction(of: location.line) == location.line,
              let exit = EarlyExit.line(inMethodAt: location.line, of: sourceLines) else { return location }
        return Finding.Location(file: location.file, line: exit)
    }

    /// The line, and the act of the difference that named it (nil when unknown).
    private static func chooseLine(_ sighting: Sighting, actual: [String], expected: [String], focus: Int?,
                                   about: String?) -> (Finding.Location, Int?)? {
        // The act of each expected line, read from the journal of the replay that made them (the
        // current one, when the grader replayed the scene just now).
        let expectedActs = acts(of: expected, entries: journalEntries(of: expected))
        let rows = TimelineDiff.rows(expected: expected, actual: actual)
        let moved = TimelineDiff.moved(rows)
        // `dueAct[p]`: for a missing row, the act its expected line was made in.
        // `expectedIndexOfRow[p]`: the position of row `p`'s expected line (nil for `extra`).
        var expectedCount = 0
        let expectedIndexOfRow: [Int?] = rows.map { row in
            defer { if row.kind != .extra { expectedCount += 1 } }
            return row.kind == .extra ? nil : expectedCount
        }
        let dueAct: [Int?] = rows.indices.map { rows[$0].kind == .missing ? expectedIndexOfRow[$0].flatMap { expectedActs[$0] } : nil }
        let given = givenLines()
        func usable(_ location: Finding.Location?) -> Finding.Location? {
            location.flatMap { given.contains($0.line) ? nil : $0 }
        }
        let perLine = sighting.perLine
        func site(_ j: Int?) -> Finding.Location? {
            j.flatMap { $0 < perLine.count ? usable(perLine[$0]) : nil }
        }
        func ranBefore(_ j: Int) -> Finding.Location? { j < sighting.between.count ? usable(sighting.between[j]) : nil }

        // The learner lines this check's timeline shows running.
        let ranLines = Set(perLine.compactMap { $0?.line })
        // Every learner line that ran in the check's scene (edge coverage, and the timeline's sites).
        let ranAnywhere = sighting.ranInAct.values.reduce(into: ranLines) { $0.formUnion($1) }
        let overridesRun = Set(actual.compactMap(calledMethod))
        // The timeline lines a correct container does not make as they are.
        let differingActual = Set(rows.filter { $0.kind != .equal }.compactMap(\.actualIndex))
        // The learner lines behind rows a correct container has too.
        let correctLines = Set(rows.filter { $0.kind == .equal }.compactMap { site($0.actualIndex)?.line })
        // The learner frames behind rows a correct container has too.
        let correctFrames = rows.filter { $0.kind == .equal }.compactMap { row in
            row.actualIndex.flatMap { $0 < sighting.frames.count ? sighting.frames[$0] : nil }
        }
        // An extra call whose method is missing on another object: it went to the wrong one.
        func madeOnAnotherObject(_ row: DiffRow) -> Bool {
            guard let text = row.actual, let method = calledMethod(text) else { return false }
            let receiver = text.prefix { $0 != "." && $0 != " " }
            return rows.contains { other in
                other.kind == .missing && other.expected.flatMap(calledMethod) == method
                    && other.expected.map { !$0.hasPrefix(receiver + ".") } ?? false
            }
        }
        // The callback UIKit made last before row `p` (its row has no learner site): after an
        // override's, where a callback's cause belongs.
        func callbackRow(before p: Int) -> DiffRow? { rows[..<p].last { $0.kind == .equal && site($0.actualIndex) == nil } }
        func owner(before p: Int) -> String? {
            callbackRow(before: p)?.actual.flatMap(calledMethod).flatMap { isOverride($0) ? $0 : nil }
        }
        // A missing call the learner's file spells, in a method that ran when the call was due
        // without making it: the line that decided. The call was due in the act a correct
        // container made it in (when the replay's journal shows it).
        func skipped(_ p: Int) -> Finding.Location? {
            guard let act = dueAct[p], let line = rows[p].expected else { return nil }
            let calling = Set(actual.indices.filter { sighting.acts[$0] == act }.compactMap { perLine[$0]?.line })
            return learnerCalls(making: line, owner: owner(before: p)).lazy
                .compactMap { usable(skippedCall(of: $0.method, ran: sighting.ranInAct[act] ?? [], calling: calling, owner: $0.owner)) }.first
        }

        // Whether a correct container makes no call at all in the act of actual line `j` (what it
        // prints, or UIKit warns, aside).
        let expectedCalls = expected.indices.filter { index in
            let text = TimelineDiff.key(expected[index]).trimmingCharacters(in: .whitespaces)
            return !text.hasPrefix("console:") && !text.hasPrefix("⚠")
        }
        func nothingDue(_ j: Int) -> Bool {
            guard !expectedCalls.isEmpty else { return true }
            guard j < sighting.acts.count, let act = sighting.acts[j], expectedCalls.allSatisfy({ expectedActs[$0] != nil }) else { return false }
            return !expectedCalls.contains { expectedActs[$0] == act }
        }

        func locate(_ p: Int) -> Finding.Location? {
            let row = rows[p]
            // An outcome the grader wrote (`→ content.view at …`) that a correct container does not
            // reach: no call made it; the outcome it should have reached, missing, is located.
            if row.kind == .extra, row.actual.map(isOutcome) == true,
               rows.contains(where: { $0.kind == .missing && $0.expected.map(isOutcome) == true }) { return nil }
            // The learner override UIKit called last before row `p` (the callback row has no site:
            // UIKit made it), whose body is where what follows it happened or belongs: its first line.
            // (For a method the grader called instead, the missing call is what it should have done
            // last: its end.)
            func overrideJustCalled() -> Finding.Location? {
                guard let callback = rows[..<p].lastIndex(where: { $0.kind == .equal }),
                      rows[callback].actualIndex.flatMap(site) == nil,
                      let method = calledMethod(rows[callback].actual ?? "") else { return nil }
                return isOverride(method) ? usable(firstBodyLine(of: method)) : lastBodyLine(of: method)
            }
            // Made in an act where a correct container makes no call at all: what let the
            // learner's method go on. (Not a call a correct container makes later: made too
            // early, it is the line to move.)
            if row.kind == .extra, !moved.contains(p), let j = row.actualIndex, nothingDue(j),
               let here = usable(letThrough(j < sighting.frames.count ? sighting.frames[j] : [], ran: ranAnywhere)) {
                return here
            }
            // Made in one arm of an `if` whose other arm holds a call a correct container makes and
            // this run never did: what the `if` decided on.
            if row.kind == .extra, let j = row.actualIndex, j < sighting.frames.count, site(j) != nil,
               let here = rows.indices.lazy.filter({ rows[$0].kind == .missing && !moved.contains($0) })
                .compactMap({ rows[$0].expected.flatMap(calledMethod) })
                .compactMap({ usable(wrongArm(missing: $0, madeAt: sighting.frames[j], ran: ranAnywhere)) }).first {
                return here
            }
            // A view put into the wrong superview by a helper, on a superview it was handed (its
            // parameter, or `self` in an extension's method): the caller chose the superview.
            if row.kind == .extra, let j = row.actualIndex, j < sighting.frames.count, let text = row.actual,
               let arrow = text.range(of: " → "), let method = calledMethod(text),
               rows.contains(where: { other in
                   other.kind == .missing && other.expected.flatMap(calledMethod) == method
                       && other.expected.map { TimelineDiff.key($0).hasPrefix(TimelineDiff.key(String(text[..<arrow.upperBound]))) } == true
               }),
               let caller = usable(receiverHandedIn(sighting.frames[j])) {
                return caller
            }
            if row.kind == .extra, let j = row.actualIndex, let caller = usable(wrongArguments(behind: j, sighting, differing: differingActual)) {
                return caller
            }
            if row.kind == .extra, let j = row.actualIndex, let here = site(j), correctLines.contains(here.line),
               j < sighting.frames.count,
               let caller = sighting.frames[j].dropFirst().first(where: { !correctLines.contains($0.line) }),
               enclosingFunction(of: caller.line) != enclosingFunction(of: here.line) {   // not a closure run in place
                // An extra call from a line that also made a correct one (a helper run once too
                // often): the line that called the helper this time.
                return usable(caller) ?? here
            }
            // An extra call from a line that also made a correct one, in the same method, under an
            // `if`: the line is right, the condition let it through once too often. (Not when that
            // call is missing on another object: then it went to the wrong one.)
            if row.kind == .extra, let j = row.actualIndex, let here = site(j), correctLines.contains(here.line),
               !madeOnAnotherObject(row),
               let fork = armingIf(of: here.line - 1), arm(of: here.line - 1, at: fork) == 0,
               let decided = usable(Finding.Location(file: here.file, line: conditionOrigin(fork) + 1)) {
                return decided
            }
            // Made at the wrong moment from a closure the learner runs by hand: where it was run.
            func invocation(_ j: Int?) -> Finding.Location? {
                guard let j, j < sighting.frames.count, site(j) != nil else { return nil }
                return usable(closureInvocation(sighting.frames[j], correct: correctFrames))
            }
            if row.kind == .extra, let here = invocation(row.actualIndex) { return here }
            // A call that only moved, made in a learner helper that the method making the calls
            // around it calls (`prepareIncoming(…)` before `addChild`) and that made nothing in its
            // place: the helper's call moves it.
            func calledHelper(_ j: Int?, from here: Finding.Location) -> Finding.Location? {
                guard let j, j < sighting.frames.count, sighting.frames[j].count >= 2,
                      let helper = enclosingFunction(of: here.line), let name = functionName(at: helper), !isOverride(name),
                      let caller = usable(sighting.frames[j][1]), let method = enclosingFunction(of: caller.line), method != helper,
                      correctLines.contains(where: { enclosingFunction(of: $0) == method }),
                      // (A helper that also made calls in their place has its own order wrong.)
                      !correctFrames.contains(where: { $0.contains { enclosingFunction(of: $0.line) == helper } }) else { return nil }
                return caller
            }
            if moved.contains(p), row.kind == .extra, let here = site(row.actualIndex), let caller = calledHelper(row.actualIndex, from: here) {
                return caller
            }
            // Its twin missing (another object, another argument): where the wrong part was picked.
            if row.kind == .extra, let j = row.actualIndex, let here = site(j), let picked = usable(pickedPart(of: row, among: rows, at: here, correct: correctLines)) {
                return picked
            }
            // A callback delivered the wrong way round (`viewWillDisappear` where the same child's
            // `viewWillAppear` is missing): the learner's `beginAppearanceTransition` that caused it
            // was handed the wrong direction — where that value was made.
            if row.kind == .extra, let j = row.actualIndex, site(j) == nil, let here = wrongWayRound(row, among: rows, cause: j < sighting.lastBefore.count ? sighting.lastBefore[j] : nil) {
                return usable(here)
            }
            if row.kind == .extra, let j = row.actualIndex {
                // A callback UIKit delivered: the learner call that caused it ran just before.
                // (An override's `super` is UIKit's part: what follows it in the body made the row.)
                // (Reached only through a test of a flag UIKit handed the override: that test.)
                return (site(j) ?? ranBefore(j).map(pastSuper)
                    ?? (max(0, j - 3)..<j).reversed().lazy.compactMap(site).first).map(flagGate)
            }
            if moved.contains(p), let key = row.expected.map(TimelineDiff.key),
               let twin = rows.first(where: { $0.kind == .extra && $0.actual.map(TimelineDiff.key) == key }),
               let here = invocation(twin.actualIndex) ?? site(twin.actualIndex) {
                return calledHelper(twin.actualIndex, from: here) ?? here
            }
            // Missing, and the learner wrote it in a member UIKit never calls (a misspelt or
            // mislabelled override): that member's declaration.
            if row.kind == .missing, let method = row.expected.flatMap(calledMethod), let here = usable(nearMiss(calling: method)) {
                return here
            }
            // Missing, and the learner's method that makes that call ran here without making it:
            // the line that decided (edge coverage of the act the call was due in).
            if let here = skipped(p) { return here }
            // Missing, its cause made by hand in the learner's other overrides, and UIKit's callback
            // just before it one the learner never overrides: that override is what is missing.
            if row.kind == .missing, let line = row.expected, let callback = callbackRow(before: p)?.actual,
               TimelineDiff.key(callback).hasPrefix("container."), let called = calledMethod(callback), !isOverride(called),
               let cause = learnerCalls(making: line, owner: called).dropFirst().first,
               spelledCalls(of: cause.method)?.isEmpty == false, let here = usable(declaration()) {
                return here
            }
            // Missing, but the learner's file makes that call somewhere it never ran: what kept it
            // from running (the guard or `if` above it), or the call itself (made on nothing).
            // (Not one in another method, when the nearest matched calls with a learner site
            // around the gap were made by one method: the gap is where it belongs.)
            func sandwiched() -> Int? {
                guard let before = rows[..<p].lazy.filter({ $0.kind == .equal }).compactMap({ site($0.actualIndex) }).last,
                      let after = rows[(p + 1)...].lazy.filter({ $0.kind == .equal }).compactMap({ site($0.actualIndex) }).first,
                      let method = enclosingFunction(of: before.line), enclosingFunction(of: after.line) == method else { return nil }
                return method
            }
            if row.kind == .missing, let method = row.expected.flatMap(calledMethod),
               let here = usable(unreachedCall(of: method, ran: ranLines, overridesRun: overridesRun)),
               sandwiched().map({ enclosingFunction(of: here.line) == $0 }) ?? true {
                return here
            }
            // Missing: what ran in the gap after the previous matched row, up to the next one.
            let previous = rows[..<p].lastIndex { $0.kind != .missing }
            let next = rows[(p + 1)...].firstIndex { $0.kind != .missing }
            // Only lines of the act the call was due in count: a gap that opens where an earlier act
            // ended (the last `.changed` of a swipe) is filled by what the due act ran.
            let due = dueAct[p]
            func ranInGap(_ j: Int) -> Finding.Location? {
                guard let due, j < sighting.firstInAct.count else { return ranBefore(j) }
                return usable(sighting.firstInAct[j][due])
            }
            func inDueAct(_ j: Int) -> Bool { due == nil || j >= sighting.acts.count || sighting.acts[j] == nil || sighting.acts[j] == due }
            // A call due last in what ran (no matched call of the same method after it): the
            // method went on and stopped without making it — the last statement that ran there.
            func stopped(after here: Finding.Location) -> Finding.Location? {
                guard row.kind == .missing, let due, let ran = sighting.ranInAct[due] else { return nil }
                if let next, let after = rows[next].actualIndex.flatMap(site),
                   enclosingFunction(of: after.line) == enclosingFunction(of: here.line) { return nil }
                // (Its `super` call, last, is UIKit's part: what ran before it is the learner's.)
                guard let last = lastStatementRan(from: here.line, ran: ran) else { return nil }
                let isSuper = last > here.line && codeLines[last - 1].trimmingCharacters(in: .whitespaces).hasPrefix("super.")
                return usable(Finding.Location(file: here.file, line: isSuper ? here.line : last))
            }
            // A call due first in its act (the row before it is an earlier act's), where the act's
            // first journalled line sits below statements of its method that ran and journal
            // nothing (`let offscreen = …` above `UIView.animate`): it was due before all of them —
            // the method's first statement.
            func opening(before here: Finding.Location) -> Finding.Location? {
                guard row.kind == .missing, let due, let previous, let j = rows[previous].actualIndex, !inDueAct(j),
                      let ran = sighting.ranInAct[due], let method = enclosingFunction(of: here.line),
                      let body = sourceBody(declaredAt: method - 1),
                      let first = body.firstStatement,
                      first.index + 1 < here.line, reached(first.index + 1, in: ran) else { return nil }
                return usable(Finding.Location(file: here.file, line: first.index + 1))
            }
            if let previous, let from = rows[previous].actualIndex {
                let to = next.flatMap { rows[$0].actualIndex } ?? min(from + 1, sighting.between.count - 1)
                // What ran in the gap is in a helper the next matched call's method called (`install(controller)`
                // added the view, `didMove` follows): the gap is in that method, after the helper's call.
                // Else, the gap inside a helper of the learner's handed one object, whose calls around it
                // are about another object than the missing one (`embed(controller)` adds its view and
                // sends its didMove; the covered view's removal is missing): it belongs in the helper's
                // caller, at the helper's call. (A helper handed more, `show(_:covering:)`, is where
                // the others are handled.)
                func lifted(_ here: Finding.Location) -> Finding.Location? {
                    guard let last = rows[..<p].last(where: { $0.kind == .equal && site($0.actualIndex) != nil }),
                          let made = last.actualIndex, made < sighting.frames.count else { return nil }
                    let after = next.flatMap { rows[$0].actualIndex.flatMap(site) }
                    if let after, let method = enclosingFunction(of: after.line), enclosingFunction(of: here.line) != method {
                        return usable(sighting.frames[made].first { enclosingFunction(of: $0.line) == method && $0.line < after.line })
                    }
                    func subject(_ text: String?) -> Substring? { text.map(TimelineDiff.key).map { $0.prefix { $0 != "." && $0 != " " } } }
                    guard row.kind == .missing, let helper = enclosingFunction(of: here.line), let name = functionName(at: helper),
                          !isOverride(name), parameterNames(ofFunctionAt: helper).count <= 1,
                          enclosingFunction(of: sighting.frames[made][0].line) == helper,
                          let missing = subject(row.expected), subject(last.actual).map({ $0 != missing }) == true,
                          next.flatMap({ subject(rows[$0].actual) }).map({ $0 != missing }) ?? true else { return nil }
                    return usable(sighting.frames[made].first { enclosingFunction(of: $0.line) != helper })
                }
                for j in (from + 1)...max(from + 1, to) {
                    if let here = ranInGap(j) { return lifted(here) ?? stopped(after: here) ?? opening(before: here) ?? pastSuper(here) }
                    guard inDueAct(j) else { continue }
                    if j < to, let here = site(j) { return lifted(here) ?? pastSuper(here) }
                }
            }
            // A missing call right after UIKit called one of the learner's overrides belongs in
            // that override: its first line.
            // A method the grader called (not an override UIKit called): the missing call is what
            // the method should have done last — its end.
            if let previous, rows[previous].actualIndex.flatMap(site) == nil,
               let method = calledMethod(rows[previous].actual ?? ""),
               let here = isOverride(method) ? usable(firstBodyLine(of: method)) : lastBodyLine(of: method) {
                return here
            }
            if let previous, rows[previous].kind == .extra, let here = overrideJustCalled() {
                // An outcome it did not reach: what it did instead, the last statement that ran.
                return row.expected.map(isOutcome) == true ? stopped(after: here) ?? here : here
            }
            // At the start of what the learner's method does: after the learner line that ran last
            // before the next matched call, when it is in the same method.
            // (A previous row made in an earlier act than the one the call was due in: the call
            // opens its act.)
            let opensAct = previous == nil || (due != nil && rows[previous!].actualIndex.map { !inDueAct($0) } ?? false)
            if opensAct, let next, let j = rows[next].actualIndex, let after = site(j) {
                let lastRan = due.flatMap { j < sighting.lastInAct.count ? sighting.lastInAct[j][$0] : nil }
                    ?? (j < sighting.lastBefore.count && due == nil ? sighting.lastBefore[j] : nil)
                // (A `guard` checks that the method may run at all: the work, and the missing call,
                // start at the next call.)
                func isGuard(_ location: Finding.Location) -> Bool {
                    codeLines[location.line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("guard ")
                }
                if let before = usable(lastRan),
                   before.line < after.line, enclosingFunction(of: before.line) == enclosingFunction(of: after.line) {
                    return isGuard(before) ? after : before
                }
                // Nothing of the learner's ran there: the code line above the next call, in its method;
                // when that is the method's declaration (a missing override's place), the next call.
                if let above = usable(codeLine(above: after)) {
                    return above.line == enclosingFunction(of: after.line) || isGuard(above) ? after : above
                }
            }
            // Nothing the journal shows ran in the gap, but a learner line did (edge coverage of the
            // act the call was due in), just above the next matched call in its block: a call that
            // did nothing UIKit records (a view already removed) where the missing one belongs.
            if row.kind == .missing, let due, let ran = sighting.ranInAct[due], let next,
               let j = rows[next].actualIndex, let after = site(j),
               let line = ranAbove(after.line, in: ran), let here = usable(Finding.Location(file: after.file, line: line)) {
                return here
            }
            // Between two matched calls of one method, code that journalled nothing (a call that
            // did nothing UIKit records, `content.dismiss(animated:)`) stands where the missing
            // call belongs: the last statement above the later call (a block's `}` aside).
            if row.kind == .missing, let previous, let next,
               let start = rows[previous].actualIndex.flatMap(site), let end = rows[next].actualIndex.flatMap(site),
               start.line < end.line, enclosingFunction(of: start.line) == enclosingFunction(of: end.line),
               let line = (start.line + 1..<end.line).last(where: { !["", "}"].contains(codeLines[$0 - 1].trimmingCharacters(in: .whitespaces)) }),
               !correctLines.contains(line), let above = usable(Finding.Location(file: end.file, line: line)) {
                return above
            }
            return nil
        }

        // A call the learner made that a correct container does not is the surest evidence; then
        // the other outright differences in order; moved calls last.
        // UIKit's exception or warning is a consequence: its site is the call UIKit refused, which is
        // often right (the mistake is what the learner did, or failed to do, before it) — last.
        if tracesRows {   // a developer's view of the alignment (docs/notes/locator-score.md)
            for (act, lines) in sighting.ranInAct.sorted(by: { $0.key < $1.key }) {
                FileHandle.standardError.write(Data("ran act \(act): \(lines.sorted())\n".utf8))
            }
            for (p, row) in rows.enumerated() {
                let j = row.actualIndex
                let act = j.flatMap { $0 < sighting.acts.count ? sighting.acts[$0] : nil }
                FileHandle.standardError.write(Data("row \(p) \(row.kind) act \((act ?? dueAct[p]).map(String.init) ?? "?") site \(site(j)?.line ?? 0): \(row.expected ?? "") | \(row.actual ?? "")\n".utf8))
            }
        }
        func isConsequence(_ p: Int) -> Bool {
            guard rows[p].kind == .extra, let text = rows[p].actual.map(TimelineDiff.key) else { return false }
            return text.hasPrefix("✖") || text.hasPrefix("⚠")
        }
        let differing = rows.indices.filter { rows[$0].kind != .equal }
        let outright = differing.filter { !moved.contains($0) && !isConsequence($0) }
        let madeByLearner = outright.filter { rows[$0].kind == .extra && site(rows[$0].actualIndex) != nil }
        func actOf(_ p: Int) -> Int? { dueAct[p] ?? rows[p].actualIndex.flatMap { $0 < sighting.acts.count ? sighting.acts[$0] : nil } }
        // A call UIKit refused with an exception (a transition between controllers that are not
        // both children): a call on the wrong side of it is why — one a correct container makes
        // only after it made before it (`removeFromParent()` first), or one it makes before it
        // made only after it (`addChild` last). That call's line.
        if let refused = rows.indices.first(where: { rows[$0].kind == .extra && rows[$0].actual.map(TimelineDiff.key)?.hasPrefix("✖") == true }),
           let refusedSite = site(rows[refused].actualIndex), codeLines.indices.contains(refusedSite.line - 1) {
            if let due = rows.indices.first(where: { p in
                   rows[p].kind == .missing
                       && rows[p].expected.flatMap(calledMethod).map { codeLines[refusedSite.line - 1].contains($0 + "(") } == true
               }),
               let early = (min(due, refused) + 1..<max(due, refused)).first(where: { p in
                   rows[p].kind == .equal && site(rows[p].actualIndex) != nil
                       && (due > refused || (expectedIndexOfRow[p] ?? 0) > (expectedIndexOfRow[due] ?? 0))
               }),
               let here = site(rows[early].actualIndex) {
                if tracesRows { FileHandle.standardError.write(Data("chose row \(early): line \(here.line) (made on the wrong side of the refused call)\n".utf8)) }
                return (here, actOf(early))
            }
        }
        var order = madeByLearner + outright.filter({ !madeByLearner.contains($0) }) + differing.filter(moved.contains)
            + differing.filter(isConsequence)
        if let focus {
            order = order.filter { (actOf($0) ?? focus) >= focus } + order.filter { (actOf($0) ?? focus) < focus }
        }
        if let about {
            func spells(_ p: Int) -> Bool { [rows[p].expected, rows[p].actual].contains { $0?.contains(about) == true } }
            order = order.filter(spells) + order.filter { !spells($0) }
        }
        for p in order {
            if var here = locate(p) {
                // A line in a block that leaves the method, while a call due in the same act is
                // spelled below it: the exit should not have run (`wrongExit`).
                let act = actOf(p)
                let due = rows.indices.filter { rows[$0].kind == .missing && (dueAct[$0] == act || $0 == p) }
                    .compactMap { rows[$0].expected.flatMap(calledMethod) }
                if let exit = usable(wrongExit(madeAt: here.line, missing: due, correct: correctLines)) { here = exit }
                // A missing call named by a line that makes it and ran without making it: the
                // object it went to was picked above it (`let covered = children.first`), or by
                // the caller of the helper it is in (`hideTab(at: index)`). (Not a call that only
                // moved: made on the same object elsewhere, the object was right.)
                if rows[p].kind == .missing, !moved.contains(p), let method = rows[p].expected.flatMap(calledMethod),
                   codeLines.indices.contains(here.line - 1), codeLines[here.line - 1].contains(method + "("),
                   let made = pickedReceiver(ofCallOn: here.line - 1)
                    ?? handedReceiverCaller(ofCallOn: here.line - 1, ran: actOf(p).flatMap { sighting.ranInAct[$0] } ?? []),
                   let picked = usable(Finding.Location(file: here.file, line: made + 1)) {
                    here = picked
                }
                if tracesRows { FileHandle.standardError.write(Data("chose row \(p): line \(here.line)\n".utf8)) }
                return (here, actOf(p))
            }
        }
        // Nothing located: the last call with a site, else the newest learner call (reached only
        // through a test of a flag UIKit handed the override: that test).
        return (rows.reversed().lazy.compactMap { site($0.actualIndex) }.first ?? usable(sighting.newest)).map { (flagGate($0), nil) }
    }

    /// `KATA_TRACE_LOCATOR` set: a failing check prints its aligned rows to standard error (run the
    /// kept grader by hand; `kata run` gives the grader a clean environment).
    static let tracesRows = ProcessInfo.processInfo.environment["KATA_TRACE_LOCATOR"] != nil

    /// The learner's source as compiled, by lines (empty when unknown).
    static let sourceLines: [String] = {
        // Read where the run can reach it: a program the fallback sandbox runs as another user
        // works on a copy, and cannot read the original (bubblewrap mounts the copy in its place).
        let paths = [ProcessInfo.processInfo.environment["KATA_LEARNER_TEXT"], learnerSource].compactMap { $0 }
        guard let text = paths.lazy.compactMap({ try? String(contentsOfFile: $0, encoding: .utf8) }).first else { return [] }
        return text.components(separatedBy: "\n")
    }()

    /// The same lines with their `//` comments cut, once: every reading of the source compares
    /// code, and cutting on each query cost milliseconds per failing verdict.
    static let codeLines: [String] = sourceLines.map(SourceBody.code(of:))

    /// The body of the declaration on 0-based line `start` of the learner's code (`SourceBody`),
    /// scanned once per line: a failing check asks for the same few methods' bodies hundreds of
    /// times, and the scans were a fifth of its grader's time (issue 19, item 5).
    static func sourceBody(declaredAt start: Int) -> SourceBody? {
        bodies(start) { SourceBody(of: codeLines, declaredAt: start) }
    }
    private static let bodies = Kept<Int, SourceBody?>()

    /// The compiled regular expression for `pattern`, compiled once: the locator builds patterns
    /// from the names it follows (`assignment(of:before:)`) and asks them again for every line and
    /// every check, and compiling was a tenth of a failing verdict's grader time.
    static func regex(_ pattern: String) -> NSRegularExpression? {
        regexes(pattern) { try? NSRegularExpression(pattern: pattern) }
    }
    private static let regexes = Kept<String, NSRegularExpression?>()

    /// Whether each line declares a `func`, an `init` or a computed property (`var antipode:
    /// CGPoint {`): the bodies `enclosingFunction(of:)` looks for, read once.
    static let declaresBody: [Bool] = codeLines.map { code in
        code.contains("func ") || code.contains("init(")
            || code.range(of: #"\bvar\s+[A-Za-z_][A-Za-z0-9_]*\s*:[^=]*\{\s*$"#, options: .regularExpression) != nil
    }

    /// Whether `text` is one plain identifier (`slot`, `_height2`).
    static func isIdentifier(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// For an appearance callback made the wrong way round (its opposite missing on the same
    /// object), and `cause` the learner line journalled just before it: when that line begins the
    /// object's appearance transition, where its direction was made (`argumentOrigin`).
    static func wrongWayRound(_ extra: DiffRow, among rows: [DiffRow], cause: Finding.Location?) -> Finding.Location? {
        let opposites = ["viewWillAppear": "viewWillDisappear", "viewWillDisappear": "viewWillAppear",
                         "viewDidAppear": "viewDidDisappear", "viewDidDisappear": "viewDidAppear"]
        guard let cause, codeLines.indices.contains(cause.line - 1),
              let text = extra.actual.map({ TimelineDiff.key($0).trimmingCharacters(in: .whitespaces) }),
              let method = calledMethod(text), let opposite = opposites[method] else { return nil }
        let object = text.prefix { $0 != "." }
        guard rows.contains(where: { row in
                  row.kind == .missing && row.expected.map { TimelineDiff.key($0).trimmingCharacters(in: .whitespaces).hasPrefix(object + "." + opposite + "(") } == true
              }),
              codeLines[cause.line - 1].contains("beginAppearanceTransition(") else { return nil }
        return argumentOrigin(cause, ofCallTo: "beginAppearanceTransition")
    }

    /// The method a callback line names (`viewDidDisappear` in `container.viewDidDisappear(true)`).
    static func calledMethod(_ line: String) -> String? {
        let code = TimelineDiff.key(line)
        // A view change names its call at the end: `a.view → b.view (addSubview)`.
        if code.hasSuffix(")"), let open = code.range(of: " (", options: .backwards) {
            let name = code[open.upperBound..<code.index(before: code.endIndex)]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter }) { return String(name) }
        }
        guard let dot = code.firstIndex(of: "."), let paren = code[dot...].firstIndex(of: "(") else { return nil }
        let name = code[code.index(after: dot)..<paren]
        return isIdentifier(name) ? String(name) : nil
    }

    /// The learner calls that make a timeline row: its own method, then the call UIKit answers
    /// with that callback (docs/spec/uikit-semantics.md §1.2–1.3, §2.2–2.3): a child's
    /// `viewWillAppear` is the container's `beginAppearanceTransition`, its `willMove(toParent:
    /// container)` the container's `addChild`. A missing callback is a missing cause — looked for
    /// only in `owner`, the override UIKit had just called, or outside any override (nil: the
    /// callback alone). A container that forwards appearance automatically makes a child's
    /// `viewWillAppear` by adding its view (`addSubview`), wherever that call is.
    static func learnerCalls(making line: String, owner: String?) -> [(method: String, owner: String?)] {
        guard let method = calledMethod(line) else { return [] }
        let code = TimelineDiff.key(line)
        let cause: String? = switch method {
        case "viewWillAppear", "viewWillDisappear": "beginAppearanceTransition"
        case "viewDidAppear", "viewDidDisappear": "endAppearanceTransition"
        case "willMove" where !code.contains("(toParent: nil)"): "addChild"
        case "didMove" where code.contains("(toParent: nil)"): "removeFromParent"
        default: nil
        }
        var calls: [(method: String, owner: String?)] = [(method, nil)]
        if let cause, let owner { calls.append((cause, owner)) }
        // Forwarded by UIKit (no opt-out): the view entering or leaving the window
        // (docs/spec/uikit-semantics.md §2.6).
        let viewCause: String? = switch method {
        case "viewWillAppear", "viewDidAppear": "addSubview"
        case "viewWillDisappear", "viewDidDisappear": "removeFromSuperview"
        default: nil
        }
        if let viewCause, !isOverride("shouldAutomaticallyForwardAppearanceMethods") { calls.append((viewCause, owner)) }
        return calls
    }

    /// Whether the learner's file overrides `name` (UIKit calls it; a grader's action does not).
    static func isOverride(_ name: String) -> Bool {
        // (Asked for the same few names by every line of a failing check's search: kept.)
        overrides(name) {
            codeLines.contains { code in
                code.contains("override") && (code.contains("func \(name)(") || code.contains("var \(name)"))
            }
        }
    }
    private static let overrides = Kept<String, Bool>()

    /// An override's `super` call stands for the override: the next line of code after it (a
    /// comment or blank line aside), when the body goes on (what the override does is where a
    /// missing call belongs).
    static func pastSuper(_ location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard sourceLines.indices.contains(index + 1),
              sourceLines[index].trimmingCharacters(in: .whitespaces).hasPrefix("super."),
              let next = codeLines[(index + 1)...].firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
              !codeLines[next].trimmingCharacters(in: .whitespaces).hasPrefix("}") else { return location }
        return Finding.Location(file: location.file, line: next + 1)
    }

    /// The nearest line above `location` that holds code, within its method (the method's own
    /// declaration line at most).
    static func codeLine(above location: Finding.Location) -> Finding.Location? {
        guard let method = enclosingFunction(of: location.line) else { return nil }
        var line = location.line - 1
        while line > method {
            let code = codeLines[line - 1].trimmingCharacters(in: .whitespaces)
            if !code.isEmpty { break }
            line -= 1
        }
        return line >= method ? Finding.Location(file: location.file, line: line) : nil
    }

    /// The first line inside the learner's `func name(` that is not its `super` call (the super
    /// call itself when it is all the body holds), if the learner's file declares one.
    static func firstBodyLine(of name: String) -> Finding.Location? {
        guard let learnerSource, let start = codeLines.firstIndex(where: { code in
            code.contains("func \(name)(") || code.contains("func \(name)<")
        }) else { return nil }
        guard let open = codeLines[start...].firstIndex(where: { $0.contains("{") }),
              open + 1 < sourceLines.count else { return nil }
        return pastSuper(Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: open + 2))
    }

    /// Where the learner's method `name` stopped in the current world, for work it ran without
    /// doing: the last statement that ran in its body (a `guard` that returned, an `if` that let
    /// nothing through, the statement it did instead). Nil when it never ran.
    static func stoppedIn(_ name: String) -> Finding.Location? {
        let ran = linesRan()
        guard let first = firstBodyLine(of: name), let declaration = enclosingFunction(of: first.line), ran.contains(declaration),
              let line = lastStatementRan(from: first.line, ran: ran) else { return nil }
        return Finding.Location(file: first.file, line: line)
    }

    /// The 1-based line of the `func`/`init`/computed property (`var antipode: CGPoint {`) whose
    /// braces hold `line` (nil outside any): to tell whether two lines are in the same method.
    static func enclosingFunction(of line: Int) -> Int? {
        // (Asked for many lines of each failing check: which lines declare a body is read once,
        // and each line's answer is kept.)
        enclosingFunctions(line) { findEnclosingFunction(of: line) }
    }
    private static let enclosingFunctions = Kept<Int, Int?>()

    private static func findEnclosingFunction(of line: Int) -> Int? {
        var index = line - 1
        while index >= 0 {
            if declaresBody.indices.contains(index) && declaresBody[index] {
                var depth = 0, opened = false
                for k in index..<sourceLines.count {
                    for c in codeLines[k] {
                        if c == "{" { depth += 1; opened = true }
                        if c == "}" { depth -= 1 }
                    }
                    if opened && depth <= 0 { return k + 1 >= line ? index + 1 : nil }
                }
                return index + 1
            }
            index -= 1
        }
        return nil
    }

    /// Lines of the learner's file inside given code, as shipped: the runner names them
    /// (`KATA_GIVEN_LINES`: given lines the learner did not change); without it, every line after a
    /// `// MARK: Given` line up to the next `// MARK:` line. Correct as shipped, so never the
    /// place to send a learner.
    static func givenLines() -> Set<Int> { givenLinesOfSource }

    private static let givenLinesOfSource: Set<Int> = {
        if let named = ProcessInfo.processInfo.environment["KATA_GIVEN_LINES"] { return GivenCode.decode(named) }
        return GivenCode.lines(of: sourceLines.joined(separator: "\n"))
    }()

    /// The line that declares the learner's `type` (`final class ContainerViewController`): where a
    /// missing override belongs, when no call of the learner's is to blame. Read from the source the
    /// runner compiled.
    public static func declaration(of type: String = "ContainerViewController") -> Finding.Location? {
        guard let learnerSource else { return nil }
        for (index, code) in codeLines.enumerated() where code.contains("class \(type)") || code.contains("extension \(type)") {
            return Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: index + 1)
        }
        return nil
    }
}
