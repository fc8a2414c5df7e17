#pragma once
// Helpers for the editor's GUI tests.
#include <cairo.h>
#include <cstdint>
#include <functional>
#include <vector>
#include <wx/modalhook.h>
#include <wx/treectrl.h>

namespace sandtable::editor {
class Document;
class MapCanvas;
}

namespace sandtable::test {

// Lets the event loop run for a while, so that windows map, paint and take events.
void settle(int milliseconds = 300);
// Lets the event loop run until done() holds (true) or timeout_ms pass (false): for input that
// travels through the X server, which a busy machine may deliver late.
bool settle_until(const std::function<bool()>& done, int timeout_ms = 5000);
// Waits (up to 10 s) for the background check of the document's latest state; false on time-out.
bool wait_for_report(editor::Document& document);
// Every item of a tree below its root, parents before their children.
std::vector<wxTreeItemId> tree_items(const wxTreeCtrl& tree);
// While it lives, answers the modal dialogs the code under test opens, without showing them:
// `answer` sees each dialog and gives the id its ShowModal() returns.
class DialogAnswers final : public wxModalDialogHook {
public:
    explicit DialogAnswers(std::function<int(wxDialog&)> answer) : answer_(std::move(answer)) { Register(); }
    ~DialogAnswers() override { Unregister(); }
    DialogAnswers(const DialogAnswers&) = delete;
    DialogAnswers& operator=(const DialogAnswers&) = delete;
    [[nodiscard]] int asked() const { return asked_; }

protected:
    int Enter(wxDialog* dialog) override {
        ++asked_;
        return answer_(*dialog);
    }
    void Exit(wxDialog*) override {}

private:
    std::function<int(wxDialog&)> answer_;
    int asked_ = 0;
};

// The canvas's own drawing, through its tile cache, as 0xAARRGGBB pixels row by row.
[[nodiscard]] std::vector<std::uint32_t> canvas_pixels(editor::MapCanvas* canvas);

// Pixels something draws (not left transparent) on a clear surface of the given size: how much of
// a canvas an overlay covers when drawn alone.
[[nodiscard]] std::size_t painted_pixels(int width, int height, const std::function<void(cairo_t*)>& draw);

}  // namespace sandtable::test
