#pragma once
// The georeferencing session's points as rows of a wxDataViewCtrl: enabled, id, pixel x and y,
// easting and northing, and the residual (dx, dy, length) in pixels. Coordinates are typed in
// place; a value the session refuses is not stored and the refusal goes to the error listener.
// Points the fit misses most are shown in red.
#include "editor/panes/gcp_session.hpp"

#include <functional>
#include <wx/dataview.h>

namespace sandtable::editor {

class GcpTableModel final : public wxDataViewVirtualListModel {
public:
    enum Column : unsigned { Enabled, Id, PixelX, PixelY, MapX, MapY, ResidualX, ResidualY, Residual, ColumnCount };

    explicit GcpTableModel(GcpSession& session);
    void on_error(std::function<void(const std::string&)> listener) { error_ = std::move(listener); }
    // The session changed: show its rows again.
    void refresh();

    [[nodiscard]] unsigned int GetColumnCount() const override { return ColumnCount; }
    [[nodiscard]] wxString GetColumnType(unsigned int column) const override { return column == Enabled ? "bool" : "string"; }
    void GetValueByRow(wxVariant& value, unsigned int row, unsigned int column) const override;
    bool SetValueByRow(const wxVariant& value, unsigned int row, unsigned int column) override;
    bool GetAttrByRow(unsigned int row, unsigned int column, wxDataViewItemAttr& attr) const override;

private:
    GcpSession& session_;
    std::function<void(const std::string&)> error_;
    unsigned int shown_rows_ = 0;
};

}  // namespace sandtable::editor
