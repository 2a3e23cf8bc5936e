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

    /// The room to hold below a `table` screen's `Form` as a docked keyboard undocks, from the
    /// content's global frame and the window's bounds at the keyboard's notification (`nil` on a
    /// screen without a table, or when the content reaches the window's bottom): the part of the
    /// window below the content, which the docked keyboard's region of the safe area took
    /// (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard). The
    /// notification comes "immediately prior to a change in the keyboard's frame"
    /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification),
    /// while the content still ends at the docked keyboard's top; undocked, the keyboard takes
    /// none of the safe area, the `Form`'s visible area grows back, and a list scrolled near its
    /// end keeps its offset within its content, which moves its rows down by an amount the screen
    /// cannot know (a list's rows are created lazily, so where its content ends is never
    /// measured). Held as room below the `Form`, the visible area stays as it was, the rows stay
    /// where the inputs measured them, and the scroll clear of the floating keyboard works from
    /// there (``heldTableScroll(to:input:in:clearing:layout:)``). At least the docked keyboard's
    /// part (more below iOS 16, where the keyboard toolbar's bar is below the content too):
    /// more room only makes the visible area smaller, which keeps the offset in range.
    static func undockedTableRoom(content: CGRect, window: CGRect) -> CGFloat? {
      guard !Form.keyboardPlan.tables.isEmpty else { return nil }
      let room = window.maxY - content.maxY
      return room > 0.5 ? room : nil
    }

    /// The scroll to `field` of a `table` screen (at `input`, in `visible`, the whole visible
    /// area without the room) while room is held since a docked keyboard undocked
    /// (``undockedTableRoom(content:window:)``), or while it waits for the room asked for then
    /// to be laid out; `nil` otherwise (the ordinary floating-keyboard scroll).
    ///
    /// Once the held room goes, the list can bring its offset back by up to the held room, so
    /// the input ends anywhere from where it is to that much lower. When it shows clear of the
    /// keyboard all along that way, the room goes and nothing scrolls. Otherwise the input goes
    /// where the least scroll clear of the keyboard puts it
    /// (``FormKeyboardGeometry/revealedTop(of:in:clearing:spacing:)``), from where it is or,
    /// when it is clear there, from the lowest place the list could bring it to: the room that
    /// scroll needs comes first (as ``tableRoom(for:top:in:layout:)`` works it out: above the
    /// keyboard, the room an input at the very end of the content needs), and the scroll once it
    /// is laid out, with the anchor that puts the input there, whatever offset the list came
    /// back to (`scrollTo(_:anchor:)` places the view against the visible area,
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)).
    static func heldTableScroll(
      to field: AnyHashable, input: CGRect, in visible: CGRect, clearing keyboard: CGRect,
      layout: FormRevealLayout
    ) -> FormFloatingKeyboardScroll? {
      guard !Form.keyboardPlan.tables.isEmpty else { return nil }
      let spacing = CGFloat(Form.keyboardPlan.spacing)
      if let target = layout.tableRoomTarget {
        guard target.field == field else {
          layout.tableRoomTarget = nil
          return nil
        }
        // The room asked for is not laid out yet: the scroll waits for it.
        guard abs(layout.renderedFloatingKeyboardRoom - layout.floatingKeyboardRoom) <= 0.5 else {
          return .stays
        }
        layout.tableRoomTarget = nil
        var area = visible
        area.size.height -= layout.floatingKeyboardRoom
        guard area.height - input.height > 0.5 else { return .ordinary }
        return .anchor(
          UnitPoint(x: 0.5, y: (target.top - area.minY) / (area.height - input.height)))
      }
      guard let (held, contentBottom) = layout.heldTableRoom else { return nil }
      layout.heldTableRoom = nil
      // The visible area as it is once the keyboard's part of the safe area went: the content
      // measured may still be the docked layout's.
      var visible = visible
      visible.size.height = max(
        visible.height, contentBottom - spacingInset(focused: true) - visible.minY)
      guard visible.height - input.height > 0.5 else { return .room(bottom: 0) }
      let now = FormKeyboardGeometry.revealedTop(
        of: input, in: visible, clearing: keyboard, spacing: spacing)
      let lowest = input.offsetBy(dx: 0, dy: held)
      let lowestTop = FormKeyboardGeometry.revealedTop(
        of: lowest, in: visible, clearing: keyboard, spacing: spacing)
      let way = CGRect(
        x: input.minX, y: input.minY, width: input.width, height: input.height + held)
      let band = keyboard.insetBy(dx: 0, dy: 0.5 - max(0, spacing))
      let clearNow = abs(now - input.minY) <= 0.01
      if clearNow, abs(lowestTop - lowest.minY) <= 0.01, !way.intersects(band) {
        return .room(bottom: 0)
      }
      let top = clearNow ? lowestTop : now
      let room =
        top + input.height <= keyboard.minY + 0.5 ? max(0, visible.maxY - (top + input.height)) : 0
      layout.tableRoomTarget = (field, top)
      guard abs(room - layout.floatingKeyboardRoom) > 0.5 else {
        return heldTableScroll(
          to: field, input: input, in: visible, clearing: keyboard, layout: layout)
      }
      return .room(bottom: room)
    }
  }
#endif
