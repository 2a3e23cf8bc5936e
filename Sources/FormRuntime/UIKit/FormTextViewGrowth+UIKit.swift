#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  extension FormTextViewGrowth {
    /// The height a growing text view should have for its current text: its lines (measured with
    /// `sizeThatFits(_:)` at its width, whether or not it scrolls now) clamped to
    /// `[minLines, maxLines]`, at its font's line height, plus its text container insets. Pair it
    /// with `isScrollEnabled = scrolls(…)` past `maxLines`.
    @available(iOS 13.0, *)
    @MainActor
    public static func fittingHeight(for textView: UITextView, minLines: Int?, maxLines: Int?)
      -> CGFloat
    {
      let (lines, lineHeight, insets) = measure(textView)
      return height(
        lineCount: lines, lineHeight: lineHeight, insets: insets, minLines: minLines,
        maxLines: maxLines)
    }

    /// Whether a text view's current text is taller than `maxLines`, so it must scroll inside
    /// itself.
    @available(iOS 13.0, *)
    @MainActor
    public static func scrolls(_ textView: UITextView, maxLines: Int?) -> Bool {
      scrolls(lineCount: measure(textView).lines, maxLines: maxLines)
    }

    /// The most lines a text view shows while the keyboard leaves it `room` points
    /// (``maxLines(_:fittingIn:lineHeight:insets:)``), at its font's line height and its text
    /// container insets.
    @available(iOS 13.0, *)
    @MainActor
    public static func maxLines(
      _ maxLines: Int?, fittingIn room: CGFloat?, for textView: UITextView
    )
      -> Int?
    {
      Self.maxLines(
        maxLines, fittingIn: room,
        lineHeight: (textView.font ?? UIFont.systemFont(ofSize: 17)).lineHeight,
        insets: FormEdgeInsets(textView.textContainerInset))
    }

    @available(iOS 13.0, *)
    @MainActor
    private static func measure(_ textView: UITextView) -> (
      lines: Int, lineHeight: CGFloat, insets: FormEdgeInsets
    ) {
      let lineHeight = (textView.font ?? UIFont.systemFont(ofSize: 17)).lineHeight
      let insets = FormEdgeInsets(textView.textContainerInset)
      let fitting = textView.sizeThatFits(
        CGSize(width: textView.bounds.width, height: CGFloat.greatestFiniteMagnitude))
      let lines = lineCount(contentHeight: fitting.height, lineHeight: lineHeight, insets: insets)
      return (lines, lineHeight, insets)
    }
  }
#endif
