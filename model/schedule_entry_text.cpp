#include "model/schedule_entry_text.hpp"

#include "model/book.hpp"
#include "model/object_id.hpp"
#include "model/outcome.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

namespace {

// The items of a comma-separated list, trimmed, without empty ones.
std::vector<std::string> list_items(std::string_view text) {
    std::vector<std::string> items;
    while (!text.empty()) {
        const auto comma = text.find(',');
        const std::string_view item = trim(text.substr(0, comma));
        if (!item.empty()) items.emplace_back(item);
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    return items;
}

struct UnitMatch {
    std::string id;
    std::string error;
};

// A unit by its id, or by its name or short name when exactly one unit has it.
UnitMatch find_unit(const Book& book, std::string_view text) {
    if (const ForceNode* node = book.forces.node(text)) {
        if (node->kind == ForceNodeKind::Unit) return {node->id, {}};
        return {{}, fmt::format("\"{}\" is a formation, not a unit; list its units instead", text)};
    }
    std::vector<std::string> units;
    bool names_formation = false;
    for (const auto& side : book.forces.sides) {
        for (const auto& node : side.nodes) {
            if (!equal_ignoring_case(node.name, text) && !(!node.short_name.empty() && equal_ignoring_case(node.short_name, text))) {
                continue;
            }
            if (node.kind == ForceNodeKind::Unit) {
                units.push_back(node.id);
            } else {
                names_formation = true;
            }
        }
    }
    if (units.size() == 1) return {units.front(), {}};
    if (units.size() > 1) {
        return {{}, fmt::format("\"{}\" names {} units ({}); give the id of the one you mean", text, units.size(),
                                fmt::join(units, ", "))};
    }
    if (names_formation) return {{}, fmt::format("\"{}\" is a formation, not a unit; list its units instead", text)};
    return {{}, fmt::format("no unit has the name or id \"{}\"", text)};
}

std::string unit_text(const Book& book, const std::string& id) {
    const ForceNode* node = book.forces.node(id);
    if (node == nullptr || node->name.empty() || node->name.find(',') != std::string::npos) return id;
    return find_unit(book, node->name).id == id ? node->name : id;
}

EntryEdit refusal(std::string error) { return failure(std::move(error)); }

EntryEdit edited(ReinforcementEntry entry, std::string step_name) {
    return EditedEntry{std::move(entry), std::move(step_name)};
}

std::string turn_range(const Book& book) {
    return book.turn_count() == 0 ? std::string("the book has no turn track")
                                  : fmt::format("the turn track has turns 1 to {}", book.turn_count());
}

EntryEdit edit_turn(const Book& book, ReinforcementEntry entry, std::string_view text) {
    std::optional<int> turn;
    std::size_t digits = 0;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])) != 0) ++digits;
    const std::string_view rest = trim(text.substr(digits));
    if (digits > 0 && digits <= 6 && (rest.empty() || rest.front() == '(')) {
        turn = std::stoi(std::string(text.substr(0, digits)));
    } else {
        for (std::size_t i = 0; i < book.turn_track.size(); ++i) {
            if (equal_ignoring_case(book.turn_track[i].label, text)) turn = static_cast<int>(i) + 1;
        }
    }
    if (!turn) return refusal(fmt::format("\"{}\" is not a turn: {}", text, turn_range(book)));
    if (*turn < 1 || *turn > book.turn_count()) return refusal(fmt::format("turn {} is not on the turn track: {}", *turn, turn_range(book)));
    const std::string name = fmt::format("Set turn of {} to {}", entry_name(book, entry), *turn);
    entry.turn = *turn;
    return edited(std::move(entry), name);
}

std::string edge_list(const GameMap& map) {
    std::vector<std::string> ids;
    for (const auto& edge : map.hex.edges) ids.push_back(edge.id);
    return ids.empty() ? std::string("it has none") : fmt::format("its edges are {}", fmt::join(ids, ", "));
}

const MapEdge* find_edge(const GameMap& map, std::string_view text) {
    for (const auto& edge : map.hex.edges) {
        if (edge.id == text || equal_ignoring_case(edge.name, text)) return &edge;
    }
    return nullptr;
}

// "hex P3", "edge edge-west" or "area X"; a bare edge id or hex label is understood too.
Outcome<Location> read_location(const GameMap* map, std::string_view text) {
    const std::string_view kind_word = text.substr(0, text.find_first_of(" \t"));
    std::optional<LocationKind> kind;
    for (const auto k : {LocationKind::Hex, LocationKind::Edge, LocationKind::Area}) {
        if (equal_ignoring_case(kind_word, to_string(k))) kind = k;
    }
    const std::string_view ref = kind ? trim(text.substr(kind_word.size())) : text;
    if (ref.empty()) {
        return failure(kind ? fmt::format("say which {} the entry arrives at", to_string(*kind))
                            : std::string("say where the entry arrives: hex P3, edge ID or area NAME"));
    }
    if (map == nullptr) {
        return failure("the scenario has no map to arrive on");
    }
    const bool hex_map = map->kind == MapKind::Hex;
    if (!kind) {
        if (hex_map && find_edge(*map, ref) != nullptr) {
            kind = LocationKind::Edge;
        } else if (hex_map && map->hex.find_label(ref)) {
            kind = LocationKind::Hex;
        } else {
            return failure(fmt::format(
                "\"{}\" is neither a hex nor an edge of map \"{}\"; write hex LABEL, edge ID or area NAME", ref, map->id));
        }
    }
    switch (*kind) {
        case LocationKind::Hex: {
            if (!hex_map) {
                return failure(fmt::format("map \"{}\" has no hexes", map->id));
            }
            const auto found = map->hex.find_label(ref);
            if (!found) {
                return failure(fmt::format("\"{}\" is not a hex of map \"{}\": {}", ref, map->id, found.error()));
            }
            return Location{LocationKind::Hex, map->hex.label(*found)};
        }
        case LocationKind::Edge: {
            const MapEdge* edge = hex_map ? find_edge(*map, ref) : nullptr;
            if (edge == nullptr) {
                return failure(fmt::format("map \"{}\" has no edge \"{}\"; {}", map->id, ref, edge_list(*map)));
            }
            return Location{LocationKind::Edge, edge->id};
        }
        case LocationKind::With: break;   // read by read_arrival_with
        case LocationKind::Point: break;  // never read: arrivals come at an edge, a hex, an area or with a unit
        case LocationKind::Area:
            if (hex_map) {
                return failure(fmt::format("map \"{}\" is a hex map and has no areas", map->id));
            }
            return Location{LocationKind::Area, std::string(ref)};
    }
    return failure("say where the entry arrives: hex P3, edge ID or area NAME");
}

// An arrival as a step names it: an edge by its name, anything else as location_text writes it.
std::string arrival_text(const GameMap* map, const Location& location) {
    const MapEdge* edge = map != nullptr && map->kind == MapKind::Hex && location.kind == LocationKind::Edge
                              ? find_edge(*map, location.ref)
                              : nullptr;
    return edge != nullptr ? fmt::format("edge {}", name_or_id(*edge)) : location_text(location);
}

// An arrival as a cell shows it: an edge by its name when the name finds only that edge again,
// by its id otherwise.
std::string arrival_cell_text(const GameMap* map, const Location& location) {
    const MapEdge* edge = map != nullptr && map->kind == MapKind::Hex && location.kind == LocationKind::Edge
                              ? find_edge(*map, location.ref)
                              : nullptr;
    if (edge == nullptr || edge->name.empty()) return location_text(location);
    const auto same_name = std::count_if(map->hex.edges.begin(), map->hex.edges.end(), [&](const MapEdge& other) {
        return equal_ignoring_case(other.name, edge->name) || equal_ignoring_case(other.id, edge->name);
    });
    return same_name == 1 ? fmt::format("edge {}", edge->name) : location_text(location);
}

// "with Lee": the entry arrives together with a unit, by its name or id.
std::optional<Outcome<Location>> read_arrival_with(const Book& book, std::string_view text) {
    const std::string_view word = text.substr(0, text.find_first_of(" \t"));
    if (!equal_ignoring_case(word, to_string(LocationKind::With))) return std::nullopt;
    const std::string_view who = trim(text.substr(word.size()));
    if (who.empty()) return Outcome<Location>(failure(std::string("say which unit the entry arrives with: with NAME")));
    UnitMatch match = find_unit(book, who);
    if (!match.error.empty()) return Outcome<Location>(failure(std::move(match.error)));
    return Outcome<Location>(Location{LocationKind::With, std::move(match.id)});
}

EntryEdit edit_location(const Book& book, const GameMap* map, ReinforcementEntry entry, std::string_view text) {
    auto location = read_arrival_with(book, text).value_or(read_location(map, text));
    if (!location) return refusal(location.error());
    const std::string what = entry_name(book, entry);
    entry.location = std::move(*location);
    const std::string where = entry.location.kind == LocationKind::With
                                  ? fmt::format("with {}", book.forces.name_of(entry.location.ref))
                                  : arrival_text(map, entry.location);
    const std::string name = fmt::format("Set arrival of {} to {}", what, where);
    return edited(std::move(entry), name);
}

EntryEdit edit_units(const Book& book, ReinforcementEntry entry, std::string_view text) {
    std::vector<std::string> units;
    for (const auto& item : list_items(text)) {
        UnitMatch match = find_unit(book, item);
        if (!match.error.empty()) return refusal(std::move(match.error));
        if (std::find(units.begin(), units.end(), match.id) == units.end()) units.push_back(std::move(match.id));
    }
    const std::string name = fmt::format("Set units of {}", entry_name(book, entry));
    entry.units = std::move(units);
    return edited(std::move(entry), name);
}

EntryEdit edit_chits(const Book& book, ReinforcementEntry entry, std::string_view text) {
    std::vector<Chit> chits;
    for (const auto& item : list_items(text)) {
        auto chit = chit_from_string(item);
        if (!chit) {
            return refusal(fmt::format("\"{}\" is not a chit: write the side and the command, confederate:III "
                                       "(separate chits with commas)",
                                       item));
        }
        if (book.forces.side(chit->side) == nullptr) {
            std::vector<std::string> sides;
            for (const auto& side : book.forces.sides) sides.push_back(side.id);
            return refusal(fmt::format("\"{}\" is not a side of the book; its sides are {}", chit->side, fmt::join(sides, ", ")));
        }
        chits.push_back(std::move(*chit));
    }
    const std::string name = fmt::format("Set chits of {}", entry_name(book, entry));
    entry.chits = std::move(chits);
    return edited(std::move(entry), name);
}

EntryEdit edit_may_delay(const Book& book, ReinforcementEntry entry, std::string_view text) {
    bool yes = false;
    if (text == "1" || equal_ignoring_case(text, "yes") || equal_ignoring_case(text, "true")) {
        yes = true;
    } else if (!(text.empty() || text == "0" || equal_ignoring_case(text, "no") || equal_ignoring_case(text, "false"))) {
        return refusal(fmt::format("\"{}\" is not yes or no", text));
    }
    const std::string what = entry_name(book, entry);
    entry.may_delay = yes;
    const std::string name = yes ? fmt::format("Let {} be delayed", what) : fmt::format("Let {} not be delayed", what);
    return edited(std::move(entry), name);
}

}  // namespace

std::string turn_text(const Book& book, int turn) {
    const std::string label = turn >= 1 && turn <= book.turn_count() ? book.turn_track[static_cast<std::size_t>(turn - 1)].label
                                                                     : std::string("?");
    return fmt::format("{} ({})", turn, label);
}

std::string location_text(const Location& location) {
    if (location.kind == LocationKind::Point) return fmt::format("point {},{}", location.at.x, location.at.y);
    return location.ref.empty() ? std::string(to_string(location.kind)) : fmt::format("{} {}", to_string(location.kind), location.ref);
}

std::string entry_name(const Book& book, const ReinforcementEntry& entry) {
    if (entry.units.empty()) return fmt::format("entry (turn {})", entry.turn);
    constexpr std::size_t kNamed = 3;  // more would not fit an undo menu
    std::vector<std::string> names;
    for (std::size_t i = 0; i < entry.units.size() && i < kNamed; ++i) names.push_back(book.forces.name_of(entry.units[i]));
    std::string units = fmt::format("{}", fmt::join(names, ", "));
    if (entry.units.size() > kNamed) units += fmt::format(" and {} more", entry.units.size() - kNamed);
    return fmt::format("entry for {} (turn {})", units, entry.turn);
}

std::string location_text(const GameMap* map, const Location& location) { return arrival_cell_text(map, location); }

std::string field_text(const Book& book, const GameMap* map, const ReinforcementEntry& entry, EntryField field) {
    switch (field) {
        case EntryField::Turn: return turn_text(book, entry.turn);
        case EntryField::Location:
            return entry.location.kind == LocationKind::With ? "with " + unit_text(book, entry.location.ref)
                                                               : location_text(map, entry.location);
        case EntryField::Units: {
            std::vector<std::string> names;
            for (const auto& unit : entry.units) names.push_back(unit_text(book, unit));
            return fmt::format("{}", fmt::join(names, ", "));
        }
        case EntryField::Chits: {
            std::vector<std::string> chits;
            for (const auto& chit : entry.chits) chits.push_back(to_string(chit));
            return fmt::format("{}", fmt::join(chits, ", "));
        }
        case EntryField::MayDelay: return entry.may_delay ? "1" : "";
        case EntryField::Note: return entry.note;
    }
    return {};
}

EntryEdit edit_field(const Book& book, const GameMap* map, ReinforcementEntry entry, EntryField field, std::string_view text) {
    switch (field) {
        case EntryField::Turn: return edit_turn(book, std::move(entry), trim(text));
        case EntryField::Location: return edit_location(book, map, std::move(entry), trim(text));
        case EntryField::Units: return edit_units(book, std::move(entry), text);
        case EntryField::Chits: return edit_chits(book, std::move(entry), text);
        case EntryField::MayDelay: return edit_may_delay(book, std::move(entry), trim(text));
        case EntryField::Note: {
            const std::string name = fmt::format("Set note of {}", entry_name(book, entry));
            entry.note = std::string(text);
            return edited(std::move(entry), name);
        }
    }
    return refusal("unknown field");
}

EntryEdit add_unit_to_entry(const Book& book, ReinforcementEntry entry, std::string_view unit) {
    UnitMatch match = find_unit(book, trim(unit));
    if (!match.error.empty()) return refusal(std::move(match.error));
    if (std::find(entry.units.begin(), entry.units.end(), match.id) != entry.units.end()) {
        return refusal(fmt::format("{} already arrives with this entry", book.forces.name_of(match.id)));
    }
    const std::string name = fmt::format("Add {} to {}", book.forces.name_of(match.id), entry_name(book, entry));
    entry.units.push_back(std::move(match.id));
    return edited(std::move(entry), name);
}

}  // namespace sandtable
