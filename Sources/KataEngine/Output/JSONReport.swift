import KataTexts
import KataPlatform
import Foundation

/// The machine-readable verdict (`kata run --format json`): `KataResult`'s Codable form, so the
/// JSON contract (`status`, `checks[].name/status/rules/message`, …) is the model itself.
public enum JSONReport {
    public static func render(_ result: KataResult) -> String {
        encode(result)
    }

    public static func render(_ results: [KataResult]) -> String {
        encode(results)
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
