#include "HeapStatistics.h"

#if defined(__linux__)
#include <malloc.h>  // also defines __GLIBC__ where glibc is the C library
#endif

#if defined(__GLIBC__)

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
