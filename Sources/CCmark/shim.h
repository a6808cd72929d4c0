// libcmark's header expects size_t and free() from the C library; include them first
// so Swift sees `free` for the strings cmark hands back.
#include <stdlib.h>
#include <cmark.h>
