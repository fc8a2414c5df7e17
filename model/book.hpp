#pragma once
// A scenario book: one file, one ruleset, its maps, forces, rules data, scenarios and variants.
#include "model/attribute_range.hpp"
#include "model/diagnostic.hpp"
#include "model/forces.hpp"
#include "model/game_map.hpp"
#include "model/rules_data.hpp"
#include "model/scenario.hpp"
#include "model/turn.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

inline constexpr int kBookFormatVersion = 4;

struct BookMetadata {
    std::string title;
    std::string designer;
    std::string source;  // the game or publication the book describes
    std::string description;
    friend bool operator==(const BookMetadata&, const BookMetadata&) = default;
};

struct Book {
    std::string ruleset;
    BookMetadata metadata;
    std::vector<Turn> turn_track;
    std::vector<GameMap> maps;
    Forces forces;
    RulesData rules;
    std::vector<AttributeRange> unit_ranges;  // house-rule ranges over the ruleset's unit schema
    std::vector<Scenario> scenarios;  // ordinary scenarios and variants
    std::vector<Acknowledgement> acknowledgements;

    [[nodiscard]] const GameMap* map(std::string_view id) const;
    [[nodiscard]] GameMap* map(std::string_view id);
    [[nodiscard]] const Scenario* scenario(std::string_view id) const;
    [[nodiscard]] Scenario* scenario(std::string_view id);
    [[nodiscard]] int turn_count() const { return static_cast<int>(turn_track.size()); }

    friend bool operator==(const Book&, const Book&) = default;
};

}  // namespace sandtable
