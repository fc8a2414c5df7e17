#pragma once
// Undoable edits of the lists a hex map keeps by id (places, objectives, edges): add an item, put
// a changed item in place of the one of its id, take an item out. Items are found by id on every
// apply and revert, never through a stored pointer.
#include "model/book.hpp"
#include "model/commands/command.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace sandtable {

template <typename Item>
using HexMapList = std::vector<Item> HexMap::*;

[[nodiscard]] inline HexMap& edited_hex_map(Book& book, const std::string& map_id) {
    GameMap* map = book.map(map_id);
    if (map == nullptr || map->kind != MapKind::Hex) throw std::logic_error("no hex map " + map_id);
    return map->hex;
}

template <typename Item>
[[nodiscard]] typename std::vector<Item>::iterator item_with_id(std::vector<Item>& items, const std::string& id) {
    auto found = std::find_if(items.begin(), items.end(), [&](const Item& i) { return i.id == id; });
    if (found == items.end()) throw std::logic_error("no item " + id);
    return found;
}

// Appends an item; revert takes it out again by its id.
template <typename Item>
class AddToHexMap final : public Command {
public:
    AddToHexMap(std::string map, HexMapList<Item> list, MapPart part, Item item, std::string name)
        : map_(std::move(map)), list_(list), part_(part), item_(std::move(item)), name_(std::move(name)) {}
    void apply(Book& book) override { (edited_hex_map(book, map_).*list_).push_back(item_); }
    void revert(Book& book) override {
        auto& items = edited_hex_map(book, map_).*list_;
        items.erase(item_with_id(items, item_.id));
    }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().map_part(map_, part_); }

private:
    std::string map_;
    HexMapList<Item> list_;
    MapPart part_;
    Item item_;
    std::string name_;
};

// Swaps the item of the same id for the one given (a rename, new VP, a hex more or less).
template <typename Item>
class ReplaceInHexMap final : public Command {
public:
    ReplaceInHexMap(std::string map, HexMapList<Item> list, MapPart part, Item item, std::string name)
        : map_(std::move(map)), list_(list), part_(part), item_(std::move(item)), name_(std::move(name)) {}
    void apply(Book& book) override { swap_item(book); }
    void revert(Book& book) override { swap_item(book); }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().map_part(map_, part_); }

private:
    void swap_item(Book& book) {
        auto& items = edited_hex_map(book, map_).*list_;
        std::swap(*item_with_id(items, item_.id), item_);
    }
    std::string map_;
    HexMapList<Item> list_;
    MapPart part_;
    Item item_;
    std::string name_;
};

// Takes an item out; revert puts it back where it was, so the list's order survives undo.
template <typename Item>
class RemoveFromHexMap final : public Command {
public:
    RemoveFromHexMap(std::string map, HexMapList<Item> list, MapPart part, std::string id, std::string name)
        : map_(std::move(map)), list_(list), part_(part), id_(std::move(id)), name_(std::move(name)) {}
    void apply(Book& book) override {
        auto& items = edited_hex_map(book, map_).*list_;
        const auto found = item_with_id(items, id_);
        index_ = static_cast<std::size_t>(found - items.begin());
        removed_ = std::move(*found);
        items.erase(found);
    }
    void revert(Book& book) override {
        auto& items = edited_hex_map(book, map_).*list_;
        items.insert(items.begin() + static_cast<std::ptrdiff_t>(std::min(index_, items.size())), removed_);
    }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().map_part(map_, part_); }

private:
    std::string map_;
    HexMapList<Item> list_;
    MapPart part_;
    std::string id_;
    std::string name_;
    std::size_t index_ = 0;
    Item removed_;
};

}  // namespace sandtable
