// zlib (Debian's zlib1g-dev), for gzip: Paprika's recipes and the test fixtures.
#include <zlib.h>
