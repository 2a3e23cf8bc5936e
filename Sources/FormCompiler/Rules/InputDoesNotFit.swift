import FormDiagnostics

/// `input-does-not-fit`: a focused input that cannot be shown whole even without a keyboard, as its screen or container is too small (formc simulate).
enum InputDoesNotFit: FormRule {
  static let description = RuleDescription(
    id: "input-does-not-fit", severity: .error,
    summary:
      "a focused input that cannot be shown whole even without a keyboard, as its screen or container is too small (formc simulate)",
    rationale: #"""
      Reported by `formc simulate`, not by `formc lint`, where an input is hidden and stays hidden
      with no keyboard on screen at all, scrolled into view as the runtime scrolls it: the input is
      taller than its screen, popover or window leaves below the navigation bar, or a fixed-height
      container clips it. No keyboard handling can fix that, so it is reported under this rule
      instead of `keyboard-occlusion`, once per screen (device, iOS version, orientation and
      presentation) and visibility state, though the matrix counts it in every keyboard column. It
      is a warning naming the assumption when the screen's size is formc's assumption (a Stage
      Manager window) or a popover of Apple's documented default height would show the input.
      """#,
    pointsAt: #"""
      the kind key of the input.
      """#,
    fix: #"""
      Give the input a `height` that fits the smallest screen of the matrix (here the iPhone SE
      shows 603 points below its navigation bar), or show it on a screen of its own.
      """#,
    examples: [
      RuleExample(
        "Signature.form.yaml",
        #"""
        form: Signature
        title: Sign
        content:
          scroll: page
          children:
            - field: name
              title: Name
            # A signature pad taller than an iPhone SE shows below its navigation bar.
            - custom: signature
              title: Signature
              height: 640

        """#
      )
    ],
    reportedBy: .simulation)
}
