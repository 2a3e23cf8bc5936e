import FormCompiler

extension CheckedForm {
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
