#include "editor/dialogs/grid_properties_dialog.hpp"

#include <algorithm>
#include <limits>
#include <memory>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace sandtable::editor {

GridPreviewPanel::GridPreviewPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(320, 220)) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &GridPreviewPanel::on_paint, this);
}

void GridPreviewPanel::show(std::vector<GridProperties::PreviewHex> hexes, HexOrientation orientation) {
    hexes_ = std::move(hexes);
    orientation_ = orientation;
    Refresh();
}

void GridPreviewPanel::on_paint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxColour(236, 232, 220)));
    dc.Clear();
    if (hexes_.empty()) return;
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    // Fit the hexes (size 1 about the first) into the panel.
    double min_x = std::numeric_limits<double>::max(), min_y = min_x, max_x = -min_x, max_y = -min_x;
    for (const auto& hex : hexes_) {
        min_x = std::min(min_x, hex.centre.x - 1.0);
        max_x = std::max(max_x, hex.centre.x + 1.0);
        min_y = std::min(min_y, hex.centre.y - 1.0);
        max_y = std::max(max_y, hex.centre.y + 1.0);
    }
    const wxSize size = GetClientSize();
    const double scale = std::min((size.x - 16) / (max_x - min_x), (size.y - 16) / (max_y - min_y));
    const double left = (size.x - (max_x - min_x) * scale) / 2.0 - min_x * scale;
    const double top = (size.y - (max_y - min_y) * scale) / 2.0 - min_y * scale;
    const HexGeometry unit{orientation_, 1.0, {0.0, 0.0}, 0.0};
    gc->SetPen(wxPen(wxColour(90, 80, 60), 1));
    gc->SetBrush(wxBrush(wxColour(250, 248, 240)));
    gc->SetFont(wxFont(wxFontInfo(std::clamp(static_cast<int>(scale * 0.35), 6, 14))), wxColour(40, 40, 40));
    for (const auto& hex : hexes_) {
        wxGraphicsPath path = gc->CreatePath();
        const auto corners = hex_corners(unit, {0, 0});
        for (std::size_t i = 0; i < corners.size(); ++i) {
            const double x = left + (hex.centre.x + corners[i].x) * scale;
            const double y = top + (hex.centre.y + corners[i].y) * scale;
            if (i == 0) {
                path.MoveToPoint(x, y);
            } else {
                path.AddLineToPoint(x, y);
            }
        }
        path.CloseSubpath();
        gc->DrawPath(path);
        const wxString label = wxString::FromUTF8(hex.label);
        double w = 0, h = 0;
        gc->GetTextExtent(label, &w, &h);
        gc->DrawText(label, left + hex.centre.x * scale - w / 2.0, top + hex.centre.y * scale - h / 2.0);
    }
}

GridPropertiesDialog::GridPropertiesDialog(wxWindow* parent, const HexGrid& current, Accept on_accept)
    : wxDialog(parent, wxID_ANY, "Grid Properties", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      current_(current), accept_(std::move(on_accept)) {
    const GridProperties initial = GridProperties::of(current);
    maps_own_labels_ = initial.labels == LabelSchemeKind::MapsOwn;
    auto* fields = new wxFlexGridSizer(2, 6, 8);
    auto add = [&](const wxString& label, wxWindow* control) {
        fields->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        fields->Add(control, 1, wxEXPAND);
    };
    const wxString orientations[] = {"Flat top", "Pointy top"};
    orientation_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 2, orientations);
    add("Orientation", orientation_);
    size_ = new wxSpinCtrlDouble(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0.0, 1e9, 40.0, 0.5);
    size_->SetDigits(3);
    size_->SetToolTip("Centre to corner, in map units");
    add("Hex size", size_);
    layout_ = new wxChoice(this, wxID_ANY);
    add("Offset layout", layout_);
    labels_ = new wxChoice(this, wxID_ANY);
    labels_->Append("Letter and number (P3)");
    labels_->Append("Four digits (1905)");
    if (maps_own_labels_) labels_->Append(wxString::FromUTF8("The map's own (" + current.labels.describe() + ")"));
    add("Labels", labels_);
    columns_ = new wxSpinCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 1000, 10);
    add("Columns", columns_);
    rows_ = new wxSpinCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 1000, 10);
    add("Rows", rows_);
    constexpr double kFar = 1e12;  // map units may be metres of a projected CRS
    origin_x_ = new wxSpinCtrlDouble(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -kFar, kFar, 0.0, 1.0);
    origin_x_->SetDigits(3);
    origin_x_->SetToolTip("x of the centre of axial hex (0, 0), in map units");
    add("Origin x", origin_x_);
    origin_y_ = new wxSpinCtrlDouble(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -kFar, kFar, 0.0, 1.0);
    origin_y_->SetDigits(3);
    origin_y_->SetToolTip("y of the same point, in map units (y grows down the map)");
    add("Origin y", origin_y_);
    rotation_ = new wxSpinCtrlDouble(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -360.0, 360.0, 0.0, 0.5);
    rotation_->SetDigits(3);
    rotation_->SetToolTip("Degrees clockwise about the origin");
    add("Rotation", rotation_);
    fields->AddGrowableCol(1);

    preview_ = new GridPreviewPanel(this);
    message_ = new wxStaticText(this, wxID_ANY, {}, wxDefaultPosition, wxSize(420, -1));
    message_->SetForegroundColour(wxColour(170, 30, 30));

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(fields, 0, wxALL, 10);
    top->Add(preview_, 1, wxALL | wxEXPAND, 10);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 1, wxEXPAND);
    sizer->Add(message_, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    sizer->Add(CreateSeparatedButtonSizer(wxOK | wxCANCEL), 0, wxALL | wxEXPAND, 10);
    SetSizerAndFit(sizer);

    set_properties(initial);
    orientation_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        fill_layouts();
        fields_changed();
    });
    layout_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fields_changed(); });
    labels_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fields_changed(); });
    size_->Bind(wxEVT_SPINCTRLDOUBLE, [this](wxSpinDoubleEvent&) { fields_changed(); });
    columns_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { fields_changed(); });
    rows_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { fields_changed(); });
    for (wxSpinCtrlDouble* control : {origin_x_, origin_y_, rotation_}) {
        control->Bind(wxEVT_SPINCTRLDOUBLE, [this](wxSpinDoubleEvent&) { fields_changed(); });
    }
    Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (accept() && IsModal()) EndModal(wxID_OK);
    }, wxID_OK);
}

void GridPropertiesDialog::fill_layouts() {
    const int selection = std::max(layout_->GetSelection(), 0);
    layout_->Clear();
    if (orientation_->GetSelection() == 1) {
        layout_->Append("Odd rows shoved right");
        layout_->Append("Even rows shoved right");
    } else {
        layout_->Append("Odd columns shoved down");
        layout_->Append("Even columns shoved down");
    }
    layout_->SetSelection(selection);
}

GridProperties GridPropertiesDialog::properties() const {
    GridProperties p;
    p.orientation = orientation_->GetSelection() == 1 ? HexOrientation::PointyTop : HexOrientation::FlatTop;
    p.size = size_->GetValue();
    p.odd = layout_->GetSelection() != 1;
    p.labels = static_cast<LabelSchemeKind>(std::max(labels_->GetSelection(), 0));
    p.columns = columns_->GetValue();
    p.rows = rows_->GetValue();
    p.origin = {exact(origin_x_, origin_x_value_), exact(origin_y_, origin_y_value_)};
    p.rotation_degrees = exact(rotation_, rotation_value_);
    return p;
}

void GridPropertiesDialog::set_properties(const GridProperties& p) {
    orientation_->SetSelection(p.orientation == HexOrientation::PointyTop ? 1 : 0);
    fill_layouts();
    layout_->SetSelection(p.odd ? 0 : 1);
    size_->SetValue(p.size);
    const int labels = static_cast<int>(p.labels);
    labels_->SetSelection(labels < static_cast<int>(labels_->GetCount()) ? labels : 0);
    columns_->SetValue(p.columns);
    rows_->SetValue(p.rows);
    set_exact(origin_x_, origin_x_value_, p.origin.x);
    set_exact(origin_y_, origin_y_value_, p.origin.y);
    set_exact(rotation_, rotation_value_, p.rotation_degrees);
    fields_changed();
}

void GridPropertiesDialog::set_exact(wxSpinCtrlDouble* control, ExactValue& kept, double value) {
    control->SetValue(value);
    kept = {control->GetValue(), value};
}

double GridPropertiesDialog::exact(const wxSpinCtrlDouble* control, const ExactValue& kept) {
    const double shown = control->GetValue();
    return shown == kept.shown ? kept.exact : shown;
}

void GridPropertiesDialog::fields_changed() {
    const GridProperties p = properties();
    preview_->show(p.preview(current_), p.orientation);
    const Status fits = p.check();
    message_->SetLabel(wxString::FromUTF8(fits.error()));
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->Enable(static_cast<bool>(fits));
}

bool GridPropertiesDialog::accept() {
    const GridProperties p = properties();
    Status accepted = p.check();
    if (accepted && accept_) accepted = accept_(p);
    message_->SetLabel(wxString::FromUTF8(accepted.error()));
    message_->Wrap(420);
    Layout();
    return static_cast<bool>(accepted);
}

wxString GridPropertiesDialog::message() const { return message_->GetLabel(); }

}  // namespace sandtable::editor
