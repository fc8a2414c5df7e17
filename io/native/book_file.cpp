#include "io/native/book_file.hpp"

#include "io/native/reader.hpp"

#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace sandtable {

int SourceIndex::line(std::string_view id) const {
    auto it = line_of_id.find(std::string(id));
    return it == line_of_id.end() ? 0 : it->second;
}

std::string LoadResult::error_text() const {
    std::string text;
    for (const auto& e : errors) {
        text += e.line > 0 ? fmt::format("{}:{}:{}: {}\n", e.file, e.line, e.column, e.message)
                           : fmt::format("{}: {}\n", e.file, e.message);
    }
    return text;
}

LoadResult parse_book(std::string_view xml, const std::string& file_name) {
    native::Reader reader(std::string(xml), file_name);
    return reader.read();
}

namespace {
LoadResult unreadable(const std::filesystem::path& path, const std::string& why) {
    LoadResult result;
    Diagnostic d;
    d.code = "load.unreadable";
    d.message = fmt::format("cannot read the file: {}", why);
    d.file = path.string();
    result.errors.push_back(std::move(d));
    return result;
}
}  // namespace

LoadResult load_book(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return unreadable(path, "no such file");
    if (!std::filesystem::is_regular_file(path, ec)) return unreadable(path, "not a regular file");
    const auto size = std::filesystem::file_size(path, ec);
    std::ifstream in(path, std::ios::binary);
    if (ec || !in) return unreadable(path, "permission denied");
    std::string xml(static_cast<std::size_t>(size), '\0');
    if (!in.read(xml.data(), static_cast<std::streamsize>(size))) return unreadable(path, "reading failed");
    native::Reader reader(std::move(xml), path.string());
    return reader.read();
}

}  // namespace sandtable
