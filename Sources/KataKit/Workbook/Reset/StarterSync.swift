import Foundation
import KataCatalog

/// `kata dev sync-starters`: refreshes the runner's pristine starter copies from the committed
/// exercises, for kata authors after they change a starter (a test fails until they do).
public enum StarterSync {
    /// The committed starter (git HEAD), else the working-tree file; nil when neither exists.
    public static func committedStarter(_ kata: KataSpec, root: URL) -> Data? {
        GitShow.file(kata.learnerFile, revision: "HEAD", in: root)
            ?? (try? Data(contentsOf: root.appendingPathComponent(kata.learnerFile)))
    }

    /// Copies every kata's committed starter into `StarterSource.directory`; returns the IDs copied.
    public static func sync(_ katas: [KataSpec], root: URL) throws -> [String] {
        let source = StarterSource(root: root)
        var copied: [String] = []
        for kata in katas {
            guard let data = committedStarter(kata, root: root) else { continue }
            let target = source.pristineCopy(for: kata)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? Data(contentsOf: target)) != data {
                try data.write(to: target, options: .atomic)
                copied.append(kata.id)
            }
        }
        return copied
    }
}
