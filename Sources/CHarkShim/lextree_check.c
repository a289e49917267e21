/* Checking the shim's lexicon trees against PocketSphinx's own (see lextree.c): a
 * small grammar cut from a large one, and a comparison node for node. */
#include "lextree_tree.h"

#include <stdlib.h>

/* ---- Comparing two trees node for node --------------------------------------------- */

static long index_of(hark_pnode_t **nodes, long n, const hark_pnode_t *node) {
    if (node == NULL) return -1;
    for (long i = 0; i < n; i++) if (nodes[i] == node) return i;
    return -2;
}

/* 0 when both trees of every state are the same, node for node; else a positive count of
 * the states that differ. */
long hark_lt_compare_trees(hark_lextree_t *mine, hark_lextree_t *stock) {
    const int states = fsg_model_n_state(mine->fsg);
    const int phones = hark_lt_n_ciphone(mine->mdef);
    long differing = 0;
    for (int s = 0; s < states; s++) {
        int same = memcmp(mine->lc[s], stock->lc[s], sizeof(int16_t) * (size_t)(phones + 1)) == 0
                && memcmp(mine->rc[s], stock->rc[s], sizeof(int16_t) * (size_t)(phones + 1)) == 0;
        long n = 0, m = 0;
        for (hark_pnode_t *p = mine->alloc_head[s]; p; p = p->alloc_next) n++;
        for (hark_pnode_t *p = stock->alloc_head[s]; p; p = p->alloc_next) m++;
        if (n != m) same = 0;
        if (same && n > 0) {
            hark_pnode_t **a = malloc(sizeof *a * (size_t)n), **z = malloc(sizeof *z * (size_t)n);
            long i = 0;
            for (hark_pnode_t *p = mine->alloc_head[s]; p; p = p->alloc_next) a[i++] = p;
            i = 0;
            for (hark_pnode_t *p = stock->alloc_head[s]; p; p = p->alloc_next) z[i++] = p;
            same = index_of(a, n, mine->root[s]) == index_of(z, n, stock->root[s]);
            for (i = 0; same && i < n; i++) {
                hark_pnode_t *x = a[i], *y = z[i];
                same = x->logs2prob == y->logs2prob && x->ci_ext == y->ci_ext && x->ppos == y->ppos
                    && x->leaf == y->leaf && x->ctx == y->ctx
                    && memcmp(&x->ctxt, &y->ctxt, sizeof x->ctxt) == 0
                    && memcmp(x->hmm, y->hmm, sizeof x->hmm) == 0
                    && index_of(a, n, x->sibling) == index_of(z, n, y->sibling)
                    && (x->leaf ? x->next.fsglink == y->next.fsglink
                                : index_of(a, n, x->next.succ) == index_of(z, n, y->next.succ));
            }
            free(a);
            free(z);
        }
        if (!same) differing++;
    }
    return differing;
}

/* A grammar of up to CHECK_STATES states, those first reached from fsg's start, with their
 * arcs among themselves (all of fsg when it is that small). */
fsg_model_t *hark_lt_cut_grammar(fsg_model_t *fsg) {
    const int states = fsg_model_n_state(fsg);
    int *order = malloc(sizeof *order * (size_t)states);
    int *index = malloc(sizeof *index * (size_t)states);
    for (int s = 0; s < states; s++) index[s] = -1;
    int n = 0;
    order[n] = fsg_model_start_state(fsg);
    index[order[n]] = n;
    n++;
    for (int q = 0; q < n && n < CHECK_STATES; q++) {
        for (fsg_arciter_t *it = fsg_model_arcs(fsg, order[q]); it; it = fsg_arciter_next(it)) {
            int to = fsg_link_to_state(fsg_arciter_get(it));
            if (index[to] < 0 && n < CHECK_STATES) { index[to] = n; order[n++] = to; }
        }
    }
    fsg_model_t *cut = fsg_model_init("hark_lextree_check", fsg->lmath, fsg->lw, n);
    for (int q = 0; q < n; q++) {
        for (fsg_arciter_t *it = fsg_model_arcs(fsg, order[q]); it; it = fsg_arciter_next(it)) {
            fsg_link_t *link = fsg_arciter_get(it);
            int to = index[fsg_link_to_state(link)];
            if (to < 0) continue;
            if (fsg_link_wid(link) < 0) {
                fsg_model_null_trans_add(cut, q, to, fsg_link_logs2prob(link));
                continue;
            }
            int wid = fsg_model_word_add(cut, fsg_model_word_str(fsg, fsg_link_wid(link)));
            if (fsg_model_is_filler(fsg, fsg_link_wid(link))) {
                if (cut->silwords == NULL) cut->silwords = bitvec_alloc(cut->n_word_alloc);
                bitvec_set(cut->silwords, wid);
            }
            fsg_model_trans_add(cut, q, to, fsg_link_logs2prob(link), wid);
        }
    }
    cut->start_state = 0;
    cut->final_state = index[fsg_model_final_state(fsg)] >= 0 ? index[fsg_model_final_state(fsg)] : 0;
    free(order);
    free(index);
    return cut;
}

