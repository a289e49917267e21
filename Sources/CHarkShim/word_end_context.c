/* Word-final phones modelled before silence, whatever word follows.
 *
 * PocketSphinx's grammar search builds a tree of phone HMMs for the words leaving
 * every grammar state, and gives each word's last phone one HMM per distinct
 * triphone over the phones that can follow it (dict2pid's right-context table,
 * rssid[last phone][phone before it]: a map from the next word's first phone to a
 * senone sequence). On Hark's built-in grammar that fan-out was 200,000 of the
 * search's 313,000 HMMs (44 MB of its 77 MB heap): a number word such as "twenty"
 * stands in some 300 places, each followed by a dozen different first phones.
 *
 * This points every entry of every right-context map at the triphone the phone has
 * before silence, which PocketSphinx already uses for the last phone of an utterance
 * and for every one-phone word. Each word then ends in one HMM, and the alignment
 * that measures the fit (which reads the same table) models the words the same way
 * as the search that found them. It must run after the words are added and before a
 * search is built: the table gains an entry when a word with a new pair of last
 * phones is added.
 *
 * The layout read here is PocketSphinx 5prealpha's (Debian's 0.8+5prealpha+1):
 * ps_decoder_t holds dict at 0x18 and d2p at 0x20; dict2pid_t holds mdef at 0x08,
 * dict at 0x10 and rssid at 0x20; xwdssid_t is {ssid, cimap, n_ssid}, 24 bytes;
 * bin_mdef_t holds n_ciphone at 0x04. It was read from the library's
 * ps_add_word, dict2pid_get_rcmap and bin_mdef_ciphone_str, and every pointer and
 * count is checked before it is used: anything unexpected changes nothing.
 */
#include "lextree_tree.h"

int32_t bin_mdef_ciphone_id(void *mdef, const char *ciphone);

long CHarkShim_word_final_silence_context(void *decoder) {
    if (decoder == NULL) return -1;
    void *dict = hark_lt_pointer_at(decoder, 0x18);
    void *d2p = hark_lt_pointer_at(decoder, 0x20);
    if (dict == NULL || d2p == NULL || hark_lt_pointer_at(d2p, 0x10) != dict) return -1;
    void *mdef = hark_lt_pointer_at(d2p, 0x08);
    if (mdef == NULL) return -1;
    int32_t n_ci = hark_lt_n_ciphone(mdef);
    if (n_ci <= 0 || n_ci > 256) return -1;
    int32_t sil = bin_mdef_ciphone_id(mdef, "SIL");
    if (sil < 0 || sil >= n_ci) return -1;
    hark_xwdssid_t **rssid = hark_lt_pointer_at(d2p, 0x20);
    if (rssid == NULL) return -1;

    /* Check every table first, so that a layout that is not the expected one changes nothing. */
    for (int32_t b = 0; b < n_ci; b++) {
        if (rssid[b] == NULL) continue;
        for (int32_t l = 0; l < n_ci; l++) {
            hark_xwdssid_t *x = &rssid[b][l];
            if (x->cimap == NULL) continue;
            if (x->n_ssid <= 0 || x->n_ssid > n_ci || x->ssid == NULL) return -1;
            for (int32_t r = 0; r < n_ci; r++)
                if (x->cimap[r] < 0 || x->cimap[r] >= x->n_ssid) return -1;
        }
    }
    long changed = 0;
    for (int32_t b = 0; b < n_ci; b++) {
        if (rssid[b] == NULL) continue;
        for (int32_t l = 0; l < n_ci; l++) {
            hark_xwdssid_t *x = &rssid[b][l];
            if (x->cimap == NULL) continue;
            int16_t before_silence = x->cimap[sil];
            int any = 0;
            for (int32_t r = 0; r < n_ci; r++) {
                if (x->cimap[r] != before_silence) { x->cimap[r] = before_silence; any = 1; }
            }
            changed += any;
        }
    }
    return changed;
}
