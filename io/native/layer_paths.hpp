#pragma once
// Layer files are kept relative to the book's folder. A book saved into another folder keeps
// pointing at the same files only if those relative paths are rewritten for its new place.
#include "model/book.hpp"

#include <filesystem>

namespace sandtable {

// Rewrites every relative layer path of the book, resolved against `from_folder`, relative to
// `to_folder` (absolute paths stay as they are). Returns how many paths changed.
std::size_t rebase_layer_paths(Book& book, const std::filesystem::path& from_folder, const std::filesystem::path& to_folder);

}  // namespace sandtable
