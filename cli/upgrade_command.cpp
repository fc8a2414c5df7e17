#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>
#include <utility>

namespace sandtable::cli {

Runner add_upgrade_command(CLI::App& app) {
    struct Options {
        std::string input;
        std::string output;
    };
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("upgrade", "Rewrite a book in the current format version");
    sub->add_option("FILE", options->input, "Book to upgrade")->required();
    sub->add_option("-o,--output", options->output, "Write here and leave FILE alone (without -o, FILE is rewritten and its old contents kept as FILE.bak)");
    return [options]() {
        LoadResult loaded = load_or_report(options->input);
        if (!loaded) return static_cast<int>(kExitBadInput);
        const std::string target = options->output.empty() ? options->input : options->output;
        if (auto saved = save_book_from(std::move(loaded->book), options->input, target); !saved) {
            std::cerr << "sandtable-cli upgrade: " << saved.error() << "\n";
            return static_cast<int>(kExitBadInput);
        }
        std::cout << fmt::format("{}: format version {} -> {}, written to {}\n", options->input, loaded->file_version,
                                 kBookFormatVersion, target);
        return static_cast<int>(kExitOk);
    };
}

}  // namespace sandtable::cli
