#pragma once
// Map > Properties: the map's name, its CRS (checked through GDAL, with the name GDAL gives it)
// and its units. OK is one undo step; a refusal keeps the dialog open with the reason.
#include "model/commands/map_properties_commands.hpp"

#include "model/outcome.hpp"

#include <functional>
#include <string>
#include <wx/dialog.h>

class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace sandtable::editor {

class MapPropertiesDialog final : public wxDialog {
public:
    // `accept` applies the properties, or says why not.
    using Accept = std::function<Status(const MapProperties&)>;
    MapPropertiesDialog(wxWindow* parent, const GameMap& map, Accept accept);

    [[nodiscard]] MapProperties properties() const;
    // What OK does; true when the dialog may close.
    bool accept();
    [[nodiscard]] wxString message() const;
    wxTextCtrl* name_control() { return name_; }
    wxTextCtrl* crs_control() { return crs_; }
    wxChoice* units_choice() { return units_; }
    wxTextCtrl* printed_hex_control() { return printed_hex_; }

private:
    void crs_changed();
    wxTextCtrl* name_ = nullptr;
    wxTextCtrl* crs_ = nullptr;
    wxStaticText* crs_name_ = nullptr;
    wxChoice* units_ = nullptr;
    wxTextCtrl* printed_hex_ = nullptr;
    wxStaticText* message_ = nullptr;
    Accept accept_;
};

}  // namespace sandtable::editor
