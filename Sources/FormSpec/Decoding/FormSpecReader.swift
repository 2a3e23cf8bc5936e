import FormDiagnostics
import Foundation

/// The front end: reads a spec file and returns its AST and diagnostics.
///
/// Stages: bytes → ``YAMLParser`` (located YAML tree) → decoder (typed ``FormDefinition``).
/// After a `yaml-syntax` or `yaml-limit` diagnostic nothing else is reported for the file.
public struct FormSpecReader: Sendable {
  /// The outcome of reading one spec.
  public struct Result: Sendable {
    /// The decoded form, or `nil` when the spec is too broken to decode.
    ///
    /// A form may be present even when ``diagnostics`` holds errors; later stages decide whether
    /// to go on.
    public var definition: FormDefinition?
    /// Every problem found, sorted.
    public var diagnostics: [Diagnostic]
    /// How many diagnostics the decoder left out past ``FormSpecReader/diagnosticLimit``,
    /// counted without being built.
    public var omittedDiagnostics = 0
  }

  /// The failure to read a file at all (the tool's failure, not the spec's).
  public struct ReadError: Error, CustomStringConvertible, Sendable {
    /// The path that could not be read.
    public var path: String
    /// Why.
    public var reason: String
    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
  }

  /// The YAML caps.
  public var limits: YAMLParser.Limits
  /// The most diagnostics the decoder builds (0: no limit); past it, it only counts them
  /// (``Result/omittedDiagnostics``), so a file with a million mistakes costs little.
  public var diagnosticLimit: Int

  /// Creates a reader.
  public init(limits: YAMLParser.Limits = YAMLParser.Limits(), diagnosticLimit: Int = 0) {
    self.limits = limits
    self.diagnosticLimit = diagnosticLimit
  }

  /// Reads and decodes the spec at `path`.
  ///
  /// Only a regular file (or a symbolic link to one) is read. A FIFO, socket or device named like
  /// a spec is refused rather than read: opening a FIFO with no writer would wait forever, and a
  /// device such as `/dev/zero` never ends.
  public func read(contentsOf path: String) throws(ReadError) -> Result {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat below then refuses it.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT, ENOTDIR, ELOOP: throw ReadError(path: path, reason: "no such file")
      case EACCES, EPERM: throw ReadError(path: path, reason: "cannot be read (permission denied?)")
      default:
        throw ReadError(path: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ReadError(path: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw ReadError(path: path, reason: "is a directory")
    default: throw ReadError(path: path, reason: "is not a regular file")
    }
    let size = Int(status.st_size)
    if size > limits.maxFileSize {
      let message = "file is \(size) bytes, more than the limit of \(limits.maxFileSize) bytes"
      return Result(
        definition: nil,
        diagnostics: [
          Diagnostic(.yamlLimit, message, at: SourceLocation(path: path, line: 1, column: 1))
        ])
    }
    // Read straight into the array, at most one byte past the cap so a file that grew past it
    // since `fstat` fails fast and small.
    let limit = limits.maxFileSize + 1
    var bytes = [UInt8](repeating: 0, count: min(max(size, 0) + 1, limit))
    var count = 0
    while count < limit {
      if count == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: min(count, limit - count)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw ReadError(path: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
      }
      if got == 0 { break }
      count += got
    }
    bytes.removeSubrange(count...)
    return read(bytes: consume bytes, path: path)
  }

  /// Decodes a spec held in memory; `path` is used in locations only.
  ///
  /// The bytes are released once the YAML tree and the suppression comments are read from them,
  /// before the tree is decoded, so a large spec does not hold its text, its tree and its AST at
  /// once.
  public func read(bytes: consuming [UInt8], path: String) -> Result {
    if let encoding = Self.foreignEncoding(bytes) {
      let diagnostic = Diagnostic(
        .yamlSyntax,
        "spec files must be UTF-8, but this one starts with a \(encoding) byte order mark",
        at: SourceLocation(path: path, line: 1, column: 1))
      return Result(definition: nil, diagnostics: [diagnostic])
    }
    let parsed = YAMLParser(limits: limits).parse(bytes, path: path)
    let comments = parsed.documents.isEmpty ? [] : SuppressionScanner.scan(bytes, path: path)
    _ = consume bytes
    var diagnostics = parsed.diagnostics
    guard let document = parsed.documents.first else {
      if diagnostics.isEmpty {
        // An empty stream: decode an empty document for the missing-key diagnostics.
        var decoder = SpecDecoder(
          document: YAMLDocument(path: path, nodes: [], edges: [], root: nil))
        _ = decoder.decode()
        diagnostics += decoder.diagnostics
      }
      return Result(definition: nil, diagnostics: diagnostics.sorted())
    }
    var decoder = SpecDecoder(document: document)
    decoder.diagnosticLimit = diagnosticLimit
    var definition = decoder.decode()
    diagnostics += decoder.diagnostics
    var suppressions: [Suppression] = []
    let decoded = decoder.diagnostics.count
    for found in comments {
      if found.rules.isEmpty {
        diagnostics.append(
          Diagnostic(
            .invalidValue, "'\(SuppressionScanner.directive)' needs at least one rule id",
            at: found.comment))
        continue
      }
      let rules = found.rules.compactMap { rule in
        decoder.configurableRule(rule.value, at: rule.location, in: "a suppression comment")
      }
      suppressions.append(
        Suppression(location: found.comment, targetLine: found.target, rules: rules))
    }
    diagnostics += decoder.diagnostics[decoded...]
    definition?.suppressions = suppressions
    return Result(
      definition: definition, diagnostics: diagnostics.sorted(),
      omittedDiagnostics: decoder.omittedDiagnostics)
  }

  private static func foreignEncoding(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
    {
      return "UTF-32"
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
    return nil
  }
}
