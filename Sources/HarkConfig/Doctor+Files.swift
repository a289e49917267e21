import Foundation
import HarkIntents
import HarkSkills
import HarkStore

extension Doctor {
    /// The acoustic model, the dictionary and the phone-loop model.
    public func modelChecks() -> [DoctorCheck] {
        let fm = FileManager.default
        let directory = environment.modelDirectory
        let install = "install pocketsphinx-en-us (sudo apt install pocketsphinx-en-us) or set model_dir in the config"
        var checks: [DoctorCheck] = []
        let acoustic = (directory as NSString).appendingPathComponent("en-us")
        let missing = ["mdef", "means", "variances", "transition_matrices"].filter {
            !fm.isReadableFile(atPath: (acoustic as NSString).appendingPathComponent($0))
        }
        if missing.count == 4 {
            checks.append(DoctorCheck("acoustic model", .failed, "\(acoustic) not found; \(install)."))
        } else if let file = missing.first {
            checks.append(DoctorCheck("acoustic model", .failed, "\(acoustic)/\(file) is missing or unreadable; reinstall pocketsphinx-en-us."))
        } else {
            checks.append(DoctorCheck("acoustic model", .ok, acoustic))
        }
        for (name, file) in [("dictionary", "cmudict-en-us.dict"), ("phone model", "en-us-phone.lm.bin")] {
            let path = (directory as NSString).appendingPathComponent(file)
            checks.append(fm.isReadableFile(atPath: path)
                ? DoctorCheck(name, .ok, path)
                : DoctorCheck(name, .failed, "\(path) not found; \(install)."))
        }
        return checks
    }

    /// Hark's own pronunciations (models/hark.dict): present and well-formed.
    public func projectDictionaryCheck() -> DoctorCheck {
        let name = "project dictionary"
        guard let path = environment.projectDictionary else {
            return DoctorCheck(name, .failed, "hark.dict not found; install it to /usr/local/share/hark/hark.dict (make install) or set HARK_DICT.")
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return DoctorCheck(name, .failed, "\(path) cannot be read; check the file and its permissions.")
        }
        var words = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(whereSeparator: \.isWhitespace)
            if fields.isEmpty || fields[0].hasPrefix("#") || fields[0].hasPrefix(";") { continue }
            guard fields.count >= 2 else {
                return DoctorCheck(name, .failed, "line \(index + 1) of \(path) has a word but no phones; write it as `word PH O N EH M Z`.")
            }
            words += 1
        }
        return DoctorCheck(name, .ok, "\(words) words in \(path)")
    }

    /// The data directory exists (or can be made) and takes a file.
    public func dataDirectoryCheck() -> DoctorCheck {
        let directory = environment.dataDirectory
        let fm = FileManager.default
        let fix = "fix its owner (sudo chown -R \(environment.userName) \(directory)) or set data_dir in the config"
        do {
            try PrivateFiles.makeDirectory(directory)  // 0700 when the doctor is the first to make it
        } catch {
            return DoctorCheck("data directory", .failed, "\(directory) cannot be created; \(fix).")
        }
        let probe = (directory as NSString).appendingPathComponent(".hark-doctor-probe")
        guard fm.createFile(atPath: probe, contents: Data("ok".utf8)) else {
            return DoctorCheck("data directory", .failed, "\(directory) is not writable; \(fix).")
        }
        try? fm.removeItem(atPath: probe)
        return DoctorCheck("data directory", .ok, "\(directory) is writable")
    }

    /// The database opens with every migration.
    public func databaseCheck() -> DoctorCheck {
        do {
            let store = try Store.open(directory: environment.dataDirectory, migrations: SkillSuite.migrations)
            let applied = try store.appliedMigrations().count
            return DoctorCheck("database", .ok, "\(store.path) opens (\(applied) migrations applied)")
        } catch {
            return DoctorCheck("database", .failed, error.message)
        }
    }

    /// The config file, if any, is valid.
    public func configCheck() -> DoctorCheck {
        guard let path = environment.configPath else {
            let looked = environment.configSearchPaths.isEmpty ? "" : " (looked for \(environment.configSearchPaths.joined(separator: ", ")))"
            return DoctorCheck("config file", .ok, "none found, using the defaults\(looked)")
        }
        do {
            _ = try ConfigFile.load(path: path)
            return DoctorCheck("config file", .ok, "\(path) is valid")
        } catch {
            return DoctorCheck("config file", .failed, error.description)
        }
    }

    /// Every skills file loads, and its skills register next to the built-in ones.
    public func skillFilesCheck() -> DoctorCheck {
        let files = environment.skillFiles
        guard !files.isEmpty else { return DoctorCheck("skills files", .skipped, "none configured") }
        let skills: [any Skill]
        do {
            skills = try FileSkills.loadAll(paths: files)
        } catch {
            return DoctorCheck("skills files", .failed, error.description)
        }
        let names = skills.map(\.name).joined(separator: ", ")
        return DoctorCheck("skills files", .ok, "\(skills.count) skill\(skills.count == 1 ? "" : "s") (\(names)) from \(files.joined(separator: ", "))")
    }

    /// Free space where the data lives; warns under `minimumFreeSpace`.
    public func diskSpaceCheck() -> DoctorCheck {
        var path = environment.dataDirectory
        while !FileManager.default.fileExists(atPath: path), path != "/", !path.isEmpty {
            path = (path as NSString).deletingLastPathComponent
        }
        guard let free = environment.freeSpace(path) else {
            return DoctorCheck("disk space", .warning, "cannot tell how much space is free at \(path)")
        }
        let megabytes = free / (1024 * 1024)
        if free < environment.minimumFreeSpace {
            return DoctorCheck("disk space", .warning,
                "only \(megabytes) MB free at \(path); free some space (Hark needs \(environment.minimumFreeSpace / (1024 * 1024)) MB to be safe).")
        }
        return DoctorCheck("disk space", .ok, "\(megabytes) MB free at \(path)")
    }
}
