#include "io/export/tmx_exporter.hpp"

#include "io/export/whole_files.hpp"
#include "io/tmx/tmx_terrain_tileset.hpp"
#include "io/tmx/tmx_writer.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>

namespace sandtable {

Outcome<std::vector<std::filesystem::path>> TmxExporter::write(const ExportRequest& request, Progress& progress) const {
    const Book& book = *request.book;
    auto ids = requested_scenarios(request);
    if (!ids) return failure(ids.error());
    std::vector<Outcome<ResolvedScenario>> resolved;
    for (const std::string& id : *ids) {
        resolved.push_back(resolve_scenario(book, id));
        if (!resolved.back()) return failure(fmt::format("scenario \"{}\": {}", id, resolved.back().error()));
    }
    std::size_t hex_maps = 0;
    for (const GameMap& map : book.maps) hex_maps += map.kind == MapKind::Hex ? 1 : 0;
    if (hex_maps == 0) return failure("the book has no hex map; Tiled's hexagonal maps hold hex maps only");
    WholeFiles files(request.output);
    std::size_t done = 0;
    for (const GameMap& map : book.maps) {
        if (map.kind != MapKind::Hex) continue;
        if (progress.is_cancelled()) return cancellation("cancelled");
        progress.set_message(fmt::format("Writing {}.tmx", map.id));
        progress.set_progress(static_cast<double>(done++) / static_cast<double>(hex_maps));
        auto layout = tmx_layout_for(map.hex.grid, request.tile_size > 0 ? request.tile_size : kDefaultTmxTileSize);
        if (!layout) return failure(fmt::format("map \"{}\": {}", map.id, layout.error()));
        std::vector<TmxScenarioLayer> layers;
        for (std::size_t i = 0; i < ids->size(); ++i) {
            const Scenario& scenario = resolved[i]->scenario;
            const std::string& played_on = scenario.map.empty() && !book.maps.empty() ? book.maps.front().id : scenario.map;
            if (played_on == map.id) layers.push_back({(*ids)[i], scenario.name, &scenario});
        }
        const std::string tileset = map.id + "-terrain.png";
        files.add(map.id + ".tmx", write_tmx(book, map, *layout, tileset, layers));
        files.add(tileset, draw_terrain_tileset_png(map.hex.terrain_catalogue, *layout));
    }
    if (progress.is_cancelled()) return cancellation("cancelled");
    auto written = files.commit();
    progress.set_progress(1.0);
    return written;
}

}  // namespace sandtable
