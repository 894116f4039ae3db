#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program with a main of its own (SwiftPM gives every executable
/// one): reads libFuzzer's options from the arguments and fuzzes `callback`. Defined only
/// in a program linked with `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
