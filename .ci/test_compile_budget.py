"""Tests of the compile-time budget's text work (.ci/compile_budget.py)."""

import unittest

import compile_budget


class SlowBodiesTests(unittest.TestCase):
    def test_each_warning_is_read_once_with_its_figure(self):
        log = [
            "/p/Sources/A.swift:3:7: warning: global function 'f()' took 250ms to type-check"
            " (limit: 200ms)\n",
            "/p/Sources/A.swift:3:7: warning: global function 'f()' took 250ms to type-check"
            " (limit: 200ms)\n",
            "/p/Snippets/B.swift:1:9: warning: expression took 301ms to type-check (limit: 200ms)\n",
            "Compiling Cascade A.swift\n",
            "A.swift:2:1: warning: unused variable 'x'\n",
        ]
        self.assertEqual(compile_budget.slow_bodies(log), [
            "/p/Snippets/B.swift:1:9 301 expression",
            "/p/Sources/A.swift:3:7 250 global function 'f()'",
        ])

    def test_a_body_counts_only_when_slow_in_both_runs_with_its_smaller_figure(self):
        first = compile_budget.read_slow(["/a.swift:1:1 250 f", "/b.swift:2:2 300 g"])
        again = compile_budget.read_slow(["/a.swift:1:1 220 f"])
        self.assertEqual(compile_budget.slow_in_both(first, again), ["/a.swift:1:1 220 f"])


class MediansTests(unittest.TestCase):
    def test_the_median_of_each_form(self):
        lines = [
            "1.00ms\t/t.swift:3:6\tglobal function TwentySetters.handWritten1(_:)\n",
            "3.00ms\t/t.swift:9:6\tglobal function TwentySetters.handWritten2(_:)\n",
            "9.00ms\t/t.swift:9:6\tglobal function TwentySetters.handWrittenWarmUp(_:)\n",
            "6.00ms\t/t.swift:5:6\tglobal function TwentySetters.builderBlock1()\n",
            "4.50ms\t/t.swift:7:6\tglobal function TwentySetters.namedModifiers1()\n",
        ]
        self.assertEqual(compile_budget.medians(lines), [2.0, 6.0, 4.5])


class GeneratedFilesTests(unittest.TestCase):
    def test_five_hundred_setters_in_declared_parts_of_at_most_25(self):
        statements = compile_budget.five_hundred()
        self.assertGreaterEqual(sum(setters for _, setters in statements), 500)
        declared = compile_budget.declared_file(statements)
        parts = declared.split("let part")[1:]
        self.assertGreater(len(parts), 19)
        self.assertIn("let fiveHundred = Style.compose(part0, part1,", declared)
        flat = compile_budget.flat_file(statements)
        self.assertEqual(flat.count("\n  "), len(statements))

    def test_every_kind_of_statement_is_written(self):
        text = compile_budget.flat_file(compile_budget.five_hundred())
        for shape in ("if compact {", "} else {", "for lines in 0..<3", "Style<Label> {",
                      "base.lifted()", ".numberOfLines(3)", ".token(.cardCornerRadius)"):
            self.assertIn(shape, text)

    def test_each_copy_has_the_three_forms_after_a_warm_up(self):
        text = compile_budget.twenty_file(2)
        for name in ("handWrittenWarmUp", "builderBlock1", "namedModifiers2"):
            self.assertIn(f"func {name}(", text)
        self.assertEqual(text.count("    Setter(\\."), 3 * 20)


class CommandTests(unittest.TestCase):
    def test_within_compares_against_a_multiple(self):
        self.assertEqual(compile_budget.main(["within", "6", "3", "2"]), 0)
        self.assertEqual(compile_budget.main(["within", "6.1", "3", "2"]), 1)


if __name__ == "__main__":
    unittest.main()
