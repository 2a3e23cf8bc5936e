import FormCodegen
import FormCompiler
import Testing

/// A few spec lines in, one declaration of one generated file out: what each translator writes
/// for a spec feature, readable without diffing every golden (swift-openapi-generator's snippet
/// reference tests are the model).
///
/// A snippet names the output and the first words of the declaration or statement it shows; the
/// test cuts that declaration out of the file (up to its closing line) and compares it whole.
struct SnippetTests {
  struct Snippet: CustomTestStringConvertible, Sendable {
    var name: String
    /// The spec's `content` and anything else it needs, below `form: Snippet`.
    var spec: String
    var output: Configuration.Output
    /// The start of the first line of the declaration, after its indentation.
    var start: String
    var expected: String

    var testDescription: String { name }
  }

  static let snippets: [Snippet] = [
    Snippet(
      name: "an input's own toolbar is its items, only where they differ from the form's",
      spec: """
        toolbar: false
        content:
          scroll: page
          children:
            - field: amount
              input: decimal
              title: Amount
              toolbar:
                items: [flexibleSpace, done]
            - textView: note
              title: Note
              toolbar: false
        """,
      output: .model, start: "nonisolated static let schema",
      expected: """
        nonisolated static let schema = FormSchema<Field>(
          inputs: [
            .field(
              .amount, title: "Amount",
              traits: FormTextTraits(
                keyboard: .decimalPad, autocapitalization: .none, autocorrection: false),
              returns: .none, toolbar: [.flexibleSpace, .done], toolbarTitle: "Amount"),
            .textView(.note, title: "Note", returns: .newline, lines: 3...8),
          ],
          toolbar: [],
          keyboard: FormKeyboardPlan(
            avoidance: .automatic,
            dismissMode: .interactive,
            spacing: 16,
            insetContainer: "page",
            pinnedContainer: "page",
            inputs: [
              .init(id: "amount", scrollContainers: ["page"]),
              .init(id: "note", scrollContainers: ["page"], grows: true, minLines: 3, maxLines: 8),
            ]
          )
        )
        """),
    Snippet(
      name: "inputs become Field cases in focus order",
      spec: """
        content:
          scroll: page
          children:
            - field: name
              title: Name
            - textView: bio
              title: Bio
        """,
      output: .model, start: "enum Field",
      expected: """
        enum Field: String, FormField {
          /// The "Name" field.
          case name

          /// The "Bio" text view.
          case bio

          /// The form the inputs belong to.
          typealias Form = SnippetForm
        }
        """),
    Snippet(
      name: "a switch is a Bool property",
      spec: """
        content:
          scroll: page
          children:
            - switch: notify
              title: Notify
              value: true
        """,
      output: .model, start: "@FormPublished var notify",
      expected: """
        @FormPublished var notify: Bool = true {
          didSet { formChanges.valueDidChange(.notify) }
        }
        """),
    Snippet(
      name: "a long initial value goes below its property",
      spec: """
        content:
          scroll: page
          children:
            - field: greeting
              title: Greeting
              value: "A greeting long enough that the property and its value cannot share a line"
        """,
      output: .model, start: "@FormPublished var greeting",
      expected: """
        @FormPublished var greeting: String =
          "A greeting long enough that the property and its value cannot share a line"
        {
          didSet { formChanges.valueDidChange(.greeting) }
        }
        """),
    Snippet(
      name: "values are read as text",
      spec: """
        content:
          scroll: page
          children:
            - field: name
              title: Name
            - switch: notify
              title: Notify
        """,
      output: .model, start: "func value(of field: Field)",
      expected: """
        func value(of field: Field) -> String {
          switch field {
          case .name: return self.name
          case .notify: return self.notify ? "true" : "false"
          }
        }
        """),
    Snippet(
      name: "a node visibleWhen hides gets a view lookup",
      spec: """
        content:
          scroll: page
          children:
            - field: name
              title: Name
            - label: note
              text: Shown once a name is typed
              visibleWhen: {input: name, notEmpty: true}
        """,
      output: .uikit, start: "func formNodeViews",
      expected: """
        func formNodeViews(_ id: String) -> [UIView] {
          switch id {
          case "note": return [note]
          default: return []
          }
        }
        """),
    Snippet(
      name: "labels and buttons whose texts change with app flags get a view lookup",
      spec: """
        flags: [isEditing]
        content:
          scroll: page
          children:
            - field: name
              title: Name
            - label: note
              text: Shown once a name is typed
              visibleWhen: {input: name, notEmpty: true}
            - label: status
              text: {text: Ready, when: [{flag: isEditing, text: Editing}]}
            - button: remove
              title: {text: Add, when: [{flag: isEditing, text: Remove}]}
              action: none
            - label:
              text: {text: Unnamed, when: [{flag: isEditing, text: Left to the screen}]}
        """,
      output: .uikit, start: "func formNodeViews",
      expected: """
        func formNodeViews(_ id: String) -> [UIView] {
          switch id {
          case "note": return [note]
          case "status": return [status]
          case "remove": return [remove]
          default: return []
          }
        }
        """),
    Snippet(
      name: "a submit button in a table row with an enabled gets a view lookup",
      spec: """
        content:
          table: bookingTable
          children:
            - section: contact
              children:
                - field: name
                  title: Name
                  required: true
            - section: actions
              children:
                - button: book
                  title: Book
                  action: submit
                  enabled: whenFilled
        """,
      output: .uikit, start: "func formNodeViews",
      expected: """
        func formNodeViews(_ id: String) -> [UIView] {
          switch id {
          case "book": return [book]
          default: return []
          }
        }
        """),
    Snippet(
      name: "a condition wraps the view in if",
      spec: """
        content:
          scroll: page
          children:
            - field: name
              title: Name
            - field: nickname
              title: Nickname
              visibleWhen: {input: name, notEmpty: true}
        """,
      output: .swiftui, start: "if form.isVisible(.nickname)",
      expected: """
        if form.isVisible(.nickname) {
          FormTextField(.nickname, of: form, focus: $focus)
        }
        """),
    Snippet(
      name: "a table section has header and footer closures",
      spec: """
        content:
          table: list
          children:
            - section: account
              header: Account
              footer: Used to sign in
              children:
                - field: email
                  input: email
                  title: Email
        """,
      output: .swiftui, start: "Section {",
      expected: """
        Section {
          FormTextField(.email, of: form, focus: $focus)
        } header: {
          Text(verbatim: "Account")
        } footer: {
          Text(verbatim: "Used to sign in")
        }
        """),
    Snippet(
      name:
        "with keyboard.dismiss onTap a table's headers, footers and labels end editing on a tap",
      spec: """
        keyboard:
          dismiss: onTap
        content:
          table: list
          children:
            - section: account
              header: Account
              footer: Used to sign in
              children:
                - field: email
                  input: email
                  title: Email
                - label: hint
                  text: We never share it.
                - switch: remember
                  title: Remember me
        """,
      output: .swiftui, start: "Section {",
      expected: """
        Section {
          FormTextField(.email, of: form, focus: $focus)
          Text(verbatim: "We never share it.")
            .formEndsEditingOnTap()
          Toggle(isOn: $form.remember) {
            Text(verbatim: "Remember me")
          }
          .formControl(SnippetForm.Field.remember, of: form)
        } header: {
          Text(verbatim: "Account")
            .formEndsEditingOnTap()
        } footer: {
          Text(verbatim: "Used to sign in")
            .formEndsEditingOnTap()
        }
        """),
    Snippet(
      name:
        "a custom input gets the form (its error joins its label); without an input view no focus binding",
      spec: """
        content:
          scroll: page
          children:
            - field: name
              title: Name
            - stack: ratings
              children:
                - custom: rating
                  title: Rating
                  height: 44
                  inputView: false
                - custom: time
                  title: Time
                  height: 44
        """,
      output: .swiftui, start: "VStack(",
      expected: """
        VStack(alignment: .leading, spacing: 8) {
          custom(.rating)
            .formCustomInput(SnippetForm.Field.rating, of: form)
            .frame(minHeight: 44)
          custom(.time)
            .formCustomInput(SnippetForm.Field.time, of: form, focus: $focus)
            .frame(minHeight: 44)
        }
        """),
    Snippet(
      name: "a submit button enabled when valid is disabled otherwise",
      spec: """
        content:
          scroll: page
          children:
            - field: name
              title: Name
              required: true
            - button: save
              title: Save
              action: submit
              enabled: whenValid
        """,
      output: .swiftui, start: "FormSubmitButton(",
      expected: """
        FormSubmitButton("Save", of: form)
          .disabled(!form.isSubmitEnabled(.whenValid))
        """),
    Snippet(
      name: "a submit button enabled when filled is disabled until the required inputs are filled",
      spec: """
        content:
          scroll: page
          children:
            - field: name
              title: Name
              required: true
            - button: create
              title: Create
              action: submit
              enabled: whenFilled
        """,
      output: .swiftui, start: "FormSubmitButton(",
      expected: """
        FormSubmitButton("Create", of: form)
          .disabled(!form.isSubmitEnabled(.whenFilled))
        """),
    Snippet(
      name: "a navigation-bar submit enabled when filled hands it to the runtime",
      spec: """
        actions:
          submit:
            title: Create
            enabled: whenFilled
        content:
          scroll: page
          children:
            - field: name
              title: Name
              required: true
        """,
      output: .model, start: "actions: FormActionsSchema(",
      expected: """
        actions: FormActionsSchema(
          submit: FormActionSchema(
            title: "Create", placement: .navigationBarTrailing, enabled: .whenFilled,
            identifier: FormAccessibilityIdentifier.submit))
        """),
    Snippet(
      name: "a cancel that confirms a discard hands it to the runtime",
      spec: """
        actions:
          cancel:
            title: Cancel
            confirmDiscard: true
        content:
          scroll: page
          children:
            - field: name
              title: Name
        """,
      output: .model, start: "actions: FormActionsSchema(",
      expected: """
        actions: FormActionsSchema(
          cancel: FormActionSchema(
            title: "Cancel", placement: .navigationBarLeading, confirmsDiscard: true,
            identifier: FormAccessibilityIdentifier.cancel))
        """),
    Snippet(
      name: "a navigation-bar submit beside a content submit has its own identifier",
      spec: """
        actions:
          submit:
            title: Save
        content:
          scroll: page
          children:
            - field: name
              title: Name
            - button: save
              title: Save
              action: submit
        """,
      output: .swiftui, start: ".toolbar {",
      expected: """
        .toolbar {
          ToolbarItemGroup(placement: .topBarTrailing) {
            FormSubmitButton(
              "Save", of: form, identifier: FormAccessibilityIdentifier.navigationBarSubmit)
          }
        }
        .formKeyboard(of: form, focus: $focus, onSubmit: onSubmit, onSubmitAsync: onSubmitAsync)
        """),
    Snippet(
      name: "in, empty and notEquals become the runtime's condition tests",
      spec: """
        content:
          scroll: page
          children:
            - choice: scheme
              title: Scheme
              options: [https, socks4, socks5]
            - label: socksNote
              text: SOCKS does not encrypt
              visibleWhen: {input: scheme, in: [socks4, socks5]}
            - label: pick
              text: Pick a scheme
              visibleWhen: {input: scheme, empty: true}
            - field: host
              title: Host
              visibleWhen: {input: scheme, notEquals: https}
        """,
      output: .model, start: "conditions: [",
      expected: """
        conditions: [
          FormCondition("socksNote", .label, shownWhen: .scheme, .oneOf(["socks4", "socks5"])),
          FormCondition("pick", .label, shownWhen: .scheme, .empty),
          FormCondition("host", .field, shownWhen: .scheme, .notEquals("https")),
        """),
    Snippet(
      name: "enabledWhen with in on a choice's options",
      spec: """
        content:
          scroll: page
          children:
            - choice: scheme
              title: Scheme
              options: [https, socks4, socks5]
              value: https
            - field: user
              title: User
              enabledWhen: {input: scheme, in: [https, socks5]}
        """,
      output: .model, start: "enabled: [",
      expected: """
        enabled: [FormCondition("user", .field, shownWhen: .scheme, .oneOf(["https", "socks5"]))]
        """),
    Snippet(
      name: "enabledWhen all becomes a combined condition of terms",
      spec: """
        flags: [managed]
        content:
          scroll: page
          children:
            - switch: useProxy
              title: Proxy
            - choice: proxyType
              title: Type
              options: [none, http]
            - field: host
              title: Host
              enabledWhen: {all: [{input: useProxy, equals: true}, {input: proxyType, notEquals: none}, {flag: managed, equals: false}]}
        """,
      output: .model, start: "enabled: [",
      expected: """
        enabled: [
          FormCondition(
            "host", .field, shownWhen: .all,
            [
              .input(.useProxy, .equals("true")),
              .input(.proxyType, .notEquals("none")),
              .flag("managed", isSet: false),
            ])
        """),
    Snippet(
      name: "visibleWhen any becomes a combined condition of terms",
      spec: """
        flags: [managed]
        content:
          scroll: page
          children:
            - field: host
              title: Host
            - label: note
              text: Managed or local
              visibleWhen: {any: [{flag: managed}, {input: host, in: [localhost, 127.0.0.1]}]}
        """,
      output: .model, start: "conditions: [",
      expected: """
        conditions: [
          FormCondition(
            "note", .label, shownWhen: .any,
            [.flag("managed"), .input(.host, .oneOf(["localhost", "127.0.0.1"]))])
        """),
    Snippet(
      name: "a date's after and onOrAfter rules name the other date, with its title in the message",
      spec: """
        content:
          scroll: page
          children:
            - date: checkIn
              title: Check-in
            - date: checkOut
              title: Check-out
              rules:
                - after: checkIn
                - onOrBefore: checkIn
                  message: Too late
        """,
      output: .model, start: "validations: [",
      expected: """
        validations: [
          .after("checkIn", "Check-out must be after Check-in"),
          .onOrBefore("checkIn", "Too late"),
        """),
    Snippet(
      name: "cross-field rules and validateOn go into the schema",
      spec: """
        validateOn: endEditing
        content:
          scroll: page
          children:
            - field: phone
              input: phone
              title: Phone
              rules:
                - requiredWithout: [email, fax]
            - field: email
              input: email
              title: Email
              validateOn: typing
            - field: fax
              input: phone
              title: Fax
        """,
      output: .model, start: "nonisolated static let schema",
      expected: """
        nonisolated static let schema = FormSchema<Field>(
          inputs: [
            .field(
              .phone, title: "Phone",
              traits: FormTextTraits(
                keyboard: .phonePad, contentType: .telephoneNumber, autocapitalization: .none,
                autocorrection: false),
              returns: .none,
              validations: [
                .requiredWithout(["email", "fax"], "Phone is required unless Email or Fax is filled in")
              ],
              toolbarTitle: "Phone"),
            .field(
              .email, title: "Email",
              traits: FormTextTraits(
                keyboard: .emailAddress, contentType: .emailAddress, autocapitalization: .none,
                autocorrection: false),
              returns: .nextOrSubmit(.done), validateOn: .typing, toolbarTitle: "Email"),
            .field(
              .fax, title: "Fax",
              traits: FormTextTraits(
                keyboard: .phonePad, contentType: .telephoneNumber, autocapitalization: .none,
                autocorrection: false),
              returns: .none, toolbarTitle: "Fax"),
          ],
          toolbar: [.previous, .next, .flexibleSpace, .done],
          keyboard: FormKeyboardPlan(
            avoidance: .automatic,
            dismissMode: .interactive,
            spacing: 16,
            insetContainer: "page",
            pinnedContainer: "page",
            inputs: [
              .init(id: "phone", scrollContainers: ["page"]),
              .init(id: "email", scrollContainers: ["page"]),
              .init(id: "fax", scrollContainers: ["page"]),
            ]
          ),
          validateOn: .endEditing
        )
        """),
    Snippet(
      name: "actions reach the schema, which the UIKit controller builds its bar items from",
      spec: """
        actions:
          cancel:
            title: Cancel
          submit:
            title: Save
            enabled: whenValid
        content:
          scroll: page
          children:
            - field: name
              title: Name
        """,
      output: .model, start: "actions: FormActionsSchema(",
      expected: """
        actions: FormActionsSchema(
          submit: FormActionSchema(
            title: "Save", placement: .navigationBarTrailing, enabled: .whenValid,
            identifier: FormAccessibilityIdentifier.submit),
          cancel: FormActionSchema(
            title: "Cancel", placement: .navigationBarLeading,
            identifier: FormAccessibilityIdentifier.cancel))
        """),
    Snippet(
      name: "a form with actions answers the view controller's navigation item",
      spec: """
        actions:
          submit:
            title: Save
        content:
          scroll: page
          children:
            - field: name
              title: Name
        """,
      output: .uikit, start: "func formNavigationItem",
      expected: """
        func formNavigationItem() -> UINavigationItem? {
          navigationItem
        }
        """),
    Snippet(
      name: "a submit in the keyboard toolbar takes Done's place",
      spec: """
        actions:
          submit:
            title: Post
            placement: keyboardToolbar
        content:
          scroll: page
          children:
            - field: name
              title: Name
        """,
      output: .model, start: "toolbar: [",
      expected: """
        toolbar: [.previous, .next, .flexibleSpace, .submit],
        """),
    Snippet(
      name: "with afterSubmit keep a keyboard-toolbar submit stands before Done",
      spec: """
        keyboard:
          afterSubmit: keep
        actions:
          submit:
            title: Post
            placement: keyboardToolbar
        content:
          scroll: page
          children:
            - field: name
              title: Name
        """,
      output: .model, start: "toolbar: [",
      expected: """
        toolbar: [.previous, .next, .flexibleSpace, .submit, .done],
        """),
    Snippet(
      name: "the SwiftUI cancel button has the cancel identifier",
      spec: """
        actions:
          cancel:
            title: Cancel
        content:
          scroll: page
          children:
            - field: name
              title: Name
        """,
      output: .swiftui, start: "ToolbarItemGroup(placement: .topBarLeading)",
      expected: """
        ToolbarItemGroup(placement: .topBarLeading) {
          Button(action: onCancel) {
            Text(verbatim: "Cancel")
          }
          .accessibilityIdentifier(FormAccessibilityIdentifier.cancel)
        }
        """),
    Snippet(
      name:
        "the SwiftUI screen's onCancel is a main-actor closure, Button's action type: passed as it is, no warning",
      spec: """
        actions:
          cancel:
            title: Cancel
        content:
          scroll: page
          children:
            - field: name
              title: Name
        """,
      output: .swiftui, start: "private let onCancel",
      expected: """
        private let onCancel: @MainActor () -> Void
        """),
    Snippet(
      name: "smartPunctuation is a text trait, written only where the spec sets it",
      spec: """
        content:
          scroll: page
          children:
            - textView: note
              title: Note
            - field: folder
              title: Folder
              smartPunctuation: false
        """,
      output: .model, start: ".field(",
      expected: """
        .field(
          .folder, title: "Folder", traits: FormTextTraits(smartPunctuation: false),
          returns: .nextOrSubmit(.done), toolbarTitle: "Folder"),
        """),
    Snippet(
      name: "a form with an app check is submitted filled in validly, its check answered",
      spec: """
        content:
          scroll: page
          children:
            - field: username
              title: Username
              required: true
              check: {name: usernameAvailable, debounce: 1}
              rules:
                - pattern: '[a-z0-9_.]+'
            - field: password
              title: Password
              required: true
              rules:
                - minLength: 8
            - field: confirm
              title: Confirm
              rules:
                - equals: password
            - field: referral
              title: Referral code
              rules:
                - pattern: '[A-Z0-9]{6,10}'
            - button: join
              title: Join
              action: submit
        """,
      output: .uiTests, start: "@MainActor func testSubmittingWaitsForChecks",
      expected: """
        @MainActor func testSubmittingWaitsForChecks() throws {
          try walk.submitWaitingForChecks(
            button: "join", values: ["password": "formc.user1", "username": "formc.user1"],
            checked: ["username"], debounce: 1.0)
        }
        """),
    Snippet(
      name: "a keyboard-toolbar submit waits for the app checks, tapped after another input",
      spec: """
        actions:
          submit:
            title: Redeem
            placement: keyboardToolbar
        content:
          scroll: page
          children:
            - field: code
              title: Code
              required: true
              check: codeRedeemable
            - field: note
              title: Note
        """,
      output: .uiTests, start: "@MainActor func testSubmittingWaitsForChecks",
      expected: """
        @MainActor func testSubmittingWaitsForChecks() throws {
          try walk.submitWaitingForChecks(
            button: nil, inKeyboardToolbarAfterTapping: "note", values: ["code": "formc.user1"],
            checked: ["code"], debounce: 0.5)
        }
        """),
    Snippet(
      name: "Return that submits waits for the app checks too",
      spec: """
        keyboard:
          submit: go
        content:
          scroll: page
          children:
            - field: code
              title: Code
              required: true
              check: codeRedeemable
            - field: note
              title: Note
        """,
      output: .uiTests, start: "@MainActor func testSubmittingWithReturnWaitsForChecks",
      expected: """
        @MainActor func testSubmittingWithReturnWaitsForChecks() throws {
          try walk.submitWaitingForChecks(
            returnKeyOn: "note", values: ["code": "formc.user1"], checked: ["code"], debounce: 0.5)
        }
        """),
    Snippet(
      name:
        "a check shown only in another state is submitted in that state (its placeholder typed)",
      spec: """
        content:
          scroll: page
          children:
            - custom: accountType
              title: Account type
              value: personal
              height: 44
            - section: business
              visibleWhen: {input: accountType, equals: business}
              children:
                - field: vatNumber
                  title: VAT number
                  placeholder: GB123456789
                  check: vatNumberRegistered
                  rules:
                    - pattern: '[A-Z]{2}[0-9A-Z]{8,12}'
            - button: openAccount
              title: Open
              action: submit
        """,
      output: .uiTests, start: "@MainActor func testSubmittingWaitsForChecks",
      expected: """
        @MainActor func testSubmittingWaitsForChecks() throws {
          try walk.submitWaitingForChecks(
            button: "openAccount", values: ["accountType": "business", "vatNumber": "GB123456789"],
            checked: ["vatNumber"], debounce: 0.5)
        }
        """),
    Snippet(
      name: "a submit in the keyboard toolbar is tested empty after tapping another input",
      spec: """
        actions:
          submit:
            title: Post
            placement: keyboardToolbar
        content:
          scroll: page
          children:
            - field: name
              title: Name
              required: true
            - field: note
              title: Note
        """,
      output: .uiTests, start: "@MainActor func testSubmittingAnEmptyForm",
      expected: """
        @MainActor func testSubmittingAnEmptyForm() throws {
          try walk.submit(button: nil, inKeyboardToolbarAfterTapping: "note", expectingFocusOn: "name")
        }
        """),
    Snippet(
      name: "an empty submit reads a hidden input as empty, as the runtime does (requiredWithout)",
      spec: """
        flags: [showEmail]
        content:
          scroll: page
          children:
            - field: phone
              title: Phone
              rules:
                - requiredWithout: email
            - field: email
              title: Email
              value: ada@example.com
              visibleWhen: {flag: showEmail}
            - button: send
              title: Send
              action: submit
        """,
      output: .uiTests, start: "@MainActor func testSubmittingAnEmptyForm",
      expected: """
        @MainActor func testSubmittingAnEmptyForm() throws {
          try walk.submit(button: "send", expectingFocusOn: "phone")
        }
        """),
    Snippet(
      name: "an empty submit reads a hidden input as empty, as the runtime does (equals)",
      spec: """
        flags: [showEmail]
        content:
          scroll: page
          children:
            - field: email
              title: Email
              value: ada@example.com
              visibleWhen: {flag: showEmail}
            - field: confirmEmail
              title: Confirm email
              value: ada@example.com
              rules:
                - equals: email
            - button: send
              title: Send
              action: submit
        """,
      output: .uiTests, start: "@MainActor func testSubmittingAnEmptyForm",
      expected: """
        @MainActor func testSubmittingAnEmptyForm() throws {
          try walk.submit(button: "send", expectingFocusOn: "confirmEmail")
        }
        """),
    Snippet(
      name: "a state lists the typed controls it shows, by element type, hidden ones left out",
      spec: """
        content:
          scroll: page
          children:
            - switch: allDay
              title: All-day
            - date: startDay
              title: Starts
              visibleWhen: {input: allDay, equals: true}
            - stepper: guests
              title: Guests
              range: {min: 1, max: 8}
            - slider: budget
              title: Budget
              range: {min: 10, max: 60}
            - field: name
              title: Name
        """,
      output: .uiTests, start: "static let states",
      expected: """
        static let states: [FormUIState] = [
          FormUIState(
            values: [:],
            steps: [
              FormUIStep("name", returnKey: .done, move: .submit(focusing: nil, dismisses: true))
            ],
            controls: [FormUIControl("guests", .stepper), FormUIControl("budget", .slider)]
          ),
          FormUIState(
            values: ["allDay": "true"],
            steps: [
              FormUIStep("name", returnKey: .done, move: .submit(focusing: nil, dismisses: true))
            ],
            controls: [
              FormUIControl("startDay", .datePicker),
              FormUIControl("guests", .stepper),
              FormUIControl("budget", .slider),
            ]
          ),
        """),
    Snippet(
      name: "a multi-choice holds a set of its option enum, read and written as a list",
      spec: """
        content:
          table: reminder
          children:
            - section: main
              children:
                - multiChoice: days
                  title: Repeat on
                  options: [mon, tue, wed]
                  value: [wed, mon]
        """,
      output: .model, start: "@FormPublished var days",
      expected: """
        @FormPublished var days: Set<DaysOption> = [.mon, .wed] {
          didSet { formChanges.valueDidChange(.days) }
        }
        """),
    Snippet(
      name: "a multi-choice's value and setter go through the option enum",
      spec: """
        content:
          table: reminder
          children:
            - section: main
              children:
                - multiChoice: days
                  options: [mon, tue]
        """,
      output: .model, start: "case .days:",
      expected: """
        case .days: return FormChoice.text(of: self.days)
        }
        """),
    Snippet(
      name: "a multi-choice's schema: options, style, value, bounds; contains conditions",
      spec: """
        content:
          table: reminder
          children:
            - section: main
              children:
                - multiChoice: days
                  title: Days
                  style: menu
                  options: [mon, tue]
                  value: [tue]
                  required: true
                  min: 1
                  max: 1
                - field: note
                  title: Note
                  visibleWhen: {input: days, contains: mon}
        """,
      output: .model, start: ".multiChoice(",
      expected: """
        .multiChoice(
          .days, title: "Days", options: [.init("mon", title: "mon"), .init("tue", title: "tue")],
          style: .menu, value: "tue",
          validations: [
            .required("Days is required"),
            .minSelections(1, "Choose at least 1 option for Days"),
            .maxSelections(1, "Choose at most 1 option for Days"),
          ]),
        """),
    Snippet(
      name: "a multi-choice in SwiftUI: its title, then a checkable row per option",
      spec: """
        content:
          table: reminder
          children:
            - section: main
              children:
                - multiChoice: days
                  title: Days
                  options: [mon, {value: tue, title: Tuesday}]
        """,
      output: .swiftui, start: "Group {",
      expected: """
        Group {
          Text(verbatim: "Days")
            .formControl(SnippetForm.Field.days, of: form)
          FormMultiChoiceRow(SnippetForm.DaysOption.mon, of: $form.days) {
            Text(verbatim: "mon")
          }
          FormMultiChoiceRow(SnippetForm.DaysOption.tue, of: $form.days) {
            Text(verbatim: "Tuesday")
          }
        }
        """),
    Snippet(
      name: "a navigation multi-choice in SwiftUI: a link showing the chosen options that pushes "
        + "a form of checkable rows",
      spec: """
        content:
          table: reminder
          children:
            - section: main
              children:
                - multiChoice: days
                  title: Days
                  style: navigation
                  options: [mon, {value: tue, title: Tuesday}]
        """,
      output: .swiftui, start: "NavigationLink {",
      expected: """
        NavigationLink {
          Form {
            FormMultiChoiceRow(SnippetForm.DaysOption.mon, of: $form.days) {
              Text(verbatim: "mon")
            }
            FormMultiChoiceRow(SnippetForm.DaysOption.tue, of: $form.days) {
              Text(verbatim: "Tuesday")
            }
          }
          .navigationTitle(Text(verbatim: "Days"))
        } label: {
          FormMultiChoiceSummary(
            Text(verbatim: "Days"), chosen: form.days, titles: ["mon", "Tuesday"])
        }
        .formControl(SnippetForm.Field.days, of: form)
        """),
    Snippet(
      name: "a menu multi-choice in SwiftUI: a menu of toggles that stays open, labelled with the "
        + "chosen options",
      spec: """
        content:
          table: reminder
          children:
            - section: main
              children:
                - multiChoice: days
                  title: Days
                  style: menu
                  options: [mon, {value: tue, title: Tuesday}]
        """,
      output: .swiftui, start: "Menu {",
      expected: """
        Menu {
          Toggle(isOn: $form.days.formContains(SnippetForm.DaysOption.mon)) {
            Text(verbatim: "mon")
          }
          Toggle(isOn: $form.days.formContains(SnippetForm.DaysOption.tue)) {
            Text(verbatim: "Tuesday")
          }
        } label: {
          FormMultiChoiceSummary(
            Text(verbatim: "Days"), chosen: form.days, titles: ["mon", "Tuesday"])
        }
        .formMenuStaysOpen()
        .formControl(SnippetForm.Field.days, of: form)
        """),
    Snippet(
      name: "a spacer with a height is a fixed space in SwiftUI, not a Spacer that expands "
        + "(issue 32); one that hides stays fixed inside its condition",
      spec: """
        content:
          scroll: page
          children:
            - field: name
              title: Name
            - spacer:
              height: 24
            - field: city
              title: City
            - spacer: gap
              height: 7.5
              visibleWhen: {input: city, notEmpty: true}
        """,
      output: .swiftui, start: "FormScrollContent {",
      expected: """
        FormScrollContent {
          FormTextField(.name, of: form, focus: $focus)
          Spacer().frame(height: 24)
          FormTextField(.city, of: form, focus: $focus)
          if form.isVisible(node: "gap") {
            Spacer().frame(height: 7.5)
          }
        }
        .formKeyboard(of: form, focus: $focus, onSubmit: onSubmit, onSubmitAsync: onSubmitAsync)
        """),
  ]

  /// The generated file of `output` for a spec made of `form: Snippet` and `body`.
  static func file(_ body: String, _ output: Configuration.Output, name: String = "Snippet")
    throws -> String
  {
    let source = "form: \(name)\n" + body + "\n"
    let checked = FormPipeline().run(bytes: Array(source.utf8), path: "\(name).form.yaml")
    let form = try #require(checked.form, "\(checked.diagnostics)")
    let files = try CodeGenerator().generate(
      form, sourcePath: "\(name).form.yaml", outputs: [output])
    return try #require(files.first).contents
  }

  /// The declaration that starts with `start`, up to the line closing it, without the indentation
  /// it has in the file.
  static func declaration(startingWith start: String, in file: String) -> String? {
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let first = lines.firstIndex(where: {
        $0.drop(while: { $0 == " " }).hasPrefix(start)
      })
    else { return nil }
    let indent = lines[first].prefix(while: { $0 == " " }).count
    var end = first
    while end + 1 < lines.count {
      let next = lines[end + 1]
      let nextIndent = next.prefix(while: { $0 == " " }).count
      if next.isEmpty || nextIndent > indent {
        end += 1
      } else if nextIndent == indent, let lead = next.dropFirst(indent).first,
        lead == "}" || lead == ")" || lead == "." || lead == "{"
      {
        end += 1
      } else {
        break
      }
    }
    while end > first, lines[end].isEmpty { end -= 1 }
    return lines[first...end].map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }
      .joined(separator: "\n")
  }

  @Test(arguments: snippets)
  func snippet(_ snippet: Snippet) throws {
    let file = try Self.file(snippet.spec, snippet.output)
    let found = Self.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }

  /// A form name long enough that the controller's typealias cannot stay on one line: it breaks
  /// after `=`, as swift-format does (it ran past 100 columns before).
  @Test func aLongFormNameKeepsTheTypealiasWithinTheLine() throws {
    let name = "AccountRecoveryFlows"
    let file = try Self.file(
      "content:\n  scroll: page\n  children:\n    - field: answer", .uikit, name: name)
    #expect(
      file.split(separator: "\n").allSatisfy { $0.count <= 100 },
      "\(file.split(separator: "\n").filter { $0.count > 100 })")
    #expect(
      file.contains(
        "  typealias \(name)FormKeyboardController =\n    FormKeyboardController<\(name)Form>"))
  }
}
