import Foundation

extension FormTextViewGrowth {
  /// The height a growing text view may take while the keyboard is up: the part of its scroll
  /// container's visible frame above the docked keyboard, less `spacing` above and below (which
  /// the keyboard avoidance keeps around the input) and the height of what is revealed together
  /// with it (its validation message under it); `nil` when the keyboard covers nothing (hidden)
  /// or nothing of the container is visible, so the spec's most lines apply.
  ///
  /// An undocked, split or floating keyboard over the container leaves it two parts, above and
  /// below the keyboard, and the keyboard avoidance scrolls the input into one of them (above
  /// when it fits there, else below:
  /// ``FormKeyboardGeometry/scrollClearing(floatingKeyboard:target:visibleTop:spacing:)``): the
  /// room is the taller part (``roomBeside(floatingKeyboard:in:)``), so that grown to its most
  /// lines the input still shows whole, clear of the keyboard. One that covers none of the
  /// container caps nothing.
  ///
  /// - Parameters:
  ///   - visibleFrame: The visible part of the scroll container (its bounds less its adjusted
  ///     content insets, clipped by the containers around it and the window), in screen
  ///     coordinates.
  ///   - keyboardFrame: The keyboard's end frame in screen coordinates.
  ///   - screenBounds: The screen's bounds.
  ///   - spacing: The keyboard plan's spacing.
  ///   - companionHeight: How much taller the text view and what is revealed with it are than
  ///     the text view alone.
  public static func room(
    visibleFrame: CGRect, keyboardFrame: CGRect, screenBounds: CGRect, spacing: CGFloat,
    companionHeight: CGFloat = 0
  ) -> CGFloat? {
    guard !visibleFrame.isNull, !visibleFrame.isInfinite else { return nil }
    let height: CGFloat
    if let keyboard = FormKeyboardGeometry.dockedKeyboardFrame(
      keyboardFrame, screenBounds: screenBounds)
    {
      height = min(visibleFrame.maxY, keyboard.minY) - visibleFrame.minY
    } else if let keyboard = FormKeyboardGeometry.floatingKeyboardFrame(
      keyboardFrame, screenBounds: screenBounds),
      let beside = roomBeside(floatingKeyboard: keyboard, in: visibleFrame)
    {
      height = beside
    } else {
      return nil
    }
    return max(0, height - 2 * max(0, spacing) - max(0, companionHeight))
  }

  /// The taller part of `visible` above or below a floating keyboard that covers some of it, or
  /// `nil` when it covers none of it (both in the same coordinates).
  public static func roomBeside(floatingKeyboard keyboard: CGRect, in visible: CGRect) -> CGFloat? {
    let covered = visible.intersection(keyboard)
    guard !covered.isNull, covered.width > 0, covered.height > 0 else { return nil }
    return max(0, keyboard.minY - visible.minY, visible.maxY - keyboard.maxY)
  }

  /// The most lines a growing text view shows: its spec's `maxLines`, or fewer while only fewer
  /// fit in `room` (whole lines, plus the vertical text container insets; at least one), so that
  /// past them it scrolls inside itself and its caret stays in view. Without a `room` (the
  /// keyboard is down), `maxLines` as it is.
  public static func maxLines(
    _ maxLines: Int?, fittingIn room: CGFloat?, lineHeight: CGFloat, insets: FormEdgeInsets
  ) -> Int? {
    guard let room, lineHeight > 0, room.isFinite else { return maxLines }
    // A hair of tolerance: a room of exactly n lines holds n lines despite rounding.
    let fitting = max(1, Int(((room - insets.vertical) / lineHeight + 0.001).rounded(.down)))
    return maxLines.map { min($0, fitting) } ?? fitting
  }
}

extension FormTextViewGrowth {
  /// The height a growing text input of a SwiftUI screen may take while the keyboard is up: the
  /// visible height of its scroll container (what a `GeometryReader` filling it reads, the
  /// keyboard being a region of the safe area SwiftUI lays views out to avoid), less `spacing`
  /// above and below as ``room(visibleFrame:keyboardFrame:screenBounds:spacing:companionHeight:)``
  /// keeps on a UIKit screen, and the height of what is revealed together with it; `nil` without a
  /// finite, positive visible height (the container is not measured), so the spec's most lines
  /// apply.
  public static func room(
    visibleHeight: CGFloat?, spacing: CGFloat, companionHeight: CGFloat = 0
  ) -> CGFloat? {
    guard let visibleHeight, visibleHeight.isFinite, visibleHeight > 0 else { return nil }
    return max(0, visibleHeight - 2 * max(0, spacing) - max(0, companionHeight))
  }

  /// The fewest and most lines a growing text input shows: its spec's `lines`, the most capped to
  /// ``maxLines(_:fittingIn:lineHeight:insets:)`` in `room` (`nil`: as the spec says), and the
  /// fewest no more than that most.
  public static func lineRange(
    _ lines: ClosedRange<Int>, fittingIn room: CGFloat?, lineHeight: CGFloat,
    insets: FormEdgeInsets
  ) -> ClosedRange<Int> {
    // Without a limit (`lines.max: none`, `Int.max`) the keyboard caps nothing: the text view
    // grows and its container scrolls to keep the caret in view.
    if lines.upperBound == Int.max { return lines }
    let most =
      maxLines(lines.upperBound, fittingIn: room, lineHeight: lineHeight, insets: insets)
      ?? lines.upperBound
    return min(lines.lowerBound, most)...most
  }
}
