import Foundation
import KataCatalog

/// A member the learner meant as an override of UIKit's, or as a UIKit delegate method, that
/// matches none: a misspelt name (`viewDidDissapear`), a pre-Swift 4.2 name
/// (`childViewControllerForStatusBarStyle`), other labels (`viewWillAppear(animated:)`,
/// `dismissalTransitionDidEnd(completed:)`). It compiles — once `override` is dropped — and UIKit
/// never calls it. When a check finds missing what that member should have done, its declaration
/// is the line to fix, not the type around it nor a line inside its body (issue 19).
extension CallSites {
    /// What UIKit calls on the learner's subclasses and delegates, as UIKitSim declares them.
    static let uikitCallbacks: [String] = [
        // UIViewController
        "loadView", "viewDidLoad", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "updateViewConstraints", "viewWillTransition(to:with:)", "willTransition(to:with:)",
        "traitCollectionDidChange(_:)", "preferredContentSizeDidChange(forChildContentContainer:)",
        "systemLayoutFittingSizeDidChange(forChildContentContainer:)",
        "size(forChildContentContainer:withParentContainerSize:)", "willMove(toParent:)", "didMove(toParent:)",
        "childForStatusBarStyle", "childForStatusBarHidden", "preferredStatusBarStyle", "prefersStatusBarHidden",
        "preferredStatusBarUpdateAnimation", "shouldAutomaticallyForwardAppearanceMethods",
        // UIPresentationController
        "presentationTransitionWillBegin", "presentationTransitionDidEnd(_:)", "dismissalTransitionWillBegin",
        "dismissalTransitionDidEnd(_:)", "frameOfPresentedViewInContainerView", "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews", "adaptivePresentationStyle(for:)",
        // UIView
        "layoutSubviews",
        // Delegates UIKit asks
        "presentationController(forPresented:presenting:source:)",
        "animationController(forPresented:presenting:source:)", "animationController(forDismissed:)",
        "adaptivePresentationStyle(for:traitCollection:)",
    ]

    /// One learner declaration that is near a UIKit callback without being it.
    struct NearMiss {
        /// 1-based line of the declaration.
        let line: Int
        /// The callback it was meant as (`viewDidDisappear(_:)`).
        let meant: String
    }

    /// Every near miss in the learner's file (given code aside): not `override`, never called or
    /// read elsewhere in the file, and close to a callback by spelling or by words.
    static let nearMisses: [NearMiss] = {
        let given = givenLines()
        return codeLines.indices.compactMap { index -> NearMiss? in
            guard !given.contains(index + 1), let declared = declaredSelector(codeLines[index]),
                  !codeLines[index].contains("override"), !uikitCallbacks.contains(declared),
                  let meant = uikitCallbacks.filter({ isNear(declared, $0) })
                      .min(by: { distance(declared, $0) < distance(declared, $1) }),
                  !isUsedElsewhere(declared, declaredAt: index) else { return nil }
            return NearMiss(line: index + 1, meant: meant)
        }
    }()

    /// The near miss meant as `name` (a base name, `childForStatusBarStyle`, or a selector).
    static func nearMiss(of name: String) -> Finding.Location? {
        guard let learnerSource,
              let miss = nearMisses.first(where: { $0.meant == name || baseName($0.meant) == name }) else { return nil }
        return Finding.Location(file: (learnerSource as NSString).lastPathComponent, line: miss.line)
    }

    /// The near miss whose body calls `method`: a missing call the learner wrote where UIKit never
    /// goes.
    static func nearMiss(calling method: String) -> Finding.Location? {
        guard let learnerSource else { return nil }
        let file = (learnerSource as NSString).lastPathComponent
        return nearMisses.lazy.compactMap { miss -> Finding.Location? in
            guard let body = sourceBody(declaredAt: miss.line - 1),
                  body.lines.contains(where: { $0.code.contains(".\(method)(") || $0.code.contains(" \(method)(") })
            else { return nil }
            return Finding.Location(file: file, line: miss.line)
        }.first
    }

    /// `name(label:label:)` of a `func` declared on `code`, `name` of a `var`; nil for other lines.
    static func declaredSelector(_ code: String) -> String? {
        guard let declaration = memberDeclaration(code) else { return nil }
        guard declaration.isFunc else { return declaration.name }
        guard let parameters = parameters(in: declaration.rest) else { return nil }
        if parameters.isEmpty { return declaration.name }
        return declaration.name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }

    static func baseName(_ selector: String) -> String {
        String(selector.prefix { $0 != "(" })
    }

    /// Close by spelling (at most three edits, for names of eight letters or more) or by words (one's words all appear, in order, in the
    /// other's, three words at least and most of the longer's: an old name, a dropped `Methods`).
    static func isNear(_ declared: String, _ meant: String) -> Bool {
        // (The distance is at least the difference in length: far lengths skip the table.)
        if baseName(declared).count >= 8, abs(declared.lowercased().count - meant.lowercased().count) <= 3,
           distance(declared, meant) <= 3 { return true }
        let a = words(declared), b = words(meant)
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard short.count >= 3, Double(short.count) >= 0.6 * Double(long.count) else { return false }
        var rest = long[...]
        for word in short {
            guard let at = rest.firstIndex(of: word) else { return false }
            rest = rest[rest.index(after: at)...]
        }
        return true
    }

    /// The lowercased words of a selector: `viewWillAppear(animated:)` → view, will, appear, animated.
    static func words(_ selector: String) -> [String] {
        var words: [String] = [], current = ""
        for c in selector {
            if c.isUppercase || !(c.isLetter || c.isNumber) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = c.isLetter || c.isNumber ? String(c) : ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Levenshtein distance, case folded.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = min(above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// Whether the member `selector` declared on 0-based line `index` is called or read outside its
    /// own body (a helper the learner calls is no near miss, whatever its name): `name(label:` for a
    /// method, the bare word for a property.
    static func isUsedElsewhere(_ selector: String, declaredAt index: Int) -> Bool {
        let name = baseName(selector)
        var pattern = #"(^|[^A-Za-z0-9_])"# + name + #"([^A-Za-z0-9_]|$)"#
        if selector.contains("(") {
            // Its labels in order: `size(forChildContentContainer: c, withParentContainerSize: s)`
            // calls UIKit's member, not the learner's `…withParentSize:`.
            let labels = selector.dropFirst(name.count + 1).dropLast().split(separator: ":").filter { $0 != "_" }
            pattern = #"(^|[^A-Za-z0-9_])"# + name + #"\s*\("# + labels.map { #"[^)]*\b"# + $0 + #"\s*:"# }.joined()
        }
        let body = sourceBody(declaredAt: index)
        let inside = body.map { $0.opening...$0.closing } ?? index...index
        guard let use = regex(pattern) else { return true }
        return codeLines.indices.contains { i in
            guard i != index, !inside.contains(i) else { return false }
            let code = codeLines[i]
            return use.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        }
    }
}
