#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "io/native/book_file.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iostream>
#include <memory>

namespace sandtable::cli {

Runner add_new_command(CLI::App& app) {
    struct Options {
        std::string ruleset;
        std::string map_kind;  // default: the ruleset's first map kind
        std::string output;
        std::string title;
        bool force = false;
    };
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("new", "Write an empty book with the ruleset's rulebook data");
    std::vector<std::string> ids;
    for (const auto& r : all_rulesets()) ids.push_back(r.id);
    sub->add_option("--ruleset", options->ruleset, "Ruleset id")->required()->check(CLI::IsMember(ids));
    sub->add_option("--map", options->map_kind, "Kind of the first map (default: the kind the ruleset plays on)")
        ->check(CLI::IsMember({"hex", "area", "freeform"}));
    sub->add_option("--title", options->title, "Book title");
    sub->add_option("-o,--output", options->output, "File to write")->required();
    sub->add_flag("--force", options->force, "Overwrite an existing file (kept as FILE.bak)");
    return [options]() {
        const RulesetDefinition* ruleset = find_ruleset(options->ruleset);
        if (options->map_kind.empty()) options->map_kind = std::string(to_string(ruleset->map_kinds.front()));
        const MapKind kind = *map_kind_from_string(options->map_kind);
        if (std::find(ruleset->map_kinds.begin(), ruleset->map_kinds.end(), kind) == ruleset->map_kinds.end()) {
            std::vector<std::string> kinds;
            for (auto k : ruleset->map_kinds) kinds.emplace_back(to_string(k));
            std::cerr << fmt::format("sandtable-cli new: {} plays on {} maps, not {}\n", ruleset->id, fmt::join(kinds, " or "),
                                     options->map_kind);
            return static_cast<int>(kExitBadInput);
        }
        if (std::filesystem::exists(options->output) && !options->force) {
            std::cerr << fmt::format("sandtable-cli new: {} exists; pass --force to overwrite it\n", options->output);
            return static_cast<int>(kExitBadInput);
        }
        Book book = new_book(*ruleset, kind);
        if (!options->title.empty()) book.metadata.title = options->title;
        if (auto saved = save_book(book, options->output); !saved) {
            std::cerr << "sandtable-cli new: " << saved.error() << "\n";
            return static_cast<int>(kExitBadInput);
        }
        std::cout << fmt::format("wrote {} ({}, {} map)\n", options->output, ruleset->display_name, options->map_kind);
        return static_cast<int>(kExitOk);
    };
}

}  // namespace sandtable::cli
