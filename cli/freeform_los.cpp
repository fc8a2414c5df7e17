#include "cli/exit_codes.hpp"
#include "cli/freeform_commands.hpp"
#include "cli/freeform_query.hpp"
#include "model/freeform/freeform_answers_json.hpp"

#include <fmt/format.h>
#include <iostream>
#include <utility>

namespace sandtable::cli {

int run_freeform_los(const BoardQueryOptions& options, LoadResult loaded, const FreeformSightRequest& request) {
    const auto query = open_freeform_query(options, std::move(loaded));
    if (!query) return kExitBadInput;
    SightEnds ends;
    if (!request.observer.empty()) {
        const FreeformPiece* observer = read_piece(*query, "--unit", request.observer);
        if (observer == nullptr) return kExitBadInput;
        ends.observer = observer->id;
        ends.from = observer->centre;
    }
    if (!request.from.empty()) {
        const auto from = read_place(*query, "--from", request.from);
        if (!from) return kExitBadInput;
        ends.from = from->at;
        if (from->piece != nullptr && ends.observer.empty()) ends.observer = from->piece->id;
    }
    const auto to = read_place(*query, "--to", request.to);
    if (!to) return kExitBadInput;
    ends.to = to->at;
    if (to->piece != nullptr) ends.target = to->piece->id;
    const FreeformSight sight = query->engine->line_of_sight(*query->board, ends);
    if (options.format == "json") {
        nlohmann::json out;
        out["scenario"] = query->scenario.id;
        out["from"] = {ends.from.x, ends.from.y};
        out["to"] = {ends.to.x, ends.to.y};
        out["observer"] = ends.observer;
        out["target"] = ends.target;
        out.update(to_json(sight));
        std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
        std::cout << fmt::format("{:.0f},{:.0f} to {:.0f},{:.0f}: {} ({:.0f} apart) [{}]\n", ends.from.x, ends.from.y, ends.to.x, ends.to.y,
                                 sight.clear ? "clear" : "blocked", sight.distance, sight.rule);
        for (const SightObstacle& obstacle : sight.obstacles) {
            std::cout << fmt::format("  {} {}\n", obstacle.blocks ? "x" : "-", obstacle.reason);
        }
        std::cout << sight.summary << "\n";
    }
    return sight.clear ? kExitOk : kExitNo;
}

}  // namespace sandtable::cli
