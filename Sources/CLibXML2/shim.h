// libxml2's HTML parser (Debian's libxml2-dev), for reading recipe pages.
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and its encoding.h then includes the system's ICU
// headers, whose types clash with the ICU inside Foundation. Nothing here uses libxml2's
// ICU converter (only pointers to its encoding handlers pass through), so leave it out.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>

// xmlFree is a global variable in libxml2, which Swift 6 will not read from a function.
static inline void morsel_xml_free(void *pointer) { xmlFree(pointer); }
