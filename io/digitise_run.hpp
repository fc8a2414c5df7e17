#pragma once
// Digitising from files: reads a vector layer (in the map's CRS when the map has one, then into
// the map frame) and a mapping file, checks them against the map, and runs digitise() on a hex map
// or digitise_freeform() on a free-form map. Shared by
// `sandtable-cli digitise` and the editor's Digitise pane.
#include "io/vector/vector_dataset.hpp"
#include "model/outcome.hpp"
#include "model/digitise/digitise.hpp"
#include "model/digitise/freeform_digitise.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct DigitiseRequest {
    std::filesystem::path layer;  // vector data GDAL opens
    std::string layer_name;       // empty: the dataset's first layer
    std::filesystem::path mapping;
    DigitiseOptions options;
    std::string map_source;  // names the map's file in messages about the map (the book's path); may be empty
};

struct Digitised {
    std::optional<DigitisePreview> preview;                   // hex maps
    std::optional<FreeformDigitisePreview> freeform_preview;  // free-form maps
    VectorLayerInfo layer;
};

// The preview, or every problem that stopped it, each naming the file or the map it is about.
using DigitiseRun = Report<Digitised>;

[[nodiscard]] DigitiseRun run_digitise(const GameMap& map, const DigitiseRequest& request);
[[nodiscard]] DigitiseRun run_digitise(const GameMap& map, const DigitiseRequest& request, Progress& progress);

}  // namespace sandtable
