#pragma once
// The canvas tool of the Terrain pane. On terrain it paints a catalogue entry onto the hexes under
// a brush (one hex, radius 1 or 2) in Paint, Add or Remove mode, or fills the connected region of
// the clicked hex's terrain set; on hexsides it draws (or, with Erase or Shift, erases) a feature
// on the hexside nearest the pointer; on roads it draws (or erases) a road of one kind through the
// centres of the hexes the stroke crosses. A stroke, from press to release, or a fill is one undo
// step.
#include "editor/canvas/canvas_tool.hpp"
#include "model/terrain_paint.hpp"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace sandtable {
struct GameMap;
}

namespace sandtable::editor {

class Document;
class MapCanvas;

enum class TerrainToolTarget { Terrain, Hexsides, Roads };

// The kinds of road a stroke draws through hex centres (HexRoad::kind).
inline constexpr const char* kRoadKinds[] = {"road", "pike", "trail", "railroad"};

struct TerrainToolSettings {
    TerrainToolTarget target = TerrainToolTarget::Terrain;
    std::size_t terrain = 0;  // index into the map's terrain catalogue
    TerrainPaintMode mode = TerrainPaintMode::Paint;
    int radius = 0;  // of the brush: 0 is one hex
    bool fill = false;
    std::size_t feature = 0;  // index into the map's hexside catalogue
    bool erase = false;       // hexsides and roads
    std::size_t road_kind = 0;  // index into kRoadKinds
};

class TerrainTool final : public CanvasTool {
public:
    // `left` is called when the canvas stops using the tool.
    TerrainTool(MapCanvas& canvas, std::function<void()> left);

    void set_document(Document* document);
    [[nodiscard]] TerrainToolSettings& settings() { return settings_; }
    [[nodiscard]] const TerrainToolSettings& settings() const { return settings_; }

    bool click(MapPoint at, bool shift_down) override;
    void draw_overlay(cairo_t* cr, const RenderView& view) const override;
    void left() override;
    [[nodiscard]] bool takes_drags() const override { return true; }
    void press(MapPoint at, bool shift_down) override;
    void drag(MapPoint at) override;
    void release(MapPoint at) override;
    bool hover(std::optional<MapPoint> at) override;

    [[nodiscard]] bool in_stroke() const { return stroke_open_; }
    // The name the next stroke's undo step takes ("Paint Woods", "Erase Stream").
    [[nodiscard]] std::string stroke_name(bool shift_down) const;
    // Closes an open stroke as one undo step (nothing when it changed nothing).
    void end_stroke();

private:
    [[nodiscard]] const GameMap* hex_map() const;
    // Paints or draws at every point from `from` to `to`, a few steps per hex, so that a quick
    // stroke leaves no gaps.
    void stroke_to(MapPoint from, MapPoint to);
    void dab(MapPoint at);
    // Draws or erases the road from the stroke's last hex to the hex at `at`.
    void road_to(MapPoint at);

    MapCanvas& canvas_;
    std::function<void()> left_;
    Document* document_ = nullptr;
    TerrainToolSettings settings_;
    bool stroke_open_ = false;
    bool erasing_ = false;  // for this stroke
    bool removing_ = false;
    MapPoint last_{};
    std::optional<HexCoord> road_hex_;  // the stroke's last hex on roads
    std::optional<MapPoint> pointer_;
};

}  // namespace sandtable::editor
