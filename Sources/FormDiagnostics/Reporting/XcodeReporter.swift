/// Swift-compiler-style text that Xcode, editors and people read.
///
/// Each diagnostic is `path:line:col: error: message [rule-id]` (or `warning:`, `note:`), each of
/// its notes `path:line:col: note: message`. On a terminal each line is followed by its source
/// line and a caret under the column. Control characters in paths and messages are escaped
/// (`\n`, `\u{1B}`) so one diagnostic is always one line and cannot drive the terminal.
public struct XcodeReporter: DiagnosticReporter {
  /// Creates the reporter.
  public init() {}

  /// Renders one line per diagnostic and note, each ending in a newline; "" for no diagnostics.
  public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    var out = ""
    for diagnostic in diagnostics.sorted() {
      let message = "\(diagnostic.message) [\(diagnostic.rule)]"
      emit(diagnostic.severity, message, at: diagnostic.location, context: context, into: &out)
      for note in diagnostic.notes {
        emit(.note, note.message, at: note.location, context: context, into: &out)
      }
    }
    return out
  }

  private func emit(
    _ severity: Severity, _ message: String, at location: SourceLocation,
    context: ReportContext, into out: inout String
  ) {
    let paint = Painter(enabled: context.allowsColor)
    let position = Self.escaped("\(location.path):\(location.line):\(location.column): ")
    out += paint(position, ANSI.bold) + paint("\(severity.rawValue): ", ANSI.color(of: severity))
    out += paint(Self.escaped(message), ANSI.bold) + "\n"
    guard context.isTerminal, let source = context.sourceLine(location.path, location.line)
    else { return }
    let line = String(String.UnicodeScalarView(source.unicodeScalars.map(Self.printable)))
    var padding = ""
    for scalar in line.unicodeScalars.prefix(max(location.column - 1, 0)) {
      padding += scalar == "\t" ? "\t" : String(repeating: " ", count: Self.width(of: scalar))
    }
    padding += String(
      repeating: " ", count: max(location.column - 1 - line.unicodeScalars.count, 0))
    out += line + "\n" + padding + paint("^", ANSI.caret) + "\n"
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }

  /// `text` with control characters other than tab written as Swift escapes.
  private static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\t"
      case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A source scalar safe to print: control characters other than tab become U+FFFD, one for
  /// one, so columns still count the same.
  private static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    scalar != "\t" && isControl(scalar) ? "\u{FFFD}" : scalar
  }

  /// Terminal cells a scalar takes: none for combining marks and joiners, two for emoji and
  /// East Asian wide characters, otherwise one.
  private static func width(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }
}

/// The escape sequences swiftc uses: bold locations and messages, bold red errors, bold yellow
/// warnings, bold notes and a bold green caret.
private enum ANSI {
  static let reset = "\u{1B}[0m"
  static let bold = "\u{1B}[1m"
  static let caret = "\u{1B}[1;32m"

  static func color(of severity: Severity) -> String {
    switch severity {
    case .error: return "\u{1B}[1;31m"
    case .warning: return "\u{1B}[1;33m"
    case .note: return bold
    }
  }
}

/// Wraps text in an escape sequence and a reset, or leaves it alone when colour is off.
private struct Painter {
  var enabled: Bool

  func callAsFunction(_ text: String, _ style: String) -> String {
    enabled ? style + text + ANSI.reset : text
  }
}
