import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// Reading a password without showing it.
enum Password {
    static func read(fromStdin: Bool, confirm: Bool) throws -> String {
        if fromStdin {
            guard let line = readLine(strippingNewline: true) else {
                throw ValidationError("No password on standard input.")
            }
            return line
        }
        let first = prompt("Password: ")
        if confirm, prompt("Repeat password: ") != first { throw ValidationError("The passwords do not match.") }
        return first
    }

    private static func prompt(_ text: String) -> String {
        FileHandle.standardError.write(Data(text.utf8))
        var original = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &original) == 0
        if isTerminal {
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &silent)
        }
        defer {
            if isTerminal {
                tcsetattr(STDIN_FILENO, TCSANOW, &original)
                FileHandle.standardError.write(Data("\n".utf8))
            }
        }
        return readLine(strippingNewline: true) ?? ""
    }
}
