#include "validators/gettysburg_150/checks.hpp"

#include "model/board/setup_board.hpp"
#include "model/rulesets/gettysburg_150/hex_limits.hpp"

#include <fmt/format.h>

#include <set>

namespace sandtable::gettysburg_150 {

void check_hex_limits(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    // A setup without a hex map, or placements off it, are core.scenario-reference's to report.
    const auto setup = board_for_setup(context.book, *context.scenario);
    if (!setup) return;
    const Board& board = setup->board;
    std::set<HexCoord> seen;
    for (const BoardUnit& unit : board.units()) {
        if (!seen.insert(unit.hex).second) continue;
        const auto here = board.units_at(unit.hex);
        const std::string breach = rulesets::gettysburg_150::hex_limit_breach(here);
        if (breach.empty()) continue;
        const std::string label = board.map().label(unit.hex);
        std::vector<ObjectRef> objects = {{"hex", label}};
        for (const BoardUnit* other : here) objects.push_back({"unit", other->id()});
        sink.report(check.diagnostic(
            fmt::format("hex {} is set up with {}: no more than 1 infantry or cavalry plus 1 artillery in a hex",
                        label, breach),
            std::move(objects), context));
    }
}

}  // namespace sandtable::gettysburg_150
