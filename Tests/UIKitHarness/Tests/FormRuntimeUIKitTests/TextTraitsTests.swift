import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// The spec's text traits on the generated UIKit screens' inputs.
@MainActor
@Suite(.serialized)
struct TextTraitsTests {
  @Test(
    "MailSettings: smartPunctuation false turns smart quotes and dashes off on the folder; an input without it keeps the system's default"
  )
  func smartPunctuation() {
    UIKitDouble.reset()
    let screen = MailSettingsScreen()
    _ = screen.present()
    #expect(screen.archiveFolder.smartQuotesType == .no)
    #expect(screen.archiveFolder.smartDashesType == .no)
    #expect(screen.fullName.smartQuotesType == .default)
    #expect(screen.fullName.smartDashesType == .default)
  }

  @Test("FormTextTraits: smartPunctuation true turns both on, on a field and a text view")
  func smartPunctuationOn() {
    let traits = FormTextTraits(smartPunctuation: true)
    let field = UITextField()
    traits.apply(to: field)
    #expect(field.smartQuotesType == .yes)
    #expect(field.smartDashesType == .yes)
    let textView = UITextView()
    traits.apply(to: textView)
    #expect(textView.smartQuotesType == .yes)
    #expect(textView.smartDashesType == .yes)
  }
}
