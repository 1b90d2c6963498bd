#!/usr/bin/env bash
# Splits two modules so that a release build can optimize on both cores at once (issue 20, item 4).
# A release build compiles each module as one whole-module job whose SIL optimizer runs on one
# thread, and a module starts only when every module it imports is finished; so today the build is
# a chain Syntax -> Index -> Rules -> Kit with the second core mostly idle.
#
#   Benchmarks/split-modules.sh [--model] [--kit]      (both when neither is given)
#
# Run it from the repository root on a clean work tree; it only edits files (git mv, Package.swift,
# access modifiers, imports) and commits nothing. Review with `git diff -M --stat`, then build and test.
#
#   --kit    NavLintSupport: the files of NavLintKit that use nothing of NavLintRules (configuration
#            values, file discovery and the file system, globs, baseline, suppressions, text edits
#            and diffs, JSON, the language server's framing, the console...), found as the files
#            that neither import NavLintRules nor name a type declared in a file that does
#            (repeated to a fixed point). It depends on Syntax, Index and Reporters only, so it
#            compiles while Index and Rules do. NavLintKit re-exports it.
#   --model  NavLintModel: Sources/NavLintRules/Model/ and Rule.swift (the model names RuleContext),
#            so the rules and their registry become a small module of their own. This adds no
#            parallelism by itself (the rules import the model); it is here to be measured.
#            NavLintRules re-exports it.
#
# In the moved files, every declaration without an access modifier that sits at file level or in a
# type or extension body (not in a protocol, a function body, or an extension with its own access
# modifier) becomes `package`, and `internal` becomes `package`, so the code that stays behind
# (and the tests) still see what they saw. Declarations are found by a small scanner that skips
# comments and string literals; it does not parse Swift, so read the diff.
set -euo pipefail
do_model=0; do_kit=0
for arg in "$@"; do
  case "$arg" in
    --model) do_model=1 ;;
    --kit) do_kit=1 ;;
    *) echo "usage: split-modules.sh [--model] [--kit]" >&2; exit 2 ;;
  esac
done
[ $do_model = 0 ] && [ $do_kit = 0 ] && { do_model=1; do_kit=1; }
[ -f Package.swift ] && [ -d Sources/NavLintRules/Model ] && [ -d Sources/NavLintKit ] \
  || { echo "split-modules.sh: run it from the root of a navlint checkout that is not split yet" >&2; exit 2; }
command -v python3 > /dev/null || { echo "split-modules.sh: needs python3" >&2; exit 2; }

python3 - "$do_model" "$do_kit" <<'PYTHON'
import os, re, subprocess, sys

do_model, do_kit = sys.argv[1] == "1", sys.argv[2] == "1"

def swift_files(folder):
    out = []
    for root, _, names in os.walk(folder):
        out += [os.path.join(root, n) for n in names if n.endswith(".swift")]
    return sorted(out)

def code_only(text):
    """The text with comments and string literal contents blanked (newlines kept), so that
    braces and keywords can be found by position. Interpolations stay code."""
    out = list(text)
    i, n = 0, len(text)
    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    def skip_string(i):  # at the opening quote run (after any #s); returns the index after the literal
        hashes = 0
        j = i
        while j > 0 and text[j - 1] == "#":
            j -= 1; hashes += 1
        triple = text.startswith('"""', i)
        quote = '"""' if triple else '"'
        k = i + len(quote)
        start = k
        while k < n:
            if text[k] == "\\" and text.startswith("#" * hashes, k + 1):
                e = k + 1 + hashes
                if e < n and text[e] == "(":
                    blank(start, k)
                    k = skip_code(e + 1, ")")
                    start = k
                    continue
                k = e + 1
                continue
            if text.startswith(quote, k) and text.startswith("#" * hashes, k + len(quote)):
                blank(start, k)
                return k + len(quote) + hashes
            if not triple and text[k] == "\n":
                blank(start, k)
                return k
            k += 1
        blank(start, n)
        return n
    def skip_code(i, closer):  # code until the unmatched closer; returns the index after it
        depth = 0
        while i < n:
            c = text[i]
            if text.startswith("//", i):
                e = text.find("\n", i); e = n if e < 0 else e
                blank(i, e); i = e; continue
            if text.startswith("/*", i):
                d, k = 0, i
                while k < n:
                    if text.startswith("/*", k): d += 1; k += 2; continue
                    if text.startswith("*/", k):
                        d -= 1; k += 2
                        if d == 0: break
                        continue
                    k += 1
                blank(i, k); i = k; continue
            if c == '"':
                i = skip_string(i); continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                if depth == 0 and closer and c == closer:
                    return i + 1
                depth -= 1
            i += 1
        return n
    skip_code(0, None)
    return "".join(out)

ACCESS = {"private", "fileprivate", "internal", "public", "package", "open"}
MODIFIERS = ACCESS | {"static", "class", "final", "override", "mutating", "nonmutating", "lazy",
                      "convenience", "required", "dynamic", "weak", "unowned", "indirect",
                      "nonisolated", "optional", "isolated", "consuming", "borrowing"}
DECL = {"func", "var", "let", "struct", "class", "enum", "protocol", "typealias", "init",
        "subscript", "actor", "extension"}
TYPE_BODY = {"struct", "class", "enum", "actor", "extension", "protocol"}
ATTRIBUTE = re.compile(r"@\w+(\([^()]*\))?\s*")
WORD = re.compile(r"[A-Za-z_]\w*(\([a-z]*\))?")

def parse_head(code, start):
    """Attributes, modifiers and declaration keyword starting at `start` (after indentation):
    (index after attributes, modifiers, keyword) or None."""
    i = start
    while True:
        m = ATTRIBUTE.match(code, i)
        if not m: break
        i = m.end()
    after_attributes = i
    modifiers = []
    while True:
        m = WORD.match(code, i)
        if not m: return None
        word = m.group(0)
        base = word.split("(")[0]
        if base in DECL and not (base == "class" and re.match(r"class\s+(func|var|let|subscript|override|final)\b", code[i:])):
            return after_attributes, modifiers, base
        if base not in MODIFIERS: return None
        modifiers.append(word)
        i = m.end()
        while i < len(code) and code[i] in " \t": i += 1

def make_package(path):
    text = open(path, encoding="utf-8").read()
    code = code_only(text)
    inserts = []     # offsets where `package ` goes (an attribute line is seen twice)
    replaces = []    # (offset, length, replacement)
    stack = []       # per open brace: True when its body is a declaration context
    pending = None   # kind of the declaration whose body the next brace opens
    line_start = True
    i, n = 0, len(code)
    while i < n:
        c = code[i]
        if c == "\n":
            line_start = True; i += 1; continue
        if line_start and c not in " \t":
            line_start = False
            context = all(stack) if stack else True
            if context:
                head = parse_head(code, i)
                if head:
                    after_attributes, modifiers, keyword = head
                    plain = [m for m in modifiers if m in ACCESS]
                    if keyword == "extension":
                        pending = "extension-" + ("own" if plain and plain != ["internal"] else "open")
                        if plain == ["internal"]:
                            k = code.index("internal", after_attributes)
                            replaces.append((k, len("internal"), "package"))
                    else:
                        pending = keyword
                        if "internal" in plain:
                            k = code.index("internal", after_attributes)
                            replaces.append((k, len("internal"), "package"))
                        elif not plain and after_attributes not in inserts:
                            inserts.append(after_attributes)
        if c == "{":
            # A declaration context: the body of a type, or of an extension without its own access.
            stack.append(pending in ("struct", "class", "enum", "actor", "extension-open"))
            pending = None
        elif c == "}":
            if stack: stack.pop()
        i += 1
    edits = [(o, 0, "package ") for o in inserts] + replaces
    for offset, length, replacement in sorted(edits, reverse=True):
        text = text[:offset] + replacement + text[offset + length:]
    text = with_memberwise_initializers(text)
    # A synthesized `init(rawValue:)` stays internal, while an option set's conformance needs it
    # as visible as the type.
    if "init(rawValue:" not in text:
        text = re.sub(r"(package struct \w+: OptionSet\b[^{]*\{\n(\s*)package let rawValue: (\w+)\n)",
                      r"\1\2package init(rawValue: \3) { self.rawValue = rawValue }\n", text)
    open(path, "w", encoding="utf-8").write(text)

def with_memberwise_initializers(text):
    """A struct's synthesized memberwise initializer stays internal: write it out as `package`
    in each struct that declares no initializer of its own and no private stored property."""
    code = code_only(text)
    inserts = []
    for m in re.finditer(r"^([ \t]*)(?:@\w+\s+)*(?:(?:public|package|final)\s+)*struct\s+\w+[^{]*\{[ \t]*\n", code, re.M):
        indent, body_start = m.group(1), m.end()
        depth, k = 1, body_start
        while k < len(code) and depth:
            depth += {"{": 1, "}": -1}.get(code[k], 0); k += 1
        body_end = k - 1
        members, depth, line_begin = [], 0, body_start
        for k in range(body_start, body_end + 1):
            if code[k] == "\n" or k == body_end:
                line = code[line_begin:k]
                if depth == 0:
                    members.append((line, text[line_begin:k]))
                depth += line.count("{") - line.count("}")
                line_begin = k + 1
        stored, skip = [], False
        for line, original in members:
            if re.match(r"\s*(\w+\s+)*init\b", line): skip = True
            d = re.match(r"\s*((?:\w+(?:\(set\))?\s+)*)(let|var)\s+(\w+)\s*(?::\s*([^=]+?))?\s*(=\s*(.*))?$", line)
            if not d or "{" in line: continue
            modifiers = d.group(1).split()
            if "static" in modifiers or "lazy" in modifiers: continue
            if d.group(4) is None: skip = True; continue  # an inferred type: leave it to the compiler
            if d.group(2) == "let" and d.group(5): continue
            default = original[original.index("=", d.start(5)) + 1:].strip() if d.group(5) else None
            if d.group(2) == "var" and default is None and d.group(4).strip().endswith("?"):
                default = "nil"
            stored.append((d.group(3), d.group(4).strip(), default, "private" in modifiers or "fileprivate" in modifiers))
        if any(is_private for *_, is_private in stored):
            # No memberwise initializer outside; `init()` when every stored property has a value.
            if not any(re.match(r"\s*(\w+\s+)*init\b", line) for line, _ in members) \
                    and all(dv is not None for _, _, dv, _ in stored):
                inserts.append((body_start, f"{indent}    package init() {{}}\n"))
            continue
        if skip or not stored: continue
        inner = indent + "    "
        def parameter_type(t):  # a stored function is an escaping parameter (an optional one already is)
            return "@escaping " + t if "->" in t and not t.endswith("?") else t
        params = ", ".join(f"{n}: {parameter_type(t)}" + (f" = {dv}" if dv else "") for n, t, dv, _ in stored)
        assigns = "; ".join(f"self.{n} = {n}" for n, _, _, _ in stored)
        inserts.append((body_start, f"{inner}package init({params}) {{ {assigns} }}\n"))
    for offset, line in reversed(inserts):
        text = text[:offset] + line + text[offset:]
    return text

def add_import(path, module, exported=False):
    text = open(path, encoding="utf-8").read()
    line = ("@_exported import " if exported else "import ") + module + "\n"
    lines = text.split("\n")
    # After the last top-level import, else at the top (after a leading comment block).
    last = max((k for k, l in enumerate(lines) if re.match(r"(@testable |@_exported )?import \w+$", l)), default=-1)
    if last < 0:
        last = 0
        while last < len(lines) and lines[last].startswith("//"): last += 1
        lines.insert(last, line.rstrip("\n"))
    else:
        lines.insert(last + 1, line.rstrip("\n"))
    open(path, "w", encoding="utf-8").write("\n".join(lines))

def git_mv(src, dst):
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    subprocess.run(["git", "mv", src, dst], check=True)

def declared_types(path):
    code = code_only(open(path, encoding="utf-8").read())
    # Top-level types only: a nested `Result` or `Entry` is named through its parent.
    return set(re.findall(r"^(?:(?:public|package|internal|fileprivate|private|final)\s+)*"
                          r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)", code, re.M))

package = open("Package.swift", encoding="utf-8").read()

if do_kit:
    files = swift_files("Sources/NavLintKit")
    uses_rules = {f for f in files if re.search(r"^(@testable )?import NavLintRules$", open(f).read(), re.M)}
    staying = set(uses_rules)
    while True:
        names = set().union(*(declared_types(f) for f in staying)) if staying else set()
        pattern = re.compile(r"\b(" + "|".join(sorted(names)) + r")\b") if names else None
        grown = {f for f in files if f not in staying and pattern and pattern.search(code_only(open(f).read()))}
        if not grown: break
        staying |= grown
    moving = [f for f in files if f not in staying]
    print("NavLintSupport:", len(moving), "files;", "NavLintKit keeps", len(staying))
    for f in moving:
        dst = f.replace("Sources/NavLintKit/", "Sources/NavLintSupport/", 1)
        git_mv(f, dst)
        make_package(dst)
    for f in swift_files("Sources/NavLintKit"):
        add_import(f, "NavLintSupport")
    with open("Sources/NavLintKit/Exports.swift", "w") as out:
        out.write("// The configuration values, file discovery, baseline and suppressions that NavLintKit's\n"
                  "// users (the executable, the plugins, the tests) reach through NavLintKit.\n"
                  "@_exported import NavLintSupport\n")
    subprocess.run(["git", "add", "Sources/NavLintKit/Exports.swift"], check=True)
    package = package.replace(
        '        .target(\n            name: "NavLintKit",\n            dependencies: ["NavLintSyntax", "NavLintIndex", "NavLintRules", "NavLintReporters"]\n        ),',
        '        .target(name: "NavLintSupport", dependencies: ["NavLintSyntax", "NavLintIndex", "NavLintReporters"]),\n'
        '        .target(\n            name: "NavLintKit",\n            dependencies: ["NavLintSyntax", "NavLintIndex", "NavLintRules", "NavLintReporters", "NavLintSupport"]\n        ),')
    assert '"NavLintSupport"' in package, "Package.swift: the NavLintKit target is not written as expected"

if do_model:
    moving = swift_files("Sources/NavLintRules/Model") + ["Sources/NavLintRules/Rule.swift"]
    for f in moving:
        dst = f.replace("Sources/NavLintRules/Model/", "Sources/NavLintModel/", 1).replace(
            "Sources/NavLintRules/Rule.swift", "Sources/NavLintModel/Rule.swift", 1)
        git_mv(f, dst)
        make_package(dst)
    for f in swift_files("Sources/NavLintRules"):
        if "/Generated/" not in f:
            add_import(f, "NavLintModel")
    with open("Sources/NavLintRules/Exports.swift", "w") as out:
        out.write("// The semantic model and the Rule protocol, which the rules' users reach through NavLintRules.\n"
                  "@_exported import NavLintModel\n")
    subprocess.run(["git", "add", "Sources/NavLintRules/Exports.swift"], check=True)
    package = package.replace(
        '        .target(name: "NavLintRules", dependencies: ["NavLintSyntax", "NavLintIndex"]),',
        '        .target(name: "NavLintModel", dependencies: ["NavLintSyntax", "NavLintIndex"]),\n'
        '        .target(name: "NavLintRules", dependencies: ["NavLintSyntax", "NavLintIndex", "NavLintModel"]),')
    assert '"NavLintModel"' in package, "Package.swift: the NavLintRules target is not written as expected"

open("Package.swift", "w", encoding="utf-8").write(package)
PYTHON
git add -A Sources Package.swift
git status --short | head -80
echo "split-modules.sh: done; build with: swift build -c release --product navlint"
