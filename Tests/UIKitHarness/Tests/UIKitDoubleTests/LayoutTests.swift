import Foundation
import Testing
import UIKit

@MainActor
@Suite("Layout: stack views, constraints, scroll views", .serialized)
struct LayoutTests {
  @Test("a vertical stack places visible arranged subviews one after another, skipping hidden ones")
  func stack() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    stack.axis = .vertical
    stack.spacing = 8
    let views = (0..<3).map {
      UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40 + CGFloat($0) * 10))
    }
    for view in views { stack.addArrangedSubview(view) }
    #expect(stack.arrangedSubviews == views)
    #expect(stack.subviews == views)
    #expect(views.map(\.frame.minY) == [0, 48, 106])
    #expect(views.allSatisfy { $0.frame.width == 300 }, ".fill alignment stretches across")
    views[1].isHidden = true
    #expect(views[2].frame.minY == 48, "relaid out at once when hidden")
    views[1].isHidden = false
    #expect(views[2].frame.minY == 106)
    stack.setCustomSpacing(20, after: views[0])
    #expect(views[1].frame.minY == 60)
  }

  @Test(
    "a .fill stack stretches the view of lowest hugging priority and shrinks the one of lowest compression resistance; equal priorities keep the sizes"
  )
  func fillDistribution() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    // A chat screen: a transcript above a composer, the stack's bottom on the keyboard.
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    stack.axis = .vertical
    let transcript = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    let composer = UITextView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(transcript.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(transcript.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    stack.addArrangedSubview(transcript)
    stack.addArrangedSubview(composer)
    #expect(transcript.frame.height == 700, "equal priorities: the sizes are kept")
    transcript.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
    transcript.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
    stack.layoutIfNeeded()
    #expect(transcript.frame.height == 756, "stretched to fill the stack")
    #expect(composer.frame == CGRect(x: 0, y: 756, width: 390, height: 44))
    stack.frame.size.height = 400
    #expect(transcript.frame.height == 356, "shrunk to fit")
    #expect(composer.frame.maxY == 400)
    composer.frame.size.height = 80
    stack.layoutIfNeeded()
    #expect(transcript.frame.height == 320, "a taller composer takes it from the transcript")
    #expect(composer.frame.maxY == 400)
    stack.frame.size.height = 50
    #expect(transcript.frame.height == 0, "never below zero")
    stack.distribution = .equalSpacing
    stack.frame.size.height = 600
    #expect(transcript.frame.height == 0, "other distributions are recorded only")
  }

  @Test("arranged subviews: insert, remove (stays a subview), removeFromSuperview (forgotten)")
  func arrangedBookkeeping() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
    let inserted = UIView()
    stack.insertArrangedSubview(inserted, at: 1)
    #expect(stack.arrangedSubviews[1] === inserted)
    stack.removeArrangedSubview(inserted)
    #expect(!stack.arrangedSubviews.contains { $0 === inserted })
    #expect(inserted.superview === stack)
    let last = stack.arrangedSubviews[1]
    last.removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
    #expect(stack.axis == .horizontal)
  }

  @Test("a horizontal stack with center alignment uses intrinsic sizes of empty views")
  func horizontalIntrinsic() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    stack.alignment = .center
    let label = UILabel()
    label.text = "Hello"
    stack.addArrangedSubview(label)
    let size = label.intrinsicContentSize
    #expect(size.width == 42.5)
    #expect(abs(size.height - 20.287) < 0.01)
    #expect(label.frame.width == size.width)
    #expect(abs(label.frame.midY - 50) < 0.001)
  }

  @Test("activating installs on the closest common ancestor; no common ancestor raises")
  func install() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = UIView()
    let b = UIView()
    let inner = UIView()
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(inner)
    let constraint = inner.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
    #expect(!constraint.isActive, "anchors return inactive constraints")
    constraint.isActive = true
    #expect(root.constraints.contains { $0 === constraint })
    let height = inner.heightAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([height])
    #expect(inner.constraints.contains { $0 === height })
    NSLayoutConstraint.deactivate([height])
    #expect(!height.isActive)
    let stranger = UIView()
    let illegal = stranger.topAnchor.constraint(equalTo: a.topAnchor)
    illegal.isActive = true
    #expect(!illegal.isActive)
    #expect(UIKitDouble.raisedExceptions.count == 1)
    a.removeFromSuperview()
    #expect(!constraint.isActive, "refers to a view in the removed subtree")
  }

  @Test("layoutIfNeeded applies height constants by priority, keeping the origin")
  func applyHeights() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 10))
    root.addSubview(view)
    let high = view.heightAnchor.constraint(equalToConstant: 80)
    high.priority = UILayoutPriority(999)
    high.isActive = true
    let low = view.heightAnchor.constraint(equalToConstant: 40)
    low.priority = .defaultLow
    low.isActive = true
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 80))
    high.constant = 120
    root.layoutIfNeeded()
    #expect(view.frame.height == 120)
    high.priority = .required
    #expect(high.priority.rawValue == 999, "required ↔ optional on an installed constraint raises")
    #expect(UIKitDouble.raisedExceptions.count == 1)
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
  }

  @Test("adjustedContentInset adds the safe area per behavior")
  func adjustedInsets() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let scroll = screen.add(UIScrollView(), frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    scroll.contentSize = CGSize(width: 390, height: 500)
    #expect(scroll.safeAreaInsets == Screen.safeArea)
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    #expect(scroll.adjustedContentInset.bottom == 10, "automatic: short content does not scroll")
    scroll.contentSize = CGSize(width: 390, height: 2000)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 44, right: 0))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset.bottom == 10)
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.contentSize = .zero
    #expect(scroll.adjustedContentInset.top == 47)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scroll.adjustedContentInset.top == 0)
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset.top == 47)
  }

  @Test("scrollRectToVisible moves the least, inside the adjusted insets, and records it")
  func scrollRect() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    scroll.contentSize = CGSize(width: 390, height: 2000)
    scroll.contentInset.bottom = 100
    scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: true)
    #expect(scroll.contentOffset.y == 250)
    #expect(
      scroll.lastSimulatedScroll
        == .init(kind: .scrollRectToVisible, contentOffset: scroll.contentOffset, animated: true))
    let count = scroll.simulatedScrolls.count
    scroll.scrollRectToVisible(CGRect(x: 0, y: 260, width: 10, height: 50), animated: true)
    #expect(scroll.simulatedScrolls.count == count, "visible already: nothing")
    scroll.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
    #expect(scroll.contentOffset.y == 5000, "setContentOffset does not clamp")
    #expect(scroll.bounds.origin.y == 5000)
  }

  @Test("dragging dismisses the keyboard per keyboardDismissMode")
  func dragDismiss() {
    UIKitDouble.reset()
    defer { UIKitDouble.reset() }
    let screen = Screen()
    let scroll = screen.add(UIScrollView(), frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentSize = CGSize(width: 390, height: 2000)
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    scroll.addSubview(field)
    field.becomeFirstResponder()
    scroll.simulateDrag(by: CGPoint(x: 0, y: -100))
    #expect(field.isFirstResponder, ".none keeps the keyboard")
    #expect(scroll.contentOffset.y == 100)
    scroll.keyboardDismissMode = .interactive
    scroll.simulateDrag(by: CGPoint(x: 0, y: 50))
    #expect(field.isFirstResponder, "released above the keyboard")
    scroll.simulateDrag(by: CGPoint(x: 0, y: 20), releasedAt: CGPoint(x: 100, y: 700))
    #expect(!field.isFirstResponder, "pulled into the keyboard")
    field.becomeFirstResponder()
    scroll.keyboardDismissMode = .onDrag
    scroll.isScrollEnabled = false
    let offset = scroll.contentOffset
    scroll.simulateDrag(by: CGPoint(x: 0, y: -10))
    #expect(!field.isFirstResponder)
    #expect(scroll.contentOffset == offset, "scrolling disabled")
  }
}
