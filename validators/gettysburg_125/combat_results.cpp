#include "validators/gettysburg_125/checks.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <optional>

namespace sandtable::gettysburg_125 {

namespace {

// ∆CF = (AF + d10) − (DF + d10), each side's total capped to 0..10 before the roll (§13.1, §13.2).
constexpr int kLowestDifference = -19;
constexpr int kHighestDifference = 19;

std::optional<int> bound(const std::string& text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

void check_combat_results(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const DataTable* table = context.book.rules.find("combat-results");
    if (table == nullptr) {
        sink.report(check.diagnostic("the book has no combat results table (combat-results)", {}, context));
        return;
    }
    const auto column = [&](std::string_view key) {
        return static_cast<std::size_t>(std::find(table->columns.begin(), table->columns.end(), key) - table->columns.begin());
    };
    const std::size_t low_column = column("min-difference");
    const std::size_t high_column = column("max-difference");
    const std::size_t band_column = column("cf-difference");
    struct Band {
        std::string name;
        int low;
        int high;
    };
    std::vector<Band> bands;
    for (std::size_t i = 0; i < table->rows.size(); ++i) {
        const auto& row = table->rows[i];
        const std::string name = band_column < row.size() ? row[band_column] : fmt::format("row {}", i + 1);
        const std::string low_text = low_column < row.size() ? row[low_column] : std::string();
        const std::string high_text = high_column < row.size() ? row[high_column] : std::string();
        const auto low = low_text.empty() ? std::optional<int>(kLowestDifference) : bound(low_text);
        const auto high = high_text.empty() ? std::optional<int>(kHighestDifference) : bound(high_text);
        if (!low || !high) {
            sink.report(check.diagnostic(fmt::format("combat results row \"{}\" has bounds \"{}\" and \"{}\", expected whole numbers or blank",
                                                     name, low_text, high_text),
                                         {}, context));
            continue;
        }
        bands.push_back({name, *low, *high});
    }
    std::vector<int> missing;
    for (int difference = kLowestDifference; difference <= kHighestDifference; ++difference) {
        std::vector<std::string> covering;
        for (const auto& band : bands) {
            if (band.low <= difference && difference <= band.high) covering.push_back(band.name);
        }
        if (covering.empty()) missing.push_back(difference);
        if (covering.size() > 1) {
            sink.report(check.diagnostic(fmt::format("a CF difference of {:+} has {} results: rows {}", difference, covering.size(),
                                                     fmt::join(covering, ", ")),
                                         {}, context));
        }
    }
    if (!missing.empty()) {
        std::vector<std::string> shown;
        for (const int difference : missing) shown.push_back(fmt::format("{:+}", difference));
        sink.report(check.diagnostic(fmt::format("no result for a CF difference of {}", fmt::join(shown, ", ")), {}, context));
    }
}

}  // namespace sandtable::gettysburg_125
