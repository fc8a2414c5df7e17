#include "editor/tools/freeform_tool.hpp"

#include "editor/frame/document.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/frame/run_edit.hpp"
#include "model/commands/area_commands.hpp"
#include "model/commands/edit_sequence.hpp"
#include "model/commands/freeform_feature_commands.hpp"
#include "model/freeform/map_border.hpp"
#include "model/freeform/polygon_ops.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/defs.h>

namespace sandtable::editor {

namespace {

constexpr double kReachPx = 7.0;       // how near the pointer a handle, snap or feature is caught
constexpr double kDragSlopPx = 3.0;    // a press and release closer than this is a click

bool draws_a_sketch(FreeformToolMode mode) {
    switch (mode) {
    case FreeformToolMode::Area:
    case FreeformToolMode::Hole:
    case FreeformToolMode::Line:
    case FreeformToolMode::Crest:
    case FreeformToolMode::Cut: return true;
    default: return false;
    }
}

bool closes_a_ring(FreeformToolMode mode) { return mode == FreeformToolMode::Area || mode == FreeformToolMode::Hole; }

const TerrainArea* area_of_ref(const FreeformMap& map, const FeatureRef& ref) { return ref.kind == FeatureKind::Area ? map.area(ref.id) : nullptr; }

const LineFeature* line_of_ref(const FreeformMap& map, const FeatureRef& ref) {
    if (ref.kind != FeatureKind::Line) return nullptr;
    auto it = std::find_if(map.lines.begin(), map.lines.end(), [&](const LineFeature& l) { return l.id == ref.id; });
    return it == map.lines.end() ? nullptr : &*it;
}

}  // namespace

const char* mode_name(FreeformToolMode mode) {
    switch (mode) {
    case FreeformToolMode::Select: return "Select";
    case FreeformToolMode::Area: return "Area";
    case FreeformToolMode::Hole: return "Hole";
    case FreeformToolMode::Line: return "Line";
    case FreeformToolMode::Crest: return "Crest";
    case FreeformToolMode::Cut: return "Cut";
    case FreeformToolMode::Point: return "Point";
    case FreeformToolMode::Location: return "Location";
    case FreeformToolMode::EntryEdge: return "Entry edge";
    case FreeformToolMode::Ruler: return "Ruler";
    }
    return "Select";
}

char mode_key(FreeformToolMode mode) {
    switch (mode) {
    case FreeformToolMode::Select: return 'S';
    case FreeformToolMode::Area: return 'A';
    case FreeformToolMode::Hole: return 'H';
    case FreeformToolMode::Line: return 'L';
    case FreeformToolMode::Crest: return 'C';
    case FreeformToolMode::Cut: return 'X';
    case FreeformToolMode::Point: return 'P';
    case FreeformToolMode::Location: return 'O';
    case FreeformToolMode::EntryEdge: return 'E';
    case FreeformToolMode::Ruler: return 'M';
    }
    return 'S';
}

FreeformTool::FreeformTool(MapCanvas& canvas, std::function<void()> left) : canvas_(canvas), left_(std::move(left)) {}

void FreeformTool::set_document(Document* document) {
    if (document != document_) {
        sketch_.clear();
        selection_.clear();
        gesture_ = Gesture::None;
    }
    document_ = document;
}

void FreeformTool::set_mode(FreeformToolMode mode) {
    settings_.mode = mode;
    sketch_.clear();
    gesture_ = Gesture::None;
    ruler_reading_.reset();
    ruler_line_.reset();
    snap_.reset();
}

const GameMap* FreeformTool::freeform_map() const {
    if (document_ == nullptr) return nullptr;
    const GameMap* map = canvas_.shown_map();
    return map != nullptr && map->kind == MapKind::Freeform ? map : nullptr;
}

double FreeformTool::reach() const { return kReachPx / std::max(canvas_.view().scale, 1e-12); }

void FreeformTool::say(std::string text) {
    message_ = std::move(text);
    if (message_listener_) message_listener_(message_);
}

std::optional<std::string> FreeformTool::run(Edit edit) {
    if (!edit) {
        say(edit.error());
        return std::nullopt;
    }
    say({});
    return run_edit(*document_, std::move(edit));
}

MapPoint FreeformTool::placed(MapPoint at, const std::string& skip) {
    snap_.reset();
    const GameMap* map = freeform_map();
    if (map == nullptr || !settings_.snap) return at;
    snap_ = snap_point(map->freeform, at, reach(), skip);
    return snap_ ? snap_->at : at;
}

void FreeformTool::select(std::vector<FeatureRef> features) { set_selection(std::move(features)); }

void FreeformTool::set_selection(std::vector<FeatureRef> features) {
    selection_ = std::move(features);
    hovered_handle_.reset();
    if (selection_listener_) selection_listener_();
}

std::vector<std::pair<ShapeHandle, MapPoint>> FreeformTool::handles() const {
    std::vector<std::pair<ShapeHandle, MapPoint>> out;
    const GameMap* map = freeform_map();
    if (map == nullptr || selection_.size() != 1) return out;
    const auto add_path = [&](const std::vector<MapPoint>& points, VertexRef ring, bool closed, bool crest) {
        const std::size_t corners = closed && points.size() > 1 ? points.size() - 1 : points.size();
        for (std::size_t i = 0; i < corners; ++i) {
            out.push_back({ShapeHandle{{ring.polygon, ring.ring, i}, crest, false}, points[i]});
            const bool has_next = closed || i + 1 < points.size();
            if (!has_next) continue;
            const MapPoint next = points[closed ? (i + 1) % corners : i + 1];
            out.push_back({ShapeHandle{{ring.polygon, ring.ring, i}, crest, true}, MapPoint{(points[i].x + next.x) / 2, (points[i].y + next.y) / 2}});
        }
    };
    const FeatureRef& feature = selection_.front();
    if (const TerrainArea* area = area_of_ref(map->freeform, feature)) {
        for (std::size_t p = 0; p < area->shape.size(); ++p) {
            add_path(area->shape[p].outer, {p, 0, 0}, true, false);
            for (std::size_t h = 0; h < area->shape[p].holes.size(); ++h) add_path(area->shape[p].holes[h], {p, h + 1, 0}, true, false);
        }
        add_path(area->crest, {}, false, true);
    } else if (const LineFeature* line = line_of_ref(map->freeform, feature)) {
        add_path(line->line, {}, false, false);
    }
    return out;
}

std::vector<MapPoint> FreeformTool::handle_neighbours(const ShapeHandle& handle) const {
    const GameMap* map = freeform_map();
    if (map == nullptr || selection_.size() != 1) return {};
    const std::vector<MapPoint>* points = nullptr;
    bool closed = false;
    if (const TerrainArea* area = area_of_ref(map->freeform, selection_.front())) {
        if (handle.on_crest) {
            points = &area->crest;
        } else if (handle.vertex.polygon < area->shape.size()) {
            points = &ring_of(area->shape, handle.vertex);
            closed = true;
        }
    } else if (const LineFeature* line = line_of_ref(map->freeform, selection_.front())) {
        points = &line->line;
    }
    if (points == nullptr || points->empty()) return {};
    const std::size_t n = closed ? points->size() - 1 : points->size();
    const std::size_t i = handle.vertex.index;
    if (i >= n) return {};
    std::vector<MapPoint> out;
    // A vertex is joined to the vertices before and after it; an inserted one to its edge's ends.
    const std::size_t first = handle.midpoint ? i : (closed ? (i + n - 1) % n : i - 1);
    const std::size_t second = closed ? (i + 1) % n : i + 1;
    if (handle.midpoint || closed || i > 0) out.push_back((*points)[first]);
    if (closed || i + 1 < n) out.push_back((*points)[second]);
    return out;
}

std::optional<ShapeHandle> FreeformTool::handle_at(MapPoint at) const {
    std::optional<ShapeHandle> best;
    double best_distance = reach();
    for (const auto& [handle, point] : handles()) {
        const double distance = length(point - at);
        // Vertices before midpoints at equal distance: they come first.
        if (distance < best_distance || (distance <= best_distance && !best)) {
            best_distance = distance;
            best = handle;
        }
    }
    return best;
}

bool FreeformTool::click(MapPoint /*at*/, bool /*shift_down*/) { return false; }

void FreeformTool::press(MapPoint at, bool shift_down) {
    const GameMap* map = freeform_map();
    if (map == nullptr) return;
    shift_ = shift_down;
    pressed_at_ = at;
    now_ = at;
    grabbed_.reset();
    switch (settings_.mode) {
    case FreeformToolMode::Select:
        if (auto handle = handle_at(at)) {
            gesture_ = Gesture::Handle;
            grabbed_ = handle;
            return;
        }
        if (!shift_down && selection_.size() == 1 &&
            (selection_.front().kind == FeatureKind::Point || selection_.front().kind == FeatureKind::Location) &&
            feature_at(map->freeform, at, reach()) == selection_.front()) {
            gesture_ = Gesture::MoveFeature;
            return;
        }
        gesture_ = Gesture::Click;
        return;
    case FreeformToolMode::Location: gesture_ = Gesture::Location; pressed_at_ = placed(at, {}); return;
    case FreeformToolMode::EntryEdge: gesture_ = Gesture::EntryEdge; return;
    case FreeformToolMode::Ruler:
        gesture_ = Gesture::Ruler;
        pressed_at_ = placed(at, {});
        ruler_line_ = {pressed_at_, pressed_at_};
        ruler_reading_ = read_ruler(pressed_at_, pressed_at_, map->freeform.measures);
        return;
    default: gesture_ = Gesture::Click; return;
    }
}

void FreeformTool::drag(MapPoint at) {
    const GameMap* map = freeform_map();
    if (map == nullptr) return;
    now_ = at;
    if (gesture_ == Gesture::Handle) {
        pointer_ = placed(at, selection_.empty() ? std::string() : selection_.front().id);
    } else if (gesture_ == Gesture::Ruler) {
        const MapPoint to = placed(at, {});
        ruler_line_ = {pressed_at_, to};
        ruler_reading_ = read_ruler(pressed_at_, to, map->freeform.measures);
        say(ruler_text(*ruler_reading_));
    } else if (gesture_ == Gesture::MoveFeature) {
        pointer_ = placed(at, selection_.front().id);
    } else {
        pointer_ = placed(at, {});
    }
}

void FreeformTool::release(MapPoint at) {
    const GameMap* map = freeform_map();
    const Gesture gesture = gesture_;
    gesture_ = Gesture::None;
    if (map == nullptr) return;
    const bool moved = length(at - pressed_at_) * canvas_.view().scale > kDragSlopPx;
    const FreeformMap& freeform = map->freeform;
    switch (gesture) {
    case Gesture::Handle:
        if (moved && grabbed_) commit_handle_drag(*grabbed_, placed(at, selection_.front().id));
        break;
    case Gesture::MoveFeature: {
        if (!moved) break;
        const MapPoint to = placed(at, selection_.front().id);
        const FeatureRef& feature = selection_.front();
        if (feature.kind == FeatureKind::Point) {
            run(make_move_point(document_->book(), map->id, feature.id, to));
        } else {
            auto it = std::find_if(freeform.locations.begin(), freeform.locations.end(), [&](const NamedLocation& l) { return l.id == feature.id; });
            if (it != freeform.locations.end()) run(make_set_location(document_->book(), map->id, it->id, it->name, to, it->radius));
        }
        break;
    }
    case Gesture::Location: {
        const double radius = moved ? length(at - pressed_at_) : 0.0;
        if (auto id = run(make_add_location(document_->book(), map->id, settings_.name, pressed_at_, radius))) {
            set_selection({FeatureRef{FeatureKind::Location, *id}});
        }
        break;
    }
    case Gesture::EntryEdge: {
        const double perimeter = perimeter_of(freeform.extent);
        double from = along_border(freeform.extent, pressed_at_);
        double to = along_border(freeform.extent, at);
        // The stretch the drag covered: the shorter way round between its ends.
        if (std::fmod(to - from + perimeter, perimeter) > perimeter / 2) std::swap(from, to);
        run(make_add_entry_edge(document_->book(), map->id, settings_.name, from, to));
        break;
    }
    case Gesture::Ruler: break;
    case Gesture::Click:
        if (!moved) clicked(at);
        break;
    case Gesture::None: break;
    }
    grabbed_.reset();
    pointer_.reset();
}

void FreeformTool::clicked(MapPoint at) {
    const GameMap* map = freeform_map();
    if (map == nullptr) return;
    switch (settings_.mode) {
    case FreeformToolMode::Select: {
        const auto picked = feature_at(map->freeform, at, reach());
        std::vector<FeatureRef> chosen = shift_ ? selection_ : std::vector<FeatureRef>{};
        if (picked) {
            auto it = std::find(chosen.begin(), chosen.end(), *picked);
            if (it == chosen.end()) {
                chosen.push_back(*picked);
            } else {
                chosen.erase(it);
            }
        }
        set_selection(std::move(chosen));
        say({});
        return;
    }
    case FreeformToolMode::Point:
        if (auto id = run(make_add_point(document_->book(), map->id, settings_.point_terrain, settings_.name, placed(at, {})))) {
            set_selection({FeatureRef{FeatureKind::Point, *id}});
        }
        return;
    default:
        if (draws_a_sketch(settings_.mode)) sketch_click(at);
        return;
    }
}

void FreeformTool::sketch_click(MapPoint at) {
    const MapPoint point = placed(at, {});
    const double slop = reach();
    // On the first vertex, a ring closes; on the last one again (a double click), the sketch ends.
    if (closes_a_ring(settings_.mode) && sketch_.size() >= 3 && length(point - sketch_.front()) <= slop) {
        finish_sketch();
        return;
    }
    if (!sketch_.empty() && length(point - sketch_.back()) <= slop) {
        finish_sketch();
        return;
    }
    sketch_.push_back(point);
}

bool FreeformTool::finish_sketch() {
    const GameMap* map = freeform_map();
    if (map == nullptr || sketch_.empty()) return false;
    const FreeformMap& freeform = map->freeform;
    const Book& book = document_->book();
    const FreeformToolMode mode = settings_.mode;
    const std::size_t needed = closes_a_ring(mode) ? 3 : 2;
    if (sketch_.size() < needed) {
        say(fmt::format("{} needs {} points at least.", mode == FreeformToolMode::Area ? "An area" : closes_a_ring(mode) ? "A hole" : "A line", needed));
        return false;
    }
    const TerrainArea* selected_area = selection_.size() == 1 ? area_of_ref(freeform, selection_.front()) : nullptr;
    const bool needs_area = mode == FreeformToolMode::Hole || mode == FreeformToolMode::Crest || mode == FreeformToolMode::Cut;
    if (needs_area && selected_area == nullptr) {
        say(fmt::format("Select the area first: the {} is drawn on it.", mode == FreeformToolMode::Hole ? "hole" : mode == FreeformToolMode::Crest ? "crest" : "cut"));
        return false;
    }
    Ring ring(sketch_.begin(), sketch_.end());
    ring.push_back(sketch_.front());
    const Polyline line(sketch_.begin(), sketch_.end());
    std::optional<std::string> done;
    switch (mode) {
    case FreeformToolMode::Area:
        if ((done = run(make_add_area(book, map->id, settings_.area_terrain, MultiPolygon{Polygon{ring, {}}})))) {
            set_selection({FeatureRef{FeatureKind::Area, *done}});
        }
        break;
    case FreeformToolMode::Hole: {
        auto holed = with_hole(selected_area->shape, ring);
        if (!holed) {
            say(fmt::format("The hole cannot go into {}: {}.", selected_area->id, holed.error()));
            break;
        }
        done = run(make_set_area_shape(book, map->id, selected_area->id, *holed));
        break;
    }
    case FreeformToolMode::Line:
        if ((done = run(make_add_line(book, map->id, settings_.line_terrain, settings_.name, line)))) {
            set_selection({FeatureRef{FeatureKind::Line, *done}});
        }
        break;
    case FreeformToolMode::Crest:
        done = run(make_set_hill(book, map->id, selected_area->id, selected_area->level.value_or(1), line));
        break;
    case FreeformToolMode::Cut:
        if ((done = run(make_split_area(book, map->id, selected_area->id, line)))) {
            set_selection({selection_.front(), FeatureRef{FeatureKind::Area, *done}});
        }
        break;
    default: break;
    }
    if (done) sketch_.clear();
    return done.has_value();
}

bool FreeformTool::commit_handle_drag(const ShapeHandle& handle, MapPoint to) {
    const GameMap* map = freeform_map();
    if (map == nullptr || selection_.size() != 1) return false;
    const Book& book = document_->book();
    const FeatureRef& feature = selection_.front();
    if (const TerrainArea* area = area_of_ref(map->freeform, feature)) {
        if (handle.on_crest) {
            const Polyline crest = handle.midpoint ? with_vertex_inserted(area->crest, handle.vertex.index, to)
                                                   : with_vertex_moved(area->crest, handle.vertex.index, to);
            return run(make_set_hill(book, map->id, area->id, area->level, crest)).has_value();
        }
        const MultiPolygon shape = handle.midpoint ? with_vertex_inserted(area->shape, handle.vertex, to) : with_vertex_moved(area->shape, handle.vertex, to);
        return run(make_set_area_shape(book, map->id, area->id, shape)).has_value();
    }
    if (const LineFeature* line = line_of_ref(map->freeform, feature)) {
        const Polyline points = handle.midpoint ? with_vertex_inserted(line->line, handle.vertex.index, to) : with_vertex_moved(line->line, handle.vertex.index, to);
        return run(make_set_line_points(book, map->id, line->id, points)).has_value();
    }
    return false;
}

bool FreeformTool::delete_vertex(const ShapeHandle& handle) {
    const GameMap* map = freeform_map();
    if (map == nullptr || selection_.size() != 1 || handle.midpoint) return false;
    const Book& book = document_->book();
    const FeatureRef& feature = selection_.front();
    if (const TerrainArea* area = area_of_ref(map->freeform, feature)) {
        if (handle.on_crest) {
            auto crest = with_vertex_deleted(area->crest, handle.vertex.index);
            if (!crest) crest = Polyline{};  // a crest of two points goes whole
            return run(make_set_hill(book, map->id, area->id, area->level, *crest)).has_value();
        }
        auto shape = with_vertex_deleted(area->shape, handle.vertex);
        // A triangle's corner takes its ring with it: a hole, or one part of several.
        if (!shape && ring_of(area->shape, handle.vertex).size() <= 4) shape = with_ring_removed(area->shape, handle.vertex);
        if (!shape) {
            say(fmt::format("The vertex of {} cannot go: {}.", area->id, shape.error()));
            return false;
        }
        return run(make_set_area_shape(book, map->id, area->id, *shape)).has_value();
    }
    if (const LineFeature* line = line_of_ref(map->freeform, feature)) {
        auto points = with_vertex_deleted(line->line, handle.vertex.index);
        if (!points) {
            say(fmt::format("The vertex of {} cannot go: {}.", line->id, points.error()));
            return false;
        }
        return run(make_set_line_points(book, map->id, line->id, *points)).has_value();
    }
    return false;
}

bool FreeformTool::delete_key() {
    if (!sketch_.empty()) {
        sketch_.pop_back();
        return true;
    }
    if (settings_.mode != FreeformToolMode::Select) return false;
    if (hovered_handle_ && !hovered_handle_->midpoint) {
        delete_vertex(*hovered_handle_);
        hovered_handle_.reset();
        return true;
    }
    if (selection_.empty()) return false;
    delete_selection();
    return true;
}

bool FreeformTool::key(int key_code) {
    switch (key_code) {
    case WXK_RETURN:
    case WXK_NUMPAD_ENTER: return draws_a_sketch(settings_.mode) && (finish_sketch() || true);
    case WXK_BACK:
    case WXK_DELETE: return delete_key();
    case WXK_ESCAPE:
        if (!sketch_.empty() || ruler_line_) {
            sketch_.clear();
            ruler_line_.reset();
            ruler_reading_.reset();
            return true;
        }
        if (settings_.mode == FreeformToolMode::Select && !selection_.empty()) {
            set_selection({});
            return true;
        }
        return false;
    default: break;
    }
    for (FreeformToolMode mode : kFreeformToolModes) {
        if (key_code != mode_key(mode)) continue;
        set_mode(mode);
        if (mode_listener_) mode_listener_(mode);
        return true;
    }
    return false;
}

bool FreeformTool::hover(std::optional<MapPoint> at) {
    if (!at) {
        const bool had = pointer_.has_value();
        pointer_.reset();
        snap_.reset();
        return had;
    }
    if (settings_.mode == FreeformToolMode::Select) {
        const auto handle = handle_at(*at);
        const bool changed = handle != hovered_handle_;
        hovered_handle_ = handle;
        return changed;
    }
    pointer_ = placed(*at, {});
    return true;
}

void FreeformTool::left() {
    sketch_.clear();
    gesture_ = Gesture::None;
    pointer_.reset();
    snap_.reset();
    ruler_line_.reset();
    if (left_) left_();
}

bool FreeformTool::run_as_one_step(const std::string& step, const std::vector<FeatureRef>& features,
                                   const std::function<Edit(const Book&, const FeatureRef&)>& edit_of) {
    auto steps = make_edit_sequence(document_->book(), step, features.size(),
                                    [&](const Book& book, std::size_t i) { return edit_of(book, features[i]); });
    if (!steps) {
        say(steps.error());
        return false;
    }
    say({});
    document_->commands().execute(std::move(*steps));
    return true;
}

void FreeformTool::unite_selection() {
    const GameMap* map = freeform_map();
    if (map == nullptr) return;
    if (selection_.size() < 2 || std::any_of(selection_.begin(), selection_.end(), [](const FeatureRef& f) { return f.kind != FeatureKind::Area; })) {
        say("Select two areas or more of one terrain to unite (Shift-click adds to the selection).");
        return;
    }
    const std::vector<FeatureRef> merged(selection_.begin() + 1, selection_.end());
    const bool done = run_as_one_step(fmt::format("Unite {} areas", selection_.size()), merged, [&](const Book& book, const FeatureRef& area) {
        return make_unite_areas(book, map->id, selection_.front().id, area.id);
    });
    if (done) set_selection({selection_.front()});
}

void FreeformTool::subtract_selection() {
    const GameMap* map = freeform_map();
    if (map == nullptr) return;
    if (selection_.size() != 2 || selection_[0].kind != FeatureKind::Area || selection_[1].kind != FeatureKind::Area) {
        say("Select the area to cut from, then Shift-click the area to cut out of it.");
        return;
    }
    run(make_subtract_area(document_->book(), map->id, selection_[0].id, selection_[1].id));
}

void FreeformTool::simplify_selection(double tolerance) {
    const GameMap* map = freeform_map();
    if (map == nullptr) return;
    if (selection_.size() != 1 || selection_.front().kind == FeatureKind::Point || selection_.front().kind == FeatureKind::Location ||
        selection_.front().kind == FeatureKind::EntryEdge) {
        say("Select one area or line to simplify.");
        return;
    }
    const FeatureRef& feature = selection_.front();
    if (feature.kind == FeatureKind::Area) {
        run(make_simplify_area(document_->book(), map->id, feature.id, tolerance));
    } else if (const LineFeature* line = line_of_ref(map->freeform, feature)) {
        run(make_set_line_points(document_->book(), map->id, line->id, simplified(line->line, tolerance)));
    }
}

void FreeformTool::delete_selection() {
    const GameMap* map = freeform_map();
    if (map == nullptr || selection_.empty()) return;
    const std::string step = selection_.size() == 1 ? "Delete " + selection_.front().id : fmt::format("Delete {} features", selection_.size());
    const bool done = run_as_one_step(step, selection_, [&](const Book& book, const FeatureRef& feature) {
        switch (feature.kind) {
        case FeatureKind::Area: return make_remove_area(book, map->id, feature.id);
        case FeatureKind::Line: return make_remove_line(book, map->id, feature.id);
        case FeatureKind::Point: return make_remove_point(book, map->id, feature.id);
        case FeatureKind::Location: return make_remove_location(book, map->id, feature.id);
        case FeatureKind::EntryEdge: break;
        }
        return make_remove_entry_edge(book, map->id, feature.id);
    });
    if (done) set_selection({});
}

}  // namespace sandtable::editor
