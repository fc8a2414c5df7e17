#include "io/native/book_file.hpp"
#include "io/native/enum_names.hpp"
#include "io/native/hexside_names.hpp"
#include "io/native/terrain_rows.hpp"
#include "io/native/write_freeform.hpp"
#include "model/hexside_on_map.hpp"

#include <pugixml.hpp>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

namespace {

// Shortest text that reads back to the same double, so saving twice gives identical bytes.
std::string number_text(double value) { return fmt::format("{}", value); }

std::string joined(const std::vector<std::string>& items) { return fmt::format("{}", fmt::join(items, " ")); }

void set_text_child(pugi::xml_node parent, const char* name, const std::string& text, bool always = false) {
    if (text.empty() && !always) return;
    parent.append_child(name).text().set(text.c_str());
}

void set_optional(pugi::xml_node node, const char* name, const std::string& value) {
    if (!value.empty()) node.append_attribute(name).set_value(value.c_str());
}

std::string hex_labels(const HexMap& map, const std::vector<HexCoord>& hexes) {
    std::vector<std::string> labels;
    labels.reserve(hexes.size());
    for (const auto& hex : hexes) labels.push_back(map.label(hex));
    return joined(labels);
}

void write_catalogue(pugi::xml_node parent, const char* list, const char* item, const std::vector<TerrainDef>& catalogue) {
    if (catalogue.empty()) return;
    auto node = parent.append_child(list);
    for (const auto& def : catalogue) {
        auto entry = node.append_child(item);
        entry.append_attribute("id").set_value(def.id.c_str());
        entry.append_attribute("name").set_value(def.name.c_str());
        entry.append_attribute("colour").set_value(def.colour.c_str());
    }
}

std::string hexside_token(const HexMap& map, HexsideKey side) {
    const HexsideOnMap named = hexside_on_map(map, side);
    return map.label(named.hex) + "/" + std::string(hexside_direction_name(map.grid.geometry.orientation, named.direction));
}

void write_reference_layers(pugi::xml_node node, const std::vector<ReferenceLayer>& layers) {
    if (layers.empty()) return;
    auto imagery = node.append_child("imagery");
    for (const auto& layer : layers) {
        const bool vector = layer.kind == ReferenceLayerKind::Vector;
        auto item = imagery.append_child(vector ? "vector" : "raster");
        item.append_attribute("id").set_value(layer.id.c_str());
        item.append_attribute("name").set_value(layer.name.c_str());
        item.append_attribute("path").set_value(layer.path.c_str());
        if (vector) set_optional(item, "layer", layer.source_layer);
        if (!layer.visible) item.append_attribute("visible").set_value("false");
        if (layer.opacity != 1.0) item.append_attribute("opacity").set_value(number_text(layer.opacity).c_str());
        if (!vector) {
            const RasterLook defaults;
            if (layer.look.stretch == RasterStretch::PercentClip) item.append_attribute("stretch").set_value("percent-clip");
            if (layer.look.clip_percent != defaults.clip_percent) {
                item.append_attribute("clip").set_value(number_text(layer.look.clip_percent).c_str());
            }
            if (layer.look.hillshade) item.append_attribute("hillshade").set_value("true");
        }
        if (!vector) continue;
        set_optional(item, "style-by", layer.style_attribute);
        for (const auto& style : layer.styles) {
            auto style_node = item.append_child("style");
            set_optional(style_node, "value", style.value);
            style_node.append_attribute("stroke").set_value(style.stroke.c_str());
            set_optional(style_node, "fill", style.fill);
            style_node.append_attribute("width").set_value(number_text(style.width).c_str());
        }
    }
}

void write_hex_map(pugi::xml_node node, const HexMap& map) {
    auto grid = node.append_child("grid");
    grid.append_attribute("orientation").set_value(std::string(to_string(map.grid.geometry.orientation)).c_str());
    grid.append_attribute("size").set_value(number_text(map.grid.geometry.size).c_str());
    grid.append_attribute("origin-x").set_value(number_text(map.grid.geometry.origin.x).c_str());
    grid.append_attribute("origin-y").set_value(number_text(map.grid.geometry.origin.y).c_str());
    grid.append_attribute("rotation").set_value(number_text(map.grid.geometry.rotation_degrees).c_str());
    grid.append_attribute("layout").set_value(std::string(to_string(map.grid.layout)).c_str());
    grid.append_attribute("columns").set_value(map.grid.columns);
    grid.append_attribute("rows").set_value(map.grid.rows);
    if (map.printed_hex_mm) grid.append_attribute("printed-hex-mm").set_value(number_text(*map.printed_hex_mm).c_str());

    const HexLabelScheme& scheme = map.grid.labels;
    auto labels = node.append_child("labels");
    labels.append_attribute("pattern").set_value(scheme.pattern.c_str());
    labels.append_attribute("column-style").set_value(std::string(to_string(scheme.column_style)).c_str());
    labels.append_attribute("row-style").set_value(std::string(to_string(scheme.row_style)).c_str());
    labels.append_attribute("column-origin").set_value(scheme.column_origin);
    labels.append_attribute("row-origin").set_value(scheme.row_origin);
    labels.append_attribute("column-step").set_value(scheme.column_step);
    labels.append_attribute("row-step").set_value(scheme.row_step);
    labels.append_attribute("column-width").set_value(scheme.column_width);
    labels.append_attribute("row-width").set_value(scheme.row_width);

    write_catalogue(node, "terrain-types", "terrain", map.terrain_catalogue);
    write_catalogue(node, "hexside-types", "feature", map.hexside_catalogue);

    auto terrain = node.append_child("terrain");
    for (int row = 0; row < map.grid.rows; ++row) {
        auto line = terrain.append_child("row");
        line.append_attribute("n").set_value(row);
        line.text().set(encode_terrain_row(map, row).c_str());
    }

    if (!map.hexside_features.empty()) {
        auto hexsides = node.append_child("hexsides");
        for (std::size_t bit = 0; bit < map.hexside_catalogue.size(); ++bit) {
            std::string tokens;
            for (const auto& [side, mask] : map.hexside_features) {
                if (((mask >> bit) & 1U) == 0) continue;
                if (!tokens.empty()) tokens += ' ';
                tokens += hexside_token(map, side);
            }
            if (tokens.empty()) continue;
            auto feature = hexsides.append_child("feature");
            feature.append_attribute("type").set_value(map.hexside_catalogue[bit].id.c_str());
            feature.text().set(tokens.c_str());
        }
    }
    if (!map.roads.empty()) {
        auto roads = node.append_child("roads");
        for (const auto& road : map.roads) {
            auto item = roads.append_child("road");
            item.append_attribute("id").set_value(road.id.c_str());
            item.append_attribute("kind").set_value(road.kind.c_str());
            set_optional(item, "name", road.name);
            item.append_attribute("hexes").set_value(hex_labels(map, road.hexes).c_str());
        }
    }
    if (!map.places.empty()) {
        auto places = node.append_child("places");
        for (const auto& place : map.places) {
            auto item = places.append_child("place");
            item.append_attribute("id").set_value(place.id.c_str());
            item.append_attribute("name").set_value(place.name.c_str());
            item.append_attribute("hex").set_value(map.label(place.hex).c_str());
        }
    }
    if (!map.objectives.empty()) {
        auto objectives = node.append_child("objectives");
        for (const auto& objective : map.objectives) {
            auto item = objectives.append_child("objective");
            item.append_attribute("id").set_value(objective.id.c_str());
            item.append_attribute("name").set_value(objective.name.c_str());
            item.append_attribute("vp").set_value(objective.vp);
            set_optional(item, "side", objective.side);
            item.append_attribute("hexes").set_value(hex_labels(map, objective.hexes).c_str());
        }
    }
    if (!map.edges.empty()) {
        auto edges = node.append_child("edges");
        for (const auto& edge : map.edges) {
            auto item = edges.append_child("edge");
            item.append_attribute("id").set_value(edge.id.c_str());
            item.append_attribute("name").set_value(edge.name.c_str());
            item.append_attribute("hexes").set_value(hex_labels(map, edge.entry_hexes).c_str());
        }
    }
}

void write_forces(pugi::xml_node root, const Forces& forces) {
    auto node = root.append_child("forces");
    if (forces.printed_counter_mm) node.append_attribute("counter-mm").set_value(number_text(*forces.printed_counter_mm).c_str());
    for (const auto& side : forces.sides) {
        auto side_node = node.append_child("side");
        side_node.append_attribute("id").set_value(side.id.c_str());
        side_node.append_attribute("name").set_value(side.name.c_str());
        std::unordered_map<std::string, pugi::xml_node> elements;
        for (const auto& force : side.nodes) {
            pugi::xml_node parent = force.parent.empty() ? side_node : elements.at(force.parent);
            auto element = parent.append_child(force.kind == ForceNodeKind::Unit ? "unit" : "formation");
            element.append_attribute("id").set_value(force.id.c_str());
            element.append_attribute("type").set_value(force.type.c_str());
            set_optional(element, "echelon", force.echelon);
            element.append_attribute("name").set_value(force.name.c_str());
            set_optional(element, "short-name", force.short_name);
            for (const auto& [key, value] : force.attributes) {
                auto attr = element.append_child("attr");
                attr.append_attribute("key").set_value(key.c_str());
                attr.append_attribute("value").set_value(to_text(value).c_str());
            }
            elements.emplace(force.id, element);
        }
    }
}

void write_location(pugi::xml_node node, const Location& location) {
    if (location.kind == LocationKind::Point) {
        node.append_attribute("x").set_value(number_text(location.at.x).c_str());
        node.append_attribute("y").set_value(number_text(location.at.y).c_str());
        return;
    }
    node.append_attribute(std::string(to_string(location.kind)).c_str()).set_value(location.ref.c_str());
}

std::string chit_list(const std::vector<Chit>& chits) {
    std::vector<std::string> texts;
    for (const auto& chit : chits) texts.push_back(to_string(chit));
    return joined(texts);
}

void write_assignment(pugi::xml_node node, const Assignment& assignment) {
    node.append_attribute("piece").set_value(assignment.node.c_str());
    node.append_attribute("formation").set_value(assignment.formation.c_str());
}

void write_rules_cell(pugi::xml_node node, const RulesCell& cell) {
    node.append_attribute("table").set_value(cell.table.c_str());
    node.append_attribute("row").set_value(cell.row.c_str());
    node.append_attribute("column").set_value(cell.column.c_str());
    node.append_attribute("value").set_value(cell.value.c_str());
}

void write_placement(pugi::xml_node node, const Placement& placement) {
    node.append_attribute("unit").set_value(placement.unit.c_str());
    write_location(node, placement.location);
    if (placement.location.kind == LocationKind::Point) {
        node.append_attribute("facing").set_value(number_text(placement.facing).c_str());
        if (placement.road_column) node.append_attribute("road-column").set_value("true");
    }
    if (placement.state != UnitState::Full) node.append_attribute("state").set_value(std::string(to_string(placement.state)).c_str());
}

void write_entry(pugi::xml_node node, const ReinforcementEntry& entry) {
    node.append_attribute("id").set_value(entry.id.c_str());
    node.append_attribute("turn").set_value(entry.turn);
    write_location(node, entry.location);
    set_optional(node, "units", joined(entry.units));
    set_optional(node, "chits", chit_list(entry.chits));
    if (entry.may_delay) node.append_attribute("may-delay").set_value("true");
    set_text_child(node, "note", entry.note);
}

void write_scenario(pugi::xml_node parent, const Scenario& scenario) {
    auto node = parent.append_child(scenario.is_variant() ? "variant" : "scenario");
    node.append_attribute("id").set_value(scenario.id.c_str());
    node.append_attribute("name").set_value(scenario.name.c_str());
    set_optional(node, "extends", scenario.extends);
    set_optional(node, "map", scenario.map);
    if (scenario.start_turn) node.append_attribute("start-turn").set_value(*scenario.start_turn);
    if (scenario.end_turn) node.append_attribute("end-turn").set_value(*scenario.end_turn);
    set_text_child(node, "description", scenario.description);
    if (scenario.units) node.append_child("order-of-battle").append_attribute("units").set_value(joined(*scenario.units).c_str());
    if (!scenario.assignments.empty()) {
        auto assignments = node.append_child("assignments");
        for (const auto& assignment : scenario.assignments) write_assignment(assignments.append_child("assign"), assignment);
    }
    if (!scenario.rules.empty()) {
        auto rules = node.append_child("rules");
        for (const auto& cell : scenario.rules) write_rules_cell(rules.append_child("cell"), cell);
    }
    if (!scenario.setup.empty()) {
        auto setup = node.append_child("setup");
        for (const auto& placement : scenario.setup) write_placement(setup.append_child("placement"), placement);
    }
    if (!scenario.schedule.empty()) {
        auto schedule = node.append_child("schedule");
        for (const auto& entry : scenario.schedule) write_entry(schedule.append_child("entry"), entry);
    }
    if (!scenario.chits.empty()) node.append_child("chits").append_attribute("ids").set_value(chit_list(scenario.chits).c_str());
    if (!scenario.casualties.empty()) {
        node.append_child("casualties").append_attribute("units").set_value(joined(scenario.casualties).c_str());
    }
    if (!scenario.victory.empty()) {
        auto victory = node.append_child("victory");
        for (const auto& condition : scenario.victory) {
            auto item = victory.append_child("condition");
            item.append_attribute("id").set_value(condition.id.c_str());
            set_optional(item, "side", condition.side);
            item.text().set(condition.text.c_str());
        }
    }
    if (scenario.options) node.append_child("options").append_attribute("ids").set_value(joined(*scenario.options).c_str());
    const VariantChanges& changes = scenario.changes;
    auto id_list = [&](const char* name, const char* attribute, const std::vector<std::string>& ids) {
        if (!ids.empty()) node.append_child(name).append_attribute(attribute).set_value(joined(ids).c_str());
    };
    id_list("add-units", "units", changes.add_units);
    id_list("remove-units", "units", changes.remove_units);
    for (const auto& placement : changes.set_placements) write_placement(node.append_child("set-placement"), placement);
    for (const auto& unit : changes.remove_placements) node.append_child("remove-placement").append_attribute("unit").set_value(unit.c_str());
    for (const auto& entry : changes.set_schedule) write_entry(node.append_child("set-entry"), entry);
    for (const auto& id : changes.remove_schedule) node.append_child("remove-entry").append_attribute("id").set_value(id.c_str());
    auto chits = [&](const char* name, const std::vector<Chit>& list) {
        if (!list.empty()) node.append_child(name).append_attribute("ids").set_value(chit_list(list).c_str());
    };
    chits("add-chits", changes.add_chits);
    chits("remove-chits", changes.remove_chits);
    for (const auto& assignment : changes.reassign) write_assignment(node.append_child("reassign"), assignment);
    for (const auto& cell : changes.set_rules) write_rules_cell(node.append_child("set-cell"), cell);
}

}  // namespace

std::string serialize_book(const Book& book) {
    pugi::xml_document document;
    auto declaration = document.append_child(pugi::node_declaration);
    declaration.append_attribute("version").set_value("1.0");
    declaration.append_attribute("encoding").set_value("UTF-8");
    auto root = document.append_child("sandtable");
    root.append_attribute("version").set_value(kBookFormatVersion);
    root.append_attribute("ruleset").set_value(book.ruleset.c_str());

    auto metadata = root.append_child("metadata");
    set_text_child(metadata, "title", book.metadata.title, true);
    set_text_child(metadata, "designer", book.metadata.designer);
    set_text_child(metadata, "source", book.metadata.source);
    set_text_child(metadata, "description", book.metadata.description);

    if (!book.turn_track.empty()) {
        auto track = root.append_child("turn-track");
        for (const auto& turn : book.turn_track) {
            auto item = track.append_child("turn");
            item.append_attribute("label").set_value(turn.label.c_str());
            if (turn.night) item.append_attribute("night").set_value("true");
        }
    }
    if (!book.maps.empty()) {
        auto maps = root.append_child("maps");
        for (const auto& map : book.maps) {
            const char* element = map.kind == MapKind::Hex ? "hex-map" : map.kind == MapKind::Area ? "area-map" : "freeform-map";
            auto node = maps.append_child(element);
            node.append_attribute("id").set_value(map.id.c_str());
            node.append_attribute("name").set_value(map.name.c_str());
            node.append_attribute("units").set_value(map.units.c_str());
            set_optional(node, "crs", map.crs);
            if (map.kind == MapKind::Hex) write_hex_map(node, map.hex);
            if (map.kind == MapKind::Freeform) native::write_freeform_map(node, map.freeform);
            write_reference_layers(node, map.layers);
        }
    }
    write_forces(root, book.forces);
    if (!book.rules.tables.empty() || !book.unit_ranges.empty()) {
        auto rules = root.append_child("rules-data");
        for (const auto& range : book.unit_ranges) {
            auto node = rules.append_child("unit-range");
            node.append_attribute("attribute").set_value(range.attribute.c_str());
            node.append_attribute("min").set_value(static_cast<long long>(range.min));
            node.append_attribute("max").set_value(static_cast<long long>(range.max));
        }
        for (const auto& table : book.rules.tables) {
            auto node = rules.append_child("table");
            node.append_attribute("id").set_value(table.id.c_str());
            node.append_child("columns").text().set(joined(table.columns).c_str());
            for (const auto& row : table.rows) {
                auto row_node = node.append_child("row");
                for (const auto& cell : row) row_node.append_child("c").text().set(cell.c_str());
            }
        }
    }
    if (!book.scenarios.empty()) {
        auto scenarios = root.append_child("scenarios");
        for (const auto& scenario : book.scenarios) write_scenario(scenarios, scenario);
    }
    if (!book.acknowledgements.empty()) {
        auto list = root.append_child("acknowledgements");
        for (const auto& ack : book.acknowledgements) {
            auto item = list.append_child("acknowledge");
            item.append_attribute("code").set_value(ack.code.c_str());
            set_optional(item, "scenario", ack.scenario);
            item.append_attribute("reason").set_value(ack.reason.c_str());
            for (const auto& object : ack.objects) {
                auto o = item.append_child("object");
                o.append_attribute("kind").set_value(object.kind.c_str());
                o.append_attribute("id").set_value(object.id.c_str());
            }
        }
    }
    std::ostringstream out;
    document.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return std::move(out).str();
}

Status save_book(const Book& book, const std::filesystem::path& path) {
    return save_atomically(path, [&](std::ostream& out) { out << serialize_book(book); });
}

}  // namespace sandtable
