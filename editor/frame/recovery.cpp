#include "editor/frame/recovery.hpp"

#include <algorithm>

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
    const Status saved = save_atomically(
        recovery_path(book_path), [&](std::ostream& out) { out << serialize_book(book); }, Backup::None);
    if (!saved) return failure(saved.error());
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

std::string age_in_words(std::chrono::seconds age) {
    using namespace std::chrono;
    auto count = [](long long n, const char* unit) { return std::to_string(n) + " " + unit + (n == 1 ? "" : "s") + " ago"; };
    if (age < minutes(1)) return "just now";
    if (age < hours(1)) return count(duration_cast<minutes>(age).count(), "minute");
    if (age < days(1)) return count(duration_cast<hours>(age).count(), "hour");
    return count(duration_cast<days>(age).count(), "day");
}

std::string recovery_age(const fs::path& book_path) {
    std::error_code ec;
    const auto written = fs::last_write_time(recovery_path(book_path), ec);
    if (ec) return {};
    const auto age = fs::file_time_type::clock::now() - written;
    return age_in_words(std::max(std::chrono::duration_cast<std::chrono::seconds>(age), std::chrono::seconds(0)));
}

}  // namespace sandtable::editor
