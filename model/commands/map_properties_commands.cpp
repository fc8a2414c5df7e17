#include "model/commands/map_properties_commands.hpp"

#include "model/printed_sizes.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

class SetMapProperties final : public Command {
public:
    SetMapProperties(std::string step, std::string map_id, MapProperties properties)
        : step_(std::move(step)), map_id_(std::move(map_id)), properties_(std::move(properties)) {}
    void apply(Book& book) override { swap(book); }
    void revert(Book& book) override { swap(book); }
    [[nodiscard]] std::string name() const override { return step_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().map_part(map_id_, MapPart::Properties); }

private:
    void swap(Book& book) {
        GameMap* map = book.map(map_id_);
        if (map == nullptr) throw std::logic_error("no map " + map_id_);
        std::swap(map->name, properties_.name);
        std::swap(map->crs, properties_.crs);
        std::swap(map->units, properties_.units);
        std::swap(map->hex.printed_hex_mm, properties_.printed_hex_mm);
    }
    std::string step_;
    std::string map_id_;
    MapProperties properties_;
};

}  // namespace

MapProperties properties_of(const GameMap& map) { return {map.name, map.crs, map.units, map.hex.printed_hex_mm}; }

Edit make_set_map_properties(const Book& book, const std::string& map_id, MapProperties properties) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) return refused(fmt::format("There is no map '{}'.", map_id));
    properties.name = std::string(trim(properties.name));
    properties.crs = std::string(trim(properties.crs));
    if (properties.name.empty()) return refused("The map needs a name.");
    constexpr std::array<std::string_view, 4> kUnits = {"px", "mm", "in", "m"};
    if (std::find(kUnits.begin(), kUnits.end(), properties.units) == kUnits.end()) {
        return refused(fmt::format("Map units are px, mm, in or m, not \"{}\".", properties.units));
    }
    if (!properties.crs.empty() && properties.units != "m") {
        return refused(fmt::format("A map with a CRS is in metres of it, not in {}.", properties.units));
    }
    if (properties.printed_hex_mm) {
        if (map->kind != MapKind::Hex) return refused("Only a hex map has a printed hex size.");
        if (Status sensible = check_printed_size_mm(*properties.printed_hex_mm); !sensible) {
            return refused(fmt::format("The printed hex size: {}.", sensible.error()));
        }
    }
    if (properties == properties_of(*map)) return refused(fmt::format("{} has these properties already.", map->name));
    const std::string step = fmt::format("Set properties of {}", map->name.empty() ? map_id : map->name);
    return make_edit(step, [map_id, properties, step](const Book&) -> Resolution {
        return {std::make_unique<SetMapProperties>(step, map_id, properties), {}};
    });
}

}  // namespace sandtable
