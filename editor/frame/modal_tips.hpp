#pragma once
// No tooltip stays over a modal dialog: while one is up (a prompt from the hex menu, File > New),
// the map's hex tooltip is held back and wx tooltips are off; they come back when the last closes.
#include <wx/modalhook.h>

namespace sandtable::editor {

class MapCanvas;

class TipsHiddenWhileModal final : public wxModalDialogHook {
public:
    explicit TipsHiddenWhileModal(MapCanvas& canvas);
    ~TipsHiddenWhileModal() override;
    TipsHiddenWhileModal(const TipsHiddenWhileModal&) = delete;
    TipsHiddenWhileModal& operator=(const TipsHiddenWhileModal&) = delete;

protected:
    int Enter(wxDialog* dialog) override;
    void Exit(wxDialog* dialog) override;

private:
    MapCanvas& canvas_;
    int open_ = 0;  // modal dialogs up, one over another
};

}  // namespace sandtable::editor
