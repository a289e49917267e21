import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads any common WAV file into Hark's 16 kHz mono format, and writes 16-bit PCM WAV files.
///
/// Reading accepts integer PCM (8-bit unsigned; 16, 24, 32-bit signed), IEEE
/// float (32 and 64-bit), G.711 A-law and µ-law, any sample rate and channel
/// count, plain or WAVE_FORMAT_EXTENSIBLE headers, with unknown chunks skipped.
/// Every malformed file is reported as a ``WAVError``; nothing crashes or hangs.
public enum WAVFile {
    /// Reads and decodes the WAV file at `path`.
    public static func read(path: String) throws(WAVError) -> DecodedAudio {
        try read(data: load(path), origin: WAVOrigin(path: path))
    }

    /// Decodes a whole WAV file held in memory.
    public static func read(data: [UInt8]) throws(WAVError) -> DecodedAudio {
        try read(data: data, origin: WAVOrigin(path: nil))
    }

    /// Decodes `data`, naming `origin` in error messages.
    static func read(data: [UInt8], origin: WAVOrigin) throws(WAVError) -> DecodedAudio {
        let header = try WAVHeader.parse(data, origin: origin)
        let mono = WAVSampleDecoder.monoSamples(data, header: header)
        let rate = header.format.sampleRate
        let converted = rate == AudioFrame.sampleRate ? mono : Resampler.resample(mono, from: rate, to: AudioFrame.sampleRate)
        return DecodedAudio(format: header.format, frameCount: mono.count, samples16k: converted.map(Resampler.clampToInt16))
    }

    /// The bytes of the file at `path`, or the reason they cannot be read.
    static func load(_ path: String) throws(WAVError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw WAVError(.fileNotFound, "\(path) does not exist; check the path.")
        }
        guard !isDirectory.boolValue else {
            throw WAVError(.isDirectory, "\(path) is a directory, not a WAV file; give the path of a .wav file inside it.")
        }
        // Devices (/dev/zero), FIFOs and sockets never end or block forever; only read regular files.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw WAVError(.notRegularFile, "\(path) is not a regular file (\(fileKind(info.st_mode))); give the path of a .wav file, or save the stream to a file first.")
        }
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw WAVError(.unreadable, "\(path) cannot be read (\(error.localizedDescription)); check its permissions.")
        }
    }

    /// Writes interleaved 16-bit samples as a canonical PCM WAV file (44-byte header).
    ///
    /// The file is written next to `path` under a temporary name and then renamed
    /// over it, so a crash never leaves half a file behind.
    public static func write(samples: [Int16], sampleRate: Int = AudioFrame.sampleRate, channels: Int = 1, to path: String) throws(WAVError) {
        let bytes = try encode(samples: samples, sampleRate: sampleRate, channels: channels)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WAVError(.writeFailed, "Cannot write \(path): it is a directory; give a file name such as \(path)/out.wav.")
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            throw WAVError(.writeFailed, "Cannot write \(path) (\(error.localizedDescription)); check that the directory exists and is writable.")
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WAVError(.writeFailed, "Cannot replace \(path) (\(reason)); check that it is not a directory and that its directory is writable.")
        }
    }

    /// The bytes of a canonical PCM WAV file holding interleaved 16-bit `samples`.
    public static func encode(samples: [Int16], sampleRate: Int = AudioFrame.sampleRate, channels: Int = 1) throws(WAVError) -> [UInt8] {
        guard sampleRate > 0, sampleRate <= Int(UInt32.max) else {
            throw WAVError(.writeFailed, "Cannot write a WAV file at \(sampleRate) Hz; give a positive sample rate such as 16000.")
        }
        guard (1...Int(UInt16.max / 2)).contains(channels), samples.count % channels == 0 else {
            throw WAVError(.writeFailed, "Cannot write \(samples.count) samples as \(channels) interleaved channel(s); give a channel count that divides the sample count.")
        }
        let dataSize = samples.count * 2
        let byteRate = sampleRate * channels * 2
        guard byteRate <= Int(UInt32.max) else {
            throw WAVError(.writeFailed, "Cannot write \(channels) channel(s) at \(sampleRate) Hz: the byte rate does not fit a WAV header; give a lower sample rate or fewer channels.")
        }
        guard dataSize <= Int(UInt32.max) - 36 else {
            throw WAVError(.writeFailed, "Cannot write \(samples.count) samples: a WAV file holds at most 4 GiB; split the audio into several files.")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)
        bytes += Array("RIFF".utf8)
        bytes.appendLittleEndian(UInt32(36 + dataSize))
        bytes += Array("WAVEfmt ".utf8)
        bytes.appendLittleEndian(UInt32(16))
        bytes.appendLittleEndian(WAVFormat.pcmTag)
        bytes.appendLittleEndian(UInt16(channels))
        bytes.appendLittleEndian(UInt32(sampleRate))
        bytes.appendLittleEndian(UInt32(byteRate))
        bytes.appendLittleEndian(UInt16(channels * 2))
        bytes.appendLittleEndian(UInt16(16))
        bytes += Array("data".utf8)
        bytes.appendLittleEndian(UInt32(dataSize))
        for sample in samples {
            bytes.appendLittleEndian(UInt16(bitPattern: sample))
        }
        return bytes
    }
}

/// A short name for the kind of file `mode` describes.
private func fileKind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    default: "not a plain file"
    }
}

extension [UInt8] {
    /// Appends `value` in little-endian byte order.
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        var little = value.littleEndian
        Swift.withUnsafeBytes(of: &little) { self.append(contentsOf: $0) }
    }
}
