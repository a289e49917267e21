/// HarkIntents owns how a skill declares what Hark can do (intents, parameters,
/// phrases) and how words become an intent with typed values. It knows text,
/// not audio or speech engines.
public enum Intents {}
