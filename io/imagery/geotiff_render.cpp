#include "io/imagery/geotiff_render.hpp"

#include "io/atomic_file.hpp"
#include "io/gdal/dataset.hpp"
#include "io/gdal/ogr_spatial_reference.hpp"
#include "io/gdal/setup.hpp"

#include <cpl_string.h>
#include <fmt/format.h>
#include <gdal.h>
#include <ogr_spatialref.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

namespace sandtable {

namespace {

// Cairo keeps ARGB32 as native-endian words with premultiplied alpha; GDAL wants plain RGBA bytes.
void to_rgba_bytes(cairo_surface_t* strip, std::vector<std::uint8_t>& rgba) {
    cairo_surface_flush(strip);
    const int width = cairo_image_surface_get_width(strip);
    const int height = cairo_image_surface_get_height(strip);
    const unsigned char* data = cairo_image_surface_get_data(strip);
    const int stride = cairo_image_surface_get_stride(strip);
    rgba.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
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
}

Outcome<std::string> wkt_of(const std::string& crs, const std::string& format) {
    OGRSpatialReference srs;
    if (gdal::SrsReading read = gdal::read_srs(crs, srs); !read) return failure(read.error());
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
    const Status saved = save_atomically(file, [&](std::ostream& out) { out << text; }, Backup::None);
    if (!saved) return failure(saved.error());
    return {};
}

class GeotiffStripWriter final : public RasterStripSink {
public:
    GeotiffStripWriter(const std::filesystem::path& out, int width, int height)
        : out_(out), partial_(out), width_(width), height_(height) {}

    Status open(const GeoTransform& transform, const std::string& crs) {
        gdal::start();
        std::string wkt;
        if (!crs.empty()) {
            auto read = wkt_of(crs, "WKT2_2019");
            if (!read) return failure(fmt::format("{}: not written: {}", out_.string(), read.error()));
            wkt = std::move(read).value();
        }
        if (!partial_.opened()) return failure(partial_.opened().error());
        CPLErrorReset();
        CPLStringList options;
        options.SetNameValue("COMPRESS", "DEFLATE");
        options.SetNameValue("TILED", "YES");
        options.SetNameValue("PHOTOMETRIC", "RGB");
        options.SetNameValue("ALPHA", "YES");
        dataset_ = gdal::Dataset(
            GDALCreate(GDALGetDriverByName("GTiff"), partial_.temporary().c_str(), width_, height_, 4, GDT_Byte, options.List()));
        std::array<double, 6> c = transform.c;
        if (!dataset_ || GDALSetGeoTransform(dataset_.handle(), c.data()) != CE_None ||
            (!wkt.empty() && GDALSetProjection(dataset_.handle(), wkt.c_str()) != CE_None)) {
            return cannot_write("GDAL could not create the GeoTIFF");
        }
        return {};
    }

    Status write_strip(cairo_surface_t* strip) override {
        const int rows = cairo_image_surface_get_height(strip);
        if (cairo_image_surface_get_width(strip) != width_ || rows_written_ + rows > height_) {
            return failure(fmt::format("{}: a strip of {} x {} px does not fit a {} x {} px picture at row {}", out_.string(),
                                       cairo_image_surface_get_width(strip), rows, width_, height_, rows_written_));
        }
        to_rgba_bytes(strip, rgba_);
        // Flushing hands the finished blocks to the file and out of GDAL's block cache, which
        // would otherwise keep the whole picture.
        if (GDALDatasetRasterIO(dataset_.handle(), GF_Write, 0, rows_written_, width_, rows, rgba_.data(), width_, rows, GDT_Byte,
                                4, nullptr, 4, 4 * width_, 1) != CE_None) {
            return cannot_write("GDAL could not write the rows");
        }
        GDALFlushCache(dataset_.handle());
        if (CPLGetLastErrorType() >= CE_Failure) return cannot_write("GDAL could not write the rows");
        rows_written_ += rows;
        return {};
    }

    Status finish() override {
        if (rows_written_ != height_) {
            return failure(fmt::format("{}: only {} of {} rows were drawn", out_.string(), rows_written_, height_));
        }
        dataset_ = gdal::Dataset();  // closed here, so that everything is on disk before the rename
        if (CPLGetLastErrorType() >= CE_Failure) return cannot_write("GDAL could not finish the GeoTIFF");
        if (Status committed = partial_.commit(); !committed) return failure(committed.error());
        return {};
    }

private:
    Status cannot_write(const char* otherwise) const {
        return failure(fmt::format("{}: cannot be written: {}", out_.string(), gdal::last_error(otherwise)));
    }

    std::filesystem::path out_;
    PartialOutput partial_;
    int width_;
    int height_;
    int rows_written_ = 0;
    gdal::Dataset dataset_;
    std::vector<std::uint8_t> rgba_;
};

}  // namespace

Outcome<std::unique_ptr<RasterStripSink>> open_render_geotiff(const std::filesystem::path& out, int width, int height,
                                                              const GeoTransform& transform, const std::string& crs) {
    auto writer = std::make_unique<GeotiffStripWriter>(out, width, height);
    if (Status opened = writer->open(transform, crs); !opened) return failure(opened.error());
    return std::unique_ptr<RasterStripSink>(std::move(writer));
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
