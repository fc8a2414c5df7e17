#pragma once
// A progress bar on standard error, drawn only when standard error is a terminal, so that logs and
// test captures stay clean. While it lives, Ctrl-C (SIGINT) does not kill the program but cancels
// the work, which then stops without leaving half-written files; the handler before is put back
// when it goes.
#include "model/progress.hpp"

#include <csignal>
#include <string>

namespace sandtable::cli {

class TerminalProgress final : public Progress {
public:
    TerminalProgress();
    ~TerminalProgress() override;  // ends the bar's line
    void set_progress(double fraction) override;
    void set_message(std::string_view message) override { message_ = message; }
    [[nodiscard]] bool is_cancelled() const override;
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

private:
    struct sigaction previous_ {};
    bool enabled_;
    int drawn_percent_ = -1;
    std::string message_;
};

}  // namespace sandtable::cli
