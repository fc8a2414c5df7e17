#include "io/native/reader.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace sandtable::native {

namespace {

bool is_colour(std::string_view text) {
    return text.size() == 7 && text[0] == '#' &&
           std::all_of(text.begin() + 1, text.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
}

}  // namespace

std::string Reader::colour(pugi::xml_node node, const char* attribute, bool is_required) const {
    std::string text = is_required ? required(node, attribute) : optional(node, attribute);
    if (!text.empty() && !is_colour(text)) {
        fail(node, "load.bad-value", fmt::format("{}=\"{}\": expected #rrggbb, such as #2e7d32", attribute, text));
    }
    return text;
}

void Reader::read_reference_layers(pugi::xml_node node, GameMap& map) {
    if (!node) return;
    only_attributes(node, {});
    only_children(node, {"raster", "vector"});
    for (auto layer_node : node.children()) {
        if (layer_node.type() != pugi::node_element) continue;
        ReferenceLayer layer;
        const bool vector = std::string_view(layer_node.name()) == "vector";
        layer.kind = vector ? ReferenceLayerKind::Vector : ReferenceLayerKind::Raster;
        if (vector) {
            only_attributes(layer_node, {"id", "name", "path", "layer", "visible", "opacity", "style-by"});
            only_children(layer_node, {"style"});
        } else {
            only_attributes(layer_node, {"id", "name", "path", "visible", "opacity", "stretch", "clip", "hillshade"});
            only_children(layer_node, {});
        }
        layer.id = declare_id(layer_node);
        layer.name = required(layer_node, "name");
        layer.path = required(layer_node, "path");
        if (layer.path.empty()) fail(layer_node, "load.bad-value", fmt::format("path=\"\" on layer \"{}\": expected a file", layer.id));
        layer.visible = flag(layer_node, "visible", true);
        if (layer_node.attribute("opacity")) {
            layer.opacity = number(layer_node, "opacity");
            if (layer.opacity < 0.0 || layer.opacity > 1.0) {
                fail(layer_node, "load.bad-value",
                     fmt::format("opacity=\"{}\" on layer \"{}\": expected a number from 0 to 1", optional(layer_node, "opacity"), layer.id));
            }
        }
        if (!vector) {
            const std::string stretch = optional(layer_node, "stretch");
            if (stretch == "percent-clip") {
                layer.look.stretch = RasterStretch::PercentClip;
            } else if (!stretch.empty() && stretch != "min-max") {
                fail(layer_node, "load.bad-value",
                     fmt::format("stretch=\"{}\" on layer \"{}\": expected min-max or percent-clip", stretch, layer.id));
            }
            if (layer_node.attribute("clip")) {
                layer.look.clip_percent = number(layer_node, "clip");
                if (!(layer.look.clip_percent >= 0.0 && layer.look.clip_percent < 50.0)) {
                    fail(layer_node, "load.bad-value",
                         fmt::format("clip=\"{}\" on layer \"{}\": expected a percentage from 0 to under 50, such as 2",
                                     optional(layer_node, "clip"), layer.id));
                }
            }
            layer.look.hillshade = flag(layer_node, "hillshade", false);
        }
        if (vector) {
            layer.source_layer = optional(layer_node, "layer");
            layer.style_attribute = optional(layer_node, "style-by");
            for (auto style_node : layer_node.children("style")) {
                only_attributes(style_node, {"value", "stroke", "fill", "width"});
                only_children(style_node, {});
                VectorStyle style;
                style.value = optional(style_node, "value");
                if (style_node.attribute("stroke")) style.stroke = colour(style_node, "stroke", true);
                style.fill = colour(style_node, "fill", false);
                if (style_node.attribute("width")) {
                    style.width = number(style_node, "width");
                    if (style.width < 0.0 || style.width > 100.0) {
                        fail(style_node, "load.bad-value",
                             fmt::format("width=\"{}\": expected a stroke width from 0 to 100 pixels", optional(style_node, "width")));
                    }
                }
                for (const auto& other : layer.styles) {
                    if (other.value == style.value) {
                        fail(style_node, "load.duplicate-id",
                             fmt::format("layer \"{}\" has two styles for the value \"{}\"", layer.id, style.value));
                    }
                }
                layer.styles.push_back(std::move(style));
            }
        }
        map.layers.push_back(std::move(layer));
    }
}

}  // namespace sandtable::native
