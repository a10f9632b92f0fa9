import KataCatalog

/// Which katas the workbook offers. Production always uses `Katas.all`; the environment variable
/// `KATA_CATALOG` exists only so tests can point the real binary at small fixture katas, and is
/// ignored unless set.
public enum WorkbookCatalog {
    public static let environmentKey = "KATA_CATALOG"

    public static func katas(environment: [String: String]) throws -> [KataSpec] {
        switch environment[environmentKey] {
        case nil, "", "default":
            return Katas.all
        case let name?:
            if let katas = fixtureCatalogs[name] { return katas }
            throw WorkbookError.usage("unknown \(environmentKey) '\(name)'")
        }
    }

    /// Named test catalogs. `fixtures` is `Katas.all` with each kata's paths unchanged: a test
    /// workbook supplies its own files under the same paths.
    static let fixtureCatalogs: [String: [KataSpec]] = [
        "fixtures": Katas.all,
    ]
}
