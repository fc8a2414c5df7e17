#include "io/atomic_file.hpp"

#include "model/outcome.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <fcntl.h>
#include <sys/stat.h>
#include <sstream>
#include <unistd.h>

#include <fmt/format.h>

namespace sandtable {

namespace fs = std::filesystem;

fs::path backup_path(const fs::path& target) {
    fs::path bak = target;
    bak += ".bak";
    return bak;
}

namespace {

std::string system_error_text() { return std::strerror(errno); }

bool write_all(int fd, const std::string& data) {
    const char* p = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    return true;
}

// Fails with what failed and the system's reason.
Status sync_file(const fs::path& file) {
    const int fd = ::open(file.c_str(), O_RDONLY);
    if (fd < 0) return failure(fmt::format("flushing to disk failed: {}", system_error_text()));
    if (::fsync(fd) != 0) {
        const std::string text = fmt::format("flushing to disk failed: {}", system_error_text());
        ::close(fd);
        return failure(text);
    }
    if (::close(fd) != 0) return failure(fmt::format("closing failed: {}", system_error_text()));
    return {};
}

void sync_directory(const fs::path& dir) {
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

Status keep_backup(const fs::path& target) {
    std::error_code ec;
    if (!fs::exists(target, ec)) return {};
    const fs::path bak = backup_path(target);
    fs::remove(bak, ec);
    // A hard link keeps the old file whole under both names until the rename replaces one.
    fs::create_hard_link(target, bak, ec);
    if (ec) fs::copy_file(target, bak, fs::copy_options::overwrite_existing, ec);
    if (ec) return failure(fmt::format("cannot keep a backup as {}", bak.string()));
    return {};
}

}  // namespace

PartialOutput::PartialOutput(fs::path target) : target_(std::move(target)) {
    const fs::path dir = target_.parent_path();
    std::string pattern = (dir.empty() ? fs::path(".") : dir) / ("." + target_.filename().string() + ".XXXXXX");
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0) {
        opened_ = failure(fmt::format("{}: cannot create a temporary file: {}", target_.string(), system_error_text()));
        return;
    }
    temporary_ = pattern;
    ::fchmod(fd, 0644);
    ::close(fd);
}

PartialOutput::~PartialOutput() {
    if (committed_ || temporary_.empty()) return;
    std::error_code ignored;
    fs::remove(temporary_, ignored);
}

Status PartialOutput::commit(Backup backup) {
    if (!opened_) return opened_;
    auto failed = [&](const std::string& what) { return failure(fmt::format("{}: not saved: {}", target_.string(), what)); };
    if (const Status synced = sync_file(temporary_); !synced) return failed(synced.error());
    if (backup == Backup::Keep) {
        if (const Status kept = keep_backup(target_); !kept) return failed(kept.error());
    }
    if (std::rename(temporary_.c_str(), target_.c_str()) != 0) return failed("renaming failed: " + system_error_text());
    committed_ = true;
    sync_directory(target_.parent_path());
    return {};
}

Status save_atomically(const fs::path& target, const std::function<void(std::ostream&)>& write, Backup backup) {
    std::ostringstream buffer;
    try {
        write(buffer);
    } catch (const std::exception& e) {
        return failure(fmt::format("{}: not saved: {}", target.string(), e.what()));
    }
    const std::string data = std::move(buffer).str();

    PartialOutput partial(target);
    if (!partial.opened()) return partial.opened();
    const int fd = ::open(partial.temporary().c_str(), O_WRONLY | O_TRUNC);
    if (fd < 0 || !write_all(fd, data)) {
        const std::string text = fmt::format("{}: not saved: writing failed: {}", target.string(), system_error_text());
        if (fd >= 0) ::close(fd);
        return failure(text);
    }
    if (::close(fd) != 0) return failure(fmt::format("{}: not saved: closing failed: {}", target.string(), system_error_text()));
    return partial.commit(backup);
}

}  // namespace sandtable
