import Foundation

/// Invariant checks for fuzz targets: a failed check aborts, which libFuzzer records as a crash.
public enum FuzzCheck {
  /// Aborts with `message` on standard error when `condition` is false.
  public static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    guard !condition() else { return }
    FileHandle.standardError.write(
      Data("fuzz check failed at \(file):\(line): \(message())\n".utf8))
    abort()
  }
}

/// The line and column range a location in a file may take, computed from its bytes.
///
/// Lines break where libyaml breaks them (LF, CR, CRLF, NEL, LS, PS). A location may sit one line
/// past the last break (the end of the stream) and one column past a line's end.
public struct SourceBounds: Sendable {
  /// The number of line breaks in the file.
  public let lineBreaks: Int
  /// The file's size in bytes, an upper bound for any column.
  public let byteCount: Int

  /// Bounds for a file holding `bytes`.
  public init(_ bytes: [UInt8]) {
    var breaks = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        breaks += 1
      } else if byte == 0x0D {
        breaks += 1
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
        breaks += 1
        index += 1
      } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        breaks += 1
        index += 2
      }
      index += 1
    }
    lineBreaks = breaks
    byteCount = bytes.count
  }

  /// Whether a 1-based `line` and `column` can be a position in the file.
  public func contains(line: Int, column: Int) -> Bool {
    (1...lineBreaks + 1).contains(line) && (1...byteCount + 1).contains(column)
  }
}
