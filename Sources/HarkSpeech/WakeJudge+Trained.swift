// Written by scripts/train-wake-judge.py; do not edit (run the script again).

extension WakeJudge {
    /// The judge trained by `scripts/train-wake-judge.py` on the wake candidates of
    /// 203 clips saying the wake phrase and 1.51 hours of other speech
    /// (the candidates `hark bench --real --wake-only` wrote, see the script's recipe),
    /// spotted at the threshold ``candidateThreshold``.
    public static let trained = WakeJudge(
        wordScoreWeight: 0.217422, fitWeight: 0.058398, bias: 5.708009, threshold: 0.944145)
}
