/*
 * sphinxbase's hash_table_new with small tables for small expected sizes.
 *
 * sphinxbase rounds every hash table up to at least 101 buckets (its smallest prime),
 * 3.2 kB each. A grammar graph (fsg_model_trans_add, fsg_model_null_trans_add) makes
 * a table per state, asking for 5 entries: the built-in command grammar's 2,400 states
 * held 7.9 MB of empty buckets for the whole life of the search. A table asked for at
 * most SMALL_REQUEST entries gets SMALL_BUCKETS buckets here instead; every other
 * request goes to the library's own function (found with dlsym(RTLD_NEXT)).
 *
 * Nothing else changes: sphinxbase's tables chain entries that collide and never
 * resize, and every lookup, insertion, iteration and hash_table_free reads the bucket
 * count from the table (hash_table_t is public, in sphinxbase/hash_table.h). A table
 * with more entries than buckets only walks longer chains.
 */
#define _GNU_SOURCE
#include "CHarkShim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sphinxbase/ckd_alloc.h>
#include <sphinxbase/hash_table.h>

enum { SMALL_REQUEST = 8, SMALL_BUCKETS = 11 };

typedef hash_table_t *(*hash_table_new_fn)(int32, int32);

static pthread_once_t stock_once = PTHREAD_ONCE_INIT;
static hash_table_new_fn stock_new = NULL;
static atomic_long small_tables = 0;

static void find_stock(void) {
    stock_new = (hash_table_new_fn)dlsym(RTLD_NEXT, "hash_table_new");
}

hash_table_t *hash_table_new(int32 size, int32 casearg) {
    if (size >= 0 && size <= SMALL_REQUEST) {
        hash_table_t *h = (hash_table_t *)ckd_calloc(1, sizeof(hash_table_t));
        h->size = SMALL_BUCKETS;
        h->nocase = (casearg == HASH_CASE_NO);
        /* Zeroed buckets: every key and chain NULL, an empty table. */
        h->table = (hash_entry_t *)ckd_calloc(h->size, sizeof(hash_entry_t));
        atomic_fetch_add(&small_tables, 1);
        return h;
    }
    pthread_once(&stock_once, find_stock);
    return stock_new(size, casearg);
}

long CHarkShim_small_hash_tables(void) {
    return atomic_load(&small_tables);
}
