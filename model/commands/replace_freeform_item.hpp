#pragma once
// The one command every edit of a free-form map's items comes down to: put an item (an area, a
// line, a point, a named location, an entry edge) in the place of the one of its id, take it out,
// or add it (last); and back again on revert, an item taken out going back to its place. The
// change names the map-space rectangle the item covered before and covers after.
#include "model/book.hpp"
#include "model/commands/command.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace sandtable {

template <typename Item>
std::vector<Item>& freeform_items(FreeformMap& map);
template <>
inline std::vector<TerrainArea>& freeform_items<TerrainArea>(FreeformMap& map) { return map.areas; }
template <>
inline std::vector<LineFeature>& freeform_items<LineFeature>(FreeformMap& map) { return map.lines; }
template <>
inline std::vector<PointFeature>& freeform_items<PointFeature>(FreeformMap& map) { return map.points; }
template <>
inline std::vector<NamedLocation>& freeform_items<NamedLocation>(FreeformMap& map) { return map.locations; }
template <>
inline std::vector<BorderStretch>& freeform_items<BorderStretch>(FreeformMap& map) { return map.edges; }

template <typename Item>
class ReplaceFreeformItem final : public Command {
public:
    ReplaceFreeformItem(std::string name, std::string map, std::string id, std::optional<Item> before, std::optional<Item> after,
                        std::optional<MapRect> touched)
        : name_(std::move(name)), map_(std::move(map)), id_(std::move(id)), before_(std::move(before)), after_(std::move(after)),
          touched_(touched) {}
    void apply(Book& book) override { put(book, after_); }
    void revert(Book& book) override { put(book, before_); }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return touched_ ? ChangeSet().map_area(map_, *touched_) : ChangeSet(); }

private:
    void put(Book& book, const std::optional<Item>& value) {
        GameMap* map = book.map(map_);
        if (map == nullptr || map->kind != MapKind::Freeform) throw std::logic_error("no free-form map " + map_);
        std::vector<Item>& items = freeform_items<Item>(map->freeform);
        auto it = std::find_if(items.begin(), items.end(), [&](const Item& item) { return item.id == id_; });
        if (!value) {
            if (it == items.end()) throw std::logic_error("no item " + id_);
            // Undone, the item goes back where it was: the order is the drawing order.
            position_ = static_cast<std::size_t>(it - items.begin());
            items.erase(it);
        } else if (it == items.end()) {
            const std::size_t at = std::min(position_.value_or(items.size()), items.size());
            items.insert(items.begin() + static_cast<std::ptrdiff_t>(at), *value);
        } else {
            *it = *value;
        }
    }
    std::string name_;
    std::string map_;
    std::string id_;
    std::optional<Item> before_;
    std::optional<Item> after_;
    std::optional<MapRect> touched_;
    std::optional<std::size_t> position_;  // where the item stood before it was taken out
};

}  // namespace sandtable
