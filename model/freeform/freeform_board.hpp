#pragma once
// A scenario set up on its free-form map, as the free-form rules engines measure it
// (model/freeform/freeform_rules_engine.hpp): each piece on the map with its side, type, quality
// and the command it is played under (the nearest formation of type command or army, after the
// scenario's reassignments), its pose and its footprint, and the map's areas ready for queries.
#include "model/book.hpp"
#include "model/freeform/piece_coverage.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct FreeformPiece {
    std::string id;
    std::string name;
    std::string side;
    std::string type;     // "infantry", "hq" ...
    std::string quality;  // "elite", "militia" or empty
    std::string command;  // the formation it is played under (a command, or the army for the army HQ)
    bool army_hq = false;  // an HQ played directly under the army
    MapPoint centre;
    double facing = 0.0;
    bool road_column = false;
    PieceFootprint footprint;
};

class FreeformBoard {
public:
    // `scenario` should be resolved; `map` is the free-form map it plays on. Pieces eliminated at
    // setup, or not set up at a point, are not on the field.
    FreeformBoard(const Book& book, const Scenario& scenario, const FreeformMap& map);
    // The same with only the areas that meet `within` (work confined to a part of a large map).
    FreeformBoard(const Book& book, const Scenario& scenario, const FreeformMap& map, const MapRect& within);

    [[nodiscard]] const Book& book() const { return book_; }
    [[nodiscard]] const Scenario& scenario() const { return scenario_; }
    [[nodiscard]] const FreeformMap& map() const { return map_; }
    [[nodiscard]] const AreaLookup& areas() const { return areas_; }
    [[nodiscard]] PieceSize piece_size() const { return size_; }
    [[nodiscard]] double foot_move() const { return map_.measures.foot_move; }
    [[nodiscard]] double mounted_move() const { return map_.measures.mounted_move; }

    [[nodiscard]] const std::vector<FreeformPiece>& pieces() const { return pieces_; }
    [[nodiscard]] const FreeformPiece* piece(std::string_view id) const;
    // The pieces whose footprint's bounds meet the rectangle.
    [[nodiscard]] std::vector<const FreeformPiece*> pieces_meeting(const MapRect& rect) const;
    // The HQ on the field of the command a piece is played under, and its side's army HQ.
    [[nodiscard]] const FreeformPiece* command_hq(const FreeformPiece& piece) const;
    [[nodiscard]] const FreeformPiece* army_hq(std::string_view side) const;
    // The highest hill level under a point (0: no hill).
    [[nodiscard]] int hill_level_at(MapPoint point) const;
    // The level of the hill under the majority of a footprint (0: none).
    [[nodiscard]] int hill_level_of(const PieceFootprint& footprint) const;

private:
    const Book& book_;
    const Scenario& scenario_;
    const FreeformMap& map_;
    AreaLookup areas_;
    PieceSize size_;
    std::vector<FreeformPiece> pieces_;
    ShapeIndex piece_index_;
};

}  // namespace sandtable
