#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The visible height of the scroll a form's inputs are in, as a `GeometryReader` filling it
  /// reads it (``FormScrollContent``); `nil` outside one.
  struct FormVisibleHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
  }

  extension EnvironmentValues {
    /// The visible height of the form's scroll around this view, if it measured it: "The size of
    /// the container view" (https://developer.apple.com/documentation/swiftui/geometryproxy/size),
    /// less the software keyboard's part while it shows, the keyboard being a region of the safe
    /// area (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard) that
    /// "the SwiftUI layout system sizes and positions views to avoid"
    /// (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)).
    var formVisibleHeight: CGFloat? {
      get { self[FormVisibleHeightKey.self] }
      set { self[FormVisibleHeightKey.self] = newValue }
    }
  }

  extension FormTextViewGrowth {
    /// The fewest and most lines (`lineLimit`) of a growing SwiftUI text input: its spec's
    /// `lines`, the most capped while the keyboard is up to the whole lines that fit in
    /// `visibleHeight` (``room(visibleHeight:spacing:companionHeight:)``, as the UIKit screen
    /// caps its text views), at the line height of the body text style and `inset` above and
    /// below (the input's padding). Past the most lines "a `TextField` becomes scrollable"
    /// (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-4hzfa).
    ///
    /// The body text style is taken as the text field's font: the screen sets none, and Apple
    /// names no size for "the default SwiftUI font"
    /// (https://developer.apple.com/documentation/swiftui/font/default); a larger font would
    /// take more than the room computed here.
    ///
    /// - Parameters:
    ///   - lines: The spec's fewest and most lines.
    ///   - visibleHeight: The visible height of the input's scroll (``FormScrollContent``);
    ///     `nil` when not measured.
    ///   - keyboardIsUp: Whether an input of the form has the focus (and so the keyboard).
    ///   - spacing: The keyboard plan's spacing.
    ///   - inset: The input's vertical padding.
    @available(iOS 13.0, *)
    @MainActor
    static func lineRange(
      _ lines: ClosedRange<Int>, visibleHeight: CGFloat?, keyboardIsUp: Bool, spacing: CGFloat,
      inset: CGFloat
    ) -> ClosedRange<Int> {
      lineRange(
        lines,
        fittingIn: keyboardIsUp ? room(visibleHeight: visibleHeight, spacing: spacing) : nil,
        lineHeight: UIFont.preferredFont(forTextStyle: .body).lineHeight,
        insets: FormEdgeInsets(top: inset, bottom: inset))
    }
  }
#endif
