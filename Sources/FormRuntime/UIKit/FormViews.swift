#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// The views of a screen that shows a form: what ``FormKeyboardController`` drives.
  ///
  /// formc generates a protocol per form that refines this one (`SignUpFormViews`), with one
  /// property per scroll view, table, input and node that `visibleWhen` hides, and an extension
  /// that implements the three lookups below from them. A view controller conforms by declaring
  /// those properties. The other requirements have defaults a screen may replace.
  @available(iOS 13.0, *)
  @MainActor
  public protocol FormViews: AnyObject {
    /// The form the views show.
    associatedtype Form: FormModel

    /// The screen's root view (a view controller's `view`).
    var rootView: UIView { get }

    /// The view of an input: a `UITextField`, a `UITextView`, or the custom control.
    func formView(for field: Form.Field) -> UIView

    /// The scroll view, table or pinned container with an id, if the screen has it.
    func formContainer(_ id: String) -> UIView?

    /// The views that show a node with a `visibleWhen` of its own (a label, section, stack,
    /// button), hidden while its condition fails. At `start()` the keyboard controller gives a
    /// `UILabel` or `UIButton` among them the node's id as accessibility identifier
    /// (``FormAccessibilityIdentifier/node(_:)``) unless the screen set one, so UI tests find it.
    func formNodeViews(_ id: String) -> [UIView]

    /// More views to hide and show with an input: its title label, its row. By default none.
    func formViewsHidden(with field: Form.Field) -> [UIView]

    /// The index path of the table row that holds an input, so a row scrolled off screen (whose
    /// cell has left the window) can be brought back before the input is focused. By default
    /// `nil`.
    func formIndexPath(for field: Form.Field) -> IndexPath?

    /// Shows an input's validation message, or removes it (`nil`). By default nothing is shown;
    /// the message is still announced to VoiceOver when it appears.
    func formShowError(_ message: String?, for field: Form.Field)

    /// The view that shows an input's validation message (the one `formShowError(_:for:)`
    /// fills), so that bringing the input into view brings the message with it while it shows (a
    /// failed submit focuses the input with its message under it). The keyboard controller gives
    /// it the identifier ``FormAccessibilityIdentifier/error(_:)`` (`formc.error.<id>`) unless the
    /// screen set one, so that UI tests find the message. By default `nil`.
    func formErrorView(for field: Form.Field) -> UIView?

    /// Shows that an input's app check is running (`check` in the spec), or that it no longer is:
    /// it started, returned, or was cancelled. The keyboard controller also calls it with `false`
    /// for each checked input when it starts, before the user types. By default a text field
    /// shows a spinning `UIActivityIndicatorView` as its right view, and a text view one at its
    /// trailing top corner (in its superview, with room kept for it in the text container from
    /// that first call on, so its text never rewraps), labelled for VoiceOver ("Checking") and
    /// identified for UI tests (``FormAccessibilityIdentifier/check(_:)``, `formc.check.<id>`);
    /// other inputs show nothing.
    func formShowCheckPending(_ isPending: Bool, for field: Form.Field)

    /// Views pinned over the bottom of the inset container (a sticky button or footer), which the
    /// content must scroll clear of: with `keyboard.avoidance: insets` (and `automatic` on iOS
    /// 13–14) the controller counts them as it counts the keyboard (the container's bottom inset
    /// covers the larger of the two, with the keyboard up or down), so the focused input stays
    /// above both; with `automatic` on iOS 15 and later, where the layout guide keeps the
    /// container above the keyboard, the inset covers what they cover of it. Read at every keyboard
    /// change and `layoutDidChange()`; a hidden one counts nothing. By default none.
    func formObstructingViews() -> [UIView]

    /// The navigation item that shows the form's `actions` (submit and cancel in the navigation
    /// bar), or `nil` to place them elsewhere (``FormKeyboardController/submitBarButtonItem`` and
    /// ``FormKeyboardController/cancelBarButtonItem``). The generated views protocol of a form with
    /// `actions` answers the screen's `navigationItem`, which every view controller has. By default
    /// `nil`.
    func formNavigationItem() -> UINavigationItem?

    /// Shows a static text of the layout that changes with app flags (a section's header or
    /// footer, a label's text or a button's title with `when` in the spec), now `text` for the
    /// flags set: the keyboard controller calls it at `start()` and whenever a flag change
    /// changes the text. By default a `UILabel` among the node's ``formNodeViews(_:)`` shows it
    /// as its `text` and a `UIButton` as its title; a section's header or footer (a table's, say)
    /// is the screen's to show.
    func formShowText(_ text: String, for staticText: FormStaticText)

    /// Gives the spec's `image` nodes their pictures, content modes and accessibility: the
    /// keyboard controller calls it at `start()`, after ``formNodeViews(_:)`` is answered. The
    /// generated views protocol of a form with images that have ids implements it (an SF Symbol's
    /// or asset's picture, `scaleAspectFit` or `scaleAspectFill` with clipping, the description as
    /// accessibility label or the image hidden from VoiceOver); a picture the app sets
    /// (`source: app`) is the app's to set, at any time. By default nothing.
    func formConfigureImages()
  }

  @available(iOS 13.0, *)
  extension FormViews {
    /// No views besides the input itself.
    public func formViewsHidden(with field: Form.Field) -> [UIView] { [] }

    /// No table rows.
    public func formIndexPath(for field: Form.Field) -> IndexPath? { nil }

    /// Messages are announced only.
    public func formShowError(_ message: String?, for field: Form.Field) {}

    /// No message view.
    public func formErrorView(for field: Form.Field) -> UIView? { nil }

    /// A text field's right view spins while the check runs; the spinner goes when it ends (and
    /// a right view of the app's own is left alone). A text view, which has no right view, gets
    /// the spinner at its trailing top corner (``FormCheckIndicator/show(_:on:identifier:)``).
    public func formShowCheckPending(_ isPending: Bool, for field: Form.Field) {
      let view = formView(for: field)
      if let textView = view as? UITextView {
        FormCheckIndicator.show(
          isPending, on: textView, identifier: FormAccessibilityIdentifier.check(field))
        return
      }
      guard let textField = view as? UITextField else { return }
      if isPending {
        let indicator = FormCheckIndicator(style: .medium)
        indicator.accessibilityLabel = FormRuntimeStrings.current[.checkPending]
        indicator.accessibilityIdentifier = FormAccessibilityIdentifier.check(field)
        indicator.startAnimating()
        textField.rightView = indicator
        textField.rightViewMode = .always
      } else if let indicator = textField.rightView as? FormCheckIndicator {
        indicator.stopAnimating()
        textField.rightView = nil
      }
    }

    /// No sticky views.
    public func formObstructingViews() -> [UIView] { [] }

    /// No navigation item.
    public func formNavigationItem() -> UINavigationItem? { nil }

    /// No images.
    public func formConfigureImages() {}

    /// A label or button among the node's views shows the text
    /// (``formShowNodeText(_:for:)``); a section's header or footer is the screen's to show.
    public func formShowText(_ text: String, for staticText: FormStaticText) {
      formShowNodeText(text, for: staticText)
    }

    /// Shows a label's text or a button's title that changes with app flags in the node's views
    /// (``formNodeViews(_:)``, which the generated views protocol answers for every label and
    /// button with `when` that has an id): a `UILabel` takes it as its `text`; a `UIButton` as
    /// its configuration's `title` when it has a configuration (iOS 15 and later; and as its
    /// `.normal` title when it has one too), else as its title for `.normal`. VoiceOver reads the new
    /// text, since both views' accessibility labels derive from it unless the screen set one.
    /// What the default ``formShowText(_:for:)`` does; a screen that implements
    /// `formShowText(_:for:)` to show section headers calls it for the other texts.
    ///
    /// Apple, UILabel.text: "The text that the label displays"
    /// (https://developer.apple.com/documentation/uikit/uilabel/text); UIButton.setTitle(_:for:):
    /// "Sets the title to use for the specified state"
    /// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:));
    /// UIButton.Configuration.title: "The text of the title label the button displays"
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title);
    /// UIButton.configuration: "You can combine most other methods and properties of UIButton
    /// with a configuration" (https://developer.apple.com/documentation/uikit/uibutton/configuration-5rlyb);
    /// accessibilityLabel: "By default, standard UIKit controls and views have labels that derive
    /// from their titles"
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel).
    public func formShowNodeText(_ text: String, for staticText: FormStaticText) {
      guard let id = staticText.id else { return }
      for view in formNodeViews(id) {
        switch (staticText.kind, view) {
        case (.label, let label as UILabel): label.text = text
        case (.button, let button as UIButton): Self.showTitle(text, on: button)
        default: break
        }
      }
    }

    /// Sets a button's title: a button with a configuration gets it as the configuration's
    /// title, and as its `.normal` title too when it has one (a configuration is combined with
    /// the titles set per state, so both are kept the same); any other button as its `.normal`
    /// title.
    private static func showTitle(_ text: String, on button: UIButton) {
      if #available(iOS 15.0, *), var configuration = button.configuration {
        configuration.title = text
        button.configuration = configuration
        if button.title(for: .normal) != nil { button.setTitle(text, for: .normal) }
      } else {
        button.setTitle(text, for: .normal)
      }
    }
  }

  /// The spinner ``FormViews/formShowCheckPending(_:for:)`` puts beside a text field or a text
  /// view while its app check runs: its own class, so a right view the app set is never taken for
  /// it.
  @available(iOS 13.0, *)
  @MainActor
  public final class FormCheckIndicator: UIActivityIndicatorView {
    /// The text view whose check the spinner shows (`nil` for a text field's right view).
    weak var textView: UITextView?
    /// The room kept for the spinner in the text view's text container (on its trailing side),
    /// from the spinner's first call on.
    var reservedInset = UIEdgeInsets()
  }
#endif
