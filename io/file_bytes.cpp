#include "io/file_bytes.hpp"

#include <fstream>
#include <sstream>

namespace sandtable {

std::optional<std::string> read_file_bytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return std::move(bytes).str();
}

}  // namespace sandtable
