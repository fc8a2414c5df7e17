// The setup and reinforcement schedule: each command's chit in the cup by the time its pieces are
// in play, and reinforcements entering at the map's entry edges, one side's to an entry.
#include "model/object_id.hpp"
#include "validators/pub_battles/checks.hpp"
#include "validators/pub_battles/commands.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace sandtable::pub_battles {

namespace {

std::string turn_name(const Book& book, int turn) {
    if (turn >= 1 && turn <= book.turn_count()) return fmt::format("turn {} ({})", turn, book.turn_track[static_cast<std::size_t>(turn - 1)].label);
    return fmt::format("turn {}", turn);
}

// When something comes into play: at the start (set up, or a starting chit) or with an entry.
struct InPlay {
    int turn = 0;
    const ReinforcementEntry* entry = nullptr;  // null: at the start
    std::string unit;                           // the piece, for a command's first piece
};

bool earlier(const InPlay& a, const InPlay& b) { return a.turn < b.turn || (a.turn == b.turn && a.entry == nullptr && b.entry != nullptr); }

bool chit_of_command(const Chit& chit, const std::string& command_chit, const Side& side) {
    // A chit without a side (a version 1 book) is core.chit-side's: it may be either side's.
    return chit.command == command_chit && (chit.side.empty() || chit.side == side.id);
}

// When the command's chit first goes into the cup: at the start, or with the earliest entry that brings it.
std::optional<InPlay> chit_in_play(const Scenario& scenario, int start, const std::string& command_chit, const Side& side) {
    for (const Chit& chit : scenario.chits) {
        if (chit_of_command(chit, command_chit, side)) return InPlay{start, nullptr, {}};
    }
    std::optional<InPlay> first;
    for (const ReinforcementEntry& entry : scenario.schedule) {
        for (const Chit& chit : entry.chits) {
            const InPlay here{entry.turn, &entry, {}};
            if (chit_of_command(chit, command_chit, side) && (!first || earlier(here, *first))) first = here;
        }
    }
    return first;
}

}  // namespace

void check_chits_in_play(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const CommandIndex commands(book.forces);
    const int start = scenario.start_turn.value_or(1);
    // Each command's first piece in play.
    std::unordered_map<std::string_view, InPlay> first_piece;
    const auto piece_in_play = [&](const std::string& unit, InPlay when) {
        const ForceNode* command = commands.command_of(unit);
        if (command == nullptr) return;  // the army HQ, or a piece the army holds: no chit moves them
        when.unit = unit;
        const auto [known, added] = first_piece.try_emplace(command->id, when);
        if (!added && earlier(when, known->second)) known->second = when;
    };
    for (const Placement& placement : scenario.setup) piece_in_play(placement.unit, {start, nullptr, {}});
    // A piece arriving with a unit moves with it, on that unit's chit ("(Army HQ only) Lee"; the Stuart
    // option's "Chambliss moves together with Hill until Stuart arrives"): its own command's chit
    // need only come into play some time in the scenario.
    const int end = scenario.end_turn.value_or(book.turn_count());
    for (const ReinforcementEntry& entry : scenario.schedule) {
        const int moves_alone = entry.location.kind == LocationKind::With ? std::max(end, entry.turn) : entry.turn;
        for (const std::string& unit : entry.units) piece_in_play(unit, {moves_alone, &entry, {}});
    }
    for (const Side& side : book.forces.sides) {
        for (const ForceNode& command : side.nodes) {
            const auto piece = first_piece.find(command.id);
            if (piece == first_piece.end()) continue;
            const std::string command_chit = chit_of(command);
            if (command_chit.empty()) continue;  // core.attribute-value: the chit is required
            const std::optional<InPlay> chit = chit_in_play(scenario, start, command_chit, side);
            const InPlay& first = piece->second;
            if (chit && chit->turn <= first.turn) continue;
            const std::string written = to_string(Chit{side.id, command_chit});
            const std::string piece_comes = first.entry == nullptr
                                                ? fmt::format("{} set up at the start", book.forces.name_of(first.unit))
                                                : fmt::format("{} arriving on {} with entry \"{}\"", book.forces.name_of(first.unit),
                                                              turn_name(book, first.entry->turn), first.entry->id);
            const std::string chit_comes =
                !chit ? fmt::format("chit {} is neither a starting chit nor brought by any entry", written)
                      : fmt::format("chit {} arrives only on {} with entry \"{}\"", written, turn_name(book, chit->turn), chit->entry->id);
            std::vector<ObjectRef> objects{{"formation", command.id}, {"unit", first.unit}};
            if (first.entry != nullptr) objects.push_back({"entry", first.entry->id});
            if (chit && chit->entry != nullptr) objects.push_back({"entry", chit->entry->id});
            sink.report(check.diagnostic(fmt::format("{} (chit {}) has {}, but {}: a command moves when its chit is drawn from the cup",
                                                     name_or_id(command), command_chit, piece_comes, chit_comes),
                                         std::move(objects), context));
        }
    }
}

namespace {

// The sides whose pieces or chits the entry brings, each with what it brings.
std::vector<std::pair<const Side*, std::vector<std::string>>> sides_arriving(const ReinforcementEntry& entry, const Forces& forces,
                                                                             const CommandIndex& index) {
    std::vector<std::pair<const Side*, std::vector<std::string>>> sides;
    const auto brings = [&](const Side* side, std::string what) {
        if (side == nullptr) return;  // core.scenario-reference, core.chit-command
        auto it = std::find_if(sides.begin(), sides.end(), [&](const auto& s) { return s.first == side; });
        if (it == sides.end()) it = sides.insert(sides.end(), {side, {}});
        it->second.push_back(std::move(what));
    };
    for (const std::string& unit : entry.units) brings(index.side_of(unit), forces.name_of(unit));
    for (const Chit& chit : entry.chits) {
        if (!chit.side.empty()) brings(forces.side(chit.side), "chit " + to_string(chit));
    }
    return sides;
}

}  // namespace

void check_arrival(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    const GameMap* map = context.book.map(scenario.map);
    // Entries at hexes or areas, at edges the map does not have, or outside the scenario's turns
    // are core.scenario-reference's and core.turn-range's, arrivals with a unit core.arrival-with's.
    if (map == nullptr || map->kind != MapKind::Freeform) return;
    const Forces& forces = context.book.forces;
    const CommandIndex index(forces);
    std::vector<std::string> edges;
    for (const BorderStretch& edge : map->freeform.edges) edges.push_back(name_or_id(edge));
    const std::string where_to = edges.empty() ? std::string("the map has no entry edges yet")
                                               : fmt::format("the map's are {}", fmt::join(edges, ", "));
    for (const ReinforcementEntry& entry : scenario.schedule) {
        // A point is a place core allows on a free-form map: it is where pieces are set up.
        if (entry.location.kind == LocationKind::Point) {
            sink.report(check.diagnostic(fmt::format("schedule entry \"{}\" arrives at a point of map {} ({:g}, {:g}): reinforcements "
                                                     "enter at an entry edge or with a unit ({})",
                                                     entry.id, name_or_id(*map), entry.location.at.x, entry.location.at.y, where_to),
                                         {{"entry", entry.id}}, context));
        }
        const auto sides = sides_arriving(entry, forces, index);
        if (sides.size() < 2) continue;
        std::vector<std::string> brought;
        for (const auto& [side, what] : sides) brought.push_back(fmt::format("{} of {}", fmt::join(what, ", "), name_or_id(*side)));
        sink.report(check.diagnostic(fmt::format("schedule entry \"{}\" brings {}: each side's reinforcements enter in entries of "
                                                 "their own, as the scenario lists them side by side",
                                                 entry.id, fmt::join(brought, " and ")),
                                     {{"entry", entry.id}}, context));
    }
}

}  // namespace sandtable::pub_battles
