#include "io/csv/schedule_csv.hpp"

#include "model/object_id.hpp"
#include "model/text.hpp"

#include <charconv>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <set>

namespace sandtable {

namespace {

const std::vector<std::string> kColumns{"scenario", "id", "turn", "location_kind", "location", "units", "chits", "may_delay", "note"};

std::string joined(const std::vector<Chit>& chits) {
    std::vector<std::string> texts;
    for (const Chit& chit : chits) texts.push_back(to_string(chit));
    return fmt::format("{}", fmt::join(texts, " "));
}

}  // namespace

std::string format_schedule_csv(const std::vector<ScenarioSchedule>& schedules) {
    std::string out(kUtf8ByteOrderMark);
    out += csv_record(kColumns);
    for (const ScenarioSchedule& schedule : schedules) {
        for (const ReinforcementEntry& entry : schedule.entries) {
            out += csv_record({schedule.scenario, entry.id, std::to_string(entry.turn), std::string(to_string(entry.location.kind)),
                               entry.location.ref, fmt::format("{}", fmt::join(entry.units, " ")), joined(entry.chits),
                               entry.may_delay ? "yes" : "no", entry.note});
        }
    }
    return out;
}

ScheduleCsv read_schedule_csv(const CsvTable& table, const std::string& file_name, const Book& book) {
    std::vector<ScenarioSchedule> schedules;
    std::vector<std::string> errors;
    std::vector<int> columns;
    for (const std::string& name : kColumns) {
        columns.push_back(table.column(name));
        if (columns.back() < 0 && name != "chits" && name != "may_delay" && name != "note") {
            errors.push_back(fmt::format("{}:{}: expected a column \"{}\" in the header (schedule files start {})", file_name,
                                                table.header_line, name, fmt::join(kColumns, ",")));
        }
    }
    for (const std::string& name : table.header) {
        if (std::find(kColumns.begin(), kColumns.end(), name) == kColumns.end()) {
            errors.push_back(fmt::format("{}:{}: column \"{}\" is not a schedule column: expected {}", file_name,
                                                table.header_line, name, fmt::join(kColumns, ",")));
        }
    }
    if (!errors.empty()) return failures(std::move(errors));

    std::set<std::pair<std::string, std::string>> ids;
    for (const CsvRecord& row : table.rows) {
        auto cell = [&](std::size_t column) {
            const int index = columns[column];
            return index >= 0 && static_cast<std::size_t>(index) < row.fields.size() ? row.fields[static_cast<std::size_t>(index)]
                                                                                     : std::string();
        };
        const std::size_t errors_before = errors.size();
        auto fail = [&](std::size_t column, const std::string& what) {
            errors.push_back(fmt::format("{}:{}: column \"{}\": {}", file_name, row.line, kColumns[column], what));
        };
        if (row.fields.size() > table.header.size()) {
            fail(0, fmt::format("the row has {} fields, the header names {} columns", row.fields.size(), table.header.size()));
            continue;
        }
        const std::string scenario_id = cell(0);
        if (book.scenario(scenario_id) == nullptr) {
            std::vector<std::string> scenarios;
            for (const Scenario& s : book.scenarios) scenarios.push_back(s.id);
            fail(0, fmt::format("\"{}\" is no scenario of the book: expected one of {}", scenario_id, fmt::join(scenarios, ", ")));
            continue;
        }
        ReinforcementEntry entry;
        entry.id = cell(1);
        if (!is_valid_id(entry.id)) {
            fail(1, fmt::format("\"{}\" is not an id: expected letters, digits, '-', '_', '.' or ':', starting with a letter or digit",
                                entry.id));
        } else if (!ids.emplace(scenario_id, entry.id).second) {
            fail(1, fmt::format("\"{}\" is the id of an earlier entry of scenario {}", entry.id, scenario_id));
        }
        const std::string turn = cell(2);
        const auto [end, ec] = std::from_chars(turn.data(), turn.data() + turn.size(), entry.turn);
        if (turn.empty() || ec != std::errc{} || end != turn.data() + turn.size()) {
            fail(2, fmt::format("\"{}\": expected a whole number, the turn of the arrival", turn));
        }
        const auto kind = location_kind_from_string(cell(3));
        if (!kind || *kind == LocationKind::Point) {
            fail(3, fmt::format("\"{}\": expected hex, area, edge or with", cell(3)));
        } else {
            entry.location.kind = *kind;
        }
        entry.location.ref = cell(4);
        if (entry.location.ref.empty()) fail(4, "expected where the entry arrives: a hex label, an area, an edge or a unit id");
        entry.units = split_list(cell(5));
        for (const std::string& unit : entry.units) {
            const ForceNode* node = book.forces.node(unit);
            if (node == nullptr || node->kind != ForceNodeKind::Unit) {
                fail(5, fmt::format("\"{}\" is no unit of the book's forces", unit));
            }
        }
        for (const std::string& text : split_list(cell(6))) {
            const auto chit = chit_from_string(text);
            if (!chit) {
                fail(6, fmt::format("\"{}\": expected a chit as SIDE:COMMAND, such as confederate:III", text));
            } else if (book.forces.side(chit->side) == nullptr) {
                fail(6, fmt::format("\"{}\": {} is no side of the book", text, chit->side));
            } else {
                entry.chits.push_back(*chit);
            }
        }
        if (entry.units.empty() && entry.chits.empty()) fail(5, "expected the units the entry brings, or chits in the chits column");
        const std::string may_delay = lower(cell(7));
        if (may_delay == "yes") {
            entry.may_delay = true;
        } else if (!may_delay.empty() && may_delay != "no") {
            fail(7, fmt::format("\"{}\": expected yes or no", cell(7)));
        }
        entry.note = cell(8);
        if (errors.size() != errors_before) continue;
        auto schedule = std::find_if(schedules.begin(), schedules.end(),
                                     [&](const ScenarioSchedule& s) { return s.scenario == scenario_id; });
        if (schedule == schedules.end()) {
            schedules.push_back({scenario_id, {}});
            schedule = schedules.end() - 1;
        }
        schedule->entries.push_back(std::move(entry));
    }
    if (!errors.empty()) return failures(std::move(errors));
    return schedules;
}

}  // namespace sandtable
