// sandtable-cli diff BOOK SCENARIO [--against OTHER] [--format text|json]: what a resolved
// variant adds, removes and changes against its base, or any scenario against another;
// sandtable-cli diff BOOK --against rulebook: where the book's rules depart from its rulebook.
#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/diff_rulebook.hpp"
#include "cli/exit_codes.hpp"
#include "model/scenario_diff.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

namespace sandtable::cli {

namespace {

// --against this compares the book's rules with its ruleset's rulebook instead of a scenario.
constexpr const char* kRulebook = "rulebook";

nlohmann::json scenario_json(const Book& book, const std::string& id) {
    const Scenario* scenario = book.scenario(id);
    return {{"id", id}, {"name", scenario != nullptr ? scenario->name : ""}};
}

nlohmann::json diff_json(const Book& book, const ScenarioDiff& diff) {
    nlohmann::json out{{"scenario", scenario_json(book, diff.scenario)}, {"against", scenario_json(book, diff.against)}};
    out["changes"] = nlohmann::json::array();
    for (const auto& item : diff.items) {
        nlohmann::json change{{"topic", std::string(to_string(item.topic))},
                              {"change", std::string(to_string(item.change))},
                              {"key", item.key},
                              {"subject", item.subject}};
        if (item.change != DiffChange::Added) change["before"] = item.before;
        if (item.change != DiffChange::Removed) change["after"] = item.after;
        out["changes"].push_back(std::move(change));
    }
    return out;
}

std::string item_line(const DiffItem& item) {
    const std::string topic = fmt::format("{:<11}", to_string(item.topic));  // as wide as "assignments"
    switch (item.change) {
        case DiffChange::Added:
            return item.after == item.subject ? fmt::format("+ {} {}", topic, item.subject)
                                              : fmt::format("+ {} {}: {}", topic, item.subject, item.after);
        case DiffChange::Removed:
            return item.before == item.subject ? fmt::format("- {} {}", topic, item.subject)
                                               : fmt::format("- {} {}: {}", topic, item.subject, item.before);
        case DiffChange::Changed: return fmt::format("~ {} {}: {} -> {}", topic, item.subject, item.before, item.after);
    }
    return {};
}

void print_text(const Book& book, const ScenarioDiff& diff) {
    auto name = [&](const std::string& id) {
        const Scenario* s = book.scenario(id);
        return s != nullptr && !s->name.empty() ? fmt::format("{} ({})", s->name, id) : id;
    };
    std::cout << fmt::format("{} against {}: ", name(diff.scenario), name(diff.against));
    if (diff.items.empty()) {
        std::cout << "no differences\n";
        return;
    }
    std::cout << fmt::format("{} difference{}\n", diff.items.size(), diff.items.size() == 1 ? "" : "s");
    for (const auto& item : diff.items) std::cout << item_line(item) << "\n";
}

}  // namespace

Runner add_diff_command(CLI::App& app) {
    struct Options {
        std::string input;
        std::string scenario;
        std::string against;
        std::string format = "text";
    };
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("diff", "List what a variant adds, removes and changes against its base, or against another scenario");
    sub->add_option("FILE", options->input, "Book holding the scenarios")->required();
    sub->add_option("SCENARIO", options->scenario, "Variant or scenario to compare (none with --against rulebook)");
    sub->add_option("--against", options->against,
                    "Scenario to compare with (default: the variant's base), or rulebook: the book's rules against its ruleset's rulebook");
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    return [options]() {
        LoadResult loaded = load_or_report(options->input);
        if (!loaded) return static_cast<int>(kExitBadInput);
        const Book& book = loaded->book;
        if (options->against == kRulebook) {
            if (!options->scenario.empty()) {
                std::cerr << "sandtable-cli diff: --against rulebook compares the book's rules, which every scenario shares: "
                             "give no SCENARIO\n";
                return static_cast<int>(kExitBadInput);
            }
            return diff_against_rulebook(book, options->format);
        }
        if (options->scenario.empty()) {
            std::cerr << "sandtable-cli diff: say which scenario to compare (SCENARIO), or compare the rules with --against rulebook\n";
            return static_cast<int>(kExitBadInput);
        }
        const Scenario* scenario = book.scenario(options->scenario);
        if (scenario == nullptr) {
            std::cerr << fmt::format("sandtable-cli diff: {} has no scenario \"{}\"\n", options->input, options->scenario);
            return static_cast<int>(kExitBadInput);
        }
        std::string against = options->against.empty() ? scenario->extends : options->against;
        if (against.empty()) {
            std::cerr << fmt::format("sandtable-cli diff: \"{}\" is not a variant: say which scenario to compare it with "
                                     "(--against SCENARIO)\n",
                                     options->scenario);
            return static_cast<int>(kExitBadInput);
        }
        if (book.scenario(against) == nullptr) {
            std::cerr << fmt::format("sandtable-cli diff: {} has no scenario \"{}\" to compare with\n", options->input, against);
            return static_cast<int>(kExitBadInput);
        }
        const auto diff = diff_scenarios(book, options->scenario, against);
        if (!diff) {
            std::cerr << fmt::format("sandtable-cli diff: {}\n", diff.error());
            return static_cast<int>(kExitBadInput);
        }
        if (options->format == "json") {
            std::cout << diff_json(book, *diff).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else {
            print_text(book, *diff);
        }
        return static_cast<int>(diff->items.empty() ? kExitOk : kExitDiffers);
    };
}

}  // namespace sandtable::cli
