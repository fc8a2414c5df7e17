#pragma once
// Files that appear only whole. A file is written under a temporary name beside its target
// (.NAME.XXXXXX, rw-r--r--), flushed to disk, renamed over the target, and then the folder is
// flushed too, so that the target is always either the old file or the new one, never a mix.
// save_atomically writes what a stream is given; PartialOutput hands the temporary name to a
// writer that makes the file itself (GDAL).
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

class PartialOutput {
public:
    // Creates the empty temporary file beside the target.
    explicit PartialOutput(std::filesystem::path target);
    ~PartialOutput();  // removes the temporary file unless committed
    PartialOutput(const PartialOutput&) = delete;
    PartialOutput& operator=(const PartialOutput&) = delete;

    // Empty when the temporary file was created, else why not, naming the target.
    [[nodiscard]] const std::string& error() const { return error_; }
    explicit operator bool() const { return error_.empty(); }
    [[nodiscard]] const std::filesystem::path& temporary() const { return temporary_; }

    // Flushes the temporary file to disk, keeps an existing target as NAME.bak with Backup::Keep,
    // renames the temporary file over the target and flushes the folder. Empty on success, else
    // the reason, naming the target; the target is then as it was.
    [[nodiscard]] std::string commit(Backup backup = Backup::None);

private:
    std::filesystem::path target_;
    std::filesystem::path temporary_;
    std::string error_;
    bool committed_ = false;
};

}  // namespace sandtable
