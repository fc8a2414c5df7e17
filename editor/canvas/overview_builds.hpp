#pragma once
// Builds the overviews of large rasters on a thread of their own, one file after another, so
// the editor stays usable while a big scan is prepared. Progress and the outcome reach the
// listener on the window thread; cancel() stops the build under way and drops those waiting.
#include "io/imagery/overviews.hpp"

#include <filesystem>
#include <functional>
#include <memory>

namespace sandtable::editor {

struct OverviewBuildReport {
    std::filesystem::path file;
    double fraction = 0.0;  // of this file's build
    bool finished = false;
    OverviewResult result = failure("");  // set when finished
};

class OverviewBuilds {
public:
    using Listener = std::function<void(const OverviewBuildReport&)>;

    explicit OverviewBuilds(Listener listener);
    // Cancels what is under way and waits for the thread.
    ~OverviewBuilds();
    OverviewBuilds(const OverviewBuilds&) = delete;
    OverviewBuilds& operator=(const OverviewBuilds&) = delete;

    // Queues a build; false when that file is already queued or being built.
    bool start(const std::filesystem::path& file);
    void cancel();
    // True until the last finished build has been reported on the window thread.
    [[nodiscard]] bool busy() const;

    struct Shared;  // what the thread and the window share; defined with the implementation

private:
    std::shared_ptr<Shared> shared_;
};

}  // namespace sandtable::editor
