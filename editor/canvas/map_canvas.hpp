#pragma once
// The map in the centre of the editor. It draws through the same Cairo renderer as
// `sandtable-cli render`, handing it the cairo context behind its wxGraphicsContext, so the
// canvas and an exported picture are the same picture. Drag (or middle-drag) to pan, wheel to
// zoom about the cursor, arrow keys to pan, Fit to see the whole map. Click selects a hex and its stack;
// dragging a unit moves it in the scenario's setup; Delete takes the selected unit off the map;
// units dropped from the forces tree are placed where they land.
#include "editor/canvas/canvas_tool.hpp"
#include "editor/canvas/piece_handling.hpp"
#include "editor/canvas/hex_selection.hpp"
#include "editor/canvas/position_text.hpp"
#include "editor/canvas/freeform_rules_overlay.hpp"
#include "editor/canvas/rules_overlay.hpp"
#include "editor/canvas/setup_marks.hpp"
#include "io/imagery/map_imagery.hpp"
#include "io/render/render_view.hpp"
#include "io/render/tile_cache.hpp"
#include "model/change_set.hpp"
#include "model/hex_map.hpp"
#include "model/forces.hpp"
#include "model/scenario.hpp"

#include "model/hex/hex_coord.hpp"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include <wx/window.h>

namespace sandtable::editor {

class Document;

class MapCanvas final : public wxWindow {
public:
    using StatusListener = std::function<void(const wxString& where, const wxString& zoom)>;

    using SelectionListener = std::function<void(const std::vector<std::string>& units)>;
    // A right-click (or the menu key) on a hex of the map, at a point of the canvas.
    using HexMenuListener = std::function<void(HexCoord hex, wxPoint device)>;

    explicit MapCanvas(wxWindow* parent);
    void show(Document* document, const std::string& scenario_id);
    void fit();
    // Shows the area from `min` to `max` (map coordinates) whole and centred (View > Zoom to Layer).
    void show_area(MapPoint min, MapPoint max);
    void zoom_by(double factor);
    void zoom_about(double factor, wxPoint device);
    void pan_by(double dx_px, double dy_px);
    void on_status(StatusListener listener) { status_ = std::move(listener); }
    void on_selection(SelectionListener listener) { selection_listener_ = std::move(listener); }
    void on_hex_menu(HexMenuListener listener) { hex_menu_ = std::move(listener); }
    [[nodiscard]] const RenderView& view() const { return view_; }

    // Selects a hex (nothing selects none) and tells the selection listener its units.
    void select_hex(std::optional<HexCoord> hex);
    [[nodiscard]] std::optional<HexCoord> selected_hex() const { return selection_.primary(); }
    // Every selected hex: one after a click, many after a band (Shift-drag).
    [[nodiscard]] const std::vector<HexCoord>& selected_hexes() const { return selection_.hexes(); }
    // The units in the selected hexes, hex by hex, bottom of each stack first.
    [[nodiscard]] std::vector<std::string> selected_units() const;
    // Free-form maps: the piece selected on the map (empty for none).
    [[nodiscard]] const std::string& selected_piece() const { return pieces_.selected(); }
    // Selects the piece when it stands at a point of the free-form map shown; false otherwise.
    bool select_piece(const std::string& unit);
    // Selects the hexes whose centres lie in a rectangle of the view.
    void select_in_rectangle(const wxRect& device);
    // Draws the map as the canvas shows it (through its tile cache) onto a cairo context whose
    // device pixels are the canvas's.
    void paint_map(cairo_t* cr);
    // The document's layer files changed on disk (overviews built beside them, a Save As): they are
    // opened afresh.
    void document_moved();
    // The map on show: the scenario's, else the book's first; null without a document.
    [[nodiscard]] const GameMap* shown_map() const;
    [[nodiscard]] MapImagery* imagery() { return imagery_.get(); }
    // Selects every hex that holds a unit of the scenario (Select All).
    void select_all_units();
    void select_hexes(std::vector<HexCoord> hexes);
    // The units of the current scenario's setup in a hex, bottom of the stack first.
    [[nodiscard]] std::vector<std::string> units_at(HexCoord hex) const;
    [[nodiscard]] std::optional<HexCoord> hex_at(wxPoint device) const;
    [[nodiscard]] wxPoint device_of(HexCoord hex) const;
    // Scrolls so that the hex is in the middle of the view, and selects it.
    void centre_on(HexCoord hex);
    // Places a unit (from the forces tree) on the hex under a device point. False off the map.
    bool drop_unit(const std::string& unit, wxPoint device);
    // Takes the top unit of the selected hex off the map (every unit, after a band selection).
    void remove_selected_unit();
    // Delete or Backspace: the active tool's, else remove_selected_unit().
    void delete_pressed();
    // The book changed: redraw the hexes whose terrain, hexsides or units the change names, or the
    // whole map when it names a part drawn whole (grid, catalogues, roads, places, layers...).
    void book_changed(const ChangeSet& changes);
    [[nodiscard]] const TileCache& tiles() const { return tiles_; }
    // The tooltip over the hex under the pointer: the hex in brief (model/hex_inspection.hpp),
    // then its stack, top first.
    [[nodiscard]] const wxString& hex_tip() const { return tip_; }
    // While a modal dialog is up, no tooltip is shown over the map.
    void hold_tips(bool held);
    // Hands clicks to a tool instead of selecting (null goes back to selecting); the canvas does
    // not own the tool, and tells the one it leaves.
    void set_tool(CanvasTool* tool);
    [[nodiscard]] CanvasTool* tool() const { return tool_; }
    // The selected unit's reachable hexes and its line of sight to the hex under the pointer, by
    // the ruleset's engine (View > Show Movement Range, Show Line of Sight).
    void show_movement_range(bool on);
    void show_line_of_sight(bool on);
    // On a free-form map: the selected piece's field of fire, and its command range (View menu).
    void show_field_of_fire(bool on);
    void show_command_range(bool on);
    [[nodiscard]] const FreeformRulesOverlay& freeform_rules_overlay() const { return freeform_rules_; }
    // Shows the line of sight from the selected piece to a point, as the pointer over it does.
    void look_at_point(std::optional<MapPoint> point);
    [[nodiscard]] const RulesOverlay& rules_overlay() const { return rules_; }
    // The variant on show's setup marked against its base's.
    [[nodiscard]] const SetupMarks& setup_marks() const { return setup_marks_; }
    // Shows the line of sight from the selected unit to a hex, as the pointer over it does.
    void look_at(std::optional<HexCoord> hex);

private:
    [[nodiscard]] bool shows_freeform() const;
    void on_paint(wxPaintEvent&);
    void on_size(wxSizeEvent&);
    // Shown whole as fit() left it: not zoomed or panned since.
    [[nodiscard]] bool still_fitted() const;
    void on_mouse(wxMouseEvent&);
    // True when the event was a middle-button pan's.
    bool pan_with_middle_button(const wxMouseEvent& event);
    // True when the event went to a tool that takes drags (or to a tool's hover).
    bool send_stroke(const wxMouseEvent& event);
    void on_wheel(wxMouseEvent&);
    void on_key(wxKeyEvent&);
    void report_status(wxPoint device);
    void refresh_field();  // the selected piece's overlays, computed again
    void selection_changed();  // redraws, moves the overlays along and tells the listener
    void draw_selection(void* cairo_context) const;
    // Scroll bars: their positions are device pixels from `origin` (a map point) at the view's scale.
    struct ScrollFrame {
        MapPoint origin;
        wxSize range{0, 0};
        wxSize thumb{0, 0};
    };
    [[nodiscard]] ScrollFrame scroll_frame() const;
    void view_changed();  // keeps the scroll bars in step and repaints
    void on_scroll(wxScrollWinEvent& event);
    void show_hex_tip(wxPoint device);

    Document* document_ = nullptr;
    std::string scenario_;
    RenderView view_;
    bool fitted_ = false;
    RenderView fitted_view_;  // the view fit() made last
    wxPoint drag_from_;
    bool dragging_ = false;
    std::string dragged_unit_;  // set while a unit is being dragged to another hex
    PieceHandling pieces_;      // free-form maps: the selected piece, moved and turned
    bool piece_gesture_ = false;
    HexSelection selection_;
    std::optional<wxRect> band_;  // the band being drawn, in device pixels
    wxString tip_;  // the hex under the cursor in brief, then its stack, top first
    bool tips_held_ = false;  // a modal dialog is up
    bool select_on_release_ = false;  // a press off any stack: a click selects, a pan does not
    StatusListener status_;
    SelectionListener selection_listener_;
    HexMenuListener hex_menu_;
    TileCache tiles_;
    std::unique_ptr<MapImagery> imagery_;
    PositionText position_text_;  // the document's raster layers, opened once
    [[nodiscard]] bool changes_redraw_all(const GameMap& map, const ChangeSet& changes) const;
    // Free-form maps: the tiles a change leaves stale, marked for drawing again.
    void redraw_freeform_changes(const GameMap& map, const ChangeSet& changes);
    [[nodiscard]] std::map<std::string, MapRect> shown_piece_bounds() const;
    std::map<std::string, MapRect> piece_bounds_;  // of the pieces as last drawn, by unit
    [[nodiscard]] std::vector<HexCoord> hexes_to_redraw(const GameMap& map, const ChangeSet& changes) const;
    void refresh_rules();  // the overlay follows the selection and every edit
    RulesOverlay rules_;
    FreeformRulesOverlay freeform_rules_;  // free-form maps: the engine's answers for the selected piece
    SetupMarks setup_marks_;
    CanvasTool* tool_ = nullptr;
    bool tool_press_ = false;  // the left button went down with a tool active
    bool stroke_ = false;      // the left button is down on a tool that takes drags
    bool middle_pan_ = false;
    wxPoint press_at_;
};

}  // namespace sandtable::editor
