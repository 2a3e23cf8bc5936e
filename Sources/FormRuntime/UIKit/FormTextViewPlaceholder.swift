#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// A text view's placeholder: `UITextView` has no `placeholder` of its own, so a label inside
  /// the text view shows the spec's `placeholder` while the text is empty, where the first line of
  /// text starts, in the text view's font and the system's placeholder colour.
  ///
  /// The label is not an accessibility element: the text view's accessibility label (the input's
  /// title, else this placeholder) already says it.
  @available(iOS 13.0, *)
  @MainActor
  final class FormTextViewPlaceholder {
    /// The label, a subview of the text view.
    let label = UILabel()
    private weak var textView: UITextView?

    /// Adds a placeholder to a text view.
    init(_ text: String, in textView: UITextView) {
      self.textView = textView
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
      // Apple: NSTextContainer's lineFragmentPadding "defaults to 5.0" on each side of a line.
      let padding: CGFloat = 5
      let insets = textView.textContainerInset
      let width = max(0, textView.bounds.width - insets.left - insets.right - 2 * padding)
      let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
      label.frame = CGRect(x: insets.left + padding, y: insets.top, width: width, height: height)
    }
  }
#endif
