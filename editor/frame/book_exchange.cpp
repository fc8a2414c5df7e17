#include "editor/frame/book_exchange.hpp"

#include "editor/dialogs/export_dialog.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/frame/progress_dialog_feed.hpp"
#include "io/export/exporter.hpp"
#include "io/import/importer.hpp"
#include "io/native/book_file.hpp"
#include "io/tmx/tmx_property_names.hpp"
#include "io/tmx/tmx_reader.hpp"
#include "model/commands/import_commands.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <algorithm>
#include <wx/choicdlg.h>
#include <wx/dirdlg.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/progdlg.h>

namespace sandtable::editor {

namespace {

wxString utf8(const std::string& text) { return wxString::FromUTF8(text); }

// At most this many problems are listed in a message box; the rest are counted.
constexpr std::size_t kListedProblems = 12;

wxString problem_list(const std::vector<std::string>& problems) {
    wxString text;
    for (std::size_t i = 0; i < problems.size() && i < kListedProblems; ++i) text += utf8(problems[i]) + "\n";
    if (problems.size() > kListedProblems) text += wxString::Format("... and %zu more.\n", problems.size() - kListedProblems);
    return text;
}

}  // namespace

void BookExchange::show_message(const wxString& message, const wxString& title) {
    if (collected_messages_ != nullptr) {
        collected_messages_->push_back(message);
        return;
    }
    wxMessageBox(message, title, wxOK | wxICON_ERROR, &frame_);
}

ExportDialog* BookExchange::make_export_dialog() {
    Document* document = frame_.document();
    if (document == nullptr) return nullptr;
    const Scenario* on_show = frame_.scenario().empty() ? nullptr : document->book().scenario(frame_.scenario());
    const std::filesystem::path suggested = document->path().parent_path() / (document->path().stem().string() + "-pack");
    return new ExportDialog(&frame_, on_show != nullptr ? on_show->name : std::string(), on_show != nullptr ? on_show->id : std::string(),
                            suggested.string(), [this](const ExportChoice& choice) { return export_book(choice); });
}

void BookExchange::show_export() {
    ExportDialog* dialog = make_export_dialog();
    if (dialog == nullptr) return;
    dialog->ShowModal();
    dialog->Destroy();
}

Status BookExchange::export_book(const ExportChoice& choice) {
    const Document* document = frame_.document();
    if (document == nullptr) return failure("No book is open.");
    const Exporter* exporter = find_exporter(choice.format);
    if (exporter == nullptr) return failure("There is no export format \"" + choice.format + "\".");
    ExportRequest request;
    request.book = &document->book();
    request.book_folder = document->path().parent_path();
    request.scenarios = choice.scenarios;
    request.output = choice.folder;
    // A format that writes one file writes it into the folder, named for the book: NAME.gpkg.
    if (exporter->output() == ExportOutput::File) request.output /= exporter->file_name(document->path().stem().string());
    request.renders = choice.renders;
    request.tile_size = choice.tile_size;
    request.paper = choice.paper;
    wxProgressDialog dialog("Export", "Exporting " + utf8(request.output.filename().string()) + "...", 1000, &frame_,
                            wxPD_APP_MODAL | wxPD_CAN_ABORT | wxPD_AUTO_HIDE | wxPD_ELAPSED_TIME);
    ProgressDialogFeed progress(dialog);
    const auto written = exporter->write(request, progress);
    dialog.Update(1000);
    if (!written) {
        if (written.cancelled()) return cancellation("Cancelled: nothing was written.");
        return written.failure();
    }
    frame_.SetStatusText(written->size() == 1 ? "Exported " + utf8(written->front().string())
                                              : wxString::Format("Exported %zu files to ", written->size()) + utf8(choice.folder));
    return {};
}

bool BookExchange::import_into_book(const std::filesystem::path& file) {
    Document* document = frame_.document();
    const Importer* importer = importer_for(file);
    if (document == nullptr || importer == nullptr || importer->into() != ImportInto::OpenBook) return false;
    ImportRequest request;
    request.input = file;
    request.into = &document->book();
    BookImport imported = importer->read(request);
    const wxString name = utf8(file.filename().string());
    if (!imported) {
        show_message(name + " was not imported; the book is unchanged:\n\n" + problem_list(imported.problems()), "Cannot import");
        return false;
    }
    auto step = make_import_step(document->book(), imported->book, "Import " + file.filename().string());
    if (step == nullptr) {
        frame_.SetStatusText(name + " changes nothing of the book");
        return true;
    }
    document->commands().execute(std::move(step));
    frame_.SetStatusText(utf8(imported->summary));
    return true;
}

bool BookExchange::import_as_new_book(const ImportRequest& request, const std::filesystem::path& book_path) {
    const Importer* importer = importer_for(request.input);
    if (importer == nullptr || importer->into() != ImportInto::NewBook) return false;
    BookImport imported = importer->read(request);
    if (!imported) {
        show_message(utf8(request.input.string()) + " was not imported:\n\n" + problem_list(imported.problems()),
                     "Cannot import the " + utf8(std::string(importer->name())));
        return false;
    }
    return open_imported_book(imported->book, book_path, imported->summary);
}

bool BookExchange::open_imported_book(const Book& book, const std::filesystem::path& book_path, const std::string& summary) {
    if (auto saved = save_book(book, book_path); !saved) {
        show_message(utf8(saved.error()), "Cannot save the imported book");
        return false;
    }
    if (!frame_.open_book(utf8(book_path.string()))) return false;
    frame_.SetStatusText(utf8(summary));
    return true;
}

bool BookExchange::import_tiled_map(const std::filesystem::path& tmx, const std::string& ruleset, const std::filesystem::path& mapping,
                                    const std::filesystem::path& book_path) {
    ImportRequest request;
    request.input = tmx;
    request.ruleset = ruleset;
    if (!mapping.empty()) {
        auto read = read_tile_terrain_mapping(mapping);
        if (!read) {
            show_message(utf8(read.error()), "Cannot read the mapping file");
            return false;
        }
        request.mapping = std::move(*read);
    }
    return import_as_new_book(request, book_path);
}

void BookExchange::choose_tiled_map_to_import() {
    if (!frame_.confirm_discard()) return;
    wxFileDialog open(&frame_, "Import a Tiled map", "", "", "Tiled maps (*.tmx)|*.tmx", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (open.ShowModal() != wxID_OK) return;
    const std::filesystem::path tmx = open.GetPath().ToStdString(wxConvUTF8);
    const auto read = read_tmx(tmx);
    if (!read) {
        show_message(utf8(read.error()), "Cannot import the Tiled map");
        return;
    }
    std::string ruleset;
    if (!read->properties.contains(tmx_property::kRuleset)) {
        std::vector<const RulesetDefinition*> hex_rulesets;
        wxArrayString names;
        for (const RulesetDefinition& definition : all_rulesets()) {
            if (std::find(definition.map_kinds.begin(), definition.map_kinds.end(), MapKind::Hex) == definition.map_kinds.end()) continue;
            hex_rulesets.push_back(&definition);
            names.Add(utf8(definition.display_name));
        }
        wxSingleChoiceDialog choose(&frame_, "The map names no ruleset. Which rulebook is the new book for?", "Import a Tiled map", names);
        if (choose.ShowModal() != wxID_OK) return;
        ruleset = hex_rulesets[static_cast<std::size_t>(choose.GetSelection())]->id;
    }
    // Tiles without a terrain property need a mapping file.
    bool every_tile_named = true;
    for (const TmxTileset& set : read->tilesets) {
        if (static_cast<int>(set.tiles.size()) < set.tile_count) every_tile_named = false;
    }
    std::filesystem::path mapping;
    if (!every_tile_named) {
        wxFileDialog choose(&frame_, "Which terrain do the map's tiles stand for? Choose a mapping file", utf8(tmx.parent_path().string()), "",
                            "Mapping files (*.json)|*.json", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (choose.ShowModal() != wxID_OK) return;
        mapping = choose.GetPath().ToStdString(wxConvUTF8);
    }
    wxFileDialog save(&frame_, "Save the imported book as", utf8(tmx.parent_path().string()), utf8(tmx.stem().string() + ".sandtable"),
                      "Sandtable books (*.sandtable)|*.sandtable", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (save.ShowModal() != wxID_OK) return;
    import_tiled_map(tmx, ruleset, mapping, save.GetPath().ToStdString(wxConvUTF8));
}

void BookExchange::choose_map_layers_to_import() {
    const Document* document = frame_.document();
    if (document == nullptr) return;
    wxFileDialog dialog(&frame_, "Import map layers", utf8(document->path().parent_path().string()), "",
                        "Map layers (*.gpkg;*.kml;*.geojson;*.shp)|*.gpkg;*.kml;*.geojson;*.shp|All files (*)|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return;
    std::filesystem::path chosen = dialog.GetPath().ToStdString(wxConvUTF8);
    // GeoJSON and Shapefile exports are folders, a file a layer: any one of them stands for its folder.
    const std::string extension = chosen.extension().string();
    if (extension == ".geojson" || extension == ".shp") chosen = chosen.parent_path();
    import_into_book(chosen);
}

void BookExchange::choose_csv_to_import() {
    const Document* document = frame_.document();
    if (document == nullptr) return;
    wxFileDialog dialog(&frame_, "Import forces or schedule", utf8(document->path().parent_path().string()), "",
                        "CSV files (*.csv)|*.csv|All files (*)|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) import_into_book(dialog.GetPath().ToStdString(wxConvUTF8));
}

void BookExchange::choose_pack_to_import() {
    if (!frame_.confirm_discard()) return;
    wxDirDialog folder(&frame_, "Import a data pack: its folder", "", wxDD_DEFAULT_STYLE | wxDD_DIR_MUST_EXIST);
    if (folder.ShowModal() != wxID_OK) return;
    const std::filesystem::path pack = folder.GetPath().ToStdString(wxConvUTF8);
    wxFileDialog save(&frame_, "Save the imported book as", utf8(pack.parent_path().string()), utf8(pack.filename().string() + ".sandtable"),
                      "Sandtable books (*.sandtable)|*.sandtable", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (save.ShowModal() != wxID_OK) return;
    ImportRequest request;
    request.input = pack;
    import_as_new_book(request, save.GetPath().ToStdString(wxConvUTF8));
}

}  // namespace sandtable::editor
