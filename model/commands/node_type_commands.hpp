#pragma once
// A unit's or formation's type, changed as one undoable step with what follows from it.
#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"

#include <string>
#include <vector>

namespace sandtable {

// The attributes the node has that the ruleset's unit schema does not give `type` (an attribute
// whose applies_to leaves that type out), in the node's order.
[[nodiscard]] std::vector<std::string> attributes_lost_with_type(const Book& book, const ForceNode& node, const std::string& type);
// Gives the node another type of its ruleset, dropping the attributes the new type lacks in the
// same step ("Make Gamble infantry"); undo brings type and attributes back. Refused, saying why,
// for an unknown node, a type the ruleset does not list for units (or formations), or the type
// the node has.
[[nodiscard]] Edit make_set_node_type(const Book& book, const std::string& node_id, const std::string& type);

}  // namespace sandtable
