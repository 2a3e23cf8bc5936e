import FormDiagnostics

extension SpecDecoder {
  /// The keys of a text with variants (`{text: Add Card, when: [...]}`).
  static let variantTextKeys = ["text", "when"]
  /// The keys of one entry of its `when` list (`{flag: isEditing, text: Edit Card}`).
  static let textVariantKeys = ["flag", "text"]

  /// A text that may change with app flags: a plain string, or a mapping
  /// `{text: Add Card, when: [{flag: isViewing, text: View Card}, …]}` whose `text` is the
  /// default and whose `when` entries are tried in order (the first set flag wins).
  ///
  /// A scalar decodes as ``string(_:key:)`` does (its messages unchanged); a mapping without
  /// `text` is `missing-key` at its first key; `when` must be a non-empty list of mappings, each
  /// with `flag` and `text` (else `missing-key` at the entry's first key); a flag listed twice is
  /// `invalid-value` at the second, with a note at the first. Whether each flag is declared in
  /// `flags` is the checker's (`dangling-reference`).
  mutating func variantText(_ value: YAMLNode.ID, key: YAMLNode.ID)
    -> (text: Located<String>, variants: [TextVariant])?
  {
    guard document[value].kind == .mapping else {
      if document[value].kind == .sequence {
        report(
          .invalidValue,
          "\(quote(document[key].text)) must be a string, or a mapping {text, when} of texts that change with app flags, not a list",
          at: location(value))
        return nil
      }
      return string(value, key: key).map { ($0, []) }
    }
    let pairs = mapping(
      value, key: key, place: quote(document[key].text), keys: Self.variantTextKeys)
    var text: Located<String>?
    var variants: [TextVariant] = []
    var hasText = false
    for (subkey, subvalue) in pairs {
      if document[subkey].text == "text" {
        hasText = true
        text = string(subvalue, key: subkey)
      } else {
        variants = decodeTextVariants(subvalue, key: subkey)
      }
    }
    if !hasText {
      let at = document.pairs(of: value).first.map { location($0.key) } ?? location(value)
      report(
        .missingKey,
        "\(quote(document[key].text)) needs 'text', the text shown while none of its flags is set",
        at: at)
    }
    return text.map { ($0, variants) }
  }

  /// `when: [{flag, text}, …]`.
  private mutating func decodeTextVariants(_ value: YAMLNode.ID, key: YAMLNode.ID)
    -> [TextVariant]
  {
    guard let entries = list(value, key: key) else { return [] }
    if entries.isEmpty {
      report(
        .invalidValue,
        "'when' must not be empty; list the texts shown while a flag is set, or write the text as a plain string",
        at: location(value))
      return []
    }
    var variants: [TextVariant] = []
    for entry in entries {
      guard document[entry].kind == .mapping else {
        report(
          .invalidValue,
          "each entry of 'when' must be a mapping {flag, text}, not \(describe(entry))",
          at: location(entry))
        continue
      }
      var flag: Located<String>?
      var text: Located<String>?
      var seen: Set<String> = []
      for (subkey, subvalue) in mapping(
        entry, key: key, place: "an entry of 'when'", keys: Self.textVariantKeys)
      {
        let name = document[subkey].text
        seen.insert(name)
        if name == "flag" {
          flag = reference(subvalue, what: "a flag name", key: subkey)
        } else {
          text = string(subvalue, key: subkey)
        }
      }
      let first = document.pairs(of: entry).first.map { location($0.key) } ?? location(entry)
      if !seen.contains("flag") {
        report(
          .missingKey, "an entry of 'when' needs 'flag', the app flag that shows its text",
          at: first)
      }
      if !seen.contains("text") {
        report(
          .missingKey, "an entry of 'when' needs 'text', the text shown while its flag is set",
          at: first)
      }
      guard let flag, let text else { continue }
      if let earlier = variants.first(where: { $0.flag.value == flag.value }) {
        report(
          .invalidValue,
          "the flag '\(flag.value)' is already listed in 'when'; the first entry for a flag wins, so this one never shows",
          at: flag.location,
          notes: [
            Diagnostic.Note("'\(flag.value)' is first listed here", at: earlier.flag.location)
          ])
        continue
      }
      variants.append(TextVariant(flag: flag, text: text))
    }
    return variants
  }
}
