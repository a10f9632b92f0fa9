import Foundation

/// The katas of a project, read from their manifests (`Exercises/<id>/kata.json`) in teaching
/// order. Adding a kata is adding its folders; no list in code names it.
public enum Katas {
    /// The manifest's file name inside a kata's folder.
    public static let manifestName = "kata.json"

    /// Every kata under `root/Exercises`, sorted by `order` then ID. Throws `ManifestError` naming
    /// the file and what is wrong with it; a folder without a manifest is not a kata.
    public static func load(root: URL) throws -> [KataSpec] {
        // Read once per process: every command and the text tables ask for the same katas.
        try LoadedKatas.shared.value(for: root.standardizedFileURL.path) { try read(root: root) }
    }

    private static func read(root: URL) throws -> [KataSpec] {
        let exercises = root.appendingPathComponent("Exercises")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []).sorted()
            .map { exercises.appendingPathComponent($0).appendingPathComponent(manifestName) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        // Decoded side by side (every `kata` command starts here); errors are reported in folder order.
        let decoded = ConcurrentResults<Result<KataManifest, ManifestError>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            decoded.set(index, Result { try read(files[index]) }.mapError { $0 as? ManifestError
                ?? ManifestError(file: files[index].path, reason: "\($0)") })
        }
        var specs: [KataSpec] = []
        for (file, result) in zip(files, decoded.values) {
            let manifest = try result.get()
            let name = file.deletingLastPathComponent().lastPathComponent
            guard manifest.id == name else {
                throw ManifestError(file: file.path, reason: "its id is \"\(manifest.id)\" but its folder is \"\(name)\"")
            }
            specs.append(KataSpec(manifest: manifest))
        }
        var seenOrders: [Int: String] = [:]
        for spec in specs {
            let order = spec.manifest?.order ?? 0
            if let other = seenOrders[order] {
                throw ManifestError(
                    file: exercises.appendingPathComponent(spec.id).appendingPathComponent(manifestName).path,
                    reason: "order \(order) is also the order of \(other)")
            }
            seenOrders[order] = spec.id
        }
        return specs.sorted { ($0.manifest?.order ?? 0, $0.id) < ($1.manifest?.order ?? 0, $1.id) }
    }

    /// One manifest, decoded and checked for what every kata needs.
    public static func read(_ file: URL) throws -> KataManifest {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw ManifestError(file: file.path, reason: "it cannot be read")
        }
        let manifest: KataManifest
        do { manifest = try JSONDecoder().decode(KataManifest.self, from: data) } catch let error as DecodingError {
            throw ManifestError(file: file.path, reason: ManifestError.describe(error))
        }
        if (manifest.title["en"] ?? "").isEmpty {
            throw ManifestError(file: file.path, reason: "it has no English title (\"title\": {\"en\": …})")
        }
        if manifest.checks.isEmpty {
            throw ManifestError(file: file.path, reason: "it lists no checks")
        }
        return manifest
    }

    /// The katas of the project that contains the current directory (or `KATA_ROOT`), read once;
    /// empty outside a project. Commands that already know their root call `load(root:)`.
    public static let all: [KataSpec] = {
        guard let root = projectRoot() else { return [] }
        return (try? load(root: root)) ?? []
    }()

    public static func spec(id: String) -> KataSpec? { all.first { $0.id == id } }

    /// `KATA_ROOT`, else the first folder at or above the current directory holding `Package.swift`
    /// and `Exercises/`.
    public static func projectRoot(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        from directory: String = FileManager.default.currentDirectoryPath
    ) -> URL? {
        if let root = environment["KATA_ROOT"], !root.isEmpty { return URL(fileURLWithPath: root) }
        var candidate = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let fm = FileManager.default
            if fm.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path),
               fm.fileExists(atPath: candidate.appendingPathComponent("Exercises").path) {
                return candidate
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }
}

/// One slot per index, filled from several threads.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}

/// The katas read so far, by project root. Reading happens under the lock, so two threads
/// asking at once (the CLI and the text tables loading beside it) decode the manifests once.
final class LoadedKatas: @unchecked Sendable {
    static let shared = LoadedKatas()
    private let lock = NSLock()
    private var byRoot: [String: [KataSpec]] = [:]

    func value(for root: String, read: () throws -> [KataSpec]) throws -> [KataSpec] {
        lock.lock(); defer { lock.unlock() }
        if let known = byRoot[root] { return known }
        let specs = try read()
        byRoot[root] = specs
        return specs
    }
}

/// A manifest that cannot be used, with the file and a sentence a kata author can act on.
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let reason: String

    public var description: String { "\(file): \(reason)" }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : keys.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\"\(key.stringValue)\" is missing at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)) has the wrong type: \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "it is not a valid manifest"
        }
    }
}
