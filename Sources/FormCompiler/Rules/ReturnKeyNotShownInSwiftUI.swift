import FormDiagnostics
import FormSpec

/// `return-key-not-shown-in-swiftui`: below iOS 16 the SwiftUI screen shows a text view as a
/// `TextEditor`, whose keyboard shows the plain Return key whatever key the spec gives it.
enum ReturnKeyNotShownInSwiftUI: CheckingRule {
  static let description = RuleDescription(
    id: "return-key-not-shown-in-swiftui", severity: .warning,
    summary:
      "below iOS 16 the SwiftUI screen's text view shows the plain Return key, not the spec's key",
    rationale: #"""
      The generated SwiftUI screen shows a `textView` as a `TextField(axis: .vertical)` from iOS
      16 (the initializer is iOS 16.0+) and as a `TextEditor` before it. A `TextEditor` is no
      submitting control: `submitLabel(_:)` is documented for text fields and secure fields, and
      the submit triggers are those "originating from text input controls like `TextField` and
      `SecureField`", so its keyboard shows the system Return key whatever label the screen
      gives it. A text view whose key is not the plain Return key (an explicit `returnKey` such
      as `send` or `next`, or `done` from `onReturn: dismiss`) shows that key in the UIKit
      screen and in SwiftUI from iOS 16, and "return" in SwiftUI at a `platform.iOS` below 16.
      Return still does what the spec says there (the screen takes the newline back out and
      sends, moves on or ends editing), so the user presses a key labelled "return" that does
      not insert a line: a silent difference between the screens. Flagged only when formc
      writes the SwiftUI screen (`outputs.swiftui`, on by default), and not on a pad keyboard,
      which shows no return key at all (`ineffective-return-key`).
      """#,
    pointsAt: #"""
      the `returnKey` key when the input names its key; for a key derived from `onReturn:
      dismiss`, the input's `onReturn` key, or its kind key when the form's
      `keyboard.onReturn` says it.
      """#,
    fix: #"""
      Raise the target to iOS 16 (`platform: {iOS: "16.0"}`), where the screen shows the key.
      Or let Return insert a newline (remove `returnKey`, or write `returnKey: default`; the
      toolbar's Next and Done move on and end editing). An app that ships only the UIKit screen
      sets `outputs: {swiftui: false}` in `formc.yml`; one that accepts the plain key on iOS 15
      says so with `# formc:disable-next-line return-key-not-shown-in-swiftui` above the key.
      """#,
    examples: [
      RuleExample(
        "Composer.form.yaml",
        #"""
        form: Composer
        content:
          scroll: page
          children:
            - textView: message
              placeholder: Message
              returnKey: send

        """#
      ),
      RuleExample(
        "Notes.form.yaml",
        #"""
        form: Notes
        content:
          scroll: page
          children:
            - textView: notes
              title: Notes
              onReturn: dismiss

        """#
      ),
    ],
    passingExamples: [
      RuleExample(
        "Composer.form.yaml",
        #"""
        form: Composer
        platform:
          iOS: "16.0"
        content:
          scroll: page
          children:
            - textView: message
              placeholder: Message
              returnKey: send

        """#
      ),
      RuleExample(
        "Composer.form.yaml",
        #"""
        form: Composer
        content:
          scroll: page
          children:
            - textView: message
              placeholder: Message
              returnKey: send

        """#,
        files: [
          RuleExample.File(
            name: "formc.yml",
            text: #"""
              outputs:
                swiftui: false

              """#)
        ]
      ),
    ])

  /// The first iOS whose SwiftUI screen shows a text view as a vertical `TextField`, which takes
  /// the spec's key (`TextField(_:text:axis:)`, iOS 16.0).
  static let verticalTextField = PlatformVersion(16, 0)

  static func check(_ form: CheckContext, _ findings: inout Findings) {
    guard form.generatesSwiftUI, form.definition.platform < verticalTextField else { return }
    let platform = form.definition.platform.description
    for index in form.nodes.indices where form.nodes[index].kind == .textView {
      guard let input = form.nodes[index].input else { continue }
      let behavior = form.returnBehavior(index)
      // A text view's key is one key in every state (a newline, an action key, `next`, or the
      // key of `onReturn: dismiss`); `nil` on a pad, which `ineffective-return-key` reports.
      guard let key = behavior.whenFollowed.key ?? behavior.whenLast.key, key != .default
      else { continue }
      let notes = form.definition.platformLocation.map {
        [Diagnostic.Note("the deployment target is set here", at: $0)]
      }
      let shown =
        "the screen draws the text view as a TextEditor, whose keyboard shows the plain Return key"
      if let returnKey = input.returnKey, returnKey.value == key {
        findings.report(
          "'returnKey: \(key.rawValue)' on \(form.name(index)) never shows in SwiftUI below iOS 16 (platform.iOS is \(platform)): \(shown)",
          at: returnKey.keyLocation ?? returnKey.location, notes: notes ?? [])
      } else {
        let onReturn = input.onReturn
        let source = onReturn == nil ? "'keyboard.onReturn: dismiss'" : "'onReturn: dismiss'"
        findings.report(
          "the '\(key.rawValue)' key that \(source) gives \(form.name(index)) never shows in SwiftUI below iOS 16 (platform.iOS is \(platform)): \(shown)",
          at: onReturn.map { $0.keyLocation ?? $0.location } ?? form.nodes[index].kindKeyLocation,
          notes: notes ?? [])
      }
    }
  }
}
