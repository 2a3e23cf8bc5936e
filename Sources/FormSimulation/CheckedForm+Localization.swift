import FormCompiler

extension CheckedForm {
  /// The strings a language has in a String Catalog, by where they show: each string of the form
  /// (``FormStrings``) whose catalog entry has a value for `language`, whatever its state (a string
  /// waiting for review is still what the app shows). Messages and hints are left out: the
  /// estimated layout does not show them.
  public func translations(from catalog: StringCatalog, language: String) -> [TextSlot: String] {
    var result: [TextSlot: String] = [:]
    for string in FormStrings.strings(of: self) {
      guard let value = catalog.strings[string.key]?.localizations[language]?.stringUnit?.value
      else { continue }
      switch string.origin {
      case .formTitle: result[.formTitle] = value
      // The navigation bar's buttons are not part of the estimated layout; a text's variant is
      // drawn only when the preview is asked for its flag (in the source language).
      case .actionTitle, .actionTitleVariant, .formTitleVariant, .nodeVariant: break
      case .node(let index, let property):
        let id = layout[index].id ?? ""
        let isInput = layout[index].kind.isInput || layout[index].kind.isControl
        switch property {
        case .title: result[isInput ? .inputTitle(id) : .text(node: index)] = value
        case .placeholder: result[.placeholder(id)] = value
        case .header: result[.header(node: index)] = value
        case .footer: result[.footer(node: index)] = value
        case .text: result[.text(node: index)] = value
        case .hint, .required, .rule, .option, .range, .appOption, .format, .minSelections,
          .maxSelections:
          break
        }
      }
    }
    return result
  }

  /// The form as it shows in a locale: every user-visible string (the title, labels, button
  /// titles, section headers and footers, input titles and placeholders) replaced by
  /// ``SimulationLocale/text(_:in:)``; nothing else changes. The source locale returns the form
  /// as it is.
  public func localized(for locale: SimulationLocale) -> CheckedForm {
    guard locale.isPseudo || !locale.translations.isEmpty else { return self }
    var form = self
    form.title = title.map { locale.text($0, in: .formTitle) }
    for index in form.layout.indices {
      let node = form.layout[index]
      form.layout[index].text = node.text.map { locale.text($0, in: .text(node: index)) }
      form.layout[index].header = node.header.map { locale.text($0, in: .header(node: index)) }
      form.layout[index].footer = node.footer.map { locale.text($0, in: .footer(node: index)) }
    }
    for index in form.inputs.indices {
      let input = form.inputs[index]
      form.inputs[index].title = input.title.map { locale.text($0, in: .inputTitle(input.id)) }
      form.inputs[index].placeholder = input.placeholder.map {
        locale.text($0, in: .placeholder(input.id))
      }
    }
    return form
  }
}
