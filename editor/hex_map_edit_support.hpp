#pragma once
// What the edits of a hex map's places, objectives and edges share: finding the map and its
// items, and cleaning a typed name.
#include "editor/document.hpp"
#include "model/book.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace sandtable::editor {

[[nodiscard]] inline const HexMap* hex_map_in(const Document& document, const std::string& map_id) {
    const GameMap* map = document.book().map(map_id);
    return map != nullptr && map->kind == MapKind::Hex ? &map->hex : nullptr;
}

template <typename Item>
[[nodiscard]] const Item* item_by_id(const std::vector<Item>& items, const std::string& id) {
    const auto found = std::find_if(items.begin(), items.end(), [&](const Item& i) { return i.id == id; });
    return found != items.end() ? &*found : nullptr;
}

// The name without the blanks around it.
[[nodiscard]] inline std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace sandtable::editor
