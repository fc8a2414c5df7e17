#pragma once
// Reads a digitise mapping file (JSON, docs/schema/digitise-mapping.schema.json). Errors name the
// file and the key.
#include "model/digitise/digitise_mapping.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace sandtable {

struct DigitiseMappingRead {
    std::optional<DigitiseMapping> mapping;
    std::string error;  // set when mapping is empty
    explicit operator bool() const { return mapping.has_value(); }
};

[[nodiscard]] DigitiseMappingRead read_digitise_mapping(const std::filesystem::path& path);
[[nodiscard]] DigitiseMappingRead parse_digitise_mapping(const std::string& text, const std::string& file_name);

}  // namespace sandtable
