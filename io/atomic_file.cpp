#include "io/atomic_file.hpp"

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

void sync_directory(const fs::path& dir) {
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

}  // namespace

SaveResult save_atomically(const fs::path& target, const std::function<void(std::ostream&)>& write, Backup backup) {
    std::ostringstream buffer;
    try {
        write(buffer);
    } catch (const std::exception& e) {
        return {false, fmt::format("{}: not saved: {}", target.string(), e.what())};
    }
    const std::string data = std::move(buffer).str();

    const fs::path dir = target.parent_path();
    std::string pattern = (dir.empty() ? fs::path(".") : dir) / ("." + target.filename().string() + ".XXXXXX");
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0) return {false, fmt::format("{}: cannot create a temporary file: {}", target.string(), system_error_text())};
    const fs::path temporary = pattern;
    auto fail = [&](const std::string& what) {
        const std::string text = fmt::format("{}: not saved: {}: {}", target.string(), what, system_error_text());
        ::close(fd);
        std::error_code ignored;
        fs::remove(temporary, ignored);
        return SaveResult{false, text};
    };
    if (!write_all(fd, data)) return fail("writing failed");
    if (::fsync(fd) != 0) return fail("flushing to disk failed");
    ::fchmod(fd, 0644);
    if (::close(fd) != 0) {
        std::error_code ignored;
        fs::remove(temporary, ignored);
        return {false, fmt::format("{}: not saved: closing failed: {}", target.string(), system_error_text())};
    }

    std::error_code ec;
    if (backup == Backup::Keep && fs::exists(target, ec)) {
        const fs::path bak = backup_path(target);
        fs::remove(bak, ec);
        // A hard link keeps the old file whole under both names until the rename replaces one.
        fs::create_hard_link(target, bak, ec);
        if (ec) fs::copy_file(target, bak, fs::copy_options::overwrite_existing, ec);
        if (ec) {
            fs::remove(temporary, ec);
            return {false, fmt::format("{}: not saved: cannot keep a backup as {}", target.string(), bak.string())};
        }
    }
    if (std::rename(temporary.c_str(), target.c_str()) != 0) {
        const std::string text = fmt::format("{}: not saved: renaming failed: {}", target.string(), system_error_text());
        fs::remove(temporary, ec);
        return {false, text};
    }
    sync_directory(dir);
    return {true, {}};
}

}  // namespace sandtable
