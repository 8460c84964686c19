#include "WidgetryPreviewSection.h"

// The linker defines __start_/__stop_ for a section whose name is a C identifier. Weak, so an
// executable without previews links (they are then NULL).
extern const widgetry_preview_accessor __start_widgetry_previews[] __attribute__((weak));
extern const widgetry_preview_accessor __stop_widgetry_previews[] __attribute__((weak));

const widgetry_preview_accessor *widgetry_previews_begin(void) { return __start_widgetry_previews; }
const widgetry_preview_accessor *widgetry_previews_end(void) { return __stop_widgetry_previews; }

extern const widgetry_preview_accessor __start_widgetry_view_previews[] __attribute__((weak));
extern const widgetry_preview_accessor __stop_widgetry_view_previews[] __attribute__((weak));

const widgetry_preview_accessor *widgetry_view_previews_begin(void) { return __start_widgetry_view_previews; }
const widgetry_preview_accessor *widgetry_view_previews_end(void) { return __stop_widgetry_view_previews; }

extern const widgetry_preview_accessor __start_widgetry_info_plist[] __attribute__((weak));
extern const widgetry_preview_accessor __stop_widgetry_info_plist[] __attribute__((weak));

const widgetry_preview_accessor *widgetry_info_plist_begin(void) { return __start_widgetry_info_plist; }
const widgetry_preview_accessor *widgetry_info_plist_end(void) { return __stop_widgetry_info_plist; }
