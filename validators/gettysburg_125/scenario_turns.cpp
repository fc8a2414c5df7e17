#include "validators/gettysburg_125/checks.hpp"

#include <fmt/format.h>

namespace sandtable::gettysburg_125 {

namespace {

// Each day is eight two-hour turns ending with its night turn (§4, §10).
constexpr int kTurnsPerDay = 8;

}  // namespace

void check_scenario_turns(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    if (!scenario.start_turn || !scenario.end_turn) return;  // core.turn-range reports it
    const ObjectRef self{"scenario", scenario.id};
    const int start = *scenario.start_turn;
    const int end = *scenario.end_turn;
    if ((start - 1) % kTurnsPerDay != 0) {
        sink.report(check.diagnostic(
            fmt::format("starts on turn {}: a scenario starts with the OOB of a day, on turn 1, 9 or 17", start), {self}, context));
    }
    if (end % kTurnsPerDay != 0) {
        sink.report(check.diagnostic(
            fmt::format("ends on turn {}: the victory conditions of Table 7 are for a scenario ending on a night turn, 8, 16 or 24", end),
            {self}, context));
    }
}

}  // namespace sandtable::gettysburg_125
