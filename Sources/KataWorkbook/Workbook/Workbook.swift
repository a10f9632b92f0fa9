import KataEngine
import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// A learner's workbook: its root folder, the katas it teaches and the progress file. Every
/// command starts by opening one, so every path is resolved the same way from any subfolder.
public struct Workbook: Sendable {
    public let root: URL
    public let katas: [KataSpec]
    public let store: ProgressStore

    public init(root: URL, katas: [KataSpec]) {
        self.root = root.standardizedFileURL
        self.katas = katas
        self.store = ProgressStore(root: self.root)
    }

    /// The workbook containing `directory` (walking up), with the katas of its manifests.
    public static func open(from directory: URL = Project.cwd) throws -> Workbook {
        let project: Project
        do { project = try Project.locate(from: directory) } catch {
            throw WorkbookError.usage(String(describing: error))
        }
        // Every sentence a command prints comes from there; without them, say so once and stop.
        if let problem = TextsDirectory.problem(inProject: project.root) { throw WorkbookError.data(problem) }
        return Workbook(root: project.root, katas: try WorkbookCatalog.katas(root: project.root))
    }

    public var project: Project { Project(root: root) }

    /// The kata with this ID, or a usage error naming the katas there are — and the one meant,
    /// when the ID is a typo of one (`add-chid`).
    public func kata(_ id: String) throws -> KataSpec {
        if let kata = katas.first(where: { $0.id == id }) { return kata }
        var message = LearnerText.message(
            "workbook.unknownKata", ["kata": CLIText.safe(id), "katas": katas.map(\.id).joined(separator: ", ")])
        if let meant = closestKata(to: id) {
            message = LearnerText.message("page.didYouMean", ["kata": meant]) + " " + message
        }
        throw WorkbookError.usage(message)
    }

    /// The kata whose ID is within a few edits of `id` (about one typo per four letters), the
    /// closest first; nil when none is that close.
    func closestKata(to id: String) -> String? {
        let key = id.lowercased()
        let limit = max(2, key.count / 4)
        return katas.map { (id: $0.id, distance: EditDistance.between(key, $0.id)) }
            .filter { $0.distance <= limit }
            .min { $0.distance != $1.distance ? $0.distance < $1.distance : $0.id < $1.id }?.id
    }

    public func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// `url` when the file exists, else a bad-input error naming it as the learner knows it.
    @discardableResult
    public func requireFile(_ url: URL) throws -> URL {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw WorkbookError.data(LearnerText.message("workbook.fileNotFound", ["file": CLIText.safe(project.displayPath(for: url))]))
        }
        return url
    }

    /// A learner file given on the command line (`--file`): a readable regular UTF-8 text file,
    /// else one plain line (exit 65). Never opens a FIFO for blocking or reads a device.
    @discardableResult
    public func requireSourceFile(_ url: URL) throws -> URL {
        let name = CLIText.safe(project.displayPath(for: url))
        switch SafeFile.read(url, limit: Grader.maxSourceBytes) {
        case .failure(.missing):
            throw WorkbookError.data(LearnerText.message("workbook.fileNotFound", ["file": name]))
        case .failure(.folder):
            throw WorkbookError.data(LearnerText.message("workbook.fileIsFolder", ["file": name]))
        case .failure(.notRegular):
            throw WorkbookError.data(LearnerText.message("workbook.fileNotRegular", ["file": name]))
        case .failure(.tooLarge(let size)):
            throw WorkbookError.data(LearnerText.message(
                "workbook.fileTooLarge", ["file": name, "size": "\(size)", "limit": "\(Grader.maxSourceBytes)"]))
        case .failure(.unreadable(let reason)):
            throw WorkbookError.data(LearnerText.message("workbook.fileUnreadable", ["file": name, "reason": CLIText.safe(reason)]))
        case .success(let data):
            guard !data.contains(0), String(validating: data, as: UTF8.self) != nil else {
                throw WorkbookError.data(LearnerText.message("workbook.fileIsBinary", ["file": name]))
            }
            return url
        }
    }

    /// The kata's task description, beside the learner's file.
    public func readme(for kata: KataSpec) -> String {
        (kata.learnerFile as NSString).deletingLastPathComponent + "/README.md"
    }

    /// The kata the learner should work on: the current one unless it passes, else the first kata
    /// (in teaching order) that does not pass yet; nil when all pass.
    public func nextKata(in state: ProgressState) -> KataSpec? {
        if let current = state.current, let kata = katas.first(where: { $0.id == current }),
           state.status(of: current) != .pass {
            return kata
        }
        return katas.first { state.status(of: $0.id) != .pass }
    }

    /// The kata after `id` in teaching order, wrapping around (for the `n` key).
    public func kata(after id: String) -> KataSpec? {
        guard let index = katas.firstIndex(where: { $0.id == id }) else { return katas.first }
        return katas[(index + 1) % katas.count]
    }

    /// Loads progress; a damaged file is reported once through `warn` and replaced on next save.
    public func loadState(warn: (String) -> Void) -> ProgressState {
        let (state, warning) = store.load()
        if let warning {
            warn(LearnerText.message("workbook.stateRebuilt", ["detail": warning]))
            do { try store.save(state) } catch { warn(String(describing: error)) }
        }
        return state
    }

    /// Re-reads, changes and saves the progress file under a lock shared by every `kata` process
    /// on this workbook (`.kata-progress.lock`), so concurrent runs lose nothing: six `kata run`
    /// at once record six results. A failed save is an error the learner sees (otherwise `hint`
    /// and `solution` would answer from stale progress without saying so).
    @discardableResult
    public func updateState(_ change: (inout ProgressState) -> Void) throws -> ProgressState {
        Self.stateLock.lock()
        defer { Self.stateLock.unlock() }
        return try FileLock.withLock(root.appendingPathComponent(ProgressStore.lockFileName)) {
            var state = store.load().state
            change(&state)
            try store.save(state)
            return state
        }
    }

    /// Serialises read-change-write within this process (verify grades with two workers).
    private static let stateLock = NSLock()
}
