#pragma once
// Undoable edits of plain values as a property sheet shows them: the book's metadata, turn track
// and printed counter size, a force node's names and a scenario's victory conditions, with the
// one-line texts the turn track and the victory conditions are edited as.
#include "model/commands/command.hpp"
#include "model/scenario.hpp"
#include "model/turn.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct Book;

enum class MetadataField { Title, Designer, Source };
// "Set title", "Set designer", "Set source".
[[nodiscard]] std::unique_ptr<Command> make_set_metadata(MetadataField field, std::string text);

enum class NodeTextField { Name, ShortName };
// "Set name", "Set short name" of the force node `node_id`.
[[nodiscard]] std::unique_ptr<Command> make_set_node_text(const std::string& node_id, NodeTextField field, std::string text);

// The turn track whole. Every scenario of the book changes with it (its turns are counted on it).
[[nodiscard]] std::unique_ptr<Command> make_set_turn_track(const Book& book, std::vector<Turn> turns);
// The side of a printed counter in mm; nothing for the default.
[[nodiscard]] std::unique_ptr<Command> make_set_printed_counter_size(std::optional<double> mm);
// A scenario's victory conditions whole.
[[nodiscard]] std::unique_ptr<Command> make_set_victory_conditions(const std::string& scenario_id,
                                                                   std::vector<VictoryCondition> conditions);

// A turn a line: its label, and kNightTurnMark after the label of a night turn.
inline constexpr const char* kNightTurnMark = " [night]";
[[nodiscard]] std::vector<std::string> turn_track_lines(const std::vector<Turn>& turns);
[[nodiscard]] std::vector<Turn> read_turn_track_lines(const std::vector<std::string>& lines);

// A condition a line: "SIDE: TEXT" for one that favours a side (by its id), else the text. Read
// back, a prefix before ": " that is no side of the book stays part of the text, and the
// conditions are numbered vc-1, vc-2, ... in their order.
[[nodiscard]] std::vector<std::string> victory_lines(const std::vector<VictoryCondition>& conditions);
[[nodiscard]] std::vector<VictoryCondition> read_victory_lines(const Book& book, const std::vector<std::string>& lines);

}  // namespace sandtable
