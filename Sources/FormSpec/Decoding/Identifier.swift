/// Checks on the identifiers a spec declares: node ids and the form name.
public enum Identifier {
  /// Swift keywords, which cannot be used as identifiers without backticks.
  public static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "some", "any",
    "consume", "borrowing", "consuming", "copy", "discard", "each", "macro", "package",
  ]

  /// Names the generated view model and views protocol use for their own members, so node ids
  /// cannot take them.
  public static let reservedNodeIDs: Set<String> = [
    "focusedField", "validate", "isValid", "submit", "errors", "fields", "keyboardPlan",
    "focusNext", "focusPrevious", "reset", "field", "allCases", "rawValue", "id", "description",
    "hashValue", "hash", "formChanges", "visibility", "firstInvalidField", "rootView",
    "hasChanges", "isSubmitEnabled", "isFlagSet", "setFlag", "textFormatters", "textFormatter",
    "textEditor", "checker", "appChecks", "appCheck", "startCheck", "isCheckPending",
    "checkMessage", "hasUnsettledChecks", "settleChecks", "submitAfterChecks", "screenTitle",
    "actionTitle", "staticText",
  ]

  /// Members that a `UIViewController` already has, from `UIViewController`, `UIResponder`,
  /// `UITraitEnvironment`, `UIFocusEnvironment` and `NSObject`, so node ids cannot take them.
  ///
  /// A screen is a `UIViewController` that conforms to the generated views protocol, whose
  /// requirements are the ids (`var email: EmailView { get }`): an id such as `view` or `title`
  /// would collide with the member the screen already has. `description`, `hash` and `hashValue`
  /// are NSObject members too, but ``reservedNodeIDs`` holds them already.
  public static let viewControllerMembers: Set<String> = [
    // UIViewController
    "view", "viewIfLoaded", "isViewLoaded", "title", "nibName", "nibBundle", "storyboard",
    "navigationItem", "navigationController", "tabBarItem", "tabBarController", "toolbarItems",
    "hidesBottomBarWhenPushed", "parent", "children", "presentingViewController",
    "presentedViewController", "presentationController", "popoverPresentationController",
    "sheetPresentationController", "splitViewController", "isEditing", "editButtonItem",
    "preferredContentSize", "modalPresentationStyle", "modalTransitionStyle",
    "isModalInPresentation", "definesPresentationContext", "transitioningDelegate",
    "additionalSafeAreaInsets", "edgesForExtendedLayout", "isBeingPresented", "isBeingDismissed",
    "isMovingToParent", "isMovingFromParent", "restorationIdentifier", "restorationClass",
    "overrideUserInterfaceStyle", "preferredStatusBarStyle", "prefersStatusBarHidden",
    "supportedInterfaceOrientations",
    // UITraitEnvironment and UIFocusEnvironment
    "traitCollection", "preferredFocusEnvironments", "parentFocusEnvironment", "focusItemContainer",
    // UIResponder
    "next", "isFirstResponder", "canBecomeFirstResponder", "canResignFirstResponder", "inputView",
    "inputAccessoryView", "inputViewController", "inputAccessoryViewController", "textInputMode",
    "textInputContextIdentifier", "undoManager", "keyCommands", "userActivity",
    // NSObject
    "debugDescription", "superclass", "classForCoder", "isProxy",
  ]

  /// Names the generated code uses for its own types, so the form name cannot take them.
  public static let reservedFormNames: Set<String> = [
    "Field", "Form", "Type", "Protocol", "Self", "Any",
  ]

  /// Which of the reserved sets a name is in.
  private struct Reservations: OptionSet {
    let rawValue: UInt8
    static let keyword = Reservations(rawValue: 1)
    static let formName = Reservations(rawValue: 2)
    static let nodeID = Reservations(rawValue: 4)
    static let viewMember = Reservations(rawValue: 8)
  }

  /// Every Swift keyword and reserved name with its UTF-8 length and the sets it is in, by its
  /// first byte (all are ASCII): a name is compared with the few of its first letter and length,
  /// where looking it up in each set hashed it (about 370 instructions a set), after hashing its
  /// length and first byte to see whether any set could hold it.
  private static let reservedByFirstByte: [[(name: String, length: Int, in: Reservations)]] = {
    var buckets = [[(name: String, length: Int, in: Reservations)]](repeating: [], count: 128)
    let sets: [(Set<String>, Reservations)] = [
      (swiftKeywords, .keyword), (reservedFormNames, .formName), (reservedNodeIDs, .nodeID),
      (viewControllerMembers, .viewMember),
    ]
    // A name's entry says every set it is in. The order within a bucket (the sets') changes
    // nothing: a name has one entry, found by its text.
    for (set, reservation) in sets {
      for name in set {
        let first = Int(name.utf8.first!)
        if let position = buckets[first].firstIndex(where: { $0.name == name }) {
          buckets[first][position].in.insert(reservation)
        } else {
          buckets[first].append((name, name.utf8.count, reservation))
        }
      }
    }
    return buckets
  }()

  /// The reserved sets `name` is in (none for most names).
  private static func reservations(of name: String) -> Reservations {
    guard let first = name.utf8.first, first < 128 else { return [] }
    let length = name.utf8.count
    // By position: each candidate is compared in place, not copied out of the bucket.
    let bucket = reservedByFirstByte[Int(first)]
    for position in bucket.indices where bucket[position].length == length {
      if bucket[position].name == name { return bucket[position].in }
    }
    return []
  }

  /// The spelling ``problem(with:upperCamelCase:)`` suggests ("write '…'") for a name it rejects
  /// only for its case or separators, or `nil`.
  public static func suggestion(for name: String, upperCamelCase: Bool) -> String? {
    guard let first = name.unicodeScalars.first else { return nil }
    for scalar in name.unicodeScalars where !(scalar.isASCII && isAlphanumeric(scalar)) {
      guard scalar == "_" || scalar == "-" || scalar == " " else { return nil }
      return camelCased(name, upper: upperCamelCase)
    }
    if isDigit(first) { return nil }
    if upperCamelCase != isUpper(first) { return capitalizedFirst(name, upper: upperCamelCase) }
    return nil
  }

  /// Why an identifier is rejected, or `nil` when it is acceptable.
  ///
  /// Identifiers are ASCII letters and digits in camel case: node ids start with a lowercase
  /// letter, form names with an uppercase one. Underscores and other characters are rejected so
  /// every id maps to exactly one Swift name.
  ///
  /// `viewMember: false` checks a name that becomes a view model property only (an app flag), so
  /// the members a `UIViewController` already has are allowed.
  public static func problem(with name: String, upperCamelCase: Bool, viewMember: Bool = true)
    -> String?
  {
    let what = upperCamelCase ? "form name" : "id"
    guard let firstByte = name.utf8.first else { return "the \(what) is empty" }
    // Most names are ASCII letters and digits, which their bytes show, read in place
    // (`withUTF8`, whose buffer is read only inside the closure), without decoding each Unicode
    // scalar (about 45 instructions a scalar); only the rest are walked scalar by scalar for the
    // first one that does not belong.
    var bytesOfName = name
    if !bytesOfName.withUTF8({ $0.allSatisfy(isAlphanumeric(_:)) }) {
      for scalar in name.unicodeScalars {
        guard scalar.isASCII, isAlphanumeric(scalar) else {
          if scalar == "_" || scalar == "-" || scalar == " " {
            let suggestion = camelCased(name, upper: upperCamelCase)
            let style = upperCamelCase ? "UpperCamelCase" : "lowerCamelCase"
            return "'\(name)' is not \(style); write '\(suggestion)'"
          }
          return
            "'\(name)' is not a Swift identifier; use ASCII letters and digits (found '\(scalar.escaped(asASCII: true))')"
        }
      }
    }
    // Every byte is an ASCII letter or digit, so the first is the first scalar.
    let first = Unicode.Scalar(firstByte)
    if isDigit(first) { return "'\(name)' is not a Swift identifier; it starts with a digit" }
    let startsUpper = isUpper(first)
    if upperCamelCase && !startsUpper {
      return "'\(name)' is not UpperCamelCase; write '\(capitalizedFirst(name, upper: true))'"
    }
    if !upperCamelCase && startsUpper {
      return "'\(name)' is not lowerCamelCase; write '\(capitalizedFirst(name, upper: false))'"
    }
    let reservations = reservations(of: name)
    if reservations.isEmpty { return nil }
    if reservations.contains(.keyword) { return "'\(name)' is a Swift keyword" }
    if upperCamelCase && reservations.contains(.formName) {
      return "'\(name)' is reserved by the generated code"
    }
    if !upperCamelCase && reservations.contains(.nodeID) {
      return "'\(name)' is reserved by the generated view model"
    }
    if !upperCamelCase && viewMember && reservations.contains(.viewMember) {
      return
        "'\(name)' is reserved: a UIViewController conforming to the views protocol already has a member named '\(name)'"
    }
    return nil
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "a")...UInt8(ascii: "z"):
      return true
    default: return false
    }
  }
  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || isUpper(scalar) || ("a"..."z").contains(scalar)
  }
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }

  private static func capitalizedFirst(_ name: String, upper: Bool) -> String {
    guard let first = name.first else { return name }
    return (upper ? first.uppercased() : first.lowercased()) + name.dropFirst()
  }

  private static func camelCased(_ name: String, upper: Bool) -> String {
    let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " })
    let joined = words.enumerated().map { index, word in
      index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    return capitalizedFirst(joined, upper: upper)
  }
}
