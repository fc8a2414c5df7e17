#include "model/book.hpp"

#include <algorithm>

namespace sandtable {

namespace {
template <typename Items>
auto find_id(Items& items, std::string_view id) -> decltype(&*items.begin()) {
    auto it = std::find_if(items.begin(), items.end(), [&](const auto& item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}
}  // namespace

const GameMap* Book::map(std::string_view id) const { return find_id(maps, id); }
GameMap* Book::map(std::string_view id) { return find_id(maps, id); }
const Scenario* Book::scenario(std::string_view id) const { return find_id(scenarios, id); }
Scenario* Book::scenario(std::string_view id) { return find_id(scenarios, id); }

}  // namespace sandtable
