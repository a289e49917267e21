/// Turns the raw bytes of a WAV `data` chunk into mono samples on the 16-bit
/// scale, whatever their encoding, averaging the channels.
enum WAVSampleDecoder {
    /// Mono samples in -32768...32767 (with fractions), at the file's own rate.
    static func monoSamples(_ bytes: [UInt8], header: WAVHeader) -> [Float] {
        let format = header.format
        let channels = format.channels
        let width = format.bytesPerSample
        let frames = header.data.count / format.blockAlign
        let decode = decoder(format.encoding, width: width)
        var output = [Float](repeating: 0, count: frames)
        bytes.withUnsafeBufferPointer { raw in
            var position = header.data.lowerBound
            for frame in 0..<frames {
                var sum = 0.0
                for _ in 0..<channels {
                    sum += decode(raw, position)
                    position += width
                }
                output[frame] = Float(sum / Double(channels))
            }
        }
        return output
    }

    /// A function reading one sample at a byte offset, scaled so that full scale is ±32768.
    static func decoder(_ encoding: WAVFormat.Encoding, width: Int) -> (UnsafeBufferPointer<UInt8>, Int) -> Double {
        switch (encoding, width) {
        case (.unsignedInteger, _):
            return { raw, i in (Double(raw[i]) - 128) * 256 }
        case (.signedInteger, 2):
            return { raw, i in Double(Int16(bitPattern: UInt16(raw[i]) | UInt16(raw[i + 1]) << 8)) }
        case (.signedInteger, 3):
            return { raw, i in
                let unsigned = UInt32(raw[i]) << 8 | UInt32(raw[i + 1]) << 16 | UInt32(raw[i + 2]) << 24
                return Double(Int32(bitPattern: unsigned)) / 65536
            }
        case (.signedInteger, _):
            return { raw, i in Double(Int32(bitPattern: word32(raw, i))) / 65536 }
        case (.float, 4):
            return { raw, i in Double(Float(bitPattern: word32(raw, i))) * 32768 }
        case (.float, _):
            return { raw, i in
                let word = UInt64(word32(raw, i)) | UInt64(word32(raw, i + 4)) << 32
                return Double(bitPattern: word) * 32768
            }
        case (.aLaw, _):
            return { raw, i in Double(aLawToLinear(raw[i])) }
        case (.muLaw, _):
            return { raw, i in Double(muLawToLinear(raw[i])) }
        }
    }

    /// Little-endian 32-bit word at `i`.
    @inline(__always)
    static func word32(_ raw: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
        UInt32(raw[i]) | UInt32(raw[i + 1]) << 8 | UInt32(raw[i + 2]) << 16 | UInt32(raw[i + 3]) << 24
    }

    /// ITU-T G.711 A-law to linear 16-bit.
    static func aLawToLinear(_ value: UInt8) -> Int16 {
        let a = value ^ 0x55
        var magnitude = Int32(a & 0x0F) << 4
        let segment = Int32((a & 0x70) >> 4)
        switch segment {
        case 0: magnitude += 8
        case 1: magnitude += 0x108
        default: magnitude = (magnitude + 0x108) << (segment - 1)
        }
        return Int16(a & 0x80 != 0 ? magnitude : -magnitude)
    }

    /// ITU-T G.711 µ-law to linear 16-bit.
    static func muLawToLinear(_ value: UInt8) -> Int16 {
        let u = ~value
        let bias: Int32 = 0x84
        let magnitude = ((Int32(u & 0x0F) << 3) + bias) << Int32((u & 0x70) >> 4)
        return Int16(u & 0x80 != 0 ? bias - magnitude : magnitude - bias)
    }
}
