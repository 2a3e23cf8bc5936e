#ifndef FORMC_CYAML_SHIM_H
#define FORMC_CYAML_SHIM_H
#include <yaml.h>
#endif
