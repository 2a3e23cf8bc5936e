import FormCompiler
import FormSpec

extension PlanTextRenderer {
  /// `format cardNumber, at most 16 digits typed`: what limits and formats the typing, or `nil`.
  func entrySummary(_ input: ResolvedInput) -> String? {
    var parts: [String] = []
    if let format = input.format {
      parts.append(
        StandardTextFormat(rawValue: format) == nil
          ? "format \(format) (the app's)" : "format \(format)")
    }
    if let maxLength = input.maxLength {
      parts.append(
        "at most \(maxLength) \(input.format == nil ? "characters" : "raw characters") typed")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
