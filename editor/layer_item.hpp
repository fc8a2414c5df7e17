#pragma once
// The map and layer ids kept with a reference layer's item in the project tree.
#include <string>
#include <wx/treebase.h>

namespace sandtable::editor {

class LayerItem final : public wxTreeItemData {
public:
    LayerItem(std::string map_id, std::string layer_id) : map_id(std::move(map_id)), layer_id(std::move(layer_id)) {}
    std::string map_id;
    std::string layer_id;
};

}  // namespace sandtable::editor
