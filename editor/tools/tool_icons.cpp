#include "editor/tools/tool_icons.hpp"

#include <cmath>
#include <map>
#include <memory>
#include <numbers>
#include <functional>
#include <wx/artprov.h>
#include <wx/brush.h>
#include <wx/pen.h>
#include <wx/graphics.h>
#include <wx/image.h>

namespace sandtable::editor {

namespace {

constexpr int kSize = 24;

// A transparent 24 px image drawn on by `draw`.
wxBitmapBundle drawn(const std::function<void(wxGraphicsContext&)>& draw) {
    wxImage image(kSize, kSize);
    image.InitAlpha();
    std::fill_n(image.GetAlpha(), kSize * kSize, 0);
    {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(image));
        gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
        draw(*gc);
    }
    return wxBitmapBundle::FromBitmap(wxBitmap(image));
}

// A flat-topped hexagon around (cx, cy).
wxGraphicsPath hexagon(wxGraphicsContext& gc, double cx, double cy, double radius) {
    wxGraphicsPath path = gc.CreatePath();
    for (int corner = 0; corner < 6; ++corner) {
        const double angle = std::numbers::pi / 3.0 * corner;
        const double x = cx + radius * std::cos(angle);
        const double y = cy + radius * std::sin(angle);
        if (corner == 0) path.MoveToPoint(x, y);
        else path.AddLineToPoint(x, y);
    }
    path.CloseSubpath();
    return path;
}

const wxColour kInk(40, 40, 40);

}  // namespace

wxBitmapBundle tool_icon(const std::string& name) {
    static const std::map<std::string, wxArtID> stock = {
        {"new", wxART_NEW},         {"open", wxART_FILE_OPEN},    {"save", wxART_FILE_SAVE}, {"undo", wxART_UNDO},
        {"redo", wxART_REDO},       {"zoom-in", wxART_PLUS},      {"zoom-out", wxART_MINUS}, {"zoom-fit", wxART_FULL_SCREEN},
        {"help", wxART_HELP_BOOK},
    };
    if (const auto it = stock.find(name); it != stock.end()) return wxArtProvider::GetBitmapBundle(it->second, wxART_TOOLBAR);
    if (name == "paint-terrain") {
        return drawn([](wxGraphicsContext& gc) {
            gc.SetPen(wxPen(kInk, 1));
            gc.SetBrush(wxBrush(wxColour(96, 160, 72)));
            gc.DrawPath(hexagon(gc, 12, 12, 10));
            gc.SetBrush(wxBrush(wxColour(40, 100, 30)));
            gc.DrawEllipse(8, 7, 5, 5);
            gc.DrawEllipse(12, 11, 5, 5);
        });
    }
    if (name == "calibrate-grid") {
        return drawn([](wxGraphicsContext& gc) {
            gc.SetPen(wxPen(kInk, 1));
            gc.SetBrush(*wxTRANSPARENT_BRUSH);
            gc.DrawPath(hexagon(gc, 12, 12, 10));
            gc.SetPen(wxPen(wxColour(200, 30, 30), 2));
            gc.StrokeLine(12, 6, 12, 18);
            gc.StrokeLine(6, 12, 18, 12);
        });
    }
    if (name == "digitise") {
        return drawn([](wxGraphicsContext& gc) {
            gc.SetPen(wxPen(wxColour(200, 30, 30), 2));
            wxGraphicsPath line = gc.CreatePath();
            line.MoveToPoint(3, 20);
            line.AddLineToPoint(9, 9);
            line.AddLineToPoint(15, 15);
            line.AddLineToPoint(21, 4);
            gc.StrokePath(line);
            gc.SetPen(wxPen(kInk, 1));
            gc.SetBrush(*wxWHITE_BRUSH);
            for (const auto& [x, y] : {std::pair{3.0, 20.0}, {9.0, 9.0}, {15.0, 15.0}, {21.0, 4.0}}) gc.DrawRectangle(x - 2, y - 2, 4, 4);
        });
    }
    if (name == "combat-odds") {
        return drawn([](wxGraphicsContext& gc) {
            gc.SetPen(wxPen(kInk, 1));
            gc.SetBrush(*wxWHITE_BRUSH);
            gc.DrawRoundedRectangle(3, 3, 18, 18, 3);
            gc.SetBrush(wxBrush(kInk));
            for (const auto& [x, y] : {std::pair{8.0, 8.0}, {12.0, 12.0}, {16.0, 16.0}}) gc.DrawEllipse(x - 1.7, y - 1.7, 3.4, 3.4);
        });
    }
    return {};
}

}  // namespace sandtable::editor
