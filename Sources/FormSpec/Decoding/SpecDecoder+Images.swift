import FormDiagnostics

extension SpecDecoder {
  /// An image's `source`: `app`, `system:NAME` (an SF Symbol) or `asset:NAME` (an asset
  /// catalog image), reported as `invalid-value` at the value otherwise.
  mutating func imageSource(_ value: YAMLNode.ID, key: YAMLNode.ID) -> Located<ImageSource>? {
    let node = document[value]
    let isString = node.tag == .none || node.tag == .string || node.tag == .nonSpecific
    if node.kind == .scalar, isString, !node.isNullScalar {
      let text = node.text
      if text == "app" { return located(.app, at: value, key: key) }
      for (prefix, make) in [
        ("system:", ImageSource.system), ("asset:", ImageSource.asset),
      ] where text.hasPrefix(prefix) {
        let name = text.dropFirst(prefix.count).trimmingWhitespace()
        guard !name.isEmpty else {
          report(
            .invalidValue,
            "'source' '\(prefix)' needs a name after the colon, such as '\(prefix == "system:" ? "system:lock.shield" : "asset:Logo")'",
            at: location(value))
          return nil
        }
        return located(make(String(name)), at: value, key: key)
      }
    }
    report(
      .invalidValue,
      "'source' must be 'app' (the app sets the picture), 'system:<SF Symbol name>' or 'asset:<asset name>', not \(describe(value))",
      at: location(value))
    return nil
  }

  /// An image says what VoiceOver reads (`description`) or that it is decorative
  /// (`decorative: true`): neither is `missing-key` at the node's first key, both
  /// `invalid-value` at the later key.
  mutating func checkImageAccessibility(
    _ image: inout ImageProperties, given keys: [String], at firstKey: SourceLocation
  ) {
    let hasDescription = keys.contains("description")
    let hasDecorative = keys.contains("decorative")
    if let description = image.description, let decorative = image.decorative,
      decorative.value
    {
      let later = max(
        description.keyLocation ?? description.location,
        decorative.keyLocation ?? decorative.location)
      report(
        .invalidValue,
        "an image is either described ('description', read by VoiceOver) or 'decorative: true' (hidden from VoiceOver), not both",
        at: later)
      image.decorative = nil
    } else if !hasDescription, !hasDecorative || image.decorative?.value == false {
      report(
        .missingKey,
        "an image needs 'description' (what VoiceOver reads for it) or 'decorative: true' (VoiceOver skips it)",
        at: firstKey)
    }
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
