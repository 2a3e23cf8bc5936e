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
    /// below (the input's padding, and a `TextEditor`'s own inset around its text), less
    /// `companionHeight` (the error message under the input, revealed with it, as the UIKit
    /// screen counts it). Past the most lines "a `TextField` becomes scrollable"
    /// (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-4hzfa).
    ///
    /// The body text style is taken as the text field's font: the screen sets none, and Apple
    /// names no size for "the default SwiftUI font"
    /// (https://developer.apple.com/documentation/swiftui/font/default); a larger font would
    /// take more than the room computed here.
    ///
    /// - Parameters:
    ///   - lines: The spec's fewest and most lines.
    ///   - visibleHeight: The visible height of the input's scroll or `Form`
    ///     (``FormScrollContent``, ``SwiftUI/View/formKeyboard(of:focus:onSubmit:)``); `nil` when
    ///     not measured.
    ///   - keyboardIsUp: Whether an input of the form has the focus (and so the keyboard).
    ///   - spacing: The distance to keep above and below the input that `visibleHeight` does not
    ///     exclude already: 0 where the screen keeps the keyboard plan's spacing with an inset
    ///     (`visibleHeight` is measured inside it, and `scrollTo` keeps none above the input), the
    ///     plan's spacing with `keyboard.avoidance: none`.
    ///   - inset: The vertical space above and below the text, each.
    ///   - companionHeight: The height of what shows under the input with it
    ///     (``companionHeight(error:spacing:)``).
    @available(iOS 13.0, *)
    @MainActor
    static func lineRange(
      _ lines: ClosedRange<Int>, visibleHeight: CGFloat?, keyboardIsUp: Bool, spacing: CGFloat,
      inset: CGFloat, companionHeight: CGFloat = 0
    ) -> ClosedRange<Int> {
      let room =
        keyboardIsUp
        ? room(visibleHeight: visibleHeight, spacing: spacing, companionHeight: companionHeight)
        : nil
      return lineRange(
        lines, fittingIn: room, lineHeight: bodyLineHeight,
        insets: FormEdgeInsets(top: inset, bottom: inset))
    }

    /// The line height of the body text style, which a text input shows its text in.
    @available(iOS 13.0, *)
    @MainActor
    static var bodyLineHeight: CGFloat { UIFont.preferredFont(forTextStyle: .body).lineHeight }

    /// The height of an input's error message and the space between the input and it: a line of
    /// the footnote text style (the message's font, ``FormTextField``) per line of the message
    /// (a long line that wraps counts once: its width is not known before layout), plus
    /// `spacing`; no height without a message.
    @available(iOS 13.0, *)
    @MainActor
    static func companionHeight(error: String?, spacing: CGFloat) -> CGFloat {
      guard let error else { return 0 }
      let lines = error.split(separator: "\n", omittingEmptySubsequences: false).count
      return CGFloat(lines) * UIFont.preferredFont(forTextStyle: .footnote).lineHeight + spacing
    }

    /// The height of an input's title stacked above it (in a ``FormScrollContent``, by
    /// ``DefaultFormInputStyle``) and the space between them: a line of the footnote text style
    /// (the title's font, ``FormTextField``) per line of the title, plus `spacing`; no height
    /// without a title or where it leads a `Form`'s row instead (beside the input, it adds no
    /// height while it fits).
    @available(iOS 15.0, *)
    @MainActor
    static func titleHeight(
      title: String?, placement: FormInputStyleConfiguration.Placement, spacing: CGFloat
    ) -> CGFloat {
      guard placement == .stacked, let title, !title.isEmpty else { return 0 }
      return companionHeight(error: title, spacing: spacing)
    }

    /// The inset a `TextEditor` keeps around its text above and below: a `UITextView`'s default
    /// text container inset, "By default the value of this property is (8, 0, 8, 0)"
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset). Apple
    /// does not document what backs `TextEditor` on iOS; it is taken to inset its text as a text
    /// view does.
    static let textEditorInset: CGFloat = 8
  }
#endif
