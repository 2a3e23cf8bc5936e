#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// A docked keyboard undocked over a SwiftUI screen (issue 30): what the scroll clear of the
  /// floating keyboard works from while the content grows back.
  @available(iOS 15.0, *)
  extension FormKeyboardModifier {
    /// Whether the keyboard notification being delivered moves a docked keyboard that ended the
    /// content (its start frame, `begin`, in screen coordinates: docked, on screen, its top at or
    /// below the content's bottom). SwiftUI lays the content out above a docked keyboard, whose
    /// region of the safe area is "the current extent of any software keyboard displayed over
    /// the view content" (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard),
    /// and an undocked or floating keyboard takes none of it (as the keyboard layout guide
    /// "uses bottom safe area when offscreen or undocked", WWDC23 "Keep up with the keyboard",
    /// https://developer.apple.com/videos/play/wwdc2023/10281/): once it undocks the content
    /// grows back. The notification comes "immediately prior to a change in the keyboard's
    /// frame" (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification),
    /// so the frames measured then are of the layout before: the visible area still ends at the
    /// docked keyboard, and a scroll worked out on it (an anchor, a fraction of that smaller
    /// area) would land elsewhere on the grown one.
    static func undocksFromContentBottom(
      _ begin: CGRect?, observer: FormFloatingKeyboardObserver, layout: FormRevealLayout
    ) -> Bool {
      guard let begin, begin.width > 0, begin.height > 0, let content = layout.contentFrame
      else { return false }
      let window = observer.globalWindowBounds(contentFrame: content)
      let docked = observer.globalFrame(ofScreenFrame: begin, contentFrame: content)
      // A floating keyboard moved, or a hidden one (below the window) came up: nothing grows.
      guard FormKeyboardGeometry.floatingKeyboardFrame(docked, screenBounds: window) == nil,
        docked.minY < window.maxY - 0.5
      else { return false }
      // The content ends at the docked keyboard's top (below iOS 16 the keyboard toolbar's bar,
      // outside the measured content, sits between them).
      return docked.minY >= content.maxY - 0.5
    }

    /// The screen's content frame changed (``FormRevealLayout/contentFrame``): after a docked
    /// keyboard that ended the content undocked (``undocksFromContentBottom(_:observer:layout:)``),
    /// the layout the scroll waited for; the focused input is cleared of the floating keyboard
    /// on it.
    static func contentFrameDidChange(
      layout: FormRevealLayout, coordinator: FormFocusCoordinator<Form>
    ) {
      guard layout.awaitsUndockedLayout else { return }
      layout.awaitsUndockedLayout = false
      coordinator.visibleAreaDidChange()
    }

    /// The room below a scroll's content that a scroll to `offset` (from the content's top,
    /// without the room) needs: the offset past the most the content allows, its height less
    /// the visible height. A content shorter than its visible area allows no offset at all:
    /// the scroll view keeps its offset within its content (it "may extend before zero or beyond
    /// the content size when the content insets of the scroll view are non-zero or when rubber
    /// banding", https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset,
    /// and not otherwise), so the room fills the visible area below the content first (Hostile's
    /// short page, whose notes a keyboard floating near the bottom covered: the room of the
    /// offset alone, 5 points, left the content shorter than the scroll and the scroll never
    /// moved). None for an offset at or above the top (the room above takes it).
    static func bottomRoom(offset: CGFloat, contentHeight: CGFloat, visibleHeight: CGFloat)
      -> CGFloat
    {
      guard offset > 0 else { return 0 }
      return max(0, offset - (contentHeight - visibleHeight))
    }
  }

  extension FormRevealLayout {
    /// Moves the measured frame of the scroll content `scroll` (at `content`) and of the inputs
    /// inside it by `shift` points down (``FormKeyboardModifier``'s `inRangeShift`), so that
    /// what the next scroll reads is one layout: before, the content moved alone and the next
    /// scroll, in the same update, paired it with its inputs' old frames (Hostile's notes, under
    /// a keyboard floating near the top, went 100 points too far down).
    func shift(framesIn content: CGRect, of scroll: ObjectIdentifier, by shift: CGFloat) {
      guard abs(shift) > 0.001 else { return }
      scrollContentFrames[scroll] = content.offsetBy(dx: 0, dy: shift)
      for (field, frame) in frames
      where content.minY <= frame.minY + 0.5 && content.maxY >= frame.maxY - 0.5 {
        frames[field] = frame.offsetBy(dx: 0, dy: shift)
      }
    }
  }
#endif
