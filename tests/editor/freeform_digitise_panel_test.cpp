// The Digitise pane on a free-form map: the sample battlefield emptied and digitised again in the
// editor from its three reference layers comes back as the sample holds it, each run one undo
// step, the preview drawn on the canvas and described as `sandtable-cli digitise` describes it.
#include "editor/panes/digitise_panel.hpp"
#include "editor/editor_window_fixture.hpp"
#include "io/native/book_file.hpp"
#include "model/digitise/freeform_digitise_summary.hpp"

#include <wx/menu.h>

namespace sandtable::editor {
namespace {

namespace fs = std::filesystem;

const fs::path kSample = "samples/gettysburg-base/gettysburg-freeform.sandtable";

fs::path base_file(const std::string& name) { return test::source_path("samples/gettysburg-base/" + name); }

TEST_F(EditorWindow, TheDigitisePaneRebuildsTheFreeformSampleFromItsReferenceLayers) {
    const LoadResult sample = load_book(test::source_path(kSample));
    ASSERT_TRUE(sample) << sample.error();
    Book empty = sample->book;
    FreeformMap& cleared = empty.maps.front().freeform;
    cleared.areas.clear();
    cleared.lines.clear();
    cleared.points.clear();
    const fs::path book = dir_ / "gettysburg-freeform.sandtable";
    ASSERT_TRUE(save_book(empty, book));
    ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book.string())));
    test::settle(100);
    const int id = frame_->GetMenuBar()->FindMenuItem("Map", "Digitise Vector Layer...");
    ASSERT_NE(id, wxNOT_FOUND);
    wxCommandEvent event(wxEVT_MENU, id);
    frame_->GetEventHandler()->ProcessEvent(event);
    test::settle(100);
    DigitisePanel* panel = frame_->digitise_panel();

    const std::pair<const char*, const char*> runs[] = {{"reference/gettysburg-1863.geojson", "freeform/mapping-1863.json"},
                                                        {"reference/traced-woods.geojson", "freeform/mapping-woods.json"},
                                                        {"reference/traced-relief.geojson", "freeform/mapping-relief.json"}};
    for (const auto& [layer, mapping] : runs) {
        panel->set_layer_file(base_file(layer));
        panel->set_mapping_file(base_file(mapping));
        ASSERT_EQ(panel->preview().error(), "") << layer;
        ASSERT_TRUE(panel->last_freeform_preview().has_value());
        EXPECT_EQ(frame_->canvas()->tool(), &panel->overlay()) << "the preview is drawn on the canvas";
        EXPECT_NE(panel->report().ToStdString(wxConvUTF8).find(describe_freeform_digitise(*panel->last_freeform_preview())), std::string::npos)
            << panel->report();
        ASSERT_EQ(panel->apply().error(), "") << layer;
    }
    const FreeformMap& rebuilt = frame_->document()->book().maps.front().freeform;
    EXPECT_EQ(rebuilt, sample->book.maps.front().freeform);
    frame_->document()->commands().undo();
    EXPECT_EQ(frame_->document()->book().maps.front().freeform.areas.size(), 11U) << "the relief's thirteen hills went with the undo";
}

}  // namespace
}  // namespace sandtable::editor
