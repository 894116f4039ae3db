#include "HeapStatistics.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HEAP_STATISTICS_ADDRESS_SANITIZER 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(HEAP_STATISTICS_ADDRESS_SANITIZER)
#define HEAP_STATISTICS_ADDRESS_SANITIZER 1
#endif

#if defined(__linux__)
#include <malloc.h>  // also defines __GLIBC__ where glibc is the C library
#endif

#if defined(HEAP_STATISTICS_ADDRESS_SANITIZER)
// AddressSanitizer replaces the allocator, so the C library's figures stay still; it counts
// the bytes the program asked for and has not freed, without its own red zones.
#include <sanitizer/allocator_interface.h>

long long heap_allocated_bytes(void) {
  return (long long)__sanitizer_get_current_allocated_bytes();
}

#elif defined(__GLIBC__)

long long heap_allocated_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return (long long)info.uordblks;
}

#elif defined(__APPLE__)
#include <malloc/malloc.h>

long long heap_allocated_bytes(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return (long long)statistics.size_in_use;
}

#else

long long heap_allocated_bytes(void) { return -1; }

#endif
