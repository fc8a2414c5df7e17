#include "model/commands/layer_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"
#include "model/fresh_ids.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

using Layers = std::vector<ReferenceLayer>;

std::unique_ptr<Command> set_layers(const std::string& map_id, Layers layers, std::string name) {
    return std::make_unique<ChangeValue<Layers>>(
        std::move(name),
        [map_id](Book& book) -> Layers* {
            GameMap* map = book.map(map_id);
            return map != nullptr ? &map->layers : nullptr;
        },
        std::move(layers), ChangeSet().map_part(map_id, MapPart::Layers));
}

const Layers& layers_of(const Book& book, const std::string& map_id) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) throw std::logic_error("no map " + map_id);
    return map->layers;
}

template <typename Items>
auto find_layer(Items& layers, const std::string& id) {
    return std::find_if(layers.begin(), layers.end(), [&](const ReferenceLayer& l) { return l.id == id; });
}

std::string no_map(const std::string& map_id) { return fmt::format("The book has no map '{}'.", map_id); }
std::string no_layer(const std::string& map_id, const std::string& layer_id) {
    return fmt::format("Map '{}' has no layer '{}'.", map_id, layer_id);
}

}  // namespace

Edit make_add_reference_layer(const Book& book, const std::string& map_id, ReferenceLayer layer) {
    if (book.map(map_id) == nullptr) return refused(no_map(map_id));
    const std::string name = "Add layer " + layer.name;
    return make_edit(name, [map_id, layer, name](const Book& now) mutable -> Resolution {
        Layers layers = layers_of(now, map_id);
        layer.id = fresh_id(now, layer.id);
        std::string id = layer.id;
        layers.push_back(std::move(layer));
        return {set_layers(map_id, std::move(layers), name), std::move(id)};
    });
}

Edit make_remove_reference_layer(const Book& book, const std::string& map_id, const std::string& layer_id) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) return refused(no_map(map_id));
    const auto found = find_layer(map->layers, layer_id);
    if (found == map->layers.end()) return refused(no_layer(map_id, layer_id));
    const std::string name = "Delete layer " + found->name;
    return make_edit(name, [map_id, layer_id, name](const Book& now) -> Resolution {
        Layers layers = layers_of(now, map_id);
        const auto it = find_layer(layers, layer_id);
        if (it == layers.end()) throw std::logic_error(no_layer(map_id, layer_id));
        layers.erase(it);
        return {set_layers(map_id, std::move(layers), name), {}};
    });
}

Edit make_change_reference_layer(const Book& book, const std::string& map_id, ReferenceLayer changed, const std::string& what) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) return refused(no_map(map_id));
    const auto found = find_layer(map->layers, changed.id);
    if (found == map->layers.end()) return refused(no_layer(map_id, changed.id));
    if (*found == changed) return refused("Nothing changes.");
    const std::string name = "Set " + what + " of layer " + changed.name;
    return make_edit(name, [map_id, changed, name](const Book& now) -> Resolution {
        Layers layers = layers_of(now, map_id);
        const auto it = find_layer(layers, changed.id);
        if (it == layers.end()) throw std::logic_error(no_layer(map_id, changed.id));
        *it = changed;
        return {set_layers(map_id, std::move(layers), name), {}};
    });
}

}  // namespace sandtable
