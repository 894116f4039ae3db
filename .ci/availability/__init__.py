"""Checks that the package uses no declaration above its platform floor unguarded.

The floor is the `platforms:` line of Package.swift. Building for Linux, the compiler
ignores Apple platforms' versions, so a use of, say, `Synchronization.Mutex` (iOS 18) in a
package whose floor is iOS 15 compiles here and fails only in an Xcode build. This check
puts that back:

1. What each declaration needs: the toolchain's own modules, read through
   `swift-symbolgraph-extract` (the compiler loads each module from the toolchain, from its
   `.swiftinterface` or its binary module, and prints every public declaration with its
   `@available` versions, inherited from the enclosing type or extension); the declaration
   stubs of Apple's frameworks that the package builds on Linux, named in FRAMEWORK_STUBS
   and read the same way from the build's modules; and the package's own declarations,
   read from their `@available` attributes in the type-checked syntax tree. A module that
   is imported but read by none of these fails the check, so that it is added.
2. What the package uses: every module the package builds is type-checked again with the
   compiler's own arguments (from SwiftPM's build manifest) and `-dump-ast` in JSON, which
   names, for every reference, the declaration it resolved to (by USR): calls, member
   references, implicit ones (an initializer, `withLock`, a conversion), the protocols of
   conformances, and every type in a signature or expression (mangled, demangled here).
3. Guards: a reference counts as guarded inside an `if #available` or a `while #available`
   branch (and in the conditions after the check in its condition list), after a `guard #available`, in the `else` branch of `if #unavailable`, and inside
   a declaration (or extension) marked `@available` with at least the version it needs.
   Code in a declaration unavailable on every platform never runs and is not checked.
   A declaration unavailable on a platform (`@available(tvOS, unavailable)`, as the
   framework stubs mark `UISwitch`) needs a guard that keeps its use off that platform.
4. Conditional compilation: Linux compiles the branch of each `#if` that holds on Linux,
   and the check reads, from the source text, on which Apple platforms that branch would be
   compiled: `os(…)`, `canImport(…)` (from CAN_IMPORT below), `targetEnvironment(…)`, `!`,
   `&&`, `||` and the `#elseif`/`#else` chain. A use in code that a platform does not compile
   (`#if !os(tvOS)`, `#if canImport(UIKit) && !os(watchOS)`) is guarded there, and a package
   declaration in such code is unavailable there, so a use of it outside the same guard is
   reported. Conditions the check cannot decide for a platform (`DEBUG`, `arch(…)`,
   `swift(>=…)`) count as compiled there.

A use above the floor that nothing guards is reported as `file:line:column` and the check
fails.

What it cannot prove (say so when you rely on it):
- It checks only code that is compiled on this machine: the branches of `#if os(iOS)` and
  the like that Linux skips are not seen, unless a stub makes them compile here (the UIKit
  and SwiftUI stubs make `#if canImport(UIKit)` and `#if canImport(SwiftUI)` hold on Linux).
  Mac Catalyst is read as iOS, with `targetEnvironment(macCatalyst)` undecided there.
- Availability of a conformance (`@available(iOS 17, *) extension T: P`) is not checked,
  only that of the protocol and the type.
- Foundation on Linux is swift-foundation and swift-corelibs-foundation; their `@available`
  versions follow Apple's SDK closely but not exactly.
- Language features whose runtime came later are not found by their declarations; the
  check reports the shapes it can see in types (parameter packs in a generic type's
  arguments, typed-throws and isolated(any) function types held in a generic type or an
  optional, parameterized existentials such as `any Collection<Int>`, the package's own
  generic types that suppress `Copyable`) against FEATURE_RUNTIME below, and trusts an
  Xcode build for the rest.
- Where the compiler picks a declaration by the deployment target, building for Linux
  picks the newest; COMPILER_FALLBACKS lists the implicit uses allowed for that reason.
  Overload resolution is otherwise taken as Linux's: an Apple SDK with other overloads
  (Foundation's) might resolve a call differently.
- A declaration with no `@available` in the toolchain's modules counts as always
  available, as the compiler counts it. Only the first generic parameter's associated
  types are recognised in generic requirements (`A.Failure`).
- The test targets are checked only with --with-tests.

Run it as `python3 .ci/availability` (after `swift build`; .ci/availability.sh does both).
It takes about a minute on two cores for Sources and Snippets (the toolchain's symbol
graphs are kept in .build/availability-symbols), and about three with the tests: it
type-checks each module once more, and reads each tree once.
"""
