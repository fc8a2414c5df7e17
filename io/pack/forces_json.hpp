#pragma once
// Orders of battle in the pack's documents: each side with its formations and units in tree
// order (a formation, then everything it holds), each with its parent and its attributes as
// typed JSON values (a blank value is null).
#include "io/pack/json_out.hpp"
#include "model/forces.hpp"

namespace sandtable {

void write_forces(JsonOut& out, const Forces& forces);
void write_attribute_value(JsonOut& out, const AttributeValue& value);

}  // namespace sandtable
