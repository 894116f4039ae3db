"""Tests of the names and rewrites of .ci/manifest_names.py."""

import json
import unittest

import manifest_names


class ManifestNamesTests(unittest.TestCase):
    def test_frameworks_and_testing_overlays_clash(self):
        names = ["Cascade", "UIKit", "_Testing_UIKit", "CascadeUIKit", "Foundation"]
        self.assertEqual(manifest_names.clashes(names), ["UIKit", "_Testing_UIKit", "Foundation"])

    def test_names_are_read_from_the_dump(self):
        dump = json.dumps({"targets": [{"name": "Cascade"}, {"name": "CascadeCSS"}]})
        self.assertEqual(manifest_names.target_names(dump), ["Cascade", "CascadeCSS"])
        self.assertEqual(manifest_names.check(dump), 0)

    def test_a_clash_fails_the_check(self):
        dump = json.dumps({"targets": [{"name": "SwiftUI"}]})
        self.assertEqual(manifest_names.check(dump), 1)

    def test_an_apple_platform_reads_no_linux_branch(self):
        text = "#if os(Linux)\n  stub\n#endif\n.when(platforms: [.linux])"
        self.assertEqual(manifest_names.apple_manifest(text),
                         "#if os(Windows)\n  stub\n#endif\n.when(platforms: [.linux])")

    def test_the_planted_manifest_declares_the_stub_everywhere(self):
        planted = manifest_names.planted_manifest("let package = Package()\n")
        self.assertIn('.target(name: "UIKit"', planted)
        self.assertIn('.target(name: "_Testing_UIKit"', planted)


if __name__ == "__main__":
    unittest.main()
