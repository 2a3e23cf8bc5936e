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
    }

    """##,
    "Form.swift.mustache": ##"""
    {{header}}

    import FormRuntime
    import Observation

    /// {{summary}}
    ///
    /// One stored property per input holds its text. `Field` lists the inputs in focus order and works
    /// with SwiftUI's `@FocusState`; `focusedField` is the input being edited.
    @MainActor
    @Observable
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
      {{access}}var focusedField: Field?

      /// The message of each input that failed validation, filled by `validate()`.
      {{access}}private(set) var errors: [Field: String] = [:]

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

    """##,
  ]
}
