#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, aligned variants) made by the whole process since
/// it started. Linking this target replaces the allocator entry points with counting wrappers
/// around glibc's own.
uint64_t allocation_counter_read(void);

#endif
