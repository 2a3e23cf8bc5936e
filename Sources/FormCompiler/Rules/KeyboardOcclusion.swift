import FormDiagnostics

/// `keyboard-occlusion`: a focused input that the keyboard, a bar or an edge hides on some device (formc simulate).
enum KeyboardOcclusion: FormRule {
  static let description = RuleDescription(
    id: "keyboard-occlusion", severity: .error,
    summary:
      "a focused input that the keyboard, a bar or an edge hides on some device (formc simulate)",
    rationale: #"""
      Reported by `formc simulate`, not by `formc lint`. For every input in focus order, in every
      visibility state, on every device, orientation, presentation and keyboard of the matrix, formc
      estimates the layout, runs the runtime's own inset and scrolling code, and checks that the
      input's frame plus `keyboard.spacing` lies inside the visible area: below the navigation bar,
      above the keyboard's top (or the bottom safe area), inside the side safe areas and inside
      every container that clips it. A text view is checked at its fewest lines and again grown to
      its most; an input taller than the visible area passes when its caret line shows. The message
      names the points hidden, where, and the scenario; notes give the visibility state and the
      measured spans. A grown text view is measured at its caret. The finding is a warning instead
      of an error when `keyboard.avoidance` is `none` (formc's code moves nothing, so the input
      stays where the user tapped it, and the screen may move it itself) or when the verdict rests
      on one of formc's assumptions rather than a documented figure (the popover's height, a Stage
      Manager window's size, iPadOS lifting a form sheet); a note names the assumption. Warnings
      fail the run only with `--strict`. When the input passes, the nodes its `reveal` names that
      show are checked too: one out of view after the scroll (its frame outside the visible area)
      is reported at the input, "input 'code' reveals 'codeHint', which has 26 pt hidden under the
      keyboard", with a note at the node; an error when the reveal region fits the visible area
      with `keyboard.spacing` (the runtimes reveal it whole, so content that does not scroll or a
      container that clips keeps it from view), a note when it does not (the runtimes reveal the
      input alone, as documented: the input wins; notes fail no run). How the layout is estimated
      and where the device figures come from is in [Simulation.md](Simulation.md).
      """#,
    pointsAt: #"""
      the kind key of the input.
      """#,
    fix: #"""
      The pad is taller than what the keyboard leaves on the smallest phone: give it a `height` that
      fits (300 does here), or show it on a screen of its own. For text views, fewer `lines`; on
      small phones in landscape, a smaller `keyboard.spacing`.
      """#,
    examples: [
      RuleExample(
        "Delivery.form.yaml",
        #"""
        form: Delivery
        title: Delivery
        content:
          scroll: page
          children:
            - field: recipient
              title: Recipient
            # A signature pad that brings its own input view, as tall as the keyboard leaves room for.
            - custom: signature
              title: Signature
              height: 360

        """#
      )
    ],
    reportedBy: .simulation)
}
