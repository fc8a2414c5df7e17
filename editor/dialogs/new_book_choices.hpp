#pragma once
// What File > New asks for, kept apart from its dialog so that it is tested without one: the
// ruleset, the map kind, the title, the hex grid, the map's CRS and the file to write; the checks;
// and the book they make.
#include "editor/dialogs/grid_properties.hpp"
#include "model/book.hpp"
#include "model/outcome.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <filesystem>
#include <string>

namespace sandtable::editor {

struct NewBookChoices {
    std::string ruleset;
    MapKind map_kind = MapKind::Hex;
    std::string title;
    GridProperties grid;  // hex maps only
    // Empty for a map in pixels (a scan, a board); else the CRS of a map in metres ("EPSG:26918").
    std::string crs;
    std::filesystem::path file;

    // The ruleset's own: the kind of map it plays on, its label scheme, the size of hex new_book() makes.
    [[nodiscard]] static NewBookChoices defaults_for(const RulesetDefinition& ruleset);
    // Whether the choices make a book; else what is wrong, in words. The CRS is checked apart
    // (through GDAL, by the caller).
    [[nodiscard]] Status check() const;
    // The empty book: the ruleset's sides, turn track and rulebook data, and one map as chosen.
    [[nodiscard]] Book make_book() const;
};

}  // namespace sandtable::editor
