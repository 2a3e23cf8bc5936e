import Foundation
import SwiftUI

@testable import FormRuntime
@testable import GeneratedForms

/// A generated `<Name>FormView` hosted in the SwiftUI double, with its view model, as a test
/// drives it.
@MainActor
protocol HostedScreen: AnyObject {
  /// The screen's name (its spec's).
  var name: String { get }
  /// The visible inputs' identifiers, in focus order.
  var inputs: [String] { get }
  /// The inputs the keyboard edits (not custom inputs or switches, nor an input its
  /// `enabledWhen` disables now), in focus order.
  var keyboardInputs: [String] { get }
  /// The visible text inputs an `enabledWhen` disables now, in focus order: no tap focuses them.
  var disabledKeyboardInputs: [String] { get }
  /// The multi-line inputs (`textView`).
  var textViews: [String] { get }
  /// The spec's kind of the input `id`.
  func kind(_ id: String) -> FormInputKind
  /// The visible input after `id` (no wrapping), as the model says.
  func input(after id: String) -> String?
  /// What Return does on `id` now, as the plan says.
  func returnAction(_ id: String) -> FormReturnAction
  /// Whether the form has the toolbar's Next.
  var hasNext: Bool { get }
  /// Whether the toolbar `id` shows (its own, else the form's) has Next.
  func hasNext(on id: String) -> Bool
  /// The spec's title of an input, if it has one.
  func title(_ id: String) -> String?
  /// The spec's placeholder of an input, if it has one.
  func placeholder(_ id: String) -> String?
  /// The input the keyboard edits now.
  var focused: String? { get }
  /// The input the view model says has the focus (`form.focusedField`).
  var modelFocus: String? { get }
  /// Asks for the focus on `id` as app code does (`form.focusedField = …`), then updates.
  func focusFromApp(_ id: String)
  /// Removes the screen: its views disappear (a pushed screen, a dismissed sheet).
  func remove()
  /// How many times the screen's `onSubmit` ran.
  var submits: Int { get }
  /// The input's text.
  func value(_ id: String) -> String
  /// Sets the input's text (as app code would, or as typing has).
  func setValue(_ id: String, _ text: String)
  /// Fills every visible input with a value that passes its validations, where the test knows one.
  func fillValid()
  /// Shows `message` under the input, as an app's own error (`form.errors`), then updates.
  func setError(_ id: String, _ message: String)
  /// The host.
  var driver: any ScreenDriver { get }
  /// The spec's `keyboard.avoidance` and `keyboard.spacing`.
  var keyboardPlan: FormKeyboardPlan { get }
  /// Makes the screen's wait for the software keyboard (its focus coordinator's, half a second
  /// by default) pass on `clock`, not on the wall clock.
  func waitForTheKeyboard(on clock: DebounceClock)
  /// Returns once the screen's wait for the software keyboard, if one is under way, is over.
  func keyboardWaitIsOver() async
  /// The screen's clock: its timed waits (the wait for the software keyboard, the submit a UI
  /// test launch holds running) pass on it, not on the wall clock (``passTime(_:until:)``).
  var clock: ScreenClock { get }
  /// Lets the screen run on for `seconds` of its ``clock``, or until `condition` holds
  /// (`ScreenClock.pass(_:settling:until:)`), in no real time.
  func passTime(_ seconds: TimeInterval, until condition: () -> Bool) async
  /// The inputs the view model shows a message for now (`form.errors`), in focus order.
  var errorInputs: [String] { get }
  /// The message the view model shows for `id` now, if any.
  func error(_ id: String) -> String?
  /// Whether every visible input passes validation now (`form.isValid`).
  var isValid: Bool { get }
  /// The spec's `actions.submit`: the submit button outside the content, if any.
  var submitAction: FormActionSchema? { get }
  /// Whether the spec names app checks (`form.appChecks`): a submit waits for the app's checker.
  var hasAppChecks: Bool { get }
  /// The input `id` as the screen's `scrollTo` and `@FocusState` see it: its `Form.Field`, and
  /// the `Form.Field?` a focus write carries.
  func fieldValue(_ id: String) -> (field: AnyHashable, focus: AnyHashable)
  /// Re-renders the screen over a fresh view model of its type, as an app that replaces its
  /// model does (the view's identity stays); the models before it are kept for
  /// ``replacedModelsErrorInputs``.
  func replaceModel()
  /// The inputs the replaced view models show a message for now, each in focus order.
  var replacedModelsErrorInputs: [[String]] { get }
  /// Re-renders the screen with a new `onSubmit` closure counting on its own (``submits``), as a
  /// parent's re-render passes a new closure; what the earlier closures counted is
  /// ``replacedSubmits``.
  func replaceOnSubmit()
  /// How many times the `onSubmit` closures of earlier renders ran.
  var replacedSubmits: Int { get }
}

extension HostedScreen {
  /// Lets the screen run on for `seconds` of its ``clock``.
  func passTime(_ seconds: TimeInterval) async {
    await passTime(seconds) { false }
  }
}

/// The host's touches, without its root type.
@MainActor
protocol ScreenDriver: AnyObject {
  var hardwareKeyboard: Bool { get set }
  @discardableResult func tap(_ identifier: String) -> Bool
  @discardableResult func tapToolbarItem(_ identifier: String) -> Bool
  func pressReturn() async -> SwiftUIReturnOutcome
  var keyboardToolbarGroups: [SwiftUINode] { get }
  /// The bars at the bottom of the safe area that sit above the keyboard.
  var aboveKeyboard: [SwiftUINode] { get }
  var focusedInput: SwiftUINode? { get }
  var events: [SwiftUIEvent] { get }
  func settle()
  func node(_ identifier: String) -> SwiftUINode?
  var safeAreaSize: CGSize? { get set }
  var keyboardHeight: CGFloat { get set }
  /// The rows of the screen's `Form`s that exist (``SwiftUIHost/formRowWindow``; `nil`: all).
  var formRowWindow: Range<Int>? { get set }
  /// VoiceOver's focused element, if any moved it.
  var voiceOverFocus: SwiftUINode? { get }
  /// What VoiceOver spoke while it ran, oldest first.
  var speech: [SpokenUtterance] { get }
  @discardableResult func tapNavigationBarItem(_ identifier: String) -> Bool
  /// Whether the app's host moves the whole screen above the keyboard (a sheet's host with
  /// `keyboard.avoidance: none`).
  var hostMovesAboveKeyboard: Bool { get set }
  /// An undocked or floating keyboard's frame (`nil`: docked).
  var floatingKeyboardFrame: CGRect? { get set }
  var viewportHeight: CGFloat? { get }
  func visibleHeight(ofScrollViewHolding identifier: String) -> CGFloat?
  var duplicateIDs: [AnyHashable] { get }
  func contentOffset(ofScrollViewHolding identifier: String) -> CGFloat?
  func setContentOffset(_ offset: CGFloat, ofScrollViewHolding identifier: String)
  func visibleFrame(of node: SwiftUINode) -> ClosedRange<CGFloat>?
  func isWhollyVisible(_ node: SwiftUINode) -> Bool
  /// Where a view outside the scroll views' content is on the screen (`nil`: in one).
  func screenFrame(of node: SwiftUINode) -> ClosedRange<CGFloat>?
  /// How many `scrollTo`s moved a scroll view's content so far.
  var scrollMoveCount: Int { get }
  /// The height kept clear above the keyboard around the focused input (`nil`: none kept).
  var keyboardGap: CGFloat? { get }
}

extension SwiftUIHost: ScreenDriver {
  var keyboardToolbarGroups: [SwiftUINode] { keyboardToolbar }
}

/// What a screen's `onSubmit` counted.
@MainActor
final class SubmitCounter {
  var count = 0
}

/// A generated screen of a view model of type `Form`.
@MainActor
final class Hosted<Form: FormModel, Root: View>: HostedScreen {
  let name: String
  private(set) var form: Form
  let host: SwiftUIHost<Root>
  private(set) var counter: SubmitCounter
  /// Builds the screen's root over a model and a submit counter.
  private let make: (Form, SubmitCounter) -> Root
  /// Builds a fresh view model (``replaceModel()``; `nil`: the screen cannot).
  private let model: (() -> Form)?
  private var replacedModels: [Form] = []
  private var replacedCounters: [SubmitCounter] = []
  let clock = ScreenClock()

  init(
    _ name: String, _ form: Form, osVersion: Int = 16, focus: String? = nil,
    model: (() -> Form)? = nil, _ make: @escaping (Form, SubmitCounter) -> Root
  ) {
    self.name = name
    self.form = form
    self.make = make
    self.model = model
    if let focus {
      guard let field = Form.Field(rawValue: focus) else {
        preconditionFailure("no input \(focus)")
      }
      form.focusedField = field
    }
    let counter = SubmitCounter()
    self.counter = counter
    host = SwiftUIHost(make(form, counter), osVersion: osVersion)
    host.stateObjects(of: FormFocusCoordinator<Form>.self).first?.runTimedWaits(on: clock)
  }

  /// The screen is gone: what sleeps on its clock wakes as cancelled, as `Task.sleep` does when
  /// its task is cancelled, rather than staying suspended for good.
  deinit {
    clock.cancelAll()
  }

  func passTime(_ seconds: TimeInterval, until condition: () -> Bool) async {
    await clock.pass(seconds, settling: { host.settle() }, until: condition)
  }

  var driver: any ScreenDriver { host }
  var keyboardPlan: FormKeyboardPlan { Form.keyboardPlan }
  var submits: Int { counter.count }
  var inputs: [String] { form.fields.map(\.rawValue) }
  var keyboardInputs: [String] {
    form.fields.filter { [.field, .textView].contains(Form.schema[$0].kind) && form.isEnabled($0) }
      .map(\.rawValue)
  }
  var disabledKeyboardInputs: [String] {
    form.fields.filter {
      [.field, .textView].contains(Form.schema[$0].kind) && !form.isEnabled($0)
    }
    .map(\.rawValue)
  }
  var textViews: [String] {
    form.fields.filter { Form.schema[$0].kind == .textView }.map(\.rawValue)
  }
  func kind(_ id: String) -> FormInputKind { Form.schema[field(id)].kind }
  var hasNext: Bool { Form.toolbarItems.contains(.next) }
  func hasNext(on id: String) -> Bool { Form.toolbarItems(for: field(id)).contains(.next) }
  var focused: String? { host.focusedInput?.identifier }
  var modelFocus: String? { form.focusedField?.rawValue }

  func focusFromApp(_ id: String) {
    form.focusedField = field(id)
    host.settle()
  }

  func remove() { host.remove() }

  var errorInputs: [String] { Self.errorInputs(of: form) }
  func error(_ id: String) -> String? { form.errors[field(id)] }
  var isValid: Bool { form.isValid }
  var submitAction: FormActionSchema? { Form.schema.actions.submit }
  var hasAppChecks: Bool { form.appChecks != nil }
  func fieldValue(_ id: String) -> (field: AnyHashable, focus: AnyHashable) {
    (AnyHashable(field(id)), AnyHashable(Form.Field?.some(field(id))))
  }

  /// The inputs `form` shows a message for, in focus order.
  private static func errorInputs(of form: Form) -> [String] {
    form.fields.filter { form.errors[$0] != nil }.map(\.rawValue)
  }

  func replaceModel() {
    guard let model else { preconditionFailure("\(name) has no model factory") }
    replacedModels.append(form)
    form = model()
    host.replaceRoot(make(form, counter))
  }

  var replacedModelsErrorInputs: [[String]] { replacedModels.map { Self.errorInputs(of: $0) } }

  func replaceOnSubmit() {
    replacedCounters.append(counter)
    counter = SubmitCounter()
    host.replaceRoot(make(form, counter))
  }

  var replacedSubmits: Int { replacedCounters.map(\.count).reduce(0, +) }

  func field(_ id: String) -> Form.Field {
    guard let field = Form.Field(rawValue: id) else { preconditionFailure("no input \(id)") }
    return field
  }
  func input(after id: String) -> String? {
    form.field(after: field(id), wrapping: false)?.rawValue
  }
  func returnAction(_ id: String) -> FormReturnAction { form.returnAction(for: field(id)) }
  func title(_ id: String) -> String? { Form.schema[field(id)].title }
  func placeholder(_ id: String) -> String? { Form.schema[field(id)].placeholder }
  func value(_ id: String) -> String { form.value(of: field(id)) }
  func setValue(_ id: String, _ text: String) {
    form.setValue(text, for: field(id))
    host.settle()
  }

  func setError(_ id: String, _ message: String) {
    form.errors[field(id)] = message
    host.settle()
  }

  /// The focus coordinator that the screen's `formKeyboard` modifier owns (a `@StateObject`).
  var coordinator: FormFocusCoordinator<Form> {
    guard let coordinator = host.stateObjects(of: FormFocusCoordinator<Form>.self).first else {
      preconditionFailure("\(name) has no focus coordinator")
    }
    return coordinator
  }

  func waitForTheKeyboard(on clock: DebounceClock) {
    coordinator.keyboardWaitSleep = { try await clock.sleep($0) }
  }

  func keyboardWaitIsOver() async {
    await coordinator.keyboardWait?.value
  }

  func fillValid() {
    for field in form.fields where [.field, .textView].contains(Form.schema[field].kind) {
      form.setValue(Self.validValue(for: field.rawValue), for: field)
    }
    host.settle()
  }

  /// A value the example specs accept for an input (by its name).
  static func validValue(for id: String) -> String {
    let lower = id.lowercased()
    if lower.contains("email") { return "ada@example.com" }
    if lower.contains("password") || lower.contains("passcode") { return "Correct-Horse-9" }
    if lower.contains("code") { return "123456" }
    return "Ada"
  }
}

extension FormFocusCoordinator {
  /// Puts the screen's timed waits on `clock`: the wait for the software keyboard
  /// (`keyboardWaitSleep`) and the submit a UI test launch holds running (`uiTestSubmitSleep`),
  /// FormRuntime's seams for a test's clock, as the UIKit bridge puts a UIKit screen's.
  func runTimedWaits(on clock: ScreenClock) {
    keyboardWaitSleep = { try await clock.sleep(nanoseconds: $0) }
    uiTestSubmitSleep = { try await clock.sleep(nanoseconds: $0) }
  }
}
