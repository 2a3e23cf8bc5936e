/// Turns diagnostics into text for one consumer: a terminal, an editor, a CI system.
///
/// Every reporter sorts diagnostics by location first (see `Diagnostic`'s `Comparable`), so the
/// same diagnostics always give the same bytes. Notes keep the order their producer gave them.
public protocol DiagnosticReporter: Sendable {
  /// Renders `diagnostics` as one string, ready to be written out unchanged.
  func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String
}
