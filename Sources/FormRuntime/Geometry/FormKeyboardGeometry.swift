import Foundation

/// Keyboard geometry as pure functions: where the keyboard is relative to a view, how much of the
/// view it covers, and the bottom inset that keeps the covered part scrollable.
///
/// Every frame here is a plain rectangle; the UIKit adapter converts views' frames into the screen's
/// coordinate space (the space of the keyboard's frame) and passes them in.
public enum FormKeyboardGeometry {
  /// How far (in points) a keyboard's bottom may sit above the screen's bottom and still count as
  /// docked; frames are fractional on 2x and 3x screens.
  public static let dockingTolerance: CGFloat = 1

  /// The keyboard's frame in a view's coordinates.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates.
  ///   - viewFrame: The view's frame in screen coordinates (untransformed), whose origin is the
  ///     origin of the view's bounds.
  public static func keyboardFrame(_ keyboardFrame: CGRect, inViewWithScreenFrame viewFrame: CGRect)
    -> CGRect
  {
    keyboardFrame.offsetBy(dx: -viewFrame.minX, dy: -viewFrame.minY)
  }

  /// The part of the keyboard that is on screen and docked at the screen's bottom, or `nil` when
  /// the keyboard covers nothing there.
  ///
  /// - A keyboard frame off screen (the keyboard hiding) or empty gives `nil`.
  /// - An undocked, split or floating iPad keyboard does not reach the screen's bottom: `nil`.
  ///   Content can scroll under it, and UIKit leaves such keyboards out of the layout too.
  /// - A hardware keyboard leaves only the shortcuts bar on screen: a short frame at the bottom, or
  ///   a full-height frame mostly below the screen. Both give the visible bar.
  public static func dockedKeyboardFrame(_ keyboardFrame: CGRect, screenBounds: CGRect) -> CGRect? {
    guard !keyboardFrame.isNull, !keyboardFrame.isInfinite, keyboardFrame.width > 0,
      keyboardFrame.height > 0, keyboardFrame.maxY >= screenBounds.maxY - dockingTolerance
    else { return nil }
    let visible = keyboardFrame.intersection(screenBounds)
    guard !visible.isNull, visible.height > 0, visible.width > 0 else { return nil }
    return visible
  }

  /// The part of an undocked, split or floating keyboard that is on screen: a keyboard frame that
  /// does not reach the screen's bottom (the frames ``dockedKeyboardFrame(_:screenBounds:)`` gives
  /// `nil` for), or `nil` for a docked, hidden or empty one.
  ///
  /// UIKit reports such a keyboard as any other, its frame "in the screen's coordinate space"
  /// (Apple, `UIResponder.keyboardFrameEndUserInfoKey`), and the keyboard layout guide leaves it
  /// out unless asked (Apple, `UIKeyboardLayoutGuide.followsUndockedKeyboard`: "When the keyboard
  /// is off screen or undocked, the guide's topAnchor matches the bottomAnchor of
  /// safeAreaLayoutGuide"), so no inset or layout keeps an input clear of it by itself.
  public static func floatingKeyboardFrame(_ keyboardFrame: CGRect, screenBounds: CGRect)
    -> CGRect?
  {
    guard !keyboardFrame.isNull, !keyboardFrame.isInfinite, keyboardFrame.width > 0,
      keyboardFrame.height > 0, keyboardFrame.maxY < screenBounds.maxY - dockingTolerance
    else { return nil }
    let visible = keyboardFrame.intersection(screenBounds)
    guard !visible.isNull, visible.height > 0, visible.width > 0 else { return nil }
    return visible
  }

  /// How far to scroll a container's content so a target clears a floating keyboard: positive
  /// scrolls the content up (the content offset grows), negative down, 0 when the target, with
  /// `spacing` above and below it, does not meet the keyboard.
  ///
  /// The least scroll that puts the target `spacing` points above the keyboard's top, when the
  /// room between the container's visible top and the keyboard's top holds the target and its
  /// spacing on both sides; otherwise the least that puts it `spacing` points below the
  /// keyboard's bottom.
  ///
  /// - Parameters:
  ///   - keyboard: The floating keyboard's frame (``floatingKeyboardFrame(_:screenBounds:)``).
  ///   - target: The target (the input with its message) in the same coordinates.
  ///   - visibleTop: The top of the container's visible area (below its adjusted top inset).
  ///   - spacing: Points kept between the target and the keyboard.
  public static func scrollClearing(
    floatingKeyboard keyboard: CGRect, target: CGRect, visibleTop: CGFloat, spacing: CGFloat
  ) -> CGFloat {
    let spacing = max(0, spacing)
    let padded = target.insetBy(dx: 0, dy: -spacing)
    let met = padded.intersection(keyboard)
    guard !met.isNull, met.width > 0, met.height > 0 else { return 0 }
    if keyboard.minY - visibleTop >= target.height + 2 * spacing {
      return target.maxY + spacing - keyboard.minY
    }
    return target.minY - spacing - keyboard.maxY
  }

  /// Where a bar that rides on a floating keyboard puts its `target` (an input in no scroll
  /// view, at its place without a lift): its top when it ends `spacing` points above the
  /// keyboard's top, as a bar pinned to the keyboard layout guide that follows an undocked
  /// keyboard does ("To follow all keyboard anchors even when undocked or floating, set
  /// followsUndockedKeyboard to true", Apple, `UIKeyboardLayoutGuide.followsUndockedKeyboard`;
  /// "adapt your layout to the movement of the floating keyboard onscreen", Apple, "Adjusting
  /// your layout with keyboard layout guide"), wherever the keyboard is dragged: above the
  /// target's place, over it, beside it. `nil` when the room
  /// between `visibleTop` and the keyboard's top does not hold the target and its spacing on
  /// both sides (the keyboard floats near the top, as ``scrollClearing(floatingKeyboard:target:visibleTop:spacing:)``
  /// decides), or when the top would be below the target's place: the bar stays where it is.
  ///
  /// Not ``revealedTop(of:in:clearing:spacing:)``: that moves a target only while the keyboard
  /// meets it, so a bar lifted onto the keyboard that is then dragged higher (its place
  /// without the lift no longer under the keyboard) would drop back to the bottom.
  ///
  /// - Parameters:
  ///   - target: The target (the input with its title and message) without any lift.
  ///   - keyboard: The floating keyboard's frame (``floatingKeyboardFrame(_:screenBounds:)``).
  ///   - visibleTop: The top of the content's visible area.
  ///   - spacing: Points kept between the target and the keyboard.
  public static func ridingTop(
    of target: CGRect, on keyboard: CGRect, visibleTop: CGFloat, spacing: CGFloat
  ) -> CGFloat? {
    let spacing = max(0, spacing)
    guard keyboard.minY - visibleTop >= target.height + 2 * spacing else { return nil }
    let top = keyboard.minY - spacing - target.height
    return top < target.minY ? top : nil
  }

  /// Where a screen that scrolls by view identity (SwiftUI's `ScrollViewProxy.scrollTo`) puts a
  /// target: its top after the least scroll that shows it whole in `visible` (what `scrollTo`
  /// with no anchor does: "scrolls the minimum amount to make the identified view wholly
  /// visible", https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:);
  /// the visible top for a target taller than `visible`) and then clears a floating keyboard
  /// (``scrollClearing(floatingKeyboard:target:visibleTop:spacing:)``), as the UIKit keyboard
  /// avoider scrolls. Equal to `target.minY` when the target shows whole and clear of the
  /// keyboard: nothing moves.
  ///
  /// - Parameters:
  ///   - target: The target (the input with its title and message), in the same coordinates as
  ///     the others.
  ///   - visible: The scroll's visible area.
  ///   - keyboard: A floating keyboard's frame (``floatingKeyboardFrame(_:screenBounds:)``), or
  ///     `nil`.
  ///   - spacing: Points kept between the target and the keyboard.
  public static func revealedTop(
    of target: CGRect, in visible: CGRect, clearing keyboard: CGRect?, spacing: CGFloat
  ) -> CGFloat {
    var top = target.minY
    if target.minY < visible.minY || target.height > visible.height {
      top = visible.minY
    } else if target.maxY > visible.maxY {
      top = visible.maxY - target.height
    }
    guard let keyboard else { return top }
    let planned = CGRect(x: target.minX, y: top, width: target.width, height: target.height)
    return top
      - scrollClearing(
        floatingKeyboard: keyboard, target: planned, visibleTop: visible.minY, spacing: spacing)
  }

  /// How many points at the bottom of a view the keyboard covers: the height of the intersection of
  /// the docked keyboard with the view's bounds.
  ///
  /// A form sheet or popover on iPad that ends above the keyboard's top gets 0; one that ends below
  /// it gets only the covered part.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's end frame in screen coordinates.
  ///   - viewFrame: The view's frame in screen coordinates.
  ///   - screenBounds: The screen's bounds (the window's screen).
  public static func overlap(keyboardFrame: CGRect, viewFrame: CGRect, screenBounds: CGRect)
    -> CGFloat
  {
    guard let docked = dockedKeyboardFrame(keyboardFrame, screenBounds: screenBounds) else {
      return 0
    }
    let inView = self.keyboardFrame(docked, inViewWithScreenFrame: viewFrame)
    let covered = inView.intersection(CGRect(origin: .zero, size: viewFrame.size))
    guard !covered.isNull, covered.width > 0 else { return 0 }
    return max(0, covered.height)
  }

  /// How many points at the bottom of a view a view pinned over it (a sticky button or footer)
  /// covers: from the obstruction's top to the view's bottom, once the two intersect (the strip
  /// under a floating button is no place for an input either); at most the view's height.
  ///
  /// - Parameters:
  ///   - obstructionFrame: The obstructing view's frame in screen coordinates.
  ///   - viewFrame: The covered view's (the scroll view's visible) frame in screen coordinates.
  public static func overlap(obstructionFrame: CGRect, viewFrame: CGRect) -> CGFloat {
    let covered = obstructionFrame.intersection(viewFrame)
    guard !covered.isNull, covered.width > 0, covered.height > 0 else { return 0 }
    return min(viewFrame.height, max(0, viewFrame.maxY - covered.minY))
  }

  /// The bottom content inset that lets a scroll view's content scroll clear of the keyboard,
  /// counting the safe area exactly once.
  ///
  /// A scroll view that adjusts its content for the safe area (`contentInsetAdjustmentBehavior`
  /// `.always`, or `.automatic` where UIKit applies it) already adds `safeAreaBottom` to
  /// `adjustedContentInset.bottom`; the keyboard covers that strip too, so the inset to set is the
  /// rest: `max(0, overlap − safeAreaBottom)`. Otherwise (`.never`) the inset is the whole overlap.
  /// Either way `adjustedContentInset.bottom` ends up equal to the overlap (or to the safe area when
  /// the keyboard covers less than it, as a hardware keyboard's shortcuts bar may).
  ///
  /// - Parameters:
  ///   - overlap: The points of the scroll view the keyboard covers (see `overlap(…)`).
  ///   - safeAreaBottom: The scroll view's `safeAreaInsets.bottom`.
  ///   - adjustsForSafeArea: Whether the scroll view already adds the bottom safe area.
  public static func bottomInset(
    overlap: CGFloat, safeAreaBottom: CGFloat, adjustsForSafeArea: Bool
  )
    -> CGFloat
  {
    let overlap = max(0, overlap)
    return adjustsForSafeArea ? max(0, overlap - max(0, safeAreaBottom)) : overlap
  }

  /// The bottom inset a scroll view needs for a keyboard frame: the part of the scroll view the
  /// docked keyboard covers (``overlap(keyboardFrame:viewFrame:screenBounds:)``), less the safe area
  /// when the scroll view adds it (``bottomInset(overlap:safeAreaBottom:adjustsForSafeArea:)``).
  /// What `FormKeyboardAvoider` sets, and what `formc simulate` computes.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's end frame in screen coordinates.
  ///   - scrollViewFrame: The scroll view's visible frame in screen coordinates.
  ///   - screenBounds: The screen's bounds.
  ///   - safeAreaBottom: The scroll view's `safeAreaInsets.bottom`.
  ///   - adjustsForSafeArea: Whether the scroll view already adds the bottom safe area.
  public static func bottomInset(
    keyboardFrame: CGRect, scrollViewFrame: CGRect, screenBounds: CGRect, safeAreaBottom: CGFloat,
    adjustsForSafeArea: Bool
  ) -> CGFloat {
    let overlap = overlap(
      keyboardFrame: keyboardFrame, viewFrame: scrollViewFrame, screenBounds: screenBounds)
    return bottomInset(
      overlap: overlap, safeAreaBottom: safeAreaBottom, adjustsForSafeArea: adjustsForSafeArea)
  }

  /// The `UIView.AnimationOptions` raw value for a `UIView.AnimationCurve` raw value: the curve
  /// shifted into the options' curve bits (`curve << 16`). The keyboard's private curve 7 passes
  /// through, so animations match the keyboard's exactly.
  public static func animationOptions(curve: Int) -> UInt {
    UInt(max(0, min(curve, 0xF))) << 16
  }
}
