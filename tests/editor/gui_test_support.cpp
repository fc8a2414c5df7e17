#include "editor/gui_test_support.hpp"

#include "editor/document.hpp"

#include <chrono>
#include <thread>
#include <wx/app.h>

namespace sandtable::test {

void settle(int milliseconds) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(milliseconds);
    while (std::chrono::steady_clock::now() < until) {
        wxTheApp->Yield(true);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

bool settle_until(const std::function<bool()>& done, int timeout_ms) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (!done()) {
        if (std::chrono::steady_clock::now() > until) return false;
        settle(10);
    }
    return true;
}

bool wait_for_report(editor::Document& document) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (document.report_generation() != document.generation()) {
        if (std::chrono::steady_clock::now() > until) return false;
        settle(20);
    }
    settle(20);
    return true;
}

}  // namespace sandtable::test
