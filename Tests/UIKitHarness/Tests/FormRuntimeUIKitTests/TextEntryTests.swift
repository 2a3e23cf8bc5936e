import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// `maxLength` and `format` (issue 32) on the generated screens of `Specs/`, typed, deleted,
/// pasted and composed into as a user would: the text, the caret and the model after each.
@MainActor
@Suite(.serialized)
struct TextEntryTests {
  /// The caret's UTF-16 offset in a text field, or `nil` without a caret.
  private func caret(_ input: UITextField) -> Int? {
    guard let range = input.selectedTextRange, range.isEmpty else { return nil }
    return input.offset(from: input.beginningOfDocument, to: range.start)
  }

  /// Puts the caret of a text field at a UTF-16 offset, as the user's tap in the text would.
  private func moveCaret(_ field: UITextField, to offset: Int) {
    let position = field.position(from: field.beginningOfDocument, offset: offset)!
    field.selectedTextRange = field.textRange(from: position, to: position)
  }

  @Test("a card number groups in fours as the user types, the caret after each digit")
  func cardNumberTyping() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    let window = screen.present()
    #expect(screen.cardNumber.simulateTap())
    window.simulateTyping("42424")
    #expect(screen.cardNumber.text == "4242 4")
    #expect(caret(screen.cardNumber) == 6)
    #expect(screen.keyboard.form.cardNumber == "4242 4", "the model stores the text as shown")
    #expect(screen.keyboard.form.rawValue(of: .cardNumber) == "42424")
    window.simulateTyping("242x42424242")
    #expect(screen.cardNumber.text == "4242 4242 4242 4242", "the letter is left out")
    #expect(caret(screen.cardNumber) == 19)
    // Sixteen digits is the spec's maxLength: a seventeenth is refused.
    window.simulateTyping("9")
    #expect(screen.cardNumber.text == "4242 4242 4242 4242")
  }

  @Test("typing in the middle regroups, the caret stays after the new digit")
  func cardNumberMiddle() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    let window = screen.present()
    #expect(screen.cardNumber.simulateTap())
    window.simulateTyping("42424242")
    moveCaret(screen.cardNumber, to: 2)
    window.simulateTyping("9")
    #expect(screen.cardNumber.text == "4294 2424 2")
    #expect(caret(screen.cardNumber) == 3)
    #expect(screen.keyboard.form.cardNumber == "4294 2424 2")
  }

  @Test("Delete after a separator removes the digit before it")
  func deleteAcrossSeparator() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    let window = screen.present()
    #expect(screen.cardNumber.simulateTap())
    window.simulateTyping("42424242")
    moveCaret(screen.cardNumber, to: 5)
    window.simulateDeleteBackward()
    #expect(screen.cardNumber.text == "4244 242")
    #expect(caret(screen.cardNumber) == 3)
    #expect(screen.keyboard.form.cardNumber == "4244 242")
  }

  @Test("a pasted card number with dashes keeps its digits, up to the limit")
  func pasteCardNumber() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    let window = screen.present()
    #expect(screen.cardNumber.simulateTap())
    window.simulatePaste("4242-4242-4242-4242-0000")
    #expect(screen.cardNumber.text == "4242 4242 4242 4242")
    #expect(caret(screen.cardNumber) == 19)
    #expect(screen.keyboard.form.cardNumber == "4242 4242 4242 4242")
  }

  @Test("the expiry shows MM / YY and stops at four digits")
  func expiry() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    let window = screen.present()
    #expect(screen.expiry.simulateTap())
    window.simulateTyping("123")
    #expect(screen.expiry.text == "12 / 3")
    #expect(caret(screen.expiry) == 6)
    window.simulateTyping("45")
    #expect(screen.expiry.text == "12 / 34")
    window.simulateDeleteBackward()
    window.simulateDeleteBackward()
    #expect(screen.expiry.text == "12")
    #expect(screen.keyboard.form.expiry == "12")
  }

  @Test("the security code stops at four digits; a paste inserts the part that fits")
  func securityCode() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    let window = screen.present()
    #expect(screen.securityCode.simulateTap())
    window.simulateTyping("12")
    window.simulatePaste("3456")
    #expect(screen.securityCode.text == "1234")
    #expect(caret(screen.securityCode) == 4)
    #expect(screen.keyboard.form.securityCode == "1234")
    window.simulateTyping("5")
    #expect(screen.securityCode.text == "1234")
  }

  @Test("the delivery phone is grouped as typed")
  func phone() {
    UIKitDouble.reset()
    let screen = CheckoutScreen()
    let window = screen.present()
    #expect(screen.deliveryPhone.simulateTap())
    window.simulateTyping("5551234567")
    #expect(screen.deliveryPhone.text == "(555) 123-4567")
    #expect(caret(screen.deliveryPhone) == 14)
    #expect(screen.keyboard.form.rawValue(of: .deliveryPhone) == "5551234567")
  }

  @Test("a message stops at its limit counted in emoji, not UTF-16 units")
  func messageEmoji() {
    UIKitDouble.reset()
    let screen = ChatComposerScreen()
    let window = screen.present()
    #expect(screen.message.simulateTap())
    let family = "👨‍👩‍👧"
    window.simulatePaste(String(repeating: family, count: 1999))
    #expect(screen.message.text.count == 1999)
    window.simulatePaste(family + family)
    #expect(screen.message.text.count == 2000, "only one of the two fits")
    #expect(screen.message.text.unicodeScalars.count == 2000 * family.unicodeScalars.count)
    #expect(screen.keyboard.form.message.count == 2000)
  }

  @Test("a composition is never cut while marked; the confirmed text is cut to the limit")
  func markedText() {
    UIKitDouble.reset()
    let screen = ChatComposerScreen()
    let window = screen.present()
    #expect(screen.message.simulateTap())
    window.simulatePaste(String(repeating: "a", count: 1998))
    // Composing Japanese past the limit: the marked text stays whole while it is marked.
    window.simulateSetMarkedText("とう")
    window.simulateSetMarkedText("とうきょう")
    #expect(screen.message.markedTextRange != nil)
    #expect(screen.message.text.hasSuffix("とうきょう"))
    #expect(screen.keyboard.form.message.count == 1998, "the model waits for the confirmed text")
    window.simulateCommitMarkedText("東京都")
    #expect(screen.message.markedTextRange == nil)
    #expect(screen.message.text.hasSuffix("東京"))
    #expect(screen.message.text.count == 2000)
    #expect(screen.keyboard.form.message.count == 2000)
  }
}
