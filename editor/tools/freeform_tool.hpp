#pragma once
// The canvas tool of the Shapes pane, for free-form maps. Select: a click picks the feature under
// the pointer (Shift adds or takes it out of the selection); the selected feature shows a handle on
// every vertex, to drag, and one in the middle of every edge, dragged to insert a vertex there;
// Delete takes out the vertex under the pointer (a triangle's takes its ring: a hole, or one part
// of several), or else the selected features; a point feature or location is dragged whole. Area, Hole, Line, Crest and Cut: each click puts down a vertex
// (snapped to the vertices and edges of other features and to the border, shown by a cue); a click
// on the first vertex closes an area or hole, a click on the last one again or Enter finishes,
// Backspace takes back the last vertex, Escape drops the sketch. Point and Location: a click puts
// one down (dragged out, a location gets that radius). Entry edge: a drag along the border. Ruler:
// a drag reads map units and Foot and Mounted moves. Every change is one undo step; a refused one
// says why through the message listener and changes nothing. A letter chooses a mode (mode_key).
#include "editor/canvas/canvas_tool.hpp"
#include "model/freeform/feature_pick.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/freeform/ruler_reading.hpp"
#include "model/freeform/snapping.hpp"
#include "model/freeform/vertex_editing.hpp"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {
struct Book;
struct GameMap;
}

namespace sandtable::editor {

class Document;
class MapCanvas;

enum class FreeformToolMode { Select, Area, Hole, Line, Crest, Cut, Point, Location, EntryEdge, Ruler };
// Every mode, in the order the pane lists them.
inline constexpr std::array kFreeformToolModes{FreeformToolMode::Select, FreeformToolMode::Area,     FreeformToolMode::Hole,
                                               FreeformToolMode::Line,   FreeformToolMode::Crest,    FreeformToolMode::Cut,
                                               FreeformToolMode::Point,  FreeformToolMode::Location, FreeformToolMode::EntryEdge,
                                               FreeformToolMode::Ruler};

struct FreeformToolSettings {
    FreeformToolMode mode = FreeformToolMode::Select;
    std::string area_terrain;   // catalogue ids the Area, Line and Point modes draw
    std::string line_terrain;
    std::string point_terrain;
    std::string name;           // of the next line, point, location or entry edge
    bool snap = true;
};

// Where a handle of the selected feature lies: on a vertex, or in the middle of an edge (then
// `vertex` is the edge's first vertex). Lines and crests use polygon 0, ring 0.
struct ShapeHandle {
    VertexRef vertex;
    bool on_crest = false;
    bool midpoint = false;
    friend bool operator==(const ShapeHandle&, const ShapeHandle&) = default;
};

class FreeformTool final : public CanvasTool {
public:
    using MessageListener = std::function<void(const std::string&)>;

    // `left` is called when the canvas stops using the tool.
    FreeformTool(MapCanvas& canvas, std::function<void()> left);

    void set_document(Document* document);
    [[nodiscard]] const FreeformToolSettings& settings() const { return settings_; }
    [[nodiscard]] FreeformToolSettings& settings() { return settings_; }
    // Another mode drops the sketch and the ruler.
    void set_mode(FreeformToolMode mode);
    void on_message(MessageListener listener) { message_listener_ = std::move(listener); }
    // Told after every change of the selection.
    void on_selection(std::function<void()> listener) { selection_listener_ = std::move(listener); }
    // Told when a key chose another mode.
    void on_mode(std::function<void(FreeformToolMode)> listener) { mode_listener_ = std::move(listener); }
    // The last refusal, or the ruler's reading.
    [[nodiscard]] const std::string& message() const { return message_; }

    bool click(MapPoint at, bool shift_down) override;
    void draw_overlay(cairo_t* cr, const RenderView& view) const override;
    bool delete_key() override;
    bool key(int key_code) override;
    void left() override;
    [[nodiscard]] bool takes_drags() const override { return true; }
    void press(MapPoint at, bool shift_down) override;
    void drag(MapPoint at) override;
    void release(MapPoint at) override;
    bool hover(std::optional<MapPoint> at) override;

    [[nodiscard]] const std::vector<FeatureRef>& selection() const { return selection_; }
    void select(std::vector<FeatureRef> features);
    // The pane's buttons: unite the selected areas into the first, cut the second out of the
    // first, simplify each, delete each; each one undo step or a message.
    void unite_selection();
    void subtract_selection();
    void simplify_selection(double tolerance);
    void delete_selection();

    // The vertices put down so far in a drawing mode, and where the next would go.
    [[nodiscard]] const std::vector<MapPoint>& sketch() const { return sketch_; }
    // Commits the sketch (Enter); false when it was refused or too short.
    bool finish_sketch();
    [[nodiscard]] const std::optional<RulerReading>& ruler() const { return ruler_reading_; }
    // The snap the pointer's point would take (for the cue).
    [[nodiscard]] const std::optional<Snap>& snap() const { return snap_; }
    // Handles of the selected feature, with their map points.
    [[nodiscard]] std::vector<std::pair<ShapeHandle, MapPoint>> handles() const;
    // The points a dragged handle's vertex is drawn joined to: its neighbours (one at a line's
    // end), or its edge's two ends.
    [[nodiscard]] std::vector<MapPoint> handle_neighbours(const ShapeHandle& handle) const;

private:
    [[nodiscard]] const GameMap* freeform_map() const;
    [[nodiscard]] double reach() const;  // a few pixels, in map units
    // The point a press or a vertex would go to: snapped when snapping is on and something is near.
    [[nodiscard]] MapPoint placed(MapPoint at, const std::string& skip);
    [[nodiscard]] std::optional<ShapeHandle> handle_at(MapPoint at) const;
    // Runs the edit, or says why it was refused: the id it created (empty for none) when it ran.
    std::optional<std::string> run(Edit edit);
    void say(std::string text);
    // The edits of the features, each built on what the one before left, run as one undo step;
    // false, saying why, when one is refused (then none runs).
    bool run_as_one_step(const std::string& step, const std::vector<FeatureRef>& features,
                         const std::function<Edit(const Book&, const FeatureRef&)>& edit_of);
    void clicked(MapPoint at);  // a press released where it went down
    void sketch_click(MapPoint at);
    bool commit_handle_drag(const ShapeHandle& handle, MapPoint to);
    bool delete_vertex(const ShapeHandle& handle);
    void draw_selection(cairo_t* cr, const RenderView& view, const GameMap& map) const;
    void draw_sketch(cairo_t* cr, const RenderView& view, const GameMap& map) const;

    MapCanvas& canvas_;
    std::function<void()> left_;
    Document* document_ = nullptr;
    FreeformToolSettings settings_;
    MessageListener message_listener_;
    std::function<void()> selection_listener_;
    std::function<void(FreeformToolMode)> mode_listener_;
    void set_selection(std::vector<FeatureRef> features);  // and tells the listener
    std::string message_;
    std::vector<FeatureRef> selection_;
    std::vector<MapPoint> sketch_;
    std::optional<MapPoint> pointer_;   // where the next vertex would go (snapped)
    std::optional<Snap> snap_;
    // The press now going on.
    enum class Gesture { None, Click, Handle, MoveFeature, Location, EntryEdge, Ruler };
    Gesture gesture_ = Gesture::None;
    bool shift_ = false;
    MapPoint pressed_at_{};
    MapPoint now_{};
    std::optional<ShapeHandle> grabbed_;
    std::optional<ShapeHandle> hovered_handle_;
    std::optional<RulerReading> ruler_reading_;
    std::optional<std::pair<MapPoint, MapPoint>> ruler_line_;
};

[[nodiscard]] const char* mode_name(FreeformToolMode mode);
// The key that chooses the mode while the tool is active: S, A, H, L, C, X, P, O, E and M.
[[nodiscard]] char mode_key(FreeformToolMode mode);

}  // namespace sandtable::editor
