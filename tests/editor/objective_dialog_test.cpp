// The objective dialog of the hex menu (Make Objective, Edit Objective): its fields check what OK
// may take, offer the sides by name, and the dialog shows whole, the refusal message too. The
// captures land in the test's scratch folder (under the build folder) to be looked at.
#include "editor/editor_window_fixture.hpp"
#include "editor/dialogs/objective_dialog.hpp"
#include "model/book.hpp"

#include <optional>
#include <wx/choice.h>
#include <wx/image.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>
// After wx: Xlib's macros (Status, Bool, None) would clash with wx's names.
// Xlib defines Status as a macro: this file names the result type BasicStatus<>.
#include <X11/Xlib.h>
#include <X11/Xutil.h>

namespace sandtable::editor {
namespace {

// What the X server shows in `area`. Read through Xlib: on GTK 3 a second wxScreenDC capture in
// one process gives back the first one's pixels, however the screen changed since.
std::optional<wxImage> screen_image(const wxRect& area) {
    Display* display = XOpenDisplay(nullptr);
    if (display == nullptr) return std::nullopt;
    XImage* pixels = XGetImage(display, DefaultRootWindow(display), area.x, area.y, static_cast<unsigned>(area.width),
                               static_cast<unsigned>(area.height), AllPlanes, ZPixmap);
    std::optional<wxImage> image;
    if (pixels != nullptr) {
        image.emplace(area.width, area.height);
        for (int y = 0; y < area.height; ++y) {
            for (int x = 0; x < area.width; ++x) {
                const unsigned long pixel = XGetPixel(pixels, x, y);
                image->SetRGB(x, y, (pixel >> 16) & 0xff, (pixel >> 8) & 0xff, pixel & 0xff);
            }
        }
        XDestroyImage(pixels);
    }
    XCloseDisplay(display);
    return image;
}

TEST(ObjectiveForm, OkNeedsANameAndNoNegativeVp) {
    EXPECT_EQ((ObjectiveForm{"Seminary", 3, {}}).check().error(), "");
    EXPECT_EQ((ObjectiveForm{"Seminary", 0, {}}).check().error(), "");
    EXPECT_EQ((ObjectiveForm{"", 3, {}}).check().error(), "Give the objective a name.");
    EXPECT_EQ((ObjectiveForm{" \t ", 3, {}}).check().error(), "Give the objective a name.");
    EXPECT_EQ((ObjectiveForm{"Seminary", -1, {}}).check().error(), "An objective is worth 0 VP or more.");
    EXPECT_EQ(ObjectiveForm{}.check().error(), "Give the objective a name.");  // Make Objective starts with no name
}

TEST(ObjectiveForm, ReadsAnObjectiveAndHandsTheModelItsTrimmedFields) {
    const HexObjective objective{"obj-m9", "Culp's Hill", {{3, 4}}, 3, "union"};
    EXPECT_EQ(ObjectiveForm::of(objective), (ObjectiveForm{"Culp's Hill", 3, "union"}));
    EXPECT_EQ((ObjectiveForm{"  Culp's Hill summit ", 4, "confederate"}).fields(),
              (ObjectiveFields{"Culp's Hill summit", 4, "confederate"}));
}

TEST(ObjectiveForm, TheSidesAreEitherSideThenTheBooksSidesByName) {
    Book book;
    EXPECT_EQ(scoring_sides(book), (std::vector<ScoringSide>{{"", "Either side"}}));
    book.forces.sides.push_back(Side{"union", "Union", {}});
    book.forces.sides.push_back(Side{"csa", "Confederate", {}});
    EXPECT_EQ(scoring_sides(book), (std::vector<ScoringSide>{{"", "Either side"}, {"union", "Union"}, {"csa", "Confederate"}}));
}

class ObjectiveDialogInEditor : public EditorWindow {
protected:
    void SetUp() override {
        EditorWindow::SetUp();
        const HexObjective& objective = frame_->canvas()->shown_map()->hex.objectives.front();
        ObjectiveForm form = ObjectiveForm::of(objective);
        form.side = open_book().forces.sides.at(1).id;
        dialog_ = new ObjectiveDialog(frame_, "Edit Objective", scoring_sides(open_book()), form, [](const ObjectiveForm&) { return BasicStatus<>(); });
        const wxRect frame = frame_->GetScreenRect();
        dialog_->Move(frame.GetLeft() + (frame.GetWidth() - dialog_->GetSize().x) / 2, frame.GetTop() + 160);
        dialog_->Show();
        test::settle(200);
    }
    void TearDown() override {
        if (dialog_ != nullptr) dialog_->Destroy();
        EditorWindow::TearDown();
    }

    // Every control lies inside the dialog at no less than the size it asks for.
    void expect_nothing_cut_off() const {
        const wxRect inside(dialog_->GetClientSize());
        for (const wxWindow* child : dialog_->GetChildren()) {
            if (!child->IsShown()) continue;
            const wxRect rect = child->GetRect();
            const wxString what = child->GetClassInfo()->GetClassName() + wxString(" ") + child->GetLabel();
            EXPECT_TRUE(inside.Contains(rect)) << what;
            EXPECT_GE(rect.width, child->GetBestSize().x) << what;
            EXPECT_GE(rect.height, child->GetBestSize().y) << what;
        }
    }
    // The dialog as the screen shows it, saved as PNG in the test's scratch folder.
    void capture(const std::string& file) const {
        test::settle(100);
        const std::optional<wxImage> image = screen_image(dialog_->GetScreenRect());
        ASSERT_TRUE(image.has_value());
        if (wxImage::FindHandler(wxBITMAP_TYPE_PNG) == nullptr) wxImage::AddHandler(new wxPNGHandler);
        const std::filesystem::path path = dir_ / file;
        ASSERT_TRUE(image->SaveFile(wxString::FromUTF8(path.string()), wxBITMAP_TYPE_PNG));
        EXPECT_GT(std::filesystem::file_size(path), 2000U) << path;
    }

    ObjectiveDialog* dialog_ = nullptr;
};

TEST_F(ObjectiveDialogInEditor, ShowsWholeWithTheLongestSideName) {
    EXPECT_EQ(dialog_->side_choice()->GetStringSelection(), "Confederate (Army of North Virginia)");
    expect_nothing_cut_off();
    capture("objective-dialog.png");
}

TEST_F(ObjectiveDialogInEditor, ShowsWholeWithTheMessageOfARefusedOk) {
    dialog_->name_control()->SetValue("");
    ASSERT_FALSE(dialog_->accept());
    EXPECT_EQ(dialog_->message(), "Give the objective a name.");
    expect_nothing_cut_off();
    capture("objective-dialog-refused.png");
}

TEST_F(ObjectiveDialogInEditor, ARefusalFromTheMapIsShownWholeAndTheDialogStays) {
    const std::string problem = "Nothing was changed: the map no longer has this objective, which was deleted while the "
                                "dialog was open (undo the deletion to edit it).";
    dialog_->Destroy();
    dialog_ = new ObjectiveDialog(frame_, "Edit Objective", scoring_sides(open_book()), ObjectiveForm{"Ridge", 1, {}},
                                  [&](const ObjectiveForm&) -> BasicStatus<> { return failure(problem); });
    dialog_->Show();
    test::settle(100);
    const int height = dialog_->GetSize().y;
    wxWindow* ok = dialog_->FindWindow(wxID_OK);
    wxCommandEvent click(wxEVT_BUTTON, wxID_OK);
    click.SetEventObject(ok);
    ok->GetEventHandler()->ProcessEvent(click);
    EXPECT_TRUE(dialog_->IsShown());
    wxString shown = dialog_->message();
    shown.Replace("\n", " ");
    EXPECT_EQ(shown, wxString::FromUTF8(problem));
    EXPECT_GT(dialog_->GetSize().y, height);  // room for the lines of the message
    expect_nothing_cut_off();
    capture("objective-dialog-long-refusal.png");
}

}  // namespace
}  // namespace sandtable::editor
