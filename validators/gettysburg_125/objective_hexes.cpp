#include "validators/gettysburg_125/checks.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::gettysburg_125 {

void check_objective_hexes(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const DataTable* table = book.rules.find("objective-hexes");
    if (table == nullptr) return;
    const auto column = [&](std::string_view key) {
        return static_cast<std::size_t>(std::find(table->columns.begin(), table->columns.end(), key) - table->columns.begin());
    };
    const std::size_t hex_column = column("hex");
    const std::size_t vp_column = column("vp");
    for (const auto& map : book.maps) {
        // Only the maps scenarios are played on: a book may also hold reference maps.
        const bool played = std::any_of(book.scenarios.begin(), book.scenarios.end(), [&](const Scenario& s) { return s.map == map.id; });
        if (map.kind != MapKind::Hex || !played) continue;
        const HexMap& hex_map = map.hex;
        for (const auto& row : table->rows) {
            if (hex_column >= row.size()) continue;
            const std::string& label = row[hex_column];
            const std::string vp = vp_column < row.size() ? row[vp_column] : std::string();
            const std::vector<ObjectRef> objects = {{"map", map.id}, {"hex", label}};
            const auto found = hex_map.find_label(label);
            if (!found) {
                sink.report(check.diagnostic(fmt::format("objective hex {} ({} VP) is not on map {}: {}", label, vp, map.id, found.error()),
                                             objects, context));
                continue;
            }
            const auto marked = std::find_if(hex_map.objectives.begin(), hex_map.objectives.end(), [&](const HexObjective& o) {
                return std::find(o.hexes.begin(), o.hexes.end(), *found) != o.hexes.end();
            });
            if (marked == hex_map.objectives.end()) {
                Diagnostic diagnostic = check.diagnostic(
                    fmt::format("objective hex {} ({} VP) is not marked as an objective on map {}", label, vp, map.id), objects, context);
                diagnostic.severity = Severity::Warning;
                sink.report(std::move(diagnostic));
            } else if (std::to_string(marked->vp) != vp) {
                sink.report(check.diagnostic(fmt::format("objective {} in {} is worth {} VP on map {}; Table 6 gives {} VP", marked->id,
                                                         label, marked->vp, map.id, vp),
                                             objects, context));
            }
        }
    }
}

}  // namespace sandtable::gettysburg_125
