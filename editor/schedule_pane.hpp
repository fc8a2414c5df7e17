#pragma once
// One scenario's reinforcement schedule as a grid: turn (with its label), entry location,
// units, chits, delay and note. Variants show their resolved schedule.
#include <string>
#include <wx/grid.h>

namespace sandtable::editor {

class Document;

class SchedulePane final : public wxGrid {
public:
    explicit SchedulePane(wxWindow* parent);
    void show(const Document* document, const std::string& scenario_id);
};

}  // namespace sandtable::editor
