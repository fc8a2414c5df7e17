#include "cli/book_loading.hpp"

#include "io/native/layer_paths.hpp"

#include <fmt/format.h>
#include <iostream>

namespace sandtable::cli {

LoadResult load_or_report(const std::string& path) {
    LoadResult result = load_book(path);
    for (const auto& e : result.failure().diagnostics) {
        if (e.line > 0) {
            std::cerr << fmt::format("{}:{}:{}: error[{}]: {}\n", e.file, e.line, e.column, e.code, e.message);
        } else {
            std::cerr << fmt::format("{}: error[{}]: {}\n", e.file, e.code, e.message);
        }
    }
    return result;
}

Status save_book_from(Book book, const std::string& source, const std::string& output) {
    const auto folder_of = [](const std::string& file) {
        const std::filesystem::path parent = std::filesystem::path(file).parent_path();
        return parent.empty() ? std::filesystem::path(".") : parent;
    };
    rebase_layer_paths(book, folder_of(source), folder_of(output));
    return save_book(book, output);
}

}  // namespace sandtable::cli
