#include "model/rulesets/gettysburg_150/unit_types.hpp"

#include "model/rulesets/gettysburg_150/definition.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <map>
#include <string>

namespace sandtable::rulesets::gettysburg_150 {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

int leading_integer(std::string_view text) {
    int value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

struct TypeFacts {
    std::map<std::string, int, std::less<>> movement;
    std::map<std::string, int, std::less<>> range;
};

TypeFacts read_rulebook() {
    TypeFacts facts;
    const RulesetDefinition ruleset = definition();
    if (const DataTable* table = ruleset.rulebook_data.find("unit-types")) {
        const auto type = std::find(table->columns.begin(), table->columns.end(), "unit-type") - table->columns.begin();
        const auto mp = std::find(table->columns.begin(), table->columns.end(), "movement-points") - table->columns.begin();
        for (const auto& row : table->rows) facts.movement[lower(row.at(type))] = leading_integer(row.at(mp));
    }
    if (const DataTable* table = ruleset.rulebook_data.find("combat-hit-numbers")) {
        const auto type = std::find(table->columns.begin(), table->columns.end(), "unit-type") - table->columns.begin();
        for (const auto& row : table->rows) {
            int range = 0;
            for (int r = 1; r <= 3; ++r) {
                const auto column = std::find(table->columns.begin(), table->columns.end(), "range-" + std::to_string(r));
                if (column != table->columns.end() && !row.at(column - table->columns.begin()).empty()) range = r;
            }
            facts.range[lower(row.at(type))] = range;
        }
    }
    return facts;
}

const TypeFacts& rulebook() {
    static const TypeFacts facts = read_rulebook();
    return facts;
}

int look_up(const std::map<std::string, int, std::less<>>& table, std::string_view type) {
    const auto found = table.find(type);
    return found == table.end() ? 0 : found->second;
}

}  // namespace

int movement_points(std::string_view unit_type) { return look_up(rulebook().movement, unit_type); }

int fire_range(std::string_view unit_type) { return look_up(rulebook().range, unit_type); }

int longest_fire_range() {
    int longest = 0;
    for (const auto& [type, range] : rulebook().range) longest = std::max(longest, range);
    return longest;
}

}  // namespace sandtable::rulesets::gettysburg_150
