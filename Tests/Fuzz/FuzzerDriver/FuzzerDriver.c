// The target only declares libFuzzer's driver for Swift (include/FuzzerDriver.h); libFuzzer
// defines it when the fuzzer is linked in.
#include "FuzzerDriver.h"
