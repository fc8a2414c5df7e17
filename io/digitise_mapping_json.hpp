#pragma once
// Reads a digitise mapping file (JSON, docs/schema/digitise-mapping.schema.json). Errors name the
// file and the key.
#include "model/digitise/digitise_mapping.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace sandtable {

// The mapping, or why not: the file and the key that is wrong.
using DigitiseMappingRead = Outcome<DigitiseMapping>;

[[nodiscard]] DigitiseMappingRead read_digitise_mapping(const std::filesystem::path& path);
[[nodiscard]] DigitiseMappingRead parse_digitise_mapping(const std::string& text, const std::string& file_name);

}  // namespace sandtable
