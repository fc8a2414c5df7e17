#pragma once
// Files that appear only whole. A file is written under a temporary name beside its target
// (.NAME.XXXXXX, rw-r--r--), flushed to disk, renamed over the target, and then the folder is
// flushed too, so that the target is always either the old file or the new one, never a mix.
// save_atomically writes what a stream is given; PartialOutput hands the temporary name to a
// writer that makes the file itself (GDAL).
#include "model/outcome.hpp"

#include <filesystem>
#include <functional>
#include <ostream>
#include <string>

namespace sandtable {

enum class Backup { Keep, None };

// `write` fills the stream; it may throw, and then nothing on disk changes. With Backup::Keep an
// existing target is kept as NAME.bak. A failure names the file and what went wrong.
[[nodiscard]] Status save_atomically(const std::filesystem::path& target, const std::function<void(std::ostream&)>& write,
                                     Backup backup = Backup::Keep);

[[nodiscard]] std::filesystem::path backup_path(const std::filesystem::path& target);

class PartialOutput {
public:
    // Creates the empty temporary file beside the target.
    explicit PartialOutput(std::filesystem::path target);
    ~PartialOutput();  // removes the temporary file unless committed
    PartialOutput(const PartialOutput&) = delete;
    PartialOutput& operator=(const PartialOutput&) = delete;

    // Whether the temporary file was created, or why not, naming the target.
    [[nodiscard]] const Status& opened() const { return opened_; }
    [[nodiscard]] const std::filesystem::path& temporary() const { return temporary_; }

    // Flushes the temporary file to disk, keeps an existing target as NAME.bak with Backup::Keep,
    // renames the temporary file over the target and flushes the folder. A failure names the
    // target; the target is then as it was.
    [[nodiscard]] Status commit(Backup backup = Backup::None);

private:
    std::filesystem::path target_;
    std::filesystem::path temporary_;
    Status opened_;
    bool committed_ = false;
};

}  // namespace sandtable
