#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/terminal_progress.hpp"
#include "io/export/exporter.hpp"
#include "io/tmx/tmx_hex_layout.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iostream>
#include <memory>

namespace sandtable::cli {

Runner add_export_command(CLI::App& app) {
    struct Options {
        std::string input;
        std::string format;
        std::string output;
        std::vector<std::string> scenarios;
        bool no_renders = false;
        int tile_size = 0;
        std::string paper = "a4";
    };
    auto options = std::make_shared<Options>();
    std::vector<std::string> formats;
    std::string help = "Export format:";
    for (const Exporter* exporter : exporters()) {
        formats.emplace_back(exporter->id());
        help += fmt::format("\n  {}: {}", exporter->id(), exporter->description());
    }
    auto* sub = app.add_subcommand("export", "Write a book's maps, forces and scenarios in a format other programs read");
    sub->add_option("FILE", options->input, "Book to export")->required();
    sub->add_option("--to", options->format, help)->required()->check(CLI::IsMember(formats));
    sub->add_option("-o,--output", options->output, "File or folder to write (csv: a folder)")->required();
    sub->add_option("--scenario", options->scenarios, "Export only this scenario or variant (may be repeated)");
    sub->add_flag("--no-renders", options->no_renders, "pack: leave out the PNG of each scenario's setup");
    sub->add_option("--tile-size", options->tile_size,
                    fmt::format("tmx: the hexes' width across the flats, in pixels (default {}; odd sizes go up by one)", kDefaultTmxTileSize))
        ->check(CLI::Range(kMinTmxTileSize, 4096));
    sub->add_option("--paper", options->paper, "print: the sheets, a4 (the default) or letter")->check(CLI::IsMember({"a4", "letter"}));
    return [options]() {
        LoadResult loaded = load_or_report(options->input);
        if (!loaded) return static_cast<int>(kExitBadInput);
        const Exporter* exporter = find_exporter(options->format);
        ExportRequest request;
        request.book = &loaded->book;
        request.book_folder = std::filesystem::path(options->input).parent_path();
        request.scenarios = options->scenarios;
        request.output = options->output;
        request.renders = !options->no_renders;
        request.tile_size = options->tile_size;
        request.paper = options->paper;
        auto written = [&]() {
            TerminalProgress progress;
            return exporter->write(request, progress);
        }();
        if (!written && written.cancelled()) {
            std::cerr << fmt::format("sandtable-cli export: {}: cancelled; nothing was written\n", options->input);
            return static_cast<int>(kExitCancelled);
        }
        if (!written) {
            std::cerr << fmt::format("sandtable-cli export: {}: {}\n", options->input, written.error());
            return static_cast<int>(kExitBadInput);
        }
        for (const auto& path : *written) std::cout << fmt::format("wrote {}\n", path.string());
        return static_cast<int>(kExitOk);
    };
}

}  // namespace sandtable::cli
