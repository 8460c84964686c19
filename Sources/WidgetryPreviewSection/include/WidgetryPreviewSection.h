#ifndef WIDGETRY_PREVIEW_SECTION_H
#define WIDGETRY_PREVIEW_SECTION_H

/// A `#Preview` registration: returns a retained, opaque `_WidgetPreview` box.
typedef void *_Nullable (*widgetry_preview_accessor)(void);

/// The bounds of the `widgetry_previews` linker section of the running executable (both NULL
/// when it holds no previews).
const widgetry_preview_accessor _Nullable *_Nullable widgetry_previews_begin(void);
const widgetry_preview_accessor _Nullable *_Nullable widgetry_previews_end(void);

/// The bounds of the `widgetry_view_previews` section: SwiftUI's `#Preview { view }`.
const widgetry_preview_accessor _Nullable *_Nullable widgetry_view_previews_begin(void);
const widgetry_preview_accessor _Nullable *_Nullable widgetry_view_previews_end(void);

/// The bounds of the `widgetry_info_plist` section: the extension's processed Info.plist (an
/// accessor returning a NUL-terminated base64 string of its XML), placed by the
/// `InfoPlistGenerator` plugin.
const widgetry_preview_accessor _Nullable *_Nullable widgetry_info_plist_begin(void);
const widgetry_preview_accessor _Nullable *_Nullable widgetry_info_plist_end(void);

#endif
