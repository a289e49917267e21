/* PocketSphinx's grammar-search history, closing a frame without walking empty lists.
 *
 * At the end of every frame, PocketSphinx's FSG search moves the frame's history
 * entries into its table with fsg_history_end_frame(). The library's own version
 * walks the list of every (grammar state, left-context phone) pair and calls
 * glist_free() and a store on each, empty or not: 2,867 states × 42 phones on
 * Hark's built-in grammar, 120,000 calls and a megabyte written per 10 ms frame.
 * On real coffee orders it was half of all the CPU a turn spent (perf, 2026-11-25),
 * and the reason the reply to a command slowed as the grammar grew.
 *
 * This definition takes the library's place (its grammar search calls the function
 * through the PLT, so the executable's definition wins) and does the same work,
 * entry for entry in the same order, but finds the few non-empty lists by reading
 * the contiguous table eight slots at a time. When the history does not look as
 * expected (another PocketSphinx build), or when the stock version is asked for, it
 * calls the library's own, found with dlsym(RTLD_NEXT).
 *
 * The layout below is PocketSphinx 5prealpha's fsg_history.h (Debian's
 * 0.8+5prealpha+1): fsg at 0, entries at 8, frame_entries at 16, n_ciphone at 24,
 * confirmed by disassembling the library's fsg_history_end_frame. The table is
 * allocated with ckd_calloc_2d, one block of n_state × n_ciphone list heads with
 * rows n_ciphone apart; that is checked before every use.
 */
#define _GNU_SOURCE
#include "CHarkShim.h"
#include "lextree_tree.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/glist.h>

typedef struct blkarray_list_s blkarray_list_t;
int32 blkarray_list_append(blkarray_list_t *list, void *item);

/* PocketSphinx 5prealpha's struct fsg_history_s. */
typedef struct {
    fsg_model_t *fsg;
    blkarray_list_t *entries;
    glist_t **frame_entries;
    int n_ciphone;
} hark_fsg_history_t;

typedef void (*end_frame_fn)(void *);

/* Per thread: a test comparing the two must not switch every other decoder in the process. */
static _Thread_local int use_stock = 0;
static atomic_long fast_frames = 0;
static pthread_once_t stock_once = PTHREAD_ONCE_INIT;
static end_frame_fn stock_end_frame = NULL;

static void find_stock(void) {
    stock_end_frame = (end_frame_fn)dlsym(RTLD_NEXT, "fsg_history_end_frame");
}

/* Moves one list's entries into the table, in list order, and empties the list. */
static inline void close_list(hark_fsg_history_t *h, glist_t *list) {
    for (gnode_t *node = *list; node != NULL; node = gnode_next(node))
        blkarray_list_append(h->entries, gnode_ptr(node));
    glist_free(*list);
    *list = NULL;
}

static void call_stock(void *history) {
    pthread_once(&stock_once, find_stock);
    if (stock_end_frame != NULL) stock_end_frame(history);
}

void CHarkShim_fsg_history_use_stock(int stock) {
    use_stock = stock != 0;
}

long CHarkShim_fsg_history_fast_frames(void) {
    return atomic_load(&fast_frames);
}

/* The history's table of this frame's lists, one block with rows n_ciphone apart as
 * ckd_calloc_2d allocates it; NULL when it does not look like that. */
static glist_t *contiguous_table(hark_fsg_history_t *h) {
    if (h == NULL || h->fsg == NULL || h->frame_entries == NULL || h->n_ciphone <= 0) return NULL;
    const long states = fsg_model_n_state(h->fsg);
    if (states <= 0) return NULL;
    glist_t *table = h->frame_entries[0];
    if (table == NULL || h->frame_entries[states - 1] != table + (states - 1) * h->n_ciphone) return NULL;
    return table;
}

/* Builds, in a lazy lexicon tree (lextree.c), the tree of every state this frame's
 * history entries end in: the search enters those states' trees right after. Builds
 * every tree when the table is not as expected. */
static void reach_states(hark_fsg_history_t *h, void *lazy) {
    glist_t *table = contiguous_table(h);
    if (table == NULL) {
        hark_lt_reach_all(lazy);
        return;
    }
    const long states = fsg_model_n_state(h->fsg);
    const long phones = h->n_ciphone;
    for (long s = 0; s < states; s++) {
        glist_t *row = table + s * phones;
        for (long p = 0; p < phones; p++)
            if (row[p] != NULL) { hark_lt_reach(lazy, (int)s); break; }
    }
}

void fsg_history_end_frame(void *history) {
    hark_fsg_history_t *h = history;
    void *lazy = (h != NULL && h->fsg != NULL) ? hark_lt_lazy_for(h->fsg) : NULL;
    if (use_stock || h == NULL || h->fsg == NULL
        || h->frame_entries == NULL || h->n_ciphone <= 0) {
        if (lazy) reach_states(h, lazy);
        call_stock(history);
        return;
    }
    const long states = fsg_model_n_state(h->fsg);
    const long phones = h->n_ciphone;
    if (states <= 0) return;
    glist_t *table = contiguous_table(h);
    if (table == NULL) {
        if (lazy) hark_lt_reach_all(lazy);
        call_stock(history);
        return;
    }
    const long slots = states * phones;
    long slot = 0;
    for (; slot + 8 <= slots; slot += 8) {
        glist_t *run = table + slot;
        if (((uintptr_t)run[0] | (uintptr_t)run[1] | (uintptr_t)run[2] | (uintptr_t)run[3]
             | (uintptr_t)run[4] | (uintptr_t)run[5] | (uintptr_t)run[6] | (uintptr_t)run[7]) == 0)
            continue;
        for (int i = 0; i < 8; i++) {
            if (run[i] == NULL) continue;
            if (lazy) hark_lt_reach(lazy, (int)((slot + i) / phones));
            close_list(h, &run[i]);
        }
    }
    for (; slot < slots; slot++) {
        if (table[slot] == NULL) continue;
        if (lazy) hark_lt_reach(lazy, (int)(slot / phones));
        close_list(h, &table[slot]);
    }
    atomic_fetch_add_explicit(&fast_frames, 1, memory_order_relaxed);
}
