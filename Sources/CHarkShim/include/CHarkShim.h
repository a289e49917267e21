/// The small part of the C boundary that Swift cannot import directly:
/// ALSA's and sphinxbase's error handlers are variadic callbacks, which Swift
/// cannot implement. This shim formats their messages into plain buffers, and
/// keeps sphinxbase's JSGF lexer from writing to standard output.
/// Every symbol is prefixed with the target name.
#ifndef CHARKSHIM_H
#define CHARKSHIM_H

#include <stddef.h>

/// Installs a quiet ALSA error handler: ALSA no longer prints to stderr;
/// the last message is kept for the calling thread instead. Idempotent.
void CHarkShim_alsa_capture_errors(void);

/// Copies the calling thread's last ALSA library message (empty if none) into buf.
void CHarkShim_alsa_last_error(char *buf, size_t len);

/// Routes sphinxbase/PocketSphinx logging through the shim. Messages at
/// warning level or above are kept (the last one is readable with
/// CHarkShim_sphinx_last_error); everything is echoed to stderr when `verbose` is non-zero.
void CHarkShim_sphinx_capture_log(int verbose);

/// Copies the last sphinxbase warning or error message (empty if none) into buf.
void CHarkShim_sphinx_last_error(char *buf, size_t len);

/// Forgets the first and last sphinxbase warning or error messages.
void CHarkShim_sphinx_clear_error(void);

/// Copies the first sphinxbase warning or error since the last clear (empty if none) into buf.
void CHarkShim_sphinx_first_error(char *buf, size_t len);

/// jsgf_parse_string with standard output silenced: sphinxbase's lexer echoes
/// unmatched input to stdout. Returns the grammar or NULL, like jsgf_parse_string.
struct jsgf_s;
struct jsgf_s *CHarkShim_jsgf_parse_string_quietly(const char *text);

/// PocketSphinx's grammar search calls the shim's `fsg_history_end_frame`, which
/// skips the empty history lists the library's own version walks on every frame
/// (see fsg_history.c). Non-zero `stock` makes it call the library's own instead
/// (for tests that compare the two), on the calling thread only.
void CHarkShim_fsg_history_use_stock(int stock);

/// Frames the shim's `fsg_history_end_frame` has closed itself (not the library's),
/// process-wide: proof that the replacement is in use.
long CHarkShim_fsg_history_fast_frames(void);

/// Hash tables sphinxbase asked for with a small expected size that the shim made
/// with 11 buckets instead of sphinxbase's 101 (see hash_table.c); 0 if the library
/// does not call through the shim.
long CHarkShim_small_hash_tables(void);

/// Points every word-final right-context map of the decoder's dictionary-to-senone
/// table at the triphone before silence (see word_end_context.c): each word in a grammar
/// search then ends in one HMM instead of one per following phone. Call after adding
/// words and before building a search. Returns the number of maps changed, or -1
/// (changing nothing) when the decoder does not look like PocketSphinx 5prealpha's.
long CHarkShim_word_final_silence_context(void *decoder);

/// Makes every thread allocate from glibc's main malloc arena (mallopt M_ARENA_MAX 1), so
/// memory one thread frees is reused by the others. Returns 1 when glibc accepted it.
int CHarkShim_single_malloc_arena(void);

/// How the grammar search's lexicon trees are built (see lextree.c).
enum {
    /// The library's fsg_lextree_init: every state's tree at once.
    HARK_LEXTREE_STOCK = 0,
    /// Each state's tree when the search first reaches it (the default); the library's
    /// way if the builder does not match it on a small grammar first.
    HARK_LEXTREE_LAZY = 1,
    /// The library's trees, after comparing the shim's whole build with them node for
    /// node (CHarkShim_lextree_verify_result); for tests.
    HARK_LEXTREE_VERIFY = 2,
};

/// Sets how grammar searches built from now on get their lexicon trees (process-wide;
/// the environment variable HARK_LEXTREE=stock|lazy|verify sets it at start).
void CHarkShim_lextree_set_mode(int mode);

/// Sets the mode for searches built on the calling thread only (-1: the process's), so a
/// test comparing modes switches no other decoder.
void CHarkShim_lextree_set_thread_mode(int mode);

/// The mode grammar searches built on the calling thread get.
int CHarkShim_lextree_mode(void);

/// Sets how many phone models built on demand a lazy tree keeps from one utterance to
/// the next (40,000 by default); returns the previous figure.
long CHarkShim_lextree_set_keep_nodes(long nodes);

/// Phone models in the last whole build the shim compared with the library's, on the
/// calling thread (HARK_LEXTREE_VERIFY, or the check before the first lazy tree).
long CHarkShim_lextree_whole_nodes(void);

/// 1 when the shim's trees matched the library's on a small grammar (lazy trees in use),
/// -1 when they did not (the library's trees in use), 0 before the first large grammar.
int CHarkShim_lextree_check_result(void);

/// In HARK_LEXTREE_VERIFY mode: the number of states of the last grammar built on the
/// calling thread whose trees differed from the library's (0: every one the same; -1:
/// the library built nothing).
long CHarkShim_lextree_verify_result(void);

/// Phone models built on demand since the process started (on the calling thread only
/// when `this_thread` is non-zero).
long CHarkShim_lextree_nodes_built(int this_thread);

/// Times trees built on demand were let go at an utterance's start (on the calling
/// thread only when `this_thread` is non-zero).
long CHarkShim_lextree_releases(int this_thread);

#endif
