#pragma once
// Saving that never leaves a half-written file: write a temporary file beside the target, flush
// it to disk, keep the old file as NAME.bak, then rename the temporary over the target.
#include <filesystem>
#include <functional>
#include <ostream>
#include <string>

namespace sandtable {

struct SaveResult {
    bool ok = false;
    std::string error;  // names the file and what went wrong
    explicit operator bool() const { return ok; }
};

enum class Backup { Keep, None };

// `write` fills the stream; it may throw, and then nothing on disk changes. With Backup::Keep an
// existing target is kept as NAME.bak.
SaveResult save_atomically(const std::filesystem::path& target, const std::function<void(std::ostream&)>& write,
                           Backup backup = Backup::Keep);

[[nodiscard]] std::filesystem::path backup_path(const std::filesystem::path& target);

}  // namespace sandtable
