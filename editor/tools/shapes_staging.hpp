#pragma once
// The editor's --shapes, --select-feature and --sketch options, for pictures of the Shapes pane's
// tools at work: opens the pane with a tool, selects features by id, and puts down points as
// clicks would (the last one is where the pointer rests; a ruler, location or entry edge is dragged
// from the first point to the second and held there).
#include "model/outcome.hpp"

#include <string>

namespace sandtable::editor {

class MainFrame;

// `mode` as the pane names its tools ("select", "area", "entry-edge"...); `features` ids joined by
// commas; `points` "x,y x,y ..." in map units. Says what it could not do.
// `name` is the Name field's (the next line's, point's, location's or entry edge's).
Status stage_shapes_tool(MainFrame& frame, const std::string& mode, const std::string& features, const std::string& points,
                         const std::string& name);

}  // namespace sandtable::editor
