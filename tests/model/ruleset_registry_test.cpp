#include "model/rulesets/ruleset_registry.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

using namespace sandtable;

namespace {

// The registered rulesets' ids, in the registry's order.
std::vector<std::string> registered_ids() {
    std::vector<std::string> ids;
    for (const RulesetDefinition& ruleset : all_rulesets()) ids.push_back(ruleset.id);
    return ids;
}


// A row of the table in docs/rulesets.md: | `id` | `folder` | map kind | ...
struct DocumentedRuleset {
    std::string id;
    std::string folder;
    std::string map_kind;
};

std::string unquoted(std::string cell) {
    const auto first = cell.find_first_not_of(" `");
    const auto last = cell.find_last_not_of(" `");
    return first == std::string::npos ? std::string() : cell.substr(first, last - first + 1);
}

std::vector<DocumentedRuleset> documented_rulesets() {
    std::vector<DocumentedRuleset> rows;
    std::istringstream text(test::read_text(test::source_path("docs/rulesets.md")));
    for (std::string line; std::getline(text, line);) {
        if (!line.starts_with("| `")) continue;
        std::vector<std::string> cells;
        std::istringstream row(line.substr(1));
        for (std::string cell; std::getline(row, cell, '|');) cells.push_back(unquoted(cell));
        if (cells.size() >= 3) rows.push_back({cells[0], cells[1], cells[2]});
    }
    return rows;
}

const RulesetDefinition& ruleset(std::string_view id) {
    const auto* found = find_ruleset(id);
    if (found == nullptr) throw std::runtime_error("no ruleset " + std::string(id));
    return *found;
}

const DataTable& table(std::string_view ruleset_id, std::string_view table_id) {
    const auto* found = ruleset(ruleset_id).rulebook_data.find(table_id);
    if (found == nullptr) throw std::runtime_error("no table " + std::string(table_id));
    return *found;
}

std::size_t column_index(const DataTable& data, std::string_view key) {
    auto it = std::find(data.columns.begin(), data.columns.end(), key);
    if (it == data.columns.end()) throw std::runtime_error("no column " + std::string(key));
    return static_cast<std::size_t>(it - data.columns.begin());
}

// The row whose `key` cell is `value`.
const std::vector<std::string>& row_where(const DataTable& data, std::string_view key, std::string_view value) {
    const auto index = column_index(data, key);
    for (const auto& row : data.rows) {
        if (row.at(index) == value) return row;
    }
    throw std::runtime_error("no row with " + std::string(key) + " = " + std::string(value));
}

std::string cell(const DataTable& data, const std::vector<std::string>& row, std::string_view key) {
    return row.at(column_index(data, key));
}

bool parses_as_integer(const std::string& text) {
    std::int64_t value = 0;
    const auto* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    return !text.empty() && ec == std::errc{} && ptr == end;
}

std::int64_t sum_of(const DataTable& data, std::string_view key) {
    std::int64_t total = 0;
    const auto index = column_index(data, key);
    for (const auto& row : data.rows) total += std::stoll(row.at(index));
    return total;
}

bool is_kebab_case(const std::string& key) {
    if (key.empty() || key.front() == '-' || key.back() == '-') return false;
    return std::all_of(key.begin(), key.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

bool is_hex_colour(const std::string& colour) {
    if (colour.size() != 7 || colour.front() != '#') return false;
    return std::all_of(colour.begin() + 1, colour.end(),
                       [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

std::vector<int> night_turn_numbers(const RulesetDefinition& definition) {
    std::vector<int> numbers;
    for (std::size_t i = 0; i < definition.turn_track.size(); ++i) {
        if (definition.turn_track[i].night) numbers.push_back(static_cast<int>(i) + 1);
    }
    return numbers;
}

}  // namespace

// The registry holds one ruleset for each folder of model/rulesets/, its id the folder's name
// with dashes, and nothing else names them: the list is the folders.
TEST(RulesetRegistry, HoldsOneRulesetPerFolderOfTheModel) {
    std::set<std::string> folders;
    for (const auto& entry : std::filesystem::directory_iterator(test::source_path("model/rulesets"))) {
        if (!entry.is_directory()) continue;
        std::string id = entry.path().filename().string();
        std::replace(id.begin(), id.end(), '_', '-');
        folders.insert(id);
    }
    const std::vector<std::string> ids = registered_ids();
    EXPECT_EQ(std::set<std::string>(ids.begin(), ids.end()), folders);
    EXPECT_EQ(ids.size(), folders.size()) << "a ruleset is registered twice";
}

// docs/rulesets.md lists every ruleset, in the registry's order, with its folder and map kind.
TEST(RulesetRegistry, DocsListEachRulesetInOrderWithItsFolderAndMapKind) {
    const std::vector<DocumentedRuleset> documented = documented_rulesets();
    const std::vector<std::string> ids = registered_ids();
    ASSERT_EQ(documented.size(), ids.size());
    for (std::size_t i = 0; i < documented.size(); ++i) {
        SCOPED_TRACE(documented[i].id);
        EXPECT_EQ(documented[i].id, ids[i]);
        std::string folder = documented[i].id;
        std::replace(folder.begin(), folder.end(), '-', '_');
        EXPECT_EQ(documented[i].folder, folder);
        const RulesetDefinition& definition = ruleset(documented[i].id);
        ASSERT_EQ(definition.map_kinds.size(), 1U);
        std::string kind = documented[i].map_kind;  // "free-form" in the docs' words
        std::erase(kind, '-');
        EXPECT_EQ(kind, to_string(definition.map_kinds.front()));
    }
}

TEST(RulesetRegistry, FindsEachRulesetById) {
    ASSERT_FALSE(registered_ids().empty());
    for (const auto& id : registered_ids()) {
        const auto* found = find_ruleset(id);
        ASSERT_NE(found, nullptr) << id;
        EXPECT_EQ(found->id, id);
        EXPECT_EQ(found->rulebook, id);
        EXPECT_FALSE(found->display_name.empty()) << id;
    }
    EXPECT_EQ(find_ruleset("gettysburg"), nullptr);
}

TEST(RulesetRegistry, EveryRulesetHasUnionAndConfederateSides) {
    for (const auto& id : registered_ids()) {
        const auto& sides = ruleset(id).sides;
        ASSERT_EQ(sides.size(), 2u) << id;
        EXPECT_EQ(sides[0].id, "union") << id;
        EXPECT_EQ(sides[1].id, "confederate") << id;
        for (const auto& side : sides) EXPECT_FALSE(side.name.empty()) << id;
    }
    EXPECT_EQ(ruleset("gettysburg-125").sides[1].name, "Confederate (Army of North Virginia)");
    EXPECT_EQ(ruleset("pub-battles").sides[1].name, "Confederate (Army of Northern Virginia)");
}

TEST(RulesetRegistry, AttributeDefinitionsAreSane) {
    for (const auto& id : registered_ids()) {
        const auto& schema = ruleset(id).unit_schema;
        EXPECT_FALSE(schema.unit_types.empty()) << id;
        EXPECT_FALSE(schema.attributes.empty()) << id;
        std::set<std::string> node_types(schema.unit_types.begin(), schema.unit_types.end());
        node_types.insert(schema.formation_types.begin(), schema.formation_types.end());
        std::set<std::string> keys;
        for (const auto& def : schema.attributes) {
            SCOPED_TRACE(id + " " + def.key);
            EXPECT_TRUE(is_kebab_case(def.key));
            EXPECT_TRUE(keys.insert(def.key).second) << "duplicate key";
            EXPECT_EQ(schema.find(def.key), &def);
            EXPECT_FALSE(def.label.empty());
            EXPECT_EQ(def.rule.rfind(id + " ", 0), 0u) << def.rule;
            if (def.type == AttributeType::Integer) {
                EXPECT_LE(def.min, def.max);
            }
            if (def.type == AttributeType::Enum) {
                EXPECT_FALSE(def.choices.empty());
            }
            for (const auto& type : def.applies_to) EXPECT_TRUE(node_types.count(type)) << type;
        }
    }
}

// Tables show an attribute under its heading, so a forces table of every column fits beside the map.
TEST(RulesetRegistry, AttributeHeadingsAreShortAndTellColumnsApart) {
    for (const auto& id : registered_ids()) {
        std::set<std::string> headings;
        for (const auto& def : ruleset(id).unit_schema.attributes) {
            SCOPED_TRACE(id + " " + def.key);
            EXPECT_FALSE(def.heading.empty());
            EXPECT_LE(def.column_heading().size(), 10u) << def.column_heading();
            EXPECT_TRUE(headings.insert(def.column_heading()).second) << "duplicate heading";
        }
    }
    AttributeDef unheaded;
    unheaded.label = "Combat factor";
    EXPECT_EQ(unheaded.column_heading(), "Combat factor");
}

TEST(RulesetRegistry, RulesDataMatchesItsSchema) {
    for (const auto& id : registered_ids()) {
        const auto& definition = ruleset(id);
        EXPECT_FALSE(definition.data_schema.tables.empty()) << id;
        EXPECT_EQ(definition.data_schema.tables.size(), definition.rulebook_data.tables.size()) << id;
        for (const auto& def : definition.data_schema.tables) {
            SCOPED_TRACE(id + " " + def.id);
            EXPECT_EQ(def.rule.rfind(id + " ", 0), 0u) << def.rule;
            EXPECT_FALSE(def.title.empty());
            EXPECT_NE(definition.rulebook_data.find(def.id), nullptr);
        }
        for (const auto& data : definition.rulebook_data.tables) {
            SCOPED_TRACE(id + " " + data.id);
            const auto* def = definition.data_schema.find(data.id);
            ASSERT_NE(def, nullptr);
            ASSERT_EQ(data.columns.size(), def->columns.size());
            if (!def->filled_by_book) {
                EXPECT_FALSE(data.rows.empty());
            }
            for (std::size_t c = 0; c < def->columns.size(); ++c) EXPECT_EQ(data.columns[c], def->columns[c].key);
            for (const auto& row : data.rows) {
                ASSERT_EQ(row.size(), data.columns.size());
                for (std::size_t c = 0; c < row.size(); ++c) {
                    const auto& column = def->columns[c];
                    if (row[c].empty()) {
                        EXPECT_TRUE(column.optional) << column.key << " is blank";
                    } else if (column.type == ColumnType::Integer) {
                        EXPECT_TRUE(parses_as_integer(row[c])) << column.key << " = " << row[c];
                    }
                }
            }
        }
    }
}

TEST(RulesetRegistry, TurnTracksAreNotEmpty) {
    for (const auto& id : registered_ids()) {
        const auto& track = ruleset(id).turn_track;
        EXPECT_FALSE(track.empty()) << id;
        std::set<std::string> labels;
        for (const auto& turn : track) EXPECT_TRUE(labels.insert(turn.label).second) << id << " " << turn.label;
    }
}

TEST(RulesetRegistry, HexRulesetsUseTheirBoardLabels) {
    EXPECT_EQ(ruleset("gettysburg-125").label_scheme, HexLabelScheme::letter_number());
    EXPECT_EQ(ruleset("gettysburg-150").label_scheme, HexLabelScheme::four_digit());
    EXPECT_FALSE(HexLabelScheme::letter_number() == HexLabelScheme::four_digit());
}

TEST(RulesetRegistry, CataloguesHaveUniqueIdsAndDistinctColours) {
    for (const auto& id : registered_ids()) {
        const auto& definition = ruleset(id);
        std::set<std::string> ids;
        std::set<std::string> colours;
        auto entries = definition.terrain;
        entries.insert(entries.end(), definition.hexside_features.begin(), definition.hexside_features.end());
        for (const auto& entry : entries) {
            SCOPED_TRACE(id + " " + entry.id);
            EXPECT_TRUE(is_kebab_case(entry.id));
            EXPECT_FALSE(entry.name.empty());
            EXPECT_TRUE(is_hex_colour(entry.colour)) << entry.colour;
            EXPECT_TRUE(ids.insert(entry.id).second);
            EXPECT_TRUE(colours.insert(entry.colour).second);
        }
    }
    EXPECT_FALSE(ruleset("gettysburg-125").terrain.empty());
    EXPECT_FALSE(ruleset("gettysburg-150").terrain.empty());
}

TEST(Gettysburg125, TerrainChartWoodsRow) {
    const auto& chart = table("gettysburg-125", "terrain-effects");
    const auto& woods = row_where(chart, "terrain", "Woods");
    EXPECT_EQ(cell(chart, woods, "mf"), "+1");
    EXPECT_EQ(cell(chart, woods, "df"), "+1");
    EXPECT_EQ(cell(chart, woods, "los"), "No");
    EXPECT_EQ(cell(chart, row_where(chart, "terrain", "Road"), "mf"), "1/2");
    EXPECT_EQ(chart.rows.size(), 9u);
}

TEST(Gettysburg125, TwentyFourTwoHourTurnsWithANightTurnEachDay) {
    const auto& track = ruleset("gettysburg-125").turn_track;
    ASSERT_EQ(track.size(), 24u);
    EXPECT_EQ(track[0].label, "Jul 1 06:00");
    EXPECT_EQ(track[1].label, "Jul 1 08:00");
    EXPECT_EQ(track[7].label, "Jul 1 Night");
    EXPECT_EQ(track[8].label, "Jul 2 06:00");
    EXPECT_EQ(track[23].label, "Jul 3 Night");
    EXPECT_EQ(night_turn_numbers(ruleset("gettysburg-125")), (std::vector<int>{8, 16, 24}));
}

TEST(Gettysburg125, ReducedCombatMayBeBlankAndRangeIsArtilleryOnly) {
    const auto& schema = ruleset("gettysburg-125").unit_schema;
    const auto* reduced = schema.find("combat-reduced");
    ASSERT_NE(reduced, nullptr);
    EXPECT_TRUE(reduced->optional);
    EXPECT_EQ(reduced->rule, "gettysburg-125 §1.2.1");
    const auto* range = schema.find("range");
    ASSERT_NE(range, nullptr);
    EXPECT_EQ(range->applies_to, (std::vector<std::string>{"artillery", "horse-artillery"}));
    const auto* combat = schema.find("combat");
    ASSERT_NE(combat, nullptr);
    EXPECT_EQ(std::count(combat->applies_to.begin(), combat->applies_to.end(), "hq"), 0);
    EXPECT_NE(schema.find("movement"), nullptr);
}

TEST(Gettysburg125, KeepsBothReadingsOfTheJuly1VictoryCondition) {
    const auto& conditions = table("gettysburg-125", "victory-conditions");
    const auto& july_1 = row_where(conditions, "end-day", "Jul 1");
    EXPECT_EQ(cell(conditions, july_1, "confederate-wins-if"), "Confederate VP ≥ 2 × Union VP");
    EXPECT_NE(cell(conditions, july_1, "caption-reading").find("3 times"), std::string::npos);
}

TEST(Gettysburg125, ObjectiveHexesAndJuly2Casualties) {
    const auto& objectives = table("gettysburg-125", "objective-hexes");
    EXPECT_EQ(cell(objectives, row_where(objectives, "hex", "F6"), "name"), "Little Round Top");
    EXPECT_EQ(cell(objectives, row_where(objectives, "hex", "F6"), "vp"), "5");
    EXPECT_EQ(sum_of(objectives, "vp"), 16);
    EXPECT_EQ(sum_of(table("gettysburg-125", "jul-2-union-casualties"), "vp"), 9);
}

TEST(Gettysburg125, StreamsAreHexsideFeatures) {
    const auto& definition = ruleset("gettysburg-125");
    auto has = [](const std::vector<TerrainDef>& catalogue, std::string_view id) {
        return std::any_of(catalogue.begin(), catalogue.end(), [&](const TerrainDef& t) { return t.id == id; });
    };
    EXPECT_TRUE(has(definition.hexside_features, "stream"));
    EXPECT_FALSE(has(definition.terrain, "stream"));
    EXPECT_TRUE(has(definition.terrain, "rocky-hill"));
}

TEST(Gettysburg150, TerrainAndHitNumbers) {
    const auto& chart = table("gettysburg-150", "terrain-effects");
    EXPECT_EQ(cell(chart, row_where(chart, "terrain", "Woods"), "movement-cost"), "2");
    EXPECT_EQ(cell(chart, row_where(chart, "terrain", "Woods"), "combat"), "-1 Die");
    const auto& hits = table("gettysburg-150", "combat-hit-numbers");
    const auto& artillery = row_where(hits, "unit-type", "Artillery");
    EXPECT_EQ(cell(hits, artillery, "dice"), "2");
    EXPECT_EQ(cell(hits, artillery, "range-3"), "6 (1 die rolled)");
    EXPECT_EQ(cell(hits, row_where(hits, "unit-type", "Infantry"), "melee"), "5-6");
}

TEST(Gettysburg150, MoraleEventsAndVictoryPoints) {
    const auto* morale = ruleset("gettysburg-150").unit_schema.find("morale");
    ASSERT_NE(morale, nullptr);
    EXPECT_EQ(morale->min, 1);
    EXPECT_EQ(morale->max, 6);
    const auto& events = table("gettysburg-150", "events");
    ASSERT_EQ(events.rows.size(), 11u);
    EXPECT_EQ(events.rows.front()[0], "2");
    EXPECT_EQ(events.rows.back()[0], "12");
    const auto& points = table("gettysburg-150", "victory-points");
    EXPECT_EQ(cell(points, row_where(points, "eliminated", "Cavalry unit"), "vp"), "1/2");
    const auto& demoralization = table("gettysburg-150", "army-demoralization");
    EXPECT_EQ(cell(demoralization, row_where(demoralization, "army", "Union"), "infantry-units-lost"), "8");
}

TEST(TimeForHeroes, SixTurnsOverThreeDays) {
    const auto& track = ruleset("time-for-heroes").turn_track;
    ASSERT_EQ(track.size(), 6u);
    EXPECT_EQ(track[0].label, "Jul 1 Morning");
    EXPECT_EQ(track[5].label, "Jul 3 Afternoon");
    EXPECT_TRUE(night_turn_numbers(ruleset("time-for-heroes")).empty());
    const auto& record = table("time-for-heroes", "turn-record");
    EXPECT_EQ(cell(record, row_where(record, "turn", "6"), "conquest-vp"), "6");
    EXPECT_EQ(cell(record, row_where(record, "turn", "1"), "conquest-vp"), "");
}

TEST(TimeForHeroes, ObjectivesArrowsAndDice) {
    const auto& objectives = table("time-for-heroes", "objectives");
    EXPECT_EQ(objectives.rows.size(), 8u);
    EXPECT_EQ(sum_of(objectives, "vp"), 9);
    const auto& arrows = table("time-for-heroes", "arrow-effects");
    EXPECT_EQ(cell(arrows, row_where(arrows, "arrow", "Green arrow"), "dice-modifier"), "2");
    EXPECT_EQ(cell(arrows, row_where(arrows, "arrow", "Red arrow"), "dice-modifier"), "-1");
    const auto* dice = ruleset("time-for-heroes").unit_schema.find("dice");
    ASSERT_NE(dice, nullptr);
    EXPECT_EQ(dice->max, 9);
    EXPECT_NE(ruleset("time-for-heroes").unit_schema.find("cohesion"), nullptr);
}

TEST(PubBattles, CombatDiceAndTerrain) {
    const auto& dice = table("pub-battles", "combat-dice");
    EXPECT_EQ(cell(dice, row_where(dice, "piece", "Infantry"), "melee-dice"), "3");
    EXPECT_EQ(cell(dice, row_where(dice, "piece", "Infantry"), "fire-dice"), "2");
    EXPECT_EQ(cell(dice, row_where(dice, "piece", "Cavalry"), "fire-dice"), "0");
    const auto& chart = table("pub-battles", "terrain-effects");
    EXPECT_EQ(cell(chart, row_where(chart, "terrain", "Woods"), "combat"), "Cover for Defender.");
    EXPECT_EQ(cell(chart, row_where(chart, "terrain", "Marsh"), "movement"), "Reduced. No Artillery or Cavalry.");
}

TEST(PubBattles, QualityAndCommandRating) {
    const auto& schema = ruleset("pub-battles").unit_schema;
    const auto* quality = schema.find("quality");
    ASSERT_NE(quality, nullptr);
    EXPECT_EQ(quality->type, AttributeType::Enum);
    EXPECT_EQ(quality->choices, (std::vector<std::string>{"elite", "militia"}));
    const auto* rating = schema.find("command-rating");
    ASSERT_NE(rating, nullptr);
    EXPECT_EQ(rating->applies_to, std::vector<std::string>{"hq"});
    const auto& ratings = table("pub-battles", "command-ratings");
    EXPECT_EQ(cell(ratings, row_where(ratings, "side", "union"), "rating"), "3");
}

TEST(PubBattles, DetachmentsStayOffTheMapAndTheOptionalRulesAreScenarioOptions) {
    const auto& definition = ruleset("pub-battles");
    const auto& types = definition.unit_schema.unit_types;
    EXPECT_NE(std::find(types.begin(), types.end(), "detachment"), types.end());
    EXPECT_EQ(definition.unit_schema.off_map_types, std::vector<std::string>{"detachment"});
    std::vector<std::string> ids;
    for (const auto& option : definition.optional_rules) {
        ids.push_back(option.id);
        EXPECT_EQ(option.rule, "pub-battles " + option.name) << option.id;
        EXPECT_TRUE(option.needs.empty()) << option.id;
        EXPECT_EQ(option.unit_types, option.id == "baggage-trains" ? std::vector<std::string>{"baggage-train"} : std::vector<std::string>{})
            << option.id;
    }
    EXPECT_EQ(ids, (std::vector<std::string>{"hidden-reserves", "baggage-trains", "multi-player", "hq-alter", "written-orders"}));
    const auto& limits = table("pub-battles", "command-size-limits");
    EXPECT_EQ(cell(limits, row_where(limits, "limit", "Min"), "pieces"), "2");
    EXPECT_EQ(cell(limits, row_where(limits, "limit", "Max over the largest historical command"), "pieces"), "1");
}

TEST(PubBattles, ThreeDaysOfEightTurnsWithNightsBetween) {
    const auto& definition = ruleset("pub-battles");
    ASSERT_EQ(definition.turn_track.size(), 26u);
    EXPECT_EQ(definition.turn_track[0].label, "Day 1 Turn 1");
    EXPECT_EQ(definition.turn_track[8].label, "Day 1 Night");
    EXPECT_EQ(night_turn_numbers(definition), (std::vector<int>{9, 18}));
}

TEST(GettysburgSolitaire, TwentyTurnBattles) {
    const auto& definition = ruleset("gettysburg-solitaire");
    ASSERT_EQ(definition.turn_track.size(), 20u);
    EXPECT_EQ(definition.turn_track.back().label, "Turn 20");
    EXPECT_TRUE(night_turn_numbers(definition).empty());
}

TEST(GettysburgSolitaire, VictoryConditionsAndActivationMarkers) {
    const auto& conditions = table("gettysburg-solitaire", "victory-conditions");
    EXPECT_EQ(cell(conditions, row_where(conditions, "outcome", "Confederate strategic victory"), "condition"),
              "Rout V. Steinwehr formation by the end of turn 20.");
    const auto& markers = table("gettysburg-solitaire", "activation-markers");
    const auto battle = column_index(markers, "battle");
    auto markers_of = [&](std::string_view day) {
        return std::count_if(markers.rows.begin(), markers.rows.end(),
                             [&](const auto& row) { return row[battle] == day; });
    };
    EXPECT_EQ(markers_of("Jul 1"), 7);
    EXPECT_EQ(markers_of("Jul 2"), 7);
    EXPECT_NE(ruleset("gettysburg-solitaire").unit_schema.find("starting-units"), nullptr);
}
