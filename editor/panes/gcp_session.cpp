#include "editor/panes/gcp_session.hpp"

#include "io/gdal/spatial_reference.hpp"
#include "model/text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace sandtable::editor {

namespace {

std::optional<double> parse_number(std::string_view text) {
    text = trim(text);
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) return std::nullopt;
    return value;
}

}  // namespace

std::string_view field_name(GcpField field) {
    switch (field) {
        case GcpField::PixelX: return "pixel x";
        case GcpField::PixelY: return "pixel y";
        case GcpField::MapX: return "easting";
        case GcpField::MapY: return "northing";
    }
    return "value";
}

GcpSession::GcpSession(TransformMethod method) : method_(method) { refit(); }

std::optional<std::size_t> GcpSession::row_of(std::string_view id) const {
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (rows_[i].point.id == id) return i;
    }
    return std::nullopt;
}

std::optional<GcpResidual> GcpSession::residual(std::size_t row) const {
    if (!fit_ || row >= fit_index_.size() || !fit_index_[row]) return std::nullopt;
    return fit_->residuals[*fit_index_[row]];
}

bool GcpSession::flagged(std::size_t row) const {
    const auto mine = residual(row);
    if (!mine || !mine->enabled) return false;
    const double my_length = length(mine->in_pixels);
    // A fit that passes through every point (a thin-plate spline, or just enough points) has no worst point.
    constexpr double kExact = 1e-6;
    if (my_length <= kExact) return false;
    if (my_length > 2.0 * fit_->rms_pixels) return true;
    for (const GcpResidual& other : fit_->residuals) {
        if (other.enabled && length(other.in_pixels) > my_length) return false;
    }
    return true;
}

std::string GcpSession::problem() const {
    if (fit_) return {};
    const int usable = static_cast<int>(std::count_if(rows_.begin(), rows_.end(),
                                                      [](const GcpRow& r) { return r.point.enabled && r.has_map(); }));
    const int minimum = minimum_points(method_);
    if (usable < minimum) {
        return fmt::format("{} needs at least {} enabled points with map coordinates; {} so far", to_string(method_), minimum,
                           usable);
    }
    return fit_.error();
}

void GcpSession::set_method(TransformMethod method) {
    if (method == method_) return;
    method_ = method;
    refit();
    if (listener_) listener_();
}

void GcpSession::set_image_size(int width, int height) {
    width_ = width;
    height_ = height;
}

std::string GcpSession::next_id() const {
    long highest = 0;
    for (const GcpRow& row : rows_) {
        long value = 0;
        const std::string& id = row.point.id;
        const auto [end, error] = std::from_chars(id.data(), id.data() + id.size(), value);
        if (error == std::errc() && end == id.data() + id.size()) highest = std::max(highest, value);
    }
    return std::to_string(highest + 1);
}

std::string GcpSession::add_point(MapPoint pixel) {
    GcpRow row;
    row.point.id = next_id();
    row.point.pixel = pixel;
    const std::string id = row.point.id;
    auto after = rows_;
    after.push_back(std::move(row));
    apply("Add point " + id, std::move(after));
    return id;
}

std::string GcpSession::add_point(MapPoint pixel, MapPoint map) {
    GcpRow row;
    row.point.id = next_id();
    row.point.pixel = pixel;
    row.point.map = map;
    row.has_map_x = row.has_map_y = true;
    const std::string id = row.point.id;
    auto after = rows_;
    after.push_back(std::move(row));
    apply("Add point " + id, std::move(after));
    return id;
}

bool GcpSession::move_pixel(std::size_t row, MapPoint pixel) {
    if (row >= rows_.size() || rows_[row].point.pixel == pixel) return false;
    auto after = rows_;
    after[row].point.pixel = pixel;
    apply("Move point " + rows_[row].point.id, std::move(after));
    return true;
}

bool GcpSession::set_map(std::size_t row, MapPoint map) {
    if (row >= rows_.size() || (rows_[row].has_map() && rows_[row].point.map == map)) return false;
    auto after = rows_;
    after[row].point.map = map;
    after[row].has_map_x = after[row].has_map_y = true;
    apply("Set map position of point " + rows_[row].point.id, std::move(after));
    return true;
}

GcpEditResult GcpSession::edit(std::size_t row, GcpField field, std::string_view text) {
    if (row >= rows_.size()) return failure("no such point");
    const std::string& id = rows_[row].point.id;
    const auto value = parse_number(text);
    if (!value) {
        return failure(fmt::format("Point {}: {} \"{}\" is not a number; type a number such as 412.5", id, field_name(field), trim(text)));
    }
    const bool pixel = field == GcpField::PixelX || field == GcpField::PixelY;
    const int extent = field == GcpField::PixelX ? width_ : height_;
    if (pixel && extent > 0 && (*value < 0.0 || *value > extent)) {
        return failure(fmt::format("Point {}: {} {} is off the image; expected 0 to {}", id, field_name(field), *value, extent));
    }
    auto after = rows_;
    GcpRow& changed = after[row];
    switch (field) {
        case GcpField::PixelX: changed.point.pixel.x = *value; break;
        case GcpField::PixelY: changed.point.pixel.y = *value; break;
        case GcpField::MapX:
            changed.point.map.x = *value;
            changed.has_map_x = true;
            break;
        case GcpField::MapY:
            changed.point.map.y = *value;
            changed.has_map_y = true;
            break;
    }
    const GcpRow& before = rows_[row];
    if (changed.point.pixel == before.point.pixel && changed.point.map == before.point.map && changed.has_map_x == before.has_map_x &&
        changed.has_map_y == before.has_map_y) {
        return std::string();
    }
    apply(fmt::format("Set {} of point {}", field_name(field), id), std::move(after));
    return std::string();
}

bool GcpSession::set_enabled(std::size_t row, bool enabled) {
    if (row >= rows_.size() || rows_[row].point.enabled == enabled) return false;
    auto after = rows_;
    after[row].point.enabled = enabled;
    apply((enabled ? "Enable point " : "Disable point ") + rows_[row].point.id, std::move(after));
    return true;
}

bool GcpSession::remove(std::size_t row) {
    if (row >= rows_.size()) return false;
    auto after = rows_;
    const std::string id = rows_[row].point.id;
    after.erase(after.begin() + static_cast<std::ptrdiff_t>(row));
    apply("Delete point " + id, std::move(after));
    return true;
}

void GcpSession::load(const QgisPoints& points, const std::string& name) {
    std::vector<GcpRow> after;
    for (const GroundControlPoint& point : points.points) {
        GcpRow row;
        row.point = point;
        row.has_map_x = row.has_map_y = true;
        after.push_back(std::move(row));
    }
    if (!points.crs_wkt.empty()) {
        // Shown as EPSG:NNNN when GDAL recognises the WKT, which is easier to read and check.
        const auto crs = parse_spatial_reference(points.crs_wkt);
        crs_ = crs && !crs->code.empty() ? crs->code : points.crs_wkt;
    }
    apply("Load " + name, std::move(after));
    saved_serial_ = serial();
}

GcpEditResult GcpSession::load_file(const std::filesystem::path& file) {
    const auto read = read_qgis_points(file);
    if (!read) return failure(read.error());
    load(*read, file.filename().string());
    return fmt::format("Loaded {} points from {}", read->points.size(), file.filename().string());
}

QgisPoints GcpSession::to_qgis_points() const {
    QgisPoints out;
    if (!crs_.empty()) {
        if (const auto crs = parse_spatial_reference(crs_)) out.crs_wkt = crs->wkt;
    }
    for (const GcpRow& row : rows_) {
        if (row.has_map()) out.points.push_back(row.point);
    }
    return out;
}

GcpEditResult GcpSession::save_file(const std::filesystem::path& file) {
    const QgisPoints points = to_qgis_points();
    // The residuals written are those of the points written.
    const auto fit = fit_georeference(points.points, method_);
    const Status saved = write_qgis_points(file, points, fit ? &*fit : nullptr);
    if (!saved) return failure(saved.error());
    saved_serial_ = serial();
    const auto skipped = rows_.size() - points.points.size();
    std::string message = fmt::format("Saved {} points to {}", points.points.size(), file.filename().string());
    if (skipped > 0) message += fmt::format("; {} without map coordinates left out", skipped);
    return message;
}

std::optional<std::size_t> GcpSession::awaiting_map() const {
    if (rows_.empty() || rows_.back().has_map()) return std::nullopt;
    return rows_.size() - 1;
}

std::vector<GroundControlPoint> GcpSession::complete_points() const {
    std::vector<GroundControlPoint> points;
    for (const GcpRow& row : rows_) {
        if (row.has_map() && row.point.enabled) points.push_back(row.point);
    }
    return points;
}

bool GcpSession::undo() {
    if (done_.empty()) return false;
    Step step = std::move(done_.back());
    done_.pop_back();
    rows_ = step.before;
    undone_.push_back(std::move(step));
    refit();
    if (listener_) listener_();
    return true;
}

bool GcpSession::redo() {
    if (undone_.empty()) return false;
    Step step = std::move(undone_.back());
    undone_.pop_back();
    rows_ = step.after;
    done_.push_back(std::move(step));
    refit();
    if (listener_) listener_();
    return true;
}

void GcpSession::apply(std::string name, std::vector<GcpRow> after) {
    done_.push_back({std::move(name), rows_, after, next_serial_++});
    undone_.clear();
    rows_ = std::move(after);
    refit();
    if (listener_) listener_();
}

void GcpSession::refit() {
    std::vector<GroundControlPoint> points;
    fit_index_.assign(rows_.size(), std::nullopt);
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (!rows_[i].has_map()) continue;
        fit_index_[i] = points.size();
        points.push_back(rows_[i].point);
    }
    fit_ = fit_georeference(points, method_);
}

}  // namespace sandtable::editor
