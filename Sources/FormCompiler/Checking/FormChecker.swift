import FormDiagnostics
import FormSpec

/// The checker: resolves a decoded form's layout tree, focus order, visibility states, return keys,
/// toolbar states and keyboard plan, and reports what would make the form misbehave on device.
///
/// Checking and reporting are separate: the result holds diagnostics as data, with severities
/// after configuration and suppressions; the caller decides what they mean for its exit code.
public struct FormChecker: Sendable {
  /// The outcome of checking one form.
  public struct Result: Sendable {
    /// The checked form, or `nil` when errors make it meaningless.
    public var form: CheckedForm?
    /// The checker's diagnostics, sorted.
    public var diagnostics: [Diagnostic]
  }

  /// The most visibility states checked per form; past it the checker says so.
  public static let maxVisibilityStates = 4096

  /// The most node visibilities evaluated across all states checked (states × nodes). Checking a
  /// state costs time and memory in proportion to the form's size, so a form of more than
  /// `maxVisibilityWork / maxVisibilityStates` (256) nodes gets fewer than 4096 states checked,
  /// and says so like any form past the state cap. This keeps a generated spec with thousands of
  /// chained `visibleWhen` conditions to well under a second and megabytes.
  public static let maxVisibilityWork = 1 << 20

  /// Rule severities from `formc.yml`.
  public var configuration: Configuration

  /// Creates a checker.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Checks a decoded form. `frontEnd` holds the decoder's diagnostics for the same file, which
  /// suppressions may also silence.
  ///
  /// With `includingFocusStates` false the checked form leaves out the focus steps of every
  /// visibility state (``CheckedForm/states`` is empty). Code generation prints none (the generated
  /// code navigates at run time), so `formc generate` skips them: on forms with conditional inputs
  /// they are a large part of assembling the form. The diagnostics are the same either way.
  public func check(
    _ definition: FormDefinition, frontEnd: [Diagnostic] = [], includingFocusStates: Bool = true
  ) -> Result {
    check(definition, frontEnd: frontEnd, assembling: includingFocusStates)
  }

  /// Checks a decoded form for its diagnostics only, as ``check(_:frontEnd:includingFocusStates:)`` reports them,
  /// without assembling the checked form (what a linter needs; the form is most of the cost of
  /// a clean spec).
  public func diagnose(_ definition: FormDefinition, frontEnd: [Diagnostic] = []) -> [Diagnostic] {
    check(definition, frontEnd: frontEnd, assembling: nil).diagnostics
  }

  /// Checks, then assembles the form unless `focusStates` is `nil` (with or without the
  /// per-state focus steps).
  private func check(
    _ definition: FormDefinition, frontEnd: [Diagnostic], assembling focusStates: Bool?
  )
    -> Result
  {
    var context = CheckContext(definition: definition)
    context.generatesSwiftUI = configuration.outputs.contains(.swiftui)
    context.run()
    // Translations are checked over the assembled form's strings, so only when nothing stops it
    // being assembled; before the severity policy, so that suppressions apply to them too. The
    // form assembled for them is the one returned (assembling does not read the diagnostics).
    var assembled: CheckedForm?
    if let localization = configuration.localization, TranslationCheck.applies(localization),
      !(frontEnd + context.diagnostics).containsErrors
    {
      let form = context.checkedForm(focusStates: focusStates ?? false)
      assembled = form
      context.diagnostics += TranslationCheck.findings(form, context, settings: localization)
    }
    let filtered = SeverityPolicy(
      configuration: configuration, lintDisable: definition.lintDisable,
      suppressions: definition.suppressions
    ).apply(to: context.diagnostics, path: definition.path)
    // After configuration: a warning raised to an error stops generation like any error.
    let hasErrors = (frontEnd + filtered).containsErrors
    let form =
      hasErrors ? nil : focusStates.map { assembled ?? context.checkedForm(focusStates: $0) }
    return Result(form: form, diagnostics: filtered.sorted())
  }
}
