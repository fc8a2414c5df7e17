#pragma once
// Runs the validators after edits without holding up the editor: requests are debounced, then a
// copy of the book is checked on a worker thread, and the report comes back on the GUI thread.
#include "validators/validate_book.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <thread>
#include <wx/event.h>
#include <wx/timer.h>

namespace sandtable::editor {

class BackgroundValidation {
public:
    // `done` runs on the GUI thread with the report and the tag its request carried.
    using Done = std::function<void(ValidationReport report, std::uint64_t tag)>;

    BackgroundValidation(wxEvtHandler& owner, Done done, int debounce_ms = 150);
    ~BackgroundValidation();
    BackgroundValidation(const BackgroundValidation&) = delete;
    BackgroundValidation& operator=(const BackgroundValidation&) = delete;

    // Checks this state of the book soon; a later request before the check starts replaces it.
    void request(const Book& book, std::uint64_t tag);
    [[nodiscard]] bool busy() const { return running_ || timer_.IsRunning(); }

private:
    void start();

    wxEvtHandler& owner_;
    Done done_;
    int debounce_ms_;
    wxTimer timer_;
    std::unique_ptr<Book> pending_;
    std::uint64_t pending_tag_ = 0;
    std::thread worker_;
    std::atomic<bool> running_ = false;
};

}  // namespace sandtable::editor
