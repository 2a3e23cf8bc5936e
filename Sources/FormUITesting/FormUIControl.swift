#if canImport(XCTest) && canImport(UIKit)
  import XCTest

  /// A typed control of a visibility state (a stepper, a slider, a date picker): not in the
  /// keyboard's focus chain, so a walk only checks that it is on screen as its element type and
  /// within reach, and that walking the state's inputs left its value alone. It is never tapped:
  /// a tap would change its value and so the state.
  public struct FormUIControl: Sendable, Hashable {
    /// What a typed control is, and so the element type XCUITest reports for it.
    public enum Kind: Sendable, Hashable {
      /// A stepper (`XCUIElement.ElementType.stepper`).
      case stepper
      /// A slider (`XCUIElement.ElementType.slider`).
      case slider
      /// A date picker (`XCUIElement.ElementType.datePicker`).
      case datePicker
      /// A choice whose options the app loads (`options: app`): the app's own control in UIKit,
      /// a picker of the spec's style in SwiftUI, so any element type (`.any`) with its
      /// identifier. Its options are the app's, which a UI test does not know: it is checked
      /// for reach only, never tapped.
      case appChoice

      /// The element type of the control.
      public var elementType: XCUIElement.ElementType {
        switch self {
        case .stepper: return .stepper
        case .slider: return .slider
        case .datePicker: return .datePicker
        case .appChoice: return .any
        }
      }

      /// The control's name in messages.
      var name: String {
        switch self {
        case .stepper: return "stepper"
        case .slider: return "slider"
        case .datePicker: return "date picker"
        case .appChoice: return "choice"
        }
      }
    }

    /// The input's id (its accessibility identifier).
    public var id: String
    /// What the control is.
    public var kind: Kind

    /// A control.
    public init(_ id: String, _ kind: Kind) {
      self.id = id
      self.kind = kind
    }
  }
#endif
