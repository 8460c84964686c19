#include "WidgetryImageTypes.h"

#include <stddef.h>

// The type metadata records of an ELF image are in `swift5_type_metadata` (Mach-O calls the
// same records `__swift5_types`; the Swift runtime's swiftrt.o finds them the same way).
// Noncopyable types are recorded in `swift5_type_metadata_2`, which the runtime does not read
// and neither does this: such a type cannot be an `Any.Type`.
// The linker defines __start_/__stop_ for a section whose name is a C identifier, per image.
// Hidden, so the references bind to this image's section and not to another shared object's;
// weak, so an image without Swift types still links (they are then NULL).
extern const int32_t __start_swift5_type_metadata[] __attribute__((weak, visibility("hidden")));
extern const int32_t __stop_swift5_type_metadata[] __attribute__((weak, visibility("hidden")));

const int32_t *widgetry_swift5_type_metadata_begin(void) { return __start_swift5_type_metadata; }
const int32_t *widgetry_swift5_type_metadata_end(void) { return __stop_swift5_type_metadata; }

// The Swift runtime's `MetadataResponse`: the metadata and its state (`MetadataState`),
// two pointer-sized words.
typedef struct {
    const void *_Nullable metadata;
    size_t state;
} widgetry_metadata_response;

// A non-generic type's metadata access function, exactly as the Swift compiler emits it and the
// Swift runtime declares it (`SWIFT_CC(swift) MetadataResponse (*)(MetadataRequest)`): the
// Swift calling convention, one argument — the `MetadataRequest`, a pointer-sized word — and
// the two-word `MetadataResponse` returned in registers. Calling it through a `swiftcall`
// function pointer lets clang lower the call as Swift does on every target (argument and
// result registers, and the callee-saved context/error registers swiftcc reserves), rather
// than relying on swiftcc and the C convention happening to agree for this signature (they
// do on x86_64 and arm64: first integer argument in rdi/x0, a 16-byte integer pair returned
// in rax:rdx/x0:x1; but a Swift-returned pair is not a C struct return on every ABI).
typedef widgetry_metadata_response (*widgetry_metadata_accessor)(size_t request) __attribute__((swiftcall));

const void *widgetry_call_metadata_accessor(const void *accessor) {
    // MetadataRequest 0: state Complete, blocking — the state `type(of:)` and casts need.
    widgetry_metadata_response response = ((widgetry_metadata_accessor)accessor)(0);
    return response.metadata;
}
