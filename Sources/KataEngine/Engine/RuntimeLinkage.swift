import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Makes linking a grader cheap. The learner's object file asks for every library its imports
/// need (Foundation, Testing, …), but `libKataRuntime` already depends on all of them, so the
/// dynamic loader brings them in anyway. Naming them again makes the linker read their large
/// symbol tables on every attempt — about half the link time. On ELF systems symbols resolve
/// from every loaded library, so the link can name only the runtime (plus any library the
/// runtime does not load, e.g. FoundationNetworking) and leave the rest to the loader
/// (`-z undefs`). Where the runtime's dependencies can't be read (not ELF), nothing changes.
enum RuntimeLinkage {
    /// The linker flags that let the executable leave the runtime's libraries to the loader.
    static let loaderResolvedFlags = ["-z", "undefs"]

    /// The autolink list (`-lName` lines) without the libraries `runtime` already depends on;
    /// nil when the runtime's dependencies are unknown, so the caller keeps the full list.
    static func trimmed(autolinkList: Data, runtime: URL) -> Data? {
        guard let needed = neededLibraries(of: runtime), !needed.isEmpty else { return nil }
        let names = Set(needed.compactMap(libraryName))
        let kept = String(decoding: autolinkList, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .filter { line in
                guard line.hasPrefix("-l") else { return true }
                let name = String(line.dropFirst(2))
                // pthread, util and dl live inside libc on current glibc: always loaded.
                return !names.contains(name) && !["pthread", "util", "dl"].contains(name)
            }
        return Data((kept.joined(separator: "\n") + "\n").utf8)
    }

    /// The link job rewritten to read almost nothing: libraries the runtime itself loads are
    /// dropped (`-lswiftCore`), and `-l<runtime>` finds a stub first — an empty library with the
    /// runtime's name, so the executable still records it as needed (the loader then loads the
    /// real one through the rpath) without the linker reading its megabytes of symbols. Together
    /// with `-z undefs` this halves the link. Nil when the stub can't be made (then link as before).
    static func stubbedLink(_ job: [String], runtime: URL, stubDirectory: URL) -> [String]? {
        guard let needed = neededLibraries(of: runtime),
              let emulation = job.firstIndex(of: "-m").flatMap({ $0 + 1 < job.count ? job[$0 + 1] : nil }),
              let firstSearchPath = job.firstIndex(where: { $0.hasPrefix("-L") }),
              let stub = stub(named: runtime.lastPathComponent, linker: job[0], emulation: emulation, in: stubDirectory)
        else { return nil }
        // The C libraries stay named: the executable's references to them keep their symbol versions.
        let loaded = Set(needed.compactMap(libraryName)).subtracting(systemLibraries)
        var rewritten = job
        rewritten.insert("-L" + stub.deletingLastPathComponent().path, at: firstSearchPath)
        return rewritten.filter { !($0.hasPrefix("-l") && loaded.contains(String($0.dropFirst(2)))) }
    }

    static let systemLibraries: Set = ["c", "m", "dl", "pthread", "rt", "util", "gcc", "gcc_s"]

    /// `<directory>/<name>`: a shared library with no symbols whose SONAME is `name`, made once
    /// with the plan's own linker (an empty linker script is its only input).
    static func stub(named name: String, linker: String, emulation: String, in directory: URL) -> URL? {
        let stub = directory.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: stub.path) { return stub }
        let script = directory.appendingPathComponent("empty.ld")
        let partial = directory.appendingPathComponent(name + ".\(UUID().uuidString.prefix(8))")
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
              (try? Data("/* no symbols */\n".utf8).write(to: script, options: .atomic)) != nil
        else { return nil }
        let made = ProcessRunner.run(ProcessRequest(
            command: [linker, "-m", emulation, "-shared", "-soname", name, "-o", partial.path, script.path],
            timeout: 30, outputCap: 1 << 16))
        // Renamed into place whole, so a concurrent attempt never links against half a file.
        guard made.succeeded, rename(partial.path, stub.path) == 0 else {
            try? FileManager.default.removeItem(at: partial)
            return nil
        }
        return stub
    }

    /// "libFoundation.so" → "Foundation"; "libm.so.6" → "m".
    static func libraryName(_ soname: String) -> String? {
        guard soname.hasPrefix("lib"), let dot = soname.range(of: ".so") else { return nil }
        return String(soname[soname.index(soname.startIndex, offsetBy: 3)..<dot.lowerBound])
    }

    /// The link's library list for its objects: the libraries their imports ask for (read from
    /// the objects themselves, as `swift-autolink-extract` would, without starting it), less those
    /// the runtime loads. Nil when a file can't be read as ELF.
    static func trimmedLibraries(ofObjects objects: [URL], runtime: URL) -> Data? {
        var entries: [String] = []
        for object in objects {
            guard let more = autolinkEntries(ofObject: object) else { return nil }
            entries += more.filter { !entries.contains($0) }
        }
        return trimmed(autolinkList: Data(entries.joined(separator: "\n").utf8), runtime: runtime)
    }

    /// The `-l…` flags in an object file's `.swift1_autolink_entries` section (empty when it has none).
    static func autolinkEntries(ofObject object: URL) -> [String]? {
        guard let elf = ELFFile(url: object) else { return nil }
        guard let section = elf.section(named: ".swift1_autolink_entries") else { return [] }
        return elf.bytes(of: section)
            .split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .filter { !$0.isEmpty }
    }

    /// The DT_NEEDED entries of a 64-bit little-endian ELF shared library; nil for anything else.
    static func neededLibraries(of library: URL) -> [String]? {
        guard let elf = ELFFile(url: library),
              let dynamic = elf.sections.first(where: { $0.type == 6 }),  // SHT_DYNAMIC
              dynamic.link < elf.sections.count
        else { return nil }
        let strings = elf.sections[dynamic.link]
        var names: [String] = []
        for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
            let tag = elf.u64(entry)
            if tag == 0 { break }                                       // DT_NULL
            guard tag == 1 else { continue }                            // DT_NEEDED
            names.append(elf.string(at: strings.offset + elf.u64(entry + 8)))
        }
        return names
    }
}
