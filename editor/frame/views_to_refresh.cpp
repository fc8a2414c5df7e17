#include "editor/frame/views_to_refresh.hpp"

#include <algorithm>

namespace sandtable::editor {

namespace {

constexpr std::uint16_t kTreeParts = static_cast<std::uint16_t>(MapPart::Grid) | static_cast<std::uint16_t>(MapPart::Layers) |
                                     static_cast<std::uint16_t>(MapPart::Properties) |
                                     static_cast<std::uint16_t>(MapPart::Existence);
// Entries name their arrival hexes and edges by label.
constexpr std::uint16_t kScheduleParts = static_cast<std::uint16_t>(MapPart::Grid) |
                                         static_cast<std::uint16_t>(MapPart::Edges) |
                                         static_cast<std::uint16_t>(MapPart::Existence);

bool any_map(const ChangeSet& changes, std::uint16_t parts) {
    return std::any_of(changes.maps().begin(), changes.maps().end(),
                       [&](const auto& entry) { return (entry.second.parts & parts) != 0; });
}

}  // namespace

ViewsToRefresh views_to_refresh(const ChangeSet& changes) {
    if (changes.is_everything()) return {true, true, true, true, true, true};
    ViewsToRefresh views;
    if (changes.empty()) return views;
    const bool units = !changes.force_nodes().empty();
    const bool scenario_list = std::any_of(changes.scenarios().begin(), changes.scenarios().end(),
                                           [](const auto& entry) { return entry.second.other; });
    views.project_tree = units || scenario_list || changes.properties() || any_map(changes, kTreeParts);
    // A variant's forces are its own tree, marked with what it changes against its base.
    views.forces = units || scenario_list;
    views.properties = true;
    views.schedule = units || !changes.scenarios().empty() || any_map(changes, kScheduleParts);
    views.map_tools = std::any_of(changes.maps().begin(), changes.maps().end(),
                                  [](const auto& entry) { return entry.second.whole(); });
    views.combat = units || !changes.scenarios().empty() || !changes.maps().empty() || changes.rules();
    return views;
}

}  // namespace sandtable::editor
