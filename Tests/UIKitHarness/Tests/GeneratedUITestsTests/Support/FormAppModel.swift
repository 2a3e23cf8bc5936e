import FormRuntime
import UIKit
import XCTest

/// A defect seeded into ``FormAppModel``: what a broken app does, which at least one generated UI
/// test must catch.
enum AppDefect: String, CaseIterable, Sendable {
  /// Return and Next skip the input they should focus, focusing the one after it.
  case nextSkipsAnInput
  /// Every text input shows a wrong Return key (Done for Next, Next for anything else).
  case wrongReturnKey
  /// Return and the toolbar's Next leave focus where it is.
  case focusStuck
  /// Return on an input that submits does nothing.
  case returnDoesNotSubmit
  /// Return on an input that submits does nothing while the form is not valid (an app whose
  /// Return handler submits only a valid form, `if form.isValid { submit() }`): no message
  /// shows and focus does not move to the first invalid input, though a valid form submits.
  case returnSubmitIgnoredOnInvalid
  /// The keyboard avoidance does nothing: an input lower down stays under the keyboard.
  case inputLeftUnderKeyboard
  /// A growing text view grows past its `lines.max`.
  case growthNotCapped
  /// The app does not rotate: it stays in portrait when the device turns.
  case portraitOnly
  /// Text inputs take focus but bring up no keyboard (an empty `inputView`).
  case keyboardNotShown
  /// Hidden inputs stay in the focus chain: Return and Next land on them.
  case hiddenInputFocusable
  /// Return that submits runs the submit handler without validating.
  case submitsInvalidForm
  /// The submit button runs the submit handler without validating (and then validates).
  case submitButtonSkipsValidation
  /// Steppers, sliders and date pickers are drawn as elements of no type (a custom view that
  /// does not give VoiceOver and XCUITest the control's role).
  case typedControlsUntyped
  /// Text inputs have no accessibility label (a screen that set its own label to an empty one).
  case inputWithoutLabel
  /// Sliders move by a step whenever a text input takes focus (a screen that writes a rounded
  /// value back into its sliders on every layout).
  case slidersMoveOnFocus
  /// `newPassword` inputs keep their content type on a UI test launch (an app that set
  /// `turnsOffStrongPasswords` to `false`): Password AutoFill offers a strong password in place
  /// of the keyboard and fills the input.
  case strongPasswordsOffered
  /// The submit button submits at once (the form's `submit()`), without waiting for the app
  /// checks (`check` in the spec): a value whose check has not answered yet passes.
  case submitDoesNotWaitForChecks
  /// The keyboard toolbar's submit (`actions.submit`, `placement: keyboardToolbar`) submits at
  /// once, without waiting for the app checks.
  case toolbarSubmitDoesNotWaitForChecks
  /// Return that submits submits at once (the form's `submit()`), without waiting for the app
  /// checks.
  case returnSubmitDoesNotWaitForChecks
  /// A check's spinner stays after the check answered (an app that never takes it away).
  case checkSpinnerStays
  /// The screen never calls the keyboard controller's `didAppear()` from `viewDidAppear(_:)`,
  /// so the spec's `focus.initial` input is not focused when the app launches.
  case initialFocusIgnored
  /// Inputs, their titles and a growing text view's lines keep the heights they have at the
  /// default text size (fixed heights, a fixed row height) whatever the text size: at an
  /// accessibility size the text, drawn larger, is clipped.
  case heightsIgnoreTextSize
  /// A growing text view's most lines while the keyboard is up are worked out with the default
  /// text size's line height (22 points) instead of its font's: at an accessibility size the
  /// view grows higher than the room above the keyboard.
  case growthCapIgnoresTextSize
  /// The keyboard avoidance takes every keyboard frame for a docked keyboard: it insets the
  /// content by the keyboard's height and keeps the focused input above where a docked keyboard
  /// of that height would be, also when the keyboard floats.
  case insetsForFloatingKeyboard
  /// The keyboard avoidance ignores a floating keyboard: no inset, no scroll, so the focused
  /// input may stay behind it (FormRuntime before it cleared floating keyboards).
  case ignoresFloatingKeyboard
  /// The submit is not guarded while it runs: every tap on the submit and every Return that
  /// submits submits again (an app whose request runs outside `onSubmitAsync`, so FormRuntime
  /// never knows the form is submitting).
  case submitNotGuarded
  /// Typing ignores an input's `maxLength`: every character goes in (a screen that replaced
  /// FormRuntime's text field delegate with one that formats but does not limit).
  case maxLengthIgnored
  /// Typing ignores an input's `format`: the characters go in as typed, unformatted (the
  /// limit still kept).
  case formatNotApplied
  /// Labels and buttons that `visibleWhen` hides stay on screen (a screen whose views of a
  /// node are not the ones it shows).
  case labelNeverHidden
  /// An input's error view shows a message of the app's own ("This field is required") for an
  /// empty required input, not the spec's `requiredMessage` (a screen that rewrites FormRuntime's
  /// messages).
  case requiredMessageIgnored
  /// Messages show only when the form is submitted, whatever the spec's `validateOn` (a screen
  /// that shows FormRuntime's messages in its submit action only): an `endEditing` input shows
  /// none when editing it ends, a `typing` one none as the user types after the first submit.
  case validateOnIgnored
  /// An input whose `validateOn` is `typing` shows a new message only on a submit or once editing
  /// it ends, never while it is edited (a screen that fills an input's error row when the input
  /// is left, as for `endEditing`): after the first submit, typing a refused value shows nothing
  /// until the user leaves the input.
  case typingValidationIgnored
  /// A tap outside the inputs leaves the keyboard up, though the spec says
  /// `keyboard.dismiss: onTap` (a tap recognizer of the screen's own takes the tap first).
  case tapDismissIgnored
}

/// The simulator's settings the app runs under.
struct SimulatorSettings: Sendable {
  /// I/O › Keyboard › Connect Hardware Keyboard: the software keyboard does not come up.
  var hardwareKeyboard = false
  /// The simulator's language, and its keyboard's: the Return key's title is in it (`en`, `de`,
  /// `ar`), and a right-to-left one (`ar`) mirrors the app's layout
  /// (`FormAppModel+RightToLeft.swift`).
  var keyboardLanguage = "en"
  /// Settings › Passwords › AutoFill Passwords (on in a new simulator): on a `newPassword` input
  /// Password AutoFill offers a strong password in place of the keyboard and fills the input,
  /// unless the app gave the input no content type (FormRuntime does on a UI test launch).
  var passwordAutoFill = true
  /// The app keeps its view model from one launch to the next (a shared instance, restored
  /// state), as an app may: only the test hook stands between one test's values and the next.
  var appKeepsFormAcrossLaunches = false
  /// The test runner's launch arguments: a test plan configuration's `commandLineArgumentEntries`
  /// go to the runner, not to the app, and the walk passes those it knows on to the app it
  /// launches (`FormUIWalk.forwardedArguments(from:)`, from `ProcessInfo`'s arguments). A test
  /// here cannot set its own process's arguments (`CommandLine.arguments`' setter is obsoleted in
  /// Swift 6), so the model adds to its launch arguments what the walk forwards from these.
  var runnerArguments: [String] = []
  /// The simulated device.
  var device: SimulatedDevice = .iPhone
  /// The keyboard was floated on the simulator (an iPad's floating keyboard, set up by hand as
  /// docs/UITests.md says): it comes up small, where the user left it, clear of the screen's
  /// bottom (`FormAppModel`'s `keyboardRect`).
  var keyboardFloats = false
  /// The app draws, over each input's title, a control of this type without an accessibility
  /// identifier (a cell, a segmented control, a toggle, a link: a screen's own row or option
  /// above the input); a tap on it goes to the control, which takes it: it neither ends editing
  /// nor dismisses the keyboard.
  var unidentifiedControl: XCUIElement.ElementType?
  /// The accessibility label of ``unidentifiedControl``: empty for a control the screen gave no
  /// label (an icon-only segment, toggle or link), which the accessibility audit reports.
  var unidentifiedControlLabel = "Option"
}

/// The device a simulator runs.
enum SimulatedDevice: Sendable {
  /// An iPhone 16: 390 × 844 points upright.
  case iPhone
  /// An iPad Pro 13-inch (M4): 1032 × 1376 points upright.
  case iPad
}

/// A model of an app that shows one generated form the way FormRuntime's UIKit screens do, for
/// the double's `XCUIApplication`: its behaviour — focus order, Return keys, visibility, submit —
/// is FormRuntime's `FormSession` over the generated view model; its screen is a column of
/// inputs in the spec's order (``SpecLayout``) in a scroll view on an iPhone (390 × 844 points,
/// 844 × 390 in landscape) with the keyboard, its Return key and the accessory toolbar in front.
///
/// Modelled, with Apple's documentation:
/// - a text input that becomes first responder brings up the keyboard, a custom input its own
///   input view, and both the accessory toolbar above it
///   (https://developer.apple.com/documentation/uikit/uiresponder/inputview,
///   https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview);
/// - the Return key shows the input's `returnKeyType`, titled in the keyboard's language
///   (https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype);
/// - Return on a text field asks its delegate (`textFieldShouldReturn(_:)`), on a text view
///   inserts a line break unless the delegate refuses it
///   (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:),
///   https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:));
/// - a scroll view's content moves by its content offset, and the keyboard avoidance scrolls
///   the focused input above the keyboard
///   (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset);
/// - a drag (`XCUICoordinate`'s `press(forDuration:thenDragTo:)`) that starts on the content moves
///   it with the finger, the offset changing by the drag's height, up to the content's ends; one
///   that starts on the keyboard or its toolbar, which are in front of the content, scrolls
///   nothing (https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:),
///   https://developer.apple.com/documentation/uikit/uiscrollview: "A scroll view tracks the
///   movements of fingers, and adjusts the origin accordingly");
/// - a growing text view grows with its text up to its most lines — FormRuntime's: the spec's, or
///   fewer while the keyboard leaves less room above it — then scrolls inside itself, its frame
///   staying put (https://developer.apple.com/documentation/uikit/uitextview: "A scrollable,
///   multiline text region";
///   https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled);
/// - the app turns with the device only to orientations it supports
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
/// - the accessory toolbar shows the schema's items; a submit placed in it (`actions.submit`,
///   `placement: keyboardToolbar`) is a bar button item that is enabled as the spec's `enabled`
///   says, and a disabled one ignores taps
///   (https://developer.apple.com/documentation/uikit/uibarbuttonitem,
///   https://developer.apple.com/documentation/uikit/uibaritem/isenabled);
/// - Password AutoFill offers a strong password for an input whose content type is
///   `newPassword`, in place of the keyboard, and fills the input with it
///   (https://developer.apple.com/documentation/security/password-autofill,
///   https://developer.apple.com/documentation/security/enabling-password-autofill-on-a-text-input-view).
/// - a right-to-left language mirrors the layout (`FormAppModel+RightToLeft.swift`, with its
///   sources).
/// - the text size the launch arguments ask for (`-UIPreferredContentSizeCategoryName`) sets the
///   heights of the inputs, their titles and a text view's lines, at the Human Interface
///   Guidelines' Dynamic Type sizes (`FormAppModel+TextSize.swift`, with its sources);
/// - on an iPad whose keyboard floats, the keyboard is small and clear of the screen's bottom;
///   FormRuntime takes a keyboard frame that does not reach the bottom
///   (`keyboardFrameEndUserInfoKey`) as covering none of it and leaves the layout guide's
///   `followsUndockedKeyboard` off (`coveredTop`, with its sources), and scrolls the edited input
///   the least that clears the keyboard and its toolbar, with only the inset that scroll needs
///   (`clearFloatingKeyboard(_:)`).
/// Modelled from FormRuntime's documentation (docs/Runtime.md, "App checks"): a submit — the
/// submit button, the keyboard toolbar's, or Return on an input whose Return submits — waits for
/// the app checks not yet answered for the current values — their debounce, and the launch's
/// answer (`FORMC_CHECKS`) `FormUITestLaunch.checkAnswerDelay` later — as the tests wait
/// (`passTime(_:)`); the model has no `checker`, so a check the launch does not answer passes.
/// While they run, each shows FormRuntime's spinner beside its input: a text field's right view,
/// a `UIActivityIndicatorView` (an activity indicator element,
/// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/activityindicator;
/// https://developer.apple.com/documentation/uikit/uitextfield/rightview) labelled "Checking"
/// and identified `formc.check.<id>` (`FormAccessibilityIdentifier.check(_:)`), gone once the
/// check answered.
/// Not documented by Apple: with the simulator's "Connect Hardware Keyboard" on, no software
/// keyboard comes up (the accessory toolbar still shows, at the bottom of the screen).
@MainActor
final class FormAppModel<Form: FormModel>: XCUIApplicationDouble {
  typealias Field = Form.Field

  /// The form's name, which the launch arguments must name.
  let name: String
  /// Makes the view model.
  let make: @MainActor () -> Form
  /// The seeded defects.
  let defects: Set<AppDefect>
  /// The simulator's settings.
  let settings: SimulatorSettings

  private(set) var isRunning = false
  private var session: FormSession<Form>?
  private var focused: Field?
  private var tracked: Field?
  private var offset: CGFloat = 0
  /// The top and bottom insets FormRuntime added to the page to scroll the edited input clear of
  /// a floating keyboard (`FormKeyboardAvoider.floatingKeyboardInset`).
  private var floatingInset: (top: CGFloat, bottom: CGFloat) = (0, 0)
  private var landscape = false
  /// The text size the launch asked for (Dynamic Type).
  private(set) var textSize = TextSize.large
  private var submits = 0
  /// The view model of the last launch.
  private var keptForm: Form?
  /// Ids the launch named that the form does not have.
  private(set) var unknownIDs: [String] = []
  /// The seconds the tests waited since launch: the app's timed work (a check's debounce and
  /// answer) runs as they pass.
  private var clock: TimeInterval = 0
  /// When a submit that waits for the app checks goes ahead (the checks then answer), if one waits.
  private var heldSubmitDue: TimeInterval?
  /// The launch's answers of the app checks (`FORMC_CHECKS`), by input id.
  private var checkAnswers: [String: String] = [:]
  /// The launch's submit delay (`FORMC_SUBMIT_DELAY`): each submit runs that long.
  private var submitDelay: TimeInterval?
  /// When the running submit ends (``submitDelay`` after it started), if one runs.
  private var submitEndsAt: TimeInterval?
  /// The inputs whose check runs, a spinner beside each.
  private var spinning: Set<Field> = []
  /// The inputs' positions in the schema (focus order, the typed controls last) in the order
  /// the screen lays them out: the spec's (``SpecLayout``).
  private let layoutOrder: [Int]
  /// How many times the app may have changed: every action, launch, turn of the device and
  /// passing of time counts one as it ends (``changed()``). The app changes only there: its state
  /// is this model's and its session's, which only those methods touch.
  private var generation = 0
  /// The element tree worked out at a generation, which ``elements`` gives again until the app
  /// changes: a query still sees the app as it is when it resolves (as XCUITest snapshots the
  /// app at each query), but a walk's many queries between two actions do not each lay out
  /// every input again.
  private var elementsCache: (generation: Int, elements: [XCUIElementSnapshotDouble])?

  init(
    name: String, make: @escaping @MainActor () -> Form, defects: Set<AppDefect> = [],
    settings: SimulatorSettings = SimulatorSettings()
  ) {
    self.name = name
    self.make = make
    self.defects = defects
    self.settings = settings
    layoutOrder = SpecLayout.order(of: Form.schema.inputs.map(\.field.rawValue), inSpec: name)
  }

  private var schema: FormSchema<Field> { Form.schema }

  /// The app may have changed: the next ``elements`` works the tree out again. Each method that
  /// changes the app calls it as it ends (`defer`), so a tree read while it ran is not kept.
  private func changed() { generation &+= 1 }

  // MARK: - Launch

  func launch(arguments: [String], environment: [String: String]) {
    defer { changed() }
    isRunning = true
    offset = 0
    floatingInset = (0, 0)
    focused = nil
    tracked = nil
    submits = 0
    clock = 0
    heldSubmitDue = nil
    submitEndsAt = nil
    checkAnswers = [:]
    spinning = []
    shownOnSubmit = []
    heldWhileTyping = []
    landscape = XCTestDouble.orientation.isLandscape && !defects.contains(.portraitOnly)
    let arguments = launchArguments(arguments)
    textSize = TextSize.launchedWith(arguments)
    guard let launch = FormUITestLaunch(arguments: arguments, environment: environment),
      launch.form == name
    else { return }
    let form = (settings.appKeepsFormAcrossLaunches ? keptForm : nil) ?? make()
    keptForm = form
    unknownIDs = launch.apply(to: form)
    checkAnswers = launch.checks
    submitDelay = launch.submitDelay
    let session = FormSession(form: form)
    // FormRuntime holds each submit of a UI test launch running for the delay
    // (`FormKeyboardController.uiTestSubmitDelay`); the defect's app submits at once.
    session.submitsAsynchronously = submitDelay != nil && !defects.contains(.submitNotGuarded)
    session.perform = { [weak self] effects in self?.apply(effects) }
    self.session = session
    session.send(.start)
    // The screen appeared: `viewDidAppear(_:)` calls the keyboard controller's `didAppear()`.
    if !defects.contains(.initialFocusIgnored) { session.send(.didAppear) }
  }

  func terminate() {
    defer { changed() }
    session?.send(.stop)
    session = nil
    isRunning = false
  }

  func deviceDidRotate(to orientation: UIDeviceOrientation) {
    defer { changed() }
    guard isRunning, !defects.contains(.portraitOnly) || !orientation.isLandscape else { return }
    landscape = orientation.isLandscape
    session?.send(.layoutDidChange)
    avoidKeyboard()
  }

  // MARK: - Effects

  private func apply(_ effects: [FormEffect<Field>]) {
    for effect in effects {
      switch effect {
      case .focus(let field): focus(redirected(field))
      case .endEditing: endEditing()
      case .submitted:
        submits += 1
        if let submitDelay, session?.isSubmitting == true { submitEndsAt = clock + submitDelay }
        shownOnSubmit = []
        heldWhileTyping = []
      case .track(let field): tracked = field
      case .reveal(let field): scroll(toShow: field)
      // What a failed submit shows (it moves VoiceOver to the first invalid input), which the
      // app with `validateOnIgnored` shows, until the message goes.
      case .accessibilityFocus:
        shownOnSubmit = Set(session?.form.errors.map(\.key) ?? [])
        heldWhileTyping = []
      case .showError(let field, nil):
        shownOnSubmit.remove(field)
        // A `typing` input whose message went while it is edited: the app with
        // `typingValidationIgnored` shows it no new one until editing it ends or a submit.
        if field == focused, validatesWhileTyping(field) { heldWhileTyping.insert(field) }
      default: break
      }
    }
    avoidKeyboard()
  }

  /// Where a broken app sends focus asked for `field`.
  private func redirected(_ field: Field) -> Field? {
    guard let session, let from = focused else { return field }
    let fields = schema.inputs.map(\.field)
    guard let start = fields.firstIndex(of: from), let target = fields.firstIndex(of: field),
      target > start
    else { return field }
    if defects.contains(.focusStuck) { return from }
    if defects.contains(.hiddenInputFocusable),
      let hidden = fields[(start + 1)..<target].first(where: { !session.isVisible($0) })
    {
      return hidden
    }
    if defects.contains(.nextSkipsAnInput),
      let after = fields[(target + 1)...].first(where: {
        session.isVisible($0) && schema[$0].kind != .switch
      })
    {
      return after
    }
    return field
  }

  private func focus(_ field: Field?) {
    guard let session, let field, field != focused else { return }
    if let old = focused {
      focused = nil
      heldWhileTyping.remove(old)
      session.send(.didEndEditing(old))
    }
    focused = field
    session.send(.didBeginEditing(field))
    if offersStrongPassword(field) {
      session.send(.textDidChange(field, "Strong-Pass-2026"))
    }
    if defects.contains(.slidersMoveOnFocus), schema[field].kind != .custom {
      for input in schema.inputs where input.kind == .slider {
        let value = session.form.value(of: input.field)
        if let number = Double(value) {
          session.form.setValue(
            Int(exactly: number).map { String($0 + 1) } ?? String(number + 1), for: input.field)
        }
      }
    }
  }

  /// Whether Password AutoFill offers a strong password for `field` in place of the keyboard:
  /// the simulator's AutoFill Passwords is on and the app gave the input the `newPassword`
  /// content type (FormRuntime gives it none on a UI test launch, which every launch here is).
  private func offersStrongPassword(_ field: Field) -> Bool {
    guard settings.passwordAutoFill, let traits = schema[field].traits else { return false }
    let uiTestLaunch = !defects.contains(.strongPasswordsOffered)
    return traits.appliedContentType(uiTestLaunch: uiTestLaunch) == .newPassword
  }

  /// The inputs whose messages the last submit showed, while they still show one: all that the
  /// app with ``AppDefect/validateOnIgnored`` shows.
  private var shownOnSubmit: Set<Field> = []

  /// The `typing` inputs whose message went while they were edited: the app with
  /// ``AppDefect/typingValidationIgnored`` shows them no new message until editing them ends.
  private var heldWhileTyping: Set<Field> = []

  /// Whether `field` validates as the user types (its `validateOn`, else the form's).
  private func validatesWhileTyping(_ field: Field) -> Bool {
    (schema[field].validateOn ?? schema.validateOn) == .typing
  }

  private func endEditing() {
    guard let session, let old = focused else { return }
    focused = nil
    heldWhileTyping.remove(old)
    session.send(.didEndEditing(old))
  }

  // MARK: - Actions

  /// A tap at a screen point (`XCUICoordinate.tap()`): the front-most element there gets it
  /// (``tap(_:)``); a tap on the form's background or on a label ends editing when the spec's
  /// `keyboard.dismiss` is `onTap` (FormRuntime's tap recognizer on the screen's root view), but
  /// with ``AppDefect/tapDismissIgnored``.
  func tap(at point: CGPoint) {
    defer { changed() }
    func hit(_ elements: [XCUIElementSnapshotDouble]) -> XCUIElementSnapshotDouble? {
      for element in elements.reversed() where element.frame.contains(point) {
        return hit(element.children) ?? element
      }
      return nil
    }
    let all = elements
    let isFront = { (element: XCUIElementSnapshotDouble) in
      element.elementType == .keyboard || element.elementType == .toolbar
    }
    if let element = hit(all.filter(isFront)) ?? hit(all.filter { !isFront($0) }) {
      if Handle(element.handle, inputs: schema.inputs.count) != .other {
        return tap(element.handle)
      }
      // The control takes the tap (a cell selects its row, a segment its option).
      if let control = settings.unidentifiedControl, element.elementType == control { return }
    }
    guard schema.keyboard.dismissMode == .onTap, !defects.contains(.tapDismissIgnored) else {
      return
    }
    endEditing()
    avoidKeyboard()
  }

  func tap(_ handle: Int) {
    defer { changed() }
    guard let session else { return }
    switch Handle(handle, inputs: schema.inputs.count) {
    case .input(let position):
      let field = schema.inputs[position].field
      if schema[field].kind == .custom {
        // A picker selects a row, a rating sets a star: a tap changes a custom input's value.
        form?.setValue("tapped", for: field)
      }
      if schema[field].kind != .switch { focus(field) }
    case .previous: session.send(.toolbarPrevious)
    case .next: session.send(.toolbarNext)
    case .done: session.send(.toolbarDone)
    case .toolbarSubmit:
      // A disabled bar button item ignores the tap.
      if let submit = schema.actions.submit, session.form.isSubmitEnabled(submit.enabled) {
        if defects.contains(.toolbarSubmitDoesNotWaitForChecks) {
          if session.form.submit() { submits += 1 }
        } else {
          submitAfterChecks()
        }
      }
    case .returnKey: if let focused { pressReturn(focused) }
    case .submit:
      if defects.contains(.submitButtonSkipsValidation) { submits += 1 }
      if defects.contains(.submitDoesNotWaitForChecks) {
        if session.form.submit() { submits += 1 }
      } else {
        submitAfterChecks()
      }
    default: break
    }
    avoidKeyboard()
  }

  func typeText(_ text: String, into handle: Int) {
    defer { changed() }
    guard let session, let field = focused else { return }
    for character in text {
      if character == "\n" || character == "\r" {
        if schema[field].kind == .textView, session.returnAction(for: field) == .newline {
          session.send(.textDidChange(field, session.form.value(of: field) + "\n"))
        } else {
          pressReturn(field)
        }
      } else if String(character) == XCUIKeyboardKey.delete.rawValue {
        // The Delete key deletes the character before the insertion point, at the text's end
        // (https://developer.apple.com/documentation/xcuiautomation/xcuikeyboardkey/delete).
        session.send(.textDidChange(field, String(session.form.value(of: field).dropLast())))
      } else {
        session.send(.textDidChange(field, entered(character, into: field)))
      }
    }
    avoidKeyboard()
  }

  /// The input's text after `character` is typed at its end, as FormRuntime's text entry takes
  /// it (`FormTextEditor`: the spec's `maxLength` and `format`), or as a seeded defect does.
  private func entered(_ character: Character, into field: Field) -> String {
    let text = session?.form.value(of: field) ?? ""
    guard var editor = session?.form.textEditor(for: field) else {
      return text + String(character)
    }
    if defects.contains(.maxLengthIgnored) { editor.maxLength = nil }
    if defects.contains(.formatNotApplied) { editor.formatter = nil }
    let end = text.utf16.count
    switch editor.edit(text, replacing: end..<end, with: String(character)) {
    case .accept: return text + String(character)
    case .refuse: return text
    case .replace(let replaced, _): return replaced
    }
  }

  private func pressReturn(_ field: Field) {
    guard let session else { return }
    if defects.contains(.returnDoesNotSubmit), session.returnAction(for: field) == .submit {
      return
    }
    if defects.contains(.submitsInvalidForm), session.returnAction(for: field) == .submit {
      submits += 1
    }
    if defects.contains(.returnSubmitIgnoredOnInvalid), session.returnAction(for: field) == .submit,
      !session.form.isValid
    {
      return
    }
    // Return that submits submits as the submit button does: the session's submit waits for the
    // app checks not yet answered (`FormSession`'s `submit`), which the model runs in its time.
    if session.returnAction(for: field) == .submit, session.form.hasUnsettledChecks {
      if defects.contains(.returnSubmitDoesNotWaitForChecks) {
        if session.form.submit() { submits += 1 }
        return
      }
      return submitAfterChecks()
    }
    session.send(.returnPressed(field))
  }

  func swipe(down: Bool, on handle: Int) {
    defer { changed() }
    // A swipe drags over about half of what is visible of the scroll view (above the keyboard).
    let distance = (coveredTop - safeTop) / 2
    offset = min(max(minOffset, offset + (down ? -distance : distance)), maxOffset)
  }

  func drag(from start: CGPoint, to end: CGPoint) {
    defer { changed() }
    // The keyboard and its toolbar are in front of the content: a drag on them scrolls nothing.
    guard screenBounds.contains(start) else { return }
    if keyboardFloats {
      guard ![keyboardRect, toolbarRect].contains(where: { $0?.contains(start) == true }) else {
        return
      }
    } else {
      guard start.y < coveredTop else { return }
    }
    offset = min(max(minOffset, offset - (end.y - start.y)), maxOffset)
  }

  private var form: Form? { session?.form }

  // MARK: - App checks

  /// A submit, which waits for the app checks not yet answered for the current values
  /// (docs/Runtime.md, "App checks": the session's submit settles them first): it goes ahead
  /// once the longest of their debounces and answers passed, as the tests wait.
  private func submitAfterChecks() {
    guard let session else { return }
    let form = session.form
    guard form.hasUnsettledChecks else { return session.send(.submit) }
    let due =
      schema.inputs.compactMap { input -> TimeInterval? in
        guard let check = form.appCheck(for: input.field) else { return nil }
        // An answer the launch gives comes `checkAnswerDelay` after the debounce; without a
        // `checker` (the model has none) the check passes once its debounce is over.
        let answered = checkAnswers[input.field.rawValue] != nil
        return check.debounce + (answered ? FormUITestLaunch.checkAnswerDelay : 0)
      }.max() ?? 0
    heldSubmitDue = clock + due
    // FormRuntime runs at once the checks a submit waits for (`settleChecks()`): their spinners
    // show until they answer.
    spinning = Set(
      schema.inputs.map(\.field).filter { field in
        let value = form.value(of: field)
        return !value.isEmpty && form.appCheck(for: field) != nil && form.isCheckActive(field)
          && form.appChecks?.outcome(for: field, value: value) == nil
      })
  }

  func passTime(_ seconds: TimeInterval) {
    defer { changed() }
    clock += seconds
    if let end = submitEndsAt, clock >= end {
      submitEndsAt = nil
      session?.send(.submissionDidFinish)
    }
    guard let due = heldSubmitDue, clock >= due, let session else { return }
    heldSubmitDue = nil
    let form = session.form
    for input in schema.inputs where form.appCheck(for: input.field) != nil {
      let value = form.value(of: input.field)
      guard !value.isEmpty, form.isCheckActive(input.field),
        form.appChecks?.outcome(for: input.field, value: value) == nil
      else { continue }
      let answer = checkAnswers[input.field.rawValue] ?? ""
      form.appChecks?.answer(
        input.field, value: value, with: answer.isEmpty ? .passed : .failed(answer))
    }
    if !defects.contains(.checkSpinnerStays) { spinning = [] }
    session.send(.submit)
    avoidKeyboard()
  }

  // MARK: - Geometry

  /// The screen's bounds in the orientation shown.
  var screenBounds: CGRect {
    let upright =
      settings.device == .iPad
      ? CGSize(width: 1032, height: 1376) : CGSize(width: 390, height: 844)
    return landscape
      ? CGRect(x: 0, y: 0, width: upright.height, height: upright.width)
      : CGRect(origin: .zero, size: upright)
  }

  /// The top of the safe area: the status bar (an iPad's, 24 points, in both orientations).
  private var safeTop: CGFloat { settings.device == .iPad ? 24 : (landscape ? 0 : 47) }

  /// Whether the keyboard up is an iPad's floating keyboard (the simulator's keyboard was
  /// floated): a small keyboard where the user left it, clear of the screen's bottom.
  private var keyboardFloats: Bool {
    keyboardShown && settings.keyboardFloats && settings.device == .iPad
  }

  /// The system keyboard's frame while it is up. A floating keyboard is a small keyboard the user
  /// moves anywhere on the screen; Apple documents no size or place for it, so it is modelled
  /// about an iPhone keyboard's size, 320 × 260 points, where the user left it: centred near the
  /// bottom, 28 points above it (set up by hand on the simulator, docs/UITests.md). A docked
  /// one spans the screen's width at its bottom (an iPad's about 400 points high: not a
  /// documented figure, and no configuration docks it).
  private var keyboardRect: CGRect? {
    guard keyboardShown else { return nil }
    let bounds = screenBounds
    if keyboardFloats {
      return CGRect(
        x: (bounds.width - 320) / 2, y: bounds.height - 28 - 260, width: 320, height: 260)
    }
    return CGRect(
      x: 0, y: bounds.height - inputViewHeight, width: bounds.width, height: inputViewHeight)
  }

  /// FormRuntime's toolbar (the input accessory view) while an input is edited: on top of the
  /// keyboard or input view, as wide as it — Apple, inputAccessoryView: custom controls attached
  /// "to either a system-supplied input view (such as the system keyboard) or a custom input
  /// view" (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview). On a
  /// floating keyboard, modelled on top of it (not documented by Apple).
  private var toolbarRect: CGRect? {
    guard focused != nil, schema.hasToolbar else { return nil }
    if keyboardFloats, let keyboard = keyboardRect {
      return CGRect(x: keyboard.minX, y: keyboard.minY - 44, width: keyboard.width, height: 44)
    }
    return CGRect(x: 0, y: inputViewTop - 44, width: screenBounds.width, height: 44)
  }

  /// The top of the docked keyboard or the input view in front of the screen's bottom: read from
  /// the keyboard's frame while the system keyboard is docked (``keyboardRect``), so that the
  /// toolbar and the covered area follow that frame and the docked keyboard's height is one
  /// figure in one place (``inputViewHeight``; an iPad's is a guess, docs/UITests.md); a custom
  /// input's input view's otherwise.
  private var inputViewTop: CGFloat {
    if let keyboard = keyboardRect, !keyboardFloats { return keyboard.minY }
    return screenBounds.height - inputViewHeight
  }

  /// Whether the focused input is a text input whose keyboard is up.
  private var keyboardShown: Bool {
    guard let focused else { return false }
    return schema[focused].kind != .custom && !settings.hardwareKeyboard
      && !defects.contains(.keyboardNotShown) && !offersStrongPassword(focused)
  }

  /// The height of the keyboard (or a custom input's input view) in front of the screen. An
  /// iPad's docked keyboard (400 points upright, 470 on its side) is a guess: Apple documents no
  /// figure (looked for in its documentation and the Human Interface Guidelines, session 50), and
  /// no configuration docks it.
  private var inputViewHeight: CGFloat {
    guard let focused else { return 0 }
    if schema[focused].kind == .custom { return 216 }
    guard keyboardShown else { return 0 }
    if settings.device == .iPad { return keyboardFloats ? 260 : (landscape ? 470 : 400) }
    return landscape ? 209 : 336
  }

  private var toolbarHeight: CGFloat { focused != nil && schema.hasToolbar ? 44 : 0 }

  /// The top of what covers the screen's bottom while editing, which the keyboard avoidance
  /// keeps the edited input above. A floating keyboard covers no part of the bottom: FormRuntime
  /// takes a keyboard frame that does not reach the screen's bottom (what
  /// `keyboardWillChangeFrameNotification` reports for an undocked or floating keyboard,
  /// `keyboardFrameEndUserInfoKey`: the keyboard's frame "in the screen's coordinate space",
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey)
  /// as covering none of the bottom (`FormKeyboardGeometry.overlap` is 0: no keyboard inset),
  /// and with the keyboard layout guide, for inputs in a scroll view (the model lays every input
  /// in one; a pinned bar, whose input no scroll view holds, follows the undocked keyboard,
  /// docs/Runtime.md), leaves `followsUndockedKeyboard` off, so the guide
  /// "matches the bottomAnchor of safeAreaLayoutGuide" when the keyboard is "undocked or floating"
  /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard);
  /// it keeps the edited input clear of the floating keyboard's frame by scrolling instead
  /// (`clearFloatingKeyboard(_:)`). A broken app (`insetsForFloatingKeyboard`) insets by the
  /// keyboard's height all the same.
  private var coveredTop: CGFloat {
    if keyboardFloats, !defects.contains(.insetsForFloatingKeyboard) {
      return screenBounds.height
    }
    if keyboardFloats { return screenBounds.height - inputViewHeight - toolbarHeight }
    return inputViewTop - toolbarHeight
  }

  /// Each visible input's frame in the content (before scrolling), in the spec's order.
  private var contentFrames: [(position: Int, frame: CGRect)] {
    guard let session else { return [] }
    var y = safeTop + 16
    var frames: [(Int, CGRect)] = []
    let width = screenBounds.width - 32
    // The same for every input: worked out once (the frames are worked out at each action).
    let coveredTop = self.coveredTop
    for position in layoutOrder where session.isVisible(schema.inputs[position].field) {
      let input = schema.inputs[position]
      let height = self.height(of: input, width: width, coveredTop: coveredTop)
      frames.append((position, CGRect(x: 16, y: y + titleSpace, width: width, height: height)))
      y += titleSpace + height + 16
    }
    return frames
  }

  /// The text size the app lays out at: the launch's, or the default's for an app whose heights
  /// ignore it (its text is still drawn at the launch's size).
  private var layoutTextSize: TextSize {
    defects.contains(.heightsIgnoreTextSize) ? .large : textSize
  }

  /// An input's title (subheadline) above it, and the 4 points between them.
  private var titleSpace: CGFloat { layoutTextSize.subheadlineLeading + 4 }

  /// An input's height at a width, while what covers the screen's bottom starts at `coveredTop`
  /// (``coveredTop``).
  private func height(of input: FormInputSchema<Field>, width: CGFloat, coveredTop: CGFloat)
    -> CGFloat
  {
    guard input.kind == .textView, let form else { return layoutTextSize.inputHeight }
    // Lines of the body style's leading (22 points at Large), between the view's fewest and
    // most lines; characters about 8 points wide at Large.
    let lineHeight = layoutTextSize.bodyLeading
    let perLine = max(1, Int((width - 16) / textSize.characterWidth))
    // Each paragraph (the text split at line breaks, empty ones too) takes at least a line.
    var lines = 0
    var length = 0
    for character in form.value(of: input.field) {
      if character == "\n" {
        lines += max(1, (length + perLine - 1) / perLine)
        length = 0
      } else {
        length += 1
      }
    }
    lines += max(1, (length + perLine - 1) / perLine)
    let range = input.lines ?? 1...1
    guard !defects.contains(.growthNotCapped) else {
      return CGFloat(max(range.lowerBound, lines)) * lineHeight + 16
    }
    // FormRuntime's most lines: the spec's, or fewer while the keyboard (or an input view, or the
    // toolbar alone) leaves less room in the scroll view's visible part above it, less the
    // keyboard spacing above and below (`FormKeyboardController`'s growth).
    let covered = coveredTop < screenBounds.height
    let room = covered ? coveredTop - safeTop - 2 * CGFloat(schema.keyboard.spacing) : nil
    // (A broken app works them out with the default size's line height.)
    let measured =
      defects.contains(.growthCapIgnoresTextSize) ? TextSize.large.bodyLeading : lineHeight
    let most =
      FormTextViewGrowth.maxLines(
        range.upperBound, fittingIn: room.map { max(0, $0) }, lineHeight: measured,
        insets: FormEdgeInsets(top: 8, bottom: 8)) ?? range.upperBound
    return CGFloat(
      FormTextViewGrowth.visibleLines(
        lineCount: lines, minLines: range.lowerBound, maxLines: most)) * lineHeight + 16
  }

  /// How high an input's text is drawn: a text field's line, a text view's lines (those it
  /// shows, at the launch's text size), with its insets; nothing for other inputs.
  private func textHeight(of input: FormInputSchema<Field>, in frame: CGRect) -> CGFloat? {
    switch input.kind {
    case .field: return textSize.bodyLeading
    case .textView:
      let lines = max(1, ((frame.height - 16) / layoutTextSize.bodyLeading).rounded())
      return lines * textSize.bodyLeading + 16
    default: return nil
    }
  }

  private var contentHeight: CGFloat {
    (contentFrames.last?.frame.maxY ?? safeTop) + 16 + layoutTextSize.inputHeight + 16
  }

  private var maxOffset: CGFloat {
    max(0, contentHeight - coveredTop) + floatingInset.bottom
  }

  /// The least offset: 0, less the top inset added for a floating keyboard.
  private var minOffset: CGFloat { -floatingInset.top }

  private func scroll(toShow field: Field) {
    guard let position = schema.inputs.firstIndex(where: { $0.field == field }),
      let frame = contentFrames.first(where: { $0.position == position })?.frame
    else { return }
    let top = frame.minY - offset
    if top < safeTop {
      offset = max(0, frame.minY - safeTop - 8)
    } else if frame.maxY - offset > coveredTop - 8 {
      offset = min(maxOffset, frame.maxY - coveredTop + 8)
    }
  }

  /// The keyboard avoidance: keeps the tracked input above what covers the screen's bottom.
  private func avoidKeyboard() {
    // A docked or hidden keyboard: the floating keyboard's insets go.
    if !keyboardFloats { floatingInset = (0, 0) }
    offset = max(min(offset, maxOffset), minOffset)
    guard let tracked, !defects.contains(.inputLeftUnderKeyboard) else { return }
    scroll(toShow: tracked)
    clearFloatingKeyboard(tracked)
  }

  /// FormRuntime's avoidance of a floating keyboard (`FormKeyboardAvoider`, docs/Runtime.md):
  /// the least scroll that puts the input 8 points (the model's spacing, as for a docked
  /// keyboard) above the keyboard and its toolbar (the keyboard's frame includes the input
  /// accessory view), or below them when the room above is too small, with the insets that
  /// scroll needs beyond the page's own range and no more
  /// (`FormKeyboardGeometry.scrollClearing(floatingKeyboard:target:visibleTop:spacing:)`).
  private func clearFloatingKeyboard(_ field: Field) {
    guard keyboardFloats, !defects.contains(.ignoresFloatingKeyboard),
      !defects.contains(.insetsForFloatingKeyboard), let keyboard = keyboardRect,
      let position = schema.inputs.firstIndex(where: { $0.field == field }),
      let frame = contentFrames.first(where: { $0.position == position })?.frame
    else { return }
    let cover = toolbarRect.map { keyboard.union($0) } ?? keyboard
    let delta = FormKeyboardGeometry.scrollClearing(
      floatingKeyboard: cover, target: frame.offsetBy(dx: 0, dy: -offset), visibleTop: safeTop,
      spacing: 8)
    let target = offset + delta
    let pageMax = max(0, contentHeight - coveredTop)
    floatingInset = (top: max(0, -target), bottom: max(0, target - pageMax))
    offset = target
  }

  // MARK: - Elements

  private enum Handle: Equatable {
    case input(Int)
    case previous, next, done, returnKey, submit, keyboard, toolbar, inputView, toolbarSubmit
    case other

    init(_ handle: Int, inputs: Int) {
      if handle < inputs {
        self = .input(handle)
      } else {
        let others: [Handle] = [
          .previous, .next, .done, .returnKey, .submit, .keyboard, .toolbar, .inputView,
          .toolbarSubmit,
        ]
        let index = handle - inputs
        self = index < others.count ? others[index] : .other
      }
    }

    func value(inputs: Int) -> Int {
      switch self {
      case .input(let position): return position
      case .previous: return inputs
      case .next: return inputs + 1
      case .done: return inputs + 2
      case .returnKey: return inputs + 3
      case .submit: return inputs + 4
      case .keyboard: return inputs + 5
      case .toolbar: return inputs + 6
      case .inputView: return inputs + 7
      case .toolbarSubmit: return inputs + 8
      case .other: return inputs + 9
      }
    }
  }

  /// The Return key's title in the keyboard's language.
  private func title(of key: FormReturnKey) -> String {
    let german: [FormReturnKey: String] = [
      .default: "Zeilenumbruch", .next: "Weiter", .done: "Fertig", .go: "Los", .send: "Senden",
      .join: "Beitreten", .search: "Suchen", .continue: "Fortfahren", .route: "Route",
    ]
    let arabic: [FormReturnKey: String] = [
      .default: "إدخال", .next: "التالي", .done: "تم", .go: "انتقال", .send: "إرسال",
      .join: "انضمام", .search: "بحث", .continue: "متابعة", .route: "المسار",
    ]
    if settings.keyboardLanguage == "de" { return german[key] ?? key.rawValue }
    if settings.keyboardLanguage == "ar" { return arabic[key] ?? key.rawValue }
    return key == .default ? "return" : key.rawValue
  }

  /// The Return key an input shows: the session's, or a wrong one.
  private func shownReturnKey(_ field: Field) -> FormReturnKey? {
    guard let key = session?.returnKey(for: field) else { return nil }
    guard defects.contains(.wrongReturnKey) else { return key }
    return key == .next ? .done : .next
  }

  var elements: [XCUIElementSnapshotDouble] {
    if let cache = elementsCache, cache.generation == generation { return cache.elements }
    let elements = currentElements
    elementsCache = (generation, elements)
    return elements
  }

  /// The element tree as the app is now.
  private var currentElements: [XCUIElementSnapshotDouble] {
    guard let session, isRunning else { return [] }
    let count = schema.inputs.count
    var others = Handle.other.value(inputs: count)
    func handle(_ handle: Handle) -> Int {
      guard handle == .other else { return handle.value(inputs: count) }
      others += 1
      return others
    }
    var content: [XCUIElementSnapshotDouble] = []
    // Worked out once for the whole tree (each input's height, a text view's from its text).
    let frames = contentFrames
    for (position, frame) in frames {
      let input = schema.inputs[position]
      let shown = frame.offsetBy(dx: 0, dy: -offset)
      if let title = input.title {
        content.append(
          XCUIElementSnapshotDouble(
            handle: handle(.other), elementType: .staticText, label: title,
            frame: CGRect(
              x: shown.minX, y: shown.minY - titleSpace, width: shown.width,
              height: layoutTextSize.subheadlineLeading),
            textHeight: textSize.subheadlineLeading))
      }
      if let control = settings.unidentifiedControl {
        content.append(
          XCUIElementSnapshotDouble(
            handle: handle(.other), elementType: control, label: settings.unidentifiedControlLabel,
            frame: CGRect(
              x: shown.minX, y: shown.minY - titleSpace, width: shown.width, height: titleSpace)))
      }
      var type: XCUIElement.ElementType
      switch input.kind {
      case .field: type = input.traits?.secure == true ? .secureTextField : .textField
      case .textView: type = .textView
      case .custom: type = .other
      case .switch: type = .switch
      // A choice is a segmented control or a menu, picker or list the model does not draw.
      case .choice: type = .other
      // A multi-choice's rows (or the row that pushes them) are drawn as one element the walk
      // passes over: UI tests reach it and never tap it.
      case .multiChoice: type = .other
      // UIDatePicker, UIStepper and UISlider report their own element types
      // (https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/datepicker,
      // …/elementtype/stepper, …/elementtype/slider).
      case .date: type = .datePicker
      case .stepper: type = .stepper
      case .slider: type = .slider
      }
      let untyped: Set<FormInputKind> = [.date, .stepper, .slider]
      if defects.contains(.typedControlsUntyped), untyped.contains(input.kind) { type = .other }
      let unlabelled =
        defects.contains(.inputWithoutLabel) && [.field, .textView].contains(input.kind)
      if spinning.contains(input.field), [.field, .textView].contains(input.kind) {
        // The text field's right view (a text view's spinner sits at its trailing top corner).
        content.append(
          XCUIElementSnapshotDouble(
            handle: handle(.other), elementType: .activityIndicator,
            identifier: FormAccessibilityIdentifier.check(input.field), label: "Checking",
            frame: CGRect(x: shown.maxX - 28, y: shown.minY + 12, width: 20, height: 20)))
      }
      content.append(
        XCUIElementSnapshotDouble(
          handle: position, elementType: type,
          identifier: FormAccessibilityIdentifier.input(input.field),
          label: unlabelled ? "" : input.accessibilityLabel ?? "",
          value: session.form.value(of: input.field),
          placeholderValue: unlabelled ? nil : input.placeholder, frame: shown,
          hasKeyboardFocus: focused == input.field && input.kind != .custom,
          textHeight: textHeight(of: input, in: shown)))
    }
    let submitY = (frames.last?.frame.maxY ?? safeTop) + 16 - offset
    // A submit placed in the keyboard toolbar takes the submit identifier when the form has no
    // submit button in its content (`FormAccessibilityIdentifier.keyboardToolbarSubmit`).
    let toolbarSubmit = schema.actions.submit.flatMap {
      $0.placement == .keyboardToolbar ? $0 : nil
    }
    if toolbarSubmit?.identifier != FormAccessibilityIdentifier.submit {
      content.append(
        XCUIElementSnapshotDouble(
          handle: handle(.submit), elementType: .button,
          identifier: FormAccessibilityIdentifier.submit, label: "Submit",
          frame: CGRect(
            x: 16, y: submitY, width: screenBounds.width - 32, height: layoutTextSize.inputHeight),
          textHeight: textSize.bodyLeading))
    }
    // The app's test hook: what the focused input's keyboard shows, and how many submits.
    let returnKey = focused.flatMap { schema[$0].kind == .custom ? nil : shownReturnKey($0) }
    content.append(
      XCUIElementSnapshotDouble(
        handle: handle(.other), elementType: .staticText,
        identifier: FormUITestLaunch.returnKeyProbe, label: returnKey?.rawValue ?? "",
        frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
    content.append(
      XCUIElementSnapshotDouble(
        handle: handle(.other), elementType: .staticText,
        identifier: FormUITestLaunch.submitProbe, label: String(submits),
        frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
    // The labels and buttons that `visibleWhen` shows and hides, under the submit button, by
    // their ids (FormRuntime identifies their views); a hidden one is not in the tree.
    var nodeY = submitY + layoutTextSize.inputHeight + 16
    for condition in schema.conditions where [.label, .button].contains(condition.kind) {
      guard session.form.isVisible(node: condition.id) || defects.contains(.labelNeverHidden)
      else { continue }
      let text = schema.texts.first { $0.id == condition.id }?.text ?? condition.id
      content.append(
        XCUIElementSnapshotDouble(
          handle: handle(.other), elementType: condition.kind == .button ? .button : .staticText,
          identifier: FormAccessibilityIdentifier.node(condition.id), label: text,
          frame: CGRect(x: 16, y: nodeY, width: screenBounds.width - 32, height: 44)))
      nodeY += 52
    }
    // The messages shown, each in its input's error view (FormRuntime identifies the screen's
    // view, `formc.error.<id>`), under the nodes.
    for input in schema.inputs {
      guard let message = session.form.errors[input.field],
        !defects.contains(.validateOnIgnored) || shownOnSubmit.contains(input.field),
        !defects.contains(.typingValidationIgnored) || input.field != focused
          || !heldWhileTyping.contains(input.field)
      else { continue }
      content.append(
        XCUIElementSnapshotDouble(
          handle: handle(.other), elementType: .staticText,
          identifier: FormAccessibilityIdentifier.error(input.field),
          label: defects.contains(.requiredMessageIgnored)
            && !FormValidator.isFilled(session.form.value(of: input.field))
            ? "This field is required" : message,
          frame: CGRect(x: 16, y: nodeY, width: screenBounds.width - 32, height: 20)))
      nodeY += 28
    }
    var front: [XCUIElementSnapshotDouble] = []
    let width = screenBounds.width
    if let toolbar = toolbarRect {
      let y = toolbar.minY
      // The schema's items, FormRuntime's labels (`FormToolbarLabels`); the submit item is the
      // spec's, enabled as its `enabled` says.
      let buttons: [(Handle, String, String, Bool)] = schema.toolbar.compactMap { item in
        switch item {
        case .previous: return (.previous, FormAccessibilityIdentifier.previous, "Previous", true)
        case .next: return (.next, FormAccessibilityIdentifier.next, "Next", true)
        case .done: return (.done, FormAccessibilityIdentifier.done, "Done", true)
        case .submit:
          return toolbarSubmit.map {
            (.toolbarSubmit, $0.identifier, $0.title, session.form.isSubmitEnabled($0.enabled))
          }
        case .flexibleSpace: return nil
        }
      }
      front.append(
        XCUIElementSnapshotDouble(
          handle: handle(.toolbar), elementType: .toolbar,
          frame: toolbar,
          children: buttons.enumerated().map { index, button in
            XCUIElementSnapshotDouble(
              handle: handle(button.0), elementType: .button, identifier: button.1,
              label: button.2, isEnabled: button.3,
              frame: CGRect(
                x: toolbar.minX + CGFloat(index) * 100 + 8, y: y + 4, width: 80, height: 36))
          }))
    }
    if let keyboard = keyboardRect, let focused {
      let top = keyboard.minY
      var keys: [XCUIElementSnapshotDouble] = ["q", "w", "e"].enumerated().map { index, key in
        XCUIElementSnapshotDouble(
          handle: handle(.other), elementType: .key, identifier: key, label: key,
          frame: CGRect(
            x: keyboard.minX + CGFloat(index) * 39, y: top + 8, width: 35, height: 42))
      }
      if let key = shownReturnKey(focused) {
        let title = self.title(of: key)
        keys.append(
          XCUIElementSnapshotDouble(
            handle: handle(.returnKey), elementType: .button,
            identifier: title.prefix(1).uppercased() + title.dropFirst(), label: title,
            frame: CGRect(x: keyboard.maxX - 90, y: top + 160, width: 86, height: 42)))
      }
      front.append(
        XCUIElementSnapshotDouble(
          handle: handle(.keyboard), elementType: .keyboard, frame: keyboard, children: keys))
    } else if let focused, schema[focused].kind == .custom {
      front.append(
        XCUIElementSnapshotDouble(
          handle: handle(.inputView), elementType: .picker,
          frame: CGRect(
            x: 0, y: screenBounds.height - inputViewHeight, width: width,
            height: inputViewHeight)))
    }
    return laidOut(content + front)
  }
}

extension UIDeviceOrientation {
  /// Whether the device lies on its side.
  var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
