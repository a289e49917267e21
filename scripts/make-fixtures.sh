#!/usr/bin/env bash
# Regenerates every WAV in audio-fixtures/ plus MANIFEST.md and manifest.tsv, from scratch.
#
# Speech comes from flite (its voices sound far more like people to PocketSphinx
# than eSpeak does; eSpeak NG says four enrollment files); sox converts to Hark's format (16 kHz mono signed 16-bit PCM),
# pads with silence, joins utterances and mixes in noise. Every step is
# deterministic: flite and eSpeak NG have no randomness and sox runs with -R (fixed seed) and -D
# (no dither), so running this twice gives byte-identical files.
#
# Usage: scripts/make-fixtures.sh        (from anywhere inside the repository)
set -euo pipefail

FIXTURES="$(cd "$(dirname "$0")/.." && pwd)/audio-fixtures"
VOICES=(slt rms awb kal16)
LEAD_SILENCE=0.4   # seconds of silence before the speech
TRAIL_SILENCE=0.6  # seconds of silence after the speech
GAP=1.0            # seconds of silence between utterances in the multi-utterance files
SNR_DB=10          # speech-to-noise ratio of the noisy file
BREATH=0.4         # seconds of the breath-like noise burst

# --- Tools -------------------------------------------------------------------
missing=()
command -v flite >/dev/null || missing+=("flite (apt install flite)")
command -v espeak-ng >/dev/null || missing+=("espeak-ng (apt install espeak-ng)")
{ command -v sox >/dev/null && command -v soxi >/dev/null; } || missing+=("sox (apt install sox)")
command -v awk >/dev/null || missing+=("awk (apt install mawk)")
if ((${#missing[@]})); then
    echo "make-fixtures: missing tools: ${missing[*]}" >&2
    echo "make-fixtures: install them with: sudo apt install flite espeak-ng sox" >&2
    exit 1
fi
installed_voices=" $(flite -lv | sed 's/^Voices available://') "
for voice in "${VOICES[@]}"; do
    if [[ "$installed_voices" != *" $voice "* ]]; then
        echo "make-fixtures: flite has no voice '$voice' (it lists:$installed_voices); install the Debian 'flite' package" >&2
        exit 1
    fi
done

# --- Bookkeeping ---------------------------------------------------------------
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
ln -s "$FIXTURES" fixtures   # so recorded commands read "fixtures/NAME.wav"
mkdir -p "$FIXTURES" tmp
rm -f "$FIXTURES"/*.wav "$FIXTURES"/MANIFEST.md "$FIXTURES"/manifest.tsv

COMMANDS="$WORK/commands"     # commands of the fixture being made
ROWS="$WORK/rows.tsv"         # name, voice, words, description
: >"$ROWS"
DETAILS="$WORK/details.md"
: >"$DETAILS"

# Quotes one argument the way a reader would type it.
quote() {
    if [[ "$1" =~ ^[A-Za-z0-9_./:=+-]+$ ]]; then printf '%s' "$1"; else printf "'%s'" "${1//\'/\'\\\'\'}"; fi
}

# Runs a command and records it for the manifest.
run() {
    local line="" arg
    for arg in "$@"; do line+="${line:+ }$(quote "$arg")"; done
    printf '%s\n' "$line" >>"$COMMANDS"
    "$@"
}

# Prints the RMS level (dBFS) of a file.
rms_db() { sox "$1" -n stats 2>&1 | awk '/^RMS lev dB/ { print $4 }'; }

# Records a finished fixture: name, voice, words spoken, description of the text.
finish() {
    local name="$1" voice="$2" words="$3" text="$4"
    printf '%s\t%s\t%s\t%s\n' "$name" "$voice" "$words" "$text" >>"$ROWS"
    {
        printf '### %s\n\n```sh\n' "$name"
        cat "$COMMANDS"
        printf '```\n\n'
    } >>"$DETAILS"
    : >"$COMMANDS"
    echo "made $name ($(soxi -D "fixtures/$name") s)"
}

# flite speech for `text`, raw (no padding), at tmp/<id>.wav.
speak() {
    local voice="$1" text="$2" id="$3"
    run flite -voice "$voice" -t "$text" -o "tmp/$id.wav"
}

# --- Single utterances: every voice says every phrase --------------------------
PHRASES=(
    "hey-computer|hey computer"
    "start-feeding|start feeding"
    "set-alarm|set an alarm for seven thirty"
    "what-time|what time is it"
)
for voice in "${VOICES[@]}"; do
    for entry in "${PHRASES[@]}"; do
        slug="${entry%%|*}" text="${entry#*|}"
        name="$voice-$slug.wav"
        speak "$voice" "$text" "$voice-$slug"
        run sox -R -D "tmp/$voice-$slug.wav" -r 16000 -c 1 -b 16 -e signed-integer "fixtures/$name" \
            pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
        finish "$name" "$voice" "$text" "\`$text\`"
    done
done

# --- Conversation turns: commands, answers and responses, two voices ------------
# Tests compose multi-turn conversations from these with `hark run --wav A --wav B`.
TURNS=(
    "finish-feeding|finish feeding"
    "fake-call|fake call from mom in two minutes"
    "answer|answer"
    "hang-up|hang up"
    "set-timer|set a timer"
    "ten-minutes|ten minutes"
    "stop|stop"
    "pass-the-salt|can you pass me the salt"
    "milk-in-fridge|put milk in the fridge"
    "whats-in-fridge|what's in the fridge"
    "pineapple-pizza|pineapple pizza"
    "bottle-time|bottle time"
    "feeding-summary|how much did the baby eat today"
    "unlock|unlock"
    "passphrase|purple garden umbrella"
    "make-shortcut|make a shortcut for that"
    "finish-eating|finish eating"
    "yes|yes"
)
for voice in slt rms; do
    for entry in "${TURNS[@]}"; do
        slug="${entry%%|*}" text="${entry#*|}"
        name="$voice-$slug.wav"
        speak "$voice" "$text" "$voice-$slug"
        run sox -R -D "tmp/$voice-$slug.wav" -r 16000 -c 1 -b 16 -e signed-integer "fixtures/$name" \
            pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
        finish "$name" "$voice" "$text" "\`$text\`"
    done
done

# --- Wake phrase, a pause, then a command ---------------------------------------
run sox -R -D -n -r 16000 -c 1 -b 16 -e signed-integer tmp/gap.wav trim 0 "$GAP"
: >"$COMMANDS.gap"; cp "$COMMANDS" "$COMMANDS.gap"; : >"$COMMANDS"
for voice in slt rms; do
    name="$voice-wake-then-command.wav"
    cat "$COMMANDS.gap" >>"$COMMANDS"
    speak "$voice" "hey computer" "$voice-wake"
    speak "$voice" "start feeding" "$voice-command"
    run sox -R -D "tmp/$voice-wake.wav" tmp/gap.wav "tmp/$voice-command.wav" \
        -r 16000 -c 1 -b 16 -e signed-integer "fixtures/$name" pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
    finish "$name" "$voice" "hey computer start feeding" "\`hey computer\` ⟨$GAP s silence⟩ \`start feeding\`"
done

# --- Wake phrase, a breath, then a command ---------------------------------------
# A breath-like burst between the wake phrase and the command: 0.4 s of pink noise,
# high-passed at 500 Hz, faded in and out (-27 dBFS peak, -39 dBFS RMS). The voice-activity
# detector takes it for speech, yet no word is in it, so it must not spend the turn.
name="slt-wake-breath-command.wav"
cat "$COMMANDS.gap" >>"$COMMANDS"
speak slt "hey computer" slt-wake
speak slt "start feeding" slt-command
run sox -R -D -n -r 16000 -c 1 -b 16 -e signed-integer tmp/breath.wav \
    synth "$BREATH" pinknoise highpass 500 fade q 0.05 "$BREATH" 0.1 vol 0.1
run sox -R -D tmp/slt-wake.wav tmp/gap.wav tmp/breath.wav tmp/gap.wav tmp/slt-command.wav \
    -r 16000 -c 1 -b 16 -e signed-integer "fixtures/$name" pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
finish "$name" slt "hey computer start feeding" \
    "\`hey computer\` ⟨$GAP s silence⟩ a breath (${BREATH} s of high-passed pink noise) ⟨$GAP s silence⟩ \`start feeding\`"

# --- The same, with pink noise at 10 dB SNR ------------------------------------
# SNR is speech RMS (the two utterances alone, no silence) over noise RMS.
name="slt-wake-then-command-noisy-${SNR_DB}db.wav"
cat "$COMMANDS.gap" >>"$COMMANDS"
speak slt "hey computer" slt-wake
speak slt "start feeding" slt-command
run sox -R -D tmp/slt-wake.wav tmp/slt-command.wav tmp/speech-only.wav
run sox -R -D tmp/slt-wake.wav tmp/gap.wav tmp/slt-command.wav -r 16000 -c 1 -b 16 -e signed-integer \
    tmp/clean.wav pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
clean_seconds="$(soxi -D tmp/clean.wav)"
run sox -R -D -n -r 16000 -c 1 -b 16 -e signed-integer tmp/noise.wav synth "$clean_seconds" pinknoise
speech_db="$(rms_db tmp/speech-only.wav)"
noise_db="$(rms_db tmp/noise.wav)"
gain_db="$(awk -v s="$speech_db" -v n="$noise_db" -v snr="$SNR_DB" 'BEGIN { printf "%.2f", s - snr - n }')"
printf '# speech RMS %s dBFS, unscaled noise RMS %s dBFS, so the noise gain is %s dB\n' \
    "$speech_db" "$noise_db" "$gain_db" >>"$COMMANDS"
run sox -R -D tmp/noise.wav tmp/noise-scaled.wav gain "$gain_db"
run sox -R -D -m -v 1 tmp/clean.wav -v 1 tmp/noise-scaled.wav "fixtures/$name"
measured_snr="$(awk -v s="$speech_db" -v n="$(rms_db tmp/noise-scaled.wav)" 'BEGIN { printf "%.1f", s - n }')"
printf '# measured: speech %s dBFS, scaled noise %s dBFS, SNR %s dB\n' \
    "$speech_db" "$(rms_db tmp/noise-scaled.wav)" "$measured_snr" >>"$COMMANDS"
finish "$name" slt "hey computer start feeding" \
    "\`hey computer\` ⟨$GAP s silence⟩ \`start feeding\`, pink noise at $measured_snr dB SNR"

# --- Ordinary speech that never says the wake phrase ----------------------------
ORDINARY="The weather today is mild with a light breeze from the west. Remember to water the tomato plants before dinner."
name="awb-ordinary-speech.wav"
speak awb "$ORDINARY" awb-ordinary
run sox -R -D tmp/awb-ordinary.wav -r 16000 -c 1 -b 16 -e signed-integer "fixtures/$name" \
    pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
ordinary_words="$(printf '%s' "$ORDINARY" | tr -d '.,' | tr '[:upper:]' '[:lower:]')"
finish "$name" awb "$ordinary_words" "\`$ORDINARY\`"

# --- Words near the wake phrase ---------------------------------------------------
# The generous spotter (1e-70) finds "computer" candidates in these; the wake judge must
# turn them down (PipelineTests, with the wake phrase "computer").
NEAR="She is a commuter. Can you compute the total? The computation is finished."
name="kal16-near-wake-words.wav"
speak kal16 "$NEAR" kal16-near
run sox -R -D tmp/kal16-near.wav -r 16000 -c 1 -b 16 -e signed-integer "fixtures/$name" \
    pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
near_words="$(printf '%s' "$NEAR" | tr -d '.,?' | tr '[:upper:]' '[:lower:]')"
finish "$name" kal16 "$near_words" "\`$NEAR\`"

# --- One voice saying the wake word at different speeds and pitches -------------------
# Enrollment (`hark wake enroll`): three sayings are enrolled, the fourth is the same voice
# saying it another way, which must wake Hark through the enrolled sayings (WakeEnrollmentTests).
ENROLL=("1|0.9|95" "2|1.05|110" "3|1.2|125" "4|1.12|102")
for entry in "${ENROLL[@]}"; do
    IFS='|' read -r index stretch pitch <<<"$entry"
    name="rms-computer-$index.wav"
    run flite -voice rms --setf duration_stretch="$stretch" --setf int_f0_target_mean="$pitch" -t computer -o "tmp/rms-computer-$index.wav"
    run sox -R -D "tmp/rms-computer-$index.wav" -r 16000 -c 1 -b 16 -e signed-integer "fixtures/$name" \
        pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
    finish "$name" rms computer "\`computer\`, duration stretch $stretch, pitch $pitch Hz"
done

# --- A voice whose wake word the spotter does not offer ---------------------------------
# eSpeak NG's en-us+f1 saying "computer": three sayings to enroll, and a fourth at another speed
# and pitch in which neither the keyword spotter nor its second look finds a candidate; the
# enrolled sayings find it in the stretch of speech themselves (WakeEnrollmentTests).
F1=("1|150|45" "2|170|55" "3|185|50" "4|160|40")
for entry in "${F1[@]}"; do
    IFS='|' read -r index speed pitch <<<"$entry"
    name="f1-computer-$index.wav"
    run espeak-ng -v en-us+f1 -s "$speed" -p "$pitch" -w "tmp/f1-computer-$index.wav" computer
    run sox -R -D "tmp/f1-computer-$index.wav" -r 16000 -c 1 -b 16 -e signed-integer "fixtures/$name" \
        norm -3 pad "$LEAD_SILENCE" "$TRAIL_SILENCE"
    finish "$name" en-us+f1 computer "\`computer\`, eSpeak NG, $speed words a minute, pitch $pitch"
done

# --- Manifests -------------------------------------------------------------------
# How FixtureManifestTests checks a recording: `keyphrase` (spotted), `grammar`
# (decoded, utterances joined, with a grammar of every grammar row's words), or
# `skip: reason` when this model cannot be expected to get it exactly.
check_for() {
    case "$1" in
        *-near-wake-words*) echo "skip: words near the wake phrase, for the wake judge (PipelineTests); not a grammar of their own" ;;
        rms-computer-* | f1-computer-*) echo "skip: the wake word alone, for enrollment (WakeEnrollmentTests); checked there" ;;
        *-noisy-*) echo "skip: pink noise at 10 dB SNR hides 'hey computer' from the grammar search (it decodes 'start feeding' only); the bench measures noise" ;;
        *) if [ "$2" = "hey computer" ]; then echo keyphrase; else echo grammar; fi ;;
    esac
}

{
    printf 'name\tvoice\twords\tduration_s\tcheck\n'
    while IFS=$'\t' read -r name voice words _; do
        printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$voice" "$words" "$(soxi -D "fixtures/$name")" "$(check_for "$name" "$words")"
    done <"$ROWS"
} >"$FIXTURES/manifest.tsv"

{
    cat <<EOF
# Audio fixtures

Generated by \`scripts/make-fixtures.sh\` — do not edit by hand; rerun the script
(it needs \`flite\`, \`espeak-ng\` and \`sox\`) and it rebuilds every file byte for byte.

Every file is WAV, 16 kHz, mono, signed 16-bit PCM, with ${LEAD_SILENCE} s of silence
before the speech and ${TRAIL_SILENCE} s after. Speech is synthesized by flite
$(flite --version 2>&1 | grep -o "flite-[0-9.]*" | head -n 1) with the voice named in the table (\`en-us+f1\`: eSpeak NG
$(espeak-ng --version 2>&1 | grep -o "[0-9][0-9.]*" | head -n 1));
\`manifest.tsv\` holds the same list for tests (name, voice, words spoken, duration,
and how FixtureManifestTests checks the recording).

| File | Voice | Text | Duration (s) |
|------|-------|------|--------------|
EOF
    while IFS=$'\t' read -r name voice _ text; do
        printf '| `%s` | %s | %s | %.2f |\n' "$name" "$voice" "$text" "$(soxi -D "fixtures/$name")"
    done <"$ROWS"
    printf '\n## How each file was made\n\n'
    printf 'Run from a scratch directory in which `fixtures` links to `audio-fixtures/`;\n'
    printf '`tmp/` holds intermediate files that are thrown away.\n\n'
    cat "$DETAILS"
} >"$FIXTURES/MANIFEST.md"

total_kb="$(du -ck "$FIXTURES"/*.wav | tail -n 1 | cut -f1)"
echo "wrote $(wc -l <"$ROWS") fixtures (${total_kb} KB) and their manifests to $FIXTURES"
