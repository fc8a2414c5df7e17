#pragma once
// What `reach`, `los` and `combat` share on a free-form (Pub Battles) book: the scenario resolved
// and set up on its map as the engine measures it, places read as a piece or "X,Y", and the
// engine's shapes written as GeoJSON-style coordinates.
#include "cli/board_query.hpp"
#include "model/rules_data.hpp"
#include "model/rulesets/pub_battles/battlefield.hpp"

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace sandtable::cli {

struct FieldQuery {
    std::string input;
    LoadResult loaded;
    Scenario scenario;  // resolved
    RulesData rules;    // the scenario's rules data
    std::unique_ptr<pub_battles::Battlefield> field;
};

// Whether the book's scenario (the first when none is named) plays on a free-form map; a book
// that does not load answers no, and the hex query then reports why.
[[nodiscard]] bool plays_on_freeform(const BoardQueryOptions& options);
// Loads and sets up the field, or prints why not to stderr and returns nothing.
[[nodiscard]] std::unique_ptr<FieldQuery> open_field_query(const BoardQueryOptions& options);

// A piece of the field by id, or an error printed to stderr naming the option.
[[nodiscard]] const pub_battles::FieldPiece* read_piece(const FieldQuery& query, const std::string& option, const std::string& id);
// "X,Y" in map units, or a piece's centre; an error printed to stderr naming the option.
struct FieldPlace {
    MapPoint at;
    const pub_battles::FieldPiece* piece = nullptr;
};
[[nodiscard]] std::optional<FieldPlace> read_place(const FieldQuery& query, const std::string& option, const std::string& text);

[[nodiscard]] nlohmann::json coordinates_of(const MultiPolygon& shape);
[[nodiscard]] nlohmann::json coordinates_of(const Polyline& line);

}  // namespace sandtable::cli
