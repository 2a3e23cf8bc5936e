#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  /// What the SwiftUI of the running system offers, where the runtime falls back on an older
  /// system.
  ///
  /// On a device it is `#available`. Built for the project's SwiftUI double (`SWIFTUI_DOUBLE`,
  /// `Tests/UIKitHarness`), where `#available` is always true, it is the iOS version the double
  /// models, so that the fallbacks run there too.
  @MainActor
  enum FormSwiftUISystem {
    /// Whether `scrollDismissesKeyboard(_:)` exists (iOS 16,
    /// https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)).
    static var hasScrollDismissesKeyboard: Bool {
      #if SWIFTUI_DOUBLE
        return SwiftUIDoubleSystem.majorVersion >= 16
      #else
        if #available(iOS 16.0, *) { return true }
        return false
      #endif
    }

    /// Whether a `TextField` grows along an axis (`init(_:text:axis:)`, iOS 16,
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-8rujz);
    /// before it a text view is a `TextEditor`.
    static var hasVerticalTextField: Bool {
      #if SWIFTUI_DOUBLE
        return SwiftUIDoubleSystem.majorVersion >= 16
      #else
        if #available(iOS 16.0, *) { return true }
        return false
      #endif
    }

    /// Whether a `TextField` binds its selection (`init(_:text:selection:prompt:axis:)`, iOS 18,
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:selection:prompt:axis:)),
    /// so that the runtime can put the caret; before it the text field puts it.
    static var hasTextSelection: Bool {
      #if SWIFTUI_DOUBLE
        return SwiftUIDoubleSystem.majorVersion >= 18
      #else
        if #available(iOS 18.0, *) { return true }
        return false
      #endif
    }

    /// Whether `LabeledContent` exists (iOS 16,
    /// https://developer.apple.com/documentation/swiftui/labeledcontent); before it a form row's
    /// title and input are an `HStack`.
    static var hasLabeledContent: Bool {
      #if SWIFTUI_DOUBLE
        return SwiftUIDoubleSystem.majorVersion >= 16
      #else
        if #available(iOS 16.0, *) { return true }
        return false
      #endif
    }

    /// Whether a keyboard toolbar (`ToolbarItemGroup(placement: .keyboard)`) shows outside a
    /// navigation container: from iOS 16 (on iOS 15 it shows only inside one, as issue 28
    /// reports from devices; Apple does not document it).
    static var showsKeyboardToolbarAnywhere: Bool {
      #if SWIFTUI_DOUBLE
        return SwiftUIDoubleSystem.majorVersion >= 16
      #else
        if #available(iOS 16.0, *) { return true }
        return false
      #endif
    }

    /// Whether a view's accessibility label can be appended to (`accessibilityLabel(content:)`,
    /// iOS 18, https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(content:));
    /// before it a label set on a view replaces the view's own.
    static var hasAccessibilityLabelContent: Bool {
      #if SWIFTUI_DOUBLE
        return SwiftUIDoubleSystem.majorVersion >= 18
      #else
        if #available(iOS 18.0, *) { return true }
        return false
      #endif
    }

    /// Whether a menu can stay open after an action (`menuActionDismissBehavior(_:)`, iOS 16.4,
    /// https://developer.apple.com/documentation/swiftui/view/menuactiondismissbehavior(_:)).
    static var hasMenuActionDismissBehavior: Bool {
      #if SWIFTUI_DOUBLE
        return SwiftUIDoubleSystem.isAtLeast(16, 4)
      #else
        if #available(iOS 16.4, *) { return true }
        return false
      #endif
    }
  }
#endif
