#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/gdal_access.hpp"
#include "model/commands/command_stack.hpp"
#include "model/digitise/digitise.hpp"
#include "model/digitise/digitise_command.hpp"
#include "model/digitise/digitise_summary.hpp"
#include "model/digitise/freeform_digitise_summary.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

namespace sandtable::cli {

namespace {

struct Options {
    std::string book;
    std::string map;
    std::string layer;
    std::string layer_name;
    std::string mapping;
    double threshold = 0.5;
    bool replace = false;
    std::string output;
    std::string format = "text";
};

int fail(const std::string& message) {
    std::cerr << "sandtable-cli digitise: " << message << "\n";
    return kExitBadInput;
}

std::vector<std::string> labels_of(const HexMap& map, const std::vector<HexCoord>& hexes) {
    std::vector<std::string> labels;
    for (const HexCoord hex : hexes) labels.push_back(map.label(hex));
    return labels;
}

struct Report {
    const Options& options;
    const VectorLayerInfo& layer;
    const HexMap& before;
    const DigitisePreview& preview;
    std::string layer_crs;  // the layer's CRS by name; empty when it has none
};

nlohmann::json report_json(const Report& r) {
    using nlohmann::json;
    json out;
    out["book"] = r.options.book;
    out["map"] = r.options.map;
    out["output"] = r.options.output;
    out["layer"] = {{"file", r.options.layer},
                    {"name", r.layer.name},
                    {"crs", r.layer.crs_wkt.empty() ? json(nullptr) : json(r.layer_crs)},
                    {"features", r.layer.feature_count}};
    out["threshold"] = r.preview.options.threshold;
    out["replace"] = r.preview.options.replace;
    out["terrain"] = json::array();
    for (const auto& [id, tally] : terrain_tally(r.before, r.preview)) {
        out["terrain"].push_back({{"id", id}, {"hexes", tally.total}, {"added", tally.added}});
    }
    out["hexsides"] = json::array();
    for (const auto& [id, tally] : hexside_tally(r.before, r.preview)) {
        out["hexsides"].push_back({{"id", id}, {"hexsides", tally.total}, {"added", tally.added}});
    }
    out["roads"] = json::array();
    for (const HexRoad& road : r.preview.roads) {
        out["roads"].push_back({{"id", road.id}, {"kind", road.kind}, {"name", road.name}, {"hexes", labels_of(r.before, road.hexes)}});
    }
    out["features_used"] = r.preview.features_used;
    out["features_ignored"] = r.preview.features_ignored;
    out["notes"] = r.preview.notes;
    return out;
}

void print_text(const Report& r) {
    std::cout << fmt::format("{} (layer {}, {} features{}) onto map {} of {}\n", r.options.layer, r.layer.name,
                             r.layer.feature_count, r.layer.crs_wkt.empty() ? "" : ", " + r.layer_crs,
                             r.options.map, r.options.book);
    std::cout << fmt::format("threshold {}, {} the map's terrain, hexside features and roads of the mapped kinds\n",
                             r.preview.options.threshold, r.preview.options.replace ? "replacing" : "adding to");
    for (const auto& [id, tally] : terrain_tally(r.before, r.preview)) {
        std::cout << fmt::format("terrain {}: {} hexes ({} added)\n", id, tally.total, tally.added);
    }
    for (const auto& [id, tally] : hexside_tally(r.before, r.preview)) {
        std::cout << fmt::format("hexside {}: {} hexsides ({} added)\n", id, tally.total, tally.added);
    }
    for (const HexRoad& road : r.preview.roads) {
        std::cout << fmt::format("road {} ({}{}): {}\n", road.id, road.kind, road.name.empty() ? "" : ", " + road.name,
                                 fmt::join(labels_of(r.before, road.hexes), " "));
    }
    std::cout << fmt::format("features: {} used, {} ignored\n", r.preview.features_used, r.preview.features_ignored);
    for (const std::string& note : r.preview.notes) std::cout << "note: " << note << "\n";
    std::cout << fmt::format("wrote {}\n", r.options.output);
}

// The areas the preview adds per terrain, with their vertices.
nlohmann::json freeform_report_json(const Options& options, const VectorLayerInfo& layer, const std::string& layer_crs,
                                    const FreeformDigitisePreview& preview) {
    using nlohmann::json;
    json out;
    out["book"] = options.book;
    out["map"] = options.map;
    out["output"] = options.output;
    out["layer"] = {{"file", options.layer},
                    {"name", layer.name},
                    {"crs", layer.crs_wkt.empty() ? json(nullptr) : json(layer_crs)},
                    {"features", layer.feature_count}};
    out["replace"] = preview.replace;
    out["areas"] = json::array();
    for (const auto& [terrain, counts] : area_tally(preview)) {
        out["areas"].push_back({{"terrain", terrain}, {"areas", counts.areas}, {"vertices", counts.vertices}});
    }
    out["lines"] = json::array();
    for (const LineFeature& line : preview.lines) {
        out["lines"].push_back({{"id", line.id}, {"terrain", line.terrain}, {"name", line.name}, {"points", line.line.size()}});
    }
    out["points"] = json::array();
    for (const PointFeature& point : preview.points) {
        out["points"].push_back({{"id", point.id}, {"terrain", point.terrain}, {"name", point.name}});
    }
    out["polygons_repaired"] = preview.polygons_repaired;
    out["polygons_refused"] = preview.polygons_refused;
    out["crests"] = preview.crests;
    out["crest_areas"] = preview.crest_areas;
    out["features_used"] = preview.features_used;
    out["features_ignored"] = preview.features_ignored;
    out["notes"] = preview.notes;
    return out;
}

void print_freeform_text(const Options& options, const VectorLayerInfo& layer, const std::string& layer_crs,
                         const FreeformDigitisePreview& preview) {
    std::cout << fmt::format("{} (layer {}, {} features{}) onto free-form map {} of {}\n", options.layer, layer.name, layer.feature_count,
                             layer.crs_wkt.empty() ? "" : ", " + layer_crs, options.map, options.book);
    std::cout << fmt::format("{} the map's areas, lines and points of the mapped terrain\n", preview.replace ? "replacing" : "adding to");
    std::cout << describe_freeform_digitise(preview);
    std::cout << fmt::format("wrote {}\n", options.output);
}

int run(const Options& options) {
    if (!(options.threshold > 0.0 && options.threshold <= 1.0)) {
        return fail(fmt::format("--threshold {}: expected a share above 0 and up to 1, such as 0.5", options.threshold));
    }
    LoadResult loaded = load_or_report(options.book);
    if (!loaded) return kExitBadInput;
    Book& book = loaded->book;
    const GameMap* map = book.map(options.map);
    if (map == nullptr) {
        std::vector<std::string> ids;
        for (const auto& m : book.maps) ids.push_back(m.id);
        return fail(fmt::format("{}: the book has no map '{}' (its maps: {})", options.book, options.map, fmt::join(ids, ", ")));
    }
    if (map->kind != MapKind::Hex && map->kind != MapKind::Freeform) {
        return fail(fmt::format("{}: map '{}' is not a hex grid or a free-form map", options.book, options.map));
    }

    GdalModule* gdal = gdal_or_report("digitise");
    if (gdal == nullptr) return kExitBadInput;
    NullProgress no_progress;
    const DigitiseRun result = gdal->run_digitise(
        *map, {options.layer, options.layer_name, options.mapping, DigitiseOptions{options.threshold, options.replace}, options.book},
        no_progress);
    if (!result) {
        for (const std::string& error : result.problems()) std::cerr << "sandtable-cli digitise: " << error << "\n";
        return kExitBadInput;
    }
    const std::string layer_crs = result->layer.crs_wkt.empty() ? std::string() : gdal->crs_name(result->layer.crs_wkt);
    if (result->freeform_preview) {
        const FreeformDigitisePreview& preview = *result->freeform_preview;
        CommandStack stack(book);
        stack.execute(make_freeform_digitise_command(book, preview));
        if (auto saved = save_book_from(book, options.book, options.output); !saved) return fail(saved.error());
        if (options.format == "json") {
            std::cout << freeform_report_json(options, result->layer, layer_crs, preview).dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
                      << "\n";
        } else {
            print_freeform_text(options, result->layer, layer_crs, preview);
        }
        return kExitOk;
    }
    const DigitisePreview& preview = *result->preview;
    const HexMap before = map->hex;
    CommandStack stack(book);
    stack.execute(make_digitise_command(book, preview));
    if (auto saved = save_book_from(book, options.book, options.output); !saved) return fail(saved.error());

    const Report report{options, result->layer, before, preview, layer_crs};
    if (options.format == "json") {
        std::cout << report_json(report).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
        print_text(report);
    }
    return kExitOk;
}

}  // namespace

Runner add_digitise_command(CLI::App& app) {
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("digitise", "Turn vector data into a hex map's terrain, hexside features and roads, or a free-form map's areas, lines and points");
    sub->add_option("BOOK", options->book, "The book whose map is digitised")->required();
    sub->add_option("--map", options->map, "The hex or free-form map to digitise onto")->required();
    sub->add_option("--layer", options->layer, "Vector data GDAL opens: GeoJSON, GeoPackage, Shapefile, KML, CSV with WKT...")
        ->required();
    sub->add_option("--layer-name", options->layer_name, "The layer of the dataset to read (default: its first)");
    sub->add_option("--mapping", options->mapping, "JSON file mapping attribute values to terrain, hexside features and road kinds")
        ->required();
    sub->add_option("--threshold", options->threshold, "Share of a hex a terrain's polygons must cover (above 0, up to 1)")
        ->capture_default_str();
    sub->add_flag("--replace", options->replace,
                  "Clear the terrain, hexside features and road kinds the mapping names from the map first");
    sub->add_option("-o,--output", options->output, "Write the digitised book here (may be BOOK itself; the old file is kept as .bak)")
        ->required();
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    return [options]() { return run(*options); };
}

}  // namespace sandtable::cli
