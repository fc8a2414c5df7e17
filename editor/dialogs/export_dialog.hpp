#pragma once
// File > Export: the format (one of io/export's exporters, with what it writes), the folder to
// write, which scenarios (every one, or the one on show) and, for a pack, whether each setup is
// drawn. OK runs the export with a progress dialog whose Cancel leaves nothing half-written; a
// refusal (a folder that holds something else) keeps the dialog open with the reason.
#include "model/outcome.hpp"

#include <functional>
#include <string>
#include <vector>
#include <wx/dialog.h>

class wxCheckBox;
class wxChoice;
class wxDirPickerCtrl;
class wxRadioBox;
class wxSpinCtrl;
class wxStaticText;

namespace sandtable::editor {

struct ExportChoice {
    std::string format;                  // an exporter's id: "pack", "csv"
    std::string folder;                  // UTF-8
    std::vector<std::string> scenarios;  // empty: every one
    bool renders = true;
    int tile_size = 0;  // tmx: the hexes' width across the flats in pixels
    std::string paper = "a4";  // print: "a4" or "letter"
};

class ExportDialog final : public wxDialog {
public:
    // `accept` runs the export, or says why not.
    using Accept = std::function<Status(const ExportChoice&)>;
    // `scenario` is the scenario on show (empty when none); `folder` the suggested output folder.
    ExportDialog(wxWindow* parent, const std::string& scenario_name, const std::string& scenario, const std::string& folder, Accept accept);

    [[nodiscard]] ExportChoice choice() const;
    // What OK does; true when the dialog may close.
    bool accept();
    [[nodiscard]] wxString message() const;
    wxChoice* format_choice() { return format_; }
    wxDirPickerCtrl* folder_picker() { return folder_; }
    wxRadioBox* scenario_choice() { return scenarios_; }
    wxCheckBox* renders_check() { return renders_; }
    wxSpinCtrl* tile_size_spin() { return tile_size_; }
    wxChoice* paper_choice() { return paper_; }

private:
    void format_changed();
    wxChoice* format_ = nullptr;
    wxStaticText* description_ = nullptr;
    wxDirPickerCtrl* folder_ = nullptr;
    wxRadioBox* scenarios_ = nullptr;
    wxCheckBox* renders_ = nullptr;
    wxSpinCtrl* tile_size_ = nullptr;
    wxChoice* paper_ = nullptr;
    wxStaticText* message_ = nullptr;
    std::string scenario_;
    Accept accept_;
};

}  // namespace sandtable::editor
