#pragma once
// A data pack as one .zip file (libzip): the same files as the pack's folder, deflated, each with
// the pack's creation time as its time, so that the same book and SOURCE_DATE_EPOCH give the same
// bytes.
#include "model/outcome.hpp"

#include <ctime>
#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace sandtable {

// Writes the archive at `path` (a new file; callers write beside the target and rename).
[[nodiscard]] Status write_zip(const std::filesystem::path& path, const std::vector<std::pair<std::string, std::string>>& files,
                               std::time_t time);

// Every file of the archive by its name; refused when it is not a zip or a file is larger than
// `largest_file` bytes.
[[nodiscard]] Outcome<std::map<std::string, std::string>> read_zip(const std::filesystem::path& path, std::size_t largest_file);

}  // namespace sandtable
