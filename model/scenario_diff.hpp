#pragma once
// What one scenario changes against another, both resolved: the units taking part, the
// formations they serve under, the setup,
// the reinforcement schedule, the chits, casualties, victory conditions, options, rules data
// cells, turns and map.
// It is how a designer sees what a variant does to its base, or how two scenarios differ.
#include "model/outcome.hpp"
#include "model/book.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

enum class DiffTopic { Map, Turns, Forces, Assignments, Setup, Schedule, Chits, Casualties, Victory, Options, Rules };
enum class DiffChange { Added, Removed, Changed };
[[nodiscard]] std::string_view to_string(DiffTopic topic);    // "setup", "schedule", ...
[[nodiscard]] std::string_view to_string(DiffChange change);  // "added", "removed", "changed"

struct DiffItem {
    DiffTopic topic = DiffTopic::Forces;
    DiffChange change = DiffChange::Changed;
    std::string key;      // what it is in files: a unit or formation id, an entry id, a chit, a condition or option id,
                          // a rules cell as TABLE/ROW/COLUMN
    std::string subject;  // what it is to a designer: "Heth", "entry for Sickles (turn 7)", "Sudden death"
    std::string before;   // the value in the scenario compared against; empty when added
    std::string after;    // the value in the scenario compared; empty when removed
    friend bool operator==(const DiffItem&, const DiffItem&) = default;
};

struct ScenarioDiff {
    std::string scenario;  // the scenario compared
    std::string against;   // the scenario it is compared against
    std::vector<DiffItem> items;  // by topic in DiffTopic's order, then in the scenarios' order
};

// `scenario` against `against`, both resolved with their variants' changes.
[[nodiscard]] Outcome<ScenarioDiff> diff_scenarios(const Book& book, std::string_view scenario, std::string_view against);

}  // namespace sandtable
