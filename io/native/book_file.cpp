#include "io/native/book_file.hpp"

#include "io/native/reader.hpp"

#include <array>
#include <cerrno>
#include <cstdio>
#include <memory>
#include <system_error>

#include <fmt/format.h>

namespace sandtable {

int SourceIndex::line(std::string_view id) const {
    auto it = line_of_id.find(std::string(id));
    return it == line_of_id.end() ? 0 : it->second;
}

LoadFailure load_failure(std::vector<Diagnostic> diagnostics) {
    LoadFailure failed;
    for (const auto& e : diagnostics) {
        if (!failed.error.empty()) failed.error += '\n';
        failed.error += e.line > 0 ? fmt::format("{}:{}:{}: {}", e.file, e.line, e.column, e.message)
                                   : fmt::format("{}: {}", e.file, e.message);
    }
    failed.diagnostics = std::move(diagnostics);
    return failed;
}

LoadResult parse_book(std::string_view xml, const std::string& file_name) {
    native::Reader reader(std::string(xml), file_name);
    return reader.read();
}

namespace {

LoadResult unreadable(const std::filesystem::path& path, const std::string& why) {
    Diagnostic d;
    d.code = "load.unreadable";
    d.message = fmt::format("cannot read the file: {}", why);
    d.file = path.string();
    return load_failure({std::move(d)});
}

std::string reason(std::error_code error) {
    if (error == std::errc::no_such_file_or_directory) return "no such file";
    if (error == std::errc::is_a_directory) return "it is a folder";
    if (error == std::errc::permission_denied) return "permission denied";
    return error.message();
}

std::error_code last_error() { return {errno, std::generic_category()}; }

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

}  // namespace

LoadResult load_book(const std::filesystem::path& path) {
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (error) return unreadable(path, reason(error));
    if (!std::filesystem::exists(status)) return unreadable(path, "no such file");
    if (std::filesystem::is_directory(status)) return unreadable(path, "it is a folder");
    if (!std::filesystem::is_regular_file(status)) return unreadable(path, "not a regular file");
    const std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file) return unreadable(path, reason(last_error()));
    std::string xml;
    std::array<char, 64 * 1024> chunk{};
    while (const std::size_t got = std::fread(chunk.data(), 1, chunk.size(), file.get())) xml.append(chunk.data(), got);
    if (std::ferror(file.get())) return unreadable(path, reason(last_error()));
    native::Reader reader(std::move(xml), path.string());
    return reader.read();
}

}  // namespace sandtable
