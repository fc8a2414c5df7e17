#include "editor/layer_edits.hpp"

#include "model/commands/change_value.hpp"

#include <algorithm>

namespace sandtable::editor {

namespace {

std::unique_ptr<Command> set_layers(const std::string& map_id, std::vector<ReferenceLayer> layers, std::string name) {
    return std::make_unique<ChangeValue<std::vector<ReferenceLayer>>>(
        std::move(name),
        [map_id](Book& book) -> std::vector<ReferenceLayer>* {
            GameMap* map = book.map(map_id);
            return map != nullptr ? &map->layers : nullptr;
        },
        std::move(layers));
}

}  // namespace

std::unique_ptr<Command> add_reference_layer(const Book& book, const std::string& map_id, ReferenceLayer layer) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) return nullptr;
    std::vector<ReferenceLayer> layers = map->layers;
    const std::string name = "Add layer " + layer.name;
    layers.push_back(std::move(layer));
    return set_layers(map_id, std::move(layers), name);
}

std::unique_ptr<Command> remove_reference_layer(const Book& book, const std::string& map_id, const std::string& layer_id) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) return nullptr;
    std::vector<ReferenceLayer> layers = map->layers;
    auto it = std::find_if(layers.begin(), layers.end(), [&](const ReferenceLayer& l) { return l.id == layer_id; });
    if (it == layers.end()) return nullptr;
    const std::string name = "Delete layer " + it->name;
    layers.erase(it);
    return set_layers(map_id, std::move(layers), name);
}

std::unique_ptr<Command> change_reference_layer(const Book& book, const std::string& map_id, ReferenceLayer changed, std::string what) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) return nullptr;
    std::vector<ReferenceLayer> layers = map->layers;
    auto it = std::find_if(layers.begin(), layers.end(), [&](const ReferenceLayer& l) { return l.id == changed.id; });
    if (it == layers.end() || *it == changed) return nullptr;
    const std::string name = "Set " + what + " of layer " + changed.name;
    *it = std::move(changed);
    return set_layers(map_id, std::move(layers), name);
}

}  // namespace sandtable::editor
