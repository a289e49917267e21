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

#endif
