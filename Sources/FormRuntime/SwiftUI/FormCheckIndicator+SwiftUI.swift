#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// What the indicator of a running app check is shown for: the input and the words VoiceOver
  /// reads for it, handed to the view of ``SwiftUI/View/formCheckIndicator(_:)``.
  public struct FormCheckIndicatorConfiguration: Hashable, Sendable {
    /// The input's id in the spec (its `Field`'s raw value).
    public let field: String
    /// The indicator's accessibility label in FormRuntime's language ("Checking",
    /// `FormRuntimeStrings.Key.checkPending`), the label of the default spinner.
    public let accessibilityLabel: String

    /// The indicator's accessibility identifier, by which UI tests wait for the check to end:
    /// `formc.check.<field>` (``FormAccessibilityIdentifier/check(_:)``), the default spinner's.
    /// FormRuntime applies it around an indicator of your own (`accessibilityIdentifier(_:)`).
    public var accessibilityIdentifier: String { FormAccessibilityIdentifier.check(field) }

    /// A configuration for the input `field`, read as `accessibilityLabel`.
    public init(field: String, accessibilityLabel: String) {
      self.field = field
      self.accessibilityLabel = accessibilityLabel
    }
  }

  extension View {
    /// Replaces the indicator ``FormTextField`` shows beside an input while its app check runs
    /// (`check` in the spec; by default a `ProgressView` labelled "Checking" and identified
    /// `formc.check.<id>`) on the form screens inside this view: the SwiftUI counterpart of a
    /// UIKit screen's `FormViews.formShowCheckPending(_:for:)`. The view is built for each input whose check
    /// runs and goes when the check ends; give it the configuration's accessibility label, as the
    /// default does. FormRuntime identifies it `formc.check.<id>` (the configuration's
    /// `accessibilityIdentifier`, applied around the view), as UI tests wait for that identifier
    /// to go.
    ///
    /// ```swift
    /// SignUpFormView(form: form)
    ///   .formCheckIndicator { check in
    ///     Image(systemName: "hourglass")
    ///       .accessibilityLabel(Text(check.accessibilityLabel))
    ///   }
    /// ```
    public func formCheckIndicator<Indicator: View>(
      @ViewBuilder _ indicator: @escaping @MainActor (FormCheckIndicatorConfiguration) -> Indicator
    ) -> some View {
      environment(\.formCheckIndicator, FormCheckIndicatorBuilder { AnyView(indicator($0)) })
    }
  }

  /// The app's indicator of a running check (``SwiftUI/View/formCheckIndicator(_:)``).
  struct FormCheckIndicatorBuilder {
    /// Builds the indicator for an input.
    let make: @MainActor (FormCheckIndicatorConfiguration) -> AnyView
  }

  /// The app's indicator of a running check: by default none (``FormTextField`` shows a
  /// `ProgressView`).
  struct FormCheckIndicatorKey: EnvironmentKey {
    static var defaultValue: FormCheckIndicatorBuilder? { nil }
  }

  extension EnvironmentValues {
    /// The app's indicator of a running check in this environment, if it set one
    /// (``SwiftUI/View/formCheckIndicator(_:)``).
    var formCheckIndicator: FormCheckIndicatorBuilder? {
      get { self[FormCheckIndicatorKey.self] }
      set { self[FormCheckIndicatorKey.self] = newValue }
    }
  }
#endif
