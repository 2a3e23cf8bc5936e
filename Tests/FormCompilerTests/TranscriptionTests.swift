import FormCompiler
import FormDiagnostics
import FormSpec
import Foundation
import Testing

/// Real forms of open-source iOS apps transcribed as specs (`Fixtures/Transcriptions`, issue 31),
/// before and after typed controls: each lints without a diagnostic, and the number of inputs
/// formc expresses faithfully (every input but a `custom` stand-in) is the README's.
struct TranscriptionTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Transcriptions")

  /// Per screen: its inputs, and how many are faithful before and after typed controls.
  static let counts: [(screen: String, inputs: Int, before: Int, after: Int)] = [
    ("Signal-Notifications", 2, 0, 2),
    ("CC98-Settings", 3, 2, 3),
    ("Orbot-Proxy", 5, 4, 5),
    ("IceCubes-Display", 5, 0, 5),
    ("SorumiCal-EventEdit", 12, 3, 12),
    ("IceCubes-EditAccount", 9, 2, 7),
  ]

  /// The checked form of a transcription, requiring no diagnostic at all.
  func form(_ name: String) throws -> CheckedForm {
    let url = Self.folder.appendingPathComponent(name + ".form.yaml")
    let result = try FormPipeline().run(contentsOf: url.path)
    #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
    return try #require(result.form)
  }

  /// The inputs formc expresses faithfully: all but the `custom` stand-ins.
  func faithful(_ form: CheckedForm) -> Int {
    form.inputs.filter { $0.kind != .custom }.count
  }

  @Test(arguments: counts.map(\.screen))
  func countsBeforeAndAfter(_ screen: String) throws {
    let expected = try #require(Self.counts.first { $0.screen == screen })
    let before = try form(screen + ".before")
    let after = try form(screen + ".after")
    #expect(before.inputs.count == expected.inputs)
    #expect(after.inputs.count == expected.inputs)
    #expect(faithful(before) == expected.before)
    #expect(faithful(after) == expected.after)
  }

  @Test func totals() {
    #expect(Self.counts.map(\.inputs).reduce(0, +) == 36)
    #expect(Self.counts.map(\.before).reduce(0, +) == 11)
    #expect(Self.counts.map(\.after).reduce(0, +) == 34)
  }

  @Test func aTransposedToggleLeavesTheFocusChain() throws {
    // Before, the VPN toggle was a custom control: first in the focus chain, so Next from it
    // opened the keyboard on the user name; after, the chain is the two text fields.
    let before = try form("CC98-Settings.before")
    let after = try form("CC98-Settings.after")
    #expect(before.states.first?.steps.map(\.input) == ["vpnSwitch"])
    #expect(after.states.first?.steps.map(\.input) == [])
    #expect(after.states.last?.steps.map(\.input) == ["vpnUsername", "vpnPassword"])
    #expect(after.stateCount == 2)
    #expect(before.stateCount == 3, "a string controller has empty, the named value, and other")
  }

  @Test func theEventEditorsDatesLeaveTheFocusChain() throws {
    // Before, Next from the location went to the All-day switch and the dates (custom controls
    // in the chain); after, from the location to the note, whatever All-day says.
    let before = try form("SorumiCal-EventEdit.before")
    let after = try form("SorumiCal-EventEdit.after")
    #expect(before.states.first?.steps.map(\.input).contains("allDay") == true)
    for state in after.states {
      #expect(state.steps.map(\.input) == ["eventTitle", "location", "note"])
    }
    // The states are the switch's two values times the Repeat choice's six options.
    #expect(after.stateCount == 2 * 6)
  }

  /// Forms with text entry and the app's state (issue 32), written with the newer keys only
  /// (no before): per screen its inputs and the ones the spec only approximates (the README says
  /// why for each).
  static let textForms: [(screen: String, inputs: Int, approximated: [String])] = [
    ("Wikipedia-CreateAccount", 5, []),
    ("Wikipedia-EditSave", 3, []),
    ("Firefox-CreditCard", 3, ["expiration"]),
    // The formatting toolbar of the app's own on the description, which a spec cannot say.
    ("Wikipedia-TopicCompose", 2, ["topicBody"]),
    // The State row and the State field are one value in the app, two inputs here.
    ("WooCommerce-EditAddress", 13, []),
    ("IceCubes-AddAccount", 1, []),
  ]

  @Test(arguments: textForms.map(\.screen))
  func textFormsLintCleanWithTheirStandInsApproximated(_ screen: String) throws {
    let expected = try #require(Self.textForms.first { $0.screen == screen })
    let form = try form(screen + ".after")
    #expect(form.inputs.count == expected.inputs)
    let ids = Set(form.inputs.map(\.id))
    #expect(Set(expected.approximated).isSubset(of: ids), "the README names real inputs")
    let custom = form.inputs.filter { $0.kind == .custom }.map(\.id)
    #expect(
      Set(custom).isSubset(of: Set(expected.approximated)), "a custom stand-in is approximated")
  }

  @Test func textFormTotals() {
    #expect(Self.textForms.map(\.inputs).reduce(0, +) == 27)
    let faithful = Self.textForms.map { $0.inputs - $0.approximated.count }.reduce(0, +)
    #expect(faithful == 25)
  }

  @Test(arguments: [("Wikipedia-EditSave", "summary"), ("Wikipedia-TopicCompose", "topicTitle")])
  func wikipediasReturnDoesNothingWithThePlainKey(_ screen: String, _ input: String) throws {
    // `textFieldShouldReturn` returns true and does nothing else (no delegate for the topic
    // title): the keyboard stays, the key is UIKit's default "return".
    let form = try form(screen + ".after")
    let steps = form.states.compactMap { state in state.steps.first { $0.input == input } }
    #expect(!steps.isEmpty)
    for step in steps {
      #expect(step.returnAction == .none)
      #expect(step.returnKey == .default)
    }
  }

  @Test(arguments: [
    ("Wikipedia-CreateAccount", "username"), ("IceCubes-AddAccount", "instanceName"),
  ])
  func screensThatFocusAnInputWhenTheyAppear(_ screen: String, _ input: String) throws {
    // The README's "input focused when the screen appears": Wikipedia's username, Ice Cubes'
    // instance field (`isInstanceURLFieldFocused = true` in the form's `onAppear`).
    #expect(try form(screen + ".after").initialFocus == input)
  }

  @Test func firefoxsCardChecksAreLocalWithoutASuppression() throws {
    // The app's Luhn and expiry checks (`CreditCardValidator`) are synchronous: local checks,
    // which `check-without-debounce` does not flag, so the spec needs no `lint.disable`.
    let form = try form("Firefox-CreditCard.after")
    let checks = form.inputs.compactMap(\.check)
    #expect(checks.map(\.name) == ["validCardNumber", "validExpiration"])
    #expect(checks.allSatisfy { $0.local })
    let url = Self.folder.appendingPathComponent("Firefox-CreditCard.after.form.yaml")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(!text.contains("check-without-debounce"))
  }

  @Test func firefoxsCardEditorTitlesFollowTheMode() throws {
    // `CreditCardEditState.title`, `leftBarBtn` and `rightBarBtn`: add, view and edit.
    let form = try form("Firefox-CreditCard.after")
    #expect(form.title == "Add Card")
    #expect(form.titleVariants?.map(\.text) == ["View Card", "Edit Card"])
    #expect(form.actions?.submit?.titleVariants?.map(\.text) == ["Edit"])
    #expect(form.actions?.cancel?.titleVariants?.map(\.text) == ["Cancel"])
  }

  @Test func wikipediasEmailMovesToTheCaptchaOnlyWhileTheServerAsksForOne() throws {
    // `updateEmailFieldReturnKeyType()`: Next while the CAPTCHA shows, Done (create) without it.
    let form = try form("Wikipedia-CreateAccount.after")
    #expect(form.stateCount == 2)
    let emailSteps = form.states.compactMap { state in state.steps.first { $0.input == "email" } }
    #expect(Set(emailSteps.map(\.returnAction)) == [.next, .submit])
    #expect(form.states.map { $0.steps.count }.sorted() == [4, 5])
  }

  @Test func wikipediasCreateIsEnabledWhileTheRequiredInputsAreFilled() throws {
    // The app enables Create while the required fields are filled: neither `always` nor
    // `whenValid` (which would also wait for the passwords to match; the app says they differ
    // only on the tap).
    let form = try form("Wikipedia-CreateAccount.after")
    let create = try #require(form.layout.first { $0.id == "createAccount" })
    #expect(create.enabled == .whenFilled)
  }

  @Test func wikipediasCaptchaPictureComesFromTheAppAndShowsWithItsField() throws {
    // `refreshImage(for:)` downloads the picture; the storyboard's image view is 70 points high,
    // aspect fit, above the field, and collapses with it while the server asks for no CAPTCHA.
    let form = try form("Wikipedia-CreateAccount.after")
    let image = try #require(form.layout.first { $0.id == "captchaImage" })
    let field = try #require(form.layout.first { $0.id == "captcha" })
    #expect(image.kind == .image)
    #expect(image.image?.source == .app)
    #expect(image.image?.contentMode == .fit)
    #expect(image.image?.description == "CAPTCHA image")
    #expect(image.height == 70)
    #expect(image.condition == field.condition)
    let imageIndex = try #require(form.layout.firstIndex { $0.id == "captchaImage" })
    let fieldIndex = try #require(form.layout.firstIndex { $0.id == "captcha" })
    #expect(imageIndex < fieldIndex)
  }

  @Test func firefoxsCardFieldsLeaveTheChainInViewMode() throws {
    // `.disabled(editMode)` in view mode: no input takes the keyboard while `isViewing` is set.
    let form = try form("Firefox-CreditCard.after")
    let chains = Set(form.states.map { $0.steps.map(\.input) })
    #expect(chains == [[], ["nameOnCard", "cardNumber", "expiration"]])
  }

  @Test func wooCommercesStateIsARowOrAFieldAndReturnOnlyEndsEditing() throws {
    // The state is a pushed list or a text field, by `showStateFieldAsSelector`, and Return
    // ends editing on every text field (a SwiftUI text field without `onSubmit`).
    let form = try form("WooCommerce-EditAddress.after")
    #expect(form.stateCount == 4)
    for state in form.states {
      #expect(state.steps.filter { $0.returnKey != nil }.allSatisfy { $0.returnAction == .dismiss })
    }
    let chains = Set(form.states.map { $0.steps.map(\.input) })
    #expect(chains.contains { $0.contains("state") })
    #expect(chains.allSatisfy { !$0.contains("stateSelector") || !$0.contains("state") })
  }

  @Test func wooCommercesStateRowAndFieldEditOneValue() throws {
    // Both rows bind `$fields.state`: the row says `valueOf: state`, one stored property.
    let form = try form("WooCommerce-EditAddress.after")
    let selector = try #require(form.inputs.first { $0.id == "stateSelector" })
    #expect(selector.valueOf == "state")
    #expect(form.inputs.filter { $0.valueOf != nil }.map(\.id) == ["stateSelector"])
  }

  @Test func iceCubesInstanceFieldOnlyEndsEditingOnReturn() throws {
    let form = try form("IceCubes-AddAccount.after")
    for state in form.states {
      #expect(state.steps.map(\.returnAction) == [.dismiss])
    }
  }

  @Test func theProfileEditorsListAndPhotosStayCustom() throws {
    let after = try form("IceCubes-EditAccount.after")
    let custom = after.inputs.filter { $0.kind == .custom }.map(\.id)
    #expect(custom == ["avatarAndHeader", "profileFields"])
  }

  @Test func wooCommercesCountryAndStateAreChoicesTheAppLoads() throws {
    // The store's countries and a country's states come from the server
    // (`EditOrderAddressForm`'s `SelectionList`s): `options: app`, navigation rows.
    let form = try form("WooCommerce-EditAddress.after")
    for id in ["country", "stateSelector"] {
      let input = try #require(form.inputs.first { $0.id == id })
      #expect(input.kind == .choice)
      #expect(input.choice?.loadsOptions == true)
      #expect(input.choice?.style == .navigation)
    }
  }

  @Test func wikipediasTopicBodyGrowsWithoutALimit() throws {
    // `isScrollEnabled = false` inside the page's scroll view: `lines.max: none`.
    let form = try form("Wikipedia-TopicCompose.after")
    let body = try #require(form.inputs.first { $0.id == "topicBody" })
    #expect(body.lines?.isUnbounded == true)
    #expect(body.lines?.min == 1)
  }
}
