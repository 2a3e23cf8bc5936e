#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// The input accessory toolbar above a form's keyboard: Previous and Next (chevrons), flexible
  /// space, Done, and the focused input's title in the middle.
  ///
  /// VoiceOver: Previous and Next are labelled without their trait ("Previous", read "Previous,
  /// button"); the title is a label in a custom-view item with the static-text and header traits,
  /// so it is read as text, not as a dimmed button (a disabled titled `UIBarButtonItem`).
  ///
  /// Buttons run closures (`UIAction` on iOS 14 and later; a target-action trampoline on iOS 13).
  /// `update(_:)` applies a `FormToolbarState` as focus moves.
  @available(iOS 13.0, *)
  @MainActor
  public final class FormAccessoryToolbar: UIToolbar {
    /// A toolbar item, spelt as formc's `toolbar.items`.
    public typealias Item = FormToolbarItem

    /// The accessibility labels of the image-only buttons.
    public typealias Labels = FormToolbarLabels

    /// The items, left to right, as requested.
    public let kinds: [Item]
    /// The Previous button, if the toolbar has one.
    public private(set) var previousButton: UIBarButtonItem?
    /// The Next button, if the toolbar has one.
    public private(set) var nextButton: UIBarButtonItem?
    /// The Done button, if the toolbar has one.
    public private(set) var doneButton: UIBarButtonItem?
    /// The form's submit button, if the toolbar has one (the ``FormToolbarItem/submit`` item of a
    /// submit placed `keyboardToolbar`): titled and identified as `submit` says, prominent.
    public private(set) var submitButton: UIBarButtonItem?
    /// The title in the middle, if the toolbar shows one (at its first flexible space): an item
    /// whose custom view is ``titleLabel``.
    public private(set) var titleItem: UIBarButtonItem?
    /// The label showing the title, if the toolbar shows one.
    public private(set) var titleLabel: UILabel?

    #if canImport(ObjectiveC)
      private var trampolines: [FormActionTrampoline] = []
    #endif

    /// Creates a toolbar.
    ///
    /// - Parameters:
    ///   - items: The items, left to right.
    ///   - showsTitle: Whether to show a title at the first flexible space (flanked by flexible
    ///     space on both sides). Without a flexible space no title is shown.
    ///   - labels: The accessibility labels of Previous and Next (by default FormRuntime's, in the
    ///     language the app runs in).
    ///   - onPrevious: Runs when Previous is tapped.
    ///   - onNext: Runs when Next is tapped.
    ///   - onDone: Runs when Done is tapped.
    ///   - submit: The title and identifier of the ``FormToolbarItem/submit`` item; without it
    ///     that item is left out.
    ///   - onSubmit: Runs when the submit button is tapped.
    public init(
      items: [Item], showsTitle: Bool = true, labels: Labels = Labels(),
      onPrevious: @escaping @MainActor () -> Void, onNext: @escaping @MainActor () -> Void,
      onDone: @escaping @MainActor () -> Void, submit: FormActionSchema? = nil,
      onSubmit: @escaping @MainActor () -> Void = {}
    ) {
      kinds = items
      // The system's height for the bar, which `sizeToFit()` below takes and `layoutSubviews()`
      // follows as the size classes change (44 points, 32 at compact height, see
      // `intrinsicContentSize`).
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      var barItems: [UIBarButtonItem] = []
      var placedTitle = false
      for kind in items {
        switch kind {
        case .previous:
          let button = makeButton(
            systemImage: "chevron.up", label: labels.previous, handler: onPrevious)
          button.accessibilityIdentifier = FormAccessibilityIdentifier.previous
          previousButton = button
          barItems.append(button)
        case .next:
          let button = makeButton(
            systemImage: "chevron.down", label: labels.next, handler: onNext)
          button.accessibilityIdentifier = FormAccessibilityIdentifier.next
          nextButton = button
          barItems.append(button)
        case .flexibleSpace:
          barItems.append(Self.flexibleSpace())
          if showsTitle && !placedTitle {
            placedTitle = true
            let label = Self.makeTitleLabel()
            titleLabel = label
            let title = UIBarButtonItem(customView: label)
            titleItem = title
            barItems.append(title)
            barItems.append(Self.flexibleSpace())
          }
        case .done:
          let button = makeDoneButton(handler: onDone)
          button.accessibilityIdentifier = FormAccessibilityIdentifier.done
          doneButton = button
          barItems.append(button)
        case .submit:
          guard let submit else { continue }
          let button = makeSubmitButton(submit, handler: onSubmit)
          submitButton = button
          barItems.append(button)
        }
      }
      setItems(barItems, animated: false)
      sizeToFit()
      lastSystemHeight = bounds.height
      // The title stops growing at the largest standard text size; a long press shows it in the
      // large content viewer, which needs the interaction on the item or an ancestor.
      addInteraction(UILargeContentViewerInteraction())
    }

    /// Creates a toolbar from item names (`previous`, `next`, `flexibleSpace`, `done`); unknown
    /// names are skipped.
    public convenience init(
      itemNames: [String], showsTitle: Bool = true, labels: Labels = Labels(),
      onPrevious: @escaping @MainActor () -> Void, onNext: @escaping @MainActor () -> Void,
      onDone: @escaping @MainActor () -> Void
    ) {
      self.init(
        items: itemNames.compactMap(Item.init(rawValue:)), showsTitle: showsTitle, labels: labels,
        onPrevious: onPrevious, onNext: onNext, onDone: onDone)
    }

    /// Not supported: the toolbar is built in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Enables Previous and Next and sets the title for the focused input.
    public func update(_ state: FormToolbarState) {
      previousButton?.isEnabled = state.previousEnabled
      nextButton?.isEnabled = state.nextEnabled
      if let titleLabel {
        titleLabel.text = state.title
        titleLabel.largeContentTitle = state.title
        // An empty label is not an element VoiceOver stops on.
        titleLabel.isAccessibilityElement = !(state.title ?? "").isEmpty
        fitTitle()
      }
    }

    /// Fits the title again to the toolbar's width (rotation, a resized window), and follows the
    /// system's height for the bar when the size classes changed (see ``intrinsicContentSize``).
    public override func layoutSubviews() {
      super.layoutSubviews()
      let height = systemHeight
      if abs(height - lastSystemHeight) > 0.5 {
        lastSystemHeight = height
        invalidateIntrinsicContentSize()
        if abs(bounds.height - height) > 0.5 { frame.size.height = height }
      }
      fitTitle()
    }

    /// The height UIKit gives a toolbar here: 44 points, and shorter at compact height (a
    /// "compact-height toolbar", Apple's UIToolbar.compactAppearance:
    /// https://developer.apple.com/documentation/uikit/uitoolbar/compactappearance; 32 points on
    /// an iPhone in landscape, as measured for formc's device catalog).
    private var systemHeight: CGFloat {
      super.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
    }
    private var lastSystemHeight: CGFloat = 44

    /// The bar's height as UIKit sizes toolbars for the current size classes, so the keyboard,
    /// which lays out its accessory view with Auto Layout, shows the bar as tall as the system's
    /// own bars: 44 points, 32 on an iPhone in landscape. The buttons keep their 44-point-wide hit
    /// targets (``titleWidthLimit`` reserves them); at 32 points high the bar is as tall as the
    /// navigation bar and toolbars UIKit itself shows at compact height, whose buttons are the
    /// same size, and the keyboard below it and the content above it leave no room for a taller
    /// target without covering either.
    public override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: systemHeight)
    }

    /// Sizes the title to its text, but never wider than the space the buttons leave, so a long
    /// title on a 320–375-point phone truncates (a label's default `lineBreakMode` is
    /// `byTruncatingTail`) instead of pushing Previous, Next or Done off the toolbar. A bar item's
    /// custom view keeps the size it is given.
    private func fitTitle() {
      guard let titleLabel else { return }
      let fitting = titleLabel.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: bounds.height))
      titleLabel.numberOfLines = 1
      titleLabel.frame.size = CGSize(
        width: min(fitting.width, titleWidthLimit), height: min(fitting.height, bounds.height))
    }

    /// The width the buttons leave for the title: the toolbar's width less, per button, a
    /// 44-point hit target (Apple's Human Interface Guidelines' minimum) and 8 points between
    /// items, and the 16-point margins on each side.
    public var titleWidthLimit: CGFloat {
      let buttons = CGFloat(
        [previousButton, nextButton, doneButton, submitButton].compactMap { $0 }.count)
      return max(0, bounds.width - buttons * (44 + 8) - 2 * 16)
    }

    // MARK: - Building

    /// The largest point size of the title: the footnote style at the largest standard text size
    /// (Apple, Human Interface Guidelines, Typography: footnote is 13 points at Large and 19 at
    /// xxxLarge). At the accessibility sizes it would outgrow the 44-point bar, which keeps its
    /// height above the keyboard as standard bars do; the large content viewer shows the title
    /// instead (Apple, UILargeContentViewerInteraction: for "items [that] must remain small due to
    /// unavoidable design constraints").
    public static let maximumTitlePointSize: CGFloat = 19

    /// The title: text VoiceOver reads as a heading (Apple: `header` is for "a header that divides
    /// content into sections, like the title of a navigation bar"; `staticText` for "static text
    /// that cannot change"), not a button. It follows Dynamic Type up to
    /// ``maximumTitlePointSize``.
    private static func makeTitleLabel() -> UILabel {
      let label = UILabel()
      label.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(
        for: .systemFont(ofSize: 13), maximumPointSize: maximumTitlePointSize)
      label.adjustsFontForContentSizeCategory = true
      label.showsLargeContentViewer = true
      label.textColor = .secondaryLabel
      label.textAlignment = .center
      label.accessibilityTraits = [.staticText, .header]
      label.isAccessibilityElement = false
      return label
    }

    private static func flexibleSpace() -> UIBarButtonItem {
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    private func makeButton(
      systemImage: String, label: String, handler: @escaping @MainActor () -> Void
    ) -> UIBarButtonItem {
      let image = UIImage(systemName: systemImage)
      let button: UIBarButtonItem
      if #available(iOS 14.0, *) {
        let action = UIAction(image: image) { _ in handler() }
        button = UIBarButtonItem(title: nil, image: image, primaryAction: action, menu: nil)
      } else {
        button = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        connect(button, to: handler)
      }
      button.accessibilityLabel = label
      return button
    }

    private func makeDoneButton(handler: @escaping @MainActor () -> Void) -> UIBarButtonItem {
      if #available(iOS 14.0, *) {
        return UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in handler() })
      }
      let button = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
      connect(button, to: handler)
      return button
    }

    /// The submit: the spec's title, prominent as a finishing button is (`.prominent` from iOS 26,
    /// `.done` before, https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/prominent).
    private func makeSubmitButton(
      _ submit: FormActionSchema, handler: @escaping @MainActor () -> Void
    ) -> UIBarButtonItem {
      let button: UIBarButtonItem
      if #available(iOS 14.0, *) {
        button = UIBarButtonItem(
          title: submit.title, image: nil, primaryAction: UIAction { _ in handler() }, menu: nil)
      } else {
        button = UIBarButtonItem(title: submit.title, style: .plain, target: nil, action: nil)
        connect(button, to: handler)
      }
      if #available(iOS 26.0, *) {
        button.style = .prominent
      } else {
        button.style = .done
      }
      button.title = submit.title
      button.accessibilityIdentifier = submit.identifier
      return button
    }

    /// Target-action for iOS 13, which has no `primaryAction`. Linux (the UIKit double) has no
    /// Objective-C runtime, so there the button stays unconnected; that path never runs there.
    private func connect(_ button: UIBarButtonItem, to handler: @escaping @MainActor () -> Void) {
      #if canImport(ObjectiveC)
        let trampoline = FormActionTrampoline(handler)
        trampolines.append(trampoline)
        button.target = trampoline
        button.action = #selector(FormActionTrampoline.invoke)
      #endif
    }
  }

#endif
