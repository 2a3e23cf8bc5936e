import FormDiagnostics

extension StringCatalog {
  /// Why a file is not a String Catalog, and where: 1-based line and column, the column counted
  /// in Unicode scalars.
  public struct ParseError: Error, Sendable, Hashable {
    /// What is wrong, lowercase, no trailing period.
    public var message: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// The error as an `invalid-catalog` diagnostic in the file at `path`.
    public func diagnostic(path: String) -> Diagnostic {
      Diagnostic(
        .invalidCatalog, message, at: SourceLocation(path: path, line: line, column: column))
    }
  }

  /// Reads a catalog from the bytes of an `.xcstrings` file.
  ///
  /// A syntax error is located where the JSON stops making sense; a value of the wrong type at
  /// the first place the key that holds it is written.
  public init(parsing bytes: [UInt8]) throws(ParseError) {
    let root: JSON
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      let (line, column) = Self.position(ofByte: error.offset, in: bytes)
      throw ParseError(message: "not valid JSON: \(error.reason)", line: line, column: column)
    }
    func fail(_ message: String, at key: String?) -> ParseError {
      let (line, column) = key.map { Self.position(ofKey: $0, in: bytes) } ?? (1, 1)
      return ParseError(message: message, line: line, column: column)
    }
    guard case .object(var members) = root else {
      throw fail("a string catalog must be a JSON object", at: nil)
    }
    guard case .string(let sourceLanguage)? = members.removeValue(forKey: "sourceLanguage") else {
      throw fail("'sourceLanguage' must be a string such as \"en\"", at: "sourceLanguage")
    }
    guard case .object(let strings)? = members.removeValue(forKey: "strings") else {
      throw fail("'strings' must be an object of keys to entries", at: "strings")
    }
    var version = "1.0"
    if let written = members.removeValue(forKey: "version") {
      guard case .string(let text) = written else {
        throw fail("'version' must be a string such as \"1.0\"", at: "version")
      }
      version = text
    }
    self.init(sourceLanguage: sourceLanguage, version: version)
    otherMembers = members.dictionary
    for key in strings.keys.sorted() {
      guard case .object(var fields) = strings[key]! else {
        throw fail("the entry '\(key)' must be an object", at: key)
      }
      var entry = Entry()
      if let comment = fields.removeValue(forKey: "comment") {
        guard case .string(let text) = comment else {
          throw fail("'comment' of '\(key)' must be a string", at: key)
        }
        entry.comment = text
      }
      if let state = fields.removeValue(forKey: "extractionState") {
        guard case .string(let text) = state else {
          throw fail("'extractionState' of '\(key)' must be a string", at: key)
        }
        entry.extractionState = text
      }
      if let localizations = fields.removeValue(forKey: "localizations") {
        guard case .object(let languages) = localizations else {
          throw fail("'localizations' of '\(key)' must be an object of languages", at: key)
        }
        for language in languages.keys.sorted() {
          guard case .object(var parts) = languages[language]! else {
            throw fail("the '\(language)' localization of '\(key)' must be an object", at: key)
          }
          var localization = Localization(stringUnit: nil)
          if let unit = parts.removeValue(forKey: "stringUnit") {
            guard case .object(var unitFields) = unit,
              case .string(let state)? = unitFields.removeValue(forKey: "state"),
              case .string(let value)? = unitFields.removeValue(forKey: "value")
            else {
              throw fail(
                "the '\(language)' 'stringUnit' of '\(key)' must have a string 'state' and 'value'",
                at: key)
            }
            localization.stringUnit = StringUnit(state: state, value: value)
            localization.stringUnit?.otherMembers = unitFields.dictionary
          }
          localization.otherMembers = parts.dictionary
          entry.localizations[language] = localization
        }
      }
      entry.otherMembers = fields.dictionary
      self.strings[key] = entry
    }
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset.
  static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// Where `"key"` is first written, or 1:1.
  static func position(ofKey key: String, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let needle = Array(JSON.string(key).serialized())
    guard !needle.isEmpty, bytes.count >= needle.count else { return (1, 1) }
    for start in 0...(bytes.count - needle.count)
    where bytes[start] == needle[0] && Array(bytes[start..<start + needle.count]) == needle {
      return position(ofByte: start, in: bytes)
    }
    return (1, 1)
  }
}
