import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP

/// Proxies from the environment, the way libcurl reads them, with loopback always direct: the
/// offline library and `--api-url http://127.0.0.1:…` work behind a corporate proxy.
@Suite("Proxy environment")
struct ProxyEnvironmentTests {
    @Test func theVariablesAreReadAsLibcurlReadsThem() {
        let proxies = ProxyEnvironment(environment: [
            "http_proxy": "http://p1:3128", "HTTP_PROXY": "http://ignored:1", "HTTPS_PROXY": "http://p2:3128", "ALL_PROXY": "socks5://p3:1080",
        ])
        #expect(proxies.proxy(for: URL(string: "http://example.com/")!) == "http://p1:3128")
        #expect(proxies.proxy(for: URL(string: "https://example.com/")!) == "http://p2:3128")
        #expect(ProxyEnvironment(environment: ["HTTP_PROXY": "http://p:1"]).proxy(for: URL(string: "http://example.com/")!) == "")
        #expect(ProxyEnvironment(environment: ["all_proxy": "http://p:1"]).proxy(for: URL(string: "http://example.com/")!) == "http://p:1")
        #expect(ProxyEnvironment(environment: ["https_proxy": " "]).proxy(for: URL(string: "https://example.com/")!) == "")
    }

    @Test func loopbackIsAddedToThePersonsNoProxy() {
        let none = ProxyEnvironment(environment: ["http_proxy": "http://p:1"])
        #expect(none.noProxy(for: URL(string: "http://example.com/")!) == "localhost,127.0.0.0/8,::1")
        #expect(none.noProxy(for: URL(string: "http://127.0.0.2:8080/")!) == "localhost,127.0.0.0/8,::1,127.0.0.2")
        let theirs = ProxyEnvironment(environment: ["NO_PROXY": "intranet.example, .corp ,localhost"])
        #expect(theirs.noProxy(for: URL(string: "https://api.unsplash.com/")!) == "intranet.example,.corp,localhost,127.0.0.0/8,::1")
        #expect(ProxyEnvironment(environment: ["no_proxy": "*"]).noProxy(for: URL(string: "http://127.0.0.1/")!) == "*")
    }

    @Test func loopbackHostsAreRecognised() {
        for host in ["localhost", "LOCALHOST", "photos.localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "0:0:0:0:0:0:0:1"] {
            #expect(ProxyEnvironment.isLoopback(host: host), "\(host)")
        }
        for host in ["example.com", "128.0.0.1", "10.0.0.1", "::2", "localhost.example.com", "1.127.0.0"] {
            #expect(!ProxyEnvironment.isLoopback(host: host), "\(host)")
        }
    }

    @Test func aProxyOnADeadPortDoesNotStopALoopbackRequest() async throws {
        let server = try HostileServer { _ in .body(status: 200, headers: [], Data("direct".utf8)) }
        defer { server.stop() }
        let proxies = ProxyEnvironment(environment: ["http_proxy": "http://127.0.0.1:1", "ALL_PROXY": "http://127.0.0.1:1"])
        let result = await NetworkLimitsTests.send(CurlTransport(proxy: proxies), HTTPRequest(url: server.url.appendingPathComponent("search")))
        #expect(try result.get().body == Data("direct".utf8))
    }

    @Test func otherHostsGoThroughTheProxyAndLoopbackDoesNot() async throws {
        let proxy = try HostileServer { _ in .body(status: 200, headers: [], Data("proxied".utf8)) }
        defer { proxy.stop() }
        let server = try HostileServer { _ in .body(status: 200, headers: [], Data("direct".utf8)) }
        defer { server.stop() }
        let transport = CurlTransport(proxy: ProxyEnvironment(environment: ["http_proxy": proxy.url.absoluteString]))
        let remote = await NetworkLimitsTests.send(transport, HTTPRequest(url: URL(string: "http://photo-tui.invalid/photos")!))
        #expect(try remote.get().body == Data("proxied".utf8))
        let local = await NetworkLimitsTests.send(transport, HTTPRequest(url: server.url.appendingPathComponent("photos")))
        #expect(try local.get().body == Data("direct".utf8))
        // A proxy is asked with the whole address; the loopback server only with its path.
        #expect(proxy.requestedPaths == ["http://photo-tui.invalid/photos"])
        #expect(server.requestedPaths == ["/photos"])
    }
}
