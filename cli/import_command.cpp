#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "io/import/importer.hpp"
#include "io/native/book_file.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>
#include <optional>

namespace sandtable::cli {

namespace {

struct ImportOptions {
    std::string input;
    std::string into;
    std::string output;
    std::string ruleset;
    std::string mapping;
};

int bad_input(const std::string& message) {
    std::cerr << "sandtable-cli import: " << message << "\n";
    return static_cast<int>(kExitBadInput);
}

int run_import(const ImportOptions& options) {
    const Importer* importer = importer_for(options.input);
    if (importer == nullptr) return bad_input(fmt::format("{}: expected {}", options.input, importable_files()));
    const bool new_book = importer->into() == ImportInto::NewBook;
    if (new_book && !options.into.empty()) {
        return bad_input(fmt::format("{}: {} {}: leave out --into", options.input, importer->noun(), importer->role()));
    }
    if (!new_book && options.into.empty()) {
        return bad_input(fmt::format("{}: {} {}: give --into BOOK", options.input, importer->noun(), importer->role()));
    }
    ImportRequest request;
    request.input = options.input;
    request.ruleset = options.ruleset;
    if (!options.mapping.empty()) {
        auto mapping = read_tile_terrain_mapping(options.mapping);
        if (!mapping) return bad_input(mapping.error());
        request.mapping = std::move(*mapping);
    }
    std::optional<LoadResult> loaded;
    if (!new_book) {
        loaded = load_or_report(options.into);
        if (!*loaded) return static_cast<int>(kExitBadInput);
        request.into = &(*loaded)->book;
    }
    BookImport imported = importer->read(request);
    if (!imported) {
        for (const std::string& error : imported.problems()) std::cerr << error << "\n";
        std::cerr << fmt::format("sandtable-cli import: {}: {} {}; {} not written\n", options.input, imported.problems().size(),
                                 importer->problems_counted_as(), options.output);
        return static_cast<int>(kExitBadInput);
    }
    // Read into a book, its reference layers' paths are rebased from its folder to the output's.
    const Status saved = new_book ? save_book(imported->book, options.output)
                                  : save_book_from(std::move(imported->book), options.into, options.output);
    if (!saved) return bad_input(saved.error());
    std::cout << fmt::format("{}, written to {}\n", imported->summary, options.output);
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
    return [options]() { return run_import(*options); };
}

}  // namespace sandtable::cli
