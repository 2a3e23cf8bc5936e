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

    /// Shows a spinner for a text view's running check, or stops it.
    ///
    /// A `UITextView` has no `rightView`, and a subview of it would scroll with its text (it is a
    /// `UIScrollView`, whose subviews are its content:
    /// https://developer.apple.com/documentation/uikit/uiscrollview). So the spinner goes into the
    /// text view's superview, pinned with Auto Layout to the text view's top (at its text
    /// container's top inset, level with the first line) and trailing edges, as a text field's
    /// right view sits at its trailing edge; it stays there while the text scrolls or the text
    /// view moves.
    ///
    /// The first call, pending or not, puts the spinner there, and the session makes that call
    /// when it starts (each checked input is presented as not pending), before the user types. The
    /// text view's `textContainerInset`
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset) grows then on
    /// the trailing side (`effectiveUserInterfaceLayoutDirection`,
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection)
    /// by the spinner's width and the spacing on either side of it (36 points), and keeps that
    /// room: the text wraps at the same width whether the spinner shows or not, so a growing text
    /// view never gains or loses a line when its check starts or ends. Later calls start and stop
    /// the spinner; stopped, it is hidden, as `hidesWhenStopped` (true by default) hides it
    /// (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped),
    /// and so out of VoiceOver's reach. When the layout direction changed, the room moves to the
    /// new trailing side. A text view without a superview shows nothing. The spinner's
    /// accessibility identifier is `identifier` (the input's
    /// ``FormAccessibilityIdentifier/check(_:)``).
    static func show(_ isPending: Bool, on textView: UITextView, identifier: String) {
      let shown = textView.superview?.subviews.lazy
        .compactMap { $0 as? FormCheckIndicator }
        .first { $0.textView === textView }
      guard let indicator = shown ?? install(on: textView, identifier: identifier) else { return }
      keepRoom(for: indicator, in: textView)
      if isPending {
        indicator.startAnimating()
      } else {
        indicator.stopAnimating()
      }
    }

    /// Adds a stopped spinner beside a text view, or nothing without a superview.
    private static func install(on textView: UITextView, identifier: String)
      -> FormCheckIndicator?
    {
      guard let container = textView.superview else { return nil }
      let indicator = FormCheckIndicator(style: .medium)
      indicator.hidesWhenStopped = true
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
      indicator.stopAnimating()
      return indicator
    }

    /// Keeps the spinner's room on the text view's trailing side (moving it when the layout
    /// direction changed).
    private static func keepRoom(for indicator: FormCheckIndicator, in textView: UITextView) {
      let room = mediumWidth + 2 * textViewSpacing
      let wanted =
        textView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? UIEdgeInsets(top: 0, left: room, bottom: 0, right: 0)
        : UIEdgeInsets(top: 0, left: 0, bottom: 0, right: room)
      guard wanted != indicator.reservedInset else { return }
      var inset = textView.textContainerInset
      inset.left += wanted.left - indicator.reservedInset.left
      inset.right += wanted.right - indicator.reservedInset.right
      textView.textContainerInset = inset
      indicator.reservedInset = wanted
    }
  }
#endif
