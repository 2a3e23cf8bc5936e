import FormRuntime
import FormRuntimeTestSupport
import Testing

/// `enabledWhen` (issue 32) in the runtime: a disabled input keeps its place (it is visible), but
/// Next, Return and validation pass over it, and the session tells the screen to disable it.
@MainActor
@Suite("Enabled inputs")
struct FormEnabledTests {
  @Test("a disabled input is visible but skipped by focus and validation")
  func modelSkipsDisabledInputs() {
    let form = ProxyForm()
    #expect(form.isVisible(.host))
    #expect(!form.isEnabled(.host))
    #expect(form.field(after: .name) == .note)
    #expect(form.validate(), "the empty required host is not validated while disabled")
    form.useProxy = "true"
    #expect(form.isEnabled(.host))
    #expect(form.field(after: .name) == .host)
    #expect(!form.validate())
    #expect(form.errors[.host] == "Host is required")
  }

  @Test("the session disables the input at start and enables it when its controller changes")
  func sessionTellsTheScreen() {
    let form = ProxyForm()
    let driver = FormSessionDriver(form)
    driver.start()
    #expect(driver.enabled[.host] == false)
    #expect(driver.visibleInputs.contains(.host))
    #expect(driver.returnKeys[.name] == .next)
    form.useProxy = "true"
    #expect(driver.enabled[.host] == true)
  }

  @Test(
    "an app error on a disabled input is dropped, as a hidden input's is, and goes when it is disabled"
  )
  func disabledInputDropsAppErrors() {
    let form = ProxyForm()
    let driver = FormSessionDriver(form)
    driver.start()
    // The user cannot change a disabled input, so a message under it could never go.
    form.errors[.host] = "That host does not answer"
    #expect(driver.shownErrors[.host] == nil)
    #expect(form.errors[.host] == nil)
    #expect(driver.announcements.isEmpty)
    form.useProxy = "true"
    form.errors[.host] = "That host does not answer"
    #expect(driver.shownErrors[.host] == "That host does not answer")
    form.useProxy = "false"
    #expect(driver.shownErrors[.host] == nil)
    #expect(form.errors[.host] == nil)
    #expect(driver.visibleInputs.contains(.host), "it keeps its place")
  }

  @Test("an input disabled while it is focused loses the focus, as a hidden one does")
  func disablingTheFocusedInputEndsEditing() {
    let form = ProxyForm()
    let driver = FormSessionDriver(form)
    driver.start()
    form.useProxy = "true"
    driver.tap(.host)
    driver.type("example.com")
    #expect(driver.firstResponder == .host)
    form.useProxy = "false"
    #expect(driver.enabled[.host] == false)
    #expect(driver.firstResponder == nil, "editing ended")
    #expect(form.focusedField == nil)
    #expect(form.host == "example.com", "it keeps its value")
    // An input that stays enabled keeps the focus through the same change.
    form.useProxy = "true"
    driver.tap(.name)
    form.useProxy = "false"
    #expect(driver.firstResponder == .name)
  }
}

/// A view model with an `enabledWhen`, written the way formc generates one: `host` is enabled
/// while `useProxy` is "true".
@MainActor
final class ProxyForm: FormModel {
  enum Field: String, FormField {
    case name, host, note, useProxy
    typealias Form = ProxyForm
  }

  var focusedField: Field? {
    didSet { formChanges.focusDidChange() }
  }
  var errors: [Field: String] = [:] {
    didSet { formChanges.errorsDidChange() }
  }
  let formChanges = FormChangeRelay<Field>()
  var name = "" {
    didSet { formChanges.valueDidChange(.name) }
  }
  var host = "" {
    didSet { formChanges.valueDidChange(.host) }
  }
  var note = "" {
    didSet { formChanges.valueDidChange(.note) }
  }
  var useProxy = "false" {
    didSet { formChanges.valueDidChange(.useProxy) }
  }

  func value(of field: Field) -> String {
    switch field {
    case .name: return name
    case .host: return host
    case .note: return note
    case .useProxy: return useProxy
    }
  }

  func setValue(_ value: String, for field: Field) {
    switch field {
    case .name: name = value
    case .host: host = value
    case .note: note = value
    case .useProxy: useProxy = value
    }
  }

  nonisolated static let schema = FormSchema<Field>(
    inputs: [
      .field(.name, title: "Name", returns: .nextOrSubmit(.done), toolbarTitle: "Name"),
      .field(
        .host, title: "Host", returns: .nextOrSubmit(.done),
        validations: [.required("Host is required")], toolbarTitle: "Host"),
      .field(.note, title: "Note", returns: .nextOrSubmit(.done), toolbarTitle: "Note"),
      .switch(.useProxy, title: "Use a proxy"),
    ],
    toolbar: [.previous, .next, .flexibleSpace, .done],
    keyboard: FormKeyboardPlan(
      avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
      inputs: [Field.name, .host, .note].map { .init(id: $0.rawValue, scrollContainers: ["page"]) }),
    enabled: [FormCondition("host", .field, shownWhen: .useProxy, .equals("true"))]
  )
}
