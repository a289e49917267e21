#!/usr/bin/env bash
# Generates a synthetic enrollment set in the layout `hark bench --enrollment DIR` reads:
#   DIR/<speaker>/enroll/*.wav  three sayings of "computer" to enroll (three speeds and pitches)
#   DIR/<speaker>/say/*.wav     six more sayings by the same speaker, other speeds and pitches,
#                               alone and before a command, half of them in pink noise at 15 dB SNR
#   DIR/<speaker>/near/*.wav    eight sentences by the same speaker with words near "computer"
#                               ("commuter", "compute", "cucumber") and everyday talk
# Speakers: eSpeak NG's en-us voice variants (m1, m3, m5, f1, f2, f4), its en-gb voice, and
# flite's slt, rms, awb and kal16 (pitch and duration set per saying). Real people vary more
# between sayings than a synthesizer does; the set checks the mechanism, not the anchor.
# Every file is 16 kHz mono 16-bit WAV, 0.4 s of silence before, 0.6 s after. Deterministic.
# Usage: scripts/make-enrollment-set.sh OUT-DIR     (needs flite, espeak-ng, sox)
set -euo pipefail
out=${1:?usage: scripts/make-enrollment-set.sh OUT-DIR}
for tool in flite espeak-ng sox; do
    command -v "$tool" >/dev/null || { echo "make-enrollment-set: $tool is missing (sudo apt install flite espeak-ng sox)" >&2; exit 1; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# speed (eSpeak words per minute; flite: 175 / speed is the duration stretch) and pitch
# (eSpeak 0-99; flite: 80 + pitch Hz) of each saying.
enroll=("150 45" "170 55" "185 50")
say=("160 40" "175 60" "140 50" "190 45" "165 52" "155 58")
say_text=("computer" "computer" "computer, set a timer for ten minutes" "okay computer, what time is it"
          "computer" "computer, start the feeding")
near=("my commute took an hour today" "she is a commuter" "can you compute the total" "a cucumber salad"
      "come pick me up at noon" "the company party is on friday" "I put the cup on the table"
      "did you feed the cat this morning")

speak() { # speaker speed pitch text out.wav noisy
    local speaker=$1 speed=$2 pitch=$3 text=$4 wav=$5 noisy=$6
    case $speaker in
        flite-*) flite -voice "${speaker#flite-}" --setf duration_stretch="$(awk -v s="$speed" 'BEGIN { printf "%.3f", 175 / s }')" \
                     --setf int_f0_target_mean=$((80 + pitch)) -t "$text" -o "$tmp/raw.wav" ;;
        *) espeak-ng -v "$speaker" -s "$speed" -p "$pitch" -w "$tmp/raw.wav" "$text" ;;
    esac
    sox -R -D "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$tmp/clean.wav" norm -3 pad 0.4 0.6
    if [ "$noisy" = yes ]; then
        # Pink noise 15 dB below the speech's RMS level, from a fixed seed.
        local level; level=$(sox "$tmp/clean.wav" -n stats 2>&1 | awk '/^RMS lev dB/ { print $4 }')
        sox -R -n -r 16000 -c 1 -b 16 "$tmp/noise.wav" synth "$(soxi -D "$tmp/clean.wav")" pinknoise
        local noise; noise=$(sox "$tmp/noise.wav" -n stats 2>&1 | awk '/^RMS lev dB/ { print $4 }')
        sox -R -D "$tmp/noise.wav" "$tmp/noise-level.wav" gain "$(awk -v l="$level" -v n="$noise" 'BEGIN { print l - 15 - n }')"
        sox -R -D -m "$tmp/clean.wav" "$tmp/noise-level.wav" -b 16 "$wav"
    else
        cp "$tmp/clean.wav" "$wav"
    fi
}

for speaker in en-us+m1 en-us+m3 en-us+m5 en-us+f1 en-us+f2 en-us+f4 en-gb flite-slt flite-rms flite-awb flite-kal16; do
    mkdir -p "$out/$speaker/enroll" "$out/$speaker/say" "$out/$speaker/near"
    i=0; for sp in "${enroll[@]}"; do i=$((i + 1)); set -- $sp; speak "$speaker" "$1" "$2" computer "$out/$speaker/enroll/$i.wav" no; done
    i=0; for sp in "${say[@]}"; do
        set -- $sp; noisy=no; [ $((i % 2)) = 1 ] && noisy=yes
        speak "$speaker" "$1" "$2" "${say_text[$i]}" "$out/$speaker/say/$((i + 1)).wav" "$noisy"; i=$((i + 1))
    done
    i=0; for text in "${near[@]}"; do i=$((i + 1)); speak "$speaker" 165 50 "$text" "$out/$speaker/near/$i.wav" no; done
    echo "made $speaker"
done
