#pragma once
// From vector features to a free-form map: polygons become terrain areas, lines become line
// features (cleaned as the hex digitiser cleans roads, so that a road that doubles back in vertex
// order is one clean line), points become point features. Polygons are snapped and put the
// model's way; one that is then valid is kept (and said to be repaired when it was not valid as
// given), one that is not is refused and said so, by feature id: never stored invalid. The result
// is a preview; make_freeform_digitise_command applies it as one undoable step.
#include "model/book.hpp"
#include "model/commands/command.hpp"
#include "model/digitise/digitise_mapping.hpp"
#include "model/progress.hpp"
#include "model/vector_feature.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

struct FreeformDigitisePreview {
    std::string map_id;
    bool replace = false;
    std::vector<TerrainArea> areas;
    std::vector<LineFeature> lines;
    std::vector<PointFeature> points;
    // With replace: the catalogue entries the mapping names, whose areas, lines and points go first.
    std::vector<std::string> replaced_terrain;
    std::size_t features_used = 0;
    std::size_t features_ignored = 0;
    std::size_t polygons_repaired = 0;
    std::size_t polygons_refused = 0;
    std::size_t crests = 0;       // crest lines placed on areas
    std::size_t crest_areas = 0;  // of those, on areas made round them (crest_half_width)
    std::vector<std::string> notes;  // what was repaired, refused or skipped, and why, by feature id
    bool cancelled = false;
};

// Ids are made from the feature's name (lines and points) or terrain and feature id (areas),
// unique on the map; the command makes them unique in the book. Throws std::invalid_argument when
// the map is not a free-form map or the mapping does not fit it (mapping_errors).
[[nodiscard]] FreeformDigitisePreview digitise_freeform(const GameMap& map, const std::vector<VectorFeature>& features,
                                                        const DigitiseMapping& mapping, bool replace, Progress& progress);

// The map as the preview leaves it.
[[nodiscard]] FreeformMap digitised_freeform_map(const FreeformMap& map, const FreeformDigitisePreview& preview);

// One step from the map as it is to digitised_freeform_map, naming the rectangle it changes; an
// id of the preview that another object of the book has is made fresh ("woods-12-2").
[[nodiscard]] std::unique_ptr<Command> make_freeform_digitise_command(const Book& book, const FreeformDigitisePreview& preview);

}  // namespace sandtable
