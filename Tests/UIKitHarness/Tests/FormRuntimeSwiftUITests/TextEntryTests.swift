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
