#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  extension FormReturnKey {
    /// SwiftUI's label for the key (`submitLabel(_:)`); `.return` for Return.
    @available(iOS 15.0, *)
    public var submitLabel: SubmitLabel {
      switch self {
      case .default: return .return
      case .next: return .next
      case .done: return .done
      case .go: return .go
      case .send: return .send
      case .join: return .join
      case .search: return .search
      case .continue: return .continue
      case .route: return .route
      }
    }
  }

  extension FormAutocapitalization {
    /// SwiftUI's autocapitalization (`textInputAutocapitalization(_:)`).
    @available(iOS 15.0, *)
    public var textInputAutocapitalization: TextInputAutocapitalization {
      switch self {
      case .none: return .never
      case .words: return .words
      case .sentences: return .sentences
      case .allCharacters: return .characters
      }
    }
  }

  /// Applies an input's text traits to a SwiftUI text input: keyboard, content type (none for a
  /// `newPassword` input on a UI test launch, ``FormTextTraits/appliedContentType(uiTestLaunch:)``),
  /// autocapitalization and autocorrection (secure entry is the choice of `SecureField`; smart
  /// punctuation has no SwiftUI modifier, so the system's default stays).
  @available(iOS 15.0, *)
  struct FormTextTraitsModifier: ViewModifier {
    let traits: FormTextTraits

    @ViewBuilder
    func body(content: Content) -> some View {
      let typed =
        content
        .keyboardType(FormTextTraits.keyboardType(traits.keyboard))
        .textContentType(
          traits.appliedContentType(uiTestLaunch: FormUITestLaunch.isCurrentProcess).flatMap(
            FormTextTraits.textContentType)
        )
        .textInputAutocapitalization(traits.autocapitalization.textInputAutocapitalization)
      if #available(iOS 16.0, *) {
        typed.autocorrectionDisabled(!traits.autocorrection)
      } else {
        // `autocorrectionDisabled(_:)` is iOS 16; before it, its older spelling.
        typed.disableAutocorrection(!traits.autocorrection)
      }
    }
  }
#endif
