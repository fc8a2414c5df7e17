// Vector layers in the editor: a GeoJSON file added through the Map menu's action becomes a
// Vector layer with a default style, drawn on the canvas, and undone in one step.
#include "editor/editor_window_fixture.hpp"
#include "io/imagery/layer_file.hpp"

#include <algorithm>
#include <cairo.h>
#include <cstdint>
#include <cstring>
#include <wx/statusbr.h>

namespace sandtable::editor {
namespace {

using test::settle;

// Pixels of the canvas's own drawing in the new layer's colour.
int pixels_in_layer_colour(MapCanvas* canvas) {
    const std::vector<std::uint32_t> pixels = test::canvas_pixels(canvas);
    return static_cast<int>(std::count_if(pixels.begin(), pixels.end(), [](std::uint32_t p) { return (p & 0xffffff) == 0xe0218a; }));
}

TEST_F(EditorWindow, AVectorFileIsAddedAsAVectorLayerAndUndone) {
    Document& document = *frame_->document();
    MapCanvas* canvas = frame_->canvas();
    canvas->fit();
    settle(200);
    EXPECT_EQ(pixels_in_layer_colour(canvas), 0);

    // The board is in pixels with no CRS: the line's coordinates are taken as map coordinates.
    test::write_text(dir_ / "trace.geojson",
                     R"({"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"kind": "road"},
                         "geometry": {"type": "LineString", "coordinates": [[0, 0], [400, 300], [800, 300]]}}]})");
    const std::string id = frame_->add_imagery_layer(dir_ / "trace.geojson");
    ASSERT_EQ(id, "layer-trace");
    const GameMap& map = *document.book().map("board");
    ASSERT_EQ(map.layers.size(), 1U);
    EXPECT_EQ(map.layers[0].kind, ReferenceLayerKind::Vector);
    EXPECT_EQ(map.layers[0].path, "trace.geojson");
    EXPECT_EQ(map.layers[0].styles, default_vector_styles());
    EXPECT_EQ(document.commands().undo_name(), "Add layer trace.geojson");
    EXPECT_TRUE(canvas->imagery()->check(map).empty());
    settle(200);
    EXPECT_GT(pixels_in_layer_colour(canvas), 50);

    wxCommandEvent undo(wxEVT_MENU, wxID_UNDO);
    frame_->GetEventHandler()->ProcessEvent(undo);
    settle(200);
    EXPECT_TRUE(document.book().map("board")->layers.empty());
    EXPECT_FALSE(document.modified());
    EXPECT_EQ(pixels_in_layer_colour(canvas), 0);
}

TEST_F(EditorWindow, AFileThatIsNeitherRasterNorVectorIsRefusedByName) {
    test::write_text(dir_ / "notes.geojson", "{ this is not json\n");
    EXPECT_EQ(frame_->add_imagery_layer(dir_ / "notes.geojson"), "");
    const wxString status = frame_->GetStatusBar()->GetStatusText(0);
    EXPECT_NE(status.Find("Layer not added: " + wxString::FromUTF8((dir_ / "notes.geojson").string()) +
                          ": not a raster GDAL can read, nor vector data"),
              wxNOT_FOUND)
        << status;
    test::write_text(dir_ / "table.csv", "name,value\nfarm,3\n");
    EXPECT_EQ(frame_->add_imagery_layer(dir_ / "table.csv"), "");
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText(0).Find("has no geometry to draw"), wxNOT_FOUND);
    EXPECT_TRUE(frame_->document()->book().map("board")->layers.empty());
    EXPECT_FALSE(frame_->document()->modified());
}

}  // namespace
}  // namespace sandtable::editor
