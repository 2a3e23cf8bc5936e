import FormDiagnostics
import Foundation

/// A value decoded from a spec, with where it was written.
///
/// Stored compactly: a spec has hundreds of thousands of located values, so each keeps its line and
/// column as 32-bit numbers and its file as an index into a process-wide table of paths, instead of
/// two full ``SourceLocation``s (24 bytes of positions instead of 72).
public struct Located<Value> {
  /// The decoded value.
  public var value: Value
  private var path: SourcePathTable.ID
  private var line: UInt32
  private var column: UInt32
  /// The key's line, or 0 when there is no key.
  private var keyLine: UInt32
  private var keyColumn: UInt32
  /// How many Unicode scalars the value's token spans on its line, or 0 when that is not known
  /// (the token spans lines, or the value was not decoded from a token).
  private var length: UInt32

  /// Creates a located value.
  public init(_ value: Value, at location: SourceLocation, key keyLocation: SourceLocation? = nil) {
    self.value = value
    path = SourcePathTable.shared.id(location.path)
    line = UInt32(clamping: location.line)
    column = UInt32(clamping: location.column)
    keyLine = keyLocation.map { UInt32(clamping: $0.line) } ?? 0
    keyColumn = keyLocation.map { UInt32(clamping: $0.column) } ?? 0
    length = 0
  }

  /// Creates a located value from positions in a file whose path is already in the table: what
  /// the decoder uses, so that a value costs no lookup of its path.
  init(
    _ value: Value, path: SourcePathTable.ID, line: Int32, column: Int32, keyLine: Int32?,
    keyColumn: Int32?, length: Int32 = 0
  ) {
    self.value = value
    self.path = path
    self.line = UInt32(clamping: line)
    self.column = UInt32(clamping: column)
    self.keyLine = keyLine.map { UInt32(clamping: $0) } ?? 0
    self.keyColumn = keyColumn.map { UInt32(clamping: $0) } ?? 0
    self.length = UInt32(clamping: length)
  }

  /// The value's token as written (quotes included), when it lies on one line: what a fix-it
  /// replaces.
  public var range: SourceRange? {
    guard length > 0 else { return nil }
    let start = location
    var end = start
    end.column += Int(length)
    return SourceRange(start: start, end: end)
  }

  /// Where the value's token starts (for a list entry, the entry).
  public var location: SourceLocation {
    get {
      SourceLocation(
        path: SourcePathTable.shared.path(path), line: Int(line), column: Int(column))
    }
    set {
      path = SourcePathTable.shared.id(newValue.path)
      line = UInt32(clamping: newValue.line)
      column = UInt32(clamping: newValue.column)
      length = 0
    }
  }

  /// Where the key that introduced the value starts, when it has one (in the value's file).
  public var keyLocation: SourceLocation? {
    get {
      keyLine == 0
        ? nil
        : SourceLocation(
          path: SourcePathTable.shared.path(path), line: Int(keyLine), column: Int(keyColumn))
    }
    set {
      keyLine = newValue.map { UInt32(clamping: $0.line) } ?? 0
      keyColumn = newValue.map { UInt32(clamping: $0.column) } ?? 0
    }
  }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// The paths of the files located values come from, each stored once per process.
final class SourcePathTable: @unchecked Sendable {
  /// A path's index in the table.
  typealias ID = UInt32

  static let shared = SourcePathTable()

  private let lock = NSLock()
  private var ids: [String: ID] = [:]
  private var paths: [String] = []
  private var lastPath = ""
  private var lastID: ID = 0

  /// The id of a path, adding it on first use.
  func id(_ path: String) -> ID {
    lock.lock()
    defer { lock.unlock() }
    if path == lastPath, !paths.isEmpty { return lastID }
    let id: ID
    if let known = ids[path] {
      id = known
    } else {
      id = ID(paths.count)
      paths.append(path)
      ids[path] = id
    }
    lastPath = path
    lastID = id
    return id
  }

  /// The path with an id.
  func path(_ id: ID) -> String {
    lock.lock()
    defer { lock.unlock() }
    return paths[Int(id)]
  }
}
