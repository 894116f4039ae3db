// Counts the bytes each thread allocates. With glibc's allocator, by standing in for the C
// library's allocation functions in the test executable: each adds the size asked for to a
// thread-local count and calls glibc's own allocator, so `free` (left to glibc) frees what it
// returns. An executable's definitions come first in the dynamic linker's search, so the
// Swift runtime and Foundation allocate through these too. Under AddressSanitizer, which
// replaces the allocator itself, by the hook it calls on every allocation it makes
// (`__sanitizer_install_malloc_and_free_hooks`), so that the optimized tests, which run
// under it, measure their bytes too.

#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ALLOCATION_COUNTER_ADDRESS_SANITIZER 1
#elif __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ALLOCATION_COUNTER_UNAVAILABLE 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(ALLOCATION_COUNTER_ADDRESS_SANITIZER)
#define ALLOCATION_COUNTER_ADDRESS_SANITIZER 1
#endif
#if defined(__SANITIZE_THREAD__)
#define ALLOCATION_COUNTER_UNAVAILABLE 1
#endif

#if defined(ALLOCATION_COUNTER_ADDRESS_SANITIZER)

#include <sanitizer/allocator_interface.h>

static _Thread_local long long allocated_bytes;

long long allocation_counter_thread_bytes(void) { return allocated_bytes; }

// Called by AddressSanitizer's allocator for each block it hands out, whichever function
// asked for it: `malloc`, `calloc`, `realloc`'s new block, the aligned allocators, `new`.
static void count_allocation(const volatile void *pointer, size_t size) {
  (void)pointer;
  allocated_bytes += (long long)size;
}

static void ignore_free(const volatile void *pointer) { (void)pointer; }

__attribute__((constructor)) static void install_allocation_hooks(void) {
  __sanitizer_install_malloc_and_free_hooks(count_allocation, ignore_free);
}

#elif defined(__GLIBC__) && !defined(ALLOCATION_COUNTER_UNAVAILABLE)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local long long allocated_bytes;

long long allocation_counter_thread_bytes(void) { return allocated_bytes; }

void *malloc(size_t size) {
  allocated_bytes += (long long)size;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocated_bytes += (long long)(count * size);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocated_bytes += (long long)size;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  allocated_bytes += (long long)size;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  // What glibc checks: a power of two that is a multiple of a pointer's size.
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

#else

long long allocation_counter_thread_bytes(void) { return -1; }

#endif
