#pragma once
// The layers a free-form map is drawn in, bottom to top, and what each needs to know.
// render_freeform_map calls them in this order.
#include "io/render/render_options.hpp"
#include "io/render/render_view.hpp"
#include "model/freeform/freeform_map.hpp"
#include "model/map_rect_ops.hpp"

#include <cairo.h>
#include <span>
#include <vector>

namespace sandtable {

struct Book;
struct Scenario;

struct FreeformLayerContext {
    cairo_t* cr = nullptr;
    const Book& book;
    const FreeformMap& map;
    const Scenario* scenario = nullptr;  // resolved; null draws no pieces
    const RenderView& view;
    const RenderOptions& options;
    MapRect visible;  // the map rectangle the view shows

    [[nodiscard]] DevicePoint device(MapPoint point) const { return view.to_device(point); }
    [[nodiscard]] bool shows(const MapRect& bounds) const { return meets(bounds, visible); }
    // Adds an open or closed run of map points to the current path.
    void trace(std::span<const MapPoint> points, bool closed) const;
};

// The paper of the map's extent and its border.
void draw_extent(const FreeformLayerContext& context);
// Terrain areas, hills by level so that a higher one lies over a lower, then crest lines.
void draw_terrain_areas(const FreeformLayerContext& context);
void draw_line_features(const FreeformLayerContext& context);
void draw_point_features(const FreeformLayerContext& context);
void draw_entry_edges(const FreeformLayerContext& context);
void draw_named_locations(const FreeformLayerContext& context);
// The scenario's pieces at points: oriented rectangles with a mark on the front edge.
void draw_pieces(const FreeformLayerContext& context);

}  // namespace sandtable
