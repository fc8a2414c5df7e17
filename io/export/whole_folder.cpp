#include "io/export/whole_folder.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

namespace sandtable {

namespace fs = std::filesystem;

namespace {

// Removes the folder it names unless released: what a failed or cancelled export leaves behind.
class FolderGuard {
public:
    explicit FolderGuard(fs::path folder) : folder_(std::move(folder)) {}
    ~FolderGuard() {
        if (folder_.empty()) return;
        std::error_code ignored;
        fs::remove_all(folder_, ignored);
    }
    FolderGuard(const FolderGuard&) = delete;
    FolderGuard& operator=(const FolderGuard&) = delete;
    void release() { folder_.clear(); }

private:
    fs::path folder_;
};

std::string errno_text() { return std::strerror(errno); }

Status write_file(const fs::path& path, const std::string& content) {
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    out.close();
    if (!out) return failure(fmt::format("{}: writing failed", path.string()));
    return {};
}

void sync_path(const fs::path& path, int flags) {
    const int fd = ::open(path.c_str(), flags);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

}  // namespace

Outcome<std::vector<fs::path>> write_whole_folder(const fs::path& target, const std::vector<FolderFile>& files,
                                                  const std::function<Status(const fs::path&)>& replaceable, Progress& progress) {
    std::error_code ec;
    const bool exists = fs::exists(target, ec);
    if (exists) {
        if (!fs::is_directory(target, ec)) return failure(fmt::format("{}: is a file, expected a folder to write", target.string()));
        if (!fs::is_empty(target, ec)) {
            if (Status may = replaceable(target); !may) return failure(fmt::format("{}: not replaced: {}", target.string(), may.error()));
        }
    }
    const fs::path parent = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    fs::create_directories(parent, ec);
    std::string pattern = (parent / ("." + target.filename().string() + ".XXXXXX")).string();
    if (::mkdtemp(pattern.data()) == nullptr) {
        return failure(fmt::format("{}: cannot create a folder beside it: {}", target.string(), errno_text()));
    }
    const fs::path fresh = pattern;
    FolderGuard guard(fresh);
    ::chmod(fresh.c_str(), 0755);
    std::vector<fs::path> written;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (progress.is_cancelled()) return cancellation("cancelled");
        const fs::path path = fresh / files[i].path;
        if (Status done = write_file(path, files[i].content); !done) return failure(done.error());
        sync_path(path, O_RDONLY);
        written.push_back(target / files[i].path);
        progress.set_progress(static_cast<double>(i + 1) / static_cast<double>(files.size()));
    }
    if (progress.is_cancelled()) return cancellation("cancelled");
    if (exists) {
        // One step: the new folder takes the target's name and the old one the temporary name.
        if (::renameat2(AT_FDCWD, fresh.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) != 0) {
            return failure(fmt::format("{}: not replaced: {}", target.string(), errno_text()));
        }
    } else if (std::rename(fresh.c_str(), target.c_str()) != 0) {
        return failure(fmt::format("{}: not written: {}", target.string(), errno_text()));
    }
    sync_path(parent, O_RDONLY | O_DIRECTORY);
    if (!exists) guard.release();  // else the guard removes the old folder, now under the temporary name
    return written;
}

}  // namespace sandtable
