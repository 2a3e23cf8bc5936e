#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  @available(iOS 15.0, *)
  extension FormKeyboardModifier {
    /// Whether the screen has a text input in no scroll view or table (a bar under the content,
    /// as `Specs/ChatComposer.form.yaml`'s `message`): nothing can scroll it, so the screen lifts
    /// its content clear of an undocked or floating keyboard (``withFloatingKeyboardLift(_:_:)``).
    static var hasUnscrolledInput: Bool {
      Form.keyboardPlan.inputs.contains { $0.scrollContainers.isEmpty }
    }

    /// Whether `field` sits in no scroll view or table.
    static func isUnscrolled(_ field: AnyHashable) -> Bool {
      guard let field = field.base as? Field else { return false }
      return Form.keyboardPlan.input(field.rawValue)?.scrollContainers.isEmpty ?? false
    }

    /// The content lifted `lift` points off the bottom of the screen (none without an undocked
    /// or floating keyboard over the bar): a clear bottom safe-area inset, which insets the
    /// content "by the height of content, from edge"
    /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby),
    /// so a bar at the content's bottom ends that far up, and the scroll above it is that much
    /// shorter, as over a docked keyboard. SwiftUI does this itself for a docked keyboard, whose
    /// region of the safe area shrinks the content
    /// (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard), but not for
    /// one undocked or floating, which takes none of it (``FormFloatingKeyboardObserver``): the
    /// UIKit screen pins its bar to the keyboard layout guide with `followsUndockedKeyboard`
    /// instead. It takes no taps and VoiceOver skips it. Only on a screen with such an input
    /// (the form's type decides, so the content keeps its identity).
    @ViewBuilder
    func withFloatingKeyboardLift(_ content: some View, _ lift: CGFloat) -> some View {
      if Self.hasUnscrolledInput {
        content.safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: lift)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
      } else {
        content
      }
    }

    /// The frame of the screen's inputs in no scroll view (its bar), as measured now (lifted by
    /// the lift of now); `nil` without such an input, or before one is measured.
    static func barFrame(in layout: FormRevealLayout) -> CGRect? {
      let frames = Form.keyboardPlan.inputs.filter { $0.scrollContainers.isEmpty }.compactMap {
        input in Field(rawValue: input.id).flatMap { layout.frames[AnyHashable($0)] }
      }
      guard let first = frames.first else { return nil }
      return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The lift of the bar (``barFrame(in:)``) on `keyboard` while an input of a scroll is
    /// focused, when it differs from the lift of now; `nil` when it is right, without a bar, or
    /// when it was worked out for this keyboard frame already
    /// (``FormRevealLayout/floatingKeyboardLiftKeyboard``): the bar's frame is measured an update
    /// after the lift changes, so the scroll that follows a new lift must not take the old frame
    /// for the new lift's.
    static func barLift(in visible: CGRect, clearing keyboard: CGRect, layout: FormRevealLayout)
      -> CGFloat?
    {
      guard hasUnscrolledInput, layout.floatingKeyboardLiftKeyboard != keyboard,
        let bar = barFrame(in: layout)
      else { return nil }
      layout.floatingKeyboardLiftKeyboard = keyboard
      return floatingKeyboardLift(for: bar, in: visible, clearing: keyboard, layout: layout)
    }

    /// The lift that puts the unscrolled `input` (its measured frame, lifted by the lift of now,
    /// ``FormRevealLayout/floatingKeyboardLift``) on `keyboard`, when it differs from the lift
    /// of now; `nil` when that lift is right.
    ///
    /// The input goes where ``FormKeyboardGeometry/ridingTop(of:on:visibleTop:spacing:)`` puts
    /// it: `keyboard.spacing` above the keyboard when the room above holds it, wherever the
    /// keyboard floats, as the UIKit bar rides on the floating keyboard; otherwise where it is
    /// without a lift, at the bottom, below the keyboard (as the UIKit bar stays at the bottom
    /// when the keyboard floats near the top). The lift is how far that is above the input's
    /// place without a lift: always from that place, not from the lifted frame, so a keyboard
    /// dragged higher or lower while it floats moves the bar by as much (not by the lift again).
    static func floatingKeyboardLift(
      for input: CGRect, in visible: CGRect, clearing keyboard: CGRect, layout: FormRevealLayout
    ) -> CGFloat? {
      let unlifted = input.offsetBy(dx: 0, dy: layout.floatingKeyboardLift)
      let top = FormKeyboardGeometry.ridingTop(
        of: unlifted, on: keyboard, visibleTop: visible.minY,
        spacing: CGFloat(Form.keyboardPlan.spacing))
      let lift = top.map { max(0, unlifted.minY - $0) } ?? 0
      guard abs(lift - layout.floatingKeyboardLift) > 0.5 else { return nil }
      return lift
    }
  }
#endif
