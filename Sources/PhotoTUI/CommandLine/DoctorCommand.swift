import ArgumentParser
import Foundation
import Terminal

/// `photo-tui doctor`: asks the terminal what it can do, as the browser does at start, and says
/// which way photos will be drawn and why; inside tmux, which of its settings matter; then every
/// setting with where it came from.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Tell what this terminal can show (pixels or cells), and why; inside tmux, what to set.",
        discussion: "Asks the terminal only and fetches no photos: the source options do not matter; the config file's graphics and tmux_passthrough do. "
            + "Ends with every setting's value and where it came from: a flag, an environment variable, the config file's line, or the default.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func run() throws {
        let configuration = try global.resolveConfiguration()
        let environment = ProcessInfo.processInfo.environment
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var probe: TerminalProbe.Result?
        if tty >= 0 {
            defer { close(tty) }
            probe = TerminalProbe(setTmuxPassthrough: configuration.tmuxPassthrough, environment: environment).run(input: tty, output: tty)
        }
        var tmux: DoctorReport.TmuxSettings?
        if environment["TMUX"].map({ !$0.isEmpty }) == true {
            tmux = DoctorReport.TmuxSettings(
                allowPassthrough: TmuxCommand.run(["show", "-Apv", "allow-passthrough"]).flatMap { $0.isEmpty ? nil : $0 }
                    ?? TmuxCommand.run(["show", "-gv", "allow-passthrough"]),
                focusEvents: TmuxCommand.run(["show", "-gv", "focus-events"]))
        }
        let report = DoctorReport(probe: probe, environment: environment, mode: configuration.graphics, tmux: tmux,
                                  setsTmuxPassthrough: configuration.tmuxPassthrough,
                                  settings: (SettingReport(configuration), configuration.configFile))
        print(report.lines.joined(separator: "\n"))
    }
}
