/// HarkAudio owns sound in and out: 16 kHz mono frames (``AudioFrame``), the
/// sources that yield them (a WAV file, an ALSA microphone, a buffer), WAV
/// reading and writing, resampling, earcons and ring tones, and ALSA playback.
/// It knows samples and devices, not speech, intents or skills.
public enum Audio {}
