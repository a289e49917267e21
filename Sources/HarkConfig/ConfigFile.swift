import Foundation
import Yams
public import HarkAssistant

/// Hark's config file (YAML): where it is looked for, how it is read into
/// `AssistantSettings`, and how settings are written back.
///
/// Lookup order: `--config FILE`, then `$XDG_CONFIG_HOME/hark/config.yaml`
/// (`~/.config/hark/config.yaml` when unset), then `/etc/hark/config.yaml`;
/// with none, the defaults. Every key is optional; docs/CONFIG.md lists them.
/// Unknown keys, wrong types and out-of-range values are errors that name the
/// key path, line and column.
public enum ConfigFile {
    /// The system-wide config file.
    public static let systemPath = "/etc/hark/config.yaml"

    /// The files looked for, in order, when no `--config` is given.
    /// `environment` defaults to the process environment.
    public static func searchPaths(environment: [String: String]? = nil) -> [String] {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let configHome: String
        // The XDG spec: a relative path in the variable is invalid and is ignored.
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            configHome = xdg
        } else {
            configHome = home(environment) + "/.config"
        }
        return [configHome + "/hark/config.yaml", systemPath]
    }

    /// The config file to use: `explicit` if given (even if missing, so loading reports it),
    /// else the first of `searchPaths` that exists; nil means the defaults.
    /// `environment` and `fileExists` default to the process's and the file system's.
    public static func locate(
        explicit: String?,
        environment: [String: String]? = nil,
        fileExists: ((String) -> Bool)? = nil
    ) -> String? {
        if let explicit { return explicit }
        let exists = fileExists ?? { FileManager.default.fileExists(atPath: $0) }
        return searchPaths(environment: environment).first(where: exists)
    }

    /// Reads the settings from the file at `path` (defaults for every key it leaves out).
    public static func load(path: String) throws(ConfigError) -> AssistantSettings {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read (check its permissions)" : "it does not exist"
            throw ConfigError(.unreadable, "The config file cannot be used: \(reason); fix the path given to --config.", path: path)
        }
        return try parse(yaml: text, path: path)
    }

    /// Reads settings from YAML text; `path` names the file in errors and anchors relative paths.
    public static func parse(yaml: String, path: String, over base: AssistantSettings = AssistantSettings()) throws(ConfigError) -> AssistantSettings {
        var settings = base
        guard let root = try ConfigNode.document(yaml: yaml, file: path) else { return settings }
        let context = Context(directory: (path as NSString).deletingLastPathComponent, home: home(ProcessInfo.processInfo.environment))
        try apply(root, prefix: [], keys: keys, to: &settings, context: context)
        return settings
    }

    /// The settings as config-file YAML (every key; unset directories are left out).
    public static func yaml(for settings: AssistantSettings) -> String {
        let node = section(prefix: [], keys: keys, settings: settings) ?? Node([(Node, Node)]())
        return (try? Yams.serialize(node: node, width: -1, allowUnicode: true)) ?? ""
    }

    /// Every key path the file accepts ("wake.phrases", "listening.silence_timeout", …).
    public static var keyPaths: [String] { keys.map(\.dotted) }

    /// Where relative paths in the file are anchored, and the home directory for `~`.
    struct Context {
        let directory: String
        let home: String

        /// `~` and `~/…` expanded; relative paths taken from the config file's directory.
        func resolve(_ path: String) -> String {
            if path == "~" { return home }
            if path.hasPrefix("~/") { return home + path.dropFirst() }
            if path.hasPrefix("/") || directory.isEmpty { return path }
            return (directory as NSString).appendingPathComponent(path)
        }
    }

    /// Reads one mapping level: leaves through their keys, sections recursively.
    static func apply(_ node: ConfigNode, prefix: [String], keys: [ConfigKey], to settings: inout AssistantSettings, context: Context) throws(ConfigError) {
        for (name, child) in try node.entries(allowed: childNames(prefix: prefix, keys: keys)) {
            let path = prefix + [name]
            if let key = keys.first(where: { $0.path == path }) {
                try key.read(child, &settings, context)
            } else {
                try apply(child, prefix: path, keys: keys, to: &settings, context: context)
            }
        }
    }

    /// The names allowed right under `prefix`, in schema order.
    static func childNames(prefix: [String], keys: [ConfigKey]) -> [String] {
        var names: [String] = []
        for key in keys where key.path.count > prefix.count && Array(key.path.prefix(prefix.count)) == prefix {
            let name = key.path[prefix.count]
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// One mapping level as a YAML node; nil when it holds nothing.
    static func section(prefix: [String], keys: [ConfigKey], settings: AssistantSettings) -> Node? {
        var pairs: [(Node, Node)] = []
        for name in childNames(prefix: prefix, keys: keys) {
            let path = prefix + [name]
            let value = keys.first(where: { $0.path == path }).map { $0.write(settings) }
                ?? section(prefix: path, keys: keys, settings: settings)
            if let value { pairs.append((Node(name), value)) }
        }
        return pairs.isEmpty ? nil : Node(pairs)
    }

    static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }
}
