// zlib (Debian's zlib1g-dev): gzip and the deflated entries of zip archives.
#include <zlib.h>
