#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI

  @available(iOS 15.0, *)
  extension Binding {
    /// Whether `option` is in the bound set, as a binding a `Toggle` edits: on inserts it, off
    /// removes it. A `multiChoice` with `style: menu` gives each option such a toggle in its
    /// `Menu`, which shows a checkmark beside the chosen ones.
    public func formContains<Option: Hashable>(_ option: Option) -> Binding<Bool>
    where Value == Set<Option> {
      self[dynamicMember: \Set<Option>.[formContains: option]]
    }
  }

  extension Set {
    /// Whether the set holds `element`; setting it inserts or removes the element.
    subscript(formContains element: Element) -> Bool {
      get { contains(element) }
      set {
        if newValue {
          insert(element)
        } else {
          remove(element)
        }
      }
    }
  }

  @available(iOS 15.0, *)
  extension View {
    /// Keeps a menu open while the user toggles its options, as a menu that chooses several
    /// options does (UIKit's `keepsMenuPresented`): `menuActionDismissBehavior(.disabled)` from
    /// iOS 16.4; before it the menu closes after each toggle (SwiftUI's behaviour then).
    @ViewBuilder
    public func formMenuStaysOpen() -> some View {
      if #available(iOS 16.4, *), FormSwiftUISystem.hasMenuActionDismissBehavior {
        menuActionDismissBehavior(.disabled)
      } else {
        self
      }
    }
  }
#endif
