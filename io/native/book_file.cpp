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
        text += fmt::format("{}:{}:{}: {}\n", e.file, e.line, e.column, e.message);
    }
    return text;
}

LoadResult parse_book(std::string_view xml, const std::string& file_name) {
    native::Reader reader(xml, file_name);
    return reader.read();
}

LoadResult load_book(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        LoadResult result;
        Diagnostic d;
        d.code = "load.unreadable";
        d.message = fmt::format("cannot open the file: {}", std::filesystem::exists(path) ? "permission denied or not a file"
                                                                                        : "no such file");
        d.file = path.string();
        result.errors.push_back(std::move(d));
        return result;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    const std::string xml = std::move(buffer).str();
    return parse_book(xml, path.string());
}

}  // namespace sandtable
