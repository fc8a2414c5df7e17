#include "validators/core/core_checks.hpp"

#include "model/rulebook_departures.hpp"

#include <fmt/format.h>

namespace sandtable::core {

namespace {

std::string message_of(const RulebookDeparture& d) {
    switch (d.kind) {
        case RulebookDeparture::Kind::CellChanged:
        case RulebookDeparture::Kind::RangeChanged:
            return fmt::format("{} is {}; the rulebook prints {}", where_of(d), d.book.empty() ? "blank" : "\"" + d.book + "\"",
                               d.rulebook.empty() ? "nothing" : "\"" + d.rulebook + "\"");
        case RulebookDeparture::Kind::RowAdded: return fmt::format("{}: a row the rulebook does not print ({})", where_of(d), d.book);
        case RulebookDeparture::Kind::RowRemoved: return fmt::format("{}: a row of the rulebook left out ({})", where_of(d), d.rulebook);
        case RulebookDeparture::Kind::TableRemoved: return fmt::format("{}: the table is left out", where_of(d));
        case RulebookDeparture::Kind::TableAdded: break;
    }
    return {};
}

}  // namespace

void check_rulebook_departures(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    if (context.ruleset == nullptr) return;
    for (const RulebookDeparture& departure : rulebook_departures(context.book, *context.ruleset)) {
        // A table of the book's own (notes, a sample's sources) changes no rule.
        if (departure.kind == RulebookDeparture::Kind::TableAdded) continue;
        const ObjectRef object = departure.table.empty() ? ObjectRef{"attribute", departure.attribute} : ObjectRef{"table", departure.table};
        Diagnostic diagnostic = check.diagnostic(message_of(departure), {object}, context);
        if (!departure.rule.empty()) diagnostic.rule = departure.rule;
        sink.report(std::move(diagnostic));
    }
}

}  // namespace sandtable::core
