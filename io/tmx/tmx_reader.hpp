#pragma once
// Reads a TMX file (and the external .tsx tilesets it names) into a TmxDocument. Errors name the
// file and line and what was expected. Layers inside groups are read as if at the top; infinite
// maps (chunked data) are refused.
#include "io/tmx/tmx_document.hpp"
#include "model/outcome.hpp"

#include <filesystem>

namespace sandtable {

[[nodiscard]] Outcome<TmxDocument> read_tmx(const std::filesystem::path& path);

}  // namespace sandtable
