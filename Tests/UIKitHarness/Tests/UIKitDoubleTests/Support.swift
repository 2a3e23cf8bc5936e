import Foundation
import Testing
import UIKit

/// A visible window on an iPhone-sized screen with a root view controller and the safe area of a
/// phone with a notch and a home indicator.
@MainActor
struct Screen {
  static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  let window: UIWindow
  let controller: UIViewController
  var root: UIView { controller.view }

  init(safeArea: UIEdgeInsets = Screen.safeArea) {
    window = UIWindow(frame: UIScreen.main.bounds)
    controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.simulateSafeAreaInsets(safeArea)
  }

  /// Adds a view to the root view.
  @discardableResult
  func add<View: UIView>(_ view: View, frame: CGRect) -> View {
    view.frame = frame
    root.addSubview(view)
    return view
  }
}

/// The keyboard notifications observed (with `queue: nil`, as UIKit posts on the main thread).
@MainActor
final class KeyboardObserver {
  struct Event: Equatable {
    var name: String
    var begin: CGRect
    var end: CGRect
    var duration: Double?
    var curve: Int?
    var isLocal: Bool?
    var objectIsScreen: Bool
  }

  private(set) var events: [Event] = []
  private var tokens: [any NSObjectProtocol] = []

  var names: [String] { events.map(\.name) }

  init() {
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
    ]
    for name in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          let info = notification.userInfo ?? [:]
          let event = Event(
            name: Self.short(notification.name),
            begin: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
              ?? .null,
            end: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null,
            duration: (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
              .doubleValue,
            curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
            isLocal: (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue,
            objectIsScreen: notification.object is UIScreen)
          MainActor.assumeIsolated { self?.events.append(event) }
        })
    }
  }

  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens = []
  }

  func clear() { events = [] }

  nonisolated static func short(_ name: NSNotification.Name) -> String {
    name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
      .replacingOccurrences(of: "Notification", with: "")
  }
}

/// A text field delegate that logs its callbacks (and a shared log other objects write to).
@MainActor
final class FieldDelegate: NSObject, UITextFieldDelegate {
  var log: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var allowsChange = true
  var returns = true
  var onReturn: (() -> Void)?
  var changes: [(NSRange, String)] = []

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("shouldChange(\(string))")
    changes.append((range, string))
    return allowsChange
  }
  func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("shouldReturn")
    onReturn?()
    return returns
  }
}

/// A text view delegate that logs its callbacks.
@MainActor
final class TextViewDelegate: NSObject, UITextViewDelegate {
  var log: [String] = []
  var allowsChange = true

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    log.append("shouldBegin")
    return true
  }
  func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    log.append("shouldEnd")
    return true
  }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    log.append("shouldChange(\(text == "\n" ? "⏎" : text))")
    return allowsChange
  }
  func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
  func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
}

extension UIControl {
  /// Logs the control's events into a closure-held array.
  func logEvents(_ events: [(UIControl.Event, String)], into log: @escaping (String) -> Void) {
    for (event, name) in events {
      addAction(UIAction { _ in log(name) }, for: event)
    }
  }
}
