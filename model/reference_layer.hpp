#pragma once
// Pictures and vector data a map is drawn over: scans, aerial photos and GeoTIFFs read through
// GDAL, and GeoJSON, GeoPackage, Shapefile, KML or CSV layers read through OGR. The book keeps
// only where they are and how they are shown; the files stay outside it.
#include <string>
#include <vector>

namespace sandtable {

enum class ReferenceLayerKind { Raster, Vector };

// How a raster of more than 8 bits a sample (a 16-bit scan, an elevation model in metres) is
// brought onto 0-255: from its least to its greatest sample, or with a share of the samples at
// each end clipped, so that a few outliers do not leave the rest grey.
enum class RasterStretch { MinMax, PercentClip };

// How a raster layer is drawn: its colours as GDAL reads them (stretched when more than 8 bits),
// or, for a single-band elevation model, as a hillshade lit from the north-west.
struct RasterLook {
    RasterStretch stretch = RasterStretch::MinMax;
    double clip_percent = 2.0;  // PercentClip: this share of the samples at each end, 0 to 49
    bool hillshade = false;
    friend bool operator==(const RasterLook&, const RasterLook&) = default;
};

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
    RasterLook look;  // raster only
    friend bool operator==(const ReferenceLayer&, const ReferenceLayer&) = default;

    // The style that draws a feature whose style attribute has this value.
    [[nodiscard]] const VectorStyle& style_for(std::string_view value) const;
};

}  // namespace sandtable
