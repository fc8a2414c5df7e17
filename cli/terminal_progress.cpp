#include "cli/terminal_progress.hpp"

#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace sandtable::cli {

TerminalProgress::TerminalProgress() : enabled_(::isatty(STDERR_FILENO) == 1) {}

TerminalProgress::~TerminalProgress() {
    if (enabled_ && drawn_percent_ >= 0) std::fputc('\n', stderr);
}

void TerminalProgress::set_progress(double fraction) {
    if (!enabled_) return;
    const int percent = static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 100.0);
    if (percent == drawn_percent_) return;
    drawn_percent_ = percent;
    constexpr int kWidth = 40;
    const int filled = percent * kWidth / 100;
    std::fprintf(stderr, "\r[%.*s%*s] %3d%% %s", filled, "########################################", kWidth - filled, "",
                 percent, message_.c_str());
    std::fflush(stderr);
}

}  // namespace sandtable::cli
