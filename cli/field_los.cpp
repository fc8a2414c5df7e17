#include "cli/exit_codes.hpp"
#include "cli/field_commands.hpp"
#include "cli/field_query.hpp"
#include "model/rulesets/pub_battles/line_of_sight.hpp"

#include <fmt/format.h>
#include <iostream>

namespace sandtable::cli {

using namespace pub_battles;

int run_field_los(const BoardQueryOptions& options, const FieldSightRequest& request) {
    const auto query = open_field_query(options);
    if (!query) return kExitBadInput;
    SightEnds ends;
    if (!request.observer.empty()) {
        const FieldPiece* observer = read_piece(*query, "--unit", request.observer);
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
    const FreeformSight sight = line_of_sight(*query->field, ends);
    nlohmann::json out;
    out["scenario"] = query->scenario.id;
    out["from"] = {ends.from.x, ends.from.y};
    out["to"] = {ends.to.x, ends.to.y};
    out["observer"] = ends.observer;
    out["target"] = ends.target;
    out["clear"] = sight.clear;
    out["distance"] = sight.distance;
    out["summary"] = sight.summary;
    out["rule"] = sight.rule;
    out["obstacles"] = nlohmann::json::array();
    for (const SightObstacle& obstacle : sight.obstacles) {
        out["obstacles"].push_back({{"kind", obstacle.kind}, {"object", obstacle.object}, {"blocks", obstacle.blocks}, {"reason", obstacle.reason}});
    }
    if (options.format == "json") {
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
