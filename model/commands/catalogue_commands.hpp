#pragma once
// Editing a hex map's terrain and hexside catalogues (Map > Terrain Catalogue): add an entry,
// rename or recolour one, delete one. Hexes keep terrain as bits over the catalogue, so deleting
// entry i moves every later entry's bit down by one, in the same undo step; an entry still in use
// is not deleted, and the refusal says how many hexes or hexsides use it. Ids never change once
// given: rules data and digitise mappings name terrain by id.
#include "model/outcome.hpp"
#include "model/commands/command.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/game_map.hpp"

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct Book;

enum class CatalogueKind { Terrain, Hexside };

[[nodiscard]] const std::vector<TerrainDef>& catalogue_of(const HexMap& map, CatalogueKind kind);
// The hexes (terrain) or hexsides (hexside features) that carry entry `index`.
[[nodiscard]] std::size_t catalogue_entry_uses(const HexMap& map, CatalogueKind kind, std::size_t index);
// Whether the text is a colour as the file keeps it: #rrggbb.
[[nodiscard]] bool is_catalogue_colour(std::string_view text);
// A mask with bit `index` taken out and the bits above it moved down by one.
[[nodiscard]] TerrainMask without_bit(TerrainMask mask, std::size_t index);

// A command, or why the edit was refused, in words.
using CatalogueEdit = Outcome<std::unique_ptr<Command>>;

// The entry goes last; refused for a bad or taken id, a blank name, a bad colour, or a full
// catalogue (kMaxCatalogueEntries).
[[nodiscard]] CatalogueEdit make_add_catalogue_entry(const GameMap& map, CatalogueKind kind, TerrainDef entry);
// New name and colour for entry `index`.
[[nodiscard]] CatalogueEdit make_change_catalogue_entry(const GameMap& map, CatalogueKind kind, std::size_t index,
                                                        const std::string& name, const std::string& colour);
[[nodiscard]] CatalogueEdit make_remove_catalogue_entry(const GameMap& map, CatalogueKind kind, std::size_t index);

// The same edits of the book's map `map_id` as Map > Terrain Catalogue asks for them: typed text
// is taken without the blanks around it, and each works out its change against the catalogue as
// it is when applied. Refused too when the book has no hex map of that id.
[[nodiscard]] Edit make_add_catalogue_entry(const Book& book, const std::string& map_id, CatalogueKind kind,
                                            const TerrainDef& entry);
[[nodiscard]] Edit make_change_catalogue_entry(const Book& book, const std::string& map_id, CatalogueKind kind,
                                               std::size_t index, const std::string& name, const std::string& colour);
[[nodiscard]] Edit make_remove_catalogue_entry(const Book& book, const std::string& map_id, CatalogueKind kind,
                                               std::size_t index);

}  // namespace sandtable
