#pragma once
// Map > Grid Properties: orientation, hex size, offset layout, label scheme, columns and rows,
// origin and rotation,
// with a preview of the first hexes and their labels that follows the fields as they change. OK
// hands the fields to `accept`, which applies them or says why not; the dialog stays open with
// that message when it refuses.
#include "editor/dialogs/grid_properties.hpp"

#include "model/outcome.hpp"

#include <functional>
#include <string>
#include <vector>
#include <wx/dialog.h>
#include <wx/panel.h>

class wxChoice;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticText;

namespace sandtable::editor {

// Draws a few hexes of a grid with their labels.
class GridPreviewPanel final : public wxPanel {
public:
    explicit GridPreviewPanel(wxWindow* parent);
    void show(std::vector<GridProperties::PreviewHex> hexes, HexOrientation orientation);
    [[nodiscard]] const std::vector<GridProperties::PreviewHex>& hexes() const { return hexes_; }

private:
    void on_paint(wxPaintEvent&);
    std::vector<GridProperties::PreviewHex> hexes_;
    HexOrientation orientation_ = HexOrientation::FlatTop;
};

class GridPropertiesDialog final : public wxDialog {
public:
    using Accept = std::function<Status(const GridProperties&)>;

    GridPropertiesDialog(wxWindow* parent, const HexGrid& current, Accept on_accept);

    [[nodiscard]] GridProperties properties() const;
    void set_properties(const GridProperties& properties);
    // What OK does: checks the fields and hands them to `accept`; true when the dialog may close.
    bool accept();
    [[nodiscard]] wxString message() const;
    [[nodiscard]] GridPreviewPanel* preview() { return preview_; }

    wxChoice* orientation_choice() { return orientation_; }
    wxSpinCtrlDouble* size_control() { return size_; }
    wxChoice* layout_choice() { return layout_; }
    wxChoice* labels_choice() { return labels_; }
    wxSpinCtrl* columns_control() { return columns_; }
    wxSpinCtrl* rows_control() { return rows_; }
    wxSpinCtrlDouble* origin_x_control() { return origin_x_; }
    wxSpinCtrlDouble* origin_y_control() { return origin_y_; }
    wxSpinCtrlDouble* rotation_control() { return rotation_; }

private:
    void fields_changed();
    void fill_layouts();
    // A control shows a value rounded to its digits; while it still shows that, the value it was
    // given stands, so that OK on untouched fields never nudges a fitted origin.
    struct ExactValue {
        double shown = 0.0;
        double exact = 0.0;
    };
    void set_exact(wxSpinCtrlDouble* control, ExactValue& kept, double value);
    [[nodiscard]] static double exact(const wxSpinCtrlDouble* control, const ExactValue& kept);

    HexGrid current_;
    Accept accept_;
    bool maps_own_labels_ = false;
    wxChoice* orientation_ = nullptr;
    wxSpinCtrlDouble* size_ = nullptr;
    wxChoice* layout_ = nullptr;
    wxChoice* labels_ = nullptr;
    wxSpinCtrl* columns_ = nullptr;
    wxSpinCtrl* rows_ = nullptr;
    wxSpinCtrlDouble* origin_x_ = nullptr;
    wxSpinCtrlDouble* origin_y_ = nullptr;
    wxSpinCtrlDouble* rotation_ = nullptr;
    ExactValue origin_x_value_, origin_y_value_, rotation_value_;
    GridPreviewPanel* preview_ = nullptr;
    wxStaticText* message_ = nullptr;
};

}  // namespace sandtable::editor
