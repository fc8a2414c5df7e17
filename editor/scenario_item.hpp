#pragma once
// The scenario id kept with its item in the project tree.
#include <string>
#include <wx/treebase.h>

namespace sandtable::editor {

class ScenarioItem final : public wxTreeItemData {
public:
    explicit ScenarioItem(std::string id) : id(std::move(id)) {}
    std::string id;
};

}  // namespace sandtable::editor
