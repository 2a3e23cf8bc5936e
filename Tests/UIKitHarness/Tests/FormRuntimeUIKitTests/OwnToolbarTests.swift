import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// An input's own toolbar (`toolbar` on the input, issue 32) on the generated UIKit screen of
/// `Tests/FormCodegenTests/Fixtures/PhoneVerification.form.yaml`: each input's
/// `inputAccessoryView` is the toolbar it shows, and the keyboard that comes up with it is as tall
/// as that accessory view makes it.
@MainActor
@Suite(.serialized)
struct OwnToolbarTests {
  @Test("each input's accessory view has its own items: the form's, only Done, or none")
  func accessoryViews() throws {
    UIKitDouble.reset()
    let screen = PhoneVerificationScreen()
    _ = screen.present()
    let form = try #require(screen.fullName.inputAccessoryView as? FormAccessoryToolbar)
    #expect(form.previousButton != nil)
    #expect(form.nextButton != nil)
    #expect(form.doneButton != nil)
    let code = try #require(screen.code.inputAccessoryView as? FormAccessoryToolbar)
    #expect(code.previousButton == nil)
    #expect(code.nextButton == nil)
    #expect(code.doneButton != nil)
    let codeTitle = code.titleLabel?.text ?? ""
    #expect(codeTitle.isEmpty, "the code's own toolbar shows no title ('title: none')")
    #expect(form.titleLabel?.text == "Full name")
    #expect(screen.promo.inputAccessoryView == nil, "the promo code has no toolbar")
  }

  @Test("Done on the code's own toolbar ends editing; the promo's keyboard has no bar above it")
  func focusedInputsToolbar() throws {
    UIKitDouble.reset()
    let screen = PhoneVerificationScreen()
    let window = screen.present()
    #expect(screen.phone.simulateTap())
    let withToolbar = window.simulatedKeyboard.frame.height
    #expect(screen.promo.simulateTap())
    let without = window.simulatedKeyboard.frame.height
    #expect(without < withToolbar, "no accessory view on the promo code: a shorter keyboard")
    #expect(screen.code.simulateTap())
    let code = try #require(screen.code.inputAccessoryView as? FormAccessoryToolbar)
    let done = try #require(code.doneButton)
    done.simulateTap()
    #expect(!screen.code.isFirstResponder)
  }
}
