/// The stable identifier of a diagnostic rule, such as `unknown-key`.
///
/// Ids never change once published; tools and suppression comments refer to them.
public struct RuleID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The id as written in suppressions and configuration.
  public var rawValue: String

  /// Creates an id from its spelling.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates an id from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The id's spelling.
  public var description: String { rawValue }

  /// The catalog entry for this id, if it is a known rule.
  public var rule: Rule? { Rule.catalog[self] }

  /// The default severity of a known rule; unknown ids are errors.
  public var defaultSeverity: Severity { rule?.defaultSeverity ?? .error }
}

extension RuleID {
  // YAML layer
  /// libyaml rejected the input.
  public static let yamlSyntax: RuleID = "yaml-syntax"
  /// A key appears twice in one mapping.
  public static let yamlDuplicateKey: RuleID = "yaml-duplicate-key"
  /// A size, depth or alias-expansion cap was passed.
  public static let yamlLimit: RuleID = "yaml-limit"
  /// A YAML feature the format does not use (several documents, complex keys, foreign tags).
  public static let yamlUnsupported: RuleID = "yaml-unsupported"

  // Decoding
  /// A required key is absent.
  public static let missingKey: RuleID = "missing-key"
  /// A key the format does not define at that place.
  public static let unknownKey: RuleID = "unknown-key"
  /// A value of the wrong type or outside the allowed set.
  public static let invalidValue: RuleID = "invalid-value"
  /// A node id or form name that is not an acceptable Swift identifier.
  public static let invalidIdentifier: RuleID = "invalid-identifier"
  /// Two nodes share an id.
  public static let duplicateID: RuleID = "duplicate-id"
  /// A feature newer than the deployment target.
  public static let unsupportedPlatform: RuleID = "unsupported-platform"

  // Checker
  /// A node kind where it cannot stand.
  public static let invalidChild: RuleID = "invalid-child"
  /// An input no vertical scroll container holds while insets avoid the keyboard.
  public static let noScrollContainer: RuleID = "no-scroll-container"
  /// A table inside a vertical scroll or another table.
  public static let nestedTable: RuleID = "nested-table"
  /// A vertical scroll inside a vertical scroll or a table.
  public static let nestedScroll: RuleID = "nested-scroll"
  /// A wrong `focus.order`, or `focus.order` together with `next`.
  public static let focusOrder: RuleID = "focus-order"
  /// A `next` that leads back to an input already visited.
  public static let focusCycle: RuleID = "focus-cycle"
  /// A reference to an unknown id or to a node that is not an input.
  public static let danglingReference: RuleID = "dangling-reference"
  /// A node whose visibility depends on itself.
  public static let visibilityCycle: RuleID = "visibility-cycle"
  /// A validation rule that cannot work.
  public static let invalidRule: RuleID = "invalid-rule"
  /// A form without inputs.
  public static let noInputs: RuleID = "no-inputs"
  /// An input with neither title nor placeholder.
  public static let missingLabel: RuleID = "missing-label"
  /// A node shown by an input that comes after it.
  public static let visibilityOrder: RuleID = "visibility-order"
  /// A pad keyboard the user cannot leave.
  public static let noReturnKey: RuleID = "no-return-key"
  /// A text view the user cannot leave.
  public static let textViewWithoutToolbar: RuleID = "text-view-without-toolbar"
  /// An explicit return key that contradicts the focus order.
  public static let returnKeyMismatch: RuleID = "return-key-mismatch"
  /// Text traits that work against each other.
  public static let traitConflict: RuleID = "trait-conflict"
  /// An explicit return key on a keyboard that has none.
  public static let ineffectiveReturnKey: RuleID = "ineffective-return-key"
  /// A validation pattern prone to catastrophic backtracking.
  public static let regexBacktracking: RuleID = "regex-backtracking"
  /// A form with more visibility states than formc checks.
  public static let visibilityStateLimit: RuleID = "visibility-state-limit"
  /// A suppression that suppresses nothing.
  public static let unusedSuppression: RuleID = "unused-suppression"
  /// `formc simulate`: a focused input is not fully visible above the keyboard.
  public static let keyboardOcclusion: RuleID = "keyboard-occlusion"
  /// `formc simulate`: a focused input does not fit its screen or container even without a
  /// keyboard.
  public static let inputDoesNotFit: RuleID = "input-does-not-fit"
}
