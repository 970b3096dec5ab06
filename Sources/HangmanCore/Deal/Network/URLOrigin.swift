/// Scheme, host and port of an http(s) URL, the port being the scheme's default when absent:
/// what decides where a request, and a key in its query, goes.
public struct URLOrigin: Equatable, Sendable {
    public var scheme: String
    public var host: String
    public var port: Int

    /// Nil for anything but an http or https URL with a host.
    public init?(_ url: String) {
        guard let schemeEnd = url.firstRange(of: "://") else { return nil }
        scheme = url[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        var authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var portText: Substring?
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            host = authority[...close].lowercased()
            let rest = authority[authority.index(after: close)...]
            if rest.hasPrefix(":") { portText = rest.dropFirst() }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon].lowercased()
            portText = authority[authority.index(after: colon)...]
        } else {
            host = authority.lowercased()
        }
        guard !host.isEmpty else { return nil }
        if let portText {
            guard let port = Int(portText), (1...65535).contains(port) else { return nil }
            self.port = port
        } else {
            port = scheme == "https" ? 443 : 80
        }
    }

    /// True for this machine: what is sent there never crosses a network.
    public var isLoopback: Bool { ["localhost", "127.0.0.1", "[::1]"].contains(host) }
}
