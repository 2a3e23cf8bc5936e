import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// A generated screen presented in a sheet: by a plain view, or by another generated screen
/// with its own keyboard toolbar, with or without a navigation container inside the sheet.
@MainActor
@Suite("Generated SwiftUI screens: presented in a sheet", .serialized)
struct SheetTests {
  /// How a screen presents the form in a sheet.
  enum Presenter: String, CaseIterable, Sendable {
    /// A plain view, no navigation container anywhere.
    case plain
    /// A generated screen (Checkout) with a keyboard toolbar, in a `NavigationView`.
    case formInNavigation
    /// As `formInNavigation`, and the sheet holds the form in a `NavigationView` of its own.
    case formInNavigationBothWrapped
  }

  /// The sheet and its presenter.
  struct Presenting: View {
    let presenter: Presenter
    let form: SignUpForm
    let parent: CheckoutForm
    @State var isPresented = true

    var body: some View {
      switch presenter {
      case .plain:
        Text(verbatim: "Home").sheet(isPresented: $isPresented) { SignUpFormView(form: form) }
      case .formInNavigation:
        NavigationView {
          CheckoutFormView(form: parent)
            .sheet(isPresented: $isPresented) { SignUpFormView(form: form) }
        }
      case .formInNavigationBothWrapped:
        NavigationView {
          CheckoutFormView(form: parent)
            .sheet(isPresented: $isPresented) { NavigationView { SignUpFormView(form: form) } }
        }
      }
    }
  }

  /// The keyboard toolbar groups and bars above the keyboard that hold a form's Next.
  private func formToolbars<Root: View>(_ host: SwiftUIHost<Root>) -> Int {
    (host.keyboardToolbar + host.aboveKeyboard).filter {
      $0.first(identifier: FormAccessibilityIdentifier.next) != nil
    }
    .count
  }

  @Test(
    "a generated screen in a sheet shows its keyboard toolbar exactly once, and it works",
    arguments: Presenter.allCases, [15, 16, 17])
  func toolbarOnce(_ presenter: Presenter, osVersion: Int) {
    let form = SignUpForm()
    let host = SwiftUIHost(
      Presenting(presenter: presenter, form: form, parent: CheckoutForm()), osVersion: osVersion)
    #expect(host.tap("givenName"))
    #expect(formToolbars(host) == 1, "\(presenter) on iOS \(osVersion)")
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.next))
    #expect(host.focusedInput?.identifier == "familyName")
    #expect(form.focusedField == .familyName)
    #expect(host.tapToolbarItem(FormAccessibilityIdentifier.done))
    #expect(host.focusedInput == nil)
    #expect(formToolbars(host) == 0)
  }

  @Test("the presenting screen's toolbar works again once the sheet is dismissed")
  func afterDismiss() {
    let parent = CheckoutForm()
    let host = SwiftUIHost(
      Presenting(presenter: .formInNavigation, form: SignUpForm(), parent: parent))
    #expect(host.dismissSheet())
    guard let first = parent.fields.first(where: { CheckoutForm.schema[$0].kind == .field })
    else { return }
    #expect(host.tap(first.rawValue))
    #expect(formToolbars(host) == 1)
  }
}
