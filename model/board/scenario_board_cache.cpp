#include "model/board/scenario_board_cache.hpp"

#include "model/variant_resolution.hpp"

namespace sandtable {

const ScenarioBoardResult& ScenarioBoardCache::board(const Book& book, const std::string& scenario_id) {
    if (board_ && scenario_id == scenario_) return *board_;
    board_ = set_up_scenario(book, scenario_id);
    scenario_ = scenario_id;
    ++set_ups_;
    const auto resolved = resolve_scenario(book, scenario_id);
    chain_ = resolved ? resolved->chain : std::vector<std::string>{scenario_id};
    return *board_;
}

void ScenarioBoardCache::book_changed(const ChangeSet& changes) {
    if (!board_) return;
    bool stale = changes.is_everything() || !changes.force_nodes().empty() || !changes.maps().empty() || changes.rules() ||
                 changes.properties();
    for (const std::string& id : chain_) stale = stale || changes.scenario_change(id) != nullptr;
    if (stale) board_.reset();
}

}  // namespace sandtable
