#include "CHarkShim.h"

#include <alsa/asoundlib.h>
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/jsgf.h>
#include <fcntl.h>
#include <malloc.h>
#include <pthread.h>
#include <unistd.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- ALSA ------------------------------------------------------------- */

static _Thread_local char alsa_last[512];

static void alsa_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line;
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (err != 0) {
        snprintf(alsa_last, sizeof alsa_last, "%s: %s (%s)", function ? function : "alsa", msg, snd_strerror(err));
    } else {
        snprintf(alsa_last, sizeof alsa_last, "%s: %s", function ? function : "alsa", msg);
    }
}

void CHarkShim_alsa_capture_errors(void) {
    snd_lib_error_set_handler(alsa_handler);
}

void CHarkShim_alsa_last_error(char *buf, size_t len) {
    if (len == 0) return;
    snprintf(buf, len, "%s", alsa_last);
}

/* ---- sphinxbase logging ----------------------------------------------- */

static pthread_mutex_t sphinx_lock = PTHREAD_MUTEX_INITIALIZER;
static char sphinx_last[1024];
static char sphinx_first[1024];
static char sphinx_line[1024];
static size_t sphinx_line_len;
static int sphinx_line_level;
static int sphinx_verbose;

/* sphinxbase calls the callback once per fragment; a message ends with '\n'. */
static void sphinx_handler(void *user, err_lvl_t level, const char *fmt, ...) {
    (void)user;
    char frag[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(frag, sizeof frag, fmt, ap);
    va_end(ap);
    pthread_mutex_lock(&sphinx_lock);
    if (sphinx_verbose) fputs(frag, stderr);
    if (level != ERR_INFOCONT) sphinx_line_level = (int)level;
    size_t n = strlen(frag);
    if (sphinx_line_len + n >= sizeof sphinx_line) n = sizeof sphinx_line - 1 - sphinx_line_len;
    memcpy(sphinx_line + sphinx_line_len, frag, n);
    sphinx_line_len += n;
    sphinx_line[sphinx_line_len] = 0;
    if (sphinx_line_len > 0 && sphinx_line[sphinx_line_len - 1] == '\n') {
        if (sphinx_line_level >= ERR_WARN) {
            sphinx_line[sphinx_line_len - 1] = 0;
            snprintf(sphinx_last, sizeof sphinx_last, "%s", sphinx_line);
            if (sphinx_first[0] == 0) snprintf(sphinx_first, sizeof sphinx_first, "%s", sphinx_line);
        }
        sphinx_line_len = 0;
        sphinx_line[0] = 0;
    }
    pthread_mutex_unlock(&sphinx_lock);
}

void CHarkShim_sphinx_capture_log(int verbose) {
    pthread_mutex_lock(&sphinx_lock);
    sphinx_verbose = verbose;
    pthread_mutex_unlock(&sphinx_lock);
    err_set_callback(sphinx_handler, NULL);
    /* cmd_ln prints its whole configuration straight to the log file; no file, no dump. */
    err_set_logfp(NULL);
}

void CHarkShim_sphinx_last_error(char *buf, size_t len) {
    if (len == 0) return;
    pthread_mutex_lock(&sphinx_lock);
    snprintf(buf, len, "%s", sphinx_last);
    pthread_mutex_unlock(&sphinx_lock);
}

void CHarkShim_sphinx_clear_error(void) {
    pthread_mutex_lock(&sphinx_lock);
    sphinx_last[0] = 0;
    sphinx_first[0] = 0;
    pthread_mutex_unlock(&sphinx_lock);
}

void CHarkShim_sphinx_first_error(char *buf, size_t len) {
    if (len == 0) return;
    pthread_mutex_lock(&sphinx_lock);
    snprintf(buf, len, "%s", sphinx_first);
    pthread_mutex_unlock(&sphinx_lock);
}

/* ---- JSGF parsing ----------------------------------------------------- */

static pthread_mutex_t stdout_lock = PTHREAD_MUTEX_INITIALIZER;

/* sphinxbase's flex lexer ECHOes text it cannot match to stdout (the flex
 * default), which corrupts `--json` output. Parse with fd 1 pointed at
 * /dev/null, flushing stdio on both sides so nothing of ours is lost and
 * nothing of the lexer's escapes. */
jsgf_t *CHarkShim_jsgf_parse_string_quietly(const char *text) {
    pthread_mutex_lock(&stdout_lock);
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    int null_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    int redirected = saved >= 0 && null_fd >= 0 && dup2(null_fd, STDOUT_FILENO) >= 0;
    if (null_fd >= 0) close(null_fd);
    jsgf_t *grammar = jsgf_parse_string(text, NULL);
    fflush(stdout);
    if (redirected) dup2(saved, STDOUT_FILENO);
    if (saved >= 0) close(saved);
    pthread_mutex_unlock(&stdout_lock);
    return grammar;
}

/* ---- Memory ----------------------------------------------------------- */

int CHarkShim_single_malloc_arena(void) {
    return mallopt(M_ARENA_MAX, 1);
}
