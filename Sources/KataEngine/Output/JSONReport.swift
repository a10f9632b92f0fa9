import KataTexts
import KataPlatform
import Foundation

/// The machine-readable documents the CLI prints. Each is one JSON object whose first promise is
/// `"schemaVersion": 1` (bumped only when a field changes meaning or disappears; new optional
/// fields keep the version). Schemas: `docs/schema/{run,verify,list}.schema.json`.
///
/// - `kata run --format json`: `KataResult`'s Codable form plus `schemaVersion`.
/// - `kata verify --format json`: `{schemaVersion, results: [KataResult]}`.
/// - `kata list --format json`: `{schemaVersion, katas: [KataListEntry]}`.
public enum JSONReport {
    public static let schemaVersion = 1

    public static func render(_ result: KataResult) -> String {
        encode(Versioned(body: result))
    }

    public static func render(_ results: [KataResult]) -> String {
        encode(Versioned(body: VerifyDocument(results: results)))
    }

    /// `entries` are the workbook's list entries (`KataListEntry`, in KataWorkbook, above the engine).
    public static func render<Entry: Encodable>(list entries: [Entry]) -> String {
        encode(Versioned(body: ListDocument(katas: entries)))
    }

    struct VerifyDocument: Encodable { let results: [KataResult] }
    struct ListDocument<Entry: Encodable>: Encodable { let katas: [Entry] }

    /// `body`'s keys with `schemaVersion` beside them, in one object.
    struct Versioned<Body: Encodable>: Encodable {
        let body: Body
        enum Key: String, CodingKey { case schemaVersion }

        func encode(to encoder: any Encoder) throws {
            try body.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(JSONReport.schemaVersion, forKey: .schemaVersion)
        }
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
