#pragma once
// What the tables say of each unit type (§3 the unit-types table, §8 the combat hit number chart),
// read from the book's own copies so that a house rule changes what the engine and the checks use
// alike; the rulebook's values where the book has no copy.
#include "model/rules_data.hpp"
#include "model/rules_table_view.hpp"

#include <optional>
#include <string_view>

namespace sandtable::rulesets::gettysburg_150 {

struct MoraleRange {
    long low = 0;
    long high = 0;
};

class UnitTypes {
public:
    // `book_rules` may be null: the rulebook's values. It must outlive this reader.
    explicit UnitTypes(const RulesData* book_rules);

    // Movement points per activation; 0 when the type is not in the table.
    [[nodiscard]] int movement_points(std::string_view unit_type) const;
    // The longest range the type may fire at: 0 when it does not fire (leaders), 1 for infantry and cavalry.
    [[nodiscard]] int fire_range(std::string_view unit_type) const;
    // The longest range of any unit type (artillery's 3).
    [[nodiscard]] int longest_fire_range() const;
    // The "1 to 6" of the MP values column; nothing when the type has none or the text is not a range.
    [[nodiscard]] std::optional<MoraleRange> morale_range(std::string_view unit_type) const;

private:
    [[nodiscard]] const std::vector<std::string>* row_of(const RulesTableView& table, std::string_view unit_type) const;
    [[nodiscard]] int range_of(const std::vector<std::string>& row) const;

    RulesTableView types_;
    RulesTableView hits_;
};

}  // namespace sandtable::rulesets::gettysburg_150
