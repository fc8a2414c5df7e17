#pragma once
// Where a combat's difference falls in a book's combat results table: the row that applies when
// the dice do not change it, and the chance of every row once they are rolled.
#include <string>
#include <vector>

namespace sandtable {

struct CombatResultChance {
    std::string band;     // as the table prints it: "+1 to +2"
    std::string result;   // "DR"
    std::string meaning;
    double chance = 0;    // 0..1 over every roll of the dice
};

struct CombatOutlook {
    std::string table;    // id of the rules data table read
    std::string rule;
    std::string problem;  // why the table could not be read; empty when it could
    int row = -1;         // index into results of the row for the difference as it stands
    std::vector<CombatResultChance> results;  // every row of the table, in its order
};

}  // namespace sandtable
