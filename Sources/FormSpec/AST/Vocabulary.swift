/// A word the format accepts for an enumerated key. The raw value is the spelling, which is also
/// how the word is encoded (`formc plan --format json`).
public protocol SpecWord: RawRepresentable<String>, CaseIterable, Sendable, Hashable, Codable {}

/// How the form keeps the focused input above the keyboard (`keyboard.avoidance`).
public enum KeyboardAvoidance: String, SpecWord {
  /// The default: pin the content's bottom to `keyboardLayoutGuide` on iOS 15 and later, adjust
  /// the inset container's insets on iOS 13–14; a form whose inputs scroll in a table gets
  /// `insets` (see docs/Runtime.md, "Which keyboard avoidance applies when").
  case automatic
  /// Adjust the bottom content inset of the scroll container.
  case insets
  /// Pin the content's bottom to `keyboardLayoutGuide` (iOS 15+).
  case layoutGuide
  /// The screen handles the keyboard itself.
  case none
}

/// The scroll container's `keyboardDismissMode` (`keyboard.dismiss`).
public enum KeyboardDismissMode: String, SpecWord {
  /// Dismiss by dragging the keyboard down with the content.
  case interactive
  /// Dismiss as soon as the content is dragged.
  case onDrag
  /// Dismiss when the user taps outside the inputs (scrolling does not dismiss).
  case onTap
  /// Never dismiss by scrolling.
  case none
}

/// What happens to the keyboard once the form was submitted (`keyboard.afterSubmit`).
public enum AfterSubmit: String, SpecWord {
  /// Editing ends and the keyboard goes down.
  case dismiss
  /// The input that submitted keeps focus and the keyboard stays up (a chat composer).
  case keep
}

/// A return key type (`returnKey`, and `keyboard.submit` without `default` and `next`).
public enum ReturnKey: String, SpecWord {
  /// The system's default Return key.
  case `default`
  /// Next.
  case next
  /// Done.
  case done
  /// Go.
  case go
  /// Send.
  case send
  /// Join.
  case join
  /// Search.
  case search
  /// Continue.
  case `continue`
  /// Route.
  case route

  /// Whether pressing the key submits the form (neither `next` nor `default`).
  public var isAction: Bool { self != .next && self != .default }

  /// The keys `keyboard.submit` accepts.
  public static let submitKeys: [ReturnKey] = [
    .done, .go, .send, .join, .search, .continue, .route,
  ]
}

/// An item of the input accessory toolbar (`toolbar.items`).
public enum ToolbarItem: String, SpecWord {
  /// Moves to the previous visible input.
  case previous
  /// Moves to the next visible input.
  case next
  /// Flexible space between items.
  case flexibleSpace
  /// Ends editing.
  case done
}

/// What the middle of the toolbar shows (`toolbar.title`).
public enum ToolbarTitleMode: String, SpecWord {
  /// Nothing.
  case none
  /// The focused input's title, falling back to its placeholder.
  case title
  /// The focused input's placeholder.
  case placeholder
}

/// The axis of a `scroll` or `stack`.
public enum LayoutAxis: String, SpecWord {
  /// Top to bottom.
  case vertical
  /// Leading to trailing.
  case horizontal
}

/// What a `button` does (`action`).
public enum ButtonAction: String, SpecWord {
  /// Validates and submits the form.
  case submit
  /// Nothing formc handles; the screen wires it.
  case none
}

/// A `UIKeyboardType` case name (`keyboard` on an input).
public enum KeyboardType: String, SpecWord {
  /// `.default`.
  case `default`
  /// `.asciiCapable`.
  case asciiCapable
  /// `.numbersAndPunctuation`.
  case numbersAndPunctuation
  /// `.URL` (spelt `URL` in specs).
  case url = "URL"
  /// `.numberPad` (no return key).
  case numberPad
  /// `.phonePad` (no return key).
  case phonePad
  /// `.namePhonePad`.
  case namePhonePad
  /// `.emailAddress`.
  case emailAddress
  /// `.decimalPad` (no return key).
  case decimalPad
  /// `.twitter`.
  case twitter
  /// `.webSearch`.
  case webSearch
  /// `.asciiCapableNumberPad` (no return key).
  case asciiCapableNumberPad

  /// Whether the keyboard is a pad without a return key.
  public var isPad: Bool {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return true
    default: return false
    }
  }
}

/// A `UITextAutocapitalizationType` (`autocapitalization`).
public enum Autocapitalization: String, SpecWord {
  /// `.none`.
  case none
  /// `.words`.
  case words
  /// `.sentences`.
  case sentences
  /// `.allCharacters`.
  case allCharacters
}

/// The kind of a validation rule, spelt as its key (`minLength`, `pattern`, …).
public enum RuleKind: String, SpecWord {
  /// At least this many characters.
  case minLength
  /// At most this many characters.
  case maxLength
  /// The whole value matches an ICU regular expression.
  case pattern
  /// The value is an email address.
  case email
  /// The value equals another input's value.
  case equals
  /// The number is at least this.
  case min
  /// The number is at most this.
  case max
  /// The value must not be empty while every one of the named inputs is empty: at least one of
  /// them, or this one, is filled (phone or email).
  case requiredWithout
  /// A date strictly later than another date.
  case after
  /// A date strictly earlier than another date.
  case before
  /// A date the same as or later than another date.
  case onOrAfter
  /// A date the same as or earlier than another date.
  case onOrBefore
}
