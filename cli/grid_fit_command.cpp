#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "io/grid_clicks_csv.hpp"
#include "io/native/enum_names.hpp"
#include "model/commands/command_stack.hpp"
#include "model/commands/grid_commands.hpp"
#include "model/hex/grid_fit.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

namespace sandtable::cli {

namespace {

struct Options {
    std::string points;
    std::string format = "text";
    std::string orientation;
    std::string layout;
    std::string labels = "letter-number";
    std::string book;
    std::string map;
    bool swap_label_fields = false;
    bool reverse_columns = false;
    bool reverse_rows = false;
};

// The options that ask grid-fit for a reading of the labels.
std::string reading_options(const LabelReading& reading) {
    std::vector<std::string> flags;
    if (reading.swapped) flags.emplace_back("--swap-label-fields");
    if (reading.columns_reversed) flags.emplace_back("--reverse-columns");
    if (reading.rows_reversed) flags.emplace_back("--reverse-rows");
    return fmt::format("{}", fmt::join(flags, " "));
}

int fail(const std::string& message) {
    std::cerr << "sandtable-cli grid-fit: " << message << "\n";
    return kExitBadInput;
}

nlohmann::json geometry_json(const HexGeometry& geometry, OffsetLayout layout) {
    return {{"orientation", std::string(to_string(geometry.orientation))},
            {"layout", std::string(to_string(layout))},
            {"size", geometry.size},
            {"origin_x", geometry.origin.x},
            {"origin_y", geometry.origin.y},
            {"rotation", geometry.rotation_degrees}};
}

nlohmann::json fit_json(const Options& options, const GridClicksCsv& csv, const GridFit& fit) {
    using nlohmann::json;
    json out;
    out["file"] = options.points;
    out["book"] = options.book;
    out["map"] = options.map;
    out["geometry"] = geometry_json(fit.geometry, fit.layout);
    out["rms"] = fit.rms;
    out["candidates"] = json::array();
    for (const GridFitCandidate& candidate : fit.candidates) {
        json c = geometry_json(candidate.geometry, candidate.layout);
        c["rms"] = candidate.rms;
        c["as_good_as_best"] = candidate.as_good_as_best;
        out["candidates"].push_back(c);
    }
    out["clicks"] = json::array();
    for (std::size_t i = 0; i < fit.clicks.size(); ++i) {
        const FittedClick& click = fit.clicks[i];
        out["clicks"].push_back({{"line", csv.lines[i]},
                                 {"x", csv.clicks[i].point.x},
                                 {"y", csv.clicks[i].point.y},
                                 {"label", csv.clicks[i].label},
                                 {"labelled", click.labelled},
                                 {"hex", click.label},
                                 {"q", click.hex.q},
                                 {"r", click.hex.r},
                                 {"centre_x", click.centre.x},
                                 {"centre_y", click.centre.y},
                                 {"residual", click.residual}});
    }
    out["notes"] = fit.notes;
    out["warnings"] = fit.warnings;
    out["better_reading"] = nullptr;
    if (const auto& better = fit.better_reading) {
        out["better_reading"] = {{"description", better->description},
                                 {"swap_label_fields", better->reading.swapped},
                                 {"reverse_columns", better->reading.columns_reversed},
                                 {"reverse_rows", better->reading.rows_reversed},
                                 {"rms", better->rms},
                                 {"options", reading_options(better->reading)}};
    }
    return out;
}

std::string describe_geometry(const HexGeometry& geometry, OffsetLayout layout) {
    return fmt::format("{}, {}, size {:.4f}, origin ({:.3f}, {:.3f}), rotation {:.4f} degrees",
                       to_string(geometry.orientation), to_string(layout), geometry.size, geometry.origin.x,
                       geometry.origin.y, geometry.rotation_degrees);
}

void print_text(const Options& options, const GridClicksCsv& csv, const GridFit& fit) {
    const auto labelled = std::count_if(fit.clicks.begin(), fit.clicks.end(), [](const auto& c) { return c.labelled; });
    std::cout << fmt::format("{}: {} clicks, {} labelled\n", options.points, fit.clicks.size(), labelled);
    std::cout << fmt::format("grid: {}\n", describe_geometry(fit.geometry, fit.layout));
    std::cout << fmt::format("rms: {:.3f}\n", fit.rms);
    std::cout << "candidates:\n";
    for (const GridFitCandidate& candidate : fit.candidates) {
        const char* verdict = &candidate == &fit.candidates.front() ? " (chosen)"
                              : candidate.as_good_as_best           ? " (fits as well)"
                                                                    : "";
        std::cout << fmt::format("  rms {:10.3f}  {}{}\n", candidate.rms,
                                 describe_geometry(candidate.geometry, candidate.layout), verdict);
    }
    std::cout << fmt::format("{:>6} {:>12} {:>12} {:>8} {:>8} {:>10}\n", "line", "x", "y", "label", "hex", "residual");
    for (std::size_t i = 0; i < fit.clicks.size(); ++i) {
        const auto& given = csv.clicks[i];
        std::cout << fmt::format("{:>6} {:>12.3f} {:>12.3f} {:>8} {:>8} {:>10.3f}\n", csv.lines[i], given.point.x,
                                 given.point.y, given.label.empty() ? "-" : given.label, fit.clicks[i].label,
                                 fit.clicks[i].residual);
    }
    for (const std::string& note : fit.notes) std::cout << "note: " << note << "\n";
}

int run(const Options& options) {
    GridFitOptions fit_options;
    if (!options.orientation.empty()) fit_options.orientation = hex_orientation_from_string(options.orientation);
    if (!options.layout.empty()) fit_options.layout = offset_layout_from_string(options.layout);
    fit_options.labels = read_another_way(
        options.labels == "four-digit" ? HexLabelScheme::four_digit() : HexLabelScheme::letter_number(),
        LabelReading{options.swap_label_fields, options.reverse_columns, options.reverse_rows});

    const auto csv = read_grid_clicks_csv(options.points);
    if (!csv) return fail(csv.error());

    std::optional<Book> book;
    GameMap* map = nullptr;
    if (!options.book.empty()) {
        LoadResult loaded = load_or_report(options.book);
        if (!loaded) return kExitBadInput;
        book = std::move(loaded->book);
        map = book->map(options.map);
        if (map == nullptr) {
            std::vector<std::string> ids;
            for (const auto& m : book->maps) ids.push_back(m.id);
            return fail(fmt::format("{}: the book has no map '{}' (its maps: {})", options.book, options.map,
                                    fmt::join(ids, ", ")));
        }
        if (map->kind != MapKind::Hex) return fail(fmt::format("{}: map '{}' is not a hex grid", options.book, options.map));
        fit_options.labels = map->hex.grid.labels;
    }

    const GridFitResult result = fit_hex_grid(csv->clicks, fit_options);
    if (!result) {
        if (result.failure().click) return fail(fmt::format("{}:{}: {}", options.points, csv->lines[*result.failure().click], result.error()));
        return fail(fmt::format("{}: {}", options.points, result.error()));
    }
    const GridFit& fit = *result;
    for (const std::string& warning : fit.warnings) std::cerr << "sandtable-cli grid-fit: warning: " << warning << "\n";
    if (const auto& better = fit.better_reading) {
        std::cerr << fmt::format(
            "sandtable-cli grid-fit: warning: the labels fit far better read with {} (rms {:.4g} against {:.4g}): {}\n",
            better->description, better->rms, fit.rms,
            book ? fmt::format("set map '{}' to label its hexes that way (Map > Grid Properties in the editor)", options.map)
                 : "pass " + reading_options(better->reading));
    }

    if (book) {
        if (const auto kinds = disturbed_by_fit(map->hex, fit); !kinds.empty()) {
            const OffsetLayout layout = map->hex.grid.layout;
            return fail(fmt::format(
                "{}: the clicks fit the layout {}, but map '{}' uses {} and keeps {} by hex, which would move to "
                "other labels; nothing was written (pass --layout {} to fit with the map's layout)",
                options.book, to_string(fit.layout), options.map, to_string(layout), fmt::join(kinds, ", "),
                to_string(layout)));
        }
        CommandStack stack(*book);
        stack.execute(make_apply_grid_fit(*map, fit));
        if (auto saved = save_book(*book, options.book); !saved) return fail(saved.error());
    }

    if (options.format == "json") {
        std::cout << fit_json(options, *csv, fit).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
        print_text(options, *csv, fit);
        if (book) std::cout << fmt::format("wrote the grid to {} (map {})\n", options.book, options.map);
    }
    return kExitOk;
}

}  // namespace

Runner add_grid_fit_command(CLI::App& app) {
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("grid-fit", "Fit a hex grid to hex centres clicked on a picture");
    sub->add_option("POINTS", options->points, "CSV of clicked hex centres: columns x, y and optionally label")
        ->required();
    sub->add_option("--format", options->format, "Output format")
        ->check(CLI::IsMember({"text", "json"}))
        ->capture_default_str();
    sub->add_option("--orientation", options->orientation, "Try only this orientation")
        ->check(CLI::IsMember({"flat", "pointy"}));
    sub->add_option("--layout", options->layout, "Try only this offset layout")
        ->check(CLI::IsMember({"odd-rows", "even-rows", "odd-columns", "even-columns"}));
    auto* labels = sub->add_option("--labels", options->labels, "How the labels read without --book")
                       ->check(CLI::IsMember({"letter-number", "four-digit"}))
                       ->capture_default_str();
    auto* book = sub->add_option("--book", options->book,
                                 "Write the grid into this book (its previous contents kept as FILE.bak)");
    auto* map = sub->add_option("--map", options->map, "The hex map of --book whose grid is fitted");
    auto* swap = sub->add_flag("--swap-label-fields", options->swap_label_fields,
                               "Read the label field the scheme takes for the column as the row, and the other as the column");
    auto* columns = sub->add_flag("--reverse-columns", options->reverse_columns, "Columns count the other way from the scheme's");
    auto* rows = sub->add_flag("--reverse-rows", options->reverse_rows, "Rows count the other way from the scheme's");
    book->needs(map);
    map->needs(book);
    labels->excludes(book);
    for (auto* reading : {swap, columns, rows}) reading->excludes(book);
    return [options]() { return run(*options); };
}

}  // namespace sandtable::cli
