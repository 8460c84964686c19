// The extension process's wall clock, moved to the host's virtual time.
//
// An extension process defines `clock_gettime`, so that every reading of the real-time clock
// in it (Foundation's `Date()`, `Date.now`, the calendar's "today") goes through this module
// first; the monotonic clocks (`ContinuousClock`, timers, time-outs) are never moved. Until
// `widgetry_wall_clock_set` is called, the readings are the real ones.
#ifndef WIDGETRY_WALL_CLOCK_H
#define WIDGETRY_WALL_CLOCK_H

#include <stdint.h>

/// From now on, the real-time clock reads `seconds_since_1970` and runs on from there.
void widgetry_wall_clock_set(double seconds_since_1970);

/// The real-time clock reads the real time again.
void widgetry_wall_clock_reset(void);

/// How far the real-time clock is moved, in nanoseconds (0: not moved).
int64_t widgetry_wall_clock_offset(void);

/// The real time, in nanoseconds since 1970, whatever the clock is moved by.
int64_t widgetry_wall_clock_real_nanoseconds(void);

/// A function giving how far the real-time clock is moved for the caller (nanoseconds, added to
/// the process's offset), or NULL for none: an extension running in the host's process moves
/// the clock of the task answering a request (a Swift task-local value), not the process's.
void widgetry_wall_clock_set_caller_offset(int64_t (*_Nullable reader)(void));

#endif
