// cli/terminal_progress: while a long command's progress bar lives, Ctrl-C cancels the work
// instead of killing the program (so that it stops without half-written files); the handler
// before it is put back afterwards.
#include "cli/terminal_progress.hpp"

#include <csignal>
#include <gtest/gtest.h>

namespace sandtable::cli {
namespace {

volatile std::sig_atomic_t earlier_handler_ran = 0;
extern "C" void earlier_handler(int) { earlier_handler_ran = 1; }

TEST(TerminalProgress, CtrlCCancelsTheWorkAndTheEarlierHandlerComesBack) {
    std::signal(SIGINT, earlier_handler);
    {
        TerminalProgress progress;
        EXPECT_FALSE(progress.is_cancelled());
        std::raise(SIGINT);
        EXPECT_TRUE(progress.is_cancelled());
        EXPECT_EQ(earlier_handler_ran, 0);
    }
    {
        TerminalProgress next;
        EXPECT_FALSE(next.is_cancelled()) << "each command starts uncancelled";
    }
    std::raise(SIGINT);
    EXPECT_EQ(earlier_handler_ran, 1);
    std::signal(SIGINT, SIG_DFL);
}

}  // namespace
}  // namespace sandtable::cli
