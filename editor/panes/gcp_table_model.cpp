#include "editor/panes/gcp_table_model.hpp"

#include <fmt/format.h>

namespace sandtable::editor {

namespace {

wxString number(double value, int decimals) { return wxString::FromUTF8(fmt::format("{:.{}f}", value, decimals)); }

}  // namespace

GcpTableModel::GcpTableModel(GcpSession& session)
    : wxDataViewVirtualListModel(static_cast<unsigned int>(session.rows().size())), session_(session),
      shown_rows_(static_cast<unsigned int>(session.rows().size())) {}

void GcpTableModel::refresh() {
    const auto rows = static_cast<unsigned int>(session_.rows().size());
    if (rows == shown_rows_) {
        for (unsigned int row = 0; row < rows; ++row) RowChanged(row);
    } else {
        Reset(rows);
        shown_rows_ = rows;
    }
}

void GcpTableModel::GetValueByRow(wxVariant& value, unsigned int row, unsigned int column) const {
    if (row >= session_.rows().size()) {
        value = column == Enabled ? wxVariant(false) : wxVariant(wxString());
        return;
    }
    const GcpRow& r = session_.rows()[row];
    const auto residual = session_.residual(row);
    switch (column) {
        case Enabled: value = r.point.enabled; return;
        case Id: value = wxString::FromUTF8(r.point.id); return;
        case PixelX: value = number(r.point.pixel.x, 2); return;
        case PixelY: value = number(r.point.pixel.y, 2); return;
        case MapX: value = r.has_map_x ? number(r.point.map.x, 3) : wxString(); return;
        case MapY: value = r.has_map_y ? number(r.point.map.y, 3) : wxString(); return;
        case ResidualX: value = residual ? number(residual->in_pixels.x, 2) : wxString(); return;
        case ResidualY: value = residual ? number(residual->in_pixels.y, 2) : wxString(); return;
        case Residual: value = residual ? number(length(residual->in_pixels), 2) : wxString(); return;
        default: value = wxString(); return;
    }
}

bool GcpTableModel::SetValueByRow(const wxVariant& value, unsigned int row, unsigned int column) {
    if (row >= session_.rows().size()) return false;
    if (column == Enabled) {
        session_.set_enabled(row, value.GetBool());
        return true;
    }
    GcpField field{};
    switch (column) {
        case PixelX: field = GcpField::PixelX; break;
        case PixelY: field = GcpField::PixelY; break;
        case MapX: field = GcpField::MapX; break;
        case MapY: field = GcpField::MapY; break;
        default: return false;
    }
    const GcpEditResult result = session_.edit(row, field, value.GetString().ToStdString(wxConvUTF8));
    if (!result && error_) error_(result.error());
    return static_cast<bool>(result);
}

bool GcpTableModel::GetAttrByRow(unsigned int row, unsigned int, wxDataViewItemAttr& attr) const {
    if (row >= session_.rows().size()) return false;
    if (session_.flagged(row)) {
        attr.SetColour(wxColour(170, 0, 0));
        attr.SetBackgroundColour(wxColour(255, 220, 220));
        attr.SetBold(true);
        return true;
    }
    if (!session_.rows()[row].point.enabled) {
        attr.SetColour(wxColour(128, 128, 128));
        attr.SetItalic(true);
        return true;
    }
    if (!session_.rows()[row].has_map()) {
        attr.SetColour(wxColour(180, 100, 0));
        return true;
    }
    return false;
}

}  // namespace sandtable::editor
