#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// The two elements formc's generated UI tests read, shown by ``FormKeyboardController`` on a UI
  /// test launch (``FormUITestLaunch/isCurrentProcess``) and never otherwise: labels of one point
  /// in the screen's root view, not interactive, whose accessibility identifiers are
  /// ``FormUITestLaunch/returnKeyProbe`` and ``FormUITestLaunch/submitProbe`` and whose labels
  /// are the Return key type of the text input being edited (empty when none is) and how many
  /// times the form submitted.
  @available(iOS 13.0, *)
  @MainActor
  final class FormUITestProbes {
    /// The element whose label is the edited text input's Return key type.
    let returnKey = FormUITestProbes.probe(FormUITestLaunch.returnKeyProbe)
    /// The element whose label counts the submits.
    let submits = FormUITestProbes.probe(FormUITestLaunch.submitProbe)
    /// How many times the form submitted.
    private(set) var submitCount = 0

    /// Adds both elements to `rootView` (again, when the screen's root view changed).
    func install(in rootView: UIView) {
      for probe in [returnKey, submits] where probe.superview !== rootView {
        rootView.addSubview(probe)
      }
      update(returnKey: nil)
    }

    /// Shows the Return key of the text input being edited (`nil`: none is).
    func update(returnKey key: FormReturnKey?) {
      set(returnKey, key?.rawValue ?? "")
      set(submits, String(submitCount))
    }

    /// Counts a submit.
    func didSubmit() {
      submitCount += 1
      set(submits, String(submitCount))
    }

    /// Takes both elements out of the screen.
    func remove() {
      returnKey.removeFromSuperview()
      submits.removeFromSuperview()
    }

    private func set(_ label: UILabel, _ text: String) {
      guard label.text != text else { return }
      label.text = text
      label.accessibilityLabel = text
    }

    /// A label is an accessibility element by default, and not interactive (Apple, UILabel:
    /// "the default value of isUserInteractionEnabled is false"), so it takes no tap.
    private static func probe(_ identifier: String) -> UILabel {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
      label.isUserInteractionEnabled = false
      label.accessibilityIdentifier = identifier
      label.text = ""
      label.accessibilityLabel = ""
      return label
    }
  }
#endif
