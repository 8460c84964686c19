// The baseline: the reference widget's HTML written by hand as plain string concatenation,
// the way a template for exactly this widget would build it (values escaped, the symbol's SVG
// looked up by name). The benchmark's setup checks that it equals the renderer's output.
import Foundation

/// The SVG of the symbols the baseline knows (the reference entry's).
let baselineSymbols: [String: String] = [
    "cloud.sun.fill": #"<path d="M11.473 11a4.5 4.5 0 0 0-8.72-.99A3 3 0 0 0 3 16h8.5a2.5 2.5 0 0 0 0-5h-.027z"/><path d="M10.5 1.5a.5.5 0 0 0-1 0v1a.5.5 0 0 0 1 0v-1zm3.743 1.964a.5.5 0 1 0-.707-.707l-.708.707a.5.5 0 0 0 .708.708l.707-.708zm-7.779-.707a.5.5 0 0 0-.707.707l.707.708a.5.5 0 1 0 .708-.708l-.708-.707zm1.734 3.374a2 2 0 1 1 3.296 2.198c.199.281.372.582.516.898a3 3 0 1 0-4.84-3.225c.352.011.696.055 1.028.129zm4.484 4.074c.6.215 1.125.59 1.522 1.072a.5.5 0 0 0 .039-.742l-.707-.707a.5.5 0 0 0-.854.377zM14.5 6.5a.5.5 0 0 0 0 1h1a.5.5 0 0 0 0-1h-1z"/>"#,
]

/// HTML escaping of text and attribute values: `&`, `<`, `>`, `"`, `'`.
func escape(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count + 8)
    for character in string.unicodeScalars {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.unicodeScalars.append(character)
        }
    }
    return result
}

/// The reference widget for `entry`, light, as `WidgetHTMLRenderer` writes it.
func baselineHTML(_ entry: WeatherEntry) -> String {
    let humidity = String(Int((entry.humidity * 100).rounded()))
    var html = ""
    html.reserveCapacity(4096)
    html += "<div class=\"wr wr-light\" style=\"width:170px;height:170px;border-radius:22px\" data-wr-family=\"systemSmall\" data-wr-entry-date=\""
    html += String(Int(entry.date.timeIntervalSince1970))
    html += "\"><div class=\"wr-container-background wr-default-bg\"></div><div class=\"wr-content wr-zstack\" style=\"inset:16px 16px 16px 16px\"><div class=\"wr-zstack wr-decorated\" style=\"justify-self:stretch;align-self:stretch\"><div class=\"wr-decoration\" style=\"background:#007aff14;border-radius:12px\"></div><div class=\"wr-zstack\" style=\"justify-self:stretch;align-self:stretch;place-items:start\"><div class=\"wr-vstack\" style=\"justify-self:stretch;gap:6px;align-items:flex-start;padding:4px 4px 4px 4px\"><div class=\"wr-hstack\" style=\"align-self:stretch\"><div class=\"wr-text wr-text-one-line\" style=\"font-size:17px;line-height:22px;font-weight:600;color:#000000\">"
    html += escape(entry.city)
    html += "</div><div class=\"wr-spacer\" style=\"flex:1 1 0;min-width:8px\"></div><svg class=\"wr-symbol\" style=\"width:17px;height:17px;color:#ffcc00\" viewBox=\"0 0 16 16\" fill=\"currentColor\" aria-hidden=\"true\">"
    html += (baselineSymbols[entry.symbol] ?? "")
    html += "</svg></div><div class=\"wr-text\" style=\"font-size:40px;line-height:48px;font-weight:300;font-family:var(--wr-display);color:#000000\">"
    html += String(entry.temperature)
    html += "°</div><div class=\"wr-divider wr-divider-horizontal\" style=\"align-self:stretch;border-color:#3c3c434a\"></div><div class=\"wr-vstack wr-gauge-linear wr-gauge-large\" style=\"align-self:stretch\"><div class=\"wr-hstack wr-gauge-linear-top\"><div class=\"wr-text\" style=\"font-size:11px;line-height:13px;color:#000000\">Humidity</div><div class=\"wr-spacer\"></div><div class=\"wr-text\" style=\"font-size:11px;line-height:13px;color:#000000\">"
    html += humidity
    html += "%</div></div><div class=\"wr-hstack wr-gauge-linear-row\"><div class=\"wr-bar\" style=\"background:#7878801f\"><i class=\"wr-bar-fill\" style=\"width:"
    html += humidity
    html += "%;background:#007aff\"></i></div></div></div><div class=\"wr-hstack\" style=\"align-self:stretch;gap:4px\"><div class=\"wr-text\" style=\"font-size:12px;line-height:16px;color:#3c3c4399\">H:"
    html += String(entry.high)
    html += "°</div><div class=\"wr-text\" style=\"font-size:12px;line-height:16px;color:#3c3c4399\">L:"
    html += String(entry.low)
    html += "°</div><div class=\"wr-spacer\" style=\"flex:1 1 0;min-width:8px\"></div><div class=\"wr-zstack\" style=\"width:36px;max-width:none;height:16px;flex-shrink:0\"><div class=\"wr-zstack\" style=\"justify-self:stretch;align-self:stretch\"><div class=\"wr-shape\" style=\"justify-self:stretch;align-self:stretch\"><div class=\"wr-shape-drawing\" style=\"border-radius:9999px;background:#007aff;\"></div></div><div class=\"wr-text\" style=\"font-size:11px;line-height:13px;font-weight:700;color:#ffffff\">Live</div></div></div></div><div class=\"wr-text wr-text-one-line\" style=\"font-size:12px;line-height:16px;color:#000000\">"
    html += escape(entry.condition)
    html += "</div></div></div></div></div></div>"
    return html
}
