import FormDiagnostics
import FormSpec

/// `missing-translation`: each string of a form checked against the String Catalog that
/// `formc.yml`'s `localization` names, in each listed locale.
enum TranslationCheck {
  /// Whether the settings ask for a check: locales are listed and the catalog was read (or is
  /// known to be absent).
  static func applies(_ settings: LocalizationSettings?) -> Bool {
    guard let settings, !settings.locales.isEmpty else { return false }
    switch settings.catalog {
    case .absent, .loaded: return true
    case .notRead, .invalid: return false
    }
  }

  /// The findings for `form`, assembled from what `context` resolved (which must be free of
  /// errors); `context` locates them in the spec.
  static func findings(
    _ form: CheckedForm, _ context: CheckContext, settings: LocalizationSettings
  ) -> [Diagnostic] {
    let catalog: StringCatalog
    if case .loaded(let loaded) = settings.catalog {
      catalog = loaded
    } else {
      catalog = StringCatalog()
    }
    let locales = settings.locales.filter { $0 != catalog.sourceLanguage }
    guard !locales.isEmpty else { return [] }
    var findings = Findings(MissingTranslation.description)
    for string in FormStrings.strings(of: form) {
      var missing: [String] = []
      var new: [String] = []
      var review: [String] = []
      for locale in locales {
        let states = catalog.strings[string.key]?.localizations[locale]?.states ?? []
        if states.isEmpty {
          missing.append(locale)
        } else if states.contains(StringCatalog.StringUnit.needsReview) {
          review.append(locale)
        } else if !states.allSatisfy({ $0 == StringCatalog.StringUnit.translated }) {
          new.append(locale)
        }
      }
      var parts: [String] = []
      func list(_ locales: [String]) -> String {
        locales.map { "'\($0)'" }.joined(separator: ", ")
      }
      if !missing.isEmpty { parts.append("has no translation for \(list(missing))") }
      if !new.isEmpty { parts.append("is not yet translated for \(list(new))") }
      if !review.isEmpty { parts.append("needs review for \(list(review))") }
      guard !parts.isEmpty else { continue }
      let joined = parts.listPhrase()
      findings.report(
        "'\(string.key)' \(joined) in \(settings.catalogFileName)",
        at: location(of: string.origin, in: context))
    }
    return findings.diagnostics
  }

  /// Where the spec writes a string: the key that holds it.
  static func location(of origin: FormString.Origin, in context: CheckContext) -> SourceLocation {
    let definition = context.definition
    guard case .node(let index, let property) = origin else {
      return definition.title.map { $0.keyLocation ?? $0.location } ?? definition.name.location
    }
    let node = context.nodes[index]
    let input = node.input
    func key<Value>(_ located: Located<Value>?) -> SourceLocation? {
      located.map { $0.keyLocation ?? $0.location }
    }
    let found: SourceLocation?
    switch property {
    case .title: found = key(input?.title) ?? key(node.buttonTitle)
    case .placeholder: found = key(input?.placeholder)
    case .hint: found = key(input?.hint)
    case .header: found = key(node.header)
    case .footer: found = key(node.footer)
    case .text: found = key(node.text)
    case .required: found = key(input?.required)
    case .rule(let number):
      let rule = input.flatMap { $0.rules.indices.contains(number) ? $0.rules[number] : nil }
      found = key(rule?.message) ?? rule?.keyLocation
    case .option(let value):
      let option = input?.control.options?.value.first { $0.value.value == value }
      found = key(option?.title) ?? option?.value.location
    case .range: found = key(input?.control.date.from) ?? key(input?.control.date.to)
    case .appOption: found = key(input?.control.appOptions)
    case .format: found = key(input?.control.number.format)
    case .minSelections: found = key(input?.control.minSelections)
    case .maxSelections: found = key(input?.control.maxSelections)
    case .description: found = key(node.image?.description)
    }
    return found ?? node.kindKeyLocation
  }
}
