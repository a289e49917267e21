/// Given names parents often choose, for hearing a child's name said where a phrase says
/// "the baby" when no name is set (``SkillRegistry/spokenStandIns``).
///
/// Drawn from the most given baby names of recent years in the United States (Social
/// Security Administration) and in England and Wales (Office for National Statistics),
/// both boys' and girls', as remembered, not from any sentence set; a name that ends in
/// "s" is left out, as the typed reading takes such a word for a name only when it is
/// written with a capital ("James", not "bottles"), and recognized words are lower case.
public enum GivenNames {
    /// The names, lower case.
    public static let common: [String] = [
        // Girls.
        "olivia", "emma", "charlotte", "amelia", "sophia", "mia", "isabella", "ava", "evelyn", "luna",
        "harper", "sofia", "camila", "eleanor", "elizabeth", "violet", "scarlett", "emily", "hazel", "lily",
        "aurora", "penelope", "aria", "nora", "chloe", "ellie", "mila", "avery", "layla", "abigail",
        "ella", "isla", "eliana", "nova", "madison", "zoe", "ivy", "grace", "willow", "riley",
        "stella", "hannah", "lucy", "naomi", "maya", "leah", "freya", "florence", "rosie", "daisy",
        "sienna", "poppy", "elsie", "phoebe", "evie", "millie", "matilda", "sophie", "alice", "emilia",
        "isabelle", "ruby", "maisie", "bonnie", "eva", "hallie", "eliza", "ada", "esme", "arabella",
        "imogen", "jessica", "delilah", "amara", "sara", "sarah", "anna", "aisha", "fatima",
        // Boys.
        "liam", "noah", "oliver", "william", "henry", "benjamin", "theodore", "mateo", "levi",
        "sebastian", "daniel", "jack", "michael", "alexander", "owen", "asher", "samuel", "ethan", "leo",
        "jackson", "mason", "ezra", "john", "hudson", "luca", "aiden", "joseph", "david", "jacob",
        "logan", "luke", "julian", "gabriel", "grayson", "wyatt", "matthew", "dylan", "isaac", "anthony",
        "jayden", "carter", "santiago", "ezekiel", "muhammad", "mohammed", "george", "arthur", "oscar",
        "theo", "freddie", "archie", "alfie", "charlie", "finley", "teddy", "tommy", "arlo", "harry",
        "edward", "joshua", "max", "roman", "jude", "albie", "ronnie", "reggie", "hugo", "rory",
        "louie", "finn", "milo", "sonny", "harrison", "frankie", "adam", "omar", "ali", "yusuf",
    ]
}
