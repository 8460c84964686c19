// See WidgetryWallClock.h. The real clock is libc's `clock_gettime` (the next definition after
// this executable's), or the system call when it cannot be found.
#define _GNU_SOURCE
#include "WidgetryWallClock.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define NANOSECONDS 1000000000LL

typedef int (*clock_function)(clockid_t, struct timespec *);

static _Atomic int64_t offset_nanoseconds = 0;
static _Atomic(clock_function) real_function = NULL;
typedef int64_t (*offset_reader)(void);
static _Atomic(offset_reader) caller_offset = NULL;

static int real_clock_gettime(clockid_t clock, struct timespec *time) {
    clock_function function = atomic_load_explicit(&real_function, memory_order_acquire);
    if (function == NULL) {
        function = (clock_function)dlsym(RTLD_NEXT, "clock_gettime");
        if (function != NULL) atomic_store_explicit(&real_function, function, memory_order_release);
    }
    if (function != NULL) return function(clock, time);
    return (int)syscall(SYS_clock_gettime, clock, time);
}

int64_t widgetry_wall_clock_real_nanoseconds(void);

static int64_t real_nanoseconds(void) {
    struct timespec now;
    if (real_clock_gettime(CLOCK_REALTIME, &now) != 0) return 0;
    return (int64_t)now.tv_sec * NANOSECONDS + now.tv_nsec;
}

void widgetry_wall_clock_set(double seconds_since_1970) {
    int64_t wanted = (int64_t)(seconds_since_1970 * 1e9);
    atomic_store_explicit(&offset_nanoseconds, wanted - real_nanoseconds(), memory_order_relaxed);
}

void widgetry_wall_clock_reset(void) {
    atomic_store_explicit(&offset_nanoseconds, 0, memory_order_relaxed);
}

int64_t widgetry_wall_clock_offset(void) {
    return atomic_load_explicit(&offset_nanoseconds, memory_order_relaxed);
}

int64_t widgetry_wall_clock_real_nanoseconds(void) {
    return real_nanoseconds();
}

void widgetry_wall_clock_set_caller_offset(int64_t (*reader)(void)) {
    atomic_store_explicit(&caller_offset, reader, memory_order_release);
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    int result = real_clock_gettime(clock, time);
    if (result != 0 || (clock != CLOCK_REALTIME && clock != CLOCK_REALTIME_COARSE)) return result;
    int64_t offset = atomic_load_explicit(&offset_nanoseconds, memory_order_relaxed);
    offset_reader reader = atomic_load_explicit(&caller_offset, memory_order_acquire);
    if (reader != NULL) offset += reader();
    if (offset == 0) return result;
    int64_t moved = (int64_t)time->tv_sec * NANOSECONDS + time->tv_nsec + offset;
    int64_t seconds = moved / NANOSECONDS, nanoseconds = moved % NANOSECONDS;
    if (nanoseconds < 0) {
        nanoseconds += NANOSECONDS;
        seconds -= 1;
    }
    time->tv_sec = (time_t)seconds;
    time->tv_nsec = (long)nanoseconds;
    return result;
}
