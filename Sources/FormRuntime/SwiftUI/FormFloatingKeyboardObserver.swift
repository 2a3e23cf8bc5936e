#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI
  import UIKit

  /// Follows the keyboard's frame for a SwiftUI screen, to learn of an undocked, split or
  /// floating iPad keyboard: SwiftUI's keyboard region of the safe area leaves such a keyboard
  /// out (as the keyboard layout guide does unless asked: "When the keyboard is off screen or
  /// undocked, the guide's topAnchor matches the bottomAnchor of safeAreaLayoutGuide",
  /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard;
  /// WWDC23, "Keep up with the keyboard": the default "uses bottom safe area when offscreen or
  /// undocked", https://developer.apple.com/videos/play/wwdc2023/10281/), so no layout keeps an
  /// input clear of it. UIKit posts `keyboardWillChangeFrameNotification` with the keyboard's
  /// end frame "in the screen's coordinate space"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey)
  /// for every keyboard, this one included.
  @MainActor
  final class FormFloatingKeyboardObserver {
    /// Called with each end frame (screen coordinates), on the main actor.
    var keyboardWillChangeFrame: ((CGRect) -> Void)?
    /// The keyboard's start frame (screen coordinates) in the notification being delivered to
    /// ``keyboardWillChangeFrame``, if it has one: "the starting frame of the keyboard in screen
    /// coordinates"
    /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframebeginuserinfokey).
    private(set) var beginFrame: CGRect?
    /// A UIKit view laid out in the bounds of the screen's content
    /// (``FormKeyboardFrameAnchor``), through which the screen-space keyboard frame is converted
    /// to the content's coordinates; `nil` until it is in the hierarchy.
    weak var anchor: UIView?
    private var observer: NSObjectProtocol?

    /// Starts following the keyboard (again after ``stop()``).
    func start() {
      guard observer == nil else { return }
      #if SWIFTUI_DOUBLE
        // Built for the SwiftUI double, each host is a device of its own and posts its keyboard
        // with its device as `object`; the tests running in parallel share the process's
        // notification center, so a screen follows its own host's keyboard only: the center
        // delivers only its device's (Apple, addObserver(forName:object:queue:using:): "Specify
        // a sender to deliver only notifications from this sender"). Before any host updated
        // there is no device to hear: nothing is observed (a later `start()` tries again).
        guard let device = SwiftUIDoubleSystem.device else { return }
        let sender: Any? = device
      #else
        // On a device, the one keyboard there is, whichever screen posts it (iOS 16.1 posts the
        // UIScreen, earlier systems nil).
        let sender: Any? = nil
      #endif
      // UIKit posts keyboard notifications on the main thread: with no queue the block runs
      // there, synchronously ("the block is run synchronously on the posting thread").
      observer = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: sender, queue: nil
      ) { [weak self] notification in
        let info = notification.userInfo ?? [:]
        guard let event = FormKeyboardEvent(userInfo: info) else { return }
        let begin = FormKeyboardEvent.value(FormKeyboardEvent.frameBeginKey, in: info)
          .flatMap(FormKeyboardEvent.rect(from:))
        MainActor.assumeIsolated {
          self?.beginFrame = begin
          self?.keyboardWillChangeFrame?(event.endFrame)
        }
      }
    }

    /// Stops following the keyboard.
    func stop() {
      if let observer { NotificationCenter.default.removeObserver(observer) }
      observer = nil
    }
  }

  /// How a SwiftUI screen scrolls to the focused input while a floating keyboard shows
  /// (``FormKeyboardModifier``).
  enum FormFloatingKeyboardScroll {
    /// No floating keyboard, or the input's frame unknown: the ordinary `scrollTo`.
    case ordinary
    /// The input shows whole and clear of the keyboard: no scroll.
    case stays
    /// `scrollTo` with this anchor.
    case anchor(UnitPoint)
    /// First this room above and below the content of the scroll with this
    /// ``FormScrollToken`` (a ``FormScrollContent``), then the scroll.
    case inset(FormEdgeInsets, scroll: ObjectIdentifier)
    /// First this room above and below a `Form`'s content (a `table` screen's), then the scroll
    /// (``SwiftUI/View/formKeyboard(of:focus:onSubmit:)``, `FormKeyboardModifier+FloatingRoom.swift`).
    case room(top: CGFloat, bottom: CGFloat)
    /// First the content lifted this far off the screen's bottom, for an input in no scroll
    /// view (`FormKeyboardModifier+FloatingLift.swift`); nothing scrolls.
    case lift(CGFloat)
  }
#endif
