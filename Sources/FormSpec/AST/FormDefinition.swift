import FormDiagnostics

/// A decoded form spec: the typed AST of one `*.form.yaml` file, every part located.
///
/// Defaults from the format are applied; what was written explicitly keeps its location so later
/// stages can point at it.
public struct FormDefinition: Sendable {
  /// The path of the spec, as the user named it.
  public var path: String
  /// `form`: the UpperCamelCase name the generated types start with.
  public var name: Located<String>
  /// `title`: the screen's title, or its default text when it has variants.
  public var title: Located<String>?
  /// `title.when`: the title shown while an app flag is set, in list order (the first set flag
  /// wins); empty for a plain title.
  public var titleVariants: [TextVariant] = []
  /// `platform.iOS`, or the default 15.0 (then without a location).
  public var platform: PlatformVersion
  /// Where `platform.iOS` was written, if it was.
  public var platformLocation: SourceLocation?
  /// `keyboard`.
  public var keyboard: KeyboardSettings
  /// `toolbar`.
  public var toolbar: ToolbarSettings
  /// `focus`.
  public var focus: FocusSettings
  /// `actions`: submit and cancel outside the content.
  public var actions = FormActions()
  /// `flags`: the app's named flags, in spec order (each located at its name).
  public var flags: [Located<String>] = []
  /// `validateOn`: when inputs' messages show, unless an input says otherwise (default `submit`).
  public var validateOn: Located<ValidationTiming>?
  /// `presentations`: how the screen is shown, if the spec says (else every way).
  public var presentations: Located<[Located<ScreenPresentation>]>?
  /// `content`: the root of the layout tree (its `keyLocation` is the `content` key).
  public var content: Node
  /// Where the `content` key is.
  public var contentKeyLocation: SourceLocation
  /// `lint.disable` entries (only configurable rules survive decoding).
  public var lintDisable: [Located<RuleID>]
  /// `# formc:disable-next-line` comments.
  public var suppressions: [Suppression]
}

/// `keyboard.*` settings.
public struct KeyboardSettings: Sendable {
  /// `keyboard.avoidance` (default `automatic`).
  public var avoidance: Located<KeyboardAvoidance>?
  /// `keyboard.dismiss` (default `interactive`).
  public var dismiss: Located<KeyboardDismissMode>?
  /// `keyboard.stickyFooter`: the height in points of the view the screen pins over the bottom of
  /// the scroll container, riding on the keyboard (a sticky Continue button, returned by
  /// `formObstructingViews()`), which `formc simulate` counts; `nil` when there is none.
  public var stickyFooter: Located<Double>?
  /// `keyboard.spacing` in points (default 16).
  public var spacing: Located<Double>?
  /// `keyboard.submit` (default `done`).
  public var submit: Located<ReturnKey>?
  /// `keyboard.afterSubmit` (default `dismiss`).
  public var afterSubmit: Located<AfterSubmit>?
  /// `keyboard.onReturn` (default `derived`): what Return does on every field and text view that
  /// has no `onReturn` of its own.
  public var onReturn: Located<OnReturn>?

  /// Creates settings with nothing written.
  public init() {}

  /// The effective avoidance strategy.
  public var effectiveAvoidance: KeyboardAvoidance { avoidance?.value ?? .automatic }
  /// The effective dismiss mode.
  public var effectiveDismiss: KeyboardDismissMode { dismiss?.value ?? .interactive }
  /// The effective spacing.
  public var effectiveSpacing: Double { spacing?.value ?? 16 }
  /// The effective submit key.
  public var effectiveSubmit: ReturnKey { submit?.value ?? .done }
  /// What happens to the keyboard after a submit.
  public var effectiveAfterSubmit: AfterSubmit { afterSubmit?.value ?? .dismiss }
  /// What Return does on an input without `onReturn`.
  public var effectiveOnReturn: OnReturn { onReturn?.value ?? .derived }
}

/// `toolbar` settings.
public struct ToolbarSettings: Sendable {
  /// Whether the toolbar is shown (`toolbar: false` hides it).
  public var isEnabled: Bool = true
  /// Where `toolbar` was written, if it was.
  public var location: SourceLocation?
  /// The lines the whole `toolbar` entry (its key through its value) stands on, when it stands
  /// on lines of its own: what a fix-it that removes it deletes
  /// (``YAMLDocument/entryLines(of:at:)``).
  public var entry: SourceRange?
  /// `toolbar.items`, if written.
  public var items: [Located<ToolbarItem>]?
  /// `toolbar.title`, if written.
  public var title: Located<ToolbarTitleMode>?

  /// Creates the default toolbar.
  public init() {}

  /// The default items.
  public static let defaultItems: [ToolbarItem] = [.previous, .next, .flexibleSpace, .done]

  /// The items shown (none when disabled).
  public var effectiveItems: [ToolbarItem] {
    isEnabled ? (items?.map(\.value) ?? Self.defaultItems) : []
  }
  /// The effective title mode.
  public var effectiveTitle: ToolbarTitleMode { title?.value ?? .title }
}

/// `focus` settings.
public struct FocusSettings: Sendable {
  /// `focus.order` entries, if written (its `keyLocation` is the `order` key).
  public var order: Located<[Located<String>]>?
  /// `focus.wraps` (default false).
  public var wraps: Located<Bool>?
  /// `focus.initial`: the id of the input focused when the screen first appears, if written.
  public var initial: Located<String>?

  /// Creates settings with nothing written.
  public init() {}
}

/// A `# formc:disable-next-line` comment.
public struct Suppression: Sendable, Hashable {
  /// Where the comment's `#` is.
  public var location: SourceLocation
  /// The 1-based line the comment applies to (the line after it).
  public var targetLine: Int
  /// The rules it names, each located at its first character.
  public var rules: [Located<RuleID>]
}
