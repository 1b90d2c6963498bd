import NavLintKit
import NavLintTestSupport

/// Small projects the workflow tests lint, and the findings navlint must report on them.
enum Fixtures {
    /// A view controller that disables swipe-back: one `interactive-pop-disabled` warning, at 4:9.
    static let leakyWizard = """
        final class WizardViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
        }

        """

    /// The same screen without the hack.
    static let fixedWizard = """
        final class WizardViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }

        """

    /// An extension elsewhere in the project that turns swipe-back on again, which makes
    /// `leakyWizard` fine: only a linter that indexes the whole project knows it.
    static let wizardReenables = """
        extension WizardViewController {
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = true
            }
        }

        """

    static let wizardMessage = "'WizardViewController' disables the swipe-back gesture and never re-enables it; release the pushed child from a navigation-controller flush path instead"

    /// The xcode-format line of the leaky wizard's finding in the file at `path`.
    static func wizardLine(_ path: String, line: Int = 4, severity: String = "warning") -> String {
        "\(path):\(line):9: \(severity): \(wizardMessage) [interactive-pop-disabled]\n"
    }
}

/// What a run of the command line printed and returned.
struct CommandRun: Equatable {
    var status: Int32
    var output: String
    var error: String
}

extension TemporaryFolder {
    /// Runs navlint with `arguments` in this folder (or a subfolder), with `input` on standard input.
    func navlint(_ arguments: [String], in subfolder: String = "", input: String = "") -> CommandRun {
        let console = BufferConsole(input: Array(input.utf8))
        let status = inside(subfolder) { CommandLineTool.run(arguments, console: console) }
        return CommandRun(status: status, output: console.output, error: console.error)
    }
}
