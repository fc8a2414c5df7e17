#include "io/export/csv_exporter.hpp"

#include "io/csv/forces_csv.hpp"
#include "io/csv/schedule_csv.hpp"
#include "io/export/whole_files.hpp"
#include "model/book_unit_schema.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>

namespace sandtable {

Outcome<std::vector<std::filesystem::path>> CsvExporter::write(const ExportRequest& request, Progress& progress) const {
    const Book& book = *request.book;
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (ruleset == nullptr) return failure(fmt::format("the book's ruleset \"{}\" is not one this build knows", book.ruleset));
    auto ids = requested_scenarios(request);
    if (!ids) return failure(ids.error());
    progress.set_message("Writing forces.csv");
    WholeFiles files(request.output);
    files.add("forces.csv", format_forces_csv(book.forces, unit_schema_of(book, *ruleset)));
    std::vector<ScenarioSchedule> schedules;
    for (std::size_t i = 0; i < ids->size(); ++i) {
        if (progress.is_cancelled()) return cancellation("cancelled");
        progress.set_progress(static_cast<double>(i) / static_cast<double>(ids->size()));
        auto resolved = resolve_scenario(book, (*ids)[i]);
        if (!resolved) return failure(fmt::format("scenario \"{}\": {}", (*ids)[i], resolved.error()));
        schedules.push_back({(*ids)[i], std::move(resolved->scenario.schedule)});
    }
    progress.set_message("Writing schedule.csv");
    files.add("schedule.csv", format_schedule_csv(schedules));
    if (progress.is_cancelled()) return cancellation("cancelled");
    auto written = files.commit();
    progress.set_progress(1.0);
    return written;
}

}  // namespace sandtable
