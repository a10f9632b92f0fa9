import Foundation
import KataCatalog

/// Finds the `Texts` folder without ever crashing: texts are data of the project
/// (`Sources/KataKit/Texts`), read from the project the command runs in and nowhere else, so a
/// `kata` binary copied or installed anywhere behaves the same (no SwiftPM resource bundle, whose
/// generated accessor traps when the bundle is absent, and no path of the checkout it was built in).
public enum TextsDirectory {
    /// Where the texts live inside a project.
    public static let relativePath = "Sources/KataKit/Texts"

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard let root = Katas.projectRoot(environment: environment) else { return nil }
        let folder = root.appendingPathComponent(relativePath)
        return exists(folder.appendingPathComponent(TextTable.baseLanguage)) ? folder : nil
    }

    /// Nil when the project at `root` has its English texts, else a one-line explanation.
    public static func problem(inProject root: URL) -> String? {
        let english = root.appendingPathComponent(relativePath).appendingPathComponent(TextTable.baseLanguage)
        guard !exists(english) else { return nil }
        return "the workbook's texts are missing: no folder \(relativePath)/\(TextTable.baseLanguage) in \(root.path) (restore it with git)"
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
