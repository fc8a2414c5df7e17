#include "model/board/setup_board.hpp"

#include <fmt/format.h>

namespace sandtable {

Outcome<SetupBoard> board_for_setup(const Book& book, const Scenario& scenario) {
    const GameMap* map = book.map(scenario.map);
    if (map == nullptr) return failure(fmt::format("scenario \"{}\" names no map of the book", scenario.id));
    if (map->kind != MapKind::Hex) {
        return failure(fmt::format("map \"{}\" of scenario \"{}\" is not a hex map", map->id, scenario.id));
    }
    const HexMap& hex_map = map->hex;
    SetupBoard result{map, Board(hex_map, book.forces, &book.rules), {}};
    for (const auto& placement : scenario.setup) {
        if (placement.state == UnitState::Eliminated || placement.location.kind != LocationKind::Hex) continue;
        const auto found = hex_map.find_label(placement.location.ref);
        if (!found) {
            result.problems.push_back(fmt::format("{}: {}", placement.unit, found.error()));
            continue;
        }
        if (!result.board.place(placement.unit, *found, placement.state)) {
            result.problems.push_back(fmt::format("{}: not a unit of the book", placement.unit));
        }
    }
    return result;
}

}  // namespace sandtable
