import Foundation

/// The process's standard streams and exit codes.
package enum Console {
  /// Whether standard output is a terminal.
  package static let isTerminal = isatty(STDOUT_FILENO) != 0

  /// Whether colour may be used: a terminal, and `NO_COLOR` unset or empty.
  package static let allowsColor: Bool = {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return isTerminal && noColor.isEmpty
  }()

  /// Whether standard error is a terminal.
  package static let isErrorTerminal = isatty(STDERR_FILENO) != 0

  /// Whether colour may be used on standard error.
  package static let allowsErrorColor: Bool = {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return isErrorTerminal && noColor.isEmpty
  }()

  /// Writes text to standard output as it is.
  package static func output(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes a line (or, with `newline: false`, text as it is) to standard error.
  package static func error(_ line: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((newline ? line + "\n" : line).utf8))
  }
}

/// The process exit codes formc uses.
package enum ExitCode {
  /// Clean (warnings allowed unless `--strict`).
  package static let success: Int32 = 0
  /// Error-level findings, or warnings with `--strict`.
  package static let findings: Int32 = 1
  /// The tool itself failed: an unreadable path, an I/O error.
  package static let toolFailure: Int32 = 2
  /// The command line was wrong (EX_USAGE).
  package static let usage: Int32 = 64
}

/// The version `formc --version` prints.
package let formcVersion = "0.1.0"

/// Where formc's documentation lives (used in SARIF logs).
package let formcInformationURI = "https://github.com/formc/formc"
