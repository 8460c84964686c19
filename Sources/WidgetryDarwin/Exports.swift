// `import Darwin` (`appleSystemModules` maps the name here): the C library, as widget code and the
// app files it shares reach it on Apple's systems (`Darwin.round(x)`, `Darwin.sqrt(x)`, `exit`,
// `usleep`). On Linux that library is Glibc (or Musl). Its Apple-only parts (Mach, `os_unfair_lock`)
// are not here; where author code tests `canImport(Darwin)` it now takes the Apple branch, as the
// Xcode build it came from does.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif
