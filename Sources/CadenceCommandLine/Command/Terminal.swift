import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal standard output writes to, if it is one.
enum Terminal {
    /// The width assumed when standard output is a terminal that does not say.
    static let fallbackWidth = 80

    /// The width of the terminal standard output writes to, in columns; nil
    /// when standard output is not a terminal (a pipe or a file).
    static func standardOutputWidth() -> Int? {
        width(
            isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment,
            window: windowWidth)
    }

    /// nil if not `isTerminal`; otherwise `COLUMNS` when it is a whole number
    /// above 0, else the window's width, else ``fallbackWidth``.
    static func width(isTerminal: Bool, environment: [String: String], window: () -> Int?) -> Int? {
        guard isTerminal else { return nil }
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), columns > 0 {
            return columns
        }
        return window() ?? fallbackWidth
    }

    /// The width of standard output's terminal window, from `ioctl(TIOCGWINSZ)`.
    static func windowWidth() -> Int? {
        #if canImport(Glibc)
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
        #elseif canImport(Darwin)
        var size = winsize()
        guard ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
        #else
        return nil
        #endif
    }
}
