"""Completion, hover, definition, references, rename, document symbols and code actions through a
real client, on the example specs and small specs written for each case."""

import subprocess

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import FORMC, ROOT, lint_json, open_document, uri

SIGNUP = ROOT / "Specs" / "SignUp.form.yaml"


def position(text: str, needle: str, offset: int = 0, occurrence: int = 0) -> types.Position:
    """The LSP position (UTF-16 characters) of the `occurrence`th `needle` in `text`, plus `offset`."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    index += offset
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=len(text[start:index].encode("utf-16-le")) // 2)


def offset_of(text: str, pos: types.Position) -> int:
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[: pos.line])
    units = lines[pos.line].encode("utf-16-le")[: pos.character * 2].decode("utf-16-le")
    return start + len(units)


def apply(text: str, edits) -> str:
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset_of(text, edit.range.start)] + edit.new_text + text[offset_of(text, edit.range.end) :]
    return text


def doc(path) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri(path))


def hover_text(hover) -> str:
    assert hover is not None
    return hover.contents.value


def lint_rules(tmp_path, text, name="Test.form.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return [e["rule"] for e in lint_json([path])]


FORM = """form: Test
content:
  scroll: page
  children:
    - field: email
      title: Email
      next: password
    - field: password
      title: Password
      rules:
        - equals: email
    - textView: bio
      title: Bio
      visibleWhen: {input: email, notEmpty: true}
    - section: extra
      children:
        - button: join
          title: Join
"""


async def write_and_open(client, tmp_path, text, name="Test.form.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    diagnostics = await open_document(client, path, text)
    return path, diagnostics


async def completion_labels(client, path, pos):
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(path), position=pos)
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    return items


async def test_completion_of_keys_values_presets_and_ids(client: LanguageClient, tmp_path):
    text = FORM.replace("      next: password\n", "      inp\n", 1)
    path, _ = await write_and_open(client, tmp_path, text)
    keys = [i.label for i in await completion_labels(client, path, position(text, "      inp", 9))]
    assert "input" in keys and "placeholder" in keys and "returnKey" in keys
    assert "title" not in keys  # already written
    # Ids where an id is expected: inputs only, never the node's own id, never a button's.
    text = FORM.replace("      next: password\n", "      next: \n", 1)
    path, _ = await write_and_open(client, tmp_path, text, "Next.form.yaml")
    ids = [i.label for i in await completion_labels(client, path, position(text, "next: ", 6))]
    assert ids == ["password", "bio"]
    # focus.order offers the inputs not listed yet.
    text2 = FORM.replace("      next: password\n", "").replace("content:", "focus:\n  order: [bio, ]\ncontent:")
    path2, _ = await write_and_open(client, tmp_path, text2, "Order.form.yaml")
    assert [i.label for i in await completion_labels(client, path2, position(text2, "[bio, ", 6))] == [
        "email",
        "password",
    ]
    # Presets, with their traits in the detail.
    text3 = FORM.replace("      title: Email\n", "      input: \n", 1)
    path3, _ = await write_and_open(client, tmp_path, text3, "Preset.form.yaml")
    items = await completion_labels(client, path3, position(text3, "input: ", 7))
    email = next(i for i in items if i.label == "email")
    assert "keyboard emailAddress" in email.detail
    assert "newPassword" in [i.label for i in items]
    # Enum values.
    text4 = "form: Test\nkeyboard:\n  avoidance: \ncontent:\n  scroll: page\n  children: []\n"
    path4, _ = await write_and_open(client, tmp_path, text4, "Enum.form.yaml")
    words = [i.label for i in await completion_labels(client, path4, position(text4, "avoidance: ", 11))]
    assert words == ["automatic", "insets", "layoutGuide", "none"]


PROXY = """form: Proxy
content:
  scroll: page
  children:
    - choice: scheme
      title: Scheme
      options:
        - {value: https, title: HTTPS}
        - socks4
        - {value: socks5, title: SOCKS 5}
    - switch: auth
      title: Authentication
    - field: host
      title: Host
      visibleWhen: {input: scheme, CONDITION}
"""


@pytest.mark.parametrize(
    "condition, needle, expected",
    [
        ("equals: ", "equals: ", ["https", "socks4", "socks5"]),
        ("notEquals: ", "notEquals: ", ["https", "socks4", "socks5"]),
        ("in: [socks4, ]", "[socks4, ", ["https", "socks5"]),
    ],
)
async def test_completion_of_a_choices_option_values_in_a_condition(
    client: LanguageClient, tmp_path, condition, needle, expected
):
    text = PROXY.replace("CONDITION", condition)
    path, _ = await write_and_open(client, tmp_path, text, "Proxy.form.yaml")
    items = await completion_labels(client, path, position(text, needle, len(needle)))
    assert [i.label for i in items] == expected
    assert all(i.detail == "option of 'scheme'" for i in items)
    # A switch's values in an enabledWhen.
    text = PROXY.replace("visibleWhen: {input: scheme, CONDITION}", "enabledWhen: {input: auth, equals: }")
    path, _ = await write_and_open(client, tmp_path, text, "Auth.form.yaml")
    items = await completion_labels(client, path, position(text, "equals: ", 8))
    assert [i.label for i in items] == ["true", "false"]


async def test_hover_on_a_key_an_input_and_a_diagnostic(client: LanguageClient, tmp_path):
    text = SIGNUP.read_text()
    await open_document(client, SIGNUP, text)
    key = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(SIGNUP), position=position(text, "avoidance:", 2))
    )
    assert "`insets`, `layoutGuide`, `none`" in hover_text(key)
    plan = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(SIGNUP), position=position(text, "field: password", 8))
    )
    assert "**field `password`**: input 5 of 8 in focus order" in hover_text(plan)
    assert "Traits: keyboard asciiCapable, content type newPassword" in hover_text(plan)
    # On a diagnostic: what `formc explain` says.
    broken = FORM.replace("next: password", "next: pasword")
    path, diagnostics = await write_and_open(client, tmp_path, broken)
    assert [d.code for d in diagnostics] == ["dangling-reference"]
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(path), position=position(broken, "pasword", 2))
    )
    explain = subprocess.run(
        [FORMC, "explain", "dangling-reference"], capture_output=True, text=True, check=True
    ).stdout
    assert explain.splitlines()[0] in hover_text(hover)


async def test_definition_and_references(client: LanguageClient, tmp_path):
    path, _ = await write_and_open(client, tmp_path, FORM)
    declaration = position(FORM, "field: email", 7)
    for needle, offset in [("{input: email", 9), ("equals: email", 9)]:
        result = await client.text_document_definition_async(
            types.DefinitionParams(text_document=doc(path), position=position(FORM, needle, offset))
        )
        location = result[0] if isinstance(result, list) else result
        assert location.uri == uri(path)
        assert location.range.start == declaration
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc(path),
            position=declaration,
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert sorted((r.range.start.line, r.range.start.character) for r in references) == [
        (4, 13),
        (10, 18),
        (13, 27),
    ]
    without = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc(path),
            position=declaration,
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert len(without) == 2


async def test_rename_rewrites_every_reference_and_refuses_bad_names(client: LanguageClient, tmp_path):
    path, _ = await write_and_open(client, tmp_path, FORM)
    at = position(FORM, "field: email", 8)
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=doc(path), position=at)
    )
    assert prepared.placeholder == "email"
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(path), position=at, new_name="emailAddress")
    )
    renamed = apply(FORM, edit.changes[uri(path)])
    assert renamed.count("emailAddress") == 3 and "email\n" not in renamed.replace("Email\n", "")
    assert lint_rules(tmp_path, renamed, "Renamed.form.yaml") == []
    for taken in ["password", "join", "9lives", "has space"]:
        with pytest.raises(Exception) as error:
            await client.text_document_rename_async(
                types.RenameParams(text_document=doc(path), position=at, new_name=taken)
            )
        assert "already the id" in str(error.value) or "invalid id" in str(error.value)


async def test_document_symbols_are_the_layout_tree(client: LanguageClient):
    text = SIGNUP.read_text()
    await open_document(client, SIGNUP, text)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=doc(SIGNUP))
    )

    def tree(symbol):
        return (symbol.name, [tree(c) for c in symbol.children or []])

    assert len(symbols) == 1
    page = tree(symbols[0])
    assert page[0].startswith("signUpPage")
    account = next(c for c in page[1] if c[0].startswith("account"))
    row = next(c for c in account[1] if c[0].startswith("nameRow"))
    assert [c[0].split()[0] for c in row[1]] == ["givenName", "familyName"]


async def actions_at(client, path, pos):
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc(path),
            range=types.Range(start=pos, end=pos),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )


@pytest.mark.parametrize(
    "broken, needle, title, fixed_rule",
    [
        (FORM.replace("      title: Email", "      titel: Email"), "titel", "Replace 'titel' with 'title'", "unknown-key"),
        (FORM.replace("form: Test\n", ""), "content:", "Add 'form'", "missing-key"),
        (
            FORM.replace("      title: Bio\n", ""),
            "textView: bio",
            "Disable 'missing-label' for this line",
            "missing-label",
        ),
    ],
    ids=["did-you-mean", "missing-key", "disable-next-line"],
)
async def test_code_actions_fix_the_diagnostic(client: LanguageClient, tmp_path, broken, needle, title, fixed_rule):
    path, diagnostics = await write_and_open(client, tmp_path, broken)
    assert fixed_rule in [d.code for d in diagnostics]
    actions = await actions_at(client, path, position(broken, needle, 1))
    titles = [a.title for a in actions]
    action = next((a for a in actions if a.title == title), None)
    assert action is not None, titles
    assert action.kind == types.CodeActionKind.QuickFix
    fixed = apply(broken, action.edit.changes[uri(path)])
    assert fixed_rule not in lint_rules(tmp_path, fixed, "Fixed.form.yaml"), fixed


EVENT_EDITOR = ROOT / "Specs" / "EventEditor.form.yaml"

CROSS_FIELD = """form: Contact
flags: [isEditing]
content:
  scroll: page
  children:
    - field: email
      title: Email
    - field: phone
      title: Phone
      rules:
        - requiredWithout: email
    - field: fax
      title: Fax
      enabledWhen: {input: email, notEmpty: true}
      rules:
        - requiredWithout: [phone, 'email']
    - label: note
      text: We will call
      visibleWhen:
        any:
          - {input: email, empty: true}
          - {flag: isEditing}
"""


async def test_rename_a_date_from_its_rule_in_a_real_spec(client: LanguageClient, tmp_path):
    """Renaming `starts` from `onOrAfter: starts` in Specs/EventEditor rewrites the date and its
    rule; the renamed spec lints as the original does."""
    text = EVENT_EDITOR.read_text()
    path, _ = await write_and_open(client, tmp_path, text)
    at = position(text, "onOrAfter: starts", 11)
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(path), position=at)
    )
    location = result[0] if isinstance(result, list) else result
    assert location.range.start == position(text, "date: starts", 6)
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc(path), position=at, context=types.ReferenceContext(include_declaration=True)
        )
    )
    assert len(references) == 2
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(path), position=at, new_name="begins")
    )
    renamed = apply(text, edit.changes[uri(path)])
    assert "- date: begins" in renamed and "- onOrAfter: begins" in renamed
    assert "date: starts" not in renamed and "onOrAfter: starts" not in renamed
    assert "onOrAfter: startDay" in renamed, "the other date rule is untouched"
    assert lint_rules(tmp_path, renamed, "Renamed.form.yaml") == lint_rules(tmp_path, text, "Original.form.yaml")


async def test_requiredWithout_enabledWhen_and_any_are_followed(client: LanguageClient, tmp_path):
    path, _ = await write_and_open(client, tmp_path, CROSS_FIELD)
    declaration = position(CROSS_FIELD, "field: email", 7)
    for needle, offset in [
        ("requiredWithout: email", 17),
        ("'email'", 1),
        ("{input: email, notEmpty", 8),
        ("{input: email, empty", 8),
    ]:
        result = await client.text_document_definition_async(
            types.DefinitionParams(text_document=doc(path), position=position(CROSS_FIELD, needle, offset))
        )
        location = result[0] if isinstance(result, list) else result
        assert location is not None, needle
        assert location.range.start == declaration, needle
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=doc(path), position=position(CROSS_FIELD, "'email'", 2), new_name="mail"
        )
    )
    renamed = apply(CROSS_FIELD, edit.changes[uri(path)])
    assert "email" not in renamed
    assert "- requiredWithout: mail\n" in renamed and "[phone, 'mail']" in renamed
    assert "{input: mail, notEmpty: true}" in renamed and "{input: mail, empty: true}" in renamed
    assert lint_rules(tmp_path, renamed, "Renamed.form.yaml") == lint_rules(
        tmp_path, CROSS_FIELD, "Original.form.yaml"
    )


async def test_a_flag_is_followed_from_a_condition_to_flags(client: LanguageClient, tmp_path):
    path, _ = await write_and_open(client, tmp_path, CROSS_FIELD)
    at = position(CROSS_FIELD, "{flag: isEditing}", 8)
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(path), position=at)
    )
    location = result[0] if isinstance(result, list) else result
    assert location.range.start == position(CROSS_FIELD, "[isEditing", 1)
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(path), position=at, new_name="isManaging")
    )
    renamed = apply(CROSS_FIELD, edit.changes[uri(path)])
    assert "flags: [isManaging]" in renamed and "{flag: isManaging}" in renamed
    assert "isEditing" not in renamed
    assert lint_rules(tmp_path, renamed, "Renamed.form.yaml") == lint_rules(
        tmp_path, CROSS_FIELD, "Original.form.yaml"
    )


FLAG_TEXTS = """form: Address
flags: [isEditing, needsApproval]
title: {text: New Address, when: [{flag: isEditing, text: Edit Address}]}
content:
  scroll: page
  children:
    - section: address
      header:
        text: New address
        when:
          - flag: isEditing
            text: Edit address
      children:
        - field: street
          title: Street
    - label: status
      text: {text: Ready, when: [{flag: needsApproval, text: Pending approval}]}
"""


async def test_completion_and_rename_inside_texts_that_change_with_flags(
    client: LanguageClient, tmp_path
):
    # The keys of the mapping, the keys of a `when` entry, the flags after `flag:`.
    cases = [
        ("        text: New address\n", "        text: New address\n        w\n", "        w", 9, ["when"]),
        ("          - flag: isEditing\n", "          - flag: isEditing\n            t\n", "            t", 13, ["text"]),
        ("{flag: needsApproval,", "{flag: n,", "{flag: n", 8, ["isEditing", "needsApproval"]),
        ("          - flag: isEditing\n", "          - flag: \n", "          - flag: ", 18, ["isEditing", "needsApproval"]),
    ]
    for index, (old, new, needle, offset, expected) in enumerate(cases):
        text = FLAG_TEXTS.replace(old, new)
        path, _ = await write_and_open(client, tmp_path, text, f"Case{index}.form.yaml")
        items = await completion_labels(client, path, position(text, needle, offset))
        assert [i.label for i in items] == expected, (needle, [i.label for i in items])
    # Renaming a flag renames it in every text's `when`.
    path, diagnostics = await write_and_open(client, tmp_path, FLAG_TEXTS, "Address.form.yaml")
    assert diagnostics == []
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=doc(path), position=position(FLAG_TEXTS, "[isEditing", 1), new_name="isChanging"
        )
    )
    renamed = apply(FLAG_TEXTS, edit.changes[uri(path)])
    assert "isEditing" not in renamed
    assert renamed.count("isChanging") == 3
    assert lint_rules(tmp_path, renamed, "Renamed.form.yaml") == []
