// libxml2's HTML parser (Debian's libxml2-dev), for reading recipe pages.
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>

// xmlFree is a global variable in libxml2, which Swift 6 will not read from a function.
static inline void morsel_xml_free(void *pointer) { xmlFree(pointer); }
