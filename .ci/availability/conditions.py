"""Conditional compilation: on which platforms a line is compiled."""

import re

from .platforms import CAN_IMPORT, PLATFORMS


def condition_tokens(text):
    return re.findall(r"&&|\|\||[!(),]|[A-Za-z_][A-Za-z0-9_.]*|[<>=]+|[0-9.]+|\S", text)


def evaluate(text, platform):
    """`#if` condition `text` on `platform`: True, False, or None where the check cannot tell.
    The grammar is the compiler's: `||` binds loosest, then `&&`, then `!`."""
    tokens, at = condition_tokens(text), [0]

    def peek():
        return tokens[at[0]] if at[0] < len(tokens) else None

    def take():
        at[0] += 1
        return tokens[at[0] - 1]

    def disjunction():
        values = [conjunction()]
        while peek() == "||":
            take()
            values.append(conjunction())
        return True if True in values else None if None in values else False

    def conjunction():
        values = [unary()]
        while peek() == "&&":
            take()
            values.append(unary())
        return False if False in values else None if None in values else True

    def unary():
        # `!` chains iteratively, so a long `!!!!x` cannot exhaust Python's stack.
        negations = 0
        while peek() == "!":
            take()
            negations += 1
        value = primary()
        for _ in range(negations):
            value = None if value is None else not value
        return value

    def primary():
        token = take() if peek() is not None else None
        if token == "(":
            value = disjunction()
            if peek() == ")":
                take()
            return value
        if token in ("true", "false"):
            return token == "true"
        if token and peek() == "(":
            take()
            argument, depth = [], 1
            while peek() is not None:
                part = take()
                depth += part == "("
                depth -= part == ")"
                if depth == 0:
                    break
                argument.append(part)
            return predicate(token, argument, platform)
        return None  # a compilation flag such as DEBUG

    return disjunction()


def predicate(name, argument, platform):
    first = argument[0] if argument else ""
    if name == "os":
        return first == platform
    if name == "canImport":
        return platform in CAN_IMPORT.get(first, set(PLATFORMS))
    if name == "targetEnvironment":
        return None if (first, platform) in (("simulator", p) for p in PLATFORMS) or \
            (first == "macCatalyst" and platform == "iOS") else False
    return None  # arch, swift, compiler, hasFeature and the like


def negated(value):
    return None if value is None else not value


def both(a, b):
    return False if False in (a, b) else None if None in (a, b) else True


def either(a, b):
    return True if True in (a, b) else None if None in (a, b) else False


DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


def compiled_lines(source):
    """For each line of `source` (1-based, index 0 unused), the platforms whose build compiles
    it, as a tuple of booleans in PLATFORMS' order; None for a line that every platform
    compiles. Directives inside multi-line string literals are text, not directives."""
    everywhere = (True,) * len(PLATFORMS)
    lines = source.split("\n")
    out = [None] * (len(lines) + 2)
    # Each open `#if`: (the branch's value per platform, whether an earlier branch may have
    # held per platform).
    stack, in_string = [], False
    current = everywhere
    for number, line in enumerate(lines, start=1):
        directive = None if in_string else DIRECTIVE.match(line)
        if line.count('"""') % 2:
            in_string = not in_string
        if directive:
            keyword, rest = directive.group(1), directive.group(2).split("//")[0]
            if keyword == "if":
                value = tuple(evaluate(rest, p) for p in PLATFORMS)
                stack.append((value, value))
            elif keyword in ("elseif", "else") and stack:
                _, earlier = stack[-1]
                held = tuple(True if keyword == "else" else evaluate(rest, p) for p in PLATFORMS)
                # This branch: no earlier one held, and its own condition does; and from now
                # on, an earlier branch held if one did before or this one does.
                stack[-1] = (tuple(both(negated(e), h) for e, h in zip(earlier, held)),
                             tuple(either(e, h) for e, h in zip(earlier, held)))
            elif keyword == "endif" and stack:
                stack.pop()
            current = tuple(all(entry[0][i] is not False for entry in stack)
                            for i in range(len(PLATFORMS)))
        out[number] = None if current == everywhere else current
    return out
