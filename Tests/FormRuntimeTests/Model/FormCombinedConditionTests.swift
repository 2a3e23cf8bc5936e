import FormRuntime
import Testing

/// Combined conditions (`all:` / `any:`, issue 32) in the runtime: a node is shown while all
/// (any) of its terms hold, each term reading its input while that input is shown, or its flag;
/// the same for an input's `enabledWhen`.
@Suite("Combined conditions")
struct FormCombinedConditionTests {
  typealias Field = ContactForm.Field

  /// `company` is shown while `kind` is "business"; `vat` while all of: `kind` is "business",
  /// `company` is not empty, flag `eu` is not set; `notes` while any of: flag `eu` is set,
  /// `company` is "Acme"; `phone` is enabled while all of: `name` is not empty and `kind` is one
  /// of "business", "personal".
  static let schema = FormSchema<Field>(
    inputs: Field.allCases.map { field in
      .field(
        field, returns: .none,
        shownWith: [.company: "company", .vat: "vat", .notes: "notes"][field])
    },
    conditions: [
      FormCondition("company", .field, shownWhen: .kind, .equals("business")),
      FormCondition(
        "vat", .field, shownWhen: .all,
        [
          .input(.kind, .equals("business")), .input(.company, .notEmpty),
          .flag("eu", isSet: false),
        ]
      ),
      FormCondition(
        "notes", .field, shownWhen: .any, [.flag("eu"), .input(.company, .equals("Acme"))]),
    ],
    toolbar: [],
    keyboard: FormKeyboardPlan(
      avoidance: .none, dismissMode: .none, spacing: 0, insetContainer: nil, inputs: []),
    flags: ["eu"],
    enabled: [
      FormCondition(
        "phone", .field, shownWhen: .all,
        [.input(.name, .notEmpty), .input(.kind, .oneOf(["business", "personal"]))])
    ])

  func visibility(_ values: [Field: String], eu: Bool = false) -> FormVisibility {
    FormVisibility(Self.schema, value: { values[$0] ?? "" }, flag: { $0 == "eu" && eu })
  }

  func shown(_ field: Field, _ visibility: FormVisibility) -> Bool {
    visibility.inputs[Self.schema.position(of: field)]
  }

  @Test(
    "all holds only while every term holds",
    arguments: [
      ([Field.kind: "business", .company: "Acme"], false, true),
      ([.kind: "business", .company: "Acme"], true, false),
      ([.kind: "business", .company: ""], false, false),
      ([.kind: "personal", .company: "Acme"], false, false),
    ] as [([Field: String], Bool, Bool)])
  func all(values: [Field: String], eu: Bool, expected: Bool) {
    #expect(shown(.vat, visibility(values, eu: eu)) == expected)
  }

  @Test("any holds while one term holds, and a term on a hidden input fails")
  func any() {
    #expect(shown(.notes, visibility([:], eu: true)))
    #expect(shown(.notes, visibility([.kind: "business", .company: "Acme"])))
    #expect(!shown(.notes, visibility([.kind: "business", .company: "Other"])))
    // `company` keeps "Acme" but is hidden (`kind` is not "business"): its term fails.
    #expect(!shown(.notes, visibility([.kind: "personal", .company: "Acme"])))
  }

  @Test("an enabledWhen all enables the input only while every term holds")
  func enabled() {
    let phone = Self.schema.position(of: .phone)
    #expect(visibility([.name: "Ada", .kind: "personal"]).enabled[phone])
    #expect(!visibility([.name: "", .kind: "personal"]).enabled[phone])
    #expect(!visibility([.name: "Ada", .kind: "other"]).enabled[phone])
    #expect(visibility([.name: "Ada", .kind: "other"]).inputs[phone], "it keeps its place")
  }
}
