import FormRuntime
import UIKit

/// What a screen calls on its keyboard controller as it appears, lays out and goes away.
@MainActor
protocol KeyboardLifecycle: AnyObject {
  func start()
  func didAppear()
  func stop()
  func layoutDidChange()
}

extension FormKeyboardController: KeyboardLifecycle {}

/// What the screens of these tests share: a window to show them in, rows of inputs with their
/// titles, a layout pass (the double has no Auto Layout engine, so stacks are sized here, as
/// constraints would size them on a device), and the keyboard controller's lifecycle calls where
/// the README puts them.
@MainActor
class FormScreen: UIViewController {
  /// The screen's keyboard controller.
  var lifecycle: (any KeyboardLifecycle)? { nil }
  /// The title label beside each input, by input id.
  var titleLabels: [String: UILabel] = [:]
  /// The stacks this screen sizes, outermost first.
  var stacks: [UIStackView] = []
  /// The scroll view whose content the outermost stack is.
  var installedPage: UIScrollView?
  /// How many times the form submitted.
  var submitCount = 0
  /// The messages `formShowError(_:for:)` received, by input id.
  var errorMessages: [String: String] = [:]
  /// The interface orientations the screen supports, when it says (`[.portrait]`: a
  /// portrait-only screen); `nil` for UIKit's default.
  var supportedOrientations: UIInterfaceOrientationMask?

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    supportedOrientations ?? super.supportedInterfaceOrientations
  }

  /// The screen's own layout of views outside the stacks (a sticky button), run in
  /// `viewDidLayoutSubviews()` before the keyboard controller's `layoutDidChange()`, where Auto
  /// Layout would have placed them on a device.
  var layoutExtras: (() -> Void)?

  /// Puts the screen in a full-screen window of an iPhone 16 (390 × 844 points, safe area 47 and
  /// 34 points), makes it visible (the screen appears) and lays it out.
  @discardableResult
  func present() -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = self
    window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  /// Whether the rows grow with the text size (Dynamic Type); `false` seeds a screen whose rows
  /// keep the default size's heights while their text grows, so it is clipped at large sizes.
  /// Set before the screen's view loads.
  var rowsFollowTextSize = true

  /// A title label and an input, stacked, at the user's text size (Dynamic Type): the title in
  /// the subheadline style and a text input's text in the body style, each following the size
  /// (`adjustsFontForContentSizeCategory`), and their heights — 20 and `height` points at the
  /// default size, Large — scaled with the text (`UIFontMetrics.scaledValue(for:)`: "Scales an
  /// arbitrary layout value based on the current Dynamic Type settings",
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:);
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)), as a
  /// row sized by Auto Layout grows with its text on a device. The heights are rounded up to
  /// whole points, as Auto Layout rounds frames to the screen's pixels (whole points here, so
  /// that a row's edges add up exactly, as at the default size).
  func row(_ id: String, _ title: String?, _ input: UIView, height: CGFloat = 44) -> [UIView] {
    let body = UIFontMetrics(forTextStyle: .body)
    let scaled = rowsFollowTextSize ? body.scaledValue(for: height).rounded(.up) : height
    input.frame = CGRect(x: 0, y: 0, width: 358, height: scaled)
    switch input {
    case let field as UITextField:
      field.font = UIFont.preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
    case let textView as UITextView:
      textView.font = UIFont.preferredFont(forTextStyle: .body)
      textView.adjustsFontForContentSizeCategory = true
    default: break
    }
    guard let title else { return [input] }
    let subheadline = UIFontMetrics(forTextStyle: .subheadline)
    let labelHeight = rowsFollowTextSize ? subheadline.scaledValue(for: 20).rounded(.up) : 20
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: labelHeight))
    label.font = UIFont.preferredFont(forTextStyle: .subheadline)
    label.adjustsFontForContentSizeCategory = true
    label.text = title
    titleLabels[id] = label
    return [label, input]
  }

  /// The label under each input that shows its validation message, by input id (those
  /// ``errorRow(_:)`` made).
  var errorLabels: [String: UILabel] = [:]
  /// Seeded defect: what the screen shows for a message (say, a message of its own in the place
  /// of the spec's); `nil` shows the message.
  var rewritesErrors: ((String) -> String)?

  /// The label that shows an input's validation message under it, in the footnote style at the
  /// user's text size, hidden while the input has none: a row of its own (20 points at the
  /// default size, scaled as a title is) that ``showError(_:for:)`` fills and the screen returns
  /// from `formErrorView(for:)`, which FormRuntime identifies (`formc.error.<id>`).
  func errorRow(_ id: String) -> [UIView] {
    let footnote = UIFontMetrics(forTextStyle: .footnote)
    let height = rowsFollowTextSize ? footnote.scaledValue(for: 20).rounded(.up) : 20
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: height))
    label.font = UIFont.preferredFont(forTextStyle: .footnote)
    label.adjustsFontForContentSizeCategory = true
    label.isHidden = true
    errorLabels[id] = label
    return [label]
  }

  /// Shows `message` in the input's error label (``errorRow(_:)``), or hides it (`nil`), and
  /// lays the stacks out again, as Auto Layout would.
  func showError(_ message: String?, for id: String) {
    errorMessages[id] = message
    guard let label = errorLabels[id] else { return }
    label.text = message.map { rewritesErrors?($0) ?? $0 }
    label.isHidden = message == nil
    view.setNeedsLayout()
  }

  /// A vertical stack of views, 8 points apart.
  func stack(_ views: [UIView], spacing: CGFloat = 8) -> UIStackView {
    // Vertical before the views are arranged: a horizontal stack of no size would take their
    // heights (the double sizes arranged views, having no Auto Layout), and each keeps its own.
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = spacing
    for view in views { stack.addArrangedSubview(view) }
    stack.frame = CGRect(x: 0, y: 0, width: 358, height: 0)
    stacks.append(stack)
    return stack
  }

  /// The screen's own constraint pinning the page's bottom to the root view's bottom, as a screen
  /// built with Auto Layout has one (`nil` once a test removed it).
  var pageBottom: NSLayoutConstraint?

  /// Puts a stack into a scroll view filling the root view, 16 points from its sides. The page's
  /// bottom is pinned to the root view's bottom by a required constraint, as screens built with
  /// Auto Layout pin it (its top and sides follow the root view in `layoutStacks()`: the double
  /// resolves bottom constraints only).
  func install(_ content: UIStackView, in scroll: UIScrollView) {
    scroll.frame = view.bounds
    scroll.addSubview(content)
    content.frame.origin = CGPoint(x: 16, y: 0)
    view.addSubview(scroll)
    installedPage = scroll
    let bottom = scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    bottom.identifier = "screen.pageBottom"
    bottom.isActive = true
    pageBottom = bottom
  }

  /// Sizes every stack to its visible arranged subviews (innermost first), then the scroll
  /// view's content to the outermost stack.
  func layoutStacks() {
    if let page = installedPage {
      // Auto Layout placed the page's bottom (the screen's constraint, or the keyboard layout
      // guide's pin); its top and sides follow the root view.
      let bottom = page.frame.maxY
      page.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: max(0, bottom))
    }
    for stack in stacks.reversed() {
      let visible = stack.arrangedSubviews.filter { !$0.isHidden }
      let height =
        visible.reduce(0) { $0 + $1.frame.height }
        + stack.spacing * CGFloat(max(0, visible.count - 1))
      stack.frame.size = CGSize(width: 358, height: height)
      stack.layoutIfNeeded()
    }
    if let page = installedPage, let content = stacks.first {
      page.contentSize = CGSize(width: page.bounds.width, height: content.frame.maxY + 16)
    }
  }

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    lifecycle?.start()
  }

  /// Seeds a screen that takes an undocked or floating keyboard for a hidden one: its own
  /// handler of `keyboardWillHideNotification` and `keyboardDidHideNotification`, registered once
  /// it appeared (after FormRuntime's), scrolls its page back to the top, undoing what FormRuntime
  /// scrolled. Set before the screen appears.
  var scrollsBackWhenKeyboardHides = false
  /// The seeded handler's observers.
  private var hideObservers: [NSObjectProtocol] = []

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    lifecycle?.didAppear()
    if scrollsBackWhenKeyboardHides, hideObservers.isEmpty {
      for name in [
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      ] {
        hideObservers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [weak self] _ in
            MainActor.assumeIsolated {
              guard let page = self?.installedPage else { return }
              page.contentOffset = CGPoint(x: 0, y: -page.adjustedContentInset.top)
            }
          })
      }
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    lifecycle?.stop()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutStacks()
    layoutExtras?()
    lifecycle?.layoutDidChange()
  }
}

/// A custom input (a picker): a control that becomes first responder with its own input view and
/// the form's accessory toolbar, as a screen writes one. It reports beginning and ending editing
/// to the keyboard controller, as `FormKeyboardController` asks of custom inputs.
@MainActor
final class PickerInput: UIControl {
  /// The picker shown instead of the keyboard.
  let picker = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
  /// The toolbar above it.
  var accessory: UIView?
  /// Called when it became first responder.
  var onBegin: (() -> Void)?
  /// Called when it resigned.
  var onEnd: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    // A tap opens the picker, as a screen's own control does it.
    addAction(UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { true }
  override var inputView: UIView? { picker }
  override var inputAccessoryView: UIView? { accessory }

  override func becomeFirstResponder() -> Bool {
    let became = super.becomeFirstResponder()
    if became { onBegin?() }
    return became
  }

  override func resignFirstResponder() -> Bool {
    let resigned = super.resignFirstResponder()
    if resigned { onEnd?() }
    return resigned
  }
}

/// A control that is no responder (a star rating a user taps).
@MainActor
final class RatingControl: UIControl {}

extension SignUpViewController {
  /// What the README leaves to the screen ("lay out the views here"): the views in the root view,
  /// so they are in the window.
  func layOutForTests() {
    signUpPage.frame = view.bounds
    view.addSubview(signUpPage)
    let inputs: [UIView] = [
      givenName, familyName, email, username, password, confirmPassword, referralCode,
      referralBonus,
    ]
    for (index, input) in inputs.enumerated() {
      input.frame = CGRect(x: 16, y: 16 + CGFloat(index) * 52, width: 358, height: 44)
      signUpPage.addSubview(input)
    }
    termsBox.frame = CGRect(x: 16, y: 440, width: 358, height: 120)
    signUpPage.addSubview(termsBox)
    signUpPage.contentSize = CGSize(width: 390, height: 600)
    view.layoutIfNeeded()
  }
}
