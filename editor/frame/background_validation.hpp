#pragma once
// Runs the validators after edits without holding up the editor: requests are debounced, then a
// copy of the book is checked on a worker thread, and the report comes back on the GUI thread.
// After an edit of a free-form map's shapes only what the edit can reach is checked again
// (validators/revalidation.hpp), against the report of the state before it.
#include "model/change_set.hpp"
#include "validators/validate_book.hpp"

#include <optional>

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
    // `changes` are what changed since the state of the previous request.
    void request(const Book& book, std::uint64_t tag, const ChangeSet& changes = ChangeSet::everything());
    // Another book is shown: the next check is of the whole book.
    void forget();
    [[nodiscard]] bool busy() const { return running_ || timer_.IsRunning(); }
    // Whether the last check was of the whole book (not only near an edit).
    [[nodiscard]] bool last_was_whole() const { return last_was_whole_; }

private:
    void start();

    wxEvtHandler& owner_;
    Done done_;
    int debounce_ms_;
    wxTimer timer_;
    std::unique_ptr<Book> pending_;
    std::uint64_t pending_tag_ = 0;
    ChangeSet since_last_;                   // changes since the book state `last_` reports on
    std::optional<ValidationReport> last_;   // the last report made, kept as the basis of the next
    bool last_was_whole_ = true;
    std::thread worker_;
    std::atomic<bool> running_ = false;
};

}  // namespace sandtable::editor
