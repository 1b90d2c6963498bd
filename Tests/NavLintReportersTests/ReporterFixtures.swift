import NavLintReporters

/// A fixed set of findings that every format must survive: paths and messages with commas,
/// colons, percent signs, quotes, markup, line breaks, control characters, emoji and other
/// non-ASCII text, an absolute path, related locations, two findings identical but for their
/// line, an error, a rule that the context does not describe, and one after a 2-byte character on
/// its line (its UTF-16 columns 1 less than its byte columns). Given out of report order on purpose.
enum ReporterFixtures {
    static let findings: [Finding] = [
        Finding(ruleID: "interactive-pop-disabled", severity: .warning,
                message: "'CheckoutViewController' disables the swipe-back gesture, 100% of the time: re-enable it",
                path: "Sources/Checkout, Flow/Checkout:View%20Controller.swift", line: 12, column: 9, endLine: 12, endColumn: 78,
                lineText: "navigationController?.interactivePopGestureRecognizer?.isEnabled = false"),
        Finding(ruleID: "unused-suppression", severity: .warning,
                message: "'navlint:disable:next' silences nothing\nline two\r\nline <three> & \"four\" 'five'",
                path: "Sources/Über/Ünicode 🚀 Screen.swift", line: 3, column: 5, endLine: 3, endColumn: 50,
                lineText: "// navlint:disable:next interactive-pop-disabled", utf16Column: 4, utf16EndColumn: 49),
        Finding(ruleID: "interactive-pop-disabled", severity: .error,
                message: "control characters \u{1}\u{B}\u{1F} tab\there and a noncharacter \u{FFFE}",
                path: "/tmp/outside project/Äpp #1?.swift", line: 40, column: 1, endLine: 41, endColumn: 3,
                lineText: "swipe.isEnabled = false"),
        Finding(ruleID: "interactive-pop-disabled", severity: .warning,
                message: "'OrdersRouter' disables the swipe-back gesture and never re-enables it",
                path: "Sources/Orders/OrdersRouter.swift", line: 30, column: 9, endLine: 30, endColumn: 40,
                lineText: "swipe.isEnabled = false",
                related: [
                    Finding.Related(path: "Sources/App, Main/App:Coordinator.swift", line: 7, column: 9, endLine: 7, endColumn: 17,
                                    message: "'AppCoordinator.children' keeps 'OrdersCoordinator'\nand 100% more"),
                    Finding.Related(path: "Sources/Orders/OrdersCoordinator.swift", line: 2, column: 5, endLine: 2, endColumn: 12,
                                    message: "'OrdersCoordinator.flow' keeps 'OrdersFlow'"),
                ]),
        Finding(ruleID: "interactive-pop-disabled", severity: .warning,
                message: "'OrdersRouter' disables the swipe-back gesture and never re-enables it",
                path: "Sources/Orders/OrdersRouter.swift", line: 20, column: 9, endLine: 20, endColumn: 40,
                lineText: "swipe.isEnabled = false"),
        Finding(ruleID: "legacy-rule", severity: .warning, message: "a rule the context does not describe",
                path: "Sources/Orders/OrdersRouter.swift", line: 20, column: 9, endLine: 20, endColumn: 40,
                lineText: "swipe.isEnabled = false"),
    ]

    static let context = ReportContext(toolVersion: "1.2.3-test", filesAnalyzed: 42, rules: [
        RuleMetadata(identifier: "unused-suppression", summary: "A suppression silences nothing", defaultSeverity: .warning,
                     documentation: "# unused-suppression\n\n**Default severity:** warning\n\nReports a suppression\nthat silences nothing.\n\n## Why\n\nA stale one hides the next leak.\n"),
        RuleMetadata(identifier: "interactive-pop-disabled", summary: "Swipe-back is disabled and never re-enabled",
                     defaultSeverity: .warning,
                     documentation: "# interactive-pop-disabled\n\n**Default severity:** warning\n\nReports `isEnabled = false` on the\nswipe-back recognizer.\n\n## Why it leaks\n\nIt hides a pop that nothing observes.\n"),
    ])

    /// The findings in report order.
    static var sortedFindings: [Finding] { findings.sorted(by: Finding.sortOrder) }
}
