#pragma once
// House rules for tests: one cell of a rules-data table set by table id, row and column key.
#include "model/rules_data.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace sandtable::test {

// Fails the test (and changes nothing) when the table, row or column does not exist.
void set_rules_cell(RulesData& rules, std::string_view table, std::size_t row, std::string_view column, std::string text);

}  // namespace sandtable::test
