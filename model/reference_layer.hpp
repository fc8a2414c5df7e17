#pragma once
// Pictures and vector data a map is drawn over: scans, aerial photos and GeoTIFFs read through
// GDAL, and GeoJSON, GeoPackage, Shapefile, KML or CSV layers read through OGR. The book keeps
// only where they are and how they are shown; the files stay outside it.
#include <string>
#include <vector>

namespace sandtable {

enum class ReferenceLayerKind { Raster, Vector };

// How the features of a vector layer whose style attribute has `value` are drawn; a style with
// an empty value draws every feature no other style matches.
struct VectorStyle {
    std::string value;
    std::string stroke = "#404040";  // #rrggbb
    std::string fill;                // #rrggbb, or empty for no fill
    double width = 1.0;              // stroke width in device pixels
    friend bool operator==(const VectorStyle&, const VectorStyle&) = default;
};

struct ReferenceLayer {
    std::string id;
    std::string name;
    ReferenceLayerKind kind = ReferenceLayerKind::Raster;
    // Relative to the book's folder with '/' between folders (absolute paths are kept as given).
    std::string path;
    std::string source_layer;  // vector only: the layer of the dataset to draw; empty for its first
    bool visible = true;
    double opacity = 1.0;  // 0 (hidden) to 1 (opaque)
    std::string style_attribute;  // vector only: the attribute whose value picks a style
    std::vector<VectorStyle> styles;
    friend bool operator==(const ReferenceLayer&, const ReferenceLayer&) = default;

    // The style that draws a feature whose style attribute has this value.
    [[nodiscard]] const VectorStyle& style_for(std::string_view value) const;
};

}  // namespace sandtable
