import FormDiagnostics

extension StringCatalog {
  /// The catalog as Xcode writes it: object members in Xcode's key order
  /// (``xcodeOrder(_:_:)``), two-space indentation, `" : "` between a key and its value, an
  /// empty object as `{` and `}` around a blank line, `/` not escaped, no final line break. The
  /// same catalog is always the same bytes.
  public var xcodeText: String {
    var out = ""
    Self.write(json, into: &out, indent: "")
    return out
  }

  /// The catalog as a JSON value, the members formc does not model included.
  package var json: JSON {
    var members = otherMembers
    members["sourceLanguage"] = .string(sourceLanguage)
    members["version"] = .string(version)
    members["strings"] = .object(strings.mapValues(\.json))
    return .object(members)
  }

  /// Whether `a` sorts before `b` in Xcode's order of keys.
  ///
  /// Xcode writes catalogs with Foundation's `JSONSerialization` and `sortedKeys` (hence `" : "`
  /// and the blank line in an empty object), which compares keys with the options `numeric`,
  /// `caseInsensitive` and `forcedOrdering` in the system locale. This is that order for the
  /// characters keys are made of: spaces, then ASCII punctuation and symbols in the root
  /// collation's order (`_` `-` `,` `;` `:` `!` `?` `.` … `#` … `$`), then runs of digits by
  /// their value (`rules.2` before `rules.10`), then letters without regard to case, then other
  /// characters by their lowercase code points; keys equal that way sort by their Unicode scalars
  /// (`A` before `a`).
  public static func xcodeOrder(_ a: String, _ b: String) -> Bool {
    let left = Array(a.unicodeScalars)
    let right = Array(b.unicodeScalars)
    var i = 0
    var j = 0
    while i < left.count, j < right.count {
      if isDigit(left[i]), isDigit(right[j]) {
        var endI = i
        while endI < left.count, isDigit(left[endI]) { endI += 1 }
        var endJ = j
        while endJ < right.count, isDigit(right[endJ]) { endJ += 1 }
        let digitsA = left[i..<endI].drop { $0 == "0" }
        let digitsB = right[j..<endJ].drop { $0 == "0" }
        if digitsA.count != digitsB.count { return digitsA.count < digitsB.count }
        for (x, y) in zip(digitsA, digitsB) where x != y { return x.value < y.value }
        i = endI
        j = endJ
        continue
      }
      let x = weight(left[i])
      let y = weight(right[j])
      if x != y { return x.lexicographicallyPrecedes(y) }
      i += 1
      j += 1
    }
    if left.count - i != right.count - j { return left.count - i < right.count - j }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }

  /// ASCII punctuation and symbols in the root collation's order.
  private static let punctuation = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

  /// A character's place: its group (space 0, punctuation 1, digit 2, letter 3, other 4), then
  /// its rank in the group (letters and others by their lowercase code points).
  private static func weight(_ scalar: Unicode.Scalar) -> [UInt32] {
    if scalar.properties.isWhitespace { return [0, scalar.value] }
    if let rank = punctuation.firstIndex(of: scalar) { return [1, UInt32(rank)] }
    if isDigit(scalar) { return [2, scalar.value] }
    let lower = scalar.properties.lowercaseMapping.unicodeScalars.map(\.value)
    return [scalar.isASCII && scalar.properties.isAlphabetic ? 3 : 4] + lower
  }

  private static func write(_ value: JSON, into out: inout String, indent: String) {
    let inner = indent + "  "
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .int(let number): out += String(number)
    case .double(let number):
      if !number.isFinite {
        out += "null"
      } else if number == number.rounded(), abs(number) < 9e15 {
        out += String(Int(number))
      } else {
        out += String(number)
      }
    case .string(let text): out += quoted(text)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[\n\n" + indent + "]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        write(item, into: &out, indent: inner)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{\n\n" + indent + "}"
        return
      }
      out += "{\n"
      let keys = members.keys.sorted(by: xcodeOrder)
      for (index, key) in keys.enumerated() {
        out += inner + quoted(key) + " : "
        write(members[key]!, into: &out, indent: inner)
        out += index == keys.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  /// A JSON string literal as Xcode writes one: `"` and `\` escaped, and control characters
  /// (`\n`, `\r`, `\t`, others as `\u00xx`); the same escaping as the language server's JSON.
  private static func quoted(_ text: String) -> String { JSON.quoted(text) }
}

extension StringCatalog.Entry {
  /// The entry as a JSON value.
  package var json: JSON {
    var members = otherMembers
    if let comment { members["comment"] = .string(comment) }
    if let extractionState { members["extractionState"] = .string(extractionState) }
    if !localizations.isEmpty {
      members["localizations"] = .object(localizations.mapValues(\.json))
    }
    return .object(members)
  }
}

extension StringCatalog.Localization {
  /// The localization as a JSON value.
  package var json: JSON {
    var members = otherMembers
    if let stringUnit {
      var unit = stringUnit.otherMembers
      unit["state"] = .string(stringUnit.state)
      unit["value"] = .string(stringUnit.value)
      members["stringUnit"] = .object(unit)
    }
    return .object(members)
  }
}
