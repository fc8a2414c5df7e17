#pragma once
// The ground control points of one scan being georeferenced in the editor, with their own undo
// history, and the fit through them recomputed after every change. The points belong to the scan
// (they are saved as a QGIS .points file beside it), not to the book, so the book's Undo never
// reaches them. No wx here: the pane, the scan view and the map canvas's pick tool show it.
#include "io/atomic_file.hpp"
#include "io/csv/qgis_points.hpp"
#include "model/georef/georef_fit.hpp"
#include "model/georef/ground_control_point.hpp"
#include "model/georef/transform_method.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::editor {

// A coordinate of a point that the table lets a designer type.
enum class GcpField { PixelX, PixelY, MapX, MapY };

struct GcpRow {
    GroundControlPoint point;  // point.map holds easting and northing in the target CRS
    bool has_map_x = false;    // a point clicked on the scan has no map coordinates until they are given
    bool has_map_y = false;
    [[nodiscard]] bool has_map() const { return has_map_x && has_map_y; }
};

// What a load or save did (empty for an edit of the table), or why the edit was refused.
using GcpEditResult = Outcome<std::string>;

class GcpSession {
public:
    explicit GcpSession(TransformMethod method = TransformMethod::Affine);

    [[nodiscard]] const std::vector<GcpRow>& rows() const { return rows_; }
    [[nodiscard]] std::optional<std::size_t> row_of(std::string_view id) const;
    // The fit through the enabled points that have map coordinates.
    [[nodiscard]] const Outcome<GeorefFit>& fit() const { return fit_; }
    // Nothing for a point without map coordinates or while there is no fit.
    [[nodiscard]] std::optional<GcpResidual> residual(std::size_t row) const;
    // The enabled point the fit misses most, and any enabled point missed by more than twice the RMS.
    [[nodiscard]] bool flagged(std::size_t row) const;
    // Why there is no fit ("affine needs at least 3 enabled points with map coordinates; 2 so far"), or empty.
    [[nodiscard]] std::string problem() const;

    [[nodiscard]] TransformMethod method() const { return method_; }
    void set_method(TransformMethod method);
    // The CRS of the map coordinates, as the designer names it (EPSG:26918, WKT...).
    [[nodiscard]] const std::string& crs() const { return crs_; }
    void set_crs(std::string crs) { crs_ = std::move(crs); }
    // Pixel coordinates typed into the table must lie on the image; 0 x 0 accepts any.
    void set_image_size(int width, int height);

    // Edits; each is one step of the session's undo history, and false (or a refusal) changes nothing.
    std::string add_point(MapPoint pixel);
    std::string add_point(MapPoint pixel, MapPoint map);
    bool move_pixel(std::size_t row, MapPoint pixel);
    bool set_map(std::size_t row, MapPoint map);
    GcpEditResult edit(std::size_t row, GcpField field, std::string_view text);
    bool set_enabled(std::size_t row, bool enabled);
    bool remove(std::size_t row);
    // Replaces every point with those of a file (its #CRS line, when it has one, becomes the CRS).
    void load(const QgisPoints& points, const std::string& name);
    GcpEditResult load_file(const std::filesystem::path& file);
    // Writes the points that have map coordinates, with the CRS as WKT when it names one, and the residuals.
    GcpEditResult save_file(const std::filesystem::path& file);
    [[nodiscard]] QgisPoints to_qgis_points() const;

    // The point clicked on the scan last that still waits for its map coordinates.
    [[nodiscard]] std::optional<std::size_t> awaiting_map() const;
    // Points enabled and with map coordinates, as the GeoTIFF writers take them.
    [[nodiscard]] std::vector<GroundControlPoint> complete_points() const;

    [[nodiscard]] bool can_undo() const { return !done_.empty(); }
    [[nodiscard]] bool can_redo() const { return !undone_.empty(); }
    [[nodiscard]] std::string undo_name() const { return can_undo() ? done_.back().name : std::string(); }
    [[nodiscard]] std::string redo_name() const { return can_redo() ? undone_.back().name : std::string(); }
    bool undo();
    bool redo();
    // Changed since the last load or save.
    [[nodiscard]] bool modified() const { return serial() != saved_serial_; }

    // Called after every change of the points, the method or the fit.
    void on_change(std::function<void()> listener) { listener_ = std::move(listener); }

private:
    struct Step {
        std::string name;
        std::vector<GcpRow> before;
        std::vector<GcpRow> after;
        std::uint64_t serial = 0;
    };
    void apply(std::string name, std::vector<GcpRow> after);
    void refit();
    [[nodiscard]] std::string next_id() const;
    [[nodiscard]] std::uint64_t serial() const { return done_.empty() ? 0 : done_.back().serial; }

    std::vector<GcpRow> rows_;
    TransformMethod method_;
    std::string crs_;
    int width_ = 0;
    int height_ = 0;
    Outcome<GeorefFit> fit_ = failure("");  // no points yet: nothing to fit and nothing to say
    std::vector<std::optional<std::size_t>> fit_index_;  // row -> index into fit_.residuals
    std::vector<Step> done_;
    std::vector<Step> undone_;
    std::uint64_t next_serial_ = 1;
    std::uint64_t saved_serial_ = 0;
    std::function<void()> listener_;
};

[[nodiscard]] std::string_view field_name(GcpField field);

}  // namespace sandtable::editor
