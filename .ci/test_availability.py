"""Tests of the availability check's pure parts: versions, the floor and `#if` conditions.
The check as a whole is tested on planted uses by `bash .ci/availability.sh --self-test`."""

import tempfile
import unittest
from pathlib import Path

from availability.conditions import compiled_lines, evaluate
from availability.platforms import NEVER, PLATFORMS, show, version, with_vision
from availability.symbols import read_floor


class VersionTests(unittest.TestCase):
    def test_version_reads_major_and_minor(self):
        self.assertEqual(version("17.4.1"), (17, 4))
        self.assertEqual(version("15"), (15, 0))

    def test_show_drops_a_zero_minor_and_names_never(self):
        self.assertEqual(show((15, 0)), "15")
        self.assertEqual(show((17, 4)), "17.4")
        self.assertEqual(show(NEVER), "never")

    def test_vision_os_follows_ios_when_unnamed(self):
        self.assertEqual(with_vision({"iOS": (18, 0)})["visionOS"], (2, 0))
        self.assertEqual(with_vision({"iOS": (15, 0)})["visionOS"], (1, 0))
        self.assertEqual(with_vision({"iOS": NEVER})["visionOS"], NEVER)
        self.assertEqual(with_vision({"iOS": (18, 0), "visionOS": (1, 0)})["visionOS"], (1, 0))


class FloorTests(unittest.TestCase):
    def test_the_floor_is_read_from_the_platforms_line(self):
        with tempfile.TemporaryDirectory() as directory:
            manifest = Path(directory) / "Package.swift"
            manifest.write_text(
                "platforms: [.macOS(.v12), .iOS(.v15_4), .tvOS(.v15), .watchOS(.v8),"
                " .visionOS(.v1)],\n")
            floor = read_floor(manifest)
        self.assertEqual(floor["iOS"], (15, 4))
        self.assertEqual(floor["macOS"], (12, 0))
        self.assertEqual(set(floor), set(PLATFORMS))

    def test_a_missing_platform_stops_the_check(self):
        with tempfile.TemporaryDirectory() as directory:
            manifest = Path(directory) / "Package.swift"
            manifest.write_text("platforms: [.macOS(.v12), .iOS(.v15)],\n")
            with self.assertRaises(SystemExit):
                read_floor(manifest)


class ConditionTests(unittest.TestCase):
    def test_os_and_negation(self):
        self.assertTrue(evaluate(" os(iOS)", "iOS"))
        self.assertFalse(evaluate(" os(iOS)", "tvOS"))
        self.assertTrue(evaluate(" !os(tvOS)", "iOS"))

    def test_can_import_follows_the_table(self):
        self.assertFalse(evaluate(" canImport(UIKit) && !os(watchOS)", "watchOS"))
        self.assertFalse(evaluate(" canImport(UIKit)", "macOS"))
        self.assertTrue(evaluate(" canImport(UIKit)", "iOS"))

    def test_flags_are_undecided_unless_another_term_decides(self):
        self.assertIsNone(evaluate(" DEBUG", "iOS"))
        self.assertTrue(evaluate(" DEBUG || os(iOS)", "iOS"))
        self.assertFalse(evaluate(" DEBUG && os(iOS)", "tvOS"))

    def test_a_long_chain_of_negations_does_not_exhaust_the_stack(self):
        self.assertTrue(evaluate("!" * 10000 + "os(iOS)", "iOS"))


class CompiledLinesTests(unittest.TestCase):
    def test_lines_inside_an_if_are_compiled_where_it_holds(self):
        source = "a\n#if os(tvOS)\nb\n#else\nc\n#endif\nd"
        lines = compiled_lines(source)
        tv = PLATFORMS.index("tvOS")
        self.assertIsNone(lines[1])
        self.assertEqual([i for i, on in enumerate(lines[3]) if on], [tv])
        self.assertFalse(lines[5][tv])
        self.assertTrue(lines[5][PLATFORMS.index("iOS")])
        self.assertIsNone(lines[7])

    def test_directives_in_a_multi_line_string_are_text(self):
        source = 'let s = """\n#if os(tvOS)\n"""\nx'
        self.assertIsNone(compiled_lines(source)[4])


if __name__ == "__main__":
    unittest.main()
