import FormCompiler
import FormRuntime
import FormSimulation
import FormTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `formc preview` pictures: golden SVG snapshots (`FORMC_RECORD_SNAPSHOTS=all` re-records), well
/// formed, deterministic, with spec strings escaped.
struct PreviewRendererTests {
  struct Picture: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: String
    var device: String
    var orientation: Orientation = .portrait
    var keyboard: KeyboardState = .predictive
    var presentation: Presentation = .fullScreen
    var inputs: [String]?
    var naive: NaiveKeyboardHandlingTests.Naive?
    var textSize: TextSize = .standard
    var locale = "source"
    /// Drawn after a failed submit (`--after-submit`).
    var afterSubmit = false

    var testDescription: String { name }
  }

  static let pictures: [Picture] = [
    Picture(name: "SignUp-iphone-16-all", spec: "Specs/SignUp.form.yaml", device: "iphone-16"),
    Picture(
      name: "Settings-ipad-10-landscape-formSheet", spec: "Specs/Settings.form.yaml",
      device: "ipad-10", orientation: .landscape, keyboard: .docked, presentation: .formSheet,
      inputs: ["dailySteps"]),
    Picture(
      name: "ProfileEditor-iphone-se-3-landscape-bio", spec: "Specs/ProfileEditor.form.yaml",
      device: "iphone-se-3", orientation: .landscape, keyboard: .docked, inputs: ["bio"]),
    Picture(
      name: "LongForm-naive-no-inset",
      spec: "Tests/FormSimulationTests/Fixtures/LongForm.form.yaml",
      device: "iphone-se-3", keyboard: .docked, inputs: ["line12"],
      naive: NaiveKeyboardHandlingTests.Naive(inset: { _ in 0 })),
    Picture(
      name: "Hostile-iphone-16", spec: "Tests/FormCodegenTests/Fixtures/Hostile.form.yaml",
      device: "iphone-16", inputs: ["quoted"]),
    // The number and phone pads, and the letter keyboard for the last input.
    Picture(
      name: "PadInputs-iphone-16-all",
      spec: "Tests/FormSimulationTests/Fixtures/PadInputs.form.yaml", device: "iphone-16"),
    // An iPad's keyboard: five rows and the shortcuts in the predictive bar.
    Picture(
      name: "Checkout-ipad-10-predictive", spec: "Specs/Checkout.form.yaml", device: "ipad-10",
      inputs: ["cardNumber"]),
    // keyboard.avoidance: none, with the note in the picture.
    Picture(
      name: "Feedback-iphone-se-3-none", spec: "Specs/Feedback.form.yaml", device: "iphone-se-3",
      inputs: ["contactEmail"]),
    // A right-to-left locale: the form and the toolbar mirrored.
    Picture(
      name: "SignUp-iphone-16-ar-email", spec: "Specs/SignUp.form.yaml", device: "iphone-16",
      inputs: ["email"], locale: "ar"),
    // Switches (issue 31): rows with the switch on the trailing side, green when on; at the
    // largest accessibility size their titles wrap beside the switch and the rows grow.
    Picture(
      name: "Notifications-iphone-16-signature", spec: "Specs/Notifications.form.yaml",
      device: "iphone-16", inputs: ["signatureText"]),
    Picture(
      name: "Notifications-iphone-se-3-ax5-signature", spec: "Specs/Notifications.form.yaml",
      device: "iphone-se-3", inputs: ["signatureText"],
      textSize: .accessibilityExtraExtraExtraLarge),
    // Choices (issue 31): a segmented mode, an inline list with the chosen option checked, and
    // (below the keyboard) the routing choices, drawn per style.
    Picture(
      name: "ProxySettings-iphone-16-host", spec: "Specs/ProxySettings.form.yaml",
      device: "iphone-16", inputs: ["host"]),
    // Dates (issue 31), each style: compact date and date-and-time rows, an inline calendar, a
    // time on wheels; a hardware keyboard, so that every row is in the picture.
    Picture(
      name: "DateStyles-iphone-16-subject",
      spec: "Tests/FormSimulationTests/Fixtures/DateStyles.form.yaml", device: "iphone-16",
      keyboard: .hardware, inputs: ["subject"]),
    // Steppers and sliders (issue 31): value labels beside − and +, tracks filled to the value.
    Picture(
      name: "TableBooking-iphone-16-hardware-name", spec: "Specs/TableBooking.form.yaml",
      device: "iphone-16", keyboard: .hardware, inputs: ["name"]),
    // The largest accessibility size in the pseudo-locale: taller fields, longer wrapped text.
    Picture(
      name: "SignUp-iphone-16-ax5-pseudo-email", spec: "Specs/SignUp.form.yaml",
      device: "iphone-16", inputs: ["email"], textSize: .accessibilityExtraExtraExtraLarge,
      locale: "pseudo"),
    // After a failed submit (`--after-submit`): every empty required input's message under it,
    // the inputs below moved down to make room.
    Picture(
      name: "SignUp-iphone-16-after-submit", spec: "Specs/SignUp.form.yaml", device: "iphone-16",
      inputs: ["givenName"], afterSubmit: true),
  ]

  func render(_ picture: Picture) throws -> (svg: String, outcomes: [FocusOutcome]) {
    let form = try SimulationFixtures.form(picture.spec)
    let scenario = Scenario(
      device: SimulationFixtures.device(picture.device), orientation: picture.orientation,
      keyboard: picture.keyboard, presentation: picture.presentation,
      textSize: picture.textSize, locale: try #require(SimulationLocale(code: picture.locale)))
    let simulator =
      picture.naive.map { Simulator(handling: $0) } ?? Simulator()
    let outcomes = simulator.previewOutcomes(
      form, scenario: scenario, inputs: picture.inputs, afterSubmit: picture.afterSubmit)
    let renderer = PreviewRenderer(form: form)
    let items = form.toolbar.isEnabled ? form.toolbar.items : []
    let svg =
      outcomes.count == 1
      ? renderer.render(outcomes[0], toolbarItems: items)
      : renderer.renderSheet(outcomes, toolbarItems: items)
    return (svg, outcomes)
  }

  @Test(arguments: pictures)
  func snapshot(_ picture: Picture) throws {
    let (svg, outcomes) = try render(picture)
    #expect(!outcomes.isEmpty)
    #expect(try render(picture).svg == svg, "rendering twice gives other bytes")
    #expect(Self.isWellFormed(svg), "not well-formed XML")
    Snapshot.assert(
      svg, matches: SimulationFixtures.snapshots.appendingPathComponent("\(picture.name).svg"))
  }

  @Test func hiddenPointsAreShadedRedAndCaptioned() throws {
    let (svg, outcomes) = try render(Self.pictures[3])
    let outcome = try #require(outcomes.first)
    #expect(!outcome.passes)
    #expect(svg.contains("fill=\"#ff3b30\""))
    #expect(svg.contains("pt hidden under the keyboard"))
    let (passing, _) = try render(Self.pictures[0])
    #expect(!passing.contains("fill=\"#ff3b30\""))
  }

  /// `--after-submit` draws each empty required input's message in red under it, and lays out
  /// the form with room for each: an input below one moves down by its message.
  @Test func afterSubmitDrawsEveryRequiredMessage() throws {
    let picture = try Self.picture("SignUp-iphone-16-after-submit")
    let (svg, outcomes) = try render(picture)
    let outcome = try #require(outcomes.first)
    let form = try SimulationFixtures.form(picture.spec)
    for id in ["givenName", "familyName", "email", "username"] {
      let input = try #require(form.inputs.first { $0.id == id })
      #expect(outcome.errorMessages[input.node] == input.requiredErrorMessage)
    }
    // Full-width inputs: each message on one line, in red.
    #expect(svg.contains("fill=\"#ff3b30\">Email is required<"))
    #expect(svg.contains("fill=\"#ff3b30\">Username is required<"))
    // Not required: no message.
    let referral = try #require(form.inputs.first { $0.id == "referralCode" })
    #expect(outcome.errorMessages[referral.node] == nil)
    var plain = picture
    plain.afterSubmit = false
    let (before, plainOutcomes) = try render(plain)
    #expect(!before.contains("Email is required"))
    let email = try #require(form.inputs.first { $0.id == "email" })
    let moved = try #require(outcome.layout.boxes[email.node]?.frame.minY)
    let unmoved = try #require(plainOutcomes.first?.layout.boxes[email.node]?.frame.minY)
    #expect(moved > unmoved)
  }

  @Test func specStringsAreEscaped() throws {
    let (svg, _) = try render(Self.pictures[4])
    #expect(svg.contains("Title with &quot;quotes&quot;"))
    #expect(!svg.contains("\u{0}") && !svg.contains("\u{7}"))
  }

  @Test func theFocusedInputIsHighlighted() throws {
    let (svg, outcomes) = try render(Self.pictures[1])
    #expect(outcomes.first?.input == "dailySteps")
    #expect(svg.components(separatedBy: "stroke=\"#007aff\"").count == 2)
  }

  /// In Arabic the picture is the left-to-right one mirrored: text at the leading (right) edge,
  /// the horizontal stack's first field on the right, Previous and Next at the right of the
  /// toolbar and Done at its left, as UIKit lays out views whose semanticContentAttribute is
  /// unspecified.
  @Test func aRightToLeftLocaleIsDrawnMirrored() throws {
    let (arabic, outcomes) = try render(Self.picture("SignUp-iphone-16-ar-email"))
    let english = try render(
      Picture(
        name: "SignUp-en", spec: "Specs/SignUp.form.yaml", device: "iphone-16", inputs: ["email"],
        locale: "en")
    ).svg
    let outcome = try #require(outcomes.first)
    #expect(outcome.passes)
    let width = outcome.geometry.viewFrame.width
    let frame = outcome.inputFrame
    // The focused field's outline sits at the mirrored x.
    let mirroredX = SimulationReport.points(width - frame.maxX)
    #expect(arabic.contains("x=\"\(mirroredX)\" y=\"\(SimulationReport.points(frame.minY))\""))
    #expect(arabic.contains("text-anchor=\"end\" fill=\"#8e8e93\">name@example.com</text>"))
    #expect(!english.contains("text-anchor=\"end\" fill=\"#8e8e93\">name@example.com</text>"))
    // First name is the leading half of its row: the right half in Arabic.
    // Its title stacked above it, at the leading (right) edge too.
    #expect(arabic.contains("text-anchor=\"end\" fill=\"#6d6d72\">First name</text>"))
    let firstName = try #require(Self.x(of: "First name", in: arabic))
    let lastName = try #require(Self.x(of: "Last name", in: arabic))
    #expect(firstName > lastName)
    // Done at the toolbar's left edge, the chevrons at its right.
    let done = try #require(Self.x(of: "Done", in: arabic))
    let previous = try #require(Self.x(of: "‹", in: arabic))
    #expect(done < previous)
    #expect(arabic.contains("locale ar (mirrored)"))
  }

  /// The x of the first text element showing exactly `text`.
  static func x(of text: String, in svg: String) -> Double? {
    for line in svg.split(separator: "\n") where line.contains(">\(text)</text>") {
      guard let start = line.range(of: "x=\"") else { continue }
      let rest = line[start.upperBound...]
      return Double(rest.prefix { $0 != "\"" })
    }
    return nil
  }

  @Test func theLargestSizeDrawsLargerTextAndTallerFields() throws {
    let (svg, outcomes) = try render(Self.picture("SignUp-iphone-16-ax5-pseudo-email"))
    let outcome = try #require(outcomes.first)
    #expect(outcome.inputFrame.height > 77 && outcome.inputFrame.height < 78)
    #expect(svg.contains("font-size=\"46.8\""))
    #expect(svg.contains("text size accessibilityExtraExtraExtraLarge"))
    #expect(svg.contains("locale pseudo"))
    #expect(svg.contains(">ñáɱé@"))
  }

  static func picture(_ name: String) throws -> Picture {
    try #require(pictures.first { $0.name == name })
  }

  @Test func numberAndPhonePadInputsDrawAPad() throws {
    let (svg, outcomes) = try render(Self.picture("PadInputs-iphone-16-all"))
    #expect(outcomes.map(\.geometry.keyboardKind) == [.numberPad, .numberPad, .phonePad, .letters])
    // Three pads, each with its digits; the phone pad's bottom-left key holds +*#.
    #expect(svg.components(separatedBy: ">5</text>").count - 1 == 3)
    #expect(svg.components(separatedBy: ">⌫</text>").count - 1 == 3)
    #expect(svg.components(separatedBy: ">+*#</text>").count - 1 == 1)
    // Pads have no predictive bar: the suggestions show once, over the letter keyboard.
    #expect(svg.components(separatedBy: "\u{201C}the\u{201D}").count - 1 == 1)
  }

  @Test func theIPadKeyboardHasItsShortcutsAndFiveRows() throws {
    let (svg, _) = try render(Self.picture("Checkout-ipad-10-predictive"))
    #expect(svg.contains(">↶</text>") && svg.contains(">Aa</text>"))
    let (phone, _) = try render(Self.picture("Hostile-iphone-16"))
    #expect(!phone.contains(">↶</text>"))
    // Keys are white or gray rounded rectangles: the iPad has more of them than the iPhone.
    let keys = { (svg: String) in svg.components(separatedBy: "rx=\"5\"").count - 1 }
    #expect(keys(svg) > keys(phone))
  }

  @Test func theFormSheetIsDrawnWhereIPadOSPutsIt() throws {
    let (svg, outcomes) = try render(Self.picture("Settings-ipad-10-landscape-formSheet"))
    let geometry = try #require(outcomes.first?.geometry)
    // Lifted from its centred y (820 - 620) / 2 = 100 until it meets the top safe area.
    #expect(geometry.viewFrame.minY == 24)
    #expect(geometry.assumptions == ["formsheet-lift"])
    #expect(svg.contains("translate(\(SimulationReport.points(geometry.viewFrame.minX)) 24)"))
  }

  @Test func theCaptionNamesTheStateAndTheMarginLeft() throws {
    let (svg, outcomes) = try render(Self.picture("Feedback-iphone-se-3-none"))
    let state = try #require(outcomes.first?.state)
    #expect(state == "'topic' is empty")
    #expect(svg.contains("state: &apos;topic&apos; is empty"))
    let (passing, visible) = try render(Self.picture("Hostile-iphone-16"))
    let margin = try #require(visible.first?.marginBelow)
    #expect(passing.contains("visible · \(SimulationReport.points(margin)) pt to the keyboard"))
  }

  @Test func aTextViewIsDrawnAtItsFewestLinesAndGrown() throws {
    let (svg, outcomes) = try render(Self.picture("ProfileEditor-iphone-se-3-landscape-bio"))
    #expect(outcomes.map(\.grown) == [false, true])
    // The spec's lines: 2...5; with the keyboard up in landscape the runtime grows the text view
    // only to the lines that fit above it with its stacked title (`FormTextViewGrowth`), and so
    // does the picture. (With the predictive bar only its 2 fewest lines fit: no grown cell.)
    let grown = try #require(outcomes.last?.lines)
    #expect(grown > 2 && grown < 5)
    var predictive = try Self.picture("ProfileEditor-iphone-se-3-landscape-bio")
    predictive.keyboard = .predictive
    #expect(try render(predictive).outcomes.map(\.lines) == [2])
    #expect(
      svg.contains("focus: bio (2 lines)") && svg.contains("focus: bio (grown to \(grown) lines)"))
  }

  @Test func avoidanceNoneSaysNotMovedInThePicture() throws {
    let (svg, _) = try render(Self.picture("Feedback-iphone-se-3-none"))
    #expect(svg.contains("not moved: keyboard.avoidance is none"))
    let (other, _) = try render(Self.picture("Hostile-iphone-16"))
    #expect(!other.contains("not moved"))
  }

  static func isWellFormed(_ svg: String) -> Bool {
    let parser = XMLParser(data: Data(svg.utf8))
    return parser.parse()
  }

  @Test func eachDateStyleIsDrawn() throws {
    let (svg, outcomes) = try render(Self.picture("DateStyles-iphone-16-subject"))
    #expect(outcomes.count == 1)
    // Compact rows: the value in buttons beside the title, a date and a time as two buttons.
    #expect(svg.contains(">Day</text>") && svg.contains(">Starts</text>"))
    #expect(svg.components(separatedBy: ">Dec 24, 2026</text>").count - 1 == 3)
    #expect(svg.contains(">9:30 AM</text>"))
    // The inline calendar: six weeks of seven days.
    #expect(svg.components(separatedBy: "fill=\"#f2f2f7\"").count - 1 >= 42)
    // The wheel: the time in its selection band, in the larger wheel font.
    #expect(svg.contains("font-size=\"20\"") && svg.contains(">7:15 AM</text>"))
  }

  @Test func steppersAndSlidersAreDrawnWithTheirLabels() throws {
    let (svg, _) = try render(Self.picture("TableBooking-iphone-16-hardware-name"))
    #expect(svg.contains(">Guests  2 guests</text>"))
    #expect(svg.contains(">High chairs  0</text>"))
    #expect(svg.contains(">Spice level  Level 2</text>"))
    #expect(svg.contains(">Budget per person  €25</text>"))
    // Two steppers, each with − and +.
    #expect(svg.components(separatedBy: ">−</text>").count - 1 == 2)
    #expect(svg.components(separatedBy: ">+</text>").count - 1 == 2)
    // Two sliders' fills and thumbs: 2 of 0...5 and 25 of 10...60 are 40% and 30% of the track.
    #expect(svg.components(separatedBy: "fill=\"#007aff\"").count - 1 >= 2)
  }

  /// Number labels are drawn as the runtime writes them (`FormNumber.label(_:locale:)`): grouped
  /// and with the decimal separator of the picture's locale (the spec's English, `en_US`, for
  /// `source` and `pseudo`), a decimal's plural form picked from the number as shown.
  @Test(arguments: [
    ("source", ["Seats  1,500 seats", "Hours  1 hour", "Distance  2.5 kms"]),
    ("de", ["Seats  1.500 seats", "Hours  1 hour", "Distance  2,5 kms"]),
  ])
  func numberLabelsAreDrawnAsTheRuntimeWritesThem(locale: String, labels: [String]) throws {
    let picture = Picture(
      name: "NumberLabels", spec: "Tests/FormSimulationTests/Fixtures/NumberLabels.form.yaml",
      device: "iphone-16", keyboard: .hardware, inputs: ["note"], locale: locale)
    let (svg, _) = try render(picture)
    for label in labels {
      #expect(svg.contains(">\(label)</text>"), "\(label) not drawn")
    }
  }

  /// A navigation or menu multi-choice's row shows the runtime's summary
  /// (`FormRuntimeStrings.selectionSummary`): "None", up to two titles, then a count, "All".
  @Test func multiChoiceRowsShowTheRuntimesSummary() throws {
    let picture = Picture(
      name: "MultiChoiceSummaries",
      spec: "Tests/FormSimulationTests/Fixtures/MultiChoiceSummaries.form.yaml",
      device: "iphone-16", keyboard: .hardware, inputs: ["note"])
    let (svg, _) = try render(picture)
    for summary in [
      ">None ›</text>", ">Ann, Cy ›</text>", ">3 selected ⌃⌄</text>", ">All ›</text>",
    ] {
      #expect(svg.contains(summary), "\(summary) not drawn")
    }
  }

  /// A choice whose options the app loads (`options: app`) is drawn, in each style, with a
  /// placeholder saying so where its options or value would be, not as an empty control.
  @Test func appChoicesSayTheAppLoadsTheirOptions() throws {
    let picture = Picture(
      name: "AppChoices", spec: "Tests/FormSimulationTests/Fixtures/AppChoices.form.yaml",
      device: "iphone-16", keyboard: .hardware, inputs: ["note"])
    let (svg, _) = try render(picture)
    for drawn in [
      ">loaded by the app ›</text>", ">loaded by the app ⌃⌄</text>", ">loaded by the app</text>",
    ] {
      #expect(svg.contains(drawn), "\(drawn) not drawn")
    }
    // Navigation and menu rows, the inline list's title row, the segmented track, the wheel.
    #expect(svg.components(separatedBy: ">loaded by the app").count - 1 == 5)
    #expect(svg.contains(">Country</text>") && svg.contains(">Account</text>"))
  }

  /// The preview's English words of a summary are FormRuntime's `en.lproj` strings.
  @Test func theSummarysWordsAreFormRuntimesEnglish() {
    let english = FormRuntimeStrings(localization: "en")
    let words = PreviewRenderer.summaryWords
    #expect(words.none == english[.multiChoiceNone])
    #expect(words.all == english[.multiChoiceAll])
    #expect(words.separator == english[.listSeparator])
    #expect(words.count == english[.multiChoiceCount])
  }
}

/// A content submit that is disabled for the spec's values is drawn greyed out (issue 32):
/// `whenFilled` while a shown, required input is not filled (whitespace only is not), as the
/// runtime's `isSubmitEnabled(_:)` says when the screen appears.
struct PreviewSubmitEnablementTests {
  static func svg(enabled: String, value: String) throws -> String {
    let spec = """
      form: Account
      content:
        scroll: page
        children:
          - field: name
            title: Name
            required: true
            value: "\(value)"
          - field: note
            title: Note
          - button: create
            title: Create
            enabled: \(enabled)

      """
    let result = FormPipeline().run(bytes: Array(spec.utf8), path: "Account.form.yaml")
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    let form = try #require(result.form)
    let scenario = Scenario(
      device: SimulationFixtures.device("iphone-16"), orientation: .portrait, keyboard: .predictive)
    let outcomes = Simulator().previewOutcomes(form, scenario: scenario, inputs: ["note"])
    return PreviewRenderer(form: form).render(try #require(outcomes.first), toolbarItems: [])
  }

  static let grey = "fill=\"#c7c7cc\""

  @Test(arguments: [
    ("whenFilled", "", false), ("whenFilled", "   ", false), ("whenFilled", "\\n\\t", false),
    ("whenFilled", "Ada", true), ("whenValid", " ", false), ("whenChanged", "Ada", false),
    ("always", "", true),
  ])
  func aDisabledSubmitIsGrey(enabled: String, value: String, isEnabled: Bool) throws {
    let svg = try Self.svg(enabled: enabled, value: value)
    #expect(svg.contains(">Create</text>"))
    #expect(svg.contains(Self.grey) == !isEnabled, "\(enabled) with \(value.debugDescription)")
  }
}
