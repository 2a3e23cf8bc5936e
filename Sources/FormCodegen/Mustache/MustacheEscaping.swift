/// How `{{x}}` escapes what it prints; `{{{x}}}` and `{{&x}}` never escape.
public enum MustacheEscaping: Sendable {
  /// HTML escaping, the spec's default: `&`, `<`, `>`, `"` and `'` become entities.
  case html
  /// No escaping, for generated source code whose model escapes values itself.
  case none

  /// `text` escaped for this mode.
  func escape(_ text: String) -> String {
    guard self == .html else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
