import FormCompiler
import FormRuntime
import FormSpec
import Foundation

/// Draws what the user would see when an input is focused: an SVG wireframe of the device, its
/// safe areas and navigation bar, the form laid out and scrolled as the runtime scrolls it, the
/// keyboard and toolbar, the focused input highlighted, and hidden points shaded red.
///
/// Each cell is drawn at its scenario's text size, with the form's strings as its locale shows
/// them; a right-to-left locale draws the form's view and the toolbar mirrored, as UIKit lays out
/// views whose `semanticContentAttribute` is `.unspecified`.
///
/// Output is deterministic: coordinates are printed with at most one decimal, in document order.
public struct PreviewRenderer: Sendable {
  /// The form.
  public var form: CheckedForm
  /// The default sizes the layout was estimated with, at the default text size.
  public var metrics: LayoutMetrics
  /// Whether the cell being drawn is mirrored (a right-to-left locale).
  var mirrored = false
  /// The locale of the cell being drawn (numbers are written for it).
  var locale = SimulationLocale.source
  /// The titles stacked above their inputs in the cell's form, by layout index
  /// (``EstimatedLayout/stackedTitles(_:)``).
  var stackedTitles: [Int: String] = [:]

  /// Creates a renderer.
  public init(form: CheckedForm, metrics: LayoutMetrics = .standard) {
    self.form = form
    self.metrics = metrics
  }

  static let bezel: CGFloat = 14
  static let captionHeight: CGFloat = 112
  static let gap: CGFloat = 32

  /// One focus step as a standalone SVG document.
  public func render(_ outcome: FocusOutcome, toolbarItems: [ToolbarItem]) -> String {
    let size = cellSize(outcome.scenario)
    var svg = SVGWriter()
    svg.open(width: size.width, height: size.height)
    drawCell(outcome, toolbarItems: toolbarItems, at: .zero, into: &svg)
    return svg.close()
  }

  /// A contact sheet: one cell per focus step, left to right, `columns` to a row.
  public func renderSheet(_ outcomes: [FocusOutcome], toolbarItems: [ToolbarItem], columns: Int = 4)
    -> String
  {
    guard let first = outcomes.first else {
      var svg = SVGWriter()
      svg.open(width: 1, height: 1)
      return svg.close()
    }
    let cell = cellSize(first.scenario)
    let columns = max(1, min(columns, outcomes.count))
    let rows = (outcomes.count + columns - 1) / columns
    var svg = SVGWriter()
    svg.open(
      width: CGFloat(columns) * cell.width + CGFloat(columns - 1) * Self.gap,
      height: CGFloat(rows) * cell.height + CGFloat(rows - 1) * Self.gap)
    for (index, outcome) in outcomes.enumerated() {
      let origin = CGPoint(
        x: CGFloat(index % columns) * (cell.width + Self.gap),
        y: CGFloat(index / columns) * (cell.height + Self.gap))
      drawCell(outcome, toolbarItems: toolbarItems, at: origin, into: &svg)
    }
    return svg.close()
  }

  func cellSize(_ scenario: Scenario) -> CGSize {
    let screen = ScreenGeometry(scenario: scenario, toolbar: false).screenBounds.size
    return CGSize(
      width: screen.width + 2 * Self.bezel,
      height: screen.height + 2 * Self.bezel + Self.captionHeight)
  }

  // MARK: Drawing

  func drawCell(
    _ outcome: FocusOutcome, toolbarItems: [ToolbarItem], at origin: CGPoint,
    into svg: inout SVGWriter
  ) {
    var cell = PreviewRenderer(
      form: form.localized(for: outcome.scenario.locale),
      metrics: metrics.scaled(for: outcome.scenario.textSize))
    cell.mirrored = outcome.scenario.locale.isRightToLeft
    cell.locale = outcome.scenario.locale
    cell.stackedTitles = EstimatedLayout.stackedTitles(cell.form)
    cell.drawLocalizedCell(outcome, toolbarItems: toolbarItems, at: origin, into: &svg)
  }

  /// The body text's and the footnote text's scale at the cell's text size.
  var bodyScale: CGFloat { metrics.bodyLineHeight / LayoutMetrics.standard.bodyLineHeight }
  var footnoteScale: CGFloat {
    metrics.footnoteLineHeight / LayoutMetrics.standard.footnoteLineHeight
  }

  /// A frame in the form's view, mirrored in a right-to-left cell.
  func placed(_ frame: CGRect, viewWidth: CGFloat) -> CGRect {
    guard mirrored else { return frame }
    return CGRect(
      x: viewWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
  }

  /// Text's anchor at the leading edge: `start`, or `end` in a right-to-left cell.
  var leadingAnchor: String { mirrored ? "end" : "start" }

  /// The leading edge of a frame, `inset` in.
  func leading(_ frame: CGRect, inset: CGFloat) -> CGFloat {
    mirrored ? frame.maxX - inset : frame.minX + inset
  }

  /// The items of the focused input's own toolbar (`toolbar` on the input; none when it is off),
  /// or `nil` when it shows the form's.
  func ownToolbarItems(of id: String) -> [ToolbarItem]? {
    form.inputs.first { $0.id == id }?.toolbar?.shownItems
  }

  func drawLocalizedCell(
    _ outcome: FocusOutcome, toolbarItems: [ToolbarItem], at origin: CGPoint,
    into svg: inout SVGWriter
  ) {
    // The screen the outcome was measured on: the lifted form sheet, the pad, the toolbar.
    let geometry = outcome.geometry
    let screen = geometry.screenBounds
    let phone = outcome.scenario.device.idiom == .phone
    let faceID = phone && (outcome.scenario.device.portrait.safeArea.bottom > 0)
    svg.group(translateX: origin.x, y: origin.y)
    // Device outline.
    svg.rect(
      CGRect(
        x: 0, y: 0, width: screen.width + 2 * Self.bezel, height: screen.height + 2 * Self.bezel),
      radius: faceID ? 54 : (phone ? 28 : 30), fill: "#1c1c1e")
    svg.group(translateX: Self.bezel, y: Self.bezel)
    let clip = svg.clipPath(screen, radius: faceID ? 42 : (phone ? 0 : 18))
    svg.group(clip: clip)
    svg.rect(screen, fill: "#d9d9de")
    let view = geometry.viewFrame
    if outcome.scenario.presentation != .fullScreen {
      svg.rect(screen, fill: "#8e8e93")
    }
    // The form's view.
    svg.group(translateX: view.minX, y: view.minY)
    let viewClip = svg.clipPath(
      CGRect(origin: .zero, size: view.size),
      radius: outcome.scenario.presentation == .fullScreen ? 0 : 12)
    svg.group(clip: viewClip)
    svg.rect(CGRect(origin: .zero, size: view.size), fill: "#f2f2f7")
    drawContent(outcome, in: CGRect(origin: .zero, size: view.size), into: &svg)
    // Bars and safe areas.
    let safe = geometry.safeArea
    let topBar = CGRect(x: 0, y: 0, width: view.width, height: safe.top + geometry.navigationBar)
    svg.rect(topBar, fill: "#f9f9f9", opacity: 0.94)
    svg.line(
      from: CGPoint(x: 0, y: topBar.maxY), to: CGPoint(x: view.width, y: topBar.maxY),
      stroke: "#c6c6c8", width: 0.5)
    if let title = form.title {
      svg.text(
        title, x: view.width / 2, y: safe.top + geometry.navigationBar / 2 + 6, size: 17,
        weight: "600", anchor: "middle", fill: "#000000")
    }
    if safe.top > 0 {
      svg.rect(
        CGRect(x: 0, y: 0, width: view.width, height: safe.top), fill: "#ffcc00", opacity: 0.18)
    }
    if safe.bottom > 0 {
      svg.rect(
        CGRect(x: 0, y: view.height - safe.bottom, width: view.width, height: safe.bottom),
        fill: "#ffcc00", opacity: 0.18)
    }
    if safe.left > 0 {
      svg.rect(
        CGRect(x: 0, y: 0, width: safe.left, height: view.height), fill: "#ffcc00", opacity: 0.18)
    }
    if safe.right > 0 {
      svg.rect(
        CGRect(x: view.width - safe.right, y: 0, width: safe.right, height: view.height),
        fill: "#ffcc00", opacity: 0.18)
    }
    svg.end()  // view clip
    if outcome.scenario.presentation != .fullScreen {
      svg.rect(
        CGRect(origin: .zero, size: view.size), radius: 12, fill: "none", stroke: "#636366",
        strokeWidth: 1)
    }
    svg.end()  // view translate
    if let keyboard = geometry.keyboardFrame {
      drawKeyboard(
        keyboard, state: outcome.scenario.keyboard, geometry: geometry,
        device: outcome.scenario.device, orientation: outcome.scenario.orientation,
        items: ownToolbarItems(of: outcome.input) ?? toolbarItems, focused: outcome.input,
        into: &svg)
    }
    // Hidden points go on top of the keyboard and bars, so the picture shows where the input is.
    svg.group(translateX: view.minX, y: view.minY)
    drawHidden(outcome, viewWidth: view.width, into: &svg)
    svg.end()
    if faceID {
      // Dynamic Island or notch stand-in.
      let island =
        outcome.scenario.orientation == .portrait
        ? CGRect(x: screen.width / 2 - 62, y: 11, width: 124, height: 36)
        : CGRect(x: 11, y: screen.height / 2 - 62, width: 36, height: 124)
      svg.rect(island, radius: 18, fill: "#000000")
    }
    svg.end()  // screen clip
    svg.end()  // bezel translate
    drawCaption(
      outcome, width: screen.width + 2 * Self.bezel, y: screen.height + 2 * Self.bezel, into: &svg)
    svg.end()  // cell translate
  }

  /// Root-view frame of a node under the outcome's offsets.
  func rootFrame(_ node: Int, _ outcome: FocusOutcome) -> CGRect? {
    guard let box = outcome.layout.boxes[node] else { return nil }
    var frame = box.frame
    var space = box.space
    while let container = space, let outer = outcome.layout.boxes[container] {
      let offset = outcome.offsets[container] ?? .zero
      frame = frame.offsetBy(dx: outer.frame.minX - offset.x, dy: outer.frame.minY - offset.y)
      space = outer.space
    }
    return frame
  }

  /// The intersection of the frames of the scroll containers holding a node (root-view
  /// coordinates): what they let show.
  func clipRect(_ node: Int, _ outcome: FocusOutcome) -> CGRect? {
    var clip: CGRect?
    var space = outcome.layout.boxes[node]?.space
    while let container = space {
      if let frame = rootFrame(container, outcome) {
        clip = clip.map { $0.intersection(frame) } ?? frame
      }
      space = outcome.layout.boxes[container]?.space
    }
    return clip
  }

  func drawContent(_ outcome: FocusOutcome, in bounds: CGRect, into svg: inout SVGWriter) {
    for (index, node) in form.layout.enumerated() {
      // Only what can show: a long form's off-screen nodes would make the file huge.
      // A title stacked above an input is drawn in the band the layout left above it.
      let title = outcome.layout.titleHeights[index] ?? 0
      guard let laidOut = rootFrame(index, outcome),
        laidOut.insetBy(dx: 0, dy: -title / 2).offsetBy(dx: 0, dy: -title / 2).intersects(bounds)
      else { continue }
      let frame = placed(laidOut, viewWidth: bounds.width)
      let drawn = CGRect(
        x: frame.minX, y: frame.minY - title, width: frame.width, height: frame.height + title)
      let clip = clipRect(index, outcome).map { placed($0, viewWidth: bounds.width) }
      if let clip, clip.intersection(drawn).isNull { continue }
      var clipID: String?
      if let clip, !clip.contains(drawn) {
        clipID = svg.clipPath(clip, radius: 0)
        svg.group(clip: clipID!)
      }
      if title > 0, let text = stackedTitles[index] {
        drawTitle(text, above: frame, into: &svg)
      }
      drawNode(
        node, index: index, frame: frame, focused: index == outcome.node,
        enabled: node.kind != .button || isSubmitEnabled(node, outcome), into: &svg)
      if let message = outcome.errorMessages[index] {
        drawErrorMessage(message, under: frame, into: &svg)
      }
      if clipID != nil { svg.end() }
    }
  }

  /// Whether a submit `button` is enabled with the spec's values in the cell's visibility state,
  /// as the runtime's `isSubmitEnabled(_:)` would say when the screen appears: `whenChanged` is
  /// not (nothing changed yet); `whenFilled`, and `whenValid` at least, are not while a shown,
  /// always enabled `required` input is not filled (``Simulator/failsRequired(_:)``, as a failed
  /// submit judges it). The other rules are not evaluated here.
  func isSubmitEnabled(_ node: LayoutNode, _ outcome: FocusOutcome) -> Bool {
    guard node.action == .submit else { return true }
    switch node.enabled ?? .always {
    case .always: return true
    case .whenChanged: return false
    case .whenFilled, .whenValid:
      return !form.inputs.contains { input in
        guard input.enabledCondition == nil, input.node < outcome.layout.boxes.count,
          outcome.layout.boxes[input.node] != nil
        else { return false }
        return Simulator.failsRequired(input)
      }
    }
  }

  /// An input's error message under it, in red footnote text, where the layout left it room
  /// (`errorSpacing` below the input, then its lines).
  func drawErrorMessage(_ message: String, under frame: CGRect, into svg: inout SVGWriter) {
    svg.textLines(
      message, x: leading(frame, inset: 0),
      y: frame.maxY + metrics.errorSpacing + 13 * footnoteScale, width: frame.width,
      size: 13 * footnoteScale, lineHeight: metrics.footnoteLineHeight,
      characterWidth: metrics.footnoteCharacterWidth, anchor: leadingAnchor, fill: "#ff3b30")
  }

  /// The title the SwiftUI screen stacks above an input (``EstimatedLayout/stackedTitles(_:)``),
  /// in footnote text and a secondary grey (`FormInputStyle`'s title), wrapped at the input's
  /// width in the band the layout left above it (its lines, then `errorSpacing`).
  func drawTitle(_ title: String, above frame: CGRect, into svg: inout SVGWriter) {
    let lines = max(
      1,
      metrics.lineCount(title, width: frame.width, characterWidth: metrics.footnoteCharacterWidth))
    svg.textLines(
      title, x: leading(frame, inset: 0),
      y: frame.minY - metrics.errorSpacing - CGFloat(lines) * metrics.footnoteLineHeight + 13
        * footnoteScale,
      width: frame.width, size: 13 * footnoteScale, lineHeight: metrics.footnoteLineHeight,
      characterWidth: metrics.footnoteCharacterWidth, anchor: leadingAnchor, fill: "#6d6d72")
  }

  /// The text an input shows inside while empty: its placeholder, else its title, but for an
  /// input whose title is stacked above it, which shows its placeholder alone (the SwiftUI
  /// screen's prompt).
  func caption(of node: LayoutNode) -> String {
    let input = form.inputs.first { $0.id == node.id && form.layout[$0.node] == node }
    if let input, stackedTitles[input.node] != nil { return input.placeholder ?? "" }
    return input?.placeholder ?? input?.title ?? node.id ?? ""
  }

  func drawNode(
    _ node: LayoutNode, index: Int, frame: CGRect, focused: Bool, enabled: Bool = true,
    into svg: inout SVGWriter
  ) {
    let input = form.inputs.first { $0.node == index }
    switch node.kind {
    case .section:
      if node.parent.map({ form.layout[$0].kind == .table }) == true {
        // Inset grouped: a white card behind the rows.
        var rows = frame
        if let header = node.header {
          let lines = metrics.lineCount(
            header, width: frame.width, characterWidth: metrics.footnoteCharacterWidth)
          let top = metrics.tableHeaderHeight + CGFloat(lines - 1) * metrics.footnoteLineHeight
          svg.text(
            header.uppercased(), x: leading(frame, inset: 16), y: frame.minY + top - 8,
            size: 13 * footnoteScale, anchor: leadingAnchor, fill: "#6d6d72")
          rows.origin.y += top
          rows.size.height -= top
        } else {
          rows.origin.y += metrics.tableSectionGap
          rows.size.height -= metrics.tableSectionGap
        }
        if let footer = node.footer {
          let lines = metrics.lineCount(
            footer, width: frame.width, characterWidth: metrics.footnoteCharacterWidth)
          let height = CGFloat(lines) * metrics.footnoteLineHeight + 2 * metrics.tableRowPadding + 5
          rows.size.height -= height
          svg.textLines(
            footer, x: leading(frame, inset: 16), y: rows.maxY + 18, width: frame.width - 32,
            size: 13 * footnoteScale, lineHeight: metrics.footnoteLineHeight,
            characterWidth: metrics.footnoteCharacterWidth, anchor: leadingAnchor,
            fill: "#6d6d72")
        }
        svg.rect(rows, radius: 10, fill: "#ffffff")
      } else {
        var y = frame.minY
        if let header = node.header {
          svg.text(
            header.uppercased(), x: leading(frame, inset: 0), y: y + 13,
            size: 13 * footnoteScale, anchor: leadingAnchor, fill: "#6d6d72")
          y += metrics.footnoteLineHeight
        }
        _ = y
        if let footer = node.footer {
          let lines = metrics.lineCount(
            footer, width: frame.width, characterWidth: metrics.footnoteCharacterWidth)
          svg.textLines(
            footer, x: leading(frame, inset: 0),
            y: frame.maxY - CGFloat(lines) * metrics.footnoteLineHeight + 13, width: frame.width,
            size: 13 * footnoteScale, lineHeight: metrics.footnoteLineHeight,
            characterWidth: metrics.footnoteCharacterWidth, anchor: leadingAnchor,
            fill: "#6d6d72")
        }
      }
    case .scroll:
      if node.axis == .horizontal {
        svg.rect(frame, fill: "#e5e5ea", opacity: 0.6)
        svg.text(
          "⟷ " + (node.id ?? "row") + (node.paging == true ? " (pages)" : ""),
          x: leading(frame, inset: 6), y: frame.maxY - 4, size: 9, anchor: leadingAnchor,
          fill: "#8e8e93")
      }
    case .field, .custom:
      let isCustom = node.kind == .custom
      svg.rect(
        frame, radius: 8, fill: focused ? "#e8f1ff" : "#ffffff",
        stroke: focused ? "#007aff" : "#c7c7cc", strokeWidth: focused ? 2 : 1,
        dashed: isCustom && !focused)
      let text = input?.initialValue.isEmpty == false ? input!.initialValue : caption(of: node)
      let isValue = input?.initialValue.isEmpty == false
      let baseline = frame.minY + min(frame.height, metrics.controlHeight) / 2 + 5 * bodyScale
      svg.text(
        truncate(text, width: frame.width - 24), x: leading(frame, inset: 12), y: baseline,
        size: 15 * bodyScale, anchor: leadingAnchor, fill: isValue ? "#000000" : "#8e8e93")
      if isCustom {
        svg.text(
          "▾", x: mirrored ? frame.minX + 14 : frame.maxX - 14, y: baseline, size: 13,
          anchor: "middle", fill: "#8e8e93")
      }
    case .textView:
      svg.rect(
        frame, radius: 8, fill: focused ? "#e8f1ff" : "#ffffff",
        stroke: focused ? "#007aff" : "#c7c7cc", strokeWidth: focused ? 2 : 1)
      // Ruled lines, at most 200 (a clamped height can still be 100,000 points).
      let shown = ((frame.height - 2 * metrics.textViewInset) / metrics.bodyLineHeight).rounded()
      let lines = shown.isFinite ? Int(min(max(shown, 1), 200)) : 1
      for line in 1..<lines {
        let y = frame.minY + metrics.textViewInset + CGFloat(line) * metrics.bodyLineHeight
        svg.line(
          from: CGPoint(x: frame.minX + 12, y: y), to: CGPoint(x: frame.maxX - 12, y: y),
          stroke: "#ececf0", width: 1)
      }
      svg.text(
        truncate(caption(of: node), width: frame.width - 24), x: leading(frame, inset: 12),
        y: frame.minY + metrics.textViewInset + 15 * bodyScale, size: 15 * bodyScale,
        anchor: leadingAnchor, fill: "#8e8e93")
    case .switch:
      drawSwitch(node, input: input, frame: frame, into: &svg)
    case .choice, .multiChoice:
      drawChoice(node, input: input, frame: frame, into: &svg)
    case .date:
      drawDate(node, input: input, frame: frame, into: &svg)
    case .stepper:
      drawStepper(node, input: input, frame: frame, into: &svg)
    case .slider:
      drawSlider(node, input: input, frame: frame, into: &svg)
    case .label:
      svg.textLines(
        node.text ?? "", x: leading(frame, inset: 0), y: frame.minY + 15 * bodyScale,
        width: frame.width, size: 15 * bodyScale, lineHeight: metrics.bodyLineHeight,
        characterWidth: metrics.bodyCharacterWidth, anchor: leadingAnchor, fill: "#3c3c43")
    case .button:
      let submit = node.action == .submit
      // A disabled submit is greyed out (a filled button's disabled look).
      svg.rect(
        frame, radius: 10, fill: submit ? (enabled ? "#007aff" : "#c7c7cc") : "#ffffff",
        stroke: submit ? nil : "#d1d1d6", strokeWidth: 1)
      svg.text(
        truncate(node.text ?? "", width: frame.width - 16), x: frame.midX,
        y: frame.midY + 5.5 * bodyScale, size: 16 * bodyScale, weight: "600", anchor: "middle",
        fill: submit ? (enabled ? "#ffffff" : "#f2f2f7") : "#007aff")
    case .image:
      // A picture frame of the image's height: a light fill with a dashed outline and what it
      // shows (`⧉ system:lock.shield`, `⧉ app: captchaImage`).
      svg.rect(frame, radius: 6, fill: "#f2f2f7", stroke: "#c7c7cc", strokeWidth: 1, dashed: true)
      let source = node.image?.source
      let caption: String
      switch source {
      case .app?: caption = "app: " + (node.id ?? "image")
      case let source?: caption = source.spelling
      case nil: caption = node.id ?? "image"
      }
      svg.text(
        truncate("⧉ " + caption, width: frame.width - 16), x: frame.midX,
        y: frame.midY + 4 * bodyScale, size: 11 * bodyScale, anchor: "middle", fill: "#8e8e93")
    default:
      break
    }
  }

  func truncate(_ text: String, width: CGFloat) -> String {
    let columns = width / metrics.bodyCharacterWidth
    let fits = columns.isFinite ? max(1, Int(min(max(columns, 1), 10_000))) : 1
    guard text.count > fits else { return text }
    return String(text.prefix(max(1, fits - 1))) + "…"
  }

  func drawHidden(_ outcome: FocusOutcome, viewWidth: CGFloat, into svg: inout SVGWriter) {
    guard !outcome.passes else { return }
    let required = outcome.requiredFrame
    let visible = outcome.visibleArea
    var pieces: [CGRect] = []
    if required.minY < visible.minY {
      pieces.append(
        CGRect(
          x: required.minX, y: required.minY, width: required.width,
          height: min(required.height, visible.minY - required.minY)))
    }
    if required.maxY > visible.maxY {
      let top = max(required.minY, visible.maxY)
      pieces.append(
        CGRect(x: required.minX, y: top, width: required.width, height: required.maxY - top))
    }
    if required.minX < visible.minX {
      pieces.append(
        CGRect(
          x: required.minX, y: required.minY,
          width: min(required.width, visible.minX - required.minX),
          height: required.height))
    }
    if required.maxX > visible.maxX {
      let left = max(required.minX, visible.maxX)
      pieces.append(
        CGRect(x: left, y: required.minY, width: required.maxX - left, height: required.height))
    }
    for piece in pieces {
      svg.rect(
        placed(piece, viewWidth: viewWidth), fill: "#ff3b30", opacity: 0.45, stroke: "#ff3b30",
        strokeWidth: 1)
    }
    // The input's outline where it really is.
    svg.rect(
      placed(outcome.inputFrame, viewWidth: viewWidth), radius: 8, fill: "none", stroke: "#d70015",
      strokeWidth: 2, dashed: true)
  }

  func drawKeyboard(
    _ frame: CGRect, state: KeyboardState, geometry: ScreenGeometry, device: DeviceCatalog.Device,
    orientation: Orientation, items: [ToolbarItem], focused: String, into svg: inout SVGWriter
  ) {
    let figures = device.figures(orientation)
    let toolbarHeight = geometry.toolbarHeight
    let floating = state == .floating || state == .undocked
    svg.rect(
      frame, radius: floating ? 12 : 0, fill: "#d1d3d9", opacity: floating ? 0.97 : 1,
      stroke: floating ? "#a1a1a6" : nil, strokeWidth: 1)
    var y = frame.minY
    if toolbarHeight > 0 {
      let bar = CGRect(x: frame.minX, y: y, width: frame.width, height: toolbarHeight)
      svg.rect(bar, radius: floating ? 12 : 0, fill: "#f6f6f8")
      svg.line(
        from: CGPoint(x: bar.minX, y: bar.maxY), to: CGPoint(x: bar.maxX, y: bar.maxY),
        stroke: "#c6c6c8", width: 0.5)
      // The items before the flexible space sit at the leading edge, the rest at the trailing
      // edge; in a right-to-left cell UIKit mirrors the bar, so the leading edge is the right one.
      // The glyphs stand for chevron.up and chevron.down, which do not flip.
      let groups = items.split(separator: .flexibleSpace, omittingEmptySubsequences: false)
      func draw(_ item: ToolbarItem, at x: CGFloat, anchor: String) {
        svg.text(
          item == .previous ? "‹" : (item == .next ? "›" : "Done"), x: x, y: bar.midY + 7,
          size: item == .done ? 16 : 24, weight: item == .done ? "600" : "400", anchor: anchor,
          fill: "#007aff")
      }
      var x = mirrored ? bar.maxX - 16 : bar.minX + 16
      for item in groups.first ?? [] {
        draw(item, at: x, anchor: leadingAnchor)
        x += (item == .done ? 56 : 36) * (mirrored ? -1 : 1)
      }
      if groups.count > 1 {
        var edge = mirrored ? bar.minX + 16 : bar.maxX - 16
        for item in groups.dropFirst().flatMap({ $0 }).reversed() {
          draw(item, at: edge, anchor: mirrored ? "start" : "end")
          edge -= (item == .done ? 56 : 36) * (mirrored ? -1 : 1)
        }
      }
      if form.toolbar.title != .none,
        let input = form.inputs.first(where: { $0.id == focused })
      {
        let title =
          form.toolbar.title == .placeholder
          ? input.placeholder ?? input.title : input.title ?? input.placeholder
        if let title {
          svg.text(
            truncate(title, width: bar.width / 2), x: bar.midX, y: bar.midY + 5, size: 13,
            anchor: "middle", fill: "#6d6d72")
        }
      }
      y = bar.maxY
    }
    if state == .hardware { return }
    let pad = device.idiom == .pad && !floating
    if geometry.predictiveBar > 0 {
      let bar = CGRect(x: frame.minX, y: y, width: frame.width, height: geometry.predictiveBar)
      // The suggestions share the bar in thirds on iPhone, and its middle half on iPad, whose bar
      // holds the shortcuts at its ends.
      let words = pad ? bar.insetBy(dx: bar.width / 4, dy: 0) : bar
      for (index, word) in ["the", "I", "and"].enumerated() {
        svg.text(
          "\u{201C}\(word)\u{201D}", x: words.minX + words.width * (CGFloat(index) + 0.5) / 3,
          y: bar.midY + 5, size: 15, anchor: "middle", fill: "#3c3c43")
      }
      if pad {
        // iPad's bar holds the shortcuts too: undo, redo and paste at the left, and the format
        // and attachment buttons at the right.
        for (index, glyph) in ["↶", "↷", "⎘"].enumerated() {
          svg.text(
            glyph, x: bar.minX + 24 + CGFloat(index) * 36, y: bar.midY + 6, size: 18,
            anchor: "middle", fill: "#3c3c43")
        }
        svg.text(
          "Aa", x: bar.maxX - 28, y: bar.midY + 5, size: 15, anchor: "middle", fill: "#3c3c43")
      }
      y = bar.maxY
    }
    // The strip under the keys is left plain.
    let bottomStrip = floating ? 6 : (device.idiom == .phone ? figures.safeArea.bottom : 8)
    let keysArea = CGRect(
      x: frame.minX + 3, y: y + 6, width: frame.width - 6,
      height: max(0, frame.maxY - bottomStrip - y - 10))
    let rows = Self.keyRows(kind: geometry.keyboardKind, pad: pad)
    let columns = rows.map { $0.reduce(0) { $0 + $1.units } }.max() ?? 10
    let unit = keysArea.width / columns
    let rowHeight = keysArea.height / CGFloat(max(1, rows.count))
    for (row, keys) in rows.enumerated() {
      let total = keys.reduce(0) { $0 + $1.units } * unit
      var x = keysArea.minX + (keysArea.width - total) / 2
      for key in keys {
        let keyRect = CGRect(
          x: x + 3, y: keysArea.minY + CGFloat(row) * rowHeight + 3,
          width: max(1, key.units * unit - 6), height: max(1, rowHeight - 8))
        svg.rect(keyRect, radius: 5, fill: key.gray ? "#adb3bc" : "#ffffff")
        if let label = key.label {
          svg.text(
            label, x: keyRect.midX, y: keyRect.midY + 6, size: min(22, keyRect.height * 0.5),
            anchor: "middle", fill: "#000000")
        }
        x += key.units * unit
      }
    }
  }

  /// A key: its width in units of the row, whether it is a gray (function) key, its label.
  typealias Key = (units: CGFloat, gray: Bool, label: String?)

  /// The rows of keys to draw: the iPhone's letter keyboard (four rows of ten units), iPad's
  /// (Tab, Caps Lock, two Shifts and a row of modifiers, fourteen units), or a 3 × 4 pad with its
  /// digits (the number pad's bottom-left key is blank, the phone pad's holds `+*#`).
  static func keyRows(kind: KeyboardKind, pad: Bool) -> [[Key]] {
    func keys(_ count: Int) -> [Key] { Array(repeating: (1, false, nil), count: count) }
    if kind.isPad && !pad {
      let digits = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
      let last = kind == .phonePad ? "+*#" : ""
      return digits.map { row in row.map { (1, false, $0) } }
        + [
          [
            (1, !last.isEmpty ? false : true, last.isEmpty ? nil : last), (1, false, "0"),
            (1, true, "⌫"),
          ]
        ]
    }
    if pad {
      return [
        keys(11) + [(1.5, true, nil)],
        [(1.25, true, nil)] + keys(9) + [(1.25, true, nil)] + [(1, true, nil)],
        [(1.75, true, nil)] + keys(9) + [(1.75, true, nil)],
        [(2.25, true, nil)] + keys(9) + [(1.25, true, nil)],
        [
          (1.5, true, nil), (1.5, true, nil), (6.5, false, nil), (1.5, true, nil), (1.5, true, nil),
        ],
      ]
    }
    // Key widths in tenths of the row; gray keys are shift, delete, 123 and return.
    return [
      keys(10),
      keys(9),
      [(1.5, true, nil)] + keys(7) + [(1.5, true, nil)],
      [(2.5, true, nil), (5, false, nil), (2.5, true, nil)],
    ]
  }

  func drawCaption(_ outcome: FocusOutcome, width: CGFloat, y: CGFloat, into svg: inout SVGWriter) {
    let scenario = outcome.scenario
    var line1 = "\(form.name) · focus: \(outcome.input)"
    if outcome.input == form.initialFocus { line1 += " (focused when the screen appears)" }
    if let lines = outcome.lines {
      line1 += outcome.grown ? " (grown to \(lines) lines)" : " (\(lines) lines)"
    }
    var parts = [
      scenario.device.name, scenario.systemName, scenario.orientation.rawValue,
      scenario.keyboard.rawValue,
    ]
    if outcome.geometry.keyboardKind.isPad {
      parts[3] += outcome.geometry.keyboardKind == .numberPad ? " number pad" : " phone pad"
    }
    if scenario.presentation != .fullScreen {
      parts.insert(scenario.presentation.label, at: 3)
    }
    if scenario.textSize != .standard { parts.append("text size \(scenario.textSize.rawValue)") }
    if scenario.locale != .source {
      parts.append(
        "locale \(scenario.locale.code)" + (scenario.locale.isRightToLeft ? " (mirrored)" : ""))
    }
    let below = outcome.keyboardTop != nil ? "to the keyboard" : "to the bottom edge"
    let verdict =
      outcome.passes
      ? "visible · \(SimulationReport.points(max(0, outcome.marginBelow))) pt \(below), "
        + "\(SimulationReport.points(max(0, outcome.marginAbove))) pt below the bar"
      : "\(SimulationReport.points(outcome.hidden)) pt hidden \((outcome.edge ?? .keyboard).phrase)"
    svg.text(line1, x: 0, y: y + 22, size: 15, weight: "600", fill: "#000000")
    svg.text(
      verdict, x: 0, y: y + 42, size: 14, weight: "600",
      fill: outcome.passes ? "#248a3d" : "#d70015")
    svg.text(parts.joined(separator: " · "), x: 0, y: y + 60, size: 13, fill: "#6d6d72")
    let state = outcome.state.map { "state: \($0)" } ?? "state: the form's only visibility state"
    svg.text(truncate(state, width: width * 1.15), x: 0, y: y + 78, size: 13, fill: "#6d6d72")
    if form.keyboardPlan.avoidance == .none {
      svg.text(
        truncate(
          "not moved: keyboard.avoidance is none",
          width: width * 1.15), x: 0, y: y + 96, size: 13, weight: "600", fill: "#b25000")
    }
  }
}
