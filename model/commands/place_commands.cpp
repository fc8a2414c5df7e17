#include "model/commands/place_commands.hpp"

#include "model/book.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>
#include <vector>

namespace sandtable {

namespace {

// Appends an item (with an id) to one of a hex map's lists; revert takes it out again by its id.
template <typename Item>
class AddToHexMap final : public Command {
public:
    using List = std::vector<Item> HexMap::*;
    AddToHexMap(std::string map, List list, Item item, std::string name)
        : map_(std::move(map)), list_(list), item_(std::move(item)), name_(std::move(name)) {}
    void apply(Book& book) override { (hex_map(book).*list_).push_back(item_); }
    void revert(Book& book) override {
        auto& items = hex_map(book).*list_;
        items.erase(std::remove_if(items.begin(), items.end(), [&](const Item& i) { return i.id == item_.id; }), items.end());
    }
    [[nodiscard]] std::string name() const override { return name_; }

private:
    HexMap& hex_map(Book& book) const {
        GameMap* map = book.map(map_);
        if (map == nullptr || map->kind != MapKind::Hex) throw std::logic_error("no hex map " + map_);
        return map->hex;
    }
    std::string map_;
    List list_;
    Item item_;
    std::string name_;
};

}  // namespace

std::unique_ptr<Command> make_add_named_place(const std::string& map_id, NamedPlace place) {
    std::string name = fmt::format("Add Place {}", place.name);
    return std::make_unique<AddToHexMap<NamedPlace>>(map_id, &HexMap::places, std::move(place), std::move(name));
}

std::unique_ptr<Command> make_add_objective(const std::string& map_id, HexObjective objective) {
    std::string name = fmt::format("Make Objective {} ({} VP)", objective.name, objective.vp);
    return std::make_unique<AddToHexMap<HexObjective>>(map_id, &HexMap::objectives, std::move(objective), std::move(name));
}

}  // namespace sandtable
