#include "io/render/render_map.hpp"

#include "io/render/render_freeform_map.hpp"
#include "io/render/render_hex_map.hpp"
#include "model/game_map.hpp"

namespace sandtable {

void render_map(cairo_t* cr, const Book& book, const GameMap& map, const Scenario* scenario, const RenderView& view,
                const RenderOptions& options) {
    switch (map.kind) {
        case MapKind::Hex: render_hex_map(cr, book, map, scenario, view, options); return;
        case MapKind::Freeform: render_freeform_map(cr, book, map, scenario, view, options); return;
        case MapKind::Area: return;
    }
}

}  // namespace sandtable
