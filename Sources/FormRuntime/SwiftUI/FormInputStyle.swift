#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// How ``FormTextField`` lays out a form's text input: its visible title, the control, the
  /// indicator of a running app check and the error message. Set one for the form screens
  /// inside a view with ``SwiftUI/View/formInputStyle(_:)``, as SwiftUI's own styles are set
  /// (`ButtonStyle`, `LabeledContentStyle`): the generated screen stays as generated.
  ///
  /// ```swift
  /// struct TrailingTitle: FormInputStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     VStack(alignment: .leading) {
  ///       HStack { configuration.label; configuration.input; configuration.checkIndicator }
  ///       configuration.error
  ///     }
  ///   }
  /// }
  ///
  /// SignUpFormView(form: form).formInputStyle(TrailingTitle())
  /// ```
  ///
  /// The configuration's input already carries everything that makes it the form's (focus,
  /// Return, the accessibility label and identifier): show it once. ``FormTextField`` gives the
  /// whole view the style returns the id the screen scrolls to, so the scroll to a focused input
  /// reveals its title and error message with it wherever the style puts them.
  @available(iOS 15.0, *)
  @MainActor @preconcurrency
  public protocol FormInputStyle {
    /// The view of an input.
    associatedtype Body: View

    /// The view of the input `configuration` describes.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Configuration) -> Body

    /// What an input is shown with.
    typealias Configuration = FormInputStyleConfiguration
  }

  /// What a ``FormInputStyle`` lays out: an input of the form and the views around it.
  @available(iOS 15.0, *)
  public struct FormInputStyleConfiguration {
    /// Where an input is shown (``SwiftUI/View/formInputPlacement(_:)``).
    public enum Placement: Hashable, Sendable {
      /// On its own: in a column of a generated `scroll` screen (``FormScrollContent``), or
      /// anywhere outside a `Form`, such as a message bar at the bottom of the screen. The
      /// default style shows the title above the input and gives a text field a rounded border.
      /// The default placement.
      case stacked
      /// As a row of a list: a generated `table` screen's SwiftUI `Form`, which sets it with
      /// `.formInputPlacement(.row)` (as a `Form` built by hand must). The default style shows
      /// the title at the row's leading edge (`LabeledContent` from iOS 16, an `HStack` before
      /// it) and no border, the row being the field.
      case row
    }

    /// The input's id in the spec (its `Field`'s raw value).
    public let field: String
    /// The spec's title of the input, if it has one (the input's accessibility label then).
    public let title: String?
    /// The error message the input shows, if any.
    public let errorMessage: String?
    /// Where the input is shown.
    public let placement: Placement
    /// The title as FormRuntime shows it (footnote, secondary colour, hidden from VoiceOver,
    /// which reads the title as the input's label), or `nil` without a title.
    public let label: AnyView?
    /// The control: a `TextField`, `SecureField` or `TextEditor` with the form's modifiers, and
    /// no text field style of its own (the default style gives a stacked one a rounded border).
    public let input: AnyView
    /// The indicator of the input's running app check (a `ProgressView`, or the app's
    /// ``SwiftUI/View/formCheckIndicator(_:)``), or `nil` while none runs.
    public let checkIndicator: AnyView?
    /// The error message as FormRuntime shows it (footnote, red), or `nil` without an error.
    public let error: AnyView?
  }

  /// FormRuntime's style of an input: ``FormInputStyle/automatic`` and
  /// ``FormInputStyle/inheritedTextFieldStyle``.
  @available(iOS 15.0, *)
  public struct DefaultFormInputStyle: FormInputStyle {
    /// Whether a stacked text field gets a rounded border
    /// (https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder); without
    /// it, the text field style of the environment applies (`textFieldStyle(_:)` around the
    /// screen, https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:)).
    public let borderedWhenStacked: Bool

    /// The style; `borderedWhenStacked` gives stacked text fields a rounded border.
    public init(borderedWhenStacked: Bool = true) {
      self.borderedWhenStacked = borderedWhenStacked
    }

    /// Stacked: the title, the input (and check indicator) under it, then the error. A row: the
    /// title leading the input, then the error under the row's content.
    public func makeBody(configuration: Configuration) -> some View {
      switch configuration.placement {
      case .stacked:
        VStack(alignment: .leading, spacing: FormInputStyleConfiguration.spacing) {
          configuration.label
          HStack(spacing: 8) {
            if borderedWhenStacked {
              configuration.input.textFieldStyle(.roundedBorder)
            } else {
              configuration.input
            }
            configuration.checkIndicator
          }
          configuration.error
        }
      case .row:
        row(configuration)
      }
    }

    /// A `Form` row: on iOS 16 a `LabeledContent`, whose label leads the row as a `Picker`'s
    /// does ("a layout that matches the label of the Picker",
    /// https://developer.apple.com/documentation/swiftui/labeledcontent); before it an `HStack`
    /// of the title and the input. A `TextField` in a `Form` on iOS shows no label of its own,
    /// only its prompt or title as placeholder (https://developer.apple.com/documentation/swiftui/textfield,
    /// "Text field prompts").
    @ViewBuilder
    private func row(_ configuration: Configuration) -> some View {
      let content = VStack(alignment: .leading, spacing: FormInputStyleConfiguration.spacing) {
        HStack(spacing: 8) {
          configuration.input
          configuration.checkIndicator
        }
        configuration.error
      }
      if let label = configuration.label {
        if #available(iOS 16.0, *), FormSwiftUISystem.hasLabeledContent {
          LabeledContent {
            content
          } label: {
            label
          }
        } else {
          HStack(alignment: .firstTextBaseline, spacing: 8) {
            label
            content
          }
        }
      } else {
        content
      }
    }
  }

  @available(iOS 15.0, *)
  extension FormInputStyle where Self == DefaultFormInputStyle {
    /// FormRuntime's style: in a scroll (or anywhere outside a `Form`) the title above the
    /// input, which has a rounded border; in a `Form` the title leading the row.
    public static var automatic: DefaultFormInputStyle { DefaultFormInputStyle() }

    /// FormRuntime's style without its rounded border: the text fields take the style set with
    /// `textFieldStyle(_:)` around the screen. (Under ``automatic`` the border is set on each
    /// field, inside the app's `textFieldStyle(_:)`, and the innermost style applies.)
    public static var inheritedTextFieldStyle: DefaultFormInputStyle {
      DefaultFormInputStyle(borderedWhenStacked: false)
    }
  }

  @available(iOS 15.0, *)
  extension FormInputStyleConfiguration {
    /// The space between the title, the input and the error message (the error's gap is what
    /// `formc simulate` estimates: ``FormLayoutMetrics/errorSpacing``).
    static var spacing: CGFloat { FormLayoutMetrics.standard.errorSpacing }
  }

  extension View {
    /// Sets how the form screens inside this view lay out their text inputs
    /// (``FormTextField``): the title, the control, the check indicator and the error message.
    /// The default is ``FormInputStyle/automatic``.
    @available(iOS 15.0, *)
    public func formInputStyle<Style: FormInputStyle>(_ style: Style) -> some View {
      environment(
        \.formInputStyle, FormInputStyleBox { AnyView(style.makeBody(configuration: $0)) })
    }
  }

  extension View {
    /// Sets where the form's text inputs inside this view are (``FormTextField``), which decides
    /// how the default input style lays them out: ``FormInputStyleConfiguration/Placement/row``
    /// for the rows of a SwiftUI `Form` (the generated `table` screen writes it on its `Form`),
    /// ``FormInputStyleConfiguration/Placement/stacked`` elsewhere. Without it an input is
    /// stacked, in a ``FormScrollContent`` or on its own (a bar's field): SwiftUI tells a view
    /// nothing about a `Form` around it, so a `Form` built by hand needs
    /// `.formInputPlacement(.row)`.
    @available(iOS 15.0, *)
    public func formInputPlacement(_ placement: FormInputStyleConfiguration.Placement) -> some View
    {
      environment(\.formInputPlacement, placement)
    }
  }

  /// The app's input style (``SwiftUI/View/formInputStyle(_:)``), erased.
  @available(iOS 15.0, *)
  struct FormInputStyleBox {
    /// Builds an input's view.
    let make: @MainActor (FormInputStyleConfiguration) -> AnyView
  }

  /// The app's input style: by default none (``DefaultFormInputStyle``).
  @available(iOS 15.0, *)
  struct FormInputStyleKey: EnvironmentKey {
    static var defaultValue: FormInputStyleBox? { nil }
  }

  /// Where the inputs in a view are: rows inside a `Form` that says so
  /// (``SwiftUI/View/formInputPlacement(_:)``), else stacked, on their own. SwiftUI tells a view
  /// nothing about the `Form` around it, so the default is the look that suits a field anywhere
  /// else (a scroll's column, a bar's field).
  @available(iOS 15.0, *)
  struct FormInputPlacementKey: EnvironmentKey {
    static var defaultValue: FormInputStyleConfiguration.Placement { .stacked }
  }

  @available(iOS 15.0, *)
  extension EnvironmentValues {
    /// The app's input style in this environment, if it set one.
    var formInputStyle: FormInputStyleBox? {
      get { self[FormInputStyleKey.self] }
      set { self[FormInputStyleKey.self] = newValue }
    }

    /// Where the inputs in this environment are (``SwiftUI/View/formInputPlacement(_:)``; a
    /// ``FormScrollContent`` stacks them, a generated `table` screen's `Form` makes them rows).
    var formInputPlacement: FormInputStyleConfiguration.Placement {
      get { self[FormInputPlacementKey.self] }
      set { self[FormInputPlacementKey.self] = newValue }
    }
  }
#endif
