#include "cli/book_loading.hpp"

#include <fmt/format.h>
#include <iostream>

namespace sandtable::cli {

LoadResult load_or_report(const std::string& path) {
    LoadResult result = load_book(path);
    for (const auto& e : result.errors) {
        if (e.line > 0) {
            std::cerr << fmt::format("{}:{}:{}: error[{}]: {}\n", e.file, e.line, e.column, e.code, e.message);
        } else {
            std::cerr << fmt::format("{}: error[{}]: {}\n", e.file, e.code, e.message);
        }
    }
    return result;
}

}  // namespace sandtable::cli
