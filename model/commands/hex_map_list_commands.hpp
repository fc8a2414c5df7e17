#pragma once
// Undoable edits of the lists a hex map keeps by id (places, objectives, edges): add an item, put
// a changed item in place of the one of its id, take an item out. Items are found by id on every
// apply and revert, never through a stored pointer. Below them, the edits built from gestures on
// those lists, worked out when applied.
#include "model/book.hpp"
#include "model/commands/command.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/fresh_ids.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace sandtable {

template <typename Item>
using HexMapList = std::vector<Item> HexMap::*;

// The part of the map each list is, for the change an edit of it makes.
[[nodiscard]] constexpr MapPart map_part_of(const NamedPlace*) { return MapPart::Places; }
[[nodiscard]] constexpr MapPart map_part_of(const HexObjective*) { return MapPart::Objectives; }
[[nodiscard]] constexpr MapPart map_part_of(const MapEdge*) { return MapPart::Edges; }

template <typename Item>
[[nodiscard]] ChangeSet list_changed(const std::string& map_id) {
    return ChangeSet().map_part(map_id, map_part_of(static_cast<const Item*>(nullptr)));
}

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
    AddToHexMap(std::string map, HexMapList<Item> list, Item item, std::string name)
        : map_(std::move(map)), list_(list), item_(std::move(item)), name_(std::move(name)) {}
    void apply(Book& book) override { (edited_hex_map(book, map_).*list_).push_back(item_); }
    void revert(Book& book) override {
        auto& items = edited_hex_map(book, map_).*list_;
        items.erase(item_with_id(items, item_.id));
    }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return list_changed<Item>(map_); }

private:
    std::string map_;
    HexMapList<Item> list_;
    Item item_;
    std::string name_;
};

// Swaps the item of the same id for the one given (a rename, new VP, a hex more or less).
template <typename Item>
class ReplaceInHexMap final : public Command {
public:
    ReplaceInHexMap(std::string map, HexMapList<Item> list, Item item, std::string name)
        : map_(std::move(map)), list_(list), item_(std::move(item)), name_(std::move(name)) {}
    void apply(Book& book) override { swap_item(book); }
    void revert(Book& book) override { swap_item(book); }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return list_changed<Item>(map_); }

private:
    void swap_item(Book& book) {
        auto& items = edited_hex_map(book, map_).*list_;
        std::swap(*item_with_id(items, item_.id), item_);
    }
    std::string map_;
    HexMapList<Item> list_;
    Item item_;
    std::string name_;
};

// Takes an item out; revert puts it back where it was, so the list's order survives undo.
template <typename Item>
class RemoveFromHexMap final : public Command {
public:
    RemoveFromHexMap(std::string map, HexMapList<Item> list, std::string id, std::string name)
        : map_(std::move(map)), list_(list), id_(std::move(id)), name_(std::move(name)) {}
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
    [[nodiscard]] ChangeSet changes() const override { return list_changed<Item>(map_); }

private:
    std::string map_;
    HexMapList<Item> list_;
    std::string id_;
    std::string name_;
    std::size_t index_ = 0;
    Item removed_;
};

[[nodiscard]] inline const HexMap* hex_map_in(const Book& book, const std::string& map_id) {
    const GameMap* map = book.map(map_id);
    return map != nullptr && map->kind == MapKind::Hex ? &map->hex : nullptr;
}

template <typename Item>
[[nodiscard]] const Item* item_by_id(const std::vector<Item>& items, const std::string& id) {
    const auto found = std::find_if(items.begin(), items.end(), [&](const Item& i) { return i.id == id; });
    return found != items.end() ? &*found : nullptr;
}

// Adds `item` under a fresh id made from `id_base`, picked when applied (created_id() gives it).
template <typename Item>
[[nodiscard]] Edit add_to_hex_map_with_fresh_id(std::string map_id, HexMapList<Item> list, Item item, std::string id_base,
                                                std::string name) {
    return make_edit(name, [map_id, list, item, id_base, name](const Book& book) mutable -> Resolution {
        item.id = fresh_id(book, id_base);
        std::string id = item.id;
        return {std::make_unique<AddToHexMap<Item>>(map_id, list, std::move(item), name), std::move(id)};
    });
}

// Changes the item of id `id` as `change` says, applied to the item as it is when the command is
// applied, so that several changes of one item compose in a transaction.
template <typename Item, typename Change>
[[nodiscard]] Edit change_in_hex_map(std::string map_id, HexMapList<Item> list, std::string id, std::string name, Change change) {
    return make_edit(name, [map_id, list, id, name, change](const Book& book) -> Resolution {
        const HexMap* map = hex_map_in(book, map_id);
        const Item* item = map != nullptr ? item_by_id(map->*list, id) : nullptr;
        if (item == nullptr) throw std::logic_error("no item " + id + " on map " + map_id);
        Item changed = *item;
        change(changed);
        return {std::make_unique<ReplaceInHexMap<Item>>(map_id, list, std::move(changed), name), {}};
    });
}

template <typename Item>
[[nodiscard]] Edit remove_from_hex_map(std::string map_id, HexMapList<Item> list, std::string id, std::string name) {
    return make_edit(name, [map_id, list, id, name](const Book&) {
        return Resolution{std::make_unique<RemoveFromHexMap<Item>>(map_id, list, id, name), {}};
    });
}

}  // namespace sandtable
