#include "editor/frame/background_validation.hpp"

#include "validators/revalidation.hpp"

namespace sandtable::editor {

BackgroundValidation::BackgroundValidation(wxEvtHandler& owner, Done done, int debounce_ms)
    : owner_(owner), done_(std::move(done)), debounce_ms_(debounce_ms) {
    timer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { start(); });
}

BackgroundValidation::~BackgroundValidation() {
    timer_.Stop();
    if (worker_.joinable()) worker_.join();
}

void BackgroundValidation::request(const Book& book, std::uint64_t tag, const ChangeSet& changes) {
    pending_ = std::make_unique<Book>(book);
    pending_tag_ = tag;
    since_last_.merge(changes);
    timer_.StartOnce(debounce_ms_);
}

void BackgroundValidation::forget() {
    last_.reset();
    since_last_ = ChangeSet::everything();
}

void BackgroundValidation::start() {
    if (!pending_) return;
    if (running_) {
        timer_.StartOnce(debounce_ms_);  // try again once the current check is done
        return;
    }
    if (worker_.joinable()) worker_.join();
    running_ = true;
    std::optional<ValidationReport> basis = last_;
    ChangeSet changes = std::move(since_last_);
    since_last_ = ChangeSet();
    worker_ = std::thread([this, book = std::move(pending_), tag = pending_tag_, basis = std::move(basis), changes = std::move(changes)] {
        Revalidation checked = basis ? revalidate(*book, *basis, changes) : Revalidation{validate_book(*book), true};
        // CallAfter queues an event, which is safe from another thread.
        owner_.CallAfter([this, checked = std::move(checked), tag]() mutable {
            running_ = false;
            last_ = checked.report;
            last_was_whole_ = checked.whole;
            done_(std::move(checked.report), tag);
        });
    });
}

}  // namespace sandtable::editor
