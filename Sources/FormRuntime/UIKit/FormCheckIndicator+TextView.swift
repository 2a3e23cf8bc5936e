#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  @available(iOS 13.0, *)
  extension FormCheckIndicator {
    /// The gap between the spinner and the text view's trailing edge, and between the text and
    /// the spinner: the system's standard spacing between sibling views (8 points).
    static let textViewSpacing: CGFloat = 8

    /// The width the medium spinner takes: 20 points, `UIActivityIndicatorView.Style.medium`'s
    /// size on iOS 13 and later (Apple documents no number).
    static let mediumWidth: CGFloat = 20

    /// Shows a spinner for a text view's running check, or takes it away.
    ///
    /// A `UITextView` has no `rightView`, and a subview of it would scroll with its text (it is a
    /// `UIScrollView`, whose subviews are its content:
    /// https://developer.apple.com/documentation/uikit/uiscrollview). So the spinner goes into the
    /// text view's superview, pinned with Auto Layout to the text view's top (at its text
    /// container's top inset, level with the first line) and trailing edges, as a text field's
    /// right view sits at its trailing edge; it stays there while the text scrolls or the text
    /// view moves. The text view's `textContainerInset`
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset) grows on
    /// the trailing side (`effectiveUserInterfaceLayoutDirection`,
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection)
    /// by the spinner's width and the spacing on either side of it (36 points), so no text runs
    /// under it, and shrinks back by as much when it goes. A text view without a superview shows
    /// nothing. The spinner's accessibility identifier is `identifier` (the input's
    /// ``FormAccessibilityIdentifier/check(_:)``).
    static func show(_ isPending: Bool, on textView: UITextView, identifier: String) {
      let shown = textView.superview?.subviews.lazy
        .compactMap { $0 as? FormCheckIndicator }
        .first { $0.textView === textView }
      guard isPending else {
        guard let shown else { return }
        shown.stopAnimating()
        var inset = textView.textContainerInset
        inset.left -= shown.reservedInset.left
        inset.right -= shown.reservedInset.right
        textView.textContainerInset = inset
        shown.removeFromSuperview()
        return
      }
      guard shown == nil, let container = textView.superview else { return }
      let indicator = FormCheckIndicator(style: .medium)
      indicator.accessibilityLabel = FormRuntimeStrings.current[.checkPending]
      indicator.accessibilityIdentifier = identifier
      indicator.textView = textView
      indicator.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(indicator)
      NSLayoutConstraint.activate([
        indicator.topAnchor.constraint(
          equalTo: textView.topAnchor, constant: textView.textContainerInset.top),
        indicator.trailingAnchor.constraint(
          equalTo: textView.trailingAnchor, constant: -textViewSpacing),
      ])
      let room = mediumWidth + 2 * textViewSpacing
      indicator.reservedInset =
        textView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? UIEdgeInsets(top: 0, left: room, bottom: 0, right: 0)
        : UIEdgeInsets(top: 0, left: 0, bottom: 0, right: room)
      var inset = textView.textContainerInset
      inset.left += indicator.reservedInset.left
      inset.right += indicator.reservedInset.right
      textView.textContainerInset = inset
      indicator.startAnimating()
    }
  }
#endif
