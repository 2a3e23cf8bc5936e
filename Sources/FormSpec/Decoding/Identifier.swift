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

  /// The length and first byte of every Swift keyword and reserved name, as ``shape(of:)`` gives.
  private static let reservedShapes = Set(
    swiftKeywords.union(reservedNodeIDs).union(viewControllerMembers).union(reservedFormNames)
      .map(shape(of:)))

  /// A name's UTF-8 length and first byte in one integer.
  private static func shape(of name: String) -> Int {
    name.utf8.count << 8 | Int(name.utf8.first ?? 0)
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
    guard let first = name.unicodeScalars.first else { return "the \(what) is empty" }
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
    if isDigit(first) { return "'\(name)' is not a Swift identifier; it starts with a digit" }
    let startsUpper = isUpper(first)
    if upperCamelCase && !startsUpper {
      return "'\(name)' is not UpperCamelCase; write '\(capitalizedFirst(name, upper: true))'"
    }
    if !upperCamelCase && startsUpper {
      return "'\(name)' is not lowerCamelCase; write '\(capitalizedFirst(name, upper: false))'"
    }
    // Most names share their length and first letter with no reserved word, which one integer
    // lookup shows; only the rest are looked up by their text.
    guard reservedShapes.contains(shape(of: name)) else { return nil }
    if swiftKeywords.contains(name) { return "'\(name)' is a Swift keyword" }
    if upperCamelCase && reservedFormNames.contains(name) {
      return "'\(name)' is reserved by the generated code"
    }
    if !upperCamelCase && reservedNodeIDs.contains(name) {
      return "'\(name)' is reserved by the generated view model"
    }
    if !upperCamelCase && viewMember && viewControllerMembers.contains(name) {
      return
        "'\(name)' is reserved: a UIViewController conforming to the views protocol already has a member named '\(name)'"
    }
    return nil
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
