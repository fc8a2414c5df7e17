#include "cli/diff_rulebook.hpp"

#include "cli/exit_codes.hpp"
#include "model/rulebook_departures.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <fmt/format.h>
#include <iostream>
#include <nlohmann/json.hpp>

namespace sandtable::cli {

namespace {

std::string shown(const std::string& cell) { return cell.empty() ? "(blank)" : cell; }

std::string departure_line(const RulebookDeparture& d) {
    const std::string rule = d.rule.empty() ? std::string{} : fmt::format(" ({})", d.rule);
    switch (d.kind) {
        case RulebookDeparture::Kind::CellChanged:
        case RulebookDeparture::Kind::RangeChanged:
            return fmt::format("~ {}: {} -> {}{}", where_of(d), shown(d.rulebook), shown(d.book), rule);
        case RulebookDeparture::Kind::RowAdded:
        case RulebookDeparture::Kind::TableAdded: return fmt::format("+ {}: {}{}", where_of(d), d.book, rule);
        case RulebookDeparture::Kind::RowRemoved:
        case RulebookDeparture::Kind::TableRemoved: return fmt::format("- {}: {}{}", where_of(d), d.rulebook, rule);
    }
    return {};
}

nlohmann::json departure_json(const RulebookDeparture& d) {
    nlohmann::json out{{"change", std::string(change_of(d))}, {"title", d.title}, {"rule", d.rule}};
    if (!d.table.empty()) out["table"] = d.table;
    if (!d.attribute.empty()) out["attribute"] = d.attribute;
    if (!d.row.empty()) out["row"] = d.row;
    if (!d.column.empty()) out["column"] = d.column;
    if (!d.rulebook.empty()) out["rulebook"] = d.rulebook;
    if (!d.book.empty()) out["book"] = d.book;
    return out;
}

}  // namespace

int diff_against_rulebook(const Book& book, const std::string& format) {
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (ruleset == nullptr) {
        std::cerr << fmt::format("sandtable-cli diff: the book's ruleset \"{}\" is not one Sandtable knows: it has no rulebook to "
                                 "compare with\n",
                                 book.ruleset);
        return static_cast<int>(kExitBadInput);
    }
    const std::vector<RulebookDeparture> departures = rulebook_departures(book, *ruleset);
    if (format == "json") {
        nlohmann::json out{{"book", book.metadata.title}, {"ruleset", ruleset->id}, {"departures", nlohmann::json::array()}};
        for (const auto& d : departures) out["departures"].push_back(departure_json(d));
        std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
        std::cout << fmt::format("{} against the {} rulebook: ", book.metadata.title.empty() ? "The book" : book.metadata.title,
                                 ruleset->id);
        if (departures.empty()) {
            std::cout << "no departures\n";
        } else {
            std::cout << fmt::format("{} departure{}\n", departures.size(), departures.size() == 1 ? "" : "s");
            for (const auto& d : departures) std::cout << departure_line(d) << "\n";
        }
    }
    return static_cast<int>(departures.empty() ? kExitOk : kExitDiffers);
}

}  // namespace sandtable::cli
