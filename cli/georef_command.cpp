#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/gdal_access.hpp"
#include "cli/terminal_progress.hpp"
#include "io/csv/qgis_points.hpp"
#include "model/georef/resampling.hpp"
#include "model/georef/georef_fit.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <iostream>
#include <memory>

namespace sandtable::cli {

namespace {

struct Options {
    std::string image;
    std::string gcps;
    std::string transform;
    std::string srs;
    std::string output;
    std::string resampling = "near";
    bool embed_gcps = false;
    std::string format = "text";
};

int fail(const std::string& message) {
    std::cerr << "sandtable-cli georef: " << message << "\n";
    return static_cast<int>(kExitBadInput);
}

nlohmann::json pair(MapPoint p) { return nlohmann::json::array({p.x, p.y}); }

nlohmann::json report_json(const Options& options, const QgisPoints& points, const GeorefFit& fit, const SpatialReference& crs,
                           const WrittenImage& written) {
    using nlohmann::json;
    json rows = json::array();
    for (std::size_t i = 0; i < points.points.size(); ++i) {
        const GroundControlPoint& p = points.points[i];
        const GcpResidual& r = fit.residuals[i];
        rows.push_back({{"id", p.id},
                        {"enabled", p.enabled},
                        {"pixel", pair(p.pixel)},
                        {"map", pair(p.map)},
                        {"residual_px", {{"dx", r.in_pixels.x}, {"dy", r.in_pixels.y}, {"length", length(r.in_pixels)}}},
                        {"residual_map", {{"dx", r.in_map_units.x}, {"dy", r.in_map_units.y}, {"length", length(r.in_map_units)}}}});
    }
    return json{{"image", options.image},
                {"gcps", options.gcps},
                {"output", options.output},
                {"transform", options.transform},
                {"crs", {{"name", crs.name}, {"wkt", crs.wkt}}},
                {"mode", options.embed_gcps ? "embedded-gcps" : "warped"},
                {"resampling", options.embed_gcps ? "none" : options.resampling},
                {"points", rows},
                {"enabled_points", fit.enabled_points},
                {"rms_px", fit.rms_pixels},
                {"rms_map", fit.rms_map_units},
                {"size", {{"width", written.width}, {"height", written.height}}}};
}

void print_text(const Options& options, const QgisPoints& points, const GeorefFit& fit, const SpatialReference& crs,
                const WrittenImage& written) {
    std::cout << fmt::format("{:>4} {:>3} {:>10} {:>10} {:>14} {:>14} {:>8} {:>8} {:>9} {:>10}\n", "id", "on", "pixel x", "pixel y",
                             "map x", "map y", "dx px", "dy px", "resid px", "resid map");
    for (std::size_t i = 0; i < points.points.size(); ++i) {
        const GroundControlPoint& p = points.points[i];
        const GcpResidual& r = fit.residuals[i];
        std::cout << fmt::format("{:>4} {:>3} {:>10.2f} {:>10.2f} {:>14.3f} {:>14.3f} {:>8.3f} {:>8.3f} {:>9.3f} {:>10.3f}\n", p.id,
                                 p.enabled ? "yes" : "no", p.pixel.x, p.pixel.y, p.map.x, p.map.y, r.in_pixels.x, r.in_pixels.y,
                                 length(r.in_pixels), length(r.in_map_units));
    }
    std::cout << fmt::format("RMS {:.3f} px ({:.3f} map units) over {} enabled point(s), {}\n", fit.rms_pixels, fit.rms_map_units,
                             fit.enabled_points, options.transform);
    std::cout << fmt::format("wrote {} ({} x {} px, {}, {})\n", options.output, written.width, written.height, crs.name,
                             options.embed_gcps ? "control points embedded" : "warped, " + options.resampling + " resampling");
}

int run(const Options& options) {
    const auto method = transform_method_from_string(options.transform);
    const auto resampling = resampling_from_string(options.resampling);
    if (!method || !resampling) return fail("unknown --transform or --resampling");  // CLI11 checks them first

    const auto read = read_qgis_points(options.gcps);
    if (!read) return fail(read.error());
    const QgisPoints& points = *read;
    if (options.srs.empty() && points.crs_wkt.empty()) {
        return fail(fmt::format("{}: the file has no #CRS line; name the map coordinates' CRS with --srs, e.g. --srs EPSG:26918",
                                options.gcps));
    }
    GdalModule* gdal = gdal_or_report("georef");
    if (gdal == nullptr) return static_cast<int>(kExitBadInput);
    const auto crs = gdal->parse_spatial_reference(options.srs.empty() ? points.crs_wkt : options.srs);
    if (!crs) return fail(options.srs.empty() ? fmt::format("{}: #CRS: {}", options.gcps, crs.error()) : "--srs: " + crs.error());

    const auto fit = fit_georeference(points.points, *method);
    if (!fit) return fail(fmt::format("{}: {}", options.gcps, fit.error()));

    GeotiffResult written = failure("");
    {
        TerminalProgress progress;
        written = options.embed_gcps
                      ? gdal->write_geotiff_with_gcps(options.image, points.points, *crs, options.output, progress)
                      : gdal->write_warped_geotiff(options.image, fit, *crs, options.output, *resampling, progress);
    }
    if (!written) return fail(written.error());

    if (options.format == "json") {
        std::cout << report_json(options, points, *fit, *crs, *written).dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
                  << "\n";
    } else {
        print_text(options, points, *fit, *crs, *written);
    }
    return static_cast<int>(kExitOk);
}

}  // namespace

Runner add_georef_command(CLI::App& app) {
    auto options = std::make_shared<Options>();
    auto* sub = app.add_subcommand("georef", "Fit a scanned image to map coordinates through control points and write a GeoTIFF");
    sub->add_option("IMAGE", options->image, "Scanned image (any raster GDAL reads)")->required();
    sub->add_option("--gcps", options->gcps, "Control points: a QGIS georeferencer .points file")->required();
    sub->add_option("--transform", options->transform, "Transform to fit")
        ->check(CLI::IsMember({"similarity", "affine", "poly2", "poly3", "tps"}))
        ->required();
    sub->add_option("--srs", options->srs, "CRS of the map coordinates, e.g. EPSG:26918 (default: the #CRS line of the points file)");
    sub->add_option("-o,--output", options->output, "GeoTIFF to write")->required();
    sub->add_option("--resampling", options->resampling, "Resampling of the warp")
        ->check(CLI::IsMember({"near", "bilinear", "cubic", "lanczos"}))
        ->capture_default_str();
    sub->add_flag("--embed-gcps", options->embed_gcps, "Copy the image unwarped, with the control points and CRS embedded");
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    return [options]() { return run(*options); };
}

}  // namespace sandtable::cli
