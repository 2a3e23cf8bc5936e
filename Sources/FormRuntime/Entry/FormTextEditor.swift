/// What to do with an edit of a limited or formatted input.
public enum FormTextEditResult: Sendable, Hashable {
  /// Let the text input apply the edit as the user made it.
  case accept
  /// Refuse it: the text and caret stay (nothing of the insertion fits, or it has no character
  /// the format takes).
  case refuse
  /// Show `text` instead, with the caret at `caret` (a UTF-16 offset).
  case replace(text: String, caret: Int)
}

/// Applies an input's maximum length and format to the user's edits, as they are made.
///
/// - The maximum length counts characters as users see them (Swift `Character`s: grapheme
///   clusters), so an emoji, a flag or a letter with its accents is one, and none is ever cut in
///   half. With a formatter it counts the raw value's characters (a card number's digits). An
///   insertion longer than the room left (a paste) inserts the part that fits; a deletion always
///   goes through, even on a text still over the limit (a value set from code).
/// - With a formatter, the text is formatted after every edit; characters the format does not
///   take are left out of an insertion; the caret goes after the raw character the user just
///   typed (or where the deleted ones were); deleting only separators deletes the raw character
///   before them, as the user meant.
///
/// Marked text (a multistage input method's composition) is the caller's concern: UIKit's
/// adapter lets every edit through while text is marked and conforms the confirmed text
/// (``conform(_:)``).
public struct FormTextEditor: Sendable {
  /// The most characters (with a formatter: raw characters).
  public var maxLength: Int?
  /// The format applied as the user types.
  public var formatter: FormTextFormatter?

  /// An editor for a limit and a formatter.
  public init(maxLength: Int? = nil, formatter: FormTextFormatter? = nil) {
    self.maxLength = maxLength
    self.formatter = formatter
  }

  /// Whether the editor changes anything.
  public var isActive: Bool { maxLength != nil || formatter != nil }

  /// What to do when the user replaces the UTF-16 range `range` of `text` with `replacement`.
  public func edit(_ text: String, replacing range: Range<Int>, with replacement: String)
    -> FormTextEditResult
  {
    let (start, end) = characterBounds(of: range, in: text)
    let prefix = String(text[..<start])
    let suffix = String(text[end...])
    if let formatter {
      return formatted(
        text, range: range, prefix: prefix, deleted: text[start..<end],
        suffix: suffix, replacement: replacement, formatter: formatter)
    }
    guard let maxLength, !replacement.isEmpty,
      (prefix + replacement + suffix).count > maxLength
    else { return .accept }
    // The longest run of whole characters of the insertion that fits.
    var part = ""
    for character in replacement {
      guard (prefix + part + String(character) + suffix).count <= maxLength else { break }
      part.append(character)
    }
    guard !part.isEmpty else { return .refuse }
    return .replace(text: prefix + part + suffix, caret: (prefix + part).utf16.count)
  }

  /// The text to keep after a control reported `new` in place of `old` (SwiftUI's text binding):
  /// the one edit between them (the common beginning and end left out) as ``edit(_:replacing:with:)``
  /// decides it.
  public func edit(old: String, new: String) -> String {
    change(old: old, new: new).text
  }

  /// The text to keep, and where the caret goes, after a control reported `new` in place of `old`
  /// (SwiftUI's text binding): the one edit between them, as ``edit(_:replacing:with:)`` decides
  /// it.
  ///
  /// The edit is the text between the beginning and the end the two have in common. Where a
  /// character repeats around it (typing a 4 after "42" in "4242") several edits give the same
  /// text but not the same caret: `charactersAfterCaret`, the characters after the caret (or
  /// after the selection) before the edit, which the edit does not touch, tells which one the
  /// user made. Without it the edit is taken as late in the text as it can be.
  public func change(old: String, new: String, charactersAfterCaret: Int? = nil) -> FormTextChange {
    let oldCharacters = Array(old)
    let newCharacters = Array(new)
    guard old != new else {
      return FormTextChange(text: new, caret: nil, editedCaret: new.utf16.count)
    }
    var prefix = 0
    while prefix < oldCharacters.count, prefix < newCharacters.count,
      oldCharacters[prefix] == newCharacters[prefix]
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < oldCharacters.count, suffix < newCharacters.count,
      oldCharacters[oldCharacters.count - 1 - suffix]
        == newCharacters[newCharacters.count - 1 - suffix]
    {
      suffix += 1
    }
    let head: Int
    let tail: Int
    if let charactersAfterCaret {
      // The end the edit leaves alone first: the characters after the caret.
      tail = min(suffix, max(charactersAfterCaret, 0))
      head = min(prefix, oldCharacters.count - tail, newCharacters.count - tail)
    } else {
      head = prefix
      tail = min(suffix, oldCharacters.count - head, newCharacters.count - head)
    }
    let lower = String(oldCharacters[..<head]).utf16.count
    let upper = lower + String(oldCharacters[head..<(oldCharacters.count - tail)]).utf16.count
    let inserted = String(newCharacters[head..<(newCharacters.count - tail)])
    let editedCaret = lower + inserted.utf16.count
    guard isActive else { return FormTextChange(text: new, caret: nil, editedCaret: editedCaret) }
    switch edit(old, replacing: lower..<upper, with: inserted) {
    case .accept: return FormTextChange(text: new, caret: nil, editedCaret: editedCaret)
    case .refuse: return FormTextChange(text: old, caret: lower, editedCaret: editedCaret)
    case .replace(let text, let caret):
      return FormTextChange(text: text, caret: caret, editedCaret: editedCaret)
    }
  }

  /// Text that arrived whole (confirmed marked text, AutoFill) brought within the limit, at a
  /// character boundary, and formatted.
  public func conform(_ text: String) -> String {
    if let formatter {
      var raw = formatter.raw(text)
      if let maxLength, raw.count > maxLength { raw = String(raw.prefix(maxLength)) }
      return formatter.formatted(raw)
    }
    if let maxLength, text.count > maxLength { return String(text.prefix(maxLength)) }
    return text
  }

  /// An edit of a formatted input.
  private func formatted(
    _ text: String, range: Range<Int>, prefix: String, deleted: Substring, suffix: String,
    replacement: String, formatter: FormTextFormatter
  ) -> FormTextEditResult {
    var prefix = prefix
    // Deleting only separators: the user meant the raw character before them.
    if replacement.isEmpty, !deleted.isEmpty, !deleted.contains(where: formatter.isRaw),
      let last = prefix.lastIndex(where: formatter.isRaw)
    {
      prefix = String(prefix[..<last])
    }
    var inserted = replacement.filter(formatter.isRaw)
    if !replacement.isEmpty, inserted.isEmpty { return .refuse }
    let before = formatter.raw(prefix)
    let after = formatter.raw(suffix)
    if let maxLength, before.count + inserted.count + after.count > maxLength {
      let room = maxLength - before.count - after.count
      guard room > 0 || inserted.isEmpty else { return .refuse }
      inserted = String(inserted.prefix(max(room, 0)))
    }
    let raw = before + inserted + after
    let shown = formatter.formatted(raw)
    let caret = Self.offset(
      afterRaw: before.count + inserted.count, of: raw.count, in: shown, formatter: formatter)
    // What the control would show without the editor: when it is the same, let it edit.
    let plain = Self.replacing(range, of: text, with: replacement)
    if plain.text == shown, plain.caret == caret { return .accept }
    return .replace(text: shown, caret: caret)
  }

  /// The UTF-16 offset after the `count`th raw character of `text` (the end after the last).
  private static func offset(
    afterRaw count: Int, of total: Int, in text: String, formatter: FormTextFormatter
  ) -> Int {
    guard count < total else { return text.utf16.count }
    var seen = 0
    var offset = 0
    for character in text {
      guard seen < count else { break }
      if formatter.isRaw(character) { seen += 1 }
      offset += character.utf16.count
    }
    return offset
  }

  /// The edit as the control would make it: the text and the caret after the replacement.
  private static func replacing(_ range: Range<Int>, of text: String, with replacement: String)
    -> (text: String, caret: Int)
  {
    let utf16 = Array(text.utf16)
    let lower = min(max(range.lowerBound, 0), utf16.count)
    let upper = min(max(range.upperBound, lower), utf16.count)
    let new = utf16[..<lower] + Array(replacement.utf16) + utf16[upper...]
    return (String(decoding: new, as: UTF16.self), lower + replacement.utf16.count)
  }

  /// A UTF-16 range widened to whole characters, as string indices.
  private func characterBounds(of range: Range<Int>, in text: String)
    -> (String.Index, String.Index)
  {
    var start = text.startIndex
    var end = text.endIndex
    var offset = 0
    var index = text.startIndex
    var foundStart = false
    while index < text.endIndex {
      let next = text.index(after: index)
      let width = text[index].utf16.count
      if !foundStart, offset + width > range.lowerBound {
        start = index
        foundStart = true
      }
      if offset >= range.upperBound, foundStart || range.isEmpty {
        end = index
        break
      }
      offset += width
      index = next
    }
    if !foundStart { start = text.endIndex }
    if range.isEmpty { end = start }
    return (start, end)
  }
}
