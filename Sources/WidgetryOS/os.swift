// Apple's `os` module as far as logging goes (`import os` then `Logger`, `os_log`, signposts):
// an author's package aliases `os` to this module (see `appleSystemModules` in Package.swift).
@_exported import WidgetryOSLog
