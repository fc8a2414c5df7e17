#include "editor/catalogue_edits.hpp"

#include "editor/document.hpp"
#include "editor/hex_map_edit_support.hpp"

#include <fmt/format.h>

namespace sandtable::editor {

namespace {

// Runs the edit that `make` builds for the map, or says why there is none.
template <typename Make>
std::string run(Document& document, const std::string& map_id, Make make) {
    const GameMap* map = document.book().map(map_id);
    if (map == nullptr || map->kind != MapKind::Hex) return fmt::format("Map '{}' is not a hex grid.", map_id);
    CatalogueEdit edit = make(*map);
    if (!edit) return edit.problem;
    document.commands().execute(std::move(edit.command));
    return {};
}

}  // namespace

std::string add_catalogue_entry(Document& document, const std::string& map_id, CatalogueKind kind, const TerrainDef& entry) {
    TerrainDef clean{trimmed(entry.id), trimmed(entry.name), trimmed(entry.colour)};
    return run(document, map_id, [&](const GameMap& map) { return make_add_catalogue_entry(map, kind, clean); });
}

std::string change_catalogue_entry(Document& document, const std::string& map_id, CatalogueKind kind, std::size_t index,
                                   const std::string& name, const std::string& colour) {
    return run(document, map_id,
               [&](const GameMap& map) { return make_change_catalogue_entry(map, kind, index, trimmed(name), trimmed(colour)); });
}

std::string remove_catalogue_entry(Document& document, const std::string& map_id, CatalogueKind kind, std::size_t index) {
    return run(document, map_id, [&](const GameMap& map) { return make_remove_catalogue_entry(map, kind, index); });
}

}  // namespace sandtable::editor
