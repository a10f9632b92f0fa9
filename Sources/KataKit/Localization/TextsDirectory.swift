import Foundation

/// Finds the `Texts` folder shipped as KataKit's resources without ever crashing. SwiftPM's
/// generated `Bundle.module` traps when the bundle is absent (e.g. a `kata` binary copied away from
/// its build folder), so it is used only once the bundle is known to exist; otherwise the source
/// checkout's `Sources/KataKit/Texts` is used, and failing both, no folder (built-in fallbacks).
enum TextsDirectory {
    static let bundleName = "ContainerKata_KataKit"

    static func locate() -> URL? {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent(bundleName + ".resources"),
            Bundle.main.bundleURL.appendingPathComponent(bundleName + ".bundle"),
            Bundle.main.resourceURL?.appendingPathComponent(bundleName + ".bundle"),
        ].compactMap { $0 }
        if candidates.contains(where: { exists($0) }),
           let texts = Bundle.module.url(forResource: "Texts", withExtension: nil), exists(texts) {
            return texts
        }
        for bundle in candidates where exists(bundle) {
            for texts in [bundle.appendingPathComponent("Texts"),
                          bundle.appendingPathComponent("Contents/Resources/Texts")] where exists(texts) {
                return texts
            }
        }
        let sourceTexts = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Texts")
        return exists(sourceTexts) ? sourceTexts : nil
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
