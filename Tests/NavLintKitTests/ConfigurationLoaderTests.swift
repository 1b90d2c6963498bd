@testable import NavLintKit
import NavLintIndex
import NavLintSyntax
import NavLintTestSupport
import XCTest

/// `.navlint.json`: every error path with its exact message, positions, and what a valid file sets.
final class ConfigurationLoaderTests: XCTestCase {
    /// The options the fake rule table accepts (no real rule has options yet).
    static func fakeOptions(_ rule: String) -> [String: String] {
        rule == "interactive-pop-disabled" ? ["allowedTypes": "types that may disable swipe-back"] : [:]
    }

    func parse(_ text: String) throws -> Configuration {
        try ConfigurationLoader.parse(Array(text.utf8), path: ".navlint.json", acceptedOptions: Self.fakeOptions)
    }

    /// The message of the error `text` raises, or a note that it raised none.
    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testSyntaxErrorsNameTheFileLineAndColumn() {
        XCTAssertEqual(error(""), ".navlint.json:1:1: invalid JSON: expected a value, found end of file")
        XCTAssertEqual(error("{\n  \"include\": [\"a\",]\n}"), ".navlint.json:2:19: invalid JSON: expected a value, found ']'")
        XCTAssertEqual(error("{\"include\": [],}"), ".navlint.json:1:16: invalid JSON: expected a key in double quotes, found '}'")
        XCTAssertEqual(error("{\"version\": 1} x"), ".navlint.json:1:16: invalid JSON: unexpected 'x' after the end of the JSON value")
        XCTAssertEqual(error("{\"version\" 1}"), ".navlint.json:1:12: invalid JSON: expected ':' after the key, found '1'")
        XCTAssertEqual(error("{\"exclude\": [\"a\"\n"), ".navlint.json:2:1: invalid JSON: expected ',' or ']', found end of file")
        XCTAssertEqual(error("{\"exclude\": [\"a\n\"]}"), ".navlint.json:1:16: invalid JSON: unterminated string")
        XCTAssertEqual(error("{\"version\": tru}"), ".navlint.json:1:13: invalid JSON: expected a value, found 't'")
        XCTAssertEqual(error("{\"version\": 01}"), ".navlint.json:1:14: invalid JSON: expected ',' or '}', found '1'")
        XCTAssertEqual(error("{\"exclude\": [\"\\q\"]}"), ".navlint.json:1:15: invalid JSON: invalid escape in a string")
        XCTAssertEqual(error(String(repeating: "[", count: 100)), ".navlint.json:1:65: invalid JSON: nested deeper than 64 levels")
    }

    func testDuplicateKeysAreErrors() {
        XCTAssertEqual(error("{\"rules\": {\"unused-suppression\": \"off\", \"unused-suppression\": \"error\"}}"),
                       ".navlint.json:1:41: invalid JSON: duplicate key 'rules.unused-suppression'")
    }

    func testTheTopLevelMustBeAnObjectOfKnownKeys() {
        XCTAssertEqual(error("[]"), ".navlint.json:1:1: the configuration must be a JSON object, not an array")
        XCTAssertEqual(error("{\"rule\": {}}"),
                       ".navlint.json:1:2: unknown key 'rule'; expected one of: baseline, exclude, include, roles, rules, version")
        XCTAssertEqual(error("{\"//\": 3}"),
                       ".navlint.json:1:2: '//' documents the object and must be a string or an array of strings, not a number")
        XCTAssertEqual(error("{\"//\": [\"a\", {}]}"),
                       ".navlint.json:1:2: '//' documents the object and must be a string or an array of strings, not an array")
    }

    func testVersion() {
        XCTAssertEqual(error("{\"version\": 2}"), ".navlint.json:1:2: 'version' must be 1, not 2")
        XCTAssertEqual(error("{\"version\": \"1\"}"), ".navlint.json:1:2: 'version' must be 1, not \"1\"")
        XCTAssertEqual(error("{\"version\": 1.5}"), ".navlint.json:1:2: 'version' must be 1, not 1.5")
        XCTAssertEqual(try parse("{\"version\": 1}"), try parse("{}"))
    }

    func testIncludeAndExclude() throws {
        XCTAssertEqual(error("{\"include\": \"Sources\"}"), ".navlint.json:1:2: 'include' must be an array of strings, not a string")
        XCTAssertEqual(error("{\"exclude\": [\"Pods\", 3]}"), ".navlint.json:1:22: 'exclude[1]' must be a string, not a number")
        XCTAssertEqual(error("{\"exclude\": [\"\"]}"), ".navlint.json:1:14: 'exclude[0]' must not be empty")
        XCTAssertEqual(error("{\"include\": [\"/src\"]}"),
                       ".navlint.json:1:14: 'include[0]' must be relative to the configuration file's folder, not start with '/'")
        let configuration = try parse("{\"include\": [\"Sources/**\"], \"exclude\": [\"**/Generated\", \"Pods\"]}")
        XCTAssertEqual(configuration.include, ["Sources/**"])
        XCTAssertEqual(configuration.exclude, ["**/Generated", "Pods"])
        XCTAssertEqual(configuration.baseFolder, FileManager.default.currentDirectoryPath)
    }

    func testRules() throws {
        XCTAssertEqual(error("{\"rules\": []}"), ".navlint.json:1:2: 'rules' must be an object mapping rule ids to settings, not an array")
        XCTAssertEqual(error("{\"rules\": {\"interactive-pop-disable\": \"off\"}}"),
                       ".navlint.json:1:12: unknown rule 'rules.interactive-pop-disable'; did you mean 'interactive-pop-disabled'? see 'navlint rules' for the rule ids")
        XCTAssertEqual(error("{\"rules\": {\"unused-suppression\": true}}"),
                       ".navlint.json:1:12: 'rules.unused-suppression' must be \"off\", \"warning\", \"error\" or an object, not true")
        XCTAssertEqual(error("{\"rules\": {\"unused-suppression\": \"info\"}}"),
                       ".navlint.json:1:12: 'rules.unused-suppression' must be \"off\", \"warning\" or \"error\", not \"info\"")
        XCTAssertEqual(error("{\"rules\": {\"unused-suppression\": {\"severity\": 2}}}"),
                       ".navlint.json:1:35: 'rules.unused-suppression.severity' must be \"off\", \"warning\" or \"error\", not 2")
        XCTAssertEqual(error("{\"rules\": {\"unused-suppression\": {\"severity\": \"fatal\"}}}"),
                       ".navlint.json:1:35: 'rules.unused-suppression.severity' must be \"off\", \"warning\" or \"error\", not \"fatal\"")
        XCTAssertEqual(error("{\"rules\": {\"unused-suppression\": {\"severty\": \"error\"}}}"),
                       ".navlint.json:1:35: unknown key 'rules.unused-suppression.severty'; expected one of: severity")
        XCTAssertEqual(error("{\"rules\": {\"interactive-pop-disabled\": {\"allowedType\": []}}}"),
                       ".navlint.json:1:41: unknown key 'rules.interactive-pop-disabled.allowedType'; expected one of: allowedTypes, severity")
        XCTAssertEqual(error("{\"rules\": {\"interactive-pop-disabled\": {\"allowedTypes\": [1]}}}"),
                       ".navlint.json:1:41: 'rules.interactive-pop-disabled.allowedTypes' must be a boolean, a number, a string or an array of strings, not an array")
        XCTAssertEqual(error("{\"rules\": {\"interactive-pop-disabled\": {\"allowedTypes\": null}}}"),
                       ".navlint.json:1:41: 'rules.interactive-pop-disabled.allowedTypes' must be a boolean, a number, a string or an array of strings, not null")

        let configuration = try parse("""
            {"rules": {"//": "why", "unused-suppression": "off",
                       "interactive-pop-disabled": {"severity": "error", "allowedTypes": ["WizardViewController"]}}}
            """)
        XCTAssertNil(configuration.severity(of: "unused-suppression", default: .warning))
        XCTAssertEqual(configuration.severity(of: "interactive-pop-disabled", default: .warning), .error)
        XCTAssertEqual(configuration.options(of: "interactive-pop-disabled"), ["allowedTypes": .strings(["WizardViewController"])])
        let scalars = try parse("{\"rules\": {\"interactive-pop-disabled\": {\"allowedTypes\": \"A\"}}}")
        XCTAssertEqual(scalars.options(of: "interactive-pop-disabled"), ["allowedTypes": .string("A")])
        XCTAssertEqual(scalars.severity(of: "interactive-pop-disabled", default: .warning), .warning)
    }

    func testRealRulesAcceptNoOptionsYet() {
        XCTAssertThrowsError(try ConfigurationLoader.parse(Array("{\"rules\": {\"interactive-pop-disabled\": {\"allowedTypes\": []}}}".utf8), path: "c.json")) {
            XCTAssertEqual("\($0)", "c.json:1:41: unknown key 'rules.interactive-pop-disabled.allowedTypes'; expected one of: severity")
        }
    }

    func testRoles() throws {
        XCTAssertEqual(error("{\"roles\": [\"Router\"]}"), ".navlint.json:1:2: 'roles' must be an object, not an array")
        XCTAssertEqual(error("{\"roles\": {\"router\": []}}"),
                       ".navlint.json:1:12: unknown key 'roles.router'; expected one of: coordinatorSuffixes, coordinators, flushOwners, interactors, navigationControllers, pushMethods, routers, viewControllers")
        XCTAssertEqual(error("{\"roles\": {\"pushMethods\": \"push\"}}"),
                       ".navlint.json:1:12: 'roles.pushMethods' must be an array of strings, not a string")
        XCTAssertEqual(error("{\"roles\": {\"flushOwners\": [\"A\", false]}}"),
                       ".navlint.json:1:33: 'roles.flushOwners[1]' must be a string, not a boolean")

        let configuration = try parse("""
            {"roles": {"routers": ["BaseRouter"], "interactors": ["BaseInteractor"], "viewControllers": ["BaseScreen"],
                       "navigationControllers": ["AppNavigationController"], "coordinators": ["FlowController"],
                       "coordinatorSuffixes": ["Flow", "Coordinator"], "pushMethods": ["push"], "flushOwners": ["NavigationRouter"]}}
            """)
        var expected = RoleConfiguration.default
        expected.routerBases.insert("BaseRouter")
        expected.interactorBases.insert("BaseInteractor")
        expected.viewControllerBases.insert("BaseScreen")
        expected.navigationControllerBases.insert("AppNavigationController")
        expected.coordinatorBases = ["FlowController"]
        expected.coordinatorSuffixes = ["Coordinator", "Coordinating", "Flow"]
        expected.pushMethods = ["push"]
        expected.flushOwners = ["NavigationRouter"]
        XCTAssertEqual(configuration.roles, expected)
    }

    func testAMultiLineFilePositionsTheNestedKey() {
        let text = """
            {
              "rules": {
                "interactive-pop-disabled": {
                  "severity": "error",
                  "sevrity": "warning"
                }
              }
            }
            """
        XCTAssertEqual(error(text), ".navlint.json:5:7: unknown key 'rules.interactive-pop-disabled.sevrity'; expected one of: allowedTypes, severity")
    }

    func testTheStarterReadsBackAsTheDefaults() throws {
        let configuration = try ConfigurationLoader.parse(Array(Configuration.starter().utf8), path: ".navlint.json")
        XCTAssertEqual(configuration.jsonValue(), Configuration().jsonValue())
        XCTAssertEqual(configuration.roles, Configuration().roles)
        XCTAssertTrue(Configuration.starter().contains("\"//\""))
    }

    func testTheEffectiveConfigurationReadsBackAsItself() throws {
        let original = try parse("{\"exclude\": [\"Pods\"], \"rules\": {\"unused-suppression\": \"error\", \"interactive-pop-disabled\": \"off\"}, \"roles\": {\"pushMethods\": [\"push\"]}}")
        let reread = try parse(original.jsonValue().rendered())
        XCTAssertEqual(reread.jsonValue(), original.jsonValue())
        XCTAssertEqual(reread.exclude, ["Pods"])
        XCTAssertEqual(reread.severity(of: "unused-suppression", default: .warning), .error)
        XCTAssertNil(reread.severity(of: "interactive-pop-disabled", default: .warning))
    }

    /// `appLifetimeCycles` takes one of three words; anything else was silently read as the
    /// default, so a typo like `"Off"` or `"errors"` kept reporting. Now it is a configuration
    /// error naming the accepted words and the likely one.
    func testAppLifetimeCyclesAcceptsOnlyItsWords() throws {
        func problem(_ rule: String, _ value: String) -> String {
            do {
                _ = try ConfigurationLoader.parse(Array("{\"rules\": {\"\(rule)\": {\"appLifetimeCycles\": \(value)}}}".utf8),
                                                  path: ".navlint.json", acceptedOptions: Configuration.acceptedOptions)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        for rule in ["strong-back-reference", "closure-capture-cycle", "system-retained-closure"] {
            for word in ["off", "warning", "error"] {
                XCTAssertEqual(problem(rule, "\"\(word)\""), "no error", "\(rule) \(word)")
            }
            let key = "'rules.\(rule).appLifetimeCycles' must be \"off\", \"warning\" or \"error\", not"
            let column = 17 + rule.utf8.count
            XCTAssertEqual(problem(rule, "\"Off\""), ".navlint.json:1:\(column): \(key) \"Off\"; did you mean 'off'?")
            XCTAssertEqual(problem(rule, "\"errors\""), ".navlint.json:1:\(column): \(key) \"errors\"; did you mean 'error'?")
            XCTAssertEqual(problem(rule, "\"warn\""), ".navlint.json:1:\(column): \(key) \"warn\"; did you mean 'warning'?")
            XCTAssertEqual(problem(rule, "\"ignore\""), ".navlint.json:1:\(column): \(key) \"ignore\"")
            XCTAssertEqual(problem(rule, "false"), ".navlint.json:1:\(column): \(key) false")
            XCTAssertEqual(problem(rule, "[\"off\"]"), ".navlint.json:1:\(column): \(key) an array")
        }
    }

    /// On the command line the bad value stops the run before any analysis, with exit code 2.
    func testABadAppLifetimeCyclesValueIsAConfigurationError() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Wizard.swift", Fixtures.leakyWizard)
        try folder.write(".navlint.json", "{\"rules\": {\"strong-back-reference\": {\"appLifetimeCycles\": \"of\"}}}")
        XCTAssertEqual(folder.navlint(["App"]), CommandRun(status: 2, output: "", error: "navlint: error: .navlint.json:1:38: "
            + "'rules.strong-back-reference.appLifetimeCycles' must be \"off\", \"warning\" or \"error\", not \"of\"; did you mean 'off'?\n"))
    }

    func testAMissingFileIsAnError() {
        XCTAssertThrowsError(try ConfigurationLoader.load("no-such-folder/.navlint.json")) {
            XCTAssertEqual("\($0)", "no-such-folder/.navlint.json: cannot read: no such file or directory; check the path")
        }
    }

    func testTheFileIsFoundByWalkingUp() throws {
        let folder = try TemporaryFolder()
        try folder.write(".navlint.json", "{}")
        let file = try folder.write("App/Feature/Screen.swift", "")
        try folder.write("Other/.navlint.json", "{}")
        XCTAssertEqual(ConfigurationLoader.find(from: file), folder.path + "/.navlint.json")
        XCTAssertEqual(ConfigurationLoader.find(from: folder.path + "/App/Feature"), folder.path + "/.navlint.json")
        XCTAssertEqual(ConfigurationLoader.find(from: folder.path + "/Other"), folder.path + "/Other/.navlint.json")
        try folder.inside("App") {
            XCTAssertEqual(ConfigurationLoader.find(from: "Feature/Screen.swift"), folder.path + "/.navlint.json")
        }
        try folder.inside {
            XCTAssertEqual(ConfigurationLoader.find(from: "App"), ".navlint.json")
            let (configuration, path) = try ConfigurationLoader.resolve(explicitPath: nil, searchingFrom: "App")
            XCTAssertEqual(path, ".navlint.json")
            XCTAssertEqual(configuration.baseFolder, folder.path)
        }
    }

    func testWithoutAFileTheDefaultsApply() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "")
        // A `.navlint.json` above the temporary folder would be found; there is none on a sane machine.
        let (configuration, path) = try ConfigurationLoader.resolve(explicitPath: nil, searchingFrom: folder.path + "/A.swift")
        XCTAssertNil(path)
        XCTAssertEqual(configuration, Configuration())
    }
}
