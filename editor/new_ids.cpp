#include "editor/new_ids.hpp"

#include "model/object_id.hpp"

#include <cctype>

namespace sandtable::editor {

bool id_in_use(const Book& book, const std::string& id) {
    if (book.forces.node(id) != nullptr || book.forces.side(id) != nullptr) return true;
    if (book.scenario(id) != nullptr || book.map(id) != nullptr) return true;
    for (const auto& map : book.maps) {
        for (const auto& road : map.hex.roads) if (road.id == id) return true;
        for (const auto& place : map.hex.places) if (place.id == id) return true;
        for (const auto& objective : map.hex.objectives) if (objective.id == id) return true;
        for (const auto& edge : map.hex.edges) if (edge.id == id) return true;
        for (const auto& layer : map.layers) if (layer.id == id) return true;
    }
    return false;
}

std::string fresh_id(const Book& book, const std::string& base) {
    std::string stem;
    for (char c : base) {
        const auto u = static_cast<unsigned char>(c);
        stem += std::isalnum(u) != 0 ? static_cast<char>(std::tolower(u)) : '-';
    }
    if (!is_valid_id(stem)) stem = "item-" + stem;
    if (!id_in_use(book, stem)) return stem;
    for (int n = 2;; ++n) {
        const std::string candidate = stem + "-" + std::to_string(n);
        if (!id_in_use(book, candidate)) return candidate;
    }
}

}  // namespace sandtable::editor
