import KataCatalog

/// The workbook's kata table for the READMEs, generated from the manifests in teaching order, so
/// a new kata appears in the docs by adding its folder. Kept between `markers` and checked by a
/// test (`make docs` rewrites it).
public enum KataTable {
    public static let markers = (begin: "<!-- katas:begin (generated from Exercises/*/kata.json by KataTable) -->",
                                 end: "<!-- katas:end -->")

    /// `| # | kata | title | what you practise |` in the texts' language.
    public static func markdown(_ katas: [KataSpec], texts: TextTable, headers: [String]) -> String {
        var lines = ["| " + headers.joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: headers.count)]
        for (index, kata) in katas.enumerated() {
            let text = texts.kata(kata)
            lines.append("| \(index + 1) | [`\(kata.id)`](\(texts.document(kata.folder + "/README.md"))) | "
                + RuleCatalogRenderer.tableCell(text.title) + " | " + RuleCatalogRenderer.tableCell(text.summary) + " |")
        }
        return lines.joined(separator: "\n")
    }
}
