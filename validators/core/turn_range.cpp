#include "validators/core/core_checks.hpp"

#include <fmt/format.h>

namespace sandtable::core {

namespace {
std::string turn_name(const Book& book, int turn) {
    if (turn >= 1 && turn <= book.turn_count()) {
        return fmt::format("turn {} ({})", turn, book.turn_track[static_cast<std::size_t>(turn - 1)].label);
    }
    return fmt::format("turn {}", turn);
}
}  // namespace

void check_turn_range(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const ObjectRef self{"scenario", scenario.id};
    const int turns = book.turn_count();
    const int start = scenario.start_turn.value_or(0);
    const int end = scenario.end_turn.value_or(0);
    if (!scenario.start_turn || !scenario.end_turn) {
        sink.report(check.diagnostic("the scenario has no start or end turn", {self}, context));
        return;
    }
    if (start < 1 || start > turns || end < 1 || end > turns) {
        sink.report(check.diagnostic(fmt::format("turns {} to {} are not all on the turn track of {} turns", start, end, turns), {self}, context));
        return;
    }
    if (start > end) {
        sink.report(check.diagnostic(fmt::format("starts on {} after it ends on {}", turn_name(book, start), turn_name(book, end)), {self}, context));
        return;
    }
    for (const auto& entry : scenario.schedule) {
        if (entry.turn < start || entry.turn > end) {
            sink.report(check.diagnostic(
                fmt::format("schedule entry \"{}\" arrives on {}, outside the scenario's {} to {}", entry.id,
                            turn_name(book, entry.turn), turn_name(book, start), turn_name(book, end)),
                {ObjectRef{"entry", entry.id}, self}, context));
        }
    }
}

}  // namespace sandtable::core
