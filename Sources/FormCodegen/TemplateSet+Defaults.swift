extension TemplateSet {
  static let defaultSources: [String: String] = [:]
}
