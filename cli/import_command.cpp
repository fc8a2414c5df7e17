#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/gdal_access.hpp"
#include "io/import/csv_import.hpp"
#include "io/import/pack_import.hpp"
#include "io/import/tmx_import.hpp"
#include "io/native/book_file.hpp"
#include "model/text.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>

namespace sandtable::cli {

namespace {

struct ImportOptions {
    std::string input;
    std::string into;
    std::string output;
    std::string ruleset;
    std::string mapping;
};

// A Tiled hexagonal map as a new book.
int import_tiled_map(const ImportOptions& options) {
    if (!options.into.empty()) {
        std::cerr << fmt::format("sandtable-cli import: {}: a Tiled map makes a new book: leave out --into\n", options.input);
        return static_cast<int>(kExitBadInput);
    }
    TileTerrainMapping mapping;
    if (!options.mapping.empty()) {
        auto read = read_tile_terrain_mapping(options.mapping);
        if (!read) {
            std::cerr << "sandtable-cli import: " << read.error() << "\n";
            return static_cast<int>(kExitBadInput);
        }
        mapping = std::move(*read);
    }
    TmxImport imported = import_tmx(options.input, options.ruleset, mapping);
    if (!imported) {
        for (const std::string& error : imported.errors) std::cerr << error << "\n";
        std::cerr << fmt::format("sandtable-cli import: {}: {} problem(s); {} not written\n", options.input, imported.errors.size(), options.output);
        return static_cast<int>(kExitBadInput);
    }
    if (auto saved = save_book(*imported.book, options.output); !saved) {
        std::cerr << "sandtable-cli import: " << saved.error() << "\n";
        return static_cast<int>(kExitBadInput);
    }
    std::cout << fmt::format("{}, written to {}\n", imported.summary, options.output);
    return static_cast<int>(kExitOk);
}

// A GeoPackage as export --to gpkg writes it, or the same layers from --to geojson, shp or kml (a
// folder or a .kml file), read through GDAL into the maps of the --into book.
int import_geopackage(const ImportOptions& options) {
    if (options.into.empty()) {
        std::cerr << fmt::format("sandtable-cli import: {}: map layers go into a book: give --into BOOK\n", options.input);
        return static_cast<int>(kExitBadInput);
    }
    LoadResult loaded = load_or_report(options.into);
    if (!loaded) return static_cast<int>(kExitBadInput);
    GdalModule* gdal = gdal_or_report("import");
    if (gdal == nullptr) return static_cast<int>(kExitBadInput);
    MapVectorImport imported = gdal->import_map_vectors(*loaded.book, options.input);
    if (!imported) {
        for (const std::string& error : imported.errors) std::cerr << error << "\n";
        std::cerr << fmt::format("sandtable-cli import: {}: {} problem(s); {} not written\n", options.input, imported.errors.size(), options.output);
        return static_cast<int>(kExitBadInput);
    }
    if (auto saved = save_book_from(std::move(*imported.book), options.into, options.output); !saved) {
        std::cerr << "sandtable-cli import: " << saved.error() << "\n";
        return static_cast<int>(kExitBadInput);
    }
    std::cout << fmt::format("{}, written to {}\n", imported.summary, options.output);
    return static_cast<int>(kExitOk);
}

}  // namespace

Runner add_import_command(CLI::App& app) {
    using Options = ImportOptions;
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("import", "Read forces or schedules from a file other programs write into a book");
    sub->add_option("FILE", options->input, "File to read: a data pack (its folder, manifest.json or .zip) or a Tiled hexagonal map (.tmx) "
                                            "for a new book; map layers (.gpkg, .kml, a folder of GeoJSON files or Shapefiles), forces.csv or "
                                            "schedule.csv into a book")
        ->required();
    sub->add_option("--into", options->into, "Book to read a GeoPackage or CSV file into");
    sub->add_option("-o,--output", options->output, "Book to write (it may be the --into book; its old contents are kept as .bak)")
        ->required();
    sub->add_option("--ruleset", options->ruleset, "Tiled map: the ruleset of the new book (a map exported by this program names its own)");
    sub->add_option("--mapping", options->mapping, "Tiled map: JSON file saying which terrain each tile stands for (docs/schema/tmx-mapping.schema.json)");
    return [options]() {
        const std::filesystem::path input(options->input);
        const bool pack_folder = std::filesystem::is_directory(input) && std::filesystem::exists(input / "manifest.json");
        if (std::filesystem::is_directory(input) && !pack_folder) return import_geopackage(*options);  // GeoJSON or Shapefiles
        if (pack_folder || input.filename() == "manifest.json" || lower(input.extension().string()) == ".zip") {
            if (!options->into.empty()) {
                std::cerr << fmt::format("sandtable-cli import: {}: a data pack is a whole book: leave out --into\n", options->input);
                return static_cast<int>(kExitBadInput);
            }
            PackImport imported = import_pack(input);
            if (!imported) {
                for (const std::string& error : imported.errors) std::cerr << error << "\n";
                std::cerr << fmt::format("sandtable-cli import: {}: {} problem(s); {} not written\n", options->input, imported.errors.size(),
                                         options->output);
                return static_cast<int>(kExitBadInput);
            }
            if (auto saved = save_book(*imported.book, options->output); !saved) {
                std::cerr << "sandtable-cli import: " << saved.error() << "\n";
                return static_cast<int>(kExitBadInput);
            }
            std::cout << fmt::format("{}, written to {}\n", imported.summary, options->output);
            return static_cast<int>(kExitOk);
        }
        const std::string extension = lower(std::filesystem::path(options->input).extension().string());
        if (extension == ".gpkg" || extension == ".kml") return import_geopackage(*options);
        if (extension == ".tmx") return import_tiled_map(*options);
        if (extension != ".csv") {
            std::cerr << fmt::format("sandtable-cli import: {}: expected a data pack (a folder, manifest.json or .zip), a Tiled map (.tmx), a GeoPackage (.gpkg), a KML file, a folder of GeoJSON files or Shapefiles, or a CSV file (forces or schedule)\n", options->input);
            return static_cast<int>(kExitBadInput);
        }
        if (options->into.empty()) {
            std::cerr << fmt::format("sandtable-cli import: {}: a CSV file goes into a book: give --into BOOK\n", options->input);
            return static_cast<int>(kExitBadInput);
        }
        LoadResult loaded = load_or_report(options->into);
        if (!loaded) return static_cast<int>(kExitBadInput);
        CsvImport imported = import_csv(*loaded.book, options->input);
        if (!imported) {
            for (const std::string& error : imported.errors) std::cerr << error << "\n";
            std::cerr << fmt::format("sandtable-cli import: {}: {} bad row(s); {} not written\n", options->input,
                                     imported.errors.size(), options->output);
            return static_cast<int>(kExitBadInput);
        }
        if (auto saved = save_book_from(std::move(*imported.book), options->into, options->output); !saved) {
            std::cerr << "sandtable-cli import: " << saved.error() << "\n";
            return static_cast<int>(kExitBadInput);
        }
        std::cout << fmt::format("{}, written to {}\n", imported.summary, options->output);
        return static_cast<int>(kExitOk);
    };
}

}  // namespace sandtable::cli
