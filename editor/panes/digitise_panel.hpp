#pragma once
// The "Digitise" pane: a vector file (or one of the map's vector reference layers), a mapping
// file, the share threshold and whether to replace; Preview runs digitise() and shows on the
// canvas the hexes, hexsides and roads that would change, with their counts (on a free-form map,
// digitise_freeform() and the areas, lines and points it would add, with the polygons repaired
// or refused); Apply makes the change to the map on show as one undoable edit. Errors name the
// file they are about.
#include "editor/canvas/digitise_overlay.hpp"
#include "io/digitise_run.hpp"
#include "model/outcome.hpp"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <wx/panel.h>

class wxButton;
class wxCheckBox;
class wxChoice;
class wxSpinCtrlDouble;
class wxTextCtrl;

namespace sandtable::editor {

class Document;
class MapCanvas;

class DigitisePanel final : public wxPanel {
public:
    DigitisePanel(wxWindow* parent, MapCanvas& canvas);
    ~DigitisePanel() override;

    void show(Document* document);

    void set_layer_file(const std::filesystem::path& path, const std::string& layer_name = {});
    // Picks a vector reference layer of the map on show by id; false when it has none of that id.
    bool use_reference_layer(const std::string& layer_id);
    void set_mapping_file(const std::filesystem::path& path);
    void set_threshold(double share);
    void set_replace(bool replace);

    // Runs digitise on the map on show and shows what would change, or fails with the errors, one a line.
    Status preview();
    // Applies the preview (made afresh when the book changed since) as one undo step, or says why not.
    Status apply();
    // Hides the preview from the canvas.
    void clear_preview();

    [[nodiscard]] const std::optional<DigitisePreview>& last_preview() const { return preview_; }
    [[nodiscard]] const std::optional<FreeformDigitisePreview>& last_freeform_preview() const { return freeform_preview_; }
    [[nodiscard]] const DigitiseOverlay& overlay() const { return *overlay_; }
    [[nodiscard]] wxString report() const;

private:
    [[nodiscard]] DigitiseRequest request() const;
    void fill_layers();
    void report_errors(const std::vector<std::string>& errors);

    MapCanvas& canvas_;
    Document* document_ = nullptr;
    std::unique_ptr<DigitiseOverlay> overlay_;
    std::optional<DigitisePreview> preview_;
    std::optional<FreeformDigitisePreview> freeform_preview_;  // free-form maps
    std::uint64_t preview_generation_ = 0;
    std::vector<std::string> layer_ids_;  // of the choice's entries after the first

    wxChoice* layers_ = nullptr;
    wxTextCtrl* layer_file_ = nullptr;
    wxTextCtrl* layer_name_ = nullptr;
    wxTextCtrl* mapping_file_ = nullptr;
    wxSpinCtrlDouble* threshold_ = nullptr;
    wxCheckBox* replace_ = nullptr;
    wxButton* apply_ = nullptr;
    wxTextCtrl* report_ = nullptr;
};

}  // namespace sandtable::editor
