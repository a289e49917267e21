/* The shim's lexicon-tree builder: one grammar state's tree of phone models, as
 * PocketSphinx 5prealpha's fsg_lextree_init builds it (see lextree.c). */
#include "lextree_tree.h"

/* ---- Reading PocketSphinx's dictionary and model tables ---------------------------- */

void *hark_lt_pointer_at(const void *base, size_t offset) {
    void *value;
    memcpy(&value, (const char *)base + offset, sizeof value);
    return value;
}

static int32_t int32_at(const void *base, size_t offset) {
    int32_t value;
    memcpy(&value, (const char *)base + offset, sizeof value);
    return value;
}

int hark_lt_n_ciphone(void *mdef) { return int32_at(mdef, 0x04); }

int hark_lt_sil_phone(void *mdef) {
    int16_t sil;
    memcpy(&sil, (const char *)mdef + 0x28, sizeof sil);
    return sil;
}

static int32_t phone_ssid(void *mdef, int phone) {
    return int32_at(hark_lt_pointer_at(mdef, 0x48), (size_t)phone * 12);
}

static int32_t phone_tmat(void *mdef, int phone) {
    return int32_at(hark_lt_pointer_at(mdef, 0x48), (size_t)phone * 12 + 4);
}

static const char *dict_entry(void *dict, int32_t wid) {
    return (const char *)hark_lt_pointer_at(dict, 0x10) + (size_t)wid * 32;
}

static int pron_length(void *dict, int32_t wid) { return int32_at(dict_entry(dict, wid), 16); }

static int pron_phone(void *dict, int32_t wid, int pos) {
    const int16_t *phones = hark_lt_pointer_at(dict_entry(dict, wid), 8);
    return phones[pos];
}

/* ldiph_lc[first][second][lc]: a multi-phone word's first phone after lc. */
static int32_t first_phone_ssid(void *d2p, int first, int second, int lc) {
    uint16_t ***table = hark_lt_pointer_at(d2p, 0x18);
    return table[first][second][lc];
}

/* lrdiph_rc[phone][lc][rc]: a one-phone word between lc and rc. */
static int32_t single_phone_ssid(void *d2p, int phone, int lc, int rc) {
    uint16_t ***table = hark_lt_pointer_at(d2p, 0x28);
    return table[phone][lc][rc];
}

static hark_xwdssid_t *last_phone_map(void *d2p, int phone, int before) {
    hark_xwdssid_t **table = hark_lt_pointer_at(d2p, 0x20);
    return &table[phone][before];
}

static int hmm_ssid(hark_pnode_t *node) {
    uint16_t ssid;
    memcpy(&ssid, node->hmm + 0x38, sizeof ssid);
    return ssid;
}

static void add_context(hark_pnode_t *node, int phone) {
    node->ctxt.bv[phone >> 5] |= (uint32_t)1 << (phone & 31);
}

/* ---- The left and right contexts of every state ------------------------------------- */

static void compute_contexts(hark_lextree_t *tree) {
    fsg_model_t *fsg = tree->fsg;
    const int states = fsg_model_n_state(fsg);
    const int phones = hark_lt_n_ciphone(tree->mdef);
    const int sil = hark_lt_sil_phone(tree->mdef);
    tree->lc = (int16_t **)ckd_calloc_2d(states, phones + 1, sizeof(int16_t));
    tree->rc = (int16_t **)ckd_calloc_2d(states, phones + 1, sizeof(int16_t));
    for (int s = 0; s < states; s++) {
        for (fsg_arciter_t *it = fsg_model_arcs(fsg, s); it; it = fsg_arciter_next(it)) {
            fsg_link_t *link = fsg_arciter_get(it);
            if (fsg_link_wid(link) < 0) continue;
            if (fsg_model_is_filler(fsg, fsg_link_wid(link))) {
                tree->rc[fsg_link_from_state(link)][sil] = 1;
                tree->lc[fsg_link_to_state(link)][sil] = 1;
            } else {
                int32_t wid = dict_wordid(tree->dict, fsg_model_word_str(fsg, fsg_link_wid(link)));
                int length = pron_length(tree->dict, wid);
                tree->rc[fsg_link_from_state(link)][pron_phone(tree->dict, wid, 0)] = 1;
                tree->lc[fsg_link_to_state(link)][pron_phone(tree->dict, wid, length - 1)] = 1;
            }
        }
    }
    for (int s = 0; s < states; s++) {
        tree->lc[s][sil] = 1;
        tree->rc[s][sil] = 1;
    }
    /* Words that end in a state also end in the states its empty arcs reach, and words
     * that leave those leave it too. One pass: the graph holds its empty arcs' closure. */
    for (int s = 0; s < states; s++) {
        for (fsg_arciter_t *it = fsg_model_arcs(fsg, s); it; it = fsg_arciter_next(it)) {
            fsg_link_t *link = fsg_arciter_get(it);
            if (fsg_link_wid(link) >= 0) continue;
            int from = fsg_link_from_state(link), to = fsg_link_to_state(link);
            for (int p = 0; p < phones; p++) tree->lc[to][p] |= tree->lc[from][p];
            for (int p = 0; p < phones; p++) tree->rc[from][p] |= tree->rc[to][p];
        }
    }
    /* Flags to lists of phones, ascending, ended by -1. */
    for (int s = 0; s < states; s++) {
        int16_t *rows[2] = { tree->lc[s], tree->rc[s] };
        for (int r = 0; r < 2; r++) {
            int n = 0;
            for (int p = 0; p < phones; p++)
                if (rows[r][p]) rows[r][n++] = (int16_t)p;
            rows[r][n] = -1;
        }
    }
}

/* ---- One state's tree --------------------------------------------------------------- */

/* The first-phone models shared by the words of one state that begin with the same two phones. */
typedef struct first_group_s {
    int first, second;
    glist_t nodes;
    struct first_group_s *next;
} first_group_t;

typedef struct {
    hark_lextree_t *tree;
    hark_pnode_t *root;
    hark_pnode_t *head;
    long count;
} state_build_t;

static hark_pnode_t *new_node(state_build_t *b) {
    hark_pnode_t *node = ckd_calloc(1, sizeof *node);
    node->ctx = b->tree->ctx;
    node->alloc_next = b->head;
    b->head = node;
    b->count++;
    return node;
}

/* A one-phone word's model: a root that is also a leaf, placed first among the roots. */
static hark_pnode_t *new_one_phone_word(state_build_t *b, fsg_link_t *link, int shown_phone,
                                        int32_t ssid, int32_t tmat) {
    hark_pnode_t *node = new_node(b);
    node->next.fsglink = link;
    node->logs2prob = (fsg_link_logs2prob(link) >> SENSCR_SHIFT) + b->tree->wip + b->tree->pip;
    node->ci_ext = (uint16_t)shown_phone;
    node->leaf = 1;
    node->sibling = b->root;
    b->root = node;
    hmm_init(b->tree->ctx, node->hmm, 0, ssid, tmat);
    return node;
}

/* Appends `chain` after the last sibling of parent's children (or makes it the first). */
static void append_children(hark_pnode_t *parent, hark_pnode_t *chain) {
    if (parent->next.succ == NULL) {
        parent->next.succ = chain;
        return;
    }
    hark_pnode_t *last = parent->next.succ;
    while (last->sibling) last = last->sibling;
    last->sibling = chain;
}

static void add_word(state_build_t *b, first_group_t **groups, fsg_link_t *link,
                     const int16_t *lclist, const int16_t *rclist, hark_pnode_t **map) {
    hark_lextree_t *tree = b->tree;
    void *dict = tree->dict, *mdef = tree->mdef, *d2p = tree->d2p;
    const int sil = hark_lt_sil_phone(mdef);
    const int phones = hark_lt_n_ciphone(mdef);
    const int32_t wid = dict_wordid(dict, fsg_model_word_str(tree->fsg, fsg_link_wid(link)));
    const int length = pron_length(dict, wid);
    const int32_t word_prob = (fsg_link_logs2prob(link) >> SENSCR_SHIFT);

    if (length == 1) {
        const int phone = pron_phone(dict, wid, 0);
        if (dict_filler_word(dict, wid)) {
            /* A filler: one model, no context, shown to its neighbours as silence. */
            hark_pnode_t *node = new_one_phone_word(b, link, sil, phone_ssid(mdef, phone), phone_tmat(mdef, phone));
            memset(&node->ctxt, 0xff, sizeof node->ctxt);
            return;
        }
        glist_t made = NULL;
        for (int i = 0; lclist[i] >= 0; i++) {
            const int lc = lclist[i];
            const int32_t ssid = single_phone_ssid(d2p, phone, lc, sil);
            hark_pnode_t *same = NULL;
            for (gnode_t *g = made; g; g = gnode_next(g))
                if (hmm_ssid(gnode_ptr(g)) == ssid) { same = gnode_ptr(g); break; }
            if (same) { add_context(same, lc); continue; }
            hark_pnode_t *node = new_one_phone_word(b, link, phone, ssid, phone_tmat(mdef, phone));
            add_context(node, lc);
            made = glist_add_ptr(made, node);
        }
        glist_free(made);
        return;
    }

    memset(map, 0, sizeof(*map) * (size_t)phones);
    glist_t firsts = NULL;
    glist_t lasts = NULL;
    hark_pnode_t *parent = NULL;
    for (int p = 0; p < length; p++) {
        const int phone = pron_phone(dict, wid, p);
        if (p == 0) {
            const int second = pron_phone(dict, wid, 1);
            first_group_t *group = *groups;
            while (group && group->nodes && !(group->first == phone && group->second == second))
                group = group->next;
            if (group && group->nodes) {
                firsts = group->nodes;
                parent = gnode_ptr(firsts);
                continue;
            }
            if (group == NULL) {
                group = ckd_calloc(1, sizeof *group);
                group->next = *groups;
                *groups = group;
            }
            group->first = phone;
            group->second = second;
            group->nodes = NULL;
            const int32_t tmat = phone_tmat(mdef, phone);
            for (int i = 0; lclist[i] >= 0; i++) {
                const int lc = lclist[i];
                const int32_t ssid = first_phone_ssid(d2p, phone, second, lc);
                /* As the library does: a model with this ssid, else the last one made. */
                hark_pnode_t *node = map[0];
                int j = 0;
                for (; j < phones && map[j] != NULL; j++) {
                    node = map[j];
                    if (hmm_ssid(node) == ssid) break;
                }
                if (node == NULL) {
                    node = new_node(b);
                    node->logs2prob = tree->wip + tree->pip;
                    node->ci_ext = (uint16_t)phone;
                    node->sibling = b->root;
                    b->root = node;
                    hmm_init(tree->ctx, node->hmm, 0, ssid, tmat);
                    group->nodes = glist_add_ptr(group->nodes, node);
                    map[j] = node;
                }
                add_context(node, lc);
            }
            firsts = group->nodes;
            parent = b->root;
        } else if (p < length - 1) {
            const int32_t ssid = dict2pid_internal(d2p, wid, p);
            hark_pnode_t *youngest = parent->next.succ;
            hark_pnode_t *child = youngest;
            while (child && (hmm_ssid(child) != ssid || child->leaf)) child = child->sibling;
            if (child) { parent = child; continue; }
            hark_pnode_t *node = new_node(b);
            node->logs2prob = tree->pip;
            node->ci_ext = (uint16_t)phone;
            node->ppos = (uint8_t)p;
            node->sibling = youngest;
            if (p == 1) {
                for (gnode_t *g = firsts; g; g = gnode_next(g))
                    ((hark_pnode_t *)gnode_ptr(g))->next.succ = node;
            } else {
                parent->next.succ = node;
            }
            hmm_init(tree->ctx, node->hmm, 0, ssid, phone_tmat(mdef, phone));
            parent = node;
        } else {
            memset(map, 0, sizeof(*map) * (size_t)phones);
            hark_xwdssid_t *ends = last_phone_map(d2p, phone, pron_phone(dict, wid, p - 1));
            const int32_t tmat = phone_tmat(mdef, phone);
            for (int i = 0; rclist[i] >= 0; i++) {
                const int rc = rclist[i];
                const int j = ends->cimap[rc];
                hark_pnode_t *node = map[j];
                if (node == NULL) {
                    node = new_node(b);
                    node->logs2prob = word_prob + tree->pip;
                    node->ci_ext = (uint16_t)phone;
                    node->ppos = (uint8_t)p;
                    node->leaf = 1;
                    node->sibling = lasts ? gnode_ptr(lasts) : NULL;
                    node->next.fsglink = link;
                    hmm_init(tree->ctx, node->hmm, 0, (uint16_t)ends->ssid[j], tmat);
                    lasts = glist_add_ptr(lasts, node);
                    map[j] = node;
                }
                add_context(node, rc);
            }
            hark_pnode_t *chain = gnode_ptr(lasts);
            if (p == 1) {
                for (gnode_t *g = firsts; g; g = gnode_next(g)) {
                    hark_pnode_t *first = gnode_ptr(g);
                    if (first->next.succ == NULL) {
                        first->next.succ = chain;
                    } else {
                        append_children(first, chain);
                        break; /* the group's models share one list of children */
                    }
                }
            } else {
                append_children(parent, chain);
            }
        }
    }
    glist_free(lasts);
}

/* Builds state s's tree into tree->root[s] and tree->alloc_head[s]; returns its models. */
long hark_lt_build_state(hark_lextree_t *tree, int s) {
    state_build_t b = { tree, NULL, NULL, 0 };
    first_group_t *groups = NULL;
    hark_pnode_t **map = ckd_calloc((size_t)hark_lt_n_ciphone(tree->mdef), sizeof *map);
    for (fsg_arciter_t *it = fsg_model_arcs(tree->fsg, s); it; it = fsg_arciter_next(it)) {
        fsg_link_t *link = fsg_arciter_get(it);
        if (fsg_link_wid(link) < 0) continue;
        add_word(&b, &groups, link, tree->lc[s], tree->rc[fsg_link_to_state(link)], map);
    }
    ckd_free(map);
    while (groups) {
        first_group_t *next = groups->next;
        glist_free(groups->nodes);
        ckd_free(groups);
        groups = next;
    }
    tree->root[s] = b.root;
    tree->alloc_head[s] = b.head;
    return b.count;
}

void hark_lt_free_state(hark_lextree_t *tree, int s) {
    hark_pnode_t *node = tree->alloc_head[s];
    while (node) {
        hark_pnode_t *next = node->alloc_next;
        hmm_deinit(node->hmm);
        ckd_free(node);
        node = next;
    }
    tree->alloc_head[s] = NULL;
    tree->root[s] = NULL;
}

hark_lextree_t *hark_lt_new_tree(fsg_model_t *fsg, void *dict, void *d2p, void *mdef, void *ctx,
                                int32_t wip, int32_t pip) {
    hark_lextree_t *tree = ckd_calloc(1, sizeof *tree);
    tree->fsg = fsg;
    tree->ctx = ctx;
    tree->dict = dict;
    tree->d2p = d2p;
    tree->mdef = mdef;
    tree->wip = wip;
    tree->pip = pip;
    tree->root = ckd_calloc((size_t)fsg_model_n_state(fsg), sizeof(hark_pnode_t *));
    tree->alloc_head = ckd_calloc((size_t)fsg_model_n_state(fsg), sizeof(hark_pnode_t *));
    compute_contexts(tree);
    return tree;
}

void hark_lt_free_tree(hark_lextree_t *tree) {
    if (tree == NULL) return;
    const int states = fsg_model_n_state(tree->fsg);
    for (int s = 0; s < states; s++) hark_lt_free_state(tree, s);
    ckd_free_2d(tree->lc);
    ckd_free_2d(tree->rc);
    ckd_free(tree->root);
    ckd_free(tree->alloc_head);
    ckd_free(tree);
}

hark_lextree_t *hark_lt_build_whole(fsg_model_t *fsg, void *dict, void *d2p, void *mdef, void *ctx,
                                   int32_t wip, int32_t pip) {
    hark_lextree_t *tree = hark_lt_new_tree(fsg, dict, d2p, mdef, ctx, wip, pip);
    long nodes = 0;
    for (int s = 0; s < fsg_model_n_state(fsg); s++) nodes += hark_lt_build_state(tree, s);
    tree->n_pnode = (int32_t)(nodes > INT32_MAX ? INT32_MAX : nodes);
    return tree;
}

