#include "editor/canvas/overview_builds.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <wx/app.h>

namespace sandtable::editor {

struct OverviewBuilds::Shared {
    Listener listener;    // used on the window thread only
    bool alive = true;    // window thread only: false once the owner is gone
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<std::filesystem::path> queue;
    std::filesystem::path current;
    bool stopping = false;
    std::atomic<bool> cancel_current{false};
    // Finished builds whose report the window thread has not handled yet: still busy until then.
    std::atomic<int> unreported{0};
    std::thread worker;
};

namespace {

// Hands a report to the window thread; dropped when the owner has gone in the meantime.
void post(const std::shared_ptr<OverviewBuilds::Shared>& shared, OverviewBuildReport report) {
    if (wxTheApp == nullptr) {
        if (report.finished) --shared->unreported;
        return;
    }
    wxTheApp->CallAfter([shared, report = std::move(report)] {
        if (shared->alive && shared->listener) shared->listener(report);
        if (report.finished) --shared->unreported;
    });
}

class ThreadProgress final : public Progress {
public:
    ThreadProgress(std::shared_ptr<OverviewBuilds::Shared> shared, std::filesystem::path file, std::atomic<bool>& cancel)
        : shared_(std::move(shared)), file_(std::move(file)), cancel_(cancel) {}
    void set_progress(double fraction) override {
        const int percent = static_cast<int>(std::floor(std::clamp(fraction, 0.0, 1.0) * 100.0));
        if (percent == last_percent_) return;  // a report a percent is plenty for a status bar
        last_percent_ = percent;
        post(shared_, OverviewBuildReport{file_, percent / 100.0, false});
    }
    void set_message(std::string_view) override {}
    [[nodiscard]] bool is_cancelled() const override { return cancel_.load(); }

private:
    std::shared_ptr<OverviewBuilds::Shared> shared_;
    std::filesystem::path file_;
    std::atomic<bool>& cancel_;
    int last_percent_ = -1;
};

}  // namespace

OverviewBuilds::OverviewBuilds(Listener listener) : shared_(std::make_shared<Shared>()) {
    shared_->listener = std::move(listener);
    shared_->worker = std::thread([shared = shared_] {
        for (;;) {
            std::filesystem::path file;
            {
                std::unique_lock lock(shared->mutex);
                shared->wake.wait(lock, [&] { return shared->stopping || !shared->queue.empty(); });
                if (shared->stopping) return;
                file = shared->queue.front();
                shared->queue.pop_front();
                shared->current = file;
                shared->cancel_current = false;
            }
            ThreadProgress progress(shared, file, shared->cancel_current);
            OverviewResult result = build_overviews(file, progress);
            {
                std::lock_guard lock(shared->mutex);
                ++shared->unreported;
                shared->current.clear();
            }
            post(shared, OverviewBuildReport{file, 1.0, true, std::move(result)});
        }
    });
}

OverviewBuilds::~OverviewBuilds() {
    shared_->alive = false;
    {
        std::lock_guard lock(shared_->mutex);
        shared_->stopping = true;
        shared_->queue.clear();
        shared_->cancel_current = true;
    }
    shared_->wake.notify_all();
    if (shared_->worker.joinable()) shared_->worker.join();
}

bool OverviewBuilds::start(const std::filesystem::path& file) {
    {
        std::lock_guard lock(shared_->mutex);
        if (shared_->current == file || std::find(shared_->queue.begin(), shared_->queue.end(), file) != shared_->queue.end()) {
            return false;
        }
        shared_->queue.push_back(file);
    }
    shared_->wake.notify_all();
    return true;
}

void OverviewBuilds::cancel() {
    std::lock_guard lock(shared_->mutex);
    shared_->queue.clear();
    shared_->cancel_current = true;
}

bool OverviewBuilds::busy() const {
    std::lock_guard lock(shared_->mutex);
    return !shared_->current.empty() || !shared_->queue.empty() || shared_->unreported.load() > 0;
}

}  // namespace sandtable::editor
