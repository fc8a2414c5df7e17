#include "io/import/csv_import.hpp"

#include "io/csv/forces_csv.hpp"
#include "io/file_bytes.hpp"
#include "io/csv/schedule_csv.hpp"
#include "model/book_unit_schema.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/scenario_schedule_edit.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

namespace {

BookImport import_forces(const Book& book, const CsvTable& table, const std::string& name) {
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (ruleset == nullptr) return failure(fmt::format("{}: the book's ruleset \"{}\" is not one this build knows", name, book.ruleset));
    ForcesCsv read = read_forces_csv(table, name, book, unit_schema_of(book, *ruleset));
    if (!read) return failures(read.problems());
    ImportedBook result{book, {}};
    std::vector<std::string> parts;
    for (Side& side : read->sides) {
        std::size_t units = 0;
        for (const ForceNode& node : side.nodes) units += node.kind == ForceNodeKind::Unit ? 1 : 0;
        const std::size_t formations = side.nodes.size() - units;
        parts.push_back(fmt::format("{} unit{} and {} formation{} of side {}", units, units == 1 ? "" : "s", formations,
                                    formations == 1 ? "" : "s", side.id));
        result.book.forces.side(side.id)->nodes = std::move(side.nodes);
    }
    result.summary = fmt::format("{}: {}", name, parts.empty() ? "no rows" : fmt::format("{}", fmt::join(parts, ", ")));
    return result;
}

BookImport import_schedule(const Book& book, const CsvTable& table, const std::string& name) {
    ScheduleCsv read = read_schedule_csv(table, name, book);
    if (!read) return failures(read.problems());
    ImportedBook result{book, {}};
    std::vector<std::string> parts;
    for (ScenarioSchedule& schedule : *read) {
        const std::size_t entries = schedule.entries.size();
        parts.push_back(fmt::format("{} {} of scenario {}", entries, entries == 1 ? "entry" : "entries", schedule.scenario));
        if (Status set = set_resolved_schedule(result.book, schedule.scenario, std::move(schedule.entries)); !set) {
            return failure(fmt::format("{}: scenario \"{}\": {}", name, schedule.scenario, set.error()));
        }
    }
    result.summary = fmt::format("{}: {}", name, parts.empty() ? "no rows" : fmt::format("{}", fmt::join(parts, ", ")));
    return result;
}

}  // namespace

BookImport import_csv(const Book& book, const std::filesystem::path& file) {
    const std::string name = file.string();
    const auto text = read_file_bytes(file);
    if (!text) return failure(fmt::format("{}: cannot open the file", name));
    const auto table = parse_csv(*text, name);
    if (!table) return failure(table.error());
    const std::string first = table->header.empty() ? "" : table->header.front();
    if (first == "side") return import_forces(book, *table, name);
    if (first == "scenario") return import_schedule(book, *table, name);
    return failure(fmt::format("{}:{}: expected a forces file (its header starting \"side,id,kind\") or a schedule file "
                               "(\"scenario,id,turn\"), got a first column \"{}\"",
                               name, table->header_line, first));
}

}  // namespace sandtable
