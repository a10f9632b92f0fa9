import Foundation
import KataCatalog

/// Finds the `Texts` folder without ever crashing: texts are data of the project
/// (`Sources/KataKit/Texts`), read from the project the command runs in, so a `kata` binary copied
/// or installed elsewhere still finds them (no SwiftPM resource bundle, whose generated accessor
/// traps when the bundle is absent). Failing that, the source checkout the binary was built from.
enum TextsDirectory {
    /// Where the texts live inside a project.
    static let relativePath = "Sources/KataKit/Texts"

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        var candidates: [URL] = []
        if let root = Katas.projectRoot(environment: environment) {
            candidates.append(root.appendingPathComponent(relativePath))
        }
        candidates.append(URL(fileURLWithPath: #filePath)   // <root>/Sources/KataTexts/Localization/…
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(relativePath))
        return candidates.first { exists($0.appendingPathComponent(TextTable.baseLanguage)) }
    }

    /// The language folders present (those holding at least one text file), sorted.
    static func languages(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in
            LanguageTexts.fileNames.contains { file in
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent(name).appendingPathComponent(file).path)
            }
        }.sorted()
    }

    private static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }
}
