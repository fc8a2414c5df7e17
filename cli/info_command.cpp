#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

namespace sandtable::cli {

namespace {

nlohmann::json freeform_json(const GameMap& map) {
    using nlohmann::json;
    const FreeformMap& freeform = map.freeform;
    const MapRect& extent = freeform.extent;
    const bool has_extent = extent.max.x > extent.min.x && extent.max.y > extent.min.y;
    std::size_t vertices = 0;
    for (const TerrainArea& area : freeform.areas) {
        for (const Polygon& polygon : area.shape) {
            vertices += polygon.outer.size();
            for (const Ring& hole : polygon.holes) vertices += hole.size();
        }
    }
    const auto measure = [](double value) { return value > 0.0 ? json(value) : json(nullptr); };
    return json{{"units", map.units},
                {"extent", has_extent ? json{{"min_x", extent.min.x}, {"min_y", extent.min.y}, {"max_x", extent.max.x}, {"max_y", extent.max.y}}
                                      : json(nullptr)},
                {"measures",
                 {{"foot_move", measure(freeform.measures.foot_move)},
                  {"mounted_move", measure(freeform.measures.mounted_move)},
                  {"piece_width", measure(freeform.measures.piece_width)},
                  {"piece_depth", measure(freeform.measures.piece_depth)}}},
                {"terrain_types", freeform.catalogue.size()},
                {"areas", freeform.areas.size()},
                {"area_vertices", vertices},
                {"lines", freeform.lines.size()},
                {"points", freeform.points.size()},
                {"locations", freeform.locations.size()},
                {"entry_edges", freeform.edges.size()}};
}

std::string freeform_text(const nlohmann::json& m) {
    const std::string units = m["units"].get<std::string>();
    std::string text;
    if (m["extent"].is_null()) {
        text = "no extent";
    } else {
        const auto& e = m["extent"];
        text = fmt::format("{:g} x {:g} {}", e["max_x"].get<double>() - e["min_x"].get<double>(),
                           e["max_y"].get<double>() - e["min_y"].get<double>(), units);
    }
    text += fmt::format("; {} areas ({} vertices), {} lines, {} points, {} locations, {} entry edges", m["areas"].get<std::size_t>(),
                        m["area_vertices"].get<std::size_t>(), m["lines"].get<std::size_t>(), m["points"].get<std::size_t>(),
                        m["locations"].get<std::size_t>(), m["entry_edges"].get<std::size_t>());
    const auto& measures = m["measures"];
    const auto length = [&](const char* key) {
        return measures[key].is_null() ? std::string("not set") : fmt::format("{:g} {}", measures[key].get<double>(), units);
    };
    text += fmt::format("; Foot move {}, Mounted move {}", length("foot_move"), length("mounted_move"));
    if (!measures["piece_width"].is_null() && !measures["piece_depth"].is_null()) {
        text += fmt::format(", pieces {:g} x {:g} {}", measures["piece_width"].get<double>(), measures["piece_depth"].get<double>(), units);
    }
    return text;
}

nlohmann::json info_json(const Book& book, int file_version) {
    using nlohmann::json;
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    json out;
    out["format_version"] = file_version;
    out["title"] = book.metadata.title;
    out["designer"] = book.metadata.designer;
    out["source"] = book.metadata.source;
    out["ruleset"] = {{"id", book.ruleset}, {"name", ruleset != nullptr ? ruleset->display_name : ""}};
    out["turns"] = book.turn_count();
    out["maps"] = json::array();
    for (const auto& map : book.maps) {
        json m{{"id", map.id}, {"name", map.name}, {"kind", std::string(to_string(map.kind))}};
        if (map.kind == MapKind::Hex) {
            m["columns"] = map.hex.grid.columns;
            m["rows"] = map.hex.grid.rows;
            m["hexes"] = map.hex.hex_count();
            m["hexsides_with_features"] = map.hex.hexside_features.size();
        }
        if (map.kind == MapKind::Freeform) m["freeform"] = freeform_json(map);
        out["maps"].push_back(m);
    }
    out["sides"] = json::array();
    for (const auto& side : book.forces.sides) {
        const auto units = book.forces.unit_count(side.id);
        out["sides"].push_back({{"id", side.id},
                                {"name", side.name},
                                {"units", units},
                                {"formations", side.nodes.size() - units}});
    }
    out["scenarios"] = json::array();
    out["variants"] = json::array();
    for (const auto& scenario : book.scenarios) {
        json s{{"id", scenario.id}, {"name", scenario.name}};
        if (scenario.is_variant()) {
            s["extends"] = scenario.extends;
            out["variants"].push_back(s);
        } else {
            s["map"] = scenario.map;
            s["start_turn"] = scenario.start_turn.value_or(0);
            s["end_turn"] = scenario.end_turn.value_or(0);
            s["setup"] = scenario.setup.size();
            s["schedule_entries"] = scenario.schedule.size();
            out["scenarios"].push_back(s);
        }
    }
    out["acknowledgements"] = book.acknowledgements.size();
    return out;
}

void print_text(const nlohmann::json& info) {
    std::cout << fmt::format("{}\n", info["title"].get<std::string>());
    std::cout << fmt::format("ruleset: {} ({})\n", info["ruleset"]["id"].get<std::string>(), info["ruleset"]["name"].get<std::string>());
    std::cout << fmt::format("turns: {}\n", info["turns"].get<int>());
    for (const auto& m : info["maps"]) {
        if (m["kind"] == "hex") {
            std::cout << fmt::format("map {}: {} ({}), hex grid {} x {} ({} hexes)\n", m["id"].get<std::string>(),
                                     m["name"].get<std::string>(), m["kind"].get<std::string>(), m["columns"].get<int>(),
                                     m["rows"].get<int>(), m["hexes"].get<std::size_t>());
        } else if (m.contains("freeform")) {
            std::cout << fmt::format("map {}: {} ({}), {}\n", m["id"].get<std::string>(), m["name"].get<std::string>(),
                                     m["kind"].get<std::string>(), freeform_text(m["freeform"]));
        } else {
            std::cout << fmt::format("map {}: {} ({})\n", m["id"].get<std::string>(), m["name"].get<std::string>(),
                                     m["kind"].get<std::string>());
        }
    }
    for (const auto& s : info["sides"]) {
        std::cout << fmt::format("side {}: {} units in {} formations\n", s["id"].get<std::string>(),
                                 s["units"].get<std::size_t>(), s["formations"].get<std::size_t>());
    }
    for (const auto& s : info["scenarios"]) {
        std::cout << fmt::format("scenario {}: {} (map {}, turns {}-{})\n", s["id"].get<std::string>(), s["name"].get<std::string>(),
                                 s["map"].get<std::string>(), s["start_turn"].get<int>(), s["end_turn"].get<int>());
    }
    for (const auto& v : info["variants"]) {
        std::cout << fmt::format("variant {}: {} (extends {})\n", v["id"].get<std::string>(), v["name"].get<std::string>(),
                                 v["extends"].get<std::string>());
    }
}

}  // namespace

Runner add_info_command(CLI::App& app) {
    struct Options {
        std::string input;
        std::string format = "text";
    };
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("info", "Show a book's ruleset, maps, forces, scenarios and variants");
    sub->add_option("FILE", options->input, "Book to describe")->required();
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    return [options]() {
        LoadResult loaded = load_or_report(options->input);
        if (!loaded) return static_cast<int>(kExitBadInput);
        const auto info = info_json(loaded->book, loaded->file_version);
        if (options->format == "json") {
            std::cout << info.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else {
            print_text(info);
        }
        return static_cast<int>(kExitOk);
    };
}

}  // namespace sandtable::cli
