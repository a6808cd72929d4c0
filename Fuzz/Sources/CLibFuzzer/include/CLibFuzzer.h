// libFuzzer's entry for programs that have their own main (compiler-rt FuzzerInterface.h).
// SwiftPM links an executable's main as `<Module>_main`, so libFuzzer's own main is never
// linked; each fuzz target's @main calls this instead.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
