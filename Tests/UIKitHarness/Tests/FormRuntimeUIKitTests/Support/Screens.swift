import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Specs/BusinessAccount.form.yaml` on screen: a scroll view of sections, two pickers, the
/// business section shown for business accounts.
@MainActor
final class BusinessAccountScreen: FormScreen, BusinessAccountFormViews {
  var rootView: UIView { view }
  let accountPage = UIScrollView()
  let accountType = PickerInput()
  let givenName = UITextField()
  let familyName = UITextField()
  let email = UITextField()
  let phone = UITextField()
  let companyName = UITextField()
  let vatNumber = UITextField()
  let companyWebsite = UITextField()
  let employeeCount = UITextField()
  let industry = PickerInput()
  let industryDescription = UITextField()
  let password = UITextField()
  /// The spec's submit button (`button: openAccount`), under the password.
  let openAccount = UIButton(type: .system)
  private(set) var business = UIView()
  /// The password's validation message, under it (hidden while there is none).
  let passwordError = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 40))
  /// Views pinned over the bottom of the page (a sticky button), as `formObstructingViews()`
  /// reports them.
  var stickyViews: [UIView] = []

  /// The view model, at hand before the keyboard controller starts a session on it.
  let form = BusinessAccountForm()
  lazy var keyboard = BusinessAccountFormKeyboardController(form: form, views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    let owner = stack(
      row("accountType", "Account type", accountType) + row("givenName", "First name", givenName)
        + row("familyName", "Last name", familyName) + row("email", "Email", email)
        + row("phone", "Phone", phone))
    let businessStack = stack(
      row("companyName", "Company name", companyName)
        + row("vatNumber", "VAT number", vatNumber)
        + row("companyWebsite", "Company website", companyWebsite)
        + row("employeeCount", "Number of employees", employeeCount)
        + row("industry", "Industry", industry)
        + row("industryDescription", "Describe your industry", industryDescription))
    business = businessStack
    passwordError.isHidden = true
    openAccount.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
    openAccount.setTitle("Continue", for: .normal)
    // The screen's own submit button takes the spec's id of the button (docs/UITests.md).
    openAccount.accessibilityIdentifier = "openAccount"
    openAccount.addAction(
      UIAction { [weak self] _ in self?.keyboard.submit() }, for: .primaryActionTriggered)
    let signIn = stack(row("password", "Password", password) + [passwordError, openAccount])
    install(stack([owner, businessStack, signIn], spacing: 24), in: accountPage)
    // The outermost stack must come first for `layoutStacks()`.
    stacks.insert(stacks.removeLast(), at: 0)
    for picker in [accountType, industry] {
      let field: BusinessAccountForm.Field = picker === accountType ? .accountType : .industry
      picker.accessory = keyboard.accessoryToolbar(for: field)
      picker.onBegin = { [weak self] in self?.keyboard.inputDidBeginEditing(field) }
      picker.onEnd = { [weak self] in self?.keyboard.inputDidEndEditing(field) }
    }
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formViewsHidden(with field: BusinessAccountForm.Field) -> [UIView] {
    titleLabels[field.rawValue].map { [$0] } ?? []
  }

  func formObstructingViews() -> [UIView] { stickyViews }

  func formShowError(_ message: String?, for field: BusinessAccountForm.Field) {
    errorMessages[field.rawValue] = message
    if field == .password {
      passwordError.text = message
      passwordError.isHidden = message == nil
      view.setNeedsLayout()
    }
  }

  func formErrorView(for field: BusinessAccountForm.Field) -> UIView? {
    field == .password ? passwordError : nil
  }
}

/// `Specs/ProfileEditor.form.yaml` on screen: the confirmation appears once a new password is
/// typed. Presented as a sheet, it is its presentation controller's delegate, as Apple's
/// "Disabling the pull-down gesture for a sheet" has it: a refused swipe down asks Discard
/// Changes or Keep Editing, as Cancel does.
@MainActor
final class ProfileEditorScreen: FormScreen, ProfileEditorFormViews,
  UIAdaptivePresentationControllerDelegate
{
  var rootView: UIView { view }
  let profilePage = UIScrollView()
  let photoActions = UIScrollView()
  let displayName = UITextField()
  let username = UITextField()
  let website = UITextField()
  let bio = UITextView()
  let currentPassword = UITextField()
  let newPassword = UITextField()
  let confirmNewPassword = UITextField()

  lazy var keyboard = ProfileEditorFormKeyboardController(form: ProfileEditorForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    photoActions.frame = CGRect(x: 0, y: 0, width: 358, height: 96)
    // Remove Photo sits in the photo actions (the generated UI tests check that it shows only
    // while editing); Choose Photo and the note stay out of the layout.
    removePhoto.setTitle("Remove Photo", for: .normal)
    removePhoto.frame = CGRect(x: 16, y: 26, width: 200, height: 44)
    photoActions.addSubview(removePhoto)
    bio.font = UIFont.systemFont(ofSize: 17)
    let about = stack(
      row("displayName", "Name", displayName) + row("username", "Username", username)
        + row("website", "Website", website) + row("bio", "Bio", bio, height: 56))
    let change = stack(
      row("currentPassword", "Current password", currentPassword)
        + row("newPassword", "New password", newPassword)
        + row("confirmNewPassword", "Confirm new password", confirmNewPassword))
    install(stack([photoActions, about, change], spacing: 24), in: profilePage)
    stacks.insert(stacks.removeLast(), at: 0)
    if photoButtonUsesConfiguration {
      var configuration = UIButton.Configuration.plain()
      configuration.title = "Choose Photo"
      choosePhoto.configuration = configuration
    } else {
      choosePhoto.setTitle("Choose Photo", for: .normal)
    }
    saveNote.text = "Your changes show on your public profile once you save."
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    presentationController?.delegate = self
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    keyboard.askToDiscard()
  }

  func formViewsHidden(with field: ProfileEditorForm.Field) -> [UIView] {
    titleLabels[field.rawValue].map { [$0] } ?? []
  }

  /// The password section's header and footer, which change with `isNew` (kept out of the
  /// layout, so the other tests' geometry is the spec's inputs' alone).
  let changePasswordHeader = UILabel()
  let changePasswordFooter = UILabel()
  /// The Choose Photo button and the note under the form, whose texts change with `isNew` (also
  /// kept out of the layout): the generated views protocol asks for them, and FormRuntime's
  /// `formShowNodeText(_:for:)` shows their texts.
  let choosePhoto = UIButton(type: .system)
  let saveNote = UILabel()
  /// Remove Photo, shown only while editing a profile (`visibleWhen: {flag: isNew, equals:
  /// false}`), in the photo actions.
  let removePhoto = UIButton(type: .system)
  /// Every text the keyboard controller handed over, in order.
  var shownTexts: [String] = []

  /// Gives Choose Photo a configuration with its title (as an iOS 15 screen does) instead of a
  /// title for `.normal`; set before the view loads.
  var photoButtonUsesConfiguration = false

  func formShowText(_ text: String, for staticText: FormStaticText) {
    shownTexts.append(text)
    switch (staticText.kind, staticText.id) {
    case (.sectionHeader, "changePassword"): changePasswordHeader.text = text
    case (.sectionFooter, "changePassword"): changePasswordFooter.text = text
    default: formShowNodeText(text, for: staticText)
    }
  }
}

/// `Specs/Feedback.form.yaml` on screen: a star rating that is no responder, a topic picker, a
/// growing text view. The spec leaves the keyboard to the sheet's host (`keyboard.avoidance:
/// none`: "The sheet's host view controller already moves it above the keyboard"); shown here
/// without a host, the screen does the host's part itself: its page's bottom follows the root
/// view's keyboard layout guide (``hostMovesAboveKeyboard``), so the page ends where the keyboard
/// begins, as a sheet the host moved up does; and, as FormRuntime scrolls nothing with `none`,
/// the screen scrolls the input being edited into the page's view when the keyboard or focus
/// changes or the input grows (``keepFocusedInputInView()``).
@MainActor
final class FeedbackScreen: FormScreen, FeedbackFormViews {
  var rootView: UIView { view }
  let feedbackPage = UIScrollView()
  let rating = RatingControl()
  let topic = PickerInput()
  let orderNumber = UITextField()
  let subject = UITextField()
  let details = UITextView()
  let contactEmail = UITextField()
  /// Inputs the keyboard controller could not focus.
  var focusFailures: [FeedbackForm.Field] = []
  /// Whether the page's bottom follows the keyboard layout guide, as the sheet's host moves the
  /// sheet above the keyboard (`false`: the page keeps the whole screen, as without a host).
  var hostMovesAboveKeyboard = true

  lazy var keyboard = FeedbackFormKeyboardController(form: FeedbackForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    details.font = UIFont.systemFont(ofSize: 17)
    install(
      stack(
        row("rating", nil, rating) + row("topic", "Topic", topic)
          + row("orderNumber", "Order number", orderNumber) + row("subject", "Subject", subject)
          + row("details", "Details", details, height: 80)
          + row("contactEmail", "Email", contactEmail)),
      in: feedbackPage)
    if hostMovesAboveKeyboard {
      // The host's part: what is under the keyboard is no longer the sheet's.
      pageBottom?.isActive = false
      let bottom = feedbackPage.bottomAnchor.constraint(
        equalTo: view.keyboardLayoutGuide.topAnchor)
      bottom.identifier = "host.aboveKeyboard"
      bottom.isActive = true
      pageBottom = bottom
    }
    layoutExtras = { [unowned self] in keepFocusedInputInView() }
    topic.accessory = keyboard.accessoryToolbar(for: .topic)
    topic.onBegin = { [weak self] in self?.keyboard.inputDidBeginEditing(.topic) }
    topic.onEnd = { [weak self] in self?.keyboard.inputDidEndEditing(.topic) }
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
    keyboard.onFocusFailure = { [weak self] in self?.focusFailures.append($0) }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  /// The input last scrolled into view, with the page's height and its own then.
  private var revealed: (input: ObjectIdentifier, page: CGFloat, height: CGFloat)?

  /// Scrolls the text input being edited into the page's view once for each focus, page height
  /// (the keyboard came, went or moved) and input height (a growing text view), so that a drag
  /// of the page in between is not undone.
  func keepFocusedInputInView() {
    guard hostMovesAboveKeyboard else { return }
    let inputs: [UIView] = [orderNumber, subject, details, contactEmail]
    guard let focused = inputs.first(where: \.isFirstResponder) else {
      revealed = nil
      return
    }
    let now = (ObjectIdentifier(focused), feedbackPage.bounds.height, focused.frame.height)
    if let revealed, revealed == now { return }
    revealed = now
    feedbackPage.scrollRectToVisible(
      focused.convert(focused.bounds, to: feedbackPage), animated: false)
  }

  func formShowError(_ message: String?, for field: FeedbackForm.Field) {
    errorMessages[field.rawValue] = message
  }
}

/// `Specs/ChatComposer.form.yaml` on screen: a transcript above a composer bar (the message and
/// its Send button) in a stack whose bottom follows the keyboard layout guide. The transcript
/// gives way: its hugging and compression resistance are below the bar's, so the stack (`.fill`)
/// stretches and shrinks it, as a chat screen lets its transcript take what the bar and the
/// keyboard leave.
@MainActor
final class ChatComposerScreen: FormScreen, ChatComposerFormViews {
  var rootView: UIView { view }
  let transcript = UIScrollView()
  let chatScreen = UIStackView()
  /// The spec's `composerBar`: the message and Send, side by side, bottom-aligned.
  let composerBar = UIStackView()
  let message = UITextView()
  /// The spec's submit button (`button: sendMessage`), beside the message.
  let sendMessage = UIButton(type: .system)
  /// The messages sent.
  var sent: [String] = []

  lazy var keyboard = ChatComposerFormKeyboardController(form: ChatComposerForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    message.font = UIFont.systemFont(ofSize: 17)
    chatScreen.axis = .vertical
    chatScreen.frame = view.bounds
    transcript.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
    transcript.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
    transcript.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
    message.frame = CGRect(x: 0, y: 0, width: 322, height: 44)
    sendMessage.frame = CGRect(x: 0, y: 0, width: 60, height: 44)
    sendMessage.setTitle("Send", for: .normal)
    // The screen's own submit button takes the spec's id of the button (docs/UITests.md).
    sendMessage.accessibilityIdentifier = "sendMessage"
    sendMessage.setContentHuggingPriority(.required, for: .horizontal)
    sendMessage.addAction(
      UIAction { [weak self] _ in self?.keyboard.submit() }, for: .primaryActionTriggered)
    composerBar.axis = .horizontal
    composerBar.spacing = 8
    composerBar.alignment = .bottom
    composerBar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    composerBar.addArrangedSubview(message)
    composerBar.addArrangedSubview(sendMessage)
    chatScreen.addArrangedSubview(transcript)
    // The message's own message (it is required) shows above the bar, hidden while it has none
    // (`formErrorView(for:)`).
    for label in errorRow("message") { chatScreen.addArrangedSubview(label) }
    chatScreen.addArrangedSubview(composerBar)
    view.addSubview(chatScreen)
    // Auto Layout's part on a device: the stack spans the root view's width (its bottom is the
    // keyboard layout guide's pin), and the bar is as high as the message, which FormRuntime's
    // height constraint grows.
    layoutExtras = { [unowned self] in
      chatScreen.frame = CGRect(
        x: 0, y: 0, width: view.bounds.width, height: chatScreen.frame.height)
      composerBar.frame.size.height = max(message.frame.height, sendMessage.frame.height)
    }
    keyboard.onSubmit = { [weak self] in
      guard let self else { return }
      sent.append(keyboard.form.message)
      // The app clears the composer through the view model, and the keyboard stays up.
      keyboard.form.message = ""
    }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: ChatComposerForm.Field) {
    showError(message, for: field.rawValue)
  }

  func formErrorView(for field: ChatComposerForm.Field) -> UIView? { errorLabels[field.rawValue] }
}

/// `Specs/Settings.form.yaml` on screen: a table whose cells hold the inputs, so an input in a
/// row scrolled off screen is in no window until the row comes back.
@MainActor
final class SettingsScreen: FormScreen, SettingsFormViews, UITableViewDataSource {
  var rootView: UIView { view }
  let settingsTable = UITableView(frame: .zero, style: .insetGrouped)
  let displayName = UITextField()
  let website = UITextField()
  let dailySteps = UITextField()
  let appPasscode = UITextField()
  let quietHoursStart = PickerInput()
  let quietHoursEnd = PickerInput()
  /// Rows tall enough that the security section starts below the first screenful.
  static let rowHeight: CGFloat = 300

  lazy var keyboard = SettingsFormKeyboardController(form: SettingsForm(), views: self)

  /// The inputs by section and row, as the spec lays them out.
  private var rows: [[UIView]] {
    [[displayName, website], [quietHoursStart, quietHoursEnd], [dailySteps], [appPasscode], []]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    settingsTable.frame = view.bounds
    settingsTable.rowHeight = Self.rowHeight
    settingsTable.dataSource = self
    view.addSubview(settingsTable)
    for (picker, field) in [
      (quietHoursStart, SettingsForm.Field.quietHoursStart), (quietHoursEnd, .quietHoursEnd),
    ] {
      picker.accessory = keyboard.accessoryToolbar(for: field)
      picker.onBegin = { [weak self] in self?.keyboard.inputDidBeginEditing(field) }
      picker.onEnd = { [weak self] in self?.keyboard.inputDidEndEditing(field) }
    }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  override func viewDidLayoutSubviews() {
    settingsTable.frame = view.bounds
    super.viewDidLayoutSubviews()
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 4 ? 1 : rows[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    guard indexPath.section < 4 else { return cell }
    let input = rows[indexPath.section][indexPath.row]
    input.frame = CGRect(x: 16, y: 0, width: 358, height: 44)
    cell.contentView.addSubview(input)
    return cell
  }
}

/// `Specs/MailSettings.form.yaml` on screen as docs/Runtime.md builds a table screen without
/// `UITableViewController`: a view controller with a table whose data source answers from the
/// keyboard controller's `tableRows(_:)` and which applies each `FormTableUpdate` in one batch.
@MainActor
final class MailSettingsScreen: FormScreen, MailSettingsFormViews, UITableViewDataSource {
  var rootView: UIView { view }
  let mailTable = UITableView(frame: .zero, style: .insetGrouped)
  let fullName = UITextField()
  let replyTo = UITextField()
  let forwardTo = UITextField()
  let forwardNote = UITextField()
  let archiveFolder = UITextField()
  /// Whether the screen applies the rows shown and hidden (`false`: it ignores them, so the table
  /// lists stale rows).
  var appliesTableUpdates = true
  /// The row height (tall rows put later sections off screen).
  var rowHeight: CGFloat = 44
  /// The updates handed over.
  var updates: [FormTableUpdate] = []

  lazy var keyboard = MailSettingsFormKeyboardController(form: MailSettingsForm(), views: self)

  private var rows: FormTableRows? { keyboard.tableRows("mailTable") }

  override func viewDidLoad() {
    super.viewDidLoad()
    mailTable.frame = view.bounds
    mailTable.rowHeight = rowHeight
    mailTable.dataSource = self
    view.addSubview(mailTable)
    keyboard.onTableUpdate = { [weak self] update in
      guard let self else { return }
      updates.append(update)
      if appliesTableUpdates { update.apply(to: mailTable) }
    }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  override func viewDidLayoutSubviews() {
    mailTable.frame = view.bounds
    mailTable.rowHeight = rowHeight
    super.viewDidLayoutSubviews()
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows?.numberOfSections ?? 0 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows?.numberOfRows(inSection: section) ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    guard let row = rows?.row(at: indexPath),
      let field = row.inputs.first.flatMap(MailSettingsForm.Field.init(rawValue:))
    else { return cell }
    let input = formView(for: field)
    input.frame = CGRect(x: 16, y: 0, width: 358, height: 44)
    cell.contentView.addSubview(input)
    return cell
  }
}

/// `Specs/Settings.form.yaml` in a `UITableViewController`, which moves its table for the keyboard
/// by itself; its rows come from the keyboard controller's `tableRows(_:)`.
@MainActor
final class SettingsTableController: UITableViewController, SettingsFormViews {
  var rootView: UIView { view }
  var settingsTable: UITableView { tableView }
  let displayName = UITextField()
  let website = UITextField()
  let dailySteps = UITextField()
  let appPasscode = UITextField()
  let quietHoursStart = PickerInput()
  let quietHoursEnd = PickerInput()

  lazy var keyboard = SettingsFormKeyboardController(form: SettingsForm(), views: self)

  override func viewWillAppear(_ animated: Bool) {
    keyboard.start()
    super.viewWillAppear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    keyboard.stop()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    keyboard.layoutDidChange()
  }

  /// Shows the controller full screen on an iPhone 16 with its safe area.
  func present() -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = self
    window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    keyboard.tableRows("settingsTable")?.numberOfSections ?? 0
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    keyboard.tableRows("settingsTable")?.numberOfRows(inSection: section) ?? 0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    guard let row = keyboard.tableRows("settingsTable")?.row(at: indexPath),
      let field = row.inputs.first.flatMap(SettingsForm.Field.init(rawValue:))
    else { return cell }
    let input = formView(for: field)
    input.frame = CGRect(x: 16, y: 0, width: 358, height: 44)
    cell.contentView.addSubview(input)
    return cell
  }
}
