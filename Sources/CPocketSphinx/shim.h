#ifndef HARK_CPOCKETSPHINX_SHIM_H
#define HARK_CPOCKETSPHINX_SHIM_H
#include <pocketsphinx.h>
#include <sphinxbase/jsgf.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/cmd_ln.h>
#endif
