import KataEngine
import Foundation

/// The frame of every gradebook page: the language, a viewport for phones, a policy that allows
/// no request of any kind (only the inline style and inline images), and the one stylesheet,
/// inline. Statuses carry a symbol and a word; colours only add to them.
enum PageShell {
    static func document(title: String, language: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(HTMLText.escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
        <meta name="referrer" content="no-referrer">
        <title>\(HTMLText.escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    static let style = """
    body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1b1b1b;background:#fff;line-height:1.45}
    h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.25em;margin-top:1.6em;border-bottom:1px solid #ddd}
    .notice{border:2px solid #8a6d00;background:#fff8db;padding:8px 12px;margin:12px 0;white-space:pre-wrap}
    table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
    .scroll{overflow-x:auto}#grid td a{display:block;text-decoration:none;color:inherit;white-space:nowrap}
    .st-pass{background:#dff3e4}.st-fail{background:#fde2e1;font-weight:600}.st-error{background:#fff1c7;font-style:italic}.st-not-graded{background:#eee}
    .chart{max-width:800px;display:block}.chart .label{font-size:13px;font-family:monospace}.chart .count{font-size:12px;font-weight:700;fill:#000;stroke:#fff;stroke-width:3px;paint-order:stroke}
    .seg-pass{fill:#7cc48b}.seg-fail{fill:#f08c84}.seg-error{fill:#f3d36b}.hatch{stroke:#7a1f17;stroke-width:2}.dot{fill:#6b5200}
    pre{background:#f6f6f6;padding:8px;overflow-x:auto;white-space:pre-wrap;word-break:break-word}
    code{font-family:ui-monospace,Menlo,Consolas,monospace}td code,th code{white-space:nowrap}
    .timelines{display:flex;gap:12px;flex-wrap:wrap}.timelines>div{flex:1 1 300px;min-width:0}
    @media (max-width:600px){body{padding:8px}th,td{padding:3px 4px;font-size:.9em}}
    """
}
