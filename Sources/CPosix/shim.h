#ifndef PHOTO_TUI_CPOSIX_H
#define PHOTO_TUI_CPOSIX_H
// What glibc declares only under _GNU_SOURCE, which Swift's Glibc module leaves out.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
#include <unistd.h>

/// A pipe whose two ends are close-on-exec from the start: a child spawned by another thread in
/// the same instant never inherits them (pipe() then fcntl() leaves that window open).
static inline int photo_tui_cloexec_pipe(int ends[2]) {
    return pipe2(ends, O_CLOEXEC);
}
#endif
