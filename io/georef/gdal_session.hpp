#pragma once
// GDAL set up for one operation: drivers registered, and GDAL's own error printing silenced so
// that its last message can be reported in Sandtable's words. Only io/ includes this.
#include <string>

namespace sandtable::gdal {

class QuietSession {
public:
    QuietSession();
    ~QuietSession();
    QuietSession(const QuietSession&) = delete;
    QuietSession& operator=(const QuietSession&) = delete;
};

// GDAL's last error message, or `fallback` when it has none.
[[nodiscard]] std::string last_error(const std::string& fallback);

}  // namespace sandtable::gdal
