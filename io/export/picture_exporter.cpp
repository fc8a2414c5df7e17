#include "io/export/picture_exporter.hpp"

#include "io/export/whole_files.hpp"
#include "io/render/render_picture.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>

namespace sandtable {

PictureExporter::PictureExporter(RenderFormat format) : format_(format) {
    switch (format) {
        case RenderFormat::Svg: id_ = "svg"; break;
        case RenderFormat::Pdf: id_ = "pdf"; break;
        default: id_ = "png"; break;
    }
    description_ = fmt::format("a folder of {} pictures, one of each hex or free-form map and one of each scenario's setup, with a legend and, "
                               "on maps with a CRS, a north arrow and a scale bar",
                               to_string(format));
}

Outcome<std::vector<std::filesystem::path>> PictureExporter::write(const ExportRequest& request, Progress& progress) const {
    const Book& book = *request.book;
    auto ids = requested_scenarios(request);
    if (!ids) return failure(ids.error());
    struct Picture {
        const GameMap* map;
        std::string scenario;  // empty: the map alone
    };
    std::vector<Picture> pictures;
    for (const GameMap& map : book.maps) {
        if (map.kind != MapKind::Area) pictures.push_back({&map, {}});
    }
    if (pictures.empty()) return failure("the book has no hex or free-form map; pictures draw those");
    for (const std::string& id : *ids) pictures.push_back({nullptr, id});
    WholeFiles files(request.output);
    for (std::size_t i = 0; i < pictures.size(); ++i) {
        if (progress.is_cancelled()) return cancellation("cancelled");
        progress.set_progress(static_cast<double>(i) / static_cast<double>(pictures.size()));
        const Picture& picture = pictures[i];
        if (picture.scenario.empty()) {
            progress.set_message(fmt::format("Drawing map {}", picture.map->id));
            auto drawn = draw_picture(book, *picture.map, nullptr, format_);
            if (!drawn) return failure(fmt::format("map \"{}\": {}", picture.map->id, drawn.error()));
            files.add(picture.map->id + "." + id_, std::move(*drawn));
            continue;
        }
        progress.set_message(fmt::format("Drawing scenario {}", picture.scenario));
        const auto resolved = resolve_scenario(book, picture.scenario);
        if (!resolved) return failure(fmt::format("scenario \"{}\": {}", picture.scenario, resolved.error()));
        const std::string& played_on = resolved->scenario.map.empty() && !book.maps.empty() ? book.maps.front().id : resolved->scenario.map;
        const GameMap* map = book.map(played_on);
        if (map == nullptr || map->kind == MapKind::Area) continue;  // nothing to draw it on yet
        auto drawn = draw_picture(book, *map, &resolved->scenario, format_);
        if (!drawn) return failure(fmt::format("scenario \"{}\": {}", picture.scenario, drawn.error()));
        files.add(picture.scenario + "." + id_, std::move(*drawn));
    }
    if (progress.is_cancelled()) return cancellation("cancelled");
    auto written = files.commit();
    progress.set_progress(1.0);
    return written;
}

}  // namespace sandtable
