// Generated from Templates/ by DefaultTemplatesTests. Do not edit; after changing a template
// run `FORMC_RECORD_SNAPSHOTS=all swift test --filter DefaultTemplatesTests`.

extension TemplateSet {
  /// The default templates, compiled in so that a lone `formc` binary works.
  static let defaultSources: [String: String] = [
    "Form+Keyboard.swift.mustache": ##"""
    {{header}}

    #if canImport(UIKit)
      import FormRuntime
      import UIKit

      {{viewsDoc}}
      @MainActor
      {{access}}protocol {{viewsProtocol}}: FormViews where Form == {{typeName}} {
    {{#views}}
        /// The type of `{{name}}`: `{{viewType}}` or a subclass of it.
        associatedtype {{typeParameter}}: {{viewType}}
        {{doc}}
        var {{name}}: {{typeParameter}} { get }
    {{/views}}
      }

      extension {{viewsProtocol}} {
        /// The view of an input.
        {{access}}func formView(for field: Form.Field) -> UIView {
          switch field {
    {{#fields}}
          case .{{name}}: return {{name}}
    {{/fields}}
          }
        }

        /// The scroll view, table or pinned container with an id.
        {{access}}func formContainer(_ id: String) -> UIView? {
    {{#hasContainers}}
          switch id {
    {{#containers}}
          case {{idLiteral}}: return {{name}}
    {{/containers}}
          default: return nil
          }
    {{/hasContainers}}
    {{^hasContainers}}
          nil
    {{/hasContainers}}
        }

        /// The views of a node that `visibleWhen` hides, by id.
        {{access}}func formNodeViews(_ id: String) -> [UIView] {
    {{#hasNodes}}
          switch id {
    {{#nodes}}
          case {{idLiteral}}: return [{{name}}]
    {{/nodes}}
          default: return []
          }
    {{/hasNodes}}
    {{^hasNodes}}
          []
    {{/hasNodes}}
        }
      }

      {{controllerDoc}}
      {{access}}typealias {{controllerName}} = FormKeyboardController<{{typeName}}>
    #endif

    """##,
    "Form.swift.mustache": ##"""
    {{header}}

    import FormRuntime
    {{#hasLocalization}}
    import Foundation
    {{/hasLocalization}}
    {{#observation}}
    import Observation
    {{/observation}}
    {{^observation}}

    #if canImport(Combine)
      import Combine
    #endif
    {{/observation}}

    {{summary}}
    ///
    /// One stored property per input holds its text; `Field` lists the inputs in focus order and works
    /// with SwiftUI's `@FocusState`. Navigation, return keys, toolbar states, validation and submitting
    /// come from `FormModel` in FormRuntime, over the form's `schema`.
    ///
    {{#observation}}
    /// Observable with the Observation framework (the deployment target is iOS 17 or later).
    {{/observation}}
    {{^observation}}
    /// An `ObservableObject` whose inputs, focus and errors are published (the deployment target is
    /// below iOS 17, which has no Observation framework).
    {{/observation}}
    @MainActor
    {{#observation}}
    @Observable
    {{/observation}}
    {{access}}final class {{typeName}}: FormModel {
      {{fieldsDoc}}
      {{access}}enum Field: String, FormField {
    {{#fields}}
        {{caseDoc}}
        case {{name}}

    {{/fields}}
        /// The form the inputs belong to.
        {{access}}typealias Form = {{typeName}}
      }

      /// The input being edited, if any.
      {{published}}{{access}}var focusedField: Field? {
        didSet { formChanges.focusDidChange() }
      }

      /// The message of each visible input that failed validation: `validate()` and `submit()` fill
      /// it, and an app may set it (errors its server returned); the views show them.
      {{published}}{{access}}var errors: [Field: String] = [:] {
        didSet { formChanges.errorsDidChange() }
      }

      /// Reports what app code changes to the sessions that drive the views.
      {{access}}let formChanges = FormChangeRelay<Field>()
    {{#hasLocalization}}

      {{localizationDoc}}
      {{localizationDeclaration}}
    {{/hasLocalization}}
    {{#fields}}

      {{doc}}
      {{storedProperty}}
        didSet { formChanges.valueDidChange(.{{name}}) }
      }
    {{/fields}}
    {{#hasFlags}}

      {{flagsDeclaration}}
    {{/hasFlags}}
    {{#publicInit}}

      /// Creates the form with every input at its initial value.
      public init() {}
    {{/publicInit}}

      /// The text of an input.
      {{access}}func value(of field: Field) -> String {
        switch field {
    {{#fields}}
        case .{{name}}: return {{readValue}}
    {{/fields}}
        }
      }

      /// Sets the text of an input.
      {{access}}func setValue(_ value: String, for field: Field) {
        switch field {
    {{#fields}}
        case .{{name}}: {{writeValue}}
    {{/fields}}
        }
      }

      /// The form's facts: its inputs in focus order, the nodes `visibleWhen` shows, the toolbar and
      /// the keyboard plan.
      {{schemaDeclaration}}
    }
    {{^observation}}

    #if canImport(Combine)
      extension {{typeName}}: ObservableObject {}
    #endif
    {{/observation}}

    """##,
    "FormUITests.swift.mustache": ##"""
    {{header}}

    #if canImport(XCTest) && canImport(UIKit) && canImport(FormUITesting)
      import FormRuntime
      import FormUITesting
      import XCTest

      {{uiTestsDoc}}
      final class {{uiTestsName}}: XCTestCase {
        /// The walk of each visibility state, in `formc plan`'s order.
        static let states: [FormUIState] = {{uiStates}}

        @MainActor private var walk: FormUIWalk { FormUIWalk(form: {{formNameLiteral}}) }

        override func setUp() {
          continueAfterFailure = false
        }
    {{#uiTests}}

        {{doc}}
        @MainActor func {{name}}() {
          {{call}}
        }
    {{/uiTests}}
      }
    #endif

    """##,
    "FormView.swift.mustache": ##"""
    {{header}}

    #if canImport(SwiftUI) && canImport(UIKit)
      import FormRuntime
      import SwiftUI

      {{viewDoc}}
      @available(iOS 15.0, *)
      {{access}}struct {{viewName}}{{genericClause}}: View {
        {{formProperty}}{{typeName}}
        @FocusState private var focus: {{typeName}}.Field?
        private let onSubmit: () -> Void
    {{#hasActions}}
        private let onAction: (Action) -> Void
    {{/hasActions}}
    {{#hasCancel}}
        private let onCancel: () -> Void
    {{/hasCancel}}
    {{#hasCustom}}
        private let custom: ({{typeName}}.Field) -> Custom
    {{/hasCustom}}
    {{#hasActions}}

        /// The buttons whose action is the app's, by id.
        {{access}}enum Action: String, Sendable {
    {{#actions}}
          {{doc}}
          case {{name}}
    {{/actions}}
        }
    {{/hasActions}}

        /// The screen of `form`; `onSubmit` runs when a valid form submits.
        {{initParameters}}
          self.form = form
          self.onSubmit = onSubmit
    {{#hasActions}}
          self.onAction = onAction
    {{/hasActions}}
    {{#hasCancel}}
          self.onCancel = onCancel
    {{/hasCancel}}
    {{#hasCustom}}
          self.custom = custom
    {{/hasCustom}}
        }

        /// The form's views.
        {{access}}var body: some View {
          {{viewBody}}
        }
      }

      #if DEBUG
        /// The screen with an empty form, for Xcode's canvas.
        @available(iOS 15.0, *)
        struct {{viewName}}_Previews: PreviewProvider {
          static var previews: some View {
            {{previewBody}}
          }
        }
      #endif
    #endif

    """##,
  ]
}
