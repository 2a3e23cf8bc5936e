#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  extension View {
    /// Shows (or hides) the two elements formc's generated UI tests read
    /// (``FormUITestLaunch/returnKeyProbe``, ``FormUITestLaunch/submitProbe``) on the form
    /// screens inside this view. By default ``SwiftUI/View/formKeyboard(of:focus:onSubmit:)``
    /// shows them only on a UI test launch (``FormUITestLaunch/isCurrentProcess``) and never
    /// otherwise; this overrides that.
    public func formUITestProbes(_ shown: Bool = true) -> some View {
      environment(\.formShowsUITestProbes, shown)
    }

    /// Holds each submit of the form screens inside this view running for `seconds` after the
    /// app's own asynchronous submit, if any (`nil`: no hold), as `FORMC_SUBMIT_DELAY` does on a
    /// UI test launch (``FormUITestLaunch/submitDelay``): while it runs the form is submitting,
    /// and a second tap on its submit or Return does not submit again. By default
    /// ``SwiftUI/View/formKeyboard(of:focus:onSubmit:onSubmitAsync:)`` holds each submit for
    /// the delay this process was launched with (``FormUITestLaunch/currentProcessSubmitDelay``,
    /// read once), none on a normal launch; this overrides that, as the UIKit
    /// `FormKeyboardController`'s `uiTestSubmitDelay` does.
    public func formUITestSubmitDelay(_ seconds: TimeInterval?) -> some View {
      environment(\.formUITestSubmitDelay, seconds)
    }
  }

  /// How long form screens hold each submit: by default the UI test launch's delay.
  struct FormUITestSubmitDelayKey: EnvironmentKey {
    static var defaultValue: TimeInterval? { FormUITestLaunch.currentProcessSubmitDelay }
  }

  /// Whether form screens show the UI test elements: by default on a UI test launch only.
  struct FormShowsUITestProbesKey: EnvironmentKey {
    static var defaultValue: Bool { FormUITestLaunch.isCurrentProcess }
  }

  extension EnvironmentValues {
    /// Whether the form screens in this environment show the UI test elements
    /// (``SwiftUI/View/formUITestProbes(_:)``).
    var formShowsUITestProbes: Bool {
      get { self[FormShowsUITestProbesKey.self] }
      set { self[FormShowsUITestProbesKey.self] = newValue }
    }

    /// How long the form screens in this environment hold each submit running
    /// (``SwiftUI/View/formUITestSubmitDelay(_:)``), `nil` for no hold.
    var formUITestSubmitDelay: TimeInterval? {
      get { self[FormUITestSubmitDelayKey.self] }
      set { self[FormUITestSubmitDelayKey.self] = newValue }
    }
  }

  /// The two elements of a UI test launch, as `formKeyboard` lays them over the screen: texts of
  /// one point at its top leading corner that take no touches, whose accessibility identifiers
  /// are ``FormUITestLaunch/returnKeyProbe`` and ``FormUITestLaunch/submitProbe`` and whose
  /// labels are the Return key of the text input being edited (`FormReturnKey`'s raw value,
  /// empty when none is) and how many times the form submitted.
  @available(iOS 15.0, *)
  struct FormUITestProbeOverlay: View {
    /// The Return key of the edited text input, `nil` when none is edited.
    let returnKey: FormReturnKey?
    /// How many times the form submitted.
    let submits: Int

    var body: some View {
      VStack(spacing: 0) {
        probe(FormUITestLaunch.returnKeyProbe, returnKey?.rawValue ?? "")
        probe(FormUITestLaunch.submitProbe, String(submits))
      }
      .allowsHitTesting(false)
    }

    private func probe(_ identifier: String, _ label: String) -> some View {
      Text(verbatim: label)
        .frame(width: 1, height: 1)
        .accessibilityLabel(label)
        .accessibilityIdentifier(identifier)
    }
  }
#endif
