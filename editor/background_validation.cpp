#include "editor/background_validation.hpp"

namespace sandtable::editor {

BackgroundValidation::BackgroundValidation(wxEvtHandler& owner, Done done, int debounce_ms)
    : owner_(owner), done_(std::move(done)), debounce_ms_(debounce_ms) {
    timer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { start(); });
}

BackgroundValidation::~BackgroundValidation() {
    timer_.Stop();
    if (worker_.joinable()) worker_.join();
}

void BackgroundValidation::request(const Book& book, std::uint64_t tag) {
    pending_ = std::make_unique<Book>(book);
    pending_tag_ = tag;
    timer_.StartOnce(debounce_ms_);
}

void BackgroundValidation::start() {
    if (!pending_) return;
    if (running_) {
        timer_.StartOnce(debounce_ms_);  // try again once the current check is done
        return;
    }
    if (worker_.joinable()) worker_.join();
    running_ = true;
    worker_ = std::thread([this, book = std::move(pending_), tag = pending_tag_] {
        ValidationReport report = validate_book(*book);
        // CallAfter queues an event, which is safe from another thread.
        owner_.CallAfter([this, report = std::move(report), tag]() mutable {
            running_ = false;
            done_(std::move(report), tag);
        });
    });
}

}  // namespace sandtable::editor
