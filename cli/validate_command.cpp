#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/gdal_access.hpp"
#include "cli/sarif_report.hpp"
#include "validators/registry.hpp"
#include "validators/validate_book.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

namespace sandtable::cli {

namespace {

// The line of the placement or entry a diagnostic is about, else of the first object it names,
// else of its scenario.
int line_for(const Diagnostic& d, const SourceIndex& sources) {
    for (const auto& object : d.objects) {
        const std::string key = (object.kind == "entry" ? "entry:" : "placement:") + d.scenario + ":" + object.id;
        if (const int line = sources.line(key); line > 0) return line;
    }
    for (const auto& object : d.objects) {
        if (const int line = sources.line(object.kind == "table" ? "table:" + object.id : object.id); line > 0) return line;
    }
    return d.scenario.empty() ? 0 : sources.line(d.scenario);
}

std::string text_line(const Diagnostic& d, const std::string& file, int line) {
    std::string out = line > 0 ? fmt::format("{}:{}: ", file, line) : fmt::format("{}: ", file);
    out += fmt::format("{}[{}] {}: {}", to_string(d.severity), d.code, d.rule, d.message);
    if (!d.scenario.empty()) out += fmt::format(" [scenario {}]", d.scenario);
    if (d.acknowledged) out += fmt::format(" (acknowledged: {})", *d.acknowledged);
    return out;
}

}  // namespace

Runner add_validate_command(CLI::App& app) {
    struct Options {
        std::string input;
        std::string scenario;
        std::string format = "text";
        bool werror = false;
    };
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("validate", "Check every scenario and resolved variant against the ruleset");
    sub->add_option("FILE", options->input, "Book to validate")->required();
    sub->add_option("--scenario", options->scenario, "Check only this scenario or variant");
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json", "sarif"}))->capture_default_str();
    sub->add_flag("--werror", options->werror, "Treat warnings as errors");
    return [options]() {
        LoadResult loaded = load_or_report(options->input);
        if (!loaded) {
            // A review tool is still told why: the load errors are the results of a run that did not complete.
            if (options->format == "sarif") {
                SarifInput sarif{options->input, {}, &loaded.failure().diagnostics, {}, false};
                std::cout << sarif_report(sarif).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
            }
            return static_cast<int>(kExitBadInput);
        }
        ValidationOptions validation;
        validation.scenario = options->scenario;
        ValidationReport report = validate_book(loaded->book, validation);
        if (!report.error.empty()) {
            std::cerr << fmt::format("sandtable-cli validate: {}: {}\n", options->input, report.error);
            return static_cast<int>(kExitBadInput);
        }
        // The layer files come after the rule checks, so acknowledgements are applied to them here.
        DiagnosticList layer_files;
        if (has_reference_layers(loaded->book)) {
            GdalModule* gdal = gdal_or_report("validate");
            if (gdal == nullptr) return static_cast<int>(kExitBadInput);
            gdal->check_layer_files(loaded->book, std::filesystem::path(options->input).parent_path(), layer_files);
        }
        apply_acknowledgements(layer_files.items, loaded->book.acknowledgements);
        for (Diagnostic& d : layer_files.items) report.diagnostics.report(std::move(d));
        const auto& list = report.diagnostics;
        const std::size_t errors = list.count(Severity::Error);
        const std::size_t warnings = list.count(Severity::Warning);
        const bool failed = errors > 0 || (options->werror && warnings > 0);
        if (options->format == "sarif") {
            const SarifInput sarif{options->input, checks_for(loaded->book.ruleset), &list.items,
                                   [&](const Diagnostic& d) { return line_for(d, loaded->sources); }, true};
            std::cout << sarif_report(sarif).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else if (options->format == "json") {
            nlohmann::json out;
            out["file"] = options->input;
            out["ruleset"] = loaded->book.ruleset;
            out["scenarios"] = report.scenarios;
            out["diagnostics"] = nlohmann::json::array();
            for (const auto& d : list.items) {
                nlohmann::json item{{"severity", std::string(to_string(d.severity))},
                                    {"code", d.code},
                                    {"rule", d.rule},
                                    {"message", d.message},
                                    {"scenario", d.scenario},
                                    {"line", line_for(d, loaded->sources)},
                                    {"objects", nlohmann::json::array()}};
                for (const auto& o : d.objects) item["objects"].push_back({{"kind", o.kind}, {"id", o.id}});
                if (d.acknowledged) item["acknowledged"] = *d.acknowledged;
                out["diagnostics"].push_back(item);
            }
            out["summary"] = {{"errors", errors},
                              {"warnings", warnings},
                              {"notes", list.count(Severity::Note)},
                              {"acknowledged", list.acknowledged_count()},
                              {"passed", !failed}};
            std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else {
            for (const auto& d : list.items) std::cout << text_line(d, options->input, line_for(d, loaded->sources)) << "\n";
            std::cout << fmt::format("{}: {} error(s), {} warning(s), {} note(s), {} acknowledged, in {} scenario(s)\n",
                                     options->input, errors, warnings, list.count(Severity::Note), list.acknowledged_count(),
                                     report.scenarios.size());
        }
        return static_cast<int>(failed ? kExitInvalid : kExitOk);
    };
}

}  // namespace sandtable::cli
