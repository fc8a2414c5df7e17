#include "editor/recovery.hpp"

#include "io/atomic_file.hpp"
#include "io/native/book_file.hpp"

namespace sandtable::editor {

namespace fs = std::filesystem;

fs::path recovery_path(const fs::path& book_path) {
    fs::path path = book_path;
    path += ".recovery";
    return path;
}

Status write_recovery(const Book& book, const fs::path& book_path) {
    const SaveResult saved = save_atomically(
        recovery_path(book_path), [&](std::ostream& out) { out << serialize_book(book); }, Backup::None);
    if (!saved) return failure(saved.error);
    return {};
}

void remove_recovery(const fs::path& book_path) {
    std::error_code ignored;
    fs::remove(recovery_path(book_path), ignored);
}

bool has_recovery(const fs::path& book_path) {
    std::error_code ec;
    const fs::path recovery = recovery_path(book_path);
    if (!fs::exists(recovery, ec)) return false;
    if (!fs::exists(book_path, ec)) return true;
    return fs::last_write_time(recovery, ec) >= fs::last_write_time(book_path, ec);
}

}  // namespace sandtable::editor
