/* PocketSphinx 5prealpha's structures as the shim reads and writes them: shared by the
 * lexicon-tree builder's three files (lextree.c), fsg_history.c and word_end_context.c. */
#ifndef HARK_LEXTREE_TREE_H
#define HARK_LEXTREE_TREE_H

#include "CHarkShim.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sphinxbase/bitvec.h>
#include <sphinxbase/ckd_alloc.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/glist.h>

enum {
    SENSCR_SHIFT = 10,
    CTXT_WORDS = 4,
    /* Trees built on demand are let go at an utterance's start above this many models. */
    KEEP_NODES = 40000,
    /* Grammars with fewer states are built whole, as the library builds them. */
    LAZY_MIN_STATES = 64,
    /* States of the small grammar the builder is checked on. */
    CHECK_STATES = 48,
};

typedef struct { uint32_t bv[CTXT_WORDS]; } hark_ctxt_t;

typedef struct hark_pnode_s {
    union { struct hark_pnode_s *succ; fsg_link_t *fsglink; } next;
    struct hark_pnode_s *alloc_next;
    struct hark_pnode_s *sibling;
    int32_t logs2prob;
    hark_ctxt_t ctxt;
    uint16_t ci_ext;
    uint8_t ppos;
    uint8_t leaf;
    void *ctx;
    unsigned char hmm[88];
} hark_pnode_t;

_Static_assert(sizeof(hark_pnode_t) == 144, "fsg_pnode_t is 144 bytes");
_Static_assert(offsetof(hark_pnode_t, alloc_next) == 8, "alloc_next at 8");
_Static_assert(offsetof(hark_pnode_t, ctxt) == 28, "ctxt at 28");
_Static_assert(offsetof(hark_pnode_t, ctx) == 48, "ctx at 48");
_Static_assert(offsetof(hark_pnode_t, hmm) == 56, "hmm at 56");

typedef struct {
    fsg_model_t *fsg;
    void *ctx;
    void *dict;
    void *d2p;
    void *mdef;
    int16_t **lc;
    int16_t **rc;
    hark_pnode_t **root;
    hark_pnode_t **alloc_head;
    int32_t n_pnode;
    int32_t wip;
    int32_t pip;
} hark_lextree_t;

_Static_assert(sizeof(hark_lextree_t) == 0x58, "fsg_lextree_t is 88 bytes");
_Static_assert(offsetof(hark_lextree_t, alloc_head) == 0x40, "alloc_head at 0x40");

typedef struct {
    int16_t *ssid;
    int16_t *cimap;
    int32_t n_ssid;
} hark_xwdssid_t;

/* PocketSphinx functions the builder calls (exported by libpocketsphinx). */
int32_t dict_wordid(void *dict, const char *word);
int dict_filler_word(void *dict, int32_t wid);
int32_t dict2pid_internal(void *d2p, int32_t wid, int pos);
void hmm_init(void *ctx, void *hmm, int mpx, int ssid, int tmatid);
void hmm_deinit(void *hmm);

/* A lexicon tree for fsg with every state's context lists and no state's tree built yet;
 * hark_lt_build_state builds one, hark_lt_build_whole all. Freed with hark_lt_free_tree. */
hark_lextree_t *hark_lt_new_tree(fsg_model_t *fsg, void *dict, void *d2p, void *mdef, void *ctx,
                                 int32_t wip, int32_t pip);
long hark_lt_build_state(hark_lextree_t *tree, int s);
void hark_lt_free_state(hark_lextree_t *tree, int s);
void hark_lt_free_tree(hark_lextree_t *tree);
hark_lextree_t *hark_lt_build_whole(fsg_model_t *fsg, void *dict, void *d2p, void *mdef, void *ctx,
                                    int32_t wip, int32_t pip);
int hark_lt_n_ciphone(void *mdef);
int hark_lt_sil_phone(void *mdef);
void *hark_lt_pointer_at(const void *base, size_t offset);
long hark_lt_compare_trees(hark_lextree_t *mine, hark_lextree_t *stock);
fsg_model_t *hark_lt_cut_grammar(fsg_model_t *fsg);

/* The lazy lexicon tree of a grammar search over fsg, or NULL when its trees are built
 * whole (for fsg_history.c). */
void *hark_lt_lazy_for(const void *fsg);
/* Builds state's tree in a lazy tree if it is missing. */
void hark_lt_reach(void *lazy, int state);
/* Builds every missing tree of a lazy tree. */
void hark_lt_reach_all(void *lazy);

#endif
