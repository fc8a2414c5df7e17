#include "model/commands/hex_commands.hpp"

#include "model/book.hpp"
#include "model/hex/hexside.hpp"

#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

HexMap& hex_map_of(Book& book, const std::string& id) {
    GameMap* map = book.map(id);
    if (map == nullptr || map->kind != MapKind::Hex) throw std::logic_error("no hex map " + id);
    return map->hex;
}

class SetHexTerrain final : public Command {
public:
    SetHexTerrain(std::string map, HexCoord hex, TerrainMask mask, std::string label)
        : map_(std::move(map)), hex_(hex), mask_(mask), label_(std::move(label)) {}
    void apply(Book& book) override { swap_mask(book); }
    void revert(Book& book) override { swap_mask(book); }
    [[nodiscard]] std::string name() const override { return fmt::format("Set terrain of {}", label_); }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().hex(map_, hex_); }

private:
    void swap_mask(Book& book) {
        HexMap& map = hex_map_of(book, map_);
        const auto index = map.index_of(hex_);
        if (!index) throw std::logic_error("hex " + label_ + " is off the map");
        const TerrainMask previous = map.terrain[*index];
        map.terrain.set(*index, mask_);
        mask_ = previous;
    }
    std::string map_;
    HexCoord hex_;
    TerrainMask mask_;
    std::string label_;
};

class SetHexsideFeatures final : public Command {
public:
    SetHexsideFeatures(std::string map, HexsideKey side, TerrainMask mask) : map_(std::move(map)), side_(side), mask_(mask) {}
    void apply(Book& book) override { swap_mask(book); }
    void revert(Book& book) override { swap_mask(book); }
    [[nodiscard]] std::string name() const override { return "Set hexside features"; }
    [[nodiscard]] ChangeSet changes() const override {
        const auto [a, b] = hexside_hexes(side_);
        return ChangeSet().hex(map_, a).hex(map_, b);
    }

private:
    void swap_mask(Book& book) {
        auto& features = hex_map_of(book, map_).hexside_features;
        const TerrainMask previous = features.mask(side_);
        features.set(side_, mask_);
        mask_ = previous;
    }
    std::string map_;
    HexsideKey side_;
    TerrainMask mask_;
};

}  // namespace

std::unique_ptr<Command> make_set_hex_terrain(const std::string& map_id, HexCoord hex, TerrainMask mask, std::string label) {
    return std::make_unique<SetHexTerrain>(map_id, hex, mask, std::move(label));
}

std::unique_ptr<Command> make_set_hexside_features(const std::string& map_id, HexsideKey side, TerrainMask mask) {
    return std::make_unique<SetHexsideFeatures>(map_id, side, mask);
}

}  // namespace sandtable
