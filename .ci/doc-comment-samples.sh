#!/usr/bin/env bash
# Doc-comment examples: type-checks every ```swift block in the `///` comments of
# Sources/Cascade, Sources/CascadeCSS, Sources/CascadeViews, Sources/CascadePreview,
# Sources/CascadeElements, Sources/CascadeUIKit and Sources/CascadeSwiftUI against the built
# modules, so that no example on a symbol page drifts from the API; and checks that every
# public symbol of CascadeElements and CascadeSwiftUI has such an example.
#
# A block of statements becomes the body of its own function, `func sample<N>() throws`,
# and the function first declares the few prelude names (PRELUDE below) the block uses. The
# blocks of all but CascadeSwiftUI share one generated file, which imports CascadeViews
# (which re-exports Cascade and CascadeCSS), CascadePreview, CascadeElements, CascadeUIKit
# and UIKit (on Linux, the declaration stub CascadeUIKit is built against). CascadeUIKit's
# examples use UIKit's views, which are the main actor's: their functions are `@MainActor`,
# and their prelude (UIKIT_PRELUDE) names UIKit's views where the others' names substitutes.
# CascadeSwiftUI's blocks are in a file of their own that imports only SwiftUI (on Linux, the
# stub in Sources/Stubs/SwiftUI) and CascadeSwiftUI, as an app's SwiftUI file does, so an
# example that needs a substitute type, or a name SwiftUI shadows, fails; their functions
# are `@MainActor` too, and their prelude (SWIFTUI_PRELUDE) is a sheet loaded from text and
# an app's screen and themes.
#
# A block that declares something at column 0 (an extension, a type or a function) is
# type-checked alone, as a file of its own, with its module's imports, so that its names
# cannot clash with another block's; and it may not declare a type, or an extension member,
# that its modules already have (CascadeViews; for CascadeSwiftUI's, SwiftUI and
# CascadeSwiftUI), which would shadow it unnoticed. The swiftc runs are independent and run
# two or more at a time. Each error is mapped back to its source line:
#
#   FAIL Sources/Cascade/API/Styles/Style.swift:42: <the block's first error>
#
# Warnings are allowed, except those of ExistentialAny: the examples are checked with the
# upcoming features the package's targets build with, as an app's code may be. If swiftc
# crashes (6.3 can, on some invalid code inside a result-builder closure), the blocks are
# halved until the crashing one is found, which fails.
#
# Every `public` or `open` declaration in Sources/CascadeElements and Sources/CascadeSwiftUI
# (types, initializers, methods, properties, members of types and extensions alike), and
# every case of a public enum there, must have a ```swift block in the `///` comment above
# it (above its attributes), so that each symbol page a user lands on shows one:
#
#   FAIL Sources/CascadeElements/API/Element.swift:11: public 'kind' has no ```swift example ...
#
# A declaration is found by its line: the format puts each on a line of its own, with its
# modifiers, and a member two spaces in from its enum.
# Exits non-zero if any block fails or any declaration has no example.
#
# Run from anywhere: bash .ci/doc-comment-samples.sh
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

source .ci/built-modules.sh

python3 .ci/doc-comment-samples.py "$modules" Sources/Cascade Sources/CascadeCSS \
  Sources/CascadeViews Sources/CascadePreview Sources/CascadeElements Sources/CascadeUIKit \
  Sources/CascadeSwiftUI
