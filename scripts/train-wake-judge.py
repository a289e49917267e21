#!/usr/bin/env python3
"""Trains the second stage of wake detection (Sources/HarkSpeech/WakeJudge.swift).

Reads the wake candidates `hark bench --real --wake-only` writes (OUT-DIR/real-wake.json,
one entry per clip with every candidate the keyword search spotted and its evidence), fits
a logistic model of "this candidate is the wake phrase" on the word score and the fit, and
writes Sources/HarkSpeech/WakeJudge+Trained.swift.

Recipe (from the repository root, release build):
  1. candidates of real people, every one judged "yes" so that all are kept:
     `hark bench --real --wake-only --config LOOSE.yaml --out-dir OUT-REAL ../shared/realspeech`,
     where LOOSE.yaml is `wake: {phrases: [{phrase: computer, threshold: 1e-70}],
     min_fit: -1000, min_score: -1000}` (1e-70: WakeJudge.candidateThreshold);
  2. `scripts/train-wake-judge.py OUT-REAL/real-wake.json`;
  3. put the threshold it prints into docs/CONFIG.md and dist/config.example.yaml
     (`wake.min_score`; ConfigFileTests checks they agree with the code).
The trained judge of 2026-11-27 was fitted on the development half of the real recordings
only. Synthetic voices (`scripts/make-wake-set.sh`) score lower than people on their own
words, and its words near the phrase ("commuter", "compute") are harder than anything in
the real negatives; fitted on them, the judge turned down far more people. They are a
separate measure (docs/BENCHMARK.md), not training data.

A clip is one unit: every candidate in a positive clip counts as the wake phrase (the
clips say it once), every candidate in a negative clip does not. Classes are weighted
equally. The threshold is chosen on clip-wise 5-fold cross-validated log-odds: the lowest
that leaves no negative candidate waking, plus MARGIN (a judge fitted to the last
false wake would wake on the next one). Pure Python, no packages; deterministic.
"""
import json
import math
import random
import sys

MARGIN = 0.5          # log-odds above the highest cross-validated negative
L2 = 1.0              # ridge penalty on the standardised weights
FOLDS = 5
LOWEST = -100.0       # WakeJudge.lowestFigure
FEATURES = ["wordScore", "fit"]


def figure(value):
    if isinstance(value, str):  # "-inf", "inf", "nan" as the bench writes them
        value = float(value.replace("inf", "Infinity")) if value != "nan" else LOWEST
    return LOWEST if math.isnan(value) else max(LOWEST, value)


def load(paths):
    rows = []  # (clip id, positive, [figures])
    seconds = {"positive": 0.0, "negative": 0.0}
    for path in paths:
        for index, clip in enumerate(json.load(open(path))):
            seconds["positive" if clip["positive"] else "negative"] += clip["seconds"]
            for candidate in clip["candidates"]:
                evidence = candidate.get("evidence")
                if evidence is None:
                    continue
                rows.append(((path, index), clip["positive"], [figure(evidence[name]) for name in FEATURES]))
    return rows, seconds


def fit(rows, iterations=4000, rate=0.2):
    n = len(FEATURES)
    mean = [sum(r[2][j] for r in rows) / len(rows) for j in range(n)]
    scale = [math.sqrt(sum((r[2][j] - mean[j]) ** 2 for r in rows) / len(rows)) or 1.0 for j in range(n)]
    positives = sum(1 for r in rows if r[1])
    negatives = len(rows) - positives
    data = [([(r[2][j] - mean[j]) / scale[j] for j in range(n)], 1.0 if r[1] else 0.0,
             0.5 / positives if r[1] else 0.5 / negatives) for r in rows]
    weights, bias = [0.0] * n, 0.0
    for _ in range(iterations):
        gradient, gradient_bias = [L2 * w / len(data) for w in weights], 0.0
        for x, y, weight in data:
            z = bias + sum(w * v for w, v in zip(weights, x))
            p = 1 / (1 + math.exp(-z)) if z > -30 else 0.0
            g = (p - y) * weight
            gradient = [a + g * v for a, v in zip(gradient, x)]
            gradient_bias += g
        weights = [w - rate * g for w, g in zip(weights, gradient)]
        bias -= rate * gradient_bias
    # Back to the figures' own units.
    raw = [w / s for w, s in zip(weights, scale)]
    return raw, bias - sum(w * m for w, m in zip(raw, mean))


def log_odds(model, figures):
    weights, bias = model
    return bias + sum(w * v for w, v in zip(weights, figures))


def main(paths):
    rows, seconds = load(paths)
    clips = sorted({r[0] for r in rows})
    random.Random(1).shuffle(clips)
    fold = {clip: i % FOLDS for i, clip in enumerate(clips)}
    held_out = {}
    for k in range(FOLDS):
        model = fit([r for r in rows if fold[r[0]] != k])
        for i, r in enumerate(rows):
            if fold[r[0]] == k:
                held_out[i] = log_odds(model, r[2])
    negative_scores = sorted((held_out[i] for i, r in enumerate(rows) if not r[1]), reverse=True)
    threshold = (negative_scores[0] if negative_scores else 0.0) + MARGIN
    model = fit(rows)
    hours = seconds["negative"] / 3600
    positive_clips = {r[0] for r in rows if r[1]}
    caught = {r[0] for i, r in enumerate(rows) if r[1] and held_out[i] >= threshold}
    print(f"candidates: {sum(1 for r in rows if r[1])} in positive clips, {len(negative_scores)} in negative clips "
          f"({hours:.2f} h of negative audio)", file=sys.stderr)
    print(f"cross-validated at the threshold: {len(caught)} of {len(positive_clips)} positive clips with a candidate wake "
          f"(clips with no candidate at all are missed before the judge), 0 negatives", file=sys.stderr)
    print(f"weights: word score {model[0][0]:.4f}, fit {model[0][1]:.4f}, bias {model[1]:.4f}, threshold {threshold:.4f}",
          file=sys.stderr)
    with open("Sources/HarkSpeech/WakeJudge+Trained.swift", "w") as out:
        out.write(f"""// Written by scripts/train-wake-judge.py; do not edit (run the script again).

extension WakeJudge {{
    /// The judge trained by `scripts/train-wake-judge.py` on the wake candidates of
    /// {len(positive_clips)} clips saying the wake phrase and {hours:.2f} hours of other speech
    /// (the candidates `hark bench --real --wake-only` wrote, see the script's recipe),
    /// spotted at the threshold ``candidateThreshold``.
    public static let trained = WakeJudge(
        wordScoreWeight: {model[0][0]:.6f}, fitWeight: {model[0][1]:.6f}, bias: {model[1]:.6f}, threshold: {threshold:.6f})
}}
""")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: scripts/train-wake-judge.py REAL-WAKE.json [MORE.json ...]  (run from the repository root)")
    main(sys.argv[1:])
