#pragma once
// Internal to the native format: the reader's shared state and helpers. reader.cpp reads the
// root, metadata, turn track, rules data and acknowledgements; each read_*.cpp file another part
// of the book. Errors throw ReadFailure with the offset of the node at fault, and read() turns
// the first one into the book's one load error, with its line and column.
#include "io/native/book_file.hpp"
#include "io/text_position.hpp"
#include "model/rulesets/ruleset_definition.hpp"
#include "model/text.hpp"

#include <initializer_list>
#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <unordered_set>

namespace sandtable::native {

struct ReadFailure {
    std::ptrdiff_t offset;
    std::string code;
    std::string message;
};

class Reader {
public:
    Reader(std::string xml, std::string file);
    LoadResult read();

    // helpers shared by the parts
    [[noreturn]] void fail(pugi::xml_node at, std::string code, std::string message) const;
    void only_attributes(pugi::xml_node node, std::initializer_list<std::string_view> allowed) const;
    void only_children(pugi::xml_node node, std::initializer_list<std::string_view> allowed) const;
    void at_most_once(pugi::xml_node node, std::initializer_list<const char*> names) const;
    [[nodiscard]] std::string required(pugi::xml_node node, const char* attribute) const;
    [[nodiscard]] std::string optional(pugi::xml_node node, const char* attribute) const;
    // Reads a new object's id: present, well formed, unique in the book; remembers its line.
    std::string declare_id(pugi::xml_node node);
    // Remembers where something without an id of its own was written ("placement:SCENARIO:UNIT").
    void remember_line(const std::string& key, pugi::xml_node node);
    [[nodiscard]] long long integer(pugi::xml_node node, const char* attribute, long long min, long long max) const;
    [[nodiscard]] long long integer_or(pugi::xml_node node, const char* attribute, long long fallback, long long min,
                                       long long max) const;
    [[nodiscard]] double number(pugi::xml_node node, const char* attribute) const;
    // A printed size in millimetres (model/printed_sizes.hpp).
    [[nodiscard]] double printed_size_mm(pugi::xml_node node, const char* attribute) const;
    [[nodiscard]] bool flag(pugi::xml_node node, const char* attribute, bool fallback) const;
    // A #rrggbb colour; an absent optional attribute reads as empty.
    [[nodiscard]] std::string colour(pugi::xml_node node, const char* attribute, bool is_required) const;
    [[nodiscard]] std::vector<std::string> id_list(pugi::xml_node node, const char* attribute, bool required) const;
    // Chits as SIDE:COMMAND, or a command alone (a chit from version 1 without a side).
    [[nodiscard]] std::vector<Chit> chit_list(pugi::xml_node node, const char* attribute, bool required) const;
    // Refuses what a file of an earlier version cannot hold: `what` names it ("with=").
    void needs_version(pugi::xml_node node, int version, std::string_view what) const;
    [[nodiscard]] std::string text_of(pugi::xml_node node) const;
    [[nodiscard]] int line_of(pugi::xml_node node) const;

    // parts
    void read_metadata(pugi::xml_node node);
    void read_turn_track(pugi::xml_node node);
    void read_maps(pugi::xml_node node);
    void read_hex_map(pugi::xml_node node, GameMap& map);
    void read_freeform_map(pugi::xml_node node, GameMap& map);
    // The points of an element's text ("x,y x,y ..."); a bad one fails at its own line and column.
    [[nodiscard]] std::vector<MapPoint> coordinates(pugi::xml_node element) const;
    void read_reference_layers(pugi::xml_node node, GameMap& map);
    void read_forces(pugi::xml_node node);
    void read_rules_data(pugi::xml_node node);
    void read_scenarios(pugi::xml_node node);
    void read_acknowledgements(pugi::xml_node node);
    void check_scenario_references();

    [[nodiscard]] HexCoord hex_label(pugi::xml_node node, const char* attribute, const HexMap& map, std::string_view label) const;
    [[nodiscard]] std::vector<HexCoord> hex_list(pugi::xml_node node, const char* attribute, const HexMap& map) const;

    Book book;
    const RulesetDefinition* ruleset = nullptr;
    int file_version = kBookFormatVersion;

private:
    std::string xml_;  // parsed in place: the DOM points into it
    std::string file_;
    LineIndex lines_;
    SourceIndex sources_;
    std::unordered_set<std::string> ids_;

public:
    // Hex labels in scenarios are checked once every scenario is read, against the map that the
    // scenario (or the scenario it extends) is played on.
    struct PendingLabel {
        pugi::xml_node node;
        std::string scenario;
        std::string label;
    };
    std::vector<PendingLabel> pending_labels;
    struct PendingPoint {
        pugi::xml_node node;
        std::string scenario;
    };
    std::vector<PendingPoint> pending_points;
    // The map a scenario is played on: its own, or the nearest one up its variant chain.
    [[nodiscard]] const GameMap* map_of_scenario(const std::string& id) const;
    std::vector<std::pair<std::string, pugi::xml_node>> scenario_nodes;
};

}  // namespace sandtable::native
