import Foundation

/// `UITableViewController`: a view controller whose view is a table it is the data source and
/// delegate of, and which moves its table for the keyboard by itself.
///
/// Apple: "Subclass UITableViewController when your interface consists of a table view and little
/// or no other content." It "sets the data source and the delegate of the table view to self",
/// "automatically reloads the data for its table view on first appearance" and "automatically
/// resizes its table view to accommodate the appearance and disappearance of the onscreen
/// keyboard." (https://developer.apple.com/documentation/uikit/uitableviewcontroller) Model of the
/// last: while its table is in a window, each `keyboardWillChangeFrameNotification` adds to the
/// table's bottom content inset the change in the part of the table the keyboard's end frame
/// covers (the safe area the table already adds counted once), so its last adjustment is replaced
/// and other insets stay (UIKit's private `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`,
/// named in the call stack of openradar 5016,
/// https://github.com/lionheart/openradar-mirror/issues/5016); that is what IQKeyboardManager's
/// "disabled in UITableViewController" rule works around.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let styleDouble: UITableView.Style
  private var hasAppearedDouble = false
  private var lastKeyboardAdjustmentDouble: CGFloat = 0
  nonisolated(unsafe) private var keyboardObserverDouble: (any NSObjectProtocol)?

  /// Creates a table view controller whose table has a style.
  ///
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:) (iOS 2.0+)
  public init(style: UITableView.Style) {
    styleDouble = style
    super.init(nibName: nil, bundle: nil)
    keyboardObserverDouble = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] notification in
      let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
        .cgRectValue
      MainActor.assumeIsolated { self?.keyboardWillChangeFrameDouble(end) }
    }
  }

  /// Creates a plain table view controller (the double reads no archives).
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    styleDouble = .plain
    super.init(nibName: nil, bundle: nil)
  }

  deinit {
    if let keyboardObserverDouble {
      NotificationCenter.default.removeObserver(keyboardObserverDouble)
    }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The table: the controller's view.
  ///
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview (iOS 2.0+)
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Creates the table, the size of the main screen, with the controller as its data source and
  /// delegate.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() (iOS 2.0+)
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: styleDouble)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Reloads the table on first appearance.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) (iOS 2.0+)
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if !hasAppearedDouble {
      hasAppearedDouble = true
      tableView.reloadData()
    }
  }

  /// One section.
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  /// (iOS 2.0+)
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows (subclasses override it).
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  /// (iOS 2.0+)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// An empty cell (subclasses override it).
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  /// (iOS 2.0+)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  private func keyboardWillChangeFrameDouble(_ end: CGRect?) {
    guard let table = viewIfLoaded as? UITableView, let window = table.window, let end else {
      return
    }
    let frame = table.convert(table.bounds, to: window)
    let covered = max(0, frame.maxY - max(frame.minY, end.minY))
    let safe = table.adjustedContentInset.bottom - table.contentInset.bottom
    let adjustment = max(0, covered - safe)
    table.contentInset.bottom += adjustment - lastKeyboardAdjustmentDouble
    table.verticalScrollIndicatorInsets.bottom += adjustment - lastKeyboardAdjustmentDouble
    lastKeyboardAdjustmentDouble = adjustment
  }
}
