#pragma once
// Which of the main frame's panes an edit concerns: the panes are rebuilt only when what they show
// may have changed (the map canvas redraws what the change names by itself).
#include "model/change_set.hpp"

namespace sandtable::editor {

struct ViewsToRefresh {
    bool project_tree = false;  // maps, their layers, the sides' unit counts, the scenarios
    bool forces = false;
    bool properties = false;
    bool schedule = false;
    bool map_tools = false;     // grid calibration, digitising, terrain tools
    bool combat = false;
};

[[nodiscard]] ViewsToRefresh views_to_refresh(const ChangeSet& changes);

}  // namespace sandtable::editor
