#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

/// Bytes the process has allocated on the heap and not yet freed, or -1 where the
/// platform cannot tell. For the benchmarks' memory figures only.
long long heap_allocated_bytes(void);

#endif
