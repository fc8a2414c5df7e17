#include "model/rulesets/gettysburg_150/unit_types.hpp"

#include "model/rulesets/gettysburg_150/definition.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <string>

namespace sandtable::rulesets::gettysburg_150 {

namespace {

constexpr std::array<std::string_view, 3> kRangeColumns = {"range-1", "range-2", "range-3"};

std::optional<long> leading_number(std::string_view text) {
    long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc()) return std::nullopt;
    return value;
}

}  // namespace

UnitTypes::UnitTypes(const RulesData* book_rules)
    : types_(rules_table(book_rules, rulebook_data(), "unit-types")),
      hits_(rules_table(book_rules, rulebook_data(), "combat-hit-numbers")) {}

// The tables name types as the rulebook prints them ("Infantry"); the unit schema in lower case.
const std::vector<std::string>* UnitTypes::row_of(const RulesTableView& table, std::string_view unit_type) const {
    if (!table.found()) return nullptr;
    for (const auto& row : table.table->rows) {
        if (equal_ignoring_case(table.cell(row, "unit-type"), unit_type)) return &row;
    }
    return nullptr;
}

int UnitTypes::movement_points(std::string_view unit_type) const {
    const auto* row = row_of(types_, unit_type);
    if (row == nullptr) return 0;
    return static_cast<int>(leading_number(types_.cell(*row, "movement-points")).value_or(0));
}

int UnitTypes::range_of(const std::vector<std::string>& row) const {
    int range = 0;
    for (std::size_t r = 0; r < kRangeColumns.size(); ++r) {
        if (!hits_.cell(row, kRangeColumns[r]).empty()) range = static_cast<int>(r + 1);
    }
    return range;
}

int UnitTypes::fire_range(std::string_view unit_type) const {
    const auto* row = row_of(hits_, unit_type);
    return row != nullptr ? range_of(*row) : 0;
}

int UnitTypes::longest_fire_range() const {
    int longest = 0;
    if (hits_.found()) {
        for (const auto& row : hits_.table->rows) longest = std::max(longest, range_of(row));
    }
    return longest;
}

std::optional<MoraleRange> UnitTypes::morale_range(std::string_view unit_type) const {
    const auto* row = row_of(types_, unit_type);
    if (row == nullptr) return std::nullopt;
    const std::string text = types_.cell(*row, "morale-points");
    const auto to = text.find(" to ");
    if (to == std::string::npos) return std::nullopt;
    const auto low = whole_number(std::string_view(text).substr(0, to));
    const auto high = whole_number(std::string_view(text).substr(to + 4));
    if (!low || !high) return std::nullopt;
    return MoraleRange{*low, *high};
}

}  // namespace sandtable::rulesets::gettysburg_150
