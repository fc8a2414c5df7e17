#pragma once
// Map > Terrain Catalogue's edits on the document: each is one undo step, or nothing with the
// reason in words (model/commands/catalogue_commands.hpp says what is refused).
#include "model/commands/catalogue_commands.hpp"

#include <string>

namespace sandtable::editor {

class Document;

// Each returns empty when the catalogue changed, else why it did not.
std::string add_catalogue_entry(Document& document, const std::string& map_id, CatalogueKind kind, const TerrainDef& entry);
std::string change_catalogue_entry(Document& document, const std::string& map_id, CatalogueKind kind, std::size_t index,
                                   const std::string& name, const std::string& colour);
std::string remove_catalogue_entry(Document& document, const std::string& map_id, CatalogueKind kind, std::size_t index);

}  // namespace sandtable::editor
