#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "io/import/csv_import.hpp"
#include "model/text.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>

namespace sandtable::cli {

Runner add_import_command(CLI::App& app) {
    struct Options {
        std::string input;
        std::string into;
        std::string output;
    };
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("import", "Read forces or schedules from a file other programs write into a book");
    sub->add_option("FILE", options->input, "File to read: forces.csv or schedule.csv")->required();
    sub->add_option("--into", options->into, "Book to read it into");
    sub->add_option("-o,--output", options->output, "Book to write (it may be the --into book; its old contents are kept as .bak)")
        ->required();
    return [options]() {
        const std::string extension = lower(std::filesystem::path(options->input).extension().string());
        if (extension != ".csv") {
            std::cerr << fmt::format("sandtable-cli import: {}: expected a .csv file (forces or schedule)\n", options->input);
            return static_cast<int>(kExitBadInput);
        }
        if (options->into.empty()) {
            std::cerr << fmt::format("sandtable-cli import: {}: a CSV file goes into a book: give --into BOOK\n", options->input);
            return static_cast<int>(kExitBadInput);
        }
        LoadResult loaded = load_or_report(options->into);
        if (!loaded) return static_cast<int>(kExitBadInput);
        CsvImport imported = import_csv(*loaded.book, options->input);
        if (!imported) {
            for (const std::string& error : imported.errors) std::cerr << error << "\n";
            std::cerr << fmt::format("sandtable-cli import: {}: {} bad row(s); {} not written\n", options->input,
                                     imported.errors.size(), options->output);
            return static_cast<int>(kExitBadInput);
        }
        if (auto saved = save_book_from(std::move(*imported.book), options->into, options->output); !saved) {
            std::cerr << "sandtable-cli import: " << saved.error << "\n";
            return static_cast<int>(kExitBadInput);
        }
        std::cout << fmt::format("{}, written to {}\n", imported.summary, options->output);
        return static_cast<int>(kExitOk);
    };
}

}  // namespace sandtable::cli
