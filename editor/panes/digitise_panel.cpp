#include "editor/panes/digitise_panel.hpp"

#include "editor/frame/document.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "model/digitise/digitise_command.hpp"
#include "model/digitise/freeform_digitise_summary.hpp"
#include "model/object_id.hpp"

#include <fmt/format.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/utils.h>

#include <stdexcept>

namespace sandtable::editor {

namespace {

wxString from_path(const std::filesystem::path& path) { return wxString::FromUTF8(path.string()); }
std::filesystem::path to_path(const wxString& text) { return std::filesystem::path(text.ToStdString(wxConvUTF8)); }

}  // namespace

DigitisePanel::DigitisePanel(wxWindow* parent, MapCanvas& canvas)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(420, 460)), canvas_(canvas) {
    overlay_ = std::make_unique<DigitiseOverlay>(nullptr);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* form = new wxFlexGridSizer(2, 4, 4);
    form->AddGrowableCol(1);
    auto label = [&](const char* text) { form->Add(new wxStaticText(this, wxID_ANY, text), 0, wxALIGN_CENTRE_VERTICAL); };

    label("Reference layer");
    layers_ = new wxChoice(this, wxID_ANY);
    form->Add(layers_, 1, wxEXPAND);

    label("Vector file");
    auto* layer_row = new wxBoxSizer(wxHORIZONTAL);
    layer_file_ = new wxTextCtrl(this, wxID_ANY);
    auto* browse_layer = new wxButton(this, wxID_ANY, "...", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    layer_row->Add(layer_file_, 1, wxRIGHT, 2);
    layer_row->Add(browse_layer);
    form->Add(layer_row, 1, wxEXPAND);

    label("Layer of the file");
    layer_name_ = new wxTextCtrl(this, wxID_ANY);
    layer_name_->SetHint("its first");
    form->Add(layer_name_, 1, wxEXPAND);

    label("Mapping file");
    auto* mapping_row = new wxBoxSizer(wxHORIZONTAL);
    mapping_file_ = new wxTextCtrl(this, wxID_ANY);
    auto* browse_mapping = new wxButton(this, wxID_ANY, "...", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    mapping_row->Add(mapping_file_, 1, wxRIGHT, 2);
    mapping_row->Add(browse_mapping);
    form->Add(mapping_row, 1, wxEXPAND);

    label("Share of a hex");
    threshold_ = new wxSpinCtrlDouble(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0.01, 1.0, 0.5, 0.05);
    threshold_->SetDigits(2);
    threshold_->SetToolTip("A hex gets a terrain when that terrain's polygons cover at least this share of it");
    form->Add(threshold_, 0);

    form->AddSpacer(0);
    replace_ = new wxCheckBox(this, wxID_ANY, "Replace the mapped terrain, hexside features and roads");
    form->Add(replace_, 0);
    sizer->Add(form, 0, wxEXPAND | wxALL, 6);

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* preview_button = new wxButton(this, wxID_ANY, "Preview");
    auto* clear_button = new wxButton(this, wxID_ANY, "Clear Preview");
    apply_ = new wxButton(this, wxID_ANY, "Apply");
    buttons->Add(preview_button, 0, wxRIGHT, 4);
    buttons->Add(clear_button, 0, wxRIGHT, 4);
    buttons->AddStretchSpacer();
    buttons->Add(apply_);
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);

    report_ = new wxTextCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxSize(-1, 160), wxTE_MULTILINE | wxTE_READONLY);
    sizer->Add(report_, 1, wxEXPAND | wxALL, 6);
    SetSizer(sizer);

    layers_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int selection = layers_->GetSelection();
        if (selection >= 1) use_reference_layer(layer_ids_[static_cast<std::size_t>(selection - 1)]);
    });
    // The file dialogs are only behind the buttons; everything else reads the text fields.
    browse_layer->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        wxFileDialog dialog(this, "Vector data to digitise", {}, {},
                            "Vector data (*.geojson;*.json;*.gpkg;*.shp;*.kml)|*.geojson;*.json;*.gpkg;*.shp;*.kml|All files (*)|*",
                            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() == wxID_OK) set_layer_file(to_path(dialog.GetPath()));
    });
    browse_mapping->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        wxFileDialog dialog(this, "Digitise mapping", {}, {}, "JSON files (*.json)|*.json|All files (*)|*",
                            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() == wxID_OK) set_mapping_file(to_path(dialog.GetPath()));
    });
    // Both show what went wrong in the report themselves.
    preview_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { (void)preview(); });
    clear_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { clear_preview(); });
    apply_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { (void)apply(); });
    apply_->Enable(false);
    fill_layers();
}

DigitisePanel::~DigitisePanel() = default;

void DigitisePanel::show(Document* document) {
    if (document != document_) {
        clear_preview();
        report_->Clear();
    }
    document_ = document;
    fill_layers();
    // A free-form map takes shapes whole: no share of a hex to reach.
    const GameMap* map = document_ != nullptr ? canvas_.shown_map() : nullptr;
    threshold_->Enable(map == nullptr || map->kind == MapKind::Hex);
}

void DigitisePanel::fill_layers() {
    const wxString chosen = layers_->GetStringSelection();
    layers_->Clear();
    layer_ids_.clear();
    layers_->Append("(a file)");
    if (document_ != nullptr) {
        if (const GameMap* map = canvas_.shown_map()) {
            for (const ReferenceLayer& layer : map->layers) {
                if (layer.kind != ReferenceLayerKind::Vector) continue;
                layer_ids_.push_back(layer.id);
                layers_->Append(wxString::FromUTF8(layer.name.empty() ? layer.id : layer.name));
            }
        }
    }
    if (!layers_->SetStringSelection(chosen)) layers_->SetSelection(0);
}

void DigitisePanel::set_layer_file(const std::filesystem::path& path, const std::string& layer_name) {
    layer_file_->SetValue(from_path(path));
    layer_name_->SetValue(wxString::FromUTF8(layer_name));
    layers_->SetSelection(0);
}

bool DigitisePanel::use_reference_layer(const std::string& layer_id) {
    const GameMap* map = document_ != nullptr ? canvas_.shown_map() : nullptr;
    if (map == nullptr) return false;
    for (std::size_t i = 0; i < layer_ids_.size(); ++i) {
        if (layer_ids_[i] != layer_id) continue;
        for (const ReferenceLayer& layer : map->layers) {
            if (layer.id != layer_id) continue;
            std::filesystem::path path(layer.path);
            if (path.is_relative()) path = document_->path().parent_path() / path;
            layer_file_->SetValue(from_path(path));
            layer_name_->SetValue(wxString::FromUTF8(layer.source_layer));
            layers_->SetSelection(static_cast<int>(i) + 1);
            return true;
        }
    }
    return false;
}

void DigitisePanel::set_mapping_file(const std::filesystem::path& path) { mapping_file_->SetValue(from_path(path)); }
void DigitisePanel::set_threshold(double share) { threshold_->SetValue(share); }
void DigitisePanel::set_replace(bool replace) { replace_->SetValue(replace); }

wxString DigitisePanel::report() const { return report_->GetValue(); }

DigitiseRequest DigitisePanel::request() const {
    DigitiseRequest request;
    request.layer = to_path(layer_file_->GetValue().Trim().Trim(false));
    request.layer_name = layer_name_->GetValue().Trim().Trim(false).ToStdString(wxConvUTF8);
    request.mapping = to_path(mapping_file_->GetValue().Trim().Trim(false));
    request.options.threshold = threshold_->GetValue();
    request.options.replace = replace_->GetValue();
    if (document_ != nullptr) request.map_source = document_->path().string();
    return request;
}

void DigitisePanel::report_errors(const std::vector<std::string>& errors) {
    wxString text;
    for (const std::string& error : errors) text += wxString::FromUTF8(error) + "\n";
    report_->SetValue(text);
}

Status DigitisePanel::preview() {
    clear_preview();
    const GameMap* map = document_ != nullptr ? canvas_.shown_map() : nullptr;
    std::vector<std::string> errors;
    const DigitiseRequest req = request();
    if (map == nullptr) errors.emplace_back("No book is open.");
    if (map != nullptr && map->kind != MapKind::Hex && map->kind != MapKind::Freeform) {
        errors.push_back(fmt::format("Map '{}' is not a hex grid or a free-form map.", name_or_id(*map)));
    }
    if (errors.empty() && req.layer.empty()) errors.emplace_back("Choose a vector file or a vector reference layer.");
    if (errors.empty() && req.mapping.empty()) errors.emplace_back("Choose a mapping file (JSON).");
    if (errors.empty()) {
        wxBusyCursor busy;
        DigitiseRun run = run_digitise(*map, req);
        if (run && run->freeform_preview) {
            freeform_preview_ = std::move(run->freeform_preview);
            preview_generation_ = document_->generation();
            overlay_->show_freeform(*freeform_preview_);
            canvas_.set_tool(overlay_.get());
            canvas_.Refresh();
            const std::string text = fmt::format("{} (layer {}, {} features) onto free-form map '{}', {} its mapped terrain:\n{}",
                                                 req.layer.filename().string(), run->layer.name, run->layer.feature_count, name_or_id(*map),
                                                 freeform_preview_->replace ? "replacing" : "adding to", describe_freeform_digitise(*freeform_preview_));
            report_->SetValue(wxString::FromUTF8(text));
            apply_->Enable(true);
            return {};
        }
        if (run) {
            preview_ = std::move(run->preview);
            preview_generation_ = document_->generation();
            overlay_->show(map->hex.grid.geometry, digitise_changes(map->hex, *preview_));
            canvas_.set_tool(overlay_.get());
            canvas_.Refresh();
            std::string text = fmt::format("{} (layer {}, {} features) onto map '{}':\n{}.", req.layer.filename().string(),
                                           run->layer.name, run->layer.feature_count, name_or_id(*map),
                                           describe_digitise(map->hex, *preview_));
            const DigitiseChanges& changes = overlay_->changes();
            text += fmt::format("\nOn the map: {} hexes change terrain, {} hexsides change, {} roads are laid.",
                                changes.hexes.size(), changes.sides.size(), changes.roads.size());
            text += fmt::format("\nFeatures: {} used, {} ignored.", preview_->features_used, preview_->features_ignored);
            for (const std::string& note : preview_->notes) text += "\nNote: " + note;
            report_->SetValue(wxString::FromUTF8(text));
            apply_->Enable(true);
            return {};
        }
        errors = run.problems();
    }
    report_errors(errors);
    std::string joined;
    for (const std::string& error : errors) joined += (joined.empty() ? "" : "\n") + error;
    return failure(joined);
}

Status DigitisePanel::apply() {
    if (document_ == nullptr) return failure("No book is open.");
    if ((!preview_ && !freeform_preview_) || preview_generation_ != document_->generation()) {
        if (Status previewed = preview(); !previewed) return previewed;
    }
    const std::string map_id = freeform_preview_ ? freeform_preview_->map_id : preview_->map_id;
    try {
        document_->commands().execute(freeform_preview_ ? make_freeform_digitise_command(document_->book(), *freeform_preview_)
                                                        : make_digitise_command(document_->book(), *preview_));
    } catch (const std::invalid_argument& error) {
        report_->AppendText("\n" + wxString::FromUTF8(error.what()));
        return failure(error.what());
    }
    const GameMap* map = document_->book().map(map_id);
    const std::string done = fmt::format("\nApplied to map '{}' (Edit > Undo takes it back).", map != nullptr ? name_or_id(*map) : map_id);
    clear_preview();
    report_->AppendText(wxString::FromUTF8(done));
    return {};
}

void DigitisePanel::clear_preview() {
    preview_.reset();
    freeform_preview_.reset();
    overlay_->show({}, {});
    if (canvas_.tool() == overlay_.get()) canvas_.set_tool(nullptr);
    apply_->Enable(false);
    canvas_.Refresh();
}

}  // namespace sandtable::editor
