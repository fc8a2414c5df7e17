#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/gdal_access.hpp"
#include "io/render/render_format.hpp"
#include "io/render/render_to_file.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iostream>
#include <memory>
#include <optional>

namespace sandtable::cli {

Runner add_render_command(CLI::App& app) {
    struct Options {
        std::string input;
        std::string map;
        std::string scenario;
        std::string output;
        int width = 0;
        int height = 0;
        double resolution = 0.0;
        bool world_file = false;
        bool no_labels = false;
        bool no_grid = false;
        bool no_imagery = false;
    };
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("render", "Draw a hex map, with a scenario's units at start, to PNG, SVG, PDF or GeoTIFF");
    sub->add_option("FILE", options->input, "Book to render")->required();
    sub->add_option("--map", options->map, "Map to draw (default: the scenario's map, else the first map)");
    sub->add_option("--scenario", options->scenario, "Scenario or variant whose setup is drawn");
    auto* width = sub->add_option("--width", options->width, "Width in pixels (default: from the map)")->check(CLI::NonNegativeNumber);
    auto* height =
        sub->add_option("--height", options->height, "Height in pixels (default: from the map)")->check(CLI::NonNegativeNumber);
    sub->add_option("--resolution", options->resolution,
                    "Map units (metres on a map with a CRS) a pixel; sets the size, so not with --width or --height")
        ->check(CLI::PositiveNumber)
        ->excludes(width)
        ->excludes(height);
    sub->add_flag("--world-file", options->world_file,
                  "With a .png output, also write its world file (.pgw) and, when the map has a CRS, .prj and .png.aux.xml");
    sub->add_flag("--no-labels", options->no_labels, "Leave out hex labels");
    sub->add_flag("--no-grid", options->no_grid, "Leave out the hex grid");
    sub->add_flag("--no-imagery", options->no_imagery, "Leave out the map's reference layers (rasters and vector data)");
    sub->add_option("-o,--output", options->output, "File to write: .png, .svg, .pdf, or .tif (a GeoTIFF)")->required();
    return [options]() {
        if (const auto format = render_format_of_output(options->output); !format) {
            std::cerr << "sandtable-cli render: " << format.error() << "\n";
            return static_cast<int>(kExitBadInput);
        }
        LoadResult loaded = load_or_report(options->input);
        if (!loaded) return static_cast<int>(kExitBadInput);
        const Book& book = loaded->book;
        std::optional<Scenario> scenario;
        if (!options->scenario.empty()) {
            auto resolved = resolve_scenario(book, options->scenario);
            if (!resolved) {
                std::cerr << fmt::format("sandtable-cli render: {}: {}\n", options->input, resolved.error());
                return static_cast<int>(kExitBadInput);
            }
            scenario = std::move(resolved->scenario);
        }
        RenderOptions render;
        render.labels = !options->no_labels;
        render.grid = !options->no_grid;
        // Layer paths are relative to the book's folder. A layer that cannot be drawn is a
        // warning: the rest of the map is still worth having.
        std::unique_ptr<ReferenceLayerPainter> imagery;
        if (!options->no_imagery && has_reference_layers(book)) {
            GdalModule* gdal = gdal_or_report("render");
            if (gdal == nullptr) return static_cast<int>(kExitBadInput);
            imagery = gdal->open_reference_layers(std::filesystem::path(options->input).parent_path());
            render.imagery = imagery.get();
            for (const GameMap& map : book.maps) {
                for (const LayerProblem& problem : imagery->check(map)) {
                    std::cerr << fmt::format("sandtable-cli render: warning: map \"{}\", layer \"{}\": {}\n", problem.map_id,
                                             problem.layer_id, problem.message);
                }
            }
        }
        const RenderRequest request{options->width, options->height, options->resolution, options->world_file};
        const RenderResult result =
            render_to_file(book, options->map, scenario ? &*scenario : nullptr, options->output, request, render);
        if (!result) {
            std::cerr << "sandtable-cli render: " << result.error() << "\n";
            return static_cast<int>(kExitBadInput);
        }
        for (const std::string& warning : result.problems()) std::cerr << "sandtable-cli render: warning: " << warning << "\n";
        std::cout << fmt::format("wrote {} ({} x {} px)\n", options->output, result->width_px, result->height_px);
        return static_cast<int>(kExitOk);
    };
}

}  // namespace sandtable::cli
