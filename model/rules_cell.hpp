#pragma once
// One cell of a rules table that a scenario plays differently from its book: a variant game's
// own rules ("woods cost 3 in this variant").
#include <string>

namespace sandtable {

struct RulesCell {
    std::string table;   // table id: "terrain-effects"
    std::string row;     // the row's first cell: "woods"
    std::string column;  // column key: "movement"
    std::string value;
    friend bool operator==(const RulesCell&, const RulesCell&) = default;
};

}  // namespace sandtable
