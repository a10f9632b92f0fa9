import Foundation

/// Any JSON value, decoded strictly (a boolean is never a number and a number never a boolean).
indirect enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

/// A JSON Schema (draft 2020-12) validator for the subset `docs/schema/` uses: `type`, `required`,
/// `properties`, `additionalProperties` (false or a schema), `items`, `enum`, `const` and `$ref`
/// (`#/$defs/name`, or `other.schema.json#/$defs/name` beside the schema). Anything else in a
/// schema is an error, so a schema cannot silently rely on a keyword nobody checks.
struct JSONSchemaValidator {
    /// The folder of the schema files (for references to a sibling file).
    let directory: URL

    static let understood: Set<String> = [
        "$schema", "$id", "$defs", "title", "description", "type", "required", "properties",
        "additionalProperties", "items", "enum", "const", "$ref",
    ]

    /// The problems of `value` against the schema file `name`; empty when it is valid.
    func errors(_ value: JSONValue, schemaFile name: String) throws -> [String] {
        let root = try load(name)
        return validate(value, root, root: root, at: "$")
    }

    private func load(_ name: String) throws -> JSONValue {
        try JSONValue.parse(String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
    }

    private func resolve(_ reference: String, root: JSONValue) -> (JSONValue, JSONValue)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return nil }
        let document = parts[0].isEmpty ? root : ((try? load(parts[0])) ?? .null)
        var node = document
        for key in parts[1].split(separator: "/") {
            guard let next = node[String(key)] else { return nil }
            node = next
        }
        return (node, document)
    }

    private func validate(_ value: JSONValue, _ schema: JSONValue, root: JSONValue, at path: String) -> [String] {
        guard case .object(let keywords) = schema else {
            return schema == .bool(true) ? [] : ["\(path): schema is not an object"]
        }
        if let unknown = keywords.keys.first(where: { !Self.understood.contains($0) }) {
            return ["\(path): the validator does not implement '\(unknown)'"]
        }
        if case .string(let reference)? = keywords["$ref"] {
            guard let (target, document) = resolve(reference, root: root) else { return ["\(path): unresolved $ref \(reference)"] }
            return validate(value, target, root: document, at: path)
        }
        var errors: [String] = []
        if case .string(let type)? = keywords["type"], !Self.value(value, is: type) {
            errors.append("\(path): expected \(type), found \(Self.describe(value))")
        }
        if let constant = keywords["const"], value != constant { errors.append("\(path): must equal \(Self.describe(constant))") }
        if case .array(let allowed)? = keywords["enum"], !allowed.contains(value) {
            errors.append("\(path): \(Self.describe(value)) is not one of the allowed values")
        }
        if case .object(let members) = value {
            if case .array(let required)? = keywords["required"] {
                for case .string(let key) in required where members[key] == nil { errors.append("\(path): missing '\(key)'") }
            }
            let properties: [String: JSONValue]
            if case .object(let declared)? = keywords["properties"] { properties = declared } else { properties = [:] }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    errors += validate(member, property, root: root, at: "\(path).\(key)")
                } else if let additional = keywords["additionalProperties"] {
                    if additional == .bool(false) { errors.append("\(path): unexpected property '\(key)'") }
                    else { errors += validate(member, additional, root: root, at: "\(path).\(key)") }
                }
            }
        }
        if case .array(let elements) = value, let items = keywords["items"] {
            for (index, element) in elements.enumerated() {
                errors += validate(element, items, root: root, at: "\(path)[\(index)]")
            }
        }
        return errors
    }

    static func value(_ value: JSONValue, is type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
             ("array", .array), ("object", .object): return true
        case ("integer", .number(let number)): return number == number.rounded()
        default: return false
        }
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): "\(number)"
        case .string(let text): "\"\(text)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
