#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// A text view's placeholder: `UITextView` has no `placeholder` of its own, so a label inside
  /// the text view shows the spec's `placeholder` while the text is empty, where the first line of
  /// text starts, in the text view's font and the system's placeholder colour.
  ///
  /// The label is not an accessibility element: the text view's accessibility label (the input's
  /// title, else this placeholder) already says it.
  ///
  /// It follows the text view's own size, not only the screen's layout: its width is flexible
  /// (Apple, `autoresizingMask`: "When a view's bounds change, that view automatically resizes its
  /// subviews according to each subview's autoresizing mask"), and at its own layout it fits its
  /// frame again to the text view (a new width re-wraps a long placeholder), so a text view that a
  /// stack, a cell or a rotation resizes keeps its placeholder inside it.
  @available(iOS 13.0, *)
  @MainActor
  final class FormTextViewPlaceholder {
    /// The label, a subview of the text view.
    let label = Label()
    private weak var textView: UITextView?

    /// The placeholder's label: it fits itself to its text view again at each layout.
    final class Label: UILabel {
      /// The placeholder to ask for the frame.
      weak var owner: FormTextViewPlaceholder?

      override func layoutSubviews() {
        super.layoutSubviews()
        owner?.fit()
      }
    }

    /// Adds a placeholder to a text view.
    init(_ text: String, in textView: UITextView) {
      self.textView = textView
      label.owner = self
      label.autoresizingMask = [.flexibleWidth]
      label.text = text
      label.numberOfLines = 0
      label.textColor = .placeholderText
      label.isAccessibilityElement = false
      textView.addSubview(label)
      update()
    }

    /// Shows the label while the text view is empty, in its font, at its first line.
    func update() {
      guard let textView else { return }
      label.isHidden = !(textView.text ?? "").isEmpty
      label.font = textView.font ?? UIFont.preferredFont(forTextStyle: .body)
      fit()
    }

    /// Places the label at the text view's first line, as wide as a line, as tall as its text.
    func fit() {
      guard let textView else { return }
      // Apple: NSTextContainer's lineFragmentPadding "defaults to 5.0" on each side of a line.
      let padding: CGFloat = 5
      let insets = textView.textContainerInset
      let width = max(0, textView.bounds.width - insets.left - insets.right - 2 * padding)
      let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
      let frame = CGRect(x: insets.left + padding, y: insets.top, width: width, height: height)
      // Only a change: setting the frame of a laid-out label lays it out again.
      if label.frame != frame { label.frame = frame }
    }
  }
#endif
