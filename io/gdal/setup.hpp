#pragma once
// GDAL started once per process: its drivers registered and its error handler set. Every function
// in io/ that calls GDAL calls gdal::start() first. Only io/ includes this.
//
// Error policy: one quiet handler, installed here for the whole process and never changed. GDAL
// prints nothing on stderr; what went wrong comes back through return values, and the message a
// designer reads is built from gdal::last_error(). There are no scoped handlers: they hold for
// the thread that pushes them only, so GDAL's calls on other threads (tile reads, overview
// builds) would still print, and under the permanent handler they would change nothing.
#include <string>

namespace sandtable::gdal {

// Registers the drivers and installs the quiet error handler the first time. Every call also
// clears this thread's last GDAL error, so that what is reported after it is the caller's own.
void start();

// This thread's last GDAL error message, or `fallback` when GDAL gave none.
[[nodiscard]] std::string last_error(const std::string& fallback);

}  // namespace sandtable::gdal
