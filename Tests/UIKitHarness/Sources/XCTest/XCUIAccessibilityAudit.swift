import Foundation

/// `XCUIAccessibilityAuditType`: the audits `performAccessibilityAudit(for:_:)` runs, combined
/// as an option set (iOS 17) — https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype.
/// The raw values are the header's (`XCUIAccessibilityAudit.h`, `NS_OPTIONS(uint64_t, …)`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct XCUIAccessibilityAuditType: OptionSet, Hashable, Sendable {
  /// The bits — https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/init(rawvalue:)
  public let rawValue: UInt64
  /// An audit type from its bits.
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/init(rawvalue:)
  /// (iOS 17.0+)
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Text and background contrast (1 << 0) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/contrast
  public static let contrast = XCUIAccessibilityAuditType(rawValue: 1 << 0)
  /// Elements VoiceOver cannot find (1 << 1) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/elementdetection
  public static let elementDetection = XCUIAccessibilityAuditType(rawValue: 1 << 1)
  /// Hit regions too small (1 << 2) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/hitregion
  public static let hitRegion = XCUIAccessibilityAuditType(rawValue: 1 << 2)
  /// Elements without a (useful) description (1 << 3) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/sufficientelementdescription
  public static let sufficientElementDescription = XCUIAccessibilityAuditType(rawValue: 1 << 3)
  /// Text that does not follow Dynamic Type (1 << 16) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/dynamictype
  public static let dynamicType = XCUIAccessibilityAuditType(rawValue: 1 << 16)
  /// Clipped text (1 << 17) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/textclipped
  public static let textClipped = XCUIAccessibilityAuditType(rawValue: 1 << 17)
  /// Traits that do not match the element (1 << 18) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/trait
  public static let trait = XCUIAccessibilityAuditType(rawValue: 1 << 18)
  /// Every audit (`~0`) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/all
  public static let all = XCUIAccessibilityAuditType(rawValue: ~0)
}

/// `XCUIAccessibilityAuditIssue`: one issue an audit found (iOS 17) —
/// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
open class XCUIAccessibilityAuditIssue: NSObject {
  /// The audit that found it —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue/audittype
  open var auditType: XCUIAccessibilityAuditType { type }
  /// A short description —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue/compactdescription
  open var compactDescription: String { compact }
  /// A longer description —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue/detaileddescription
  open var detailedDescription: String { detailed }
  /// The element it is about, if any —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue/element
  open var element: XCUIElement? { subject }

  private let type: XCUIAccessibilityAuditType
  private let compact: String
  private let detailed: String
  private let subject: XCUIElement?

  init(
    type: XCUIAccessibilityAuditType, compact: String, detailed: String, element: XCUIElement?
  ) {
    self.type = type
    self.compact = compact
    self.detailed = detailed
    self.subject = element
  }
}

extension XCUIApplication {
  /// Runs the accessibility audits `auditTypes` on the app's current screen (iOS 17) —
  /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:).
  /// Each issue goes to `issueHandler`; one it does not handle (`false`, or no handler) fails
  /// the test ("return true to ignore the issue, or false to … fail the test", WWDC23 "Perform
  /// accessibility audits for your app", https://developer.apple.com/videos/play/wwdc2023/10035/).
  ///
  /// The double audits `sufficientElementDescription` — "elements that lack a description"
  /// (https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/sufficientelementdescription):
  /// a control whose label and placeholder are empty: a button, a link, a text input, a switch
  /// or toggle, a segmented control, a stepper, a slider or a date picker (the
  /// element types XCUITest gives the controls a user operates,
  /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype) — and
  /// `textClipped` — text cut off by its element
  /// (https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/textclipped):
  /// an element whose text is drawn higher than its frame (`XCUIElementSnapshotDouble.textHeight`,
  /// which the app model gives; the real audit sees it in the pixels). The other audits
  /// (contrast, hit regions, Dynamic Type, traits, detection) need pixels and fonts the app model
  /// does not have; they find nothing here.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @MainActor @preconcurrency
  public func performAccessibilityAudit(
    for auditTypes: XCUIAccessibilityAuditType = .all,
    _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
  ) throws {
    guard let app = XCTestDouble.application, app.isRunning else { return }
    let controls: Set<XCUIElement.ElementType> = [
      .button, .link, .textField, .secureTextField, .textView, .switch, .toggle,
      .segmentedControl, .stepper, .slider, .datePicker,
    ]
    var all: [XCUIElementSnapshotDouble] = []
    for element in app.elements { all += [element] + XCTestDouble.descendants(of: element) }
    for snapshot in all {
      let issue: XCUIAccessibilityAuditIssue
      if auditTypes.contains(.sufficientElementDescription),
        controls.contains(snapshot.elementType), snapshot.label.isEmpty,
        snapshot.placeholderValue?.isEmpty ?? true
      {
        issue = XCUIAccessibilityAuditIssue(
          type: .sufficientElementDescription, compact: "Element has no description",
          detailed:
            "the \(snapshot.elementType) '\(snapshot.identifier)' has no accessibility label",
          element: Self.auditedElement(snapshot.handle))
      } else if auditTypes.contains(.textClipped), let text = snapshot.textHeight,
        text > snapshot.frame.height + 0.5
      {
        issue = XCUIAccessibilityAuditIssue(
          type: .textClipped, compact: "Text clipped",
          detailed:
            "the \(snapshot.elementType) '\(snapshot.identifier.isEmpty ? snapshot.label : snapshot.identifier)' "
            + "draws its text \(Int(text.rounded())) points high in a frame "
            + "\(Int(snapshot.frame.height.rounded())) points high",
          element: Self.auditedElement(snapshot.handle))
      } else {
        continue
      }
      if try issueHandler?(issue) != true {
        XCTestDouble.record(
          "accessibility audit: \(issue.compactDescription) - \(issue.detailedDescription)")
      }
    }
  }

  /// The element of the app's current tree with `handle`, looked up when used.
  private static func auditedElement(_ handle: Int) -> XCUIElement {
    XCUIElement {
      var now: [XCUIElementSnapshotDouble] = []
      for element in XCTestDouble.application?.elements ?? [] {
        now += [element] + XCTestDouble.descendants(of: element)
      }
      return now.first { $0.handle == handle }
    }
  }
}
