#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Bytes the calling thread has asked the heap for since it started (by `malloc`, `calloc`,
/// `realloc` and the aligned allocators), whether freed since or not; -1 where this build
/// cannot count them (other C libraries than glibc without AddressSanitizer, or under the
/// thread or memory sanitizer). Counted per thread, so that tests running at the same time on
/// other threads do not add to it; for the scaling tests' memory figures.
long long allocation_counter_thread_bytes(void);

#endif
