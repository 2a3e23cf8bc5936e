/// `UISegmentedControl`: a horizontal control that consists of multiple segments, each segment
/// functioning as a discrete button.
///
/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol (iOS 2.0+)
///
/// The double models what a form needs: titled segments inserted and removed, the selected
/// segment set from code without an action message, and a user's tap on a segment
/// (`simulateSelect(_:)`), which selects it and sends `.valueChanged`.
@MainActor
open class UISegmentedControl: UIControl {
  /// The index of no segment: nothing is selected.
  ///
  /// Apple: "A segment index value indicating that there is no selected segment."
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment (iOS 2.0+)
  public static let noSegment: Int = -1

  private var titles: [String?] = []

  /// The index of the selected segment.
  ///
  /// Apple: "The default value is noSegment (no segment selected) until the user touches a
  /// segment. Set this property to -1 to turn off the current selection."
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
  /// (iOS 2.0+)
  open var selectedSegmentIndex: Int = UISegmentedControl.noSegment

  /// The number of segments.
  ///
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments
  /// (iOS 2.0+)
  open var numberOfSegments: Int { titles.count }

  /// Creates a segmented control with a frame.
  ///
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(frame:) (iOS 2.0+)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a segmented control from an archive (the double reads no archives).
  ///
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(coder:) (iOS 2.0+)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Inserts a segment with a title at an index.
  ///
  /// Apple: "segment: An index number identifying a segment in the control. It must be a number
  /// between 0 and the number of segments (numberOfSegments); values exceeding this upper range
  /// are pinned to it."
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
  /// (iOS 2.0+)
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title, at: min(max(segment, 0), titles.count))
  }

  /// Removes every segment.
  ///
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()
  /// (iOS 2.0+)
  open func removeAllSegments() {
    titles.removeAll()
    selectedSegmentIndex = UISegmentedControl.noSegment
  }

  /// The title of a segment.
  ///
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)
  /// (iOS 2.0+)
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// The user taps a segment (not Apple API): an enabled, visible control selects it and sends
  /// `.valueChanged`. Returns whether the selection changed.
  ///
  /// Apple: "When the user touches a segment to change the selection, the control event
  /// valueChanged is generated"
  /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol), and "If the enabled
  /// state is false, the control ignores touch events" (UIControl.isEnabled).
  @discardableResult
  public func simulateSelect(_ segment: Int) -> Bool {
    guard isEnabled, !isHidden, titles.indices.contains(segment),
      segment != selectedSegmentIndex
    else { return false }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
    return true
  }
}
