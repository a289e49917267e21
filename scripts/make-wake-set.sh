#!/usr/bin/env bash
# Generates a synthetic wake set in the layout `hark bench --real --wake-only DIR` reads
# (DIR/wake/computer/*.flac say the wake word; DIR/wake/<other>/*.flac do not), for tuning
# and checking the second stage of wake detection beside the real recordings:
#   - positives: "computer" alone and at the start of a command, as people say it
#     ("computer, set a timer for ten minutes"), by flite's slt, rms, awb and kal16 and
#     eSpeak NG (en-us, two speeds), each clean and in pink noise at 15 dB SNR;
#   - negatives: sentences with words near "computer" ("commuter", "compute", "come pick
#     me up", "cucumber") and everyday family talk, by the same voices, same conditions.
# Every file is 16 kHz mono 16-bit FLAC, 0.4 s of silence before, 0.6 s after. Deterministic:
# the same voices, texts and noise seed give the same audio.
# Usage: scripts/make-wake-set.sh OUT-DIR     (needs flite, espeak-ng, sox)
set -euo pipefail
out=${1:?usage: scripts/make-wake-set.sh OUT-DIR}
for tool in flite espeak-ng sox; do
    command -v "$tool" >/dev/null || { echo "make-wake-set: $tool is missing (sudo apt install flite espeak-ng sox)" >&2; exit 1; }
done
mkdir -p "$out/wake/computer" "$out/wake/near_words" "$out/wake/family_talk"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

positives=(
  "computer" "computer." "computer, set a timer for ten minutes" "computer what time is it"
  "computer, start the feeding" "computer stop" "computer, how long has the baby been eating"
  "computer, what's in the fridge" "computer cancel the alarm" "computer, call me in five minutes"
  "okay computer, set an alarm for seven" "computer, snooze" "computer, add milk to the fridge"
  "computer, the baby drank ninety milliliters"
)
near=(
  "my commute took an hour today" "she is a commuter" "can you compute the total" "the computation is finished"
  "come pick me up at noon" "a cucumber salad" "he is very competent" "the company party is on friday"
  "I put the cup on the table" "the compass points north" "the commuter train was late"
  "she composed a song" "the complete set of books" "I'm coming up the stairs" "a pewter jug"
  "you are a computing student" "come on, put her down" "the campus is huge" "can you pour the water"
  "compost goes in the green bin" "they commuted from the suburbs" "a comb and a brush"
)
talk=(
  "did you feed the cat this morning" "I think the baby is asleep now" "what do you want for dinner"
  "the kettle is boiling" "can you hold her for a minute" "we are out of milk again"
  "she finally ate her vegetables" "put the laundry in the dryer please" "I'll call my mother tomorrow"
  "the timer on the oven is broken" "let's go for a walk after lunch" "where did I leave my keys"
  "he drank the whole bottle" "the fridge smells funny" "turn the music down a little"
  "remind me to buy stamps" "how was your day at work" "the alarm didn't go off this morning"
)

voices=(flite:slt flite:rms flite:awb flite:kal16 espeak:175 espeak:140)

say() { # voice text out.wav
    local voice=$1 text=$2 wav=$3
    case $voice in
        flite:*) flite -voice "${voice#flite:}" -t "$text" -o "$tmp/raw.wav" ;;
        espeak:*) espeak-ng -v en-us -s "${voice#espeak:}" -w "$tmp/raw.wav" "$text" ;;
    esac
    # 16 kHz mono 16-bit, levelled; the silence around it is added by the caller.
    sox "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$wav" norm -3
}

n=0
make_set() { # folder name, then the texts
    local folder=$1; shift
    local index=0
    for text in "$@"; do
        for voice in "${voices[@]}"; do
            local base; base=$(printf '%s-%03d-%s' "$folder" "$index" "${voice//:/-}")
            say "$voice" "$text" "$tmp/speech.wav"
            # The speech's RMS level (before the silence around it is added).
            local rms; rms=$(sox "$tmp/speech.wav" -n stat 2>&1 | awk '/RMS +amplitude/ {print $3}')
            sox "$tmp/speech.wav" "$tmp/clean.wav" pad 0.4 0.6
            sox "$tmp/clean.wav" "$out/wake/$folder/$base-clean.flac"
            # Pink noise 15 dB below the speech's RMS level, from a fixed seed (sox's pink
            # noise at "vol 1" has an RMS level of about 0.215 of full scale).
            local seconds; seconds=$(soxi -D "$tmp/clean.wav")
            local amplitude; amplitude=$(awk -v r="$rms" 'BEGIN { printf "%.6f", r / (10 ^ (15 / 20)) / 0.215 }')
            sox -R -n -r 16000 -c 1 -b 16 "$tmp/noise.wav" synth "$seconds" pinknoise vol "$amplitude"
            sox -m -v 1 "$tmp/clean.wav" -v 1 "$tmp/noise.wav" -b 16 "$out/wake/$folder/$base-pink15.flac"
            n=$((n + 2))
        done
        index=$((index + 1))
    done
}
make_set computer "${positives[@]}"
make_set near_words "${near[@]}"
make_set family_talk "${talk[@]}"
echo "make-wake-set: $n clips in $out/wake"
