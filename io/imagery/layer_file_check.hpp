#pragma once
// The files a book's reference layers name: each that is missing, or that GDAL cannot read as the
// kind of layer it is, is a warning (`layer.missing-file`, `layer.unreadable`) naming the map, the
// layer and the file. A layer's file stays outside the book, so this is not a rules check: it
// needs the book's folder and GDAL.
#include "model/book.hpp"
#include "model/diagnostic.hpp"

#include <filesystem>

namespace sandtable {

// An empty folder is the current one.
void check_layer_files(const Book& book, const std::filesystem::path& book_folder, DiagnosticSink& sink);

}  // namespace sandtable
