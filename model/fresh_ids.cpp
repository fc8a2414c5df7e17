#include "model/fresh_ids.hpp"

#include "model/object_id.hpp"

#include <cctype>
#include <fmt/format.h>
#include <set>

namespace sandtable {

bool id_in_use(const Book& book, const std::string& id) {
    if (book.forces.node(id) != nullptr || book.forces.side(id) != nullptr) return true;
    if (book.scenario(id) != nullptr || book.map(id) != nullptr) return true;
    for (const auto& map : book.maps) {
        for (const auto& road : map.hex.roads) if (road.id == id) return true;
        for (const auto& place : map.hex.places) if (place.id == id) return true;
        for (const auto& objective : map.hex.objectives) if (objective.id == id) return true;
        for (const auto& edge : map.hex.edges) if (edge.id == id) return true;
        for (const auto& layer : map.layers) if (layer.id == id) return true;
        for (const auto& area : map.freeform.areas) if (area.id == id) return true;
        for (const auto& line : map.freeform.lines) if (line.id == id) return true;
        for (const auto& point : map.freeform.points) if (point.id == id) return true;
        for (const auto& location : map.freeform.locations) if (location.id == id) return true;
        for (const auto& edge : map.freeform.edges) if (edge.id == id) return true;
    }
    return false;
}

std::string fresh_id(const Book& book, const std::string& base) { return fresh_id(book, base, {}); }

std::string fresh_id(const Book& book, const std::string& base, const std::set<std::string>& reserved) {
    auto taken = [&](const std::string& id) { return id_in_use(book, id) || reserved.count(id) > 0; };
    std::string stem;
    for (char c : base) {
        const auto u = static_cast<unsigned char>(c);
        stem += std::isalnum(u) != 0 ? static_cast<char>(std::tolower(u)) : '-';
    }
    if (!is_valid_id(stem)) stem = "item-" + stem;
    if (!taken(stem)) return stem;
    for (int n = 2;; ++n) {
        const std::string candidate = stem + "-" + std::to_string(n);
        if (!taken(candidate)) return candidate;
    }
}

std::string fresh_entry_id(const Book& book) {
    std::set<std::string> used;
    for (const auto& scenario : book.scenarios) {
        for (const auto& entry : scenario.schedule) used.insert(entry.id);
        for (const auto& entry : scenario.changes.set_schedule) used.insert(entry.id);
        used.insert(scenario.changes.remove_schedule.begin(), scenario.changes.remove_schedule.end());
    }
    for (int n = 1;; ++n) {
        std::string id = fmt::format("entry-{}", n);
        if (used.count(id) == 0) return id;
    }
}

}  // namespace sandtable
