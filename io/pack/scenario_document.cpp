#include "io/pack/scenario_document.hpp"

#include "io/pack/book_document.hpp"
#include "io/pack/forces_json.hpp"
#include "model/scenario_forces.hpp"
#include "model/scenario_rules.hpp"
#include "model/variant_resolution.hpp"

namespace sandtable {

namespace {

// A point of a free-form map is {"kind": "point", "x": X, "y": Y}; anything else names its place.
void write_location(JsonOut& out, const Location& location) {
    out.object([&] {
        out.key("kind").text(to_string(location.kind));
        if (location.kind == LocationKind::Point) {
            out.key("x").number(location.at.x);
            out.key("y").number(location.at.y);
        } else {
            out.key("ref").text(location.ref);
        }
    });
}

void write_chits(JsonOut& out, const std::vector<Chit>& chits) {
    out.array([&] {
        for (const Chit& chit : chits) {
            out.object([&] {
                out.key("side").text_or_null(chit.side);
                out.key("command").text(chit.command);
            });
        }
    });
}

void write_placements(JsonOut& out, const std::vector<Placement>& setup) {
    out.array([&] {
        for (const Placement& placement : setup) {
            out.object([&] {
                out.key("unit").text(placement.unit);
                out.key("location");
                write_location(out, placement.location);
                out.key("state").text(to_string(placement.state));
                if (placement.location.kind == LocationKind::Point) {
                    out.key("facing").number(placement.facing);
                    out.key("road_column").boolean(placement.road_column);
                }
            });
        }
    });
}

void write_entries(JsonOut& out, const std::vector<ReinforcementEntry>& schedule) {
    out.array([&] {
        for (const ReinforcementEntry& entry : schedule) {
            out.object([&] {
                out.key("id").text(entry.id);
                out.key("turn").integer(entry.turn);
                out.key("location");
                write_location(out, entry.location);
                out.key("units").texts(entry.units);
                out.key("chits");
                write_chits(out, entry.chits);
                out.key("may_delay").boolean(entry.may_delay);
                out.key("note").text(entry.note);
            });
        }
    });
}

void write_assignments(JsonOut& out, const std::vector<Assignment>& assignments) {
    out.array([&] {
        for (const Assignment& assignment : assignments) {
            out.object([&] {
                out.key("node").text(assignment.node);
                out.key("formation").text(assignment.formation);
            });
        }
    });
}

void write_cells(JsonOut& out, const std::vector<RulesCell>& cells) {
    out.array([&] {
        for (const RulesCell& cell : cells) {
            out.object([&] {
                out.key("table").text(cell.table);
                out.key("row").text(cell.row);
                out.key("column").text(cell.column);
                out.key("value").text(cell.value);
            });
        }
    });
}

void write_victory(JsonOut& out, const std::vector<VictoryCondition>& victory) {
    out.array([&] {
        for (const VictoryCondition& condition : victory) {
            out.object([&] {
                out.key("id").text(condition.id);
                out.key("side").text_or_null(condition.side);
                out.key("text").text(condition.text);
            });
        }
    });
}

void write_optional_list(JsonOut& out, const std::optional<std::vector<std::string>>& list) {
    if (list) {
        out.texts(*list);
    } else {
        out.null();
    }
}

void write_optional_turn(JsonOut& out, const std::optional<int>& turn) {
    if (turn) {
        out.integer(*turn);
    } else {
        out.null();
    }
}

void write_changes(JsonOut& out, const VariantChanges& changes) {
    out.object([&] {
        out.key("add_units").texts(changes.add_units);
        out.key("remove_units").texts(changes.remove_units);
        out.key("set_placements");
        write_placements(out, changes.set_placements);
        out.key("remove_placements").texts(changes.remove_placements);
        out.key("set_entries");
        write_entries(out, changes.set_schedule);
        out.key("remove_entries").texts(changes.remove_schedule);
        out.key("add_chits");
        write_chits(out, changes.add_chits);
        out.key("remove_chits");
        write_chits(out, changes.remove_chits);
        out.key("reassign");
        write_assignments(out, changes.reassign);
        out.key("set_cells");
        write_cells(out, changes.set_rules);
    });
}

// The scenario as the book writes it.
void write_definition(JsonOut& out, const Scenario& scenario) {
    out.object([&] {
        out.key("extends").text_or_null(scenario.extends);
        out.key("map").text_or_null(scenario.map);
        out.key("start_turn");
        write_optional_turn(out, scenario.start_turn);
        out.key("end_turn");
        write_optional_turn(out, scenario.end_turn);
        out.key("units");
        write_optional_list(out, scenario.units);
        out.key("setup");
        write_placements(out, scenario.setup);
        out.key("schedule");
        write_entries(out, scenario.schedule);
        out.key("chits");
        write_chits(out, scenario.chits);
        out.key("assignments");
        write_assignments(out, scenario.assignments);
        out.key("rules_cells");
        write_cells(out, scenario.rules);
        out.key("casualties").texts(scenario.casualties);
        out.key("victory");
        write_victory(out, scenario.victory);
        out.key("options");
        write_optional_list(out, scenario.options);
        out.key("changes");
        if (scenario.is_variant()) {
            write_changes(out, scenario.changes);
        } else {
            out.null();
        }
    });
}

}  // namespace

Status write_scenario_document(JsonOut& out, const Book& book, const RulesetDefinition& ruleset, const Scenario& scenario) {
    auto resolved = resolve_scenario(book, scenario.id);
    if (!resolved) return failure(resolved.error());
    const Scenario& played = resolved->scenario;
    out.object([&] {
        out.key("id").text(scenario.id);
        out.key("name").text(scenario.name);
        out.key("description").text(scenario.description);
        out.key("variant_of").text_or_null(scenario.extends);
        out.key("chain").texts(resolved->chain);
        out.key("map").text_or_null(played.map);
        out.key("start_turn");
        write_optional_turn(out, played.start_turn);
        out.key("end_turn");
        write_optional_turn(out, played.end_turn);
        out.key("options").texts(played.options.value_or(std::vector<std::string>{}));
        out.key("order_of_battle").texts(order_of_battle(book, played));
        out.key("forces");
        write_forces(out, forces_of(book, played).forces);
        out.key("setup");
        write_placements(out, played.setup);
        out.key("schedule");
        write_entries(out, played.schedule);
        out.key("chits");
        write_chits(out, played.chits);
        out.key("assignments");
        write_assignments(out, played.assignments);
        out.key("casualties").texts(played.casualties);
        out.key("victory");
        write_victory(out, played.victory);
        out.key("rules_data");
        write_rules_data(out, rules_of(book, played).rules, ruleset);
        out.key("definition");
        write_definition(out, scenario);
    });
    return {};
}

}  // namespace sandtable
