import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom

/// The class page's content without a browser: the same data in English and Chinese, every word
/// of the page from the gradebook's language, and the page self-contained (no script, nothing
/// fetched). What the browser renders is `ClassroomPageBrowserTests`.
@Suite struct ClassroomPageTests {
    static let result = ClassResult(katas: ["add-child", "remove-child"], students: [
        StudentGrade(student: "ana", results: [KataResult(kata: "add-child", status: .pass), KataResult(kata: "remove-child", status: .error, error: "x")]),
        StudentGrade(student: "ben", results: [
            KataResult(kata: "add-child", status: .fail, checks: [CheckResult(name: "c", status: .fail, rules: [.addChildFirst], message: "m")]),
        ], flags: ["add-child": [IntegrityFlag(category: .exit, token: "exit", line: 3)]]),
    ], notes: ["Sandbox: on"])

    static func manifest(_ language: String) -> GradebookManifest {
        GradebookManifest(graderDigest: "abcdef0123456789", katas: result.katas, language: language, notes: result.notes, students: ["ana", "ben"])
    }

    static func cells(_ html: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"data-(?:kata|status|total|rule)="[^"]*""#)
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { (html as NSString).substring(with: $0.range) }
    }

    @Test func sameDataInEnglishAndChinese() {
        let manifest = Self.manifest("en")
        let en = ClassPage.render(Self.result, manifest: manifest, texts: .bundled(language: "en"))
        let zh = ClassPage.render(Self.result, manifest: Self.manifest("zh-Hans"), texts: .bundled(language: "zh-Hans"))
        #expect(Self.cells(en) == Self.cells(zh))
        #expect(Self.cells(en).contains("data-status=\"not-graded\""), "ben has no remove-child verdict")
        #expect(zh.contains("<html lang=\"zh-Hans\">") && zh.contains(TextTable.load(language: "zh-Hans").message("page.title")))
        let english = TextTable.load(language: "en"), chinese = TextTable.load(language: "zh-Hans")
        for key in ["page.title", "page.gridHeading", "page.gridNote", "page.perKataHeading", "page.rulesExplainedHeading", "summary.reteachHeading"] {
            #expect(en.contains(HTMLText.escape(english.message(key))), "\(key)")
            #expect(!zh.contains(HTMLText.escape(english.message(key))) && zh.contains(HTMLText.escape(chinese.message(key))), "\(key)")
        }
        // The rule links land on the rule's explanation on the same page.
        #expect(en.contains("href=\"#rule-add-child-first\"") && en.contains("id=\"rule-add-child-first\""))
        #expect(en.contains("abcdef012345") && en.contains(manifest.gradedAt))
    }

    @Test func thePageIsSelfContained() {
        let html = ClassPage.render(Self.result, manifest: Self.manifest("en"), texts: .bundled(language: "en"))
        let page = StudentPage.render(Self.result.students[1], texts: .bundled(language: "en"))
        for text in [html, page] {
            #expect(!text.contains("<script") && !text.contains("src=") && !text.contains("http://") && !text.contains("https://") 
                    && text.range(of: #"url\((?!#)"#, options: .regularExpression) == nil, "only url(#…) references inside the page")
            #expect(text.contains("default-src 'none'"))
        }
        #expect(page.contains("href=\"../../index.html#rule-add-child-first\""))
        #expect(html.contains("href=\"students/ben/report.html#kata-add-child\""))
    }
}
