import FormRuntime
import FormRuntimeTestSupport
import Testing

/// The form session, event by event: what it tells the screen, and what it keeps from the view
/// model. The driver stands for the platform (see ``FormSessionDriver``).
@MainActor
@Suite("Form session")
struct FormSessionTests {
  typealias Field = ContactForm.Field
  typealias Driver = FormSessionDriver<ContactForm>

  func started(_ form: ContactForm = ContactForm()) -> Driver {
    let driver = Driver(form)
    driver.start()
    return driver
  }

  // MARK: - Presenting

  @Test("start presents the whole form: texts, visibility, return keys, sizes")
  func start() {
    let form = ContactForm()
    form.name = "Ada"
    let driver = started(form)
    #expect(driver.texts[.name] == "Ada")
    #expect(driver.texts[.kind] == nil, "a custom input has no text to set")
    #expect(driver.visibleInputs == [.name, .kind, .email, .phone, .notes])
    #expect(driver.hidden[.node("companySection")] == true)
    #expect(driver.hidden[.node("vatHint")] == true)
    #expect(driver.hidden[.node("vat")] == nil, "an input's own condition hides it as an input")
    #expect(driver.returnKeys[.name] == .next)
    #expect(driver.returnKeys[.email] == .next)
    #expect(driver.returnKeys[.phone] == nil, "a phone pad has no return key")
    #expect(driver.returnKeys[.notes] == .default)
    #expect(driver.resized == [.notes])
  }

  @Test("nothing reaches the screen before start, and start shows what changed before it")
  func beforeStart() {
    let form = ContactForm()
    let driver = Driver(form)
    form.kind = "business"
    driver.session.send(.keyboardWillChangeFrame(Self.keyboard))
    #expect(driver.effects.isEmpty)
    driver.start()
    #expect(driver.visibleInputs.contains(.company))
  }

  @Test("typing that changes nothing on screen tells the screen nothing")
  func onlyWhatChanged() {
    let driver = started()
    driver.tap(.name)
    driver.clearLog()
    driver.type("A")
    driver.type("Ad")
    #expect(driver.effects.isEmpty, "\(driver.effects)")
    #expect(driver.form.name == "Ad")
  }

  // MARK: - Values from app code (problem 2)

  @Test("a custom input's value set by app code shows and hides nodes at once")
  func pickerValue() {
    let driver = started()
    driver.tap(.name)
    driver.clearLog()
    driver.form.kind = "business"
    #expect(driver.effects.contains(.setHidden(.input(.company), false)))
    #expect(driver.effects.contains(.setHidden(.node("companySection"), false)))
    #expect(driver.visibleInputs == [.name, .kind, .company, .email, .phone, .notes])
    #expect(driver.toolbars[.name]?.nextEnabled == true)
    driver.form.kind = "personal"
    #expect(driver.hidden[.input(.company)] == true)
  }

  @Test("a text value set by app code reaches its view")
  func textFromCode() {
    let driver = started()
    driver.form.company = "Acme"
    #expect(driver.texts[.company] == "Acme")
    driver.clearLog()
    driver.tap(.company)
    driver.type("Acme Ltd")
    #expect(!driver.effects.contains { if case .setText = $0 { true } else { false } })
  }

  @Test("reset from app code or through the session puts views back and ends editing")
  func reset() {
    for throughSession in [false, true] {
      let driver = started()
      driver.form.kind = "business"
      driver.tap(.company)
      driver.type("Acme")
      driver.form.errors = [.name: "Name is required"]
      if throughSession {
        driver.session.send(.reset)
      } else {
        driver.form.reset()
      }
      #expect(driver.texts[.company] == "")
      #expect(driver.hidden[.input(.company)] == true)
      #expect(driver.shownErrors.isEmpty, "\(driver.shownErrors)")
      #expect(driver.firstResponder == nil)
      #expect(driver.form.focusedField == nil)
    }
  }

  // MARK: - Return keys follow visibility (problem 3)

  @Test("a label whose controlling input shows and hides follows it")
  func labelFollowsItsController() {
    let form = ContactForm()
    form.kind = "business"
    let driver = started(form)
    driver.tap(.company)
    driver.type("Acme")
    #expect(driver.visibleInputs.contains(.vat))
    driver.tap(.vat)
    driver.type("GB1")
    #expect(driver.hidden[.node("vatHint")] == false)
    driver.form.kind = "personal"
    #expect(driver.hidden[.node("vatHint")] == true, "vat is hidden with its section")
    #expect(driver.hidden[.node("companySection")] == true)
  }

  @Test("the last visible input's key switches between next and its submit key")
  func lastInputKey() {
    let driver = FormSessionDriver(LastInputForm())
    driver.start()
    driver.tap(.password)
    #expect(driver.returnKeys[.password] == .join)
    #expect(driver.toolbars[.password]?.nextEnabled == false)
    driver.type("s3cret")
    #expect(driver.returnKeys[.password] == .next)
    #expect(driver.reloads == [.password], "the first responder's keyboard reloads")
    #expect(driver.toolbars[.password]?.nextEnabled == true)
    driver.pressReturn()
    #expect(driver.firstResponder == .confirm)
    #expect(driver.returnKeys[.confirm] == .join)
    driver.tap(.password)
    driver.type("")
    #expect(driver.firstResponder == .password)
    #expect(driver.returnKeys[.password] == .join)
    #expect(driver.reloads == [.password, .password])
  }

  // MARK: - Focus (problems 5, 6)

  @Test("a refused focus reveals the input and tries once more")
  func refusedThenRevealed() {
    let driver = started()
    driver.tap(.name)
    driver.refusesFocus = [.email]
    driver.session.send(.focus(.email))
    #expect(driver.revealed == [.email])
    #expect(driver.firstResponder == .email)
    #expect(driver.form.focusedField == .email)
    #expect(driver.focusFailures.isEmpty)
  }

  @Test("the session never claims a focus the platform refused")
  func refusedTwice() {
    let driver = started()
    driver.tap(.name)
    driver.refusesFocus = [.kind]
    driver.revealMakesFocusable = false
    driver.toolbarNext()
    #expect(driver.revealed == [.kind])
    #expect(driver.focusFailures == [.kind])
    #expect(driver.firstResponder == .name)
    #expect(driver.session.focusedField == .name)
    #expect(driver.form.focusedField == .name)
    // App code asking for it meets the same answer.
    driver.form.focusedField = .kind
    #expect(driver.form.focusedField == .name)
    #expect(driver.focusFailures == [.kind, .kind])
  }

  @Test("focusing a hidden input from code is refused by the session itself")
  func hiddenFocus() {
    let driver = started()
    driver.tap(.name)
    driver.form.focusedField = .company
    #expect(driver.form.focusedField == .name)
    #expect(driver.firstResponder == .name)
  }

  @Test("editing that ends by the keyboard going down clears the view model's focus")
  func interactiveDismiss() {
    let driver = started()
    driver.tap(.email)
    #expect(driver.form.focusedField == .email)
    driver.dismissKeyboard()
    #expect(driver.form.focusedField == nil)
    #expect(driver.session.focusedField == nil)
    #expect(driver.tracked == nil)
  }

  @Test("focus set by app code moves the first responder; nil ends editing")
  func focusFromCode() {
    let driver = started()
    driver.form.focusedField = .email
    #expect(driver.firstResponder == .email)
    driver.form.focusNext()
    #expect(driver.firstResponder == .phone)
    driver.form.focusedField = nil
    #expect(driver.firstResponder == nil)
  }

  @Test("a focused input that becomes hidden ends editing")
  func focusedInputHidden() {
    let form = ContactForm()
    form.kind = "business"
    let driver = started(form)
    driver.tap(.company)
    driver.form.kind = "personal"
    #expect(driver.firstResponder == nil)
    #expect(driver.form.focusedField == nil)
  }

  @Test("Previous and Next skip hidden inputs; Next does not wrap unless the form does")
  func toolbar() {
    let driver = started()
    driver.tap(.kind)
    driver.toolbarNext()
    #expect(driver.firstResponder == .email)
    driver.toolbarPrevious()
    #expect(driver.firstResponder == .kind)
    driver.tap(.notes)
    #expect(
      driver.toolbars[.notes]
        == FormToolbarState(previousEnabled: true, nextEnabled: false, title: "Notes"))
    driver.toolbarNext()
    #expect(driver.firstResponder == .notes)
    driver.toolbarDone()
    #expect(driver.firstResponder == nil)
  }

  // MARK: - Errors (problem 10)

  @Test("submit shows every error, focuses the first invalid input and announces its message")
  func submitInvalid() {
    // Focus for the keyboard and VoiceOver; the announcement says how many errors there are.
    let driver = started()
    driver.tap(.phone)
    driver.session.send(.submit)
    #expect(driver.shownErrors == [.name: "Name is required", .email: "Email is required"])
    #expect(driver.firstResponder == .name)
    #expect(driver.accessibilityFocused == [.name])
    #expect(driver.announcements == ["2 errors. Name is required"])
    let order = driver.effects.compactMap { effect -> String? in
      switch effect {
      case .focus(.name): return "focus"
      case .accessibilityFocus(.name): return "voiceOver"
      case .announce: return "announce"
      default: return nil
      }
    }
    #expect(order == ["focus", "voiceOver", "announce"])
    #expect(driver.submitCount == 0)
    #expect(driver.form.errors == driver.shownErrors)
  }

  @Test("VoiceOver goes to the first invalid input even when the platform refuses it the keyboard")
  func voiceOverFocusWithoutKeyboardFocus() {
    let driver = started()
    driver.tap(.phone)
    driver.refusesFocus = [.name]
    driver.revealMakesFocusable = false
    driver.session.send(.submit)
    #expect(driver.focusFailures == [.name])
    #expect(driver.firstResponder == .phone)
    #expect(driver.accessibilityFocused == [.name])
  }

  @Test("the session announces in the language it is given")
  func announcesInItsLanguage() {
    let driver = FormSessionDriver(ContactForm(), strings: FormRuntimeStrings(localization: "ar"))
    driver.start()
    driver.session.send(.submit)
    #expect(driver.announcements == ["عدد الأخطاء: 2. Name is required"])
    driver.form.errors = [.email: "Taken"]
    #expect(driver.announcements.last == "خطأ: Taken")
  }

  @Test("an error goes as soon as its value is right, and does not appear while typing")
  func errorsWhileTyping() {
    let driver = started()
    driver.session.send(.submit)
    driver.type("A")
    #expect(driver.shownErrors[.name] == nil)
    driver.tap(.notes)
    driver.type(String(repeating: "x", count: 30))
    #expect(driver.shownErrors[.notes] == nil, "only errors already shown are re-checked")
    driver.tap(.email)
    driver.type("ada@")
    #expect(driver.shownErrors[.email] == "Enter an email address")
    driver.type("ada@example.com")
    #expect(driver.shownErrors[.email] == nil)
  }

  @Test("errors app code sets are shown and announced; a hidden input's are not")
  func errorsFromCode() {
    let driver = started()
    driver.form.errors = [.email: "Taken", .company: "Unknown company"]
    #expect(driver.shownErrors == [.email: "Taken"])
    #expect(driver.announcements == ["Error: Taken"])
    #expect(driver.accessibilityFocused.isEmpty, "only a submit moves VoiceOver")
    #expect(driver.form.errors == [.email: "Taken"])
  }

  @Test("a valid submit ends editing and runs the submit handler once")
  func submitValid() {
    let form = ContactForm()
    form.name = "Ada"
    form.email = "ada@example.com"
    let driver = started(form)
    driver.tap(.email)
    driver.pressReturn()
    #expect(driver.firstResponder == .phone, "Return on a followed input moves on")
    driver.session.send(.submit)
    #expect(driver.submitCount == 1)
    #expect(driver.firstResponder == nil)
  }

  @Test("a form that keeps the keyboard up after a submit keeps its input focused (problem 12)")
  func afterSubmitKeep() {
    let driver = FormSessionDriver(ComposerForm())
    driver.start()
    driver.tap(.message)
    driver.type("Hello")
    driver.pressReturn()
    #expect(driver.submitCount == 1)
    #expect(driver.firstResponder == .message)
    // The app clears the composer from code: the view follows.
    driver.form.message = ""
    #expect(driver.texts[.message] == "")
    #expect(driver.resized.last == .message)
    driver.pressReturn()
    #expect(driver.submitCount == 1, "an empty message is not sent")
    #expect(driver.announcements == ["Error: Message is required"])
    #expect(driver.accessibilityFocused == [.message], "the focused input keeps VoiceOver too")
  }

  // MARK: - Keyboard and layout

  static let keyboard = FormKeyboardEvent(
    endFrame: .init(x: 0, y: 500, width: 390, height: 344), duration: 0.25, curve: 7)

  @Test("keyboard frames and layout passes go to the avoidance while started")
  func keyboard() {
    let driver = started()
    driver.session.send(.keyboardWillChangeFrame(Self.keyboard))
    driver.session.send(.layoutDidChange)
    #expect(driver.keyboardEvents == [Self.keyboard])
    #expect(driver.relayouts == 1)
    driver.stop()
    driver.session.send(.keyboardWillChangeFrame(Self.keyboard))
    #expect(driver.keyboardEvents.count == 1)
  }

  @Test("a growing text view is resized as its text changes (problem 7)")
  func growth() {
    let driver = started()
    driver.tap(.notes)
    driver.type("one\ntwo\nthree")
    #expect(driver.resized == [.notes, .notes])
  }

  @Test("the session and its screen go away with their owner")
  func lifetime() {
    let form = ContactForm()
    weak var weakSession: FormSession<ContactForm>?
    do {
      let driver = Driver(form)
      weakSession = driver.session
      driver.start()
    }
    #expect(weakSession == nil)
    form.kind = "business"  // No listener left to call.
  }
}

/// Two passwords: the confirmation shows once the first has a value.
@MainActor
final class LastInputForm: FormModel {
  enum Field: String, FormField {
    case password, confirm
    typealias Form = LastInputForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  var values: [Field: String] = [:]

  func value(of field: Field) -> String { values[field] ?? "" }
  func setValue(_ value: String, for field: Field) {
    values[field] = value
    formChanges.valueDidChange(field)
  }

  nonisolated static let schema = FormSchema<Field>(
    inputs: [
      .field(.password, traits: FormTextTraits(secure: true), returns: .nextOrSubmit(.join)),
      .field(
        .confirm, traits: FormTextTraits(secure: true), returns: .nextOrSubmit(.join),
        validations: [.equals("password", "Passwords don't match")], shownWith: "confirm"),
    ],
    conditions: [FormCondition("confirm", .field, shownWhen: .password, .notEmpty)],
    toolbar: [.previous, .next, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .none, dismissMode: .none, spacing: 0, insetContainer: nil, inputs: []))
}
