#include "io/imagery/geotiff_render.hpp"

#include "io/atomic_file.hpp"
#include "io/gdal/dataset.hpp"
#include "io/gdal/ogr_spatial_reference.hpp"
#include "io/gdal/setup.hpp"

#include <cpl_string.h>
#include <fmt/format.h>
#include <gdal.h>
#include <ogr_spatialref.h>

#include <cstdint>
#include <cstring>
#include <vector>

namespace sandtable {

namespace {

// Cairo keeps ARGB32 as native-endian words with premultiplied alpha; GDAL wants plain RGBA bytes.
std::vector<std::uint8_t> rgba_bytes(cairo_surface_t* image, int width, int height) {
    cairo_surface_flush(image);
    const unsigned char* data = cairo_image_surface_get_data(image);
    const int stride = cairo_image_surface_get_stride(image);
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * height * 4);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            std::uint32_t pixel = 0;
            std::memcpy(&pixel, data + static_cast<std::ptrdiff_t>(y) * stride + x * 4, sizeof pixel);
            const unsigned a = pixel >> 24;
            auto unpremultiply = [a](unsigned c) { return static_cast<std::uint8_t>(a == 0 ? 0 : (c * 255 + a / 2) / a); };
            std::uint8_t* out = &rgba[(static_cast<std::size_t>(y) * width + x) * 4];
            out[0] = unpremultiply((pixel >> 16) & 0xff);
            out[1] = unpremultiply((pixel >> 8) & 0xff);
            out[2] = unpremultiply(pixel & 0xff);
            out[3] = static_cast<std::uint8_t>(a);
        }
    }
    return rgba;
}

Outcome<std::string> wkt_of(const std::string& crs, const std::string& format) {
    OGRSpatialReference srs;
    if (gdal::SrsReading read = gdal::read_srs(crs, srs); !read) return failure(std::move(read.error));
    return gdal::wkt_of(srs, format);
}

std::string xml_escaped(const std::string& text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            default: out += c;
        }
    }
    return out;
}

Status save_text(const std::filesystem::path& file, const std::string& text) {
    const SaveResult saved = save_atomically(file, [&](std::ostream& out) { out << text; }, Backup::None);
    if (!saved) return failure(saved.error);
    return {};
}

}  // namespace

GeoTransform render_geotransform(MapPoint top_left, double scale) {
    return {{top_left.x, 1.0 / scale, 0.0, -top_left.y, 0.0, -1.0 / scale}};
}

Status write_render_geotiff(cairo_surface_t* image, const GeoTransform& transform, const std::string& crs,
                            const std::filesystem::path& out) {
    gdal::start();
    const int width = cairo_image_surface_get_width(image);
    const int height = cairo_image_surface_get_height(image);
    std::string wkt;
    if (!crs.empty()) {
        auto read = wkt_of(crs, "WKT2_2019");
        if (!read) return failure(fmt::format("{}: not written: {}", out.string(), read.error()));
        wkt = std::move(read).value();
    }

    PartialOutput partial(out);
    if (!partial) return failure(partial.error());
    CPLStringList options;
    options.SetNameValue("COMPRESS", "DEFLATE");
    options.SetNameValue("TILED", "YES");
    options.SetNameValue("PHOTOMETRIC", "RGB");
    options.SetNameValue("ALPHA", "YES");
    bool written = false;
    {
        gdal::Dataset dataset(
            GDALCreate(GDALGetDriverByName("GTiff"), partial.temporary().c_str(), width, height, 4, GDT_Byte, options.List()));
        if (dataset) {
            std::vector<std::uint8_t> rgba = rgba_bytes(image, width, height);
            std::array<double, 6> c = transform.c;
            written = GDALSetGeoTransform(dataset.handle(), c.data()) == CE_None &&
                      (wkt.empty() || GDALSetProjection(dataset.handle(), wkt.c_str()) == CE_None) &&
                      GDALDatasetRasterIO(dataset.handle(), GF_Write, 0, 0, width, height, rgba.data(), width, height, GDT_Byte, 4,
                                          nullptr, 4, 4 * width, 1) == CE_None;
        }
    }  // closed here, so that everything is on disk before the rename
    if (!written || CPLGetLastErrorType() >= CE_Failure) {
        return failure(fmt::format("{}: cannot be written: {}", out.string(), gdal::last_error("GDAL could not create the GeoTIFF")));
    }
    if (std::string error = partial.commit(); !error.empty()) return failure(error);
    return {};
}

Status write_world_files(const std::filesystem::path& picture, const GeoTransform& transform, const std::string& crs) {
    std::filesystem::path world = picture;
    world.replace_extension(".pgw");
    const auto& c = transform.c;
    // The world file names the centre of the top-left pixel, the geotransform its corner.
    const std::string lines = fmt::format("{:.10f}\n{:.10f}\n{:.10f}\n{:.10f}\n{:.10f}\n{:.10f}\n", c[1], c[4], c[2], c[5],
                                          c[0] + c[1] / 2.0 + c[2] / 2.0, c[3] + c[4] / 2.0 + c[5] / 2.0);
    if (Status saved = save_text(world, lines); !saved) return saved;
    if (crs.empty()) return {};

    const auto esri = wkt_of(crs, "WKT1_ESRI");
    const auto wkt = wkt_of(crs, "WKT2_2019");
    if (!esri || !wkt) {
        return failure(fmt::format("{}: no CRS written beside it: {}", picture.string(), (wkt ? esri : wkt).error()));
    }
    std::filesystem::path prj = picture;
    prj.replace_extension(".prj");
    if (Status saved = save_text(prj, *esri + "\n"); !saved) return saved;
    std::filesystem::path aux = picture;
    aux += ".aux.xml";
    return save_text(aux, fmt::format("<PAMDataset>\n  <SRS dataAxisToSRSAxisMapping=\"1,2\">{}</SRS>\n</PAMDataset>\n",
                                      xml_escaped(*wkt)));
}

}  // namespace sandtable
