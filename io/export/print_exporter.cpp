#include "io/export/print_exporter.hpp"

#include "io/atomic_file.hpp"
#include "io/print/print_and_play.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>

namespace sandtable {

Outcome<std::vector<std::filesystem::path>> PrintExporter::write(const ExportRequest& request, Progress& progress) const {
    const Book& book = *request.book;
    const auto paper = paper_from_string(request.paper);
    if (!paper) return failure(fmt::format("unknown paper \"{}\": expected a4 or letter", request.paper));
    auto ids = requested_scenarios(request);
    if (!ids) return failure(ids.error());
    std::vector<Outcome<ResolvedScenario>> resolved;
    std::vector<const Scenario*> scenarios;
    resolved.reserve(ids->size());
    for (const std::string& id : *ids) {
        resolved.push_back(resolve_scenario(book, id));
        if (!resolved.back()) return failure(fmt::format("scenario \"{}\": {}", id, resolved.back().error()));
        scenarios.push_back(&resolved.back()->scenario);
    }
    auto printed = print_and_play_pdf(book, scenarios, *paper, progress);
    if (!printed) return printed.failure();
    const std::string& pdf = printed->pdf;
    const Status saved = save_atomically(
        request.output, [&](std::ostream& out) { out.write(pdf.data(), static_cast<std::streamsize>(pdf.size())); }, Backup::None);
    if (!saved) return failure(saved.error());
    return std::vector<std::filesystem::path>{request.output};
}

}  // namespace sandtable
