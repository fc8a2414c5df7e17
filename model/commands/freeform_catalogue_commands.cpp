#include "model/commands/freeform_catalogue_commands.hpp"

#include "model/commands/catalogue_commands.hpp"
#include "model/commands/change_value.hpp"
#include "model/commands/freeform_map_of.hpp"
#include "model/object_id.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

using Catalogue = std::vector<FreeformTerrainDef>;

Edit set_catalogue(const std::string& map_id, Catalogue catalogue, std::string step) {
    return make_edit(step, [=](const Book&) -> Resolution {
        auto change = std::make_unique<ChangeValue<Catalogue>>(
            step,
            [map_id](Book& book) -> Catalogue* {
                GameMap* map = book.map(map_id);
                if (map == nullptr || map->kind != MapKind::Freeform) throw std::logic_error("no free-form map " + map_id);
                return &map->freeform.catalogue;
            },
            catalogue, ChangeSet().map_part(map_id, MapPart::Catalogues));
        return {std::move(change), {}};
    });
}

// Why the entry's name or drawing cannot be kept, or empty.
std::string drawing_problem(const FreeformTerrainDef& entry) {
    if (entry.name.empty()) return "An entry needs a name.";
    if (!is_catalogue_colour(entry.colour)) return fmt::format("\"{}\" is not a colour: write it #rrggbb.", entry.colour);
    if (!(entry.line_width >= kMinLineWidth && entry.line_width <= kMaxLineWidth)) {
        return fmt::format("A line width is from {:g} to {:g} pixels, not {:g}.", kMinLineWidth, kMaxLineWidth, entry.line_width);
    }
    return {};
}

FreeformTerrainDef trimmed(FreeformTerrainDef entry) {
    entry.id = std::string(trim(entry.id));
    entry.name = std::string(trim(entry.name));
    entry.colour = std::string(trim(entry.colour));
    return entry;
}

}  // namespace

std::size_t freeform_terrain_uses(const FreeformMap& map, std::string_view id) {
    const auto of = [&](const auto& items) {
        return static_cast<std::size_t>(std::count_if(items.begin(), items.end(), [&](const auto& item) { return item.terrain == id; }));
    };
    return of(map.areas) + of(map.lines) + of(map.points);
}

Edit make_add_freeform_terrain(const Book& book, const std::string& map_id, const FreeformTerrainDef& asked) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const FreeformTerrainDef entry = trimmed(asked);
    if (!is_valid_id(entry.id)) return refused(fmt::format("\"{}\" is not an id: use letters, digits, '-' and '_'.", entry.id));
    if (map->terrain(entry.id) != nullptr) return refused(fmt::format("The catalogue has \"{}\" already.", entry.id));
    if (std::string why = drawing_problem(entry); !why.empty()) return refused(why);
    Catalogue catalogue = map->catalogue;
    catalogue.push_back(entry);
    return set_catalogue(map_id, std::move(catalogue), fmt::format("Add {} to the catalogue", entry.name));
}

Edit make_change_freeform_terrain(const Book& book, const std::string& map_id, const FreeformTerrainDef& asked) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const FreeformTerrainDef entry = trimmed(asked);
    auto it = std::find_if(map->catalogue.begin(), map->catalogue.end(), [&](const FreeformTerrainDef& e) { return e.id == entry.id; });
    if (it == map->catalogue.end()) return refused(fmt::format("The catalogue has no \"{}\".", entry.id));
    if (std::string why = drawing_problem(entry); !why.empty()) return refused(why);
    FreeformTerrainDef changed = entry;
    changed.kind = it->kind;
    if (changed == *it) return refused(fmt::format("{} is like that already.", it->name));
    Catalogue catalogue = map->catalogue;
    catalogue[static_cast<std::size_t>(it - map->catalogue.begin())] = changed;
    return set_catalogue(map_id, std::move(catalogue), fmt::format("Change {}", changed.name));
}

Edit make_remove_freeform_terrain(const Book& book, const std::string& map_id, const std::string& id) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const FreeformTerrainDef* entry = map->terrain(id);
    if (entry == nullptr) return refused(fmt::format("The catalogue has no \"{}\".", id));
    if (const std::size_t uses = freeform_terrain_uses(*map, id); uses > 0) {
        return refused(fmt::format("{} is used by {} {}{}: change or remove them first.", entry->name, uses, to_string(entry->kind), uses == 1 ? "" : "s"));
    }
    Catalogue catalogue = map->catalogue;
    std::erase_if(catalogue, [&](const FreeformTerrainDef& e) { return e.id == id; });
    return set_catalogue(map_id, std::move(catalogue), fmt::format("Remove {} from the catalogue", entry->name));
}

}  // namespace sandtable
