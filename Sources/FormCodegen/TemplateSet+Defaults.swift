// Generated from Templates/ by DefaultTemplatesTests. Do not edit; after changing a template
// run `FORMC_RECORD_SNAPSHOTS=all swift test --filter DefaultTemplatesTests`.

extension TemplateSet {
  /// The default templates, compiled in so that a lone `formc` binary works.
  static let defaultSources: [String: String] = [
    "Form+Keyboard.swift.mustache": ##"""
    {{header}}

    import FormRuntime

    #if canImport(UIKit)
      import UIKit
    #endif

    extension {{typeName}} {
      /// How the form keeps the focused input above the keyboard.
      {{access}}nonisolated static let keyboardPlan = {{planLiteral}}

      /// The accessory toolbar's items, left to right (empty when the form has no toolbar).
      {{access}}nonisolated static let toolbarItems: [String] = {{toolbarItems}}

      /// The text traits of an input after its preset and overrides (`nil` for custom inputs).
      {{access}}nonisolated static func textTraits(for field: Field) -> FormTextTraits? {
        switch field {
    {{#fields}}
        case .{{name}}:
          {{traitsReturn}}
    {{/fields}}
        }
      }
    }

    #if canImport(UIKit)
      /// The views a screen provides for `{{typeName}}`: its root view, one view per input and one per
      /// scroll view or table.
      @MainActor
      {{access}}protocol {{viewsProtocol}}: AnyObject {
        /// The screen's root view (the view controller's `view`).
        var rootView: UIView { get }
    {{#containers}}
        /// The `{{name}}` container.
        var {{name}}: {{viewType}} { get }
    {{/containers}}
    {{#pinnedView}}
        /// The `{{name}}` container, whose bottom follows the keyboard layout guide.
        var {{name}}: {{viewType}} { get }
    {{/pinnedView}}
    {{#fields}}
        /// {{doc}}
        var {{name}}: {{viewType}} { get }
    {{/fields}}
      }

      /// Applies `{{typeName}}` to a screen: text traits, return keys, the accessory toolbar, focus
      /// navigation, validation on submit, and keyboard avoidance by the form's keyboard plan.
      ///
      /// Create it in `viewDidLoad`, call `start()` in `viewWillAppear(_:)`, `stop()` in
      /// `viewDidDisappear(_:)` and `layoutDidChange()` in `viewDidLayoutSubviews()`. It becomes the
      /// delegate of the form's text fields and text views. A custom input returns
      /// `accessoryToolbar(for:)` from its `inputAccessoryView` and calls `inputDidBeginEditing(_:)`.
      @MainActor
      {{controllerDeclaration}}
        /// The form the views edit.
        {{access}}let form: {{typeName}}
        /// Runs when Return or `submit()` finds the form valid.
        {{access}}var onSubmit: (() -> Void)?

        /// The form type.
        {{access}}typealias Form = {{typeName}}

        private let views: any {{viewsProtocol}}
        private var toolbars: [Form.Field: FormAccessoryToolbar] = [:]
        private lazy var avoider = FormKeyboardAvoider(
          plan: Form.keyboardPlan,
          rootView: views.rootView,
          scrollContainers: {{containersDictionary}},
          inputs: {{inputsDictionary}}{{#pinnedView}},
          pinnedView: views.{{name}}{{/pinnedView}}
        )

        /// Creates a controller for a form and the screen's views.
        {{access}}init(form: {{typeName}}, views: any {{viewsProtocol}}) {
          self.form = form
          self.views = views
          super.init()
        }

        /// Applies traits, return keys, toolbars and delegates, and starts following the keyboard.
        {{access}}func start() {
    {{#fields}}
    {{#hasTraits}}
          configure(views.{{name}}, as: .{{name}})
    {{/hasTraits}}
    {{/fields}}
          updateVisibility()
          avoider.start()
        }

        /// Stops following the keyboard.
        {{access}}func stop() {
          avoider.stop()
        }

        /// Re-applies the keyboard inset after a layout change (call from `viewDidLayoutSubviews()`).
        {{access}}func layoutDidChange() {
          avoider.layoutDidChange()
        }

        /// Focuses an input (making its view first responder), or ends editing for `nil`.
        {{access}}func focus(_ field: Form.Field?) {
          form.focusedField = field
          guard let field else {
            views.rootView.endEditing(true)
            return
          }
          _ = view(for: field).becomeFirstResponder()
        }

        /// Validates and submits: on failure focuses the first invalid input.
        @discardableResult
        {{access}}func submit() -> Bool {
          guard form.submit() else {
            focus(form.focusedField)
            return false
          }
          views.rootView.endEditing(true)
          onSubmit?()
          return true
        }

        /// The accessory toolbar of an input (`nil` when the form has no toolbar).
        {{access}}func accessoryToolbar(for field: Form.Field) -> FormAccessoryToolbar? {
    {{#toolbarEnabled}}
          if let toolbar = toolbars[field] { return toolbar }
          let toolbar = FormAccessoryToolbar(
            itemNames: Form.toolbarItems,
            onPrevious: { [weak self] in self?.move(by: -1) },
            onNext: { [weak self] in self?.move(by: 1) },
            onDone: { [weak self] in self?.focus(nil) }
          )
          toolbars[field] = toolbar
          return toolbar
    {{/toolbarEnabled}}
    {{^toolbarEnabled}}
          nil
    {{/toolbarEnabled}}
        }

        /// Tells the controller an input began editing (text fields and text views do so by
        /// themselves; a custom input calls this).
        {{access}}func inputDidBeginEditing(_ field: Form.Field) {
          form.focusedField = field
          toolbars[field]?.update(form.toolbarState(for: field))
          avoider.inputDidBeginEditing(id: field.rawValue)
        }

        // MARK: - UITextFieldDelegate

        /// Tracks focus and moves the input above the keyboard.
        {{access}}func textFieldDidBeginEditing(_ textField: UITextField) {
          if let field = field(for: textField) { inputDidBeginEditing(field) }
        }

        /// Copies the text into the form as it changes.
        {{access}}func textFieldDidChangeSelection(_ textField: UITextField) {
          guard let field = field(for: textField) else { return }
          if form.value(of: field) != (textField.text ?? "") {
            form.setValue(textField.text ?? "", for: field)
            updateVisibility()
          }
        }

        /// Stops tracking the input.
        {{access}}func textFieldDidEndEditing(_ textField: UITextField) {
          if let field = field(for: textField) { avoider.inputDidEndEditing(id: field.rawValue) }
        }

        /// Performs the input's return action instead of UIKit's default.
        {{access}}func textFieldShouldReturn(_ textField: UITextField) -> Bool {
          if let field = field(for: textField) { performReturn(from: field) }
          return false
        }

        // MARK: - UITextViewDelegate

        /// Tracks focus and moves the text view above the keyboard.
        {{access}}func textViewDidBeginEditing(_ textView: UITextView) {
          if let field = field(for: textView) { inputDidBeginEditing(field) }
        }

        /// Copies the text into the form and keeps the caret above the keyboard as the view grows.
        {{access}}func textViewDidChange(_ textView: UITextView) {
          guard let field = field(for: textView) else { return }
          form.setValue(textView.text ?? "", for: field)
          updateVisibility()
          avoider.inputDidChangeHeight(id: field.rawValue)
        }

        /// Stops tracking the text view.
        {{access}}func textViewDidEndEditing(_ textView: UITextView) {
          if let field = field(for: textView) { avoider.inputDidEndEditing(id: field.rawValue) }
        }

        /// Return inserts a newline unless the text view's return key moves on or submits.
        {{access}}func textView(
          _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
        ) -> Bool {
          guard text == "\n", let field = field(for: textView),
            form.returnAction(for: field) != .newline
          else { return true }
          performReturn(from: field)
          return false
        }

        // MARK: - Private

        private func configure(_ textField: UITextField, as field: Form.Field) {
          textField.delegate = self
          textField.text = form.value(of: field)
          let traits = Form.textTraits(for: field)
          traits?.apply(to: textField, returnKey: form.returnKey(for: field))
          textField.inputAccessoryView = accessoryToolbar(for: field)
        }

        private func configure(_ textView: UITextView, as field: Form.Field) {
          textView.delegate = self
          textView.text = form.value(of: field)
          let traits = Form.textTraits(for: field)
          traits?.apply(to: textView, returnKey: form.returnKey(for: field))
          textView.inputAccessoryView = accessoryToolbar(for: field)
        }

        private func view(for field: Form.Field) -> UIView {
          switch field {
    {{#fields}}
          case .{{name}}:
            return views.{{name}}
    {{/fields}}
          }
        }

        private func field(for view: UIView) -> Form.Field? {
          Form.Field.allCases.first { self.view(for: $0) === view }
        }

        private func performReturn(from field: Form.Field) {
          guard form.returnAction(for: field) != .newline else { return }
          let submitted = form.performReturn(from: field)
          focus(form.focusedField)
          if submitted { onSubmit?() }
        }

        private func move(by step: Int) {
          if step < 0 { form.focusPrevious() } else { form.focusNext() }
          focus(form.focusedField)
        }

        private func updateVisibility() {
          for field in Form.Field.allCases {
            view(for: field).isHidden = !form.isVisible(field)
          }
        }
      }
    #endif

    """##,
    "Form.swift.mustache": ##"""
    {{header}}

    import FormRuntime
    {{#observation}}
    import Observation
    {{/observation}}
    {{^observation}}

    #if canImport(Combine)
      import Combine
    #endif
    {{/observation}}

    /// {{summary}}
    ///
    /// One stored property per input holds its text. `Field` lists the inputs in focus order and works
    /// with SwiftUI's `@FocusState`; `focusedField` is the input being edited.
    ///
    {{#observation}}
    /// Observable with the Observation framework (the deployment target is iOS 17 or later).
    {{/observation}}
    {{^observation}}
    /// An `ObservableObject` with published inputs (the deployment target is below iOS 17, which
    /// has no Observation framework).
    {{/observation}}
    @MainActor
    {{#observation}}
    @Observable
    {{/observation}}
    {{access}}final class {{typeName}} {
      /// The form's inputs, in focus order.
      {{access}}enum Field: String, CaseIterable, Hashable, Sendable {
    {{#fields}}
        /// {{doc}}
        case {{name}}
    {{/fields}}

        /// The input's title (also its accessibility label), if it has one.
        {{access}}var title: String? {
          switch self {
    {{#fields}}
          case .{{name}}:
            {{titleCase}}
    {{/fields}}
          }
        }

        /// The input's placeholder, if it has one.
        {{access}}var placeholder: String? {
          switch self {
    {{#fields}}
          case .{{name}}:
            {{placeholderCase}}
    {{/fields}}
          }
        }
      }

      /// The screen's title, if the spec gives one.
      {{formTitle}}

      /// The labels, button titles and section headers and footers, in document order.
      {{staticTexts}}
    {{#fields}}

      /// {{doc}}
      {{storedProperty}}
    {{/fields}}

      /// The input being edited, if any.
      {{published}}{{access}}var focusedField: Field?

      /// The message of each input that failed validation, filled by `validate()`.
      {{published}}{{access}}private(set) var errors: [Field: String] = [:]

      /// Creates the form with every input at its initial value.
      {{access}}init() {}

      private nonisolated static let _navigator = FocusNavigator<Field>(
        order: Field.allCases,
        wraps: {{wraps}}
      )

      {{validationsDeclaration}}

      /// The validation rules of an input, with their messages, in the order they are checked.
      {{access}}nonisolated static func validations(for field: Field) -> [FormValidation] {
        _validations[field] ?? []
      }

      // MARK: - Values

      /// The text of an input.
      {{access}}func value(of field: Field) -> String {
        switch field {
    {{#fields}}
        case .{{name}}:
          return {{name}}
    {{/fields}}
        }
      }

      /// Sets the text of an input.
      {{access}}func setValue(_ value: String, for field: Field) {
        switch field {
    {{#fields}}
        case .{{name}}:
          {{name}} = value
    {{/fields}}
        }
      }

      /// Puts every input back to its initial value and clears focus and errors.
      {{access}}func reset() {
    {{#fields}}
        {{resetStatement}}
    {{/fields}}
        focusedField = nil
        errors = [:]
      }

      // MARK: - Visibility

      /// Whether an input is shown: its conditions hold and its controlling inputs are shown.
      {{access}}func isVisible(_ field: Field) -> Bool {
    {{#hasConditionalFields}}
        switch field {
    {{#conditionalFields}}
        case .{{name}}:
          {{condition}}
    {{/conditionalFields}}
        default: return true
        }
    {{/hasConditionalFields}}
    {{^hasConditionalFields}}
        true
    {{/hasConditionalFields}}
      }

      /// The visible inputs, in focus order.
      {{access}}var fields: [Field] { Field.allCases.filter(isVisible) }

      // MARK: - Focus

      /// Whether a visible input follows `field` in focus order.
      {{access}}func hasNext(after field: Field) -> Bool {
        Self._navigator.hasNext(after: field, isVisible: isVisible)
      }

      /// Moves focus to the next visible input (wrapping if the form wraps).
      {{access}}func focusNext() {
        guard let field = focusedField else { return }
        focusedField = Self._navigator.next(after: field, isVisible: isVisible)
      }

      /// Moves focus to the previous visible input.
      {{access}}func focusPrevious() {
        guard let field = focusedField else { return }
        focusedField = Self._navigator.previous(before: field, isVisible: isVisible)
      }

      // MARK: - Keys and toolbar

      /// The return key an input shows, or `nil` when its keyboard has none.
      {{access}}func returnKey(for field: Field) -> FormReturnKey? {
        switch field {
    {{#fields}}
        case .{{name}}:
          {{returnKey}}
    {{/fields}}
        }
      }

      /// What Return does on an input.
      {{access}}func returnAction(for field: Field) -> FormReturnAction {
        switch field {
    {{#fields}}
        case .{{name}}:
          {{returnAction}}
    {{/fields}}
        }
      }

      /// Does what Return does on `field`: moves focus to the next visible input, submits (see
      /// `submit()`), or ends editing (`focusedField` becomes `nil`). Returns whether it submitted a
      /// valid form. With SwiftUI: `.onSubmit { form.performReturn(from: .email); focus = form.focusedField }`.
      @discardableResult
      {{access}}func performReturn(from field: Field) -> Bool {
        switch returnAction(for: field) {
        case .next:
          focusedField = Self._navigator.next(after: field, wrapping: false, isVisible: isVisible)
          return false
        case .submit:
          return submit()
        case .dismiss:
          focusedField = nil
          return false
        case .newline, .none:
          return false
        }
      }

      /// Which toolbar buttons are enabled for an input, and the toolbar's title.
      {{access}}func toolbarState(for field: Field) -> FormToolbarState {
        let title: String?
        switch field {
    {{#fields}}
        case .{{name}}:
          {{toolbarTitle}}
    {{/fields}}
        }
        return FormToolbarState(
          previousEnabled: {{toolbarPrevious}}
            && Self._navigator.previous(before: field, isVisible: isVisible) != nil,
          nextEnabled: {{toolbarNext}} && Self._navigator.next(after: field, isVisible: isVisible) != nil,
          title: title
        )
      }

      // MARK: - Validation

      /// The message of the first failing rule of a visible input, or `nil`.
      {{access}}func error(for field: Field) -> String? {
        guard isVisible(field) else { return nil }
        return FormValidator.firstFailure(
          of: value(of: field),
          in: Self.validations(for: field),
          value: { id in Field(rawValue: id).map(self.value(of:)) ?? "" }
        )
      }

      /// Validates every visible input, filling `errors`; returns whether all passed.
      @discardableResult
      {{access}}func validate() -> Bool {
        var errors: [Field: String] = [:]
        for field in Field.allCases {
          if let message = error(for: field) { errors[field] = message }
        }
        self.errors = errors
        return errors.isEmpty
      }

      /// Whether every visible input passes validation (without changing `errors`).
      {{access}}var isValid: Bool { Field.allCases.allSatisfy { error(for: $0) == nil } }

      /// Validates; on failure focuses the first invalid input in focus order. Returns whether the
      /// form may be submitted.
      @discardableResult
      {{access}}func submit() -> Bool {
        guard validate() else {
          focusedField = Field.allCases.first { errors[$0] != nil }
          return false
        }
        focusedField = nil
        return true
      }
    }
    {{^observation}}

    #if canImport(Combine)
      extension {{typeName}}: ObservableObject {}
    #endif
    {{/observation}}

    """##,
  ]
}
