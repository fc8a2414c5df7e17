#include "model/rules_data.hpp"

#include <algorithm>

namespace sandtable {

namespace {
template <typename Range>
auto find_by_id(Range& range, std::string_view id) -> decltype(&*range.begin()) {
    auto it = std::find_if(range.begin(), range.end(), [&](const auto& item) { return item.id == id; });
    return it == range.end() ? nullptr : &*it;
}
}  // namespace

const DataTable* RulesData::find(std::string_view id) const { return find_by_id(tables, id); }
DataTable* RulesData::find(std::string_view id) { return find_by_id(tables, id); }
const TableDef* DataSchema::find(std::string_view id) const { return find_by_id(tables, id); }

}  // namespace sandtable
