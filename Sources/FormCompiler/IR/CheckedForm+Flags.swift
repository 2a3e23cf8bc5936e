extension ResolvedTextVariant {
  /// The text shown while the app flags in `flags` are set: the first variant whose flag is one
  /// of them, else `text`.
  public static func text(_ text: String, _ variants: [ResolvedTextVariant]?, flags: Set<String>)
    -> String
  {
    variants?.first { flags.contains($0.flag) }?.text ?? text
  }
}

extension CheckedForm {
  /// The form as it shows while the app flags in `flags` are set: its title, and each section's
  /// header and footer, label's text and button's title that change with app flags, replaced by
  /// the text of the first `when` entry whose flag is set (`formc preview --flag`). Nothing else
  /// changes.
  public func showing(flags: Set<String>) -> CheckedForm {
    guard !flags.isEmpty else { return self }
    var form = self
    form.title = title.map { ResolvedTextVariant.text($0, titleVariants, flags: flags) }
    for index in form.layout.indices {
      let node = form.layout[index]
      guard node.headerVariants != nil || node.footerVariants != nil || node.textVariants != nil
      else { continue }
      form.layout[index].header = node.header.map {
        ResolvedTextVariant.text($0, node.headerVariants, flags: flags)
      }
      form.layout[index].footer = node.footer.map {
        ResolvedTextVariant.text($0, node.footerVariants, flags: flags)
      }
      form.layout[index].text = node.text.map {
        ResolvedTextVariant.text($0, node.textVariants, flags: flags)
      }
    }
    return form
  }
}
