#ifndef HARK_CALSA_SHIM_H
#define HARK_CALSA_SHIM_H
#include <alsa/asoundlib.h>
#endif
