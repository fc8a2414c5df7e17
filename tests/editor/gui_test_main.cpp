// GoogleTest main for the editor's GUI tests: a real wxApp on the display (Xvfb under ctest).
#include <gtest/gtest.h>
#include <wx/app.h>
#include <wx/config.h>
#include <wx/fileconf.h>
#include <wx/init.h>

namespace {
class TestApp final : public wxApp {
public:
    bool OnInit() override { return true; }
};
}  // namespace

wxIMPLEMENT_APP_NO_MAIN(TestApp);

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    wxApp::SetInstance(new TestApp);
    if (!wxEntryStart(argc, argv) || !wxTheApp->CallOnInit()) {
        std::fprintf(stderr, "cannot start wxWidgets: is there a display?\n");
        return 2;
    }
    // Keep the tests away from the user's remembered layout and recent files.
    wxConfig::Set(new wxFileConfig("sandtable-tests", "", "", "", wxCONFIG_USE_LOCAL_FILE));
    const int result = RUN_ALL_TESTS();
    wxTheApp->OnExit();
    wxEntryCleanup();
    return result;
}
