#include "model/board/setup_board.hpp"

#include <fmt/format.h>

namespace sandtable {

SetupBoard board_for_setup(const Book& book, const Scenario& scenario) {
    SetupBoard result;
    result.map = book.map(scenario.map);
    if (result.map == nullptr) {
        result.error = fmt::format("scenario \"{}\" names no map of the book", scenario.id);
        return result;
    }
    if (result.map->kind != MapKind::Hex) {
        result.error = fmt::format("map \"{}\" of scenario \"{}\" is not a hex map", result.map->id, scenario.id);
        result.map = nullptr;
        return result;
    }
    const HexMap& hex_map = result.map->hex;
    result.board.emplace(hex_map, book.forces, &book.rules);
    for (const auto& placement : scenario.setup) {
        if (placement.state == UnitState::Eliminated || placement.location.kind != LocationKind::Hex) continue;
        const auto found = hex_map.find_label(placement.location.ref);
        if (!found) {
            result.problems.push_back(fmt::format("{}: {}", placement.unit, found.error));
            continue;
        }
        if (!result.board->place(placement.unit, *found.hex, placement.state)) {
            result.problems.push_back(fmt::format("{}: not a unit of the book", placement.unit));
        }
    }
    return result;
}

}  // namespace sandtable
