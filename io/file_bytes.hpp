#pragma once
// A whole file read into memory, as its bytes; nothing when it cannot be opened or read.
#include <filesystem>
#include <optional>
#include <string>

namespace sandtable {

[[nodiscard]] std::optional<std::string> read_file_bytes(const std::filesystem::path& path);

}  // namespace sandtable
