#include "io/tmx/tmx_reader.hpp"

#include "io/file_bytes.hpp"
#include "io/text_position.hpp"
#include "io/tmx/tmx_layer_data.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <pugixml.hpp>

namespace sandtable {

const TmxTileset* TmxDocument::tileset_of(std::uint32_t gid) const {
    const TmxTileset* found = nullptr;
    for (const TmxTileset& set : tilesets) {
        if (static_cast<std::uint32_t>(set.first_gid) <= gid) found = &set;
    }
    return found;
}

namespace {

// One XML file being read: its text for line numbers and its name for messages.
class XmlFile {
public:
    static Outcome<XmlFile> open(const std::filesystem::path& path) {
        auto bytes = read_file_bytes(path);
        if (!bytes) return failure(fmt::format("{}: cannot read the file", path.string()));
        XmlFile file(path, std::move(*bytes));
        const pugi::xml_parse_result parsed = file.doc_.load_buffer(file.text_.data(), file.text_.size());
        if (!parsed) return failure(fmt::format("{}: not well-formed XML: {}", file.where(parsed.offset), parsed.description()));
        return file;
    }
    XmlFile(XmlFile&&) = default;

    [[nodiscard]] const pugi::xml_document& doc() const { return doc_; }
    [[nodiscard]] int line_of(pugi::xml_node node) const { return index_.position(node.offset_debug()).line; }
    [[nodiscard]] std::string where(std::ptrdiff_t offset) const {
        const TextPosition at = index_.position(offset);
        return fmt::format("{}:{}:{}", path_.string(), at.line, at.column);
    }
    [[nodiscard]] std::string where(pugi::xml_node node) const { return fmt::format("{}:{}", path_.string(), line_of(node)); }
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

private:
    XmlFile(std::filesystem::path path, std::string text) : path_(std::move(path)), text_(std::move(text)), index_(text_) {}
    std::filesystem::path path_;
    std::string text_;
    LineIndex index_;
    pugi::xml_document doc_;
};

Outcome<int> whole_number(const XmlFile& file, pugi::xml_node node, const char* name, bool required = true) {
    const pugi::xml_attribute attribute = node.attribute(name);
    if (!attribute) {
        if (!required) return 0;
        return failure(fmt::format("{}: <{}> has no {}=\"...\"", file.where(node), node.name(), name));
    }
    const std::string text = attribute.value();
    std::size_t used = 0;
    int value = 0;
    try {
        value = std::stoi(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != text.size()) {
        return failure(fmt::format("{}: <{}> {}=\"{}\": expected a whole number", file.where(node), node.name(), name, text));
    }
    return value;
}

TmxProperties read_properties(pugi::xml_node owner) {
    TmxProperties properties;
    for (pugi::xml_node property : owner.child("properties").children("property")) {
        const pugi::xml_attribute value = property.attribute("value");
        properties[property.attribute("name").value()] = value ? value.value() : property.text().get();
    }
    return properties;
}

Status read_tileset_tiles(pugi::xml_node node, TmxTileset& set) {
    if (set.name.empty()) set.name = node.attribute("name").value();
    set.tile_count = node.attribute("tilecount").as_int(set.tile_count);
    for (pugi::xml_node tile : node.children("tile")) {
        TmxProperties properties = read_properties(tile);
        if (!properties.empty()) set.tiles[tile.attribute("id").as_int()] = std::move(properties);
    }
    return {};
}

Outcome<TmxTileset> read_tileset(const XmlFile& file, pugi::xml_node node) {
    TmxTileset set;
    auto first = whole_number(file, node, "firstgid");
    if (!first) return failure(first.error());
    set.first_gid = *first;
    const std::string source = node.attribute("source").value();
    if (source.empty()) {
        (void)read_tileset_tiles(node, set);
        return set;
    }
    auto external = XmlFile::open(file.path().parent_path() / source);
    if (!external) return failure(fmt::format("{}: tileset \"{}\": {}", file.where(node), source, external.error()));
    const pugi::xml_node root = external->doc().child("tileset");
    if (!root) return failure(fmt::format("{}: expected a <tileset> element", external->path().string()));
    (void)read_tileset_tiles(root, set);
    return set;
}

Outcome<TmxTileLayer> read_tile_layer(const XmlFile& file, pugi::xml_node node, const TmxDocument& map) {
    TmxTileLayer layer;
    layer.name = node.attribute("name").value();
    layer.line = file.line_of(node);
    layer.properties = read_properties(node);
    const pugi::xml_node data = node.child("data");
    if (!data) return failure(fmt::format("{}: layer \"{}\" has no <data>", file.where(node), layer.name));
    if (data.child("chunk")) {
        return failure(fmt::format("{}: layer \"{}\" is in chunks (an infinite map); save the map as a finite one in Tiled first",
                                   file.where(data), layer.name));
    }
    const std::size_t cells = static_cast<std::size_t>(map.width) * static_cast<std::size_t>(map.height);
    const std::string encoding = data.attribute("encoding").value();
    if (encoding.empty()) {  // the oldest form: one <tile gid=""/> a cell
        for (pugi::xml_node tile : data.children("tile")) layer.gids.push_back(static_cast<std::uint32_t>(tile.attribute("gid").as_ullong()));
        if (layer.gids.size() != cells) {
            return failure(fmt::format("{}: layer \"{}\" has {} <tile> elements; the map has {} cells", file.where(data), layer.name,
                                       layer.gids.size(), cells));
        }
    } else {
        auto gids = decode_layer_data(encoding, data.attribute("compression").value(), data.text().get(), cells);
        if (!gids) return failure(fmt::format("{}: layer \"{}\": {}", file.where(data), layer.name, gids.error()));
        layer.gids = std::move(*gids);
    }
    for (std::uint32_t& gid : layer.gids) gid &= kTmxGidMask;
    return layer;
}

TmxObjectLayer read_object_layer(const XmlFile& file, pugi::xml_node node) {
    TmxObjectLayer layer;
    layer.name = node.attribute("name").value();
    layer.properties = read_properties(node);
    for (pugi::xml_node element : node.children("object")) {
        TmxObject object;
        object.id = element.attribute("id").as_int();
        object.name = element.attribute("name").value();
        object.type = element.attribute("type") ? element.attribute("type").value() : element.attribute("class").value();
        object.x = element.attribute("x").as_double();
        object.y = element.attribute("y").as_double();
        object.line = file.line_of(element);
        object.properties = read_properties(element);
        layer.objects.push_back(std::move(object));
    }
    return layer;
}

Status read_layers(const XmlFile& file, pugi::xml_node parent, TmxDocument& map) {
    for (pugi::xml_node node : parent.children()) {
        const std::string_view name = node.name();
        if (name == "layer") {
            auto layer = read_tile_layer(file, node, map);
            if (!layer) return failure(layer.error());
            map.tile_layers.push_back(std::move(*layer));
        } else if (name == "objectgroup") {
            map.object_layers.push_back(read_object_layer(file, node));
        } else if (name == "group") {
            if (Status read = read_layers(file, node, map); !read) return read;
        }
    }
    return {};
}

}  // namespace

Outcome<TmxDocument> read_tmx(const std::filesystem::path& path) {
    auto file = XmlFile::open(path);
    if (!file) return failure(file.error());
    const pugi::xml_node root = file->doc().child("map");
    if (!root) return failure(fmt::format("{}: expected a Tiled map: a <map> element at the top", path.string()));
    TmxDocument map;
    map.orientation = root.attribute("orientation").value();
    for (auto [name, value] : {std::pair{"width", &map.width}, {"height", &map.height}, {"tilewidth", &map.tile_width}, {"tileheight", &map.tile_height}}) {
        auto number = whole_number(*file, root, name);
        if (!number) return failure(number.error());
        if (*number <= 0) return failure(fmt::format("{}: <map> {}=\"{}\": expected a positive whole number", file->where(root), name, *number));
        *value = *number;
    }
    auto side = whole_number(*file, root, "hexsidelength", false);
    if (!side) return failure(side.error());
    map.hex_side_length = *side;
    map.stagger_axis = root.attribute("staggeraxis").value();
    map.stagger_index = root.attribute("staggerindex").value();
    if (root.attribute("infinite").as_int() != 0) {
        return failure(fmt::format("{}: an infinite map: save the map as a finite one in Tiled first", file->where(root)));
    }
    map.properties = read_properties(root);
    for (pugi::xml_node node : root.children("tileset")) {
        auto set = read_tileset(*file, node);
        if (!set) return failure(set.error());
        map.tilesets.push_back(std::move(*set));
    }
    std::sort(map.tilesets.begin(), map.tilesets.end(), [](const TmxTileset& a, const TmxTileset& b) { return a.first_gid < b.first_gid; });
    if (Status read = read_layers(*file, root, map); !read) return failure(read.error());
    return map;
}

}  // namespace sandtable
