#include "editor/tools/shapes_staging.hpp"

#include "editor/panes/freeform_pane.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <sstream>

namespace sandtable::editor {

namespace {

// "Entry edge" is written "entry-edge" on the command line.
std::string option_name(FreeformToolMode mode) {
    std::string name = mode_name(mode);
    for (char& c : name) c = c == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

Outcome<std::vector<MapPoint>> parse_points(const std::string& text) {
    std::vector<MapPoint> points;
    std::istringstream in(text);
    std::string pair;
    while (in >> pair) {
        MapPoint p;
        char comma = 0;
        std::istringstream one(pair);
        if (!(one >> p.x >> comma >> p.y) || comma != ',') return failure(fmt::format("\"{}\" is not a point x,y", pair));
        points.push_back(p);
    }
    return points;
}

}  // namespace

Status stage_shapes_tool(MainFrame& frame, const std::string& mode, const std::string& features, const std::string& points,
                         const std::string& name) {
    const GameMap* map = frame.document() != nullptr ? frame.canvas()->shown_map() : nullptr;
    if (map == nullptr || map->kind != MapKind::Freeform) return failure("no free-form map on show");
    const auto chosen = std::find_if(kFreeformToolModes.begin(), kFreeformToolModes.end(), [&](FreeformToolMode m) { return option_name(m) == mode; });
    if (chosen == kFreeformToolModes.end()) return failure(fmt::format("\"{}\" is not a tool: select, area, hole, line, crest, cut, point, location, entry-edge or ruler", mode));
    frame.show_terrain_tools();
    FreeformPane& pane = *frame.shapes_pane();
    pane.set_mode(*chosen);
    pane.set_name(name);
    FreeformTool& tool = pane.tool();

    std::vector<FeatureRef> selection;
    std::istringstream ids(features);
    for (std::string id; std::getline(ids, id, ',');) {
        if (id.empty()) continue;
        std::optional<FeatureRef> found;
        for (FeatureKind kind : {FeatureKind::Area, FeatureKind::Line, FeatureKind::Point, FeatureKind::Location, FeatureKind::EntryEdge}) {
            if (feature_bounds(map->freeform, FeatureRef{kind, id})) found = FeatureRef{kind, id};
        }
        if (!found) return failure(fmt::format("the map has no feature \"{}\"", id));
        selection.push_back(*found);
    }
    tool.select(selection);

    auto put = parse_points(points);
    if (!put) return failure(put.error());
    if (put->empty()) return {};
    const bool dragged = *chosen == FreeformToolMode::Ruler || *chosen == FreeformToolMode::Location || *chosen == FreeformToolMode::EntryEdge;
    if (dragged) {
        if (put->size() != 2) return failure(fmt::format("the {} tool takes two points: where the drag starts and where it is", mode));
        tool.press(put->front(), false);
        tool.drag(put->back());
        return {};
    }
    for (std::size_t i = 0; i + 1 < put->size(); ++i) {
        tool.press((*put)[i], false);
        tool.release((*put)[i]);
    }
    tool.hover(put->back());
    return {};
}

}  // namespace sandtable::editor
