#pragma once
// Properties of the selection, built from the ruleset's unit schema: integers with their ranges,
// enums as choices, blank allowed where the schema allows it. A value that does not fit is
// refused with a message instead of being stored; accepted values become undoable commands.
#include "model/hex/hex_coord.hpp"

#include <optional>
#include <string>
#include <wx/propgrid/propgrid.h>

namespace sandtable::editor {

class Document;
}  // namespace sandtable::editor

namespace sandtable {
struct ForceNode;
}

namespace sandtable::editor {

class PropertyPane final : public wxPropertyGrid {
public:
    explicit PropertyPane(wxWindow* parent);
    // Shows the book's metadata when node_id is empty, else that formation or unit.
    void show(Document* document, const std::string& node_id);
    // Shows a scenario or variant: name, description, map and turns.
    void show_scenario(Document* document, const std::string& scenario_id);
    // Shows a reference layer of a map: name, file, visibility, opacity, and what is wrong with
    // its file (`status`, empty when it reads).
    void show_layer(Document* document, const std::string& map_id, const std::string& layer_id, const std::string& status);
    // The hex inspector: the hex's label, terrain, hexside features, roads, places, objectives,
    // entry edges and stack (model/hex_inspection.hpp), read-only, then the properties of the top
    // unit of its stack when it has one.
    void show_hex(Document* document, const std::string& map_id, HexCoord hex, const std::string& scenario_id);
    // The hex the inspector shows, if it shows one.
    [[nodiscard]] const std::optional<HexCoord>& hex() const { return hex_; }
    [[nodiscard]] const std::string& node_id() const { return node_id_; }
    [[nodiscard]] const std::string& scenario_id() const { return scenario_id_; }
    [[nodiscard]] const std::string& layer_id() const { return layer_id_; }
    [[nodiscard]] const std::string& layer_map_id() const { return map_id_; }

    // Puts back the stored value in place of text being typed into a cell; false when nothing was
    // being typed (Ctrl+Z then undoes the last edit of the book).
    bool discard_typing();

private:
    void forget_shown();
    void fit_labels();
    void append_node(const ForceNode& node);
    void on_changing(wxPropertyGridEvent& event);
    void on_changed(wxPropertyGridEvent& event);

    Document* document_ = nullptr;
    std::string node_id_;
    std::string scenario_id_;
    std::string map_id_;
    std::string layer_id_;
    std::optional<HexCoord> hex_;
    bool fit_pending_ = false;
};

}  // namespace sandtable::editor
