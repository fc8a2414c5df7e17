#include "model/digitise/freeform_digitise_summary.hpp"

#include <fmt/format.h>

namespace sandtable {

std::map<std::string, AreaTally> area_tally(const FreeformDigitisePreview& preview) {
    std::map<std::string, AreaTally> tally;
    for (const TerrainArea& area : preview.areas) {
        AreaTally& counts = tally[area.terrain];
        ++counts.areas;
        for (const Polygon& polygon : area.shape) {
            counts.vertices += polygon.outer.size();
            for (const Ring& hole : polygon.holes) counts.vertices += hole.size();
        }
    }
    return tally;
}

std::string describe_freeform_digitise(const FreeformDigitisePreview& preview) {
    std::string text;
    for (const auto& [terrain, counts] : area_tally(preview)) text += fmt::format("areas {}: {} ({} vertices)\n", terrain, counts.areas, counts.vertices);
    for (const LineFeature& line : preview.lines) {
        text += fmt::format("line {} ({}{}): {} points\n", line.id, line.terrain, line.name.empty() ? "" : ", " + line.name, line.line.size());
    }
    for (const PointFeature& point : preview.points) {
        text += fmt::format("point {} ({}{})\n", point.id, point.terrain, point.name.empty() ? "" : ", " + point.name);
    }
    text += fmt::format("polygons: {} repaired, {} refused\n", preview.polygons_repaired, preview.polygons_refused);
    if (preview.crests > 0) text += fmt::format("crests: {} placed, {} on areas made round them\n", preview.crests, preview.crest_areas);
    text += fmt::format("features: {} used, {} ignored\n", preview.features_used, preview.features_ignored);
    for (const std::string& note : preview.notes) text += "note: " + note + "\n";
    return text;
}

}  // namespace sandtable
