#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  @available(iOS 15.0, *)
  extension FormKeyboardModifier {
    /// A `table` screen's content with the room its `Form` needs below its last row (`room`
    /// points) and above its first (`top` points) for the scroll clear of an undocked or
    /// floating keyboard (none without one): clear safe-area insets at the bottom and the top.
    /// A `Form` is a list, whose scroll stops at its content's ends, so without room its last
    /// inputs could not move above a keyboard floating near the bottom, nor its first ones below
    /// a keyboard floating near the top. Each inset insets the `Form` "by the height of content,
    /// from edge, with its safe area increased by the same amount"
    /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby),
    /// and a scroll view insets its content by its safe area ("the scroll view will
    /// automatically inset its content by the safe area",
    /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b),
    /// so its content can end that far above the bottom and rest that far below the top, as the
    /// room a ``FormScrollContent`` adds with padding, and as the UIKit avoider's top and bottom
    /// `contentInset`s for a floating keyboard (whose offset "may extend before zero or beyond
    /// the content size when the content insets of the scroll view are non-zero",
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset).
    /// `safeAreaInset` is iOS 15, the deployment target; `contentMargins(_:_:for:)` with
    /// `scrollContent`, which would add the room to the scroll content alone ("Scrollable views
    /// like ScrollView will use this placement to inset their content, but not their scroll
    /// indicators", https://developer.apple.com/documentation/swiftui/contentmarginplacement/scrollcontent),
    /// is iOS 17, and would be a second path for the same room. The insets take no taps and
    /// VoiceOver skips them. Only on a screen with a table (the form's type decides, so the
    /// content keeps its identity).
    @ViewBuilder
    func withFloatingKeyboardRoom(_ content: some View, _ room: CGFloat, top: CGFloat)
      -> some View
    {
      if Form.keyboardPlan.tables.isEmpty {
        content
      } else {
        content
          .safeAreaInset(edge: .top, spacing: 0) {
            Color.clear.frame(height: top)
              .allowsHitTesting(false)
              .accessibilityHidden(true)
          }
          .safeAreaInset(edge: .bottom, spacing: 0) {
            Color.clear.frame(height: room)
              .allowsHitTesting(false)
              .accessibilityHidden(true)
          }
      }
    }

    /// The room above and below a `table` screen's `Form` that the scroll putting `input`'s top
    /// at `top` needs, when it differs from the room there now (``FormRevealLayout/floatingKeyboardTopRoom``,
    /// ``FormRevealLayout/floatingKeyboardRoom``); `nil` when the room there is right, or on a
    /// screen without a table.
    ///
    /// The screen cannot measure where a list's content ends (its rows are created lazily), so
    /// the room below is what any input moving up could need: with room `r` the `Form`'s content
    /// can end `r` above the visible area's bottom, and an input at the very end of it can then
    /// end at `top + input.height` when `r` is the space below that in the visible area. An
    /// input moving down (below a keyboard near the top) needs none there, but room above
    /// (``tableTopRoom(for:at:top:in:layout:)``).
    static func tableRoom(
      for field: AnyHashable, at input: CGRect, top: CGFloat, in visible: CGRect,
      layout: FormRevealLayout
    ) -> (top: CGFloat, bottom: CGFloat)? {
      guard !Form.keyboardPlan.tables.isEmpty else { return nil }
      // The room asked for this input is not measured yet: the scroll with the room there now.
      if top > input.minY + 0.5, awaitsTopRoom(field, at: input, layout: layout) { return nil }
      let room = (
        top: tableTopRoom(for: field, at: input, top: top, in: visible, layout: layout),
        bottom: top < input.minY ? max(0, visible.maxY - (top + input.height)) : 0
      )
      guard
        abs(room.top - layout.floatingKeyboardTopRoom) > 0.5
          || abs(room.bottom - layout.floatingKeyboardRoom) > 0.5
      else { return nil }
      return room
    }

    /// Whether the room above a `Form` was grown for `field` at `input` and the input has not
    /// been measured since: its readers report an update after the layout that moved it, so a
    /// scroll worked out meanwhile would grow the room again for the same way down.
    static func awaitsTopRoom(_ field: AnyHashable, at input: CGRect, layout: FormRevealLayout)
      -> Bool
    {
      guard let asked = layout.topRoomInput else { return false }
      return asked.field == field && abs(asked.top - input.minY) <= 0.5
    }

    /// The room above a `table` screen's `Form` that the scroll putting `input` (in `visible`,
    /// the whole visible area) at `top` needs (issue 28). Nor can the screen measure where the
    /// list's content begins, nor its offset: so an input moving down gets room for the whole
    /// way, less the part of it above the visible area (content there means an offset at least
    /// that large), on top of the room there now. With the list at the top of its content, the
    /// room is what lets the input go below a keyboard floating near the top; scrolled down,
    /// the rows above show through the clear room, and the scroll that follows, with an anchor
    /// in the area below the room, puts the input at `top` either way. An input moving up keeps
    /// the room, but for the part its new place would be in: the area below the room, where the
    /// anchor aligns, must hold it.
    static func tableTopRoom(
      for field: AnyHashable, at input: CGRect, top: CGFloat, in visible: CGRect,
      layout: FormRevealLayout
    ) -> CGFloat {
      let room = layout.floatingKeyboardTopRoom
      if top > input.minY + 0.5 {
        if awaitsTopRoom(field, at: input, layout: layout) { return room }
        layout.topRoomInput = (field, input.minY)
        return room + max(0, (top - input.minY) - max(0, visible.minY - input.minY))
      }
      return min(room, max(0, top - visible.minY))
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
    /// scroll needs comes first (as ``tableRoom(for:at:top:in:layout:)`` works it out: above the
    /// keyboard, the room an input at the very end of the content needs; going down, room above
    /// the rows for the whole way, ``tableTopRoom(for:at:top:in:layout:)``, with the rest of the
    /// held room kept below so that the visible area keeps its height and the list its offset),
    /// and the scroll once it is laid out, with the anchor that puts the input there in the area
    /// between the rooms, whatever offset the list came back to (`scrollTo(_:anchor:)` places
    /// the view against the visible area,
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
        guard abs(layout.renderedFloatingKeyboardRoom - layout.floatingKeyboardRoom) <= 0.5,
          abs(layout.renderedFloatingKeyboardTopRoom - layout.floatingKeyboardTopRoom) <= 0.5
        else { return .stays }
        layout.tableRoomTarget = nil
        // The area below the room above and above the room below, where the anchor aligns.
        var area = visible
        area.origin.y += layout.floatingKeyboardTopRoom
        area.size.height -= layout.floatingKeyboardRoom + layout.floatingKeyboardTopRoom
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
      guard visible.height - input.height > 0.5 else {
        return .room(top: layout.floatingKeyboardTopRoom, bottom: 0)
      }
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
        return .room(top: layout.floatingKeyboardTopRoom, bottom: 0)
      }
      let top = clearNow ? lowestTop : now
      // Room above the rows for an input that goes down to clear the keyboard (a `Form` at the
      // top of its content has no offset to give back, issue 28): below a keyboard floating near
      // the top, or, clear where it is, to the place above the keyboard that the list bringing
      // it lower would give it. None for an input that moves only if the list brings it lower.
      let topRoom =
        !clearNow || way.intersects(band)
        ? tableTopRoom(for: field, at: input, top: top, in: visible, layout: layout)
        : layout.floatingKeyboardTopRoom
      var bottom =
        top + input.height <= keyboard.minY + 0.5 ? max(0, visible.maxY - (top + input.height)) : 0
      // The rows come down into the room above only while the visible area keeps its height:
      // the rest of the held room stays below, so that the offset the list has stays in its
      // range (scrolled near its end, the list would otherwise bring it back as the area grows
      // and the input would go too far down).
      let added = topRoom - layout.floatingKeyboardTopRoom
      if added > 0.5 { bottom = max(bottom, held - added) }
      let room = (top: topRoom, bottom: bottom)
      layout.tableRoomTarget = (field, top)
      guard
        abs(room.bottom - layout.floatingKeyboardRoom) > 0.5
          || abs(room.top - layout.floatingKeyboardTopRoom) > 0.5
      else {
        return heldTableScroll(
          to: field, input: input, in: visible, clearing: keyboard, layout: layout)
      }
      return .room(top: room.top, bottom: room.bottom)
    }
  }
#endif
