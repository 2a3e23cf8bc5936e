#if canImport(UIKit)
  import UIKit

  /// Measures what `Simulation/Devices.json` records for the device it runs on, in the
  /// orientation it is in: the safe area, the navigation bar, the accessory toolbar and the
  /// docked keyboards (letters with and without the predictive bar, the number and phone pads).
  ///
  /// On appearing, and again after each rotation, it focuses one field per keyboard in turn,
  /// waits for the keyboard to settle and reads the last `keyboardDidChangeFrameNotification`'s
  /// end frame (`keyboardFrameEndUserInfoKey`, in screen coordinates), then prints a
  /// ``CalibrationMeasurement`` report to the console.
  final class CalibrationViewController: UIViewController {
    /// The navigation bar to measure (the navigation controller's).
    var navigationBar: UINavigationBar?

    private let fields: [(CalibrationMeasurement.Keyboard, UITextField)] =
      CalibrationMeasurement.Keyboard.allCases.map { ($0, UITextField(frame: .zero)) }
    private let toolbarField = UITextField(frame: .zero)
    private let toolbar = UIToolbar(frame: .zero)
    private var keyboardFrame: CGRect?
    private var observer: NSObjectProtocol?
    private var measuredSize: CGSize = .zero
    private var run: Task<Void, Never>?

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "formc calibration"
      view.backgroundColor = .systemBackground
      for (keyboard, field) in fields {
        field.placeholder = keyboard.rawValue
        field.borderStyle = .roundedRect
        switch keyboard {
        case .letters: break
        case .lettersWithoutSuggestions:
          // Commonly reported: with autocorrection off the keyboard shows no predictive bar.
          field.autocorrectionType = .no
          field.spellCheckingType = .no
        case .numberPad: field.keyboardType = .numberPad
        case .phonePad: field.keyboardType = .phonePad
        }
        view.addSubview(field)
      }
      // As FormAccessoryToolbar does: the system's toolbar height for the orientation and idiom.
      toolbar.sizeToFit()
      toolbarField.placeholder = "accessory toolbar"
      toolbarField.borderStyle = .roundedRect
      toolbarField.inputAccessoryView = toolbar
      view.addSubview(toolbarField)
      // Apple: the user-info key of "the keyboard's frame at the end of its animation", in
      // screen coordinates (keyboardFrameEndUserInfoKey).
      observer = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardDidChangeFrameNotification, object: nil, queue: nil
      ) { [weak self] notification in
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue
        MainActor.assumeIsolated { self?.keyboardFrame = frame }
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let safe = view.safeAreaInsets
      let width = view.bounds.width - safe.left - safe.right - 32
      for (index, field) in (fields.map(\.1) + [toolbarField]).enumerated() {
        field.frame = CGRect(
          x: safe.left + 16, y: safe.top + 16 + CGFloat(index) * 52, width: width, height: 44)
      }
      // A new size (the first layout, or a rotation): measure again.
      if view.bounds.size != measuredSize, run == nil {
        measuredSize = view.bounds.size
        run = Task { @MainActor [weak self] in
          await self?.measure()
          self?.run = nil
        }
      }
    }

    /// How much of the screen the keyboard covers now.
    private func covered() -> Double {
      guard let frame = keyboardFrame, let window = view.window else { return 0 }
      return Double(frame.intersection(window.bounds).height)
    }

    private func settle() async {
      try? await Task.sleep(nanoseconds: 1_500_000_000)
    }

    private func measure() async {
      for field in fields.map(\.1) + [toolbarField] { field.resignFirstResponder() }
      await settle()
      var keyboards: [CalibrationMeasurement.Keyboard: Double] = [:]
      for (keyboard, field) in fields {
        field.becomeFirstResponder()
        await settle()
        keyboards[keyboard] = covered()
      }
      toolbarField.becomeFirstResponder()
      await settle()
      let toolbarHeight = Double(toolbar.bounds.height)
      toolbarField.resignFirstResponder()
      let screen = view.window?.bounds.size ?? view.bounds.size
      let safe = view.window?.safeAreaInsets ?? view.safeAreaInsets
      let defaults = UserDefaults.standard
      let measurement = CalibrationMeasurement(
        device: defaults.string(forKey: "device") ?? UIDevice.current.model,
        os: String(UIDevice.current.systemVersion.split(separator: ".").first ?? ""),
        orientation: screen.width > screen.height ? "landscape" : "portrait",
        screen: [Double(screen.width), Double(screen.height)],
        safeArea: CalibrationMeasurement.Insets(
          top: Double(safe.top), left: Double(safe.left), bottom: Double(safe.bottom),
          right: Double(safe.right)),
        navigationBar: Double(navigationBar?.bounds.height ?? 0),
        accessoryToolbar: toolbarHeight > 0 ? toolbarHeight : nil, keyboards: keyboards,
        hardwareKeyboard: defaults.bool(forKey: "hardwareKeyboard"))
      let date = ISO8601DateFormatter().string(from: Date())
      do {
        print("formc-calibration:\n" + (try measurement.report(date: date)))
      } catch {
        print("formc-calibration: error: \(error)")
      }
    }
  }
#endif
