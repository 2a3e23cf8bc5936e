import Foundation

/// The process's standard streams and exit codes.
enum Console {
  /// Whether standard output is a terminal.
  static let isTerminal = isatty(STDOUT_FILENO) != 0

  /// Whether colour may be used: a terminal, and `NO_COLOR` unset or empty.
  static let allowsColor: Bool = {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return isTerminal && noColor.isEmpty
  }()

  /// Whether standard error is a terminal.
  static let isErrorTerminal = isatty(STDERR_FILENO) != 0

  /// Whether colour may be used on standard error.
  static let allowsErrorColor: Bool = {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return isErrorTerminal && noColor.isEmpty
  }()

  /// Writes text to standard output as it is.
  static func output(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes a line (or, with `newline: false`, text as it is) to standard error.
  static func error(_ line: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((newline ? line + "\n" : line).utf8))
  }
}

/// The process exit codes formc uses.
enum ExitCode {
  /// Clean (warnings allowed unless `--strict`).
  static let success: Int32 = 0
  /// Error-level findings, or warnings with `--strict`.
  static let findings: Int32 = 1
  /// The tool itself failed: an unreadable path, an I/O error.
  static let toolFailure: Int32 = 2
  /// The command line was wrong (EX_USAGE).
  static let usage: Int32 = 64
}

/// The version `formc --version` prints.
let formcVersion = "0.1.0"

/// Where formc's documentation lives (used in SARIF logs).
let formcInformationURI = "https://github.com/formc/formc"
