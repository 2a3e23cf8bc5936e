import FormSpec

/// One line of documentation for every key of the format, as docs/SpecFormat.md describes it,
/// with the default where the key has one.
///
/// Which keys exist, which are required and what values they take are not here: they come from
/// ``SpecVocabulary`` (the decoder's tables). A test checks that every key of every place has an
/// entry and that no entry names a key the format lacks.
enum KeyDocumentation {
  /// A key's documentation.
  struct Entry: Sendable, Equatable {
    /// What the key means.
    var summary: String
    /// The value when the key is absent, if it has one.
    var defaultValue: String?

    init(_ summary: String, default defaultValue: String? = nil) {
      self.summary = summary
      self.defaultValue = defaultValue
    }
  }

  /// The entry for `key` in `place`, or `nil` when there is none.
  static func entry(for key: String, in place: SpecVocabulary.Place) -> Entry? {
    switch place {
    case .topLevel: return topLevel[key]
    case .settings(let holder): return settings["\(holder).\(key)"]
    case .rule: return rule[key]
    case .node(let kind):
      if let kindKey = Node.Kind(rawValue: key) { return kinds[kindKey] }
      if let kind, let specific = nodeSpecific["\(kind.rawValue).\(key)"] { return specific }
      return node[key]
    }
  }

  static let topLevel: [String: Entry] = [
    "form": Entry(
      "The form's name, an UpperCamelCase Swift identifier: generated types are named "
        + "`<form>Form…` (`SignUp` gives `SignUpForm`)."),
    "title": Entry(
      "The screen title: a string, or `{text: Add Card, when: [{flag: isEditing, text: Edit "
        + "Card}]}`, a text that changes with app flags (the first set flag in `when` wins, else "
        + "`text`; each flag one of `flags`). The generated screens show a title with `when` "
        + "and follow the flags.", default: "none"),
    "platform": Entry(
      "The minimum deployment target (`iOS`); it gates which APIs and content types may be used."),
    "keyboard": Entry(
      "How the form keeps the focused input above the keyboard, dismisses it and submits."),
    "toolbar": Entry(
      "The input accessory toolbar: a mapping of `items` and `title`, `true` for the default "
        + "toolbar, or `false` to turn it off.", default: "enabled"),
    "focus": Entry("An explicit focus `order` and whether Next on the last input `wraps`."),
    "presentations": Entry(
      "How the screen is shown (`fullScreen`, `sheet`, `popover`); `formc simulate` checks "
        + "those and not the others.", default: "all of them"),
    "flags": Entry(
      "Named flags the app sets on the view model (`Bool` properties, initially `false`), such as "
        + "`captchaRequired`: `visibleWhen: {flag: name}` reads them, and each one a condition "
        + "names doubles the visibility states formc checks.", default: "none"),
    "actions": Entry(
      "The form's `submit` and `cancel` buttons outside its content, in the navigation bar (the "
        + "submit also in the keyboard toolbar).",
      default: "none"),
    "validateOn": Entry(
      "When inputs' error messages show: `submit` (only a submit shows new ones), `endEditing` "
        + "(also when focus leaves an input) or `typing` (also as the user types, once the form "
        + "was first submitted). A message shown goes as soon as the value is right. An input's "
        + "own `validateOn` overrides it.", default: "submit"),
    "content": Entry(
      "The root of the layout tree: one container node, a `scroll`, `table` or `stack`."),
    "lint": Entry("Warnings switched off for this file (`disable`)."),
  ]

  static let settings: [String: Entry] = [
    "platform.iOS": Entry(
      "The minimum deployment target, `major` or `major.minor`, at least 13.0.", default: "15.0"),
    "keyboard.avoidance": Entry(
      "`automatic` pins the content's bottom to `keyboardLayoutGuide` on iOS 15 and later and "
        + "adjusts insets on iOS 13–14 (a form whose inputs scroll in a table gets `insets`); "
        + "`insets` adjusts the bottom content inset of the scroll container; `layoutGuide` pins "
        + "the content's bottom to `keyboardLayoutGuide` (iOS 15); `none` leaves the keyboard to "
        + "the screen.", default: "automatic"),
    "keyboard.dismiss": Entry(
      "`interactive` and `onDrag` are the scroll views' `keyboardDismissMode`; `onTap` ends "
        + "editing on a tap outside the inputs (in the SwiftUI screen's `Form` of a `table`, on "
        + "a section header or footer or a label); `none` neither.",
      default: "interactive"),
    "keyboard.spacing": Entry(
      "Points kept between the focused input and the top of the keyboard.", default: "16"),
    "keyboard.stickyFooter": Entry(
      "The height in points of a view the screen pins over the bottom of the scroll container, "
        + "riding on the keyboard (a sticky Continue button, returned by "
        + "`formObstructingViews()`): `formc simulate` keeps the focused input above it."),
    "keyboard.submit": Entry(
      "The return key of a `field` that is the last visible input in focus order.",
      default: "done"),
    "keyboard.afterSubmit": Entry(
      "What happens once the form submits and is valid: `dismiss` ends editing; `keep` leaves "
        + "focus on the input that submitted, so the keyboard stays up.", default: "dismiss"),
    "keyboard.onReturn": Entry(
      "What Return does on every field and text view without its own `onReturn`: `derived` "
        + "(Next moves on, the last input submits, a text view inserts a newline), `dismiss` "
        + "(Return only ends editing) or `none` (Return does nothing on fields and the keyboard "
        + "stays; text views keep inserting newlines).", default: "derived"),
    "toolbar.items": Entry(
      "The toolbar's buttons, left to right; each at most once, except `flexibleSpace`.",
      default: "[previous, next, flexibleSpace, done]"),
    "toolbar.title": Entry(
      "What the middle of the toolbar shows for the focused input (`title` falls back to the "
        + "placeholder).", default: "title"),
    "focus.order": Entry(
      "An explicit focus order: every input id exactly once. It cannot be combined with `next`. "
        + "Without it, the walk: document order, following `next`.",
      default: "the walk"),
    "focus.initial": Entry(
      "The input focused the first time the screen appears (UIKit: `viewDidAppear`; SwiftUI: "
        + "once the view appears), keyboard up. When it is hidden or disabled then, nothing is "
        + "focused. It must name an input the keyboard stops at.",
      default: "none"),
    "focus.wraps": Entry(
      "Whether the toolbar's Next on the last visible input goes to the first.", default: "false"),
    "lint.disable": Entry(
      "Warning rule ids switched off for this file; naming one that reports nothing is "
        + "`unused-suppression`."),
    "actions.submit": Entry(
      "A submit button in the navigation bar or the keyboard toolbar: it validates and submits "
        + "the form, as a `button` with `action: submit` does.", default: "none"),
    "actions.cancel": Entry(
      "A cancel button in the navigation bar; the screen's `onCancel` decides what it does.",
      default: "none"),
    "submit.title": Entry(
      "The submit button's title: a string, or `{text: Save, when: [{flag: isViewing, text: "
        + "Edit}]}`, a title that changes with app flags (the first set flag wins)."),
    "submit.placement": Entry(
      "Where the submit button stands: `navigationBarLeading`, `navigationBarTrailing`, or "
        + "`keyboardToolbar` (in Done's place above the keyboard, before Done with "
        + "`keyboard.afterSubmit: keep`; needs a toolbar: the form's, or some input's own).",
      default: "navigationBarTrailing"),
    "submit.enabled": Entry(
      "When the submit button is enabled: `always`, `whenValid` (every visible input passes "
        + "validation), `whenFilled` (every visible, enabled `required` input holds more than "
        + "whitespace; the other rules wait for the tap) or `whenChanged` (some input differs "
        + "from its initial value).",
      default: "always"),
    "cancel.title": Entry(
      "The cancel button's title: a string, or `{text: Close, when: [{flag: isEditing, text: "
        + "Cancel}]}`, a title that changes with app flags (the first set flag wins)."),
    "cancel.placement": Entry(
      "Where the cancel button stands: `navigationBarLeading` or `navigationBarTrailing`.",
      default: "navigationBarLeading"),
    "cancel.confirmDiscard": Entry(
      "While the form has changes, Cancel should ask Discard Changes or Keep Editing before "
        + "`onCancel` runs: the view model's `asksToDiscard` says when. The generated SwiftUI "
        + "screen asks (a confirmation dialog; a sheet is not swiped away meanwhile), and so "
        + "does the UIKit keyboard controller's Cancel (an action sheet anchored to Cancel; "
        + "the screen is modal in presentation meanwhile, its `askToDiscard()` answers a "
        + "refused swipe down).", default: "false"),
    "range.from": Entry(
      "The earliest date the user may pick, written as the date's `value` is (`2026-01-01`, "
        + "`09:00`, `today`, `now`).", default: "no limit"),
    "range.to": Entry(
      "The latest date the user may pick, written as the date's `value` is.", default: "no limit"),
    "lines.min": Entry("The fewest lines the text view shows.", default: "3"),
    "format.one": Entry(
      "The label when the number as shown is 1 (no fraction digits), `{value}` where the number "
        + "goes (`{value} guest`); needs `other`. A String Catalog gets both as the source "
        + "language's plural variations for a whole number; a decimal's entry is `other` alone."),
    "format.other": Entry(
      "The label for every other number, 0 and 1.5 included (`{value} guests`); needs `one`."),
    "range.min": Entry("The smallest value the stepper or slider takes (required)."),
    "range.max": Entry("The largest value the stepper or slider takes, above `min` (required)."),
    "lines.max": Entry(
      "The most lines the text view grows to before it scrolls inside itself; `none` for no "
        + "limit: it grows with its text (a compose box, long notes), never scrolls inside itself "
        + "nor is capped above the keyboard, and the scroll view around it scrolls to keep the "
        + "caret in view.", default: "8"),
    "check.name": Entry(
      "The lowerCamelCase name of the app's check: a method of the generated `<form>FormChecks` "
        + "protocol the app implements."),
    "check.debounce": Entry(
      "The seconds without a change before the check runs; `0` runs it at once. Not with "
        + "`local: true`.", default: "0.5"),
    "check.local": Entry(
      "Whether the check is the app's synchronous local check (a Luhn check, an expiry date): "
        + "`func name(_ value: String) -> String?`, asked at once whenever the input's message is "
        + "needed (as its `validateOn` says, and on submit), never pending, no spinner, and a "
        + "submit does not wait for it. Takes no `debounce`.", default: "false"),
    "visibleWhen.input": Entry("The id of the input whose value decides the visibility."),
    "flagText.text": Entry(
      "The text shown while none of the flags in `when` is set (required)."),
    "flagText.when": Entry(
      "The texts shown while an app flag is set: a non-empty list of `{flag, text}`, tried in "
        + "order; the first entry whose flag is set wins. A label or button with `when` needs an "
        + "id for the UIKit screen to show the change (`dynamic-node-without-id`)."),
    "when.flag": Entry("The app flag that shows this entry's text, one of the top-level `flags`."),
    "when.text": Entry("The text shown while the entry's flag is set."),
    "visibleWhen.flag": Entry(
      "The name of an app flag (declared in `flags`) that decides the visibility: the node is "
        + "visible while the flag is set, or with `equals: false` while it is not."),
    "visibleWhen.equals": Entry(
      "The node is visible while the input's value is exactly this string (on a switch or a "
        + "flag, `true` or `false`)."),
    "visibleWhen.notEquals": Entry(
      "The node is visible while the input's value is anything but this string, the empty value "
        + "included (on a switch, `true` or `false`)."),
    "visibleWhen.in": Entry(
      "The node is visible while the input's value is one of these strings, such as two of a "
        + "choice's options: `in: [socks4, socks5]`."),
    "visibleWhen.notEmpty": Entry("The node is visible while the input's value is not empty."),
    "visibleWhen.contains": Entry(
      "The node is visible while a multi-choice has this option chosen, whatever else is: "
        + "`contains: mon`. One option, without a comma (the value joins the chosen options with "
        + "commas): test several with `all`."),
    "visibleWhen.empty": Entry(
      "The node is visible while the input's value is empty (`empty: true`; the counterpart of "
        + "`notEmpty`)."),
    "visibleWhen.all": Entry(
      "A combined condition: holds while every condition of the list holds, such as "
        + "`{all: [{input: useProxy, equals: true}, {input: proxyType, notEquals: none}]}`. "
        + "Alone in its mapping; each element is one test of an input or a flag (combined "
        + "conditions do not nest). Every input and flag it names counts in the visibility "
        + "states."),
    "visibleWhen.any": Entry(
      "A combined condition: holds while at least one condition of the list holds, such as "
        + "`{any: [{flag: managed}, {input: proxyType, in: [pac, auto]}]}`. Alone in its "
        + "mapping; each element is one test of an input or a flag (combined conditions do not "
        + "nest). Every input and flag it names counts in the visibility states."),
  ]

  static let kinds: [Node.Kind: Entry] = [
    .scroll: Entry("A scroll view; its value is the node's id."),
    .table: Entry("A grouped table of `section`s; its value is the node's id."),
    .section: Entry(
      "A titled group, in a `table`, a `scroll` or a `stack`; its value is the node's id."),
    .stack: Entry("A stack view; its value is the node's id."),
    .field: Entry("A single-line text field (`UITextField`); its value is the input's id."),
    .textView: Entry(
      "A multi-line text view (`UITextView`) that grows with its text; its value is the input's "
        + "id."),
    .custom: Entry(
      "A custom control the app draws, holding a string: one that becomes first responder with "
        + "its own input view is in the keyboard's focus chain; with `inputView: false` Next, "
        + "Previous and Return pass over it. Its value is the input's id."),
    .switch: Entry(
      "An on/off switch (`UISwitch`, SwiftUI's `Toggle`) holding a `Bool`; not in the keyboard's "
        + "focus chain; its value is the control's id."),
    .choice: Entry(
      "A choice among `options` (SwiftUI's `Picker`; UIKit's `UISegmentedControl` or the "
        + "screen's `FormChoiceControl`) holding a case of an enum generated from the options; not "
        + "in the keyboard's focus chain; its value is the control's id."),
    .multiChoice: Entry(
      "A choice of any number of `options` (rows with checkmarks, a pushed list or a menu; "
        + "UIKit: the screen's `FormMultiChoiceControl`) holding a `Set` of an enum generated from "
        + "the options; not in the keyboard's focus chain; its value is the control's id."),
    .date: Entry(
      "A date, a time of day or both (SwiftUI's `DatePicker`, UIKit's `UIDatePicker`) holding a "
        + "`Date` (a `Date?` without `value`); not in the keyboard's focus chain; its value is the "
        + "control's id."),
    .stepper: Entry(
      "A number stepper (`UIStepper`, SwiftUI's `Stepper`) holding an `Int`, or a `Double` when "
        + "its range, step or value has a fraction; not in the keyboard's focus chain; its value "
        + "is the control's id."),
    .slider: Entry(
      "A number slider (`UISlider`, SwiftUI's `Slider`) holding an `Int`, or a `Double` when its "
        + "range, step or value has a fraction or it has no step; not in the keyboard's focus "
        + "chain; its value is the control's id."),
    .label: Entry("A static label; its id may be left empty."),
    .button: Entry("A button; its id may be left empty."),
    .spacer: Entry("Fixed empty space; its id may be left empty."),
    .image: Entry(
      "A picture of fixed height (`UIImageView`, SwiftUI's `Image`): an SF Symbol, an asset, or "
        + "one the app sets at run time (a CAPTCHA, the user's photo); its id may be left empty "
        + "unless it hides with `visibleWhen` or the app sets its picture."),
  ]

  static let node: [String: Entry] = [
    "children": Entry("The nodes the container holds (`children: []` for none)."),
    "axis": Entry("The direction.", default: "vertical"),
    "paging": Entry("Whether the scroll view scrolls a page at a time.", default: "false"),
    "spacing": Entry("Points between the stack's children.", default: "8"),
    "header": Entry(
      "Text above the section: a string, or `{text: New address, when: [{flag: isEditing, "
        + "text: Edit address}]}`, a text that changes with app flags (the first set flag wins).",
      default: "none"),
    "footer": Entry(
      "Text below the section: a string, or `{text, when: [{flag, text}]}`, a text that "
        + "changes with app flags (the first set flag wins).", default: "none"),
    "text": Entry(
      "The label's text: a string, or `{text: Ready, when: [{flag: needsApproval, text: "
        + "Pending approval}]}`, a text that changes with app flags (the first set flag wins)."),
    "action": Entry(
      "`submit` validates and submits the form; `none` leaves the action to the screen.",
      default: "submit"),
    "title": Entry(
      "The input's visible caption, also its accessibility label.", default: "none"),
    "enabled": Entry(
      "When the submit button is enabled: `always`, `whenValid` (every visible input passes "
        + "validation), `whenFilled` (every visible, enabled `required` input holds more than "
        + "whitespace; the other rules wait for the tap) or `whenChanged` (some input differs "
        + "from its initial value). Other than `always` it needs an id: the UIKit views protocol "
        + "names the button by it and the keyboard controller sets its `isEnabled` "
        + "(`dynamic-node-without-id`); the SwiftUI screen disables it where it stands.",
      default: "always"),
    "lines": Entry(
      "How the text view grows: from `min` lines to `max` lines, then it scrolls inside itself.",
      default: "{min: 3, max: 8}"),
    "height": Entry(
      "Points; overrides the height formc estimates for its layout checks.",
      default: "estimated"),
    "visibleWhen": Entry(
      "The node is visible only while the condition holds: `{input: id, equals: \"value\"}`, "
        + "`{input: id, notEquals: \"value\"}`, `{input: id, in: [a, b]}`, "
        + "`{input: id, notEmpty: true}`, `{input: id, empty: true}` or `{flag: name}` (an app "
        + "flag of `flags`), or `{all: [...]}` / `{any: [...]}` of such conditions. A label, "
        + "button or spacer with one needs an id for the generated screens to hide it "
        + "(`dynamic-node-without-id`).",
      default: "always visible"),
    "enabledWhen": Entry(
      "The input is enabled only while the condition holds (the same keys as `visibleWhen`); "
        + "while it fails the input keeps its place but is disabled, and focus, Return, Next and "
        + "validation pass over it.", default: "always enabled"),
    "placeholder": Entry("The placeholder text.", default: "none"),
    "hint": Entry(
      "The accessibility hint VoiceOver reads after the label: what editing the input does.",
      default: "none"),
    "input": Entry(
      "A preset that sets keyboard, content type, autocapitalization, autocorrection and secure "
        + "entry together.", default: "text"),
    "keyboard": Entry("Overrides the preset's keyboard type.", default: "from the preset"),
    "contentType": Entry(
      "Overrides the preset's content type; one newer than `platform.iOS` is "
        + "`unsupported-platform`.", default: "from the preset"),
    "autocapitalization": Entry(
      "Overrides the preset's autocapitalization.", default: "from the preset"),
    "autocorrection": Entry("Overrides the preset's autocorrection.", default: "from the preset"),
    "smartPunctuation": Entry(
      "Whether typing turns straight quotes into curly ones and `--` into a dash (UIKit "
        + "`smartQuotesType` and `smartDashesType`); `false` for text that must keep what was "
        + "typed: a folder or user name, a code, a command. A SwiftUI screen keeps the system's "
        + "(SwiftUI has no modifier for it).", default: "the system's, by keyboard"),
    "secure": Entry(
      "Secure entry; `true` also turns autocorrection off unless `autocorrection` is given.",
      default: "from the preset"),
    "returnKey": Entry(
      "Overrides the derived return key; on a pad keyboard it never shows.", default: "derived"),
    "onReturn": Entry(
      "What Return does on this input: `derived` (Next moves on, the last input submits, a text "
        + "view inserts a newline), `dismiss` (Return only ends editing; the key is `returnKey` "
        + "or `done`) or, on a field, `none` (Return does nothing and the keyboard stays; the key "
        + "is `returnKey` or the plain Return).", default: "`keyboard.onReturn`"),
    "value": Entry("The initial value.", default: "\"\""),
    "maxLength": Entry(
      "The most characters the user can type, enforced as they type: characters as users see "
        + "them (an emoji is one), with a `format` the raw ones (a card number's digits); a paste "
        + "inserts the part that fits, a composition (Japanese, Chinese) is limited once "
        + "confirmed. A `maxLength` rule checks on submit.", default: "no limit"),
    "format": Entry(
      "A formatter applied as the user types, the caret kept after the character typed: "
        + "`cardNumber` (`4242 4242 4242 4242`), `expiry` (`MM / YY`), `phone` "
        + "(`(555) 123-4567`), or the lowerCamelCase name of one the app registers in the view "
        + "model's `textFormatters`. The model stores the text as shown; `rawValue(of:)` gives "
        + "it without separators.", default: "none"),
    "check": Entry(
      "An app check of the value by name (`usernameAvailable`), or a mapping of `name` and "
        + "`debounce`: after a pause in typing the model calls the app's method of that name, "
        + "shows the input's check as running (a spinner) until it returns, and shows the message "
        + "it returns as the input's error; submit waits for unsettled checks, a debounce "
        + "included. Empty values are not checked. With `local: true`, the app's synchronous "
        + "check, asked at once, never pending.",
      default: "none"),
    "required": Entry("Whether the input must not be empty to submit.", default: "false"),
    "requiredMessage": Entry(
      "The message shown when the `required` input is empty (needs `required: true`).",
      default: "formc's standard message"),
    "rules": Entry("Validation rules, each one rule key and an optional `message`."),
    "validateOn": Entry(
      "When this input's error message shows: `submit`, `endEditing` (also when focus leaves it) "
        + "or `typing` (also as the user types, once the form was first submitted).",
      default: "the form's `validateOn`"),
    "inputView": Entry(
      "On a `custom` control: whether it becomes first responder and brings its own input view "
        + "or keyboard (a picker in the keyboard's place), so Next, Previous and Return stop at "
        + "it (`true`), or not (`false`: a rating, a row that pushes a list), so they pass over "
        + "it as over a typed control, the keyboard staying on the text inputs; it stays in "
        + "VoiceOver order and takes a tap.", default: "true"),
    "toolbar": Entry(
      "The input's own accessory toolbar, shown instead of the form's while it is focused: "
        + "`false` for none (a one-time-code or search field), `true`, or a mapping of `items` "
        + "and `title` (`{items: [flexibleSpace, done]}` for a pad with only Done); the keys it "
        + "leaves out come from the form's `toolbar`. A submit placed `keyboardToolbar` shows "
        + "in it. On a `custom` control with `inputView: false` it never shows "
        + "(`ineffective-toolbar`).",
      default: "the form's `toolbar`"),
    "next": Entry(
      "The input Next moves to from this one.",
      default: "the walk: the next input in document order"),
    "reveal": Entry(
      "The nodes brought into view with this input while it is focused: an `image`, `label` "
        + "or `button` id, or a list of them (`reveal: [captchaImage]`, the CAPTCHA picture "
        + "above its field). The keyboard's reveal scrolls the input, its message and the named "
        + "nodes that are shown above the keyboard when they fit, else the input alone. Each must "
        + "be in the input's scroll container and shown with it in some state (`reveal-apart`).",
      default: "the input and its message only"),
    "valueOf": Entry(
      "The input whose value this one edits: the model stores one value, in that input's "
        + "property, and both inputs read and write it (a navigation choice of a country's "
        + "states and a text field for the same `state`, one shown at a time). The two must "
        + "never be shown and enabled together in any state, and both hold text: a field, a "
        + "text view, or a choice with `options: app` (`shared-value`). The named input owns "
        + "the value and its `value`; this one takes no `value`.",
      default: "the input's own value"),
  ]

  static let nodeSpecific: [String: Entry] = [
    "table.children": Entry("The table's sections, one table section each."),
    "scroll.axis": Entry("The scrolling direction.", default: "vertical"),
    "stack.axis": Entry("The layout direction.", default: "vertical"),
    "button.title": Entry(
      "The button's title: a string, or `{text: Remove, when: [{flag: isEditing, text: Remove "
        + "address}]}`, a title that changes with app flags (the first set flag wins)."),
    "custom.height": Entry("The control's height in points (required)."),
    "switch.value": Entry("Whether the switch starts on: `true` or `false`.", default: "false"),
    "switch.required": Entry(
      "Whether the switch must be on to pass validation (a terms switch).", default: "false"),
    "switch.title": Entry(
      "The switch's label, beside it in its row; also its accessibility label.", default: "none"),
    "spacer.height": Entry("The space in points (required)."),
    "image.height": Entry("The picture's height in points (required); it spans the width."),
    "image.source": Entry(
      "Where the picture comes from (required): `system:NAME` an SF Symbol "
        + "(`system:lock.shield`), `asset:NAME` an image of the app's asset catalog, or `app` for "
        + "one the app sets at run time (the UIKit views protocol names its `UIImageView`, the "
        + "SwiftUI screen asks `appImage` for it)."),
    "image.contentMode": Entry(
      "How the picture fills its height: `fit` shows all of it, aspect kept "
        + "(`scaleAspectFit`, `.scaledToFit()`); `fill` fills the frame, aspect kept, clipped "
        + "(`scaleAspectFill`, `.scaledToFill()`).",
      default: "fit"),
    "image.description": Entry(
      "What VoiceOver reads for the picture (its accessibility label; a String Catalog key "
        + "`<Form>.<id>.description`). An image needs it or `decorative: true`."),
    "image.decorative": Entry(
      "`true` hides the picture from VoiceOver (a logo beside the app's name, an ornament). An "
        + "image needs it or `description`, not both.",
      default: "false"),
    "choice.options": Entry(
      "The options, in order (required): each a value such as `socks5` (a lowerCamelCase Swift "
        + "identifier, the enum's case, shown as its own title) or `{value: socks5, title: SOCKS 5}`; "
        + "or `app` for options the app loads at run time (countries from a server, the user's "
        + "accounts): the model's settable `<id>Options` list of `FormChoice.Option` (value and "
        + "title), the value a `String?` checked against the current list, the choice disabled "
        + "while the list is empty."
    ),
    "choice.style": Entry(
      "How the options show: `menu`, `segmented` (about five options at most), `inline`, "
        + "`navigation` or `wheel`.", default: "menu"),
    "choice.value": Entry(
      "The value of the option chosen when the form opens; without it, none is chosen.",
      default: "none chosen"),
    "multiChoice.options": Entry(
      "The options, in order (required): each a value such as `mon` (a lowerCamelCase Swift "
        + "identifier, the enum's case, shown as its own title) or `{value: mon, title: Monday}`; "
        + "or `app` for options the app loads at run time (notification categories or tags from "
        + "a server): the model's settable `<id>Options` list of `FormChoice.Option`, the value a "
        + "`Set<String>` whose values are checked against the current list, the multi-choice "
        + "disabled while the list is empty."),
    "multiChoice.style": Entry(
      "How the options show: `inline` (rows with checkmarks), `navigation` (a row that pushes "
        + "them) or `menu` (a button whose menu stays open).", default: "inline"),
    "multiChoice.value": Entry(
      "The options chosen when the form opens, as a list: `[mon, wed]`.", default: "none chosen"),
    "multiChoice.min": Entry(
      "The fewest options that may be chosen once any is (with `required`, at all).",
      default: "no limit"),
    "multiChoice.max": Entry("The most options that may be chosen.", default: "no limit"),
    "multiChoice.title": Entry(
      "The multi-choice's label, above its options; also its accessibility label.",
      default: "none"),
    "date.components": Entry(
      "What the date edits: `date` (a calendar day), `time` (an hour and minute) or "
        + "`dateAndTime`.", default: "date"),
    "date.style": Entry(
      "How the date shows: `compact` (a row whose value opens a popover), `inline` (a calendar "
        + "in the form) or `wheel`.", default: "compact"),
    "date.value": Entry(
      "The date the form opens with: a local day `2026-12-24`, a time `09:30`, both "
        + "`2026-12-24T09:30`, `today` or `now`; without it the date starts unset (`Date?`).",
      default: "unset"),
    "date.range": Entry(
      "The dates the user may pick: `{from: 2026-01-01, to: today}`; either bound may be left "
        + "out; each bound is written as `value` is.", default: "no limit"),
    "date.title": Entry(
      "The date's label, beside its value in its row; also its accessibility label.",
      default: "none"),
    "choice.title": Entry(
      "The choice's label, beside or above its options; also its accessibility label.",
      default: "none"),
    "stepper.range": Entry(
      "The values the stepper can take (required): `{min: 1, max: 12}`, both ends included."),
    "stepper.step": Entry(
      "How far one press moves the value, greater than 0 and "
        + "at most the range.", default: "1"),
    "stepper.value": Entry(
      "The number the stepper starts at, inside the range and on a step.",
      default: "the range's min"),
    "stepper.format": Entry(
      "The value's label, `{value}` where the number goes (`{value} guests`, `{value}%`), or "
        + "its English plural forms (`{one: \"{value} guest\", other: "
        + "\"{value} guests\"}`); localizable.", default: "{value}"),
    "stepper.title": Entry(
      "The stepper's label, beside the value's label; also its accessibility label.",
      default: "none"),
    "slider.range": Entry(
      "The values the slider can take (required): `{min: 1, max: 12}`, both ends included."),
    "slider.step": Entry(
      "How far one notch moves the value, greater than 0 and "
        + "at most the range.", default: "none (continuous)"),
    "slider.value": Entry(
      "The number the slider starts at, inside the range and on a step.", default: "the range's min"
    ),
    "slider.format": Entry(
      "The value's label, `{value}` where the number goes (`{value} guests`, `{value}%`), or "
        + "its English plural forms (`{one: \"{value} guest\", other: "
        + "\"{value} guests\"}`); localizable.", default: "{value}"),
    "slider.title": Entry(
      "The slider's label, beside the value's label; also its accessibility label.",
      default: "none"),
    "slider.minimumImage": Entry(
      "The SF Symbol at the slider's minimum end (`speaker.fill`).", default: "none"),
    "slider.maximumImage": Entry(
      "The SF Symbol at the slider's maximum end (`speaker.wave.3.fill`).", default: "none"),
  ]

  static let rule: [String: Entry] = [
    "minLength": Entry("Passes when the value has at least this many characters."),
    "maxLength": Entry("Passes when the value has at most this many characters."),
    "pattern": Entry(
      "Passes when the whole value matches this ICU regular expression (single-quote it: "
        + "`'\\d{5}'`)."),
    "email": Entry("Passes when the value is an email address (`true` only)."),
    "equals": Entry(
      "Cross-field: passes when the value equals this other input's value exactly (confirm "
        + "password); the error shows under this input."),
    "min": Entry("Passes when the value, read as a number, is at least this."),
    "max": Entry("Passes when the value, read as a number, is at most this."),
    "requiredWithout": Entry(
      "Cross-field: passes when the value is not empty, or when one of these other inputs (an "
        + "input id or a list of them) is filled; a hidden or disabled input counts as empty. "
        + "The error shows under this input: phone or email."),
    "after": Entry(
      "Cross-field, on a `date`: passes when this date is strictly later than the named date "
        + "(check-out after check-in), or while either is unset; the error shows under this date."),
    "before": Entry(
      "Cross-field, on a `date`: passes when this date is strictly earlier than the named date, "
        + "or while either is unset."),
    "onOrAfter": Entry(
      "Cross-field, on a `date`: passes when this date is the same as or later than the named "
        + "date (an event's end on or after its start), or while either is unset."),
    "onOrBefore": Entry(
      "Cross-field, on a `date`: passes when this date is the same as or earlier than the named "
        + "date, or while either is unset."),
    "message": Entry(
      "The message shown when the rule fails.", default: "formc's standard message"),
  ]
}
