import FormCompiler

extension CheckedForm {
  /// The strings a language has in a String Catalog, by where they show: each string of the form
  /// (``FormStrings``) whose catalog entry has a value for `language`, whatever its state (a string
  /// waiting for review is still what the app shows). Messages and hints are left out: the
  /// estimated layout does not show them. With app `flags` set (`formc preview --flag`), a text
  /// that changes with them (`when`) takes the translation of the entry shown
  /// (`<Form>.<node>.<key>.when.<flag>`), or none, so that the entry's own text shows, as the
  /// app's catalog lookup falls back to it.
  public func translations(
    from catalog: StringCatalog, language: String, flags: Set<String> = []
  ) -> [TextSlot: String] {
    // The flag whose `when` entry each text shows now (the first listed that is set), if any.
    func shownFlag(_ variants: [ResolvedTextVariant]?) -> String? {
      variants?.first { flags.contains($0.flag) }?.flag
    }
    var result: [TextSlot: String] = [:]
    for string in FormStrings.strings(of: self) {
      guard let value = catalog.strings[string.key]?.localizations[language]?.stringUnit?.value
      else { continue }
      switch string.origin {
      // A text that shows a `when` entry's text takes that entry's translation; without one it
      // stays the entry's own text (the catalog's fallback), never the default text's translation.
      case .formTitle:
        if shownFlag(titleVariants) == nil { result[.formTitle] = value }
      case .formTitleVariant(let flag):
        if shownFlag(titleVariants) == flag { result[.formTitle] = value }
      case .nodeVariant(let index, let property, let flag):
        guard shownFlag(layout[index].variants(of: property)) == flag,
          let slot = Self.textSlot(property, node: index)
        else { continue }
        result[slot] = value
      // The navigation bar's buttons are not part of the estimated layout.
      case .actionTitle, .actionTitleVariant: break
      case .node(let index, let property):
        let id = layout[index].id ?? ""
        let isInput = layout[index].kind.isInput || layout[index].kind.isControl
        if !isInput, shownFlag(layout[index].variants(of: property)) != nil { continue }
        switch property {
        case .title: result[isInput ? .inputTitle(id) : .text(node: index)] = value
        case .placeholder: result[.placeholder(id)] = value
        case .header: result[.header(node: index)] = value
        case .footer: result[.footer(node: index)] = value
        case .text: result[.text(node: index)] = value
        // An image's description is read by VoiceOver, not laid out.
        case .hint, .required, .rule, .option, .range, .appOption, .format, .minSelections,
          .maxSelections, .description:
          break
        }
      }
    }
    return result
  }

  /// The slot of a section's header or footer, a label's text or a button's title.
  private static func textSlot(_ property: FormString.Property, node index: Int) -> TextSlot? {
    switch property {
    case .header: return .header(node: index)
    case .footer: return .footer(node: index)
    case .text, .title: return .text(node: index)
    default: return nil
    }
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
