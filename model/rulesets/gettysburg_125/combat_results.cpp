#include "model/rulesets/gettysburg_125/combat_results.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <optional>

namespace sandtable::rulesets::gettysburg_125 {

namespace {

constexpr int kDieFaces = 10;

std::optional<int> bound(const std::string& text, int open) {
    if (text.empty()) return open;
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

int band_of(const std::vector<CombatResultBand>& bands, int difference) {
    const auto found = std::find_if(bands.begin(), bands.end(),
                                    [&](const CombatResultBand& band) { return band.low <= difference && difference <= band.high; });
    return found == bands.end() ? -1 : static_cast<int>(found - bands.begin());
}

}  // namespace

CombatResultBands combat_result_bands(const RulesData& rules) {
    CombatResultBands read;
    const DataTable* table = rules.find(kCombatResultsTable);
    if (table == nullptr) {
        read.problems.push_back(fmt::format("the book has no combat results table ({})", kCombatResultsTable));
        return read;
    }
    const auto cell = [&](const std::vector<std::string>& row, std::string_view key) {
        const auto column = static_cast<std::size_t>(std::find(table->columns.begin(), table->columns.end(), key) - table->columns.begin());
        return column < row.size() ? row[column] : std::string();
    };
    for (std::size_t i = 0; i < table->rows.size(); ++i) {
        const auto& row = table->rows[i];
        std::string name = cell(row, "cf-difference");
        if (name.empty()) name = fmt::format("row {}", i + 1);
        CombatResultBand band{std::move(name), 0, 0, cell(row, "result"), cell(row, "meaning")};
        const std::string low_text = cell(row, "min-difference");
        const std::string high_text = cell(row, "max-difference");
        const auto low = bound(low_text, kLowestDifference);
        const auto high = bound(high_text, kHighestDifference);
        if (!low || !high) {
            read.problems.push_back(fmt::format(
                "combat results row \"{}\" has bounds \"{}\" and \"{}\", expected whole numbers or blank", band.name,
                low_text, high_text));
            continue;
        }
        band.low = *low;
        band.high = *high;
        read.bands.push_back(std::move(band));
    }
    return read;
}

CombatOutlook combat_outlook(const RulesData& rules, int difference, bool bombardment) {
    CombatOutlook outlook;
    outlook.table = std::string(kCombatResultsTable);
    outlook.rule = bombardment ? "gettysburg-125 §12, §13.2 Table 4" : "gettysburg-125 §13.2 Table 4";
    CombatResultBands read = combat_result_bands(rules);
    if (!read.problems.empty()) {
        outlook.problem = read.problems.front();
        read.bands.clear();  // a table that cannot be read whole gives no odds
    }
    for (const auto& band : read.bands) {
        if (!bombardment) {
            outlook.results.push_back({band.name, band.result, band.meaning, 0.0});
        } else if (band.high <= 0) {
            outlook.results.push_back({band.name, "none", fmt::format("{} is ignored in a bombardment", band.result), 0.0});
        } else {
            outlook.results.push_back({band.name, "D1", fmt::format("{} becomes one step loss, no retreat", band.result), 0.0});
        }
    }
    outlook.row = band_of(read.bands, difference);
    // Of the 100 rolls, 10 − |k| leave the attacker's die k above the defender's.
    for (int dice = -(kDieFaces - 1); dice <= kDieFaces - 1; ++dice) {
        const int band = band_of(read.bands, difference + dice);
        if (band >= 0) outlook.results[static_cast<std::size_t>(band)].chance += (kDieFaces - std::abs(dice)) / 100.0;
    }
    return outlook;
}

}  // namespace sandtable::rulesets::gettysburg_125
