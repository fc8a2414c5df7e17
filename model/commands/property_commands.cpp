#include "model/commands/property_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"

#include <string_view>

namespace sandtable {

namespace {

// Each metadata field: its member and its name in the step ("Set designer").
struct MetadataFieldOf {
    MetadataField field;
    std::string BookMetadata::*member;
    const char* name;
};

constexpr MetadataFieldOf kMetadataFields[] = {{MetadataField::Title, &BookMetadata::title, "title"},
                                               {MetadataField::Designer, &BookMetadata::designer, "designer"},
                                               {MetadataField::Source, &BookMetadata::source, "source"}};

const MetadataFieldOf& metadata_field(MetadataField field) {
    for (const MetadataFieldOf& entry : kMetadataFields) {
        if (entry.field == field) return entry;
    }
    return kMetadataFields[0];
}

}  // namespace

std::unique_ptr<Command> make_set_metadata(MetadataField field, std::string text) {
    const MetadataFieldOf& of = metadata_field(field);
    return std::make_unique<ChangeValue<std::string>>(
        std::string("Set ") + of.name, [member = of.member](Book& book) { return &(book.metadata.*member); }, std::move(text),
        ChangeSet().book_properties());
}

std::unique_ptr<Command> make_set_node_text(const std::string& node_id, NodeTextField field, std::string text) {
    std::string ForceNode::*member = field == NodeTextField::Name ? &ForceNode::name : &ForceNode::short_name;
    return std::make_unique<ChangeValue<std::string>>(
        field == NodeTextField::Name ? "Set name" : "Set short name",
        [node_id, member](Book& book) -> std::string* {
            ForceNode* node = book.forces.node(node_id);
            return node != nullptr ? &(node->*member) : nullptr;
        },
        std::move(text), ChangeSet().force_node(node_id));
}

std::unique_ptr<Command> make_set_turn_track(const Book& book, std::vector<Turn> turns) {
    ChangeSet changes;
    changes.book_properties();
    for (const Scenario& scenario : book.scenarios) changes.scenario(scenario.id);
    return std::make_unique<ChangeValue<std::vector<Turn>>>(
        "Set turn track", [](Book& b) { return &b.turn_track; }, std::move(turns), std::move(changes));
}

std::unique_ptr<Command> make_set_printed_counter_size(std::optional<double> mm) {
    return std::make_unique<ChangeValue<std::optional<double>>>(
        "Set printed counter size", [](Book& book) { return &book.forces.printed_counter_mm; }, mm, ChangeSet().book_properties());
}

std::unique_ptr<Command> make_set_victory_conditions(const std::string& scenario_id, std::vector<VictoryCondition> conditions) {
    return std::make_unique<ChangeValue<std::vector<VictoryCondition>>>(
        "Set victory conditions",
        [scenario_id](Book& book) -> std::vector<VictoryCondition>* {
            Scenario* scenario = book.scenario(scenario_id);
            return scenario != nullptr ? &scenario->victory : nullptr;
        },
        std::move(conditions), ChangeSet().scenario(scenario_id));
}

std::vector<std::string> turn_track_lines(const std::vector<Turn>& turns) {
    std::vector<std::string> lines;
    lines.reserve(turns.size());
    for (const Turn& turn : turns) lines.push_back(turn.night ? turn.label + kNightTurnMark : turn.label);
    return lines;
}

std::vector<Turn> read_turn_track_lines(const std::vector<std::string>& lines) {
    const std::string_view mark = kNightTurnMark;
    std::vector<Turn> turns;
    turns.reserve(lines.size());
    for (const std::string& line : lines) {
        const bool night = line.ends_with(mark);
        turns.push_back(Turn{night ? line.substr(0, line.size() - mark.size()) : line, night});
    }
    return turns;
}

std::vector<std::string> victory_lines(const std::vector<VictoryCondition>& conditions) {
    std::vector<std::string> lines;
    lines.reserve(conditions.size());
    for (const VictoryCondition& c : conditions) lines.push_back(c.side.empty() ? c.text : c.side + ": " + c.text);
    return lines;
}

std::vector<VictoryCondition> read_victory_lines(const Book& book, const std::vector<std::string>& lines) {
    std::vector<VictoryCondition> conditions;
    conditions.reserve(lines.size());
    for (const std::string& line : lines) {
        std::string side;
        std::string text = line;
        if (const auto colon = line.find(": "); colon != std::string::npos && book.forces.side(line.substr(0, colon)) != nullptr) {
            side = line.substr(0, colon);
            text = line.substr(colon + 2);
        }
        conditions.push_back(VictoryCondition{"vc-" + std::to_string(conditions.size() + 1), std::move(side), std::move(text)});
    }
    return conditions;
}

}  // namespace sandtable
