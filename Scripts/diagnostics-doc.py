#!/usr/bin/env python3
"""Generate /work/main/docs/Diagnostics.md.

Every output block is produced by running the formc snapshot (`formc lint <file>` from the
example's folder, stdout only), never typed by hand. The rule list, order, default severities and
configurability are checked against `formc rules` / `formc explain`.

Examples: docs/diagnostics/examples/<rule>/<Name>.form.yaml (one per rule).
Extra inline examples: docs/diagnostics/extra-examples/<case>/<Name>.form.yaml.
"""
import os, glob, re, subprocess, sys, textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORMC = os.environ.get("FORMC", os.path.join(ROOT, ".build", "debug", "formc"))
D = os.path.join(ROOT, "docs", "diagnostics", "examples")
X = os.path.join(ROOT, "docs", "diagnostics", "extra-examples")
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "docs", "Diagnostics.md")
ENV = {**os.environ, "NO_COLOR": "1"}


def wrap(t):
    out = []
    for para in t.split("\n\n"):
        if "```" in para or para.startswith("|"):
            out.append(para)
        else:
            # Keep inline code spans on one line: protect their spaces while wrapping.
            text = re.sub(r"`[^`]*`", lambda m: m.group(0).replace(" ", "\x00"), " ".join(para.split("\n")))
            out.append(textwrap.fill(text, 104, break_long_words=False,
                                     break_on_hyphens=False).replace("\x00", " "))
    return "\n\n".join(out)


# Rules reported by another command than `formc lint`, with the arguments it runs with.
SIMULATE_SE = ["simulate", "--device", "iphone-se-3", "--orientation", "portrait", "--keyboard", "docked",
               "--quiet"]
COMMANDS = {"keyboard-occlusion": SIMULATE_SE, "input-does-not-fit": SIMULATE_SE}


def lint(folder, command=("lint",)):
    files = sorted(glob.glob(f"{folder}/*.form.yaml") + glob.glob(f"{folder}/*.form.yml"))
    assert len(files) == 1, folder
    f = os.path.basename(files[0])
    r = subprocess.run([FORMC, *command, f], cwd=folder, capture_output=True, env=ENV)
    assert r.returncode in (0, 1), (folder, r.returncode, r.stderr)
    out = r.stdout.decode("utf-8")
    assert out.strip(), f"no output for {folder}"
    return f, open(files[0], "rb").read(), out.rstrip("\n")


def extra(case):
    return lint(f"{X}/{case}")[2]


# The catalog as the binary reports it.
CAT = []
for line in subprocess.run([FORMC, "rules"], capture_output=True, text=True, env=ENV).stdout.splitlines():
    m = re.match(r"^(\S+)\s+(error|warning|note)\s+(.*)$", line)
    if m:
        CAT.append((m.group(1), m.group(2)))


def configurable(rid):
    t = subprocess.run([FORMC, "explain", rid], capture_output=True, text=True, env=ENV).stdout
    first = t.splitlines()[0]
    if "can be switched off" in first and "cannot" not in first:
        return True
    assert "cannot be switched off" in first, first
    return False


E, W, N = "error", "warning", "note"
R = [
# (id, severity, summary, meaning, points, fix)
("yaml-syntax", E, "the file is not valid YAML",
 "libyaml rejected the file: bad indentation, a tab where indentation is expected, an unclosed bracket or "
 "quote, a `: ` inside a plain scalar, or bytes that are not valid UTF-8. The message is libyaml's own "
 "problem text. When libyaml also names what it was doing, that is appended to the message (\"… while "
 "parsing a flow sequence\") and a note points where it started. For invalid UTF-8 the message is "
 "`invalid UTF-8:` followed by libyaml's text. Nothing else is reported for the file.",
 "libyaml's problem mark. For invalid UTF-8, where libyaml gives only a byte offset, the line and column "
 "of that byte. At the end of a file that does not end with a line break, just after its last character "
 "(libyaml would name a line past the last one).",
 "Quote the title: `title: \"Sign up: step 1\"`.\n\nAn unclosed flow sequence such as "
 "`content: [scroll: form` on line 2 of a two-line file gives an error and a note:\n\n"
 "```\n" + extra("yaml-syntax-flow") + "\n```\n\n"
 "A Latin-1 `é` (the single byte `0xE9`) at the very end of a file, as in `title: Café` on the last line "
 "of a two-line file, is an incomplete sequence, reported at the column of the `é`:\n\n"
 "```\n" + extra("yaml-syntax-utf8-end") + "\n```\n\n"
 "When more text follows, as in `title: Café au lait`, libyaml notices the problem only at the next "
 "byte; formc still points at the first byte of the broken sequence:\n\n"
 "```\n" + extra("yaml-syntax-utf8-mid") + "\n```\n\n"
 "Save the file as UTF-8."),
("yaml-duplicate-key", E, "a key appears twice in one mapping",
 "Most YAML readers silently keep one of the two values. formc reports the repeat, with a note at the "
 "first occurrence, and goes on decoding with the first value.",
 "the repeated key (note: the first).",
 "Delete one of the two keys."),
("yaml-limit", E, "the file passes a size, depth or alias-expansion cap",
 "A file larger than 16 MiB, collections nested deeper than 256 levels, or aliases that expand to more "
 "than 1,000,000 nodes (a \"billion laughs\" file) is hostile or generated by mistake. formc stops "
 "quickly, in bounded memory, and reports nothing else for the file. The caps are listed in "
 "[SpecFormat.md](SpecFormat.md#limits).",
 "the node or alias where the cap is passed (1:1 for the file size).",
 "Each line multiplies the one before by ten; the eighth `*e` on line 7 passes a million nodes. Real "
 "specs need no aliases that large: write the nodes out, or split the form."),
("yaml-unsupported", E, "a YAML feature the format does not use",
 "More than one document in a file, a mapping key that is not a scalar (`? [a, b]`), or a tag outside the "
 "core schema (anything but `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map`, `!!seq` and `!`). "
 "The unsupported node, or the second document, is left out and decoding goes on, so other problems in "
 "the file are still reported.",
 "the tag, the complex key (the key itself, not the `?`), or the second document's start (`---`).",
 "Remove the tag. Localization happens in the app: a `title` is the text as written."),
("missing-key", E, "a required key is absent",
 "The form lacks `form` or `content`; a container lacks `children`; a `label` lacks `text`, a `button` "
 "`title`, a `custom` or `spacer` `height`; a `visibleWhen` lacks `input` or a condition (`equals` or "
 "`notEmpty`); or a node has no kind key at all (then each key in it that is no property is also "
 "`unknown-key`, with a suggestion: `feild` gets \"did you mean 'field'?\").",
 "the first key of the mapping that lacks it (1:1 for an empty file).",
 "Add the key: here a `content:` with the form's root container."),
("unknown-key", E, "a key the format does not define at that place",
 "A misspelt key would otherwise be ignored without a word. Keys are checked per place and per node kind: "
 "`lines` on a `field`, `returnKey` on a `custom`, or `paging` on a `stack` are unknown too, and so is a "
 "second kind key in one node. The message suggests the closest valid key by edit distance, or lists the "
 "valid keys when none is close. An unknown key inside a validation rule is `unknown-key` and nothing "
 "else.",
 "the key.",
 "Fix the spelling."),
("invalid-value", E, "a value of the wrong type or outside the allowed words",
 "The value does not fit the key's type (see [Scalars and types](SpecFormat.md#scalars-and-types)): "
 "`yes`/`no`/`on`/`off` or a quoted `\"true\"` for a bool, a quoted number, `3.0` for a count, a word "
 "outside an enumeration, null for a string, list or mapping, a number out of range, a `platform.iOS` "
 "below 13.0, a repeated toolbar item or an empty `toolbar.items`, `lines.min` greater than "
 "`lines.max`, a rule entry without exactly one rule key, a "
 "`visibleWhen` with both `equals` and `notEmpty`, `notEmpty: false`. Naming an error rule, the note "
 "rule `visibility-state-limit` or an unknown rule in `lint.disable`, a suppression comment or "
 "`formc.yml` is `invalid-value` too, and nothing else. The message names the expected type or the "
 "allowed values.",
 "the value, or the list entry. Where two keys share the blame (`lines.min` and `lines.max`, two rule "
 "keys in one entry, `equals` and `notEmpty`, a repeated entry), the one written later: for `lines`, the "
 "value of whichever of `min` and `max` comes second. In a suppression comment, the rule id in the "
 "comment; in `formc.yml`, the rule's key.",
 "Write `required: true`. YAML 1.2 reads `yes` as a plain string."),
("invalid-identifier", E, "an id or form name that cannot be a Swift name",
 "Ids and the form name become Swift names. Reported when an id is missing (only `label`, `button` and "
 "`spacer` may leave it empty), is not an identifier (`first-name`, `2fa`), has the wrong case (ids are "
 "lowerCamelCase, the form name UpperCamelCase), is a Swift keyword (`default`, `repeat`), or is a name "
 "the generated code reserves (`submit`, `id`, `description`, … for ids; `Form`, `Field`, … for the form "
 "name). An id is also reserved when a `UIViewController` already has a member of that name (`view`, "
 "`title`, `navigationItem`, `next`, …): a screen conforms to the generated views protocol, whose "
 "requirements are named after the ids. The full lists are in [SpecFormat.md](SpecFormat.md#identifiers-and-reserved-names).",
 "the id (the kind key when the id is missing).",
 "Write `field: email`."),
("duplicate-id", E, "two nodes share an id",
 "Every id, of inputs and of static and container nodes alike, is unique in the form: two nodes with one "
 "id would generate two properties of one name.",
 "the second id (note: the first).",
 "Rename one of them, for example `field: confirmEmail`."),
("unsupported-platform", E, "a feature newer than the deployment target",
 "The generated code would use an API that `platform.iOS` (default 15.0) lacks: a content type introduced "
 "later (the table is in [SpecFormat.md](SpecFormat.md#content-types)), or `avoidance: layoutGuide` below "
 "iOS 15.",
 "the value that needs the newer iOS (`layoutGuide`, the content type).",
 "Raise the target (`platform: {iOS: \"17.0\"}`) or drop the content type."),
("invalid-child", E, "a node kind where it cannot stand",
 "`content` must be a `scroll`, `table` or `stack`; a `table` holds only `section`s; a `section` stands only "
 "in a `table`, `scroll` or `stack`, and holds no `table`, `section` or vertical `scroll` as a direct "
 "child. The same node gets no `nested-table` or `nested-scroll` on top.",
 "the kind key of the node concerned.",
 "Wrap the field in a `section`."),
("no-scroll-container", E, "an input nothing can scroll above the keyboard",
 "With `avoidance: insets` (the default), the keyboard is avoided by insetting the outermost vertical "
 "`scroll` or `table` above the input. An input that no vertical `scroll` or `table` holds cannot be moved "
 "and ends up under the keyboard. A horizontal `scroll` does not count.",
 "the kind key of the input.",
 "Make the root a `scroll`, or use `keyboard: {avoidance: layoutGuide}`."),
("nested-table", E, "a table inside a vertical scroll or another table",
 "A `table` anywhere inside a vertical `scroll` or another `table` fights it over scrolling and sizing: "
 "its height is unknown and both scroll.",
 "the kind key of the inner table (note: the nearest enclosing vertical scroll or table).",
 "Make the table the form's `content`, or turn its sections into `section`s of the scroll."),
("nested-scroll", W, "a vertical scroll inside a vertical scroll or a table",
 "With two vertical scroll views around an input, which one scrolls it into view is ambiguous. A "
 "horizontal `scroll` (a row of photos, say) is fine anywhere. When the inner scroll holds no inputs, for "
 "example a terms-of-service box, suppress the warning on that node.",
 "the kind key of the inner scroll (note: the nearest enclosing vertical scroll or table).",
 "Use a `stack` for the inner group, or `# formc:disable-next-line nested-scroll` above it when it holds "
 "no inputs."),
("focus-order", E, "a wrong focus.order, or focus.order mixed with next",
 "`focus.order` must name every input exactly once: an entry that is not an input id, a repeated entry and "
 "a missing input are each reported. `focus.order` and `next` keys cannot be used in one file: decide the "
 "order in one place.",
 "the offending `order` entry (for a repeated entry, the later one, with a note at the first); for each "
 "missing input, the `order` key, with a note where the input is declared; with `next`, each `next` key.",
 "Write `order: [email, password]`."),
("focus-cycle", E, "a next that leads back to an input already visited",
 "Without `focus.order`, the focus order is a walk: from each input to its `next`, else to the first "
 "unvisited input in document order. A `next` naming an input the walk has already visited would make "
 "Next jump backwards and loop.",
 "the `next` value naming the visited input (note: that input's kind key, with its step in the focus "
 "order).",
 "Remove `next: email`. To make the last input go back to the first, use `focus: {wraps: true}`."),
("dangling-reference", E, "a reference to an unknown id or a non-input",
 "`next`, a rule's `equals`, and `visibleWhen.input` must name an input of this form. Naming an unknown "
 "id, or a `label`, `button` or container, cannot be generated. For an unknown id the message suggests "
 "the closest input id when one is close; for a node that is not an input, a note points where it is "
 "declared.",
 "the value naming the unknown id.",
 "Fix the spelling."),
("visibility-cycle", E, "a node whose visibility depends on itself",
 "A node is visible only while its condition holds, its controlling input is visible, and its ancestors "
 "are visible. When that chain leads back to the node itself (a section shown by an input inside it, or "
 "two inputs that show each other) the visibility can never be decided. The message spells out the "
 "chain. Reported once per cycle; nodes on the cycle get no `visibility-order`.",
 "the `visibleWhen` key of the first node of the cycle in document order.",
 "Control the section by an input outside it, above it."),
("invalid-rule", E, "a validation rule that cannot work",
 "A `pattern` that is not a valid ICU regular expression; `minLength` greater than `maxLength`, or `min` "
 "greater than `max`, so that no value can pass; `min` or `max` on anything but a `field` whose `input` "
 "is `number` or `decimal`; or `equals` naming the input itself.",
 "the rule's key (`pattern`, `minLength`, …); for two rules that share the blame, the later one.",
 "Swap the numbers."),
("no-inputs", W, "a form with nothing to type in",
 "A form without a `field`, `textView` or `custom` needs no keyboard handling, and so no spec.",
 "the `content` key.",
 "Build the screen without formc, or add its inputs."),
("missing-label", W, "an input with neither title nor placeholder",
 "The title is the input's caption and accessibility label; the placeholder stands in for it. With "
 "neither, VoiceOver reads nothing for the input. A blank value (an empty string, or one of only "
 "whitespace such as `\" \"`) counts as missing, so an input whose title and placeholder are both blank, "
 "or one blank and the other absent, is flagged too; the message then says the title or placeholder is "
 "blank. When a custom control sets its own accessibility label, switch the rule off for that input or "
 "file.",
 "the kind key of the input.",
 "Add `title: Email`."),
("visibility-order", W, "a node shown by an input that comes after it",
 "A node whose `visibleWhen` names an input later in document order appears above where the user is "
 "typing, often off screen, so they never see it appear.",
 "the `visibleWhen` key (note: the kind key of the controlling input).",
 "Move `accountType` above `companyName`."),
("no-return-key", W, "a pad keyboard the user cannot leave",
 "`numberPad`, `phonePad`, `decimalPad` and `asciiCapableNumberPad` have no return key. Flagged when the "
 "input's effective keyboard is a pad and its toolbar has no Done and either no Next, or Next without "
 "`focus.wraps` while the input is the last visible one in some state. `toolbar: false` is a toolbar with "
 "no items.",
 "the kind key of the input.",
 "Keep the toolbar, or give it a Done: `toolbar: {items: [flexibleSpace, done]}`."),
("text-view-without-toolbar", W, "a text view the user cannot leave",
 "Return inserts a newline in a text view whose return key is the default, so only the toolbar's Next or "
 "Done moves on. Flagged when the toolbar has neither.",
 "the kind key of the text view.",
 "Add `done` to the toolbar items, or give the text view an action `returnKey` such as `send`."),
("return-key-mismatch", W, "an explicit return key that contradicts the focus order",
 "Flags exactly two things: an explicit `returnKey: next` on an input that is the last visible input in "
 "some visibility state (Next has nowhere to go), and an explicit action key (`done`, `go`, `send`, `join`, "
 "`search`, `continue`, `route`) on an input that some visible input follows in some state (it would "
 "submit before the form is complete). The message names the first such state: each controlling input "
 "is empty, has a named `equals` value, or has any other value. Derived return keys are always right; "
 "`returnKey: default` is never flagged.",
 "the `returnKey` key.",
 "Remove `returnKey` and let formc derive it: Next when `companyName` is shown, the submit key otherwise."),
("trait-conflict", W, "text traits that work against each other",
 "Flags exactly: an explicit `autocapitalization` other than `none` on an input whose effective keyboard "
 "is `emailAddress` or `URL`, or whose content type is `emailAddress`, `URL`, `username`, `password` or "
 "`newPassword`; secure entry together with an explicit `autocorrection: true`; secure entry on a "
 "`textView`; an explicit pad `keyboard` on an input whose preset is `email`, `url`, `username`, "
 "`password`, `newPassword`, `name`, `givenName` or `familyName`.",
 "the last, in document order, of the explicit keys that make the conflict.",
 "Remove `autocapitalization`: the `email` preset already sets `none`."),
("ineffective-return-key", W, "an explicit return key on a pad, which shows none",
 "`numberPad`, `phonePad`, `decimalPad` and `asciiCapableNumberPad` show no return key, so a `returnKey` "
 "written on an input whose effective keyboard (from its `input` preset or its `keyboard` key) is a pad "
 "never appears: the spec promises a key the user never sees. Any explicit value is flagged, `default` "
 "included, on a `field` or a `textView`. The same key can also be `return-key-mismatch`.",
 "the `returnKey` key.",
 "Remove `returnKey`. The user leaves a pad through the toolbar's Next or Done (see `no-return-key`); "
 "to get a return key, use a keyboard that has one."),
("regex-backtracking", W, "a pattern with nested repetition",
 "A `pattern` that repeats a group which itself repeats (`(a+)+b`, `(\\d+)*`, `(\\w+,?\\s*)*`) gives "
 "the regular-expression engine exponentially many ways to split a long input that does not match, and "
 "validating it can freeze the app. A repeated group that starts with a punctuation or space literal, "
 "like `(, \\w+)*` or `( \\w+)*`, is not flagged: the literal fixes where each repetition starts. Other "
 "slow patterns, such as overlapping alternatives (`(a|aa)+`), are not detected. A pattern that is not "
 "a valid ICU regular expression is `invalid-rule` instead.",
 "the `pattern` key.",
 "Start each repetition with its separator: `pattern: '\\w+(, \\w+)*'` (tags separated by a comma "
 "and a space) leaves the engine one way to match, so it cannot backtrack exponentially."),
("visibility-state-limit", N, "past 4096 visibility states, formc checks only the first 4096",
 "formc checks return keys, the toolbar and the submit path in every visibility state: each controlling "
 "input is empty, has one of its named `equals` values, or has any other value, and the states multiply. "
 "Past 4096 states formc checks the first 4096 and says so, with the total, so that nobody takes a clean "
 "run for a full check. In a form of more than 256 nodes the cap is lower, so that states × nodes stays "
 "under 1,048,576 and checking stays fast: the note then names how many states were checked. "
 "This is not a problem in the spec but a limit of the check: it is the one rule of "
 "severity note, it never fails `formc lint` (not even with `--strict`), and it cannot be switched off, "
 "raised or suppressed; naming it in `lint.disable`, a suppression comment or `formc.yml` is "
 "`invalid-value`.",
 "the `content` key.",
 "Here each answer reveals the next question: eight controllers with three choices each give "
 "3⁸ = 6561 states. Nothing needs fixing; to have every state checked, let fewer inputs control "
 "visibility, or split the form."),
("unused-suppression", W, "a suppression that suppresses nothing",
 "A `# formc:disable-next-line` comment, or a `lint.disable` entry, that silences no diagnostic hides "
 "future problems for no reason. Usually the problem was fixed and the suppression stayed behind.",
 "the comment, or the `lint.disable` entry.",
 "Delete the comment."),
("keyboard-occlusion", E, "a focused input the keyboard, a bar or an edge hides",
 "Reported by `formc simulate`, not by `formc lint`. For every input in focus order, in every visibility "
 "state, on every device, orientation, presentation and keyboard of the matrix, formc estimates the "
 "layout, runs the runtime's own inset and scrolling code, and checks that the input's frame plus "
 "`keyboard.spacing` lies inside the visible area: below the navigation bar, above the keyboard's top (or "
 "the bottom safe area), inside the side safe areas and inside every container that clips it. A text view "
 "is checked at its fewest lines and again grown to its most; an input taller than the visible area "
 "passes when its caret line shows. The message names the points hidden, where, and the scenario; notes "
 "give the visibility state and the measured spans. A grown text view is measured at its caret. The "
 "finding is a warning instead of an error when `keyboard.avoidance` is `none` (formc's code moves "
 "nothing, so the input stays where the user tapped it, and the screen may move it itself) or when the "
 "verdict rests on one of formc's assumptions rather than a documented figure (the popover's height, a "
 "Stage Manager window's size, iPadOS lifting a form sheet); a note names the assumption. Warnings fail "
 "the run only with `--strict`. How the layout is estimated and where the device figures come from is "
 "in [Simulation.md](Simulation.md).",
 "the kind key of the input.",
 "The pad is taller than what the keyboard leaves on the smallest phone: give it a `height` that fits "
 "(300 does here), or show it on a screen of its own. For text views, fewer `lines`; on small phones in "
 "landscape, a smaller `keyboard.spacing`."),
("input-does-not-fit", E, "a focused input that does not fit its screen or container even without a keyboard",
 "Reported by `formc simulate`, not by `formc lint`, where an input is hidden and stays hidden with no "
 "keyboard on screen at all, scrolled into view as the runtime scrolls it: the input is taller than its "
 "screen, popover or window leaves below the navigation bar, or a fixed-height container clips it. No "
 "keyboard handling can fix that, so it is reported under this rule instead of `keyboard-occlusion`, "
 "once per screen (device, iOS version, orientation and presentation) and visibility state, though the "
 "matrix counts it in every keyboard column. It is a warning naming the assumption when the screen's "
 "size is formc's assumption (a Stage Manager window) or a popover of Apple's documented default "
 "height would show the input.",
 "the kind key of the input.",
 "Give the input a `height` that fits the smallest screen of the matrix (here the iPhone SE shows 603 "
 "points below its navigation bar), or show it on a screen of its own."),
("missing-translation", W, "a string a shipped locale has not translated",
 "Only with `localization` in `formc.yml` ([Localization.md](Localization.md)). Lint reads the String "
 "Catalog `<table>.xcstrings` (default `Localizable.xcstrings`) in the folder of that `formc.yml`, once per "
 "run, and checks each user-visible string of a spec without errors (the title, inputs' titles and "
 "placeholders, section headers and footers, label texts, button titles, validation messages) in each "
 "locale of `locales`. A string whose key is missing, that has no value for a locale, or whose value is "
 "`new` or `needs_review` (its English changed since it was translated) is reported once, naming the "
 "locales. A missing catalog file counts as an empty one; the catalog's source language is not checked.",
 "the key that holds the string in the spec (`title`, `placeholder`, `text`, `header`, `footer`, "
 "`required`, the rule's key, or its `message`).",
 "Run `formc strings SignUp.form.yaml --catalog Localizable.xcstrings` to add the missing key, then "
 "translate the entries Xcode's String Catalog editor marks and set them to translated."),
("invalid-catalog", E, "a String Catalog that does not parse",
 "The catalog named by `localization` (for lint) or `--catalog` (for `formc strings`) is not valid JSON, "
 "or a member has the wrong type (`strings` not an object, a `stringUnit` without a string `state` and "
 "`value`). It is reported once, in the catalog's own file; nothing is checked against it, and "
 "`formc strings` never writes over it.",
 "where the JSON stops making sense; for a member of the wrong type, the first place its entry's key is "
 "written (1:1 for the top-level object). The path is the catalog's.",
 "Resolve the merge conflict, or restore the file from version control, then run `formc strings` again."),
]

# Files an example folder holds beside its spec, printed before it (the test writes them beside it).
SUPPORT = ["formc.yml", "Localizable.xcstrings"]

# The catalog in the doc must be the binary's, in the binary's order, with its severities.
assert [(r[0], r[1]) for r in R] == CAT, (set(CAT) ^ {(r[0], r[1]) for r in R}, [r[0] for r in R], CAT)
CONF = {rid: configurable(rid) for rid, _ in CAT}
for rid, sev in CAT:
    assert CONF[rid] == (sev == W), rid


def offtext(rid, sev):
    return "can be switched off or raised" if CONF[rid] else "cannot be switched off"


out = []
w = out.append
w("""# Diagnostics

Every problem formc finds is a *diagnostic* with a stable rule id, a severity, a message, a location and
possibly notes that point at related places. This page lists every rule: what it means, where it points,
a spec that triggers it and what `formc lint` prints for it. The spec format itself is in
[SpecFormat.md](SpecFormat.md). `formc rules` lists the same rules, and `formc explain <rule>` prints a
rule's summary and a short example.

The examples' output is what formc prints: this page is generated by `Scripts/diagnostics-doc.py`
from `docs/diagnostics/examples/`, and a test checks every example against the built formc.

## Severities

- **error**: the spec cannot be compiled as written. `formc lint` exits 1, and no code is generated
  for the spec. Errors cannot be switched off or lowered: the generated code depends on them being
  absent.
- **warning**: the spec compiles but is likely to misbehave on device (a keyboard the user cannot leave,
  an input VoiceOver cannot name). `formc lint` exits 0 unless `--strict` is given. Warnings can be
  switched off or raised to errors.
- **note**: information, never a failure: `formc lint` exits 0 on notes, even with `--strict`. Most
  notes belong to a diagnostic and point at a related place (where a duplicate was first defined, the
  earlier step of a cycle). One rule, `visibility-state-limit`, is a note of its own: it says that
  formc checked fewer than all visibility states. It cannot be switched off.

Messages follow the Swift compiler's style: lowercase, no trailing period, names in single quotes.

## Switching warnings off

Only warnings can be switched off or changed, in three ways:

```yaml
# In the spec, for the whole file:
lint:
  disable: [missing-label]
```

```yaml
content:
  scroll: page
  children:
    # The terms box holds no inputs, so which scroll view moves is never in doubt.
    # formc:disable-next-line nested-scroll
    - scroll: termsBox
      children: []
```

A whole-line comment `# formc:disable-next-line rule-id[, rule-id]` silences those rules for diagnostics
on the line right after the comment (the diagnostic's own line, which is where the rule points: for most
node rules, the line with the kind key).

```yaml
# formc.yml, next to the specs or in a parent directory (or given with --config)
rules:
  missing-label: error     # make a warning fail the build in this repository
  nested-scroll: off
```

`rules` takes `off`, `warning` or `error` for warning rules. Naming an error rule, the note rule
`visibility-state-limit` or an unknown rule in any of the three places is `invalid-value`; a suppression
that suppresses nothing is `unused-suppression`.

## Output

The default `xcode` reporter prints one line per diagnostic, sorted by path, line and column, followed by
its notes:

```
path:line:column: severity: message [rule-id]
path:line:column: note: message
```

Lines and columns are 1-based; a column counts Unicode scalars. On a terminal the source line and a caret
follow each diagnostic and note. `--reporter json`, `sarif` and `github` print the same diagnostics for
tools; [Reporters.md](Reporters.md) describes every format.

Each example below is a complete spec file; its output is exactly what `formc lint` prints on standard
output when run in the example's folder (the summary line on standard error is left out).

## Rules

| rule | severity | can be switched off | summary |
|---|---|---|---|
""")
for (rid, sev, summ, *_) in R:
    w(f"| [`{rid}`](#{rid}) | {sev} | {'yes' if CONF[rid] else 'no'} | {summ} |\n")
w("""
Rules from `yaml-syntax` to `unsupported-platform` come from reading and decoding the file; the rest from
checking the form. Decoding reports every problem in the file, not only the first. After `yaml-syntax` or
`yaml-limit` nothing else is reported for the file.
""")
for (rid, sev, summ, meaning, points, fix) in R:
    command = COMMANDS.get(rid, ["lint"])
    f, src, output = lint(f"{D}/{rid}", command)
    # The output must be about this rule.
    assert f"[{rid}]" in output, (rid, output)
    w(f"\n### `{rid}`\n\n")
    w(f"**{sev.capitalize()}** · {offtext(rid, sev)} · {summ[0].upper() + summ[1:]}.\n\n")
    w(wrap(meaning) + "\n\n")
    w(wrap(f"Points at: {points}") + "\n\n")
    for name in SUPPORT:
        path = f"{D}/{rid}/{name}"
        if os.path.exists(path):
            fence = "json" if name.endswith(".xcstrings") else "yaml"
            text = open(path, encoding="utf-8").read().rstrip("\n")
            w(f"`{name}`:\n\n```{fence}\n{text}\n```\n\n")
    label = f"`{f}`:" if command == ["lint"] else f"`{f}` (`formc {' '.join(command)}`):"
    w(f"{label}\n\n```yaml\n{src.decode('utf-8')}```\n\n")
    w("```\n" + output + "\n```\n\n")
    w(wrap(fix) + "\n")
open(OUT, "w").write("".join(out))
print("ok", len(R), OUT)
