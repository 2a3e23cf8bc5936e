#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  @available(iOS 15.0, *)
  extension FormKeyboardModifier {
    /// A `table` screen's content with the room its `Form` needs below its last row for the
    /// scroll clear of an undocked or floating keyboard (`room` points, none without one): a
    /// clear bottom safe-area inset. A `Form` is a list, whose scroll stops at its content's
    /// end, so without room its last inputs could not move above a keyboard floating near the
    /// bottom. The inset insets the `Form` "by the height of content, from edge, with its safe
    /// area increased by the same amount"
    /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby),
    /// so its content can end that far above the bottom, as the room a ``FormScrollContent``
    /// adds with padding. `safeAreaInset` is iOS 15, the deployment target;
    /// `contentMargins(_:_:for:)`, which would add the room to the scroll content alone, is
    /// iOS 17. It takes no taps and VoiceOver skips it. Only on a screen with a table (the
    /// form's type decides, so the content keeps its identity).
    @ViewBuilder
    func withFloatingKeyboardRoom(_ content: some View, _ room: CGFloat) -> some View {
      if Form.keyboardPlan.tables.isEmpty {
        content
      } else {
        content.safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: room)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
      }
    }

    /// The room below a `table` screen's `Form` that the scroll putting `input`'s top at `top`
    /// needs, when it differs from the room there now (``FormRevealLayout/floatingKeyboardRoom``);
    /// `nil` when the room there is right, or on a screen without a table.
    ///
    /// The screen cannot measure where a list's content ends (its rows are created lazily), so
    /// the room is what any input moving up could need: with room `r` the `Form`'s content can
    /// end `r` above the visible area's bottom, and an input at the very end of it can then end
    /// at `top + input.height` when `r` is the space below that in the visible area. An input
    /// moving down (below a keyboard near the top) needs none there: its room would be above the
    /// content, which a list's inset cannot add without moving every row down (not done: such an
    /// input at the very start of a `Form` may stay behind the keyboard).
    static func tableRoom(
      for input: CGRect, top: CGFloat, in visible: CGRect, layout: FormRevealLayout
    ) -> CGFloat? {
      guard !Form.keyboardPlan.tables.isEmpty else { return nil }
      let room = top < input.minY ? max(0, visible.maxY - (top + input.height)) : 0
      guard abs(room - layout.floatingKeyboardRoom) > 0.5 else { return nil }
      return room
    }
  }
#endif
