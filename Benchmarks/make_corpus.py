#!/usr/bin/env python3
"""Writes the benchmark corpus: realistic, lint-clean form specs in formc's format.

    python3 Benchmarks/make_corpus.py OUTDIR

writes
    OUTDIR/corpus/<area>/<Name>.form.yaml   500 forms (about 6-7 MB in all)
    OUTDIR/big/Catalog.form.yaml            one very large form (about 5 MB)

Deterministic: a fixed seed and our own PRNG (splitmix64), so every run, on every Python 3, writes
the same bytes. Nothing here depends on the clock, the locale, hash order or the file system.

Each form has 2-6 sections of 3-12 inputs: every input preset, fields, text views and custom
controls, validation rules with and without messages (minLength/maxLength, pattern, email,
equals, min/max), `next:` links, `visibleWhen` conditions (on inputs, labels and whole sections),
horizontal rows (stacks) and paging button rows, labels, spacers, buttons, headers and footers,
comments, an occasional `focus.order`, `lint.disable` and `# formc:disable-next-line`.
"""

import os
import sys

SEED = 0x5EED_F0C5
FORM_COUNT = 500
BIG_TARGET_BYTES = 5_000_000


class Rng:
    """splitmix64: tiny, portable, deterministic."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def int(self, low, high):
        """An integer in low...high (both included)."""
        return low + self.next() % (high - low + 1)

    def chance(self, percent):
        return self.next() % 100 < percent

    def pick(self, items):
        return items[self.next() % len(items)]


AREAS = ["account", "checkout", "onboarding", "settings", "support", "profile", "booking",
         "banking", "health", "shipping"]
FORM_WORDS = ["Account", "Address", "Billing", "Booking", "Contact", "Delivery", "Details",
              "Donation", "Enrollment", "Feedback", "Guest", "Insurance", "Invoice", "Loan",
              "Member", "Order", "Patient", "Payment", "Pickup", "Profile", "Referral",
              "Registration", "Rental", "Reservation", "Return", "Shipping", "Signup", "Survey",
              "Transfer", "Travel", "Vehicle", "Warranty"]
FORM_SUFFIXES = ["Form", "Editor", "Request", "Setup", "Wizard", "Screen", "Sheet", "Step"]
SECTION_WORDS = ["personal", "contact", "address", "payment", "security", "preferences",
                 "delivery", "company", "emergency", "medical", "vehicle", "travel", "notes",
                 "billing", "account", "schedule", "household", "employment"]
HEADERS = ["Your details", "Contact information", "Where should we deliver?", "Payment",
           "Security", "Preferences", "Company details", "Emergency contact", "Medical history",
           "Vehicle", "Travel plans", "Anything else?", "Billing address", "Sign-in",
           "Schedule", "Household", "Employment"]
FOOTERS = ["We only use this to contact you about your order.",
           "Your card is charged when your order ships.",
           "These details appear on your invoices and receipts.",
           "You can change this later in Settings.",
           "We never share your information with third parties without your consent.",
           "Required fields are marked with an asterisk.",
           "Leave these blank to keep your current details."]
LABELS = ["Fields marked with an asterisk are required.",
          "We'll send a confirmation to the address you give us.",
          "Your information is encrypted in transit and at rest.",
          "It takes about two minutes to complete this form.",
          "Tell us a little about yourself so we can tailor the experience.",
          "Need help? Our support team is available around the clock."]

# (preset, id stem, title, placeholder, rules)
TEXT_INPUTS = [
    ("name", "fullName", "Full name", "Jane Appleseed, as on your ID"),
    ("givenName", "givenName", "First name", "Your given name, e.g. Jane"),
    ("familyName", "familyName", "Last name", "Your family name, e.g. Appleseed"),
    ("username", "username", "Username", "letters, numbers, dots and underscores"),
    ("email", "email", "Email address", "name@example.com"),
    ("password", "password", "Password", "At least 8 characters"),
    ("newPassword", "newPassword", "New password", "At least 10 characters, with a number"),
    ("oneTimeCode", "verificationCode", "Verification code", "The 6-digit code we texted you"),
    ("phone", "phone", "Phone number", "+1 (555) 010-0199"),
    ("number", "quantity", "Quantity", "How many? (1-100)"),
    ("decimal", "amount", "Amount (USD)", "0.00"),
    ("url", "website", "Website", "https://example.com"),
    ("search", "search", "Search", "City, ZIP code or store name"),
    ("postalCode", "postalCode", "ZIP or postal code", "94016"),
    ("streetAddress", "street", "Street address", "1 Apple Park Way"),
    ("city", "city", "City", "Cupertino"),
    ("creditCardNumber", "cardNumber", "Card number", "1234 5678 9012 3456"),
    ("text", "note", "Note for the team", "Anything we should know before we start?"),
]
PADS = {"oneTimeCode", "phone", "number", "decimal", "creditCardNumber"}
PATTERNS = {
    "username": "'[a-z0-9_.]{3,20}'",
    "oneTimeCode": "'[0-9]{6}'",
    "phone": "'\\+?[0-9 ()-]{7,20}'",
    "postalCode": "'[0-9]{5}(-[0-9]{4})?'",
    "creditCardNumber": "'[0-9 ]{12,23}'",
    "url": "'https?://\\S+'",
    "text": "'[A-Z0-9]{6,10}'",
    "newPassword": "'.*[0-9].*'",
}
CUSTOMS = [("country", "Country", "United States"), ("birthday", "Date of birth", None),
           ("rating", "Rating", "5"), ("startTime", "Start time", "09:00"),
           ("category", "Category", "general"), ("size", "Size", "medium")]
BUTTON_TITLES = ["Take Photo", "Choose Photo", "Scan Card", "Use My Location", "Paste Code",
                 "Import Contact"]
MESSAGES = ["Please check this value and try again before you continue",
            "This doesn't look right; check it for typos and try again",
            "Use the format shown in the placeholder, without extra spaces",
            "We need this to process your request; it is never shown to other people",
            "Enter the value exactly as it appears on your statement or card"]
INTROS = ["# Presented modally from the account screen; the keyboard stays up between sections.",
          "# Owned by the growth team. Copy changes go through localization first.",
          "# The server validates everything again; these rules are for fast feedback only.",
          "# Inputs follow the order of the paper form so support can read along on calls.",
          "# Conditional sections appear only for the account types that need them.",
          "# Keep labels short: the compact width on iPhone SE truncates after ~28 characters."]
COMMENTS = ["# Shown on the receipt, so keep the wording short.",
            "# Support asked for this to cut down on follow-up calls.",
            "# Prefilled from the user's last order when we have it.",
            "# Legal requires this field in the EU; product keeps it everywhere.",
            "# Autofill fills this from the user's contact card.",
            "# Keep in sync with the web checkout (see the design doc)."]


class Form:
    def __init__(self, rng, name, sections, inputs_per_section, controllers, platform17=False):
        self.rng = rng
        self.name = name
        self.lines = []
        self.used = set()
        self.inputs = []            # ids in document order
        self.section_range = sections
        self.inputs_per_section = inputs_per_section
        self.controller_count = controllers
        self.controllers = []       # (id, values) declared so far
        self.platform17 = platform17
        self.next_links = 0
        self.missing_label_suppressed = False

    def fresh(self, stem):
        if stem not in self.used:
            self.used.add(stem)
            return stem
        n = 2
        while f"{stem}{n}" in self.used:
            n += 1
        self.used.add(f"{stem}{n}")
        return f"{stem}{n}"

    def out(self, indent, text):
        self.lines.append("  " * indent + text)

    # -- inputs ---------------------------------------------------------------------------------

    def rules(self, indent, preset, iid, kind):
        rng = self.rng
        rules = []
        if kind == "textView":
            rules.append(("maxLength", str(rng.pick([160, 500, 1000, 2000]))))
            if rng.chance(40):
                rules.insert(0, ("minLength", str(rng.int(5, 20))))
        elif preset == "email":
            rules.append(("email", "true"))
        elif preset in ("number", "decimal"):
            low = rng.int(0, 10)
            rules.append(("min", str(low)))
            rules.append(("max", str(low + rng.pick([10, 100, 500, 1000]))))
        elif preset in ("password", "newPassword"):
            rules.append(("minLength", str(rng.int(8, 12))))
            if preset == "newPassword" and rng.chance(50):
                rules.append(("pattern", PATTERNS["newPassword"]))
        elif preset in PATTERNS and rng.chance(70):
            rules.append(("pattern", PATTERNS[preset]))
            if rng.chance(40):
                rules.append(("maxLength", str(rng.pick([40, 80, 120]))))
        elif rng.chance(70):
            if rng.chance(50):
                rules.append(("minLength", str(rng.int(1, 3))))
            rules.append(("maxLength", str(rng.pick([40, 80, 120]))))
        if not rules:
            return
        self.out(indent, "rules:")
        for key, value in rules:
            self.out(indent + 1, f"- {key}: {value}")
            if rng.chance(95):
                self.out(indent + 2, f"message: {rng.pick(MESSAGES)}")

    def text_input(self, indent, visible=None, row=False):
        rng = self.rng
        preset, stem, title, placeholder = rng.pick(TEXT_INPUTS)
        iid = self.fresh(stem)
        suppress = not self.missing_label_suppressed and rng.chance(2)
        if not suppress and rng.chance(50):
            self.out(indent, rng.pick(COMMENTS))
        if suppress:
            self.missing_label_suppressed = True
            self.out(indent, "# The control draws its own caption; VoiceOver reads that.")
            self.out(indent, "# formc:disable-next-line missing-label")
        self.out(indent, f"- field: {iid}")
        indent += 1
        if preset != "text" or rng.chance(50):
            self.out(indent, f"input: {preset}")
        if not suppress:
            self.out(indent, f"title: {title}")
            if rng.chance(95 if not row else 70):
                self.out(indent, f"placeholder: \"{placeholder}\"")
        if preset in ("text", "name", "city", "streetAddress") and rng.chance(50):
            self.out(indent, "autocapitalization: words")
            self.out(indent, "autocorrection: false")
        if preset == "text" and rng.chance(20):
            self.out(indent, "keyboard: asciiCapable")
        if preset == "streetAddress" and rng.chance(30):
            self.out(indent, "contentType: streetAddressLine1")
        if preset == "name" and self.platform17 and rng.chance(50):
            self.out(indent, "contentType: creditCardName")
        if preset in ("search",) and rng.chance(50):
            self.out(indent, "returnKey: search")   # last input decides; checked below
        if rng.chance(50):
            self.out(indent, "required: true")
        if rng.chance(15):
            self.out(indent, f"value: \"{placeholder}\"")
        if visible:
            self.out(indent, visible)
        self.rules(indent, preset, iid, "field")
        self.inputs.append(iid)
        return iid

    def confirm(self, indent, other, stem, visible=None):
        iid = self.fresh("confirm" + stem[0].upper() + stem[1:])
        self.out(indent, f"- field: {iid}")
        self.out(indent + 1, f"input: {stem}")
        self.out(indent + 1, f"title: Confirm {'email address' if stem == 'email' else 'new password'}")
        self.out(indent + 1, "placeholder: Type it again to be sure")
        self.out(indent + 1, "required: true")
        if visible:
            self.out(indent + 1, visible)
        self.out(indent + 1, "rules:")
        self.out(indent + 2, f"- equals: {other}")
        self.out(indent + 3, f"message: The two {'email addresses' if stem == 'email' else 'passwords'} don't match")
        self.inputs.append(iid)

    def text_view(self, indent, visible=None):
        rng = self.rng
        iid = self.fresh(rng.pick(["comments", "bio", "details", "message", "instructions"]))
        self.out(indent, f"- textView: {iid}")
        indent += 1
        self.out(indent, f"title: {rng.pick(['Comments', 'About you', 'Details', 'Message', 'Delivery instructions'])}")
        self.out(indent, "placeholder: Tell us a little more (optional)")
        if rng.chance(50):
            self.out(indent, "autocapitalization: sentences")
        low = rng.int(1, 4)
        self.out(indent, f"lines: {{min: {low}, max: {low + rng.int(0, 6)}}}")
        if visible:
            self.out(indent, visible)
        self.rules(indent, "text", iid, "textView")
        self.inputs.append(iid)
        return iid

    def custom(self, indent, controller=False, visible=None):
        rng = self.rng
        stem, title, value = rng.pick(CUSTOMS)
        iid = self.fresh(stem if not controller else rng.pick(["accountType", "plan", "topic"]))
        self.out(indent, f"- custom: {iid}")
        indent += 1
        self.out(indent, f"title: {title}")
        if controller:
            values = [rng.pick(["business", "personal", "family"]), rng.pick(["other", "pro"])]
            self.out(indent, f"value: {values[0]}")
            self.controllers.append((iid, values))
        elif value:
            self.out(indent, f"value: \"{value}\"")
        if rng.chance(60):
            self.out(indent, "placeholder: Choose one")
        self.out(indent, "height: 44")
        if rng.chance(40):
            self.out(indent, "required: true")
        if visible:
            self.out(indent, visible)
        self.inputs.append(iid)
        return iid

    def condition(self):
        """A visibleWhen line naming a controller declared earlier, or None."""
        if not self.controllers or not self.rng.chance(25):
            return None
        cid, values = self.rng.pick(self.controllers)
        if self.rng.chance(30):
            return f"visibleWhen: {{input: {cid}, notEmpty: true}}"
        return f"visibleWhen: {{input: {cid}, equals: {self.rng.pick(values)}}}"

    # -- containers -----------------------------------------------------------------------------

    def row(self, indent):
        rng = self.rng
        rid = self.fresh(rng.pick(["nameRow", "cityRow", "cardRow", "dateRow", "contactRow"]))
        self.out(indent, f"- stack: {rid}")
        self.out(indent + 1, "axis: horizontal")
        self.out(indent + 1, f"spacing: {rng.pick([8, 12, 16])}")
        self.out(indent + 1, "children:")
        count = rng.int(2, 3)
        for _ in range(count):
            self.text_input(indent + 2, row=True)
        return count

    def button_row(self, indent):
        rng = self.rng
        rid = self.fresh("actions")
        self.out(indent, f"- scroll: {rid}")
        self.out(indent + 1, "axis: horizontal")
        self.out(indent + 1, "paging: true")
        self.out(indent + 1, "height: 96")
        self.out(indent + 1, "children:")
        for _ in range(rng.int(2, 4)):
            title = rng.pick(BUTTON_TITLES)
            self.out(indent + 2, f"- button: {self.fresh(title[0].lower() + title.replace(' ', '')[1:])}")
            self.out(indent + 3, f"title: {title}")
            self.out(indent + 3, "action: none")

    def section(self, indent, number, inputs):
        rng = self.rng
        sid = self.fresh(rng.pick(SECTION_WORDS))
        if rng.chance(80):
            self.out(indent, f"# {rng.pick(HEADERS)}: section {number + 1} of the form.")
        self.out(indent, f"- section: {sid}")
        self.out(indent + 1, f"header: {rng.pick(HEADERS)}")
        if rng.chance(80):
            self.out(indent + 1, f"footer: {rng.pick(FOOTERS)}")
        if number > 0 and self.controllers and rng.chance(15):
            cid, values = rng.pick(self.controllers)
            self.out(indent + 1, f"visibleWhen: {{input: {cid}, equals: {rng.pick(values)}}}")
        self.out(indent + 1, "children:")
        child = indent + 2
        made = 0
        while made < inputs:
            if len(self.controllers) < self.controller_count and rng.chance(30):
                self.custom(child, controller=True)
                made += 1
                continue
            roll = rng.int(0, 99)
            if roll < 10 and inputs - made >= 2:
                made += self.row(child)
            elif roll < 18:
                self.text_view(child, visible=self.condition())
                made += 1
            elif roll < 26:
                self.custom(child, visible=self.condition())
                made += 1
            elif roll < 34:
                self.out(child, f"- label: {self.fresh('hint')}")
                self.out(child + 1, f"text: {rng.pick(LABELS)}")
                visible = self.condition()
                if visible:
                    self.out(child + 1, visible)
            elif roll < 36:
                self.out(child, "- spacer:")
                self.out(child + 1, f"height: {rng.pick([8, 16, 24])}")
            else:
                visible = self.condition()
                iid = self.text_input(child, visible=visible)
                made += 1
                stem = iid.rstrip("0123456789")
                if stem in ("email", "newPassword") and made < inputs and rng.chance(60):
                    # The confirmation is shown exactly when the input it repeats is, as on real
                    # sign-up screens; otherwise `cross-field-rule` rightly rejects the pair.
                    self.confirm(child, iid, stem, visible)
                    made += 1
        return made

    def render(self, big=False):
        rng = self.rng
        self.allow_next = True
        focus_order = not big and rng.chance(8)
        if focus_order:
            self.allow_next = False
        out = self.out
        out(0, f"# {self.name}: generated for formc's benchmarks (Benchmarks/make_corpus.py).")
        for _ in range(rng.int(2, 5)):
            out(0, rng.pick(INTROS))
        out(0, f"form: {self.name}")
        out(0, f"title: {self.name_words()}")
        if self.platform17:
            out(0, "platform:")
            out(1, "iOS: \"17.0\"")
        elif rng.chance(30):
            out(0, "platform:")
            out(1, f"iOS: \"{rng.pick(['15.0', '16.0', '16.4'])}\"")
        out(0, "")
        out(0, "keyboard:")
        out(1, f"dismiss: {rng.pick(['interactive', 'onDrag'])}")
        out(1, f"spacing: {rng.pick([16, 20, 24])}")
        out(1, f"submit: {rng.pick(['done', 'go', 'send', 'join', 'continue'])}")
        if rng.chance(30):
            out(0, "toolbar:")
            out(1, f"items: {rng.pick(['[previous, next, flexibleSpace, done]', '[flexibleSpace, done]', '[next, flexibleSpace, done]'])}")
            out(1, f"title: {rng.pick(['title', 'placeholder', 'none'])}")
        header_at = len(self.lines)
        if rng.chance(20):
            out(0, "focus:")
            out(1, "wraps: true")
        out(0, "")
        table = rng.chance(30)
        out(0, "content:")
        out(1, f"{'table' if table else 'scroll'}: {self.fresh(self.name[0].lower() + self.name[1:] + 'Page')}")
        out(1, "children:")
        if not table and rng.chance(40):
            out(2, f"- label: {self.fresh('intro')}")
            out(3, f"text: {rng.pick(LABELS)}")
        if not table and rng.chance(20):
            self.button_row(2)
        sections = rng.int(*self.section_range)
        for number in range(sections):
            # Long sections are more common than short ones: the larger of two draws.
            inputs = max(rng.int(*self.inputs_per_section), rng.int(*self.inputs_per_section))
            self.section(2, number, inputs)
        if not table:
            out(2, f"- button: {self.fresh('submitForm')}")
            out(3, "title: Continue")
        text = "\n".join(self.lines) + "\n"
        text = self.fix_return_keys(text)
        text = self.add_next_links(text)
        if focus_order:
            text = self.add_focus_order(text, header_at)
        return text

    def name_words(self):
        words, current = [], ""
        for ch in self.name:
            if ch.isupper() and current:
                words.append(current)
                current = ""
            current += ch
        words.append(current)
        return " ".join(w for w in words if not w.isdigit() and not w[-1].isdigit()) or self.name

    def fix_return_keys(self, text):
        # An explicit action key is only right on the last input: keep `returnKey: search` only when
        # the search field is the form's last input and nothing after it is conditional.
        lines = text.split("\n")
        last = self.inputs[-1] if self.inputs else None
        keep = None
        for i, line in enumerate(lines):
            if line.strip().startswith("- field: ") and line.strip()[9:] == last:
                keep = i
        result = []
        current = None
        for i, line in enumerate(lines):
            s = line.strip()
            if s.startswith("- ") and ":" in s:
                current = i
            if s == "returnKey: search" and (current != keep or self.has_conditions()):
                continue
            result.append(line)
        return "\n".join(result)

    def has_conditions(self):
        return bool(self.controllers)

    def add_next_links(self, text):
        """`next:` on a few unconditional fields: a -> c -> b for three consecutive plain fields."""
        if not self.allow_next:
            return text
        lines = text.split("\n")
        plain = []   # (line index of '- field:', indent, id) of unconditional fields
        for i, line in enumerate(lines):
            s = line.strip()
            if s.startswith("- field: ") or s.startswith("- textView: ") or s.startswith("- custom: "):
                indent = len(line) - len(line.lstrip()) + 2
                j = i + 1
                conditional = False
                while j < len(lines) and (len(lines[j]) - len(lines[j].lstrip())) >= indent and lines[j].strip():
                    if lines[j].strip().startswith("visibleWhen:"):
                        conditional = True
                    j += 1
                plain.append((i, indent, s.split(": ", 1)[1], conditional))
        inserts = {}
        k = 0
        while k + 3 < len(plain):   # never on the last input, which may carry an action key
            a, b, c = plain[k], plain[k + 1], plain[k + 2]
            if not (a[3] or b[3] or c[3]) and self.rng.chance(10):
                inserts[a[0]] = (a[1], c[2])
                inserts[c[0]] = (c[1], b[2])
                k += 3
            else:
                k += 1
        result = []
        for i, line in enumerate(lines):
            result.append(line)
            if i in inserts:
                indent, target = inserts[i]
                result.append(" " * indent + f"next: {target}")
        return "\n".join(result)

    def add_focus_order(self, text, at):
        order = list(self.inputs)
        if len(order) >= 2:
            order[0], order[1] = order[1], order[0]
        lines = text.split("\n")
        block = ["focus:", f"  order: [{', '.join(order)}]"]
        if "focus:" in lines:
            i = lines.index("focus:")
            lines.insert(i + 1, block[1])
        else:
            lines[at:at] = block
        return "\n".join(lines)


def form_name(rng, used):
    while True:
        name = rng.pick(FORM_WORDS) + rng.pick(FORM_SUFFIXES)
        if name not in used:
            used.add(name)
            return name
        name = f"{name}{rng.int(2, 99)}"
        if name not in used:
            used.add(name)
            return name


def main():
    if len(sys.argv) != 2:
        print("usage: make_corpus.py OUTDIR", file=sys.stderr)
        return 64
    root = sys.argv[1]
    rng = Rng(SEED)
    used = set()
    total = 0
    for number in range(FORM_COUNT):
        area = AREAS[number % len(AREAS)]
        name = form_name(rng, used)
        form = Form(Rng(rng.next()), name, (2, 6), (3, 12), controllers=rng.int(0, 2),
                    platform17=rng.chance(15))
        text = form.render()
        directory = os.path.join(root, "corpus", area)
        os.makedirs(directory, exist_ok=True)
        path = os.path.join(directory, f"{name}.form.yaml")
        with open(path, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
        total += len(text.encode("utf-8"))
    # The big form: the same building blocks, many more sections, a few controllers.
    # Scale the section count until the text reaches the target size.
    big_rng_seed = SEED ^ 0xB16
    count = 200
    for _ in range(6):
        big = Form(Rng(big_rng_seed), "Catalog", (count, count), (8, 16), controllers=3)
        text = big.render(big=True)
        size = len(text.encode("utf-8"))
        if abs(size - BIG_TARGET_BYTES) < BIG_TARGET_BYTES * 0.02:
            break
        count = max(1, round(count * BIG_TARGET_BYTES / size))
    directory = os.path.join(root, "big")
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "Catalog.form.yaml"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"corpus: {FORM_COUNT} forms, {total} bytes; big: {len(text.encode('utf-8'))} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
