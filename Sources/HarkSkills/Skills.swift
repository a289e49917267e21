/// HarkSkills holds the skills Hark ships: the feeding log, alarms and timers,
/// the fake incoming call, the pantry and help. Each is a `Skill` of App
/// Intents–style intents over the SQLite store and the scheduler.
public enum Skills {}
