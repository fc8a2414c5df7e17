#include "editor/dialogs/new_book_choices.hpp"

#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable::editor {

NewBookChoices NewBookChoices::defaults_for(const RulesetDefinition& ruleset) {
    NewBookChoices choices;
    choices.ruleset = ruleset.id;
    choices.map_kind = ruleset.map_kinds.empty() ? MapKind::Hex : ruleset.map_kinds.front();
    const Book book = new_book(ruleset, MapKind::Hex);
    choices.title = book.metadata.title;
    choices.grid = GridProperties::of(book.maps.front().hex.grid);
    return choices;
}

Status NewBookChoices::check() const {
    const RulesetDefinition* definition = find_ruleset(ruleset);
    if (definition == nullptr) return failure(fmt::format("There is no ruleset \"{}\".", ruleset));
    if (std::find(definition->map_kinds.begin(), definition->map_kinds.end(), map_kind) == definition->map_kinds.end()) {
        return failure(fmt::format("{} is not played on {} maps.", definition->display_name, to_string(map_kind)));
    }
    if (trim(title).empty()) return failure("The book needs a title.");
    if (map_kind == MapKind::Hex) {
        if (Status fits = grid.check(); !fits) return fits;
    }
    if (file.empty()) return failure("Choose the file to write the book to.");
    if (file.extension() != ".sandtable") return failure(fmt::format("A book's file ends in .sandtable, not \"{}\".", file.filename().string()));
    std::error_code error;
    if (std::filesystem::exists(file, error)) {
        return failure(fmt::format("{} exists already: choose another name, or open it with File > Open.", file.string()));
    }
    if (!std::filesystem::is_directory(file.parent_path().empty() ? "." : file.parent_path(), error)) {
        return failure(fmt::format("There is no folder {}.", file.parent_path().string()));
    }
    return {};
}

Book NewBookChoices::make_book() const {
    Book book = new_book(*find_ruleset(ruleset), map_kind);
    book.metadata.title = trim(title);
    GameMap& map = book.maps.front();
    if (!crs.empty()) {
        map.crs = crs;
        map.units = "m";
    }
    if (map_kind == MapKind::Hex) {
        map.hex.grid = grid.applied_to(map.hex.grid);
        map.hex.resize(grid.columns, grid.rows);
    }
    return book;
}

}  // namespace sandtable::editor
