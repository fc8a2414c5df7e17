#pragma once
// The setup of a variant on show marked on the map against its base: a green ring where it adds a
// unit, an amber ring and an arrow from the base's hex where it moves one (or sets it up in
// another state), a dashed red ring where the base has a unit the variant takes away.
#include "io/render/render_view.hpp"
#include "model/setup_changes.hpp"

#include <cairo.h>

#include <string>
#include <vector>

namespace sandtable::editor {

class SetupMarks {
public:
    // Marks `scenario` against its base; nothing for an ordinary scenario. Call again after any edit.
    void update(const Book& book, const std::string& scenario);
    void clear() { changes_.clear(); }
    [[nodiscard]] const std::vector<SetupChange>& changes() const { return changes_; }

    void draw(cairo_t* cr, const RenderView& view, const HexMap& map) const;

private:
    std::vector<SetupChange> changes_;
};

}  // namespace sandtable::editor
