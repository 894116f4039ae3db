"""What the package declares and uses: the type-checked syntax tree, walked."""

import bisect
import json
import re
import sys
from pathlib import Path

from .conditions import compiled_lines
from .platforms import COMPILER_FALLBACKS, NEVER, PLATFORMS, version


class Module:
    """What one module declares and uses."""

    def __init__(self, name, floor, sources):
        self.name = name
        self.floor = floor
        self.files = {}  # path -> text, for guards and positions
        self.decls = {}  # USR -> required availability, where above the floor
        self.names = {}  # qualified type name -> required availability, where above the floor
        self.refs = {}  # USR -> {(path, offset, context)}
        self.types = {}  # mangled type -> {(path, offset, context)}
        self.imports = set()
        self.noncopyable = []  # (path, offset, context) of generic parameters without Copyable


def read_dump(module, dump_path):
    text = Path(dump_path).read_text()
    if not text.strip():
        sys.exit(f"availability: {module.name}: an empty syntax tree in {dump_path}")
    decoder, at = json.JSONDecoder(), 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            break
        tree, at = decoder.raw_decode(text, at)
        path = tree["filename"]
        module.files[path] = Path(path).read_bytes().decode("utf-8", "replace")
        base = tuple(module.floor[p] for p in PLATFORMS)
        Walker(module, path).visit(tree, base, 0, ())


CONTAINERS = {"struct_decl", "class_decl", "enum_decl", "protocol_decl", "actor_decl"}



def share_variables_availability(siblings):
    """Gives each `pattern_binding_decl` in a list of declarations the `@available`
    attributes of the variables it binds. The JSON dump puts a variable's attributes on its
    `var_decl`, a sibling of the binding whose pattern holds the type annotation, so a
    `@available(iOS 17, *) var x: [T]` would otherwise see its own type unguarded."""
    attrs_by_name = {}
    for item in siblings:
        if isinstance(item, dict) and item.get("_kind") == "var_decl":
            attrs = [a for a in item.get("attrs", []) if a.get("_kind") == "available_attr"]
            name = declared_name(item)
            if attrs and name:
                attrs_by_name[name] = attrs
    if not attrs_by_name:
        return
    for item in siblings:
        if isinstance(item, dict) and item.get("_kind") == "pattern_binding_decl":
            names = set(pattern_names(item))
            shared = [a for name in names for a in attrs_by_name.get(name, [])]
            if shared and not item.get("attrs"):
                item["attrs"] = shared


def declared_name(node):
    name = node.get("name")
    if isinstance(name, dict):
        return name.get("base_name", {}).get("name")
    return name if isinstance(name, str) else None


def pattern_names(node):
    """The names a pattern binding binds, without recursion."""
    pending = [node]
    while pending:
        item = pending.pop()
        if isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, dict):
            if item.get("_kind") == "pattern_named":
                name = declared_name(item)
                if name:
                    yield name
            pending.extend(v for v in item.values() if isinstance(v, (dict, list)))


class Walker:
    def __init__(self, module, path):
        self.module = module
        self.path = path
        self.source = module.files[path]
        self.compiled = compiled_lines(self.source)
        self.line_starts = [0] + [m.end() for m in re.finditer(b"\n", self.source.encode())]

    def conditional(self, context, offset):
        """The context with NEVER for each platform whose build does not compile the code at
        `offset` (it is inside an `#if` that does not hold there), or None where no platform
        compiles it."""
        flags = self.compiled[bisect.bisect_right(self.line_starts, offset)]
        if flags is None:
            return context
        narrowed = tuple(v if compiled else NEVER for v, compiled in zip(context, flags))
        return None if all(v == NEVER for v in narrowed) else narrowed

    def visit(self, node, context, offset, scope):
        # An explicit stack: result builders nest deeper than Python's recursion allows.
        stack = [(node, context, offset, scope, False)]
        while stack:
            node, context, offset, scope, implicit = stack.pop()
            if isinstance(node, list):
                share_variables_availability(node)
                stack.extend((item, context, offset, scope, implicit) for item in reversed(node))
                continue
            if not isinstance(node, dict):
                continue
            start = node.get("range", {}).get("start")
            if isinstance(start, int):
                offset = start
            kind = node.get("_kind", "")
            context = self.declared(node, context)
            if context is not None:
                context = self.conditional(context, offset)
            if context is None:
                continue  # unavailable or not compiled everywhere: never runs
            scope = self.record_declaration(node, kind, context, offset, scope)
            implicit = implicit or bool(node.get("implicit"))
            self.record_uses(node, context, offset, implicit)
            children = self.children(node, kind, context, offset, scope)
            stack.extend(child + (implicit,) for child in reversed(children))

    def declared(self, node, context):
        """The context raised by the node's own `@available` attributes, or None where the
        declaration is unavailable on every platform."""
        attrs = [a for a in node.get("attrs", []) if a.get("_kind") == "available_attr"]
        if not attrs:
            return context
        raised = list(context)
        for attr in attrs:
            domain = attr.get("domain")
            if domain == "*" and attr.get("unavailable"):
                return None
            if domain in PLATFORMS:
                i = PLATFORMS.index(domain)
                if attr.get("unavailable"):
                    raised[i] = NEVER
                elif "introduced" in attr:
                    raised[i] = max(raised[i], version(attr["introduced"]))
        if all(v == NEVER for v in raised):
            return None
        return tuple(raised)

    def record_declaration(self, node, kind, context, offset, scope):
        usr = node.get("usr")
        base = tuple(self.module.floor[p] for p in PLATFORMS)
        name = node.get("name", {}).get("base_name", {}).get("name") if isinstance(node.get("name"), dict) else None
        if kind == "import_decl":
            self.module.imports.add(node.get("module_path", [""])[0])
        if usr and kind.endswith("_decl") and context != base:
            self.module.decls[usr] = dict(zip(PLATFORMS, context))
        if kind in CONTAINERS or kind == "typealias_decl":
            qualified = ".".join((self.module.name,) + scope + ((name,) if name else ()))
            if context != base:
                self.module.names[qualified] = dict(zip(PLATFORMS, context))
            if kind in CONTAINERS and name:
                return scope + (name,)
        if kind == "extension_decl":
            return ()
        return scope

    def record_uses(self, node, context, offset, implicit):
        kind = node.get("_kind", "")
        place = (self.path, offset, context)
        usr = node.get("decl_usr")
        if usr and not (implicit and COMPILER_FALLBACKS.match(usr)):
            self.module.refs.setdefault(usr, set()).add(place)
        protocol = node.get("protocol")
        # A subclass inherits its superclass's conformances without naming them, so their
        # protocols' availability is the superclass's concern (a subclass of UIView is
        # declared on iOS 15, though UIView conforms to UITraitChangeObservable from 17).
        if (isinstance(protocol, str) and protocol.startswith("s:")
                and kind != "inherited_conformance"):
            self.module.refs.setdefault(protocol, set()).add(place)
        for key, value in node.items():
            if isinstance(value, str) and value.startswith("$s") and key != "usr":
                self.module.types.setdefault(value, set()).add(place + (implicit,))
        if kind in CONTAINERS and node.get("generic_signature") and self.suppresses_copyable(node):
            self.module.noncopyable.append(place)

    def suppresses_copyable(self, node):
        """Whether a generic type of the package's own is declared over a parameter that
        suppresses `Copyable` (`struct Box<T: ~Copyable>`), read from its header's text."""
        start = node.get("range", {}).get("start", 0)
        header = self.source.encode()[start:].split(b"{", 1)[0]
        return b"~Copyable" in header

    def children(self, node, kind, context, offset, scope):
        """(child, context, offset, scope) for each child, with the guards applied."""
        if kind in ("if_stmt", "guard_stmt", "while_stmt"):
            guard = self.condition(node, context)
        else:
            guard = None
        out = []
        for key, value in node.items():
            if key in ("attrs", "_kind", "range") or not isinstance(value, (dict, list)):
                continue
            child_context = context
            if guard:
                raised, negated = guard
                if kind in ("if_stmt", "while_stmt"):
                    if key == ("else_stmt" if negated else "then_stmt") or key == "body":
                        child_context = raised
                elif kind == "guard_stmt" and key == "body" and negated:
                    child_context = raised
            if kind == "brace_stmt" and key == "elements":
                out.extend(self.block(value, context, offset, scope))
                continue
            if key == "conditions" and guard and not guard[1] and isinstance(value, list):
                # `if #available(…), use` evaluates what follows the check only where it
                # holds: those conditions are guarded too.
                first = next((i for i, c in enumerate(value)
                              if isinstance(c, dict) and c.get("_kind") == "#available"), None)
                if first is not None:
                    out.append((value[:first + 1], context, offset, scope))
                    out.append((value[first + 1:], guard[0], offset, scope))
                    continue
            out.append((value, child_context, offset, scope))
        return out

    def block(self, elements, context, offset, scope):
        """A block's statements; after `guard #available`, the rest is guarded."""
        out = []
        for element in elements:
            out.append((element, context, offset, scope))
            if isinstance(element, dict) and element.get("_kind") == "guard_stmt":
                guard = self.condition(element, context)
                if guard and not guard[1]:
                    context = guard[0]
        return out

    def condition(self, node, context):
        """The context an `#available` condition raises to, and whether it is
        `#unavailable` (which JSON does not tell apart: the source text does)."""
        conditions = [c for c in node.get("conditions", []) if c.get("_kind") == "#available"]
        if not conditions:
            return None
        raised = list(context)
        for condition in conditions:
            for query in condition.get("queries", []):
                domain = query.get("domain")
                if domain in PLATFORMS and "version" in query:
                    i = PLATFORMS.index(domain)
                    raised[i] = max(raised[i], version(query["version"]))
        start = node.get("range", {}).get("start", 0)
        body = node.get("then_stmt") or node.get("body") or {}
        end = body.get("range", {}).get("start", start + 200)
        negated = "#unavailable" in self.source.encode()[start:end].decode("utf-8", "replace")
        return tuple(raised), negated
