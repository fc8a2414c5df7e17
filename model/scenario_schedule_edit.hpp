#pragma once
// Giving a scenario the schedule a designer wants it to play with, as a whole (an imported
// spreadsheet): an ordinary scenario takes it as it is; a variant gets the schedule changes
// against its base (removals, replacements and additions by entry id) that resolve to exactly it.
// Resolution puts a variant's entries in turn order, keeping the order of entries of one turn; a
// schedule in turn order comes back exactly, order included.
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <string_view>
#include <vector>

namespace sandtable {

Status set_resolved_schedule(Book& book, std::string_view scenario_id, std::vector<ReinforcementEntry> wanted);

}  // namespace sandtable
