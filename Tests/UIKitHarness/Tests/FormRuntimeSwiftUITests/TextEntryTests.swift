import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// `maxLength` and `format` (issue 32) on the generated SwiftUI screens of `Specs/`: each change
/// the text field writes to its binding is limited and formatted before the model keeps it.
@MainActor
@Suite("Generated SwiftUI screens: limits and formats", .serialized)
struct SwiftUITextEntryTests {
  @Test("a card number typed digit by digit is grouped in fours and stops at sixteen digits")
  func cardNumber() async {
    let form = CheckoutForm()
    let host = SwiftUIHost(CheckoutFormView(form: form))
    host.tap("cardNumber")
    for digit in "42424242424242429" { await host.type(String(digit)) }
    #expect(form.cardNumber == "4242 4242 4242 4242")
    await host.deleteBackward()
    #expect(form.cardNumber == "4242 4242 4242 424")
    #expect(form.rawValue(of: .cardNumber) == "424242424242424")
  }

  @Test("deleting the digit after a separator takes the separator with it")
  func expiryDelete() async {
    let form = CheckoutForm()
    let host = SwiftUIHost(CheckoutFormView(form: form))
    host.tap("expiry")
    for digit in "123" { await host.type(String(digit)) }
    #expect(form.expiry == "12 / 3")
    await host.deleteBackward()
    #expect(form.expiry == "12")
  }

  @Test(
    "on iOS 18 a digit typed in the middle of a card number keeps the caret after it, across groups"
  )
  func cardNumberCaretInTheMiddle() async {
    let form = CheckoutForm()
    let host = SwiftUIHost(CheckoutFormView(form: form), osVersion: 18)
    host.tap("cardNumber")
    for digit in "42424242" { await host.type(String(digit)) }
    #expect(form.cardNumber == "4242 4242")
    await host.placeCaret(at: 2)
    await host.type("9")
    #expect(form.cardNumber == "4294 2424 2")
    #expect(await host.caret() == 3..<3, "after the 9")
    await host.type("8")
    await host.type("7")
    #expect(form.cardNumber == "4298 7424 242")
    #expect(await host.caret() == 6..<6, "after the 7, past the separator")
  }

  @Test("on iOS 18 Delete after a group separator deletes the digit before it, the caret there")
  func cardNumberDeleteAcrossSeparator() async {
    let form = CheckoutForm()
    let host = SwiftUIHost(CheckoutFormView(form: form), osVersion: 18)
    host.tap("cardNumber")
    for digit in "42424242" { await host.type(String(digit)) }
    await host.placeCaret(at: 5)
    await host.deleteBackward()
    #expect(form.cardNumber == "4244 242")
    #expect(await host.caret() == 3..<3)
  }

  @Test("on iOS 18 a digit typed in the month of an expiry keeps the caret after it")
  func expiryCaretInTheMiddle() async {
    let form = CheckoutForm()
    let host = SwiftUIHost(CheckoutFormView(form: form), osVersion: 18)
    host.tap("expiry")
    for digit in "12" { await host.type(String(digit)) }
    #expect(form.expiry == "12")
    await host.placeCaret(at: 1)
    await host.type("0")
    #expect(form.expiry == "10 / 2")
    #expect(await host.caret() == 2..<2)
  }

  @Test("on iOS 17 a reformatting leaves the caret where the text field puts it: at the end")
  func cardNumberCaretBeforeIOS18() async {
    let form = CheckoutForm()
    let host = SwiftUIHost(CheckoutFormView(form: form), osVersion: 17)
    host.tap("cardNumber")
    for digit in "42424242" { await host.type(String(digit)) }
    await host.placeCaret(at: 2)
    await host.type("9")
    #expect(form.cardNumber == "4294 2424 2")
    #expect(await host.caret() == 11..<11, "no caret to set below iOS 18")
  }

  @Test("on iOS 18 a paste in the middle of a limited text view leaves the caret after what fits")
  func pasteInTheMiddleCaret() async {
    let form = ChatComposerForm()
    let host = SwiftUIHost(ChatComposerFormView(form: form, onSubmit: {}), osVersion: 18)
    host.tap("message")
    await host.type("abc")
    await host.placeCaret(at: 1)
    await host.type("X")
    #expect(form.message == "aXbc")
    #expect(await host.caret() == 2..<2, "an edit the limit leaves alone keeps its caret")
    await host.type(String(repeating: "👍🏽", count: 2000))
    #expect(form.message.count == 2000)
    #expect(form.message.hasPrefix("aX👍🏽") && form.message.hasSuffix("👍🏽bc"))
    #expect(await host.caret() == 2 + 1996 * 4..<2 + 1996 * 4, "after the 1996 that fit")
  }

  @Test("a paste longer than the limit keeps the part that fits, counting emoji as one")
  func pasteMessage() async {
    let form = ChatComposerForm()
    let host = SwiftUIHost(ChatComposerFormView(form: form, onSubmit: {}))
    host.tap("message")
    await host.type(String(repeating: "👍🏽", count: 2100))
    #expect(form.message.count == 2000)
    #expect(form.message.unicodeScalars.count == 4000, "no emoji is cut in half")
  }
}
