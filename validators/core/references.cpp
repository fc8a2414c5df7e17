#include "validators/core/core_checks.hpp"

#include "model/hex/hexside.hpp"

#include <algorithm>
#include <fmt/format.h>

#include <string_view>
#include <unordered_set>

namespace sandtable::core {

namespace {

// The ids whose first node in the forces is a unit (as Forces::node finds them), collected once
// per check: asking the forces for each of thousands of placements was quadratic.
using UnitIds = std::unordered_set<std::string_view>;

UnitIds unit_ids(const Book& book) {
    std::unordered_set<std::string_view> seen;
    UnitIds units;
    for (const auto& side : book.forces.sides) {
        for (const auto& node : side.nodes) {
            if (seen.insert(node.id).second && node.kind == ForceNodeKind::Unit) units.insert(node.id);
        }
    }
    return units;
}

void report_units(const Check& check, const ValidationContext& context, DiagnosticSink& sink, const UnitIds& known,
                  const std::vector<std::string>& units, const std::string& where) {
    for (const auto& unit : units) {
        if (!known.contains(unit)) {
            sink.report(check.diagnostic(fmt::format("{} names unit \"{}\", which is not a unit of this book", where, unit),
                                         {ObjectRef{"unit", unit}}, context));
        }
    }
}

// A hex map's edges and a free-form map's entry edges alike.
bool map_has_edge(const GameMap& map, const std::string& id) {
    if (map.kind == MapKind::Freeform) {
        return std::any_of(map.freeform.edges.begin(), map.freeform.edges.end(), [&](const BorderStretch& e) { return e.id == id; });
    }
    return std::any_of(map.hex.edges.begin(), map.hex.edges.end(), [&](const MapEdge& e) { return e.id == id; });
}

bool object_exists(const Book& book, const ObjectRef& object) {
    if (object.kind == "unit" || object.kind == "formation") {
        const ForceNode* node = book.forces.node(object.id);
        return node != nullptr && (node->kind == ForceNodeKind::Unit) == (object.kind == "unit");
    }
    if (object.kind == "scenario") return book.scenario(object.id) != nullptr;
    if (object.kind == "map") return book.map(object.id) != nullptr;
    if (object.kind == "side") return book.forces.side(object.id) != nullptr;
    if (object.kind == "hex") {
        return std::any_of(book.maps.begin(), book.maps.end(), [&](const GameMap& m) {
            return m.kind == MapKind::Hex && m.hex.find_label(object.id);
        });
    }
    if (object.kind == "edge") {
        return std::any_of(book.maps.begin(), book.maps.end(), [&](const GameMap& m) { return map_has_edge(m, object.id); });
    }
    if (object.kind == "table") return book.rules.find(object.id) != nullptr;
    if (object.kind == "attribute") {
        return std::any_of(book.unit_ranges.begin(), book.unit_ranges.end(), [&](const AttributeRange& r) { return r.attribute == object.id; });
    }
    if (object.kind == "layer") {
        return std::any_of(book.maps.begin(), book.maps.end(), [&](const GameMap& m) {
            return std::any_of(m.layers.begin(), m.layers.end(), [&](const ReferenceLayer& l) { return l.id == object.id; });
        });
    }
    if (object.kind == "entry") {
        return std::any_of(book.scenarios.begin(), book.scenarios.end(), [&](const Scenario& s) {
            auto has = [&](const ReinforcementEntry& e) { return e.id == object.id; };
            return std::any_of(s.schedule.begin(), s.schedule.end(), has) ||
                   std::any_of(s.changes.set_schedule.begin(), s.changes.set_schedule.end(), has);
        });
    }
    return false;
}

void check_location(const Check& check, const ValidationContext& context, DiagnosticSink& sink, const GameMap* map,
                    const Location& location, const std::string& where, std::vector<ObjectRef> objects) {
    std::string problem;
    if (map == nullptr) {
        problem = "the scenario has no map";
    } else if (location.kind == LocationKind::Hex) {
        if (map->kind != MapKind::Hex) {
            problem = fmt::format("map \"{}\" has no hexes", map->id);
        } else if (auto found = map->hex.find_label(location.ref); !found) {
            problem = found.error();
        }
    } else if (location.kind == LocationKind::Edge) {
        if (!map_has_edge(*map, location.ref)) problem = fmt::format("map \"{}\" has no edge \"{}\"", map->id, location.ref);
    } else if (location.kind == LocationKind::Point) {
        // Whether the point lies inside the map is the ruleset's to say (pieces inside the map).
        if (map->kind != MapKind::Freeform) problem = fmt::format("map \"{}\" is not a free-form map: its pieces stand in hexes", map->id);
    } else {
        problem = fmt::format("map \"{}\" has no area \"{}\"", map->id, location.ref);
    }
    if (problem.empty()) return;
    objects.push_back(ObjectRef{std::string(to_string(location.kind)), location.ref});
    sink.report(check.diagnostic(fmt::format("{}: {}", where, problem), std::move(objects), context));
}

}  // namespace

void check_book_references(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const UnitIds known = unit_ids(context.book);
    const Book& book = context.book;
    for (const auto& scenario : book.scenarios) {
        if (!scenario.is_variant() && scenario.map.empty()) {
            Diagnostic d = check.diagnostic(fmt::format("scenario \"{}\" names no map to be played on", scenario.id),
                                            {ObjectRef{"scenario", scenario.id}}, context);
            d.scenario = scenario.id;
            sink.report(std::move(d));
        }
        if (!scenario.map.empty() && book.map(scenario.map) == nullptr) {
            Diagnostic d = check.diagnostic(fmt::format("scenario \"{}\" is played on map \"{}\", which does not exist", scenario.id, scenario.map),
                                            {ObjectRef{"scenario", scenario.id}}, context);
            d.scenario = scenario.id;
            sink.report(std::move(d));
        }
        const VariantChanges& changes = scenario.changes;
        const std::string where = fmt::format("variant \"{}\"", scenario.id);
        report_units(check, context, sink, known, changes.add_units, where);
        report_units(check, context, sink, known, changes.remove_units, where);
        report_units(check, context, sink, known, changes.remove_placements, where);
        for (const auto& placement : changes.set_placements) report_units(check, context, sink, known, {placement.unit}, where);
        for (const auto& entry : changes.set_schedule) report_units(check, context, sink, known, entry.units, where);
    }
    for (const auto& ack : book.acknowledgements) {
        if (!ack.scenario.empty() && book.scenario(ack.scenario) == nullptr) {
            sink.report(check.diagnostic(fmt::format("an acknowledgement of {} names scenario \"{}\", which does not exist", ack.code, ack.scenario),
                                         {ObjectRef{"scenario", ack.scenario}}, context));
        }
        for (const auto& object : ack.objects) {
            if (!object_exists(book, object)) {
                sink.report(check.diagnostic(fmt::format("an acknowledgement of {} names {} \"{}\", which does not exist", ack.code, object.kind, object.id),
                                             {object}, context));
            }
        }
    }
}

void check_scenario_references(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const UnitIds known = unit_ids(context.book);
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const GameMap* map = book.map(scenario.map);
    const ObjectRef self{"scenario", scenario.id};
    if (scenario.units) report_units(check, context, sink, known, *scenario.units, "the order of battle");
    for (const auto& placement : scenario.setup) {
        report_units(check, context, sink, known, {placement.unit}, "the setup");
        check_location(check, context, sink, map, placement.location, fmt::format("unit \"{}\" is set up", placement.unit),
                       {ObjectRef{"unit", placement.unit}});
    }
    for (const auto& entry : scenario.schedule) {
        const std::string where = fmt::format("schedule entry \"{}\"", entry.id);
        report_units(check, context, sink, known, entry.units, where);
        // An arrival with a unit is checked by core.arrival-with.
        if (entry.location.kind != LocationKind::With) {
            check_location(check, context, sink, map, entry.location, where + " arrives", {ObjectRef{"entry", entry.id}});
        }
    }
    report_units(check, context, sink, known, scenario.casualties, "the starting casualties");
    (void)self;
}

}  // namespace sandtable::core
