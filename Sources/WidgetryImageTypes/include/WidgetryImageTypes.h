#ifndef WIDGETRY_IMAGE_TYPES_H
#define WIDGETRY_IMAGE_TYPES_H

#include <stdint.h>

/// The bounds of the `swift5_type_metadata` section (Mach-O's `__swift5_types`) of the image this code is linked into (the
/// executable, when linked statically as SwiftPM does): an array of 32-bit type metadata
/// records. Both NULL when the image has no such section.
const int32_t *_Nullable widgetry_swift5_type_metadata_begin(void);
const int32_t *_Nullable widgetry_swift5_type_metadata_end(void);

/// Calls a non-generic type's metadata access function (its type context descriptor's
/// `accessFunction`) for complete, blocking metadata and returns the type metadata it answers.
const void *_Nullable widgetry_call_metadata_accessor(const void *_Nonnull accessor);

#endif
