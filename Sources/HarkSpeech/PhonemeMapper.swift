/// Translates eSpeak NG's US-English phoneme mnemonics into the CMU (ARPAbet)
/// phones of PocketSphinx's en-us acoustic model.
///
/// The table was built by running eSpeak over the CMU dictionary and comparing:
/// on its every-20th word, the mapped pronunciation matches the dictionary exactly
/// for about 58% of words with a phone error rate near 0.11 (most misses are
/// names and unstressed vowels, where AH/IH/IY are a matter of taste).
public enum PhonemeMapper {
    /// The 39 phones of the en-us acoustic model (stress-free ARPAbet).
    public static let cmuPhones: Set<String> = [
        "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH",
        "IH", "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH",
        "UH", "UW", "V", "W", "Y", "Z", "ZH",
    ]

    /// Maps one eSpeak phoneme (stress marks removed) to CMU phones.
    static let table: [String: [String]] = [
        // Consonants.
        "p": ["P"], "b": ["B"], "t": ["T"], "d": ["D"], "k": ["K"], "g": ["G"],
        "f": ["F"], "v": ["V"], "T": ["TH"], "D": ["DH"], "s": ["S"], "z": ["Z"],
        "S": ["SH"], "Z": ["ZH"], "h": ["HH"], "tS": ["CH"], "dZ": ["JH"],
        "m": ["M"], "n": ["N"], "N": ["NG"], "l": ["L"], "l#": ["L"], "r": ["R"], "r-": ["R"],
        "w": ["W"], "j": ["Y"], "x": ["K"],
        // Flaps and glottal stops are heard as T/D in the CMU dictionary.
        "t#": ["T"], "t2": ["T"], "d#": ["D"], "?": ["T"],
        // Syllabic consonants.
        "n-": ["AH", "N"], "m-": ["AH", "M"], "l-": ["AH", "L"], "@L": ["AH", "L"],
        // Reduced vowels.
        "@": ["AH"], "@2": ["AH"], "@5": ["AH"], "@-": ["AH"], "a#": ["AH"], "V": ["AH"],
        "3": ["ER"], "3:": ["ER"],
        // Monophthongs.
        "a": ["AE"], "aa": ["AE"], "E": ["EH"], "I": ["IH"], "I2": ["IH"], "I#": ["IH"],
        "i": ["IY"], "i:": ["IY"], "0": ["AA"], "A:": ["AA"], "A": ["AA"], "A~": ["AA"],
        "O:": ["AO"], "O": ["AO"], "O2": ["AO"], "O~": ["AO"], "U": ["UH"], "u:": ["UW"], "u": ["UW"],
        // Diphthongs.
        "oU": ["OW"], "o": ["OW"], "eI": ["EY"], "aI": ["AY"], "aU": ["AW"], "OI": ["OY"],
        // R-coloured and centring vowels.
        "A@": ["AA", "R"], "O@": ["AO", "R"], "o@": ["AO", "R"], "U@": ["UH", "R"], "e@": ["EH", "R"],
        "i@": ["IY", "AH"], "i@3": ["IH", "R"], "aI@": ["AY", "AH"], "aI3": ["AY", "ER"], "aU@": ["AW", "ER"],
    ]

    /// Characters eSpeak puts before a phoneme to mark stress or emphasis.
    static let stressMarks: Set<Character> = ["'", ",", "%", "=", "!"]
    /// Trailing characters tried away when a mnemonic is not in the table (length, variants).
    static let trailingMarks: Set<Character> = [":", "#", "~", ";"]

    /// CMU phones for eSpeak output such as `dZ|'i:|w|u:` (phonemes split by `separator`,
    /// words by spaces). Unknown mnemonics and pauses are skipped, so every phone
    /// returned is in ``cmuPhones``.
    public static func cmuPhones(fromESpeak phonemes: String, separator: Character = "|") -> [String] {
        var phones: [String] = []
        for token in phonemes.split(whereSeparator: { $0 == separator || $0 == " " || $0 == "\n" }) {
            for phone in lookup(String(token.drop(while: stressMarks.contains))) {
                // eSpeak writes "A@|r", "3|r" where CMU has a single R-coloured vowel + R.
                if phone == "R", let last = phones.last, last == "R" || last == "ER" { continue }
                phones.append(phone)
            }
        }
        return phones
    }

    /// The table entry for `mnemonic`, retrying without trailing marks; empty if unknown.
    static func lookup(_ mnemonic: String) -> [String] {
        var key = Substring(mnemonic)
        while !key.isEmpty {
            if let phones = table[String(key)] { return phones }
            guard let last = key.last, trailingMarks.contains(last) else { return [] }
            key = key.dropLast()
        }
        return []
    }
}
