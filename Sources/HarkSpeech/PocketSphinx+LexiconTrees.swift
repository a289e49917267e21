import CHarkShim

/// How PocketSphinx's grammar searches get their lexicon trees: the phone models of the
/// words leaving each grammar state. The shim (CHarkShim's lextree.c) builds the same
/// trees as the library, node for node, but each state's only when the search first
/// reaches it: one utterance reaches some 40 of the built-in grammar's 2,600 states.
public enum LexiconTrees {
    /// Where a search's trees come from.
    public enum Mode: Int32, Sendable {
        /// PocketSphinx's own `fsg_lextree_init`: every state's tree when the search is built.
        case stock = 0
        /// A state's tree when the search first reaches it (the default).
        case lazy = 1
        /// The library's trees, after comparing the shim's whole build with them.
        case verify = 2
    }

    /// The mode searches built on the calling thread get.
    public static var mode: Mode { Mode(rawValue: CHarkShim_lextree_mode()) ?? .stock }

    /// Sets the mode for searches built on the calling thread only (`nil`: the
    /// process's), so a test comparing modes changes no other decoder.
    public static func setModeOnThisThread(_ mode: Mode?) {
        CHarkShim_lextree_set_thread_mode(mode.map { $0.rawValue } ?? -1)
    }

    /// Whether the shim's trees matched the library's on a small grammar cut from the
    /// first large one (`true`: lazy trees in use), `false` if they did not (the
    /// library's in use), `nil` before any large grammar.
    public static var checkPassed: Bool? {
        switch CHarkShim_lextree_check_result() {
        case 1: true
        case -1: false
        default: nil
        }
    }

    /// In `.verify` mode: grammar states of the last search built on this thread whose
    /// trees differed from the library's (0: all the same), and the phone models built.
    public static var lastVerification: (differingStates: Int, models: Int) {
        (CHarkShim_lextree_verify_result(), CHarkShim_lextree_whole_nodes())
    }

    /// Phone models built on demand, by decodes on the calling thread or in the process.
    public static func modelsBuilt(onThisThread: Bool) -> Int {
        CHarkShim_lextree_nodes_built(onThisThread ? 1 : 0)
    }

    /// Times trees built on demand were let go at an utterance's start.
    public static func releases(onThisThread: Bool) -> Int {
        CHarkShim_lextree_releases(onThisThread ? 1 : 0)
    }

    /// Sets how many models built on demand a search keeps between utterances; returns
    /// the previous figure.
    @discardableResult
    public static func setModelsKept(_ models: Int) -> Int {
        CHarkShim_lextree_set_keep_nodes(models)
    }
}
