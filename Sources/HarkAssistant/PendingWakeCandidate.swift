import HarkSpeech

/// A spotted wake candidate the judge turned down, kept until the stream holds the whole saying
/// so the household's enrolled sayings can measure it. The keyword spotter fires as soon as the
/// phrase's last phone has begun to fit, often a tenth of a second or more before it ends; cut
/// there, the same voice's "computer" loses its "-ter" and lands far from its own enrolled sayings.
struct PendingWakeCandidate {
    /// What the spotter found.
    var detection: KeywordDetection
    /// The judge's figures (the enrolled distance is added once measured).
    var evidence: WakeEvidence
    /// The stream time its span ends at (0.3 s after the phrase).
    var due: Double
}
