// Imagery layers in the editor: added from a file, drawn on the canvas, changed in the property
// grid and removed, each an undoable step; a missing file is reported, never fatal.
#include "editor/editor_window_fixture.hpp"
#include "editor/canvas/overview_builds.hpp"
#include "editor/panes/property_pane.hpp"
#include "io/native/book_file.hpp"

#include <cairo.h>
#include <cstdint>
#include <map>
#include <utility>
#include <wx/statusbr.h>

namespace sandtable::editor {
namespace {

using test::settle;

void save(MainFrame& frame) {
    wxCommandEvent event(wxEVT_MENU, wxID_SAVE);
    frame.GetEventHandler()->ProcessEvent(event);
    settle(50);
}

double differing_share(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b) {
    std::size_t differing = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) differing += a[i] != b[i] ? 1 : 0;
    return static_cast<double>(differing) / static_cast<double>(std::max<std::size_t>(a.size(), 1));
}

// A real Landsat scene as a plain PNG beside the book: drawn one map unit a pixel.
std::filesystem::path make_scan(const std::filesystem::path& dir) {
    const auto made = test::run_command("gdal_translate -q -of PNG -co WORLDFILE=NO " + test::quoted(test::fixture_path("rasters/RGB.byte.tif")) +
                                        " " + test::quoted(dir / "scan.png"));
    EXPECT_EQ(made.exit_code, 0) << made.err;
    std::filesystem::remove(dir / "scan.png.aux.xml");
    return dir / "scan.png";
}

TEST_F(EditorWindow, AnImageryLayerIsAddedDrawnChangedAndRemovedWithUndo) {
    Document& document = *frame_->document();
    MapCanvas* canvas = frame_->canvas();
    canvas->fit();
    settle(200);
    const auto before = test::canvas_pixels(canvas);

    const std::string id = frame_->add_imagery_layer(make_scan(dir_));
    ASSERT_EQ(id, "layer-scan");
    const GameMap& map = *document.book().map("board");
    ASSERT_EQ(map.layers.size(), 1U);
    EXPECT_EQ(map.layers[0].path, "scan.png") << "kept relative to the book's folder";
    EXPECT_EQ(document.commands().undo_name(), "Add layer scan.png");
    ASSERT_TRUE(test::settle_until([&] { return !frame_->overview_builds().busy(); }, 20000));
    EXPECT_TRUE(std::filesystem::exists(dir_ / "scan.png.ovr")) << "a picture this large gets its overviews when added";
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText(0).Find("scan.png: "), wxNOT_FOUND) << frame_->GetStatusBar()->GetStatusText(0);
    settle(300);
    const auto with_scan = test::canvas_pixels(canvas);
    EXPECT_GT(differing_share(before, with_scan), 0.1);

    PropertyPane* properties = frame_->properties();
    properties->show_layer(&document, "board", id, {});
    EXPECT_FALSE(properties->ChangePropertyValue("layer.opacity", wxVariant(wxString("1.5"))));
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText(0).Find("opacity is 1.5, expected a number from 0 to 1"), wxNOT_FOUND)
        << frame_->GetStatusBar()->GetStatusText(0);
    EXPECT_TRUE(properties->ChangePropertyValue("layer.opacity", wxVariant(wxString("0.25"))));
    settle(200);
    EXPECT_DOUBLE_EQ(document.book().map("board")->layers[0].opacity, 0.25);
    EXPECT_EQ(document.commands().undo_name(), "Set opacity of layer scan.png");
    EXPECT_EQ(properties->layer_id(), id) << "the pane stays on the layer after the edit";
    const auto faint = test::canvas_pixels(canvas);
    EXPECT_GT(differing_share(with_scan, faint), 0.1);

    save(*frame_);
    const LoadResult saved = load_book(book_);
    ASSERT_TRUE(saved) << saved.error();
    EXPECT_EQ(saved->book.map("board")->layers, document.book().map("board")->layers);
    EXPECT_EQ(test::xmllint_check(book_).exit_code, 0);

    // Saved into another folder, the layer still reaches its file: the written path is rewritten
    // for that folder; the open book's stays relative to the folder it was opened from, so that
    // undoing the opacity edit made before the Save As brings back a path that still works.
    std::filesystem::create_directories(dir_ / "copies");
    ASSERT_TRUE(document.save_as(dir_ / "copies" / "book.sandtable"));
    frame_->canvas()->document_moved();
    EXPECT_EQ(load_book(dir_ / "copies" / "book.sandtable").value().book.map("board")->layers[0].path, "../scan.png");
    EXPECT_TRUE(frame_->canvas()->imagery()->check(*document.book().map("board")).empty());
    wxCommandEvent undo_opacity(wxEVT_MENU, wxID_UNDO);
    frame_->GetEventHandler()->ProcessEvent(undo_opacity);
    EXPECT_DOUBLE_EQ(document.book().map("board")->layers[0].opacity, 1.0);
    EXPECT_TRUE(frame_->canvas()->imagery()->check(*document.book().map("board")).empty());
    ASSERT_TRUE(document.save());
    const LoadResult moved = load_book(dir_ / "copies" / "book.sandtable");
    ASSERT_TRUE(moved) << moved.error();
    EXPECT_EQ(moved->book.map("board")->layers[0].path, "../scan.png");
    EXPECT_DOUBLE_EQ(moved->book.map("board")->layers[0].opacity, 1.0);

    frame_->delete_layer("board", id);
    EXPECT_TRUE(document.book().map("board")->layers.empty());
    wxCommandEvent undo(wxEVT_MENU, wxID_UNDO);
    frame_->GetEventHandler()->ProcessEvent(undo);
    EXPECT_EQ(document.book().map("board")->layers.size(), 1U);
}

TEST_F(EditorWindow, AFileGdalCannotReadIsRefusedAndAMissingOneIsReported) {
    Document& document = *frame_->document();
    test::write_text(dir_ / "notes.tif", "not a picture\n");
    EXPECT_EQ(frame_->add_imagery_layer(dir_ / "notes.tif"), "");
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText(0).Find("not a raster GDAL can read"), wxNOT_FOUND);
    EXPECT_TRUE(document.book().map("board")->layers.empty());
    EXPECT_FALSE(document.modified());

    // A book whose layer file went missing still opens and draws; the layer says what is wrong.
    ASSERT_EQ(frame_->add_imagery_layer(make_scan(dir_)), "layer-scan");
    ASSERT_TRUE(test::settle_until([&] { return !frame_->overview_builds().busy(); }, 20000));
    save(*frame_);
    std::filesystem::remove(dir_ / "scan.png");
    ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book_.string())));
    settle(200);
    const auto problems = frame_->canvas()->imagery()->check(*frame_->document()->book().map("board"));
    ASSERT_EQ(problems.size(), 1U);
    EXPECT_NE(problems[0].message.find("scan.png: no such file"), std::string::npos) << problems[0].message;
}

TEST_F(EditorWindow, OverviewsOfALargeScanAreBuiltInTheBackgroundAndCanBeStopped) {
    // A 6000 x 5400 JPEG-compressed GeoTIFF made from the Landsat fixture: its overviews take
    // long enough to be seen under way.
    const std::filesystem::path big = dir_ / "big.tif";
    const auto made = test::run_command("gdal_translate -q -outsize 6000 5400 -co TILED=YES -co COMPRESS=JPEG " +
                                        test::quoted(test::fixture_path("rasters/RGB.byte.tif")) + " " + test::quoted(big));
    ASSERT_EQ(made.exit_code, 0) << made.err;

    // The scene is georeferenced in UTM, far from this board in pixels: the editor says so.
    test::DialogAnswers answers([](wxDialog&) { return static_cast<int>(wxID_NO); });
    ASSERT_EQ(frame_->add_imagery_layer(big), "layer-big");
    EXPECT_EQ(answers.asked(), 1);
    EXPECT_TRUE(frame_->overview_builds().busy()) << "adding the layer does not wait for its overviews";
    frame_->overview_builds().cancel();
    ASSERT_TRUE(test::settle_until([&] { return !frame_->overview_builds().busy(); }, 20000));
    settle(100);
    EXPECT_FALSE(std::filesystem::exists(dir_ / "big.tif.ovr")) << "a stopped build leaves nothing behind";
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText(0).Find("Stopped building the overviews of big.tif"), wxNOT_FOUND)
        << frame_->GetStatusBar()->GetStatusText(0);

    // Opening the book again starts it again, and it runs to the end while the window goes on
    // answering.
    save(*frame_);
    ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book_.string())));
    ASSERT_TRUE(frame_->overview_builds().busy()) << "a large raster without overviews gets them when its book opens";
    bool saw_progress = false;
    ASSERT_TRUE(test::settle_until(
        [&] {
            saw_progress = saw_progress || frame_->GetStatusBar()->GetStatusText(0).Find("%") != wxNOT_FOUND;
            return !frame_->overview_builds().busy();
        },
        60000));
    settle(100);
    EXPECT_TRUE(saw_progress) << "progress shows in the status bar";
    EXPECT_TRUE(std::filesystem::exists(dir_ / "big.tif.ovr"));
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText(0).Find("overview levels built"), wxNOT_FOUND)
        << frame_->GetStatusBar()->GetStatusText(0);
}

// The shipped rasters carry their overviews inside, so that opening and drawing a sample builds
// none beside them: a fresh clone stays as it was checked out.
TEST_F(EditorWindow, OpeningAndDrawingTheShippedSamplesWritesNothingIntoThem) {
    const std::filesystem::path samples = test::source_path("samples");
    const auto listing = [&] {
        std::map<std::string, std::pair<std::uintmax_t, std::filesystem::file_time_type>> files;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(samples)) {
            if (entry.is_regular_file()) files[entry.path().string()] = {entry.file_size(), entry.last_write_time()};
        }
        return files;
    };
    const auto before = listing();
    for (const char* book : {"gettysburg-125/gettysburg-125.sandtable", "gettysburg-150/gettysburg-150.sandtable",
                             "gettysburg-base/gettysburg-base.sandtable", "gettysburg-base/gettysburg-freeform.sandtable"}) {
        ASSERT_TRUE(frame_->open_book(wxString::FromUTF8((samples / book).string()))) << book;
        EXPECT_FALSE(frame_->overview_builds().busy()) << book << ": its raster needs no overviews built";
        MapCanvas* canvas = frame_->canvas();
        canvas->fit();
        settle(200);
        canvas->zoom_by(4.0);
        settle(200);
        EXPECT_FALSE(test::canvas_pixels(canvas).empty()) << book;
        ASSERT_TRUE(test::settle_until([&] { return !frame_->overview_builds().busy(); }, 20000));
        frame_->document()->commands().set_clean();
    }
    const auto after = listing();
    for (const auto& [file, stamp] : after) {
        const auto was = before.find(file);
        if (was == before.end()) {
            ADD_FAILURE() << file << " was written into the samples";
        } else if (was->second != stamp) {
            ADD_FAILURE() << file << " was changed";
        }
    }
    EXPECT_EQ(after.size(), before.size()) << "a file under samples/ was removed";
}

}  // namespace
}  // namespace sandtable::editor

namespace sandtable::editor {
namespace {

// An elevation model as a plain 16-bit picture beside the book (no georeference, so it is drawn
// one map unit a pixel where the map begins): its stretch and hillshade are set in the property
// grid, each an undoable step, and the canvas shows the change.
TEST_F(EditorWindow, ARasterLayersStretchAndHillshadeAreSetInThePropertyGrid) {
    const auto made = test::run_command("gdal_translate -q -of PNG -co WORLDFILE=NO " +
                                        test::quoted(test::fixture_path("rasters/dem/dem-uint16.tif")) + " " + test::quoted(dir_ / "dem.png"));
    ASSERT_EQ(made.exit_code, 0) << made.err;
    std::filesystem::remove(dir_ / "dem.png.aux.xml");
    Document& document = *frame_->document();
    MapCanvas* canvas = frame_->canvas();
    canvas->fit();
    const std::string id = frame_->add_imagery_layer(dir_ / "dem.png");
    ASSERT_FALSE(id.empty());
    ASSERT_TRUE(test::settle_until([&] { return !frame_->overview_builds().busy(); }, 20000));
    settle(300);
    const auto stretched = test::canvas_pixels(canvas);

    PropertyPane* properties = frame_->properties();
    properties->show_layer(&document, "board", id, {});
    EXPECT_FALSE(properties->ChangePropertyValue("layer.clip", wxVariant(wxString("60"))));
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText(0).Find("clip is 60, expected a percentage from 0 to under 50"), wxNOT_FOUND)
        << frame_->GetStatusBar()->GetStatusText(0);
    EXPECT_TRUE(properties->ChangePropertyValue("layer.stretch", wxVariant(1L)));
    EXPECT_TRUE(properties->ChangePropertyValue("layer.clip", wxVariant(wxString("5"))));
    settle(200);
    const RasterLook clipped = document.book().map("board")->layers.back().look;
    EXPECT_EQ(clipped.stretch, RasterStretch::PercentClip);
    EXPECT_DOUBLE_EQ(clipped.clip_percent, 5.0);
    EXPECT_EQ(document.commands().undo_name(), "Set clip of layer dem.png");
    const auto with_clip = test::canvas_pixels(canvas);
    EXPECT_GT(differing_share(stretched, with_clip), 0.001) << "the summits' top 5% turn white";

    EXPECT_TRUE(properties->ChangePropertyValue("layer.hillshade", wxVariant(true)));
    settle(300);
    EXPECT_TRUE(document.book().map("board")->layers.back().look.hillshade);
    EXPECT_EQ(document.commands().undo_name(), "Set hillshade of layer dem.png");
    const auto relief = test::canvas_pixels(canvas);
    EXPECT_GT(differing_share(with_clip, relief), 0.05) << "the plain, black when stretched, is lit grey as relief";

    wxCommandEvent undo(wxEVT_MENU, wxID_UNDO);
    frame_->GetEventHandler()->ProcessEvent(undo);
    settle(300);
    EXPECT_FALSE(document.book().map("board")->layers.back().look.hillshade);
    EXPECT_EQ(test::canvas_pixels(canvas), with_clip);
}

}  // namespace
}  // namespace sandtable::editor
