#include "cli/terminal_progress.hpp"

#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace sandtable::cli {

namespace {

volatile std::sig_atomic_t interrupted = 0;

extern "C" void on_interrupt(int) { interrupted = 1; }

}  // namespace

TerminalProgress::TerminalProgress() : enabled_(::isatty(STDERR_FILENO) == 1) {
    interrupted = 0;
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &previous_);
}

TerminalProgress::~TerminalProgress() {
    ::sigaction(SIGINT, &previous_, nullptr);
    if (enabled_ && drawn_percent_ >= 0) std::fputc('\n', stderr);
}

bool TerminalProgress::is_cancelled() const { return interrupted != 0; }

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
