/* PocketSphinx's grammar-search lexicon trees, built for a grammar state only when
 * the search first reaches it.
 *
 * For every state of a grammar, PocketSphinx's FSG search builds a tree of phone
 * HMMs for the words leaving the state (fsg_lextree_init): the first phone once per
 * left context, shared prefixes, and the last phone once per distinct triphone over
 * the phones that can follow. On Hark's built-in command grammar that is 315,000 phone
 * models of 144 bytes, 44 MB, a third of `hark run`'s peak, although one utterance
 * reaches only some 40 of the grammar's 2,600 states (20,000 models).
 *
 * This file takes the library's fsg_lextree_init and fsg_lextree_free (the search
 * calls them through the PLT, so the executable's definitions win) and builds the same
 * trees, node for node and in the same order, but only for the start state and the
 * states its empty arcs reach. The search enters a state's tree only from a history
 * entry whose word ends in that state, and every such entry is filed under its state in
 * the history's frame table before fsg_history_end_frame() moves it on; the shim's
 * fsg_history_end_frame (fsg_history.c) calls hark_lt_reach() for each state with
 * entries first, which builds the state's tree if it is missing. At the start of an
 * utterance (fsg_history_reset(), when no phone model is active), once the trees built
 * that way hold more than KEEP_NODES models, those the last utterance did not reach are
 * let go, so memory stays bounded however long Hark listens, and a second pass over the
 * same audio builds nothing again.
 *
 * The builder follows the library's algorithm (PocketSphinx 5prealpha, Debian's
 * 0.8+5prealpha+1), quirks included: a word's first phone gets one model per state and
 * pair of first phones, whatever its left contexts (the library's merge keeps the first
 * left context's triphone). Before the first lazy tree of a process, both the library
 * and this file build the trees of a small grammar cut from the first large one, and
 * every node is compared (fields, HMM bytes and links); on any difference, or when the
 * structures do not look as expected, every tree is the library's, as before.
 *
 * Layouts (read from the library's fsg_lextree_init, fsg_lextree_free, hmm_init,
 * dict_filler_word, dict2pid_get_rcmap and bin_mdef_phone_str): fsg_lextree_t is 88
 * bytes {fsg, ctx, dict, d2p, mdef, lc, rc, root, alloc_head, n_pnode, wip, pip};
 * fsg_pnode_t is 144 bytes with alloc_next at 8 and its hmm_t at 56; dict_t's words at
 * 0x10, 32 bytes each {word, ciphone, pronlen}; dict2pid_t's ldiph_lc at 0x18, rssid at
 * 0x20, lrdiph_rc at 0x28; bin_mdef_t's n_ciphone at 4, sil at 0x28, phones at 0x48, 12
 * bytes each {ssid, tmat}.
 */
#define _GNU_SOURCE
#include "lextree_tree.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

typedef void *(*lextree_init_fn)(fsg_model_t *, void *, void *, void *, void *, int32_t, int32_t);
typedef void (*lextree_free_fn)(void *);
typedef void (*history_reset_fn)(void *);

static atomic_int lextree_mode = HARK_LEXTREE_LAZY;
/* A test's own mode on its thread (-1: the process's). */
static _Thread_local int thread_mode = -1;
static _Thread_local long thread_verify_result = 0;
static _Thread_local long thread_whole_nodes = 0;
static _Thread_local long thread_nodes_built = 0;
static _Thread_local long thread_releases = 0;
static atomic_long keep_nodes = KEEP_NODES;
static pthread_once_t stock_once = PTHREAD_ONCE_INIT;
static lextree_init_fn stock_init = NULL;
static lextree_free_fn stock_free = NULL;
static history_reset_fn stock_reset = NULL;

static void find_stock(void) {
    stock_init = (lextree_init_fn)dlsym(RTLD_NEXT, "fsg_lextree_init");
    stock_free = (lextree_free_fn)dlsym(RTLD_NEXT, "fsg_lextree_free");
    stock_reset = (history_reset_fn)dlsym(RTLD_NEXT, "fsg_history_reset");
    /* HARK_LEXTREE=stock|lazy|verify overrides the default, for measuring. */
    const char *mode = getenv("HARK_LEXTREE");
    if (mode && strcmp(mode, "stock") == 0) atomic_store(&lextree_mode, HARK_LEXTREE_STOCK);
    if (mode && strcmp(mode, "lazy") == 0) atomic_store(&lextree_mode, HARK_LEXTREE_LAZY);
    if (mode && strcmp(mode, "verify") == 0) atomic_store(&lextree_mode, HARK_LEXTREE_VERIFY);
}

/* 0: not yet checked; 1: the builder matched the library; -1: it did not (stock from then on). */
static atomic_int check_result = 0;
static atomic_long lazy_nodes_built = 0;
static atomic_long lazy_trees = 0;
static atomic_long lazy_releases = 0;

/* Builds fsg's trees with the library and with this file and compares them; returns the
 * number of states whose trees differ (0: the same). */
static long check_against_stock(fsg_model_t *fsg, void *dict, void *d2p, void *mdef, void *ctx,
                                int32_t wip, int32_t pip) {
    hark_lextree_t *stock = stock_init(fsg, dict, d2p, mdef, ctx, wip, pip);
    if (stock == NULL) return -1;
    hark_lextree_t *mine = hark_lt_build_whole(fsg, dict, d2p, mdef, ctx, wip, pip);
    thread_whole_nodes = mine->n_pnode;
    long differing = hark_lt_compare_trees(mine, stock);
    hark_lt_free_tree(mine);
    stock_free(stock);
    return differing;
}

/* ---- Lazy trees --------------------------------------------------------------------- */

typedef struct lazy_s {
    hark_lextree_t *tree;
    unsigned char *kept;     /* per state: built at the start, never let go */
    unsigned char *built;
    int32_t *models;         /* per state: models in its tree */
    uint32_t *reached;       /* per state: the utterance that last reached it */
    uint32_t utterance;      /* utterances started */
    long nodes;              /* models in trees built on demand */
    struct lazy_s *next;
} lazy_t;

static pthread_mutex_t lazy_lock = PTHREAD_MUTEX_INITIALIZER;
static lazy_t *lazy_list = NULL;

static lazy_t *find_lazy(const void *fsg) {
    if (atomic_load_explicit(&lazy_trees, memory_order_relaxed) == 0) return NULL;
    pthread_mutex_lock(&lazy_lock);
    lazy_t *l = lazy_list;
    while (l && l->tree->fsg != fsg) l = l->next;
    pthread_mutex_unlock(&lazy_lock);
    return l;
}

static int layouts_match(fsg_model_t *fsg, void *dict, void *d2p, void *mdef) {
    if (dict == NULL || d2p == NULL || mdef == NULL) return 0;
    if (hark_lt_pointer_at(d2p, 0x08) != mdef || hark_lt_pointer_at(d2p, 0x10) != dict) return 0;
    int phones = hark_lt_n_ciphone(mdef), sil = hark_lt_sil_phone(mdef);
    if (phones <= 0 || phones > CTXT_WORDS * 32 || sil < 0 || sil >= phones) return 0;
    return fsg_model_n_state(fsg) > 0;
}

void *fsg_lextree_init(fsg_model_t *fsg, void *dict, void *d2p, void *mdef, void *ctx,
                       int32_t wip, int32_t pip) {
    pthread_once(&stock_once, find_stock);
    const int mode = thread_mode >= 0 ? thread_mode : atomic_load(&lextree_mode);
    const int states = fsg ? fsg_model_n_state(fsg) : 0;
    if (mode == HARK_LEXTREE_STOCK || stock_free == NULL || stock_reset == NULL
        || states < LAZY_MIN_STATES || !layouts_match(fsg, dict, d2p, mdef))
        return stock_init(fsg, dict, d2p, mdef, ctx, wip, pip);

    if (mode == HARK_LEXTREE_VERIFY) {
        thread_verify_result = check_against_stock(fsg, dict, d2p, mdef, ctx, wip, pip);
        return stock_init(fsg, dict, d2p, mdef, ctx, wip, pip);
    }

    if (atomic_load(&check_result) == 0) {
        fsg_model_t *cut = hark_lt_cut_grammar(fsg);
        long differing = check_against_stock(cut, dict, d2p, mdef, ctx, wip, pip);
        fsg_model_free(cut);
        atomic_store(&check_result, differing == 0 ? 1 : -1);
    }
    if (atomic_load(&check_result) != 1) return stock_init(fsg, dict, d2p, mdef, ctx, wip, pip);
    /* The history finds a lazy tree by its grammar: one lazy tree per grammar. */
    if (find_lazy(fsg) != NULL) return stock_init(fsg, dict, d2p, mdef, ctx, wip, pip);

    hark_lextree_t *tree = hark_lt_new_tree(fsg, dict, d2p, mdef, ctx, wip, pip);
    /* The search checks that it never runs more models than the tree holds. */
    tree->n_pnode = INT32_MAX;
    lazy_t *lazy = ckd_calloc(1, sizeof *lazy);
    lazy->tree = tree;
    lazy->kept = ckd_calloc((size_t)states, 1);
    lazy->built = ckd_calloc((size_t)states, 1);
    lazy->models = ckd_calloc((size_t)states, sizeof *lazy->models);
    lazy->reached = ckd_calloc((size_t)states, sizeof *lazy->reached);
    /* The search enters the start state and the states its empty arcs reach without a
     * frame's history (fsg_search_start), so those are built now and kept. */
    const int start = fsg_model_start_state(fsg);
    for (int s = 0; s < states; s++) {
        if (s == start || fsg_model_null_trans(fsg, start, s) != NULL) {
            hark_lt_build_state(tree, s);
            lazy->kept[s] = lazy->built[s] = 1;
        }
    }
    pthread_mutex_lock(&lazy_lock);
    lazy->next = lazy_list;
    lazy_list = lazy;
    atomic_fetch_add(&lazy_trees, 1);
    pthread_mutex_unlock(&lazy_lock);
    return tree;
}

void fsg_lextree_free(void *lextree) {
    pthread_once(&stock_once, find_stock);
    if (lextree == NULL) return;
    pthread_mutex_lock(&lazy_lock);
    lazy_t **at = &lazy_list;
    while (*at && (*at)->tree != lextree) at = &(*at)->next;
    lazy_t *lazy = *at;
    if (lazy) {
        *at = lazy->next;
        atomic_fetch_sub(&lazy_trees, 1);
    }
    pthread_mutex_unlock(&lazy_lock);
    if (lazy) {
        hark_lt_free_tree(lazy->tree);
        ckd_free(lazy->kept);
        ckd_free(lazy->built);
        ckd_free(lazy->models);
        ckd_free(lazy->reached);
        ckd_free(lazy);
        return;
    }
    stock_free(lextree);
}

void *hark_lt_lazy_for(const void *fsg) { return fsg ? find_lazy(fsg) : NULL; }

void hark_lt_reach(void *handle, int state) {
    lazy_t *lazy = handle;
    if (lazy == NULL || state < 0 || state >= fsg_model_n_state(lazy->tree->fsg)) return;
    lazy->reached[state] = lazy->utterance;
    if (lazy->built[state]) return;
    long nodes = hark_lt_build_state(lazy->tree, state);
    lazy->built[state] = 1;
    lazy->models[state] = (int32_t)nodes;
    lazy->nodes += nodes;
    atomic_fetch_add_explicit(&lazy_nodes_built, nodes, memory_order_relaxed);
    thread_nodes_built += nodes;
}

void hark_lt_reach_all(void *handle) {
    lazy_t *lazy = handle;
    if (lazy == NULL) return;
    for (int s = 0; s < fsg_model_n_state(lazy->tree->fsg); s++) hark_lt_reach(lazy, s);
}

void fsg_history_reset(void *history) {
    pthread_once(&stock_once, find_stock);
    /* fsg_history_t starts with its grammar. At an utterance's start no model is active. */
    fsg_model_t *fsg = history ? *(fsg_model_t **)history : NULL;
    lazy_t *lazy = fsg ? find_lazy(fsg) : NULL;
    if (lazy) {
        /* Over the limit, let go of the trees the utterance just ended did not reach: a
         * second pass over the same audio (the next utterance, often) needs the others. */
        if (lazy->nodes > atomic_load(&keep_nodes)) {
            for (int s = 0; s < fsg_model_n_state(fsg); s++) {
                if (lazy->built[s] && !lazy->kept[s] && lazy->reached[s] != lazy->utterance) {
                    hark_lt_free_state(lazy->tree, s);
                    lazy->built[s] = 0;
                    lazy->nodes -= lazy->models[s];
                    lazy->models[s] = 0;
                }
            }
            atomic_fetch_add(&lazy_releases, 1);
            thread_releases++;
        }
        lazy->utterance++;
    }
    if (stock_reset) stock_reset(history);
}

/* ---- Settings and figures ------------------------------------------------------------ */

void CHarkShim_lextree_set_mode(int mode) {
    pthread_once(&stock_once, find_stock);
    atomic_store(&lextree_mode, mode);
}

void CHarkShim_lextree_set_thread_mode(int mode) { thread_mode = mode; }

int CHarkShim_lextree_mode(void) {
    pthread_once(&stock_once, find_stock);
    return thread_mode >= 0 ? thread_mode : atomic_load(&lextree_mode);
}

long CHarkShim_lextree_set_keep_nodes(long nodes) { return atomic_exchange(&keep_nodes, nodes); }

long CHarkShim_lextree_whole_nodes(void) { return thread_whole_nodes; }

int CHarkShim_lextree_check_result(void) { return atomic_load(&check_result); }

long CHarkShim_lextree_verify_result(void) { return thread_verify_result; }

long CHarkShim_lextree_nodes_built(int this_thread) {
    return this_thread ? thread_nodes_built : atomic_load(&lazy_nodes_built);
}

long CHarkShim_lextree_releases(int this_thread) {
    return this_thread ? thread_releases : atomic_load(&lazy_releases);
}
