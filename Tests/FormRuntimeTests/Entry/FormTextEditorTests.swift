import FormRuntime
import Testing

/// `FormTextEditor`: a maximum length counted in what users see, and formats applied as the user
/// types with the caret where the user expects it. Carets are UTF-16 offsets, as UIKit's are.
struct FormTextEditorTests {
  /// Applies an edit as a text input would with the editor as its delegate: the result's text and
  /// caret, or the plain edit when the editor accepts it, or the old text when it refuses.
  private func apply(
    _ editor: FormTextEditor, _ text: String, caret: Int, delete: Int = 0, insert: String = ""
  ) -> (text: String, caret: Int) {
    let range = (caret - delete)..<caret
    switch editor.edit(text, replacing: range, with: insert) {
    case .accept:
      let utf16 = Array(text.utf16)
      let new = utf16[..<range.lowerBound] + Array(insert.utf16) + utf16[range.upperBound...]
      return (String(decoding: new, as: UTF16.self), range.lowerBound + insert.utf16.count)
    case .refuse:
      return (text, caret)
    case .replace(let text, let caret):
      return (text, caret)
    }
  }

  @Test("typing under the limit is accepted as is")
  func underLimit() {
    let editor = FormTextEditor(maxLength: 4)
    #expect(editor.edit("12", replacing: 2..<2, with: "3") == .accept)
  }

  @Test("typing at the limit is refused, deleting always goes through")
  func atLimit() {
    let editor = FormTextEditor(maxLength: 3)
    #expect(editor.edit("123", replacing: 3..<3, with: "4") == .refuse)
    #expect(editor.edit("1234", replacing: 3..<4, with: "") == .accept)
  }

  @Test("the limit counts what users see: an emoji or a composed character is one")
  func graphemes() {
    let editor = FormTextEditor(maxLength: 3)
    // A family emoji is 11 UTF-16 units and one character.
    let family = "👨‍👩‍👧"
    #expect(editor.edit("a\(family)", replacing: 9..<9, with: "b") == .accept)
    // A combining accent joins the character before it: it never counts, so it is taken at the
    // limit.
    #expect(editor.edit("abe", replacing: 3..<3, with: "\u{301}") == .accept)
    #expect(editor.edit("abc", replacing: 3..<3, with: "👍🏽") == .refuse)
  }

  @Test("a paste longer than the room left inserts the part that fits, whole characters only")
  func paste() {
    let editor = FormTextEditor(maxLength: 5)
    let result = apply(editor, "ab", caret: 2, insert: "c👍🏽de")
    #expect(result.text == "abc👍🏽d")
    #expect(result.caret == "abc👍🏽d".utf16.count)
    // Into the middle: the caret follows the inserted part.
    let middle = apply(editor, "abyz", caret: 2, insert: "123")
    #expect(middle.text == "ab1yz")
    #expect(middle.caret == 3)
  }

  @Test("conforming committed text cuts at a character boundary")
  func conform() {
    let editor = FormTextEditor(maxLength: 2)
    #expect(editor.conform("東京都") == "東京")
    #expect(editor.conform("e\u{301}🇫🇷x") == "e\u{301}🇫🇷")
    #expect(editor.conform("ab") == "ab")
  }

  @Test(
    "a card number is grouped in fours as the user types, the caret after the digit typed",
    arguments: [
      ("4242", 4, "4", "4242 4", 6),
      ("4242 4242", 9, "4", "4242 4242 4", 11),
      // Typing in the middle regroups, the caret stays after the new digit.
      ("4242 4242", 2, "9", "4294 2424 2", 3),
      ("", 0, "4242424242424242", "4242 4242 4242 4242", 19),
      // Pasting a number with dashes keeps the digits.
      ("", 0, "4242-4242-4242-4242", "4242 4242 4242 4242", 19),
      // American Express: 4-6-5.
      ("3782 82246", 10, "3", "3782 822463", 11),
    ])
  func cardNumberTyping(text: String, caret: Int, insert: String, expected: String, at: Int) {
    let editor = FormTextEditor(maxLength: 19, formatter: .cardNumber)
    let result = apply(editor, text, caret: caret, insert: insert)
    #expect(result.text == expected)
    #expect(result.caret == at)
  }

  @Test("a letter typed into a card number is refused")
  func cardNumberLetter() {
    let editor = FormTextEditor(formatter: .cardNumber)
    #expect(editor.edit("4242", replacing: 4..<4, with: "x") == .refuse)
  }

  @Test("deleting a separator deletes the digit before it")
  func deleteAcrossSeparator() {
    let editor = FormTextEditor(formatter: .cardNumber)
    // The caret after "4242 ": Delete removes the space, so the editor removes the 2 as well.
    let result = apply(editor, "4242 4242", caret: 5, delete: 1)
    #expect(result.text == "4244 242")
    #expect(result.caret == 3)
    // Deleting the last digit of a group drops the separator with it.
    let end = apply(editor, "4242 4", caret: 6, delete: 1)
    #expect(end.text == "4242")
    #expect(end.caret == 4)
  }

  @Test("the maximum length of a formatted input counts its digits, not its separators")
  func rawLimit() {
    let editor = FormTextEditor(maxLength: 16, formatter: .cardNumber)
    let full = "4242 4242 4242 4242"
    #expect(editor.edit(full, replacing: 19..<19, with: "1") == .refuse)
    let pasted = apply(editor, "4242 4242 4242 42", caret: 17, insert: "123456")
    #expect(pasted.text == String(full.dropLast(2)) + "12")
    #expect(pasted.caret == 19)
  }

  @Test(
    "an expiry shows as MM / YY",
    arguments: [
      ("", 0, "1", "1", 1), ("1", 1, "2", "12", 2), ("12", 2, "3", "12 / 3", 6),
      ("12 / 3", 6, "4", "12 / 34", 7), ("", 0, "12/34", "12 / 34", 7),
    ])
  func expiry(text: String, caret: Int, insert: String, expected: String, at: Int) {
    let editor = FormTextEditor(maxLength: 4, formatter: .expiry)
    let result = apply(editor, text, caret: caret, insert: insert)
    #expect(result.text == expected)
    #expect(result.caret == at)
  }

  @Test("deleting the year's first digit of an expiry drops the separator")
  func expiryDelete() {
    let editor = FormTextEditor(maxLength: 4, formatter: .expiry)
    let result = apply(editor, "12 / 3", caret: 6, delete: 1)
    #expect(result.text == "12")
    #expect(result.caret == 2)
  }

  @Test(
    "a phone number is grouped as North American numbers are, + starts an international one",
    arguments: [
      ("555", "(555) 1"), ("(555) 123", "(555) 123-4"), ("(555) 123-456", "(555) 123-4567"),
      ("+4", "+41"),
    ])
  func phone(text: String, expected: String) {
    let editor = FormTextEditor(formatter: .phone)
    let insert = expected == "+41" ? "1" : String(expected.last!)
    let result = apply(editor, text, caret: text.utf16.count, insert: insert)
    #expect(result.text == expected)
    #expect(result.caret == expected.utf16.count)
  }

  @Test("the raw value keeps the formatter's characters")
  func raw() {
    #expect(FormTextFormatter.cardNumber.raw("4242 4242") == "42424242")
    #expect(FormTextFormatter.expiry.raw("12 / 34") == "1234")
    #expect(FormTextFormatter.phone.raw("(555) 123-4567") == "5551234567")
  }

  @Test("an edit from old to new text (SwiftUI) is found and formatted")
  func oldToNew() {
    let editor = FormTextEditor(maxLength: 16, formatter: .cardNumber)
    #expect(editor.edit(old: "4242", new: "42424") == "4242 4")
    #expect(editor.edit(old: "4242 4", new: "4242 ") == "4242")
    #expect(editor.edit(old: "4242", new: "4242") == "4242")
    let limited = FormTextEditor(maxLength: 3)
    #expect(limited.edit(old: "ab", new: "abcdef") == "abc")
  }

  /// An edit reported as old and new text (SwiftUI), the characters after the caret before it,
  /// and the text and caret the editor makes of it.
  struct Change: Sendable, CustomTestStringConvertible {
    var name: String
    var old: String
    var new: String
    var after: Int?
    var text: String
    var caret: Int?
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(
      name: "a 9 typed after 42 of 4242 4242", old: "4242 4242", new: "42942 4242", after: 7,
      text: "4294 2424 2", caret: 3),
    Change(
      name: "a 4 typed after 42 of 4242 4242 (a repeated digit)", old: "4242 4242",
      new: "42442 4242", after: 7, text: "4244 2424 2", caret: 3),
    Change(
      name: "the same 4 typed after 424", old: "4242 4242", new: "42442 4242", after: 6,
      text: "4244 2424 2", caret: 4),
    Change(
      name: "the same 4 with no caret known: as late as it can be", old: "4242 4242",
      new: "42442 4242", after: nil, text: "4244 2424 2", caret: 4),
    Change(
      name: "Delete just after a separator deletes the digit before it", old: "4242 4242",
      new: "42424242", after: 4, text: "4244 242", caret: 3),
    Change(
      name: "Delete of a repeated digit: the first 4 of 44", old: "44", new: "4", after: 1,
      text: "4", caret: nil),
    Change(
      name: "a letter refused: the text stays, the caret where it was", old: "4242", new: "42x42",
      after: 2, text: "4242", caret: 2),
    Change(
      name: "an edit the format leaves alone stands, caret and all", old: "4242", new: "42424",
      after: 0, text: "4242 4", caret: 6),
  ]

  @Test("an edit from old to new text is read at the caret", arguments: changes)
  func changeAtCaret(_ example: Change) {
    let editor = FormTextEditor(maxLength: 16, formatter: .cardNumber)
    let change = editor.change(
      old: example.old, new: example.new, charactersAfterCaret: example.after)
    #expect(change.text == example.text)
    #expect(change.caret == example.caret)
  }

  @Test("the control's own caret after the edit is reported with the change")
  func editedCaret() {
    let editor = FormTextEditor(maxLength: 16, formatter: .cardNumber)
    let change = editor.change(old: "4242 4242", new: "42942 4242", charactersAfterCaret: 7)
    #expect(change.editedCaret == 3)
    #expect(FormTextEditor().change(old: "ab", new: "abc").caret == nil)
  }

  @Test("the standard formatters are found by name")
  func standard() {
    #expect(FormTextFormatter.standard(.cardNumber)?.format == .cardNumber)
    #expect(FormTextFormatter.standard(.expiry)?.format == .expiry)
    #expect(FormTextFormatter.standard(.phone)?.format == .phone)
    #expect(FormTextFormatter.standard("iban") == nil)
  }
}
